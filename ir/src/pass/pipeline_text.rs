//! The textual pass pipeline syntax, read into a small tree with byte offsets for errors:
//!
//! ```text
//! pipeline := anchor '(' elements? ')'          builtin.module(func.func(cse), symbol-dce)
//! elements := element (',' element)*
//! element  := name '{' options '}'              canonicalize{max-iterations=5}
//!           | name '(' elements? ')'            func.func(cse)   (`any(...)`: any op)
//!           | name                              a pass or a registered pipeline
//! ```
//!
//! Spaces may surround every token. What names mean (passes, pipelines, op names) is the
//! registry's business; the option text is kept raw for the pass's own option parser. Printing
//! pipelines back is done by the pass managers themselves.

use std::fmt;

/// One element of a pipeline: a pass or named pipeline (with its option text), or a nested
/// pipeline on the ops named `name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineElement {
    /// The pass argument, pipeline name, or op name of a nested pipeline.
    pub name: String,
    /// Byte offset of the name in the text.
    pub offset: usize,
    /// The text between the braces of `name{...}`, and its byte offset.
    pub options: Option<(String, usize)>,
    /// The elements of `name(...)`.
    pub nested: Option<Vec<PipelineElement>>,
}

/// An error in pipeline text: where, and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    /// Byte offset in the pipeline text.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl PipelineError {
    /// An error at `offset`.
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        PipelineError {
            offset,
            message: message.into(),
        }
    }

    /// The message with the pipeline text and a caret under the error:
    ///
    /// ```text
    /// invalid pass pipeline: `cxe` does not refer to a registered pass or pipeline; did you mean `cse`?
    ///   builtin.module(cxe)
    ///                  ^
    /// ```
    pub fn render(&self, text: &str) -> String {
        // Offsets count bytes; the caret counts characters.
        let offset = self.offset.min(text.len());
        let column = text.char_indices().take_while(|(i, _)| *i < offset).count();
        format!(
            "invalid pass pipeline: {}\n  {}\n  {}^",
            self.message,
            text,
            " ".repeat(column)
        )
    }
}

impl fmt::Display for PipelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for PipelineError {}

/// Reads `anchor(elements)`, the whole text: the anchor name, its offset, and the elements.
pub fn parse_anchored(text: &str) -> Result<(String, usize, Vec<PipelineElement>), PipelineError> {
    let mut reader = Reader { text, at: 0 };
    reader.skip_spaces();
    let wrapped = || {
        PipelineError::new(
            0,
            "expected a pipeline wrapped in its anchor op, e.g. `builtin.module(cse)` or `any(cse)`",
        )
    };
    let Some((name, offset)) = reader.name() else {
        return Err(wrapped());
    };
    reader.skip_spaces();
    if !reader.eat(b'(') {
        return Err(wrapped());
    }
    let elements = reader.elements_until_close(offset)?;
    reader.skip_spaces();
    if reader.at < text.len() {
        return Err(PipelineError::new(
            reader.at,
            "unexpected text after the pipeline; only one anchored pipeline may be given",
        ));
    }
    Ok((name.to_string(), offset, elements))
}

/// Reads a list of elements without an anchor (`cse, func.func(canonicalize)`), as registered
/// pipelines and `-pass` flags are written. Empty text is an empty list.
pub fn parse_elements(text: &str) -> Result<Vec<PipelineElement>, PipelineError> {
    let mut reader = Reader { text, at: 0 };
    reader.skip_spaces();
    if reader.at == text.len() {
        return Ok(Vec::new());
    }
    let elements = reader.elements()?;
    reader.skip_spaces();
    if reader.at < text.len() {
        let message = if text.as_bytes()[reader.at] == b')' {
            "unbalanced `)`: no `(` is open here"
        } else {
            "expected `,` between pipeline elements"
        };
        return Err(PipelineError::new(reader.at, message));
    }
    Ok(elements)
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        if self.peek() == Some(byte) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    /// A pass, pipeline or op name: letters, digits and `_ . - $`.
    fn name(&mut self) -> Option<(&'a str, usize)> {
        let start = self.at;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-' | b'$'))
        {
            self.at += 1;
        }
        (self.at > start).then(|| (&self.text[start..self.at], start))
    }

    /// Elements up to and including the `)` closing the list opened after the name at `open`.
    fn elements_until_close(&mut self, open: usize) -> Result<Vec<PipelineElement>, PipelineError> {
        self.skip_spaces();
        if self.eat(b')') {
            return Ok(Vec::new());
        }
        let elements = self.elements()?;
        self.skip_spaces();
        if !self.eat(b')') {
            return Err(match self.peek() {
                None => PipelineError::new(open, "missing `)` closing the pipeline of this op"),
                Some(_) => {
                    PipelineError::new(self.at, "expected `,` or `)` after a pipeline element")
                }
            });
        }
        Ok(elements)
    }

    fn elements(&mut self) -> Result<Vec<PipelineElement>, PipelineError> {
        let mut elements = vec![self.element()?];
        loop {
            self.skip_spaces();
            if !self.eat(b',') {
                return Ok(elements);
            }
            elements.push(self.element()?);
        }
    }

    fn element(&mut self) -> Result<PipelineElement, PipelineError> {
        self.skip_spaces();
        let Some((name, offset)) = self.name() else {
            return Err(PipelineError::new(
                self.at,
                "expected a pass name, a pipeline name or a nested pipeline `op.name(...)`",
            ));
        };
        let mut element = PipelineElement {
            name: name.to_string(),
            offset,
            options: None,
            nested: None,
        };
        self.skip_spaces();
        match self.peek() {
            Some(b'{') => {
                let open = self.at;
                let end = matching_brace(self.text, open).ok_or_else(|| {
                    PipelineError::new(
                        open,
                        format!("missing `}}` closing the options of `{name}`"),
                    )
                })?;
                element.options = Some((self.text[open + 1..end].to_string(), open + 1));
                self.at = end + 1;
            }
            Some(b'(') => {
                self.at += 1;
                element.nested = Some(self.elements_until_close(offset)?);
            }
            _ => {}
        }
        Ok(element)
    }
}

