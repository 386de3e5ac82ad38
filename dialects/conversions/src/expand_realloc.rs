//! `-expand-realloc`: MLIR 19's `ExpandRealloc`. A `memref.realloc` becomes an `scf.if` on
//! whether the old buffer is smaller than the requested size: if it is, a new `memref.alloc`
//! (with the realloc's alignment) into whose leading part (a `memref.subview`) the old buffer
//! is copied, then freed unless `emit-deallocs=false`; if not, the old buffer itself, seen at
//! the new size through a `memref.reinterpret_cast`. The pattern runs as a partial conversion
//! with `arith`, `memref` and `scf` legal and `memref.realloc` illegal, so nothing else is
//! folded or rewritten (the comparison of two constants stays).

use crate::scf_to_cf::index_constant;
use oxir::attrs::DenseArrayAttr;
use oxir::conversion::{ConversionTarget, apply_partial_rewrite_conversion_in};
use oxir::pass::{Pass, PassOptions, PassTarget};
use oxir::rewrite::{FnPattern, MatchFailure, PatternRewriter, RewriteFn, RewritePatternSet};
use oxir::types::{DYNAMIC, MemRefType};
use oxir::{Context, Diagnostic, Location, Type, Value};
use oxir_arith::{CmpIOp, CmpIPredicate};
use oxir_memref::{AllocOp, CopyOp, DeallocOp, DimOp, ReallocOp, ReinterpretCastOp, SubviewOp};
use oxir_scf::{IfOp, YieldOp};

/// A size known statically, or the value holding it.
#[derive(Clone, Copy)]
enum Size {
    Static(i64),
    Dynamic(Value),
}

impl Size {
    /// The static-list entry for this size (`DYNAMIC` where an operand stands).
    fn static_entry(self) -> i64 {
        match self {
            Size::Static(size) => size,
            Size::Dynamic(_) => DYNAMIC,
        }
    }

    /// The operand list for this size: empty when it is static.
    fn operands(self) -> Vec<Value> {
        match self {
            Size::Static(_) => Vec::new(),
            Size::Dynamic(value) => vec![value],
        }
    }

    /// The size as a value, an `arith.constant` built for a static one (MLIR's
    /// `getValueOrCreateConstantIndexOp`).
    fn value(
        self,
        ctx: &Context,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
    ) -> Result<Value, MatchFailure> {
        match self {
            Size::Static(size) => index_constant(ctx, rewriter, loc, size),
            Size::Dynamic(value) => Ok(value),
        }
    }
}

/// The size of the only dimension of the rank-1 memref type `ty`.
fn leading_size(ctx: &Context, ty: Type) -> Result<i64, MatchFailure> {
    ty.dyn_cast::<MemRefType>(ctx)
        .and_then(|memref| memref.shape(ctx).first().copied())
        .ok_or_else(|| MatchFailure::new("expected a ranked memref of rank 1"))
}

