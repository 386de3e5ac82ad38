//! The command line of `toyc`: which file to read, what to emit, and the switches, read into
//! [`Options`]. It does not run anything.
//!
//! Arguments are OS strings, not necessarily UTF-8: the input file name is kept as it is, so
//! any file can be named; any other argument that is not UTF-8 is an error naming it (with
//! U+FFFD for the bytes it cannot show).

use std::ffi::OsString;
use std::path::PathBuf;

/// What `toyc` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// The AST dump.
    Ast,
    /// The IR of the `toy` dialect.
    Mlir,
    /// The IR after the partial lowering to `affine` loops (chapter 5).
    MlirAffine,
    /// The IR after the lowering to the `llvm` dialect (chapter 6).
    MlirLlvm,
    /// The LLVM IR of the lowered module (chapter 6).
    Llvm,
    /// Nothing but what the program prints: `main` runs in the JIT (chapter 6).
    Jit,
}

/// The language of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// Toy source.
    Toy,
    /// Textual IR (the output of `-emit=mlir`).
    Mlir,
}

/// The options of one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The input file, `-` for standard input.
    pub input: PathBuf,
    /// What to print.
    pub emit: Emit,
    /// The input's language.
    pub input_kind: InputKind,
    /// Run the optimization pipeline.
    pub opt: bool,
    /// Run this pass pipeline (pipeline text) instead of `-opt`'s.
    pub pass_pipeline: Option<String>,
    /// Print locations (`loc(...)`).
    pub debug_info: bool,
    /// Print every op in the generic form.
    pub generic: bool,
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Compile with these options.
    Run(Options),
    /// Print the help.
    Help,
}

/// The help text.
pub const HELP: &str = "\
toyc: the compiler of MLIR's Toy tutorial language (chapters 1-7), built on oxir

USAGE: toyc <input> [options]

  <input>                  a `.toy` file, a `.mlir` file (IR as -emit=mlir prints it),
                           or `-` for standard input (Toy source unless -x=mlir)

