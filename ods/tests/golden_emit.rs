//! Golden test of the generated Rust: the emitter's output for the `demo` dialect's spec
//! (`dialects/demo/defs/demo.toml`) must equal `tests/golden/demo.rs.txt`, so that every change
//! to generated code shows up as a reviewable diff. Setting `OXIR_BLESS=1` rewrites the golden
//! file from the current output. The generated code itself is compiled and exercised by the
//! `oxir-demo` crate's tests.

use std::path::Path;

use oxir_ods::build::generate_source;

#[test]
fn demo_dialect_generates_the_golden_rust() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let spec = std::fs::read_to_string(root.join("../dialects/demo/defs/demo.toml"))
        .expect("the demo spec exists");
    // The same name the demo crate's build script uses, so comments cite the same lines.
    let generated = generate_source("defs/demo.toml", &spec).unwrap_or_else(|e| panic!("{e}"));
    let golden_path = root.join("tests/golden/demo.rs.txt");
    if std::env::var_os("OXIR_BLESS").is_some() {
        std::fs::write(&golden_path, &generated).expect("the golden file is writable");
    }
    let golden = std::fs::read_to_string(&golden_path).unwrap_or_default();
    assert!(
        golden == generated,
        "generated code differs from tests/golden/demo.rs.txt (rerun with OXIR_BLESS=1 and review the diff)"
    );
}

#[test]
fn traits_defined_in_rust_are_declared_and_checked() {
    let spec = r#"[dialect]
name = "d"

[[op]]
name = "m"
traits = ['NativeOpTrait<"crate::traits::Mine">', 'NativeOpTrait<"Other">']
"#;
    let generated = generate_source("defs/d.toml", spec).unwrap_or_else(|e| panic!("{e}"));
    let compact: String = generated
        .split_whitespace()
        .collect::<String>()
        .replace(",)", ")");
    assert!(
        compact.contains(".with_native::<crate::traits::Mine>().with_native::<Other>()"),
        "{generated}"
    );
    assert!(
        compact.contains("<crate::traits::Mineas::oxir::traits::NativeOpTrait>::verify_trait(ctx,body,op)?;<Otheras::oxir::traits::NativeOpTrait>::verify_trait(ctx,body,op)?;"),
        "{generated}"
    );
}

#[test]
fn runtime_interfaces_are_registered_with_the_model_the_spec_names() {
    let spec = r#"[dialect]
name = "i"

[[op]]
name = "x"
interfaces = [{ name = "BranchOpInterface", impl = "crate::branch::XModel" }]
"#;
    let generated = generate_source("defs/i.toml", spec).unwrap_or_else(|e| panic!("{e}"));
    let compact: String = generated.split_whitespace().collect();
    assert!(
        compact.contains("{usecrate::branch::XModelasModel;descriptor.interfaces.insert::<dyn::oxir::branch::BranchOpInterface>(Box::new(Model));}"),
        "{generated}"
    );
}

#[test]
fn dialect_interfaces_of_the_runtime_are_registered_from_the_dialect_table() {
    let spec = r#"[dialect]
name = "d"
interfaces = [
  { name = "DialectInlinerInterface", impl = "oxir::inliner::AlwaysLegalToInline" },
  { name = "OpAsmDialectInterface", impl = "crate::asm::Aliases" },
]
"#;
    let generated = generate_source("defs/d.toml", spec).unwrap_or_else(|e| panic!("{e}"));
    let compact: String = generated.split_whitespace().collect();
    for (model, interface) in [
        (
            "oxir::inliner::AlwaysLegalToInline",
            "::oxir::inliner::DialectInlinerInterface",
        ),
        (
            "crate::asm::Aliases",
            "::oxir::text::printer::OpAsmDialectInterface",
        ),
    ] {
        assert!(
            compact.contains(&format!(
                "{{use{model}asModel;dialect.interfaces.insert::<dyn{interface}>(Box::new(Model));}}"
            )),
            "{generated}"
        );
    }
}

#[test]
fn implementations_of_interfaces_nobody_defines_are_refused_with_spans() {
    let spec = r#"[dialect]
name = "i"

[[op]]
name = "x"
interfaces = [{ name = "ViewLikeOpInterface", impl = "crate::loops" }]
"#;
    let error = generate_source("defs/i.toml", spec).expect_err("no such interface");
    assert!(
        error.contains("defs/i.toml:6:55: error: `ViewLikeOpInterface` is neither defined by this spec nor an interface of the runtime"),
        "{error}"
    );
}

