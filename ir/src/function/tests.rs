use super::syntax::{parse_function_op, print_function_op};
use super::*;
use crate::call::callable_interface;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::structure::OperationState;
use crate::testing::first_error;
use crate::text::parser::{OpAsmParser, ParseOptions, ParseResult, parse_source};
use crate::text::printer::{OpAsmPrinter, PrintOptions, print_op};
use crate::traits::{Trait, TraitSet};

fn parse_func(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_function_op(p, state, "t")
}

fn print_func(p: &mut OpAsmPrinter<'_>, op: OpId) {
    print_function_op(p, op);
}

/// A context with `t.func`, a function op of the conventional model with the function form,
/// `t.plain`, an isolated op with the same attributes but no function interface, and the
/// terminator `t.ret`.
fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let isolated = TraitSet::new(&[Trait::IsolatedFromAbove, Trait::Symbol]);
    let properties = [
        "sym_name",
        "sym_visibility",
        FUNCTION_TYPE_ATTR,
        ARG_ATTRS_ATTR,
        RES_ATTRS_ATTR,
    ];
    let func = OpDescriptor::new("t.func")
        .with_traits(isolated.clone())
        .with_property_names(&properties)
        .with_parse(parse_func)
        .with_print(print_func);
    func.interfaces
        .insert::<dyn FunctionOpInterface>(Box::new(ConventionalFunction));
    func.interfaces
        .insert::<dyn CallableOpInterface>(Box::new(FunctionCallable));
    let plain = OpDescriptor::new("t.plain")
        .with_traits(isolated)
        .with_property_names(&properties);
    let ret = OpDescriptor::new("t.ret").with_traits(TraitSet::new(&[Trait::IsTerminator]));
    ctx.register_dialect(DialectDescriptor::new("t"), vec![func, plain, ret]);
    ctx
}

/// `ir` parsed and printed back in the custom or generic form.
fn round_trip(ir: &str, generic: bool) -> Result<String, String> {
    let ctx = context();
    let module = parse_source(&ctx, ir, &ParseOptions::default()).map_err(|d| d.message)?;
    let options = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    Ok(print_op(&ctx, &module.body, module.op, &options))
}

#[test]
fn declarations_keep_bare_types_attributes_and_visibility() {
    let ir = "t.func private @f(i32 {a.b}, f32) -> (i1 {c.d}, index) attributes {e.f}\n";
    let printed = round_trip(ir, false).expect("parses");
    assert!(printed.contains(ir.trim_end()), "{printed}");
    let generic = round_trip(ir, true).expect("parses");
    assert!(
        generic.contains(
            "<{arg_attrs = [{a.b}, {}], function_type = (i32, f32) -> (i1, index), res_attrs = [{c.d}, {}], sym_name = \"f\", sym_visibility = \"private\"}>"
        ),
        "{generic}"
    );
    assert!(generic.contains("}) {e.f} : () -> ()"), "{generic}");
}

#[test]
fn definitions_name_their_arguments_and_drop_the_default_dialect_inside() {
    let ir = "t.func @g(%x: i64) -> i64 {\n  t.ret %x : i64\n}\n";
    let printed = round_trip(
        "t.func @g(%x: i64) -> i64 {\n  \"t.ret\"(%x) : (i64) -> ()\n}\n",
        false,
    )
    .expect("parses");
    assert!(
        printed.contains("t.func @g(%arg0: i64) -> i64 {\n    \"t.ret\"(%arg0) : (i64) -> ()\n  }"),
        "{printed}"
    );
    // `t.ret` has no custom form: the default dialect applies to the ops' names only.
    assert!(round_trip(ir, false).is_err());
}

#[test]
fn a_single_function_result_is_parenthesized() {
    let ir = "t.func private @h() -> ((i32) -> i32)\n";
    let printed = round_trip(ir, false).expect("parses");
    assert!(printed.contains(ir.trim_end()), "{printed}");
}

#[test]
fn malformed_signatures_are_errors() {
    for (ir, message) in [
        ("t.func @f(%a: i32, i32)", "expected SSA identifier"),
        (
            "t.func @f(i32, %a: i32)",
            "expected type instead of SSA identifier",
        ),
        ("t.func @f() {}", "expected non-empty function body"),
        (
            "t.func @f() attributes {function_type = i32}",
            "'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary",
        ),
    ] {
        let error = round_trip(ir, false).expect_err(ir);
        assert_eq!(error, format!("custom op 't.func' {message}"), "{ir}");
    }
}

