//! Extended types and attributes (`!...`, `#...`): aliases, dialect symbols handed to a
//! registered dialect's hook, and symbols of unregistered dialects kept as opaque text, as
//! MLIR 19's `DialectSymbolParser.cpp` does.
//!
//! The body of a dialect symbol (`<...>` after `!dialect.name`) is not tokenized: it is
//! scanned for balanced `<>`, `()`, `[]`, `{}` (strings skipped with the lexer) and kept
//! verbatim. This module does not define aliases; the top level does (`toplevel`).
//!
//! Where oxir differs from MLIR: the verbatim body of a symbol of an unregistered dialect is
//! kept as text, so it must be UTF-8 (MLIR keeps any bytes there); a registered dialect's hook
//! reads the body from the source and sees any bytes its strings hold.

use super::custom::AsmParser;
use super::state::{PResult, Parser};
use crate::attrs::{AttrData, Attribute};
use crate::text::lexer::TokenKind;
use crate::types::{Type, TypeData};

/// What follows `!` or `#`.
enum Symbol<'src> {
    /// `!name` / `#name`: an alias.
    Alias(&'src str),
    /// A dialect symbol: the dialect namespace, the symbol's data (everything after
    /// `dialect.`, or the inside of `dialect<...>`), where the data starts (where a dialect
    /// hook starts parsing) and where MLIR reports errors about the symbol (the data for the
    /// `dialect.` form, the sigil for the `dialect<...>` form).
    Dialect {
        dialect: &'src str,
        data: &'src [u8],
        data_at: u32,
        loc: u32,
    },
}

/// MLIR's advice when a symbol of an unregistered dialect is parsed without permission.
const UNREGISTERED_ADVICE: &str = "created with unregistered dialect. If this is intended, \
    please call allowUnregisteredDialects() on the MLIRContext, or use \
    -allow-unregistered-dialect with the MLIR opt tool used";

impl<'src> Parser<'src> {
    /// `!alias`, `!dialect.name<body>` or `!dialect<body>`, at the `!` token.
    pub(crate) fn parse_extended_type(&mut self) -> PResult<Type> {
        let at = self.offset();
        match self.parse_extended_symbol()? {
            Symbol::Alias(name) => match self.type_aliases.get(name) {
                Some(&(ty, levels)) => {
                    self.use_alias(levels, at, '!', name)?;
                    Ok(ty)
                }
                None => Err(self.wrong_token(format!("undefined symbol alias id '{name}'"))),
            },
            Symbol::Dialect {
                dialect,
                data,
                data_at,
                loc,
            } => {
                if let Some(descriptor) = self.ctx.dialect(dialect) {
                    let Some(hook) = descriptor.parse_type else {
                        return Err(self.error_at(
                            data_at,
                            format!("dialect '{dialect}' provides no type parsing hook"),
                        ));
                    };
                    return self.with_symbol_parser(data_at, |p| hook(p));
                }
                if !self.ctx.allows_unregistered_dialects() {
                    let data = String::from_utf8_lossy(data);
                    return Err(self.error_at(
                        loc,
                        format!("`!\"{dialect}\"<\"{data}\">` type {UNREGISTERED_ADVICE}"),
                    ));
                }
                let data = self.opaque_data(data, data_at)?;
                Ok(self.ctx.intern_type(TypeData::Opaque {
                    dialect: dialect.into(),
                    data: data.into(),
                }))
            }
        }
    }