OPTIONS:
  -emit=ast                print the syntax tree (the tutorial's dump format)
  -emit=mlir               print the IR of the `toy` dialect (the default)
  -emit=mlir-affine        inline, infer shapes, canonicalize, cse, lower to `affine` loops
                           over `memref`s (`toy.print` stays), canonicalize, cse
  -emit=mlir-llvm          then lower `toy.print` to `printf` calls and everything to the
                           `llvm` dialect (lower-affine, convert-scf-to-cf,
                           finalize-memref-to-llvm, convert-to-llvm,
                           reconcile-unrealized-casts)
  -emit=llvm               then translate to LLVM IR for the host (LLVM's default<O0>
                           pipeline, default<O3> with -opt)
  -emit=jit                then run `main` in LLVM's JIT (default<O3> with -opt), printing
                           what the program prints
  -opt                     optimize: inline, infer shapes, canonicalize, cse; after the
                           lowering to affine, affine-loop-fusion and affine-scalrep; and
                           the LLVM IR of -emit=llvm and -emit=jit at O3
  --pass-pipeline=<text>   run this pipeline instead, e.g.
                           'builtin.module(toy.func(canonicalize))'; the passes are
                           canonicalize, cse, inline, sccp, symbol-dce,
                           reconcile-unrealized-casts, toy-shape-inference,
                           toy-lower-to-affine, affine-loop-fusion, affine-scalrep,
                           toy-lower-print, lower-affine,
                           convert-scf-to-cf, finalize-memref-to-llvm, convert-to-llvm,
                           and the other convert-*-to-llvm
  -x=toy | -x=mlir         the input's language, instead of guessing from its extension
  --mlir-print-debuginfo   print the source locations of the ops
  --mlir-print-op-generic  print every op in the generic form
  -h, --help               print this help

Errors are printed as `file:line:col: error: message`, and the exit status is 1.
";

/// Reads the arguments after the program name.
pub fn parse_args(args: &[OsString]) -> Result<Command, String> {
    let mut input: Option<PathBuf> = None;
    let mut emit = Emit::Mlir;
    let mut kind = None;
    let (mut opt, mut debug_info, mut generic) = (false, false, false);
    let mut pass_pipeline = None;
    for os_arg in args {
        let bytes = os_arg.as_encoded_bytes();
        if bytes == b"-" || bytes.first() != Some(&b'-') {
            if let Some(first) = &input {
                return Err(format!(
                    "more than one input file: `{}` and `{}`",
                    first.display(),
                    os_arg.to_string_lossy()
                ));
            }
            input = Some(PathBuf::from(os_arg));
            continue;
        }
        // Options are text: one that is not is no option `toyc` knows (a pipeline is named as
        // such).
        let Some(arg) = os_arg.to_str() else {
            let shown = os_arg.to_string_lossy();
            return Err(
                if shown.trim_start_matches('-').starts_with("pass-pipeline=") {
                    format!("invalid pass pipeline `{shown}`: not valid UTF-8")
                } else {
                    format!("unknown option `{shown}` (see `toyc --help`)")
                },
            );
        };
        // One or two leading dashes, as LLVM's command line accepts.
        let flag = arg.trim_start_matches('-');
        if let Some(text) = flag.strip_prefix("pass-pipeline=") {
            pass_pipeline = Some(text.to_string());
            continue;
        }
        match flag {
            "h" | "help" => return Ok(Command::Help),
            "emit=ast" => emit = Emit::Ast,
            "emit=mlir" => emit = Emit::Mlir,
            "emit=mlir-affine" => emit = Emit::MlirAffine,
            "emit=mlir-llvm" => emit = Emit::MlirLlvm,
            "emit=llvm" => emit = Emit::Llvm,
            "emit=jit" => emit = Emit::Jit,
            "opt" => opt = true,
            "x=toy" => kind = Some(InputKind::Toy),
            "x=mlir" => kind = Some(InputKind::Mlir),
            "mlir-print-debuginfo" => debug_info = true,
            "mlir-print-op-generic" => generic = true,
            _ => return Err(format!("unknown option `{arg}` (see `toyc --help`)")),
        }
    }
    let Some(input) = input else {
        return Err("no input file (see `toyc --help`)".to_string());
    };
    let input_kind = kind.unwrap_or(
        if input.as_os_str().as_encoded_bytes().ends_with(b".mlir") {
            InputKind::Mlir
        } else {
            InputKind::Toy
        },
    );
    Ok(Command::Run(Options {
        input,
        emit,
        input_kind,
        opt,
        pass_pipeline,
        debug_info,
        generic,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Command, String> {
        parse_args(&args.iter().map(OsString::from).collect::<Vec<_>>())
    }

    #[test]
    fn flags_with_one_or_two_dashes() {
        let Ok(Command::Run(options)) =
            parse(&["a.toy", "-emit=ast", "--opt", "-mlir-print-debuginfo"])
        else {
            panic!("the arguments are valid");
        };
        assert_eq!(options.input, PathBuf::from("a.toy"));
        assert_eq!(options.emit, Emit::Ast);
        assert_eq!(options.input_kind, InputKind::Toy);
        assert!(options.opt && options.debug_info && !options.generic);
        assert_eq!(options.pass_pipeline, None);
        let Ok(Command::Run(options)) = parse(&["-", "--pass-pipeline=builtin.module(cse)"]) else {
            panic!("the arguments are valid");
        };
        assert_eq!(
            options.pass_pipeline.as_deref(),
            Some("builtin.module(cse)")
        );
        assert_eq!(parse(&["--help"]), Ok(Command::Help));
        let emit = |flag: &str| match parse(&["a.toy", flag]) {
            Ok(Command::Run(o)) => Some(o.emit),
            _ => None,
        };
        assert_eq!(emit("-emit=llvm"), Some(Emit::Llvm));
        assert_eq!(emit("--emit=jit"), Some(Emit::Jit));
    }

    #[test]
    fn the_input_kind_follows_the_extension_unless_given() {
        let kind = |args: &[&str]| match parse(args) {
            Ok(Command::Run(o)) => Some(o.input_kind),
            _ => None,
        };
        assert_eq!(kind(&["x.mlir"]), Some(InputKind::Mlir));
        assert_eq!(kind(&["-"]), Some(InputKind::Toy));
        assert_eq!(kind(&["-", "-x=mlir"]), Some(InputKind::Mlir));
    }

    #[test]
    fn bad_command_lines_are_errors() {
        assert_eq!(
            parse(&["-emit=llvm-ir", "a.toy"]),
            Err("unknown option `-emit=llvm-ir` (see `toyc --help`)".to_string())
        );
        assert_eq!(
            parse(&[]),
            Err("no input file (see `toyc --help`)".to_string())
        );
        assert_eq!(
            parse(&["a.toy", "b.toy"]),
            Err("more than one input file: `a.toy` and `b.toy`".to_string())
        );
    }

    #[cfg(unix)]
    #[test]
    fn arguments_need_not_be_utf8() {
        use std::os::unix::ffi::OsStringExt;
        let arg = |bytes: &[u8]| OsString::from_vec(bytes.to_vec());
        let Ok(Command::Run(options)) = parse_args(&[arg(b"a\xff.mlir")]) else {
            panic!("any file name is an input");
        };
        assert_eq!(options.input, PathBuf::from(arg(b"a\xff.mlir")));
        assert_eq!(options.input_kind, InputKind::Mlir);
        assert_eq!(
            parse_args(&[arg(b"a.toy"), arg(b"-x=\xff")]),
            Err("unknown option `-x=\u{fffd}` (see `toyc --help`)".to_string())
        );
        assert_eq!(
            parse_args(&[arg(b"a.toy"), arg(b"--pass-pipeline=\xff")]),
            Err("invalid pass pipeline `--pass-pipeline=\u{fffd}`: not valid UTF-8".to_string())
        );
    }
}
