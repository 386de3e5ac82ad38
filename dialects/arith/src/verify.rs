//! The checks of `arith` ops that MLIR writes by hand, with its messages: the `verify` hooks of
//! `defs/arith.toml` (constants, casts, `arith.select`) and the predicates of its
//! `PredOpTrait`s. The constraints the spec states (operand types, attribute kinds, the traits)
//! are generated and run before these.
//!
//! A cast's check is MLIR's `CastOpInterface` verifier with the op's `areCastCompatible`: one
//! operand and one result whose (element) types the cast accepts, else `operand type 'i32' and
//! result type 'i16' are cast incompatible`.

use oxir::op_support::attr;
use oxir::text::printer::print_type;
use oxir::types::{element_type_or_self, is_compatible_shape};
use oxir::verifier::op_error;
use oxir::{AttrData, Body, Context, Diagnostic, OpId, Type, TypeData};

use crate::types::i1_same_shape;

/// The type of operand `index` of `op`, if it has one.
fn operand_type(body: &Body, op: OpId, index: usize) -> Option<Type> {
    body.operand(op, index).map(|v| body.value_type(v))
}

/// The type of result `index` of `op`, if it has one.
fn result_type(body: &Body, op: OpId, index: usize) -> Option<Type> {
    body.result(op, index).map(|v| body.value_type(v))
}

/// `arith.constant`: an integer result is signless, and the value is an integer, float or
/// elements attribute; a scalable vector is only initialized by a splat.
pub fn constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(ty), Some(value)) = (result_type(body, op, 0), attr(ctx, body, op, "value")) else {
        return Ok(());
    };
    if matches!(ctx.type_data(ty), TypeData::Integer { .. })
        && !oxir::types::is_signless_integer(ctx, ty, None)
    {
        return Err(op_error(
            ctx,
            body,
            op,
            "integer return type must be signless",
        ));
    }
    let splat = match ctx.attr_data(value) {
        AttrData::Bool(_) | AttrData::Integer { .. } | AttrData::Float { .. } => true,
        AttrData::DenseElements { .. } => value
            .dyn_cast::<oxir::attrs::DenseElementsAttr>(ctx)
            .is_some_and(|dense| dense.is_splat(ctx)),
        // Sparse and resource elements are elements attributes too, never splats.
        _ if oxir::attrs::is_elements_attr(ctx, value) => false,
        _ => {
            return Err(op_error(
                ctx,
                body,
                op,
                "value must be an integer, float, or elements attribute",
            ));
        }
    };
    let scalable = matches!(ctx.type_data(ty), TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    if scalable && !splat {
        return Err(op_error(
            ctx,
            body,
            op,
            // MLIR 19's wording, misspelling included.
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

/// The element kinds a cast reads and writes.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Integer,
    Float,
    /// An integer or `index`, scalar or in a vector, tensor or memref (`index_cast`).
    IntegerOrIndexOrMemRef,
    /// An integer, `index` or float, in a vector, tensor or memref (`bitcast`).
    AnyScalarOrMemRef,
}

/// The element type of `ty` if it is one of `kind`, scalar or in a container the kind allows
/// (MLIR's `getTypeIfLike` and `getTypeIfLikeOrMemRef`).
fn element_if(ctx: &Context, ty: Type, kind: Kind) -> Option<Type> {
    let container_ok = match ctx.type_data(ty) {
        TypeData::Vector { .. }
        | TypeData::RankedTensor { .. }
        | TypeData::UnrankedTensor { .. } => true,
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => {
            matches!(kind, Kind::IntegerOrIndexOrMemRef | Kind::AnyScalarOrMemRef)
        }
        _ => true,
    };
    let element = element_type_or_self(ctx, ty);
    let element_ok = match (ctx.type_data(element), kind) {
        (TypeData::Integer { .. }, _) => kind != Kind::Float,
        (TypeData::Float(_), Kind::Float | Kind::AnyScalarOrMemRef) => true,
        (TypeData::Index, Kind::IntegerOrIndexOrMemRef | Kind::AnyScalarOrMemRef) => true,
        _ => false,
    };
    (container_ok && element_ok).then_some(element)
}

/// The bit width of an integer or float type; `None` for `index`, whose width MLIR's casts do
/// not know (a bitcast only goes from `index` to `index`).
fn bit_width(ctx: &Context, ty: Type) -> Option<u32> {
    oxir::types::get_int_or_float_bitwidth(ctx, ty)
}

/// Which casts an op accepts, given the element types it reads and writes.
type Compatible = fn(&Context, Type, Type) -> bool;

/// Whether `a` and `b` do not disagree on an encoding: false only for two ranked tensors whose
/// encodings differ, one of them absent included (MLIR's `hasSameEncoding`).
fn has_same_encoding(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::RankedTensor {
                encoding: first, ..
            },
            TypeData::RankedTensor {
                encoding: second, ..
            },
        ) => first == second,
        _ => true,
    }
}

/// MLIR's `CastOpInterface` verifier: one operand and one result of compatible shapes and the
/// same encoding whose types `compatible` accepts.
fn verify_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    (from, to): (Kind, Kind),
    compatible: Compatible,
) -> Result<(), Diagnostic> {
    let (Some(input), Some(output)) = (operand_type(body, op, 0), result_type(body, op, 0)) else {
        return Ok(());
    };
    let fits = body.num_operands(op) == 1
        && body.num_results(op) == 1
        && has_same_encoding(ctx, input, output)
        && is_compatible_shape(ctx, input, output)
        && match (element_if(ctx, input, from), element_if(ctx, output, to)) {
            (Some(src), Some(dst)) => compatible(ctx, src, dst),
            _ => false,
        };
    if fits {
        return Ok(());
    }
    Err(op_error(
        ctx,
        body,
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            print_type(ctx, input),
            print_type(ctx, output)
        ),
    ))
}

