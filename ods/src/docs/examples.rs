//! The IR examples of a dialect's op descriptions: the contents of their ```` ```mlir ````
//! blocks, with the span each was written at and whether it uses a custom form of one of the
//! dialect's ops, so that a test can parse them and the documentation cannot rot.
//!
//! This module only finds and classifies examples; parsing them needs the IR crate, which this
//! crate does not depend on, so the test that parses them lives with a crate that does.

use crate::diag::{Sources, Span};
use crate::model::Dialect;

/// One example from an op's description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// The full name of the op whose description holds it (`test.addi`).
    pub op: String,
    /// The IR text between the fences, lines as written.
    pub text: String,
    /// Where the text is in the spec source (on the source bytes, also for strings with
    /// escapes).
    pub span: Span,
    /// Which form the dialect's ops are written in.
    pub form: ExampleForm,
}

/// How an example writes the ops of its dialect.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExampleForm {
    /// Every op of the dialect is in the generic form (`"test.addi"(%a, %b) ...`): it parses
    /// with the dialect unregistered.
    Generic,
    /// Some op of the dialect is in its custom form (`test.addi %a, %b`): it parses only once
    /// the dialect's generated parsers are registered.
    Custom,
}

/// Every example of `dialect`'s op descriptions, in spec order. `sources` holds the spec's
/// offset maps (as filled by [`crate::toml_front::parse_dialect_spec`]), so that spans land on
/// the source bytes.
pub fn op_examples(dialect: &Dialect, sources: &Sources) -> Vec<Example> {
    let mut examples = Vec::new();
    for op in &dialect.ops {
        let Some(description) = &op.description else {
            continue;
        };
        let full_name = format!("{}.{}", dialect.name.value, op.name.value);
        for (offset, text) in mlir_blocks(&description.value) {
            let span = sources.map_span(description.span.sub(offset, text.len()));
            examples.push(Example {
                op: full_name.clone(),
                form: classify(text, &dialect.name.value),
                text: text.to_string(),
                span,
            });
        }
    }
    examples
}

/// The contents of each ```` ```mlir ```` block of a Markdown text, with their byte offsets. A
/// block left open runs to the end of the text.
pub fn mlir_blocks(markdown: &str) -> Vec<(usize, &str)> {
    let mut blocks = Vec::new();
    let mut open: Option<usize> = None;
    let mut offset = 0;
    for line in markdown.split_inclusive('\n') {
        let fence = line.trim();
        match open {
            None if fence.strip_prefix("```").map(str::trim) == Some("mlir") => {
                open = Some(offset + line.len());
            }
            Some(start) if fence == "```" => {
                blocks.push((start, &markdown[start..offset]));
                open = None;
            }
            _ => {}
        }
        offset += line.len();
    }
    if let Some(start) = open {
        blocks.push((start, &markdown[start..]));
    }
    blocks
}

/// Whether `text` writes an op of `dialect` in its custom form: the op name (`dialect.` followed
/// by an identifier) outside a string literal, at the start of an op (after `=` or at the
/// start of a line), rather than quoted as in `"test.addi"(...)`.
pub fn classify(text: &str, dialect: &str) -> ExampleForm {
    let prefix = format!("{dialect}.");
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        // The op position of a line: after the results' `=`, or the whole line.
        let op = match code.find('=') {
            Some(i) if code.trim_start().starts_with('%') => &code[i + 1..],
            _ => code,
        };
        if op.trim_start().starts_with(&prefix) {
            return ExampleForm::Custom;
        }
    }
    ExampleForm::Generic
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toml_front::parse_dialect_spec;

    #[test]
    fn finds_mlir_blocks_with_their_offsets() {
        let md = "Intro.\n\n```mlir\n%a = x\n```\n\n```text\nnot ir\n```\n```mlir\n%b = y\n";
        let blocks = mlir_blocks(md);
        assert_eq!(blocks.len(), 2);
        assert_eq!(blocks[0].1, "%a = x\n");
        assert_eq!(&md[blocks[0].0..blocks[0].0 + 7], "%a = x\n");
        assert_eq!(blocks[1].1, "%b = y\n", "an open block runs to the end");
    }

    #[test]
    fn classifies_custom_and_generic_forms() {
        assert_eq!(
            classify("%s = test.addi %a, %b : i32", "test"),
            ExampleForm::Custom
        );
        assert_eq!(classify("test.yield", "test"), ExampleForm::Custom);
        assert_eq!(
            classify("%s = \"test.addi\"(%a, %b) : (i32, i32) -> i32", "test"),
            ExampleForm::Generic
        );
        // Another dialect's custom form does not matter, nor do types of this dialect.
        assert_eq!(
            classify("%c = arith.constant 1 : !test.complex<f32>", "test"),
            ExampleForm::Generic
        );
        assert_eq!(
            classify("// test.addi in a comment", "test"),
            ExampleForm::Generic
        );
    }

    #[test]
    fn example_spans_point_at_the_source_text() {
        let spec = "[dialect]\nname = \"d\"\n\n[[op]]\nname = \"a\"\ndescription = \"\"\"\nAn op.\n\n```mlir\n\"d.a\"() : () -> ()\n```\n\"\"\"\n\n[[op]]\nname = \"b\"\ndescription = \"x\\t\\n```mlir\\nd.b\\n```\"\n";
        let mut sources = Sources::new();
        let (dialect, diagnostics) = parse_dialect_spec(&mut sources, "d.toml", spec);
        let dialect = dialect.unwrap_or_else(|| panic!("{diagnostics:?}"));
        let examples = op_examples(&dialect, &sources);
        assert_eq!(examples.len(), 2);
        assert_eq!(examples[0].op, "d.a");
        assert_eq!(examples[0].form, ExampleForm::Generic);
        let at = |s: Span| &spec[s.start as usize..s.end as usize];
        assert_eq!(at(examples[0].span), "\"d.a\"() : () -> ()\n");
        // Written with escapes: the span covers the escaped source bytes.
        assert_eq!(examples[1].text, "d.b\n");
        assert_eq!(examples[1].form, ExampleForm::Custom);
        assert_eq!(at(examples[1].span), "d.b\\n");
    }
}