#[test]
fn traits_of_definitions_are_registered_and_checked() {
    let spec = r#"[dialect]
name = "i"

[[type]]
name = "T"
mnemonic = "t"
traits = ["crate::traits::Mutable"]
"#;
    let generated = generate_source("defs/i.toml", spec).unwrap_or_else(|e| panic!("{e}"));
    // Without spaces and the commas the pretty printer adds before closing brackets.
    let compact = generated
        .split_whitespace()
        .collect::<String>()
        .replace(",)", ")")
        .replace(",>", ">");
    assert!(
        compact.contains("<crate::traits::Mutableas::oxir::def_support::TypeTrait>::verify_type(ctx,value.ty())?;"),
        "{generated}"
    );
    assert!(
        compact.contains("::oxir::def_support::attach_type_trait::<crate::traits::Mutable>(ctx,TType::DIALECT,TType::MNEMONIC);"),
        "{generated}"
    );
}

#[test]
fn the_test_dialect_generates() {
    // `defs/test.toml` uses every feature; `tests/test_dialect.rs` compiles what it generates.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let spec = std::fs::read_to_string(root.join("../defs/test.toml")).expect("the spec exists");
    if let Err(e) = generate_source("defs/test.toml", &spec) {
        panic!("{e}");
    }
}

#[test]
fn spec_errors_are_rendered() {
    let error = generate_source("defs/e.toml", "[dialect]\nname = \"e\"\n[[op]]\nname = \"x\"\noperands = [{ name = \"a\", type = \"NoSuchType\" }]\n")
        .expect_err("an unknown constraint");
    assert!(error.contains("defs/e.toml:5:"), "{error}");
    assert!(error.contains("NoSuchType"), "{error}");
}

#[test]
fn fold_and_canonicalize_hooks_are_registered() {
    let spec = "[dialect]\nname = \"f\"\n[[op]]\nname = \"x\"\nfold = \"crate::fold_x\"\ncanonicalize = \"crate::patterns_x\"\n";
    let generated = generate_source("defs/f.toml", spec).unwrap_or_else(|e| panic!("{e}"));
    let compact: String = generated.split_whitespace().collect();
    // Each hook is a constant of its type, which the descriptor installs.
    assert!(
        compact.contains(".with_fold(Self::FOLD_HOOK).with_canonicalize(Self::CANONICALIZE_HOOK)"),
        "{generated}"
    );
    assert!(
        compact.contains("constFOLD_HOOK:::oxir::rewrite::FoldFn=crate::fold_x;")
            && compact.contains(
                "constCANONICALIZE_HOOK:::oxir::rewrite::CanonicalizeFn=crate::patterns_x;"
            ),
        "{generated}"
    );
    // The constant cites the spec line naming the hook, and the signature expected.
    assert!(
        generated.contains("/// The `fold` hook of `f.x` (defs/f.toml:5): `fn(&Context, &Body, OpId, &[Option<Attribute>]) -> FoldOutcome`."),
        "{generated}"
    );
    let spec = "[dialect]\nname = \"f\"\n[[op]]\nname = \"x\"\nfold = true\n";
    let generated = generate_source("defs/f.toml", spec).unwrap_or_else(|e| panic!("{e}"));
    let compact: String = generated.split_whitespace().collect();
    assert!(
        compact.contains(".with_fold(Self::FOLD_HOOK)")
            && compact.contains("constFOLD_HOOK:::oxir::rewrite::FoldFn=Self::fold;"),
        "{generated}"
    );
}

#[test]
fn hand_written_custom_form_hooks_are_registered() {
    let spec = "[dialect]\nname = \"h\"\n[[op]]\nname = \"x\"\nparse = \"crate::asm::parse_x\"\nprint = \"crate::asm::print_x\"\n";
    let generated = generate_source("defs/h.toml", spec).unwrap_or_else(|e| panic!("{e}"));
    let compact: String = generated.split_whitespace().collect();
    assert!(
        compact.contains(".with_parse(Self::PARSE_HOOK).with_print(Self::PRINT_HOOK)")
            && compact
                .contains("constPARSE_HOOK:::oxir::text::parser::ParseHook=crate::asm::parse_x;")
            && compact
                .contains("constPRINT_HOOK:::oxir::text::printer::PrintHook=crate::asm::print_x;"),
        "{generated}"
    );
    assert!(!generated.contains("parse_custom_form"), "{generated}");
}

#[test]
fn dependent_dialects_with_a_register_function_are_registered_first() {
    let spec = r#"[dialect]
name = "d"
dependent_dialects = ["listed", { name = "arith", register = "oxir_arith::register" }]
"#;
    let generated = generate_source("defs/d.toml", spec).unwrap_or_else(|e| panic!("{e}"));
    let compact: String = generated.split_whitespace().collect();
    assert!(
        compact.contains(
            "constREGISTER_DEPENDENT_1:fn(&::oxir::Context)->bool=oxir_arith::register;REGISTER_DEPENDENT_1(ctx);letmutdialect"
        ),
        "{generated}"
    );
}
