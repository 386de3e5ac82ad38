//! Command-line options of `oxir-opt`, spelled like `mlir-opt`'s: long options take one or two
//! dashes (`-o`, `--split-input-file`, `-split-input-file`), values follow `=` or come as the
//! next argument, and boolean options accept `=true` / `=false`. Any other `-name` or
//! `-name=options` is kept as a pass flag, for the driver to look up among registered passes.

use crate::timing::TimingDisplay;
use oxir::pass::StatisticsDisplay;

/// A `-name` or `-name=options` argument naming a pass or pipeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassFlag {
    /// The pass or pipeline name.
    pub name: String,
    /// The option text after `=`.
    pub options: Option<String>,
    /// The argument as given, for messages.
    pub spelled: String,
}

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
    /// How the timing report is laid out.
    pub timing_display: TimingDisplay,
    /// `--pass-pipeline=...` text.
    pub pass_pipeline: Option<String>,
    /// Passes named as flags (`-canonicalize`), in order.
    pub passes: Vec<PassFlag>,
    /// Print the pass pipeline before running it.
    pub dump_pass_pipeline: bool,
    /// Run passes on sibling ops one after the other.
    pub disable_threading: bool,
    /// Report, per rewrite pattern, how often it was tried, matched and applied, and why it
    /// failed.
    pub debug_rewrites: bool,
    /// Passes (by argument) before which the IR is printed.
    pub print_ir_before: Vec<String>,
    /// Passes (by argument) after which the IR is printed.
    pub print_ir_after: Vec<String>,
    /// Print the IR before every pass.
    pub print_ir_before_all: bool,
    /// Print the IR after every pass.
    pub print_ir_after_all: bool,
    /// Print the IR after a pass only if it changed it.
    pub print_ir_after_change: bool,
    /// Print the IR after a pass only if it failed.
    pub print_ir_after_failure: bool,
    /// Print the top-level op rather than the op a pass ran on.
    pub print_ir_module_scope: bool,
    /// Print pass statistics.
    pub pass_statistics: bool,
    /// How pass statistics are laid out.
    pub pass_statistics_display: StatisticsDisplay,
    /// Where to write a crash reproducer when a pass fails.
    pub crash_reproducer: Option<String>,
    /// Make the reproducer with the failing pass alone.
    pub local_reproducer: bool,
    /// Run the pipeline stored in the input's reproducer trailer.
    pub run_reproducer: bool,
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
            timing_display: TimingDisplay::Tree,
            pass_pipeline: None,
            passes: Vec::new(),
            dump_pass_pipeline: false,
            disable_threading: false,
            debug_rewrites: false,
            print_ir_before: Vec::new(),
            print_ir_after: Vec::new(),
            print_ir_before_all: false,
            print_ir_after_all: false,
            print_ir_after_change: false,
            print_ir_after_failure: false,
            print_ir_module_scope: false,
            pass_statistics: false,
            pass_statistics_display: StatisticsDisplay::Pipeline,
            crash_reproducer: None,
            local_reproducer: false,
            run_reproducer: false,
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
  --mlir-timing-display=<tree|list>
                                   Lay the timing report out as a tree (default) or a list
  --pass-pipeline=<pipeline>       Run a textual pass pipeline, e.g.
                                   'builtin.module(func.func(canonicalize{max-iterations=5},cse))'
  -<pass-name>[=<options>]         Run a registered pass or pipeline (see below)
  --dump-pass-pipeline             Print the pass pipeline that will run
  --mlir-disable-threading         Run passes on sibling ops one after the other
  --debug-rewrites                 Report per rewrite pattern how often it was tried, matched
                                   and applied, and why it failed (a remark per op)
  --mlir-print-ir-before=<pass-arg>[,...]
                                   Print the IR before the given passes
  --mlir-print-ir-after=<pass-arg>[,...]
                                   Print the IR after the given passes
  --mlir-print-ir-before-all       Print the IR before every pass
  --mlir-print-ir-after-all        Print the IR after every pass
  --mlir-print-ir-after-change     Print the IR after a pass only if it changed it
  --mlir-print-ir-after-failure    Print the IR after a pass only if it failed
  --mlir-print-ir-module-scope     Print the top-level op (needs --mlir-disable-threading)
  --mlir-pass-statistics           Print the statistics of the passes
  --mlir-pass-statistics-display=<pipeline|list>
                                   Lay statistics out per pipeline (default) or per pass name
  --mlir-pass-pipeline-crash-reproducer=<file>
                                   Write a reproducer to <file> when a pass fails
  --mlir-pass-pipeline-local-reproducer
                                   Reproduce with the failing pass alone, on the IR before it
                                   (needs --mlir-disable-threading)
  --run-reproducer                 Run the pipeline stored in the input's reproducer
  --help                           Print this help
