//! Lexes arbitrary bytes (UTF-8 or not, as the lexer reads them) to the end: must never panic,
//! and spans must stay inside the input and move forward.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::text::lexer::{Lexer, TokenKind};

fuzz_target!(|data: &[u8]| {
    let text = data;
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
