//! Constants read and written element by element, for the folds of [`crate::fold`]: the one
//! place where a scalar, a splat and a non-splat dense constant are told apart, as MLIR's
//! `constFoldBinaryOp`, `constFoldUnaryOp` and `constFoldCastOp` (`CommonFolders.h`) tell
//! them apart. A fold computes one element with a function returning `None` where MLIR
//! refuses; [`Elements::map`] and [`Elements::zip`] apply it to every element and refuse the
//! whole fold when any element is refused, which is what MLIR's folders do with their sticky
//! "division by zero" and "invalid conversion" flags.

use crate::float_math::Float;
use crate::int_math::Int;
use oxir::attrs::{DenseElementsAttr, FloatAttr, IntegerAttr};
use oxir::types::{ShapedType, element_type_or_self};
use oxir::{Attribute, Context, Type, TypeData};

/// The elements of a constant: a scalar, the one value of a splat, or every element of a
/// dense constant, row-major.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Elements<T> {
    /// A scalar constant.
    Scalar(T),
    /// A shaped constant whose elements are all this value.
    Splat(T),
    /// A shaped constant's elements, in row-major order.
    Each(Vec<T>),
}

impl<T: Copy> Elements<T> {
    /// `f` of every element; `None` when `f` refuses any of them.
    pub(crate) fn map<R>(self, mut f: impl FnMut(T) -> Option<R>) -> Option<Elements<R>> {
        Some(match self {
            Elements::Scalar(v) => Elements::Scalar(f(v)?),
            Elements::Splat(v) => Elements::Splat(f(v)?),
            Elements::Each(values) => {
                Elements::Each(values.into_iter().map(f).collect::<Option<_>>()?)
            }
        })
    }

    /// `f` of the elements of `self` and `other` pairwise (a splat pairs with every element);
    /// `None` when `f` refuses a pair, or when a scalar meets a shaped constant or the
    /// element counts differ.
    pub(crate) fn zip<U: Copy, R>(
        &self,
        other: &Elements<U>,
        mut f: impl FnMut(T, U) -> Option<R>,
    ) -> Option<Elements<R>> {
        use Elements::*;
        Some(match (self, other) {
            (Scalar(a), Scalar(b)) => Scalar(f(*a, *b)?),
            (Splat(a), Splat(b)) => Splat(f(*a, *b)?),
            (Scalar(_), _) | (_, Scalar(_)) => return None,
            (Each(a), Each(b)) if a.len() != b.len() => return None,
            _ => {
                let count = self.len().max(other.len());
                let pairs = (0..count).map(|i| Some((self.at(i)?, other.at(i)?)));
                Each(
                    pairs
                        .map(|pair| pair.and_then(|(a, b)| f(a, b)))
                        .collect::<Option<_>>()?,
                )
            }
        })
    }

    /// The number of elements a non-splat holds (1 otherwise).
    fn len(&self) -> usize {
        match self {
            Elements::Each(values) => values.len(),
            _ => 1,
        }
    }

    /// Element `index` (any index of a scalar or splat).
    fn at(&self, index: usize) -> Option<T> {
        match self {
            Elements::Scalar(v) | Elements::Splat(v) => Some(*v),
            Elements::Each(values) => values.get(index).copied(),
        }
    }

    /// The last element, the one MLIR's shift folders decide by.
    pub(crate) fn last(&self) -> Option<T> {
        match self {
            Elements::Scalar(v) | Elements::Splat(v) => Some(*v),
            Elements::Each(values) => values.last().copied(),
        }
    }
}

/// The width of an integer or `index` type (`index` counts as 64 bits, MLIR's internal
/// storage width).
pub(crate) fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// A scalar integer attribute of at most 64 bits.
fn int_scalar(ctx: &Context, attr: Attribute) -> Option<Int> {
    let int = attr.dyn_cast::<IntegerAttr>(ctx)?;
    Int::new(
        int_width(ctx, int.ty(ctx))?,
        int.value(ctx).as_i64()? as u64,
    )
}

/// The elements of an integer constant of at most 64 bits (a scalar or dense elements).
pub(crate) fn ints(ctx: &Context, attr: Option<Attribute>) -> Option<Elements<Int>> {
    let attr = attr?;
    let Some(dense) = attr.dyn_cast::<DenseElementsAttr>(ctx) else {
        return int_scalar(ctx, attr).map(Elements::Scalar);
    };
    if dense.is_splat(ctx) {
        return int_scalar(ctx, dense.splat_value(ctx)?).map(Elements::Splat);
    }
    let width = int_width(ctx, dense.element_type(ctx))?;
    let values = dense.u64_values(ctx)?.map(|bits| Int::new(width, bits));
    values.collect::<Option<_>>().map(Elements::Each)
}

/// The elements of a float constant of a format [`Float`] computes in.
pub(crate) fn floats(ctx: &Context, attr: Option<Attribute>) -> Option<Elements<Float>> {
    let attr = attr?;
    let scalar = |attr: Attribute| {
        let float = attr.dyn_cast::<FloatAttr>(ctx)?;
        Float::new(float.kind(ctx), float.bits(ctx))
    };
    let Some(dense) = attr.dyn_cast::<DenseElementsAttr>(ctx) else {
        return scalar(attr).map(Elements::Scalar);
    };
    if dense.is_splat(ctx) {
        return scalar(dense.splat_value(ctx)?).map(Elements::Splat);
    }
    let TypeData::Float(kind) = ctx.type_data(dense.element_type(ctx)) else {
        return None;
    };
    let values = (0..dense.num_elements(ctx)).map(|i| {
        let bytes = dense.raw_element(ctx, i)?;
        let bits = bytes
            .iter()
            .rev()
            .fold(0u128, |acc, &b| (acc << 8) | u128::from(b));
        Float::new(*kind, bits)
    });
    values.collect::<Option<_>>().map(Elements::Each)
}

