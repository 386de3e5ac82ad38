//! MLIR's strided memref layouts: the strides and offset a layout stands for (MLIR's
//! `getStridesAndOffset`), the affine map of a `strided<...>` layout
//! (`makeStridedLinearLayoutMap`), the row-major layout expression of a shape
//! (`makeCanonicalStridedLayoutExpr`) and the canonical form of a layout
//! (`canonicalizeStridedLayout`).
//!
//! Every layout of a memref reads as an affine map: no layout is the identity, `strided<...>`
//! is `(d0, ...)[s...] -> (offset + d0 * stride0 + ...)` with a symbol for each dynamic value,
//! and an `affine_map` layout is itself. A layout is strided when that map has one result that
//! is a sum of dimensions times factors free of dimensions; a factor or an offset that is not a
//! constant is dynamic. Views (`memref.subview`, `memref.transpose`, `memref.collapse_shape`,
//! ...) compare layouts through these strides, so the same layout written as `strided<...>` or
//! as an `affine_map` means the same thing.

use super::MemRefType;
use crate::affine::{AffineBinaryOp, AffineExpr, AffineMap, simplify_affine_expr};
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::types::DYNAMIC;

/// The affine map of the layout `strided<strides, offset: offset>` (MLIR's
/// `makeStridedLinearLayoutMap`): `(d0, ...)[s...] -> (offset + d0 * stride0 + ...)`, where
/// a dynamic offset is the first symbol and each dynamic stride the next one.
pub fn strided_linear_layout_map(offset: i64, strides: &[i64]) -> AffineMap {
    let mut symbols = 0;
    let mut next_symbol = || {
        symbols += 1;
        AffineExpr::symbol(symbols - 1)
    };
    let mut expr = if offset == DYNAMIC {
        next_symbol()
    } else {
        AffineExpr::constant(offset)
    };
    for (dim, &stride) in strides.iter().enumerate() {
        let factor = if stride == DYNAMIC {
            next_symbol()
        } else {
            AffineExpr::constant(stride)
        };
        expr = expr + AffineExpr::dim(dim as u32) * factor;
    }
    map_of(strides.len() as u32, symbols, expr)
}

/// The layout expression of a contiguous row-major buffer of `shape` (MLIR's
/// `makeCanonicalStridedLayoutExpr`): each dimension times the product of the sizes after it,
/// a new symbol once one of those sizes is dynamic or zero (or the product overflows), and
/// `0` for rank 0. Also the number of symbols it uses.
pub fn canonical_strided_layout_expr(shape: &[i64]) -> (AffineExpr, u32) {
    if shape.is_empty() {
        return (AffineExpr::constant(0), 0);
    }
    let mut symbols = 0;
    let mut expr: Option<AffineExpr> = None;
    // `None` once a stride is no longer a known number.
    let mut running = Some(1i64);
    for (dim, &size) in shape.iter().enumerate().rev() {
        let stride = match running {
            Some(product) => AffineExpr::constant(product),
            None => {
                symbols += 1;
                AffineExpr::symbol(symbols - 1)
            }
        };
        let term = AffineExpr::dim(dim as u32) * stride;
        expr = Some(match expr {
            Some(sum) => sum + term,
            None => term,
        });
        // MLIR treats a size of 0 like a dynamic one here: later strides become symbols.
        running = running
            .filter(|_| size > 0)
            .and_then(|p| p.checked_mul(size));
    }
    let expr = expr.unwrap_or_else(|| AffineExpr::constant(0));
    (
        simplify_affine_expr(&expr, shape.len() as u32, symbols),
        symbols,
    )
}

/// `(d0, .., d<dims-1>)[s0, ..] -> (expr)`, whose positions are in range by construction.
fn map_of(dims: u32, symbols: u32, expr: AffineExpr) -> AffineMap {
    AffineMap::new_unchecked(dims, symbols, vec![expr])
}

/// Adds the strides and the offset that `expr` times `factor` contributes (MLIR's
/// `extractStrides`); `false` when `expr` is not a sum of products of one dimension with a
/// dimension-free factor (a `mod`, `floordiv` or `ceildiv` anywhere).
fn extract_strides(
    expr: &AffineExpr,
    factor: &AffineExpr,
    strides: &mut [AffineExpr],
    offset: &mut AffineExpr,
) -> bool {
    let Some(binary) = expr.as_binary() else {
        return match expr {
            AffineExpr::Dim(dim) => add_to_stride(strides, *dim, factor.clone()),
            _ => {
                *offset = offset.clone() + expr.clone() * factor.clone();
                true
            }
        };
    };
    let (lhs, rhs) = (binary.lhs(), binary.rhs());
    match binary.op() {
        AffineBinaryOp::Add => {
            // Both sides are read, as MLIR does, even when the first one fails.
            let left = extract_strides(lhs, factor, strides, offset);
            let right = extract_strides(rhs, factor, strides, offset);
            left && right
        }
        AffineBinaryOp::Mul => match lhs {
            AffineExpr::Dim(dim) => add_to_stride(strides, *dim, rhs.clone() * factor.clone()),
            // At most one side of a product holds dimensions: that side carries on, scaled by
            // the other.
            _ if lhs.is_symbolic_or_constant() => {
                extract_strides(rhs, &(factor.clone() * lhs.clone()), strides, offset)
            }
            _ => extract_strides(lhs, &(factor.clone() * rhs.clone()), strides, offset),
        },
        AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod => false,
    }
}

