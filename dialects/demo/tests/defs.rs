//! The generated type and attribute definitions of the `demo` dialect: uniquing through
//! `get`, the accessors, the verifiers through `get_checked` and the parser, the textual forms
//! their formats give (compared with what MLIR prints for the same formats), the dialect's
//! parse and print hooks inside ops, and definitions used as op constraints.

mod common;

use common::context;
use oxir::attrs::AttrView;
use oxir::text::parser::{ParseOptions, parse_attribute, parse_source, parse_type};
use oxir::text::printer::{PrintOptions, print_attribute, print_op, print_type};
use oxir::types::{MemRefType, TypeView};
use oxir::verifier::verify;
use oxir::{Context, OwnedOp};
use oxir_demo::{
    BoundedType, ClampOp, CmpFlags, CmpPredicate, OptionsAttr, PairType, RangeAttr, ScaleAttr,
    SecretAttr, TagAttr, TokenType,
};

#[test]
fn get_uniques_and_accessors_read_back() {
    let ctx = context();
    let c = *ctx.common();
    let pair = PairType::get(&ctx, c.i32, c.f32);
    assert_eq!(pair, PairType::get(&ctx, c.i32, c.f32));
    assert_ne!(pair, PairType::get(&ctx, c.f32, c.i32));
    assert_eq!((pair.first(&ctx), pair.second(&ctx)), (c.i32, c.f32));
    assert_eq!(pair.ty().dyn_cast::<PairType>(&ctx), Some(pair));
    assert_eq!(c.i32.dyn_cast::<PairType>(&ctx), None);
    assert!(PairType::satisfies(&ctx, pair.ty()));
    assert!(!BoundedType::satisfies(&ctx, pair.ty()));

    let bounded = BoundedType::get(&ctx, 8, false, Some(&[0, 255]), Some("byte"));
    assert_eq!(bounded.width(&ctx), 8);
    assert!(!bounded.signed(&ctx));
    assert_eq!(bounded.bounds(&ctx), Some(&[0i64, 255][..]));
    assert_eq!(bounded.label(&ctx), Some("byte"));
    let plain = BoundedType::get(&ctx, 8, true, None, None);
    assert_eq!((plain.bounds(&ctx), plain.label(&ctx)), (None, None));
    let storage = plain.storage(&ctx).expect("a bounded type");
    assert!(storage.signed);

    let tag = TagAttr::get(&ctx, "t", CmpPredicate::Slt, Some(CmpFlags::FAST), None);
    assert_eq!(tag.name(&ctx), "t");
    assert_eq!(tag.predicate(&ctx), CmpPredicate::Slt);
    assert_eq!(tag.flags(&ctx), Some(CmpFlags::FAST));
    assert_eq!(tag.payload(&ctx), None);

    // A view wrapped over a value of another kind reads neutral values instead of panicking.
    let wrong = <PairType as TypeView>::wrap(c.i32);
    assert_eq!(wrong.first(&ctx), c.none);
    assert_eq!(<TagAttr as AttrView>::wrap(c.unit).name(&ctx), "");
    assert_eq!(<BoundedType as TypeView>::wrap(c.i32).bounds(&ctx), None);
}

