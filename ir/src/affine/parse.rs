//! The parser of affine structures, on top of the IR lexer: the inner text of
//! `affine_map<...>` and `affine_set<...>`, bare affine expressions over named dimensions,
//! and the SSA form the affine dialect writes (`affine.load %m[%i + 1, symbol(%n)]`).
//!
//! It follows MLIR 19's `mlir/lib/AsmParser/AffineParser.cpp` production for production, so
//! that it builds the same (simplified) expression trees and reports errors at the same
//! places with the same wording (quotes become backticks). It is not the IR parser: callers
//! hand it the lexer and the current token and get the token after the structure back.
//!
//! Beyond MLIR 19: the literal `9223372036854775808` (2^63) is accepted as `i64::MIN`, and
//! negating or subtracting that bare literal gives `i64::MIN`, so that the printed forms of the
//! constant `i64::MIN` and of `d0 + i64::MIN` (`d0 - 9223372036854775808`, where mlir-opt-19
//! prints the unreadable `d0 - -9223372036854775808`) read back. Nesting deeper than
//! [`MAX_NESTING`] parentheses or negations, or expression trees deeper than
//! [`MAX_EXPR_DEPTH`], are errors instead of a stack overflow.

use crate::text::lexer::{
    Keyword, Lexer, Span, SyntaxError, Token, TokenKind, hash_identifier_number, parse_u64,
};

use super::expr::AffineExpr;
use super::map::{AffineMap, IntegerSet};

/// How many parentheses and negations may nest inside one affine expression.
pub const MAX_NESTING: u32 = 256;

/// How deep an affine expression tree built by the parser may be (a sum of n terms is n deep).
pub const MAX_EXPR_DEPTH: u32 = 1000;

/// An affine map or an integer set: what `parse_affine_map_or_integer_set` found.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineStructure {
    /// `(d0)[s0] -> (...)`
    Map(AffineMap),
    /// `(d0)[s0] : (...)`
    Set(IntegerSet),
}

/// One SSA value used as a dimension or symbol in the SSA form: `%name` or `%name#number`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SsaUse<'src> {
    /// The name with its `%`, e.g. `%arg0`.
    pub name: &'src str,
    /// The result number after `#` (0 when absent).
    pub number: u32,
    /// Where the use is written (the `%name` token).
    pub span: Span,
}

/// The SSA values of an affine expression or map in SSA form, in the order they were given
/// positions: `dims[i]` is `d<i>` and `symbols[i]` is `s<i>`. A value written more than once
/// appears once, with the role of its first use.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SsaOperands<'src> {
    /// Values used as dimensions.
    pub dims: Vec<SsaUse<'src>>,
    /// Values used as symbols (written `symbol(%x)`).
    pub symbols: Vec<SsaUse<'src>>,
}

/// The brackets around the result list of an affine map in SSA form.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Delimiter {
    /// `( ... )`
    Paren,
    /// `[ ... ]`
    Square,
}

/// Parses `(d0, ..)[s0, ..] -> (exprs)` or `(d0, ..)[s0, ..] : (constraints)` starting at the
/// current token `tok` of `lexer`; returns it and the token after it.
pub fn parse_affine_map_or_integer_set<'src>(
    lexer: &mut Lexer<'src>,
    tok: Token,
) -> Result<(AffineStructure, Token), SyntaxError> {
    let mut p = AffineParser::new(lexer, tok, false);
    let structure = p.parse_map_or_set()?;
    Ok((structure, p.tok))
}

/// Parses the inner text of `affine_map<...>` starting at the current token `tok`; returns the
/// map and the token after it.
pub fn parse_affine_map(
    lexer: &mut Lexer<'_>,
    tok: Token,
) -> Result<(AffineMap, Token), SyntaxError> {
    match parse_affine_map_or_integer_set(lexer, tok)? {
        (AffineStructure::Map(map), next) => Ok((map, next)),
        (AffineStructure::Set(_), _) => Err((
            tok.span,
            "expected affine map, but got integer set".to_string(),
        )),
    }
}

/// Parses the inner text of `affine_set<...>` starting at the current token `tok`; returns the
/// set and the token after it.
pub fn parse_integer_set(
    lexer: &mut Lexer<'_>,
    tok: Token,
) -> Result<(IntegerSet, Token), SyntaxError> {
    match parse_affine_map_or_integer_set(lexer, tok)? {
        (AffineStructure::Set(set), next) => Ok((set, next)),
        (AffineStructure::Map(_), _) => Err((
            tok.span,
            "expected integer set, but got affine map".to_string(),
        )),
    }
}

/// Parses a whole string as an affine map, e.g. `"(d0)[s0] -> (d0 + s0)"`.
pub fn parse_affine_map_str(src: &str) -> Result<AffineMap, SyntaxError> {
    let mut lexer = Lexer::new(src);
    let tok = lexer.next_token();
    let (map, next) = parse_affine_map(&mut lexer, tok)?;
    expect_end(&lexer, next)?;
    Ok(map)
}

/// Parses a whole string as an integer set, e.g. `"(d0)[s0] : (d0 - s0 >= 0)"`.
pub fn parse_integer_set_str(src: &str) -> Result<IntegerSet, SyntaxError> {
    let mut lexer = Lexer::new(src);
    let tok = lexer.next_token();
    let (set, next) = parse_integer_set(&mut lexer, tok)?;
    expect_end(&lexer, next)?;
    Ok(set)
}

fn expect_end(lexer: &Lexer<'_>, tok: Token) -> Result<(), SyntaxError> {
    match tok.kind {
        TokenKind::Eof => Ok(()),
        TokenKind::Error => Err(lexer_error(lexer, tok)),
        _ => Err((tok.span, "encountered unexpected token".to_string())),
    }
}

fn lexer_error(lexer: &Lexer<'_>, tok: Token) -> SyntaxError {
    (
        tok.span,
        lexer
            .error_message()
            .unwrap_or("unexpected character")
            .to_string(),
    )
}

/// Parses one affine expression whose identifiers are the given `names` (each bound to an
/// expression, usually a dimension or symbol), as MLIR's `parseAffineExprReference`; returns
/// it and the token after it.
pub fn parse_affine_expr_in<'src>(
    lexer: &mut Lexer<'src>,
    tok: Token,
    names: &[(&str, AffineExpr)],
) -> Result<(AffineExpr, Token), SyntaxError> {
    let mut p = AffineParser::new(lexer, tok, false);
    let owned: Vec<(String, AffineExpr)> = names
        .iter()
        .map(|(n, e)| (n.to_string(), e.clone()))
        .collect();
    p.extra_names = owned;
    let expr = p.parse_expr()?;
    Ok((expr, p.tok))
}

/// Parses an affine map whose dimensions and symbols are SSA values, as the affine dialect
/// writes them: `[%i + 1, symbol(%n) * 2]` (with [`Delimiter::Square`]) or `(%i, %j)`. A plain
/// `%x` is a dimension, `symbol(%x)` a symbol; positions are given in order of first use.
/// Returns the map (whose dimension and symbol counts are the operand counts), the operands
/// the caller must resolve, and the token after the closing bracket.
pub fn parse_affine_map_of_ssa_ids<'src>(
    lexer: &mut Lexer<'src>,
    tok: Token,
    delimiter: Delimiter,
) -> Result<(AffineMap, SsaOperands<'src>, Token), SyntaxError> {
    let mut p = AffineParser::new(lexer, tok, true);
    let (open, close, context) = match delimiter {
        Delimiter::Paren => (TokenKind::LParen, TokenKind::RParen, " in affine map"),
        Delimiter::Square => (TokenKind::LSquare, TokenKind::RSquare, " in affine map"),
    };
    let mut results = Vec::new();
    p.comma_list(open, close, context, |p| {
        results.push(p.parse_expr()?);
        Ok(())
    })?;
    let map = AffineMap::new_unchecked(
        p.operands.dims.len() as u32,
        p.operands.symbols.len() as u32,
        results,
    );
    Ok((map, p.operands, p.tok))
}

