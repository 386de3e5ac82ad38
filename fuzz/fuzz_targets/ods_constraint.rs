//! Parses arbitrary text as a spec constraint expression and resolves it both as a type and as
//! an attribute constraint: must never panic, and every diagnostic must point inside the string.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir_ods::diag::Span;
use oxir_ods::lang::constraint::{parse_constraint, resolve_attr, resolve_type};
use oxir_ods::lang::library::Library;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let base = Span::new(0, 5, 5 + text.len());
    let inside = |s: Span| s.start >= base.start && s.end <= base.end;
    match parse_constraint(text, base) {
        Ok(c) => {
            let library = Library::builtin();
            for d in resolve_type(&c, &library).err().into_iter().flatten() {
                assert!(inside(d.span));
            }
            for d in resolve_attr(&c, &library).err().into_iter().flatten() {
                assert!(inside(d.span));
            }
        }
        Err(d) => assert!(inside(d.span)),
    }
});
