//! The parser's cursor: the current token, the helpers every production uses (consume, expect,
//! errors at MLIR's positions, locations of byte offsets, the nesting guard), and the state that
//! lives for one parse (aliases, caches, name scopes).
//!
//! It is not a grammar: the productions are in the sibling modules (`types`, `attrs`, `ops`,
//! ...), each an `impl` block on [`Parser`].

use super::custom::UnresolvedOperand;
use super::locations::DeferredLocs;
use super::values::NameScopes;
use crate::attrs::{AttrData, Attribute, LocationData};
use crate::context::{Context, OpName};
use crate::diagnostics::Diagnostic;
use crate::structure::{BlockId, RegionId, Value};
use crate::text::lexer::{Lexer, SyntaxError, Token, TokenKind};
use crate::types::Type;
use rustc_hash::FxHashMap;

/// Errors travel boxed so that the `Ok` path of every production stays small.
pub(crate) type PResult<T> = Result<T, Box<Diagnostic>>;

/// A measure of nesting in progress; see [`Parser::begin_depth_measure`].
#[must_use]
pub(crate) struct DepthMeasure {
    outer_high_water: usize,
    start: usize,
}

/// Byte offset to 1-based line and column, for a parser that asks mostly about increasing
/// offsets: it scans forward from the last answer, or backward over the short distance to an
/// earlier offset, so a whole parse costs one pass over the buffer.
#[derive(Default)]
struct LineCursor {
    /// Offset of the last query.
    pos: u32,
    /// 0-based line of `pos`.
    line: u32,
    /// Offset of the first byte of that line.
    line_start: u32,
}

/// Number of `\n` bytes in `bytes`, eight bytes at a time: the gaps between op names are short,
/// and a plain `filter().count()` widens every byte to 64 bits.
pub(crate) fn count_newlines(bytes: &[u8]) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const NEWLINES: u64 = 0x0A0A_0A0A_0A0A_0A0A;
    let mut chunks = bytes.chunks_exact(8);
    let mut total = 0u32;
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        // Bytes equal to `\n` become zero; a byte's high bit ends up set iff it is nonzero.
        let x = u64::from_le_bytes(word) ^ NEWLINES;
        let nonzero = ((x & LOW7) + LOW7) | x;
        total += (!nonzero & !LOW7).count_ones();
    }
    total
        + chunks
            .remainder()
            .iter()
            .map(|&b| u32::from(b == b'\n'))
            .sum::<u32>()
}

impl LineCursor {
    fn line_col(&mut self, bytes: &[u8], target: u32) -> (u32, u32) {
        let target = target.min(bytes.len() as u32);
        if target >= self.pos {
            let slice = &bytes[self.pos as usize..target as usize];
            let newlines = count_newlines(slice);
            if newlines > 0 {
                self.line += newlines;
                let last = slice.iter().rposition(|&b| b == b'\n').unwrap_or(0);
                self.line_start = self.pos + last as u32 + 1;
            }
        } else if target < self.line_start {
            let slice = &bytes[target as usize..self.line_start as usize];
            self.line -= count_newlines(slice);
            self.line_start = bytes[..target as usize]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i as u32 + 1);
        }
        self.pos = target;
        (self.line + 1, target - self.line_start + 1)
    }
}

