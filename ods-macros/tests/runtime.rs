//! A dialect written with the macros, used at runtime: ops built with the generated builders
//! and read back with the accessors, verified (the generated checks and a hand-written `verify`
//! hook beside them), printed and parsed in their custom forms, and enums with their
//! attribute form.

use oxir::attrs::{IntegerAttr, LocationData, StringAttr};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::types::IntegerType;
use oxir::verifier::verify;
use oxir::{AttrData, Body, Context, OpId, OwnedOp};
use oxir_ods_macros::dialect;

/// a small dialect written with the macros
///
/// It shows ops, formats, a verify hook and enums.
#[dialect(name = "mini")]
pub mod mini {
    use oxir::{Body, Context, Diagnostic, OpId};

    /// a 64-bit integer constant
    #[op(
        name = "constant",
        traits(ConstantLike, Pure),
        format = "$value attr-dict"
    )]
    pub struct ConstantOp {
        result: Result<I64>,
        value: Prop<I64Attr>,
    }

    /// integer addition
    #[op(
        name = "addi",
        traits(Pure, Commutative, SameOperandsAndResultType),
        format = "$lhs `,` $rhs attr-dict `:` type($result)"
    )]
    pub struct AddIOp {
        /// the left operand
        lhs: Operand<SignlessIntegerLike>,
        rhs: Operand<SignlessIntegerLike>,
        result: Result<SignlessIntegerLike>,
    }

    /// the sum of at most four 64-bit integers
    #[op(
        name = "sum",
        traits(Pure),
        verify = self::verify_sum,
        format = "`(` $inputs `)` (`bias` $bias^)? attr-dict"
    )]
    pub struct SumOp {
        inputs: Operand<Variadic<I64>>,
        result: Result<I64>,
        #[optional]
        label: Attr<StrAttr>,
        #[optional]
        bias: Prop<Confined<I64Attr, (IntMinValue<0>)>>,
    }

    /// ends a block, yielding values
    #[op(
        name = "yield",
        traits(Terminator, ReturnLike),
        format = "attr-dict ($values^ `:` type($values))?"
    )]
    pub struct YieldOp {
        values: Operand<Variadic<AnyType>>,
    }

    /// integer comparison with an enum predicate
    #[op(name = "cmpi", traits(Pure))]
    pub struct CmpIOp {
        lhs: Operand<I64>,
        rhs: Operand<I64>,
        result: Result<I1>,
        predicate: Prop<CmpPredicateAttr>,
        #[optional]
        flags: Prop<CmpFlagsAttr>,
    }

    #[enum_def(width = 64)]
    pub enum CmpPredicate {
        eq = 0,
        ne = 1,
        #[string = "unsigned_lt"]
        ult = 6,
    }

    /// comparison flags
    #[enum_def(bit)]
    pub enum CmpFlags {
        none = 0,
        exact = 1,
        fast = 2,
        #[string = "exact_fast"]
        all = 3,
    }

    // A choice kept as a string (MLIR's `StrEnumAttr`); without a summary, its constraint
    // says which strings are allowed.
    #[enum_def(str)]
    pub enum Rounding {
        up,
        #[string = "to nearest"]
        to_nearest,
    }

    /// a value rounded as a string enum says
    #[op(name = "round", format = "$rounding $input attr-dict `:` type($input)")]
    pub struct RoundOp {
        input: Operand<I64>,
        result: Result<I64>,
        rounding: Prop<RoundingAttr>,
    }

    /// integer of even width
    ///
    /// The dialect's own constraint: this function is its predicate, and stays in the module.
    #[constraint]
    pub fn even_width(ctx: &Context, ty: oxir::Type) -> bool {
        ty.dyn_cast::<oxir::types::IntegerType>(ctx)
            .is_some_and(|int| int.width(ctx) % 2 == 0)
    }

    /// an op whose operand has the dialect's own constraint
    #[op(name = "even", format = "$input attr-dict `:` type($input)")]
    pub struct EvenOp {
        input: Operand<EvenWidth>,
    }

    /// a named list whose elements may be the list itself
    #[type_def(mnemonic = "list", format = "`<` $name (`,` `[` $elements^ `]`)? `>`")]
    pub struct List {
        /// What identifies the list.
        name: String,
        /// The element types, set once.
        #[mutable]
        elements: Vec<Type>,
    }

    /// The hand-written check of `mini.sum`, run after the generated ones.
    fn verify_sum(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        if body.operands(op).len() > 4 {
            return Err(oxir::verifier::op_error(
                ctx,
                body,
                op,
                "sums at most 4 values",
            ));
        }
        Ok(())
    }
}

