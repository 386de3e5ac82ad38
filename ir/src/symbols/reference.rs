//! [`SymbolRef`]: a symbol reference as a list of names, the form resolution works on.
//!
//! In attribute storage a reference `@a::@b::@c` is a root name and a list of flat references
//! ([`AttrData::SymbolRef`]); here it is simply the names in order, which makes prefixes, leaf
//! renames and error messages easy. It converts to and from the uniqued attribute. It is not a
//! parser: textual references are read by the IR parser.

use super::error::SymbolError;
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use std::fmt::Write;

/// The name that stands for one `@.super::` part of a relative reference.
pub const SUPER_NAME: &str = ".super";

/// Where a reference starts resolving, read off its leading parts (see [`SymbolRef::base`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RefBase {
    /// An ordinary reference `@a::@b`: the nearest symbol table of the user.
    Nearest,
    /// `@.super::` repeated this many times (at least once): that many tables further up.
    Up(usize),
    /// `@::@a::@b`: the outermost symbol table the user can see (the top one, or the outermost
    /// table inside the nearest `IsolatedSymbols` boundary).
    Absolute,
}

/// A symbol reference: one name for a flat reference `@f`, several for a nested one `@m::@f`
/// (root first, leaf last). Each name is a string attribute. Never empty.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SymbolRef {
    names: Vec<Attribute>,
}

impl SymbolRef {
    /// The reference made of `names` (root first), interning them; `None` when `names` is empty.
    pub fn new(ctx: &Context, names: &[&str]) -> Option<SymbolRef> {
        Self::from_names(names.iter().map(|n| ctx.string_attr(n)).collect())
    }

    /// The reference made of `names`, string attributes, root first; `None` when empty.
    pub fn from_names(names: Vec<Attribute>) -> Option<SymbolRef> {
        (!names.is_empty()).then_some(SymbolRef { names })
    }

    /// The flat reference `@name` (`name` is a string attribute).
    pub fn flat(name: Attribute) -> SymbolRef {
        SymbolRef { names: vec![name] }
    }

    /// The reference held by a symbol reference attribute; `None` for any other attribute.
    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<SymbolRef> {
        let AttrData::SymbolRef { root, nested } = ctx.attr_data(attr) else {
            return None;
        };
        let mut names = Vec::with_capacity(1 + nested.len());
        names.push(*root);
        for &part in nested.iter() {
            match ctx.attr_data(part) {
                AttrData::SymbolRef { root, .. } => names.push(*root),
                _ => return None,
            }
        }
        Some(SymbolRef { names })
    }

    /// The uniqued symbol reference attribute.
    pub fn to_attr(&self, ctx: &Context) -> Attribute {
        let nested = self.names[1..]
            .iter()
            .map(|&name| {
                ctx.intern_attr(AttrData::SymbolRef {
                    root: name,
                    nested: Box::new([]),
                })
            })
            .collect();
        ctx.intern_attr(AttrData::SymbolRef {
            root: self.names[0],
            nested,
        })
    }

    /// All names, root first.
    pub fn names(&self) -> &[Attribute] {
        &self.names
    }

    /// The first name: the symbol looked up in the starting symbol table.
    pub fn root(&self) -> Attribute {
        self.names[0]
    }

    /// The last name: the symbol the reference designates.
    pub fn leaf(&self) -> Attribute {
        self.names[self.names.len() - 1]
    }

    /// The names after the root.
    pub fn nested(&self) -> &[Attribute] {
        &self.names[1..]
    }

    /// Number of names.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Always `false`: a reference has at least one name.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Whether this is a flat reference (a single name).
    pub fn is_flat(&self) -> bool {
        self.names.len() == 1
    }

    /// Whether `other` equals this reference or extends it with more nested names (`@a` is a
    /// prefix of `@a::@b`): a use of `other` is then also a use of this reference's symbol.
    pub fn is_prefix_of(&self, other: &SymbolRef) -> bool {
        other.names.starts_with(&self.names)
    }

