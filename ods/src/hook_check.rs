//! The checks of the Rust paths a spec names for its hooks (`fold = "crate::fold::addi"`,
//! `materialize_constant`, builder bodies, `impl` modules, ...), beyond their being paths: a
//! flag word (`fold = "yes"`) is a path rustc would only reject later, inside generated code,
//! so the checker refuses it at the spec with the way to say what was meant.
//!
//! Whether the function exists and has the hook's signature is rustc's to say: the emitter
//! asserts each hook's type where the spec names it (see `emit::hook_asserts`).

use crate::diag::SpecDiagnostic;
use crate::model::Spanned;

/// Words that say "yes" or "no" rather than name a function: a hook written as one of them
/// means a flag, not a path (compared without case).
const FLAG_WORDS: &[&str] = &[
    "yes", "no", "true", "false", "on", "off", "y", "n", "default", "none", "auto", "enabled",
    "disabled", "enable", "disable",
];

/// Whether `text` is a flag word rather than the name of a function.
pub fn is_flag_word(text: &str) -> bool {
    FLAG_WORDS
        .iter()
        .any(|w| w.eq_ignore_ascii_case(text.trim()))
}

/// The error for a hook path `path` that is a flag word, if it is one; `conventional` says
/// whether the hook has a conventional function the spec can ask for with `true`.
pub fn flag_word_error(path: &Spanned<String>, conventional: bool) -> Option<SpecDiagnostic> {
    if !is_flag_word(&path.value) {
        return None;
    }
    let help = if conventional {
        "write `true` (the key alone in a `#[dialect]` attribute) for the conventional function, or the function's path, like `crate::module::function`"
    } else {
        "write the function's path, like `crate::module::function`"
    };
    Some(
        SpecDiagnostic::error(
            path.span,
            format!(
                "`{}` is a flag word, not the Rust path of a function",
                path.value
            ),
        )
        .with_help(help),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Span;

    fn spanned(text: &str) -> Spanned<String> {
        Spanned::new(text.to_string(), Span::new(0, 0, text.len()))
    }

    #[test]
    fn flag_words_are_refused_and_paths_kept() {
        for word in ["yes", "No", "TRUE", "default", " off "] {
            assert!(is_flag_word(word), "{word}");
        }
        for path in ["crate::fold::yes", "fold_addi", "yesterday", "nonsense"] {
            assert!(!is_flag_word(path), "{path}");
        }
        let e = flag_word_error(&spanned("yes"), true).expect("an error");
        assert_eq!(
            e.message,
            "`yes` is a flag word, not the Rust path of a function"
        );
        assert!(e.help.unwrap().starts_with("write `true`"));
        let e = flag_word_error(&spanned("none"), false).expect("an error");
        assert!(e.help.unwrap().starts_with("write the function's path"));
        assert!(flag_word_error(&spanned("crate::f"), true).is_none());
    }
}
