//! Freshness test of the builtin ops' generated Rust: the core (`oxir`) does not build-depend on
//! the generator, so the code generated from `defs/builtin.toml` is checked in as
//! `ir/src/builtin/generated.rs`, and this test fails when it differs from what the generator
//! emits now. Setting `OXIR_BLESS=1` rewrites the file from the current output.

use std::path::Path;

use oxir_ods::build::generate_source;

#[test]
fn checked_in_builtin_code_is_what_the_spec_generates() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let spec = std::fs::read_to_string(root.join("defs/builtin.toml")).expect("the builtin spec");
    let generated = generate_source("defs/builtin.toml", &spec).unwrap_or_else(|e| panic!("{e}"));
    let path = root.join("ir/src/builtin/generated.rs");
    if std::env::var_os("OXIR_BLESS").is_some() {
        std::fs::write(&path, &generated).expect("the checked-in file is writable");
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == generated,
        "ir/src/builtin/generated.rs differs from what defs/builtin.toml generates \
         (rerun with OXIR_BLESS=1 and review the diff)"
    );
}