#[test]
fn types_and_attributes_print_as_mlir_prints_their_formats() {
    let ctx = context();
    let c = *ctx.common();
    let ty = |t: oxir::Type| print_type(&ctx, t);
    let attr = |a: oxir::Attribute| print_attribute(&ctx, a);
    assert_eq!(
        ty(PairType::get(&ctx, c.i32, c.f32).ty()),
        "!demo.pair<i32, f32>"
    );
    assert_eq!(
        ty(BoundedType::get(&ctx, 8, true, None, None).ty()),
        "!demo.bounded<8>"
    );
    assert_eq!(
        ty(BoundedType::get(&ctx, 8, false, Some(&[0, 255]), Some("byte")).ty()),
        r#"!demo.bounded<8, signed = false bounds[0, 255] label "byte">"#
    );
    assert_eq!(ty(TokenType::get(&ctx).ty()), "!demo.token");
    assert_eq!(
        attr(RangeAttr::get(&ctx, 1, 5, None).attr()),
        "#demo.range<lo = 1, hi = 5>"
    );
    let seven = oxir::attrs::IntegerAttr::get(&ctx, c.i64, 7).attr();
    assert_eq!(
        attr(
            TagAttr::get(
                &ctx,
                "t",
                CmpPredicate::Slt,
                Some(CmpFlags::FAST),
                Some(seven)
            )
            .attr()
        ),
        r#"#demo.tag<"t", predicate = slt, flags = fast, payload = 7 : i64>"#
    );
    assert_eq!(
        attr(TagAttr::get(&ctx, "t", CmpPredicate::Eq, Some(CmpFlags::ALL), None).attr()),
        r#"#demo.tag<"t", flags = exact|fast|exact_fast>"#
    );
    assert_eq!(
        attr(OptionsAttr::get(&ctx, false, None).attr()),
        "#demo.options<>"
    );
    assert_eq!(
        attr(OptionsAttr::get(&ctx, true, None).attr()),
        "#demo.options<verbose = true>"
    );
    assert_eq!(
        attr(OptionsAttr::get(&ctx, false, Some(3)).attr()),
        "#demo.options<level = 3>"
    );
    assert_eq!(
        attr(OptionsAttr::get(&ctx, true, Some(3)).attr()),
        "#demo.options<verbose = true, level = 3>"
    );
    // Without a mnemonic there is no textual form of its own: the runtime's opaque fallback.
    assert!(attr(SecretAttr::get(&ctx, 7).attr()).starts_with("#demo<\""));
    // A pair nests a dialect type through the hooks.
    let nested = PairType::get(&ctx, TokenType::get(&ctx).ty(), c.i1);
    assert_eq!(ty(nested.ty()), "!demo.pair<!demo.token, i1>");
    assert_eq!(
        attr(RangeAttr::get(&ctx, 1, 5, Some(2)).attr()),
        "#demo.range<lo = 1, hi = 5, step = 2>"
    );
}

