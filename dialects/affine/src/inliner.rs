//! `affine`'s inliner interface (MLIR 19's `AffineInlinerInterface`): an affine op may be
//! inlined into a region of an op with the `AffineScope` trait (a function body) or of
//! `affine.for`, `affine.parallel` or `affine.if`, and nowhere else (not into an `scf.for`
//! body, where its operands could stop being valid dimensions and symbols). A region may be
//! inlined into one of those three affine ops when it has a single block whose ops either have
//! no memory effect or are affine accesses whose subscripts stay valid: a subscript that is an
//! argument of the inlined region stays valid when the value replacing it (the call's operand,
//! from the mapping the inliner hands over) is a valid dimension, or symbol, in the
//! destination region.

use oxir::effects::own_effects;
use oxir::inliner::DialectInlinerInterface;
use oxir::rewrite::m_constant;
use oxir::structure::ValueMap;
use oxir::{Body, Context, OpId, OpName, RegionId, Trait, Value, ValueDef};

use crate::map_ops::map_of;
use crate::valid::{is_top_level_value_in, is_valid_dim_in, is_valid_symbol_in};

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

/// Where a region is inlined: the region of the source, the destination region and its body,
/// and the values replacing the source's arguments.
struct Inlining<'a> {
    src_body: &'a Body,
    src: RegionId,
    dest_body: &'a Body,
    dest: RegionId,
    mapping: &'a ValueMap,
}

/// What a map operand must be: a dimension or a symbol.
#[derive(Clone, Copy)]
enum Role {
    Dim,
    Symbol,
}

/// MLIR's `remainsLegalAfterInline` for one value used as a `role` by an inlined op: a value
/// that is a valid dimension or symbol for another reason than being defined at the top of the
/// source stays so; an argument of the source stays valid when the value replacing it is valid
/// as `role` in the destination; of the other values defined there, constants and `memref.dim`
/// results do (they are inlined along and stop being top-level values).
fn remains_legal(ctx: &Context, at: &Inlining<'_>, value: Value, role: Role) -> bool {
    if !is_top_level_value_in(at.src_body, value, at.src) {
        return true;
    }
    match value.def() {
        ValueDef::BlockArg { .. } => at.mapping.value(value).is_some_and(|new| match role {
            Role::Dim => is_valid_dim_in(ctx, at.dest_body, new, Some(at.dest)),
            Role::Symbol => is_valid_symbol_in(ctx, at.dest_body, new, Some(at.dest)),
        }),
        ValueDef::Result { op, .. } => {
            m_constant(ctx, at.src_body, value).is_some()
                || oxir_memref::DimOp::from_op(ctx, at.src_body, op).is_some()
        }
    }
}

