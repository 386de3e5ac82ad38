//! The `demo` dialect's string enum `Rounding` (MLIR's `StrEnumAttr`): its cases as strings,
//! its attribute form a string attribute (`"up"` in generic form), an op format writing a case
//! as a keyword or, when it is none, quoted, and the constraint `RoundingAttr` verified with
//! MLIR's words.

mod common;

use common::{assert_messages, context, parse, print};
use oxir::attrs::{IntegerAttr, StringAttr};
use oxir::types::IntegerType;
use oxir_demo::{RoundOp, Rounding};

#[test]
fn cases_are_their_strings() {
    assert_eq!(Rounding::ToNearest.as_str(), "to nearest");
    assert_eq!(Rounding::Up.to_string(), "up");
    assert_eq!("down".parse::<Rounding>(), Ok(Rounding::Down));
    assert_eq!(
        "to_nearest".parse::<Rounding>(),
        Err("expected ::mlir::demo::Rounding to be one of: up, down, to nearest".to_string())
    );
    assert_eq!(
        Rounding::ALL,
        [Rounding::Up, Rounding::Down, Rounding::ToNearest]
    );
}

#[test]
fn the_attribute_form_is_a_string_attribute() {
    let ctx = context();
    let attr = Rounding::ToNearest.get_attr(&ctx);
    assert_eq!(attr, StringAttr::get(&ctx, "to nearest").attr());
    assert_eq!(Rounding::from_attr(&ctx, attr), Some(Rounding::ToNearest));
    assert!(Rounding::satisfies_attr(&ctx, attr));
    // A string no case has, and an integer, are not the enum.
    let sideways = StringAttr::get(&ctx, "sideways").attr();
    assert_eq!(Rounding::from_attr(&ctx, sideways), None);
    let i64 = IntegerType::signless(&ctx, 64).ty();
    let one = IntegerAttr::get(&ctx, i64, 1).attr();
    assert!(!Rounding::satisfies_attr(&ctx, one));
}

const CUSTOM: &str = r#"module {
  %0 = "test.def"() : () -> i32
  %1 = demo.round up %0 : i32
  %2 = demo.round "to nearest" %0 ties down : i32
}
"#;

#[test]
fn formats_write_a_case_as_a_keyword_or_a_string() {
    let ctx = context();
    let module = parse(&ctx, CUSTOM).expect("the custom forms parse");
    assert_eq!(print(&ctx, &module, false), CUSTOM);
    let generic = print(&ctx, &module, true);
    for expected in [
        // The default the text leaves out is stored, as MLIR 19 stores it.
        r#""demo.round"(%0) <{rounding = "up", tie = "to nearest"}> : (i32) -> i32"#,
        r#""demo.round"(%0) <{rounding = "to nearest", tie = "down"}> : (i32) -> i32"#,
    ] {
        assert!(generic.contains(expected), "{expected}\nin\n{generic}");
    }
    let reparsed = parse(&ctx, &generic).expect("the generic form parses");
    assert_eq!(print(&ctx, &reparsed, false), CUSTOM);
    let mut read = Vec::new();
    module.body.walk(
        module.op,
        oxir::structure::WalkOrder::PreOrder,
        |body, op| {
            if let Some(round) = RoundOp::from_op(&ctx, body, op) {
                read.push((round.rounding(&ctx, body), round.tie(&ctx, body)));
            }
        },
    );
    assert_eq!(
        read,
        [
            (Some(Rounding::Up), Some(Rounding::ToNearest)),
            (Some(Rounding::ToNearest), Some(Rounding::Down)),
        ]
    );
}

#[test]
fn a_string_that_is_no_case_is_refused_by_the_parser() {
    let ctx = context();
    let prefix = "%0 = \"test.def\"() : () -> i32\n";
    let errors = [
        (
            "%1 = demo.round sideways %0 : i32",
            "2:17: custom op 'demo.round' expected string or keyword containing one of the following enum values for attribute 'rounding' [up, down, to nearest]",
        ),
        (
            "%1 = demo.round \"sideways\" %0 : i32",
            "2:17: custom op 'demo.round' invalid rounding attribute specification: \"sideways\"",
        ),
    ];
    for (text, message) in errors {
        let error = parse(&ctx, &format!("{prefix}{text}")).expect_err(text);
        assert_eq!(error, message, "for {text}");
    }
}

#[test]
fn the_constraint_says_which_strings_are_allowed() {
    let prefix = "%0 = \"test.def\"() : () -> i32\n";
    let refused = "'demo.round' op attribute 'rounding' failed to satisfy constraint: allowed string cases: 'up', 'down', 'to nearest'";
    // A string enum is stored as a string: an integer spelled as a property would be refused
    // when converted, so it is spelled among the attributes.
    let cases = [
        (
            r#"%1 = "demo.round"(%0) <{rounding = "down"}> : (i32) -> i32"#,
            "verifies",
        ),
        (
            r#"%1 = "demo.round"(%0) <{rounding = "sideways"}> : (i32) -> i32"#,
            refused,
        ),
        (
            r#"%1 = "demo.round"(%0) {rounding = 1 : i64} : (i32) -> i32"#,
            refused,
        ),
        (
            r#"%1 = "demo.round"(%0) <{rounding = "up", tie = "Up"}> : (i32) -> i32"#,
            "'demo.round' op attribute 'tie' failed to satisfy constraint: allowed string cases: 'up', 'down', 'to nearest'",
        ),
    ];
    assert_messages(prefix, &cases);
}
