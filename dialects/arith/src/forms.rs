//! Tests of the custom forms generated from the assembly formats of `defs/arith.toml`: the
//! pieces MLIR's formats print that other dialects' tests do not cover — enum predicates as
//! keywords, the `#arith.fastmath` / `#arith.overflow` attributes stripped of their prefix
//! (and left out when they hold their default), result types inferred from a typed attribute
//! or through `AllTypesMatch`. The file tests under `tests/dialects/arith` compare whole files
//! with `mlir-opt-19`.

use crate::testing::{first_error, printed};
use crate::{FastMathFlags, IntegerOverflowFlags};

#[test]
fn comparisons_print_their_predicate_as_a_keyword() {
    let ir =
        "%a = \"t.def\"() : () -> vector<2xi8>\n%r = arith.cmpi \"ule\", %a, %a : vector<2xi8>";
    assert_eq!(
        printed(ir),
        "%0 = \"t.def\"() : () -> vector<2xi8>\n%1 = arith.cmpi ule, %0, %0 : vector<2xi8>"
    );
    let bad = "%a = \"t.def\"() : () -> i8\n%r = arith.cmpi lt, %a, %a : i8";
    assert_eq!(
        first_error(bad).as_deref(),
        Some(
            "custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]"
        )
    );
}

#[test]
fn extended_ops_name_and_type_both_results() {
    let ir = "%a = \"t.def\"() : () -> i16\n%s, %o = arith.addui_extended %a, %a : i16, i1\n%l, %h = arith.mului_extended %a, %a : i16";
    assert_eq!(
        printed(ir),
        "%0 = \"t.def\"() : () -> i16\n%sum, %overflow = arith.addui_extended %0, %0 : i16, i1\n%low, %high = arith.mului_extended %0, %0 : i16"
    );
}

#[test]
fn constants_take_the_type_of_their_value() {
    assert_eq!(
        printed("%a = arith.constant {x.y} -3 : i16\n%b = arith.constant 2.0 : f16"),
        "%c-3_i16 = arith.constant {x.y} -3 : i16\n%cst = arith.constant 2.000000e+00 : f16"
    );
    assert_eq!(
        first_error("%a = arith.constant @sym").as_deref(),
        Some("custom op 'arith.constant' invalid kind of attribute specified")
    );
}

#[test]
fn flags_print_stripped_and_default_ones_are_left_out() {
    let ir = "%a = \"t.def\"() : () -> f32\n\
              %i = \"t.def\"() : () -> i32\n\
              %0 = arith.addf %a, %a fastmath<ninf,nnan> : f32\n\
              %1 = arith.addf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32\n\
              %2 = arith.addf %a, %a fastmath<none> : f32\n\
              %3 = arith.addi %i, %i overflow<nuw,nsw> : i32\n\
              %4 = \"arith.muli\"(%i, %i) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32";
    assert_eq!(
        printed(ir),
        "%0 = \"t.def\"() : () -> f32\n\
         %1 = \"t.def\"() : () -> i32\n\
         %2 = arith.addf %0, %0 fastmath<nnan,ninf> : f32\n\
         %3 = arith.addf %0, %0 fastmath<fast> : f32\n\
         %4 = arith.addf %0, %0 : f32\n\
         %5 = arith.addi %1, %1 overflow<nsw, nuw> : i32\n\
         %6 = arith.muli %1, %1 overflow<nsw> : i32"
    );
}

#[test]
fn flags_are_dialect_attributes_in_the_generic_form() {
    let ir = "%a = \"t.def\"() : () -> f32\n%0 = arith.mulf %a, %a fastmath<contract> : f32";
    let ctx = oxir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&ctx);
    let module = oxir::text::parser::parse_source(&ctx, ir, &Default::default()).expect("parses");
    let generic = oxir::text::printer::print_op(
        &ctx,
        &module.body,
        module.op,
        &oxir::text::printer::PrintOptions {
            generic: true,
            ..Default::default()
        },
    );
    assert!(
        generic.contains("<{fastmath = #arith.fastmath<contract>}>"),
        "{generic}"
    );
    let fast = FastMathFlags::NNAN | FastMathFlags::NINF;
    assert_eq!(
        FastMathFlags::from_attr(&ctx, fast.get_attr(&ctx)),
        Some(fast)
    );
    let flags = IntegerOverflowFlags::NSW | IntegerOverflowFlags::NUW;
    assert_eq!(flags.to_string(), "nsw, nuw");
    assert_eq!("nuw,nsw".parse::<IntegerOverflowFlags>(), Ok(flags));
}

#[test]
fn unknown_flags_are_errors_naming_the_cases() {
    let ir = "%i = \"t.def\"() : () -> i32\n%0 = arith.addi %i, %i overflow<bad> : i32";
    assert_eq!(
        first_error(ir).as_deref(),
        Some(
            "custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"
        )
    );
    assert_eq!(
        first_error("\"t.op\"() {a = #arith.fastmath<>} : () -> ()").as_deref(),
        Some("expected valid keyword")
    );
}
