//! Command-line options of `oxir-opt`, spelled like `mlir-opt`'s: long options take one or two
//! dashes (`-o`, `--split-input-file`, `-split-input-file`), values follow `=` or come as the
//! next argument, and boolean options accept `=true` / `=false`. Any other `-name` or
//! `-name=options` is kept as a pass flag, for the driver to look up among registered passes.
//!
//! Arguments are OS strings, not necessarily UTF-8: file names (the input, `-o`, the crash
//! reproducer) are kept as they are, so any file can be named; any other argument that is not
//! UTF-8 is an error naming it (with U+FFFD for the bytes it cannot show).

use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

use crate::timing::{OutputFormat, TimingDisplay};
use oxir::pass::StatisticsDisplay;

/// A `-name` or `-name=options` argument naming a pass or pipeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassFlag {
    /// The pass or pipeline name.
    pub name: String,
    /// The option text after `=` (U+FFFD for bytes that are not UTF-8).
    pub options: Option<String>,
    /// Whether the option text was not UTF-8; an error once the pass is known to exist (an
    /// unknown pass is reported as such first, as `mlir-opt` does).
    pub options_not_utf8: bool,
    /// The argument as given, for messages (U+FFFD for bytes that are not UTF-8).
    pub spelled: String,
}

/// Everything the command line can say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Input file; `None` or `-` reads standard input.
    pub input: Option<PathBuf>,
    /// Output file; `None` or `-` writes standard output.
    pub output: Option<PathBuf>,
    /// Print every op in generic form.
    pub print_generic: bool,
    /// Accept ops, types and attributes of unregistered dialects.
    pub allow_unregistered_dialect: bool,
    /// Process each chunk of the input between split markers on its own.
    pub split_input_file: bool,
    /// The marker `--split-input-file` splits at (`// -----` unless given).
    pub split_marker: String,
    /// Check diagnostics against `expected-*` annotations instead of printing them.
    pub verify_diagnostics: bool,
    /// Print locations.
    pub print_debuginfo: bool,
    /// Print locations in the pretty form.
    pub pretty_debuginfo: bool,
    /// Elide dense elements attributes with more elements than this.
    pub elide_elements_if_larger: Option<usize>,
    /// Leave out of the file metadata resources whose value prints longer than this.
    pub elide_resource_strings_if_larger: Option<usize>,
    /// Print dense elements attributes with more elements than this as hex (`-1`: never).
    pub hex_elements_if_larger: Option<i64>,
    /// Print with a local scope: no aliases, no trailing newline after the module.
    pub print_local_scope: bool,
    /// Print users of values in comments.
    pub print_value_users: bool,
    /// Number values uniquely across the whole module.
    pub print_unique_ssa_ids: bool,
    /// Print regions as `{...}`.
    pub print_skip_regions: bool,
    /// Do not verify before printing (to fall back to the generic form for invalid IR).
    pub print_assume_verified: bool,
    /// List the registered dialects and exit.
    pub show_dialects: bool,
    /// Check that the output parses back to the same IR, in both forms.
    pub verify_roundtrip: bool,
    /// Attach a stack trace to every diagnostic.
    pub stacktrace_on_diagnostic: bool,
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
    /// How the timing report is written (`--mlir-output-format`).
    pub output_format: OutputFormat,
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
    /// Whether dialect conversions print, on stderr, what they legalized with which pattern
    /// and what they rolled back.
    pub debug_conversion: bool,
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
    /// Write the IR dumps to files in a tree under this directory.
    pub print_ir_tree_dir: Option<PathBuf>,
    /// Print pass statistics.
    pub pass_statistics: bool,
    /// How pass statistics are laid out.
    pub pass_statistics_display: StatisticsDisplay,
    /// Where to write a crash reproducer when a pass fails.
    pub crash_reproducer: Option<PathBuf>,
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
            split_marker: DEFAULT_SPLIT_MARKER.to_string(),
            verify_diagnostics: false,
            print_debuginfo: false,
            pretty_debuginfo: false,
            elide_elements_if_larger: None,
            elide_resource_strings_if_larger: None,
            hex_elements_if_larger: None,
            print_local_scope: false,
            print_value_users: false,
            print_unique_ssa_ids: false,
            print_skip_regions: false,
            print_assume_verified: false,
            show_dialects: false,
            verify_roundtrip: false,
            stacktrace_on_diagnostic: false,
            print_op_on_diagnostic: true,
            verify_each: true,
            no_implicit_module: false,
            timing: false,
            timing_display: TimingDisplay::Tree,
            output_format: OutputFormat::Text,
            pass_pipeline: None,
            passes: Vec::new(),
            dump_pass_pipeline: false,
            disable_threading: false,
            debug_rewrites: false,
            debug_conversion: false,
            print_ir_before: Vec::new(),
            print_ir_after: Vec::new(),
            print_ir_before_all: false,
            print_ir_after_all: false,
            print_ir_after_change: false,
            print_ir_after_failure: false,
            print_ir_module_scope: false,
            print_ir_tree_dir: None,
            pass_statistics: false,
            pass_statistics_display: StatisticsDisplay::Pipeline,
            crash_reproducer: None,
            local_reproducer: false,
            run_reproducer: false,
            help: false,
        }
    }
}

