//! Compiles the Toy rewrite rules (`src/toy.rules.toml`, checked against the macro-defined
//! dialect in `src/dialect.rs`) into `OUT_DIR/toy_rules.rs`.

fn main() {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=src/dialect.rs");
    if oxir_ods::rules::build::generate("src/toy.rules.toml", out.join("toy_rules.rs")).is_err() {
        std::process::exit(1);
    }
}
