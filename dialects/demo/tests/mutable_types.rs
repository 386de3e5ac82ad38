//! The generated mutable type `!demo.node` (MLIR's `MutableTypeStorage`): one type per name
//! before any body exists, a body set once that may name the type itself, the body left out
//! where the type appears inside its own body, recursive texts parsing back to the same
//! handle, and the verifiers on the key and on the body.

mod common;

use common::context;
use oxir::storage::BodyAlreadySet;
use oxir::text::parser::parse_type;
use oxir::text::printer::print_type;
use oxir::types::TypeView;
use oxir::verifier::verify;
use oxir_demo::NodeType;

#[test]
fn the_name_identifies_a_node_before_and_after_its_body_is_set() {
    let ctx = context();
    let c = *ctx.common();
    let a = NodeType::get(&ctx, "a");
    assert_eq!(NodeType::get(&ctx, "a"), a);
    assert_ne!(NodeType::get(&ctx, "b"), a);
    assert!(!a.is_initialized(&ctx));
    assert_eq!(a.name(&ctx), "a");
    assert_eq!((a.elements(&ctx), a.packed(&ctx)), (&[][..], false));
    assert_eq!(print_type(&ctx, a.ty()), r#"!demo.node<"a">"#);

    assert_eq!(a.set_body(&ctx, &[c.i32, a.ty()], true), Ok(()));
    assert!(a.is_initialized(&ctx));
    assert_eq!(NodeType::get(&ctx, "a"), a);
    assert_eq!(a.elements(&ctx), &[c.i32, a.ty()][..]);
    assert!(a.packed(&ctx));
    // An equal body again is no change; a different one is refused and changes nothing.
    assert_eq!(a.set_body(&ctx, &[c.i32, a.ty()], true), Ok(()));
    assert_eq!(a.set_body(&ctx, &[c.i32], true), Err(BodyAlreadySet));
    assert_eq!(a.elements(&ctx), &[c.i32, a.ty()][..]);
    // A view over another kind has no body to set.
    let wrong = <NodeType as TypeView>::wrap(c.i32);
    assert_eq!(wrong.set_body(&ctx, &[], false), Err(BodyAlreadySet));
    assert_eq!(wrong.name(&ctx), "");
}

#[test]
fn a_recursive_node_prints_its_body_once() {
    let ctx = context();
    let c = *ctx.common();
    let a = NodeType::get(&ctx, "a");
    a.set_body(&ctx, &[c.i32, a.ty()], false).unwrap();
    assert_eq!(
        print_type(&ctx, a.ty()),
        r#"!demo.node<"a", (i32, !demo.node<"a">), false>"#
    );
    // Mutual recursion: each node prints in full where it is not inside itself.
    let x = NodeType::get(&ctx, "x");
    let y = NodeType::get(&ctx, "y");
    x.set_body(&ctx, &[y.ty()], false).unwrap();
    y.set_body(&ctx, &[x.ty(), c.f32], true).unwrap();
    assert_eq!(
        print_type(&ctx, x.ty()),
        r#"!demo.node<"x", (!demo.node<"y", (!demo.node<"x">, f32), true>), false>"#
    );
    let tuple = ctx.tuple_type(&[x.ty(), y.ty()]);
    assert_eq!(
        print_type(&ctx, tuple),
        r#"tuple<!demo.node<"x", (!demo.node<"y", (!demo.node<"x">, f32), true>), false>, !demo.node<"y", (!demo.node<"x", (!demo.node<"y">), false>, f32), true>>"#
    );
    // An empty body is a body.
    let e = NodeType::get(&ctx, "e");
    e.set_body(&ctx, &[], false).unwrap();
    assert_eq!(print_type(&ctx, e.ty()), r#"!demo.node<"e", (), false>"#);
}

#[test]
fn recursive_texts_parse_back_to_the_same_handle() {
    let ctx = context();
    let text = r#"!demo.node<"x", (!demo.node<"y", (!demo.node<"x">, f32), true>), false>"#;
    let x = parse_type(&ctx, text).expect("the text parses");
    assert_eq!(x, NodeType::get(&ctx, "x").ty());
    let y = NodeType::get(&ctx, "y");
    assert_eq!(y.elements(&ctx), &[x, ctx.common().f32][..]);
    assert!(y.packed(&ctx));
    assert_eq!(print_type(&ctx, x), text);
    assert_eq!(parse_type(&ctx, text), Ok(x));
    // A reference alone leaves the body as it is, set or not.
    assert_eq!(parse_type(&ctx, r#"!demo.node<"x">"#), Ok(x));
    let opaque = parse_type(&ctx, r#"!demo.node<"z">"#).unwrap();
    assert!(!NodeType::get(&ctx, "z").is_initialized(&ctx));
    assert_eq!(print_type(&ctx, opaque), r#"!demo.node<"z">"#);
}

#[test]
fn bad_bodies_fail_where_the_body_starts() {
    let ctx = context();
    parse_type(&ctx, r#"!demo.node<"a", (i32), false>"#).unwrap();
    // Each type is the result type of an op, from column 25.
    let cases = [
        // Another body for a node that has one: at the body.
        (
            r#"!demo.node<"a", (i64), false>"#,
            "1:39: identified type already used with a different body",
        ),
        // Inside its own body a node is its name alone, as MLIR's identified structs are.
        (
            r#"!demo.node<"b", (!demo.node<"b", (i32), false>), false>"#,
            "1:56: expected '>'",
        ),
        // The verifier, on the key and on the body.
        (r#"!demo.node<"">"#, "1:35: a node needs a name"),
        (
            r#"!demo.node<"c", (none), false>"#,
            "1:39: a node's elements cannot be `none`",
        ),
        (r#"!demo.node<"d", (i32)>"#, "1:46: expected ','"),
    ];
    for (ty, expected) in cases {
        let text = format!("%0 = \"test.a\"() : () -> {ty}\n");
        assert_eq!(
            common::parse(&ctx, &text).map(|_| ()),
            Err(expected.to_string()),
            "for {ty}"
        );
    }
}

#[test]
fn checked_builders_run_the_verifier_on_the_key_and_the_body() {
    let ctx = context();
    let c = *ctx.common();
    let loc = c.unknown_loc;
    let error = NodeType::get_checked(&ctx, loc, "").expect_err("no name");
    assert_eq!(
        (error.message.as_str(), error.location),
        ("a node needs a name", loc)
    );
    let n = NodeType::get_checked(&ctx, loc, "n").expect("a name");
    let error = n
        .set_body_checked(&ctx, loc, &[c.none], false)
        .expect_err("a none element");
    assert_eq!(error.message, "a node's elements cannot be `none`");
    let m = NodeType::get_checked(&ctx, loc, "m").unwrap();
    assert_eq!(m.set_body_checked(&ctx, loc, &[n.ty()], false), Ok(()));
    let error = m
        .set_body_checked(&ctx, loc, &[], false)
        .expect_err("another body");
    assert_eq!(
        error.message,
        "identified type already used with a different body"
    );
}

#[test]
fn recursive_nodes_round_trip_inside_ops() {
    let ctx = context();
    let text = r#""builtin.module"() ({
  %0 = "test.a"() : () -> !demo.node<"list", (i32, !demo.node<"list">), false>
  "test.b"(%0) : (!demo.node<"list", (i32, !demo.node<"list">), false>) -> ()
}) : () -> ()
"#;
    let module = common::parse(&ctx, text).expect("the text parses");
    assert_eq!(
        verify(&ctx, &module.body, module.op).map_err(|d| d.message),
        Ok(())
    );
    assert_eq!(common::print(&ctx, &module, true), text);
    // In a fresh context the first use reads the body.
    let fresh = context();
    let again = common::parse(&fresh, text).expect("it parses again");
    assert_eq!(common::print(&fresh, &again, true), text);
    assert_eq!(NodeType::get(&fresh, "list").elements(&fresh).len(), 2);
}
