//! The [`Pass`] trait and [`PassTarget`], what a pass sees of the IR while it runs.
//!
//! A pass runs on one op at a time, its anchor: an op named by [`Pass::anchor`], or any op for
//! op-agnostic passes. Every op a pass runs on is registered and `IsolatedFromAbove`, so its
//! regions live in a nested body of their own. The pass gets the body holding the op, where the
//! op is alone except for the top-level op of a run (see [`crate::structure::IsolatedOpMut`]):
//! it may change the op's own data (attributes, properties, location) and everything in its
//! regions, and nothing else; this is what lets passes on sibling ops run on different threads
//! with no lock. A pass is shared by those threads (`&self`, `Sync`): per-run state lives in
//! locals, results go through [`PassTarget`] (statistics, diagnostics, preserved analyses).

use super::analysis::{Analyses, Analysis, PreservedAnalyses};
use super::options::PassOptions;
use crate::context::{Context, OpName};
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId};
use crate::text::printer::PrintOptions;

/// A named counter a pass declares (MLIR's `Statistic`), shown by `--mlir-pass-statistics`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Statistic {
    /// The counter's name (`num-cse'd`).
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
}

/// A transformation or analysis run over ops by a pass manager. See the module documentation.
pub trait Pass: Send + Sync {
    /// The pass's name in reports (`CSE`).
    fn name(&self) -> &str;

    /// The name that selects it in pipelines and on the command line (`cse`).
    fn argument(&self) -> &str;

    /// One line for `--help`.
    fn description(&self) -> &str {
        ""
    }

    /// The name of the ops it runs on (`func.func`), or `None` for any op.
    fn anchor(&self) -> Option<&str> {
        None
    }

    /// Its options and their current values, if it has any.
    fn options(&self) -> Option<&PassOptions> {
        None
    }

    /// Mutable access to its options, for setting them from pipeline text.
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        None
    }

    /// The statistics it counts.
    fn statistics(&self) -> &[Statistic] {
        &[]
    }

    /// Dialects that must be registered before it runs (those whose ops it creates).
    fn dependent_dialects(&self) -> &[&str] {
        &[]
    }

    /// Whether it can run on ops named `name` (all registered and isolated, by the time this is
    /// asked). Op-agnostic passes that need an interface or trait say so here.
    fn can_schedule_on(&self, ctx: &Context, name: OpName) -> bool {
        let _ = (ctx, name);
        true
    }

    /// Called once per run of the pass manager, before any op is processed, with the options
    /// set: the place to prepare what every run shares (pattern sets).
    fn initialize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let _ = ctx;
        Ok(())
    }

    /// Runs on the op of `target`. An error fails the pass and stops the pipeline; it is
    /// reported as given (usually an error at the op, see [`crate::verifier::op_error`]).
    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic>;
}

/// Writes `pass` as pipeline text: its argument, then its options (`canonicalize{...}`).
pub fn write_pass(pass: &dyn Pass, out: &mut String) {
    out.push_str(pass.argument());
    if let Some(options) = pass.options() {
        options.write(out);
    }
}

/// The values of one pass's statistics: those it declares, in order, then any it counted
/// without declaring.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StatisticValues {
    /// Values of the declared statistics, in declaration order.
    pub declared: Vec<u64>,
    /// Counters used without being declared, by name.
    pub undeclared: Vec<(String, u64)>,
}

impl StatisticValues {
    /// Adds `value` to counter `name`, one of `declared` or not.
    pub fn add(&mut self, declared: &[Statistic], name: &str, value: u64) {
        match declared.iter().position(|s| s.name == name) {
            Some(index) => {
                if self.declared.len() < declared.len() {
                    self.declared.resize(declared.len(), 0);
                }
                self.declared[index] += value;
            }
            None => match self.undeclared.iter_mut().find(|(n, _)| n == name) {
                Some((_, total)) => *total += value,
                None => self.undeclared.push((name.to_string(), value)),
            },
        }
    }

    /// Adds every counter of `other`.
    pub fn merge(&mut self, other: &StatisticValues) {
        if self.declared.len() < other.declared.len() {
            self.declared.resize(other.declared.len(), 0);
        }
        for (total, value) in self.declared.iter_mut().zip(&other.declared) {
            *total += value;
        }
        for (name, value) in &other.undeclared {
            match self.undeclared.iter_mut().find(|(n, _)| n == name) {
                Some((_, total)) => *total += value,
                None => self.undeclared.push((name.clone(), *value)),
            }
        }
    }
}