use crate::split::DEFAULT_SPLIT_MARKER;

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
  --mlir-pretty-debuginfo          Print locations in the pretty form (file:line:col)
  --mlir-print-local-scope         Print with a local scope: types and attributes in full,
                                   no aliases
  --mlir-elide-elementsattrs-if-larger=<uint>
                                   Elide dense elements attributes with more elements
  --mlir-elide-resource-strings-if-larger=<uint>
                                   Leave out resources whose value is longer (in chars)
  --mlir-print-elementsattrs-with-hex-if-larger=<int>
                                   Print dense elements attributes with more elements as hex
                                   (default 100; -1 never)
  --mlir-print-value-users         Print the users of each value in a comment
  --mlir-print-unique-ssa-ids      Number values uniquely across the whole output
  --mlir-print-skip-regions        Print every region as {...}
  --mlir-print-assume-verified     Do not verify the IR before printing it
  --mlir-print-stacktrace-on-diagnostic
                                   Attach a note with the stack of oxir-opt to diagnostics
  --mlir-print-op-on-diagnostic[=<bool>]
                                   Show the op in a note of errors emitted on it (default true)
  --split-input-file[=<marker>]    Process each chunk separated by the marker (default
                                   `// -----`) on its own
  --show-dialects                  Print the registered dialects and exit
  --verify-roundtrip               Check that the output parses back to the same IR
  --verify-diagnostics             Check diagnostics against expected-* annotations in the input
  --verify-each[=<bool>]           Verify the IR after parsing and after each pass (default true)
  --no-implicit-module             Do not wrap the top-level operations in a builtin.module
  --mlir-timing                    Print a timing report (parse, verify, passes, output)
  --mlir-timing-display=<tree|list>
                                   Lay the timing report out as a tree (default) or a list
  --mlir-output-format=<text|json> Write the timing report as text (default) or JSON
  --pass-pipeline=<pipeline>       Run a textual pass pipeline, e.g.
                                   'builtin.module(func.func(canonicalize{max-iterations=5},cse))'
  -<pass-name>[=<options>]         Run a registered pass or pipeline (see below)
  --dump-pass-pipeline             Print the pass pipeline that will run
  --mlir-disable-threading         Run passes on sibling ops one after the other
  --debug-rewrites                 Report per rewrite pattern (and per rule of a rules file)
                                   how often it was tried, matched and applied, and every
                                   reason it failed with the op (a remark per canonicalized op)
  --debug-conversion               Print on stderr what each dialect conversion does: legal
                                   ops, the pattern that legalized each op, the patterns that
                                   failed and why, what was rolled back and why
  --mlir-print-ir-before=<pass-arg>[,...]
                                   Print the IR before the given passes
  --mlir-print-ir-after=<pass-arg>[,...]
                                   Print the IR after the given passes
  --mlir-print-ir-before-all       Print the IR before every pass
  --mlir-print-ir-after-all        Print the IR after every pass
  --mlir-print-ir-after-change     Print the IR after a pass only if it changed it
  --mlir-print-ir-after-failure    Print the IR after a pass only if it failed
  --mlir-print-ir-module-scope     Print the top-level op (needs --mlir-disable-threading)
  --mlir-print-ir-tree-dir=<dir>   Write each IR dump to a file of a tree under <dir>: a
                                   directory per op, as mlir-opt
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

