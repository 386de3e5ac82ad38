//! The symbol checks of `func.call` and `func.constant` (MLIR's `verifySymbolUses` of `CallOp`
//! and the verifier of `ConstantOp`): the referenced symbol is a `func.func` in the nearest
//! symbol table, whose type matches the call's operands and results, or the constant's type.
//!
//! They run as `SymbolUserOpInterface` checks, when the enclosing symbol table verifies: a
//! function referencing a symbol sits in its own isolated body, from which the table cannot be
//! reached.

use oxir::op_support::attr;
use oxir::symbols::{OpPath, SymbolRef, SymbolTableCollection, reference_leaf_name};
use oxir::text::printer::print_type;
use oxir::verifier::op_error;
use oxir::{Attribute, Body, Context, Diagnostic, Type};

use oxir::function::signature;

/// The function type of the `func.func` that `reference` names from `user`, if it names one.
fn referenced_function(
    ctx: &Context,
    top: &Body,
    user: &OpPath,
    reference: Attribute,
    tables: &mut SymbolTableCollection,
) -> Option<(Vec<Type>, Vec<Type>)> {
    let reference = SymbolRef::from_attr(ctx, reference)?;
    let found = tables
        .lookup_nearest_symbol_from(ctx, top, user, &reference)
        .ok()?;
    let is_function = ctx.op_name_str(found.body.op_name(found.op)) == crate::FuncOp::NAME;
    if !is_function {
        return None;
    }
    signature(ctx, found.body, found.op)
}

/// `'i32', 'f32'`: types as MLIR lists them in diagnostics.
fn type_list(ctx: &Context, types: &[Type]) -> String {
    let quoted: Vec<String> = types
        .iter()
        .map(|&t| format!("'{}'", print_type(ctx, t)))
        .collect();
    quoted.join(", ")
}

/// The checks of a `func.call` (`op` of `body`, at `user` from `top`).
pub fn verify_call(
    ctx: &Context,
    top: &Body,
    body: &Body,
    user: &OpPath,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let op = user.op();
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let Some(callee) = attr(ctx, body, op, "callee") else {
        return error("requires a 'callee' symbol reference attribute".into());
    };
    let Some((inputs, results)) = referenced_function(ctx, top, user, callee, tables) else {
        return error(format!(
            "'{}' does not reference a valid function",
            reference_leaf_name(ctx, callee)
        ));
    };
    let operands: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    if operands.len() != inputs.len() {
        return error("incorrect number of operands for callee".into());
    }
    for (i, (&operand, &input)) in operands.iter().zip(&inputs).enumerate() {
        if operand != input {
            return error(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                print_type(ctx, input),
                print_type(ctx, operand)
            ));
        }
    }
    let result_types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if result_types.len() != results.len() {
        return error("incorrect number of results for callee".into());
    }
    if let Some(i) = (0..results.len()).find(|&i| result_types[i] != results[i]) {
        let location = body.op_loc(op);
        let diagnostic = op_error(ctx, body, op, format!("result type mismatch at index {i}"))
            .with_note(
                location,
                format!("      op result types: {}", type_list(ctx, &result_types)),
            )
            .with_note(
                location,
                format!("function result types: {}", type_list(ctx, &results)),
            );
        return Err(diagnostic);
    }
    Ok(())
}

/// The checks of a `func.constant`.
pub fn verify_constant(
    ctx: &Context,
    top: &Body,
    body: &Body,
    user: &OpPath,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let op = user.op();
    let (Some(value), Some(result)) = (attr(ctx, body, op, "value"), body.result(op, 0)) else {
        return Ok(());
    };
    let Some((inputs, results)) = referenced_function(ctx, top, user, value, tables) else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "reference to undefined function '{}'",
                reference_leaf_name(ctx, value)
            ),
        ));
    };
    if ctx.function_type(&inputs, &results) != body.value_type(result) {
        return Err(op_error(
            ctx,
            body,
            op,
            "reference to function with mismatched type",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    const CALLEE: &str = "func.func private @g(i32) -> i32\n";

    #[test]
    fn calls_match_the_callee() {
        let call = |c: &str| {
            first_error(&format!(
                "{CALLEE}func.func @f(%a: i32) {{\n  {c}\n  return\n}}"
            ))
        };
        assert_eq!(call("%0 = func.call @g(%a) : (i32) -> i32"), None);
        assert_eq!(
            call("%0 = func.call @h(%a) : (i32) -> i32").as_deref(),
            Some("'func.call' op 'h' does not reference a valid function")
        );
        assert_eq!(
            call("func.call @g(%a) : (i32) -> ()").as_deref(),
            Some("'func.call' op incorrect number of results for callee")
        );
    }

    #[test]
    fn constants_match_the_function() {
        let constant =
            |c: &str| first_error(&format!("{CALLEE}func.func @f() {{\n  {c}\n  return\n}}"));
        assert_eq!(constant("%0 = func.constant @g : (i32) -> i32"), None);
        assert_eq!(
            constant("%0 = func.constant @g : () -> i32").as_deref(),
            Some("'func.constant' op reference to function with mismatched type")
        );
    }
}
