//! The top-level [`PassManager`]: a pipeline plus the settings of its runs (threads, verification
//! after each pass, instrumentation, IR printing, crash reproducers), and [`PassManager::run`],
//! which checks the pipeline against the IR, prepares the passes, runs, and gathers what every
//! unit of work reported.

use super::analysis::AnalysisManager;
use super::execute::{Log, PassFailure, Runner};
use super::instrumentation::PassInstrumentation;
use super::interface::{Pass, StatisticValues};
use super::ir_printing::{IrPrinter, IrPrinting};
use super::manager::{Nesting, OpPassManager, PipelineEntry};
use super::reproducer::reproducer_text;
use super::statistics::{StatisticsDisplay, report};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId};
use crate::text::printer::PrintOptions;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Mutex;

/// Where and how to write a crash reproducer when a pass fails (MLIR's
/// `--mlir-pass-pipeline-crash-reproducer`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrashReproducer {
    /// The file to write.
    pub path: PathBuf,
    /// Reproduce with the failing pass alone, on the IR just before it ran (needs threading
    /// off); otherwise with the whole pipeline, on the IR the run started from.
    pub local: bool,
}

/// What a run reported.
#[derive(Debug, Default)]
pub struct RunResult {
    /// Every diagnostic, in IR order: what passes emitted, then the error that stopped the run.
    pub diagnostics: Vec<Diagnostic>,
    /// Whether the run failed.
    pub failed: bool,
    /// The pass that failed, when a pass did.
    pub failure: Option<PassFailure>,
}

impl RunResult {
    fn error(diagnostic: Diagnostic) -> Self {
        RunResult {
            diagnostics: vec![diagnostic],
            failed: true,
            failure: None,
        }
    }
}

/// A pipeline and the settings of its runs. See the module documentation.
pub struct PassManager {
    root: OpPassManager,
    threading: bool,
    verify: bool,
    instrumentations: Vec<Box<dyn PassInstrumentation>>,
    module_scope_printing: bool,
    reproducer: Option<CrashReproducer>,
    print_options: PrintOptions,
    statistics: BTreeMap<u32, StatisticValues>,
    sink: Mutex<Box<dyn Write + Send>>,
    finalized: bool,
}

impl std::fmt::Debug for PassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PassManager({})", self.root.pipeline_text())
    }
}

impl PassManager {
    /// A pass manager for ops named `anchor` (usually `builtin.module`), nesting explicitly,
    /// with threads and verification on.
    pub fn new(anchor: &str) -> Self {
        Self::from_pipeline(OpPassManager::new(anchor))
    }

    /// A pass manager running `pipeline`.
    pub fn from_pipeline(pipeline: OpPassManager) -> Self {
        PassManager {
            root: pipeline,
            threading: true,
            verify: true,
            instrumentations: Vec::new(),
            module_scope_printing: false,
            reproducer: None,
            print_options: PrintOptions::default(),
            statistics: BTreeMap::new(),
            sink: Mutex::new(Box::new(std::io::stderr())),
            finalized: false,
        }
    }

    /// This pass manager with the given nesting behavior for passes added to it.
    pub fn with_nesting(mut self, nesting: Nesting) -> Self {
        self.root = std::mem::replace(&mut self.root, OpPassManager::any()).with_nesting(nesting);
        self
    }

    /// The pipeline.
    pub fn pipeline(&self) -> &OpPassManager {
        &self.root
    }

    /// The pipeline, to add to it.
    pub fn pipeline_mut(&mut self) -> &mut OpPassManager {
        self.finalized = false;
        &mut self.root
    }

