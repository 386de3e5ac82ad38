//! Runs of whole pipelines: threads against no threads, failures, analyses across passes,
//! verification, instrumentation, IR printing and reproducers.

use super::testing::TestPass;
use super::*;
use crate::context::Context;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::diagnostics::{Diagnostic, Severity};
use crate::structure::{OperationState, OwnedOp, WalkOrder};
use crate::text::parser::{ParseOptions, parse_source};
use crate::text::printer::{PrintOptions, print_op};
use crate::traits::{Trait, TraitSet};
use crate::verifier::DominanceCache;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// A context with `tf.func`, an isolated symbol op standing for a function.
fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let func = OpDescriptor::new("tf.func")
        .with_traits(TraitSet::new(&[Trait::IsolatedFromAbove, Trait::Symbol]));
    ctx.register_dialect(DialectDescriptor::new("tf"), vec![func]);
    ctx
}

/// A module of `count` functions `@f0`, `@f1`, ..., each with a few ops.
fn module(ctx: &Context, count: usize) -> OwnedOp {
    let mut text = String::from("module {\n");
    for index in 0..count {
        text += &format!(
            "  \"tf.func\"() ({{\n    %0 = \"t.a\"() : () -> i32\n    \"t.b\"(%0) : (i32) -> ()\n  }}) {{sym_name = \"f{index}\"}} : () -> ()\n"
        );
    }
    text += "}";
    parse_source(ctx, &text, &ParseOptions::default()).unwrap()
}

fn symbol(target: &PassTarget<'_>) -> String {
    crate::symbols::symbol_name(target.ctx(), target.body, target.op())
        .and_then(|name| target.ctx().string_str(name))
        .unwrap_or_default()
        .to_string()
}

/// Marks a function with the number of ops in it, adds an op to it, reports a remark, and fails
/// on `@fail` when asked.
fn marking_pass(argument: &str, fail_on: Option<&'static str>) -> Box<dyn Pass> {
    TestPass::new(argument)
        .anchored("tf.func")
        .with_statistics(&[Statistic {
            name: "ops",
            description: "ops seen",
        }])
        .doing(move |target| {
            let ctx = target.ctx();
            let op = target.op();
            let name = symbol(target);
            let count = target.body.count_ops(op) as u64 - 1;
            target.add_statistic("ops", count);
            target.emit(Diagnostic::remark(
                target.body.op_loc(op),
                format!("visiting @{name}"),
            ));
            if fail_on == Some(name.as_str()) {
                return Err(crate::verifier::op_error(
                    ctx,
                    target.body,
                    op,
                    "failed on purpose",
                ));
            }
            let value = ctx.string_attr(&count.to_string());
            target.body.set_attr(ctx, op, "t.count", value);
            let (nested, regions) = target.body.region_scope_mut(op);
            let block = nested.region_entry(regions[0]).unwrap();
            let added = nested.create_op(
                ctx,
                OperationState::new(ctx.op_name("t.added"), ctx.common().unknown_loc),
            );
            nested.append_op(block, added).unwrap();
            Ok(())
        })
        .boxed()
}

/// A writer into a shared buffer, to see what instrumentation printed.
#[derive(Clone, Default)]
struct Buffer(Arc<Mutex<Vec<u8>>>);

