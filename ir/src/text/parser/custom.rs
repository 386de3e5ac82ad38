//! The parser interface that custom assembly forms plug into: [`AsmParser`] for the pieces any
//! custom syntax is made of (punctuation, keywords, types, attributes), handed to the type and
//! attribute hooks of registered dialects, and [`OpAsmParser`], which adds what ops need
//! (operands, arguments, regions, successors) and is handed to an op's [`ParseHook`].
//!
//! These mirror MLIR's `AsmParser` / `OpAsmParser` method for method, with the same messages,
//! so generated assembly-format parsers can be written against them. They are thin: every
//! method forwards to the parser's own productions.

use super::state::{PResult, Parser};
use crate::affine::{AffineExpr, AffineMap, AffineStructure, IntegerSet};
use crate::attrs::{Attribute, NamedAttr};
use crate::context::{Context, OpName};
use crate::diagnostics::Diagnostic;
use crate::structure::{BlockId, Body, Location, OperationState, RegionId, Value};
use crate::text::lexer::{Keyword, TokenKind, hash_identifier_number, parse_u64, string_value};
use crate::types::{FloatKind, Type, TypeData};
use std::ops::{Deref, DerefMut};

/// The result of a parsing step: errors are boxed diagnostics, so that the success path stays
/// small (parsers call these methods once per token).
pub type ParseResult<T> = Result<T, Box<Diagnostic>>;

/// Parses the custom form of an op: everything between the op name and the trailing location.
/// It fills `state` (operands, result types, attributes, properties, successors); regions are
/// the ones parsed through the parser, in order (see [`OpAsmParser::parse_region`]).
pub type ParseHook = fn(&mut OpAsmParser<'_, '_>, &mut OperationState) -> ParseResult<()>;

/// Parses a type of a registered dialect, given the text after `!dialect.` (mnemonic first).
pub type TypeParseHook = fn(&mut AsmParser<'_, '_>) -> ParseResult<Type>;

/// Parses an attribute of a registered dialect, given the text after `#dialect.` (mnemonic
/// first) and the type the context or a `: type` suffix gives it.
pub type AttrParseHook = fn(&mut AsmParser<'_, '_>, Option<Type>) -> ParseResult<Attribute>;

/// A use of an SSA value not resolved to a [`Value`] yet: `%name` or `%name#number`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnresolvedOperand<'src> {
    /// The name with its `%`.
    pub name: &'src str,
    /// The result number after `#` (0 when absent).
    pub number: u32,
    /// Byte offset of the use in the source.
    pub offset: u32,
}

/// A region argument being defined: `%name : type {attrs} loc(...)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Argument<'src> {
    /// The name.
    pub name: UnresolvedOperand<'src>,
    /// The type, when the syntax has one.
    pub ty: Option<Type>,
    /// The attribute dictionary, when the syntax allows one.
    pub attrs: Option<Attribute>,
    /// The explicit location, if written.
    pub loc: Option<Location>,
}

/// The delimiters around a list, as MLIR's `AsmParser::Delimiter`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// No delimiter: at least one element.
    None,
    /// `( ... )`.
    Paren,
    /// `[ ... ]`.
    Square,
    /// `< ... >`.
    LessGreater,
    /// `{ ... }`.
    Braces,
    /// `( ... )` if present.
    OptionalParen,
    /// `[ ... ]` if present.
    OptionalSquare,
    /// `< ... >` if present.
    OptionalLessGreater,
    /// `{ ... }` if present.
    OptionalBraces,
}

/// The general parser interface. See the module documentation.
pub struct AsmParser<'p, 'src> {
    pub(crate) p: &'p mut Parser<'src>,
    name_at: u32,
    /// The op whose custom form is being parsed: its errors start with `custom op '<name>'`.
    custom_op: Option<OpName>,
}

