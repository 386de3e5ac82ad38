//! Diagnostics: errors, warnings and remarks with notes, attached to locations.
//!
//! A [`Diagnostic`] is a value: functions that can fail return one instead of panicking, and
//! handlers decide what to do with them (collect, print with the source excerpt, or check them
//! against `expected-*` annotations; see `crate::diag_handlers`).

use crate::attrs::Attribute;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether diagnostics get a note with the stack they were created on. Process-wide rather than
/// per context: diagnostics are built without one (`Diagnostic::error(loc, ..)`), and the
/// switch is a tool's command-line flag (`--mlir-print-stacktrace-on-diagnostic`).
static TRACE_ON_DIAGNOSTIC: AtomicBool = AtomicBool::new(false);

/// Makes every error, warning and remark created from now on carry a first note
/// `diagnostic emitted with trace:` followed by the stack it was created on, as MLIR's
/// `--mlir-print-stacktrace-on-diagnostic` does. MLIR prints its native frames; this is Rust's
/// backtrace of the creating thread (symbol names as far as debug info allows), which no test
/// can expect byte for byte either.
pub fn set_trace_on_diagnostic(enabled: bool) {
    TRACE_ON_DIAGNOSTIC.store(enabled, Ordering::Relaxed);
}

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Severity {
    /// Extra information attached to another diagnostic.
    Note,
    /// Informational message.
    Remark,
    /// Suspicious but not invalid.
    Warning,
    /// Invalid input or IR.
    Error,
}

impl Severity {
    /// The word printed before the message (`error`, `warning`, ...).
    pub fn label(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// One diagnostic: severity, location (a location attribute), message and attached notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it applies: a location attribute.
    pub location: Attribute,
    /// The message, lowercase, no trailing period.
    pub message: String,
    /// Notes attached to the diagnostic, each with its own location.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `location`.
    pub fn error(location: Attribute, message: impl Into<String>) -> Self {
        Self::with_severity(Severity::Error, location, message)
    }

    /// A warning at `location`.
    pub fn warning(location: Attribute, message: impl Into<String>) -> Self {
        Self::with_severity(Severity::Warning, location, message)
    }

    /// A remark at `location`.
    pub fn remark(location: Attribute, message: impl Into<String>) -> Self {
        Self::with_severity(Severity::Remark, location, message)
    }

    /// A diagnostic of any severity.
    pub fn with_severity(
        severity: Severity,
        location: Attribute,
        message: impl Into<String>,
    ) -> Self {
        let mut diagnostic = Diagnostic {
            severity,
            location,
            message: message.into(),
            notes: Vec::new(),
        };
        if severity != Severity::Note && TRACE_ON_DIAGNOSTIC.load(Ordering::Relaxed) {
            let trace = std::backtrace::Backtrace::force_capture();
            diagnostic =
                diagnostic.with_note(location, format!("diagnostic emitted with trace:\n{trace}"));
        }
        diagnostic
    }

    /// Attaches a note.
    pub fn with_note(mut self, location: Attribute, message: impl Into<String>) -> Self {
        self.notes
            .push(Self::with_severity(Severity::Note, location, message));
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.severity.label(), self.message)
    }
}

impl std::error::Error for Diagnostic {}
