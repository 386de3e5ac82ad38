//! Generates the dialect's Rust from `defs/spirv.toml` (at the workspace root) into `OUT_DIR`.

fn main() {
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("spirv.rs");
    if oxir_ods::build::generate("../../defs/spirv.toml", &out).is_err() {
        std::process::exit(1);
    }
}
