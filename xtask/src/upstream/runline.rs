//! Reading an MLIR test file the way lit and `mlir-opt` read it: its `// RUN:` lines, the
//! `mlir-opt` commands in them, and its `// -----` chunks.
//!
//! Only what the differential runner needs is understood: a pipeline whose first command is
//! `mlir-opt`, later `mlir-opt` stages fed by it, and anything from the first other command on
//! (`FileCheck`, `count`, ...) dropped, since we compare what the tools print rather than check
//! it. A RUN line using lit features we do not model (`%t`, `%{...}`, output redirections) is an
//! error naming the feature, so the report can say why it was not run.

/// The placeholder lit replaces with the test file's path; kept in [`Stage::args`] until the
/// runner knows which file (the whole test or one chunk) a run reads.
pub const INPUT: &str = "%s";

/// MLIR's default split marker (`-split-input-file` with no value).
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// One `// RUN:` line of a file, continuation lines joined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// The 1-based line of the file where the RUN line starts.
    pub line: usize,
    /// The command text after `RUN:`, continuations joined with a space.
    pub text: String,
}

/// One `mlir-opt` command of a pipeline: its arguments, `%s` not yet substituted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stage {
    /// The arguments after `mlir-opt`.
    pub args: Vec<String>,
}

/// The `mlir-opt` part of a RUN line: one or more stages, each reading the previous one's output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invocation {
    /// The stages, the first reading the test file.
    pub stages: Vec<Stage>,
    /// The split marker when the first stage has `-split-input-file`.
    pub split: Option<String>,
    /// Whether the first stage has `-verify-diagnostics`: then both tools must accept.
    pub verify: bool,
    /// Whether a stage sends its errors into the pipe (`2>&1`): then they are compared too.
    pub merge_stderr: bool,
}

impl Invocation {
    /// The stages with the split flag removed: when the runner splits the file itself, each
    /// chunk is a whole input to the tools.
    pub fn unsplit_stages(&self) -> Vec<Stage> {
        self.stages
            .iter()
            .map(|stage| Stage {
                args: stage
                    .args
                    .iter()
                    .filter(|arg| split_flag_value(arg).is_none())
                    .cloned()
                    .collect(),
            })
            .collect()
    }
}

/// The RUN lines of `text`, with lines ending in `\` joined to the next RUN line.
pub fn run_lines(text: &str) -> Vec<RunLine> {
    let mut lines = Vec::new();
    let mut pending: Option<RunLine> = None;
    for (index, line) in text.lines().enumerate() {
        let Some(body) = run_body(line) else {
            // A continuation that is not followed by another RUN line ends the command, as in lit.
            if let Some(run) = pending.take() {
                lines.push(run);
            }
            continue;
        };
        let (body, continues) = match body.trim_end().strip_suffix('\\') {
            Some(head) => (head.trim(), true),
            None => (body.trim(), false),
        };
        let run = match pending.take() {
            Some(mut run) => {
                if !body.is_empty() {
                    run.text.push(' ');
                    run.text.push_str(body);
                }
                run
            }
            None => RunLine {
                line: index + 1,
                text: body.to_string(),
            },
        };
        if continues {
            pending = Some(run);
        } else {
            lines.push(run);
        }
    }
    lines.extend(pending);
    lines
}

/// The text after `RUN:` when `line` is a `// RUN:` comment.
fn run_body(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix("//")?;
    rest.trim_start().strip_prefix("RUN:")
}

/// A word of a command and whether any of it was quoted.
type Word = (String, bool);

/// A shell token: a word (and whether any of it was quoted, so that a quoted `2>&1` or `<` is
/// an argument) or an operator ending a command (`|`, `||`, `;`, `&&`, `&`).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    Word { text: String, quoted: bool },
    Operator(String),
}

