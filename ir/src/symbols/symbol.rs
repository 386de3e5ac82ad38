//! What makes an op a symbol or a symbol table, and the accessors of a symbol's name and
//! visibility.
//!
//! Two notions, as in MLIR. Any op with a `sym_name` string attribute takes part in symbol tables:
//! it is found by lookups and must have a unique name ([`symbol_name`], MLIR's
//! `getNameIfSymbol`). A *symbol op* ([`is_symbol_op`], MLIR's `SymbolOpInterface`) is a
//! registered op that declares the `Symbol` trait, or a registered symbol table that carries a
//! name (a named `builtin.module` is a symbol, an anonymous one is not); only symbol ops have
//! visibility semantics and may be removed by symbol DCE. Unregistered ops are never symbol ops:
//! nothing is known about them. Dialects adjust the rest through [`SymbolOpInterface`].

use crate::attrs::Attribute;
use crate::context::Context;
use crate::structure::{Body, OpId, dictionary_entries, dictionary_get};
use crate::traits::Trait;

/// Name of the attribute holding a symbol's name.
pub const SYMBOL_ATTR: &str = "sym_name";
/// Name of the attribute holding a symbol's visibility.
pub const VISIBILITY_ATTR: &str = "sym_visibility";

/// Where a symbol may be referenced from.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Visibility {
    /// From anywhere, including outside the visible IR (the default): not all uses are known.
    Public,
    /// Only from within the symbol table that holds the symbol.
    Private,
    /// From outside its symbol table, through non-private parent symbols, but not from outside
    /// the visible IR: all uses are known.
    Nested,
}

impl Visibility {
    /// The attribute spelling: `public`, `private` or `nested`.
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Private => "private",
            Visibility::Nested => "nested",
        }
    }

    /// The visibility spelled `text`, if it is one of the three.
    pub fn parse(text: &[u8]) -> Option<Visibility> {
        match text {
            b"public" => Some(Visibility::Public),
            b"private" => Some(Visibility::Private),
            b"nested" => Some(Visibility::Nested),
            _ => None,
        }
    }
}

/// What a dialect may say about its symbol ops beyond the `Symbol` trait (MLIR's
/// `SymbolOpInterface` hooks). Register an implementation in the op descriptor's interfaces as
/// `Box<dyn SymbolOpInterface>`; every method has MLIR's default.
pub trait SymbolOpInterface: Send + Sync {
    /// Whether the op may be removed once nothing uses it. Default: unless it is public.
    fn can_discard_on_use_empty(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        symbol_visibility(ctx, body, op) != Visibility::Public
    }

    /// Whether the op declares a symbol defined elsewhere (an external function). Declarations
    /// may not be public.
    fn is_declaration(&self, _ctx: &Context, _body: &Body, _op: OpId) -> bool {
        false
    }

    /// Whether the op defines a symbol only when it carries a `sym_name` (like `builtin.module`).
    fn is_optional_symbol(&self) -> bool {
        false
    }
}

/// The value of attribute `name` of `op`: its properties first (where registered ops keep
/// inherent attributes), then its discardable attributes.
pub(crate) fn op_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    body.op_props(op)
        .and_then(|props| dictionary_get(ctx, props, name.as_bytes()))
        .or_else(|| body.attr(ctx, op, name))
}

/// Sets (or removes, with `None`) a symbol attribute of `op`. The symbol attributes are inherent
/// when the op keeps `sym_name` in its properties; then they are written there, else among the
/// discardable attributes.
pub(crate) fn set_op_attr(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    name: &str,
    value: Option<Attribute>,
) {
    if let Some(props) = body.op_props(op)
        && dictionary_get(ctx, props, SYMBOL_ATTR.as_bytes()).is_some()
    {
        let mut entries: Vec<_> = dictionary_entries(ctx, props)
            .iter()
            .filter(|e| ctx.string_bytes(e.name) != name.as_bytes())
            .copied()
            .collect();
        if let Some(value) = value {
            entries.push(crate::attrs::NamedAttr {
                name: ctx.string_attr(name),
                value,
            });
        }
        let props = ctx.dictionary(entries);
        body.set_op_props(op, Some(props));
        // Keep a single copy: drop a discardable attribute of the same name.
        body.remove_attr(ctx, op, name);
        return;
    }
    match value {
        Some(value) => body.set_attr(ctx, op, name, value),
        None => {
            body.remove_attr(ctx, op, name);
        }
    }
}

/// The symbol name of `op`: its `sym_name` attribute when that is a string. Any op with one takes
/// part in the symbol table around it.
pub fn symbol_name(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    op_attr(ctx, body, op, SYMBOL_ATTR).filter(|&a| is_string(ctx, a))
}