/// Adds `term` to the stride of dimension `dim`; `false` when the layout has no such
/// dimension.
fn add_to_stride(strides: &mut [AffineExpr], dim: u32, term: AffineExpr) -> bool {
    let Some(stride) = strides.get_mut(dim as usize) else {
        return false;
    };
    *stride = stride.clone() + term;
    true
}

/// A stride or offset expression as a number, [`DYNAMIC`] unless it is a constant.
fn static_or_dynamic(expr: &AffineExpr) -> i64 {
    expr.as_constant().unwrap_or(DYNAMIC)
}

impl MemRefType {
    /// The layout as an affine map (MLIR's `getLayout().getAffineMap()`): the identity for no
    /// layout, [`strided_linear_layout_map`] for `strided<...>`, the map of an `affine_map`
    /// layout; `None` for a layout of another kind (a dialect attribute).
    pub fn layout_map(self, ctx: &Context) -> Option<AffineMap> {
        match self.layout(ctx).map(|attr| ctx.attr_data(attr)) {
            None => Some(AffineMap::identity(self.rank(ctx) as u32)),
            Some(AttrData::StridedLayout { offset, strides }) => {
                Some(strided_linear_layout_map(*offset, strides))
            }
            Some(AttrData::AffineMap(map)) => Some(map.clone()),
            Some(_) => None,
        }
    }

    /// Whether the layout is the identity (MLIR's `getLayout().isIdentity()`): no layout, or a
    /// `strided<...>` layout whose map is the identity (`strided<[1]>` on one dimension).
    pub fn has_identity_layout(self, ctx: &Context) -> bool {
        self.layout_map(ctx).is_some_and(|map| map.is_identity())
    }

    /// The strides and offset of the layout (MLIR's `getStridesAndOffset`), [`DYNAMIC`] where
    /// they are not known numbers: those of a `strided<...>` layout as written; row-major ones
    /// for no layout (dynamic outside a dynamic or zero size); for an `affine_map` of one
    /// result, the factors of its dimensions and the rest, once simplified. `None` when the
    /// layout is not strided (several results, `mod`, `floordiv` or `ceildiv`, a dialect
    /// layout, strides of another rank).
    pub fn strides_and_offset(self, ctx: &Context) -> Option<(Vec<i64>, i64)> {
        let layout = self.layout(ctx);
        let rank = self.rank(ctx);
        if let Some(AttrData::StridedLayout { offset, strides }) = layout.map(|a| ctx.attr_data(a))
        {
            // One stride per dimension, which `MemRefType::get_checked` ensures.
            return (strides.len() == rank).then(|| (strides.to_vec(), *offset));
        }
        let map = self.layout_map(ctx)?;
        let zero = AffineExpr::constant(0);
        let one = AffineExpr::constant(1);
        let mut strides = vec![zero.clone(); rank];
        let mut offset = zero;
        if layout.is_none() {
            if rank > 0 {
                let (expr, _) = canonical_strided_layout_expr(self.shape(ctx));
                extract_strides(&expr, &one, &mut strides, &mut offset);
            }
        } else {
            let [result] = map.results() else {
                return None;
            };
            let (dims, symbols) = (map.num_dims(), map.num_symbols());
            let expr = simplify_affine_expr(result, dims, symbols);
            if !extract_strides(&expr, &one, &mut strides, &mut offset) {
                return None;
            }
            offset = simplify_affine_expr(&offset, dims, symbols);
            for stride in &mut strides {
                *stride = simplify_affine_expr(stride, dims, symbols);
            }
        }
        Some((
            strides.iter().map(static_or_dynamic).collect(),
            static_or_dynamic(&offset),
        ))
    }

    /// Whether the layout is strided (MLIR's `isStrided`): see
    /// [`MemRefType::strides_and_offset`].
    pub fn is_strided(self, ctx: &Context) -> bool {
        self.strides_and_offset(ctx).is_some()
    }

