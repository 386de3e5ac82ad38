//! Result-type inference for generated ops (MLIR's `InferTypeOpInterface`): what an inference
//! function sees of an op ([`InferInput`]), running it for a builder's op state, recording the
//! result segment sizes of inferred results (`AttrSizedResultSegments`), and the verifier check
//! that an op's result types are the inferred ones, with MLIR's message.
//!
//! The inference functions themselves are written by dialect authors and named in specs; this
//! module only feeds and checks them.

use crate::attrs::{Attribute, NamedAttr};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId, OperationState, dictionary_get};
use crate::text::parser::{OpAsmParser, ParseResult};
use crate::types::Type;
use crate::verifier::op_error;

/// What an inference function sees of an op: its operand types and attributes.
#[derive(Copy, Clone, Debug)]
pub struct InferInput<'a> {
    /// The types of all operands, in order.
    pub operand_types: &'a [Type],
    /// The properties (a dictionary), if any.
    pub properties: Option<Attribute>,
    /// The discardable attributes.
    pub attributes: &'a [NamedAttr],
}

impl InferInput<'_> {
    /// The attribute `name`: the properties first, then the discardable attributes.
    pub fn attr(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.properties
            .and_then(|props| dictionary_get(ctx, props, name.as_bytes()))
            .or_else(|| {
                self.attributes
                    .iter()
                    .rev()
                    .find(|a| ctx.string_bytes(a.name) == name.as_bytes())
                    .map(|a| a.value)
            })
    }
}

/// An inference function: the result types of an op, or why there are none.
pub type InferResultTypes = fn(&Context, &InferInput<'_>) -> Result<Vec<Type>, String>;

/// Runs `infer` on the op `state` describes (its operands are values of `body`) and stores the
/// result types in it; on failure, the error at the state's location, worded like a verifier
/// error of the op.
pub fn infer_into_state(
    ctx: &Context,
    body: &Body,
    state: &mut OperationState,
    infer: InferResultTypes,
) -> Result<(), Diagnostic> {
    let operand_types: Vec<Type> = state.operands.iter().map(|&v| body.value_type(v)).collect();
    let input = InferInput {
        operand_types: &operand_types,
        properties: state.props,
        attributes: &state.attrs,
    };
    match infer(ctx, &input) {
        Ok(types) => {
            state.result_types = types;
            Ok(())
        }
        Err(message) => Err(Diagnostic::error(
            state.loc,
            format!("'{}' op {message}", ctx.op_name_str(state.name)),
        )),
    }
}

/// The sizes of result groups of `arities` holding `total` inferred results: one for each
/// single group, `counts` for the variable-length groups in order but the last, which takes
/// what is left; `Err` says why the results do not split so.
pub fn inferred_segment_sizes(
    arities: &[super::Arity],
    total: usize,
    counts: &[usize],
) -> Result<Vec<usize>, String> {
    use super::Arity;
    let variable = arities.iter().filter(|a| **a != Arity::Single).count();
    if variable > 0 && counts.len() + 1 != variable {
        return Err(format!(
            "cannot split {total} inferred result types into {variable} variable-length result groups with {} sizes given",
            counts.len()
        ));
    }
    let fixed = arities.len() - variable;
    let given: usize = counts.iter().sum();
    let Some(rest) = total.checked_sub(fixed + given) else {
        return Err(format!(
            "{total} inferred result types are fewer than the {} the result groups need",
            fixed + given
        ));
    };
    let mut counts = counts.iter();
    let mut seen = 0;
    let mut sizes = Vec::with_capacity(arities.len());
    for arity in arities {
        let size = match arity {
            Arity::Single => 1,
            _ => {
                seen += 1;
                if seen == variable {
                    rest
                } else {
                    counts.next().copied().unwrap_or(0)
                }
            }
        };
        if *arity == Arity::Optional && size > 1 {
            return Err(format!(
                "{size} inferred result types for an optional result group"
            ));
        }
        sizes.push(size);
    }
    if variable == 0 && rest != 0 {
        return Err(format!("{total} inferred result types for {fixed} results"));
    }
    Ok(sizes)
}

/// Adds the `resultSegmentSizes` property of the inferred result types of `state` (see
/// [`inferred_segment_sizes`]) to its properties; the error at the state's location, worded
/// like a verifier error of the op.
pub fn record_result_segments(
    ctx: &Context,
    state: &mut OperationState,
    arities: &[super::Arity],
    counts: &[usize],
) -> Result<(), Diagnostic> {
    let sizes =
        inferred_segment_sizes(arities, state.result_types.len(), counts).map_err(|message| {
            Diagnostic::error(
                state.loc,
                format!("'{}' op {message}", ctx.op_name_str(state.name)),
            )
        })?;
    set_result_segments(ctx, state, &sizes);
    Ok(())
}

/// [`record_result_segments`] for a parser of an op's custom form, which gives no sizes: the
/// error at the op's name.
pub fn parse_result_segments(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    arities: &[super::Arity],
) -> ParseResult<()> {
    match inferred_segment_sizes(arities, state.result_types.len(), &[]) {
        Ok(sizes) => {
            set_result_segments(p.context(), state, &sizes);
            Ok(())
        }
        Err(message) => {
            let at = p.name_offset();
            Err(p.error_at(at, message))
        }
    }
}

/// Sets (or replaces) the `resultSegmentSizes` property of `state`.
fn set_result_segments(ctx: &Context, state: &mut OperationState, sizes: &[usize]) {
    let mut props: Vec<NamedAttr> = state
        .props
        .map(|p| crate::structure::dictionary_entries(ctx, p).to_vec())
        .unwrap_or_default();
    props.retain(|e| ctx.string_bytes(e.name) != b"resultSegmentSizes");
    props.push(NamedAttr {
        name: ctx.string_attr("resultSegmentSizes"),
        value: super::segment_sizes(ctx, sizes),
    });
    state.props = Some(ctx.dictionary(props));
}

/// Checks that the op's result types are what `infer` computes from it, as MLIR's
/// `InferTypeOpInterface` verifier: `inferred type(s) 'i32' are incompatible with return
/// type(s) of operation 'i64'`; an inference failure is reported as the op's error.
pub fn verify_inferred_result_types(
    ctx: &Context,
    body: &Body,
    op: OpId,
    infer: InferResultTypes,
) -> Result<(), Diagnostic> {
    let operand_types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let attributes = crate::structure::dictionary_entries(ctx, body.op_attrs(op));
    let input = InferInput {
        operand_types: &operand_types,
        properties: body.op_props(op),
        attributes,
    };
    let inferred = infer(ctx, &input).map_err(|message| op_error(ctx, body, op, message))?;
    let actual: Vec<Type> = body.result_types(op).collect();
    if inferred == actual {
        return Ok(());
    }
    Err(op_error(
        ctx,
        body,
        op,
        format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            describe_types(ctx, &inferred),
            describe_types(ctx, &actual)
        ),
    ))
}