    /// This reference with its leaf replaced by `leaf`.
    pub fn with_leaf(&self, leaf: Attribute) -> SymbolRef {
        let mut names = self.names.clone();
        let last = names.len() - 1;
        names[last] = leaf;
        SymbolRef { names }
    }

    /// When this reference starts with `old`, the same reference starting with `new` instead.
    pub fn with_prefix_replaced(&self, old: &SymbolRef, new: &SymbolRef) -> Option<SymbolRef> {
        if !old.is_prefix_of(self) {
            return None;
        }
        let mut names = new.names.clone();
        names.extend_from_slice(&self.names[old.names.len()..]);
        Some(SymbolRef { names })
    }

    /// The relative reference `@.super::` × `levels` followed by `names`; `None` when `names`
    /// is empty.
    pub fn relative(ctx: &Context, levels: usize, names: &[&str]) -> Option<SymbolRef> {
        if names.is_empty() {
            return None;
        }
        let sup = ctx.string_attr(SUPER_NAME);
        let mut all = vec![sup; levels];
        all.extend(names.iter().map(|n| ctx.string_attr(n)));
        Some(SymbolRef { names: all })
    }

    /// The absolute reference `@::@a::@b` to `names`; `None` when `names` is empty.
    pub fn absolute(ctx: &Context, names: &[&str]) -> Option<SymbolRef> {
        if names.is_empty() {
            return None;
        }
        let mut all = vec![ctx.string_attr("")];
        all.extend(names.iter().map(|n| ctx.string_attr(n)));
        Some(SymbolRef { names: all })
    }

    /// Where this reference starts and the index of its first symbol name: `@a::@b` is
    /// `(Nearest, 0)`, `@.super::@.super::@a` is `(Up(2), 2)`, `@::@a` is `(Absolute, 1)`.
    /// Fails on a `@.super` after a symbol name, on an absolute marker followed by `@.super`, and
    /// on a reference with no symbol name after its prefix. Costs one byte comparison per
    /// leading part: ordinary references pay a single check.
    pub fn base(&self, ctx: &Context) -> Result<(RefBase, usize), SymbolError> {
        let is_super = |name: Attribute| ctx.string_bytes(name) == SUPER_NAME.as_bytes();
        let root = ctx.string_bytes(self.names[0]);
        let (base, start) = if self.names.len() > 1 && root.is_empty() {
            (RefBase::Absolute, 1)
        } else if root == SUPER_NAME.as_bytes() {
            let levels = 1 + self.names[1..].iter().take_while(|&&n| is_super(n)).count();
            (RefBase::Up(levels), levels)
        } else {
            (RefBase::Nearest, 0)
        };
        if start == self.names.len() {
            return Err(SymbolError::MissingName {
                reference: self.display(ctx),
            });
        }
        // Past the prefix (the root of an ordinary reference is known not to be `@.super`).
        if self.names[start.max(1)..].iter().any(|&n| is_super(n)) {
            return Err(SymbolError::MisplacedSuper {
                reference: self.display(ctx),
            });
        }
        Ok((base, start))
    }

    /// Whether the reference starts with `@.super::` or is absolute (`@::`): a reference that
    /// does not resolve in the nearest symbol table.
    pub fn is_escaping(&self, ctx: &Context) -> bool {
        let root = ctx.string_bytes(self.names[0]);
        root == SUPER_NAME.as_bytes() || (root.is_empty() && self.names.len() > 1)
    }

    /// The reference as IR text, `@a::@b`, with names quoted when they are not identifiers;
    /// `@.super::@a` and `@::@a` for relative and absolute references.
    pub fn display(&self, ctx: &Context) -> String {
        let mut out = String::new();
        for (index, &name) in self.names.iter().enumerate() {
            if index > 0 {
                out.push_str("::");
            }
            let bytes = ctx.string_bytes(name);
            if index == 0 && bytes.is_empty() && self.names.len() > 1 {
                out.push('@');
            } else {
                write_symbol_name(&mut out, bytes);
            }
        }
        out
    }
}

