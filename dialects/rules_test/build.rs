//! Generates the dialect's ops from `defs/rt.toml`, its rewrite rules from
//! `defs/rt.rules.toml` and its lowering rules from `defs/rt.lower.rules.toml` into `OUT_DIR`.

fn main() {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    if oxir_ods::build::generate("defs/rt.toml", out.join("rt.rs")).is_err()
        || oxir_ods::rules::build::generate("defs/rt.rules.toml", out.join("rt_rules.rs")).is_err()
        || oxir_ods::rules::build::generate(
            "defs/rt.lower.rules.toml",
            out.join("rt_lower_rules.rs"),
        )
        .is_err()
    {
        std::process::exit(1);
    }
}
