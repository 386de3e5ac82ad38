//! `cargo xtask expand-bench`: what writing a dialect with the macros costs at compile time,
//! against the same dialect in TOML through `build.rs`. One generated N-op dialect, both ways, in
//! a throwaway workspace (`target/expand-bench/` by default) whose dependencies are built first
//! by a one-op warm-up crate of each kind; then, for the dev and the release profile: the cold
//! build of each dialect crate (a crate of a fresh name, its dependencies built), and its rebuild
//! after one op's summary changed (median of `--runs`). Wall time of `cargo build`, so the
//! figures include what a user waits for.
//!
//! This is a measurement, not a test: it prints a table and asserts nothing about the times.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::tools::workspace_root;

struct Config {
    ops: usize,
    runs: usize,
    out: PathBuf,
}

fn parse_config(args: Vec<String>) -> Result<Config, String> {
    let root = workspace_root();
    let mut config = Config {
        ops: 200,
        runs: 3,
        out: root.join("target/expand-bench"),
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("`{arg}` needs a value"));
        match arg.as_str() {
            "--ops" => config.ops = value()?.parse().map_err(|e| format!("bad op count: {e}"))?,
            "--runs" => {
                config.runs = value()?
                    .parse()
                    .map_err(|e| format!("bad run count: {e}"))?
            }
            "--out" => config.out = PathBuf::from(value()?),
            other => return Err(format!("unknown expand-bench option `{other}`")),
        }
    }
    if config.ops < 2 || config.runs == 0 {
        return Err("`--ops` must be at least 2 and `--runs` at least 1".into());
    }
    Ok(config)
}

/// How a dialect crate is written.
#[derive(Copy, Clone)]
enum Kind {
    Toml,
    Macros,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Toml => "toml",
            Kind::Macros => "macros",
        }
    }
}

/// The summary of op `index`, changed by a rebuild run (`version`).
fn summary(index: usize, version: usize) -> String {
    format!("op number {index}, version {version}")
}

/// The `index`-th op of the generated dialect: a few shapes in turn, each with traits, typed
/// operands and results, and an assembly format, like the ops of a real dialect.
fn op_toml(index: usize, version: usize) -> String {
    let summary = summary(index, version);
    match index % 4 {
        0 => format!(
            "[[op]]\nname = \"add{index}\"\nsummary = \"{summary}\"\ntraits = [\"Pure\", \"Commutative\", \"SameOperandsAndResultType\"]\noperands = [{{ name = \"lhs\", type = \"SignlessIntegerLike\" }}, {{ name = \"rhs\", type = \"SignlessIntegerLike\" }}]\nresults = [{{ name = \"result\", type = \"SignlessIntegerLike\" }}]\nformat = \"$lhs `,` $rhs attr-dict `:` type($result)\"\n\n"
        ),
        1 => format!(
            "[[op]]\nname = \"const{index}\"\nsummary = \"{summary}\"\ntraits = [\"ConstantLike\", \"Pure\"]\nresults = [{{ name = \"result\", type = \"I64\" }}]\nattributes = [{{ name = \"value\", type = \"I64Attr\" }}]\nformat = \"$value attr-dict\"\n\n"
        ),
        2 => format!(
            "[[op]]\nname = \"sum{index}\"\nsummary = \"{summary}\"\ntraits = [\"Pure\"]\noperands = [{{ name = \"inputs\", type = \"Variadic<I64>\" }}]\nresults = [{{ name = \"result\", type = \"I64\" }}]\nattributes = [{{ name = \"label\", type = \"StrAttr\", optional = true, storage = \"attribute\" }}, {{ name = \"bias\", type = \"Confined<I64Attr, [IntMinValue<0>]>\", optional = true }}]\nformat = \"`(` $inputs `)` (`bias` $bias^)? attr-dict\"\n\n"
        ),
        _ => format!(
            "[[op]]\nname = \"yield{index}\"\nsummary = \"{summary}\"\ntraits = [\"Terminator\", \"ReturnLike\"]\noperands = [{{ name = \"values\", type = \"Variadic<AnyType>\" }}]\nformat = \"attr-dict ($values^ `:` type($values))?\"\n\n"
        ),
    }
}

/// [`op_toml`] written with the macros.
fn op_rust(index: usize, version: usize) -> String {
    let summary = summary(index, version);
    match index % 4 {
        0 => format!(
            "    /// {summary}\n    #[op(name = \"add{index}\", traits(Pure, Commutative, SameOperandsAndResultType), format = \"$lhs `,` $rhs attr-dict `:` type($result)\")]\n    pub struct Add{index}Op {{\n        lhs: Operand<SignlessIntegerLike>,\n        rhs: Operand<SignlessIntegerLike>,\n        result: Result<SignlessIntegerLike>,\n    }}\n\n"
        ),
        1 => format!(
            "    /// {summary}\n    #[op(name = \"const{index}\", traits(ConstantLike, Pure), format = \"$value attr-dict\")]\n    pub struct Const{index}Op {{\n        result: Result<I64>,\n        value: Prop<I64Attr>,\n    }}\n\n"
        ),
        2 => format!(
            "    /// {summary}\n    #[op(name = \"sum{index}\", traits(Pure), format = \"`(` $inputs `)` (`bias` $bias^)? attr-dict\")]\n    pub struct Sum{index}Op {{\n        inputs: Operand<Variadic<I64>>,\n        result: Result<I64>,\n        #[optional]\n        label: Attr<StrAttr>,\n        #[optional]\n        bias: Prop<Confined<I64Attr, (IntMinValue<0>)>>,\n    }}\n\n"
        ),
        _ => format!(
            "    /// {summary}\n    #[op(name = \"yield{index}\", traits(Terminator, ReturnLike), format = \"attr-dict ($values^ `:` type($values))?\")]\n    pub struct Yield{index}Op {{\n        values: Operand<Variadic<AnyType>>,\n    }}\n\n"
        ),
    }
}

