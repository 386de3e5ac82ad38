//! `index`: MLIR's dialect of integer arithmetic on the `index` type whose width the target
//! decides (32 or 64 bits), as MLIR 19 defines it, written with the `#[dialect]` macros.
//!
//! The ops, their constraints, traits and custom forms are the module [`index`]; what the
//! macros cannot say sits beside it: the folds and the constant materializer ([`fold`], the
//! arithmetic in [`math`]), the canonicalization of `index.cmp` ([`canon`]), the cast verifier ([`verify`]), the names the constants give
//! their results ([`names`]) and the integer ranges of the ops ([`int_range`]). Not here: lowerings to other dialects.

pub mod canon;
pub mod fold;
pub mod int_range;
pub mod math;
pub mod names;
#[cfg(test)]
mod testing;
pub mod verify;

use oxir_ods_macros::dialect;

/// The Index dialect
///
/// The Index dialect contains operations for manipulating values of the builtin `index` type.
/// The index type models target-specific values of pointer width, like `intptr_t`. Index
/// values are typically used as loop bounds, array subscripts, tensor dimensions, etc. The
/// operations in this dialect operate exclusively on scalar index types. Folds are done only
/// where the result is the same for 32- and 64-bit indices.
#[dialect(
    name = "index",
    materialize_constant = "crate::fold::materialize_constant"
)]
pub mod index {
    /// index addition
    ///
    /// The `index.add` operation takes two index values and computes their sum.
    #[op(
        name = "add",
        traits(Pure, Commutative),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::add_op,
    )]
    pub struct AddOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index subtraction
    ///
    /// The `index.sub` operation takes two index values and computes the difference of the first from the second operand.
    #[op(
        name = "sub",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::sub_op,
    )]
    pub struct SubOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index multiplication
    ///
    /// The `index.mul` operation takes two index values and computes their product.
    #[op(
        name = "mul",
        traits(Pure, Commutative),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::mul_op,
    )]
    pub struct MulOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index signed division
    ///
    /// The `index.divs` operation takes two index values and computes their signed quotient, rounding towards zero.
    #[op(
        name = "divs",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::divs_op,
    )]
    pub struct DivSOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index unsigned division
    ///
    /// The `index.divu` operation takes two index values and computes their unsigned quotient, rounding towards zero.
    #[op(
        name = "divu",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::divu_op,
    )]
    pub struct DivUOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index signed ceil division
    ///
    /// The `index.ceildivs` operation takes two index values and computes their signed quotient, rounding towards positive infinity.
    #[op(
        name = "ceildivs",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::ceildivs_op,
    )]
    pub struct CeilDivSOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index unsigned ceil division
    ///
    /// The `index.ceildivu` operation takes two index values and computes their unsigned quotient, rounding towards positive infinity.
    #[op(
        name = "ceildivu",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::ceildivu_op,
    )]
    pub struct CeilDivUOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index signed floor division
    ///
    /// The `index.floordivs` operation takes two index values and computes their signed quotient, rounding towards negative infinity.
    #[op(
        name = "floordivs",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::floordivs_op,
    )]
    pub struct FloorDivSOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index signed remainder
    ///
    /// The `index.rems` operation takes two index values and computes their signed remainder.
    #[op(
        name = "rems",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::rems_op,
    )]
    pub struct RemSOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index unsigned remainder
    ///
    /// The `index.remu` operation takes two index values and computes their unsigned remainder.
    #[op(
        name = "remu",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::remu_op,
    )]
    pub struct RemUOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index signed maximum
    ///
    /// The `index.maxs` operation takes two index values and computes their signed maximum.
    #[op(
        name = "maxs",
        traits(Pure, Commutative),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::maxs_op,
    )]
    pub struct MaxSOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index unsigned maximum
    ///
    /// The `index.maxu` operation takes two index values and computes their unsigned maximum.
    #[op(
        name = "maxu",
        traits(Pure, Commutative),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::maxu_op,
    )]
    pub struct MaxUOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index signed minimum
    ///
    /// The `index.mins` operation takes two index values and computes their signed minimum.
    #[op(
        name = "mins",
        traits(Pure, Commutative),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::mins_op,
    )]
    pub struct MinSOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index unsigned minimum
    ///
    /// The `index.minu` operation takes two index values and computes their unsigned minimum.
    #[op(
        name = "minu",
        traits(Pure, Commutative),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::minu_op,
    )]
    pub struct MinUOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index shift left
    ///
    /// The `index.shl` operation takes two index values and shifts the first left by the second.
    #[op(
        name = "shl",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::shl_op,
    )]
    pub struct ShlOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// signed index shift right
    ///
    /// The `index.shrs` operation takes two index values and shifts the first right by the second, filling with the sign bit.
    #[op(
        name = "shrs",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::shrs_op,
    )]
    pub struct ShrSOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// unsigned index shift right
    ///
    /// The `index.shru` operation takes two index values and shifts the first right by the second, filling with zeros.
    #[op(
        name = "shru",
        traits(Pure),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::shru_op,
    )]
    pub struct ShrUOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index bitwise and
    ///
    /// The `index.and` operation takes two index values and computes their bitwise and.
    #[op(
        name = "and",
        traits(Pure, Commutative),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::and_op,
    )]
    pub struct AndOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index bitwise or
    ///
    /// The `index.or` operation takes two index values and computes their bitwise or.
    #[op(
        name = "or",
        traits(Pure, Commutative),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::or_op,
    )]
    pub struct OrOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index bitwise xor
    ///
    /// The `index.xor` operation takes two index values and computes their bitwise xor.
    #[op(
        name = "xor",
        traits(Pure, Commutative),
        format = "$lhs `,` $rhs attr-dict",
        fold = crate::fold::xor_op,
    )]
    pub struct XOrOp {
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<Index>,
    }

    /// index signed cast
    ///
    /// The `index.casts` operation converts between values of index type and fixed-width
    /// integer types. If casting to a wider integer, the value is sign-extended; to a
    /// narrower one, truncated.
    #[op(
        name = "casts",
        traits(Pure),
        format = "$input attr-dict `:` type($input) `to` type($output)",
        verify = crate::verify::cast,
        fold = crate::fold::casts_op,
    )]
    pub struct CastSOp {
        input: Operand<AnyTypeOf<(AnyInteger, Index)>>,
        output: Result<AnyTypeOf<(AnyInteger, Index)>>,
    }

    /// index unsigned cast
    ///
    /// The `index.castu` operation converts between values of index type and fixed-width
    /// integer types. If casting to a wider integer, the value is zero-extended; to a
    /// narrower one, truncated.
    #[op(
        name = "castu",
        traits(Pure),
        format = "$input attr-dict `:` type($input) `to` type($output)",
        verify = crate::verify::cast,
        fold = crate::fold::castu_op,
    )]
    pub struct CastUOp {
        input: Operand<AnyTypeOf<(AnyInteger, Index)>>,
        output: Result<AnyTypeOf<(AnyInteger, Index)>>,
    }

    /// index compare
    ///
    /// The `index.cmp` operation takes two index values and compares them according to the
    /// comparison predicate; the result is `1` if the comparison is true and `0` otherwise.
    #[op(
        name = "cmp",
        traits(Pure),
        format = "`` $pred `(` $lhs `,` $rhs `)` attr-dict",
        fold = crate::fold::cmp_op,
        canonicalize = crate::canon::patterns,
    )]
    pub struct CmpOp {
        /// the comparison
        pred: Prop<IndexCmpPredicateAttr>,
        lhs: Operand<Index>,
        rhs: Operand<Index>,
        result: Result<I1>,
    }

    /// size in bits of the index type
    ///
    /// The `index.sizeof` operation produces an index-typed SSA value equal to the size in
    /// bits of the `index` type: 32 on 32-bit targets, 64 on 64-bit ones.
    #[op(name = "sizeof", traits(Pure), format = "attr-dict")]
    pub struct SizeOfOp {
        result: Result<Index>,
    }

    /// index constant
    ///
    /// The `index.constant` operation produces an index-typed SSA value equal to some
    /// index-typed integer constant.
    #[op(
        name = "constant",
        traits(Pure, ConstantLike),
        format = "attr-dict $value",
        fold = crate::fold::constant_op,
    )]
    pub struct ConstantOp {
        value: Prop<IndexAttr>,
        result: Result<Index>,
    }

    /// boolean constant
    ///
    /// The `index.bool.constant` operation produces a bool-typed SSA value equal to either
    /// `true` or `false`; it materializes the constants folding `index.cmp` gives.
    #[op(
        name = "bool.constant",
        traits(Pure, ConstantLike),
        format = "attr-dict $value",
        fold = crate::fold::constant_op,
    )]
    pub struct BoolConstantOp {
        value: Prop<BoolAttr>,
        result: Result<I1>,
    }

    /// index comparison predicate kind
    #[enum_def(width = 32, mnemonic = "cmp_predicate", bare)]
    pub enum IndexCmpPredicate {
        eq = 0,
        ne = 1,
        slt = 2,
        sle = 3,
        sgt = 4,
        sge = 5,
        ult = 6,
        ule = 7,
        ugt = 8,
        uge = 9,
    }
}

pub use index::*;

/// Registers the `index` dialect, its ops and the interfaces written by hand into `ctx`;
/// `false` when a dialect of that name was registered already.
pub fn register(ctx: &oxir::Context) -> bool {
    if !index::register(ctx) {
        return false;
    }
    names::attach(ctx);
    int_range::attach(ctx);
    true
}