#[test]
fn the_verifier_checks_the_entry_block_and_the_attribute_arrays() {
    let ctx = context();
    let entry = "\"t.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%a: i32, %b: i32):\n  \"t.ret\"() : () -> ()\n}) : () -> ()";
    assert_eq!(
        first_error(&ctx, entry).as_deref(),
        Some("'t.func' op entry block must have 1 arguments to match function signature")
    );
    let typed = "t.func @f(%a: i32) {\n  \"t.ret\"() : () -> ()\n}";
    assert_eq!(first_error(&ctx, typed), None);
    let mismatch = "\"t.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%a: f32):\n  \"t.ret\"() : () -> ()\n}) : () -> ()";
    assert_eq!(
        first_error(&ctx, mismatch).as_deref(),
        Some(
            "'t.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')"
        )
    );
    let results = "\"t.func\"() <{function_type = () -> i32, sym_name = \"f\", sym_visibility = \"private\", res_attrs = [{x = 1}]}> ({\n}) : () -> ()";
    assert_eq!(
        first_error(&ctx, results).as_deref(),
        Some("'t.func' op results may only have dialect attributes")
    );
    let count = "\"t.func\"() <{function_type = (i32) -> (), sym_name = \"f\", sym_visibility = \"private\", arg_attrs = [{}, {}]}> ({\n}) : () -> ()";
    assert_eq!(
        first_error(&ctx, count).as_deref(),
        Some(
            "'t.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1"
        )
    );
    let kind = "\"t.func\"() <{function_type = (i32) -> (), sym_name = \"f\", sym_visibility = \"private\", arg_attrs = [1]}> ({\n}) : () -> ()";
    assert_eq!(
        first_error(&ctx, kind).as_deref(),
        Some(
            "'t.func' op expects argument attribute dictionary to be a DictionaryAttr, but got `1 : i64`"
        )
    );
    let regions = "\"t.func\"() <{function_type = () -> (), sym_name = \"f\", sym_visibility = \"private\"}> ({\n}, {\n}) : () -> ()";
    assert_eq!(
        first_error(&ctx, regions).as_deref(),
        Some("'t.func' op expects one region")
    );
    // The same op without the interface is not checked as a function.
    let plain = "\"t.plain\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%a: i32, %b: i32):\n  \"t.ret\"() : () -> ()\n}) : () -> ()";
    assert_eq!(first_error(&ctx, plain), None);
}

#[test]
fn functions_report_their_signature_body_and_attributes() {
    let ctx = context();
    let ir = "t.func private @d(i32 {a.b}) -> (f32 {c.d})\nt.func @f(%a: i32) {\n  \"t.ret\"() : () -> ()\n}\n\"t.plain\"() <{function_type = () -> (), sym_name = \"p\"}> ({\n}) : () -> ()";
    let mut module = parse_source(&ctx, ir, &ParseOptions::default()).expect("parses");
    let (scope, regions) = module.body.region_scope(module.op);
    let block = scope.region_entry(regions[0]).expect("a module block");
    let ops: Vec<OpId> = scope.block_ops(block).collect();
    let (d, f, plain) = (ops[0], ops[1], ops[2]);
    let (i32, f32) = (ctx.common().i32, ctx.common().f32);
    assert!(is_function_kind(&ctx, scope.op_name(d)));
    assert!(!is_function_kind(&ctx, scope.op_name(plain)));
    assert!(function_interface(&ctx, scope, plain).is_none());
    let function = function_interface(&ctx, scope, d).expect("a function");
    assert_eq!(
        function.function_type(&ctx, scope, d),
        Some(ctx.function_type(&[i32], &[f32]))
    );
    assert_eq!(function.argument_types(&ctx, scope, d), vec![i32]);
    assert_eq!(function.result_types(&ctx, scope, d), vec![f32]);
    assert_eq!(signature(&ctx, scope, d), Some((vec![i32], vec![f32])));
    assert_eq!(signature(&ctx, scope, plain), None);
    assert!(is_external(scope, d));
    assert!(!is_external(scope, f));
    assert!(function_body(scope, d).is_some());
    let names = |attrs: Vec<NamedAttr>| -> Vec<String> {
        attrs
            .iter()
            .map(|a| ctx.string_str(a.name).unwrap_or_default().to_string())
            .collect()
    };
    assert_eq!(names(arg_attrs(&ctx, scope, d, 0)), ["a.b"]);
    assert_eq!(names(result_attrs(&ctx, scope, d, 0)), ["c.d"]);
    assert!(arg_attrs(&ctx, scope, d, 1).is_empty());
    assert!(arg_attrs(&ctx, scope, f, 0).is_empty());

    // As callables: a declaration has no region to inline.
    let callable = callable_interface(&ctx, scope, d).expect("callable");
    assert_eq!(callable.callable_region(&ctx, scope, d), None);
    assert_eq!(callable.argument_types(&ctx, scope, d), vec![i32]);
    assert_eq!(callable.result_types(&ctx, scope, d), vec![f32]);
    assert_eq!(
        callable.callable_region(&ctx, scope, f),
        function_body(scope, f)
    );

    // A new type is written where the old one was, in the properties.
    let scope = module
        .body
        .nested_body_mut(module.op)
        .expect("the module body");
    let new_type = ctx.function_type(&[f32], &[f32]);
    function.set_function_type(&ctx, scope, d, new_type);
    assert_eq!(function.function_type(&ctx, scope, d), Some(new_type));
    assert!(scope.attr(&ctx, d, FUNCTION_TYPE_ATTR).is_none());
    let printed = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
    assert!(
        printed.contains("t.func private @d(f32 {a.b}) -> (f32 {c.d})"),
        "{printed}"
    );
}
