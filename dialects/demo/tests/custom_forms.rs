//! The parsers and printers generated from the `demo` ops' assembly formats: custom-form text
//! parsed into the expected IR, printed back to the same text, the custom and generic forms
//! giving the same IR, and parse errors at the right line and column.

mod common;

use common::{context, parse, print};
use oxir::verifier::verify;
use oxir::{Body, Context, OpId, OwnedOp};
use oxir_demo::{AddIOp, ConstantOp, SumOp, YieldOp};

/// The ops named `name` anywhere under the parsed module, with the body holding them.
fn find_all<'a>(module: &'a OwnedOp, ctx: &Context, name: &str) -> Vec<(&'a Body, OpId)> {
    let mut found = Vec::new();
    module.body.walk(
        module.op,
        oxir::structure::WalkOrder::PreOrder,
        |body, op| {
            if ctx.op_name_str(body.op_name(op)) == name {
                found.push((body, op));
            }
        },
    );
    found
}

const CUSTOM: &str = r#"module {
  %0 = demo.constant 7
  %1 = demo.addi %0, %0 : i64
  %2 = demo.sum(%0, %1) bias 2 {label = "total"}
  %3 = demo.sum()
  %4 = demo.constant -3 {note = "x"}
  "test.region"() ({
    demo.yield : i64
  }) : () -> ()
  "test.region"() ({
    demo.yield {tag} %2, %4 : i64, i64
  }) : () -> ()
}
"#;

#[test]
fn custom_forms_parse_into_the_expected_ir() {
    let ctx = context();
    // `demo.yield` with no values and no types: the optional group is absent.
    let text = CUSTOM.replace("demo.yield : i64", "demo.yield");
    let module = parse(&ctx, &text).expect("the custom forms parse");
    assert_eq!(
        verify(&ctx, &module.body, module.op).map_err(|d| d.message),
        Ok(())
    );

    let constants = find_all(&module, &ctx, "demo.constant");
    let (body, c) = constants[0];
    let c = ConstantOp::from_op(&ctx, body, c).expect("a `demo.constant`");
    assert_eq!(c.value(&ctx, body).and_then(|v| v.value_i64(&ctx)), Some(7));
    let i64 = body.value_type(c.result(&ctx, body));
    assert_eq!(oxir::text::printer::print_type(&ctx, i64), "i64");
    // The value is a property, not a discardable attribute.
    assert!(body.op_props(c.0).is_some());
    let (body, c2) = constants[1];
    let c2 = ConstantOp::from_op(&ctx, body, c2).expect("a `demo.constant`");
    assert_eq!(
        c2.value(&ctx, body).and_then(|v| v.value_i64(&ctx)),
        Some(-3)
    );
    assert!(body.attr(&ctx, c2.0, "note").is_some());

    let (body, add) = find_all(&module, &ctx, "demo.addi")[0];
    let add = AddIOp::from_op(&ctx, body, add).expect("a `demo.addi`");
    assert_eq!(add.lhs(&ctx, body), c.result(&ctx, body));
    assert_eq!(body.value_type(add.result(&ctx, body)), i64);

    let sums = find_all(&module, &ctx, "demo.sum");
    let (body, sum) = sums[0];
    let sum = SumOp::from_op(&ctx, body, sum).expect("a `demo.sum`");
    assert_eq!(sum.inputs(&ctx, body).len(), 2);
    assert_eq!(
        sum.bias(&ctx, body).and_then(|b| b.value_i64(&ctx)),
        Some(2)
    );
    assert_eq!(
        sum.label(&ctx, body)
            .and_then(|l| l.as_str(&ctx).map(str::to_string)),
        Some("total".to_string())
    );
    let (body, empty) = sums[1];
    let empty = SumOp::from_op(&ctx, body, empty).expect("a `demo.sum`");
    assert!(empty.inputs(&ctx, body).is_empty());
    assert_eq!(empty.bias(&ctx, body), None);

    let yields = find_all(&module, &ctx, "demo.yield");
    let (body, y) = yields[0];
    let y = YieldOp::from_op(&ctx, body, y).expect("a `demo.yield`");
    assert!(y.values(&ctx, body).is_empty());
    let (body, y) = yields[1];
    let y = YieldOp::from_op(&ctx, body, y).expect("a `demo.yield`");
    assert_eq!(y.values(&ctx, body).len(), 2);
    assert!(body.attr(&ctx, y.0, "tag").is_some());
}

#[test]
fn custom_forms_print_back_to_the_same_text() {
    let ctx = context();
    let text = CUSTOM.replace("demo.yield : i64", "demo.yield");
    let module = parse(&ctx, &text).expect("the custom forms parse");
    assert_eq!(print(&ctx, &module, false), text);
}

#[test]
fn generic_and_custom_forms_give_the_same_ir() {
    let ctx = context();
    let custom = CUSTOM.replace("demo.yield : i64", "demo.yield");
    let generic = r#""builtin.module"() ({
  %0 = "demo.constant"() <{value = 7 : i64}> : () -> i64
  %1 = "demo.addi"(%0, %0) : (i64, i64) -> i64
  %2 = "demo.sum"(%0, %1) <{bias = 2 : i64, scale = 1 : i64}> {label = "total"} : (i64, i64) -> i64
  %3 = "demo.sum"() <{scale = 1 : i64}> : () -> i64
  %4 = "demo.constant"() <{value = -3 : i64}> {note = "x"} : () -> i64
  "test.region"() ({
    "demo.yield"() : () -> ()
  }) : () -> ()
  "test.region"() ({
    "demo.yield"(%2, %4) {tag} : (i64, i64) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let from_custom = parse(&ctx, &custom).expect("the custom forms parse");
    assert_eq!(print(&ctx, &from_custom, true), generic);
    let from_generic = parse(&ctx, generic).expect("the generic forms parse");
    assert_eq!(print(&ctx, &from_generic, false), custom);
}

#[test]
fn custom_form_errors_point_at_the_offending_token() {
    let ctx = context();
    // Positions and messages as `mlir-opt` gives them for `arith.addi` (same format).
    let cases = [
        // A missing `:` before the type: reported after the last token.
        (
            "%0 = demo.constant 1\n%1 = demo.addi %0, %0 i64\n",
            "2:22",
            "expected ':'",
        ),
        // A missing type at the end of the input.
        (
            "%0 = demo.constant 1\n%1 = demo.addi %0, %0 :\n",
            "2:24",
            "expected non-function type",
        ),
        // A missing `)` in `demo.sum`.
        (
            "%0 = demo.constant 1\n%1 = demo.sum(%0 bias 2\n",
            "2:17",
            "expected ')'",
        ),
        // An operand of the wrong type.
        (
            "%0 = demo.constant 1\n%1 = demo.addi %0, %0 : i32\n",
            "2:16",
            "use of value '%0' expects different type than prior uses: 'i32' vs 'i64'",
        ),
    ];
    for (text, at, message) in cases {
        let error = parse(&ctx, text).expect_err("a parse error");
        assert!(error.starts_with(&format!("{at}: ")), "{text}: {error}");
        assert!(error.contains(message), "{text}: {error}");
    }
}