    /// Adds a pass to the top-level pipeline (see [`OpPassManager::add_pass`]).
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), String> {
        self.pipeline_mut().add_pass(pass)
    }

    /// Adds a nested pipeline on the ops named `anchor` (see [`OpPassManager::nest`]).
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.pipeline_mut().nest(anchor)
    }

    /// Adds a nested pipeline on any isolated op.
    pub fn nest_any(&mut self) -> &mut OpPassManager {
        self.pipeline_mut().nest_any()
    }

    /// Runs passes on sibling isolated ops in parallel (the default) or one after the other.
    pub fn enable_threading(&mut self, enable: bool) {
        self.threading = enable;
    }

    /// Whether threads are used.
    pub fn threading(&self) -> bool {
        self.threading
    }

    /// Verifies the op after each pass that changed it (the default).
    pub fn enable_verifier(&mut self, enable: bool) {
        self.verify = enable;
    }

    /// Adds an instrumentation; hooks are called in the order instrumentations were added
    /// (those after a pass in reverse order).
    pub fn add_instrumentation(&mut self, instrumentation: Box<dyn PassInstrumentation>) {
        self.instrumentations.push(instrumentation);
    }

    /// Prints the IR around passes as `config` says, to the output (standard error by default).
    /// Printing at module scope needs threading off.
    pub fn enable_ir_printing(&mut self, config: IrPrinting) {
        self.module_scope_printing |= config.module_scope;
        self.instrumentations.push(Box::new(IrPrinter::new(config)));
    }

    /// Writes a reproducer when a pass fails. A local reproducer needs threading off.
    pub fn enable_crash_reproducer(&mut self, reproducer: CrashReproducer) {
        self.reproducer = Some(reproducer);
    }

    /// How reproducers, and passes that print IR, print it.
    pub fn set_print_options(&mut self, options: PrintOptions) {
        self.print_options = options;
    }

    /// Where instrumentation output (IR printing) goes; standard error by default.
    pub fn set_output(&mut self, sink: Box<dyn Write + Send>) {
        self.sink = Mutex::new(sink);
    }

    /// `Pass Manager with N passes:` and the pipeline text, as `mlir-opt --dump-pass-pipeline`
    /// shows it.
    pub fn description(&self) -> String {
        format!(
            "Pass Manager with {} passes:\n{}\n",
            self.root.len(),
            self.root.pipeline_text()
        )
    }

    /// How many times a pass would run on `op` (an op of `body`) and the ops under it, as the IR
    /// is now (passes may add or remove ops on the way): for progress reports.
    pub fn planned_runs(&self, ctx: &Context, body: &Body, op: OpId) -> usize {
        count_runs(&self.root, ctx, body, op)
    }

    /// The statistics report of every run so far (MLIR's `--mlir-pass-statistics` output).
    pub fn statistics_report(&self, display: StatisticsDisplay) -> String {
        report(&self.root, &self.statistics, display)
    }

    /// Runs the pipeline on `op`, an op of `body` (usually the module a parser returned, which
    /// passes on it see whole).
    pub fn run(&mut self, ctx: &Context, body: &mut Body, op: OpId) -> RunResult {
        let unknown = ctx.common().unknown_loc;
        if self.threading && self.module_scope_printing {
            return RunResult::error(Diagnostic::error(
                unknown,
                "printing the IR at module scope needs threading disabled",
            ));
        }
        if self.threading && self.reproducer.as_ref().is_some_and(|r| r.local) {
            return RunResult::error(Diagnostic::error(
                unknown,
                "a local crash reproducer needs threading disabled",
            ));
        }
        if !body.contains_op(op) {
            return RunResult::error(Diagnostic::error(
                unknown,
                "the op to run on is not in the body",
            ));
        }
        if let Some(anchor) = self.root.anchor()
            && anchor != ctx.op_name_str(body.op_name(op))
        {
            return RunResult::error(Diagnostic::error(
                body.op_loc(op),
                format!(
                    "can't run '{anchor}' pass manager on '{}' op",
                    ctx.op_name_str(body.op_name(op))
                ),
            ));
        }
        if let Err(diagnostic) = self.prepare(ctx) {
            return RunResult::error(diagnostic);
        }
        let start = match &self.reproducer {
            Some(reproducer) if !reproducer.local => Some(body.clone()),
            _ => None,
        };
        let runner = Runner {
            ctx,
            hooks: &self.instrumentations,
            threading: self.threading,
            verify: self.verify,
            rollback: self.reproducer.as_ref().is_some_and(|r| r.local),
            sink: &self.sink,
            print_options: &self.print_options,
        };
        let mut log = Log::default();
        let ok = runner.run_top(&self.root, body, op, &mut AnalysisManager::new(), &mut log);
        for (id, values) in &log.statistics {
            self.statistics.entry(*id).or_default().merge(values);
        }
        let mut result = RunResult {
            diagnostics: log.diagnostics,
            failed: !ok,
            failure: log.failure,
        };
        if !ok
            && let Some(reproducer) = &self.reproducer
            && let Some(failure) = &result.failure
        {
            let (ir, pipeline) = match start {
                Some(start) => {
                    let mut steps = String::new();
                    self.root.write_steps(", ", &mut steps);
                    (start, format!("{}({steps})", self.root.anchor_name()))
                }
                None => (body.clone(), failure.pipeline.clone()),
            };
            let text = reproducer_text(
                ctx,
                &ir,
                op,
                &pipeline,
                !self.threading,
                self.verify,
                &self.print_options,
            );
            let note = match std::fs::write(&reproducer.path, text) {
                Ok(()) => {
                    let mut what = format!("`{}` on '{}' operation", failure.pass, failure.op_name);
                    if let Some(symbol) = &failure.symbol {
                        what += &format!(": @{symbol}");
                    }
                    if !reproducer.local {
                        what = format!("[{what}]");
                    }
                    format!(
                        "pipeline failed while executing {what}: reproducer generated at `{}`",
                        reproducer.path.display()
                    )
                }
                Err(error) => format!(
                    "could not write the reproducer to `{}`: {error}",
                    reproducer.path.display()
                ),
            };
            let error = Diagnostic::error(
                failure.location,
                "failures have been detected while processing a pass pipeline",
            )
            .with_note(failure.location, note);
            result.diagnostics.insert(0, error);
        }
        result
    }

    /// Merges and numbers the pipeline, checks dependent dialects, and initializes the passes.
    fn prepare(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let unknown = ctx.common().unknown_loc;
        if !self.finalized {
            self.root
                .finalize(ctx)
                .map_err(|message| Diagnostic::error(unknown, message))?;
            let mut next = 0;
            self.root.number_nodes(&mut next);
            self.finalized = true;
        }
        for pass in self.root.all_passes() {
            for dialect in pass.dependent_dialects() {
                if !ctx.is_dialect_registered(dialect) {
                    return Err(Diagnostic::error(
                        unknown,
                        format!(
                            "dialect `{dialect}`, needed by pass `{}`, is not registered",
                            pass.name()
                        ),
                    ));
                }
            }
        }
        let mut result = Ok(());
        self.root.for_each_pass_mut(&mut |pass| {
            if result.is_ok() {
                result = pass.initialize(ctx);
            }
        });
        result
    }
}

/// How many pass runs `manager` makes on `op` of `body`.
fn count_runs(manager: &OpPassManager, ctx: &Context, body: &Body, op: OpId) -> usize {
    let mut count = 0;
    for entry in &manager.entries {
        match entry {
            PipelineEntry::Pass(_) => count += 1,
            PipelineEntry::Collection(collection) => {
                let scope = body.region_scope(op).0;
                for (child, index) in collection.schedule(ctx, body, op) {
                    count += count_runs(&collection.managers[index], ctx, scope, child);
                }
            }
        }
    }
    count
}
