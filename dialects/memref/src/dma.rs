//! MLIR's DMA ops: the custom form and checks of `memref.dma_start` (whose one operand list
//! the memrefs' ranks split into source, destination and tag with their indices, the number
//! of elements and an optional stride pair), the checks of `memref.dma_wait`, and the operands
//! each reads and writes.

use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, TypeData, Value};

use crate::verify::memref_rank;

/// The parts of a `memref.dma_start`'s operand list.
pub struct DmaStart {
    /// The source memref and its indices.
    pub source: (Value, Vec<Value>),
    /// The destination memref and its indices.
    pub destination: (Value, Vec<Value>),
    /// The number of elements.
    pub num_elements: Value,
    /// The tag memref and its indices.
    pub tag: (Value, Vec<Value>),
    /// The stride and the number of elements per stride, when given.
    pub stride: Option<(Value, Value)>,
}

/// Splits the operands of the `memref.dma_start` `op` by the ranks of its memrefs; `None` when
/// they do not split so (which [`verify_start`] reports).
pub fn dma_start_parts(ctx: &Context, body: &Body, op: OpId) -> Option<DmaStart> {
    let operands: Vec<Value> = body.operands(op).collect();
    let mut rest = operands.as_slice();
    let memref_with_indices = |rest: &mut &[Value]| -> Option<(Value, Vec<Value>)> {
        let (&memref, after) = rest.split_first()?;
        let rank = memref_rank(ctx, body.value_type(memref))?;
        let indices = after.get(..rank)?.to_vec();
        *rest = &after[rank..];
        Some((memref, indices))
    };
    let source = memref_with_indices(&mut rest)?;
    let destination = memref_with_indices(&mut rest)?;
    let (&num_elements, after) = rest.split_first()?;
    rest = after;
    let tag = memref_with_indices(&mut rest)?;
    let stride = match rest {
        [] => None,
        [stride, per_stride] => Some((*stride, *per_stride)),
        _ => return None,
    };
    Some(DmaStart {
        source,
        destination,
        num_elements,
        tag,
        stride,
    })
}

/// Parses `memref.dma_start` after its name: `%src[...], %dst[...], %n, %tag[...]
/// (, %stride, %per_stride)? : src-type, dst-type, tag-type`.
pub fn parse_start(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let source = p.parse_operand()?;
    let source_indices = p.parse_operand_list(Delimiter::Square, None)?;
    p.parse_comma()?;
    let destination = p.parse_operand()?;
    let destination_indices = p.parse_operand_list(Delimiter::Square, None)?;
    p.parse_comma()?;
    let num_elements = p.parse_operand()?;
    p.parse_comma()?;
    let tag = p.parse_operand()?;
    let tag_indices = p.parse_operand_list(Delimiter::Square, None)?;
    let mut stride = Vec::new();
    while p.parse_optional_comma() {
        stride.push(p.parse_operand()?);
    }
    let at = p.name_offset();
    if !stride.is_empty() && stride.len() != 2 {
        return Err(p.error_at(at, "expected two stride related operands"));
    }
    let types = p.parse_colon_type_list()?;
    let [source_type, destination_type, tag_type] = types[..] else {
        return Err(p.error_at(at, "fewer/more types expected"));
    };
    let index = p.context().intern_type(TypeData::Index);
    let groups = [
        (source, source_type, source_indices),
        (destination, destination_type, destination_indices),
    ];
    for (memref, ty, indices) in groups {
        state.operands.push(p.resolve_operand(memref, ty)?);
        for operand in indices {
            state.operands.push(p.resolve_operand(operand, index)?);
        }
    }
    state.operands.push(p.resolve_operand(num_elements, index)?);
    state.operands.push(p.resolve_operand(tag, tag_type)?);
    for operand in tag_indices.into_iter().chain(stride) {
        state.operands.push(p.resolve_operand(operand, index)?);
    }
    Ok(())
}

/// Prints `memref.dma_start` after its name, as [`parse_start`] reads it (with the attribute
/// dictionary before the types, which MLIR prints but does not read).
pub fn print_start(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(parts) = dma_start_parts(p.ctx(), p.body(), op) else {
        p.print_generic(op);
        return;
    };
    let body = p.body();
    let memref = |p: &mut OpAsmPrinter<'_>, (value, indices): &(Value, Vec<Value>)| {
        p.print_operand(*value);
        p.write_str("[");
        p.print_operands(indices.iter().copied());
        p.write_str("]");
    };
    p.write_str(" ");
    memref(p, &parts.source);
    p.write_str(", ");
    memref(p, &parts.destination);
    p.write_str(", ");
    p.print_operand(parts.num_elements);
    p.write_str(", ");
    memref(p, &parts.tag);
    if let Some((stride, per_stride)) = parts.stride {
        p.write_str(", ");
        p.print_operands([stride, per_stride]);
    }
    p.print_op_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_types([parts.source.0, parts.destination.0, parts.tag.0].map(|v| body.value_type(v)));
}