/// `arith.extui`, `arith.extsi`: to a wider integer.
pub fn extend_integer(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(
        ctx,
        body,
        op,
        (Kind::Integer, Kind::Integer),
        |ctx, src, dst| bit_width(ctx, dst) > bit_width(ctx, src),
    )
}

/// `arith.trunci`: to a narrower integer.
pub fn truncate_integer(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(
        ctx,
        body,
        op,
        (Kind::Integer, Kind::Integer),
        |ctx, src, dst| bit_width(ctx, dst) < bit_width(ctx, src),
    )
}

/// `arith.extf`: to a wider float.
pub fn extend_float(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(
        ctx,
        body,
        op,
        (Kind::Float, Kind::Float),
        |ctx, src, dst| bit_width(ctx, dst) > bit_width(ctx, src),
    )
}

/// `arith.truncf`: to a narrower float.
pub fn truncate_float(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(
        ctx,
        body,
        op,
        (Kind::Float, Kind::Float),
        |ctx, src, dst| bit_width(ctx, dst) < bit_width(ctx, src),
    )
}

/// `arith.uitofp`, `arith.sitofp`: from an integer to a float.
pub fn integer_to_float(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(ctx, body, op, (Kind::Integer, Kind::Float), |_, _, _| true)
}

/// `arith.fptoui`, `arith.fptosi`: from a float to an integer.
pub fn float_to_integer(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(ctx, body, op, (Kind::Float, Kind::Integer), |_, _, _| true)
}

/// `arith.index_cast`, `arith.index_castui`: between `index` and a signless integer.
pub fn index_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let kinds = (Kind::IntegerOrIndexOrMemRef, Kind::IntegerOrIndexOrMemRef);
    verify_cast(ctx, body, op, kinds, |ctx, src, dst| {
        let signless = |t| oxir::types::is_signless_integer(ctx, t, None);
        let index = |t| matches!(ctx.type_data(t), TypeData::Index);
        (index(src) && signless(dst)) || (signless(src) && index(dst))
    })
}

/// `arith.bitcast`: between types of the same bit width.
pub fn bitcast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let kinds = (Kind::AnyScalarOrMemRef, Kind::AnyScalarOrMemRef);
    verify_cast(ctx, body, op, kinds, |ctx, src, dst| {
        bit_width(ctx, src) == bit_width(ctx, dst)
    })
}

/// `arith.select`: the condition is `i1`, or for a vector or tensor result a mask of `i1` of
/// the result's shape.
pub fn select(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(condition), Some(result)) = (operand_type(body, op, 0), result_type(body, op, 0))
    else {
        return Ok(());
    };
    if oxir::types::is_signless_integer(ctx, condition, Some(1)) {
        return Ok(());
    }
    let shaped = matches!(
        ctx.type_data(result),
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    );
    if !shaped {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected condition to be a signless i1, but got '{}'",
                print_type(ctx, condition)
            ),
        ));
    }
    let expected = i1_same_shape(ctx, result);
    if condition != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                print_type(ctx, expected),
                print_type(ctx, condition)
            ),
        ));
    }
    Ok(())
}

/// The dimensions of a ranked tensor type; none for any other type (MLIR's predicate reads an
/// empty shape there).
fn tensor_dims(ctx: &Context, ty: Type) -> &[i64] {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, .. } => shape,
        _ => &[],
    }
}