/// Splits a command line into tokens as a POSIX shell does for the subset RUN lines use: single
/// and double quotes, backslash escapes, and the operators of [`Token::Operator`].
fn tokens(text: &str) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let mut word: Option<(String, bool)> = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if let Some((text, quoted)) = word.take() {
                    tokens.push(Token::Word { text, quoted });
                }
            }
            '\'' => {
                let (current, quoted) = word.get_or_insert_with(Default::default);
                *quoted = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => current.push(c),
                        None => return Err("unterminated single quote".into()),
                    }
                }
            }
            '"' => {
                let (current, quoted) = word.get_or_insert_with(Default::default);
                *quoted = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$' | '`')) => current.push(c),
                            Some(c) => {
                                current.push('\\');
                                current.push(c);
                            }
                            None => return Err("unterminated double quote".into()),
                        },
                        Some(c) => current.push(c),
                        None => return Err("unterminated double quote".into()),
                    }
                }
            }
            '\\' => {
                let (current, _) = word.get_or_insert_with(Default::default);
                if let Some(c) = chars.next() {
                    current.push(c);
                }
            }
            // `2>&1` is a redirection, not a background `&`.
            '&' if word.as_ref().is_some_and(|(w, _)| w.ends_with('>')) => {
                if let Some((current, _)) = word.as_mut() {
                    current.push(c);
                }
            }
            '|' | ';' | '&' => {
                if let Some((text, quoted)) = word.take() {
                    tokens.push(Token::Word { text, quoted });
                }
                let mut operator = c.to_string();
                if c != ';' && chars.peek() == Some(&c) {
                    operator.push(c);
                    chars.next();
                }
                tokens.push(Token::Operator(operator));
            }
            c => word.get_or_insert_with(Default::default).0.push(c),
        }
    }
    if let Some((text, quoted)) = word {
        tokens.push(Token::Word { text, quoted });
    }
    Ok(tokens)
}

/// The `mlir-opt` invocation of a RUN line: `Ok(None)` when its first command is not `mlir-opt`
/// (not a run we compare), an error naming what we cannot model otherwise.
pub fn parse_invocation(text: &str) -> Result<Option<Invocation>, String> {
    // The commands of the line, each with the operator that precedes it.
    let mut commands: Vec<(Option<String>, Vec<Word>)> = vec![(None, Vec::new())];
    for token in tokens(text)? {
        match token {
            Token::Operator(operator) => commands.push((Some(operator), Vec::new())),
            Token::Word { text, quoted } => {
                if let Some((_, words)) = commands.last_mut() {
                    words.push((text, quoted));
                }
            }
        }
    }
    let mut stages = Vec::new();
    let mut merge_stderr = false;
    for (index, (operator, words)) in commands.iter().enumerate() {
        // Only a pipe feeds the next command; after `;` or `&&` the rest is another test.
        if index > 0 && operator.as_deref() != Some("|") {
            break;
        }
        if words.first().map(|(w, _)| w.as_str()) != Some("mlir-opt") {
            break;
        }
        let mut args = Vec::new();
        for (arg, quoted) in &words[1..] {
            if !quoted {
                match arg.as_str() {
                    "2>&1" => {
                        merge_stderr = true;
                        continue;
                    }
                    // Reading the file from standard input is reading the file.
                    "<" => continue,
                    _ if arg.contains('>') || arg.starts_with('<') => {
                        return Err(format!("redirection `{arg}`"));
                    }
                    _ => {}
                }
            }
            if let Some(feature) = unsupported_substitution(arg) {
                return Err(format!("lit substitution `{feature}`"));
            }
            args.push(arg.clone());
        }
        stages.push(Stage { args });
    }
    let Some(first) = stages.first() else {
        return Ok(None);
    };
    if !first.args.iter().any(|arg| arg.contains(INPUT)) {
        return Err("the first `mlir-opt` does not read `%s`".into());
    }
    let split = first.args.iter().find_map(|arg| split_flag_value(arg));
    let verify = first.args.iter().any(|arg| {
        let name = arg.trim_start_matches('-');
        name == "verify-diagnostics" || name.starts_with("verify-diagnostics=")
    });
    Ok(Some(Invocation {
        stages,
        split,
        verify,
        merge_stderr,
    }))
}

/// The split marker when `arg` is `-split-input-file` (with or without a marker value).
fn split_flag_value(arg: &str) -> Option<String> {
    let name = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'))?;
    match name.strip_prefix("split-input-file")? {
        "" | "=" => Some(DEFAULT_SPLIT_MARKER.to_string()),
        value => value.strip_prefix('=').map(str::to_string),
    }
}

/// A lit substitution other than `%s` in `arg` (`%t`, `%S`, `%p`, `%{name}`, ...), which the
/// runner cannot reproduce.
fn unsupported_substitution(arg: &str) -> Option<String> {
    let bytes = arg.as_bytes();
    for (at, &b) in bytes.iter().enumerate() {
        if b != b'%' {
            continue;
        }
        match bytes.get(at + 1) {
            Some(b's') if !bytes.get(at + 2).is_some_and(u8::is_ascii_alphanumeric) => {}
            Some(b'{') => {
                let end = arg[at..].find('}').map_or(arg.len(), |e| at + e + 1);
                return Some(arg[at..end].to_string());
            }
            Some(c) if c.is_ascii_alphabetic() => return Some(arg[at..at + 2].to_string()),
            _ => {}
        }
    }
    None
}

/// One piece of a split file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chunk {
    /// The 1-based index of the chunk in the file.
    pub index: usize,
    /// The 1-based line of the file where the chunk starts.
    pub line: usize,
    /// The chunk's text, the marker lines excluded.
    pub text: String,
}

/// Splits `text` at lines starting with `marker`, as `mlir-opt -split-input-file` does; a file
/// without markers is one chunk.
pub fn split_chunks(text: &str, marker: &str) -> Vec<Chunk> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    let mut start = 1;
    for (index, line) in text.split_inclusive('\n').enumerate() {
        if line.trim_start().starts_with(marker) {
            chunks.push(Chunk {
                index: chunks.len() + 1,
                line: start,
                text: std::mem::take(&mut current),
            });
            start = index + 2;
        } else {
            current.push_str(line);
        }
    }
    chunks.push(Chunk {
        index: chunks.len() + 1,
        line: start,
        text: current,
    });
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn invocation(text: &str) -> Invocation {
        parse_invocation(text)
            .expect("parses")
            .expect("an mlir-opt run")
    }

    #[test]
    fn run_lines_join_continuations() {
        let text = "// RUN: mlir-opt %s \\\n// RUN:   -canonicalize | FileCheck %s\nfunc.func @f()\n  //RUN: mlir-opt %s\n";
        assert_eq!(
            run_lines(text),
            [
                RunLine {
                    line: 1,
                    text: "mlir-opt %s -canonicalize | FileCheck %s".into()
                },
                RunLine {
                    line: 4,
                    text: "mlir-opt %s".into()
                }
            ]
        );
    }

    #[test]
    fn a_dangling_continuation_ends_at_the_next_other_line() {
        let text = "// RUN: mlir-opt %s \\\nfunc.func @f()\n// RUN: mlir-opt %s -cse\n";
        let lines = run_lines(text);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].text, "mlir-opt %s");
    }

    #[test]
    fn filecheck_is_dropped_and_flags_are_read() {
        let run = invocation(
            "mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s --check-prefix=A",
        );
        assert_eq!(run.stages.len(), 1);
        assert_eq!(run.split.as_deref(), Some(DEFAULT_SPLIT_MARKER));
        assert!(run.verify);
        assert!(!run.merge_stderr);
        assert_eq!(
            run.unsplit_stages()[0].args,
            ["%s", "-verify-diagnostics", "-allow-unregistered-dialect"]
        );
    }

    #[test]
    fn quoted_pipelines_stay_one_argument() {
        let run = invocation(
            "mlir-opt %s --pass-pipeline='builtin.module(func.func(cse, canonicalize{max-iterations=1}))' --split-input-file=\"// ----- \"",
        );
        assert_eq!(
            run.stages[0].args[1],
            "--pass-pipeline=builtin.module(func.func(cse, canonicalize{max-iterations=1}))"
        );
        assert_eq!(run.split.as_deref(), Some("// ----- "));
    }

    #[test]
    fn a_second_mlir_opt_is_a_stage_and_stderr_can_be_merged() {
        let run = invocation("mlir-opt %s -cse 2>&1 | mlir-opt -canonicalize | FileCheck %s");
        assert_eq!(run.stages.len(), 2);
        assert_eq!(run.stages[1].args, ["-canonicalize"]);
        assert!(run.merge_stderr);
        let piped_quote = invocation("mlir-opt '%s' -test-flag='a|b'");
        assert_eq!(piped_quote.stages[0].args, ["%s", "-test-flag=a|b"]);
    }

    #[test]
    fn other_commands_are_not_ours_and_lit_features_are_named() {
        assert_eq!(parse_invocation("not mlir-opt %s").unwrap(), None);
        assert_eq!(
            parse_invocation("mlir-translate %s | mlir-opt").unwrap(),
            None
        );
        assert_eq!(
            parse_invocation("mlir-opt %s -o %t"),
            Err("lit substitution `%t`".into())
        );
        assert_eq!(
            parse_invocation("mlir-opt %s %{flags}"),
            Err("lit substitution `%{flags}`".into())
        );
        assert_eq!(
            parse_invocation("mlir-opt %s > out"),
            Err("redirection `>`".into())
        );
        assert_eq!(
            parse_invocation("mlir-opt %s '-x"),
            Err("unterminated single quote".into())
        );
        assert!(parse_invocation("mlir-opt -cse").is_err());
        // `%s` with a suffix that is not a word character is still the input.
        assert!(parse_invocation("mlir-opt %s -test=%s.x").is_ok());
    }

    #[test]
    fn after_and_and_only_the_first_command_counts() {
        let run = invocation("mlir-opt %s && mlir-opt %s -cse");
        assert_eq!(run.stages.len(), 1);
    }

    #[test]
    fn chunks_split_at_markers_with_their_first_lines() {
        let chunks = split_chunks(
            "a\n// -----\nb\nc\n  // ----- trailing\nd",
            DEFAULT_SPLIT_MARKER,
        );
        assert_eq!(chunks.len(), 3);
        assert_eq!((chunks[0].line, chunks[0].text.as_str()), (1, "a\n"));
        assert_eq!((chunks[1].line, chunks[1].text.as_str()), (3, "b\nc\n"));
        assert_eq!(
            (chunks[2].index, chunks[2].line, chunks[2].text.as_str()),
            (3, 6, "d")
        );
        assert_eq!(split_chunks("x\n", "// -----").len(), 1);
    }
}
