//! The hand-written hooks of `affine.vector_load` and `affine.vector_store` (MLIR 19's
//! `AffineVectorLoadOp` and `AffineVectorStoreOp`): their custom form
//! `%A[%i + 1, symbol(%n)] : memref<...>, vector<...>` and their checks (those of the scalar
//! accesses, then the memref's and the vector's element types agree).
//!
//! Not here: what they share with `affine.load` and `affine.store` (the subscript form, the
//! indexing checks and the memory effects, all in `crate::memory`) and their canonicalization
//! (map composition, `crate::compose`). Neither op folds, as in MLIR 19.

use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, Type, TypeData, Value};

use crate::map_ops::map_of;
use crate::memory::{memref_parts, parse_access, print_access, resolve_access, verify_indexing};

/// The position of the memref operand of `affine.vector_load`; the subscripts follow it.
const LOAD_MEMREF: usize = 0;

/// The position of the memref operand of `affine.vector_store`, after the stored vector.
const STORE_MEMREF: usize = 1;

/// Parses `, vector-type` after an access's memref type; another kind of type is reported
/// where it starts, as MLIR's `parseType` into a `VectorType` does.
fn parse_vector_type(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Type> {
    p.parse_comma()?;
    let at = p.current_offset();
    let ty = p.parse_type()?;
    if !matches!(p.context().type_data(ty), TypeData::Vector { .. }) {
        return Err(p.error_at(at, "invalid kind of type specified"));
    }
    Ok(ty)
}

/// Parses `affine.vector_load` after its name, as MLIR's `AffineVectorLoadOp::parse`.
pub fn parse_load(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let access = parse_access(p, state)?;
    let vector = parse_vector_type(p)?;
    resolve_access(p, state, &access)?;
    state.result_types.push(vector);
    Ok(())
}

/// Parses `affine.vector_store` after its name, as MLIR's `AffineVectorStoreOp::parse`: the
/// stored value is of the vector type.
pub fn parse_store(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_comma()?;
    let access = parse_access(p, state)?;
    let vector = parse_vector_type(p)?;
    state.operands.push(p.resolve_operand(value, vector)?);
    resolve_access(p, state, &access)
}

/// Prints `, vector-type` after an access, `vector` being the loaded or stored value.
fn print_vector_type(p: &mut OpAsmPrinter<'_>, vector: Value) {
    let ty = p.body().value_type(vector);
    p.write_str(", ");
    p.print_type(ty);
}

/// Prints `affine.vector_load` after its name, as MLIR's `AffineVectorLoadOp::print`.
pub fn print_load(p: &mut OpAsmPrinter<'_>, op: OpId) {
    match p.body().result(op, 0) {
        Some(result) if has_subscripts(p, op, LOAD_MEMREF) => {
            p.write_str(" ");
            print_access(p, op, LOAD_MEMREF);
            print_vector_type(p, result);
        }
        _ => p.print_generic(op),
    }
}

/// Whether `op` has a map and a memref operand at `memref`, without which its custom form
/// cannot be printed (an op that does not verify may lack them).
fn has_subscripts(p: &OpAsmPrinter<'_>, op: OpId, memref: usize) -> bool {
    map_of(p.ctx(), p.body(), op).is_some() && p.body().operand(op, memref).is_some()
}

/// Prints `affine.vector_store` after its name, as MLIR's `AffineVectorStoreOp::print`.
pub fn print_store(p: &mut OpAsmPrinter<'_>, op: OpId) {
    match p.body().operand(op, 0) {
        Some(value) if has_subscripts(p, op, STORE_MEMREF) => {
            p.write_str(" ");
            p.print_operand(value);
            p.write_str(", ");
            print_access(p, op, STORE_MEMREF);
            print_vector_type(p, value);
        }
        _ => p.print_generic(op),
    }
}

/// MLIR's `verifyMemoryOpIndexing`, then its `verifyVectorMemoryOp`: the memref's element type
/// is the vector's. Operands of other kinds are left to the generated checks, which report
/// them first.
fn verify_vector_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memref: usize,
    vector: Option<Value>,
) -> Result<(), Diagnostic> {
    verify_indexing(ctx, body, op, memref)?;
    let memref_element = body
        .operand(op, memref)
        .and_then(|m| memref_parts(ctx, body.value_type(m)))
        .map(|(element, _)| element);
    let vector_element = vector.and_then(|v| match ctx.type_data(body.value_type(v)) {
        TypeData::Vector { element, .. } => Some(*element),
        _ => None,
    });
    if let (Some(memref_element), Some(vector_element)) = (memref_element, vector_element)
        && memref_element != vector_element
    {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

/// MLIR's `AffineVectorLoadOp::verify`.
pub fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_vector_access(ctx, body, op, LOAD_MEMREF, body.result(op, 0))
}

/// MLIR's `AffineVectorStoreOp::verify`.
pub fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_vector_access(ctx, body, op, STORE_MEMREF, body.operand(op, 0))
}