/// Parses one affine expression in SSA form (`%i * 4 + symbol(%n)`); returns it, the operands
/// (see [`parse_affine_map_of_ssa_ids`]) and the token after it.
pub fn parse_affine_expr_of_ssa_ids<'src>(
    lexer: &mut Lexer<'src>,
    tok: Token,
) -> Result<(AffineExpr, SsaOperands<'src>, Token), SyntaxError> {
    let mut p = AffineParser::new(lexer, tok, true);
    let expr = p.parse_expr()?;
    Ok((expr, p.operands, p.tok))
}

/// The `+`/`-` level operators.
#[derive(Copy, Clone)]
enum LowOp {
    Add,
    Sub,
}

/// The `*`/`floordiv`/`ceildiv`/`mod` level operators.
#[derive(Copy, Clone)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// Parser state for one affine structure.
struct AffineParser<'l, 'src> {
    lexer: &'l mut Lexer<'src>,
    tok: Token,
    /// Declared dimension and symbol names (`d0`, `s0`) with their expressions.
    names: Vec<(&'src str, AffineExpr)>,
    /// Names given by the caller of `parse_affine_expr_in`.
    extra_names: Vec<(String, AffineExpr)>,
    /// Whether `%x` and `symbol(%x)` are allowed.
    ssa: bool,
    operands: SsaOperands<'src>,
    /// SSA uses seen so far with their expressions, for reuse.
    ssa_names: Vec<(&'src str, u32, AffineExpr)>,
    nesting: u32,
}

impl<'l, 'src> AffineParser<'l, 'src> {
    fn new(lexer: &'l mut Lexer<'src>, tok: Token, ssa: bool) -> Self {
        // The lexer continues right after the current token whatever it did before.
        if tok.kind != TokenKind::Error {
            lexer.reset_to(tok.span.end);
        }
        AffineParser {
            lexer,
            tok,
            names: Vec::new(),
            extra_names: Vec::new(),
            ssa,
            operands: SsaOperands::default(),
            ssa_names: Vec::new(),
            nesting: 0,
        }
    }

    fn advance(&mut self) {
        self.tok = self.lexer.next_token();
    }

    fn text(&self) -> &'src str {
        self.lexer.text(self.tok.span)
    }

    /// An error at `span`, unless the current token is a lexer error: then that error, which
    /// is the real cause (MLIR reports the lexer's diagnostic and drops the parser's).
    fn error_at(&self, span: Span, message: impl Into<String>) -> SyntaxError {
        if self.tok.kind == TokenKind::Error {
            return lexer_error(self.lexer, self.tok);
        }
        (span, message.into())
    }

    /// An error at the current token.
    fn error(&self, message: impl Into<String>) -> SyntaxError {
        self.error_at(self.tok.span, message)
    }

    /// An "expected ..." error about the current token, placed as MLIR's
    /// `emitWrongTokenError` places it (right after the previous token).
    fn wrong_token(&self, message: impl Into<String>) -> SyntaxError {
        let at = self.lexer.wrong_token_location(self.tok);
        self.error_at(Span::at(at), message)
    }

    fn expect(&mut self, kind: TokenKind, message: &str) -> Result<(), SyntaxError> {
        if self.tok.kind != kind {
            return Err(self.wrong_token(message));
        }
        self.advance();
        Ok(())
    }

    fn consume_if(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.advance();
            true
        } else {
            false
        }
    }

    /// `open (element (, element)*)? close`, as MLIR's `parseCommaSeparatedList`.
    fn comma_list(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        context: &str,
        mut element: impl FnMut(&mut Self) -> Result<(), SyntaxError>,
    ) -> Result<(), SyntaxError> {
        let (open_text, close_text) = match open {
            TokenKind::LSquare => ("[", "]"),
            _ => ("(", ")"),
        };
        self.expect(open, &format!("expected `{open_text}`{context}"))?;
        if self.consume_if(close) {
            return Ok(());
        }
        element(self)?;
        while self.consume_if(TokenKind::Comma) {
            element(self)?;
        }
        self.expect(close, &format!("expected `{close_text}`{context}"))
    }

    fn parse_map_or_set(&mut self) -> Result<AffineStructure, SyntaxError> {
        let num_dims = self.parse_id_list(TokenKind::LParen, false)?;
        let num_symbols = if self.tok.kind == TokenKind::LSquare {
            self.parse_id_list(TokenKind::LSquare, true)?
        } else {
            0
        };
        if self.consume_if(TokenKind::Arrow) {
            let mut results = Vec::new();
            self.comma_list(
                TokenKind::LParen,
                TokenKind::RParen,
                " in affine map range",
                |p| {
                    results.push(p.parse_expr()?);
                    Ok(())
                },
            )?;
            return Ok(AffineStructure::Map(AffineMap::new_unchecked(
                num_dims,
                num_symbols,
                results,
            )));
        }
        self.expect(TokenKind::Colon, "expected `->` or `:`")?;
        let mut constraints = Vec::new();
        self.comma_list(
            TokenKind::LParen,
            TokenKind::RParen,
            " in integer set constraint list",
            |p| {
                constraints.push(p.parse_constraint()?);
                Ok(())
            },
        )?;
        Ok(AffineStructure::Set(IntegerSet::new_unchecked(
            num_dims,
            num_symbols,
            constraints,
        )))
    }

    /// `(d0, d1, ...)` or `[s0, ...]`: declares the names; returns how many.
    fn parse_id_list(&mut self, open: TokenKind, symbols: bool) -> Result<u32, SyntaxError> {
        let (close, context) = if symbols {
            (TokenKind::RSquare, " in symbol list")
        } else {
            (TokenKind::RParen, " in dimensional identifier list")
        };
        let mut count = 0u32;
        self.comma_list(open, close, context, |p| {
            let expr = if symbols {
                AffineExpr::symbol(count)
            } else {
                AffineExpr::dim(count)
            };
            count += 1;
            p.parse_identifier_definition(expr)
        })?;
        Ok(count)
    }

    fn parse_identifier_definition(&mut self, expr: AffineExpr) -> Result<(), SyntaxError> {
        if !self.tok.kind.is_identifier_like() {
            return Err(self.wrong_token("expected bare identifier"));
        }
        let name = self.text();
        if self.names.iter().any(|(n, _)| *n == name) {
            return Err(self.error(format!("redefinition of identifier `{name}`")));
        }
        self.advance();
        self.names.push((name, expr));
        Ok(())
    }

