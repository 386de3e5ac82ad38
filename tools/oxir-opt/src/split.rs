//! Splitting an input buffer at `// -----` lines, like `mlir-opt --split-input-file`.

/// One chunk of a split buffer.
#[derive(Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's bytes (UTF-8 or not, as the whole input).
    pub text: &'a [u8],
    /// The 1-based line of the file at which the chunk starts (the separator's line for every
    /// chunk after the first), as mlir-opt names it in diagnostics: `within split at FILE:LINE`.
    pub start_line: usize,
}

/// Splits `source` at lines made of `// -----` (any further dashes allowed, as in MLIR). The
/// separator line's text before the newline belongs to neither chunk; its newline starts the
/// next chunk, which keeps line numbers within a chunk the ones mlir-opt reports.
pub fn split_input(source: &[u8]) -> Vec<Chunk<'_>> {
    let mut chunks = Vec::new();
    let mut chunk_start = 0;
    let mut chunk_line = 1;
    let mut offset = 0;
    for (index, line) in source.split_inclusive(|&b| b == b'\n').enumerate() {
        let end = line
            .iter()
            .rposition(|&b| b != b'\n' && b != b'\r')
            .map_or(0, |i| i + 1);
        let content = &line[..end];
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

fn is_separator(line: &[u8]) -> bool {
    line.trim_ascii_end()
        .strip_prefix(b"// -----")
        .is_some_and(|rest| rest.iter().all(|&c| c == b'-'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_separator_lines_and_keeps_line_numbers() {
        let chunks = split_input(b"a\n// -----\nb\nc\n// -------\nd");
        assert_eq!(chunks.len(), 3);
        assert_eq!(
            chunks[0],
            Chunk {
                text: b"a\n",
                start_line: 1
            }
        );
        assert_eq!(
            chunks[1],
            Chunk {
                text: b"\nb\nc\n",
                start_line: 2
            }
        );
        assert_eq!(
            chunks[2],
            Chunk {
                text: b"\nd",
                start_line: 5
            }
        );
    }

    #[test]
    fn no_separator_gives_one_chunk() {
        assert_eq!(
            split_input(b"x"),
            vec![Chunk {
                text: b"x",
                start_line: 1
            }]
        );
        assert!(!is_separator(b"// ----- x"));
    }

    #[test]
    fn bytes_that_are_not_utf8_split_like_any_other() {
        let chunks = split_input(b"\xFF\n// -----\r\n\"\xFE\"");
        assert_eq!(chunks.len(), 2);
        assert_eq!(chunks[0].text, b"\xFF\n");
        assert_eq!(chunks[1].text, b"\r\n\"\xFE\"");
        assert_eq!(chunks[1].start_line, 2);
    }
}
