//! The generated enums of the `demo` dialect: string and integer conversions, the bit enum's
//! set operations and `|` form, the integer attribute form, and the `<Enum>Attr` constraint an
//! op attribute is verified with (MLIR's messages).

mod common;

use common::{assert_messages, context};
use oxir::Body;
use oxir::attrs::{IntegerAttr, StringAttr};
use oxir::types::IntegerType;
use oxir::verifier::verify;
use oxir_demo::{CmpFlags, CmpPredicate, CmpiOp, ConstantOp};

#[test]
fn enum_cases_convert_to_and_from_strings_and_values() {
    assert_eq!(CmpPredicate::Slt.as_str(), "slt");
    assert_eq!(CmpPredicate::Ult.value(), 6u64);
    assert_eq!(CmpPredicate::from_value(1), Some(CmpPredicate::Ne));
    assert_eq!(CmpPredicate::from_value(3), None);
    assert_eq!("ult".parse::<CmpPredicate>(), Ok(CmpPredicate::Ult));
    assert_eq!(
        "ugt".parse::<CmpPredicate>(),
        Err("expected ::mlir::demo::CmpPredicate to be one of: eq, ne, slt, ult".to_string())
    );
    assert_eq!(CmpPredicate::ALL.len(), 4);
    assert_eq!(CmpPredicate::Eq.to_string(), "eq");
}

#[test]
fn bit_enums_combine_and_print_like_mlir() {
    let both = CmpFlags::EXACT | CmpFlags::FAST;
    assert_eq!(both, CmpFlags::ALL);
    assert_eq!(both.value(), 3u32);
    assert!(both.contains(CmpFlags::FAST));
    assert!(!CmpFlags::EXACT.contains(CmpFlags::FAST));
    assert_eq!((both & CmpFlags::FAST), CmpFlags::FAST);
    assert!(CmpFlags::NONE.is_empty());
    let mut flags = CmpFlags::default();
    flags |= CmpFlags::EXACT;
    assert_eq!(flags, CmpFlags::EXACT);
    // Groups print too when all their bits are set, as MLIR's stringify does.
    assert_eq!(both.to_string(), "exact|fast|exact_fast");
    assert_eq!(CmpFlags::NONE.to_string(), "none");
    assert_eq!(CmpFlags::FAST.to_string(), "fast");
    assert_eq!("fast | exact".parse::<CmpFlags>(), Ok(both));
    assert_eq!("exact_fast".parse::<CmpFlags>(), Ok(both));
    assert_eq!("none".parse::<CmpFlags>(), Ok(CmpFlags::NONE));
    assert!("exact|slow".parse::<CmpFlags>().is_err());
    assert_eq!(CmpFlags::from_value(2), Some(CmpFlags::FAST));
    assert_eq!(CmpFlags::from_value(4), None);
}

#[test]
fn attribute_forms_are_integers_of_the_storage_width() {
    let ctx = context();
    let i64 = IntegerType::signless(&ctx, 64).ty();
    let i32 = IntegerType::signless(&ctx, 32).ty();
    let attr = CmpPredicate::Ult.get_attr(&ctx);
    assert_eq!(attr, IntegerAttr::get(&ctx, i64, 6).attr());
    assert_eq!(CmpPredicate::from_attr(&ctx, attr), Some(CmpPredicate::Ult));
    // The wrong width, a value no case has, and a non-integer are not the enum.
    let narrow = IntegerAttr::get(&ctx, i32, 6).attr();
    assert_eq!(CmpPredicate::from_attr(&ctx, narrow), None);
    let unknown = IntegerAttr::get(&ctx, i64, 5).attr();
    assert_eq!(CmpPredicate::from_attr(&ctx, unknown), None);
    let text = StringAttr::get(&ctx, "ult").attr();
    assert_eq!(CmpPredicate::from_attr(&ctx, text), None);
    assert!(CmpPredicate::satisfies_attr(&ctx, attr));
    assert!(!CmpPredicate::satisfies_attr(&ctx, unknown));

    let flags = (CmpFlags::EXACT | CmpFlags::FAST).get_attr(&ctx);
    assert_eq!(flags, IntegerAttr::get(&ctx, i32, 3).attr());
    assert_eq!(CmpFlags::from_attr(&ctx, flags), Some(CmpFlags::ALL));
    let stray_bit = IntegerAttr::get(&ctx, i32, 8).attr();
    assert_eq!(CmpFlags::from_attr(&ctx, stray_bit), None);
}

#[test]
fn built_ops_carry_the_enum_attribute() {
    let ctx = context();
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let i64 = IntegerType::signless(&ctx, 64).ty();
    let one = IntegerAttr::get(&ctx, i64, 1).attr();
    // Both result types are buildable (`I64`, `I1`): the builders take none.
    let c = ConstantOp::build(&ctx, &mut body, loc, one);
    let v = c.result(&ctx, &body);
    let predicate = CmpPredicate::Slt.get_attr(&ctx);
    let cmp = CmpiOp::build(&ctx, &mut body, loc, v, v, predicate, None);
    // An enum attribute reads as the enum.
    assert_eq!(cmp.predicate(&ctx, &body), Some(CmpPredicate::Slt));
    assert_eq!(cmp.flags(&ctx, &body), None);
    cmp.set_flags(&ctx, &mut body, Some(CmpFlags::FAST));
    assert_eq!(cmp.flags(&ctx, &body), Some(CmpFlags::FAST));
    let result = cmp.result(&ctx, &body);
    assert_eq!(body.value_type(result), ctx.common().i1);
    assert_eq!(verify(&ctx, &body, cmp.0).map_err(|d| d.message), Ok(()));
}

#[test]
fn enum_attributes_are_verified_with_mlir_messages() {
    // Spelled among the attributes: as properties, values out of range are refused when they
    // are converted, before the verifier (see `tests/ir/invalid-properties.mlir`).
    let prefix = r#"%c = "demo.constant"() <{value = 7 : i64}> : () -> i64
"#;
    let cases = [
        (
            r#"%0 = "demo.cmpi"(%c, %c) <{predicate = 6 : i64, flags = 3 : i32}> : (i64, i64) -> i1"#,
            "verifies",
        ),
        (
            r#"%0 = "demo.cmpi"(%c, %c) {predicate = 5 : i64} : (i64, i64) -> i1"#,
            "'demo.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 6",
        ),
        (
            r#"%0 = "demo.cmpi"(%c, %c) {predicate = 2 : i32} : (i64, i64) -> i1"#,
            "'demo.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 6",
        ),
        (
            r#"%0 = "demo.cmpi"(%c, %c) {predicate = 2 : i64, flags = 4 : i32} : (i64, i64) -> i1"#,
            "'demo.cmpi' op attribute 'flags' failed to satisfy constraint: comparison flags",
        ),
    ];
    assert_messages(prefix, &cases);
}
