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

use oxir::attrs::{
    ArrayAttr, DenseElementsAttr, FlatSymbolRefAttr, IntegerAttr, LocationData, TypeAttr,
};
use oxir::structure::IrError;
use oxir::{
    AttrData, BlockId, Body, BodyBuilder, Context, Diagnostic, Op, OpId, OperationState, OwnedOp,
    Value,
};

use crate::ast::{self, Expr, ExprKind, Function, Module, Record};
use crate::dialect::{
    AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, StructAccessOp,
    StructConstantOp, StructType, TransposeOp,
};
use crate::dialect_hooks::{ranked_f64, unranked_f64};
use oxir::text::printer::print_type;

/// The `toy` IR of `module`, or the first error found.
pub fn mlir_gen(ctx: &Context, module: &Module) -> Result<OwnedOp, Diagnostic> {
    let mut arity = HashMap::new();
    for function in module.functions() {
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
    let mut structs = Structs::new();
    for record in &module.records {
        if let Record::Struct(def) = record {
            structs.define(ctx, def)?;
        }
    }
    let mut body = Body::new();
    let state = OperationState::new(ctx.op_name(oxir::builtin::MODULE), ctx.common().unknown_loc)
        .regions(1);
    let op = body.create_op(ctx, state);
    let (scope, regions) = body.region_scope_mut(op);
    let block = BodyBuilder::new(ctx, scope)
        .create_block(regions[0], &[])
        .map_err(|e| ir_error(ctx.common().unknown_loc, e))?;
    let mut results = HashMap::new();
    for function in module.functions() {
        let result = gen_function(ctx, scope, block, &arity, &structs, &results, function)?;
        results.insert(function.proto.name.clone(), result);
    }
    Ok(OwnedOp { body, op })
}

/// Creating an op or block at the end of a block of the same body cannot fail; should it, the
/// error is reported at `loc`.
fn ir_error(loc: oxir::Location, error: IrError) -> Diagnostic {
    Diagnostic::error(loc, format!("building the IR failed: {error}"))
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

/// The struct definitions of a module, by name: their types and fields (chapter 7).
struct Structs {
    defs: HashMap<String, StructDef>,
}

struct StructDef {
    ty: oxir::Type,
    /// Each field's name and, for a struct-typed field, its struct's name.
    fields: Vec<(String, Option<String>)>,
}

impl Structs {
    fn new() -> Self {
        Structs {
            defs: HashMap::new(),
        }
    }

    /// Defines `def`, whose struct-typed fields name structs defined before it.
    fn define(&mut self, ctx: &Context, def: &ast::Struct) -> Result<(), Diagnostic> {
        let mut types = Vec::new();
        let mut fields = Vec::new();
        for field in &def.fields {
            if fields.iter().any(|(name, _)| *name == field.name) {
                return Err(error(
                    ctx,
                    &field.loc,
                    format!("field `{}` is already declared", field.name),
                ));
            }
            types.push(self.type_of(ctx, field.type_name.as_deref(), &field.loc)?);
            fields.push((field.name.clone(), field.type_name.clone()));
        }
        let ty = StructType::get(ctx, &types).ty();
        if self
            .defs
            .insert(def.name.clone(), StructDef { ty, fields })
            .is_some()
        {
            return Err(error(
                ctx,
                &def.loc,
                format!("struct `{}` is already defined", def.name),
            ));
        }
        Ok(())
    }

    /// The type of a variable declared with `var` (`None`: an unranked tensor) or a struct name.
    fn type_of(
        &self,
        ctx: &Context,
        name: Option<&str>,
        loc: &ast::Location,
    ) -> Result<oxir::Type, Diagnostic> {
        match name {
            None => Ok(unranked_f64(ctx)),
            Some(name) => self
                .defs
                .get(name)
                .map(|d| d.ty)
                .ok_or_else(|| error(ctx, loc, format!("unknown struct type `{name}`"))),
        }
    }
}

/// Builds `toy.func` for `function` at the end of `module_block` in `module_body`; the type it
/// returns, if any (`results` has those of the functions built before).
fn gen_function(
    ctx: &Context,
    module_body: &mut Body,
    module_block: BlockId,
    arity: &HashMap<&str, usize>,
    structs: &Structs,
    results: &HashMap<String, Option<oxir::Type>>,
    function: &Function,
) -> Result<Option<oxir::Type>, Diagnostic> {
    let proto = &function.proto;
    let loc = location(ctx, &proto.loc);
    let mut inputs = Vec::new();
    for param in &proto.params {
        inputs.push(structs.type_of(ctx, param.type_name.as_deref(), &param.loc)?);
    }
    let function_type =
        |results: &[oxir::Type]| TypeAttr::get(ctx, ctx.function_type(&inputs, results)).attr();
    let visibility = (proto.name != "main").then(|| ctx.string_attr("private"));
    let func = FuncOp::create(
        &mut BodyBuilder::at_end(ctx, module_body, module_block),
        loc,
        ctx.string_attr(&proto.name),
        function_type(&[]),
        visibility,
        None,
        None,
    )
    .map_err(|e| ir_error(loc, e))?;
    let (body, regions) = module_body.region_scope_mut(func.0);
    let args: Vec<_> = inputs.iter().map(|&t| (t, loc)).collect();
    let mut b = BodyBuilder::new(ctx, body);
    let entry = b
        .create_block(regions[0], &args)
        .map_err(|e| ir_error(loc, e))?;
    let mut state = FunctionGen {
        b,
        arity,
        structs,
        results,
        symbols: HashMap::new(),
    };
    let params: Vec<Value> = state.b.body().block_args(entry).collect();
    for (param, arg) in proto.params.iter().zip(params) {
        state.declare(&param.name, &param.loc, arg, param.type_name.clone())?;
    }
    for expr in &function.body {
        state.statement(expr)?;
    }
    // A function without a final `return` returns nothing; one returning a value returns the
    // value's type (an unranked tensor or a struct).
    let last = state.b.body().last_op(entry);
    let return_name = ctx.op_name(ReturnOp::NAME);
    let mut result = None;
    match last.filter(|&op| state.b.body().op_name(op) == return_name) {
        None => {
            ReturnOp::create(&mut state.b, loc, &[]).map_err(|e| ir_error(loc, e))?;
        }
        Some(ret) => {
            if let Some(value) = state.b.body().operand(ret, 0) {
                let ty = state.b.body().value_type(value);
                func.set_function_type(ctx, module_body, function_type(&[ty]));
                result = Some(ty);
            }
        }
    }
    Ok(result)
}

/// The state of lowering one function: where ops go (the end of the block being built) and
/// what names mean.
struct FunctionGen<'a> {
    b: BodyBuilder<'a>,
    arity: &'a HashMap<&'a str, usize>,
    structs: &'a Structs,
    results: &'a HashMap<String, Option<oxir::Type>>,
    /// Each variable's value and, for one declared with a struct's name, that name.
    symbols: HashMap<String, (Value, Option<String>)>,
}

impl FunctionGen<'_> {
    fn declare(
        &mut self,
        name: &str,
        loc: &ast::Location,
        value: Value,
        struct_name: Option<String>,
    ) -> Result<(), Diagnostic> {
        if self
            .symbols
            .insert(name.to_string(), (value, struct_name))
            .is_some()
        {
            return Err(error(
                self.b.ctx(),
                loc,
                format!("variable `{name}` is already declared"),
            ));
        }
        Ok(())
    }

    /// The result of the op just created for an expression at `loc` (every one has one).
    fn value_of(
        &self,
        created: Result<OpId, IrError>,
        loc: oxir::Location,
    ) -> Result<Value, Diagnostic> {
        let op = created.map_err(|e| ir_error(loc, e))?;
        self.b
            .body()
            .result(op, 0)
            .ok_or_else(|| Diagnostic::error(loc, "an expression op without a result"))
    }

    fn statement(&mut self, expr: &Expr) -> Result<(), Diagnostic> {
        let ctx = self.b.ctx();
        let loc = location(ctx, &expr.loc);
        match &expr.kind {
            ExprKind::VarDecl {
                name,
                type_name: Some(type_name),
                init,
                ..
            } => {
                // The initializer must have the declared struct's type.
                let ty = self.structs.type_of(ctx, Some(type_name), &expr.loc)?;
                let value = self.expression(init)?;
                let found = self.b.body().value_type(value);
                if found != ty {
                    return Err(error(
                        ctx,
                        &expr.loc,
                        format!(
                            "struct type of initializer is different than the variable declaration. Got {}, but expected {}",
                            print_type(ctx, found),
                            print_type(ctx, ty)
                        ),
                    ));
                }
                self.declare(name, &expr.loc, value, Some(type_name.clone()))
            }
            ExprKind::VarDecl {
                name, shape, init, ..
            } => {
                let mut value = self.expression(init)?;
                // A declared shape reshapes the initial value.
                if !shape.is_empty() {
                    let ty = ranked_f64(ctx, shape);
                    let reshape = ReshapeOp::create(&mut self.b, loc, ty, value);
                    value = self.value_of(reshape.map(Op::id), loc)?;
                }
                self.declare(name, &expr.loc, value, None)
            }
            ExprKind::Return(value) => {
                let operands = match value {
                    Some(value) => vec![self.expression(value)?],
                    None => Vec::new(),
                };
                ReturnOp::create(&mut self.b, loc, &operands).map_err(|e| ir_error(loc, e))?;
                Ok(())
            }
            ExprKind::Print(value) => {
                let value = self.expression(value)?;
                PrintOp::create(&mut self.b, loc, value).map_err(|e| ir_error(loc, e))?;
                Ok(())
            }
            _ => self.expression(expr).map(|_| ()),
        }
    }

    fn expression(&mut self, expr: &Expr) -> Result<Value, Diagnostic> {
        let ctx = self.b.ctx();
        let loc = location(ctx, &expr.loc);
        let unranked = unranked_f64(ctx);
        let created = match &expr.kind {
            ExprKind::Number(_) | ExprKind::Literal { .. } => {
                let data = constant_data(ctx, expr)?;
                let ty = oxir::attrs::attr_type(ctx, data).unwrap_or(unranked);
                ConstantOp::create(&mut self.b, loc, ty, data).map(Op::id)
            }
            ExprKind::Var(name) => {
                return self
                    .symbols
                    .get(name)
                    .map(|(value, _)| *value)
                    .ok_or_else(|| error(ctx, &expr.loc, format!("unknown variable `{name}`")));
            }
            ExprKind::StructLiteral(_) => {
                let (data, ty) = self.struct_constant(expr)?;
                StructConstantOp::create(&mut self.b, loc, ty, data).map(Op::id)
            }
            ExprKind::BinOp { op: '.', lhs, .. } => {
                let input = self.expression(lhs)?;
                let Some(index) = self.member_index(expr) else {
                    return Err(error(
                        ctx,
                        &expr.loc,
                        "invalid access into struct expression".to_string(),
                    ));
                };
                let element = self
                    .b
                    .body()
                    .value_type(input)
                    .dyn_cast::<StructType>(ctx)
                    .and_then(|s| s.element_types(ctx).get(index).copied())
                    .unwrap_or(unranked);
                let index = IntegerAttr::get(ctx, ctx.common().i64, index as i64).attr();
                StructAccessOp::create(&mut self.b, loc, element, input, index).map(Op::id)
            }
            ExprKind::BinOp { op, lhs, rhs } => {
                let lhs = self.expression(lhs)?;
                let rhs = self.expression(rhs)?;
                match op {
                    '+' => AddOp::create(&mut self.b, loc, unranked, lhs, rhs).map(Op::id),
                    '*' => MulOp::create(&mut self.b, loc, unranked, lhs, rhs).map(Op::id),
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
                    TransposeOp::create(&mut self.b, loc, unranked, operands[0]).map(Op::id)
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
                    // The callee's result type when it is built already (the tutorial's
                    // functions are defined before their calls), else an unranked tensor.
                    let result = self.results.get(callee).copied().flatten();
                    let symbol = FlatSymbolRefAttr::get(ctx, callee).attr();
                    GenericCallOp::create(
                        &mut self.b,
                        loc,
                        result.unwrap_or(unranked),
                        &operands,
                        symbol,
                    )
                    .map(Op::id)
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
        self.value_of(created, loc)
    }
}

impl FunctionGen<'_> {
    /// The name of the struct `expr` is a value of: a variable declared with a struct's name,
    /// or a struct-typed field of one (the tutorial's `getStructFor`).
    fn struct_for(&self, expr: &Expr) -> Option<&str> {
        match &expr.kind {
            ExprKind::Var(name) => self.symbols.get(name)?.1.as_deref(),
            ExprKind::BinOp { op: '.', lhs, rhs } => {
                let parent = self.structs.defs.get(self.struct_for(lhs)?)?;
                let ExprKind::Var(field) = &rhs.kind else {
                    return None;
                };
                let (_, ty) = parent.fields.iter().find(|(name, _)| name == field)?;
                ty.as_deref()
            }
            _ => None,
        }
    }

    /// The index of the field `lhs.rhs` accesses (the tutorial's `getMemberIndex`).
    fn member_index(&self, access: &Expr) -> Option<usize> {
        let ExprKind::BinOp { op: '.', lhs, rhs } = &access.kind else {
            return None;
        };
        let def = self.structs.defs.get(self.struct_for(lhs)?)?;
        let ExprKind::Var(field) = &rhs.kind else {
            return None;
        };
        def.fields.iter().position(|(name, _)| name == field)
    }

    /// The value and type of a struct literal's `toy.struct_constant`: per element, dense
    /// elements of a number or literal (typed as an unranked tensor in the struct) or the
    /// nested array of a struct literal (the tutorial's `getConstantAttr`).
    fn struct_constant(&self, expr: &Expr) -> Result<(oxir::Attribute, oxir::Type), Diagnostic> {
        let ctx = self.b.ctx();
        let ExprKind::StructLiteral(values) = &expr.kind else {
            return Err(error(
                ctx,
                &expr.loc,
                "expected a struct literal".to_string(),
            ));
        };
        let mut attrs = Vec::new();
        let mut types = Vec::new();
        for value in values {
            let (attr, ty) = match &value.kind {
                ExprKind::StructLiteral(_) => self.struct_constant(value)?,
                _ => (constant_data(ctx, value)?, unranked_f64(ctx)),
            };
            attrs.push(attr);
            types.push(ty);
        }
        Ok((
            ArrayAttr::get(ctx, &attrs).attr(),
            StructType::get(ctx, &types).ty(),
        ))
    }
}

/// The dense elements of a number or tensor literal, and their type.
fn constant_data(ctx: &Context, expr: &Expr) -> Result<oxir::Attribute, Diagnostic> {
    let (ty, values) = match &expr.kind {
        ExprKind::Number(value) => (ranked_f64(ctx, &[]), vec![*value]),
        ExprKind::Literal { dims, .. } => {
            let mut values = Vec::new();
            flatten(expr, &mut values);
            (ranked_f64(ctx, dims), values)
        }
        _ => {
            return Err(error(
                ctx,
                &expr.loc,
                "expected a number or a literal".to_string(),
            ));
        }
    };
    DenseElementsAttr::get_f64(ctx, ty, &values)
        .map(|d| d.attr())
        .map_err(|e| error(ctx, &expr.loc, e.to_string()))
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