/// The predicate of the casts' `SameInputOutputTensorDims`: a tensor operand and a tensor
/// result have exactly the same dimensions (`?` only matches `?`).
pub fn same_tensor_dims(ctx: &Context, body: &Body, op: OpId) -> bool {
    match (operand_type(body, op, 0), result_type(body, op, 0)) {
        (Some(input), Some(output)) => tensor_dims(ctx, input) == tensor_dims(ctx, output),
        _ => true,
    }
}

/// The shape of a shaped type, if it has one.
fn shape_of(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. }
        | TypeData::RankedTensor { shape, .. }
        | TypeData::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The predicate of `arith.select`'s `BooleanConditionOrMatchingShape`: the condition is `i1`,
/// or it has the shape of the result.
pub fn condition_shape(ctx: &Context, body: &Body, op: OpId) -> bool {
    let (Some(condition), Some(result)) = (operand_type(body, op, 0), result_type(body, op, 0))
    else {
        return true;
    };
    if oxir::types::is_signless_integer(ctx, condition, Some(1)) {
        return true;
    }
    match (shape_of(ctx, condition), shape_of(ctx, result)) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    fn cast(op: &str, from: &str, to: &str) -> Option<String> {
        first_error(&format!(
            "%x = \"t.def\"() : () -> {from}\n%y = arith.{op} %x : {from} to {to}"
        ))
    }

    #[test]
    fn casts_accept_what_mlir_accepts() {
        for (op, from, to) in [
            ("extui", "i8", "i64"),
            ("extsi", "vector<2xi1>", "vector<2xi8>"),
            ("trunci", "tensor<?xi64>", "tensor<?xi32>"),
            ("uitofp", "i32", "bf16"),
            ("fptosi", "f64", "i1"),
            ("index_cast", "memref<2xindex>", "memref<2xi16>"),
            ("index_castui", "i64", "index"),
            ("bitcast", "vector<4xf32>", "vector<4xi32>"),
            ("bitcast", "index", "index"),
            ("extf", "tensor<4xf16, \"e\">", "tensor<4xf32, \"e\">"),
            ("sitofp", "vector<4xi8>", "vector<4xf32>"),
        ] {
            assert_eq!(cast(op, from, to), None, "{op} {from} to {to}");
        }
    }

    #[test]
    fn casts_reject_what_mlir_rejects() {
        for (op, from, to) in [
            ("extsi", "i8", "i8"),
            ("trunci", "i8", "i16"),
            ("index_cast", "index", "index"),
            ("index_cast", "i32", "i64"),
            ("bitcast", "f16", "i32"),
            ("bitcast", "index", "i64"),
            ("bitcast", "memref<2xi64>", "memref<2xindex>"),
            ("extf", "tensor<4xf16, \"e\">", "tensor<4xf32, \"f\">"),
            ("extsi", "tensor<4xi8>", "tensor<4xi16, \"e\">"),
        ] {
            assert_eq!(
                cast(op, from, to),
                Some(format!(
                    "'arith.{op}' op operand type '{from}' and result type '{to}' are cast incompatible"
                )),
                "{op} {from} to {to}"
            );
        }
    }

    #[test]
    fn selects_take_a_bool_or_a_mask_of_the_result_shape() {
        let select = |cond: &str, ty: &str| {
            first_error(&format!(
                "%c = \"t.def\"() : () -> {cond}\n%v = \"t.def\"() : () -> {ty}\n%r = \"arith.select\"(%c, %v, %v) : ({cond}, {ty}, {ty}) -> {ty}"
            ))
        };
        assert_eq!(select("i1", "f32"), None);
        assert_eq!(select("vector<4xi1>", "vector<4xf32>"), None);
        assert_eq!(select("tensor<2xi1>", "tensor<2xi8>"), None);
        assert_eq!(
            select("tensor<?xi1>", "tensor<2xi8>").as_deref(),
            Some(
                "'arith.select' op failed to verify that condition is signless i1 or has matching shape"
            )
        );
    }

    #[test]
    fn constants_are_signless_integers_floats_or_elements() {
        assert_eq!(first_error("%c = arith.constant 3 : i8"), None);
        assert_eq!(
            first_error("%c = \"arith.constant\"() <{value = 3 : ui8}> : () -> ui8").as_deref(),
            Some("'arith.constant' op integer return type must be signless")
        );
        assert_eq!(
            first_error("%c = arith.constant dense<[1, 2]> : vector<[2]xi32>").as_deref(),
            Some(
                "'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat"
            )
        );
        assert_eq!(
            first_error("%c = arith.constant dense<1> : vector<[2]xi32>"),
            None
        );
    }
}
