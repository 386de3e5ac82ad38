//! The Toy abstract syntax tree, each node with its source location, and its textual dump
//! (`toyc -emit=ast`), in the format of MLIR's Toy tutorial.
//!
//! The tree is what the parser read, unchecked: names are not resolved and shapes not
//! checked; that happens when the tree is lowered to the `toy` dialect (`mlirgen`). Chapter 7's
//! structs are here too (definitions, struct-typed declarations and parameters, struct
//! literals, `.` access), as far as the syntax goes: the lowering rejects them.

use std::fmt::Write;
use std::sync::Arc;

/// A place in a source file: 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file name as given on the command line.
    pub file: Arc<str>,
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1.
    pub col: u32,
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// An expression and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// Where it is in the source.
    pub loc: Location,
    /// What it is.
    pub kind: ExprKind,
}

/// The kinds of expressions (statements are expressions too, as in the tutorial).
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A number: `1.5`.
    Number(f64),
    /// A tensor literal: `[[1, 2], [3, 4]]`; `dims` is the shape, outermost first, and each
    /// value is a number or a nested literal.
    Literal {
        /// The elements at this level.
        values: Vec<Expr>,
        /// The shape of the whole literal.
        dims: Vec<i64>,
    },
    /// A reference to a variable or parameter.
    Var(String),
    /// `var name<shape> = init` (an empty shape when none is written), or `Type name = init`
    /// for a value of struct type `Type`.
    VarDecl {
        /// The variable.
        name: String,
        /// The declared shape.
        shape: Vec<i64>,
        /// The struct type named instead of `var`.
        type_name: Option<String>,
        /// The initial value.
        init: Box<Expr>,
    },
    /// A struct literal: `{[1, 2], 3, {[4]}}`, each value a tensor literal, a number or a
    /// struct literal.
    StructLiteral(Vec<Expr>),
    /// `return` with an optional value.
    Return(Option<Box<Expr>>),
    /// `lhs op rhs` with `op` one of `+`, `-`, `*`, or `.` (struct field access, the field a
    /// `Var`).
    BinOp {
        /// The operator.
        op: char,
        /// The left operand.
        lhs: Box<Expr>,
        /// The right operand.
        rhs: Box<Expr>,
    },
    /// A call of a function or of the builtin `transpose`.
    Call {
        /// The function called.
        callee: String,
        /// The arguments.
        args: Vec<Expr>,
    },
    /// The builtin `print(value)`.
    Print(Box<Expr>),
}

/// A function's name and parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    /// Where `def` is.
    pub loc: Location,
    /// The function's name.
    pub name: String,
    /// The parameters.
    pub params: Vec<Param>,
}

/// A function parameter (`a`, or `Type a` for a struct) or a struct field (`var a;` or
/// `Type a;`, without shape or initializer).
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// Its name.
    pub name: String,
    /// Where it is written.
    pub loc: Location,
    /// The struct type written before the name (instead of `var` for a field).
    pub type_name: Option<String>,
}

/// A struct definition: `struct Name { var a; var b; }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Struct {
    /// Where `struct` is.
    pub loc: Location,
    /// The struct's name.
    pub name: String,
    /// Its fields, at least one.
    pub fields: Vec<Param>,
}

/// A top-level definition.
#[derive(Clone, Debug, PartialEq)]
pub enum Record {
    /// `def ...`.
    Function(Function),
    /// `struct ...`.
    Struct(Struct),
}

/// A function definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Its prototype.
    pub proto: Prototype,
    /// Its statements.
    pub body: Vec<Expr>,
}

/// A whole Toy file: its functions and structs in source order.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    /// The definitions.
    pub records: Vec<Record>,
}

impl Module {
    /// The functions, in source order.
    pub fn functions(&self) -> impl Iterator<Item = &Function> {
        self.records.iter().filter_map(|r| match r {
            Record::Function(f) => Some(f),
            Record::Struct(_) => None,
        })
    }
}

/// Formats `value` as C's `%e` does (`1.000000e+00`), which is how the tutorial prints numbers.
pub fn format_c_exponent(value: f64) -> String {
    if !value.is_finite() {
        return value.to_string();
    }
    let text = format!("{value:.6e}");
    match text.split_once('e') {
        Some((mantissa, exponent)) => {
            let (sign, digits) = match exponent.strip_prefix('-') {
                Some(digits) => ('-', digits),
                None => ('+', exponent),
            };
            format!("{mantissa}e{sign}{digits:0>2}")
        }
        None => text,
    }
}