/// MLIR's `DmaStartOp::verify`: at least the three memrefs and the number of elements, each
/// memref a memref followed by one index per dimension, and either both stride operands or
/// none, all of `index` type.
pub fn verify_start(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: String| op_error(ctx, body, op, message);
    let operands: Vec<Value> = body.operands(op).collect();
    if operands.len() < 4 {
        return Err(error("expected at least 4 operands".to_string()));
    }
    let mut expected = 4;
    let mut check = |position: usize, what: &str| -> Result<usize, Diagnostic> {
        let Some(rank) = memref_rank(ctx, body.value_type(operands[position])) else {
            return Err(error(format!("expected {what} to be of memref type")));
        };
        expected += rank;
        if operands.len() < expected {
            return Err(error(format!("expected at least {expected} operands")));
        }
        let indices = &operands[position + 1..position + 1 + rank];
        if !indices.iter().all(|&v| is_index(ctx, body, v)) {
            return Err(error(format!(
                "expected {what} indices to be of index type"
            )));
        }
        Ok(position + 1 + rank)
    };
    let after_source = check(0, "source")?;
    let num_elements = check(after_source, "destination")?;
    if !is_index(ctx, body, operands[num_elements]) {
        return Err(error(
            "expected num elements to be of index type".to_string(),
        ));
    }
    check(num_elements + 1, "tag")?;
    if operands.len() != expected && operands.len() != expected + 2 {
        return Err(error("incorrect number of operands".to_string()));
    }
    if !operands[expected..].iter().all(|&v| is_index(ctx, body, v)) {
        return Err(error(
            "expected stride and num elements per stride to be of type index".to_string(),
        ));
    }
    Ok(())
}

/// Whether `value` is of `index` type.
fn is_index(ctx: &Context, body: &Body, value: Value) -> bool {
    matches!(ctx.type_data(body.value_type(value)), TypeData::Index)
}

/// MLIR's `DmaWaitOp::verify`: one tag index per dimension of the tag memref.
pub fn verify_wait(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(rank) = body
        .operand(op, 0)
        .and_then(|tag| memref_rank(ctx, body.value_type(tag)))
    else {
        return Ok(());
    };
    let indices = body.num_operands(op).saturating_sub(2);
    if indices != rank {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {indices}"
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::{first_error, printed};

    const ARGS: &str = "%s = \"t.def\"() : () -> memref<4x8xf32>\n%d = \"t.def\"() : () -> memref<16xf32, 1>\n%t = \"t.def\"() : () -> memref<1xi32>\n%i = \"t.def\"() : () -> index\n";

    #[test]
    fn transfers_split_their_operands_by_rank() {
        let ir = format!(
            "{ARGS}memref.dma_start %s[%i, %i], %d[%i], %i, %t[%i], %i, %i : memref<4x8xf32>, memref<16xf32, 1>, memref<1xi32>"
        );
        assert!(printed(&ir).ends_with(
            "memref.dma_start %0[%3, %3], %1[%3], %3, %2[%3], %3, %3 : memref<4x8xf32>, memref<16xf32, 1>, memref<1xi32>"
        ));
        let two_types = format!(
            "{ARGS}memref.dma_start %s[%i, %i], %d[%i], %i, %t[%i] : memref<4x8xf32>, memref<16xf32, 1>"
        );
        assert_eq!(
            first_error(&two_types).as_deref(),
            Some("custom op 'memref.dma_start' fewer/more types expected")
        );
    }

    #[test]
    fn transfers_check_their_memrefs_and_indices() {
        let generic = |operands: &str, types: &str| {
            first_error(&format!(
                "{ARGS}\"memref.dma_start\"({operands}) : ({types}) -> ()"
            ))
        };
        assert_eq!(
            generic("%s, %i", "memref<4x8xf32>, index").as_deref(),
            Some("'memref.dma_start' op expected at least 4 operands")
        );
        assert_eq!(
            generic(
                "%s, %i, %i, %d, %i, %i, %t",
                "memref<4x8xf32>, index, index, memref<16xf32, 1>, index, index, memref<1xi32>"
            )
            .as_deref(),
            Some("'memref.dma_start' op expected at least 8 operands")
        );
        assert_eq!(
            generic(
                "%s, %i, %i, %d, %i, %i, %i, %i",
                "memref<4x8xf32>, index, index, memref<16xf32, 1>, index, index, index, index"
            )
            .as_deref(),
            Some("'memref.dma_start' op expected tag to be of memref type")
        );
    }

    #[test]
    fn waits_take_one_index_per_tag_dimension() {
        assert_eq!(
            first_error(&format!("{ARGS}memref.dma_wait %t[%i], %i : memref<1xi32>")),
            None
        );
        assert_eq!(
            first_error(&format!(
                "{ARGS}memref.dma_wait %t[%i, %i], %i : memref<1xi32>"
            ))
            .as_deref(),
            Some(
                "'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2"
            )
        );
    }
}