    /// `#alias`, `#dialect.name<body> (: type)?` or `#dialect<body> (: type)?`, at the `#`
    /// token. `ty` is a type imposed by the context.
    pub(crate) fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let at = self.offset();
        let attr = match self.parse_extended_symbol()? {
            Symbol::Alias(name) => match self.attr_aliases.get(name) {
                Some(&(attr, levels)) => {
                    self.use_alias(levels, at, '#', name)?;
                    attr
                }
                None => {
                    return Err(self.wrong_token(format!("undefined symbol alias id '{name}'")));
                }
            },
            Symbol::Dialect {
                dialect,
                data,
                data_at,
                loc,
            } => {
                let mut attr_ty = ty;
                if self.consume_if(TokenKind::Colon) {
                    attr_ty = Some(self.parse_type()?);
                }
                if let Some(descriptor) = self.ctx.dialect(dialect) {
                    let Some(hook) = descriptor.parse_attr else {
                        return Err(self.error_at(
                            data_at,
                            format!("dialect '{dialect}' provides no attribute parsing hook"),
                        ));
                    };
                    self.with_symbol_parser(data_at, |p| hook(p, attr_ty))?
                } else if !self.ctx.allows_unregistered_dialects() {
                    let shown_ty = match attr_ty {
                        Some(t) => self.describe_type(t),
                        None => "none".to_string(),
                    };
                    let data = String::from_utf8_lossy(data);
                    return Err(self.error_at(
                        loc,
                        format!(
                            "#\"{dialect}\"<\"{data}\"> : '{shown_ty}' attribute \
                             {UNREGISTERED_ADVICE}"
                        ),
                    ));
                } else {
                    let data = self.opaque_data(data, data_at)?;
                    self.ctx.intern_attr(AttrData::Opaque {
                        dialect: dialect.into(),
                        data: data.into(),
                        ty: attr_ty,
                    })
                }
            }
        };
        if let Some(expected) = ty
            && let Some(actual) = self.attr_type(attr)
            && actual != expected
        {
            let expected = self.describe_type(expected);
            let actual = self.describe_type(actual);
            return Err(self.error_here(format!(
                "attribute type different than expected: expected '{expected}', but got \
                 '{actual}'"
            )));
        }
        Ok(attr)
    }

    /// The body of a symbol of an unregistered dialect, starting at `data_at`, as the text it
    /// is kept as (see the module documentation).
    fn opaque_data(&mut self, data: &'src [u8], data_at: u32) -> PResult<&'src str> {
        std::str::from_utf8(data).map_err(|e| {
            self.error_at_unchecked(
                data_at + e.valid_up_to() as u32,
                "the body of a symbol of an unregistered dialect must be UTF-8 text",
            )
        })
    }

    /// The type of a typed attribute (MLIR's `TypedAttr`), if `attr` is one.
    pub(crate) fn attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.ctx.attr_data(attr) {
            AttrData::Integer { ty, .. }
            | AttrData::Float { ty, .. }
            | AttrData::DenseElements { ty, .. }
            | AttrData::SparseElements { ty, .. }
            | AttrData::DenseResourceElements { ty, .. } => Some(*ty),
            AttrData::Bool(_) => Some(self.ctx.common().i1),
            AttrData::String { ty, .. } => Some(ty.unwrap_or(self.ctx.common().none)),
            AttrData::Opaque { ty, .. } => Some(ty.unwrap_or(self.ctx.common().none)),
            _ => None,
        }
    }

    /// Runs a dialect's hook with the lexer moved to the symbol's data, then moves back to
    /// where the symbol ended.
    fn with_symbol_parser<T>(
        &mut self,
        data_at: u32,
        hook: impl FnOnce(&mut AsmParser<'_, 'src>) -> PResult<T>,
    ) -> PResult<T> {
        let resume = self.tok.span.start;
        self.reset_to(data_at);
        let result = {
            let mut asm = AsmParser::new(self, data_at);
            hook(&mut asm)
        };
        self.reset_to(resume);
        result
    }

    /// Accounts for the levels an alias's value nests, used where its `!`/`#` token entered
    /// one level of its own (which the value's outermost level takes).
    fn use_alias(&mut self, levels: usize, at: u32, sigil: char, name: &str) -> PResult<()> {
        let shown = format!("{sigil}{name}");
        self.use_nested_value(levels.saturating_sub(1), at, &shown)
    }

    /// The common part of extended types and attributes, at the `!`/`#` token.
    fn parse_extended_symbol(&mut self) -> PResult<Symbol<'src>> {
        let sigil = self.tok;
        let identifier = &self.text()[1..];
        self.advance();
        let (dialect, symbol_data) = identifier.split_once('.').unwrap_or((identifier, ""));
        let pretty = !symbol_data.is_empty() || identifier.ends_with('.');
        let trailing = self.at(TokenKind::Less) && self.tok.span.start == sigil.span.end;
        if !trailing && !pretty {
            return Ok(Symbol::Alias(identifier));
        }
        if !pretty {
            let open = self.tok.span.start;
            let end = self.scan_dialect_symbol_body()?;
            let data = &self.src()[open as usize + 1..end as usize - 1];
            return Ok(Symbol::Dialect {
                dialect,
                data,
                data_at: open + 1,
                loc: sigil.span.start,
            });
        }
        let data_at = sigil.span.start + 1 + dialect.len() as u32 + 1;
        if dialect.is_empty() {
            // `!.x`: MLIR checks the namespace of the pretty form only, with this wording.
            return Err(self.error_at(data_at, "invalid dialect namespace '\"\"'"));
        }
        let end = if trailing {
            self.scan_dialect_symbol_body()?
        } else {
            sigil.span.end
        };
        Ok(Symbol::Dialect {
            dialect,
            data: &self.src()[data_at as usize..end as usize],
            data_at,
            loc: data_at,
        })
    }

    /// Scans a `<...>` body at the current `<` token up to the matching `>`, and moves to the
    /// token after it. Returns the offset just past the `>`.
    fn scan_dialect_symbol_body(&mut self) -> PResult<u32> {
        let bytes = self.src();
        let mut pos = self.tok.span.start as usize;
        let mut stack: Vec<u8> = Vec::new();
        // Errors are reported at the current token: the `<`, or the last string scanned.
        let mut error_at = self.tok.span.start;
        loop {
            let c = bytes.get(pos).copied().unwrap_or(0);
            pos += 1;
            let expected_open = match c {
                0 => {
                    return Err(self.unbalanced(error_at, &stack));
                }
                b'<' | b'[' | b'(' | b'{' => {
                    stack.push(c);
                    continue;
                }
                b'-' => {
                    if bytes.get(pos) == Some(&b'>') {
                        pos += 1;
                    }
                    continue;
                }
                b'>' => b'<',
                b']' => b'[',
                b')' => b'(',
                b'}' => b'{',
                b'"' => {
                    // A copy of the parser's lexer: a new one would check the whole
                    // source as UTF-8 again.
                    let mut lexer = self.lex.clone();
                    lexer.reset_to(pos as u32 - 1);
                    let string = lexer.next_token();
                    if string.kind != TokenKind::String {
                        self.lex = lexer;
                        self.tok = string;
                        return Err(self.error_here("expected '\"' in string literal"));
                    }
                    error_at = string.span.start;
                    pos = string.span.end as usize;
                    continue;
                }
                _ => continue,
            };
            if stack.last() != Some(&expected_open) {
                return Err(self.unbalanced(error_at, &stack));
            }
            stack.pop();
            if stack.is_empty() {
                break;
            }
        }
        self.reset_to(pos as u32);
        Ok(pos as u32)
    }

    fn unbalanced(&mut self, at: u32, stack: &[u8]) -> Box<crate::diagnostics::Diagnostic> {
        let open = stack.last().copied().unwrap_or(b'<') as char;
        self.error_at(
            at,
            format!("unbalanced '{open}' character in pretty dialect name"),
        )
    }
}
