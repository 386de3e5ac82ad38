//! Result-type inference for generated ops (MLIR's `InferTypeOpInterface`): what an inference
//! function sees of an op ([`InferInput`]), running it for a builder's op state, and the
//! verifier check that an op's result types are the inferred ones, with MLIR's message.
//!
//! The inference functions themselves are written by dialect authors and named in specs; this
//! module only feeds and checks them.

use crate::attrs::{Attribute, NamedAttr};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId, OperationState, dictionary_get};
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