/// Sets the symbol name of `op` (without updating uses; see
/// [`crate::symbols::SymbolTable::rename`] for that).
pub fn set_symbol_name(ctx: &Context, body: &mut Body, op: OpId, name: &str) {
    let name = ctx.string_attr(name);
    set_op_attr(ctx, body, op, SYMBOL_ATTR, Some(name));
}

/// The visibility of `op`: public when `sym_visibility` is absent, not a string, or not one of
/// the three spellings (the `Symbol` verifier rejects the last two).
pub fn symbol_visibility(ctx: &Context, body: &Body, op: OpId) -> Visibility {
    op_attr(ctx, body, op, VISIBILITY_ATTR)
        .filter(|&a| is_string(ctx, a))
        .and_then(|a| Visibility::parse(ctx.string_bytes(a)))
        .unwrap_or(Visibility::Public)
}

/// Sets the visibility of `op`. Public, the default, is written by removing the attribute.
pub fn set_symbol_visibility(ctx: &Context, body: &mut Body, op: OpId, visibility: Visibility) {
    let value = match visibility {
        Visibility::Public => None,
        other => Some(ctx.string_attr(other.as_str())),
    };
    set_op_attr(ctx, body, op, VISIBILITY_ATTR, value);
}

/// Whether `op`'s kind declares the `SymbolTable` trait.
pub fn is_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_has_trait(body.op_name(op), Trait::SymbolTable)
}

/// The unit attribute by which an op declaring `IsolatedSymbols` (in practice a
/// `builtin.module`) opts out of it: references inside may then climb out with `@.super::`.
pub const TRANSPARENT_ATTR: &str = "oxir.transparent_symbols";

/// Whether `op` is a symbol isolation boundary: its kind declares `IsolatedSymbols` and it does
/// not carry the `oxir.transparent_symbols` attribute. No reference inside it resolves outside.
pub fn is_isolated_symbols(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_has_trait(body.op_name(op), Trait::IsolatedSymbols)
        && op_attr(ctx, body, op, TRANSPARENT_ATTR).is_none()
}

/// Whether `op` is a transparent symbol table: a symbol table that references inside may leave
/// upwards (not an isolation boundary). Such a table is not movable on its own: see
/// `symbols::move_symbol_table`.
pub fn is_transparent_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    is_symbol_table(ctx, body, op) && !is_isolated_symbols(ctx, body, op)
}

/// Whether `op` is a symbol op (see the module documentation): registered, declaring `Symbol`
/// or `SymbolTable`, and named.
pub fn is_symbol_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(descriptor) = ctx.op_descriptor(body.op_name(op)) else {
        return false;
    };
    (descriptor.traits.has(Trait::Symbol) || descriptor.traits.has(Trait::SymbolTable))
        && symbol_name(ctx, body, op).is_some()
}

/// Whether `op` might define a symbol table without saying so: an op with one region whose
/// dialect is not registered. Symbol uses cannot be computed across such an op (MLIR's rule).
pub fn is_potentially_unknown_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    body.op_regions(op).len() == 1
        && ctx.op_descriptor(name).is_none()
        && !ctx.is_dialect_registered(ctx.op_name_dialect(name))
}

fn symbol_interface<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c dyn SymbolOpInterface> {
    crate::descriptor::op_interface(ctx, body, op)
}

struct DefaultSymbol;
impl SymbolOpInterface for DefaultSymbol {}

/// Whether symbol `op` may be removed once unused: its [`SymbolOpInterface`] decides, by default
/// unless it is public.
pub fn can_discard_on_use_empty(ctx: &Context, body: &Body, op: OpId) -> bool {
    symbol_interface(ctx, body, op)
        .unwrap_or(&DefaultSymbol)
        .can_discard_on_use_empty(ctx, body, op)
}

/// Whether symbol `op` is a declaration, per its [`SymbolOpInterface`] (default: no).
pub fn is_declaration(ctx: &Context, body: &Body, op: OpId) -> bool {
    symbol_interface(ctx, body, op).is_some_and(|i| i.is_declaration(ctx, body, op))
}

/// Whether `op`'s kind is an optional symbol, per its [`SymbolOpInterface`].
pub(crate) fn is_optional_symbol(ctx: &Context, body: &Body, op: OpId) -> bool {
    symbol_interface(ctx, body, op).is_some_and(|i| i.is_optional_symbol())
}