    /// The type with its layout in canonical form (MLIR's `canonicalizeStridedLayout`), so
    /// that types whose layouts are the same map compare equal: no layout when the simplified
    /// map is the row-major one of the shape, the simplified `affine_map` otherwise. A type
    /// whose map is already the identity, has several results, or (rank 0) a nonzero offset,
    /// or whose layout is no map, is returned as it is.
    pub fn canonicalize_strided_layout(self, ctx: &Context) -> MemRefType {
        let Some(map) = self.layout_map(ctx) else {
            return self;
        };
        let [result] = map.results() else {
            return self;
        };
        if map.is_identity() {
            return self;
        }
        let with_layout = |layout: Option<Attribute>| {
            MemRefType::get(
                ctx,
                self.shape(ctx),
                self.element_type(ctx),
                layout,
                self.memory_space(ctx),
            )
        };
        let (dims, symbols) = (map.num_dims(), map.num_symbols());
        if dims == 0 && symbols == 0 {
            return if result.as_constant() == Some(0) {
                with_layout(None)
            } else {
                self
            };
        }
        if self.rank(ctx) == 0 {
            return self;
        }
        let (canonical, _) = canonical_strided_layout_expr(self.shape(ctx));
        let simplified = simplify_affine_expr(result, dims, symbols);
        if simplified == canonical {
            return with_layout(None);
        }
        let layout = ctx.intern_attr(AttrData::AffineMap(map_of(dims, symbols, simplified)));
        with_layout(Some(layout))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::StridedLayoutAttr;
    use crate::text::parser::parse_type;
    use crate::text::printer::print_type;

    fn memref(ctx: &Context, text: &str) -> MemRefType {
        parse_type(ctx, text)
            .expect("test types parse")
            .dyn_cast::<MemRefType>(ctx)
            .expect("a memref type")
    }

    fn strides(text: &str) -> Option<(Vec<i64>, i64)> {
        let ctx = Context::new();
        memref(&ctx, text).strides_and_offset(&ctx)
    }

    fn canonical(text: &str) -> String {
        let ctx = Context::new();
        print_type(
            &ctx,
            memref(&ctx, text).canonicalize_strided_layout(&ctx).ty(),
        )
    }

    const D: i64 = DYNAMIC;

    #[test]
    fn row_major_strides_turn_dynamic_after_a_dynamic_or_zero_size() {
        assert_eq!(strides("memref<2x3x4xf32>"), Some((vec![12, 4, 1], 0)));
        assert_eq!(strides("memref<2x?x4xf32>"), Some((vec![D, 4, 1], 0)));
        assert_eq!(strides("memref<4x0xf32>"), Some((vec![D, 1], 0)));
        assert_eq!(strides("memref<0x4xf32>"), Some((vec![4, 1], 0)));
        assert_eq!(strides("memref<f32>"), Some((vec![], 0)));
    }

    #[test]
    fn strided_and_affine_layouts_give_the_same_strides() {
        assert_eq!(
            strides("memref<2x3xf32, strided<[?, 1], offset: ?>>"),
            Some((vec![D, 1], D))
        );
        assert_eq!(
            strides("memref<8x16xf32, affine_map<(d0, d1) -> (d1 * 16 + d0 + 5)>>"),
            Some((vec![1, 16], 5))
        );
        assert_eq!(
            strides("memref<8x16xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>"),
            Some((vec![D, 1], 0))
        );
        assert_eq!(
            strides("memref<8x16xf32, affine_map<(d0, d1)[s0] -> ((d0 + d1 * 2) * 3 + s0)>>"),
            Some((vec![3, 6], D))
        );
        assert_eq!(
            strides("memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>"),
            None
        );
        assert_eq!(
            strides("memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>"),
            None
        );
    }

    #[test]
    fn strided_layouts_read_as_maps() {
        let ctx = Context::new();
        let layout = StridedLayoutAttr::get(&ctx, DYNAMIC, &[DYNAMIC, 1]).attr();
        let m = MemRefType::get(&ctx, &[2, 3], ctx.common().f32, Some(layout), None);
        let map = m.layout_map(&ctx).expect("a strided layout is a map");
        assert_eq!(map.to_string(), "(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)");
        assert_eq!(
            strided_linear_layout_map(0, &[1, 16]).to_string(),
            "(d0, d1) -> (d0 + d1 * 16)"
        );
        assert!(memref(&ctx, "memref<4xf32, strided<[1]>>").has_identity_layout(&ctx));
        assert!(!memref(&ctx, "memref<4x2xf32, strided<[2, 1]>>").has_identity_layout(&ctx));
        let other = MemRefType::get(&ctx, &[2], ctx.common().f32, Some(ctx.common().unit), None);
        assert_eq!(other.strides_and_offset(&ctx), None);
        assert_eq!(other.layout_map(&ctx), None);
    }

    #[test]
    fn canonical_layouts_are_simplified_maps_or_none() {
        assert_eq!(
            canonical("memref<4x8xf32, strided<[8, 1]>>"),
            "memref<4x8xf32>"
        );
        assert_eq!(
            canonical("memref<4x8xf32, affine_map<(d0, d1) -> (d1 + d0 * 8)>>"),
            "memref<4x8xf32>"
        );
        assert_eq!(
            canonical("memref<16x8xf32, strided<[1, 16]>>"),
            "memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>"
        );
        assert_eq!(
            canonical("memref<16x8xf32, affine_map<(d0, d1) -> (d1 * 16 + d0)>>"),
            "memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>"
        );
        // The identity map stays as written, as in MLIR.
        assert_eq!(
            canonical("memref<4xf32, strided<[1]>>"),
            "memref<4xf32, strided<[1]>>"
        );
        assert_eq!(canonical("memref<f32, strided<[]>>"), "memref<f32>");
        assert_eq!(
            canonical("memref<f32, strided<[], offset: 3>>"),
            "memref<f32, strided<[], offset: 3>>"
        );
    }
}
