//! The Toy parser: recursive descent over the lexer's tokens, following the grammar of MLIR's
//! Toy tutorial, into an [`ast::Module`](crate::ast::Module).
//!
//! ```text
//! module        ::= (definition | struct)*
//! definition    ::= prototype block
//! prototype     ::= `def` id `(` (param (`,` param)*)? `)`
//! param         ::= id id?                              (`Type name` for a struct)
//! struct        ::= `struct` id `{` (field `;`)+ `}`
//! field         ::= `var` id | id id
//! block         ::= `{` (block_expr `;`+)* `}`          (leading `;`s are skipped too)
//! block_expr    ::= decl | return | expression
//! decl          ::= `var` id type? `=` expression | id id `=` expression
//! type          ::= `<` (number `,`?)* `>`
//! return        ::= `return` expression?
//! expression    ::= primary (binop primary)*            (`.` binds tightest, then `*`, then
//!                                                        `+`, `-`)
//! primary       ::= id | id `(` (expression (`,` expression)*)? `)` | number
//!                 | `(` expression `)` | literal | struct_literal
//! literal       ::= `[` (literal | number) (`,` (literal | number))* `]`
//! struct_literal ::= `{` (struct_literal | literal | number)
//!                    (`,` (struct_literal | literal | number))* `}`
//! ```
//!
//! The struct syntax is chapter 7's. Unlike the tutorial's chapter 7 parser, a statement that
//! starts with a name is a declaration only when a second name follows (`Type name = ...`);
//! otherwise it is an expression, as in chapters 1 to 6 (`a + b;` stays a statement).
//!
//! Errors are values carrying the location of the token at fault; nesting deeper than
//! [`MAX_DEPTH`] is an error rather than a deep recursion. The parser checks only syntax (and
//! that nested literals are uniform); names and shapes are checked when lowering.

use std::sync::Arc;

use crate::ast::{Expr, ExprKind, Function, Location, Module, Param, Prototype, Record, Struct};
use crate::lexer::{Token, TokenKind, tokenize};

/// How deeply expressions may nest (parentheses, calls, literals) before the parser gives up.
pub const MAX_DEPTH: usize = 256;

/// A syntax error: where, and what was expected.
#[derive(Clone, Debug, PartialEq)]
pub struct ParseError {
    /// The location of the token at fault.
    pub loc: Location,
    /// What was expected and found.
    pub message: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: error: {}", self.loc, self.message)
    }
}

/// Parses the Toy source `text` of file `file`.
pub fn parse_module(file: &str, text: &str) -> Result<Module> {
    let file: Arc<str> = Arc::from(file);
    let tokens = tokenize(&file, text).map_err(|e| ParseError {
        loc: e.loc,
        message: e.message,
    })?;
    let mut parser = Parser {
        tokens,
        pos: 0,
        depth: 0,
    };
    let mut module = Module::default();
    loop {
        let record = match parser.kind() {
            TokenKind::Eof => break,
            TokenKind::Def => Record::Function(parser.definition()?),
            TokenKind::Struct => Record::Struct(parser.struct_definition()?),
            _ => return parser.error("`def` or `struct`", "when parsing top level module records"),
        };
        module.records.push(record);
    }
    Ok(module)
}

type Result<T> = std::result::Result<T, ParseError>;

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
    depth: usize,
}

impl Parser {
    fn token(&self) -> &Token {
        // The token list always ends with `Eof`, where the position stops.
        &self.tokens[self.pos.min(self.tokens.len() - 1)]
    }

    fn kind(&self) -> &TokenKind {
        &self.token().kind
    }

    fn loc(&self) -> Location {
        self.token().loc.clone()
    }

    fn is_punct(&self, c: char) -> bool {
        self.kind() == &TokenKind::Punct(c)
    }

    fn advance(&mut self) {
        if self.pos + 1 < self.tokens.len() {
            self.pos += 1;
        }
    }

    fn error<T>(&self, expected: &str, context: &str) -> Result<T> {
        Err(ParseError {
            loc: self.loc(),
            message: format!(
                "expected {expected} {context}, found {}",
                self.kind().describe()
            ),
        })
    }

    fn expect_punct(&mut self, c: char, context: &str) -> Result<()> {
        if !self.is_punct(c) {
            return self.error(&format!("`{c}`"), context);
        }
        self.advance();
        Ok(())
    }

    fn identifier(&mut self, expected: &str, context: &str) -> Result<String> {
        match self.kind() {
            TokenKind::Identifier(name) => {
                let name = name.clone();
                self.advance();
                Ok(name)
            }
            _ => self.error(expected, context),
        }
    }

