//! Printing the IR before and after passes (`--mlir-print-ir-before=cse`,
//! `--mlir-print-ir-after-all`, ...), with `mlir-opt-19`'s headers:
//!
//! ```text
//! // -----// IR Dump After CSE (cse) //----- //
//! // -----// IR Dump After CSE Failed (cse) ('func.func' operation: @f) //----- //
//! ```
//!
//! The op a pass ran on is printed alone (numbered from itself, like MLIR's local scope), or the
//! top-level op at module scope; each dump ends with a blank line. "After" dumps can be limited
//! to passes that changed the IR (compared by a fingerprint of the op) or that failed.

use super::instrumentation::{PassEvent, PassInstrumentation};
use super::interface::Pass;
use crate::structure::{Body, OpId, WalkOrder};
use crate::text::printer::{PrintOptions, print_op, print_op_local};
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::thread::ThreadId;

/// Which passes a dump applies to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassFilter {
    /// None.
    #[default]
    Nothing,
    /// Every pass.
    All,
    /// The passes with these arguments (`cse`).
    Arguments(Vec<String>),
}

impl PassFilter {
    fn matches(&self, pass: &dyn Pass) -> bool {
        match self {
            PassFilter::Nothing => false,
            PassFilter::All => true,
            PassFilter::Arguments(arguments) => arguments.iter().any(|a| a == pass.argument()),
        }
    }
}

/// What to print around passes (MLIR's IR printing options).
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    /// Passes before which the IR is printed.
    pub before: PassFilter,
    /// Passes after which the IR is printed (after failures too).
    pub after: PassFilter,
    /// Print the top-level op rather than the op the pass ran on (needs threading off).
    pub module_scope: bool,
    /// Print "after" dumps only when the pass changed the IR.
    pub after_change: bool,
    /// Print "after" dumps only when the pass failed.
    pub after_failure: bool,
    /// How to print.
    pub options: PrintOptions,
    /// Write each dump to a file of its own in a tree under this directory instead of the
    /// output, as MLIR's `--mlir-print-ir-tree-dir` does: a directory per op on the way to the
    /// op (`builtin_module_no-symbol-name/func_func_f/`), holding `<counts>_<pass>.mlir`, where
    /// the counts number the dumps of each of those ops (`0_1_cse.mlir`).
    pub tree_dir: Option<std::path::PathBuf>,
}

impl IrPrinting {
    /// Whether anything would be printed.
    pub fn is_active(&self) -> bool {
        self.before != PassFilter::Nothing || self.after != PassFilter::Nothing
    }
}

/// The instrumentation that prints.
pub(crate) struct IrPrinter {
    config: IrPrinting,
    /// Per thread, the fingerprints of the ops being run on (for `after_change`).
    fingerprints: Mutex<FxHashMap<ThreadId, Vec<u64>>>,
    /// With a tree directory, how many dumps each op had, by the ids of the ops on its way.
    counters: Mutex<FxHashMap<Vec<u32>, i64>>,
}

impl IrPrinter {
    pub(crate) fn new(config: IrPrinting) -> Self {
        IrPrinter {
            config,
            fingerprints: Mutex::new(FxHashMap::default()),
            counters: Mutex::new(FxHashMap::default()),
        }
    }

    /// Where a dump of `event` goes in the tree under `dir`, counting it (MLIR's
    /// `getOpAndSymbolNames`: an op seen only as an ancestor so far counts 0).
    fn tree_file(&self, dir: &Path, event: &PassEvent<'_>) -> PathBuf {
        let ids: Vec<u32> = event.ops.iter().map(|tag| tag.id).collect();
        let mut counters = self.counters.lock().unwrap_or_else(|p| p.into_inner());
        let own = counters.entry(ids.clone()).or_insert(-1);
        *own += 1;
        let counts: Vec<String> = (1..=ids.len())
            .map(|len| counters.entry(ids[..len].to_vec()).or_insert(0).to_string())
            .collect();
        let mut path = dir.to_path_buf();
        for tag in event.ops {
            let symbol = tag.symbol.as_deref().unwrap_or("no-symbol-name");
            path.push(format!("{}_{symbol}", tag.name.replace('.', "_")));
        }
        path.push(format!(
            "{}_{}.mlir",
            counts.join("_"),
            event.pass.argument()
        ));
        path
    }

