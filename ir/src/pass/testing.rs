//! A configurable pass for the unit tests of the pass manager.

use super::interface::{Pass, PassTarget, Statistic};
use super::options::PassOptions;
use crate::context::{Context, OpName};
use crate::diagnostics::Diagnostic;

type Action = Box<dyn Fn(&mut PassTarget<'_>) -> Result<(), Diagnostic> + Send + Sync>;

/// A pass named after its argument (`affine-scalrep` is `AffineScalrep`) that does what it is
/// told.
pub(crate) struct TestPass {
    name: String,
    argument: String,
    anchor: Option<String>,
    refused: Option<String>,
    options: Option<PassOptions>,
    statistics: &'static [Statistic],
    dialects: &'static [&'static str],
    action: Option<Action>,
}

impl TestPass {
    pub(crate) fn new(argument: &str) -> Self {
        let name = argument
            .split('-')
            .map(|word| {
                let mut chars = word.chars();
                chars
                    .next()
                    .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
                    .unwrap_or_default()
            })
            .collect();
        TestPass {
            name,
            argument: argument.to_string(),
            anchor: None,
            refused: None,
            options: None,
            statistics: &[],
            dialects: &[],
            action: None,
        }
    }

    /// Runs only on ops named `anchor`.
    pub(crate) fn anchored(mut self, anchor: &str) -> Self {
        self.anchor = Some(anchor.to_string());
        self
    }

    /// Says it cannot run on ops named `name`.
    pub(crate) fn refusing(mut self, name: &str) -> Self {
        self.refused = Some(name.to_string());
        self
    }

    pub(crate) fn with_options(mut self, options: PassOptions) -> Self {
        self.options = Some(options);
        self
    }

    pub(crate) fn with_statistics(mut self, statistics: &'static [Statistic]) -> Self {
        self.statistics = statistics;
        self
    }

    pub(crate) fn needing(mut self, dialects: &'static [&'static str]) -> Self {
        self.dialects = dialects;
        self
    }

    /// Runs `action` on each op.
    pub(crate) fn doing(
        mut self,
        action: impl Fn(&mut PassTarget<'_>) -> Result<(), Diagnostic> + Send + Sync + 'static,
    ) -> Self {
        self.action = Some(Box::new(action));
        self
    }

    pub(crate) fn boxed(self) -> Box<dyn Pass> {
        Box::new(self)
    }
}

/// A pass that does nothing, named after `argument`.
pub(crate) fn pass(argument: &str) -> Box<dyn Pass> {
    TestPass::new(argument).boxed()
}

impl Pass for TestPass {
    fn name(&self) -> &str {
        &self.name
    }

    fn argument(&self) -> &str {
        &self.argument
    }

    fn description(&self) -> &str {
        "a pass for tests"
    }

    fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    fn options(&self) -> Option<&PassOptions> {
        self.options.as_ref()
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        self.options.as_mut()
    }

    fn statistics(&self) -> &[Statistic] {
        self.statistics
    }

    fn dependent_dialects(&self) -> &[&str] {
        self.dialects
    }

    fn can_schedule_on(&self, ctx: &Context, name: OpName) -> bool {
        self.refused.as_deref() != Some(ctx.op_name_str(name))
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        match &self.action {
            Some(action) => action(target),
            None => {
                target.preserve_all();
                Ok(())
            }
        }
    }
}