/// `value` as a number of type `T`, or an error naming the option.
fn number<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String> {
    value.parse().map_err(|_| {
        format!(
            "invalid value `{value}` for `--{name}`: expected {}",
            if std::any::type_name::<T>().starts_with('u') {
                "a non-negative integer"
            } else {
                "an integer"
            }
        )
    })
}

fn parse_bool(name: &str, value: Option<String>) -> Result<bool, String> {
    match value.as_deref() {
        None | Some("true") | Some("1") => Ok(true),
        Some("false") | Some("0") => Ok(false),
        Some(other) => Err(format!(
            "invalid value `{other}` for `--{name}`: expected `true` or `false`"
        )),
    }
}

/// `value` as text, or an error naming the option `--name` and showing what it could of it.
fn text(name: &str, value: OsString) -> Result<String, String> {
    value.into_string().map_err(|value| {
        format!(
            "invalid value `{}` for `--{name}`: not valid UTF-8",
            value.to_string_lossy()
        )
    })
}

/// [`text`] of an optional value (a boolean option given as `-name` alone has none).
fn optional_text(name: &str, value: Option<OsString>) -> Result<Option<String>, String> {
    value.map(|value| text(name, value)).transpose()
}

/// Splits `-name=value` or `--name=value` into the name (`None` when it is not UTF-8) and the
/// OS string after the first `=`.
fn split_flag(arg: &OsStr) -> (Option<&str>, Option<OsString>) {
    let bytes = arg.as_encoded_bytes();
    let start = bytes.iter().position(|&b| b != b'-').unwrap_or(bytes.len());
    let (name, value) = match bytes[start..].iter().position(|&b| b == b'=') {
        Some(at) => (&bytes[start..start + at], Some(after(arg, start + at + 1))),
        None => (&bytes[start..], None),
    };
    (std::str::from_utf8(name).ok(), value)
}

/// The part of `arg` from byte `at` on, which follows an ASCII `=`.
#[cfg(unix)]
fn after(arg: &OsStr, at: usize) -> OsString {
    use std::os::unix::ffi::OsStrExt;
    OsStr::from_bytes(&arg.as_bytes()[at..]).to_owned()
}

/// The part of `arg` from byte `at` on, which follows an ASCII `=` (U+FFFD where it is not
/// Unicode: only Unix gives the bytes of an OS string without `unsafe`).
#[cfg(not(unix))]
fn after(arg: &OsStr, at: usize) -> OsString {
    String::from_utf8_lossy(&arg.as_encoded_bytes()[at..])
        .into_owned()
        .into()
}

