//! Lexes arbitrary text to the end: must never panic, and spans must stay inside the input and
//! move forward.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::text::lexer::{Lexer, TokenKind};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut lexer = Lexer::new(text);
    let mut last_end = 0;
    loop {
        let token = lexer.next_token();
        assert!(token.span.start <= token.span.end && token.span.end as usize <= text.len());
        assert!(token.span.start >= last_end || token.kind == TokenKind::Eof);
        last_end = token.span.end;
        if token.kind == TokenKind::Eof {
            break;
        }
    }
});
