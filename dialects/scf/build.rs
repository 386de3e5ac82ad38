//! Generates the dialect's Rust from `defs/scf.toml` (at the workspace root) into `OUT_DIR`.

fn main() {
    let out =
        std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("scf.rs");
    if oxir_ods::build::generate("../../defs/scf.toml", &out).is_err() {
        std::process::exit(1);
    }
}
