//! Lowering of the Toy AST to the `toy` dialect (the tutorial's `MLIRGen`): one `builtin.module`
//! holding one `toy.func` per function, every op located at its source (`"file":line:col`).
//!
//! Function parameters and results are unranked tensors (`tensor<*xf64>`): functions are
//! generic until inlining and shape inference specialize them. Every function but `main` is
//! private, so that the inliner may drop it once inlined. This is also where names are
//! resolved: an unknown variable or function, a call with the wrong number of arguments, a
//! redefinition, or an unsupported operator is an error at its location. The IR is not
//! verified here; the driver does that.

use std::collections::HashMap;

use oxir::attrs::{DenseElementsAttr, FlatSymbolRefAttr, LocationData, TypeAttr};
use oxir::{AttrData, BlockId, Body, Context, Diagnostic, OpId, OperationState, OwnedOp, Value};

use crate::ast::{self, Expr, ExprKind, Function, Module};
use crate::dialect::{
    AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, TransposeOp,
};
use crate::dialect_hooks::{ranked_f64, unranked_f64};

/// The `toy` IR of `module`, or the first error found.
pub fn mlir_gen(ctx: &Context, module: &Module) -> Result<OwnedOp, Diagnostic> {
    let mut arity = HashMap::new();
    for function in &module.functions {
        let proto = &function.proto;
        if arity
            .insert(proto.name.as_str(), proto.params.len())
            .is_some()
        {
            return Err(error(
                ctx,
                &proto.loc,
                format!("function `{}` is already defined", proto.name),
            ));
        }
    }
    let mut body = Body::new();
    let state = OperationState::new(ctx.op_name(oxir::builtin::MODULE), ctx.common().unknown_loc)
        .regions(1);
    let op = body.create_op(ctx, state);
    let (scope, regions) = body.region_scope_mut(op);
    let block = scope.create_block(&[]);
    attach(scope.append_block(regions[0], block));
    for function in &module.functions {
        let func = gen_function(ctx, scope, &arity, function)?;
        attach(scope.append_op(block, func));
    }
    Ok(OwnedOp { body, op })
}

/// Appending a freshly created op or block to a block or region of the same body cannot fail;
/// the result is dropped here, in one place.
fn attach(result: Result<(), oxir::structure::IrError>) {
    debug_assert!(result.is_ok(), "attaching a new op or block: {result:?}");
}

/// The location attribute of `loc`.
pub fn location(ctx: &Context, loc: &ast::Location) -> oxir::Location {
    ctx.intern_attr(AttrData::Location(LocationData::FileLineCol {
        file: ctx.string_attr(&loc.file),
        line: loc.line,
        column: loc.col,
    }))
}

fn error(ctx: &Context, loc: &ast::Location, message: String) -> Diagnostic {
    Diagnostic::error(location(ctx, loc), message)
}

/// Builds `toy.func` for `function` in `module_body` (detached).
fn gen_function(
    ctx: &Context,
    module_body: &mut Body,
    arity: &HashMap<&str, usize>,
    function: &Function,
) -> Result<OpId, Diagnostic> {
    let proto = &function.proto;
    let loc = location(ctx, &proto.loc);
    let unranked = unranked_f64(ctx);
    let inputs = vec![unranked; proto.params.len()];
    let function_type =
        |results: &[oxir::Type]| TypeAttr::get(ctx, ctx.function_type(&inputs, results)).attr();
    let visibility = (proto.name != "main").then(|| ctx.string_attr("private"));
    let func = FuncOp::build(
        ctx,
        module_body,
        loc,
        ctx.string_attr(&proto.name),
        function_type(&[]),
        visibility,
        None,
        None,
    );
    let (body, regions) = module_body.region_scope_mut(func.0);
    let args: Vec<_> = inputs.iter().map(|&t| (t, loc)).collect();
    let entry = body.create_block(&args);
    attach(body.append_block(regions[0], entry));
    let mut state = FunctionGen {
        ctx,
        body,
        block: entry,
        arity,
        symbols: HashMap::new(),
    };
    for ((name, param_loc), arg) in proto.params.iter().zip(state.body.block_args(entry)) {
        state.declare(name, param_loc, arg)?;
    }
    for expr in &function.body {
        state.statement(expr)?;
    }
    // A function without a final `return` returns nothing; one returning a value returns an
    // unranked tensor.
    let last = state.body.last_op(entry);
    let return_name = ctx.op_name(ReturnOp::NAME);
    match last.filter(|&op| state.body.op_name(op) == return_name) {
        None => {
            let ret = ReturnOp::build(ctx, state.body, loc, &[]);
            attach(state.body.append_op(entry, ret.0));
        }
        Some(ret) if state.body.num_operands(ret) > 0 => {
            func.set_function_type(ctx, module_body, function_type(&[unranked]));
        }
        Some(_) => {}
    }
    Ok(func.0)
}

