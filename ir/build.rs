//! Generates the builtin ops' Rust (registration and typed wrappers) from `defs/builtin.toml`
//! (at the workspace root) into `OUT_DIR`; `src/builtin.rs` includes it.

fn main() {
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("builtin.rs");
    if oxir_ods::build::generate("../defs/builtin.toml", &out).is_err() {
        std::process::exit(1);
    }
}