use mini::{AddIOp, CmpFlags, CmpPredicate, ConstantOp, Rounding, SumOp, YieldOp};

fn context() -> Context {
    let ctx = Context::new();
    assert!(mini::register(&ctx));
    assert!(!mini::register(&ctx), "a second registration is refused");
    ctx.set_allow_unregistered_dialects(true);
    ctx.set_print_op_on_diagnostic(false);
    ctx
}

/// The parsed module, or the error as `line:column: message`.
fn parse(ctx: &Context, text: &str) -> Result<OwnedOp, String> {
    parse_source(ctx, text, &ParseOptions::default()).map_err(|d| match ctx.attr_data(d.location) {
        AttrData::Location(LocationData::FileLineCol { line, column, .. }) => {
            format!("{line}:{column}: {}", d.message)
        }
        _ => d.message.clone(),
    })
}

fn print(ctx: &Context, module: &OwnedOp, generic: bool) -> String {
    let options = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    print_op(ctx, &module.body, module.op, &options)
}

/// The message of the verifier's first error on `text`, or `verifies`.
fn verify_text(text: &str) -> String {
    let ctx = context();
    let module = parse(&ctx, text).expect("the text parses");
    match verify(&ctx, &module.body, module.op) {
        Ok(()) => "verifies".to_string(),
        Err(diagnostic) => diagnostic.message,
    }
}

#[test]
fn ops_are_built_read_back_and_verified() {
    let ctx = context();
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let i64 = IntegerType::signless(&ctx, 64).ty();
    let seven = IntegerAttr::get(&ctx, i64, 7).attr();
    let c = ConstantOp::build(&ctx, &mut body, loc, seven);
    let value = c.result(&ctx, &body);
    assert_eq!(
        c.value(&ctx, &body).and_then(|v| v.value_i64(&ctx)),
        Some(7)
    );

    let add = AddIOp::build(&ctx, &mut body, loc, value, value);
    assert_eq!(add.lhs(&ctx, &body), value);
    let sum_of_two = add.result(&ctx, &body);
    assert_eq!(body.value_type(sum_of_two), i64);

    let label = StringAttr::get(&ctx, "total").attr();
    let inputs = [value, sum_of_two];
    let sum = SumOp::build(&ctx, &mut body, loc, &inputs, Some(label), None);
    assert_eq!(sum.inputs(&ctx, &body), inputs.to_vec());
    assert_eq!(sum.bias(&ctx, &body), None);
    assert_eq!(SumOp::from_op(&ctx, &body, sum.0), Some(sum));
    assert_eq!(ConstantOp::from_op(&ctx, &body, sum.0), None);
    for op in [c.0, add.0, sum.0] {
        assert_eq!(verify(&ctx, &body, op).map_err(|d| d.message), Ok(()));
    }
    let done = YieldOp::build(&ctx, &mut body, loc, &[]);
    assert!(done.values(&ctx, &body).is_empty());
    assert_eq!(SumOp::NAME, "mini.sum");
}

#[test]
fn generated_checks_and_the_verify_hook_report_with_mlir_messages() {
    assert_eq!(
        verify_text("%0 = \"mini.constant\"() <{value = 1 : i32}> : () -> i64"),
        "'mini.constant' op attribute 'value' failed to satisfy constraint: 64-bit signless integer attribute"
    );
    assert_eq!(
        verify_text(
            "%0 = mini.constant 1\n%1 = \"mini.sum\"(%0, %0, %0, %0, %0) : (i64, i64, i64, i64, i64) -> i64"
        ),
        "'mini.sum' op sums at most 4 values"
    );
    assert_eq!(
        verify_text("%0 = mini.constant 1\n%1 = mini.sum(%0, %0) bias 3"),
        "verifies"
    );
}

#[test]
fn the_dialects_own_constraints_check_with_their_doc_summaries() {
    let even = |ty: &str| {
        verify_text(&format!(
            "%0 = \"test.source\"() : () -> {ty}\nmini.even %0 : {ty}"
        ))
    };
    assert_eq!(even("i16"), "verifies");
    assert_eq!(
        even("i7"),
        "'mini.even' op operand #0 must be integer of even width, but got 'i7'"
    );
    let ctx = context();
    assert!(mini::EvenWidth::satisfies(&ctx, ctx.common().i64));
    assert!(mini::even_width(&ctx, ctx.common().i64));
}

const CUSTOM: &str = r#"module {
  %0 = mini.constant 7
  %1 = mini.addi %0, %0 : i64
  %2 = mini.sum(%0, %1) bias 2 {label = "total"}
  %3 = mini.sum()
  "test.region"() ({
    mini.yield %2, %3 : i64, i64
  }) : () -> ()
}
"#;

