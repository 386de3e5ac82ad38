//! The extension point for dialect-defined parametric types and attributes.
//!
//! A dialect stores its own parameters (any `Eq + Hash + Debug + Send + Sync` Rust value) inside a
//! [`DynStorage`], which the context uniques like builtin storage. This module only provides the
//! type-erased box with equality and hashing; the typed `get`/accessors are generated per dialect,
//! and printing/parsing go through the dialect's hooks in the context registry.
//!
//! [`MutableStorage`] is the storage of a type whose identity is a key and whose body is set
//! once after creation (MLIR's `MutableTypeStorage`, used by identified structs): uniqued by the
//! key alone, so the type exists before its body does, and a body may refer to the type itself.

use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

/// Object-safe equality, hashing and downcasting for a dialect's parameter storage.
pub trait StorageValue: Any + Send + Sync + fmt::Debug {
    /// Equality with another storage value of possibly another Rust type.
    fn eq_dyn(&self, other: &dyn StorageValue) -> bool;
    /// Feeds the value into a hasher.
    fn hash_dyn(&self, state: &mut dyn Hasher);
    /// Downcasting support.
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any + Send + Sync + fmt::Debug + Eq + Hash> StorageValue for T {
    fn eq_dyn(&self, other: &dyn StorageValue) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn hash_dyn(&self, mut state: &mut dyn Hasher) {
        TypeId::of::<T>().hash(&mut state);
        self.hash(&mut state);
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Type-erased, uniquable storage of a dialect type or attribute: the dialect and mnemonic that
/// name its kind, and the parameters.
pub struct DynStorage {
    /// The owning dialect's namespace, e.g. `"llvm"`.
    pub dialect: &'static str,
    /// The kind's mnemonic inside the dialect, e.g. `"ptr"`.
    pub mnemonic: &'static str,
    value: Box<dyn StorageValue>,
}

impl DynStorage {
    /// Wraps a dialect's parameter value.
    pub fn new<T: StorageValue>(dialect: &'static str, mnemonic: &'static str, value: T) -> Self {
        DynStorage {
            dialect,
            mnemonic,
            value: Box::new(value),
        }
    }

    /// The parameters as `T`, if they are of that Rust type.
    pub fn downcast<T: StorageValue>(&self) -> Option<&T> {
        self.value.as_any().downcast_ref::<T>()
    }

    /// Whether the parameters are of Rust type `T`.
    pub fn is<T: StorageValue>(&self) -> bool {
        self.value.as_any().is::<T>()
    }
}

impl PartialEq for DynStorage {
    fn eq(&self, other: &Self) -> bool {
        self.dialect == other.dialect
            && self.mnemonic == other.mnemonic
            && self.value.eq_dyn(other.value.as_ref())
    }
}

impl Eq for DynStorage {}

impl Hash for DynStorage {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.dialect.hash(state);
        self.mnemonic.hash(state);
        self.value.hash_dyn(state);
    }
}

impl fmt::Debug for DynStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}{:?}", self.dialect, self.mnemonic, self.value)
    }
}

/// The storage of a type (or attribute) identified by a key, with a body set at most once after
/// it is created (MLIR's `MutableTypeStorage`, as identified LLVM structs use it).
///
/// Equality and hashing read the key only, so the context's uniquer hands out one handle per key
/// whatever the body: a body can name the type it belongs to (a recursive struct), and a type can
/// exist without a body (an opaque struct). The body lives in a [`OnceLock`], so setting it is
/// race-free from any thread holding the shared context and needs no `unsafe`; it can never change
/// once set, which keeps "uniqued storage is immutable" true of everything equality sees.
pub struct MutableStorage<K, B> {
    key: K,
    body: OnceLock<B>,
}

/// The error of [`MutableStorage::set_body`]: the body was already set to a different value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyAlreadySet;

impl fmt::Display for BodyAlreadySet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("identified type already used with a different body")
    }
}

impl std::error::Error for BodyAlreadySet {}

impl<K, B> MutableStorage<K, B> {
    /// Storage for `key` without a body yet.
    pub fn new(key: K) -> Self {
        MutableStorage {
            key,
            body: OnceLock::new(),
        }
    }

    /// The key: what identifies the type.
    pub fn key(&self) -> &K {
        &self.key
    }

    /// The body, once set.
    pub fn body(&self) -> Option<&B> {
        self.body.get()
    }