/// Integer elements as a constant of type `ty`: a scalar, or dense elements of `ty`'s shape
/// (stored as a splat when they are all equal, as MLIR's `DenseElementsAttr::get` does).
pub(crate) fn int_constant(ctx: &Context, ty: Type, elements: Elements<Int>) -> Option<Attribute> {
    let element = element_type_or_self(ctx, ty);
    match elements {
        Elements::Scalar(v) | Elements::Splat(v) => {
            let scalar = IntegerAttr::get(ctx, element, v.signed()).attr();
            splat_or_scalar(ctx, ty, scalar)
        }
        Elements::Each(values) => {
            let bits: Vec<u64> = values.iter().map(|v| v.unsigned()).collect();
            shaped(ctx, ty)?;
            DenseElementsAttr::get_u64(ctx, ty, &bits)
                .ok()
                .map(|d| d.attr())
        }
    }
}

/// Float elements as a constant of type `ty`, when `ty`'s element type has their format.
pub(crate) fn float_constant(
    ctx: &Context,
    ty: Type,
    elements: Elements<Float>,
) -> Option<Attribute> {
    let element = element_type_or_self(ctx, ty);
    let TypeData::Float(kind) = ctx.type_data(element) else {
        return None;
    };
    let kind = *kind;
    let elements = elements.map(|v| (v.kind() == kind).then_some(v))?;
    match elements {
        Elements::Scalar(v) | Elements::Splat(v) => {
            let scalar = FloatAttr::get_from_bits(ctx, element, v.bits()).attr();
            splat_or_scalar(ctx, ty, scalar)
        }
        Elements::Each(values) => {
            shaped(ctx, ty)?;
            let size = kind.storage_bytes();
            let bytes: Vec<u8> = values
                .iter()
                .flat_map(|v| v.bits().to_le_bytes().into_iter().take(size))
                .collect();
            DenseElementsAttr::get_raw(ctx, ty, &bytes)
                .ok()
                .map(|d| d.attr())
        }
    }
}

/// `ty` when it is shaped.
fn shaped(ctx: &Context, ty: Type) -> Option<Type> {
    ty.isa::<ShapedType>(ctx).then_some(ty)
}

/// `scalar` as a constant of type `ty`: itself, or a splat of it when `ty` is shaped.
pub(crate) fn splat_or_scalar(ctx: &Context, ty: Type, scalar: Attribute) -> Option<Attribute> {
    if shaped(ctx, ty).is_some() {
        return DenseElementsAttr::get_splat(ctx, ty, scalar)
            .ok()
            .map(|d| d.attr());
    }
    Some(scalar)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::types::VectorType;

    fn int(v: i64) -> Int {
        Int::new(8, v as u64).expect("a valid width")
    }

    #[test]
    fn pairs_elements_and_refuses_the_whole_fold_for_one_element() {
        let each = Elements::Each(vec![int(9), int(9), int(9), int(9)]);
        let divisors = Elements::Each(vec![int(1), int(3), int(5), int(7)]);
        let remainders = each.zip(&divisors, Int::urem);
        assert_eq!(
            remainders,
            Some(Elements::Each(vec![int(0), int(0), int(4), int(2)]))
        );
        let with_zero = Elements::Each(vec![int(1), int(0), int(5), int(7)]);
        assert_eq!(each.zip(&with_zero, Int::urem), None);
        let splat = Elements::Splat(int(2));
        let sums = splat.zip(&divisors, |a, b| Some(a.wrapping_add(b)));
        assert_eq!(
            sums,
            Some(Elements::Each(vec![int(3), int(5), int(7), int(9)]))
        );
        assert_eq!(Elements::Scalar(int(1)).zip(&splat, |a, _| Some(a)), None);
        let short = Elements::Each(vec![int(1)]);
        assert_eq!(divisors.zip(&short, |a, _| Some(a)), None, "counts differ");
    }

    #[test]
    fn dense_constants_read_back_what_was_written() {
        let ctx = Context::new();
        let ty = VectorType::get(&ctx, &[3], ctx.common().i8).ty();
        let values = Elements::Each(vec![int(-1), int(2), int(44)]);
        let attr = int_constant(&ctx, ty, values.clone());
        assert_eq!(ints(&ctx, attr), Some(values));
        let equal = int_constant(&ctx, ty, Elements::Each(vec![int(5); 3]));
        assert_eq!(
            ints(&ctx, equal),
            Some(Elements::Splat(int(5))),
            "stored as a splat"
        );
        let fty = VectorType::get(&ctx, &[2], ctx.common().f32).ty();
        let halves = [0x3fc0_0000u128, 0xc020_0000]
            .map(|bits| Float::new(oxir::types::FloatKind::F32, bits).expect("f32 is computed in"));
        let attr = float_constant(&ctx, fty, Elements::Each(halves.to_vec()));
        assert_eq!(floats(&ctx, attr), Some(Elements::Each(halves.to_vec())));
    }
}