impl Write for Buffer {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Buffer {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

/// What a run leaves behind, to compare runs.
#[derive(Debug, PartialEq)]
struct Outcome {
    ir: String,
    diagnostics: Vec<(Severity, String)>,
    failed: bool,
    statistics: String,
    output: String,
}

fn run(ctx: &Context, manager: &mut PassManager, ir: &mut OwnedOp) -> Outcome {
    let buffer = Buffer::default();
    manager.set_output(Box::new(buffer.clone()));
    let result = manager.run(ctx, &mut ir.body, ir.op);
    Outcome {
        ir: print_op(ctx, &ir.body, ir.op, &PrintOptions::default()),
        diagnostics: result
            .diagnostics
            .iter()
            .map(|d| (d.severity, d.message.clone()))
            .collect(),
        failed: result.failed,
        statistics: manager.statistics_report(StatisticsDisplay::Pipeline),
        output: buffer.text(),
    }
}

fn manager_with(threading: bool, fail_on: Option<&'static str>) -> PassManager {
    let mut manager = PassManager::new("builtin.module");
    manager.enable_threading(threading);
    let nested = manager.nest("tf.func");
    nested.add_pass(marking_pass("mark", None)).unwrap();
    nested
        .add_pass(marking_pass("mark-again", fail_on))
        .unwrap();
    manager.add_pass(marking_pass_on_module()).unwrap();
    manager.enable_ir_printing(IrPrinting {
        after: PassFilter::All,
        ..IrPrinting::default()
    });
    manager
}

fn marking_pass_on_module() -> Box<dyn Pass> {
    TestPass::new("module-pass")
        .doing(|target| {
            target.emit(Diagnostic::remark(
                target.body.op_loc(target.op()),
                "module pass ran",
            ));
            Ok(())
        })
        .boxed()
}

#[test]
fn threads_and_no_threads_give_the_same_results() {
    let ctx = context();
    let mut serial_ir = module(&ctx, 64);
    let mut parallel_ir = module(&ctx, 64);
    let serial = run(&ctx, &mut manager_with(false, None), &mut serial_ir);
    let parallel = run(&ctx, &mut manager_with(true, None), &mut parallel_ir);
    assert_eq!(serial, parallel);
    assert!(!serial.failed);
    // Remarks in IR order, the module pass last.
    assert_eq!(serial.diagnostics.len(), 64 * 2 + 1);
    assert_eq!(serial.diagnostics[0].1, "visiting @f0");
    assert_eq!(serial.diagnostics[1].1, "visiting @f0");
    assert_eq!(serial.diagnostics[2].1, "visiting @f1");
    assert_eq!(serial.diagnostics[128].1, "module pass ran");
    // Each function was marked twice (the second pass saw the op the first one added).
    assert!(serial.ir.contains("\"tf.func\"() ({\n    %0 = \"t.a\"() : () -> i32\n    \"t.b\"(%0) : (i32) -> ()\n    \"t.added\"() : () -> ()\n    \"t.added\"() : () -> ()\n  }) {sym_name = \"f63\", t.count = \"3\"} : () -> ()"), "{}", serial.ir);
    assert!(serial.statistics.contains("'tf.func' Pipeline\n  Mark\n    (S) 128 ops - ops seen\n  MarkAgain\n    (S) 192 ops - ops seen\nModulePass\n"), "{}", serial.statistics);
    // IR dumps after each pass, in IR order.
    let dumps: Vec<&str> = serial
        .output
        .lines()
        .filter(|l| l.starts_with("// -----//"))
        .collect();
    assert_eq!(dumps.len(), 64 * 2 + 1);
    assert_eq!(dumps[0], "// -----// IR Dump After Mark (mark) //----- //");
    assert_eq!(
        dumps[128],
        "// -----// IR Dump After ModulePass (module-pass) //----- //"
    );
    assert!(serial.output.starts_with("// -----// IR Dump After Mark (mark) //----- //\n\"tf.func\"() ({\n  %0 = \"t.a\"() : () -> i32\n"));
}

#[test]
fn a_failure_stops_the_pipeline_the_same_way_with_threads() {
    let ctx = context();
    let mut serial_ir = module(&ctx, 24);
    let mut parallel_ir = module(&ctx, 24);
    let serial = run(&ctx, &mut manager_with(false, Some("f7")), &mut serial_ir);
    let parallel = run(&ctx, &mut manager_with(true, Some("f7")), &mut parallel_ir);
    assert!(serial.failed && parallel.failed);
    // Everything but the IR of functions after the failing one is the same.
    assert_eq!(serial.diagnostics, parallel.diagnostics);
    assert_eq!(serial.statistics, parallel.statistics);
    assert_eq!(serial.output, parallel.output);
    let last = serial.diagnostics.last().unwrap();
    assert_eq!(
        last,
        &(
            Severity::Error,
            "'tf.func' op failed on purpose".to_string()
        )
    );
    // @f0..@f7 were visited by both passes, nothing after, and the module pass did not run.
    assert_eq!(serial.diagnostics.len(), 8 * 2 + 1);
    assert!(
        serial
            .output
            .contains("// -----// IR Dump After MarkAgain Failed (mark-again) //----- //")
    );
    assert!(!serial.output.contains("ModulePass"));
    assert!(!serial.ir.contains("sym_name = \"f8\", t.count"));
}

#[test]
fn the_failing_pass_is_reported_with_its_op() {
    let ctx = context();
    let mut ir = module(&ctx, 3);
    let mut manager = manager_with(true, Some("f1"));
    let result = manager.run(&ctx, &mut ir.body, ir.op);
    let failure = result.failure.unwrap();
    assert_eq!(
        (
            failure.pass.as_str(),
            failure.argument.as_str(),
            failure.op_name.as_str(),
            failure.symbol.as_deref()
        ),
        ("MarkAgain", "mark-again", "tf.func", Some("f1"))
    );
    assert_eq!(failure.pipeline, "builtin.module(tf.func(mark-again))");
}

/// Counts how often it is computed.
struct Counted;
static COUNTED: AtomicUsize = AtomicUsize::new(0);

impl Analysis for Counted {
    fn compute(_: &Context, _: &crate::Body, _: crate::OpId, _: &mut Analyses<'_>) -> Self {
        COUNTED.fetch_add(1, Ordering::SeqCst);
        Counted
    }
}

fn analysis_pass(argument: &str, preserve: bool) -> Box<dyn Pass> {
    TestPass::new(argument)
        .doing(move |target| {
            target.get_analysis::<Counted>();
            if preserve {
                target.preserve::<Counted>();
            }
            target.body.set_attr(
                target.ctx(),
                target.op(),
                "t.seen",
                target.ctx().common().unit,
            );
            Ok(())
        })
        .boxed()
}

/// Asks for dominance, queries it, then edits the body.
fn dominance_pass(argument: &str) -> Box<dyn Pass> {
    TestPass::new(argument)
        .doing(move |target| {
            let ctx = target.ctx();
            let op = target.op();
            let cache = target.analyses.get::<DominanceCache>(target.body);
            // Queries and edits in turn: the analysis does not borrow the body.
            let dom = dominance(ctx, target.body, op, cache);
            let (scope, regions) = target.body.region_scope(op);
            let entry = scope.region_entry(regions[0]).unwrap();
            assert!(dom.block_dominates(entry, entry));
            drop(dom);
            target.body.set_attr(ctx, op, "t.seen", ctx.common().unit);
            Ok(())
        })
        .boxed()
}

#[test]
fn analyses_are_shared_until_a_pass_drops_them() {
    let ctx = context();
    let mut ir = module(&ctx, 1);
    let mut manager = PassManager::new("builtin.module");
    manager.add_pass(analysis_pass("keep", true)).unwrap();
    manager
        .add_pass(analysis_pass("keep-again", false))
        .unwrap();
    manager
        .add_pass(analysis_pass("after-drop", false))
        .unwrap();
    let before = COUNTED.load(Ordering::SeqCst);
    let result = manager.run(&ctx, &mut ir.body, ir.op);
    assert!(!result.failed, "{:?}", result.diagnostics);
    // Computed by the first pass, reused by the second, dropped after it, computed again.
    assert_eq!(COUNTED.load(Ordering::SeqCst) - before, 2);
}

/// Computes `Counted` on the module and keeps it (when `compute`), then counts in `found` the
/// functions whose pass finds it cached on their parent (the module) and not on themselves.
fn parent_analysis_manager(threading: bool, compute: bool, found: Arc<AtomicUsize>) -> PassManager {
    let mut manager = PassManager::new("builtin.module");
    manager.enable_threading(threading);
    if compute {
        manager
            .add_pass(
                TestPass::new("compute")
                    .doing(|target| {
                        target.get_analysis::<Counted>();
                        target.preserve::<Counted>();
                        Ok(())
                    })
                    .boxed(),
            )
            .unwrap();
    }
    manager
        .nest("tf.func")
        .add_pass(
            TestPass::new("read-parent")
                .anchored("tf.func")
                .doing(move |target| {
                    let parent = target.get_cached_parent_analysis::<Counted>().is_some();
                    let ancestor = target
                        .analyses
                        .cached_ancestor::<Counted>()
                        .map(|(_, up)| up);
                    let own = target.analyses.cached::<Counted>().is_some();
                    if parent && ancestor == Some(1) && !own {
                        found.fetch_add(1, Ordering::SeqCst);
                    }
                    Ok(())
                })
                .boxed(),
        )
        .unwrap();
    manager
}

#[test]
fn nested_passes_read_the_analyses_their_parent_cached_with_or_without_threads() {
    let ctx = context();
    for threading in [false, true] {
        let mut ir = module(&ctx, 4);
        let found = Arc::new(AtomicUsize::new(0));
        let mut manager = parent_analysis_manager(threading, true, found.clone());
        let result = manager.run(&ctx, &mut ir.body, ir.op);
        assert!(!result.failed, "{:?}", result.diagnostics);
        assert_eq!(found.load(Ordering::SeqCst), 4, "threading: {threading}");
    }
    // Without the module pass nothing is cached for the parent, and asking computes nothing.
    let mut ir = module(&ctx, 2);
    let found = Arc::new(AtomicUsize::new(0));
    let mut manager = parent_analysis_manager(true, false, found.clone());
    let result = manager.run(&ctx, &mut ir.body, ir.op);
    assert!(!result.failed, "{:?}", result.diagnostics);
    assert_eq!(found.load(Ordering::SeqCst), 0);
}

/// Records the events it sees.
#[derive(Default)]
struct Recorder(Mutex<Vec<String>>);

struct SharedRecorder(Arc<Recorder>);

impl PassInstrumentation for SharedRecorder {
    fn enter_scope(&self, event: &ScopeEvent<'_>) {
        self.0
            .0
            .lock()
            .unwrap()
            .push(format!("enter {}", event.label));
    }