/// The state of lowering one function: where ops go and what names mean.
struct FunctionGen<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    block: BlockId,
    arity: &'a HashMap<&'a str, usize>,
    symbols: HashMap<String, Value>,
}

impl FunctionGen<'_> {
    fn declare(&mut self, name: &str, loc: &ast::Location, value: Value) -> Result<(), Diagnostic> {
        if self.symbols.insert(name.to_string(), value).is_some() {
            return Err(error(
                self.ctx,
                loc,
                format!("variable `{name}` is already declared"),
            ));
        }
        Ok(())
    }

    fn push(&mut self, op: OpId) -> OpId {
        attach(self.body.append_op(self.block, op));
        op
    }

    fn result(&self, op: OpId) -> Value {
        // Every op built for an expression has one result.
        self.body
            .results(op)
            .next()
            .expect("an expression op has a result")
    }

    fn statement(&mut self, expr: &Expr) -> Result<(), Diagnostic> {
        let loc = location(self.ctx, &expr.loc);
        match &expr.kind {
            ExprKind::VarDecl { name, shape, init } => {
                let mut value = self.expression(init)?;
                // A declared shape reshapes the initial value.
                if !shape.is_empty() {
                    let ty = ranked_f64(self.ctx, shape);
                    let op = ReshapeOp::build(self.ctx, self.body, loc, ty, value);
                    let op = self.push(op.0);
                    value = self.result(op);
                }
                self.declare(name, &expr.loc, value)
            }
            ExprKind::Return(value) => {
                let operands = match value {
                    Some(value) => vec![self.expression(value)?],
                    None => Vec::new(),
                };
                let op = ReturnOp::build(self.ctx, self.body, loc, &operands);
                self.push(op.0);
                Ok(())
            }
            ExprKind::Print(value) => {
                let value = self.expression(value)?;
                let op = PrintOp::build(self.ctx, self.body, loc, value);
                self.push(op.0);
                Ok(())
            }
            _ => self.expression(expr).map(|_| ()),
        }
    }

    fn expression(&mut self, expr: &Expr) -> Result<Value, Diagnostic> {
        let ctx = self.ctx;
        let loc = location(ctx, &expr.loc);
        let unranked = unranked_f64(ctx);
        let op =
            match &expr.kind {
                ExprKind::Number(value) => {
                    let ty = ranked_f64(ctx, &[]);
                    let data = DenseElementsAttr::get_f64(ctx, ty, &[*value])
                        .map_err(|e| error(ctx, &expr.loc, e.to_string()))?;
                    ConstantOp::build(ctx, self.body, loc, ty, data.attr()).0
                }
                ExprKind::Literal { dims, .. } => {
                    let mut values = Vec::new();
                    flatten(expr, &mut values);
                    let ty = ranked_f64(ctx, dims);
                    let data = DenseElementsAttr::get_f64(ctx, ty, &values)
                        .map_err(|e| error(ctx, &expr.loc, e.to_string()))?;
                    ConstantOp::build(ctx, self.body, loc, ty, data.attr()).0
                }
                ExprKind::Var(name) => {
                    return self.symbols.get(name).copied().ok_or_else(|| {
                        error(ctx, &expr.loc, format!("unknown variable `{name}`"))
                    });
                }
                ExprKind::BinOp { op, lhs, rhs } => {
                    let lhs = self.expression(lhs)?;
                    let rhs = self.expression(rhs)?;
                    match op {
                        '+' => AddOp::build(ctx, self.body, loc, unranked, lhs, rhs).0,
                        '*' => MulOp::build(ctx, self.body, loc, unranked, lhs, rhs).0,
                        _ => {
                            return Err(error(
                                ctx,
                                &expr.loc,
                                format!("invalid binary operator `{op}`"),
                            ));
                        }
                    }
                }
                ExprKind::Call { callee, args } => {
                    let mut operands = Vec::new();
                    for arg in args {
                        operands.push(self.expression(arg)?);
                    }
                    if callee == "transpose" {
                        if operands.len() != 1 {
                            return Err(error(
                                ctx,
                                &expr.loc,
                                format!(
                                    "`transpose` takes {}, found {}",
                                    arguments(1),
                                    operands.len()
                                ),
                            ));
                        }
                        TransposeOp::build(ctx, self.body, loc, unranked, operands[0]).0
                    } else {
                        let Some(&expected) = self.arity.get(callee.as_str()) else {
                            return Err(error(
                                ctx,
                                &expr.loc,
                                format!("unknown function `{callee}`"),
                            ));
                        };
                        if expected != operands.len() {
                            return Err(error(
                                ctx,
                                &expr.loc,
                                format!(
                                    "function `{callee}` takes {}, found {}",
                                    arguments(expected),
                                    operands.len()
                                ),
                            ));
                        }
                        let symbol = FlatSymbolRefAttr::get(ctx, callee).attr();
                        GenericCallOp::build(ctx, self.body, loc, unranked, &operands, symbol).0
                    }
                }
                ExprKind::VarDecl { .. } | ExprKind::Return(_) | ExprKind::Print(_) => {
                    return Err(error(
                        ctx,
                        &expr.loc,
                        "expected an expression with a value".to_string(),
                    ));
                }
            };
        let op = self.push(op);
        Ok(self.result(op))
    }
}

