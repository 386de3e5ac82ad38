//! Generates the dialect's Rust from `defs/arith.toml` and its canonicalization rules from
//! `defs/arith.rules.toml` (at the workspace root) into `OUT_DIR`.

fn main() {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    if oxir_ods::build::generate("../../defs/arith.toml", out.join("arith.rs")).is_err()
        || oxir_ods::rules::build::generate(
            "../../defs/arith.rules.toml",
            out.join("arith_rules.rs"),
        )
        .is_err()
    {
        std::process::exit(1);
    }
}