fn is_string(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), crate::attrs::AttrData::String { .. })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbols::testing::Ir;

    #[test]
    fn names_and_visibility_read_and_write() {
        let mut ir = Ir::new();
        let module = ir.module.clone();
        let f = ir.func(&module, "f", None);
        let g = ir.func(&module, "g", Some("nested"));
        let (ctx, body) = (&ir.ctx, f.body_mut(&mut ir.body).unwrap());
        assert_eq!(symbol_name(ctx, body, f.op()), Some(ctx.string_attr("f")));
        assert_eq!(symbol_visibility(ctx, body, f.op()), Visibility::Public);
        assert_eq!(symbol_visibility(ctx, body, g.op()), Visibility::Nested);
        set_symbol_visibility(ctx, body, f.op(), Visibility::Private);
        assert_eq!(symbol_visibility(ctx, body, f.op()), Visibility::Private);
        assert_eq!(
            body.attr(ctx, f.op(), VISIBILITY_ATTR),
            Some(ctx.string_attr("private"))
        );
        set_symbol_visibility(ctx, body, f.op(), Visibility::Public);
        assert_eq!(body.attr(ctx, f.op(), VISIBILITY_ATTR), None);
        set_symbol_name(ctx, body, f.op(), "h");
        assert_eq!(symbol_name(ctx, body, f.op()), Some(ctx.string_attr("h")));
    }

    #[test]
    fn inherent_symbol_attributes_live_in_properties() {
        let mut ir = Ir::new();
        let module = ir.module.clone();
        let f = ir.func(&module, "f", None);
        let ctx = &ir.ctx;
        let body = f.body_mut(&mut ir.body).unwrap();
        // Move the name into the properties, as a generated op would keep it.
        let name = body.remove_attr(ctx, f.op(), SYMBOL_ATTR).unwrap();
        let props = ctx.dictionary(vec![crate::attrs::NamedAttr {
            name: ctx.string_attr(SYMBOL_ATTR),
            value: name,
        }]);
        body.set_op_props(f.op(), Some(props));
        assert_eq!(symbol_name(ctx, body, f.op()), Some(name));
        set_symbol_visibility(ctx, body, f.op(), Visibility::Nested);
        set_symbol_name(ctx, body, f.op(), "g");
        assert_eq!(body.attr(ctx, f.op(), VISIBILITY_ATTR), None);
        let props = body.op_props(f.op()).unwrap();
        assert_eq!(
            dictionary_get(ctx, props, VISIBILITY_ATTR.as_bytes()),
            Some(ctx.string_attr("nested"))
        );
        assert_eq!(
            dictionary_get(ctx, props, SYMBOL_ATTR.as_bytes()),
            Some(ctx.string_attr("g"))
        );
        assert_eq!(symbol_visibility(ctx, body, f.op()), Visibility::Nested);
    }

    #[test]
    fn symbol_ops_need_a_registered_kind_and_a_string_name() {
        let mut ir = Ir::new();
        let module = ir.module.clone();
        let f = ir.func(&module, "f", None);
        let unregistered = ir.symbol_like(&module, "foo.sym", "u");
        let anonymous = ir.table(&module, None, None);
        let named = ir.table(&module, Some("m"), None);
        let bad_name = ir.op(
            &module,
            "test.func",
            &[(SYMBOL_ATTR, ir.ctx.common().unit)],
            1,
        );
        let (ctx, body) = (&ir.ctx, module.body(&ir.body).unwrap());
        let inner = f.body(&ir.body).unwrap();
        assert!(is_symbol_op(ctx, inner, f.op()));
        assert!(symbol_name(ctx, inner, unregistered.op()).is_some());
        assert!(!is_symbol_op(ctx, inner, unregistered.op()));
        assert!(!is_symbol_op(ctx, inner, anonymous.op()));
        assert!(is_symbol_table(ctx, inner, anonymous.op()));
        assert!(is_symbol_op(ctx, inner, named.op()));
        assert!(!is_symbol_op(ctx, inner, bad_name.op()));
        assert!(symbol_name(ctx, inner, bad_name.op()).is_none());
        assert!(is_symbol_table(ctx, body, module.op()));
        assert!(!is_symbol_table(ctx, inner, f.op()));
    }

    #[test]
    fn unknown_symbol_tables_are_one_region_ops_of_unregistered_dialects() {
        let mut ir = Ir::new();
        let module = ir.module.clone();
        let unknown = ir.op(&module, "foo.region", &[], 1);
        let two = ir.op(&module, "foo.two", &[], 2);
        let known_dialect = ir.op(&module, "test.unregistered_region", &[], 1);
        let (ctx, inner) = (&ir.ctx, unknown.body(&ir.body).unwrap());
        assert!(is_potentially_unknown_symbol_table(
            ctx,
            inner,
            unknown.op()
        ));
        assert!(!is_potentially_unknown_symbol_table(ctx, inner, two.op()));
        assert!(!is_potentially_unknown_symbol_table(
            ctx,
            inner,
            known_dialect.op()
        ));
    }

    #[test]
    fn visibility_spellings() {
        for v in [Visibility::Public, Visibility::Private, Visibility::Nested] {
            assert_eq!(Visibility::parse(v.as_str().as_bytes()), Some(v));
        }
        assert_eq!(Visibility::parse(b"Private"), None);
    }
}