/// Writes `@name`, quoting and escaping the name unless it is a bare identifier (a letter or one
/// of `_$.-` followed by letters, digits and `_$.-`, or only digits).
pub(crate) fn write_symbol_name(out: &mut String, name: &[u8]) {
    out.push('@');
    let punct = |c: u8| matches!(c, b'_' | b'$' | b'.' | b'-');
    let bare = match name.first() {
        None => false,
        Some(c) if c.is_ascii_digit() => name.iter().all(u8::is_ascii_digit),
        Some(&c) => {
            (c.is_ascii_alphabetic() || punct(c))
                && name.iter().all(|&c| c.is_ascii_alphanumeric() || punct(c))
        }
    };
    if bare {
        // Bare identifiers are ASCII.
        out.extend(name.iter().map(|&c| c as char));
        return;
    }
    write_quoted(out, name);
}

/// Writes `bytes` as an IR string literal: quoted, with `"` and `\` escaped and bytes outside
/// printable ASCII written as `\XX`.
pub(crate) fn write_quoted(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &c in bytes {
        match c {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(c as char);
            }
            0x20..=0x7e => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{c:02X}");
            }
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_round_trip_through_attributes() {
        let ctx = Context::new();
        let nested = SymbolRef::new(&ctx, &["a", "b", "c"]).unwrap();
        let attr = nested.to_attr(&ctx);
        assert_eq!(SymbolRef::from_attr(&ctx, attr), Some(nested.clone()));
        assert_eq!(nested.len(), 3);
        assert_eq!(nested.root(), ctx.string_attr("a"));
        assert_eq!(nested.leaf(), ctx.string_attr("c"));
        assert_eq!(nested.nested().len(), 2);
        assert!(!nested.is_flat());
        let flat = SymbolRef::flat(ctx.string_attr("f"));
        assert!(flat.is_flat());
        assert_eq!(flat.root(), flat.leaf());
        assert!(SymbolRef::new(&ctx, &[]).is_none());
        assert!(SymbolRef::from_attr(&ctx, ctx.common().unit).is_none());
    }

    #[test]
    fn prefixes_and_rewrites() {
        let ctx = Context::new();
        let r = |names: &[&str]| SymbolRef::new(&ctx, names).unwrap();
        assert!(r(&["a"]).is_prefix_of(&r(&["a", "b"])));
        assert!(r(&["a", "b"]).is_prefix_of(&r(&["a", "b"])));
        assert!(!r(&["a", "b"]).is_prefix_of(&r(&["a"])));
        assert!(!r(&["b"]).is_prefix_of(&r(&["a", "b"])));
        assert_eq!(
            r(&["a", "b"]).with_leaf(ctx.string_attr("z")),
            r(&["a", "z"])
        );
        assert_eq!(
            r(&["a", "b", "c"]).with_prefix_replaced(&r(&["a", "b"]), &r(&["x"])),
            Some(r(&["x", "c"]))
        );
        assert_eq!(r(&["q"]).with_prefix_replaced(&r(&["a"]), &r(&["x"])), None);
    }

    #[test]
    fn display_quotes_names_that_are_not_identifiers() {
        let ctx = Context::new();
        let r = |names: &[&str]| SymbolRef::new(&ctx, names).unwrap().display(&ctx);
        assert_eq!(r(&["m", "f_1.x$"]), "@m::@f_1.x$");
        assert_eq!(r(&["42"]), "@42");
        assert_eq!(r(&["with space"]), "@\"with space\"");
        assert_eq!(r(&["q\"\n"]), "@\"q\\\"\\0A\"");
        assert_eq!(r(&["4a"]), "@\"4a\"");
        assert_eq!(r(&[""]), "@\"\"");
    }
}
