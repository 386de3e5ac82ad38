//! Splitting an input buffer at `// -----` lines, like `mlir-opt --split-input-file`.

/// One chunk of a split buffer.
#[derive(Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's text.
    pub text: &'a str,
    /// The 1-based line of the file at which the chunk starts (the separator's line for every
    /// chunk after the first), as mlir-opt names it in diagnostics: `within split at FILE:LINE`.
    pub start_line: usize,
}

/// Splits `source` at lines made of `// -----` (any further dashes allowed, as in MLIR). The
/// separator line's text before the newline belongs to neither chunk; its newline starts the
/// next chunk, which keeps line numbers within a chunk the ones mlir-opt reports.
pub fn split_input(source: &str) -> Vec<Chunk<'_>> {
    let mut chunks = Vec::new();
    let mut chunk_start = 0;
    let mut chunk_line = 1;
    let mut offset = 0;
    for (index, line) in source.split_inclusive('\n').enumerate() {
        let content = line.trim_end_matches(['\n', '\r']);
        if is_separator(content) {
            chunks.push(Chunk {
                text: &source[chunk_start..offset],
                start_line: chunk_line,
            });
            chunk_start = offset + content.len();
            chunk_line = index + 1;
        }
        offset += line.len();
    }
    chunks.push(Chunk {
        text: &source[chunk_start..],
        start_line: chunk_line,
    });
    chunks
}

fn is_separator(line: &str) -> bool {
    line.trim_end()
        .strip_prefix("// -----")
        .is_some_and(|rest| rest.chars().all(|c| c == '-'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_separator_lines_and_keeps_line_numbers() {
        let chunks = split_input("a\n// -----\nb\nc\n// -------\nd");
        assert_eq!(chunks.len(), 3);
        assert_eq!(
            chunks[0],
            Chunk {
                text: "a\n",
                start_line: 1
            }
        );
        assert_eq!(
            chunks[1],
            Chunk {
                text: "\nb\nc\n",
                start_line: 2
            }
        );
        assert_eq!(
            chunks[2],
            Chunk {
                text: "\nd",
                start_line: 5
            }
        );
    }

    #[test]
    fn no_separator_gives_one_chunk() {
        assert_eq!(
            split_input("x"),
            vec![Chunk {
                text: "x",
                start_line: 1
            }]
        );
        assert!(!is_separator("// ----- x"));
    }
}
