//! Every snippet of `docs/guide.md` marked `<!-- quote: PATH -->` is in the file PATH (relative
//! to the repository root) word for word, so the guide shows code that builds and runs.

use std::path::Path;

/// The quoted snippets of `guide`: each path with the text of the fenced block after it.
fn quotes(guide: &str) -> Vec<(String, String)> {
    let mut quotes = Vec::new();
    let mut lines = guide.lines();
    while let Some(line) = lines.next() {
        let Some(path) = line
            .strip_prefix("<!-- quote: ")
            .and_then(|rest| rest.strip_suffix(" -->"))
        else {
            continue;
        };
        let fence = lines.next().unwrap_or_default();
        assert!(
            fence.starts_with("```"),
            "a fence follows the quote of `{path}`"
        );
        let body: Vec<&str> = lines.by_ref().take_while(|l| *l != "```").collect();
        quotes.push((path.to_string(), body.join("\n")));
    }
    quotes
}

#[test]
fn every_snippet_of_the_guide_is_quoted_from_the_template() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let guide = std::fs::read_to_string(root.join("docs/guide.md")).expect("docs/guide.md");
    let quotes = quotes(&guide);
    assert!(quotes.len() >= 10, "the guide quotes its snippets");
    for (path, snippet) in quotes {
        let file =
            std::fs::read_to_string(root.join(&path)).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert!(
            file.contains(&snippet),
            "the snippet of docs/guide.md quoting `{path}` is not in it:\n{snippet}"
        );
    }
}
