//! The rules written both ways: `src/rust_rules.rs` (the `rules!` macro) and
//! `defs/rt.rules.toml` give the same generated code, apart from the file each cites.

use oxir_ods::diag::Sources;
use proc_macro2::{TokenStream, TokenTree};

/// The tokens inside `rules! { ... }` in `text`.
fn macro_input(text: &str) -> TokenStream {
    let tokens: Vec<TokenTree> = text
        .parse::<TokenStream>()
        .expect("the file lexes")
        .into_iter()
        .collect();
    tokens
        .windows(3)
        .find_map(|w| match w {
            [
                TokenTree::Ident(name),
                TokenTree::Punct(bang),
                TokenTree::Group(body),
            ] if name == "rules" && bang.as_char() == '!' => Some(body.stream()),
            _ => None,
        })
        .expect("a `rules!` invocation")
}

fn read(path: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| e.to_string())
}

/// `text` with `file` and the line numbers cited after it replaced by `<origin>`.
fn without_origins(mut text: String, file: &str) -> String {
    while let Some(at) = text.find(file) {
        let rest = &text[at + file.len()..];
        let digits = rest.strip_prefix(':').map_or(0, |r| {
            1 + r.find(|c: char| !c.is_ascii_digit()).unwrap_or(r.len())
        });
        text.replace_range(at..at + file.len() + digits, "<origin>");
    }
    text
}

#[test]
fn the_rules_written_in_rust_generate_the_same_code_as_the_rules_file() {
    let rust_text = read("src/rust_rules.rs").expect("the Rust rules");
    let rust = oxir_ods::rust_front::rules::read_rules(
        "src/rust_rules.rs",
        macro_input(&rust_text),
        &read,
    );
    let errors: Vec<String> = rust
        .diagnostics
        .iter()
        .map(|d| rust.sources.render(d))
        .collect();
    assert_eq!(errors, Vec::<String>::new());
    let rust_code = rust.rules_tokens().expect("generated").to_string();

    let toml_text = read("defs/rt.rules.toml").expect("the rules file");
    let mut sources = Sources::new();
    let (loaded, diagnostics) =
        oxir_ods::rules::build::load(&mut sources, "defs/rt.rules.toml", &toml_text, &read);
    assert!(diagnostics.is_empty());
    let loaded = loaded.expect("checked");
    let toml_code = oxir_ods::emit::rules_tokens(
        "defs/rt.rules.toml",
        &loaded.rules,
        &loaded.groups,
        &loaded.specs,
        &sources,
    )
    .to_string();

    assert!(rust_code.contains("register_rt_neg_rules"), "{rust_code}");
    assert!(rust_code.contains("<origin>") || rust_code.contains("src/rust_rules.rs"));
    let (rust_code, toml_code) = (
        without_origins(rust_code, "src/rust_rules.rs"),
        without_origins(toml_code, "defs/rt.rules.toml"),
    );
    let same = rust_code
        .chars()
        .zip(toml_code.chars())
        .take_while(|(a, b)| a == b)
        .count();
    assert!(
        rust_code == toml_code,
        "the generated code differs after: ...{}\nrust: {}\ntoml: {}",
        rust_code
            .chars()
            .skip(same.saturating_sub(300))
            .take(300)
            .collect::<String>(),
        rust_code.chars().skip(same).take(200).collect::<String>(),
        toml_code.chars().skip(same).take(200).collect::<String>(),
    );
}