/// What one parse of one buffer keeps. See the module documentation.
pub(crate) struct Parser<'src> {
    pub(crate) ctx: &'src Context,
    pub(crate) lex: Lexer<'src>,
    /// The current token (MLIR's `getToken()`).
    pub(crate) tok: Token,
    /// Offset just past the previous token (MLIR's `getLastToken().getEndLoc()`).
    pub(crate) last_end: u32,
    src: &'src [u8],
    /// The file name as a string attribute, for locations.
    file: Attribute,
    line_offset: u32,
    lines: LineCursor,
    depth: usize,
    max_depth: usize,
    /// The deepest nesting reached since the last [`Parser::begin_depth_measure`], counting
    /// the levels that aliased and cached values bring with them.
    high_water: usize,
    /// `!name = type` definitions, with how many levels each nests.
    pub(crate) type_aliases: FxHashMap<&'src str, (Type, usize)>,
    /// `#name = attribute` definitions, with how many levels each nests.
    pub(crate) attr_aliases: FxHashMap<&'src str, (Attribute, usize)>,
    /// The builtin blob each resource name of this file stands for (declared on first use, so
    /// a name the context already holds maps to a renamed blob, as MLIR's parser maps it).
    pub(crate) resource_names: FxHashMap<&'src str, crate::resources::ResourceHandle>,
    /// Attribute dictionaries (and properties) already parsed, by their exact source bytes,
    /// with how many levels each nests below its own.
    pub(crate) dict_cache: FxHashMap<&'src [u8], (Attribute, usize)>,
    /// Types of generic ops already parsed, by their exact source bytes.
    pub(crate) type_cache: FxHashMap<&'src [u8], Type>,
    /// The distinct attributes made so far, by the number they were given in the text.
    pub(crate) distinct_attrs: FxHashMap<u64, Attribute>,
    /// Generic op names already seen, by the bytes of their token: the name, and whether its
    /// dialect (or the op) is registered.
    pub(crate) op_cache: FxHashMap<&'src [u8], (OpName, bool)>,
    /// A stack of types under construction (function inputs and results, tuple elements), so
    /// that building a composite type allocates nothing when it already exists.
    pub(crate) type_stack: Vec<Type>,
    /// The types whose dialect hooks are parsing right now, outermost first (MLIR's cyclic
    /// parsing stack), so that a recursive type can refer to itself by name.
    pub(crate) cyclic_types: Vec<Type>,
    /// SSA value and block name scopes.
    pub(crate) names: NameScopes<'src>,
    /// Trailing locations naming aliases defined later.
    pub(crate) deferred_locs: DeferredLocs<'src>,
    /// `%name:count` result groups (name, count, offset) of the ops being parsed.
    pub(crate) result_stack: Vec<(&'src str, u32, u32)>,
    /// Operands of the generic ops being parsed.
    pub(crate) operand_stack: Vec<UnresolvedOperand<'src>>,
    /// Resolved operands of the generic ops being parsed.
    pub(crate) value_stack: Vec<Value>,
    /// Successors of the generic ops being parsed.
    pub(crate) block_stack: Vec<BlockId>,
    /// Regions of the generic ops being parsed.
    pub(crate) region_stack: Vec<RegionId>,
    /// The namespaces tried for custom op names without a dialect prefix (MLIR's default
    /// dialect stack).
    pub(crate) default_dialects: Vec<&'src str>,
}

