//! `test-constant-fold`: MLIR's `TestConstantFold` test pass, which folds every op nested in the
//! op it runs on, last first, with one [`OperationFolder`] per body (so constants end up unique
//! at the start of their isolated region), then erases the constants it made that are left
//! unused. It tests the ops' fold hooks and the folder's constant handling, not a pass manager
//! feature.

use oxir::pass::{Pass, PassTarget};
use oxir::rewrite::{OperationFolder, PatternRewriter, RewriteListener};
use oxir::structure::{Body, OpId, WalkOrder};
use oxir::{Context, Diagnostic};

/// The `test-constant-fold` pass.
pub struct TestConstantFold;

impl Pass for TestConstantFold {
    fn name(&self) -> &str {
        "TestConstantFold"
    }

    fn argument(&self) -> &str {
        "test-constant-fold"
    }

    fn description(&self) -> &str {
        "Test operation constant folding"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        fold_in_body(ctx, target.body, &[op]);
        Ok(())
    }
}

/// The ops the folder inserted (the constants it materialized), still alive.
#[derive(Default)]
struct Inserted(Vec<OpId>);

impl RewriteListener for Inserted {
    fn op_inserted(&mut self, _: &Body, op: OpId) {
        if !self.0.contains(&op) {
            self.0.push(op);
        }
    }

    fn op_erased(&mut self, _: &Body, op: OpId) {
        self.0.retain(|&o| o != op);
    }
}

/// Folds `roots` (ops of `body`) and every op nested in them: the ops of nested bodies first,
/// each body on its own, then those of `body` in reverse pre-order, as MLIR does.
fn fold_in_body(ctx: &Context, body: &mut Body, roots: &[OpId]) {
    let ops: Vec<OpId> = roots
        .iter()
        .flat_map(|&root| body.collect_ops(root, WalkOrder::PreOrder))
        .collect();
    for &op in &ops {
        if body.nested_body(op).is_some() {
            let (scope, regions) = body.region_scope_mut(op);
            let children = scope.ops_of_regions(&regions);
            fold_in_body(ctx, scope, &children);
        }
    }
    let mut inserted = Inserted::default();
    let mut folder = OperationFolder::new();
    {
        let mut rewriter = PatternRewriter::with_listener(ctx, body, &mut inserted);
        for &op in ops.iter().rev() {
            if rewriter.body().contains_op(op) {
                folder.try_to_fold(&mut rewriter, op);
            }
        }
    }
    for constant in inserted.0 {
        if body.contains_op(constant) && body.op_results_unused(constant) {
            let _ = body.erase_op(constant);
        }
    }
}