#[test]
fn custom_forms_print_and_parse_back() {
    let ctx = context();
    let module = parse(&ctx, CUSTOM).expect("the custom forms parse");
    assert_eq!(
        verify(&ctx, &module.body, module.op).map_err(|d| d.message),
        Ok(())
    );
    assert_eq!(print(&ctx, &module, false), CUSTOM);
    // The generic form reads back to the same IR.
    let generic = print(&ctx, &module, true);
    assert!(
        generic.contains("\"mini.addi\"(%0, %0) : (i64, i64) -> i64"),
        "{generic}"
    );
    let again = parse(&ctx, &generic).expect("the generic form parses");
    assert_eq!(print(&ctx, &again, false), CUSTOM);
    assert_eq!(
        parse(&ctx, "%0 = mini.addi %x : i64").map(|_| ()),
        Err("1:18: expected ','".to_string())
    );
}

#[test]
fn enums_have_their_cases_spellings_and_attribute_form() {
    let ctx = context();
    assert_eq!(CmpPredicate::Ult.as_str(), "unsigned_lt");
    assert_eq!(CmpPredicate::from_value(1), Some(CmpPredicate::Ne));
    let attr = CmpPredicate::Ult.get_attr(&ctx);
    assert_eq!(CmpPredicate::from_attr(&ctx, attr), Some(CmpPredicate::Ult));
    assert_eq!((CmpFlags::EXACT.value(), CmpFlags::ALL.value()), (1, 3));
    assert!(CmpFlags::ALL.contains(CmpFlags::FAST));
    assert_eq!((CmpFlags::EXACT | CmpFlags::NONE).to_string(), "exact");
    assert_eq!(
        verify_text(
            "%0 = mini.constant 1\n%1 = \"mini.cmpi\"(%0, %0) <{predicate = 6 : i64}> : (i64, i64) -> i1"
        ),
        "verifies"
    );
    assert_eq!(
        verify_text(
            "%0 = mini.constant 1\n%1 = \"mini.cmpi\"(%0, %0) {predicate = 5 : i64} : (i64, i64) -> i1"
        ),
        "'mini.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 6"
    );
}

#[test]
fn a_string_enum_is_kept_as_a_string_attribute() {
    let ctx = context();
    assert_eq!(Rounding::ToNearest.as_str(), "to nearest");
    assert_eq!(
        Rounding::Up.get_attr(&ctx),
        StringAttr::get(&ctx, "up").attr()
    );
    let text = "%0 = mini.constant 1\n%1 = mini.round \"to nearest\" %0 : i64\n";
    let module = parse(&ctx, text).expect("the custom form parses");
    let generic = print(&ctx, &module, true);
    assert!(
        generic.contains(r#""mini.round"(%0) <{rounding = "to nearest"}> : (i64) -> i64"#),
        "{generic}"
    );
    assert_eq!(
        verify_text(
            "%0 = mini.constant 1\n%1 = \"mini.round\"(%0) <{rounding = \"down\"}> : (i64) -> i64"
        ),
        "'mini.round' op attribute 'rounding' failed to satisfy constraint: allowed string cases: 'up', 'to nearest'"
    );
}

#[test]
fn an_op_found_by_walking_is_viewed_through_its_wrapper() {
    let ctx = context();
    let module = parse(&ctx, CUSTOM).expect("the custom forms parse");
    let mut sums: Vec<(usize, Option<i64>)> = Vec::new();
    module.body.walk(
        module.op,
        oxir::structure::WalkOrder::PreOrder,
        |body: &Body, op: OpId| {
            if let Some(sum) = SumOp::from_op(&ctx, body, op) {
                let bias = sum.bias(&ctx, body).and_then(|b| b.value_i64(&ctx));
                sums.push((sum.inputs(&ctx, body).len(), bias));
            }
        },
    );
    assert_eq!(sums, [(2, Some(2)), (0, None)]);
}

#[test]
fn a_mutable_type_is_identified_by_its_key_and_may_contain_itself() {
    let ctx = context();
    let list = mini::ListType::get(&ctx, "l");
    assert!(!list.is_initialized(&ctx));
    list.set_body(&ctx, &[ctx.common().i64, list.ty()]).unwrap();
    let text = r#"!mini.list<"l", [i64, !mini.list<"l">]>"#;
    assert_eq!(oxir::text::printer::print_type(&ctx, list.ty()), text);
    let fresh = context();
    let parsed = oxir::text::parser::parse_type(&fresh, text).expect("it parses");
    assert_eq!(parsed, mini::ListType::get(&fresh, "l").ty());
    assert_eq!(oxir::text::printer::print_type(&fresh, parsed), text);
}
