//! Feeds arbitrary text to the TOML front end as a dialect spec, then to the checks and the
//! emitter when it reads: must never panic, a spec is either read or refused with an error,
//! and every diagnostic points inside the text and renders.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir_ods::check::check_and_resolve;
use oxir_ods::diag::{Level, Sources, SpecDiagnostic};
use oxir_ods::emit::dialect_tokens;
use oxir_ods::toml_front::parse_dialect_spec;

/// Each diagnostic is in `text` (source 0 of `sources`) and renders; `mapped` when its span
/// was moved onto the source bytes already (the front end's are, the checks' and the
/// emitter's are not).
fn assert_inside(sources: &Sources, text: &str, diagnostics: &[SpecDiagnostic], mapped: bool) {
    for d in diagnostics {
        let mut d = d.clone();
        if !mapped {
            d.span = sources.map_span(d.span);
        }
        let span = d.span;
        assert!(span.source == 0 && span.start <= span.end && span.end as usize <= text.len());
        sources.render(&d);
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut sources = Sources::new();
    let (dialect, diagnostics) = parse_dialect_spec(&mut sources, "fuzz.toml", text);
    assert_inside(&sources, text, &diagnostics, true);
    let errors = diagnostics.iter().any(|d| d.level == Level::Error);
    let Some(dialect) = dialect else {
        assert!(errors, "a spec that is not read says why");
        return;
    };
    let (checked, diagnostics) = check_and_resolve(&dialect, &sources);
    assert_inside(&sources, text, &diagnostics, false);
    let Some(checked) = checked else {
        assert!(diagnostics.iter().any(|d| d.level == Level::Error));
        return;
    };
    if let Err(diagnostics) = dialect_tokens(&checked, &sources) {
        assert_inside(&sources, text, &diagnostics, false);
    }
});