/// The tutorial's dump of `module`: one node per line, two spaces of indentation per level.
pub fn dump(module: &Module) -> String {
    let mut dumper = Dumper::default();
    dumper.line(0, "Module:");
    for record in &module.records {
        match record {
            Record::Function(function) => dumper.function(function),
            Record::Struct(definition) => dumper.definition(definition),
        }
    }
    dumper.out
}

#[derive(Default)]
struct Dumper {
    out: String,
}

impl Dumper {
    fn line(&mut self, depth: usize, text: &str) {
        self.indent(depth);
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn function(&mut self, function: &Function) {
        self.line(1, "Function ");
        let proto = &function.proto;
        // The tutorial's dump closes the prototype's location with a stray quote; kept so the
        // output is the tutorial's.
        self.line(2, &format!("Proto '{}' @{}'", proto.name, proto.loc));
        let params: Vec<&str> = proto.params.iter().map(|p| p.name.as_str()).collect();
        self.line(2, &format!("Params: [{}]", params.join(", ")));
        self.line(2, "Block {");
        for expr in &function.body {
            self.expr(3, expr);
        }
        self.line(2, "} // Block");
    }

    /// A struct (chapter 7's dump): its name, then its fields as declarations without value.
    fn definition(&mut self, definition: &Struct) {
        self.line(
            1,
            &format!("Struct: {} @{}", definition.name, definition.loc),
        );
        self.line(2, "Variables: [");
        for field in &definition.fields {
            let ty = field.type_name.as_deref().unwrap_or("");
            self.line(3, &format!("VarDecl {}<{ty}> @{}", field.name, field.loc));
        }
        self.line(2, "]");
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }

    fn expr(&mut self, depth: usize, expr: &Expr) {
        let loc = &expr.loc;
        match &expr.kind {
            ExprKind::Number(value) => {
                self.line(depth, &format!("{} @{loc}", format_c_exponent(*value)));
            }
            ExprKind::Literal { .. } => {
                let mut text = "Literal: ".to_string();
                literal(&mut text, expr);
                let _ = write!(text, " @{loc}");
                self.line(depth, &text);
            }
            ExprKind::Var(name) => self.line(depth, &format!("var: {name} @{loc}")),
            ExprKind::VarDecl {
                name,
                shape,
                type_name,
                init,
            } => {
                let ty = match type_name {
                    Some(type_name) => type_name.clone(),
                    None => {
                        let shape: Vec<String> = shape.iter().map(i64::to_string).collect();
                        shape.join(", ")
                    }
                };
                self.line(depth, &format!("VarDecl {name}<{ty}> @{loc}"));
                self.expr(depth + 1, init);
            }
            ExprKind::StructLiteral(values) => {
                // The tutorial's dump: the first value follows on the same line, the location
                // comes last on a line of its own.
                self.indent(depth);
                self.out.push_str("Struct Literal: ");
                for value in values {
                    self.expr(depth + 1, value);
                }
                self.indent(depth);
                let _ = writeln!(self.out, " @{loc}");
            }
            ExprKind::Return(value) => {
                self.line(depth, "Return");
                match value {
                    Some(value) => self.expr(depth + 1, value),
                    None => self.line(depth + 1, "(void)"),
                }
            }
            ExprKind::BinOp { op, lhs, rhs } => {
                self.line(depth, &format!("BinOp: {op} @{loc}"));
                self.expr(depth + 1, lhs);
                self.expr(depth + 1, rhs);
            }
            ExprKind::Call { callee, args } => {
                self.line(depth, &format!("Call '{callee}' [ @{loc}"));
                for arg in args {
                    self.expr(depth + 1, arg);
                }
                self.line(depth, "]");
            }
            ExprKind::Print(value) => {
                self.line(depth, &format!("Print [ @{loc}"));
                self.expr(depth + 1, value);
                self.line(depth, "]");
            }
        }
    }
}

/// Writes a literal with its shape at every level: `<2, 2>[ <2>[ 1, 2], <2>[ 3, 4]]`.
fn literal(out: &mut String, expr: &Expr) {
    match &expr.kind {
        ExprKind::Literal { values, dims } => {
            let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
            let _ = write!(out, "<{}>[ ", dims.join(", "));
            for (i, value) in values.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                literal(out, value);
            }
            out.push(']');
        }
        ExprKind::Number(value) => out.push_str(&format_c_exponent(*value)),
        // The parser puts only numbers and literals inside a literal.
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_print_like_c_exponent_format() {
        assert_eq!(format_c_exponent(1.0), "1.000000e+00");
        assert_eq!(format_c_exponent(0.0), "0.000000e+00");
        assert_eq!(format_c_exponent(123.5), "1.235000e+02");
        assert_eq!(format_c_exponent(0.001), "1.000000e-03");
        assert_eq!(format_c_exponent(1e100), "1.000000e+100");
    }
}