";

fn parse_choice<T: Copy>(name: &str, value: &str, choices: &[(&str, T)]) -> Result<T, String> {
    choices
        .iter()
        .find(|(spelling, _)| *spelling == value)
        .map(|(_, choice)| *choice)
        .ok_or_else(|| {
            let names: Vec<String> = choices.iter().map(|(s, _)| format!("`{s}`")).collect();
            format!(
                "invalid value `{value}` for `--{name}`: expected {}",
                names.join(" or ")
            )
        })
}

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
            "mlir-timing-display" => {
                let choices = [("tree", TimingDisplay::Tree), ("list", TimingDisplay::List)];
                options.timing_display = parse_choice(name, &take_value(value)?, &choices)?
            }
            "pass-pipeline" => options.pass_pipeline = Some(take_value(value)?),
            "dump-pass-pipeline" => options.dump_pass_pipeline = parse_bool(name, value)?,
            "mlir-disable-threading" => options.disable_threading = parse_bool(name, value)?,
            "debug-rewrites" => options.debug_rewrites = parse_bool(name, value)?,
            "mlir-print-ir-before" => options
                .print_ir_before
                .extend(take_value(value)?.split(',').map(str::to_string)),
            "mlir-print-ir-after" => options
                .print_ir_after
                .extend(take_value(value)?.split(',').map(str::to_string)),
            "mlir-print-ir-before-all" => options.print_ir_before_all = parse_bool(name, value)?,
            "mlir-print-ir-after-all" => options.print_ir_after_all = parse_bool(name, value)?,
            "mlir-print-ir-after-change" => {
                options.print_ir_after_change = parse_bool(name, value)?
            }
            "mlir-print-ir-after-failure" => {
                options.print_ir_after_failure = parse_bool(name, value)?
            }
            "mlir-print-ir-module-scope" => {
                options.print_ir_module_scope = parse_bool(name, value)?
            }
            "mlir-pass-statistics" => options.pass_statistics = parse_bool(name, value)?,
            "mlir-pass-statistics-display" => {
                let choices = [
                    ("pipeline", StatisticsDisplay::Pipeline),
                    ("list", StatisticsDisplay::List),
                ];
                options.pass_statistics_display = parse_choice(name, &take_value(value)?, &choices)?
            }
            "mlir-pass-pipeline-crash-reproducer" => {
                options.crash_reproducer = Some(take_value(value)?)
            }
            "mlir-pass-pipeline-local-reproducer" => {
                options.local_reproducer = parse_bool(name, value)?
            }
            "run-reproducer" => options.run_reproducer = parse_bool(name, value)?,
            _ if !name.is_empty() => options.passes.push(PassFlag {
                name: name.to_string(),
                options: value.map(str::to_string),
                spelled: arg.clone(),
            }),
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
        assert_eq!(
            o.passes,
            [PassFlag {
                name: "canonicalize".into(),
                options: None,
                spelled: "-canonicalize".into()
            }]
        );
        assert_eq!(o.input.as_deref(), Some("-"));
    }

    #[test]
    fn pass_manager_flags_are_read() {
        let o = parse(&[
            "--canonicalize=max-iterations=5 top-down=false",
            "--mlir-print-ir-before=cse,canonicalize",
            "--mlir-print-ir-before",
            "symbol-dce",
            "--mlir-timing-display=list",
            "--mlir-pass-statistics-display=list",
            "--mlir-disable-threading",
            "--mlir-pass-pipeline-crash-reproducer=r.mlir",
        ])
        .unwrap();
        assert_eq!(o.passes[0].name, "canonicalize");
        assert_eq!(
            o.passes[0].options.as_deref(),
            Some("max-iterations=5 top-down=false")
        );
        assert_eq!(o.print_ir_before, ["cse", "canonicalize", "symbol-dce"]);
        assert_eq!(o.timing_display, TimingDisplay::List);
        assert_eq!(o.pass_statistics_display, StatisticsDisplay::List);
        assert!(o.disable_threading);
        assert_eq!(o.crash_reproducer.as_deref(), Some("r.mlir"));
        assert_eq!(
            parse(&["--mlir-timing-display=flat"]).unwrap_err(),
            "invalid value `flat` for `--mlir-timing-display`: expected `tree` or `list`"
        );
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
            parse(&["--=1"])
                .unwrap_err()
                .contains("unknown command line argument")
        );
    }
}