impl<'src> Parser<'src> {
    /// A parser at the first token of `src`, text or any bytes (see [`crate::text::lexer`]).
    pub(crate) fn new(
        ctx: &'src Context,
        src: &'src [u8],
        file_name: &str,
        line_offset: u32,
        max_depth: usize,
    ) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            ctx,
            lex,
            tok,
            last_end: 0,
            src,
            file: ctx.string_attr(file_name),
            line_offset,
            lines: LineCursor::default(),
            depth: 0,
            max_depth,
            high_water: 0,
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            resource_names: FxHashMap::default(),
            dict_cache: FxHashMap::default(),
            distinct_attrs: FxHashMap::default(),
            op_cache: FxHashMap::default(),
            type_cache: FxHashMap::default(),
            type_stack: Vec::new(),
            cyclic_types: Vec::new(),
            names: NameScopes::default(),
            deferred_locs: DeferredLocs::default(),
            result_stack: Vec::new(),
            operand_stack: Vec::new(),
            value_stack: Vec::new(),
            block_stack: Vec::new(),
            region_stack: Vec::new(),
            default_dialects: vec!["builtin"],
        }
    }

    /// The whole source buffer.
    pub(crate) fn src(&self) -> &'src [u8] {
        self.src
    }

    // ---- tokens ----

    /// Moves to the next token.
    #[inline]
    pub(crate) fn advance(&mut self) {
        self.last_end = self.tok.span.end;
        self.tok = self.lex.next_token();
    }

    /// Whether the current token is of `kind`.
    #[inline]
    pub(crate) fn at(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// Consumes the current token if it is of `kind`.
    #[inline]
    pub(crate) fn consume_if(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.advance();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind`, or fails with `message` where MLIR's `parseToken` reports it.
    #[inline]
    pub(crate) fn expect(&mut self, kind: TokenKind, message: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token(message))
        }
    }

    /// The text of the current token; empty for a string literal whose bytes are not UTF-8
    /// (see [`Parser::token_bytes`]).
    #[inline]
    pub(crate) fn text(&self) -> &'src str {
        self.lex.text(self.tok.span)
    }

    /// The bytes of the current token: what string literals are read from.
    #[inline]
    pub(crate) fn token_bytes(&self) -> &'src [u8] {
        self.lex.bytes(self.tok.span)
    }

    /// Offset of the current token.
    #[inline]
    pub(crate) fn offset(&self) -> u32 {
        self.tok.span.start
    }

    /// Re-lexes from byte `offset`: the token there becomes the current one.
    pub(crate) fn reset_to(&mut self, offset: u32) {
        self.lex.reset_to(offset);
        self.last_end = offset;
        self.tok = self.lex.next_token();
    }

    /// Whether the current token is a keyword in MLIR's sense (`isCurrentTokenAKeyword`): a
    /// bare identifier, an integer type or a reserved word.
    pub(crate) fn at_keyword(&self) -> bool {
        self.tok.kind.is_identifier_like()
    }

    // ---- locations and errors ----

    /// The location `"file":line:col` of byte `offset`.
    pub(crate) fn loc_at(&mut self, offset: u32) -> Attribute {
        let (line, column) = self.lines.line_col(self.src, offset);
        self.ctx
            .intern_attr(AttrData::Location(LocationData::FileLineCol {
                file: self.file,
                line: line.saturating_add(self.line_offset),
                column,
            }))
    }

    /// The location MLIR gives the file itself (`"file":0:0`).
    pub(crate) fn file_loc(&self) -> Attribute {
        self.ctx
            .intern_attr(AttrData::Location(LocationData::FileLineCol {
                file: self.file,
                line: 0,
                column: 0,
            }))
    }

    /// An error at byte `offset`. When the current token is a lexical error, that error is
    /// returned instead: MLIR reports the lexer's diagnostic first and drops the parser's.
    pub(crate) fn error_at(&mut self, offset: u32, message: impl Into<String>) -> Box<Diagnostic> {
        if self.tok.kind == TokenKind::Error {
            return self.lexer_error();
        }
        let loc = self.loc_at(offset);
        Box::new(Diagnostic::error(loc, message))
    }

    /// An error at a location MLIR reports without the lexer-error check (its `mlir::emitError`
    /// calls): used for checks made after a construct was parsed.
    pub(crate) fn error_at_unchecked(
        &mut self,
        offset: u32,
        message: impl Into<String>,
    ) -> Box<Diagnostic> {
        let loc = self.loc_at(offset);
        Box::new(Diagnostic::error(loc, message))
    }

    /// The lexer's error for the current (error) token.
    fn lexer_error(&mut self) -> Box<Diagnostic> {
        let message = self.lex.error_message().unwrap_or("unexpected character");
        let loc = self.loc_at(self.tok.span.start);
        Box::new(Diagnostic::error(loc, message))
    }

    /// An error at the current token (one character back at the end of the buffer), like
    /// MLIR's `emitError(message)`.
    pub(crate) fn error_here(&mut self, message: impl Into<String>) -> Box<Diagnostic> {
        let mut offset = self.tok.span.start;
        if self.tok.kind == TokenKind::Eof && offset > 0 {
            offset -= 1;
            // Back to the first byte of the last character.
            while offset > 0
                && self
                    .src
                    .get(offset as usize)
                    .is_some_and(|&b| b & 0xC0 == 0x80)
            {
                offset -= 1;
            }
        }
        self.error_at(offset, message)
    }

    /// An "expected ..." error about the current token, placed like MLIR's
    /// `emitWrongTokenError`: right after the previous token when only blanks and comments
    /// separate them.
    pub(crate) fn wrong_token(&mut self, message: impl Into<String>) -> Box<Diagnostic> {
        let offset = self.lex.wrong_token_location(self.tok);
        self.error_at(offset, message)
    }

    /// An error from a lexer helper or the affine parser.
    pub(crate) fn syntax_error(&mut self, (span, message): SyntaxError) -> Box<Diagnostic> {
        if self.tok.kind == TokenKind::Error {
            return self.lexer_error();
        }
        self.error_at_unchecked(span.start, message)
    }

    /// `ty` as messages show it: the printer's spelling, without aliases.
    pub(crate) fn describe_type(&self, ty: Type) -> String {
        crate::text::printer::print_type(self.ctx, ty)
    }

    /// `attr` as messages show it: the printer's spelling with its type, without aliases.
    pub(crate) fn describe_attr(&self, attr: Attribute) -> String {
        crate::text::printer::print_attribute(self.ctx, attr)
    }

    /// Attaches a note at byte `offset` to `diag`.
    pub(crate) fn note_at(
        &mut self,
        mut diag: Box<Diagnostic>,
        offset: u32,
        message: impl Into<String>,
    ) -> Box<Diagnostic> {
        let loc = self.loc_at(offset);
        diag.notes.push(Diagnostic::with_severity(
            crate::diagnostics::Severity::Note,
            loc,
            message,
        ));
        diag
    }

    // ---- nesting ----

    /// Enters one level of nesting (a region, a nested type or attribute); fails past the
    /// configured limit so that no input can exhaust the stack.
    #[inline]
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > self.max_depth {
            let limit = self.max_depth;
            return Err(self.error_here(format!(
                "nesting is deeper than the limit of {limit} levels"
            )));
        }
        self.high_water = self.high_water.max(self.depth);
        Ok(())
    }

    /// Starts measuring how many levels what is parsed next nests below the current one; give
    /// the result to [`Parser::end_depth_measure`]. Measures may nest.
    pub(crate) fn begin_depth_measure(&mut self) -> DepthMeasure {
        let measure = DepthMeasure {
            outer_high_water: self.high_water,
            start: self.depth,
        };
        self.high_water = self.depth;
        measure
    }

    /// Ends a measure: the levels reached below its start.
    pub(crate) fn end_depth_measure(&mut self, measure: DepthMeasure) -> usize {
        let levels = self.high_water - measure.start;
        self.high_water = self.high_water.max(measure.outer_high_water);
        levels
    }

    /// Accounts for a value already built (an alias's, or a cached one) that nests `levels`
    /// below the current level, used at byte `at` and spelled `shown` in the error. Aliases can
    /// chain (`!a2 = tuple<!a1>`), so values built through them would otherwise nest without
    /// bound, and everything that recurses over types and attributes (printing, say) could
    /// exhaust the stack.
    pub(crate) fn use_nested_value(&mut self, levels: usize, at: u32, shown: &str) -> PResult<()> {
        let reached = self.depth.saturating_add(levels);
        if reached > self.max_depth {
            let limit = self.max_depth;
            return Err(self.error_at(
                at,
                format!("nesting through `{shown}` is deeper than the limit of {limit} levels"),
            ));
        }
        self.high_water = self.high_water.max(reached);
        Ok(())
    }

    /// Leaves one level of nesting.
    #[inline]
    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_cursor_moves_both_ways() {
        let src = b"ab\ncd\n\nefg";
        let mut cursor = LineCursor::default();
        assert_eq!(cursor.line_col(src, 0), (1, 1));
        assert_eq!(cursor.line_col(src, 4), (2, 2));
        assert_eq!(cursor.line_col(src, 7), (4, 1));
        assert_eq!(cursor.line_col(src, 9), (4, 3));
        assert_eq!(cursor.line_col(src, 1), (1, 2));
        assert_eq!(cursor.line_col(src, 6), (3, 1));
        assert_eq!(cursor.line_col(src, 5), (2, 3));
        assert_eq!(cursor.line_col(src, 100), (4, 4));
    }
}
