//! The attribute forms of the `demo` enums with a mnemonic (MLIR's `EnumAttr`): their text
//! (`#demo.mode<safe>`, `#demo.bits<ab,c>`, as `mlir-opt-19` writes `#arith.fastmath<...>`),
//! their views, the `<Enum>Attr` constraint, and op formats writing them and other dialect
//! attributes stripped of `#demo.mnemonic` (`demo.tagged <safe> %0 bits<a>`), the default one
//! left out; and a format whose result type the spec's inference function gives.

mod common;

use common::{context, parse, print, verify_text};
use oxir::text::parser::parse_attribute;
use oxir::text::printer::print_attribute;
use oxir_demo::{Bits, BitsAttr, Level, Mode, ModeAttr, TaggedOp};

#[test]
fn enum_attributes_read_and_write_their_cases() {
    let ctx = context();
    let cases = [
        ("#demo.mode<safe>", "#demo.mode<safe>"),
        ("#demo.mode<exact>", "#demo.mode<exact>"),
        ("#demo.bits<none>", "#demo.bits<none>"),
        ("#demo.bits<c, a>", "#demo.bits<a,c>"),
        // A group whose bits are all set stands for them, and comes first.
        ("#demo.bits<c,b,a>", "#demo.bits<ab,c>"),
        ("#demo.bits<a,b>", "#demo.bits<ab>"),
    ];
    for (text, printed) in cases {
        let attr = parse_attribute(&ctx, text).unwrap_or_else(|d| panic!("{text}: {}", d.message));
        assert_eq!(print_attribute(&ctx, attr), printed);
    }
    let bits = parse_attribute(&ctx, "#demo.bits<a,c>").expect("parses");
    assert_eq!(Bits::from_attr(&ctx, bits), Some(Bits::A | Bits::C));
    assert_eq!((Bits::A | Bits::C).get_attr(&ctx), bits);
    let safe = ModeAttr::get(&ctx, Mode::Safe);
    assert_eq!(safe.value(&ctx), Mode::Safe);
    assert_eq!(Mode::from_attr(&ctx, safe.attr()), Some(Mode::Safe));
    assert!(!Mode::satisfies_attr(&ctx, bits));
    assert!(BitsAttr::satisfies(&ctx, bits));
}

#[test]
fn a_field_parser_enum_reads_a_keyword_or_a_string() {
    let ctx = context();
    let high = parse_attribute(&ctx, "#demo.level<\"high\">").expect("parses");
    assert_eq!(Level::from_attr(&ctx, high), Some(Level::High));
    assert_eq!(
        high,
        parse_attribute(&ctx, "#demo.level<high>").expect("parses")
    );
}

#[test]
fn bad_enum_attributes_fail_with_the_cases() {
    let ctx = context();
    let errors = [
        (
            "#demo.bits<a,d>",
            "expected ::mlir::demo::Bits to be one of: none, a, b, c, ab",
        ),
        ("#demo.bits<>", "expected valid keyword"),
        ("#demo.bits<a|b>", "expected '>'"),
        (
            "#demo.mode<slow>",
            "expected ::mlir::demo::Mode to be one of: fast, safe, exact",
        ),
        // A case of an enum that is not read by a `FieldParser` is a keyword only.
        ("#demo.mode<\"safe\">", "expected valid keyword"),
        (
            "#demo.level<middle>",
            "invalid demo level specification: middle",
        ),
        ("#demo.level<1>", "expected keyword for demo level"),
    ];
    for (text, message) in errors {
        let error = parse_attribute(&ctx, text).expect_err(text);
        assert_eq!(error.message, message, "for {text}");
    }
}

const CUSTOM: &str = r#"module {
  %0 = "test.def"() : () -> i32
  %1 = demo.tagged <safe> %0 bits<ab,c> : i32
  %2 = demo.tagged <fast> %0 : i32
  %3 = demo.tagged <exact> %0 <safe> : i32
  %4 = "test.def"() : () -> i64
  %5 = demo.clamp %4 in <lo = 1, hi = 5>
  %6 = demo.make_pair %0, %4 : i32, i64
}
"#;