    /// Writes a dump to its output: `out`, or its file in the tree.
    fn emit(&self, text: String, event: &PassEvent<'_>, out: &mut String) {
        let Some(dir) = &self.config.tree_dir else {
            out.push_str(&text);
            return;
        };
        let file = self.tree_file(dir, event);
        let written = file
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&file, text));
        if let Err(error) = written {
            out.push_str(&format!(
                "could not write the IR dump to `{}`: {error}\n",
                file.display()
            ));
        }
    }

    fn dump(&self, title: &str, failed: bool, event: &PassEvent<'_>, out: &mut String) {
        let mut text = String::new();
        self.write_dump(title, failed, event, &mut text);
        self.emit(text, event, out);
    }

    fn write_dump(&self, title: &str, failed: bool, event: &PassEvent<'_>, out: &mut String) {
        let ctx = event.ctx;
        out.push_str("// -----// IR Dump ");
        out.push_str(title);
        out.push(' ');
        out.push_str(event.pass.name());
        if failed {
            out.push_str(" Failed");
        }
        out.push_str(" (");
        out.push_str(event.pass.argument());
        out.push(')');
        let options = &self.config.options;
        let text = match event.top.filter(|_| self.config.module_scope) {
            Some((top, root)) => {
                out.push_str(&format!(
                    " ('{}' operation",
                    ctx.op_name_str(event.body.op_name(event.op))
                ));
                if let Some(name) = crate::symbols::symbol_name(ctx, event.body, event.op)
                    .and_then(|name| ctx.string_str(name))
                {
                    out.push_str(&format!(": @{name}"));
                }
                out.push(')');
                print_op(ctx, top, root, options)
            }
            // The top-level op prints whole; a nested op on its own.
            None if event.body.op_parent_block(event.op).is_none() => {
                print_op(ctx, event.body, event.op, options)
            }
            None => print_op_local(ctx, event.body, event.op, options),
        };
        out.push_str(" //----- //\n");
        out.push_str(&text);
        out.push_str("\n\n");
    }

    fn push_fingerprint(&self, print: u64) {
        let mut map = self.fingerprints.lock().unwrap_or_else(|p| p.into_inner());
        map.entry(std::thread::current().id())
            .or_default()
            .push(print);
    }

    fn pop_fingerprint(&self) -> Option<u64> {
        let mut map = self.fingerprints.lock().unwrap_or_else(|p| p.into_inner());
        map.get_mut(&std::thread::current().id())?.pop()
    }
}

impl PassInstrumentation for IrPrinter {
    fn before_pass(&self, event: &PassEvent<'_>, out: &mut String) {
        if self.config.after_change {
            self.push_fingerprint(fingerprint(event.body, event.op));
        }
        if self.config.before.matches(event.pass) {
            self.dump("Before", false, event, out);
        }
    }

    fn after_pass(&self, event: &PassEvent<'_>, out: &mut String) {
        let before = if self.config.after_change {
            self.pop_fingerprint()
        } else {
            None
        };
        if self.config.after_failure {
            return;
        }
        if before.is_some_and(|print| print == fingerprint(event.body, event.op)) {
            return;
        }
        if self.config.after.matches(event.pass) {
            self.dump("After", false, event, out);
        }
    }

    fn after_pass_failed(&self, event: &PassEvent<'_>, out: &mut String) {
        if self.config.after_change {
            self.pop_fingerprint();
        }
        if self.config.after.matches(event.pass) {
            self.dump("After", true, event, out);
        }
    }
}

/// A hash of `op` and everything nested in it: names, locations, attributes, properties,
/// operands, result types, successors and block arguments, in walk order. Equal IR gives equal
/// prints; a change gives another one but for hash collisions.
pub(crate) fn fingerprint(body: &Body, op: OpId) -> u64 {
    let mut hasher = FxHasher::default();
    body.walk(op, WalkOrder::PreOrder, |body, op| {
        body.op_name(op).hash(&mut hasher);
        body.op_loc(op).hash(&mut hasher);
        body.op_attrs(op).hash(&mut hasher);
        body.op_props(op).hash(&mut hasher);
        for value in body.operands(op) {
            value.hash(&mut hasher);
        }
        for ty in body.result_types(op) {
            ty.hash(&mut hasher);
        }
        for block in body.successors(op) {
            block.hash(&mut hasher);
        }
        let (scope, regions) = body.region_scope(op);
        for &region in regions {
            for block in scope.region_blocks(region) {
                block.hash(&mut hasher);
                for arg in scope.block_args(block) {
                    scope.value_type(arg).hash(&mut hasher);
                }
            }
        }
    });
    hasher.finish()
}