/// The spec or source of an `ops`-op dialect, with op `changed` at `version`.
fn dialect_text(kind: Kind, name: &str, ops: usize, changed: usize, version: usize) -> String {
    let version_of = |i: usize| if i == changed { version } else { 0 };
    match kind {
        Kind::Toml => {
            let mut text = format!("[dialect]\nname = \"{name}\"\n\n");
            for i in 0..ops {
                text += &op_toml(i, version_of(i));
            }
            text
        }
        Kind::Macros => {
            let mut text = format!(
                "//! A generated dialect for the build-time figure.\n\nuse oxir_ods_macros::dialect;\n\n/// A generated dialect.\n#[dialect(name = \"{name}\")]\npub mod {name} {{\n"
            );
            for i in 0..ops {
                text += &op_rust(i, version_of(i));
            }
            text + "}\n"
        }
    }
}

/// Writes crate `package` of kind `kind` with an `ops`-op dialect into `dir`.
fn write_crate(dir: &Path, package: &str, kind: Kind, ops: usize) -> Result<(), String> {
    let root = workspace_root();
    let path = |p: &str| root.join(p).display().to_string();
    let (deps, build) = match kind {
        Kind::Toml => (
            format!(
                "oxir = {{ path = \"{}\" }}\n\n[build-dependencies]\noxir-ods = {{ path = \"{}\" }}\n",
                path("ir"),
                path("ods")
            ),
            true,
        ),
        Kind::Macros => (
            format!(
                "oxir = {{ path = \"{}\" }}\noxir-ods-macros = {{ path = \"{}\" }}\n",
                path("ir"),
                path("ods-macros")
            ),
            false,
        ),
    };
    let crate_dir = dir.join(package);
    write(
        &crate_dir.join("Cargo.toml"),
        &format!(
            "[package]\nname = \"{package}\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n[dependencies]\n{deps}"
        ),
    )?;
    let name = package.replace('-', "_");
    let text = dialect_text(kind, &name, ops, usize::MAX, 0);
    if build {
        write(&crate_dir.join("defs/dialect.toml"), &text)?;
        write(
            &crate_dir.join("build.rs"),
            "fn main() {\n    let out = std::path::Path::new(&std::env::var(\"OUT_DIR\").unwrap()).join(\"dialect.rs\");\n    if oxir_ods::build::generate(\"defs/dialect.toml\", &out).is_err() {\n        std::process::exit(1);\n    }\n}\n",
        )?;
        write(
            &crate_dir.join("src/lib.rs"),
            "//! A generated dialect for the build-time figure.\n\ninclude!(concat!(env!(\"OUT_DIR\"), \"/dialect.rs\"));\n",
        )
    } else {
        write(&crate_dir.join("src/lib.rs"), &text)
    }
}

/// The file a rebuild edits in crate `package`.
fn edited_file(dir: &Path, package: &str, kind: Kind) -> PathBuf {
    match kind {
        Kind::Toml => dir.join(package).join("defs/dialect.toml"),
        Kind::Macros => dir.join(package).join("src/lib.rs"),
    }
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|e| format!("cannot create `{}`: {e}", parent.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write `{}`: {e}", path.display()))
}

/// Runs `cargo build` of `packages` in the bench workspace and returns the wall seconds.
fn cargo_build(dir: &Path, release: bool, packages: &[&String]) -> Result<f64, String> {
    let mut command = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    command
        .current_dir(dir)
        .args(["build", "--offline", "--quiet"])
        .args(packages.iter().flat_map(|p| ["-p", p]))
        // The outer cargo's jobserver and target directory are not this workspace's.
        .env_remove("CARGO_MAKEFLAGS")
        .env_remove("MAKEFLAGS")
        .env_remove("CARGO_TARGET_DIR");
    if release {
        command.arg("--release");
    }
    let start = Instant::now();
    let status = command
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("`cargo build` of {packages:?} failed"));
    }
    Ok(start.elapsed().as_secs_f64())
}

/// The 1-minute load average, for the context of the figures.
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "unknown".to_string())
}

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

