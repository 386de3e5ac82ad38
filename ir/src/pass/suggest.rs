//! "Did you mean" suggestions for misspelt names (passes, pipelines, options): the closest
//! candidate by edit distance, if it is close enough to be a plausible typo.

/// The candidate closest to `name` by edit distance (insertions, deletions, substitutions and
/// swaps of adjacent characters), when it is within a third of the name's length (at least 1,
/// at most 3 edits); the first of equally close candidates.
pub fn did_you_mean<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let limit = (name.chars().count() / 3).clamp(1, 3);
    let mut best: Option<(usize, &str)> = None;
    for candidate in candidates {
        if candidate == name {
            continue;
        }
        let distance = edit_distance(name, candidate);
        if distance <= limit && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, candidate)| candidate)
}

/// The optimal-string-alignment distance between `a` and `b`.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows: two back (for swaps), one back, current.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        current[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut value = (previous[j] + 1)
                .min(current[j - 1] + 1)
                .min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                value = value.min(before[j - 2] + 1);
            }
            current[j] = value;
        }
        std::mem::swap(&mut before, &mut previous);
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_count_edits_and_swaps() {
        assert_eq!(edit_distance("cse", "cse"), 0);
        assert_eq!(edit_distance("cxe", "cse"), 1);
        assert_eq!(edit_distance("sce", "cse"), 1);
        assert_eq!(edit_distance("canonicalise", "canonicalize"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("max-iteration", "max-iterations"), 1);
    }

    #[test]
    fn suggestions_are_close_candidates_only() {
        let passes = ["cse", "canonicalize", "symbol-dce"];
        assert_eq!(did_you_mean("cxe", passes), Some("cse"));
        assert_eq!(did_you_mean("symbol-dc", passes), Some("symbol-dce"));
        assert_eq!(did_you_mean("inline", passes), None);
        assert_eq!(did_you_mean("cse", passes), None);
    }
}
