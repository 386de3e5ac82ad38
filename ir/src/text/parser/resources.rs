//! Resources in the text: `dense_resource<name>` attributes and the file metadata dictionary
//! `{-# dialect_resources: {...}, external_resources: {...} #-}`, read as MLIR 19's parser reads
//! them and kept in the context (see [`crate::resources`]).
//!
//! A resource name is declared in the context the first time the file uses it, in an attribute
//! or as a key of the `builtin` section, whichever comes first; later uses of the name in the
//! same file mean the same blob. The builtin section's values are hex blobs whose first 4 bytes
//! are the alignment. Other dialects declare no resources: one with an `OpAsmDialectInterface`
//! rejects each key, one without rejects its section, as MLIR's do. External resources are kept
//! as they are read, whatever their group.

use super::state::{PResult, Parser};
use crate::attrs::{AttrData, Attribute};
use crate::resources::{ExternalValue, ResourceBlob, ResourceHandle};
use crate::text::lexer::{Keyword, TokenKind, hex_string_value, string_value};
use crate::text::printer::OpAsmDialectInterface;
use crate::types::{ShapedType, Type};

/// What a dialect section of `dialect_resources` may hold.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Section {
    /// `builtin`: blobs.
    Blobs,
    /// A dialect with an asm interface, which declares no resource: every key is unknown.
    NoKeys,
    /// External resources: any key, any value kept.
    External,
}

impl<'src> Parser<'src> {
    /// `dense_resource<name> : type` (the type not written when `ty` is given), at
    /// `dense_resource`, as MLIR's `parseDenseResourceElementsAttr`: any shaped type.
    pub(crate) fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let attr_at = self.offset();
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let handle = self.parse_resource_handle()?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let (ty, type_at) = match ty {
            Some(ty) => (ty, attr_at),
            None => {
                let type_at = self.offset();
                self.expect(TokenKind::Colon, "expected ':'")?;
                (self.parse_type()?, type_at)
            }
        };
        if ty.dyn_cast::<ShapedType>(self.ctx).is_none() {
            return Err(self.error_at(type_at, "`dense_resource` expected a shaped type"));
        }
        Ok(self
            .ctx
            .intern_attr(AttrData::DenseResourceElements { ty, handle }))
    }

    /// A builtin resource name (current token): the blob this file's name stands for, declared
    /// on first use (MLIR's `parseResourceHandle`).
    fn parse_resource_handle(&mut self) -> PResult<ResourceHandle> {
        if !self.at_keyword() {
            return Err(self.error_here("expected identifier key for 'resource' entry"));
        }
        let name = self.text();
        self.advance();
        let ctx = self.ctx;
        Ok(*self
            .resource_names
            .entry(name)
            .or_insert_with(|| ctx.declare_resource(name)))
    }

    /// `{-# key: {...}, ... #-}` with the keys `dialect_resources` and `external_resources`.
    pub(super) fn parse_file_metadata(&mut self) -> PResult<()> {
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
    /// dialect (see the module documentation), for external ones any group.
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
            let section = if dialects {
                p.dialect_section(name, name_at)?
            } else {
                Section::External
            };
            p.comma_list_until(TokenKind::RBrace, "'}'", |p| {
                p.parse_resource_entry(section, name)
            })
        })
    }

    /// What the section of dialect `name` (at `name_at`) may hold, or MLIR's error for a dialect
    /// that is not registered or has no asm interface (reported at the token after `{`).
    fn dialect_section(&mut self, name: &str, name_at: u32) -> PResult<Section> {
        if name == "builtin" {
            return Ok(Section::Blobs);
        }
        let Some(dialect) = self.ctx.dialect(name) else {
            return Err(self.error_at(name_at, format!("dialect '{name}' is unknown")));
        };
        if dialect
            .interfaces
            .get::<dyn OpAsmDialectInterface>()
            .is_none()
        {
            return Err(self.error_here(format!(
                "unexpected 'resource' section for dialect '{name}'"
            )));
        }
        Ok(Section::NoKeys)
    }

    /// One `key: value` of the section of `name`.
    fn parse_resource_entry(&mut self, section: Section, name: &str) -> PResult<()> {
        let key_at = self.offset();
        let key = self.text();
        let handle = match section {
            Section::Blobs => Some(self.parse_resource_handle()?),
            _ if !self.at_keyword() => {
                let what = match section {
                    Section::External => "external_resources",
                    _ => "resource",
                };
                return Err(self.error_here(format!("expected identifier key for '{what}' entry")));
            }
            Section::NoKeys => {
                return Err(self.error_at(
                    key_at,
                    format!("unknown 'resource' key '{key}' for dialect '{name}'"),
                ));
            }
            Section::External => {
                self.advance();
                None
            }
        };
        self.expect(TokenKind::Colon, "expected ':'")?;
        if self.tok.kind == TokenKind::Error {
            // The lexer's error (a bad escape in a string) is the one MLIR reports first.
            return Err(self.error_here(""));
        }
        let value = self.tok;
        let value_bytes = self.token_bytes();
        self.advance();
        match handle {
            Some(handle) => {
                let blob = self.resource_blob(value.kind, value.span.start, value_bytes, key)?;
                self.ctx.set_resource_blob(handle, blob);
            }
            None => {
                let value = self.external_value(value.kind, value.span.start, value_bytes, key)?;
                self.ctx.add_external_resource(name, key, value);
            }
        }
        Ok(())
    }

    /// An external resource value, by the kind MLIR's `ParsedResourceEntry::getKind` gives it:
    /// `true`/`false`, a blob when it is spelled `"0x...`, else a string.
    fn external_value(
        &mut self,
        kind: TokenKind,
        at: u32,
        bytes: &[u8],
        key: &str,
    ) -> PResult<ExternalValue> {
        match kind {
            TokenKind::Keyword(Keyword::True) => return Ok(ExternalValue::Bool(true)),
            TokenKind::Keyword(Keyword::False) => return Ok(ExternalValue::Bool(false)),
            _ => {}
        }
        if bytes.starts_with(b"\"0x") {
            return Ok(ExternalValue::Blob(
                self.resource_blob(kind, at, bytes, key)?,
            ));
        }
        if kind != TokenKind::String {
            return Err(self.error_at(at, format!("expected string value for key '{key}'")));
        }
        let value = string_value(bytes).map_err(|message| self.error_at(at, message))?;
        Ok(ExternalValue::String(value.into_owned().into_boxed_slice()))
    }

    /// A blob resource value as MLIR checks it: a hex string whose first 4 bytes are the
    /// alignment, a power of two (or 0).
    fn resource_blob(
        &mut self,
        kind: TokenKind,
        at: u32,
        bytes: &[u8],
        key: &str,
    ) -> PResult<ResourceBlob> {
        let blob = (kind == TokenKind::String)
            .then(|| std::str::from_utf8(bytes).ok().and_then(hex_string_value))
            .flatten();
        let Some(blob) = blob else {
            return Err(self.error_at(at, format!("expected hex string blob for key '{key}'")));
        };
        let Some((align, data)) = blob.split_first_chunk::<4>() else {
            return Err(self.error_at(
                at,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 \
                     bytes"
                ),
            ));
        };
        let align = u32::from_le_bytes(*align);
        if align != 0 && !align.is_power_of_two() {
            return Err(self.error_at(
                at,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 \
                     bytes, but got non-power-of-2 value: {align}"
                ),
            ));
        }
        Ok(ResourceBlob::new(align, data))
    }
}