/// What a pass sees while it runs on an op: the IR, the op's analyses, and where its results
/// go. `body` and `analyses` are public fields so that a pass can hold an analysis while it
/// edits the body (`target.analyses.get::<A>(target.body)`).
pub struct PassTarget<'a> {
    ctx: &'a Context,
    op: OpId,
    /// The body holding the op; the op's regions are in `body.region_scope(op)`.
    pub body: &'a mut Body,
    /// The analyses of the op and of the isolated ops directly inside it.
    pub analyses: Analyses<'a>,
    preserved: PreservedAnalyses,
    declared: &'a [Statistic],
    statistics: &'a mut StatisticValues,
    diagnostics: &'a mut Vec<Diagnostic>,
    output: &'a mut String,
    print_options: &'a PrintOptions,
}

impl<'a> PassTarget<'a> {
    /// What a pass runs on; the pass manager makes these.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        op: OpId,
        analyses: Analyses<'a>,
        declared: &'a [Statistic],
        statistics: &'a mut StatisticValues,
        diagnostics: &'a mut Vec<Diagnostic>,
        output: &'a mut String,
        print_options: &'a PrintOptions,
    ) -> Self {
        PassTarget {
            ctx,
            op,
            body,
            analyses,
            preserved: PreservedAnalyses::none(),
            declared,
            statistics,
            diagnostics,
            output,
            print_options,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The op the pass runs on, an op of [`PassTarget::body`].
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The name of the op whose region holds the anchor op (in the enclosing body for an op
    /// lent out); `None` for the top-level op.
    pub fn parent_name(&self) -> Option<OpName> {
        crate::verifier::parent_op_name(self.body, self.op)
    }

    /// Analysis `A` of the op (computed if not cached).
    pub fn get_analysis<A: Analysis>(&mut self) -> &A {
        self.analyses.get::<A>(self.body)
    }

    /// Analysis `A` of the op, if cached.
    pub fn get_cached_analysis<A: Analysis>(&self) -> Option<&A> {
        self.analyses.cached::<A>()
    }

    /// Analysis `A` of `child`, an isolated op directly inside the op.
    pub fn get_child_analysis<A: Analysis>(&mut self, child: OpId) -> &A {
        self.analyses.get_child::<A>(self.body, child)
    }

    /// Analysis `A` of `child`, if cached.
    pub fn get_cached_child_analysis<A: Analysis>(&self, child: OpId) -> Option<&A> {
        self.analyses.cached_child::<A>(child)
    }

    /// Analysis `A` of the op's parent (the op whose nested pipeline runs on this one), if
    /// cached there (MLIR's `getCachedParentAnalysis`); never computed.
    pub fn get_cached_parent_analysis<A: Analysis>(&self) -> Option<&A> {
        self.analyses.cached_parent::<A>()
    }

    /// Declares that the pass kept every analysis valid (it did not change the IR).
    pub fn preserve_all(&mut self) {
        self.preserved = PreservedAnalyses::all();
    }

    /// Declares that the pass kept analysis `A` valid.
    pub fn preserve<A: Analysis>(&mut self) {
        self.preserved.preserve::<A>();
    }

    /// What the pass declared preserved so far (nothing, unless it said otherwise).
    pub fn preserved(&self) -> &PreservedAnalyses {
        &self.preserved
    }

    /// Adds `value` to the pass's statistic `name`.
    pub fn add_statistic(&mut self, name: &str, value: u64) {
        self.statistics.add(self.declared, name, value);
    }

    /// Reports a diagnostic that does not fail the pass (a warning or a remark, or an error
    /// before returning one).
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// Writes `text` to the run's output, standard error unless the pass manager was told
    /// otherwise (MLIR's `llvm::errs()` and `llvm::dbgs()`): what passes that print (`print-ir`,
    /// `print-op-stats`) print. Output of passes on sibling ops comes out in IR order.
    pub fn write_output(&mut self, text: &str) {
        self.output.push_str(text);
    }

    /// How the run prints IR (the `--mlir-print-*` switches of the command line), for passes
    /// that print it.
    pub fn print_options(&self) -> &'a PrintOptions {
        self.print_options
    }

    pub(crate) fn into_preserved(self) -> PreservedAnalyses {
        self.preserved
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statistics_add_and_merge_by_name() {
        let declared = [
            Statistic {
                name: "a",
                description: "first",
            },
            Statistic {
                name: "b",
                description: "second",
            },
        ];
        let mut values = StatisticValues::default();
        values.add(&declared, "b", 2);
        values.add(&declared, "x", 1);
        values.add(&declared, "b", 3);
        assert_eq!(values.declared, vec![0, 5]);
        assert_eq!(values.undeclared, vec![("x".to_string(), 1)]);
        let mut total = StatisticValues::default();
        total.merge(&values);
        total.merge(&values);
        assert_eq!(total.declared, vec![0, 10]);
        assert_eq!(total.undeclared, vec![("x".to_string(), 2)]);
    }
}
