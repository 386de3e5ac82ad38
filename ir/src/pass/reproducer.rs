//! Crash reproducers in MLIR 19's format: the IR, then a file-metadata trailer saying how to run
//! it again.
//!
//! ```text
//! module {
//!   ...
//! }
//!
//! {-#
//!   external_resources: {
//!     mlir_reproducer: {
//!       pipeline: "builtin.module(func.func(cse))",
//!       disable_threading: false,
//!       verify_each: true
//!     }
//!   }
//! #-}
//! ```
//!
//! [`reproducer_text`] writes one; [`read_reproducer`] finds the settings in a file's trailer for
//! `--run-reproducer`. Writing the file and deciding which IR goes in it is the pass manager's
//! business.

use crate::context::Context;
use crate::structure::{Body, OpId};
use crate::text::lexer::{escape_string, unescape_string};
use crate::text::printer::{PrintOptions, print_op};

/// What a reproducer's trailer says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReproducerSettings {
    /// The pipeline to run.
    pub pipeline: Option<String>,
    /// Whether to run without threads.
    pub disable_threading: Option<bool>,
    /// Whether to verify after each pass.
    pub verify_each: Option<bool>,
}

/// The reproducer for `op` (an op of `body`) and `pipeline`.
pub fn reproducer_text(
    ctx: &Context,
    body: &Body,
    op: OpId,
    pipeline: &str,
    disable_threading: bool,
    verify_each: bool,
    options: &PrintOptions,
) -> String {
    let mut out = print_op(ctx, body, op, options);
    out.push_str("\n{-#\n  external_resources: {\n    mlir_reproducer: {\n      pipeline: \"");
    escape_string(pipeline.as_bytes(), &mut out);
    out.push_str(&format!(
        "\",\n      disable_threading: {disable_threading},\n      verify_each: {verify_each}\n    }}\n  }}\n#-}}\n"
    ));
    out
}

/// The settings of the `mlir_reproducer` entry of `source`'s `external_resources` metadata, if
/// it has one; an error if the entry is there but malformed.
pub fn read_reproducer(source: &str) -> Result<Option<ReproducerSettings>, String> {
    let Some(start) = source.rfind("{-#") else {
        return Ok(None);
    };
    let metadata = &source[start..];
    let Some(at) = metadata.find("mlir_reproducer") else {
        return Ok(None);
    };
    let mut tokens = Tokens {
        text: &metadata[at + "mlir_reproducer".len()..],
    };
    tokens.expect(":")?;
    tokens.expect("{")?;
    let mut settings = ReproducerSettings::default();
    loop {
        if tokens.eat("}") {
            return Ok(Some(settings));
        }
        let key = tokens.word()?;
        tokens.expect(":")?;
        match key {
            "pipeline" => settings.pipeline = Some(tokens.string()?),
            "disable_threading" => settings.disable_threading = Some(tokens.boolean()?),
            "verify_each" => settings.verify_each = Some(tokens.boolean()?),
            other => return Err(format!("unknown reproducer setting `{other}`")),
        }
        if !tokens.eat(",") {
            tokens.expect("}")?;
            return Ok(Some(settings));
        }
    }
}

/// A cursor over the reproducer entry's text.
struct Tokens<'a> {
    text: &'a str,
}

impl<'a> Tokens<'a> {
    fn skip(&mut self) {
        self.text = self.text.trim_start();
    }

    fn eat(&mut self, punct: &str) -> bool {
        self.skip();
        match self.text.strip_prefix(punct) {
            Some(rest) => {
                self.text = rest;
                true
            }
            None => false,
        }
    }

    fn expect(&mut self, punct: &str) -> Result<(), String> {
        if self.eat(punct) {
            Ok(())
        } else {
            Err(format!(
                "malformed `mlir_reproducer` entry: expected `{punct}`"
            ))
        }
    }

    fn word(&mut self) -> Result<&'a str, String> {
        self.skip();
        let end = self
            .text
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(self.text.len());
        if end == 0 {
            return Err("malformed `mlir_reproducer` entry: expected a setting name".into());
        }
        let (word, rest) = self.text.split_at(end);
        self.text = rest;
        Ok(word)
    }

    fn boolean(&mut self) -> Result<bool, String> {
        match self.word()? {
            "true" => Ok(true),
            "false" => Ok(false),
            other => Err(format!(
                "malformed `mlir_reproducer` entry: expected `true` or `false`, found `{other}`"
            )),
        }
    }

    fn string(&mut self) -> Result<String, String> {
        self.skip();
        let bytes = self.text.as_bytes();
        if bytes.first() != Some(&b'"') {
            return Err("malformed `mlir_reproducer` entry: expected a quoted pipeline".into());
        }
        let mut i = 1;
        while i < bytes.len() && bytes[i] != b'"' {
            i += if bytes[i] == b'\\' { 2 } else { 1 };
        }
        if i >= bytes.len() {
            return Err(
                "malformed `mlir_reproducer` entry: the pipeline string is not closed".into(),
            );
        }
        let literal = &self.text[..=i];
        self.text = &self.text[i + 1..];
        let bytes = unescape_string(literal)
            .map_err(|e| format!("malformed `mlir_reproducer` entry: {e}"))?;
        String::from_utf8(bytes)
            .map_err(|_| "malformed `mlir_reproducer` entry: the pipeline is not UTF-8".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parser::{ParseOptions, parse_source};

    #[test]
    fn reproducers_are_written_like_mlir_and_read_back() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let ir = parse_source(&ctx, "\"t.op\"() : () -> ()", &ParseOptions::default()).unwrap();
        let pipeline = "builtin.module(p{s={a \"b\"}})";
        let text = reproducer_text(
            &ctx,
            &ir.body,
            ir.op,
            pipeline,
            false,
            true,
            &PrintOptions::default(),
        );
        assert_eq!(
            text,
            "module {\n  \"t.op\"() : () -> ()\n}\n\n{-#\n  external_resources: {\n    mlir_reproducer: {\n      pipeline: \"builtin.module(p{s={a \\22b\\22}})\",\n      disable_threading: false,\n      verify_each: true\n    }\n  }\n#-}\n"
        );
        // The parser accepts the trailer, and the settings read back.
        parse_source(&ctx, &text, &ParseOptions::default()).unwrap();
        assert_eq!(
            read_reproducer(&text).unwrap(),
            Some(ReproducerSettings {
                pipeline: Some(pipeline.to_string()),
                disable_threading: Some(false),
                verify_each: Some(true),
            })
        );
    }

    #[test]
    fn files_without_reproducer_or_with_a_bad_one() {
        assert_eq!(read_reproducer("module {}"), Ok(None));
        assert_eq!(
            read_reproducer("{-# dialect_resources: { builtin: {} } #-}"),
            Ok(None)
        );
        let bad = "{-# external_resources: { mlir_reproducer: { pipeline: 3 } } #-}";
        assert_eq!(
            read_reproducer(bad),
            Err("malformed `mlir_reproducer` entry: expected a quoted pipeline".into())
        );
        let unknown = "{-# external_resources: { mlir_reproducer: { color: true } } #-}";
        assert_eq!(
            read_reproducer(unknown),
            Err("unknown reproducer setting `color`".into())
        );
        let partial =
            "{-# external_resources: { mlir_reproducer: { disable_threading: true } } #-}";
        assert_eq!(
            read_reproducer(partial),
            Ok(Some(ReproducerSettings {
                pipeline: None,
                disable_threading: Some(true),
                verify_each: None,
            }))
        );
    }
}
