//! The command line, as `mlir-cpu-runner-19` reads it (LLVM's `cl` conventions): options take
//! one or two dashes, values after `=` or as the next argument, `-O0` to `-O3`, a comma-separated
//! `--shared-libs` that may repeat, and at most one input file (`-`, the default, is stdin).
//! Errors are messages, never panics; `--help` is a value the caller prints.

use std::path::PathBuf;

use oxir_jit::OptLevel;

/// The entry function's result type, `--entry-point-result`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryResult {
    /// `void`: nothing is printed.
    Void,
    /// `i32`, printed as a decimal number.
    I32,
    /// `i64`, printed as a decimal number.
    I64,
    /// `f32`, printed as LLVM's `raw_ostream` prints a `double` (`%e`); the default, as in
    /// `mlir-cpu-runner`.
    F32,
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The input file; `-` is stdin.
    pub input: String,
    /// The function to call (`-e`), `main` by default.
    pub entry: String,
    /// Its result type.
    pub result: EntryResult,
    /// `-O0` to `-O3`; the lowest given wins, as in `mlir-cpu-runner`.
    pub opt_level: Option<OptLevel>,
    /// `--shared-libs`, in order.
    pub shared_libs: Vec<PathBuf>,
}

/// A parsed command line: run, or print help or the version.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Run with these options.
    Run(Options),
    /// `--help`.
    Help,
    /// `--version`.
    Version,
}

/// The text of `--help`.
pub const HELP: &str = "\
OVERVIEW: oxir CPU execution driver: JIT-compiles a module with LLVM 19 and calls its entry function

USAGE: oxir-cpu-runner [options] <input file>

The input is LLVM IR text (`-` or none: stdin). The entry function takes no arguments; its result
is printed as mlir-cpu-runner prints it.

OPTIONS:
  -e <function name>                 The function to be called (default: main)
  --entry-point-result=<type>        Its result type: f32 | i32 | i64 | void (default: f32)
  -O0, -O1, -O2, -O3                 Run the default<On> pipeline and code generation at On
                                     (none: no IR passes, code generation at O2)
  --shared-libs=<a.so,b.so,...>      Libraries to load so their symbols resolve (repeatable)
  --help                             Print this help
  --version                          Print the version
";

/// Parses the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut options = Options {
        input: "-".into(),
        entry: "main".into(),
        result: EntryResult::F32,
        opt_level: None,
        shared_libs: Vec::new(),
    };
    let mut opt_flags = [false; 4];
    let mut input = None;
    let mut only_positional = false;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let flag = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'));
        let Some(flag) = flag.filter(|f| !only_positional && !f.is_empty()) else {
            if arg == "--" && !only_positional {
                only_positional = true;
                continue;
            }
            if input.replace(arg).is_some() {
                return Err(
                    "too many positional arguments: only one input file can be given".into(),
                );
            }
            continue;
        };
        let (name, inline_value) = match flag.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (flag, None),
        };
        let mut value = || {
            inline_value
                .clone()
                .or_else(|| args.next())
                .ok_or_else(|| format!("`{arg}` needs a value"))
        };
        match name {
            "e" => options.entry = value()?,
            "entry-point-result" => {
                let text = value()?;
                options.result = match text.as_str() {
                    "void" => EntryResult::Void,
                    "i32" => EntryResult::I32,
                    "i64" => EntryResult::I64,
                    "f32" => EntryResult::F32,
                    _ => {
                        return Err(format!(
                            "unsupported function type `{text}` for `--entry-point-result`; expected `f32`, `i32`, `i64` or `void`"
                        ));
                    }
                }
            }
            "shared-libs" => options.shared_libs.extend(
                value()?
                    .split(',')
                    .filter(|lib| !lib.is_empty())
                    .map(PathBuf::from),
            ),
            "O0" | "O1" | "O2" | "O3" if inline_value.is_none() => {
                opt_flags[usize::from(name.as_bytes()[1] - b'0')] = true;
            }
            "help" | "h" if inline_value.is_none() => return Ok(Command::Help),
            "version" if inline_value.is_none() => return Ok(Command::Version),
            _ => {
                return Err(format!(
                    "unknown command line argument `{arg}`; try `--help`"
                ));
            }
        }
    }
    options.opt_level = opt_flags
        .iter()
        .position(|&set| set)
        .map(|level| OptLevel::from_number(level as u32))
        .transpose()
        .map_err(|e| e.to_string())?;
    if let Some(input) = input {
        options.input = input;
    }
    Ok(Command::Run(options))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> Result<Options, String> {
        match parse(args.iter().map(|s| s.to_string()))? {
            Command::Run(options) => Ok(options),
            other => panic!("expected options, got {other:?}"),
        }
    }

    #[test]
    fn defaults_are_mlir_cpu_runners() {
        let o = run(&[]).unwrap();
        assert_eq!((o.input.as_str(), o.entry.as_str()), ("-", "main"));
        assert_eq!((o.result, o.opt_level), (EntryResult::F32, None));
        assert!(o.shared_libs.is_empty());
    }

    #[test]
    fn flags_take_one_or_two_dashes_and_values_either_way() {
        let o = run(&["-e", "f", "--entry-point-result=i64", "in.ll", "-O2"]).unwrap();
        assert_eq!((o.input.as_str(), o.entry.as_str()), ("in.ll", "f"));
        assert_eq!(
            (o.result, o.opt_level),
            (EntryResult::I64, Some(OptLevel::O2))
        );
        let o = run(&["--e=g", "-entry-point-result", "void", "--O3", "-O1"]).unwrap();
        assert_eq!((o.entry.as_str(), o.result), ("g", EntryResult::Void));
        assert_eq!(o.opt_level, Some(OptLevel::O1));
        let o = run(&[
            "--shared-libs=a.so,b.so",
            "-shared-libs",
            "c.so",
            "--",
            "-weird.ll",
        ])
        .unwrap();
        let libs: Vec<_> = o.shared_libs.iter().map(|p| p.to_str().unwrap()).collect();
        assert_eq!(libs, ["a.so", "b.so", "c.so"]);
        assert_eq!(o.input, "-weird.ll");
        assert_eq!(run(&["-"]).unwrap().input, "-");
        assert_eq!(parse(["--help".to_string()]), Ok(Command::Help));
    }

    #[test]
    fn bad_command_lines_are_messages() {
        assert_eq!(
            run(&["--bogus"]).unwrap_err(),
            "unknown command line argument `--bogus`; try `--help`"
        );
        assert_eq!(
            run(&["-O4"]).unwrap_err(),
            "unknown command line argument `-O4`; try `--help`"
        );
        assert!(
            run(&["--entry-point-result=i8"])
                .unwrap_err()
                .contains("`i8`")
        );
        assert_eq!(run(&["-e"]).unwrap_err(), "`-e` needs a value");
        assert!(
            run(&["a.ll", "b.ll"])
                .unwrap_err()
                .starts_with("too many positional")
        );
    }
}