    /// Whether the body has been set.
    pub fn is_initialized(&self) -> bool {
        self.body.get().is_some()
    }
}

impl<K, B: PartialEq> MutableStorage<K, B> {
    /// Sets the body. Setting it again to an equal body succeeds (MLIR's `setBody` is
    /// idempotent); a different body is [`BodyAlreadySet`] and changes nothing. When two threads
    /// race, one wins and the other is compared with the winner's body.
    pub fn set_body(&self, body: B) -> Result<(), BodyAlreadySet> {
        match self.body.set(body) {
            Ok(()) => Ok(()),
            Err(body) if self.body.get() == Some(&body) => Ok(()),
            Err(_) => Err(BodyAlreadySet),
        }
    }
}

impl<K: PartialEq, B> PartialEq for MutableStorage<K, B> {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}

impl<K: Eq, B> Eq for MutableStorage<K, B> {}

impl<K: Hash, B> Hash for MutableStorage<K, B> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key.hash(state);
    }
}

impl<K: fmt::Debug, B> fmt::Debug for MutableStorage<K, B> {
    // The body is left out: it may contain the type itself, and printing it would not end.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MutableStorage")
            .field("key", &self.key)
            .field("initialized", &self.is_initialized())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, Eq, Hash)]
    struct Width(u32);

    #[test]
    fn equality_needs_same_kind_and_parameters() {
        let a = DynStorage::new("d", "w", Width(1));
        assert_eq!(a, DynStorage::new("d", "w", Width(1)));
        assert_ne!(a, DynStorage::new("d", "w", Width(2)));
        assert_ne!(a, DynStorage::new("d", "v", Width(1)));
        assert_ne!(a, DynStorage::new("d", "w", 1u32));
        assert_eq!(a.downcast::<Width>(), Some(&Width(1)));
    }
}

/// Mutable storage in a context: interning by key, bodies set once, and a recursive type
/// printed and parsed through a dialect's hooks with the cyclic stacks, MLIR's
/// `!llvm.struct<"a", (ptr, struct<"a">)>` in miniature (`!t.node<"a", (i32, node<"a">)>`).
#[cfg(test)]
mod mutable_tests {
    use super::*;
    use crate::context::Context;
    use crate::descriptor::DialectDescriptor;
    use crate::text::parser::{AsmParser, ParseResult, parse_type};
    use crate::text::printer::{DialectAsmPrinter, print_type};
    use crate::types::Type;

    type Node = MutableStorage<String, Vec<Type>>;

    fn node(ctx: &Context, name: &str) -> Type {
        crate::def_support::intern_type(ctx, "t", "node", Node::new(name.to_string()))
    }

    fn storage(ctx: &Context, ty: Type) -> &Node {
        crate::def_support::type_storage::<Node>(ctx, ty).expect("a node type")
    }