/// `1 argument`, `2 arguments`.
fn arguments(count: usize) -> String {
    match count {
        1 => "1 argument".to_string(),
        n => format!("{n} arguments"),
    }
}

/// The numbers of a (nested) literal, row-major.
fn flatten(expr: &Expr, out: &mut Vec<f64>) {
    match &expr.kind {
        ExprKind::Number(value) => out.push(*value),
        ExprKind::Literal { values, .. } => {
            for value in values {
                flatten(value, out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_module;
    use oxir::text::printer::{PrintOptions, print_op};

    fn lower(text: &str) -> Result<String, String> {
        let ctx = crate::context();
        let ast = parse_module("t.toy", text).map_err(|e| e.to_string())?;
        let module = mlir_gen(&ctx, &ast).map_err(|d| d.message)?;
        oxir::verifier::verify(&ctx, &module.body, module.op).map_err(|d| d.message)?;
        Ok(print_op(
            &ctx,
            &module.body,
            module.op,
            &PrintOptions::default(),
        ))
    }

    #[test]
    fn numbers_literals_and_shapes_become_constants_and_reshapes() {
        assert_eq!(
            lower("def main() { var a<2, 1> = [1, 2]; print(a + 3); }"),
            Err("'toy.add' op operand shapes mismatch: tensor<2x1xf64> vs tensor<f64>".into())
        );
        assert_eq!(
            lower("def main() { var a<2, 1> = [1, 2]; print(a * [[3], [4]]); }"),
            Ok("module {\n  toy.func @main() {\n    %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>\n    %1 = toy.reshape(%0 : tensor<2xf64>) to tensor<2x1xf64>\n    %2 = toy.constant dense<[[3.000000e+00], [4.000000e+00]]> : tensor<2x1xf64>\n    %3 = toy.mul %1, %2 : (tensor<2x1xf64>, tensor<2x1xf64>) -> tensor<*xf64>\n    toy.print %3 : tensor<*xf64>\n    toy.return\n  }\n}\n".into())
        );
    }

    #[test]
    fn functions_other_than_main_are_private_and_return_unranked_tensors() {
        let text = lower("def id(x) { return x; } def main() { print(id([1])); }").unwrap();
        assert!(text.contains(
            "toy.func private @id(%arg0: tensor<*xf64>) -> tensor<*xf64> {\n    toy.return %arg0 : tensor<*xf64>"
        ));
        assert!(text.contains("toy.generic_call @id(%0) : (tensor<1xf64>) -> tensor<*xf64>"));
    }

    #[test]
    fn names_are_resolved() {
        assert_eq!(
            lower("def main() { print(x); }"),
            Err("unknown variable `x`".into())
        );
        assert_eq!(
            lower("def main() { print(f(1)); }"),
            Err("unknown function `f`".into())
        );
        assert_eq!(
            lower("def f(a, b) { return a; } def main() { print(f(1)); }"),
            Err("function `f` takes 2 arguments, found 1".into())
        );
        assert_eq!(
            lower("def main(a, a) { }"),
            Err("variable `a` is already declared".into())
        );
        assert_eq!(
            lower("def main() { var x = print(1); }"),
            Err("expected an expression with a value".into())
        );
    }
}