    fn exit_scope(&self, event: &ScopeEvent<'_>) {
        self.0
            .0
            .lock()
            .unwrap()
            .push(format!("exit {}", event.label));
    }

    fn before_pass(&self, event: &PassEvent<'_>, _: &mut String) {
        let name = event
            .ctx
            .op_name_str(event.body.op_name(event.op))
            .to_string();
        self.0.0.lock().unwrap().push(format!(
            "before {} on {name} {:?}",
            event.pass.argument(),
            event.path
        ));
    }

    fn after_pass(&self, event: &PassEvent<'_>, _: &mut String) {
        self.0
            .0
            .lock()
            .unwrap()
            .push(format!("after {}", event.pass.argument()));
    }

    fn after_pass_failed(&self, event: &PassEvent<'_>, _: &mut String) {
        self.0
            .0
            .lock()
            .unwrap()
            .push(format!("failed {}", event.pass.argument()));
    }

    fn before_analysis(&self, event: &AnalysisEvent<'_>) {
        self.0
            .0
            .lock()
            .unwrap()
            .push(format!("analysis {} {:?}", event.name, event.path));
    }
}

#[test]
fn instrumentation_sees_scopes_passes_and_analyses_in_order() {
    let ctx = context();
    let mut ir = module(&ctx, 2);
    let recorder = Arc::new(Recorder::default());
    let mut manager = PassManager::new("builtin.module");
    manager.enable_threading(false);
    manager.add_instrumentation(Box::new(SharedRecorder(recorder.clone())));
    manager
        .nest("tf.func")
        .add_pass(dominance_pass("analyze"))
        .unwrap();
    manager
        .nest("tf.func")
        .add_pass(marking_pass("mark", Some("f1")))
        .unwrap();
    let result = manager.run(&ctx, &mut ir.body, ir.op);
    assert!(result.failed);
    // The two nests were merged into one collection run per function.
    let events = recorder.0.lock().unwrap().clone();
    assert_eq!(
        events,
        [
            "enter Pipeline Collection : ['tf.func']",
            "enter 'tf.func' Pipeline",
            "before analyze on tf.func [1, 2, 3]",
            "analysis DominanceInfo [1, 2, 3]",
            "after analyze",
            "before mark on tf.func [1, 2, 4]",
            "after mark",
            "exit 'tf.func' Pipeline",
            "enter 'tf.func' Pipeline",
            "before analyze on tf.func [1, 2, 3]",
            "analysis DominanceInfo [1, 2, 3]",
            "after analyze",
            "before mark on tf.func [1, 2, 4]",
            "failed mark",
            "exit 'tf.func' Pipeline",
            "exit Pipeline Collection : ['tf.func']",
        ]
    );
}

#[test]
fn broken_ir_is_caught_after_the_pass_that_broke_it() {
    let ctx = context();
    let breaking = || {
        TestPass::new("break")
            .doing(|target| {
                let ctx = target.ctx();
                let (nested, regions) = target.body.region_scope_mut(target.op());
                let block = nested.region_entry(regions[0]).unwrap();
                let cast = ctx.op_name(crate::builtin::UNREALIZED_CONVERSION_CAST);
                let op = nested.create_op(ctx, OperationState::new(cast, ctx.common().unknown_loc));
                nested.append_op(block, op).unwrap();
                Ok(())
            })
            .boxed()
    };
    let mut ir = module(&ctx, 1);
    let mut manager = PassManager::new("builtin.module");
    manager.add_pass(breaking()).unwrap();
    manager.add_pass(marking_pass_on_module()).unwrap();
    let result = manager.run(&ctx, &mut ir.body, ir.op);
    assert!(result.failed);
    let error = &result.diagnostics[0];
    assert_eq!(
        error.message,
        "'builtin.unrealized_conversion_cast' op expected at least one result for cast operation"
    );
    assert_eq!(
        error.notes.last().unwrap().message,
        "the IR is invalid after pass `Break` (`break`) ran on this op"
    );
    assert_eq!(result.diagnostics.len(), 1);
    // Without verification, the pipeline goes on.
    let mut ir = module(&ctx, 1);
    let mut manager = PassManager::new("builtin.module");
    manager.enable_verifier(false);
    manager.add_pass(breaking()).unwrap();
    manager.add_pass(marking_pass_on_module()).unwrap();
    assert!(!manager.run(&ctx, &mut ir.body, ir.op).failed);
}

#[test]
fn passes_cannot_replace_the_op_they_run_on() {
    let ctx = context();
    for threading in [false, true] {
        let mut ir = module(&ctx, 2);
        let mut manager = PassManager::new("builtin.module");
        manager.enable_threading(threading);
        let erase = TestPass::new("erase").anchored("tf.func").doing(|target| {
            let op = target.op();
            target
                .body
                .erase_op(op)
                .map_err(|e| Diagnostic::error(target.ctx().common().unknown_loc, e.to_string()))
        });
        manager.nest("tf.func").add_pass(erase.boxed()).unwrap();
        let result = manager.run(&ctx, &mut ir.body, ir.op);
        assert!(result.failed);
        assert_eq!(result.diagnostics.len(), 1, "{:?}", result.diagnostics);
        assert_eq!(
            result.diagnostics[0].message,
            "pass `Erase` changed what it may not: the op was erased while it was lent out"
        );
        // The module is still sound: the erased function is back without its region.
        crate::verifier::verify(&ctx, &ir.body, ir.op).unwrap();
        if !threading {
            assert_eq!(ir.body.count_ops(ir.op), 1 + 1 + 3);
        }
    }
}

#[test]
fn scheduling_is_checked_like_mlir() {
    let ctx = context();
    let mut ir = module(&ctx, 1);
    // The top-level manager must match the top-level op.
    let mut manager = PassManager::new("tf.func");
    manager.add_pass(super::testing::pass("cse")).unwrap();
    let result = manager.run(&ctx, &mut ir.body, ir.op);
    assert_eq!(
        result.diagnostics[0].message,
        "can't run 'tf.func' pass manager on 'builtin.module' op"
    );
    // Unregistered ops cannot be scheduled on.
    let text = "module {\n  \"t.f\"() ({\n    \"t.a\"() : () -> ()\n  }) : () -> ()\n  \"t.f\"() ({\n  }) : () -> ()\n}";
    let mut ir = parse_source(&ctx, text, &ParseOptions::default()).unwrap();
    let mut failures = Vec::new();
    for threading in [false, true] {
        let mut manager = PassManager::new("builtin.module");
        manager.enable_threading(threading);
        manager
            .nest("t.f")
            .add_pass(super::testing::pass("cse"))
            .unwrap();
        let result = manager.run(&ctx, &mut ir.body, ir.op);
        assert_eq!(result.diagnostics.len(), 1);
        assert_eq!(
            result.diagnostics[0].message,
            "'t.f' op trying to schedule a pass on an unregistered operation"
        );
        failures.push(result.failure.unwrap());
    }
    // Found before the work is split, or while running it: reported the same way.
    assert_eq!(failures[0], failures[1]);
    assert_eq!(failures[0].pass, "Cse");
    assert_eq!(failures[0].pipeline, "builtin.module(t.f(cse))");
    // Dependent dialects must be registered.
    let mut manager = PassManager::new("builtin.module");
    manager
        .add_pass(TestPass::new("needy").needing(&["tf", "nope"]).boxed())
        .unwrap();
    let result = manager.run(&ctx, &mut ir.body, ir.op);
    assert_eq!(
        result.diagnostics[0].message,
        "dialect `nope`, needed by pass `Needy`, is not registered"
    );
    // Module-scope printing and local reproducers need threading off.
    let mut manager = PassManager::new("builtin.module");
    manager.enable_ir_printing(IrPrinting {
        module_scope: true,
        after: PassFilter::All,
        ..IrPrinting::default()
    });
    let result = manager.run(&ctx, &mut ir.body, ir.op);
    assert_eq!(
        result.diagnostics[0].message,
        "printing the IR at module scope needs threading disabled"
    );
}

#[test]
fn ir_printing_follows_its_filters() {
    let ctx = context();
    let mut ir = module(&ctx, 2);
    let mut manager = PassManager::new("builtin.module");
    manager.enable_threading(false);
    let nested = manager.nest("tf.func");
    nested.add_pass(super::testing::pass("idle")).unwrap();
    nested.add_pass(marking_pass("mark", Some("f1"))).unwrap();
    manager.enable_ir_printing(IrPrinting {
        before: PassFilter::Arguments(vec!["mark".into()]),
        after: PassFilter::All,
        after_change: true,
        module_scope: true,
        ..IrPrinting::default()
    });
    let outcome = run(&ctx, &mut manager, &mut ir);
    let headers: Vec<&str> = outcome
        .output
        .lines()
        .filter(|l| l.starts_with("// -----//"))
        .collect();
    assert_eq!(
        headers,
        [
            "// -----// IR Dump Before Mark (mark) ('tf.func' operation: @f0) //----- //",
            "// -----// IR Dump After Mark (mark) ('tf.func' operation: @f0) //----- //",
            "// -----// IR Dump Before Mark (mark) ('tf.func' operation: @f1) //----- //",
            "// -----// IR Dump After Mark Failed (mark) ('tf.func' operation: @f1) //----- //",
        ]
    );
    // At module scope the whole module prints, then a blank line.
    assert!(outcome.output.starts_with(
        "// -----// IR Dump Before Mark (mark) ('tf.func' operation: @f0) //----- //\nmodule {\n"
    ));
    assert!(outcome.output.ends_with("}\n\n\n"));
}

#[test]
fn reproducers_hold_the_ir_and_pipeline_to_run_again() {
    let ctx = context();
    let dir = std::env::temp_dir().join(format!("oxir-reproducer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for local in [false, true] {
        let path = dir.join(format!("local-{local}.mlir"));
        let mut ir = module(&ctx, 3);
        let mut manager = PassManager::new("builtin.module");
        manager.enable_threading(!local);
        let nested = manager.nest("tf.func");
        nested.add_pass(marking_pass("mark", None)).unwrap();
        nested
            .add_pass(marking_pass("mark-again", Some("f1")))
            .unwrap();
        manager.enable_crash_reproducer(CrashReproducer {
            path: path.clone(),
            local,
        });
        let result = manager.run(&ctx, &mut ir.body, ir.op);
        assert!(result.failed);
        let error = &result.diagnostics[0];
        assert_eq!(
            error.message,
            "failures have been detected while processing a pass pipeline"
        );
        let what = "`MarkAgain` on 'tf.func' operation: @f1";
        let what = if local {
            what.to_string()
        } else {
            format!("[{what}]")
        };
        assert_eq!(
            error.notes[0].message,
            format!(
                "pipeline failed while executing {what}: reproducer generated at `{}`",
                path.display()
            )
        );
        let text = std::fs::read_to_string(&path).unwrap();
        let settings = read_reproducer(&text).unwrap().unwrap();
        let mut again = parse_source(&ctx, &text, &ParseOptions::default()).unwrap();
        if local {
            // The IR just before the failing pass: @f0 done, @f1 marked once, @f2 untouched.
            assert_eq!(
                settings.pipeline.as_deref(),
                Some("builtin.module(tf.func(mark-again))")
            );
            assert_eq!(settings.disable_threading, Some(true));
            assert!(text.contains("{sym_name = \"f0\", t.count = \"3\"}"));
            assert!(text.contains("{sym_name = \"f1\", t.count = \"2\"}"));
            assert!(text.contains("{sym_name = \"f2\"}"));
        } else {
            // The IR the run started from, and the whole pipeline.
            assert_eq!(
                settings.pipeline.as_deref(),
                Some("builtin.module(tf.func(mark,mark-again))")
            );
            assert_eq!(settings.disable_threading, Some(false));
            assert!(!text.contains("t.count"));
        }
        // Running it again fails the same way.
        let registry = {
            let mut registry = PassRegistry::new();
            registry
                .register_pass(|| marking_pass("mark", None))
                .unwrap();
            registry
                .register_pass(|| marking_pass("mark-again", Some("f1")))
                .unwrap();
            registry
        };
        let pipeline = registry
            .parse_pipeline(settings.pipeline.as_deref().unwrap())
            .unwrap();
        let mut manager = PassManager::from_pipeline(pipeline);
        let result = manager.run(&ctx, &mut again.body, again.op);
        assert_eq!(
            result.diagnostics.last().unwrap().message,
            "'tf.func' op failed on purpose"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn progress_counts_the_runs_ahead() {
    let ctx = context();
    let ir = module(&ctx, 5);
    let mut manager = manager_with(true, None);
    manager
        .nest_any()
        .add_pass(super::testing::pass("any"))
        .unwrap();
    // Two passes on each of 5 functions, one on the module, one on each function via `any`.
    assert_eq!(manager.planned_runs(&ctx, &ir.body, ir.op), 5 * 2 + 1 + 5);
    assert_eq!(
        manager.description(),
        "Pass Manager with 3 passes:\nbuiltin.module(tf.func(mark,mark-again),module-pass,any(any))\n"
    );
}

#[test]
fn symbol_dce_removes_what_nothing_uses() {
    let ctx = context();
    let text = r#"module {
  "t.use"() {ref = @used} : () -> ()
  "builtin.module"() <{sym_name = "used", sym_visibility = "private"}> ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() <{sym_name = "unused", sym_visibility = "private"}> ({
  ^bb0:
  }) : () -> ()
  module @public {
    "builtin.module"() <{sym_name = "nested_unused", sym_visibility = "nested"}> ({
    ^bb0:
    }) : () -> ()
    "builtin.module"() <{sym_name = "private_unused", sym_visibility = "private"}> ({
    ^bb0:
    }) : () -> ()
  }
}"#;
    let mut registry = PassRegistry::new();
    passes::register_core_passes(&mut registry).unwrap();
    for pipeline in [
        "builtin.module(symbol-dce)",
        "builtin.module(builtin.module(symbol-dce))",
    ] {
        let mut ir = parse_source(&ctx, text, &ParseOptions::default()).unwrap();
        let mut manager = PassManager::from_pipeline(registry.parse_pipeline(pipeline).unwrap());
        let result = manager.run(&ctx, &mut ir.body, ir.op);
        assert!(!result.failed, "{:?}", result.diagnostics);
        let printed = print_op(&ctx, &ir.body, ir.op, &PrintOptions::default());
        let mut names = Vec::new();
        ir.body.walk(ir.op, WalkOrder::PreOrder, |body, op| {
            if let Some(name) = crate::symbols::symbol_name(&ctx, body, op) {
                names.push(ctx.string_str(name).unwrap().to_string());
            }
        });
        if pipeline == "builtin.module(symbol-dce)" {
            // The top module is hidden: unused private and nested symbols go, in nested tables too.
            assert_eq!(names, ["used", "public"], "{printed}");
            assert!(
                manager
                    .statistics_report(StatisticsDisplay::List)
                    .contains("(S) 3 num-dce'd - Number of symbols DCE'd")
            );
        } else {
            // On nested modules only: `@public` has a parent and is public, so its nested
            // symbol may be used from outside and stays.
            assert_eq!(
                names,
                ["used", "unused", "public", "nested_unused"],
                "{printed}"
            );
        }
    }
}

/// A module of `count` nested modules, transparent or not, each with a function.
fn nested_modules(ctx: &Context, count: usize, transparent: bool) -> OwnedOp {
    let attrs = if transparent {
        " attributes {oxir.transparent_symbols}"
    } else {
        ""
    };
    let mut text = String::from("module {\n");
    for index in 0..count {
        text += &format!(
            "  module @m{index}{attrs} {{\n    \"tf.func\"() ({{\n    }}) {{sym_name = \"f\"}} : () -> ()\n  }}\n"
        );
    }
    text += "}";
    parse_source(ctx, &text, &ParseOptions::default()).unwrap()
}

#[test]
fn passes_on_symbol_tables_see_only_their_anchor_and_transparent_ones_run_one_at_a_time() {
    let ctx = context();
    for transparent in [false, true] {
        let mut ir = nested_modules(&ctx, 8, transparent);
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        // How many ops the body a pass gets holds at its top: always 1, the anchor lent out
        // alone, with and without threads: a pass never sees its siblings or parents.
        let seen = Arc::new(Mutex::new(Vec::new()));
        let (r, m, s) = (running.clone(), most.clone(), seen.clone());
        let mut manager = PassManager::new("builtin.module");
        manager.enable_threading(true);
        manager
            .nest("builtin.module")
            .add_pass(
                TestPass::new("probe")
                    .anchored("builtin.module")
                    .doing(move |target| {
                        let now = r.fetch_add(1, Ordering::SeqCst) + 1;
                        m.fetch_max(now, Ordering::SeqCst);
                        let block = target.body.op_parent_block(target.op());
                        let siblings = block.map_or(1, |b| target.body.block_ops(b).count());
                        s.lock().unwrap().push(siblings);
                        // The body holds nothing above the anchor: relative references cannot
                        // be resolved from a pass, whatever the schedule.
                        let user = crate::symbols::OpPath::from(target.op());
                        let up =
                            crate::symbols::SymbolRef::relative(target.ctx(), 1, &["m0"]).unwrap();
                        let looked_up = crate::symbols::lookup_nearest_symbol_from(
                            target.ctx(),
                            target.body,
                            user,
                            &up,
                        );
                        assert!(looked_up.is_err());
                        r.fetch_sub(1, Ordering::SeqCst);
                        Ok(())
                    })
                    .boxed(),
            )
            .unwrap();
        let result = manager.run(&ctx, &mut ir.body, ir.op);
        assert!(!result.failed, "{:?}", result.diagnostics);
        let seen = seen.lock().unwrap().clone();
        assert_eq!(seen.len(), 8);
        assert!(seen.iter().all(|&n| n == 1), "{seen:?}");
        if transparent {
            // One at a time: a transparent table's pipeline never overlaps a sibling's.
            assert_eq!(most.load(Ordering::SeqCst), 1);
        }
    }
}