/// The index of the `}` matching the `{` at `open`, skipping nested braces and quoted text.
fn matching_brace(text: &str, open: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = open;
    let mut quote: Option<u8> = None;
    while i < bytes.len() {
        let b = bytes[i];
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None => match b {
                b'"' | b'\'' => quote = Some(b),
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            },
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(elements: &[PipelineElement]) -> Vec<String> {
        elements
            .iter()
            .map(|e| match (&e.options, &e.nested) {
                (Some((options, _)), _) => format!("{}{{{options}}}", e.name),
                (_, Some(nested)) => format!("{}({})", e.name, names(nested).join(",")),
                _ => e.name.clone(),
            })
            .collect()
    }

    #[test]
    fn anchored_pipelines_read_with_offsets() {
        let text = " builtin.module( func.func(canonicalize{max-iterations=5 s={a b}} , cse),symbol-dce ) ";
        let (anchor, offset, elements) = parse_anchored(text).unwrap();
        assert_eq!((anchor.as_str(), offset), ("builtin.module", 1));
        assert_eq!(
            names(&elements),
            [
                "func.func(canonicalize{max-iterations=5 s={a b}},cse)",
                "symbol-dce"
            ]
        );
        let nested = elements[0].nested.as_ref().unwrap();
        assert_eq!(nested[0].offset, 27);
        assert_eq!(nested[0].options.as_ref().unwrap().1, 40);
        assert_eq!(parse_anchored("any()").unwrap().2, vec![]);
    }

    #[test]
    fn element_lists_read_without_anchor() {
        assert_eq!(
            names(&parse_elements("cse, func.func(cse)").unwrap()),
            ["cse", "func.func(cse)"]
        );
        assert!(parse_elements("  ").unwrap().is_empty());
    }

    #[test]
    fn errors_say_where_and_what_was_expected() {
        let cases = [
            (
                "cse",
                0,
                "expected a pipeline wrapped in its anchor op, e.g. `builtin.module(cse)` or `any(cse)`",
            ),
            (
                "builtin.module(cse",
                0,
                "missing `)` closing the pipeline of this op",
            ),
            (
                "builtin.module(cse,)",
                19,
                "expected a pass name, a pipeline name or a nested pipeline `op.name(...)`",
            ),
            (
                "builtin.module(cse canonicalize)",
                19,
                "expected `,` or `)` after a pipeline element",
            ),
            (
                "builtin.module(cse)x",
                19,
                "unexpected text after the pipeline; only one anchored pipeline may be given",
            ),
            (
                "builtin.module(canonicalize{max-iterations=5)",
                27,
                "missing `}` closing the options of `canonicalize`",
            ),
            (
                "builtin.module(func.func(cse)), builtin.module(cse)",
                30,
                "unexpected text after the pipeline; only one anchored pipeline may be given",
            ),
        ];
        for (text, offset, message) in cases {
            assert_eq!(
                parse_anchored(text).unwrap_err(),
                PipelineError::new(offset, message),
                "{text}"
            );
        }
        assert_eq!(
            parse_elements("cse)").unwrap_err(),
            PipelineError::new(3, "unbalanced `)`: no `(` is open here")
        );
    }

    #[test]
    fn rendering_points_at_the_error() {
        let error = PipelineError::new(15, "`cxe` does not refer to a registered pass or pipeline");
        assert_eq!(
            error.render("builtin.module(cxe)"),
            "invalid pass pipeline: `cxe` does not refer to a registered pass or pipeline\n  builtin.module(cxe)\n                 ^"
        );
    }
}