    fn print_node_type(p: &mut DialectAsmPrinter<'_, '_>, ty: Type) {
        let ctx = p.ctx();
        let Some(node) = crate::def_support::type_storage::<Node>(ctx, ty) else {
            p.print_type(ty);
            return;
        };
        p.write_str("node<");
        p.print_string(node.key().as_bytes());
        if p.in_cyclic_print(ty) {
            p.write_str(">");
            return;
        }
        p.write_str(", (");
        p.with_cyclic_print(ty, |p| {
            for (i, &element) in node.body().into_iter().flatten().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                print_node_type(p, element);
            }
        });
        p.write_str(")>");
    }

    fn print_hook(p: &mut DialectAsmPrinter<'_, '_>, storage: &DynStorage) {
        if let Some(stored) = storage.downcast::<Node>() {
            // The hook gets the storage; interning its key again finds the type's handle.
            let ty = node(p.ctx(), stored.key());
            print_node_type(p, ty);
        }
    }

    fn parse_node_type(p: &mut AsmParser<'_, '_>) -> ParseResult<Type> {
        if let Some(ty) = p.parse_optional_type()? {
            return Ok(ty);
        }
        p.parse_keyword("node")?;
        p.parse_less()?;
        let name = String::from_utf8(p.parse_string()?).map_err(|_| p.error("not utf-8"))?;
        let ty = node(p.context(), &name);
        if p.in_cyclic_parse(ty) {
            p.parse_greater()?;
            return Ok(ty);
        }
        p.parse_comma()?;
        p.parse_lparen()?;
        let at = p.current_offset();
        let elements = p.with_cyclic_parse(ty, |p| {
            let mut elements = Vec::new();
            if !p.parse_optional_rparen() {
                loop {
                    elements.push(parse_node_type(p)?);
                    if !p.parse_optional_comma() {
                        break;
                    }
                }
                p.parse_rparen()?;
            }
            Ok::<_, Box<crate::diagnostics::Diagnostic>>(elements)
        })?;
        p.parse_greater()?;
        let ctx = p.context();
        match storage(ctx, ty).set_body(elements) {
            Ok(()) => Ok(ty),
            Err(conflict) => Err(p.error_at(at, conflict.to_string())),
        }
    }

    fn context() -> Context {
        let ctx = Context::new();
        let mut dialect = DialectDescriptor::new("t");
        dialect.print_type = Some(print_hook);
        dialect.parse_type = Some(parse_node_type);
        ctx.register_dialect(dialect, vec![]);
        ctx
    }

    #[test]
    fn the_key_alone_identifies_the_type_and_the_body_is_set_once() {
        let ctx = context();
        let i32 = ctx.common().i32;
        let a = node(&ctx, "a");
        assert_eq!(node(&ctx, "a"), a);
        assert_ne!(node(&ctx, "b"), a);
        assert!(!storage(&ctx, a).is_initialized());
        assert_eq!(storage(&ctx, a).set_body(vec![i32]), Ok(()));
        // Setting an equal body again is no change; a different one is refused and changes
        // nothing.
        assert_eq!(storage(&ctx, a).set_body(vec![i32]), Ok(()));
        assert_eq!(
            storage(&ctx, a).set_body(vec![i32, i32]),
            Err(BodyAlreadySet)
        );
        assert_eq!(storage(&ctx, a).body(), Some(&vec![i32]));
        // Still the same handle once the body is there.
        assert_eq!(node(&ctx, "a"), a);
    }

    #[test]
    fn a_body_may_refer_to_its_own_type_and_printing_stops_at_the_reference() {
        let ctx = context();
        let i32 = ctx.common().i32;
        let a = node(&ctx, "a");
        storage(&ctx, a).set_body(vec![i32, a]).unwrap();
        assert_eq!(print_type(&ctx, a), r#"!t.node<"a", (i32, node<"a">)>"#);
        // Mutual recursion: each enclosing node prints in full once.
        let x = node(&ctx, "x");
        let y = node(&ctx, "y");
        storage(&ctx, x).set_body(vec![y]).unwrap();
        storage(&ctx, y).set_body(vec![x]).unwrap();
        assert_eq!(
            print_type(&ctx, x),
            r#"!t.node<"x", (node<"y", (node<"x">)>)>"#
        );
        let tuple = ctx.tuple_type(&[x, y]);
        assert_eq!(
            print_type(&ctx, tuple),
            r#"tuple<!t.node<"x", (node<"y", (node<"x">)>)>, !t.node<"y", (node<"x", (node<"y">)>)>>"#
        );
        // Debug output must not recurse into the body either.
        assert!(format!("{:?}", storage(&ctx, a)).contains("initialized: true"));
    }

    #[test]
    fn recursive_types_parse_back_to_the_same_handle() {
        let ctx = context();
        let text = r#"!t.node<"a", (i32, node<"a">)>"#;
        let a = parse_type(&ctx, text).unwrap();
        assert_eq!(a, node(&ctx, "a"));
        assert_eq!(storage(&ctx, a).body(), Some(&vec![ctx.common().i32, a]));
        assert_eq!(print_type(&ctx, a), text);
        assert_eq!(parse_type(&ctx, text).unwrap(), a);
        let error = parse_type(&ctx, r#"!t.node<"a", (i64)>"#).unwrap_err();
        assert_eq!(
            error.message,
            "identified type already used with a different body"
        );
    }

    #[test]
    fn contexts_with_mutable_types_stay_shareable() {
        fn shareable<T: Send + Sync>(_: &T) {}
        let ctx = context();
        shareable(&ctx);
        let a = node(&ctx, "a");
        let results: Vec<Result<(), BodyAlreadySet>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|i| {
                    let ctx = &ctx;
                    scope.spawn(move || {
                        let body = if i % 2 == 0 {
                            vec![ctx.common().i32]
                        } else {
                            vec![ctx.common().f32]
                        };
                        storage(ctx, a).set_body(body)
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        // Exactly one body won; the threads that set the same one succeeded too.
        assert_eq!(results.iter().filter(|r| r.is_ok()).count(), 2);
    }
}
