//! Generates the dialect's Rust from `defs/affine.toml` (at the workspace root) into `OUT_DIR`.

fn main() {
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("affine.rs");
    if oxir_ods::build::generate("../../defs/affine.toml", &out).is_err() {
        std::process::exit(1);
    }
}