#[test]
fn texts_parse_back_to_the_same_values() {
    let ctx = context();
    let c = *ctx.common();
    let texts = [
        "!demo.pair<i32, f32>",
        "!demo.bounded<8>",
        r#"!demo.bounded<8, signed = false bounds[0, 255] label "byte">"#,
        "!demo.bounded<16 bounds[]>",
        "!demo.token",
        "!demo.pair<!demo.token, !demo.pair<i1, index>>",
    ];
    for text in texts {
        let ty = parse_type(&ctx, text).unwrap_or_else(|d| panic!("{text}: {}", d.message));
        assert_eq!(print_type(&ctx, ty), text);
    }
    let attrs = [
        "#demo.range<lo = 1, hi = 5>",
        "#demo.range<lo = 1, hi = 5, step = 2>",
        r#"#demo.tag<"t", predicate = slt, flags = fast, payload = 7 : i64>"#,
        r#"#demo.tag<"t", flags = exact|fast|exact_fast>"#,
        "#demo.options<>",
        "#demo.options<verbose = true, level = 3>",
    ];
    for text in attrs {
        let attr = parse_attribute(&ctx, text).unwrap_or_else(|d| panic!("{text}: {}", d.message));
        assert_eq!(print_attribute(&ctx, attr), text);
    }
    // Struct entries read in any order; defaults and absent optional parameters read back.
    let range = parse_attribute(&ctx, "#demo.range<step = 2, hi = 5, lo = 1>").unwrap();
    assert_eq!(range, RangeAttr::get(&ctx, 1, 5, Some(2)).attr());
    let options = parse_attribute(&ctx, "#demo.options<level = 3, verbose = false>").unwrap();
    assert_eq!(options, OptionsAttr::get(&ctx, false, Some(3)).attr());
    let pair = parse_type(&ctx, "!demo.pair<i32, f32>").unwrap();
    assert_eq!(pair, PairType::get(&ctx, c.i32, c.f32).ty());
    // Enum parameters read keywords; a string is no case of an `I32EnumAttr`, as in MLIR.
    let tag = parse_attribute(&ctx, r#"#demo.tag<"t", predicate = ult>"#).unwrap();
    assert_eq!(
        tag.dyn_cast::<TagAttr>(&ctx).map(|t| t.predicate(&ctx)),
        Some(CmpPredicate::Ult)
    );
    let quoted = parse_attribute(&ctx, r#"#demo.tag<"t", predicate = "ult">"#);
    assert_eq!(
        quoted.map_err(|d| d.message).err().as_deref(),
        Some("expected valid keyword")
    );
}

/// The message of the error parsing `text` as a type (`!`) or attribute (`#`).
fn parse_error(ctx: &Context, text: &str) -> String {
    let result = if text.starts_with('!') {
        parse_type(ctx, text).map(|_| ())
    } else {
        parse_attribute(ctx, text).map(|_| ())
    };
    result.map_or_else(|d| d.message, |()| "parses".to_string())
}

#[test]
fn bad_texts_fail_with_mlir_messages() {
    let ctx = context();
    let cases = [
        ("!demo.pair<i32>", "expected ','"),
        ("!demo.pair<i32, f32, i1>", "expected '>'"),
        ("!demo.nope<1>", "unknown  type `nope` in dialect `demo`"),
        (
            "#demo.nope<1>",
            "unknown attribute `nope` in dialect `demo`",
        ),
        (
            "#demo.range<lo = 1>",
            "struct is missing required parameter: hi",
        ),
        (
            "#demo.range<step = 2, lo = 1>",
            "struct is missing required parameter: hi",
        ),
        (
            "#demo.range<lo = 1, lo = 2>",
            "duplicate or unknown struct parameter name: lo",
        ),
        (
            "#demo.range<lo = 1, high = 2>",
            "duplicate or unknown struct parameter name: high",
        ),
        ("#demo.range<lo = x, hi = 2>", "expected integer value"),
        ("!demo.bounded<300000000000>", "integer value too large"),
        (
            r#"#demo.tag<"t", predicate = sgt>"#,
            "expected ::mlir::demo::CmpPredicate to be one of: eq, ne, slt, ult",
        ),
        // The verifiers run on parsed values.
        (
            "#demo.range<lo = 5, hi = 1>",
            "`lo` (5) is greater than `hi` (1)",
        ),
        ("!demo.bounded<0>", "width 0 is not between 1 and 128"),
        // The verifier of an interface the type implements.
        ("!demo.pair<!demo.token, !demo.token>", "a width of 0 bits"),
        (
            "!demo.bounded<8 bounds[1]>",
            "expected 0 or 2 bounds, found 1",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(parse_error(&ctx, text), expected, "for {text}");
    }
}

#[test]
fn get_checked_reports_verifier_errors_as_diagnostics() {
    let ctx = context();
    let loc = ctx.common().unknown_loc;
    let error = RangeAttr::get_checked(&ctx, loc, 5, 1, None).expect_err("an empty range");
    assert_eq!(error.message, "`lo` (5) is greater than `hi` (1)");
    assert_eq!(error.location, loc);
    assert_eq!(
        RangeAttr::get_checked(&ctx, loc, 1, 5, None).map(RangeAttr::attr),
        Ok(RangeAttr::get(&ctx, 1, 5, None).attr())
    );
    assert!(BoundedType::get_checked(&ctx, loc, 200, true, None, None).is_err());
    assert!(BoundedType::get_checked(&ctx, loc, 20, true, None, None).is_ok());
}

#[test]
fn types_and_attributes_round_trip_inside_ops() {
    let ctx = context();
    let text = r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.b"() : () -> f32
  %2 = "demo.make_pair"(%0, %1) : (i32, f32) -> !demo.pair<i32, f32>
  %3 = "demo.constant"() <{value = 7 : i64}> : () -> i64
  %4 = "demo.clamp"(%3) <{range = #demo.range<lo = 1, hi = 5>}> {tag = #demo.tag<"t", predicate = ult>} : (i64) -> i64
  %5 = "test.c"() {o = #demo.options<level = 2>, t = !demo.bounded<8, signed = false>} : () -> !demo.token
}) : () -> ()
"#;
    let module: OwnedOp =
        parse_source(&ctx, text, &ParseOptions::default()).expect("the text parses");
    assert_eq!(
        verify(&ctx, &module.body, module.op).map_err(|d| d.message),
        Ok(())
    );
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let printed = print_op(&ctx, &module.body, module.op, &generic);
    assert_eq!(printed, text);
    let again = parse_source(&ctx, &printed, &ParseOptions::default()).expect("it parses again");
    assert_eq!(print_op(&ctx, &again.body, again.op, &generic), printed);

    // The op's attribute accessors read the typed views.
    let mut clamp = None;
    module.body.walk(
        module.op,
        oxir::structure::WalkOrder::PreOrder,
        |body, op| {
            if let Some(c) = ClampOp::from_op(&ctx, body, op) {
                clamp = Some((c.range(&ctx, body), c.tag(&ctx, body)));
            }
        },
    );
    let (range, tag) = clamp.expect("a `demo.clamp`");
    let range = range.expect("a range");
    assert_eq!((range.lo(&ctx), range.hi(&ctx)), (1, 5));
    assert_eq!(tag.map(|t| t.predicate(&ctx)), Some(CmpPredicate::Ult));
}

#[test]
fn definitions_are_op_constraints() {
    let ctx = context();
    let text = r#"%0 = "test.a"() : () -> i32
%1 = "demo.make_pair"(%0, %0) : (i32, i32) -> i32
"#;
    let module = parse_source(&ctx, text, &ParseOptions::default()).expect("the text parses");
    let error = verify(&ctx, &module.body, module.op).expect_err("not a pair");
    assert_eq!(
        error.message,
        "'demo.make_pair' op result #0 must be a pair of types, but got 'i32'"
    );
    // As a property, another kind of attribute is refused when it is converted to the storage
    // of the definition; spelled among the attributes, the verifier's constraint refuses it.
    let text = r#"%0 = "demo.constant"() <{value = 7 : i64}> : () -> i64
%1 = "demo.clamp"(%0) <{range = 3 : i64}> : (i64) -> i64
"#;
    let error = parse_source(&ctx, text, &ParseOptions::default()).expect_err("not a range");
    assert!(
        error
            .message
            .ends_with("Invalid attribute `range` in property conversion: 3 : i64"),
        "{}",
        error.message
    );
    let text = r#"%0 = "demo.constant"() <{value = 7 : i64}> : () -> i64
%1 = "demo.clamp"(%0) {range = 3 : i64} : (i64) -> i64
"#;
    let module = parse_source(&ctx, text, &ParseOptions::default()).expect("the text parses");
    let error = verify(&ctx, &module.body, module.op).expect_err("not a range");
    assert_eq!(
        error.message,
        "'demo.clamp' op attribute 'range' failed to satisfy constraint: an inclusive range of integers"
    );
}

#[test]
fn memref_elements_need_the_marker_interface() {
    let ctx = context();
    let c = *ctx.common();
    let bounded = BoundedType::get(&ctx, 8, true, None, None).ty();
    let pair = PairType::get(&ctx, c.i32, c.i32).ty();
    assert!(MemRefType::get_checked(&ctx, &[2], bounded, None, None).is_ok());
    assert!(MemRefType::get_checked(&ctx, &[2], pair, None, None).is_err());
}

#[test]
fn traits_mark_their_kinds_and_check_their_values() {
    use oxir_demo::hooks::{Inhabited, Opaque};
    let ctx = context();
    let c = *ctx.common();
    let pair = PairType::get(&ctx, c.i32, c.f32).ty();
    let token = TokenType::get(&ctx).ty();
    assert!(pair.has_trait::<Inhabited>(&ctx));
    assert!(!pair.has_trait::<Opaque>(&ctx));
    assert!(token.has_trait::<Opaque>(&ctx));
    assert!(!token.has_trait::<Inhabited>(&ctx));
    assert!(!c.i32.has_trait::<Inhabited>(&ctx));
    let range = RangeAttr::get(&ctx, 1, 5, None).attr();
    assert!(range.has_trait::<Opaque>(&ctx));
    assert!(!c.unit.has_trait::<Opaque>(&ctx));

    // The trait's check runs on checked values: through `get_checked` and the parser.
    let loc = ctx.common().unknown_loc;
    let empty = PairType::get_checked(&ctx, loc, c.none, c.i32).expect_err("holds `none`");
    assert_eq!(empty.message, "an inhabited type cannot hold `none`");
    assert_eq!(
        parse_type(&ctx, "!demo.pair<i32, none>").map_err(|d| d.message),
        Err("an inhabited type cannot hold `none`".to_string())
    );
    assert!(PairType::get_checked(&ctx, loc, c.i32, c.f32).is_ok());

    // `MemRefElementTypeInterface` among the traits is the interface, as in MLIR.
    assert!(MemRefType::get_checked(&ctx, &[2], token, None, None).is_ok());
}

#[test]
fn op_formats_print_definitions_stripped_unless_qualified() {
    let ctx = context();
    // `type($input)` names one definition with a format: `<...>` alone, as MLIR prints
    // `polynomial.leading_term %0 : <ring = ...>`; `qualified(...)` keeps the prefix.
    let text = r#"%0 = "test.a"() : () -> !demo.pair<i32, f32>
%1 = demo.swap %0 : <i32, f32> -> !demo.pair<f32, i32> within #demo.range<lo = 0, hi = 1>
%2 = demo.swap %1 : <f32, i32> -> !demo.pair<i32, f32> within #demo.range<lo = 1, hi = 5>
"#;
    let module = common::parse(&ctx, text).expect("the text parses");
    assert_eq!(
        verify(&ctx, &module.body, module.op).map_err(|d| d.message),
        Ok(())
    );
    let printed = common::print(&ctx, &module, false);
    assert!(
        printed.contains(
            "%1 = demo.swap %0 : <i32, f32> -> !demo.pair<f32, i32> within #demo.range<lo = 0, hi = 1>"
        ),
        "{printed}"
    );
    assert!(
        printed.contains(
            "%2 = demo.swap %1 : <f32, i32> -> !demo.pair<i32, f32> within #demo.range<lo = 1, hi = 5>"
        ),
        "{printed}"
    );
    let again = common::parse(&ctx, &printed).expect("the printed text parses");
    assert_eq!(common::print(&ctx, &again, false), printed);

    // The parser reads the full form where the stripped one is printed, as MLIR's
    // `parseCustomTypeWithFallback`, and only the full form where `qualified` is written.
    let full = r#"%0 = "test.a"() : () -> !demo.pair<i32, f32>
%1 = demo.swap %0 : !demo.pair<i32, f32> -> !demo.pair<f32, i32> within #demo.range<lo = 0, hi = 1>
"#;
    let module = common::parse(&ctx, full).expect("the full form parses");
    assert!(
        common::print(&ctx, &module, false).contains("demo.swap %0 : <i32, f32> ->"),
        "{}",
        common::print(&ctx, &module, false)
    );
    let before =
        "%0 = \"test.a\"() : () -> !demo.pair<i32, f32>\n%1 = demo.swap %0 : <i32, f32> -> ";
    let error = |text: String| common::parse(&ctx, &text).map(|_| ()).unwrap_err();
    assert!(
        error(format!(
            "{before}<f32, i32> within #demo.range<lo = 0, hi = 1>\n"
        ))
        .ends_with("expected non-function type")
    );
    assert!(
        error(format!(
            "{before}!demo.pair<f32, i32> within <lo = 0, hi = 1>\n"
        ))
        .ends_with("expected attribute value")
    );
}

#[test]
fn definitions_as_parameters_print_stripped_unless_qualified() {
    use oxir_demo::{WindowType, WrappedAttr};
    let ctx = context();
    let c = *ctx.common();
    let pair = PairType::get(&ctx, c.i32, c.f32);
    let range = RangeAttr::get(&ctx, 1, 2, None);
    let spare = RangeAttr::get(&ctx, 3, 4, Some(2));
    let wrapped = WrappedAttr::get(&ctx, pair, range, Some(spare), None);
    assert_eq!((wrapped.pair(&ctx), wrapped.range(&ctx)), (pair, range));
    assert_eq!(wrapped.spare(&ctx), Some(spare));
    let text = "#demo.wrapped<!demo.pair<i32, f32>, <lo = 1, hi = 2> <lo = 3, hi = 4, step = 2>>";
    assert_eq!(print_attribute(&ctx, wrapped.attr()), text);
    assert_eq!(
        parse_attribute(&ctx, text).map_err(|d| d.message),
        Ok(wrapped.attr())
    );
    let without = WrappedAttr::get(&ctx, pair, range, None, None).attr();
    let text = "#demo.wrapped<!demo.pair<i32, f32>, <lo = 1, hi = 2>>";
    assert_eq!(print_attribute(&ctx, without), text);
    assert_eq!(
        parse_attribute(&ctx, text).map_err(|d| d.message),
        Ok(without)
    );
    // The stripped places read the full form too; the qualified one only the full form.
    assert_eq!(
        parse_attribute(
            &ctx,
            "#demo.wrapped<!demo.pair<i32, f32>, #demo.range<lo = 1, hi = 2>>"
        )
        .map_err(|d| d.message),
        Ok(without)
    );
    assert!(parse_attribute(&ctx, "#demo.wrapped<<i32, f32>, <lo = 1, hi = 2>>").is_err());
    assert_eq!(
        parse_attribute(&ctx, "#demo.wrapped<!demo.token, <lo = 1, hi = 2>>")
            .map_err(|d| d.message),
        Err("invalid kind of type specified".to_string())
    );
    assert_eq!(
        parse_attribute(&ctx, "#demo.wrapped<!demo.pair<i32, f32>, #demo.options<>>")
            .map_err(|d| d.message),
        Err("invalid kind of attribute specified".to_string())
    );

    // An array under `qualified`: each element in full.
    let swapped = PairType::get(&ctx, c.f32, c.i32);
    let others = WrappedAttr::get(&ctx, pair, range, None, Some(&[pair, swapped])).attr();
    let text = "#demo.wrapped<!demo.pair<i32, f32>, <lo = 1, hi = 2> others !demo.pair<i32, f32>, !demo.pair<f32, i32>>";
    assert_eq!(print_attribute(&ctx, others), text);
    assert_eq!(
        parse_attribute(&ctx, text).map_err(|d| d.message),
        Ok(others)
    );

    // In a `struct`, as MLIR prints `ring = <...>` in `!polynomial.polynomial`.
    let window = WindowType::from_storage(
        &ctx,
        oxir_demo::WindowTypeStorage {
            range,
            element: Some(pair),
        },
    );
    let text = "!demo.window<range = <lo = 1, hi = 2>, element = <i32, f32>>";
    assert_eq!(print_type(&ctx, window.ty()), text);
    assert_eq!(
        parse_type(&ctx, text).map_err(|d| d.message),
        Ok(window.ty())
    );
    // The declared builder replaces the generated `get` (`skip_default_builders`).
    let bare = WindowType::get(&ctx, range).ty();
    assert_eq!(
        print_type(&ctx, bare),
        "!demo.window<range = <lo = 1, hi = 2>>"
    );
    // A view over a value of another kind reads a neutral view.
    let wrong = <WrappedAttr as AttrView>::wrap(c.unit);
    assert_eq!(wrong.pair(&ctx).ty(), c.none);
}

#[test]
fn custom_directives_read_and_write_definition_parameters() {
    use oxir::types::DYNAMIC;
    use oxir_demo::GridType;
    let ctx = context();
    let c = *ctx.common();
    let grid = GridType::get(&ctx, c.f32, &[4, DYNAMIC, 8], None);
    let text = "!demo.grid<f32, 4x?x8>";
    assert_eq!(print_type(&ctx, grid.ty()), text);
    assert_eq!(parse_type(&ctx, text).map_err(|d| d.message), Ok(grid.ty()));
    let laid = GridType::get(&ctx, c.i8, &[2], Some("tiled"));
    let text = r#"!demo.grid<i8, 2, layout "tiled">"#;
    assert_eq!(print_type(&ctx, laid.ty()), text);
    assert_eq!(parse_type(&ctx, text).map_err(|d| d.message), Ok(laid.ty()));
    assert_eq!(laid.layout(&ctx), Some("tiled"));
    // The string argument and the `ref` reach the parse function.
    assert_eq!(
        parse_type(&ctx, "!demo.grid<i8, 1x2x3x4>").map_err(|d| d.message),
        Err("expected at most 3 dimensions of `i8`, found 4".to_string())
    );
}

#[test]
fn declared_builders_compute_the_parameters() {
    let ctx = context();
    let loc = ctx.common().unknown_loc;
    let range = RangeAttr::get_span(&ctx, 3, 4);
    assert_eq!(range, RangeAttr::get(&ctx, 3, 6, None));
    assert_eq!(RangeAttr::get_checked_span(&ctx, loc, 3, 4), Ok(range));
    let empty = RangeAttr::get_checked_span(&ctx, loc, 3, 0).expect_err("an empty range");
    assert_eq!(empty.message, "`lo` (3) is greater than `hi` (2)");
    // Unchecked, as `get`.
    assert_eq!(RangeAttr::get_span(&ctx, 3, 0).hi(&ctx), 2);
}

#[test]
fn parameters_with_their_own_parser_and_printer() {
    use oxir_demo::TiledType;
    use oxir_demo::custom::Tile;
    let ctx = context();
    let tile = Tile { rows: 4, cols: 8 };
    let tiled = TiledType::get(&ctx, tile.clone(), 3);
    assert_eq!(tiled.tile(&ctx), Some(&tile));
    assert_eq!(tiled.pad(&ctx), 3);
    let text = "!demo.tiled<4x8 pad [3]>";
    assert_eq!(print_type(&ctx, tiled.ty()), text);
    assert_eq!(
        parse_type(&ctx, text).map_err(|d| d.message),
        Ok(tiled.ty())
    );
    let plain = TiledType::get(&ctx, tile, 0).ty();
    assert_eq!(print_type(&ctx, plain), "!demo.tiled<4x8>");
    assert_eq!(
        parse_type(&ctx, "!demo.tiled<4x8>").map_err(|d| d.message),
        Ok(plain)
    );
    assert_eq!(
        parse_type(&ctx, "!demo.tiled<4x8x2>").map_err(|d| d.message),
        Err("expected 2 tile sizes, found 3".to_string())
    );
    // A view over another kind has no tile to lend.
    assert_eq!(
        <TiledType as TypeView>::wrap(ctx.common().i32).tile(&ctx),
        None
    );
}

#[test]
fn hand_written_forms_print_in_full_and_stripped() {
    use oxir_demo::RatioAttr;
    let ctx = context();
    let ratio = RatioAttr::get(&ctx, 3, 4).attr();
    assert_eq!(print_attribute(&ctx, ratio), "#demo.ratio<3 per 4>");
    assert_eq!(
        parse_attribute(&ctx, "#demo.ratio<3 per 4>").map_err(|d| d.message),
        Ok(ratio)
    );
    assert_eq!(
        parse_attribute(&ctx, "#demo.ratio<3 of 4>").map_err(|d| d.message),
        Err("expected 'per'".to_string())
    );
    // In an op format, stripped of `#demo.ratio`, as MLIR's `printStrippedAttrOrType` calls
    // a hand-written `print` too.
    let text = "%0 = \"test.a\"() : () -> i64\n%1 = demo.scale %0 by <3 per 4> : i64\n";
    let module = common::parse(&ctx, text).expect("the text parses");
    assert!(common::print(&ctx, &module, false).contains("demo.scale %0 by <3 per 4> : i64"));
}

#[test]
fn float_parameters_read_write_and_unique_by_their_bits() {
    let ctx = context();
    let scale = ScaleAttr::get(&ctx, 1.5, 0.0, None);
    assert_eq!(
        (scale.factor(&ctx), scale.offset(&ctx), scale.bias(&ctx)),
        (1.5, 0.0, None)
    );
    assert_eq!(scale, ScaleAttr::get(&ctx, 1.5, 0.0, None));
    // Bits, not values: -0.0 is another attribute, and a NaN is equal to itself.
    assert_ne!(scale, ScaleAttr::get(&ctx, 1.5, -0.0, None));
    let nan = ScaleAttr::get(&ctx, f64::NAN, 0.0, None);
    assert_eq!(nan, ScaleAttr::get(&ctx, f64::NAN, 0.0, None));
    assert!(nan.factor(&ctx).is_nan());

    let text = |a: ScaleAttr| print_attribute(&ctx, a.attr());
    assert_eq!(text(scale), "#demo.scale<factor = 1.500000e+00>");
    let full = ScaleAttr::get(&ctx, -2.0, 0.25, Some(1e-3));
    assert_eq!(
        text(full),
        "#demo.scale<factor = -2.000000e+00, offset = 2.500000e-01, bias = 1.000000e-03>"
    );
    for source in [text(scale), text(full)] {
        let parsed = parse_attribute(&ctx, &source).unwrap();
        assert_eq!(text(parsed.dyn_cast::<ScaleAttr>(&ctx).unwrap()), source);
    }
    let parsed = parse_attribute(&ctx, "#demo.scale<factor = 2.0, bias = -3.>").unwrap();
    assert_eq!(parsed, ScaleAttr::get(&ctx, 2.0, 0.0, Some(-3.0)).attr());
    // A hexadecimal integer gives the bits; a decimal one is refused, as MLIR refuses it.
    let bits = parse_attribute(&ctx, "#demo.scale<factor = 0x3FF8000000000000>").unwrap();
    assert_eq!(bits, scale.attr());
    let error = parse_error(&ctx, "#demo.scale<factor = 2>");
    assert!(
        error.contains("unexpected decimal integer literal for a floating point value"),
        "{error}"
    );
    let error = parse_error(&ctx, "#demo.scale<factor = abc>");
    assert!(error.contains("expected floating point literal"), "{error}");
}

#[test]
fn parameter_constraints_are_checked_when_a_definition_is_made() {
    let ctx = context();
    let lanes = parse_type(&ctx, "!demo.lanes<i16, [i8, i32] label \"v\">").expect("valid lanes");
    assert_eq!(
        oxir::text::printer::print_type(&ctx, lanes),
        "!demo.lanes<i16, [i8, i32] label \"v\">"
    );
    let error = |text: &str| parse_type(&ctx, text).map_err(|d| d.message).unwrap_err();
    // The dialect's own constraint, with its summary.
    assert_eq!(
        error("!demo.lanes<i7, []>"),
        "parameter `element` must be integer of even width, but got 'i7'"
    );
    // Each element of a `Vec`, and an optional attribute when present.
    assert_eq!(
        error("!demo.lanes<i8, [i8, f32]>"),
        "parameter `extra` must be signless integer, but got 'f32'"
    );
    assert_eq!(
        error("!demo.lanes<i8, [] label 3>"),
        "parameter `label` must be string attribute, but got '3 : i64'"
    );
    let c = *ctx.common();
    let loc = c.unknown_loc;
    assert!(oxir_demo::LanesType::get_checked(&ctx, loc, c.i32, &[], None).is_ok());
    let bad = oxir_demo::LanesType::get_checked(&ctx, loc, c.f32, &[], None);
    assert_eq!(
        bad.map_err(|d| d.message).unwrap_err(),
        "parameter `element` must be integer of even width, but got 'f32'"
    );
}
