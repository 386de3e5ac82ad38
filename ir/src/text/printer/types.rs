//! Printing types: the builtin types in MLIR's syntax (`i32`, `tensor<?x4xf32>`,
//! `memref<4xf32, strided<[1], offset: ?>, 1>`, `(i32) -> (i32, i64)`, ...), opaque types of
//! unregistered dialects back as they were read (`!d.t<1>`, `!d<"x">`), and dialect types
//! through their dialect's hook. Not the alias collection (see `aliases`).

use super::{DialectAsmPrinter, Elision, OpAsmPrinter, push_i64, push_u64};
use crate::types::{DYNAMIC, Type, TypeData};

impl OpAsmPrinter<'_> {
    /// Prints `ty`, or its alias.
    pub(super) fn print_type_or_alias(&mut self, ty: Type) {
        if self.collecting {
            self.visit_type(ty, false);
            return;
        }
        if let Some(alias) = self.aliases.type_alias(ty) {
            self.out.push_str(alias);
            return;
        }
        self.print_type_impl(ty);
    }

    /// Prints a comma-separated list of types.
    pub(super) fn print_type_list(&mut self, types: impl IntoIterator<Item = Type>) {
        for (i, ty) in types.into_iter().enumerate() {
            if i > 0 {
                self.put(", ");
            }
            self.print_type_or_alias(ty);
        }
    }

    /// Prints `ty` itself, never its alias (its parts may use theirs).
    pub(super) fn print_type_impl(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => {
                self.out.push_str(match signedness {
                    crate::types::Signedness::Signless => "i",
                    crate::types::Signedness::Signed => "si",
                    crate::types::Signedness::Unsigned => "ui",
                });
                push_u64(&mut self.out, (*width).into());
            }
            TypeData::Index => self.out.push_str("index"),
            TypeData::Float(kind) => self.out.push_str(kind.keyword()),
            TypeData::None => self.out.push_str("none"),
            TypeData::Function { inputs, results } => {
                self.out.push('(');
                self.print_type_list(inputs.iter().copied());
                self.out.push_str(") -> ");
                self.print_results(results.iter().copied());
            }
            TypeData::Tuple(types) => {
                self.out.push_str("tuple<");
                self.print_type_list(types.iter().copied());
                self.out.push('>');
            }
            TypeData::Complex(element) => {
                self.out.push_str("complex<");
                self.print_type_or_alias(*element);
                self.out.push('>');
            }
            TypeData::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                for (i, &dim) in shape.iter().enumerate() {
                    let is_scalable = scalable.get(i).copied().unwrap_or(false);
                    if is_scalable {
                        self.out.push('[');
                    }
                    push_i64(&mut self.out, dim);
                    if is_scalable {
                        self.out.push(']');
                    }
                    self.out.push('x');
                }
                self.print_type_or_alias(*element);
                self.out.push('>');
            }
            TypeData::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.print_shape(shape);
                self.print_type_or_alias(*element);
                if let Some(encoding) = encoding {
                    self.out.push_str(", ");
                    self.print_attribute_or_alias(*encoding, Elision::Never);
                }
                self.out.push('>');
            }
            TypeData::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.print_type_or_alias(*element);
                self.out.push('>');
            }
            TypeData::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.print_shape(shape);
                self.print_type_or_alias(*element);
                if let Some(layout) = layout
                    && !self.is_identity_layout(*layout)
                {
                    self.out.push_str(", ");
                    self.print_attribute_or_alias(*layout, Elision::May);
                }
                if let Some(space) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute_or_alias(*space, Elision::May);
                }
                self.out.push('>');
            }
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.print_type_or_alias(*element);
                if let Some(space) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute_or_alias(*space, Elision::May);
                }
                self.out.push('>');
            }
            TypeData::Opaque { dialect, data } => {
                push_dialect_symbol(&mut self.out, '!', dialect, data)
            }
            TypeData::Dialect(storage) => {
                let hook = self.dialect(storage.dialect).and_then(|d| d.print_type);
                let body = self.capture(|p| match hook {
                    Some(hook) => hook(&mut DialectAsmPrinter { printer: p }, storage),
                    None => p.print_unprintable(storage),
                });
                push_dialect_symbol(&mut self.out, '!', storage.dialect, &body);
                self.scratch.push(body);
            }
        }
    }

    /// Prints the results of a function type: a single non-function type bare, else in
    /// parentheses.
    pub(super) fn print_results(&mut self, results: impl ExactSizeIterator<Item = Type> + Clone) {
        let mut first = results.clone();
        if results.len() == 1
            && let Some(only) = first.next()
            && !matches!(self.ctx.type_data(only), TypeData::Function { .. })
        {
            self.print_type_or_alias(only);
            return;
        }
        self.put_char('(');
        self.print_type_list(results);
        self.put_char(')');
    }

    /// Prints the dimensions of a shape, each followed by `x`; `?` for dynamic ones.
    fn print_shape(&mut self, shape: &[i64]) {
        for &dim in shape {
            if dim == DYNAMIC {
                self.out.push('?');
            } else {
                push_i64(&mut self.out, dim);
            }
            self.out.push('x');
        }
    }

    /// Runs `print` with the output redirected to a scratch buffer, and returns that buffer
    /// (give it back through `self.scratch` when done with it).
    pub(super) fn capture(&mut self, print: impl FnOnce(&mut Self)) -> String {
        let buffer = self.scratch.pop().unwrap_or_default();
        let saved = std::mem::replace(&mut self.out, buffer);
        self.out.clear();
        print(self);
        std::mem::replace(&mut self.out, saved)
    }

    /// What a dialect type or attribute without a print hook prints as: its mnemonic and
    /// parameters as a quoted string, which still reads back as an opaque value.
    pub(super) fn print_unprintable(&mut self, storage: &crate::storage::DynStorage) {
        let text = format!("{storage:?}");
        super::push_escaped(&mut self.out, text.as_bytes());
    }
}

/// Appends `!dialect.body`, or `!dialect<body>` when the body is not an identifier optionally
/// followed by `<...>` (MLIR's `printDialectSymbol`).
pub(super) fn push_dialect_symbol(out: &mut String, sigil: char, dialect: &str, body: &str) {
    out.push(sigil);
    out.push_str(dialect);
    if is_pretty_dialect_body(body) {
        out.push('.');
        out.push_str(body);
    } else {
        out.push('<');
        out.push_str(body);
        out.push('>');
    }
}

/// Whether a dialect symbol's body can follow `dialect.`: a letter, then letters, digits, `.`
/// and `_`, then nothing or `<...>`.
fn is_pretty_dialect_body(body: &str) -> bool {
    let bytes = body.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    let rest = bytes
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'.' || c == b'_'))
        .map_or(&[][..], |at| &bytes[at..]);
    rest.is_empty() || (rest[0] == b'<' && rest[rest.len() - 1] == b'>')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dialect_symbols_use_the_pretty_form_when_they_can() {
        let mut out = String::new();
        push_dialect_symbol(&mut out, '!', "d", "t<1, \"2\">");
        push_dialect_symbol(&mut out, '!', "d", "\"t\"");
        push_dialect_symbol(&mut out, '#', "d", "a.b_c");
        push_dialect_symbol(&mut out, '#', "d", "x y");
        assert_eq!(out, "!d.t<1, \"2\">!d<\"t\">#d.a.b_c#d<x y>");
    }
}
