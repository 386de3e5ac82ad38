//! `affine`'s inliner interface (MLIR 19's `AffineInlinerInterface`): an affine op may be
//! inlined into a region of an op with the `AffineScope` trait (a function body) or of
//! `affine.for`, `affine.parallel` or `affine.if`, and nowhere else (not into an `scf.for`
//! body, where its operands could stop being valid dimensions and symbols). A region may be
//! inlined into one of those three affine ops when it has a single block whose ops either have
//! no memory effect or are affine accesses whose subscripts stay valid.
//!
//! Not here: the check of a subscript that is an argument of the inlined region against the
//! value replacing it, which MLIR makes with the call's value mapping; the runtime's interface
//! does not hand that mapping over, so such a subscript is taken as not staying valid (the
//! region is not inlined).

use oxir::effects::own_effects;
use oxir::inliner::DialectInlinerInterface;
use oxir::rewrite::m_constant;
use oxir::{Body, Context, OpId, OpName, RegionId, Trait, Value, ValueDef};

use crate::valid::is_top_level_value_in;

/// The affine ops with regions that values may be inlined into.
const AFFINE_REGION_OPS: [&str; 3] = [
    crate::AffineForOp::NAME,
    crate::AffineParallelOp::NAME,
    crate::AffineIfOp::NAME,
];

/// The name of the op owning `region` of `body` (the body's isolated owner for a region at its
/// top).
fn region_owner(body: &Body, region: RegionId) -> Option<OpName> {
    body.region_parent_op(region)
        .map(|op| body.op_name(op))
        .or_else(|| body.owner_name())
}

fn is_affine_region_op(ctx: &Context, name: Option<OpName>) -> bool {
    name.is_some_and(|n| AFFINE_REGION_OPS.contains(&ctx.op_name_str(n)))
}

/// MLIR's `remainsLegalAfterInline` for one value used by an inlined op: a value that is a
/// valid dimension or symbol for another reason than being defined at the top of `src` stays
/// so; of those defined there, constants and `memref.dim` results do (they are inlined along),
/// and arguments of `src` are taken as not staying valid (see the module documentation).
fn remains_legal(ctx: &Context, src_body: &Body, value: Value, src: RegionId) -> bool {
    if !is_top_level_value_in(src_body, value, src) {
        return true;
    }
    match value.def() {
        ValueDef::BlockArg { .. } => false,
        ValueDef::Result { op, .. } => {
            m_constant(ctx, src_body, value).is_some()
                || oxir_memref::DimOp::from_op(src_body, ctx, op).is_some()
        }
    }
}

/// Whether `op`, an op of the inlined region `src` with memory effects, stays valid after
/// inlining: an `affine.apply`, `affine.load` or `affine.store` whose map operands all remain
/// legal (MLIR's `remainsLegalAfterInline` of the op, whose checks of dimensions and of
/// symbols differ only for region arguments); any other op is refused.
fn op_remains_legal(ctx: &Context, src_body: &Body, op: OpId, src: RegionId) -> bool {
    let skip = match ctx.op_name_str(src_body.op_name(op)) {
        crate::AffineApplyOp::NAME => 0,
        crate::AffineLoadOp::NAME => 1,
        crate::AffineStoreOp::NAME => 2,
        _ => return false,
    };
    src_body
        .operands(op)
        .skip(skip)
        .all(|v| remains_legal(ctx, src_body, v, src))
}

/// The interface; see the module documentation. `defs/affine.toml` registers it with the
/// dialect.
#[derive(Clone, Copy, Debug, Default)]
pub struct AffineInliner;

impl DialectInlinerInterface for AffineInliner {
    fn is_legal_to_inline_region(
        &self,
        ctx: &Context,
        dest_body: &Body,
        dest: RegionId,
        src_body: &Body,
        src: RegionId,
        _would_be_cloned: bool,
    ) -> bool {
        if !is_affine_region_op(ctx, region_owner(dest_body, dest)) {
            return false;
        }
        let mut blocks = src_body.region_blocks(src);
        let (Some(block), None) = (blocks.next(), blocks.next()) else {
            return false;
        };
        src_body.block_ops(block).all(|op| {
            own_effects(ctx, src_body, op).is_some_and(|e| e.is_empty())
                || op_remains_legal(ctx, src_body, op, src)
        })
    }

