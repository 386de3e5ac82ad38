//! What inlining needs of `func`: `func.call` and `func.call_indirect` as calls (the core's
//! `SymbolCall` and `IndirectCall` models), `func.func` as a callable (the core's
//! `FunctionCallable`), and the dialect's inliner interface (MLIR's `FuncInlinerInterface`):
//! every `func` op may be inlined, a `func.return` of a single inlined block hands its operands
//! to the call's results, and one of several inlined blocks becomes a `cf.br` to the block
//! after them.
//!
//! The branch is built by name, so this crate does not depend on `cf`; the `cf` dialect must be
//! registered for the result to verify, as in MLIR where the func dialect's inliner creates
//! `cf.br`. No type conversion is materialized at call boundaries (a call whose types differ
//! from its callee's is not inlined).

use oxir::inliner::{DialectInlinerInterface, forward_returned_values, replace_with_branch};
use oxir::{BlockId, Body, Context, OpId, Value};

/// The `func` dialect's inliner interface, which `defs/func.toml` registers. See the module
/// documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct FuncInliner;

impl DialectInlinerInterface for FuncInliner {
    fn legal_by_default(&self) -> bool {
        true
    }

    fn handle_terminator_with_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        dest: BlockId,
    ) -> bool {
        ctx.op_name_str(body.op_name(op)) == crate::ReturnOp::NAME
            && replace_with_branch(ctx, body, op, "cf.br", dest)
    }

    fn handle_terminator(&self, ctx: &Context, body: &mut Body, op: OpId, results: &[Value]) {
        if ctx.op_name_str(body.op_name(op)) == crate::ReturnOp::NAME {
            forward_returned_values(body, op, results);
        }
    }
}

#[cfg(test)]
mod tests {
    use oxir::call::{Callee, call_arguments, call_callee, callable_interface};
    use oxir::inliner::inliner_interface_of;
    use oxir::text::parser::{ParseOptions, parse_source};
    use oxir::text::printer::{PrintOptions, print_op};
    use oxir::{Body, Context, OpId};

    const IR: &str = r#"func.func private @g(i32) -> i32
func.func @f(%a: i32, %h: (i32) -> i32) -> i32 {
  %0 = func.call @g(%a) : (i32) -> i32
  %1 = func.call_indirect %h(%0) : (i32) -> i32
  return %1 : i32
}"#;

    fn context() -> Context {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::register(&ctx);
        ctx
    }

    /// The module's body and its top-level ops.
    fn functions(body: &Body) -> Vec<OpId> {
        let (scope, regions) = (body, body.top_level_regions().collect::<Vec<_>>());
        let entry = scope.region_entry(regions[0]).unwrap();
        scope.block_ops(entry).collect()
    }

    #[test]
    fn calls_and_callables() {
        let ctx = context();
        let module = parse_source(&ctx, IR, &ParseOptions::default()).unwrap();
        let body = module.body.nested_body(module.op).unwrap();
        let funcs = functions(body);
        let (g, f) = (funcs[0], funcs[1]);
        let callable = callable_interface(&ctx, body, g).unwrap();
        assert_eq!(callable.callable_region(&ctx, body, g), None);
        let i32 = ctx.common().i32;
        assert_eq!(callable.argument_types(&ctx, body, g), vec![i32]);
        assert_eq!(callable.result_types(&ctx, body, g), vec![i32]);
        let region = callable.callable_region(&ctx, body, f).unwrap();
        let inner = body.nested_body(f).unwrap();
        let entry = inner.region_entry(region).unwrap();
        let ops: Vec<OpId> = inner.block_ops(entry).collect();
        let args: Vec<_> = inner.block_args(entry).collect();
        let g_ref = ctx.intern_attr(oxir::AttrData::SymbolRef {
            root: ctx.string_attr("g"),
            nested: Box::new([]),
        });
        assert_eq!(
            call_callee(&ctx, inner, ops[0]),
            Some(Callee::Symbol(g_ref))
        );
        assert_eq!(call_arguments(&ctx, inner, ops[0]), Some(vec![args[0]]));
        assert_eq!(
            call_callee(&ctx, inner, ops[1]),
            Some(Callee::Value(args[1]))
        );
        let first = inner.result(ops[0], 0).unwrap();
        assert_eq!(call_arguments(&ctx, inner, ops[1]), Some(vec![first]));
        assert_eq!(call_callee(&ctx, inner, ops[2]), None);
    }

    #[test]
    fn returns_become_branches_or_replacements() {
        let ctx = context();
        let mut module = parse_source(&ctx, IR, &ParseOptions::default()).unwrap();
        let f = functions(module.body.nested_body(module.op).unwrap())[1];
        let outer = module.body.nested_body_mut(module.op).unwrap();
        let inner = outer.nested_body_mut(f).unwrap();
        let region = inner.top_level_regions().next().unwrap();
        let entry = inner.region_entry(region).unwrap();
        let ops: Vec<OpId> = inner.block_ops(entry).collect();
        let inliner = inliner_interface_of(&ctx, inner, ops[2]).unwrap();
        assert!(inliner.is_legal_to_inline_op(&ctx, inner, ops[0], inner, region, true));
        // A single block: the call's results take the returned values.
        let call_result = inner.result(ops[0], 0).unwrap();
        let returned = inner.result(ops[1], 0).unwrap();
        inliner.handle_terminator(&ctx, inner, ops[2], &[call_result]);
        assert!(!inner.has_uses(call_result));
        assert_eq!(inner.operand(ops[1], 1), Some(returned));
        // Several blocks: the return becomes a branch.
        let i32 = ctx.common().i32;
        let loc = ctx.common().unknown_loc;
        let next = inner.create_block(&[(i32, loc)]);
        inner.append_block(region, next).unwrap();
        assert!(!inliner.handle_terminator_with_branch(&ctx, inner, ops[1], next));
        assert!(inliner.handle_terminator_with_branch(&ctx, inner, ops[2], next));
        let text = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
        assert!(text.contains("\"cf.br\"(%1)[^bb1] : (i32) -> ()"), "{text}");
        assert!(!text.contains("return"), "{text}");
    }
}
