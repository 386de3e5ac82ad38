//! What only the top level of a file holds: type and attribute alias definitions
//! (`!name = type`, `#name = attribute`) and the file metadata dictionary `{-# ... #-}`, whose
//! resource sections are checked for shape and otherwise skipped (the IR core keeps no
//! resources).

use super::state::{PResult, Parser};
use crate::structure::{BlockId, Body};
use crate::text::lexer::{TokenKind, hex_string_value};

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

    /// `{-# key: {...}, ... #-}` with the keys `dialect_resources` and `external_resources`.
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.advance();
        self.comma_list_until(TokenKind::FileMetadataEnd, "'#-}'", |p| {
            let key_at = p.offset();
            if !p.at_keyword() {
                return Err(p.error_here("expected identifier key in file metadata dictionary"));
            }
            let key = p.text();
            p.advance();
            p.expect(TokenKind::Colon, "expected ':'")?;
            match key {
                "dialect_resources" => p.parse_resource_section(true),
                "external_resources" => p.parse_resource_section(false),
                _ => Err(p.error_at(
                    key_at,
                    format!("unknown key '{key}' in file metadata dictionary"),
                )),
            }
        })
    }

    /// `{ name: { key: value, ... }, ... }`; for dialect resources `name` is a registered
    /// dialect, and the builtin dialect's values must be hex blobs (alignment first).
    fn parse_resource_section(&mut self, dialects: bool) -> PResult<()> {
        self.expect(TokenKind::LBrace, "expected '{'")?;
        self.comma_list_until(TokenKind::RBrace, "'}'", |p| {
            let name_at = p.offset();
            if !p.at_keyword() {
                return Err(p.error_here("expected identifier key for 'resource' entry"));
            }
            let name = p.text();
            p.advance();
            p.expect(TokenKind::Colon, "expected ':'")?;
            p.expect(TokenKind::LBrace, "expected '{'")?;
            if dialects && !p.ctx.is_dialect_registered(name) {
                return Err(p.error_at(name_at, format!("dialect '{name}' is unknown")));
            }
            let blobs = dialects && name == "builtin";
            p.comma_list_until(TokenKind::RBrace, "'}'", |p| {
                let key = if p.at_keyword() {
                    p.text()
                } else if dialects {
                    return Err(p.error_here("expected identifier key for 'resource' entry"));
                } else {
                    return Err(
                        p.error_here("expected identifier key for 'external_resources' entry")
                    );
                };
                p.advance();
                p.expect(TokenKind::Colon, "expected ':'")?;
                let value = p.tok;
                let value_text = p.text();
                p.advance();
                if blobs {
                    p.check_resource_blob(value.kind, value.span.start, value_text, key)?;
                }
                Ok(())
            })
        })
    }

    /// MLIR's checks of a blob resource value: a hex string whose first 4 bytes are the
    /// alignment, a power of two (or 0).
    fn check_resource_blob(
        &mut self,
        kind: TokenKind,
        at: u32,
        text: &str,
        key: &str,
    ) -> PResult<()> {
        let blob = (kind == TokenKind::String)
            .then(|| hex_string_value(text))
            .flatten();
        let Some(blob) = blob else {
            return Err(self.error_at(at, format!("expected hex string blob for key '{key}'")));
        };
        if blob.len() < 4 {
            return Err(self.error_at(
                at,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 \
                     bytes"
                ),
            ));
        }
        let align = u32::from_le_bytes([blob[0], blob[1], blob[2], blob[3]]);
        if align != 0 && !align.is_power_of_two() {
            return Err(self.error_at(
                at,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 \
                     bytes, but got non-power-of-2 value: {align}"
                ),
            ));
        }
        Ok(())
    }

    /// MLIR's `parseCommaSeparatedListUntil` with empty lists allowed: elements separated by
    /// `,` up to `close` (spelled `close_text` in the error).
    fn comma_list_until(
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