#[cfg(test)]
mod tests {
    use crate::testing::{canonicalized, first_error, printed};

    const ARGS: &str = "%A = \"t.def\"() : () -> memref<4x?xf32>\n%i = \"t.def\"() : () -> index\n%n = \"t.def\"() : () -> index\n%v = \"t.def\"() : () -> vector<8xf32>\n";

    #[test]
    fn vector_accesses_print_their_memref_and_vector_types() {
        let ir = format!(
            "{ARGS}%0 = affine.vector_load %A[%i + 1, symbol(%n)] {{foo}} : memref<4x?xf32>, vector<8xf32>\naffine.vector_store %v, %A[%i, %n] : memref<4x?xf32>, vector<8xf32>"
        );
        let text = printed(&ir, false);
        assert!(
            text.contains(
                "%4 = affine.vector_load %0[%1 + 1, symbol(%2)] {foo} : memref<4x?xf32>, vector<8xf32>\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("affine.vector_store %3, %0[%1, %2] : memref<4x?xf32>, vector<8xf32>\n"),
            "{text}"
        );
        let generic = printed(&ir, true);
        assert!(
            generic.contains(
                "\"affine.vector_store\"(%3, %0, %1, %2) <{map = #map1}> : (vector<8xf32>, memref<4x?xf32>, index, index) -> ()"
            ),
            "{generic}"
        );
    }

    #[test]
    fn the_checks_follow_mlir() {
        let cases = [
            (
                "%0 = affine.vector_load %A[%i, %n] : memref<4x?xf32>, vector<8xi32>",
                "'affine.vector_load' op requires memref and vector types of the same elemental type",
            ),
            (
                "%0 = affine.vector_load %A[%i, %n] : memref<4x?xf32>, f32",
                "custom op 'affine.vector_load' invalid kind of type specified",
            ),
            (
                "affine.vector_store %v, %A[%i] : memref<4x?xf32>, vector<8xf32>",
                "'affine.vector_store' op affine map num results must equal memref rank",
            ),
            (
                "\"affine.vector_store\"(%v, %A, %i, %n) : (vector<8xf32>, memref<4x?xf32>, index, index) -> ()",
                "'affine.vector_store' op requires attribute 'map'",
            ),
            (
                "%0 = \"affine.vector_load\"(%A, %i, %n) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<4x?xf32>, index, index) -> f32",
                "'affine.vector_load' op result #0 must be vector of any type values, but got 'f32'",
            ),
        ];
        for (op, message) in cases {
            assert_eq!(
                first_error(&format!("{ARGS}{op}")).as_deref(),
                Some(message),
                "{op}"
            );
        }
    }

    #[test]
    fn applied_subscripts_compose_into_the_map() {
        let ir = format!(
            "{ARGS}%j = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)\n%0 = affine.vector_load %A[%j, %n] : memref<4x?xf32>, vector<8xf32>\naffine.vector_store %0, %A[%j, %n] : memref<4x?xf32>, vector<8xf32>"
        );
        let out = canonicalized(&ir);
        assert!(
            out.contains(
                "%4 = affine.vector_load %0[symbol(%1) + 2, symbol(%2)] : memref<4x?xf32>, vector<8xf32>"
            ),
            "{out}"
        );
        assert!(
            out.contains(
                "affine.vector_store %4, %0[symbol(%1) + 2, symbol(%2)] : memref<4x?xf32>, vector<8xf32>"
            ),
            "{out}"
        );
    }
}