/// Whether `op`, an op of the inlined region with memory effects, stays valid after inlining:
/// an `affine.apply`, `affine.load` or `affine.store` whose map operands all remain legal, the
/// first as many as the map has dimensions as dimensions, the rest as symbols (MLIR's
/// `remainsLegalAfterInline` of the op); any other op is refused.
fn op_remains_legal(ctx: &Context, at: &Inlining<'_>, op: OpId) -> bool {
    let skip = match ctx.op_name_str(at.src_body.op_name(op)) {
        crate::AffineApplyOp::NAME => 0,
        crate::AffineLoadOp::NAME => 1,
        crate::AffineStoreOp::NAME => 2,
        _ => return false,
    };
    let Some(map) = map_of(ctx, at.src_body, op) else {
        return false;
    };
    let dims = map.num_dims() as usize;
    at.src_body
        .operands(op)
        .skip(skip)
        .enumerate()
        .all(|(index, v)| {
            let role = if index < dims {
                Role::Dim
            } else {
                Role::Symbol
            };
            remains_legal(ctx, at, v, role)
        })
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
        mapping: &ValueMap,
    ) -> bool {
        if !is_affine_region_op(ctx, region_owner(dest_body, dest)) {
            return false;
        }
        let mut blocks = src_body.region_blocks(src);
        let (Some(block), None) = (blocks.next(), blocks.next()) else {
            return false;
        };
        let at = Inlining {
            src_body,
            src,
            dest_body,
            dest,
            mapping,
        };
        src_body.block_ops(block).all(|op| {
            own_effects(ctx, src_body, op).is_some_and(|e| e.is_empty())
                || op_remains_legal(ctx, &at, op)
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
    use oxir::structure::ValueMap;
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
    %x = "t.value"() : () -> index
    "t.end"() : () -> ()
  }) : () -> ()
  return
}
"#;

    /// The value of [`DESTINATIONS`] replacing every argument of the inlined function.
    #[derive(Clone, Copy)]
    enum Replacement {
        /// `%n`, the argument of `@g`: a valid symbol everywhere in it.
        Argument,
        /// The first argument of the destination region (the induction variable of
        /// `affine.for`).
        RegionArgument,
        /// `%x`, defined in the region of `t.region`: valid nowhere else.
        Nested,
    }

    /// Whether the body of the function in `ir` may be inlined into the region of the op
    /// named `owner` of [`DESTINATIONS`] (the function's own body for `func.func`), its
    /// arguments replaced by `replacement`, and whether each of its affine ops may be inlined
    /// there.
    fn legality(ir: &str, owner: &str, replacement: Replacement) -> (bool, Vec<bool>) {
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
            let new_value = match replacement {
                Replacement::Argument => dest_body.block_arg(
                    dest_body
                        .region_entry(func_regions[0])
                        .expect("an entry block"),
                    0,
                ),
                Replacement::RegionArgument => dest_body
                    .region_entry(dest)
                    .and_then(|b| dest_body.block_arg(b, 0)),
                Replacement::Nested => dest_body
                    .region_entry(func_regions[0])
                    .and_then(|b| {
                        dest_body
                            .block_ops(b)
                            .find(|&op| ctx.op_name_str(dest_body.op_name(op)) == "t.region")
                    })
                    .and_then(|op| dest_body.region_entry(dest_body.op_regions(op)[0]))
                    .and_then(|b| dest_body.first_op(b))
                    .and_then(|op| dest_body.results(op).next()),
            }
            .expect("a replacement value");
            let entry = src_body.region_entry(src).expect("an entry block");
            let mut mapping = ValueMap::new();
            for index in 0..src_body.num_block_args(entry) {
                let arg = src_body.block_arg(entry, index).expect("an argument");
                mapping.map_value(arg, new_value);
            }
            let affine = ctx
                .dialect_interface::<dyn oxir::inliner::DialectInlinerInterface>("affine")
                .expect("the interface is registered");
            let region = affine
                .is_legal_to_inline_region(ctx, dest_body, dest, src_body, src, true, &mapping);
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
        let any = Replacement::Argument;
        assert_eq!(
            legality(CONSTANT_SUBSCRIPT, "func.func", any).1,
            [true, true]
        );
        assert_eq!(
            legality(CONSTANT_SUBSCRIPT, "affine.for", any).1,
            [true, true]
        );
        assert_eq!(
            legality(CONSTANT_SUBSCRIPT, "t.region", any).1,
            [false, false]
        );
    }

    #[test]
    fn regions_go_into_affine_ops_when_their_subscripts_stay_valid() {
        let any = Replacement::Argument;
        assert!(legality(CONSTANT_SUBSCRIPT, "affine.if", any).0);
        assert!(!legality(CONSTANT_SUBSCRIPT, "t.region", any).0);
        let computed = CONSTANT_SUBSCRIPT.replace("%A[%c0]", "%A[%s]").replace(
            "  affine.store",
            "  %s = arith.addi %c0, %c0 : index\n  affine.store",
        );
        assert!(!legality(&computed, "affine.for", any).0);
        let unknown =
            CONSTANT_SUBSCRIPT.replace("  return", "  \"t.effect\"() : () -> ()\n  return");
        assert!(!legality(&unknown, "affine.parallel", any).0);
        let blocks = CONSTANT_SUBSCRIPT
            .replace("  return", "  \"t.br\"()[^bb1] : () -> ()\n^bb1:\n  return");
        assert!(!legality(&blocks, "affine.for", any).0);
    }

    /// `@f` with an index argument `%i` used as a subscript: a dimension of an `affine.load`,
    /// a symbol of an `affine.store` and of an `affine.apply`.
    const ARGUMENT_SUBSCRIPT: &str = r#"
func.func @f(%A: memref<?xf32>, %v: f32, %i: index) {
  %k = affine.load %A[%i] : memref<?xf32>
  %j = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
  affine.store %v, %A[symbol(%i) + 1] : memref<?xf32>
  return
}
"#;

    #[test]
    fn argument_subscripts_stay_valid_when_their_replacements_are() {
        use Replacement::*;
        assert!(legality(ARGUMENT_SUBSCRIPT, "affine.for", Argument).0);
        assert!(legality(ARGUMENT_SUBSCRIPT, "affine.for", RegionArgument).0);
        assert!(legality(ARGUMENT_SUBSCRIPT, "affine.parallel", RegionArgument).0);
        assert!(legality(ARGUMENT_SUBSCRIPT, "affine.if", Argument).0);
        assert!(!legality(ARGUMENT_SUBSCRIPT, "affine.for", Nested).0);
        // A dimension operand alone is judged as a dimension too; a value an `affine.apply`
        // computes at the top of the inlined region is no longer a valid one after inlining.
        let dim_only = ARGUMENT_SUBSCRIPT
            .replace(
                "  %j = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]\n",
                "",
            )
            .replace("%A[symbol(%i) + 1]", "%A[0]");
        assert!(!legality(&dim_only, "affine.if", Nested).0);
        assert!(legality(&dim_only, "affine.if", Argument).0);
        let applied = ARGUMENT_SUBSCRIPT.replace("%A[symbol(%i) + 1]", "%A[%j]");
        assert!(!legality(&applied, "affine.for", Argument).0);
    }
}