/// The rewrite of one `memref.realloc` (MLIR's `ExpandReallocOpPattern`), ops built in
/// MLIR's order.
fn expand_realloc(emit_deallocs: bool) -> impl RewriteFn {
    move |ctx, rewriter, op| {
        let realloc = ReallocOp::from_op(ctx, rewriter.body(), op)
            .ok_or_else(|| MatchFailure::new("not a memref.realloc"))?;
        let loc = rewriter.body().op_loc(op);
        let source = realloc.source(ctx, rewriter.body());
        let result = realloc.result(ctx, rewriter.body());
        let result_type = rewriter.body().value_type(result);
        let dynamic_result_size = realloc.dynamic_result_size(ctx, rewriter.body());
        let alignment = realloc.alignment(ctx, rewriter.body());
        rewriter.set_insertion_point_before(op);

        let input_size = leading_size(ctx, rewriter.body().value_type(source))?;
        let current = if input_size == DYNAMIC {
            let zero = index_constant(ctx, rewriter, loc, 0)?;
            let dim = DimOp::create(rewriter, loc, source, zero)?;
            Size::Dynamic(dim.result(ctx, rewriter.body()))
        } else {
            Size::Static(input_size)
        };
        let output_size = leading_size(ctx, result_type)?;
        let target = match dynamic_result_size {
            Some(size) if output_size == DYNAMIC => Size::Dynamic(size),
            None if output_size != DYNAMIC => Size::Static(output_size),
            _ => {
                return Err(MatchFailure::new(
                    "the result size operand and type disagree",
                ));
            }
        };
        let lhs = current.value(ctx, rewriter, loc)?;
        let rhs = target.value(ctx, rewriter, loc)?;
        let ult = CmpIPredicate::Ult.get_attr(ctx);
        let cond = CmpIOp::create(rewriter, loc, lhs, rhs, ult)?.result(ctx, rewriter.body());
        let if_op = IfOp::create(rewriter, loc, &[result_type], cond)?;
        let (Some(then_region), Some(else_region)) = (
            if_op.then_region(rewriter.body()),
            if_op.else_region(rewriter.body()),
        ) else {
            return Err(MatchFailure::new("scf.if without its regions"));
        };
        let array = |values: &[i64]| DenseArrayAttr::from_i64(ctx, values).attr();

        rewriter.create_block(then_region, None, &[])?;
        let alignment = alignment.map(|attr| attr.attr());
        let alloc = AllocOp::create(
            rewriter,
            loc,
            result_type,
            &target.operands(),
            &[],
            alignment,
        )?
        .memref(ctx, rewriter.body());
        let lists = [vec![0], vec![current.static_entry()], vec![1]];
        let subview_type = oxir_memref::views::infer_subview_type(ctx, result_type, &lists)
            .ok_or_else(|| MatchFailure::new("the new buffer has no strided layout"))?;
        let [offsets, sizes, strides] = lists.map(|list| array(&list));
        let subview = SubviewOp::create(
            rewriter,
            loc,
            subview_type,
            alloc,
            &[],
            &current.operands(),
            &[],
            offsets,
            sizes,
            strides,
        )?
        .result(ctx, rewriter.body());
        CopyOp::create(rewriter, loc, source, subview)?;
        if emit_deallocs {
            DeallocOp::create(rewriter, loc, source)?;
        }
        YieldOp::create(rewriter, loc, &[alloc])?;

        rewriter.create_block(else_region, None, &[])?;
        let cast = ReinterpretCastOp::create(
            rewriter,
            loc,
            result_type,
            source,
            &[],
            &target.operands(),
            &[],
            array(&[0]),
            array(&[target.static_entry()]),
            array(&[1]),
        )?
        .result(ctx, rewriter.body());
        YieldOp::create(rewriter, loc, &[cast])?;

        rewriter.replace_op(op, &[Value::result(if_op.0, 0)])?;
        Ok(())
    }
}

/// The `expand-realloc` pass.
pub struct ExpandRealloc {
    options: PassOptions,
}

impl Default for ExpandRealloc {
    fn default() -> Self {
        ExpandRealloc {
            options: PassOptions::new().bool(
                "emit-deallocs",
                "Emit deallocation operations for the original MemRef",
                true,
            ),
        }
    }
}

impl Pass for ExpandRealloc {
    fn name(&self) -> &str {
        "ExpandReallocPass"
    }

    fn argument(&self) -> &str {
        "expand-realloc"
    }

    fn description(&self) -> &str {
        "Expand memref.realloc operations into its components"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let emit_deallocs = self.options.get::<bool>("emit-deallocs").unwrap_or(true);
        let mut patterns = RewritePatternSet::new();
        patterns.add(FnPattern::new(
            Some(ReallocOp::NAME),
            "ExpandReallocOpPattern",
            1,
            expand_realloc(emit_deallocs),
        ));
        let mut legality = ConversionTarget::new();
        for dialect in ["arith", "memref", "scf"] {
            legality.add_legal_dialect(dialect);
        }
        legality.add_illegal_op(ReallocOp::NAME);
        apply_partial_rewrite_conversion_in(target, &legality, patterns)
    }
}
