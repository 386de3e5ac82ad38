//! Generates the dialect's Rust from `defs/demo.toml` into `OUT_DIR`.

fn main() {
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("demo.rs");
    if oxir_ods::build::generate("defs/demo.toml", &out).is_err() {
        std::process::exit(1);
    }
}