    fn is_legal_to_inline_op(
        &self,
        ctx: &Context,
        _src_body: &Body,
        _op: OpId,
        dest_body: &Body,
        dest: RegionId,
        _would_be_cloned: bool,
    ) -> bool {
        let owner = region_owner(dest_body, dest);
        owner.is_some_and(|n| ctx.op_has_trait(n, Trait::AffineScope))
            || is_affine_region_op(ctx, owner)
    }
}

#[cfg(test)]
mod tests {
    use oxir::inliner::inliner_interface_of;
    use oxir::text::parser::{ParseOptions, parse_source};

    use crate::testing::in_first_function;

    /// A function whose body holds an op of each kind of destination region: the loops and
    /// the conditional of this dialect, and a region of an op of another dialect.
    const DESTINATIONS: &str = r#"
func.func @g(%n: index) {
  affine.for %i = 0 to 10 {
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
  }
  affine.parallel (%k) = (0) to (10) {
  }
  "t.region"() ({
    "t.end"() : () -> ()
  }) : () -> ()
  return
}
"#;

    /// Whether the body of the function in `ir` may be inlined into the region of the op
    /// named `owner` of [`DESTINATIONS`] (the function's own body for `func.func`), and whether
    /// each of its affine ops may be inlined there.
    fn legality(ir: &str, owner: &str) -> (bool, Vec<bool>) {
        in_first_function(ir, |ctx, src_body, src| {
            let module =
                parse_source(ctx, DESTINATIONS, &ParseOptions::default()).expect("valid IR");
            let (module_body, module_regions) = module.body.region_scope(module.op);
            let module_block = module_body
                .region_entry(module_regions[0])
                .expect("a module block");
            let func = module_body.first_op(module_block).expect("a function");
            let (dest_body, func_regions) = module_body.region_scope(func);
            let dest = if owner == "func.func" {
                func_regions[0]
            } else {
                let entry = dest_body
                    .region_entry(func_regions[0])
                    .expect("an entry block");
                let op = dest_body
                    .block_ops(entry)
                    .find(|&op| ctx.op_name_str(dest_body.op_name(op)) == owner)
                    .expect("a destination op");
                dest_body.op_regions(op)[0]
            };
            let affine = ctx
                .dialect_interface::<dyn oxir::inliner::DialectInlinerInterface>("affine")
                .expect("the interface is registered");
            let region =
                affine.is_legal_to_inline_region(ctx, dest_body, dest, src_body, src, true);
            let entry = src_body.region_entry(src).expect("an entry block");
            let ops = src_body
                .block_ops(entry)
                .filter(|&op| ctx.op_name_dialect(src_body.op_name(op)) == "affine")
                .map(|op| {
                    inliner_interface_of(ctx, src_body, op).is_some_and(|i| {
                        i.is_legal_to_inline_op(ctx, src_body, op, dest_body, dest, true)
                    })
                })
                .collect();
            (region, ops)
        })
    }

    const CONSTANT_SUBSCRIPT: &str = r#"
func.func @f(%A: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %j = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%c0]
  affine.store %v, %A[%c0] : memref<?xf32>
  return
}
"#;

    #[test]
    fn affine_ops_go_into_affine_scopes_and_affine_regions_only() {
        assert_eq!(legality(CONSTANT_SUBSCRIPT, "func.func").1, [true, true]);
        assert_eq!(legality(CONSTANT_SUBSCRIPT, "affine.for").1, [true, true]);
        assert_eq!(legality(CONSTANT_SUBSCRIPT, "t.region").1, [false, false]);
    }

    #[test]
    fn regions_go_into_affine_ops_when_their_subscripts_stay_valid() {
        assert!(legality(CONSTANT_SUBSCRIPT, "affine.if").0);
        assert!(!legality(CONSTANT_SUBSCRIPT, "t.region").0);
        let argument = CONSTANT_SUBSCRIPT.replace("%A[%c0]", "%A[%j]").replace(
            "func.func @f(%A: memref<?xf32>, %v: f32) {",
            "func.func @f(%A: memref<?xf32>, %v: f32, %i: index) {\n  %k = affine.load %A[%i] : memref<?xf32>",
        );
        assert!(!legality(&argument, "affine.for").0);
        let unknown =
            CONSTANT_SUBSCRIPT.replace("  return", "  \"t.effect\"() : () -> ()\n  return");
        assert!(!legality(&unknown, "affine.parallel").0);
        let blocks = CONSTANT_SUBSCRIPT
            .replace("  return", "  \"t.br\"()[^bb1] : () -> ()\n^bb1:\n  return");
        assert!(!legality(&blocks, "affine.for").0);
    }
}
