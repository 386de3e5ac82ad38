//! Builtin attributes: integers, floats, strings, `unit`, booleans, arrays, dictionaries, type
//! attributes, symbol references, dense arrays, affine maps and sets, strided layouts,
//! distinct attributes and locations, following MLIR 19's `AttributeParser.cpp` (messages and
//! positions included).
//!
//! Dense and sparse elements literals are in `dense`, `dense_resource` in `resources`, location
//! instances in `locations`, dialect attributes and aliases (`#...`) in `dialect`.

use super::state::{PResult, Parser};
use crate::affine::{AffineStructure, parse_affine_map_or_integer_set};
use crate::attrs::{AttrData, Attribute, IntValue, NamedAttr};
use crate::text::lexer::{Keyword, TokenKind, parse_u64, string_value, symbol_reference};
use crate::text::numbers::{self, IntLike};
use crate::types::{Signedness, Type, TypeData};
use num_bigint::BigInt;

/// Dictionaries with more entries than this find duplicate keys with a hash set.
const LINEAR_DUPLICATE_SCAN: usize = 8;

impl<'src> Parser<'src> {
    /// `attribute-value`, with no type imposed by the context.
    pub(crate) fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.parse_attribute_typed(None)
    }

    /// `attribute-value` where the context may impose the type (MLIR's
    /// `parseAttribute(Type)`): a literal then takes no `: type` suffix.
    pub(crate) fn parse_attribute_typed(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        match self.tok.kind {
            TokenKind::Integer => self.parse_dec_or_hex_attr(ty, false),
            TokenKind::Float => self.parse_float_attr(ty, false),
            TokenKind::String => self.parse_string_attr(ty),
            TokenKind::LBrace => self.nested(Self::parse_dict_attr_cached),
            TokenKind::LSquare => self.nested(Self::parse_array_attr),
            TokenKind::AtIdentifier => self.parse_symbol_ref_attr(),
            TokenKind::HashIdentifier => {
                self.enter()?;
                let attr = self.parse_extended_attr(ty);
                self.leave();
                attr
            }
            TokenKind::Minus => {
                self.advance();
                match self.tok.kind {
                    TokenKind::Integer => self.parse_dec_or_hex_attr(ty, true),
                    TokenKind::Float => self.parse_float_attr(ty, true),
                    _ => Err(self.wrong_token("expected constant integer or floating point value")),
                }
            }
            TokenKind::Keyword(kw) => match kw {
                Keyword::True | Keyword::False => {
                    self.advance();
                    let common = self.ctx.common();
                    Ok(if kw == Keyword::True {
                        common.true_attr
                    } else {
                        common.false_attr
                    })
                }
                Keyword::Unit => {
                    self.advance();
                    Ok(self.ctx.common().unit)
                }
                Keyword::AffineMap | Keyword::AffineSet => self.nested(Self::parse_affine_attr),
                Keyword::Dense => {
                    self.enter()?;
                    let attr = self.parse_dense_elements_attr(ty);
                    self.leave();
                    attr
                }
                Keyword::Array => self.nested(Self::parse_dense_array_attr),
                Keyword::Strided => self.parse_strided_layout_attr(),
                Keyword::Loc => self.nested(Self::parse_location_attr),
                Keyword::Distinct => {
                    self.enter()?;
                    let attr = self.parse_distinct_attr(ty);
                    self.leave();
                    attr
                }
                Keyword::Sparse => {
                    self.enter()?;
                    let attr = self.parse_sparse_elements_attr(ty);
                    self.leave();
                    attr
                }
                Keyword::DenseResource => {
                    self.enter()?;
                    let attr = self.parse_dense_resource_attr(ty);
                    self.leave();
                    attr
                }
                _ => self.parse_type_attr(),
            },
            _ => self.parse_type_attr(),
        }
    }

    /// A type used as an attribute, or MLIR's "expected attribute value".
    fn parse_type_attr(&mut self) -> PResult<Attribute> {
        if !self.at_type_start() {
            return Err(self.wrong_token("expected attribute value"));
        }
        let ty = self.parse_type()?;
        Ok(self.ctx.intern_attr(AttrData::Type(ty)))
    }

    /// An attribute if one starts here (MLIR's `parseOptionalAttribute`).
    pub(crate) fn parse_optional_attribute(&mut self) -> PResult<Option<Attribute>> {
        self.parse_optional_attribute_typed(None)
    }

    /// Like [`Self::parse_optional_attribute`], the attribute typed `ty` when given.
    pub(crate) fn parse_optional_attribute_typed(
        &mut self,
        ty: Option<Type>,
    ) -> PResult<Option<Attribute>> {
        let starts = match self.tok.kind {
            TokenKind::AtIdentifier
            | TokenKind::Float
            | TokenKind::Integer
            | TokenKind::HashIdentifier
            | TokenKind::LBrace
            | TokenKind::LSquare
            | TokenKind::Minus
            | TokenKind::String => true,
            TokenKind::Keyword(kw) => matches!(
                kw,
                Keyword::AffineMap
                    | Keyword::AffineSet
                    | Keyword::Dense
                    | Keyword::DenseResource
                    | Keyword::False
                    | Keyword::Loc
                    | Keyword::Sparse
                    | Keyword::True
                    | Keyword::Unit
            ),
            _ => false,
        };
        if starts || self.at_type_start() {
            return self.parse_attribute_typed(ty).map(Some);
        }
        Ok(None)
    }

    // ---- numbers ----

    /// A float literal (current token), with an optional `: type` unless `ty` is given.
    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let literal = self.tok;
        self.advance();
        let ty = match ty {
            Some(ty) => ty,
            None if self.consume_if(TokenKind::Colon) => self.parse_type()?,
            None => self.ctx.common().f64,
        };
        let TypeData::Float(kind) = *self.ctx.type_data(ty) else {
            return Err(self.error_here("floating point value not valid for specified type"));
        };
        let text = self.lex.text(literal.span);
        let bits = numbers::parse_float_literal(kind, text, negative)
            .map_err(|message| self.error_at(literal.span.start, message))?;
        Ok(self.ctx.intern_attr(AttrData::Float {
            ty,
            bits: bits.into(),
        }))
    }

    /// An integer literal (current token), which becomes an integer attribute, or a float
    /// attribute holding the bit pattern when the type is a float type.
    fn parse_dec_or_hex_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let literal = self.tok;
        let at = literal.span.start;
        self.advance();
        let ty = match ty {
            Some(ty) => ty,
            None if self.consume_if(TokenKind::Colon) => self.parse_type()?,
            None => self.ctx.common().i64,
        };
        let text = self.lex.text(literal.span);
        match *self.ctx.type_data(ty) {
            TypeData::Float(kind) => {
                let bits = self.float_bits_from_int_literal(kind, text, negative, at)?;
                Ok(self.ctx.intern_attr(AttrData::Float {
                    ty,
                    bits: bits.into(),
                }))
            }
            TypeData::Integer { width, signedness } => {
                let value = numbers::parse_int_literal(text, negative, width, signedness)
                    .map_err(|message| self.error_at(at, message))?;
                Ok(self.int_attr(ty, value))
            }
            TypeData::Index => {
                let value = numbers::parse_int_literal(text, negative, 64, Signedness::Signed)
                    .map_err(|message| self.error_at(at, message))?;
                Ok(self.int_attr(ty, value))
            }
            _ => Err(self.error_at(at, "integer literal not valid for specified type")),
        }
    }

    /// The bit pattern of a float written as an integer literal (MLIR's
    /// `parseFloatFromIntegerLiteral`), with MLIR's note for decimal literals.
    pub(crate) fn float_bits_from_int_literal(
        &mut self,
        kind: crate::types::FloatKind,
        text: &str,
        negative: bool,
        at: u32,
    ) -> PResult<u128> {
        numbers::parse_float_from_int_literal(kind, text, negative).map_err(|message| {
            let decimal = !text.starts_with("0x");
            let diag = self.error_at(at, message);
            if decimal {
                self.note_at(diag, at, "add a trailing dot to make the literal a float")
            } else {
                diag
            }
        })
    }

    /// The integer attribute of `ty` (an integer type or `index`) holding `value`, in the
    /// canonical form the IR stores; a signless `i1` becomes a boolean attribute, as MLIR's
    /// `BoolAttr` is its `i1` integer attribute.
    pub(crate) fn int_attr(&self, ty: Type, value: IntLike) -> Attribute {
        let value = match value {
            IntLike::I64(v) => IntValue::Small(v),
            IntLike::U64(v) => match i64::try_from(v) {
                Ok(small) => IntValue::Small(small),
                Err(_) => IntValue::Big(Box::new(BigInt::from(v))),
            },
            IntLike::Big(v) => IntValue::from_bigint(v),
        };
        if ty == self.ctx.common().i1 {
            let set = !matches!(value, IntValue::Small(0));
            let common = self.ctx.common();
            return if set {
                common.true_attr
            } else {
                common.false_attr
            };
        }
        self.ctx.intern_attr(AttrData::Integer { ty, value })
    }

    /// `distinct[N]<attribute>` or `distinct[N]<>` (MLIR's `parseDistinctAttr`): within one
    /// parse, the same `N` is the same distinct attribute, and must reference the same
    /// attribute each time; a new `N` makes a new distinct attribute.
    fn parse_distinct_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let at = self.offset();
        self.advance();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        let id_text = self.text();
        self.expect(TokenKind::Integer, "expected distinct ID")?;
        let Some(id) = parse_u64(id_text) else {
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.consume_if(TokenKind::Greater) {
            self.ctx.common().unit
        } else {
            let referenced = self.parse_attribute_typed(ty)?;
            self.expect(
                TokenKind::Greater,
                "expected '>' to close distinct attribute",
            )?;
            referenced
        };
        match self.distinct_attrs.get(&id) {
            None => {
                let attr = self.ctx.distinct_attr(referenced);
                self.distinct_attrs.insert(id, attr);
                Ok(attr)
            }
            Some(&attr) => {
                let previous = match self.ctx.attr_data(attr) {
                    AttrData::Distinct { referenced, .. } => *referenced,
                    _ => referenced,
                };
                if previous != referenced {
                    let shown = self.describe_attr(previous);
                    return Err(self.error_at(
                        at,
                        format!("referenced attribute does not match previous definition: {shown}"),
                    ));
                }
                Ok(attr)
            }
        }
    }

    // ---- strings, symbols ----

    /// A string literal (current token) with an optional `: type` unless `ty` is given.
    fn parse_string_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let literal = self.tok;
        self.advance();
        let ty = match ty {
            Some(ty) => Some(ty),
            None if self.consume_if(TokenKind::Colon) => Some(self.parse_type()?),
            None => None,
        };
        let value = string_value(self.lex.bytes(literal.span))
            .map_err(|message| self.error_at(literal.span.start, message))?;
        Ok(match ty {
            None => self.ctx.bytes_attr(&value),
            Some(ty) => self.ctx.intern_attr(AttrData::String {
                value: value.into_owned().into_boxed_slice(),
                ty: Some(ty),
            }),
        })
    }

    /// The string attribute of a string literal token's bytes.
    pub(crate) fn string_token_attr(&mut self, at: u32, text: &[u8]) -> PResult<Attribute> {
        let value = string_value(text).map_err(|message| self.error_at(at, message))?;
        Ok(self.ctx.bytes_attr(&value))
    }

    /// The name an `@` identifier (current token) refers to, as a string attribute.
    pub(crate) fn symbol_name_attr(&mut self) -> PResult<Attribute> {
        let at = self.offset();
        let name =
            symbol_reference(self.token_bytes()).map_err(|message| self.error_at(at, message))?;
        Ok(self.ctx.bytes_attr(&name))
    }

    /// `@root (:: @nested)*`.
    fn parse_symbol_ref_attr(&mut self) -> PResult<Attribute> {
        let root = self.symbol_name_attr()?;
        self.advance();
        let mut nested = Vec::new();
        while self.at(TokenKind::Colon) {
            // `::` is two `:` tokens; a lone `:` (a type suffix, say) is left alone.
            let mut peek = self.lex.clone();
            let second = peek.next_token();
            match second.kind {
                TokenKind::Colon => {
                    self.lex = peek;
                    self.advance();
                }
                TokenKind::Eof | TokenKind::Error => {
                    self.lex = peek;
                    self.tok = second;
                    break;
                }
                _ => break,
            }
            if !self.at(TokenKind::AtIdentifier) {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            let name = self.symbol_name_attr()?;
            self.advance();
            nested.push(self.ctx.intern_attr(AttrData::SymbolRef {
                root: name,
                nested: Box::new([]),
            }));
        }
        Ok(self.ctx.intern_attr(AttrData::SymbolRef {
            root,
            nested: nested.into_boxed_slice(),
        }))
    }

    // ---- arrays and dictionaries ----

    /// `[ (attribute (, attribute)*)? ]`.
    fn parse_array_attr(&mut self) -> PResult<Attribute> {
        self.advance();
        if self.at(TokenKind::RSquare) {
            self.advance();
            return Ok(self.ctx.common().empty_array);
        }
        let mut elements = Vec::new();
        loop {
            elements.push(self.parse_attribute()?);
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RSquare, "expected ',' or ']'")?;
        Ok(self
            .ctx
            .intern_attr(AttrData::Array(elements.into_boxed_slice())))
    }

    /// A dictionary attribute at `{`, reusing the attribute parsed earlier from the same source
    /// text: in generated and printed IR the same dictionaries repeat on many ops.
    pub(crate) fn parse_dict_attr_cached(&mut self) -> PResult<Attribute> {
        let start = self.tok.span.start as usize;
        if let Some(end) = matching_brace(self.src(), start)
            && let Some(&(attr, levels)) = self.dict_cache.get(&self.src()[start..end])
        {
            self.use_nested_value(levels, start as u32, "{...}")?;
            self.reset_to(end as u32);
            return Ok(attr);
        }
        let measure = self.begin_depth_measure();
        let mut entries = Vec::new();
        self.parse_attribute_dict(&mut entries)?;
        let levels = self.end_depth_measure(measure);
        let attr = self.ctx.dictionary(entries);
        let end = self.last_end as usize;
        let text = &self.src()[start..end];
        self.dict_cache.insert(text, (attr, levels));
        Ok(attr)
    }

    /// `{ (name (= attribute)?) (, ...)* }` into `entries` (MLIR's `parseAttributeDict`):
    /// a name alone is a unit attribute; a name seen twice is an error.
    pub(crate) fn parse_attribute_dict(&mut self, entries: &mut Vec<NamedAttr>) -> PResult<()> {
        let base = entries.len();
        let mut seen = rustc_hash::FxHashSet::default();
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        if self.consume_if(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            let at = self.offset();
            let name = match self.tok.kind {
                TokenKind::String => {
                    let text = self.token_bytes();
                    self.string_token_attr(at, text)?
                }
                kind if kind.is_identifier_like() => self.ctx.string_attr(self.text()),
                _ => return Err(self.wrong_token("expected attribute name")),
            };
            if self.ctx.string_bytes(name).is_empty() {
                return Err(self.error_here("expected valid attribute name"));
            }
            let count = entries.len() - base;
            let duplicate = if count < LINEAR_DUPLICATE_SCAN {
                entries[base..].iter().any(|e| e.name == name)
            } else {
                if seen.is_empty() {
                    seen.extend(entries[base..].iter().map(|e| e.name));
                }
                !seen.insert(name)
            };
            if duplicate {
                let shown = String::from_utf8_lossy(self.ctx.string_bytes(name)).into_owned();
                return Err(
                    self.error_here(format!("duplicate key '{shown}' in dictionary attribute"))
                );
            }
            self.advance();
            let value = if self.consume_if(TokenKind::Equal) {
                self.parse_attribute()?
            } else {
                self.ctx.common().unit
            };
            entries.push(NamedAttr { name, value });
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")
    }

    // ---- affine, arrays of numbers, strided layouts ----

    /// `affine_map<...>` or `affine_set<...>`.
    fn parse_affine_attr(&mut self) -> PResult<Attribute> {
        let is_map = self.tok.is_keyword(Keyword::AffineMap);
        self.advance();
        let (open, close) = if is_map {
            ("expected '<' in affine map", "expected '>' in affine map")
        } else {
            ("expected '<' in integer set", "expected '>' in integer set")
        };
        self.expect(TokenKind::Less, open)?;
        let at = self.offset();
        let (structure, next) = parse_affine_map_or_integer_set(&mut self.lex, self.tok)
            .map_err(|e| self.affine_error(e))?;
        self.tok = next;
        let attr = match (structure, is_map) {
            (AffineStructure::Map(map), true) => AttrData::AffineMap(map),
            (AffineStructure::Set(set), false) => AttrData::IntegerSet(set),
            (AffineStructure::Set(_), true) => {
                return Err(self.error_at(at, "expected AffineMap, but got IntegerSet"));
            }
            (AffineStructure::Map(_), false) => {
                return Err(self.error_at(at, "expected IntegerSet, but got AffineMap"));
            }
        };
        self.expect(TokenKind::Greater, close)?;
        Ok(self.ctx.intern_attr(attr))
    }

    /// An error of the affine parser, which spells MLIR's quotes as backticks: reported with
    /// MLIR's text.
    pub(crate) fn affine_error(
        &mut self,
        (span, message): crate::text::lexer::SyntaxError,
    ) -> Box<crate::diagnostics::Diagnostic> {
        self.syntax_error((span, message.replace('`', "'")))
    }

    /// `array<type>` or `array<type: elements>`: a dense array of integers or floats.
    fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let type_at = self.offset();
        let element = self.parse_type()?;
        let data = self.ctx.type_data(element);
        let (width, float) = match *data {
            TypeData::Integer { width, .. } => (width, None),
            TypeData::Float(kind) => (kind.bit_width(), Some(kind)),
            _ => {
                let shown = self.describe_type(element);
                return Err(self.error_at(
                    type_at,
                    format!("expected integer or float type, got: '{shown}'"),
                ));
            }
        };
        if width != 1 && !width.is_multiple_of(8) {
            return Err(self.error_at(type_at, "element type bitwidth must be a multiple of 8"));
        }
        if self.consume_if(TokenKind::Greater) {
            return Ok(self.ctx.intern_attr(AttrData::DenseArray {
                element,
                len: 0,
                bytes: Box::new([]),
            }));
        }
        self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
        let mut bytes = Vec::new();
        let mut len = 0u64;
        loop {
            let negative = self.consume_if(TokenKind::Minus);
            match float {
                Some(kind) => {
                    let bits = self.parse_float_element(kind, negative)?;
                    push_le(&mut bytes, &BigInt::from(bits), width);
                }
                None => self.parse_dense_array_int(element, width, negative, &mut bytes)?,
            }
            len += 1;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(
            TokenKind::Greater,
            "expected '>' to close an array attribute",
        )?;
        Ok(self.ctx.intern_attr(AttrData::DenseArray {
            element,
            len,
            bytes: bytes.into_boxed_slice(),
        }))
    }

    /// One integer element of a dense array, appended to `bytes`.
    fn parse_dense_array_int(
        &mut self,
        element: Type,
        width: u32,
        negative: bool,
        bytes: &mut Vec<u8>,
    ) -> PResult<()> {
        match self.tok.kind {
            TokenKind::Keyword(kw @ (Keyword::True | Keyword::False)) => {
                if width != 1 {
                    return Err(self.error_here("expected i1 type for 'true' or 'false' values"));
                }
                bytes.push(u8::from(kw == Keyword::True));
                self.advance();
                Ok(())
            }
            TokenKind::Integer => {
                if width == 1 {
                    return Err(self.error_here("expected 'true' or 'false' values for i1 type"));
                }
                let text = self.text();
                self.advance();
                // MLIR builds dense array elements without the unsigned-type check of integer
                // attributes: `-1` is accepted for `ui8` as 255.
                let signedness = match self.ctx.type_data(element) {
                    TypeData::Integer {
                        signedness: Signedness::Signed,
                        ..
                    } => Signedness::Signed,
                    TypeData::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    } if !negative => Signedness::Unsigned,
                    _ => Signedness::Signless,
                };
                let value = numbers::parse_int_literal(text, negative, width, signedness)
                    .map_err(|_| self.error_here("integer constant out of range"))?;
                push_le(bytes, &int_like_to_bigint(value), width);
                Ok(())
            }
            _ => Err(self.error_here("expected integer literal")),
        }
    }

    /// A float element (current token, after an optional `-`) as the bits of `kind`: a float
    /// literal or a hexadecimal bit pattern (MLIR's `parseFloatFromLiteral`).
    pub(crate) fn parse_float_element(
        &mut self,
        kind: crate::types::FloatKind,
        negative: bool,
    ) -> PResult<u128> {
        let at = self.offset();
        let text = self.text();
        let bits = match self.tok.kind {
            TokenKind::Float => numbers::parse_float_literal(kind, text, negative)
                .map_err(|message| self.error_at(at, message))?,
            TokenKind::Integer => self.float_bits_from_int_literal(kind, text, negative, at)?,
            _ => return Err(self.error_at(at, "expected floating point literal")),
        };
        self.advance();
        Ok(bits)
    }

    /// `strided<[s0, s1, ...]>` or `strided<[...], offset: o>`.
    fn parse_strided_layout_attr(&mut self) -> PResult<Attribute> {
        let at = self.offset();
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.at(TokenKind::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RSquare, "expected ']'")?;
        let offset = if self.consume_if(TokenKind::Greater) {
            0
        } else {
            self.expect(TokenKind::Comma, "expected ','")?;
            self.expect(
                TokenKind::Keyword(Keyword::Offset),
                "expected 'offset' after comma",
            )?;
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            let offset = self.parse_stride_or_offset()?;
            self.expect(TokenKind::Greater, "expected '>'")?;
            offset
        };
        if strides.contains(&0) {
            return Err(self.error_at(at, "strides must not be zero"));
        }
        Ok(self.ctx.intern_attr(AttrData::StridedLayout {
            offset,
            strides: strides.into_boxed_slice(),
        }))
    }

    /// `?` or a 64-bit signed integer.
    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.consume_if(TokenKind::Question) {
            return Ok(crate::types::DYNAMIC);
        }
        let at = self.offset();
        let negative = self.consume_if(TokenKind::Minus);
        if self.at(TokenKind::Integer)
            && let Some(value) = parse_u64(self.text()).filter(|&v| v <= i64::MAX as u64)
        {
            self.advance();
            let value = value as i64;
            return Ok(if negative { -value } else { value });
        }
        Err(self.error_at(at, "expected a 64-bit signed integer or '?'"))
    }
}

