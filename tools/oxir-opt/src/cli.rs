//! Command-line options of `oxir-opt`, spelled like `mlir-opt`'s: long options take one or two
//! dashes (`-o`, `--split-input-file`, `-split-input-file`), values follow `=` or come as the
//! next argument, and boolean options accept `=true` / `=false`.

/// Everything the command line can say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Input file; `None` or `-` reads standard input.
    pub input: Option<String>,
    /// Output file; `None` or `-` writes standard output.
    pub output: Option<String>,
    /// Print every op in generic form.
    pub print_generic: bool,
    /// Accept ops, types and attributes of unregistered dialects.
    pub allow_unregistered_dialect: bool,
    /// Process each `// -----` chunk of the input on its own.
    pub split_input_file: bool,
    /// Check diagnostics against `expected-*` annotations instead of printing them.
    pub verify_diagnostics: bool,
    /// Print locations.
    pub print_debuginfo: bool,
    /// Errors emitted on an op show it in a note (`see current operation: ...`).
    pub print_op_on_diagnostic: bool,
    /// Verify after each pass (and after parsing).
    pub verify_each: bool,
    /// Do not wrap top-level ops in a `builtin.module`.
    pub no_implicit_module: bool,
    /// Print a timing report to standard error.
    pub timing: bool,
    /// `--pass-pipeline=...` text.
    pub pass_pipeline: Option<String>,
    /// Passes named as flags (`-canonicalize`), in order.
    pub passes: Vec<String>,
    /// `--help` was asked for.
    pub help: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            input: None,
            output: None,
            print_generic: false,
            allow_unregistered_dialect: false,
            split_input_file: false,
            verify_diagnostics: false,
            print_debuginfo: false,
            print_op_on_diagnostic: true,
            verify_each: true,
            no_implicit_module: false,
            timing: false,
            pass_pipeline: None,
            passes: Vec::new(),
            help: false,
        }
    }
}

/// The help text.
pub const HELP: &str = "\
OVERVIEW: oxir modular optimizer driver

USAGE: oxir-opt [options] <input file>

Reads IR (MLIR 19 syntax) from the input file, or standard input when it is `-` or absent,
verifies it, runs the requested passes, and prints the result.

OPTIONS:
  -o <file>                        Output file (default: standard output)
  --allow-unregistered-dialect     Allow operations, types and attributes of unknown dialects
  --mlir-print-op-generic          Print every operation in the generic form
  --mlir-print-debuginfo           Print locations
  --mlir-print-op-on-diagnostic[=<bool>]
                                   Show the op in a note of errors emitted on it (default true)
  --split-input-file               Process each chunk separated by `// -----` on its own
  --verify-diagnostics             Check diagnostics against expected-* annotations in the input
  --verify-each[=<bool>]           Verify the IR after parsing and after each pass (default true)
  --no-implicit-module             Do not wrap the top-level operations in a builtin.module
  --mlir-timing                    Print a timing report (parse, verify, passes, output)
  --pass-pipeline=<pipeline>       Run a textual pass pipeline
  -<pass-name>                     Run a registered pass
  --help                           Print this help
";

fn parse_bool(name: &str, value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("true") | Some("1") => Ok(true),
        Some("false") | Some("0") => Ok(false),
        Some(other) => Err(format!(
            "invalid value `{other}` for `--{name}`: expected `true` or `false`"
        )),
    }
}

/// Parses the arguments (without the program name).
pub fn parse_args<I: IntoIterator<Item = String>>(args: I) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    let mut only_positional = false;
    while let Some(arg) = args.next() {
        if only_positional || arg == "-" || !arg.starts_with('-') {
            if options.input.replace(arg.clone()).is_some() {
                return Err(format!(
                    "too many positional arguments: `{arg}` (one input file is expected)"
                ));
            }
            continue;
        }
        if arg == "--" {
            only_positional = true;
            continue;
        }
        let flag = arg.trim_start_matches('-');
        let (name, value) = match flag.split_once('=') {
            Some((name, value)) => (name, Some(value)),
            None => (flag, None),
        };
        let mut take_value = |value: Option<&str>| -> Result<String, String> {
            match value {
                Some(v) => Ok(v.to_string()),
                None => args
                    .next()
                    .ok_or_else(|| format!("option `-{name}` requires a value")),
            }
        };
        match name {
            "o" => options.output = Some(take_value(value)?),
            "help" | "h" => options.help = true,
            "allow-unregistered-dialect" => {
                options.allow_unregistered_dialect = parse_bool(name, value)?
            }
            "mlir-print-op-generic" => options.print_generic = parse_bool(name, value)?,
            "mlir-print-debuginfo" => options.print_debuginfo = parse_bool(name, value)?,
            "mlir-print-op-on-diagnostic" => {
                options.print_op_on_diagnostic = parse_bool(name, value)?
            }
            "split-input-file" => options.split_input_file = parse_bool(name, value)?,
            "verify-diagnostics" => options.verify_diagnostics = parse_bool(name, value)?,
            "verify-each" => options.verify_each = parse_bool(name, value)?,
            "no-implicit-module" => options.no_implicit_module = parse_bool(name, value)?,
            "mlir-timing" => options.timing = parse_bool(name, value)?,
            "pass-pipeline" => options.pass_pipeline = Some(take_value(value)?),
            _ if value.is_none() && !name.is_empty() => options.passes.push(name.to_string()),
            _ => {
                return Err(format!(
                    "unknown command line argument `{arg}`; try `--help`"
                ));
            }
        }
    }
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Options, String> {
        parse_args(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn flags_take_one_or_two_dashes_and_values() {
        let o = parse(&[
            "in.mlir",
            "-o",
            "out.mlir",
            "-split-input-file",
            "--mlir-print-op-generic",
            "--verify-each=false",
        ])
        .unwrap();
        assert_eq!(o.input.as_deref(), Some("in.mlir"));
        assert_eq!(o.output.as_deref(), Some("out.mlir"));
        assert!(o.split_input_file && o.print_generic && !o.verify_each);
        assert!(o.print_op_on_diagnostic);
        let o = parse(&["--mlir-print-op-on-diagnostic=false"]).unwrap();
        assert!(!o.print_op_on_diagnostic);
        let o = parse(&["--pass-pipeline=builtin.module(cse)", "-canonicalize", "-"]).unwrap();
        assert_eq!(o.pass_pipeline.as_deref(), Some("builtin.module(cse)"));
        assert_eq!(o.passes, ["canonicalize"]);
        assert_eq!(o.input.as_deref(), Some("-"));
    }

    #[test]
    fn bad_arguments_are_reported() {
        assert!(
            parse(&["a.mlir", "b.mlir"])
                .unwrap_err()
                .contains("too many positional")
        );
        assert!(parse(&["-o"]).unwrap_err().contains("requires a value"));
        assert!(
            parse(&["--verify-each=maybe"])
                .unwrap_err()
                .contains("invalid value")
        );
        assert!(
            parse(&["--weird=1"])
                .unwrap_err()
                .contains("unknown command line argument")
        );
    }
}