#[test]
fn formats_write_dialect_attributes_stripped() {
    let ctx = context();
    let module = parse(&ctx, CUSTOM).expect("the custom forms parse");
    assert_eq!(print(&ctx, &module, false), CUSTOM);
    let generic = print(&ctx, &module, true);
    for expected in [
        r#""demo.tagged"(%0) <{bits = #demo.bits<ab,c>, mode = #demo.mode<safe>}> : (i32) -> i32"#,
        // The default the text leaves out is stored, as MLIR 19 stores it.
        r#""demo.tagged"(%0) <{bits = #demo.bits<none>, mode = #demo.mode<fast>}> : (i32) -> i32"#,
        r#"<{bits = #demo.bits<none>, hint = #demo.mode<safe>, mode = #demo.mode<exact>}>"#,
        r#""demo.clamp"(%4) <{range = #demo.range<lo = 1, hi = 5>}> : (i64) -> i64"#,
        r#""demo.make_pair"(%0, %4) : (i32, i64) -> !demo.pair<i32, i64>"#,
    ] {
        assert!(generic.contains(expected), "{expected}\nin\n{generic}");
    }
    let reparsed = parse(&ctx, &generic).expect("the generic form parses");
    assert_eq!(print(&ctx, &reparsed, false), CUSTOM);
}

#[test]
fn formats_read_dialect_attributes_in_full_too() {
    let ctx = context();
    // A full attribute reads a trailing `: type` too, as in MLIR: only where none follows.
    let text =
        "%0 = \"test.def\"() : () -> i32\n%1 = demo.tagged #demo.mode<safe> %0 bits<a> : i32\n";
    let module = parse(&ctx, text).expect("parses");
    let printed = print(&ctx, &module, false);
    assert!(
        printed.contains("demo.tagged <safe> %0 bits<a> : i32"),
        "{printed}"
    );
    let mut read = Vec::new();
    module.body.walk(
        module.op,
        oxir::structure::WalkOrder::PreOrder,
        |body, op| {
            if let Some(tagged) = TaggedOp::from_op(&ctx, body, op) {
                read.push((tagged.mode(&ctx, body), tagged.bits(&ctx, body)));
            }
        },
    );
    assert_eq!(read, [(Some(Mode::Safe), Some(Bits::A))]);
}

#[test]
fn enum_attribute_constraints_use_mlir_messages() {
    let message = verify_text(
        // Among the attributes: as a property it is refused when converted, before verifying.
        "%0 = \"test.def\"() : () -> i32\n%1 = \"demo.tagged\"(%0) {mode = #demo.bits<a>} : (i32) -> i32",
    );
    assert_eq!(
        message,
        "'demo.tagged' op attribute 'mode' failed to satisfy constraint: demo Mode attribute"
    );
}

#[test]
fn unwrapped_builders_take_enums_and_absent_defaults_read_as_built() {
    let ctx = context();
    let mut body = oxir::Body::new();
    let loc = ctx.common().unknown_loc;
    let i32 = ctx.common().i32;
    let def = body.create_op(
        &ctx,
        oxir::OperationState::new(ctx.op_name("test.def"), loc).results(&[i32]),
    );
    let value = body.result(def, 0).expect("one result");
    let mut b = oxir::BodyBuilder::new(&ctx, &mut body);
    let tagged = TaggedOp::create_unwrapped(&mut b, loc, value, Mode::Safe, None, None)
        .expect("a detached op");
    // The default `#demo.bits<none>` is built by generated code, not read from its text.
    assert_eq!(
        TaggedOp::bits_default(&ctx),
        Some(Bits::NONE.get_attr(&ctx))
    );
    assert_eq!(tagged.bits(&ctx, &body), Some(Bits::NONE));
    tagged.set_bits(&ctx, &mut body, Some(Bits::A | Bits::C));
    tagged.set_mode(&ctx, &mut body, Mode::Fast);
    assert_eq!(
        (tagged.mode(&ctx, &body), tagged.bits(&ctx, &body)),
        (Some(Mode::Fast), Some(Bits::A | Bits::C))
    );
}