/// Parses the arguments (without the program name).
pub fn parse_args<I: IntoIterator<Item = OsString>>(args: I) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    let mut only_positional = false;
    while let Some(arg) = args.next() {
        let bytes = arg.as_encoded_bytes();
        let spelled = arg.to_string_lossy().into_owned();
        if only_positional || bytes == b"-" || bytes.first() != Some(&b'-') {
            if options.input.replace(PathBuf::from(&arg)).is_some() {
                return Err(format!(
                    "too many positional arguments: `{spelled}` (one input file is expected)"
                ));
            }
            continue;
        }
        if bytes == b"--" {
            only_positional = true;
            continue;
        }
        let (Some(name), value) = split_flag(&arg) else {
            return Err(format!(
                "unknown command line argument `{spelled}`; try `--help`"
            ));
        };
        let mut take_value = |value: Option<OsString>| -> Result<OsString, String> {
            match value {
                Some(v) => Ok(v),
                None => args
                    .next()
                    .ok_or_else(|| format!("option `-{name}` requires a value")),
            }
        };
        let flag = |value: Option<OsString>| parse_bool(name, optional_text(name, value)?);
        match name {
            "o" => options.output = Some(take_value(value)?.into()),
            "help" | "h" => options.help = true,
            "allow-unregistered-dialect" => options.allow_unregistered_dialect = flag(value)?,
            "mlir-print-op-generic" => options.print_generic = flag(value)?,
            "mlir-print-debuginfo" => options.print_debuginfo = flag(value)?,
            "mlir-print-op-on-diagnostic" => options.print_op_on_diagnostic = flag(value)?,
            // As in mlir-opt, a value is the marker (`=false` too); empty means the default.
            "split-input-file" => {
                let marker = optional_text(name, value)?.unwrap_or_default();
                options.split_input_file = true;
                options.split_marker = crate::split::split_marker(name, marker)?;
            }
            "mlir-pretty-debuginfo" => options.pretty_debuginfo = flag(value)?,
            "mlir-elide-elementsattrs-if-larger" => {
                options.elide_elements_if_larger =
                    Some(number(name, &text(name, take_value(value)?)?)?)
            }
            "mlir-elide-resource-strings-if-larger" => {
                options.elide_resource_strings_if_larger =
                    Some(number(name, &text(name, take_value(value)?)?)?)
            }
            "mlir-print-elementsattrs-with-hex-if-larger" => {
                options.hex_elements_if_larger =
                    Some(number(name, &text(name, take_value(value)?)?)?)
            }
            "mlir-print-local-scope" => options.print_local_scope = flag(value)?,
            "mlir-print-value-users" => options.print_value_users = flag(value)?,
            "mlir-print-unique-ssa-ids" => options.print_unique_ssa_ids = flag(value)?,
            "mlir-print-skip-regions" => options.print_skip_regions = flag(value)?,
            "mlir-print-assume-verified" => options.print_assume_verified = flag(value)?,
            "mlir-print-stacktrace-on-diagnostic" => {
                options.stacktrace_on_diagnostic = flag(value)?
            }
            "show-dialects" => options.show_dialects = flag(value)?,
            "verify-roundtrip" => options.verify_roundtrip = flag(value)?,
            "verify-diagnostics" => options.verify_diagnostics = flag(value)?,
            "verify-each" => options.verify_each = flag(value)?,
            "no-implicit-module" => options.no_implicit_module = flag(value)?,
            "mlir-timing" => options.timing = flag(value)?,
            "mlir-timing-display" => {
                let choices = [("tree", TimingDisplay::Tree), ("list", TimingDisplay::List)];
                let value = text(name, take_value(value)?)?;
                options.timing_display = parse_choice(name, &value, &choices)?
            }
            "mlir-output-format" => {
                let choices = [("text", OutputFormat::Text), ("json", OutputFormat::Json)];
                let value = text(name, take_value(value)?)?;
                options.output_format = parse_choice(name, &value, &choices)?
            }
            "pass-pipeline" => options.pass_pipeline = Some(text(name, take_value(value)?)?),
            "dump-pass-pipeline" => options.dump_pass_pipeline = flag(value)?,
            "mlir-disable-threading" => options.disable_threading = flag(value)?,
            "debug-rewrites" => options.debug_rewrites = flag(value)?,
            "debug-conversion" => options.debug_conversion = flag(value)?,
            "mlir-print-ir-before" => options.print_ir_before.extend(
                text(name, take_value(value)?)?
                    .split(',')
                    .map(str::to_string),
            ),
            "mlir-print-ir-after" => options.print_ir_after.extend(
                text(name, take_value(value)?)?
                    .split(',')
                    .map(str::to_string),
            ),
            "mlir-print-ir-before-all" => options.print_ir_before_all = flag(value)?,
            "mlir-print-ir-after-all" => options.print_ir_after_all = flag(value)?,
            "mlir-print-ir-after-change" => options.print_ir_after_change = flag(value)?,
            "mlir-print-ir-after-failure" => options.print_ir_after_failure = flag(value)?,
            "mlir-print-ir-module-scope" => options.print_ir_module_scope = flag(value)?,
            "mlir-print-ir-tree-dir" => options.print_ir_tree_dir = Some(take_value(value)?.into()),
            "mlir-pass-statistics" => options.pass_statistics = flag(value)?,
            "mlir-pass-statistics-display" => {
                let choices = [
                    ("pipeline", StatisticsDisplay::Pipeline),
                    ("list", StatisticsDisplay::List),
                ];
                let value = text(name, take_value(value)?)?;
                options.pass_statistics_display = parse_choice(name, &value, &choices)?
            }
            "mlir-pass-pipeline-crash-reproducer" => {
                options.crash_reproducer = Some(take_value(value)?.into())
            }
            "mlir-pass-pipeline-local-reproducer" => options.local_reproducer = flag(value)?,
            "run-reproducer" => options.run_reproducer = flag(value)?,
            _ if !name.is_empty() => options.passes.push(PassFlag {
                name: name.to_string(),
                options_not_utf8: value.as_ref().is_some_and(|v| v.to_str().is_none()),
                options: value.map(|v| v.to_string_lossy().into_owned()),
                spelled,
            }),
            _ => {
                return Err(format!(
                    "unknown command line argument `{spelled}`; try `--help`"
                ));
            }
        }
    }
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn parse(args: &[&str]) -> Result<Options, String> {
        parse_args(args.iter().map(OsString::from))
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
        assert_eq!(o.input.as_deref(), Some(Path::new("in.mlir")));
        assert_eq!(o.output.as_deref(), Some(Path::new("out.mlir")));
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
                options_not_utf8: false,
                spelled: "-canonicalize".into()
            }]
        );
        assert_eq!(o.input.as_deref(), Some(Path::new("-")));
    }

    #[test]
    fn pass_manager_flags_are_read() {
        let o = parse(&[
            "--canonicalize=max-iterations=5 top-down=false",
            "--mlir-print-ir-before=cse,canonicalize",
            "--mlir-print-ir-before",
            "symbol-dce",
            "--mlir-timing-display=list",
            "--mlir-output-format=json",
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
        assert_eq!(o.output_format, OutputFormat::Json);
        assert_eq!(o.pass_statistics_display, StatisticsDisplay::List);
        assert!(o.disable_threading);
        assert_eq!(o.crash_reproducer.as_deref(), Some(Path::new("r.mlir")));
        assert_eq!(
            parse(&["--mlir-timing-display=flat"]).unwrap_err(),
            "invalid value `flat` for `--mlir-timing-display`: expected `tree` or `list`"
        );
        assert_eq!(
            parse(&["--mlir-output-format=xml"]).unwrap_err(),
            "invalid value `xml` for `--mlir-output-format`: expected `text` or `json`"
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

    #[cfg(unix)]
    #[test]
    fn arguments_need_not_be_utf8() {
        use std::os::unix::ffi::OsStringExt;
        let arg = |bytes: &[u8]| OsString::from_vec(bytes.to_vec());
        let o = parse_args([
            arg(b"in\xff.mlir"),
            arg(b"-o=out\xff"),
            arg(b"--mlir-pass-pipeline-crash-reproducer"),
            arg(b"r\xff"),
            arg(b"--cse=\xff"),
        ])
        .unwrap();
        assert_eq!(o.input, Some(PathBuf::from(arg(b"in\xff.mlir"))));
        assert_eq!(o.output, Some(PathBuf::from(arg(b"out\xff"))));
        assert_eq!(o.crash_reproducer, Some(PathBuf::from(arg(b"r\xff"))));
        assert!(o.passes[0].options_not_utf8);
        assert_eq!(o.passes[0].spelled, "--cse=\u{fffd}");
        assert_eq!(
            parse_args([arg(b"--\xff=1")]).unwrap_err(),
            "unknown command line argument `--\u{fffd}=1`; try `--help`"
        );
        assert_eq!(
            parse_args([arg(b"--pass-pipeline=\xff")]).unwrap_err(),
            "invalid value `\u{fffd}` for `--pass-pipeline`: not valid UTF-8"
        );
        assert_eq!(
            parse_args([arg(b"--mlir-timing"), arg(b"-"), arg(b"\xff")]).unwrap_err(),
            "too many positional arguments: `\u{fffd}` (one input file is expected)"
        );
    }

    #[test]
    fn printing_flags_take_numbers_and_split_markers() {
        let o = parse(&[
            "--mlir-elide-elementsattrs-if-larger=4",
            "--mlir-elide-resource-strings-if-larger=0",
            "--mlir-print-elementsattrs-with-hex-if-larger=-1",
            "--split-input-file=// @@@",
        ])
        .unwrap();
        assert_eq!(o.elide_elements_if_larger, Some(4));
        assert_eq!(o.elide_resource_strings_if_larger, Some(0));
        assert_eq!(o.hex_elements_if_larger, Some(-1));
        assert_eq!(o.split_marker, "// @@@");
        let o = parse(&["--split-input-file="]).unwrap();
        assert!(o.split_input_file && o.split_marker == DEFAULT_SPLIT_MARKER);
        assert_eq!(
            parse(&["--mlir-elide-elementsattrs-if-larger=-1"]).unwrap_err(),
            "invalid value `-1` for `--mlir-elide-elementsattrs-if-larger`: expected a \
             non-negative integer"
        );
        assert!(parse(&["--mlir-print-elementsattrs-with-hex-if-larger=x"]).is_err());
        assert!(parse(&["--split-input-file=ab"]).is_err());
    }
}