macro_rules! punctuation {
    ($($(#[$doc:meta])* $parse:ident, $optional:ident, $kind:expr, $spelling:literal;)*) => {
        $(
            $(#[$doc])*
            pub fn $parse(&mut self) -> ParseResult<()> {
                self.p.expect($kind, concat!("expected '", $spelling, "'"))
            }

            #[doc = concat!("Consumes `", $spelling, "` if present.")]
            pub fn $optional(&mut self) -> bool {
                self.p.consume_if($kind)
            }
        )*
    };
}

impl<'p, 'src> AsmParser<'p, 'src> {
    pub(crate) fn new(p: &'p mut Parser<'src>, name_at: u32) -> Self {
        AsmParser {
            p,
            name_at,
            custom_op: None,
        }
    }

    /// The context.
    pub fn context(&self) -> &'src Context {
        self.p.ctx
    }

    // ---- locations and errors ----

    /// Offset of the current token.
    pub fn current_offset(&self) -> u32 {
        self.p.offset()
    }

    /// Offset of the name being parsed (the op name, or the dialect symbol's mnemonic).
    pub fn name_offset(&self) -> u32 {
        self.name_at
    }

    /// The location of byte `offset` of the source.
    pub fn location(&mut self, offset: u32) -> Location {
        self.p.loc_at(offset)
    }

    /// An error at the current token.
    pub fn error(&mut self, message: impl Into<String>) -> Box<Diagnostic> {
        let offset = self.p.offset();
        self.error_at(offset, message)
    }

    /// An error at byte `offset`.
    pub fn error_at(&mut self, offset: u32, message: impl Into<String>) -> Box<Diagnostic> {
        let message = message.into();
        let message = match self.custom_op {
            Some(name) => format!("custom op '{}' {message}", self.p.ctx.op_name_str(name)),
            None => message,
        };
        self.p.error_at(offset, message)
    }

    // ---- punctuation ----

    punctuation! {
        /// Consumes `->`.
        parse_arrow, parse_optional_arrow, TokenKind::Arrow, "->";
        /// Consumes `{`.
        parse_lbrace, parse_optional_lbrace, TokenKind::LBrace, "{";
        /// Consumes `}`.
        parse_rbrace, parse_optional_rbrace, TokenKind::RBrace, "}";
        /// Consumes `:`.
        parse_colon, parse_optional_colon, TokenKind::Colon, ":";
        /// Consumes `,`.
        parse_comma, parse_optional_comma, TokenKind::Comma, ",";
        /// Consumes `...`.
        parse_ellipsis, parse_optional_ellipsis, TokenKind::Ellipsis, "...";
        /// Consumes `=`.
        parse_equal, parse_optional_equal, TokenKind::Equal, "=";
        /// Consumes `<`.
        parse_less, parse_optional_less, TokenKind::Less, "<";
        /// Consumes `>`.
        parse_greater, parse_optional_greater, TokenKind::Greater, ">";
        /// Consumes `(`.
        parse_lparen, parse_optional_lparen, TokenKind::LParen, "(";
        /// Consumes `)`.
        parse_rparen, parse_optional_rparen, TokenKind::RParen, ")";
        /// Consumes `[`.
        parse_lsquare, parse_optional_lsquare, TokenKind::LSquare, "[";
        /// Consumes `]`.
        parse_rsquare, parse_optional_rsquare, TokenKind::RSquare, "]";
        /// Consumes `?`.
        parse_question, parse_optional_question, TokenKind::Question, "?";
        /// Consumes `*`.
        parse_star, parse_optional_star, TokenKind::Star, "*";
        /// Consumes `+`.
        parse_plus, parse_optional_plus, TokenKind::Plus, "+";
        /// Consumes `-`.
        parse_minus, parse_optional_minus, TokenKind::Minus, "-";
        /// Consumes `|`.
        parse_vertical_bar, parse_optional_vertical_bar, TokenKind::VerticalBar, "|";
    }

    // ---- recursive types ----

    /// Whether `ty` is being parsed by an enclosing hook call (MLIR's failed
    /// `tryStartCyclicParse`): a recursive type may then refer to itself by its key alone.
    pub fn in_cyclic_parse(&self, ty: Type) -> bool {
        self.p.cyclic_types.contains(&ty)
    }

    /// Runs `parse` with `ty` marked as being parsed (MLIR's `tryStartCyclicParse` and the
    /// reset it returns), so that [`Self::in_cyclic_parse`] answers `true` for it inside.
    pub fn with_cyclic_parse<R>(&mut self, ty: Type, parse: impl FnOnce(&mut Self) -> R) -> R {
        self.p.cyclic_types.push(ty);
        let result = parse(self);
        self.p.cyclic_types.pop();
        result
    }

    /// `open (element (, element)*)? close` (or at least one element without delimiters), as
    /// MLIR's `parseCommaSeparatedList`; `context` ends the "expected ..." messages.
    pub fn parse_comma_separated_list(
        &mut self,
        delimiter: Delimiter,
        context: &str,
        mut element: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        let (open, close, open_text, close_text, optional) = match delimiter {
            Delimiter::None => loop {
                element(self)?;
                if !self.p.consume_if(TokenKind::Comma) {
                    return Ok(());
                }
            },
            Delimiter::Paren => (TokenKind::LParen, TokenKind::RParen, "(", ")", false),
            Delimiter::OptionalParen => (TokenKind::LParen, TokenKind::RParen, "(", ")", true),
            Delimiter::Square => (TokenKind::LSquare, TokenKind::RSquare, "[", "]", false),
            Delimiter::OptionalSquare => (TokenKind::LSquare, TokenKind::RSquare, "[", "]", true),
            Delimiter::LessGreater => (TokenKind::Less, TokenKind::Greater, "<", ">", false),
            Delimiter::OptionalLessGreater => (TokenKind::Less, TokenKind::Greater, "<", ">", true),
            Delimiter::Braces => (TokenKind::LBrace, TokenKind::RBrace, "{", "}", false),
            Delimiter::OptionalBraces => (TokenKind::LBrace, TokenKind::RBrace, "{", "}", true),
        };
        if optional && !self.p.at(open) {
            return Ok(());
        }
        self.p
            .expect(open, &format!("expected '{open_text}'{context}"))?;
        if self.p.consume_if(close) {
            return Ok(());
        }
        loop {
            element(self)?;
            if !self.p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.p
            .expect(close, &format!("expected '{close_text}'{context}"))
    }

    /// Whether the current token is of `kind`, without consuming it (for parsers that choose
    /// what to read by the next token, as MLIR's `getToken().is(...)`).
    pub fn at(&self, kind: TokenKind) -> bool {
        self.p.at(kind)
    }

    // ---- keywords, strings, numbers ----

    /// Consumes the keyword `keyword` (any bare identifier spelled so), or fails with
    /// `expected '<keyword>'`.
    pub fn parse_keyword(&mut self, keyword: &str) -> ParseResult<()> {
        let at = self.p.offset();
        if !self.parse_optional_keyword(keyword) {
            return Err(self.error_at(at, format!("expected '{keyword}'")));
        }
        Ok(())
    }

    /// Consumes the keyword `keyword` if it is the current token.
    pub fn parse_optional_keyword(&mut self, keyword: &str) -> bool {
        if self.p.at_keyword() && self.p.text() == keyword {
            self.p.advance();
            true
        } else {
            false
        }
    }

    /// Consumes any keyword and returns it.
    pub fn parse_optional_keyword_any(&mut self) -> Option<&'src str> {
        if !self.p.at_keyword() {
            return None;
        }
        let text = self.p.text();
        self.p.advance();
        Some(text)
    }

    /// Consumes any keyword and returns it, or fails with `expected valid keyword`.
    pub fn parse_keyword_any(&mut self) -> ParseResult<&'src str> {
        let at = self.p.offset();
        match self.parse_optional_keyword_any() {
            Some(keyword) => Ok(keyword),
            None => Err(self.error_at(at, "expected valid keyword")),
        }
    }

    /// Consumes a string literal if present and returns its bytes.
    pub fn parse_optional_string(&mut self) -> ParseResult<Option<Vec<u8>>> {
        if !self.p.at(TokenKind::String) {
            return Ok(None);
        }
        let at = self.p.offset();
        let value =
            string_value(self.p.token_bytes()).map_err(|message| self.p.error_at(at, message))?;
        let value = value.into_owned();
        self.p.advance();
        Ok(Some(value))
    }

    /// Consumes a string literal, or fails with `expected string`.
    pub fn parse_string(&mut self) -> ParseResult<Vec<u8>> {
        let at = self.p.offset();
        match self.parse_optional_string()? {
            Some(value) => Ok(value),
            None => Err(self.error_at(at, "expected string")),
        }
    }

    /// An integer (`-`? decimal or hex, `true`/`false` as 1/0) that fits an `i64`, if one is
    /// here.
    pub fn parse_optional_integer(&mut self) -> ParseResult<Option<i64>> {
        if self.p.consume_if(TokenKind::Keyword(Keyword::True)) {
            return Ok(Some(1));
        }
        if self.p.consume_if(TokenKind::Keyword(Keyword::False)) {
            return Ok(Some(0));
        }
        if !matches!(self.p.tok.kind, TokenKind::Integer | TokenKind::Minus) {
            return Ok(None);
        }
        let negative = self.p.consume_if(TokenKind::Minus);
        let at = self.p.offset();
        if !self.p.at(TokenKind::Integer) {
            return Err(self.p.wrong_token("expected integer value"));
        }
        let magnitude = parse_u64(self.p.text());
        self.p.advance();
        let value = match (magnitude, negative) {
            (Some(m), false) => i64::try_from(m).ok(),
            (Some(m), true) => 0i64.checked_sub_unsigned(m),
            (None, _) => None,
        };
        match value {
            Some(v) => Ok(Some(v)),
            None => Err(self.p.error_at(at, "integer value too large")),
        }
    }

    /// An integer as MLIR's `parseInteger<int64_t>` reads it: one that fits an `i64`, or a
    /// magnitude of up to 64 bits taken as its two's complement bits (`18446744073709551615` is
    /// `-1`), which is how a switch's case values print in their unsigned form and read back.
    pub fn parse_integer_bits(&mut self) -> ParseResult<i64> {
        let at = self.p.offset();
        if self.p.at(TokenKind::Integer)
            && let Some(m) = parse_u64(self.p.text())
        {
            self.p.advance();
            return Ok(m as i64);
        }
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.error_at(at, "expected integer value")),
        }
    }

    /// An integer that fits an `i64`, or `expected integer value`.
    pub fn parse_integer(&mut self) -> ParseResult<i64> {
        let at = self.p.offset();
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.error_at(at, "expected integer value")),
        }
    }

    /// A float (`-`? float literal or hex bit pattern) as the bits of `kind`.
    pub fn parse_float(&mut self, kind: FloatKind) -> ParseResult<u128> {
        let negative = self.p.consume_if(TokenKind::Minus);
        self.p.parse_float_element(kind, negative)
    }

    // ---- types ----

    /// A type.
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        self.p.parse_type()
    }

    /// A type, if one starts here.
    pub fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        if self.p.at_type_start() {
            return self.p.parse_type().map(Some);
        }
        Ok(None)
    }

    /// `: type`.
    pub fn parse_colon_type(&mut self) -> ParseResult<Type> {
        self.p.expect(TokenKind::Colon, "expected ':'")?;
        self.p.parse_type()
    }

    /// `type (, type)*`.
    pub fn parse_type_list(&mut self) -> ParseResult<Vec<Type>> {
        let base = self.p.type_stack.len();
        let result = self.p.parse_type_list_no_parens();
        let types = self.p.type_stack.split_off(base);
        result.map(|()| types)
    }

    /// `: type (, type)*`.
    pub fn parse_colon_type_list(&mut self) -> ParseResult<Vec<Type>> {
        self.p.expect(TokenKind::Colon, "expected ':'")?;
        self.parse_type_list()
    }

    /// `: type (, type)*` if a `:` is here; empty otherwise.
    pub fn parse_optional_colon_type_list(&mut self) -> ParseResult<Vec<Type>> {
        if !self.p.consume_if(TokenKind::Colon) {
            return Ok(Vec::new());
        }
        self.parse_type_list()
    }

    /// `-> type` or `-> (type, ...)`.
    pub fn parse_arrow_type_list(&mut self) -> ParseResult<Vec<Type>> {
        self.parse_arrow()?;
        self.function_result_types()
    }

    /// `-> type` or `-> (type, ...)` if a `->` is here; empty otherwise.
    pub fn parse_optional_arrow_type_list(&mut self) -> ParseResult<Vec<Type>> {
        if !self.p.consume_if(TokenKind::Arrow) {
            return Ok(Vec::new());
        }
        self.function_result_types()
    }

    fn function_result_types(&mut self) -> ParseResult<Vec<Type>> {
        let base = self.p.type_stack.len();
        let result = self.p.parse_function_result_types();
        let types = self.p.type_stack.split_off(base);
        result.map(|()| types)
    }

    /// The function type `(inputs) -> results`, or an error if the type is another kind.
    pub fn parse_function_type(&mut self) -> ParseResult<Type> {
        let at = self.p.offset();
        let ty = self.p.parse_type()?;
        if !matches!(self.p.ctx.type_data(ty), TypeData::Function { .. }) {
            return Err(self.error_at(at, "invalid kind of type specified"));
        }
        Ok(ty)
    }

    /// A dimension list: `4x?x8` (`with_trailing_x`: `4x?x8x`, possibly empty); `?` only
    /// with `allow_dynamic`.
    pub fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> ParseResult<Vec<i64>> {
        let (dims, next) = self
            .p
            .lex
            .dimension_list(self.p.tok, allow_dynamic, with_trailing_x)
            .map_err(|e| self.p.syntax_error(e))?;
        self.p.tok = next;
        Ok(dims)
    }

    /// The `x` between dimensions (also the one starting `xf32`).
    pub fn parse_x_in_dimension_list(&mut self) -> ParseResult<()> {
        self.p.parse_x_in_dimension_list()
    }

    // ---- attributes ----

    /// An attribute.
    pub fn parse_attribute(&mut self) -> ParseResult<Attribute> {
        self.p.parse_attribute()
    }

    /// An attribute whose type is `ty` (a literal then takes no `: type` suffix).
    pub fn parse_attribute_of_type(&mut self, ty: Type) -> ParseResult<Attribute> {
        self.p.parse_attribute_typed(Some(ty))
    }

    /// An attribute, if one starts here.
    pub fn parse_optional_attribute(&mut self) -> ParseResult<Option<Attribute>> {
        self.p.parse_optional_attribute()
    }

    /// An attribute whose type is `ty`, if one starts here.
    pub fn parse_optional_attribute_of_type(&mut self, ty: Type) -> ParseResult<Option<Attribute>> {
        self.p.parse_optional_attribute_typed(Some(ty))
    }

    /// A string attribute (`"text"`, maybe with `: type`) if a string is here: MLIR's
    /// `parseOptionalAttribute(StringAttr &)`, which leaves any other attribute alone.
    pub fn parse_optional_string_attr(&mut self) -> ParseResult<Option<Attribute>> {
        self.parse_optional_attribute_at(TokenKind::String)
    }

    /// An array attribute if a `[` is here (MLIR's `parseOptionalAttribute(ArrayAttr &)`).
    pub fn parse_optional_array_attr(&mut self) -> ParseResult<Option<Attribute>> {
        self.parse_optional_attribute_at(TokenKind::LSquare)
    }

    /// A symbol reference attribute if an `@` name is here (MLIR's
    /// `parseOptionalAttribute(SymbolRefAttr &)`).
    pub fn parse_optional_symbol_ref_attr(&mut self) -> ParseResult<Option<Attribute>> {
        self.parse_optional_attribute_at(TokenKind::AtIdentifier)
    }

    fn parse_optional_attribute_at(&mut self, start: TokenKind) -> ParseResult<Option<Attribute>> {
        if !self.p.at(start) {
            return Ok(None);
        }
        self.p.parse_attribute().map(Some)
    }

    /// `{ name = value, ... }` if a `{` is here, appended to `attrs`.
    pub fn parse_optional_attr_dict(&mut self, attrs: &mut Vec<NamedAttr>) -> ParseResult<()> {
        if !self.p.at(TokenKind::LBrace) {
            return Ok(());
        }
        self.p.parse_attribute_dict(attrs)
    }

    /// `attributes { ... }` if the keyword is here, appended to `attrs`.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &mut Vec<NamedAttr>,
    ) -> ParseResult<()> {
        if !self.parse_optional_keyword("attributes") {
            return Ok(());
        }
        self.p.parse_attribute_dict(attrs)
    }

    /// `<{ name = value, ... }>` if a `<` is here (the properties of an op, MLIR's
    /// `prop-dict`), its entries appended to `props`.
    pub fn parse_optional_prop_dict(&mut self, props: &mut Vec<NamedAttr>) -> ParseResult<()> {
        if !self.p.consume_if(TokenKind::Less) {
            return Ok(());
        }
        let at = self.p.offset();
        let dict = self.p.parse_attribute()?;
        match self.p.ctx.attr_data(dict) {
            crate::attrs::AttrData::Dictionary(entries) => props.extend_from_slice(entries),
            _ => return Err(self.error_at(at, "expected DictionaryAttr to set properties")),
        }
        self.p.expect(TokenKind::Greater, "expected '>'")
    }

    /// An affine map as written inside `affine_map<...>`: `(d0)[s0] -> (d0 + s0)`.
    pub fn parse_affine_map(&mut self) -> ParseResult<AffineMap> {
        let at = self.p.offset();
        match self.parse_affine_structure()? {
            AffineStructure::Map(map) => Ok(map),
            AffineStructure::Set(_) => Err(self
                .p
                .error_at(at, "expected AffineMap, but got IntegerSet")),
        }
    }

    /// An integer set as written inside `affine_set<...>`: `(d0) : (d0 >= 0)`.
    pub fn parse_integer_set(&mut self) -> ParseResult<IntegerSet> {
        let at = self.p.offset();
        match self.parse_affine_structure()? {
            AffineStructure::Set(set) => Ok(set),
            AffineStructure::Map(_) => Err(self
                .p
                .error_at(at, "expected IntegerSet, but got AffineMap")),
        }
    }

    fn parse_affine_structure(&mut self) -> ParseResult<AffineStructure> {
        let (structure, next) =
            crate::affine::parse_affine_map_or_integer_set(&mut self.p.lex, self.p.tok)
                .map_err(|e| self.p.affine_error(e))?;
        self.p.tok = next;
        Ok(structure)
    }

    /// `@name` if present, as a string attribute.
    pub fn parse_optional_symbol_name(&mut self) -> ParseResult<Option<Attribute>> {
        if !self.p.at(TokenKind::AtIdentifier) {
            return Ok(None);
        }
        let name = self.p.symbol_name_attr()?;
        self.p.advance();
        Ok(Some(name))
    }

    /// `@name` as a string attribute, or `expected valid '@'-identifier for symbol name`.
    pub fn parse_symbol_name(&mut self) -> ParseResult<Attribute> {
        let at = self.p.offset();
        match self.parse_optional_symbol_name()? {
            Some(name) => Ok(name),
            None => Err(self.error_at(at, "expected valid '@'-identifier for symbol name")),
        }
    }

    /// `loc(...)` if present (an alias defined later in the file is resolved at the end).
    pub fn parse_optional_location(&mut self) -> ParseResult<Option<Location>> {
        self.p.parse_trailing_location(true)
    }
}