    /// `expr (>= | <= | ==) expr`, normalized to `e >= 0` or `e == 0`.
    fn parse_constraint(&mut self) -> Result<(AffineExpr, bool), SyntaxError> {
        let lhs = self.parse_expr()?;
        // `>=` and friends are two tokens; a lone `>` falls through to the later checks, as
        // MLIR's chain of `consumeIf`s does.
        if self.consume_if(TokenKind::Greater) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((lhs - rhs, false));
        }
        if self.consume_if(TokenKind::Less) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((rhs - lhs, false));
        }
        if self.consume_if(TokenKind::Equal) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((lhs - rhs, true));
        }
        Err(self.error("expected `== affine-expr` or `>= affine-expr` at end of affine constraint"))
    }

    fn consume_low_op(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            TokenKind::Plus => LowOp::Add,
            TokenKind::Minus => LowOp::Sub,
            _ => return None,
        };
        self.advance();
        Some(op)
    }

    fn consume_high_op(&mut self) -> Option<HighOp> {
        let op = match self.tok.kind {
            TokenKind::Star => HighOp::Mul,
            TokenKind::Keyword(Keyword::Floordiv) => HighOp::FloorDiv,
            TokenKind::Keyword(Keyword::Ceildiv) => HighOp::CeilDiv,
            TokenKind::Keyword(Keyword::Mod) => HighOp::Mod,
            _ => return None,
        };
        self.advance();
        Some(op)
    }

    /// Rejects trees deeper than [`MAX_EXPR_DEPTH`], at `span`.
    fn check_depth(&self, expr: AffineExpr, span: Span) -> Result<AffineExpr, SyntaxError> {
        if expr.depth() > MAX_EXPR_DEPTH {
            return Err(self.error_at(span, "affine expression is too deep"));
        }
        Ok(expr)
    }

    /// Builds `lhs + rhs` or `lhs - rhs`. `rhs_is_min_literal` says `rhs` is the bare literal
    /// 2^63: subtracting it adds `i64::MIN` (see [`AffineParser::parse_operand_tagged`]).
    fn low(
        &self,
        op: LowOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        rhs_is_min_literal: bool,
    ) -> Result<AffineExpr, SyntaxError> {
        let span = self.tok.span;
        let expr = match op {
            LowOp::Add => lhs + rhs,
            LowOp::Sub if rhs_is_min_literal => lhs + AffineExpr::constant(i64::MIN),
            LowOp::Sub => lhs - rhs,
        };
        self.check_depth(expr, span)
    }

    /// Builds a `*`/`floordiv`/`ceildiv`/`mod` expression, rejecting non-affine ones with the
    /// error at `op_span`.
    fn high(
        &self,
        op: HighOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        op_span: Span,
    ) -> Result<AffineExpr, SyntaxError> {
        let right_symbolic = rhs.is_symbolic_or_constant();
        let expr = match op {
            HighOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !right_symbolic {
                    return Err(self.error_at(
                        op_span,
                        "non-affine expression: at least one of the multiply operands has to be \
                         either a constant or symbolic",
                    ));
                }
                lhs * rhs
            }
            HighOp::FloorDiv | HighOp::CeilDiv | HighOp::Mod => {
                if !right_symbolic {
                    let name = match op {
                        HighOp::FloorDiv => "floordiv",
                        HighOp::CeilDiv => "ceildiv",
                        _ => "mod",
                    };
                    return Err(self.error_at(
                        op_span,
                        format!(
                            "non-affine expression: right operand of {name} has to be either a \
                             constant or symbolic"
                        ),
                    ));
                }
                match op {
                    HighOp::FloorDiv => lhs.floor_div(rhs),
                    HighOp::CeilDiv => lhs.ceil_div(rhs),
                    _ => lhs.modulo(rhs),
                }
            }
        };
        self.check_depth(expr, op_span)
    }

    /// A full expression: operands joined by `+`/`-` (left associative), each possibly a
    /// chain of higher-precedence operators. This is MLIR's `parseAffineLowPrecOpExpr`, with its
    /// tail recursion turned into a loop.
    fn parse_expr(&mut self) -> Result<AffineExpr, SyntaxError> {
        let mut pending: Option<(AffineExpr, LowOp)> = None;
        loop {
            let (lhs, is_min) = self.parse_operand_tagged(pending.is_some())?;
            if let Some(op) = self.consume_low_op() {
                let sum = match pending.take() {
                    Some((llhs, llhs_op)) => self.low(llhs_op, llhs, lhs, is_min)?,
                    None => lhs,
                };
                pending = Some((sum, op));
                continue;
            }
            let op_span = self.tok.span;
            if let Some(op) = self.consume_high_op() {
                let product = self.parse_high_chain(lhs, op, op_span)?;
                let expr = match pending.take() {
                    Some((llhs, llhs_op)) => self.low(llhs_op, llhs, product, false)?,
                    None => product,
                };
                if let Some(next) = self.consume_low_op() {
                    pending = Some((expr, next));
                    continue;
                }
                return Ok(expr);
            }
            return match pending {
                Some((llhs, llhs_op)) => self.low(llhs_op, llhs, lhs, is_min),
                None => Ok(lhs),
            };
        }
    }

    /// `llhs op operand (op operand)*` at the higher precedence level, left associative. As in
    /// MLIR's `parseAffineHighPrecOpExpr`, an error combining two operands is reported at the
    /// operator after them if there is one, else at the operator between them.
    fn parse_high_chain(
        &mut self,
        mut llhs: AffineExpr,
        mut llhs_op: HighOp,
        mut llhs_span: Span,
    ) -> Result<AffineExpr, SyntaxError> {
        loop {
            let lhs = self.parse_operand(true)?;
            let op_span = self.tok.span;
            match self.consume_high_op() {
                Some(op) => {
                    llhs = self.high(llhs_op, llhs, lhs, op_span)?;
                    llhs_op = op;
                    llhs_span = op_span;
                }
                None => return self.high(llhs_op, llhs, lhs, llhs_span),
            }
        }
    }

    /// An operand, and whether it is the bare literal `9223372036854775808` (2^63, read as
    /// `i64::MIN`). Negating or subtracting that literal gives `i64::MIN` itself, so that the
    /// printed forms `-9223372036854775808` and `d0 - 9223372036854775808` read back as the
    /// constant `i64::MIN` and `d0 + i64::MIN` (MLIR 19 rejects the literal).
    fn parse_operand_tagged(
        &mut self,
        after_operator: bool,
    ) -> Result<(AffineExpr, bool), SyntaxError> {
        let is_min = self.tok.kind == TokenKind::Integer && parse_u64(self.text()) == Some(1 << 63);
        Ok((self.parse_operand(after_operator)?, is_min))
    }

    /// An operand: identifier, integer, parenthesized expression, negation or SSA value.
    /// `after_operator` says whether a binary operator precedes it (for the error wording).
    fn parse_operand(&mut self, after_operator: bool) -> Result<AffineExpr, SyntaxError> {
        match self.tok.kind {
            TokenKind::Keyword(Keyword::Symbol) => self.parse_symbol_ssa_id(),
            TokenKind::PercentIdentifier => self.parse_ssa_id(false),
            TokenKind::Integer => self.parse_integer(),
            TokenKind::LParen => self.nested(|p| p.parse_parenthetical()),
            TokenKind::Minus => self.nested(|p| p.parse_negation(after_operator)),
            TokenKind::Plus | TokenKind::Star => Err(self.error(if after_operator {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            })),
            kind if kind.is_identifier_like() => self.parse_bare_id(),
            _ => Err(self.error(if after_operator {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }

    /// Runs `f` one nesting level deeper, refusing to go past [`MAX_NESTING`].
    fn nested(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<AffineExpr, SyntaxError>,
    ) -> Result<AffineExpr, SyntaxError> {
        if self.nesting >= MAX_NESTING {
            return Err(self.error("affine expression is nested too deeply"));
        }
        self.nesting += 1;
        let result = f(self);
        self.nesting -= 1;
        result
    }

    fn parse_parenthetical(&mut self) -> Result<AffineExpr, SyntaxError> {
        self.expect(TokenKind::LParen, "expected `(`")?;
        if self.tok.kind == TokenKind::RParen {
            return Err(self.error("no expression inside parentheses"));
        }
        let expr = self.parse_expr()?;
        self.expect(TokenKind::RParen, "expected `)`")?;
        Ok(expr)
    }

    /// `- operand`: binds tighter than every binary operator.
    fn parse_negation(&mut self, after_operator: bool) -> Result<AffineExpr, SyntaxError> {
        let span = self.tok.span;
        self.expect(TokenKind::Minus, "expected `-`")?;
        let (operand, is_min) = self.parse_operand_tagged(after_operator)?;
        // `-x` is `x * -1` (MLIR's `(-1) * x` puts the constant on the right first, which
        // matters when the product of two constants overflows and is kept unfolded).
        let negated = if is_min {
            AffineExpr::constant(i64::MIN)
        } else {
            -operand
        };
        self.check_depth(negated, span)
    }

    fn parse_integer(&mut self) -> Result<AffineExpr, SyntaxError> {
        let value = match parse_u64(self.text()) {
            Some(v) if v <= 1 << 63 => v as i64,
            _ => return Err(self.error("constant too large for index")),
        };
        self.advance();
        Ok(AffineExpr::constant(value))
    }

    fn parse_bare_id(&mut self) -> Result<AffineExpr, SyntaxError> {
        if !self.tok.kind.is_identifier_like() {
            return Err(self.wrong_token("expected bare identifier"));
        }
        let name = self.text();
        let found = self
            .names
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, e)| e)
            .or_else(|| {
                self.extra_names
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, e)| e)
            });
        match found {
            Some(expr) => {
                let expr = expr.clone();
                self.advance();
                Ok(expr)
            }
            None => Err(self.wrong_token("use of undeclared identifier")),
        }
    }

    /// `symbol(%x)`.
    fn parse_symbol_ssa_id(&mut self) -> Result<AffineExpr, SyntaxError> {
        self.expect(
            TokenKind::Keyword(Keyword::Symbol),
            "expected symbol keyword",
        )?;
        self.expect(TokenKind::LParen, "expected `(` at start of SSA symbol")?;
        let expr = self.parse_ssa_id(true)?;
        self.expect(TokenKind::RParen, "expected `)` at end of SSA symbol")?;
        Ok(expr)
    }

    /// `%x` or `%x#n`: the expression of a value seen before, or the next dimension or symbol.
    fn parse_ssa_id(&mut self, is_symbol: bool) -> Result<AffineExpr, SyntaxError> {
        if !self.ssa {
            return Err(self.wrong_token("unexpected ssa identifier"));
        }
        if self.tok.kind != TokenKind::PercentIdentifier {
            return Err(self.wrong_token("expected ssa identifier"));
        }
        let span = self.tok.span;
        let name = self.text();
        self.advance();
        let mut number = 0;
        if self.tok.kind == TokenKind::HashIdentifier {
            number = hash_identifier_number(self.text())
                .ok_or_else(|| self.error("invalid SSA value result number"))?;
            self.advance();
        }
        if let Some((_, _, expr)) = self
            .ssa_names
            .iter()
            .find(|(n, k, _)| *n == name && *k == number)
        {
            return Ok(expr.clone());
        }
        let used = SsaUse { name, number, span };
        let expr = if is_symbol {
            self.operands.symbols.push(used);
            AffineExpr::symbol(self.operands.symbols.len() as u32 - 1)
        } else {
            self.operands.dims.push(used);
            AffineExpr::dim(self.operands.dims.len() as u32 - 1)
        };
        self.ssa_names.push((name, number, expr.clone()));
        Ok(expr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses `src` as a map and prints it.
    fn map(src: &str) -> String {
        match parse_affine_map_str(src) {
            Ok(m) => m.to_string(),
            Err((span, msg)) => panic!("{src:?}: {msg} at {span:?}"),
        }
    }

    fn set(src: &str) -> String {
        match parse_integer_set_str(src) {
            Ok(s) => s.to_string(),
            Err((span, msg)) => panic!("{src:?}: {msg} at {span:?}"),
        }
    }

    /// The error message and 0-based start offset for `src` parsed as a map.
    fn map_err(src: &str) -> (String, u32) {
        let (span, msg) = parse_affine_map_str(src).expect_err(src);
        (msg, span.start)
    }

    fn set_err(src: &str) -> (String, u32) {
        let (span, msg) = parse_integer_set_str(src).expect_err(src);
        (msg, span.start)
    }

    #[test]
    fn maps_print_like_mlir_opt() {
        // Inputs and the text `mlir-opt-19 --mlir-print-local-scope` prints inside
        // `affine_map<...>` for them.
        let cases = [
            (
                "(d0, d1)[s0] -> (d0 + 2 + 3, d1 * 1, 3 * d0, (d0 floordiv 1) mod 4)",
                "(d0, d1)[s0] -> (d0 + 5, d1, d0 * 3, d0 mod 4)",
            ),
            (
                "(d0, d1) -> (d0 - d1, -d0, d0 * -2, d0 - 2 * d1, d0 - 3, -3, d0 + -1 * d1)",
                "(d0, d1) -> (d0 - d1, -d0, d0 * -2, d0 - d1 * 2, d0 - 3, -3, d0 - d1)",
            ),
            (
                "(d0, d1)[s0, s1] -> (s0 * s1, d0 * s0, s0 * d0, d0 floordiv s0, (d0 + d1) * -1, \
                 d0 - (d1 + 2))",
                "(d0, d1)[s0, s1] -> (s0 * s1, d0 * s0, d0 * s0, d0 floordiv s0, -(d0 + d1), \
                 d0 - (d1 + 2))",
            ),
            (
                "(d0)[s0] -> (d0 floordiv 0, d0 mod 0, d0 ceildiv -2, 7 floordiv 2, -7 floordiv 2, \
                 -7 ceildiv 2, -7 mod 3)",
                "(d0)[s0] -> (d0 floordiv 0, d0 mod 0, d0 ceildiv -2, 3, -4, -3, 2)",
            ),
            ("(d0) -> (((d0 * 4) mod 8) floordiv 2 mod 2)", "(d0) -> (0)"),
            (
                "(d0) -> (d0 - (d0 floordiv 4) * 4, d0 mod 4 mod 2, (d0 * 8) mod 4, \
                 (d0 * 6 + 3) floordiv 3)",
                "(d0) -> (d0 mod 4, d0 mod 2, 0, d0 * 2 + 1)",
            ),
            ("() -> ()", "() -> ()"),
            ("(d0) -> ()", "(d0) -> ()"),
            ("(d0)[] -> (d0)", "(d0) -> (d0)"),
            ("() -> (0x10)", "() -> (16)"),
            (
                "(i32, floordiv)[mod] -> (i32 + floordiv * mod)",
                "(d0, d1)[s0] -> (d0 + d1 * s0)",
            ),
            (
                "(floordiv) -> (floordiv floordiv 2)",
                "(d0) -> (d0 floordiv 2)",
            ),
            (
                "(d0, d1, d2)[s0, s1] -> (d0 + s0 * -3, s0 * -1 + d0, -(d0 * 2), 3 - d0, \
                 -(d0 floordiv 2), d0 - (d1 * 2 + 1), (d0 + d1) * 2, d0 + (d1 + d2), \
                 d0 - (d1 - d2))",
                "(d0, d1, d2)[s0, s1] -> (d0 - s0 * 3, d0 - s0, d0 * -2, -d0 + 3, \
                 -(d0 floordiv 2), d0 - (d1 * 2 + 1), (d0 + d1) * 2, d0 + d1 + d2, \
                 d0 - (d1 - d2))",
            ),
            (
                "(d0, d1, d2)[s0, s1] -> (d0 floordiv (s0 + 1), (d0 mod 4) * 2, s0 * d0 * 2, \
                 2 * s0 * d0, d0 * 2 + d0 * 3, d0 + d0, d0 - d0, s0 + d0, s0 + 1 + d0)",
                "(d0, d1, d2)[s0, s1] -> (d0 floordiv (s0 + 1), (d0 mod 4) * 2, (d0 * s0) * 2, \
                 d0 * (s0 * 2), d0 * 5, d0 * 2, 0, d0 + s0, d0 + s0 + 1)",
            ),
            (
                "(d0, d1, d2)[s0, s1] -> (d0 + 2 + d1, d0 * 2 * s0, (d0 * 4) floordiv 8, \
                 (d0 * 8) floordiv 4, (d0 * 8) ceildiv 4, (d0 * 4 + d1) floordiv 4, \
                 (d0 * 4 + d1 * 8) floordiv 4, (d0 + 3) floordiv 4)",
                "(d0, d1, d2)[s0, s1] -> (d0 + d1 + 2, (d0 * s0) * 2, (d0 * 4) floordiv 8, \
                 d0 * 2, d0 * 2, d0 + d1 floordiv 4, d0 + d1 * 2, (d0 + 3) floordiv 4)",
            ),
            (
                "(d0, d1, d2)[s0, s1] -> (-d0 - d1, -(-d0), - - d0, -5 * d0, d0 * s0 * -1, \
                 d0 - s0 * s1, (s0 + s1) * d0, -d0 * 3, d0 mod s0)",
                "(d0, d1, d2)[s0, s1] -> (-d0 - d1, d0, d0, d0 * -5, -(d0 * s0), d0 - s0 * s1, \
                 d0 * (s0 + s1), d0 * -3, d0 mod s0)",
            ),
            (
                "(d0, d1, d2)[s0, s1] -> ((d0 * s0) floordiv s0, (d0 * s0) mod s0, \
                 (d0 * s0 + s0) ceildiv s0, d0 * 0, 0 * s0, d0 + 0, (d0 + 1) * 0, (d0 * 3) mod 3, \
                 (d0 * 3 + 1) mod 3)",
                "(d0, d1, d2)[s0, s1] -> ((d0 * s0) floordiv s0, (d0 * s0) mod s0, \
                 (d0 * s0 + s0) ceildiv s0, 0, 0, d0, 0, 0, 1)",
            ),
            (
                "(d0, d1, d2)[s0, s1] -> (d0 mod 6 mod 3, d0 mod 3 mod 6, d0 ceildiv 1, d0 mod 1, \
                 (d0 floordiv 2) floordiv 3, (d0 + d1 * 4) mod 4, (d0 * 2 + 1) * 3, (d0 + 1) * 3, \
                 (d0 + 1) * 3 + 2)",
                "(d0, d1, d2)[s0, s1] -> (d0 mod 3, (d0 mod 3) mod 6, d0, 0, \
                 (d0 floordiv 2) floordiv 3, d0 mod 4, (d0 * 2 + 1) * 3, (d0 + 1) * 3, \
                 (d0 + 1) * 3 + 2)",
            ),
            ("(d0) -> (d0 floordiv - 2)", "(d0) -> (d0 floordiv -2)"),
            ("(d0) -> (- 2 * d0)", "(d0) -> (d0 * -2)"),
            ("(d0) -> (d0 - - 2)", "(d0) -> (d0 + 2)"),
            ("(d0) -> (d0 mod -3)", "(d0) -> (d0 mod -3)"),
            ("(d0) -> (-(d0 + 1) * 2)", "(d0) -> ((d0 + 1) * -2)"),
            (
                "(d0) -> (d0 + 9223372036854775807)",
                "(d0) -> (d0 + 9223372036854775807)",
            ),
            // Comments and line breaks are plain whitespace.
            ("(d0, // dims\n d1) -> (d0)", "(d0, d1) -> (d0)"),
        ];
        for (input, expected) in cases {
            assert_eq!(map(input), expected, "{input}");
        }
    }

    #[test]
    fn random_maps_print_like_mlir_opt() {
        // Randomly generated results over `(d0, d1, d2)[s0, s1]`, each with the text
        // mlir-opt-19 printed for it (a sample of a larger differential run).
        let cases = [
            ("((16) * -2 floordiv 0 + 0)", "(-32 floordiv 0)"),
            ("(-(0 mod -2) mod 4)", "((-(0 mod -2)) mod 4)"),
            (
                "(-(0 floordiv 2 floordiv s1), 3037000500 mod s0 floordiv 2)",
                "(-(0 floordiv s1), (3037000500 mod s0) floordiv 2)",
            ),
            (
                "((d0) floordiv 2, (s0 * (4611686018427387904)) ceildiv (s0 * s1))",
                "(d0 floordiv 2, (s0 * 4611686018427387904) ceildiv (s0 * s1))",
            ),
            ("(0, 1 mod -2 * s0)", "(0, (1 mod -2) * s0)"),
            ("((2) * 2 * -2, 8 * (2))", "(-8, 16)"),
            ("(-(-3 + d1))", "(-(d1 - 3))"),
            (
                "((-(4611686018427387904)) - (-(4611686018427387904)) floordiv 2 * 2)",
                "(0)",
            ),
            (
                "((-3 + 5 - (-3 + 5 floordiv s1) * s1))",
                "(-((5 floordiv s1 - 3) * s1) + 2)",
            ),
            ("(16 + 16 - (-1) mod -2)", "(-(-1 mod -2) + 32)"),
            (
                "((3 * (9223372036854775807)) - (3 * (9223372036854775807)) floordiv s1 * s1)",
                "((3 * 9223372036854775807) mod s1)",
            ),
            (
                "((-(1) + 8 - (-(1) + 8 floordiv 0) * 0), (-(-d1) - (5)) ceildiv 3)",
                "(7, (d1 - 5) ceildiv 3)",
            ),
            (
                "((-8) floordiv (s0 * s1) floordiv s0 floordiv 2)",
                "(((-8 floordiv (s0 * s1)) floordiv s0) floordiv 2)",
            ),
            (
                "((d0 * 2) - (d0 * 2) floordiv 2 * 2, (-3 - (s1)) ceildiv s0 floordiv 2 floordiv s1)",
                "(0, (((-s1 - 3) ceildiv s0) floordiv 2) floordiv s1)",
            ),
            ("(-(5))", "(-5)"),
            (
                "(-1 + (2 - 1) ceildiv (s0 + 1))",
                "(1 ceildiv (s0 + 1) - 1)",
            ),
            (
                "(d1 * s1 - (3037000500), (1) + (-(3037000500) * s1))",
                "(d1 * s1 - 3037000500, s1 * -3037000500 + 1)",
            ),
            ("(3 * ((-(7)) - (-(7)) floordiv 8 * 8), d1)", "(3, d1)"),
            ("(-7, -(5) - 2)", "(-7, -7)"),
            ("(0 floordiv 8)", "(0)"),
            ("((8) + (16), (d1) mod s0)", "(24, d1 mod s0)"),
            ("(2 - ((0) ceildiv 3) floordiv 3)", "(2)"),
            ("(16, (d2) ceildiv 2 - 7 - (4))", "(16, d2 ceildiv 2 - 11)"),
            ("((8) * s1)", "(s1 * 8)"),
            (
                "((5) + (s1) mod s0 floordiv 2)",
                "((s1 mod s0) floordiv 2 + 5)",
            ),
            (
                "(16, 2 - -(s0) mod s0 - (-(-2 * (7))) ceildiv 8)",
                "(16, -((-s0) mod s0))",
            ),
            ("((-1 floordiv 3) + (3 + 0), 5)", "(2, 5)"),
            (
                "(((d1) mod (s0 * s1) - ((d1) mod (s0 * s1) floordiv s0 floordiv 2) * s0 floordiv 2))",
                "(d1 mod (s0 * s1) - ((((d1 mod (s0 * s1)) floordiv s0) floordiv 2) * s0) floordiv 2)",
            ),
            ("((-1) * 0 - (-d1) mod 8)", "(-((-d1) mod 8))"),
            (
                "(-((8 + 2 - (8 + 2 floordiv s0) * s0)))",
                "(-(-((2 floordiv s0 + 8) * s0) + 10))",
            ),
            (
                "(d2, ((2) mod 0) + ((2) floordiv (s0 * s1) - ((-1) + (3037000500))))",
                "(d2, 2 mod 0 + 2 floordiv (s0 * s1) - 3037000499)",
            ),
            ("((1) ceildiv (s0 + 1) + s0)", "(1 ceildiv (s0 + 1) + s0)"),
            (
                "(((3) - (3) floordiv 4 * 4) ceildiv s0 floordiv 2, (-2 * (4)) + (8))",
                "((3 ceildiv s0) floordiv 2, 0)",
            ),
            ("((s0) mod (s0 + 1))", "(s0 mod (s0 + 1))"),
            ("(1, (-8 + 16) floordiv 4)", "(1, 2)"),
            ("(d1, d0 - ((5) mod 2))", "(d1, d0 - 1)"),
            (
                "((2 * (s1 * (d2)) - (9223372036854775807)) + (5 mod 0))",
                "((d2 * s1) * 2 + 5 mod 0 - 9223372036854775807)",
            ),
            (
                "(((8) + (3)) + (d1 floordiv 4) mod s1)",
                "((d1 floordiv 4) mod s1 + 11)",
            ),
            (
                "((-3) - (-3) floordiv -2 * -2 + 1 - (9223372036854775807))",
                "(-9223372036854775807)",
            ),
            (
                "((2 * (-3)) floordiv (s0 + 1) + ((5) ceildiv 2 - ((5) ceildiv 2 floordiv 4) * 4))",
                "(-6 floordiv (s0 + 1) + 3)",
            ),
            (
                "(-(1) floordiv 3, (d2) + ((4611686018427387904) floordiv 4) + 5)",
                "(-1, d2 + 1152921504606846981)",
            ),
            ("(16, 2 + 5)", "(16, 7)"),
            ("((3) mod 2)", "(1)"),
            ("(-d2 - (4))", "(-d2 - 4)"),
            ("(9223372036854775807 * -2 mod 2)", "(0)"),
            (
                "(7, -0 floordiv s0 floordiv 2)",
                "(7, (0 floordiv s0) floordiv 2)",
            ),
            ("(---2 * (d2))", "(d2 * -2)"),
            (
                "(((s0 * s1) * (3037000500)) floordiv 3, 0)",
                "((s0 * s1) * 1012333500, 0)",
            ),
            ("(-(d2) * s0, (4) + (-1) * s1)", "(-(d2 * s0), -s1 + 4)"),
            (
                "(-3037000500 floordiv (s0 + 1), -(4 mod s0 floordiv s0) mod 3)",
                "(-3037000500 floordiv (s0 + 1), (-((4 mod s0) floordiv s0)) mod 3)",
            ),
            (
                "((8 - (8 floordiv s0) * s0))",
                "(-((8 floordiv s0) * s0) + 8)",
            ),
            (
                "(((9223372036854775807) floordiv s0 floordiv 2) ceildiv s0 floordiv 2)",
                "((((9223372036854775807 floordiv s0) floordiv 2) ceildiv s0) floordiv 2)",
            ),
            (
                "((4 - 8) + (2), (-(((5) + (0)) ceildiv 8)) * (s0 + 1))",
                "(-2, -(s0 + 1))",
            ),
            (
                "((s0 + 1) * (9223372036854775807))",
                "((s0 + 1) * 9223372036854775807)",
            ),
            (
                "((((-3) ceildiv 3) mod (s0 * s1)) floordiv 0)",
                "((-1 mod (s0 * s1)) floordiv 0)",
            ),
            (
                "(((0) ceildiv s0) mod (s0 + 1), (s0 * s1) * ((16) floordiv 0) * 4)",
                "((0 ceildiv s0) mod (s0 + 1), ((s0 * s1) * (16 floordiv 0)) * 4)",
            ),
            (
                "(4611686018427387904, -1 floordiv 4)",
                "(4611686018427387904, -1)",
            ),
            (
                "(s1, ((8 - (8 floordiv s1) * s1) - (3)) mod s1)",
                "(s1, (-((8 floordiv s1) * s1) + 5) mod s1)",
            ),
            (
                "(s1 * ((d0) floordiv 4) * 3)",
                "(((d0 floordiv 4) * s1) * 3)",
            ),
            ("(-0 * 3 * 8 floordiv (s0 * s1))", "(0 floordiv (s0 * s1))"),
            ("(-(-3) - ((1) ceildiv 0 + 5))", "(-(1 ceildiv 0 + 5) + 3)"),
            (
                "(3 floordiv 0 + s0 * (5), 16)",
                "(3 floordiv 0 + s0 * 5, 16)",
            ),
            ("(-((8) + (3037000500) floordiv 8))", "(-379625070)"),
            (
                "((9223372036854775807 * 4) + ((9223372036854775807) ceildiv s0))",
                "(9223372036854775807 * 4 + 9223372036854775807 ceildiv s0)",
            ),
            ("((3037000500) * 0)", "(0)"),
            (
                "(3037000500 - s0 + 4611686018427387904)",
                "(-s0 + 4611686021464388404)",
            ),
            (
                "((d1) mod s0 - (7 - (2)), d2 floordiv 2 + 3037000500)",
                "(d1 mod s0 - 5, d2 floordiv 2 + 3037000500)",
            ),
            ("(d0 * s0 floordiv 2)", "((d0 * s0) floordiv 2)"),
            ("(((d0) + (1)) mod 0)", "((d0 + 1) mod 0)"),
            ("(0 * (s1))", "(0)"),
        ];
        for (input, expected) in cases {
            let src = format!("(d0, d1, d2)[s0, s1] -> {input}");
            assert_eq!(
                map(&src),
                format!("(d0, d1, d2)[s0, s1] -> {expected}"),
                "{input}"
            );
        }
    }

    #[test]
    fn sets_print_like_mlir_opt() {
        let cases = [
            (
                "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)",
                "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)",
            ),
            (
                "(d0, d1) : (d0 <= d1, d0 >= 3, d1 == d0 + 1)",
                "(d0, d1) : (d1 - d0 >= 0, d0 - 3 >= 0, d1 - (d0 + 1) == 0)",
            ),
            ("() : ()", "() : (0 == 0)"),
            ("(d0) : (d0 floordiv 2 >= 0)", "(d0) : (d0 floordiv 2 >= 0)"),
        ];
        for (input, expected) in cases {
            assert_eq!(set(input), expected, "{input}");
        }
    }

    #[test]
    fn parse_print_parse_is_stable() {
        let inputs = [
            "(d0, d1)[s0] -> (d0 + 2 + 3, d1 * 1, 3 * d0, (d0 floordiv 1) mod 4)",
            "(d0, d1, d2)[s0, s1] -> (-d0 - d1, -(-d0), d0 * s0 * -1, d0 - s0 * s1, \
             (s0 + s1) * d0, d0 - (d1 - d2), d0 - (d1 + 1) * 2, -(d0 floordiv 2) * 3)",
            "(d0) -> (d0 - 9223372036854775808, d0 * -9223372036854775808, -9223372036854775808)",
            "(d0) -> (d0 - d0 * 9223372036854775808, --9223372036854775808, 9223372036854775807 + 1)",
            "(d0) -> (d0 - -9223372036854775808, -(-9223372036854775807 - 1) * d0)",
            "(d0)[s0] -> (d0 floordiv (s0 + 1), (d0 mod s0) ceildiv 4, -(d0 + s0))",
            "(d0, d1) -> (d0 + (d1 + (d0 + 3)), (d0 + d1) mod 7 + 2)",
        ];
        for input in inputs {
            let first = parse_affine_map_str(input).unwrap();
            let printed = first.to_string();
            let second = parse_affine_map_str(&printed).unwrap();
            assert_eq!(second.to_string(), printed, "{input}");
            // Values agree at a few points.
            let n = first.num_dims() as usize;
            for x in [-7i64, 0, 5, 13] {
                let dims = vec![x; n];
                let syms = vec![x + 3; first.num_symbols() as usize];
                assert_eq!(
                    first.evaluate(&dims, &syms),
                    second.evaluate(&dims, &syms),
                    "{input}"
                );
            }
        }
        let set_src = "(d0, d1)[s0] : (d0 - s0 * 2 >= 0, -d1 + 5 == 0, d0 <= d1 floordiv 3)";
        let printed = parse_integer_set_str(set_src).unwrap().to_string();
        assert_eq!(
            parse_integer_set_str(&printed).unwrap().to_string(),
            printed
        );
    }

    #[test]
    fn int64_min_round_trips() {
        let m = parse_affine_map_str("(d0) -> (d0 - 9223372036854775807 - 1)").unwrap();
        assert_eq!(m.to_string(), "(d0) -> (d0 - 9223372036854775808)");
        assert_eq!(parse_affine_map_str(&m.to_string()).unwrap(), m);
        let m = parse_affine_map_str("() -> (-9223372036854775808)").unwrap();
        assert_eq!(m.single_constant_result(), Some(i64::MIN));
    }

    #[test]
    fn errors_match_mlir_locations() {
        // Messages and columns as mlir-opt-19 reports them for the same text inside
        // `affine_map<...>` (offsets here are 0-based within the inner text).
        let cases: &[(&str, &str, u32)] = &[
            (
                "(d0) -> (d0 + 18446744073709551616)",
                "constant too large for index",
                14,
            ),
            (
                "(d0) -> (d0 + 9223372036854775809)",
                "constant too large for index",
                14,
            ),
            ("(d0, d0) -> (d0)", "redefinition of identifier `d0`", 5),
            (
                "(d0) -> (d0 * d0)",
                "non-affine expression: at least one of the multiply operands has to be either a \
                 constant or symbolic",
                12,
            ),
            (
                "(d0) -> (d0 floordiv d0)",
                "non-affine expression: right operand of floordiv has to be either a constant or \
                 symbolic",
                12,
            ),
            (
                "(d0) -> (d0 mod (d0 + 1))",
                "non-affine expression: right operand of mod has to be either a constant or \
                 symbolic",
                12,
            ),
            (
                "(d0) -> (d0 ceildiv d0)",
                "non-affine expression: right operand of ceildiv has to be either a constant or \
                 symbolic",
                12,
            ),
            // The error is at the operator after the offending pair, as in MLIR.
            (
                "(d0)[s0] -> (d0 * s0 * d0)",
                "non-affine expression: at least one of the multiply operands has to be either a \
                 constant or symbolic",
                21,
            ),
            (
                "(d0) -> (d0 * 2 * d0 + 1)",
                "non-affine expression: at least one of the multiply operands has to be either a \
                 constant or symbolic",
                16,
            ),
            ("(d0) -> (-)", "expected affine expression", 10),
            (
                "(d0) -> (d0 +)",
                "missing right operand of binary operator",
                13,
            ),
            (
                "(d0) -> (* d0)",
                "missing left operand of binary operator",
                9,
            ),
            ("(d0) -> (())", "no expression inside parentheses", 10),
            // At the end of the buffer MLIR points at the last character.
            ("(d0) -> ((d0)", "expected `)` in affine map range", 12),
            (
                "(d0) -> (d0 + + d0)",
                "missing right operand of binary operator",
                14,
            ),
            ("(d0) -> (d0 d0)", "expected `)` in affine map range", 11),
            (
                "(d0) -> (d0 * )",
                "missing right operand of binary operator",
                14,
            ),
            ("(d0) = (d0)", "expected `->` or `:`", 4),
            (
                "[s0] -> (s0)",
                "expected `(` in dimensional identifier list",
                0,
            ),
            (
                "(d0 d1) -> (d0)",
                "expected `)` in dimensional identifier list",
                3,
            ),
            ("(d0)[s0 s1] -> (d0)", "expected `]` in symbol list", 7),
            ("(d0, 1) -> (d0)", "expected bare identifier", 4),
            ("(d0) -> (d0, %x)", "unexpected ssa identifier", 12),
            (
                "(d0) -> (symbol)",
                "expected `(` at start of SSA symbol",
                15,
            ),
            ("(symbol) -> (d0)", "use of undeclared identifier", 13),
            (
                "(d0) -> (d0 floordiv)",
                "missing right operand of binary operator",
                20,
            ),
            (
                "(d0) -> (d0 floordiv floordiv)",
                "use of undeclared identifier",
                20,
            ),
            (
                "(d0) -> (- * 2)",
                "missing left operand of binary operator",
                11,
            ),
            (
                "(d0)[s0] -> (d0 ceildiv s0 * d0)",
                "non-affine expression: at least one of the multiply operands has to be either a \
                 constant or symbolic",
                27,
            ),
            ("(d0) -> (symbol(%x))", "unexpected ssa identifier", 16),
            ("(d0) -> (1.5)", "expected affine expression", 9),
            ("(d0) -> (d1)", "use of undeclared identifier", 9),
            ("(d0) -> (d0 +\n  d2)", "use of undeclared identifier", 13),
            (
                "(d0) -> (d0 + // note\n\n )",
                "missing right operand of binary operator",
                24,
            ),
            ("(d0) -> (d0", "expected `)` in affine map range", 10),
            ("(d0) -> (d0) x", "encountered unexpected token", 13),
            (
                "(d0) : (d0 >= 0)",
                "expected affine map, but got integer set",
                0,
            ),
            ("(d0) -> (d0 ∂)", "unexpected character", 12),
            ("(d0) -> (d0 + \"a)", "expected '\"' in string literal", 17),
        ];
        for &(src, msg, at) in cases {
            assert_eq!(map_err(src), (msg.to_string(), at), "{src}");
        }
        let set_cases: &[(&str, &str, u32)] = &[
            (
                "(d0) : (d0 > 0)",
                "expected `== affine-expr` or `>= affine-expr` at end of affine constraint",
                13,
            ),
            ("(d0) : (d0 >= )", "expected affine expression", 14),
            (
                "(d0) : (d0 = 0)",
                "expected `== affine-expr` or `>= affine-expr` at end of affine constraint",
                13,
            ),
            (
                "(d0) : (d0)",
                "expected `== affine-expr` or `>= affine-expr` at end of affine constraint",
                10,
            ),
            (
                "(d0) -> (d0)",
                "expected integer set, but got affine map",
                0,
            ),
        ];
        for &(src, msg, at) in set_cases {
            assert_eq!(set_err(src), (msg.to_string(), at), "{src}");
        }
    }

    #[test]
    fn parses_at_a_token_position_and_returns_the_next_token() {
        let src = "#map = affine_map<(d0)[s0] -> (d0 + s0)> foo";
        let mut lexer = Lexer::new(src);
        let mut tok = lexer.next_token();
        while tok.kind != TokenKind::Less {
            tok = lexer.next_token();
        }
        let first = lexer.next_token();
        let (map, next) = parse_affine_map(&mut lexer, first).unwrap();
        assert_eq!(map.to_string(), "(d0)[s0] -> (d0 + s0)");
        assert_eq!(next.kind, TokenKind::Greater);
        let tok = lexer.next_token();
        assert_eq!(lexer.token_text(tok), "foo");

        let mut lexer = Lexer::new("(d0) : (d0 >= 0)>");
        let first = lexer.next_token();
        let (structure, next) = parse_affine_map_or_integer_set(&mut lexer, first).unwrap();
        assert!(matches!(structure, AffineStructure::Set(_)));
        assert_eq!(next.kind, TokenKind::Greater);
    }

    #[test]
    fn affine_expr_with_given_names() {
        let mut lexer = Lexer::new("i * 4 + n, rest");
        let tok = lexer.next_token();
        let names = [("i", AffineExpr::dim(0)), ("n", AffineExpr::symbol(0))];
        let (expr, next) = parse_affine_expr_in(&mut lexer, tok, &names).unwrap();
        assert_eq!(expr.to_string(), "d0 * 4 + s0");
        assert_eq!(next.kind, TokenKind::Comma);
        let mut lexer = Lexer::new("j");
        let tok = lexer.next_token();
        let err = parse_affine_expr_in(&mut lexer, tok, &names).unwrap_err();
        assert_eq!(
            err,
            (Span::at(0), "use of undeclared identifier".to_string())
        );
    }

    #[test]
    fn ssa_form() {
        let src = "[%i + 1, symbol(%n) * 2 + %j, %i#1 floordiv symbol(%n), %i]";
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token();
        let (map, operands, next) =
            parse_affine_map_of_ssa_ids(&mut lexer, tok, Delimiter::Square).unwrap();
        assert_eq!(next.kind, TokenKind::Eof);
        assert_eq!(
            map.to_string(),
            "(d0, d1, d2)[s0] -> (d0 + 1, d1 + s0 * 2, d2 floordiv s0, d0)"
        );
        let dims: Vec<(&str, u32)> = operands.dims.iter().map(|u| (u.name, u.number)).collect();
        assert_eq!(dims, vec![("%i", 0), ("%j", 0), ("%i", 1)]);
        let syms: Vec<(&str, u32)> = operands
            .symbols
            .iter()
            .map(|u| (u.name, u.number))
            .collect();
        assert_eq!(syms, vec![("%n", 0)]);
        assert_eq!(operands.dims[1].span, Span::new(26, 28));

        let mut lexer = Lexer::new("()");
        let tok = lexer.next_token();
        let (map, operands, _) =
            parse_affine_map_of_ssa_ids(&mut lexer, tok, Delimiter::Paren).unwrap();
        assert_eq!(map.to_string(), "() -> ()");
        assert_eq!(operands, SsaOperands::default());

        let mut lexer = Lexer::new("%x * 4 + symbol(%y) to");
        let tok = lexer.next_token();
        let (expr, operands, next) = parse_affine_expr_of_ssa_ids(&mut lexer, tok).unwrap();
        assert_eq!(expr.to_string(), "d0 * 4 + s0");
        assert_eq!((operands.dims.len(), operands.symbols.len()), (1, 1));
        assert!(next.is_keyword(Keyword::To));

        // A value first used as a dimension stays a dimension.
        let mut lexer = Lexer::new("(%x + symbol(%x))");
        let tok = lexer.next_token();
        let (map, operands, _) =
            parse_affine_map_of_ssa_ids(&mut lexer, tok, Delimiter::Paren).unwrap();
        assert_eq!(map.to_string(), "(d0) -> (d0 * 2)");
        assert!(operands.symbols.is_empty());

        let errors: &[(&str, &str, u32)] = &[
            (
                "[%i * %j]",
                "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                4,
            ),
            ("[symbol %n]", "expected `(` at start of SSA symbol", 7),
            ("[symbol(n)]", "expected ssa identifier", 8),
            ("[symbol(%n]", "expected `)` at end of SSA symbol", 10),
            ("[%i#x]", "invalid SSA value result number", 3),
            ("(%i)", "expected `[` in affine map", 0),
            ("[%i", "expected `]` in affine map", 2),
        ];
        for &(src, msg, at) in errors {
            let mut lexer = Lexer::new(src);
            let tok = lexer.next_token();
            let (span, m) =
                parse_affine_map_of_ssa_ids(&mut lexer, tok, Delimiter::Square).unwrap_err();
            assert_eq!((m.as_str(), span.start), (msg, at), "{src}");
        }
    }

    #[test]
    fn deep_input_is_an_error_not_a_crash() {
        let deep_parens = format!("(d0) -> ({}d0{})", "(".repeat(10_000), ")".repeat(10_000));
        assert_eq!(
            map_err(&deep_parens).0,
            "affine expression is nested too deeply"
        );
        let deep_neg = format!("(d0) -> ({}d0)", "-".repeat(10_000));
        assert_eq!(
            map_err(&deep_neg).0,
            "affine expression is nested too deeply"
        );
        let long_sum = format!("(d0, d1) -> (d0{})", " + d1 * d0 floordiv 2".repeat(5_000));
        assert!(parse_affine_map_str(&long_sum).is_err());
        let long_sum = format!("(d0)[s0] -> (d0{})", " + s0 * d0".repeat(5_000));
        assert_eq!(map_err(&long_sum).0, "affine expression is too deep");
        // Within the limits, nesting works.
        let ok = format!("(d0) -> ({}d0{})", "(".repeat(200), ")".repeat(200));
        assert_eq!(map(&ok), "(d0) -> (d0)");
        let ok = format!("(d0) -> (d0{})", " + 1".repeat(5_000));
        assert_eq!(map(&ok), "(d0) -> (d0 + 5000)");
    }

    /// A small deterministic generator (xorshift) for the fuzz-style loops.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
            items[(self.next() % items.len() as u64) as usize]
        }
    }

    #[test]
    fn random_token_soup_never_panics() {
        const PIECES: &[&str] = &[
            "(",
            ")",
            "[",
            "]",
            "d0",
            "d1",
            "s0",
            "->",
            ":",
            ",",
            "+",
            "-",
            "*",
            "floordiv",
            "ceildiv",
            "mod",
            "0",
            "7",
            "9223372036854775808",
            ">=",
            "==",
            "<=",
            ">",
            "=",
            "symbol",
            "%x",
            "#1",
            "∂",
            "\"",
            " ",
        ];
        let mut rng = Rng(0x2545_F491_4F6C_DD1D);
        for _ in 0..20_000 {
            let mut src = String::from(rng.pick(&["(d0, d1)[s0] -> (", "(d0) : (", "[", "("]));
            for _ in 0..(rng.next() % 14) {
                src.push_str(rng.pick(PIECES));
                src.push(' ');
            }
            let _ = parse_affine_map_str(&src);
            let _ = parse_integer_set_str(&src);
            let mut lexer = Lexer::new(&src);
            let tok = lexer.next_token();
            let _ = parse_affine_map_of_ssa_ids(&mut lexer, tok, Delimiter::Square);
        }
    }

    /// Points (d0, d1, s0, s1) at which random expressions are checked.
    const POINTS: [[i64; 4]; 3] = [[-5, 3, 2, 7], [0, 0, 1, 1], [11, -4, 3, -2]];

    /// A random well-formed expression over d0, d1, s0, s1 and its value at each of
    /// [`POINTS`] computed directly from the written operators (no simplification).
    fn gen_expr(rng: &mut Rng, depth: u32) -> (String, [Option<i64>; 3]) {
        fn lift(f: impl Fn(usize) -> Option<i64>) -> [Option<i64>; 3] {
            [f(0), f(1), f(2)]
        }
        fn leaf(text: &str) -> [Option<i64>; 3] {
            lift(|i| match text {
                "d0" => Some(POINTS[i][0]),
                "d1" => Some(POINTS[i][1]),
                "s0" => Some(POINTS[i][2]),
                "s1" => Some(POINTS[i][3]),
                "(s0 + 1)" => Some(POINTS[i][2] + 1),
                _ => text.parse().ok(),
            })
        }
        let floor = |a: i64, b: i64| (b != 0).then(|| (a as f64 / b as f64).floor() as i64);
        let ceil = |a: i64, b: i64| (b != 0).then(|| (a as f64 / b as f64).ceil() as i64);
        if depth == 0 || rng.next().is_multiple_of(3) {
            let text = rng.pick(&["d0", "d1", "s0", "s1", "0", "1", "3", "7", "2"]);
            return (text.to_string(), leaf(text));
        }
        let (a, av) = gen_expr(rng, depth - 1);
        let both =
            |bv: [Option<i64>; 3], f: &dyn Fn(i64, i64) -> Option<i64>| lift(|i| f(av[i]?, bv[i]?));
        match rng.next() % 8 {
            0 | 1 => {
                let (b, bv) = gen_expr(rng, depth - 1);
                (format!("{a} + {b}"), both(bv, &|x, y| x.checked_add(y)))
            }
            2 => {
                let (b, bv) = gen_expr(rng, depth - 1);
                (format!("{a} - ({b})"), both(bv, &|x, y| x.checked_sub(y)))
            }
            3 => {
                let b = rng.pick(&["2", "-1", "-3", "s0", "(s0 + 1)", "0"]);
                (
                    format!("({a}) * {b}"),
                    both(leaf(b), &|x, y| x.checked_mul(y)),
                )
            }
            4 => {
                let b = rng.pick(&["2", "4", "s1", "1", "-2"]);
                (format!("({a}) floordiv {b}"), both(leaf(b), &floor))
            }
            5 => {
                let b = rng.pick(&["3", "s0", "1"]);
                (format!("({a}) ceildiv {b}"), both(leaf(b), &ceil))
            }
            6 => {
                let b = rng.pick(&["2", "4", "8", "s0"]);
                (
                    format!("({a}) mod {b}"),
                    both(leaf(b), &|x, y| (y >= 1).then(|| x.rem_euclid(y))),
                )
            }
            _ => (format!("-({a})"), lift(|i| av[i]?.checked_neg())),
        }
    }

    #[test]
    fn random_maps_keep_their_values_through_simplification_and_printing() {
        // MLIR's printed form is not always a fixed point (`s0 + 7 + d1 - s0` prints as
        // `d1 + s0 + 7 - s0`, which reads back as `d1 + s0 - s0 + 7`, in mlir-opt-19 too), so
        // the invariant checked is the value: the simplified tree, and the tree read back from
        // its printed form, compute what the written operators compute.
        let mut rng = Rng(0xDEAD_BEEF_1234_5678);
        for _ in 0..3_000 {
            let (a, av) = gen_expr(&mut rng, 4);
            let (b, bv) = gen_expr(&mut rng, 3);
            let src = format!("(d0, d1)[s0, s1] -> ({a}, {b})");
            let first = parse_affine_map_str(&src).unwrap();
            let printed = first.to_string();
            let second = parse_affine_map_str(&printed).unwrap();
            for (i, point) in POINTS.iter().enumerate() {
                let (dims, syms) = point.split_at(2);
                let expected = [av[i], bv[i]];
                for (tree, label) in [(&first, "parsed"), (&second, "reparsed")] {
                    for (r, want) in tree.results().iter().zip(expected) {
                        if let Some(want) = want {
                            assert_eq!(r.evaluate(dims, syms), Some(want), "{label} {src} -> {r}");
                        }
                    }
                }
            }
        }
    }
}
