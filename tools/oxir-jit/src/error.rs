//! The error every fallible operation of the crate returns: a message, never a panic.
//!
//! LLVM reports its own failures (a parse error, a verifier message, a pass pipeline it does not
//! know) as strings; they are carried here unchanged, after a lowercase phrase saying which step
//! failed.

use std::fmt;

/// Why parsing, compiling, looking up or calling JIT-compiled code failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JitError {
    message: String,
}

impl JitError {
    /// An error with `message`, which should say what was expected and what was found.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }

    /// The message, without a trailing newline.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for JitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for JitError {}

impl From<inkwell::builder::BuilderError> for JitError {
    fn from(error: inkwell::builder::BuilderError) -> Self {
        Self::new(format!("could not build a packed wrapper: {error}"))
    }
}

/// The text of an LLVM message, trimmed of the newline LLVM usually ends it with.
pub(crate) fn llvm_message(message: &inkwell::support::LLVMString) -> String {
    message.to_string().trim_end().to_string()
}