/// Runs `expand-bench` with its command-line arguments.
pub fn run(args: Vec<String>) -> Result<(), String> {
    let config = parse_config(args)?;
    let dir = &config.out;
    let root = workspace_root();
    // Fresh names for the measured crates, so that their first build is cold even in a bench
    // workspace whose dependencies are built already.
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let bench = |kind: Kind| format!("bench-{}-{stamp}", kind.name());
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            if entry.file_name().to_string_lossy().starts_with("bench-") {
                std::fs::remove_dir_all(entry.path())
                    .map_err(|e| format!("cannot remove `{}`: {e}", entry.path().display()))?;
            }
        }
    }
    let members = [
        "warm-toml".to_string(),
        "warm-macros".to_string(),
        bench(Kind::Toml),
        bench(Kind::Macros),
    ];
    let quoted: Vec<String> = members.iter().map(|m| format!("\"{m}\"")).collect();
    // The workspace's profiles, so the figures are those of the repository's builds.
    let manifest = std::fs::read_to_string(root.join("Cargo.toml"))
        .map_err(|e| format!("cannot read the workspace manifest: {e}"))?;
    let profiles = manifest.find("[profile.").map_or("", |at| &manifest[at..]);
    write(
        &dir.join("Cargo.toml"),
        &format!(
            "[workspace]\nresolver = \"3\"\nmembers = [{}]\n\n{profiles}",
            quoted.join(", ")
        ),
    )?;
    // The repository's lock file pins the same dependency versions, offline.
    std::fs::copy(root.join("Cargo.lock"), dir.join("Cargo.lock"))
        .map_err(|e| format!("cannot copy Cargo.lock: {e}"))?;
    write_crate(dir, "warm-toml", Kind::Toml, 1)?;
    write_crate(dir, "warm-macros", Kind::Macros, 1)?;
    write_crate(dir, &bench(Kind::Toml), Kind::Toml, config.ops)?;
    write_crate(dir, &bench(Kind::Macros), Kind::Macros, config.ops)?;

    println!(
        "| profile | written in | cold build of the dialect crate (s) | rebuild after touching one op (s, median of {}) |",
        config.runs
    );
    println!("|---|---|---|---|");
    let load_before = load_average();
    for release in [false, true] {
        let profile = if release { "release" } else { "dev" };
        let kinds = [Kind::Toml, Kind::Macros];
        for kind in kinds {
            // The dependencies, with the features this kind of crate selects (a build script's
            // `oxir-ods` and a proc macro's are built with different features).
            eprintln!(
                "expand-bench: the dependencies of a {} crate ({profile})",
                kind.name()
            );
            cargo_build(dir, release, &[&format!("warm-{}", kind.name())])?;
        }
        // The two kinds take turns, so that a change of the machine's load mid-run weighs on
        // both alike.
        let mut cold = Vec::new();
        for kind in kinds {
            eprintln!("expand-bench: {} ({profile})", bench(kind));
            cold.push(cargo_build(dir, release, &[&bench(kind)])?);
        }
        let mut rebuilds = vec![Vec::new(); kinds.len()];
        for version in 1..=config.runs {
            for (k, kind) in kinds.into_iter().enumerate() {
                let package = bench(kind);
                let name = package.replace('-', "_");
                let text = dialect_text(kind, &name, config.ops, config.ops / 2, version);
                write(&edited_file(dir, &package, kind), &text)?;
                rebuilds[k].push(cargo_build(dir, release, &[&package])?);
            }
        }
        for (k, kind) in kinds.into_iter().enumerate() {
            println!(
                "| {profile} | {} | {:.1} | {:.1} |",
                kind.name(),
                cold[k],
                median(rebuilds[k].clone())
            );
        }
    }
    println!(
        "\nload average (1 min) before and after: {load_before} and {}",
        load_average()
    );
    println!(
        "\n{} ops; wall time of `cargo build -p <crate>` with its dependencies built; {}.",
        config.ops,
        dir.display()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_ways_describe_the_same_dialect() {
        let toml = dialect_text(Kind::Toml, "d", 8, 5, 2);
        let rust = dialect_text(Kind::Macros, "d", 8, 5, 2);
        let (toml_model, diagnostics) = oxir_ods::toml_front::read_dialect(0, &toml);
        assert_eq!(diagnostics, Vec::new());
        let file: syn::File = syn::parse_str(&rust).expect("valid Rust");
        let (args, module) = oxir_ods::rust_front::find_dialects(&file)
            .into_iter()
            .next()
            .expect("a dialect module");
        let spec = oxir_ods::rust_front::read_module("src/lib.rs", args, module);
        assert_eq!(spec.diagnostics, Vec::new());
        let toml_model = toml_model.expect("a dialect");
        assert_eq!(spec.dialect.ops.len(), 8);
        for (a, b) in spec.dialect.ops.iter().zip(&toml_model.ops) {
            assert_eq!(a.name.value, b.name.value);
            assert_eq!(
                a.summary.as_ref().map(|s| &s.value),
                b.summary.as_ref().map(|s| &s.value)
            );
        }
        assert!(toml.contains("op number 5, version 2") && rust.contains("op number 5, version 2"));
        assert!(spec.generate().is_ok());
    }
}