/// The parser handed to an op's [`ParseHook`]. See the module documentation.
pub struct OpAsmParser<'p, 'src> {
    asm: AsmParser<'p, 'src>,
    /// The body the op is created in: operands and successors live here.
    body: &'p mut Body,
    /// For an isolated op: the body its regions are parsed into, and that body's id.
    nested: Option<(Box<Body>, u32)>,
    /// The regions parsed so far, in order.
    regions: Vec<RegionId>,
    /// `%name:count` groups written before `=`.
    results: &'p [(&'src str, u32, u32)],
    name: OpName,
}

impl<'p, 'src> Deref for OpAsmParser<'p, 'src> {
    type Target = AsmParser<'p, 'src>;
    fn deref(&self) -> &Self::Target {
        &self.asm
    }
}

impl DerefMut for OpAsmParser<'_, '_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.asm
    }
}

impl<'p, 'src> OpAsmParser<'p, 'src> {
    pub(crate) fn new(
        p: &'p mut Parser<'src>,
        body: &'p mut Body,
        name: OpName,
        name_at: u32,
        isolated: bool,
        results: &'p [(&'src str, u32, u32)],
    ) -> Self {
        let mut asm = AsmParser::new(p, name_at);
        asm.custom_op = Some(name);
        OpAsmParser {
            asm,
            body,
            nested: isolated.then(|| (Box::new(Body::new()), u32::MAX)),
            regions: Vec::new(),
            results,
            name,
        }
    }

    /// The parsed regions and the nested body (for isolated ops).
    /// The regions parsed, and the nested body with its id (`u32::MAX` if no region of it was
    /// parsed).
    pub(crate) fn finish(self) -> (Vec<RegionId>, Option<(Box<Body>, u32)>) {
        (self.regions, self.nested)
    }

    /// The name of the op being parsed.
    pub fn op_name(&self) -> OpName {
        self.name
    }

    /// The body the op is created in, holding the ops parsed before it (whose attributes
    /// some custom forms read: `spirv.AccessChain` takes the struct index from the constant
    /// defining it).
    pub fn body(&self) -> &Body {
        self.body
    }

    /// Sets the dialect whose ops may be written without prefix inside this op's regions
    /// (MLIR's `OpAsmOpInterface::getDefaultDialect`). Call before parsing regions.
    pub fn set_default_dialect(&mut self, dialect: &'src str) {
        if let Some(top) = self.asm.p.default_dialects.last_mut() {
            *top = dialect;
        }
    }

    /// How many results the `%name = ` / `%name:n = ` prefix binds.
    pub fn num_results(&self) -> usize {
        self.results.iter().map(|r| r.1 as usize).sum()
    }

    /// The name (without `%`) and sub-index of result `index` as written in the prefix.
    pub fn result_name(&self, index: usize) -> Option<(&'src str, u32)> {
        let mut index = index;
        for &(name, count, _) in self.results {
            if index < count as usize {
                return Some((&name[1..], index as u32));
            }
            index -= count as usize;
        }
        None
    }

    // ---- operands ----

    /// `%name` or `%name#number`.
    pub fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand<'src>> {
        self.asm.p.parse_ssa_use(true)
    }

    /// An operand if a `%` identifier is here.
    pub fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand<'src>>> {
        if !self.asm.p.at(TokenKind::PercentIdentifier) {
            return Ok(None);
        }
        self.parse_operand().map(Some)
    }

    /// A comma-separated operand list with `delimiter`; with `required` set, exactly that
    /// many (MLIR's `parseOperandList`).
    pub fn parse_operand_list(
        &mut self,
        delimiter: Delimiter,
        required: Option<usize>,
    ) -> ParseResult<Vec<UnresolvedOperand<'src>>> {
        if delimiter == Delimiter::None && !self.asm.p.at(TokenKind::PercentIdentifier) {
            if required.is_none_or(|n| n == 0) {
                return Ok(Vec::new());
            }
            if matches!(self.asm.p.tok.kind, TokenKind::LParen | TokenKind::LSquare) {
                return Err(self.asm.p.error_here("unexpected delimiter"));
            }
            return Err(self.asm.p.wrong_token("expected operand"));
        }
        let start = self.asm.p.offset();
        let mut operands = Vec::new();
        self.asm
            .parse_comma_separated_list(delimiter, " in operand list", |asm| {
                operands.push(asm.p.parse_ssa_use(true)?);
                Ok(())
            })?;
        if let Some(n) = required
            && operands.len() != n
        {
            return Err(self.error_at(start, format!("expected {n} operands")));
        }
        Ok(operands)
    }

    /// An affine map over SSA values, as the affine dialect writes them: `[%i + 1,
    /// symbol(%n)]` (with [`Delimiter::Square`]) or `(%i, %j)` ([`Delimiter::Paren`]). Returns
    /// the map and its operands, dimensions first, then symbols.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        delimiter: Delimiter,
    ) -> ParseResult<(AffineMap, Vec<UnresolvedOperand<'src>>)> {
        let delimiter = match delimiter {
            Delimiter::Square | Delimiter::OptionalSquare => crate::affine::Delimiter::Square,
            _ => crate::affine::Delimiter::Paren,
        };
        let p = &mut *self.asm.p;
        let (map, operands, next) =
            crate::affine::parse_affine_map_of_ssa_ids(&mut p.lex, p.tok, delimiter)
                .map_err(|e| p.affine_error(e))?;
        p.tok = next;
        let operands = operands
            .dims
            .iter()
            .chain(&operands.symbols)
            .map(unresolved_ssa_use)
            .collect();
        Ok((map, operands))
    }

    /// One affine expression over SSA values (`%i * 4 + symbol(%n)`), as MLIR's
    /// `parseAffineExprOfSSAIds`. Returns the expression, its dimension operands and its
    /// symbol operands, each in order of first use.
    pub fn parse_affine_expr_of_ssa_ids(&mut self) -> ParseResult<AffineExprOfSsaIds<'src>> {
        let p = &mut *self.asm.p;
        let (expr, operands, next) = crate::affine::parse_affine_expr_of_ssa_ids(&mut p.lex, p.tok)
            .map_err(|e| p.affine_error(e))?;
        p.tok = next;
        let dims = operands.dims.iter().map(unresolved_ssa_use).collect();
        let symbols = operands.symbols.iter().map(unresolved_ssa_use).collect();
        Ok(AffineExprOfSsaIds {
            expr,
            dims,
            symbols,
        })
    }

    /// The value `operand` names, which must be of type `ty`.
    pub fn resolve_operand(
        &mut self,
        operand: UnresolvedOperand<'src>,
        ty: Type,
    ) -> ParseResult<Value> {
        self.asm.p.resolve_operand(self.body, operand, ty)
    }

    /// The values `operands` name, with the types `types` (one per operand).
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'src>],
        types: &[Type],
    ) -> ParseResult<Vec<Value>> {
        if operands.len() != types.len() {
            let at = self.asm.name_at;
            return Err(self.error_at(
                at,
                format!(
                    "{} operands present, but expected {}",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        self.resolve_operand_lists(&[operands], &[types])
    }

    /// [`Self::resolve_operands`] over lists of operands and of types, as if each were joined
    /// into one (what generated parsers call with the lists of their operand groups).
    pub fn resolve_operand_lists(
        &mut self,
        operands: &[&[UnresolvedOperand<'src>]],
        types: &[&[Type]],
    ) -> ParseResult<Vec<Value>> {
        let count: usize = operands.iter().map(|list| list.len()).sum();
        let expected: usize = types.iter().map(|list| list.len()).sum();
        if count != expected {
            let at = self.asm.name_at;
            return Err(self.error_at(
                at,
                format!("{count} operands present, but expected {expected}"),
            ));
        }
        // Pushed into a list of the exact size: collecting the flattened lists into a `Result`
        // would grow it step by step, as the iterator cannot tell its length.
        let mut values = Vec::with_capacity(count);
        let pairs = operands
            .iter()
            .flat_map(|list| list.iter())
            .zip(types.iter().flat_map(|list| list.iter()));
        for (&operand, &ty) in pairs {
            values.push(self.resolve_operand(operand, ty)?);
        }
        Ok(values)
    }

    // ---- arguments and regions ----

    /// `%name`, then `: type` with `allow_type`, then `{attrs}` with `allow_attrs`, then an
    /// optional `loc(...)`.
    pub fn parse_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Argument<'src>> {
        let name = self.asm.p.parse_ssa_use(false)?;
        let ty = if allow_type {
            Some(self.parse_colon_type()?)
        } else {
            None
        };
        let attrs = if allow_attrs && self.asm.p.at(TokenKind::LBrace) {
            Some(self.asm.p.parse_dict_attr_cached()?)
        } else {
            None
        };
        let loc = self.asm.p.parse_trailing_location(true)?;
        Ok(Argument {
            name,
            ty,
            attrs,
            loc,
        })
    }

    /// An argument if a `%` identifier is here (MLIR's `parseOptionalArgument`).
    pub fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Option<Argument<'src>>> {
        if !self.asm.p.at(TokenKind::PercentIdentifier) {
            return Ok(None);
        }
        self.parse_argument(allow_type, allow_attrs).map(Some)
    }

    /// A comma-separated argument list with `delimiter`.
    pub fn parse_argument_list(
        &mut self,
        delimiter: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Vec<Argument<'src>>> {
        if delimiter == Delimiter::None && !self.asm.p.at(TokenKind::PercentIdentifier) {
            return Ok(Vec::new());
        }
        let mut arguments = Vec::new();
        self.asm
            .parse_comma_separated_list(delimiter, " in argument list", |asm| {
                let name = asm.p.parse_ssa_use(false)?;
                let ty = if allow_type {
                    Some(asm.parse_colon_type()?)
                } else {
                    None
                };
                let attrs = if allow_attrs && asm.p.at(TokenKind::LBrace) {
                    Some(asm.p.parse_dict_attr_cached()?)
                } else {
                    None
                };
                let loc = asm.p.parse_trailing_location(true)?;
                arguments.push(Argument {
                    name,
                    ty,
                    attrs,
                    loc,
                });
                Ok(())
            })?;
        Ok(arguments)
    }

    /// A region `{ ... }` whose entry block has `arguments` (names and types, defined in the
    /// region). With `enable_name_shadowing` (isolated ops only) the region may reuse names
    /// defined outside. The region becomes the op's next region.
    pub fn parse_region(
        &mut self,
        arguments: &[Argument<'src>],
        enable_name_shadowing: bool,
    ) -> ParseResult<RegionId> {
        let region = match self.nested.as_mut() {
            Some((nested, id)) => {
                let owner_at = self.asm.name_at;
                let p = &mut *self.asm.p;
                *id = p.enter_body_with(*id, owner_at);
                let region = p.parse_region(nested, arguments, enable_name_shadowing);
                p.leave_body();
                region?
            }
            None => self
                .asm
                .p
                .parse_region(self.body, arguments, enable_name_shadowing)?,
        };
        self.regions.push(region);
        Ok(region)
    }

    /// A region if a `{` is here.
    pub fn parse_optional_region(
        &mut self,
        arguments: &[Argument<'src>],
        enable_name_shadowing: bool,
    ) -> ParseResult<Option<RegionId>> {
        if !self.asm.p.at(TokenKind::LBrace) {
            return Ok(None);
        }
        self.parse_region(arguments, enable_name_shadowing)
            .map(Some)
    }

    /// Adds an empty region as the op's next region (for a region that was not written).
    pub fn add_empty_region(&mut self) -> RegionId {
        let region = match self.nested.as_mut() {
            Some((nested, _)) => nested.create_region(),
            None => self.body.create_region(),
        };
        self.regions.push(region);
        region
    }

    /// Whether `region` (parsed through this parser) has no block, as `{}` parses.
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        let body: &Body = match self.nested.as_ref() {
            Some((nested, _)) => nested,
            None => self.body,
        };
        body.region_is_empty(region)
    }

    /// Puts the op's regions in the order `order` (regions parsed or added through this
    /// parser): an assembly format may read them in another order than the op declares them.
    /// Regions not named in `order` follow, in the order they were parsed.
    pub fn order_regions(&mut self, order: &[RegionId]) {
        let mut ordered: Vec<RegionId> = order
            .iter()
            .copied()
            .filter(|r| self.regions.contains(r))
            .collect();
        let rest: Vec<RegionId> = self
            .regions
            .iter()
            .copied()
            .filter(|r| !ordered.contains(r))
            .collect();
        ordered.extend(rest);
        self.regions = ordered;
    }

    /// Ends the last block of `region` (parsed through this parser) with a `terminator` op
    /// without operands unless it already ends with a terminator, creating the block if the
    /// region has none: what ops with `SingleBlockImplicitTerminator` do to the regions they
    /// parse (MLIR's `ensureTerminator`). The new op takes the location of the op's name.
    pub fn ensure_terminator(&mut self, region: RegionId, terminator: &str) {
        self.ensure_terminator_with_regions(region, terminator, 0);
    }

    /// As [`Self::ensure_terminator`], the new terminator having `regions` regions of one empty
    /// block each: for terminators that need a region to be well formed (MLIR's
    /// `ForallOp::ensureTerminator`, whose `scf.forall.in_parallel` holds a block).
    pub fn ensure_terminator_with_regions(
        &mut self,
        region: RegionId,
        terminator: &str,
        regions: u32,
    ) {
        let ctx = self.asm.p.ctx;
        let loc = self.asm.p.loc_at(self.asm.name_at);
        let body: &mut Body = match self.nested.as_mut() {
            Some((nested, _)) => nested,
            None => self.body,
        };
        if !body.contains_region(region) {
            return;
        }
        let block = match body.region_blocks(region).last() {
            Some(block) => block,
            None => {
                let block = body.create_block(&[]);
                // The region is live and the block new and detached: appending cannot fail.
                let _ = body.append_block(region, block);
                block
            }
        };
        let ends_with_terminator = body.last_op(block).is_some_and(|last| {
            ctx.op_has_trait(body.op_name(last), crate::traits::Trait::IsTerminator)
        });
        if ends_with_terminator {
            return;
        }
        let state = OperationState::new(ctx.op_name(terminator), loc).regions(regions);
        let op = body.create_op(ctx, state);
        for inner in body.op_regions(op).to_vec() {
            let empty = body.create_block(&[]);
            // The region is new and live and the block new and detached: appending cannot fail.
            let _ = body.append_block(inner, empty);
        }
        // The op is new and detached and the block live: appending cannot fail.
        let _ = body.append_op(block, op);
    }

    /// Gives `region` (parsed through this parser) an empty entry block if it has none, as
    /// single-block ops without terminator need.
    pub fn ensure_entry_block(&mut self, region: RegionId) {
        let body: &mut Body = match self.nested.as_mut() {
            Some((nested, _)) => nested,
            None => self.body,
        };
        if body.contains_region(region) && body.region_is_empty(region) {
            let block = body.create_block(&[]);
            // The region is live and the block new and detached: appending cannot fail.
            let _ = body.append_block(region, block);
        }
    }

    // ---- successors ----

    /// `^name`: a successor block.
    pub fn parse_successor(&mut self) -> ParseResult<BlockId> {
        self.asm.p.parse_successor(self.body)
    }

    /// A successor if a `^` identifier is here.
    pub fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>> {
        if !self.asm.p.at(TokenKind::CaretIdentifier) {
            return Ok(None);
        }
        self.parse_successor().map(Some)
    }

    /// `^name` then an optional `(%v, ... : type, ...)` whose operands and types are appended
    /// to `operands` and `types` unresolved, for a custom directive that resolves them with
    /// the op's other operands (a switch's cases).
    pub fn parse_successor_and_unresolved_operands(
        &mut self,
        operands: &mut Vec<UnresolvedOperand<'src>>,
        types: &mut Vec<Type>,
    ) -> ParseResult<BlockId> {
        let dest = self.parse_successor()?;
        if !self.parse_optional_lparen() {
            return Ok(dest);
        }
        operands.extend(self.parse_operand_list(Delimiter::None, None)?);
        types.extend(self.parse_colon_type_list()?);
        self.parse_rparen()?;
        Ok(dest)
    }

    /// `^name` then an optional `(%v, ... : type, ...)`: a successor and its operands.
    pub fn parse_successor_and_use_list(&mut self) -> ParseResult<(BlockId, Vec<Value>)> {
        let block = self.parse_successor()?;
        let mut values = Vec::new();
        if self.asm.p.consume_if(TokenKind::LParen) {
            if self.asm.p.at(TokenKind::PercentIdentifier) {
                let mut operands = Vec::new();
                loop {
                    operands.push(self.asm.p.parse_ssa_use(true)?);
                    if !self.asm.p.consume_if(TokenKind::Comma) {
                        break;
                    }
                }
                self.asm
                    .p
                    .expect(TokenKind::Colon, "expected ':' in operand list")?;
                let types = self.parse_type_list()?;
                if operands.len() != types.len() {
                    let n = operands.len();
                    return Err(self
                        .asm
                        .p
                        .error_here(format!("expected {n} types to match operand list")));
                }
                for (operand, ty) in operands.into_iter().zip(types) {
                    values.push(self.resolve_operand(operand, ty)?);
                }
            }
            self.parse_rparen()?;
        }
        Ok((block, values))
    }

    /// `(%a = %b, ...)` if a `(` is here: region arguments and the operands they take.
    pub fn parse_optional_assignment_list(
        &mut self,
    ) -> ParseResult<Option<(Vec<Argument<'src>>, Vec<UnresolvedOperand<'src>>)>> {
        if !self.asm.p.consume_if(TokenKind::LParen) {
            return Ok(None);
        }
        let mut lhs = Vec::new();
        let mut rhs = Vec::new();
        // MLIR accepts an empty list, `()` (e.g. `scf.while () : () -> ()`).
        if self.asm.p.consume_if(TokenKind::RParen) {
            return Ok(Some((lhs, rhs)));
        }
        loop {
            lhs.push(self.parse_argument(false, false)?);
            self.parse_equal()?;
            rhs.push(self.parse_operand()?);
            if !self.asm.p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.asm
            .p
            .expect(TokenKind::RParen, "expected ',' or ')'")?;
        Ok(Some((lhs, rhs)))
    }
}

/// An affine expression over SSA values, as [`OpAsmParser::parse_affine_expr_of_ssa_ids`]
/// gives it.
pub struct AffineExprOfSsaIds<'src> {
    /// The expression: `d<i>` is `dims[i]`, `s<i>` is `symbols[i]`.
    pub expr: AffineExpr,
    /// The dimension operands, in order of first use.
    pub dims: Vec<UnresolvedOperand<'src>>,
    /// The symbol operands, in order of first use.
    pub symbols: Vec<UnresolvedOperand<'src>>,
}

/// The operand an SSA use inside an affine expression names.
fn unresolved_ssa_use<'src>(u: &crate::affine::SsaUse<'src>) -> UnresolvedOperand<'src> {
    UnresolvedOperand {
        name: u.name,
        number: u.number,
        offset: u.span.start,
    }
}

impl<'src> Parser<'src> {
    /// `%name` or `%name#number` (MLIR's `parseSSAUse`).
    pub(crate) fn parse_ssa_use(&mut self, allow_number: bool) -> PResult<UnresolvedOperand<'src>> {
        let name = self.text();
        let offset = self.offset();
        self.expect(TokenKind::PercentIdentifier, "expected SSA operand")?;
        let mut number = 0;
        if self.at(TokenKind::HashIdentifier) {
            if !allow_number {
                return Err(self.error_here("result number not allowed in argument list"));
            }
            match hash_identifier_number(self.text()) {
                Some(n) => number = n,
                None => return Err(self.error_here("invalid SSA value result number")),
            }
            self.advance();
        }
        Ok(UnresolvedOperand {
            name,
            number,
            offset,
        })
    }
}
