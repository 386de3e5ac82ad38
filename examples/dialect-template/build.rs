//! Generates the dialect's Rust from `defs/calc.toml` and its rules from `defs/calc.rules.toml`
//! into `OUT_DIR`; a spec error is printed at its line and fails the build.

fn main() {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let spec = oxir_ods::build::generate("defs/calc.toml", out.join("calc.rs"));
    if spec.is_err()
        || oxir_ods::rules::build::generate("defs/calc.rules.toml", out.join("calc_rules.rs"))
            .is_err()
    {
        std::process::exit(1);
    }
}