/// `'i32', 'f32'`: types as MLIR writes a type range in messages.
fn describe_types(ctx: &Context, types: &[Type]) -> String {
    let quoted: Vec<String> = types
        .iter()
        .map(|&t| format!("'{}'", crate::text::printer::print_type(ctx, t)))
        .collect();
    quoted.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::IntegerAttr;
    use crate::op_support::Arity;

    #[test]
    fn inferred_results_split_into_their_groups() {
        use Arity::{Optional, Single, Variadic};
        assert_eq!(
            inferred_segment_sizes(&[Single, Variadic], 4, &[]),
            Ok(vec![1, 3])
        );
        assert_eq!(
            inferred_segment_sizes(&[Variadic, Single, Optional], 4, &[2]),
            Ok(vec![2, 1, 1])
        );
        assert_eq!(
            inferred_segment_sizes(&[Single, Single], 2, &[]),
            Ok(vec![1, 1])
        );
        assert!(inferred_segment_sizes(&[Single, Single], 3, &[]).is_err());
        assert!(inferred_segment_sizes(&[Variadic, Variadic], 3, &[]).is_err());
        assert!(inferred_segment_sizes(&[Single, Optional], 3, &[]).is_err());
        assert!(inferred_segment_sizes(&[Variadic, Single], 0, &[]).is_err());
    }

    #[test]
    fn result_segments_are_recorded_beside_the_other_properties() {
        let ctx = Context::new();
        let loc = ctx.common().unknown_loc;
        let mut state = OperationState::new(ctx.op_name("t.split"), loc);
        state.result_types = vec![ctx.common().i32; 3];
        state.props = crate::op_support::properties(&ctx, &[("a", Some(ctx.common().unit))]);
        record_result_segments(&ctx, &mut state, &[Arity::Single, Arity::Variadic], &[])
            .expect("1 and 2");
        let props = state.props.expect("properties");
        assert_eq!(dictionary_get(&ctx, props, b"a"), Some(ctx.common().unit));
        assert_eq!(
            dictionary_get(&ctx, props, b"resultSegmentSizes"),
            Some(crate::attrs::DenseArrayAttr::from_i32(&ctx, &[1, 2]).attr())
        );
        state.result_types.clear();
        let error =
            record_result_segments(&ctx, &mut state, &[Arity::Single], &[]).expect_err("no result");
        assert_eq!(
            error.message,
            "'t.split' op 0 inferred result types are fewer than the 1 the result groups need"
        );
    }

    /// The type of attribute `value`, twice.
    fn twice_value_type(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, String> {
        let value = input
            .attr(ctx, "value")
            .ok_or_else(|| "requires attribute 'value'".to_string())?;
        let ty = crate::attrs::attr_type(ctx, value).ok_or("untyped value")?;
        Ok(vec![ty, ty])
    }

    #[test]
    fn builders_get_inferred_types_and_the_verifier_compares_them() {
        let ctx = Context::new();
        let c = *ctx.common();
        let mut body = Body::new();
        let loc = c.unknown_loc;
        let seven = IntegerAttr::get(&ctx, c.i16, 7).attr();
        let mut state =
            OperationState::new(ctx.op_name("t.two"), loc).attr(ctx.string_attr("value"), seven);
        infer_into_state(&ctx, &body, &mut state, twice_value_type).unwrap();
        assert_eq!(state.result_types, vec![c.i16, c.i16]);
        let good = body.create_op(&ctx, state);
        assert!(verify_inferred_result_types(&ctx, &body, good, twice_value_type).is_ok());

        let bad = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("t.two"), loc)
                .attr(ctx.string_attr("value"), seven)
                .results(&[c.i16, c.i32]),
        );
        assert_eq!(
            verify_inferred_result_types(&ctx, &body, bad, twice_value_type)
                .unwrap_err()
                .message,
            "'t.two' op inferred type(s) 'i16', 'i16' are incompatible with return type(s) of operation 'i16', 'i32'"
        );
        let mut empty = OperationState::new(ctx.op_name("t.two"), loc);
        assert_eq!(
            infer_into_state(&ctx, &body, &mut empty, twice_value_type)
                .unwrap_err()
                .message,
            "'t.two' op requires attribute 'value'"
        );
    }
}
