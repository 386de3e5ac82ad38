//! Compile test of the `test` dialect: `defs/test.toml` uses every feature of the spec
//! language, and its generated Rust must build and behave. The test writes a throwaway crate
//! under Cargo's temporary directory whose library is `tests/test_dialect/lib.rs` (the
//! hand-written hooks the spec names, and unit tests of the generated API) around the generated
//! code, and runs that crate's tests with `cargo test --offline` in its own target directory,
//! so that the outer build is never waited on.

use std::path::Path;
use std::process::Command;

use oxir_ods::build::generate_source;

#[test]
fn the_test_dialect_generates_compiles_and_passes_its_tests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let spec = std::fs::read_to_string(root.join("../defs/test.toml")).expect("the test spec");
    let generated = generate_source("defs/test.toml", &spec).unwrap_or_else(|e| panic!("{e}"));

    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("test-dialect");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let write_if_changed = |name: &str, text: &str| {
        let path = dir.join(name);
        // Rewriting an unchanged file would make Cargo rebuild the crate every run.
        if std::fs::read_to_string(&path).ok().as_deref() != Some(text) {
            std::fs::write(&path, text).expect("a writable scratch file");
        }
    };
    let ir = root.join("../ir").canonicalize().expect("the ir crate");
    let lib = root.join("tests/test_dialect/lib.rs");
    write_if_changed(
        "Cargo.toml",
        &format!(
            "[package]\nname = \"oxir-test-dialect\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
             [lib]\npath = {lib:?}\n\n[dependencies]\noxir = {{ path = {ir:?} }}\n\n[workspace]\n",
            lib = lib.display().to_string(),
            ir = ir.display().to_string(),
        ),
    );
    write_if_changed("generated.rs", &generated);
    let lock = std::fs::read_to_string(root.join("../Cargo.lock")).expect("the workspace lock");
    write_if_changed("Cargo.lock", &lock);

    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let output = Command::new(cargo)
        .current_dir(&dir)
        .args(["test", "--offline", "--quiet", "--lib"])
        .env("OXIR_TEST_DIALECT", dir.join("generated.rs"))
        // The outer cargo's jobserver and target directory are not this crate's.
        .env_remove("CARGO_MAKEFLAGS")
        .env_remove("MAKEFLAGS")
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("RUSTFLAGS")
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "the test dialect does not build or its tests fail:\n{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}
