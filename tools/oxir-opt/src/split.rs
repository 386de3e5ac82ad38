//! Splitting an input buffer at a marker (`// -----` by default), as `mlir-opt-19
//! --split-input-file[=<marker>]` does.
//!
//! MLIR 19 does not split at marker lines: it splits the text at every occurrence of the marker
//! without its last two bytes, then keeps a split only where those two bytes follow (and are
//! not the end of the text, nor followed by a `0`); anywhere else it warns of a "near miss" and
//! joins the pieces again. So a marker may sit in the middle of a line, and extra dashes after
//! `// -----` stay in the next chunk. This module reproduces that, bytes and warnings included.
//!
//! `oxir-translate` splits its input the same way and includes this file as its own module.

/// The marker `--split-input-file` splits at when it is given without one.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// The marker `--{option}={marker}` asks for: the default for an empty one, an error for one
/// shorter than 3 bytes or whose last two bytes are not whole characters (MLIR splits at the
/// marker without its last two bytes: shorter markers make it misbehave).
pub fn split_marker(option: &str, marker: String) -> Result<String, String> {
    if marker.is_empty() {
        Ok(DEFAULT_SPLIT_MARKER.to_string())
    } else if marker.len() < 3 || !marker.is_char_boundary(marker.len() - 2) {
        Err(format!(
            "invalid value `{marker}` for `--{option}`: a marker has at least 3 bytes and its \
             last two bytes are whole characters"
        ))
    } else {
        Ok(marker)
    }
}

/// One chunk of a split buffer.
#[derive(Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's bytes (UTF-8 or not, as the whole input).
    pub text: &'a [u8],
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
pub fn split_input<'a>(source: &'a [u8], marker: &str) -> Split<'a> {
    let cut = marker.len().saturating_sub(2);
    let (head, tail) = marker.as_bytes().split_at(cut);
    let mut split = Split::default();
    // The chunk being gathered, as byte offsets: `start..end`.
    let mut prev: Option<(usize, usize)> = None;
    let mut offset = 0;
    for piece in pieces(source, head) {
        let start = offset;
        let end = start + piece.len();
        offset = end + head.len();
        let Some((prev_start, prev_end)) = prev.filter(|(s, e)| e > s) else {
            prev = Some((start, end));
            continue;
        };
        if piece.starts_with(tail) && piece.len() > tail.len() && piece[tail.len()] != b'0' {
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

fn chunk(source: &[u8], start: usize, end: usize) -> Chunk<'_> {
    Chunk {
        text: &source[start..end],
        start_line: line_of(source, start),
    }
}

/// The 1-based line of byte `offset`.
fn line_of(source: &[u8], offset: usize) -> usize {
    1 + source[..offset].iter().filter(|&&b| b == b'\n').count()
}

/// The pieces of `source` between the occurrences of `head` (as `str::split`, over bytes).
fn pieces<'a>(source: &'a [u8], head: &'a [u8]) -> impl Iterator<Item = &'a [u8]> + 'a {
    let mut rest = Some(source);
    std::iter::from_fn(move || {
        let text = rest?;
        match text.windows(head.len()).position(|w| w == head) {
            Some(at) => {
                rest = Some(&text[at + head.len()..]);
                Some(&text[..at])
            }
            None => {
                rest = None;
                Some(text)
            }
        }
    })
}

/// The warning mlir-opt prints for a near miss at byte `offset` of `source` (named `file`): the
/// location, the line (its bytes as they are) and a caret under the offset.
pub fn near_miss_warning(file: &str, source: &[u8], offset: usize) -> Vec<u8> {
    let line_start = source[..offset]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |at| at + 1);
    let line_end = source[offset..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(source.len(), |at| offset + at);
    let column = String::from_utf8_lossy(&source[line_start..offset])
        .chars()
        .count()
        + 1;
    let mut warning = format!(
        "{file}:{}:{column}: warning: near miss with file split marker\n",
        line_of(source, offset)
    )
    .into_bytes();
    warning.extend_from_slice(&source[line_start..line_end]);
    warning.push(b'\n');
    warning.extend_from_slice(" ".repeat(column - 1).as_bytes());
    warning.extend_from_slice(b"^\n");
    warning
}

#[cfg(test)]
mod tests {
    use super::*;

    const MARKER: &str = "// -----";

    #[test]
    fn splits_at_markers_and_keeps_line_numbers() {
        let split = split_input(b"a\n// -----\nb\nc\n// -----\nd", MARKER);
        assert!(split.near_misses.is_empty());
        assert_eq!(
            split.chunks,
            vec![
                Chunk {
                    text: b"a\n",
                    start_line: 1
                },
                Chunk {
                    text: b"\nb\nc\n",
                    start_line: 2
                },
                Chunk {
                    text: b"\nd",
                    start_line: 5
                }
            ]
        );
    }

    #[test]
    fn extra_dashes_stay_in_the_next_chunk_and_short_markers_are_near_misses() {
        let split = split_input(b"a\n// -------\nb", MARKER);
        assert_eq!(split.chunks[1].text, b"--\nb");
        let split = split_input(b"a\n// ----\nb", MARKER);
        assert_eq!(split.chunks.len(), 1);
        assert_eq!(split.chunks[0].text, b"a\n// ----\nb");
        assert_eq!(split.near_misses, vec![8]);
        assert_eq!(
            near_miss_warning("f.mlir", b"a\n// ----\nb", 8),
            b"f.mlir:2:7: warning: near miss with file split marker\n// ----\n      ^\n"
        );
    }

    #[test]
    fn custom_markers_split_anywhere_in_a_line() {
        let split = split_input(b"x // @@@\ny", "// @@@");
        assert_eq!(split.chunks[0].text, b"x ");
        assert_eq!(split.chunks[1].text, b"\ny");
        assert!(split_input(b"", MARKER).chunks.is_empty());
    }

    #[test]
    fn splits_input_that_is_not_utf8() {
        let split = split_input(b"\xFFa\n// -----\n\xFEb", MARKER);
        assert_eq!(split.chunks.len(), 2);
        assert_eq!(split.chunks[0].text, b"\xFFa\n");
        assert_eq!(split.chunks[1].text, b"\n\xFEb");
        assert_eq!(split.chunks[1].start_line, 2);
    }
}
