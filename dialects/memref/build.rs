//! Generates the dialect's Rust from `defs/memref.toml` (at the workspace root) into `OUT_DIR`.

fn main() {
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("memref.rs");
    if oxir_ods::build::generate("../../defs/memref.toml", &out).is_err() {
        std::process::exit(1);
    }
}