/// An integer value from the number module as a big integer.
pub(crate) fn int_like_to_bigint(value: IntLike) -> BigInt {
    match value {
        IntLike::I64(v) => BigInt::from(v),
        IntLike::U64(v) => BigInt::from(v),
        IntLike::Big(v) => v,
    }
}

/// Appends the low `width` bits of `value` (two's complement) little-endian in
/// `ceil(width / 8)` bytes, the element layout of dense data.
pub(crate) fn push_le(bytes: &mut Vec<u8>, value: &BigInt, width: u32) {
    let count = width.div_ceil(8) as usize;
    let mut le = value.to_signed_bytes_le();
    let fill = if value.sign() == num_bigint::Sign::Minus {
        0xFF
    } else {
        0
    };
    le.resize(count.max(le.len()), fill);
    le.truncate(count);
    if !width.is_multiple_of(8)
        && let Some(last) = le.last_mut()
    {
        *last &= (1u8 << (width % 8)) - 1;
    }
    bytes.extend_from_slice(&le);
}

/// The offset just past the `}` matching the `{` at `start`, skipping strings and `//`
/// comments; `None` if there is none. Only used to look up the dictionary cache, so it may be
/// approximate: a wrong answer only misses the cache.
fn matching_brace(bytes: &[u8], start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matching_brace_skips_strings_and_comments() {
        fn find(text: &str) -> Option<&str> {
            matching_brace(text.as_bytes(), 0).map(|end| &text[..end])
        }
        assert_eq!(find("{a = {b}} x"), Some("{a = {b}}"));
        assert_eq!(find("{a = \"}\\\"}\"} x"), Some("{a = \"}\\\"}\"}"));
        assert_eq!(find("{a // }\n} x"), Some("{a // }\n}"));
        assert_eq!(find("{a = {b}"), None);
    }

    #[test]
    fn push_le_keeps_the_low_bits() {
        let bytes = |value: i64, width: u32| {
            let mut out = Vec::new();
            push_le(&mut out, &BigInt::from(value), width);
            out
        };
        assert_eq!(bytes(-1, 16), vec![0xFF, 0xFF]);
        assert_eq!(bytes(-1, 4), vec![0x0F]);
        assert_eq!(bytes(1, 1), vec![1]);
        assert_eq!(bytes(0x1234, 24), vec![0x34, 0x12, 0]);
        assert_eq!(
            bytes(-2, 72),
            vec![0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        );
    }
}