    /// A non-empty list of `item`s separated by `,` and ended by `close` (consumed); `expected`
    /// names the tokens that may follow an item, for the error.
    fn list(
        &mut self,
        close: char,
        expected: &str,
        context: &str,
        mut item: impl FnMut(&mut Self) -> Result<()>,
    ) -> Result<()> {
        loop {
            item(self)?;
            if self.is_punct(close) {
                break;
            }
            if !self.is_punct(',') {
                return self.error(expected, context);
            }
            self.advance();
        }
        self.advance();
        Ok(())
    }

    /// Runs `f` one nesting level deeper, refusing to go beyond [`MAX_DEPTH`].
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        if self.depth >= MAX_DEPTH {
            return Err(ParseError {
                loc: self.loc(),
                message: format!("expressions nest deeper than {MAX_DEPTH} levels"),
            });
        }
        self.depth += 1;
        let result = f(self);
        self.depth -= 1;
        result
    }

    fn definition(&mut self) -> Result<Function> {
        let proto = self.prototype()?;
        let body = self.block()?;
        Ok(Function { proto, body })
    }

    /// `struct Name { var a; Other b; }`.
    fn struct_definition(&mut self) -> Result<Struct> {
        let loc = self.loc();
        self.advance();
        let name = self.identifier("name", "in struct definition")?;
        self.expect_punct('{', "in struct definition")?;
        let mut fields = Vec::new();
        loop {
            let loc = self.loc();
            let type_name = match self.kind() {
                TokenKind::Var => {
                    self.advance();
                    None
                }
                TokenKind::Identifier(_) => {
                    Some(self.identifier("type name", "in variable declaration")?)
                }
                _ => return self.error("`var` or type name", "in struct definition"),
            };
            let name = self.identifier("name", "in variable declaration")?;
            fields.push(Param {
                name,
                loc,
                type_name,
            });
            self.expect_punct(';', "after variable in struct definition")?;
            if self.is_punct('}') {
                break;
            }
        }
        self.advance();
        Ok(Struct { loc, name, fields })
    }

    fn prototype(&mut self) -> Result<Prototype> {
        let loc = self.loc();
        if self.kind() != &TokenKind::Def {
            return self.error("`def`", "in prototype");
        }
        self.advance();
        let name = self.identifier("function name", "in prototype")?;
        self.expect_punct('(', "in prototype")?;
        let mut params = Vec::new();
        if !self.is_punct(')') {
            loop {
                let loc = self.loc();
                let first = self.identifier("identifier", "in function parameter list")?;
                let param = if matches!(self.kind(), TokenKind::Identifier(_)) {
                    let name = self.identifier("identifier", "in function parameter list")?;
                    Param {
                        name,
                        loc,
                        type_name: Some(first),
                    }
                } else {
                    Param {
                        name: first,
                        loc,
                        type_name: None,
                    }
                };
                params.push(param);
                if !self.is_punct(',') {
                    break;
                }
                self.advance();
            }
        }
        self.expect_punct(')', "to end function prototype")?;
        Ok(Prototype { loc, name, params })
    }

    fn skip_semicolons(&mut self) {
        while self.is_punct(';') {
            self.advance();
        }
    }

    fn block(&mut self) -> Result<Vec<Expr>> {
        self.expect_punct('{', "to begin block")?;
        let mut exprs = Vec::new();
        self.skip_semicolons();
        while !self.is_punct('}') && self.kind() != &TokenKind::Eof {
            let typed = matches!(self.kind(), TokenKind::Identifier(_))
                && matches!(
                    self.tokens.get(self.pos + 1).map(|t| &t.kind),
                    Some(TokenKind::Identifier(_))
                );
            let expr = match self.kind() {
                TokenKind::Var => self.declaration()?,
                TokenKind::Identifier(_) if typed => self.declaration()?,
                TokenKind::Return => self.return_expr()?,
                _ => self.expression()?,
            };
            exprs.push(expr);
            if !self.is_punct(';') {
                return self.error("`;`", "after expression");
            }
            self.skip_semicolons();
        }
        self.expect_punct('}', "to close block")?;
        Ok(exprs)
    }

    /// `var name<shape> = init`, or `Type name = init` for a value of struct type.
    fn declaration(&mut self) -> Result<Expr> {
        let loc = self.loc();
        let (name, shape, type_name) = if self.kind() == &TokenKind::Var {
            self.advance();
            let name = self.identifier("identifier", "after `var`")?;
            let shape = if self.is_punct('<') {
                self.shape()?
            } else {
                Vec::new()
            };
            (name, shape, None)
        } else {
            let type_name = self.identifier("type name", "in variable declaration")?;
            let name = self.identifier("name", "in variable declaration")?;
            (name, Vec::new(), Some(type_name))
        };
        self.expect_punct('=', "in variable declaration")?;
        let init = Box::new(self.expression()?);
        Ok(Expr {
            loc,
            kind: ExprKind::VarDecl {
                name,
                shape,
                type_name,
                init,
            },
        })
    }

    fn shape(&mut self) -> Result<Vec<i64>> {
        self.advance();
        let mut shape = Vec::new();
        while let TokenKind::Number(value) = *self.kind() {
            if value.fract() != 0.0 || !(0.0..=i64::MAX as f64).contains(&value) {
                return Err(ParseError {
                    loc: self.loc(),
                    message: format!("expected a non-negative integer dimension, found `{value}`"),
                });
            }
            shape.push(value as i64);
            self.advance();
            if self.is_punct(',') {
                self.advance();
            }
        }
        self.expect_punct('>', "to end type")?;
        Ok(shape)
    }

    fn return_expr(&mut self) -> Result<Expr> {
        let loc = self.loc();
        self.advance();
        let value = if self.is_punct(';') {
            None
        } else {
            Some(Box::new(self.expression()?))
        };
        Ok(Expr {
            loc,
            kind: ExprKind::Return(value),
        })
    }

    fn expression(&mut self) -> Result<Expr> {
        self.nested(|p| {
            let lhs = p.primary()?;
            p.binop_rhs(0, lhs)
        })
    }

    fn precedence(&self) -> i32 {
        match self.kind() {
            TokenKind::Punct('+' | '-') => 20,
            TokenKind::Punct('*') => 40,
            TokenKind::Punct('.') => 60,
            _ => -1,
        }
    }

    /// The rest of a binary expression whose operators bind at least as tightly as
    /// `min_precedence`, with `lhs` parsed already (operator-precedence parsing).
    fn binop_rhs(&mut self, min_precedence: i32, mut lhs: Expr) -> Result<Expr> {
        // Each operator of a chain (`a + b + c ...`) deepens the tree by one: counted with the
        // nesting, so that walking the tree stays within the bound too.
        let mut chain = 0;
        loop {
            let precedence = self.precedence();
            if precedence < min_precedence {
                return Ok(lhs);
            }
            chain += 1;
            if self.depth + chain > MAX_DEPTH {
                return Err(ParseError {
                    loc: self.loc(),
                    message: format!("expressions nest deeper than {MAX_DEPTH} levels"),
                });
            }
            let TokenKind::Punct(op) = *self.kind() else {
                return Ok(lhs);
            };
            self.advance();
            // As in the tutorial, a binary expression is located at its right operand.
            let loc = self.loc();
            let mut rhs = self.nested(|p| p.primary())?;
            if precedence < self.precedence() {
                rhs = self.nested(|p| p.binop_rhs(precedence + 1, rhs))?;
            }
            lhs = Expr {
                loc,
                kind: ExprKind::BinOp {
                    op,
                    lhs: Box::new(lhs),
                    rhs: Box::new(rhs),
                },
            };
        }
    }

    fn primary(&mut self) -> Result<Expr> {
        match self.kind() {
            TokenKind::Identifier(_) => self.identifier_expr(),
            TokenKind::Number(_) => Ok(self.number()),
            TokenKind::Punct('(') => {
                self.advance();
                let expr = self.expression()?;
                self.expect_punct(')', "to close expression with parentheses")?;
                Ok(expr)
            }
            TokenKind::Punct('[') => self.nested(|p| p.literal()),
            TokenKind::Punct('{') => self.nested(|p| p.struct_literal()),
            _ => self.error("expression", "here"),
        }
    }

    /// The number at the current token (which must be one).
    fn number(&mut self) -> Expr {
        let value = match *self.kind() {
            TokenKind::Number(value) => value,
            _ => 0.0,
        };
        let loc = self.loc();
        self.advance();
        Expr {
            loc,
            kind: ExprKind::Number(value),
        }
    }

    fn identifier_expr(&mut self) -> Result<Expr> {
        let loc = self.loc();
        let name = self.identifier("identifier", "in expression")?;
        if !self.is_punct('(') {
            return Ok(Expr {
                loc,
                kind: ExprKind::Var(name),
            });
        }
        self.advance();
        let mut args = Vec::new();
        if self.is_punct(')') {
            self.advance();
        } else {
            self.list(')', "`,` or `)`", "in argument list", |p| {
                args.push(p.expression()?);
                Ok(())
            })?;
        }
        if name == "print" {
            if args.len() != 1 {
                return Err(ParseError {
                    loc,
                    message: format!("`print` takes a single argument, found {}", args.len()),
                });
            }
            let value = Box::new(args.remove(0));
            return Ok(Expr {
                loc,
                kind: ExprKind::Print(value),
            });
        }
        Ok(Expr {
            loc,
            kind: ExprKind::Call { callee: name, args },
        })
    }

    /// `{[1, 2], 3, {4}}`.
    fn struct_literal(&mut self) -> Result<Expr> {
        let loc = self.loc();
        self.advance();
        let mut values = Vec::new();
        let context = "in struct literal expression";
        self.list('}', "`}` or `,`", context, |p| {
            let value = match *p.kind() {
                TokenKind::Punct('[') => p.nested(|p| p.literal())?,
                TokenKind::Punct('{') => p.nested(|p| p.struct_literal())?,
                TokenKind::Number(_) => p.number(),
                _ => return p.error("`{`, `[` or number", context),
            };
            values.push(value);
            Ok(())
        })?;
        Ok(Expr {
            loc,
            kind: ExprKind::StructLiteral(values),
        })
    }

    fn literal(&mut self) -> Result<Expr> {
        let loc = self.loc();
        self.advance();
        let mut values = Vec::new();
        let context = "in literal expression";
        self.list(']', "`]` or `,`", context, |p| {
            let value = match *p.kind() {
                TokenKind::Punct('[') => p.nested(|p| p.literal())?,
                TokenKind::Number(_) => p.number(),
                _ => return p.error("number or `[`", context),
            };
            values.push(value);
            Ok(())
        })?;
        let mut dims = vec![values.len() as i64];
        let nested_dims = |e: &Expr| match &e.kind {
            ExprKind::Literal { dims, .. } => Some(dims.clone()),
            _ => None,
        };
        if values.iter().any(|v| nested_dims(v).is_some()) {
            let first = nested_dims(&values[0]);
            if first.is_none() || values.iter().any(|v| nested_dims(v) != first) {
                return Err(ParseError {
                    loc,
                    message: "expected uniform well-nested dimensions inside literal expression"
                        .to_string(),
                });
            }
            dims.extend(first.unwrap_or_default());
        }
        Ok(Expr {
            loc,
            kind: ExprKind::Literal { values, dims },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::dump;

    fn error(text: &str) -> String {
        parse_module("t.toy", text).unwrap_err().to_string()
    }

    #[test]
    fn precedence_and_locations_follow_the_tutorial() {
        let module = parse_module("t.toy", "def f(a, b) {\n  return a + b * a - b;\n}").unwrap();
        assert_eq!(
            dump(&module),
            "Module:\n  Function \n    Proto 'f' @t.toy:1:1'\n    Params: [a, b]\n    Block {\n      Return\n        BinOp: - @t.toy:2:22\n          BinOp: + @t.toy:2:14\n            var: a @t.toy:2:10\n            BinOp: * @t.toy:2:18\n              var: b @t.toy:2:14\n              var: a @t.toy:2:18\n          var: b @t.toy:2:22\n    } // Block\n"
        );
    }

    #[test]
    fn literals_shapes_print_and_empty_statements() {
        let module = parse_module(
            "t.toy",
            "def main() {;; var x<2, 2> = [[1, 2], [3, 4]];; print((x)); return; }",
        )
        .unwrap();
        assert_eq!(
            dump(&module),
            "Module:\n  Function \n    Proto 'main' @t.toy:1:1'\n    Params: []\n    Block {\n      VarDecl x<2, 2> @t.toy:1:16\n        Literal: <2, 2>[ <2>[ 1.000000e+00, 2.000000e+00], <2>[ 3.000000e+00, 4.000000e+00]] @t.toy:1:30\n      Print [ @t.toy:1:49\n        var: x @t.toy:1:56\n      ]\n      Return\n        (void)\n    } // Block\n"
        );
    }

    #[test]
    fn syntax_errors_name_the_place_and_what_was_expected() {
        assert_eq!(
            error("def f() {\n  return 1\n}"),
            "t.toy:3:1: error: expected `;` after expression, found `}`"
        );
        assert_eq!(
            error("def f( { }"),
            "t.toy:1:8: error: expected identifier in function parameter list, found `{`"
        );
        assert_eq!(
            error("def f() { var a = [[1], [2, 3]]; }"),
            "t.toy:1:19: error: expected uniform well-nested dimensions inside literal expression"
        );
        assert_eq!(
            error("def f() { var a = [[1], 2]; }"),
            "t.toy:1:19: error: expected uniform well-nested dimensions inside literal expression"
        );
        assert_eq!(
            error("def f() { print(1, 2); }"),
            "t.toy:1:11: error: `print` takes a single argument, found 2"
        );
        assert_eq!(
            error("var x = 1;"),
            "t.toy:1:1: error: expected `def` or `struct` when parsing top level module records, found `var`"
        );
        assert_eq!(
            error("def f() { var a<2.5> = 1; }"),
            "t.toy:1:17: error: expected a non-negative integer dimension, found `2.5`"
        );
        assert_eq!(
            error("def f() { a + ; }"),
            "t.toy:1:15: error: expected expression here, found `;`"
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let text = format!(
            "def f() {{ return {}1{}; }}",
            "(".repeat(5000),
            ")".repeat(5000)
        );
        assert!(error(&text).contains("nest deeper than 256 levels"));
        let text = format!(
            "def f() {{ return {}1{}; }}",
            "[".repeat(5000),
            "]".repeat(5000)
        );
        assert!(error(&text).contains("nest deeper than 256 levels"));
        let text = format!("def f() {{ return 1{}; }}", " + 1".repeat(5000));
        assert!(error(&text).contains("nest deeper than 256 levels"));
        let text = format!("def f() {{ return 1{}; }}", " * 1 + 1".repeat(100));
        assert!(parse_module("t.toy", &text).is_ok());
    }

    /// Every prefix of a valid program (cut at any character) parses or fails with an error
    /// located inside the text, never a panic; `-emit=mlir` on it gives IR or an error, never a
    /// panic either.
    fn cut_everywhere(text: &str) {
        let lines = text.lines().count() as u32 + 1;
        let ctx = crate::context();
        for (cut, _) in text.char_indices() {
            match parse_module("t.toy", &text[..cut]) {
                Err(e) => {
                    assert!(e.loc.line >= 1 && e.loc.line <= lines, "{e}");
                    assert!(e.message.starts_with("expected") || e.message.contains("number"));
                }
                Ok(module) => drop(crate::mlirgen::mlir_gen(&ctx, &module)),
            }
        }
        assert!(parse_module("t.toy", text).is_ok());
    }

    #[test]
    fn truncated_inputs_fail_cleanly() {
        cut_everywhere(
            "# c\ndef multiply_transpose(a, b) {\n  return transpose(a) * transpose(b);\n}\ndef main() {\n  var a = [[1, 2, 3], [4, 5, 6]];\n  var b<2, 3> = [1, 2, 3, 4, 5, 6];\n  var c = multiply_transpose(a, b);\n  print(c - (a + b));\n}\n",
        );
    }

    /// The same with chapter 7's struct syntax: definitions with a struct-typed field, a typed
    /// parameter, field access, a typed declaration and nested struct literals.
    #[test]
    fn truncated_struct_inputs_fail_cleanly() {
        cut_everywhere(
            "struct Pair {\n  var a;\n  var b;\n}\nstruct Outer { Pair p; var s; }\ndef f(Outer o, x) {\n  return transpose(o.p.a) * o.s + x;\n}\ndef main() {\n  Outer o = {{[[1, 2]], .5}, [3]};\n  print(f(o, 1.5));\n}\n",
        );
    }

    #[test]
    fn structs_parse_into_records_in_source_order() {
        let module = parse_module(
            "t.toy",
            "def f() { return; }\nstruct S { var a; S b; }\ndef g(S s, t) { S u = {1, {[2]}}; return s.a; }",
        )
        .unwrap();
        assert!(matches!(&module.records[0], Record::Function(f) if f.proto.name == "f"));
        let Record::Struct(s) = &module.records[1] else {
            panic!("a struct");
        };
        assert_eq!(s.name, "S");
        let fields: Vec<_> = s
            .fields
            .iter()
            .map(|f| (f.name.as_str(), f.type_name.as_deref()))
            .collect();
        assert_eq!(fields, vec![("a", None), ("b", Some("S"))]);
        let g = module.functions().nth(1).unwrap();
        let types: Vec<_> = g
            .proto
            .params
            .iter()
            .map(|p| p.type_name.as_deref())
            .collect();
        assert_eq!(types, vec![Some("S"), None]);
        assert!(matches!(
            &g.body[0].kind,
            ExprKind::VarDecl { type_name: Some(t), init, .. }
                if t == "S" && matches!(init.kind, ExprKind::StructLiteral(ref v) if v.len() == 2)
        ));
        assert!(matches!(
            &g.body[1].kind,
            ExprKind::Return(Some(e)) if matches!(e.kind, ExprKind::BinOp { op: '.', .. })
        ));
    }
}
