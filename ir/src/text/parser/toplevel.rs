//! What only the top level of a file holds: type and attribute alias definitions
//! (`!name = type`, `#name = attribute`) and the file metadata dictionary `{-# ... #-}` (read
//! in `resources`).

use super::state::{PResult, Parser};
use crate::structure::{BlockId, Body};
use crate::text::lexer::TokenKind;

impl<'src> Parser<'src> {
    /// Top-level entities into `block` of `body` until the end of the buffer.
    pub(crate) fn parse_top_level(&mut self, body: &mut Body, block: BlockId) -> PResult<()> {
        loop {
            match self.tok.kind {
                TokenKind::Eof => return Ok(()),
                TokenKind::Error => return Err(self.error_here("")),
                TokenKind::HashIdentifier => self.parse_attribute_alias_def()?,
                TokenKind::ExclamationIdentifier => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => self.parse_operation(body, block)?,
            }
        }
    }

    /// `#name = attribute`.
    fn parse_attribute_alias_def(&mut self) -> PResult<()> {
        let name = &self.text()[1..];
        if self.attr_aliases.contains_key(name) {
            return Err(self.error_here(format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self
                .error_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.advance();
        self.expect(
            TokenKind::Equal,
            "expected '=' in attribute alias definition",
        )?;
        let measure = self.begin_depth_measure();
        let attr = self.parse_attribute()?;
        let levels = self.end_depth_measure(measure);
        self.attr_aliases.insert(name, (attr, levels));
        Ok(())
    }

    /// `!name = type`.
    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let name = &self.text()[1..];
        if self.type_aliases.contains_key(name) {
            return Err(self.error_here(format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(
                self.error_here("type names with a '.' are reserved for dialect-defined names")
            );
        }
        self.advance();
        self.expect(TokenKind::Equal, "expected '=' in type alias definition")?;
        let measure = self.begin_depth_measure();
        let ty = self.parse_type()?;
        let levels = self.end_depth_measure(measure);
        self.type_aliases.insert(name, (ty, levels));
        Ok(())
    }

    /// MLIR's `parseCommaSeparatedListUntil` with empty lists allowed: elements separated by
    /// `,` up to `close` (spelled `close_text` in the error).
    pub(super) fn comma_list_until(
        &mut self,
        close: TokenKind,
        close_text: &str,
        mut element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.consume_if(close) {
            return Ok(());
        }
        loop {
            element(self)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(close, &format!("expected ',' or {close_text}"))
    }
}
