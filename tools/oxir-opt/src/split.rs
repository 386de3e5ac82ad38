//! Splitting an input buffer at a marker (`// -----` by default), as `mlir-opt-19
//! --split-input-file[=<marker>]` does.
//!
//! MLIR 19 does not split at marker lines: it splits the text at every occurrence of the marker
//! without its last two bytes, then keeps a split only where those two bytes follow (and are
//! not the end of the text, nor followed by a `0`); anywhere else it warns of a "near miss" and
//! joins the pieces again. So a marker may sit in the middle of a line, and extra dashes after
//! `// -----` stay in the next chunk. This module reproduces that, bytes and warnings included.

/// One chunk of a split buffer.
#[derive(Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's text.
    pub text: &'a str,
    /// The 1-based line of the file at which the chunk starts (the marker's line for every
    /// chunk after the first), as mlir-opt names it in diagnostics: `within split at FILE:LINE`.
    pub start_line: usize,
}

/// The chunks of a split buffer and the near misses found on the way.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Split<'a> {
    /// The chunks, in order; none for an empty input (mlir-opt then prints nothing).
    pub chunks: Vec<Chunk<'a>>,
    /// Byte offsets where the marker's head was found without its tail.
    pub near_misses: Vec<usize>,
}

/// Splits `source` at `marker`, which is at least 3 bytes long and whose last two bytes are
/// whole characters (the command line checks both).
pub fn split_input<'a>(source: &'a str, marker: &str) -> Split<'a> {
    let cut = marker.len().saturating_sub(2);
    let (head, tail) = marker.split_at(cut);
    let mut split = Split::default();
    // The chunk being gathered, as byte offsets: `start..end`.
    let mut prev: Option<(usize, usize)> = None;
    let mut offset = 0;
    for piece in source.split(head) {
        let start = offset;
        let end = start + piece.len();
        offset = end + head.len();
        let Some((prev_start, prev_end)) = prev.filter(|(s, e)| e > s) else {
            prev = Some((start, end));
            continue;
        };
        let bytes = piece.as_bytes();
        if piece.starts_with(tail) && bytes.len() > tail.len() && bytes[tail.len()] != b'0' {
            split.chunks.push(chunk(source, prev_start, prev_end));
            prev = Some((start + tail.len(), end));
        } else {
            split.near_misses.push(start);
            prev = Some((prev_start, end));
        }
    }
    if let Some((start, end)) = prev.filter(|(s, e)| e > s) {
        split.chunks.push(chunk(source, start, end));
    }
    split
}

fn chunk(source: &str, start: usize, end: usize) -> Chunk<'_> {
    Chunk {
        text: &source[start..end],
        start_line: line_of(source, start),
    }
}

/// The 1-based line of byte `offset`.
fn line_of(source: &str, offset: usize) -> usize {
    1 + source.as_bytes()[..offset]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
}

/// The warning mlir-opt prints for a near miss at byte `offset` of `source` (named `file`): the
/// location, the line and a caret under the offset.
pub fn near_miss_warning(file: &str, source: &str, offset: usize) -> String {
    let line_start = source[..offset].rfind('\n').map_or(0, |at| at + 1);
    let line_end = source[offset..]
        .find('\n')
        .map_or(source.len(), |at| offset + at);
    let column = source[line_start..offset].chars().count() + 1;
    format!(
        "{file}:{}:{column}: warning: near miss with file split marker\n{}\n{}^\n",
        line_of(source, offset),
        &source[line_start..line_end],
        " ".repeat(column - 1)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const MARKER: &str = "// -----";

    #[test]
    fn splits_at_markers_and_keeps_line_numbers() {
        let split = split_input("a\n// -----\nb\nc\n// -----\nd", MARKER);
        assert!(split.near_misses.is_empty());
        assert_eq!(
            split.chunks,
            vec![
                Chunk {
                    text: "a\n",
                    start_line: 1
                },
                Chunk {
                    text: "\nb\nc\n",
                    start_line: 2
                },
                Chunk {
                    text: "\nd",
                    start_line: 5
                }
            ]
        );
    }

    #[test]
    fn extra_dashes_stay_in_the_next_chunk_and_short_markers_are_near_misses() {
        let split = split_input("a\n// -------\nb", MARKER);
        assert_eq!(split.chunks[1].text, "--\nb");
        let split = split_input("a\n// ----\nb", MARKER);
        assert_eq!(split.chunks.len(), 1);
        assert_eq!(split.chunks[0].text, "a\n// ----\nb");
        assert_eq!(split.near_misses, vec![8]);
        assert_eq!(
            near_miss_warning("f.mlir", "a\n// ----\nb", 8),
            "f.mlir:2:7: warning: near miss with file split marker\n// ----\n      ^\n"
        );
    }

    #[test]
    fn custom_markers_split_anywhere_in_a_line() {
        let split = split_input("x // @@@\ny", "// @@@");
        assert_eq!(split.chunks[0].text, "x ");
        assert_eq!(split.chunks[1].text, "\ny");
        assert!(split_input("", MARKER).chunks.is_empty());
    }
}
