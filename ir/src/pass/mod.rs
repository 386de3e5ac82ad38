//! The pass manager: passes, nested pipelines, analyses, instrumentation, and the textual
//! pipeline syntax, after MLIR's pass infrastructure.
//!
//! A [`Pass`] runs on one op at a time; an [`OpPassManager`] runs a list of passes and nested
//! pipelines on the ops of one name (or any op); the top-level [`PassManager`] runs on the op a
//! parser returns, with the settings of a run (threads, verification after each pass,
//! instrumentation, crash reproducers, statistics). Passes on sibling `IsolatedFromAbove` ops run
//! on different threads, each with `&mut` to its own op and nested body and nothing else (see
//! [`crate::structure::IsolatedOpMut`]): no lock on the IR and no `unsafe`. Results (IR,
//! diagnostics, statistics, instrumentation output) are the same with and without threads.
//!
//! Passes are found by name in a [`PassRegistry`], which also holds named pipelines and reads
//! pipeline text (`builtin.module(func.func(cse), symbol-dce)`). Analyses are cached per op by
//! Rust type ([`Analysis`]); passes say which ones they keep valid ([`PreservedAnalyses`]).
//!
//! What this module is not: the passes themselves (`passes` holds the core ones), nor a
//! command-line driver (that is `oxir-opt`).

mod analysis;
mod execute;
mod instrumentation;
mod interface;
mod ir_printing;
mod manager;
mod options;
mod pipeline_text;
mod registry;
mod reproducer;
mod run;
mod statistics;
mod suggest;
#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;

pub mod passes;

pub use analysis::{Analyses, Analysis, AnalysisManager, PreservedAnalyses, dominance};
pub use execute::PassFailure;
pub use instrumentation::{
    AnalysisEvent, OpTag, PassEvent, PassInstrumentation, ScopeEvent, ScopeKind,
};
pub use interface::{Pass, PassTarget, Statistic, StatisticValues, write_pass};
pub use ir_printing::{IrPrinting, PassFilter};
pub use manager::{Nesting, OpPassManager};
pub use options::{FromOptionValue, OptionError, OptionKind, OptionValue, PassOption, PassOptions};
pub use pipeline_text::{PipelineElement, PipelineError, parse_anchored, parse_elements};
pub use registry::{PassRegistry, RegisteredPass, RegisteredPipeline};
pub use reproducer::{ReproducerSettings, read_reproducer, reproducer_text};
pub use run::{CrashReproducer, PassManager, RunResult};
pub use statistics::StatisticsDisplay;
pub use suggest::did_you_mean;
