//! Descriptors: what the context knows about a registered operation kind or dialect.
//!
//! An [`OpDescriptor`] holds an op kind's traits, interfaces and hooks (verifiers, folder,
//! canonicalization patterns, parser and printer hooks).
//! Generated dialect code fills these in and registers them with
//! [`crate::Context::register_dialect`]. Interfaces are stored by Rust trait-object type in an
//! [`InterfaceMap`], which stays open for additions after registration so that another crate can
//! attach an implementation to an op it does not own (an external model).

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::rewrite::{CanonicalizeFn, FoldFn, MaterializeConstantFn};
use crate::structure::{Body, OpId};
use crate::text::parser::{AttrParseHook, ParseHook, TypeParseHook};
use crate::text::printer::{PrintAttrHook, PrintHook, PrintTypeHook};
use crate::traits::TraitSet;
use std::any::{Any, TypeId};
use std::fmt;

/// An op verifier hook: checks one op (its operands, attributes, regions' shapes) and returns the
/// first problem as a diagnostic.
pub type VerifyFn = fn(&Context, &Body, OpId) -> Result<(), Diagnostic>;

/// The implementation of interface `I` (a trait-object type such as `dyn CallOpInterface`) by
/// `op`'s kind, if the kind is registered and implements it. Every op-interface lookup of the
/// core goes through this one function.
pub fn op_interface<'c, I: ?Sized + 'static>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c I> {
    ctx.op_descriptor(body.op_name(op))?.interfaces.get::<I>()
}

/// Interface implementations keyed by the interface's Rust type (usually `dyn SomeInterface`).
/// Append-only: lookups are lock-free and additions may happen while others read.
#[derive(Default)]
pub struct InterfaceMap {
    entries: boxcar::Vec<(TypeId, Box<dyn Any + Send + Sync>)>,
    /// Serializes writers so that check-then-insert is atomic; readers never take it.
    insert_lock: std::sync::Mutex<()>,
}

impl InterfaceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds the implementation of interface `I` (for example `Box<dyn MemoryEffects>`). A second
    /// implementation of the same interface is ignored and `false` returned.
    pub fn insert<I: ?Sized + 'static>(&self, implementation: Box<I>) -> bool
    where
        Box<I>: Send + Sync,
    {
        let _writer = self
            .insert_lock
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if self.contains::<I>() {
            return false;
        }
        self.entries
            .push((TypeId::of::<I>(), Box::new(implementation)));
        true
    }

    /// The implementation of interface `I`, if any.
    pub fn get<I: ?Sized + 'static>(&self) -> Option<&I> {
        self.entry(TypeId::of::<I>())
            .and_then(|value| value.downcast_ref::<Box<I>>())
            .map(|boxed| &**boxed)
    }

    /// Whether interface `I` is implemented.
    pub fn contains<I: ?Sized + 'static>(&self) -> bool {
        self.entry(TypeId::of::<I>()).is_some()
    }

    /// The implementation stored under `id`. Entries are visited by index, not with
    /// `boxcar::Vec::iter`: the iterator visits every bucket of the vector, allocated or not,
    /// which made a miss (the common answer: most ops implement few interfaces) cost hundreds
    /// of instructions on every op the verifier and the passes look at.
    fn entry(&self, id: TypeId) -> Option<&(dyn Any + Send + Sync)> {
        (0..self.entries.count())
            .filter_map(|index| self.entries.get(index))
            .find(|(key, _)| *key == id)
            .map(|(_, value)| &**value)
    }
}

impl fmt::Debug for InterfaceMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "InterfaceMap({} entries)", self.entries.count())
    }
}

/// Whether an attribute may be stored as a property (see [`OpDescriptor::property_checks`]).
pub type PropertyCheck = fn(&Context, crate::attrs::Attribute) -> bool;

/// Everything registered about one operation kind.
#[derive(Debug)]
pub struct OpDescriptor {
    /// The full name, `dialect.op`.
    pub name: String,
    /// One-line summary (for diagnostics and docs).
    pub summary: String,
    /// Declared traits.
    pub traits: TraitSet,
    /// Implemented interfaces.
    pub interfaces: InterfaceMap,
    /// The op's invariants as its spec states them (operand, result, region and successor
    /// counts, the constraints on each operand, result and attribute: MLIR's `OpInvariants`),
    /// usually generated; run after the structural traits (terminator, parent, single block,
    /// segment sizes) and before the others, as in MLIR.
    pub verify_invariants: Option<VerifyFn>,
    /// Checks the op itself, before its regions are verified.
    pub verify: Option<VerifyFn>,
    /// Checks that need the regions verified first (MLIR's `verifyRegions`).
    pub verify_regions: Option<VerifyFn>,
    /// Names of the op's inherent attributes, stored as properties. The generic form may spell
    /// them among the discardable attributes; parsing moves them into the properties, as MLIR
    /// does.
    pub property_names: Vec<&'static str>,
    /// For the properties whose storage MLIR restricts, the check of that storage (the class
    /// its `setPropertiesFromAttribute` casts to: `StringAttr` for a `StrAttr`, any
    /// `IntegerAttr` for an `I64Attr`, the enum for an enum attribute). A generic form's
    /// `<{...}>` entry failing it is MLIR's "invalid properties" parse error, before any
    /// constraint of the verifier.
    pub property_checks: Vec<(&'static str, PropertyCheck)>,
    /// Prints the custom form; without it the op prints in the generic form.
    pub print: Option<PrintHook>,
    /// Parses the op's custom assembly form (the text after the op name).
    pub parse: Option<ParseHook>,
    /// Folds the op given the constant values of its operands (MLIR's `fold`); see
    /// [`crate::rewrite::FoldOutcome`].
    pub fold: Option<FoldFn>,
    /// Adds the op's canonicalization patterns to a pattern set (MLIR's
    /// `getCanonicalizationPatterns`).
    pub canonicalize: Option<CanonicalizeFn>,
}

impl OpDescriptor {
    /// A descriptor with no traits, interfaces or hooks.
    pub fn new(name: &str) -> Self {
        OpDescriptor {
            name: name.to_string(),
            summary: String::new(),
            traits: TraitSet::default(),
            interfaces: InterfaceMap::new(),
            verify_invariants: None,
            verify: None,
            verify_regions: None,
            property_names: Vec::new(),
            property_checks: Vec::new(),
            print: None,
            parse: None,
            fold: None,
            canonicalize: None,
        }
    }

    /// Sets the traits.
    pub fn with_traits(mut self, traits: TraitSet) -> Self {
        self.traits = traits;
        self
    }

    /// Sets the invariants hook (see [`OpDescriptor::verify_invariants`]).
    pub fn with_verify_invariants(mut self, verify: VerifyFn) -> Self {
        self.verify_invariants = Some(verify);
        self
    }

    /// Sets the verifier hook.
    pub fn with_verify(mut self, verify: VerifyFn) -> Self {
        self.verify = Some(verify);
        self
    }

    /// Sets the names of the inherent attributes stored as properties.
    pub fn with_property_names(mut self, names: &[&'static str]) -> Self {
        self.property_names = names.to_vec();
        self
    }

    /// Sets the storage checks of properties (see [`OpDescriptor::property_checks`]).
    pub fn with_property_checks(mut self, checks: &[(&'static str, PropertyCheck)]) -> Self {
        self.property_checks = checks.to_vec();
        self
    }

    /// Sets the custom-form parser hook.
    pub fn with_parse(mut self, parse: ParseHook) -> Self {
        self.parse = Some(parse);
        self
    }

    /// Sets the region verifier hook.
    pub fn with_verify_regions(mut self, verify: VerifyFn) -> Self {
        self.verify_regions = Some(verify);
        self
    }

    /// Sets the custom-form print hook.
    pub fn with_print(mut self, print: PrintHook) -> Self {
        self.print = Some(print);
        self
    }

    /// Sets the fold hook.
    pub fn with_fold(mut self, fold: FoldFn) -> Self {
        self.fold = Some(fold);
        self
    }

    /// Sets the hook adding the op's canonicalization patterns.
    pub fn with_canonicalize(mut self, canonicalize: CanonicalizeFn) -> Self {
        self.canonicalize = Some(canonicalize);
        self
    }
}

/// Everything registered about one dialect.
#[derive(Debug)]
pub struct DialectDescriptor {
    /// The namespace, e.g. `arith`.
    pub name: String,
    /// One-line summary.
    pub summary: String,
    /// Dialect interfaces (inliner, constant materialization, ...).
    pub interfaces: InterfaceMap,
    /// Whether ops of this dialect that are not registered pass verification (MLIR's
    /// `allowUnknownOperations`).
    pub allow_unknown_operations: bool,
    /// Prints the dialect's [`crate::storage::DynStorage`] types after `!dialect.`.
    pub print_type: Option<PrintTypeHook>,
    /// Prints the dialect's [`crate::storage::DynStorage`] attributes after `#dialect.`.
    pub print_attr: Option<PrintAttrHook>,
    /// Parses the dialect's types (`!dialect.mnemonic<...>`), given the text after `dialect.`.
    pub parse_type: Option<TypeParseHook>,
    /// Parses the dialect's attributes (`#dialect.mnemonic<...>`), given the text after
    /// `dialect.`.
    pub parse_attr: Option<AttrParseHook>,
    /// Builds a constant op of this dialect for an attribute and type at an insertion point, or
    /// declines (MLIR's `materializeConstant`): how folded constants become ops.
    pub materialize_constant: Option<MaterializeConstantFn>,
}

impl DialectDescriptor {
    /// A dialect with no interfaces.
    pub fn new(name: &str) -> Self {
        DialectDescriptor {
            name: name.to_string(),
            summary: String::new(),
            interfaces: InterfaceMap::new(),
            allow_unknown_operations: false,
            print_type: None,
            print_attr: None,
            parse_type: None,
            parse_attr: None,
            materialize_constant: None,
        }
    }

    /// Sets the constant materialization hook.
    pub fn with_materialize_constant(mut self, materialize: MaterializeConstantFn) -> Self {
        self.materialize_constant = Some(materialize);
        self
    }
}

/// Attaches an interface implementation to an already registered op (an external model). Returns
/// `false` when the op is not registered or already implements `I`.
pub fn attach_op_interface<I: ?Sized + 'static>(
    ctx: &Context,
    op_name: &str,
    implementation: Box<I>,
) -> bool
where
    Box<I>: Send + Sync,
{
    match ctx.op_descriptor(ctx.op_name(op_name)) {
        Some(descriptor) => descriptor.interfaces.insert(implementation),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    trait Describe: Send + Sync {
        fn describe(&self) -> String;
    }
    struct Fixed;
    impl Describe for Fixed {
        fn describe(&self) -> String {
            "fixed".into()
        }
    }

    #[test]
    fn interfaces_are_found_by_trait_type() {
        let map = InterfaceMap::new();
        assert!(map.get::<dyn Describe>().is_none());
        assert!(map.insert::<dyn Describe>(Box::new(Fixed)));
        assert!(!map.insert::<dyn Describe>(Box::new(Fixed)));
        assert_eq!(
            map.get::<dyn Describe>().map(|d| d.describe()),
            Some("fixed".to_string())
        );
    }

    #[test]
    fn external_models_attach_to_registered_ops() {
        let ctx = Context::new();
        assert!(attach_op_interface::<dyn Describe>(
            &ctx,
            "builtin.module",
            Box::new(Fixed)
        ));
        assert!(!attach_op_interface::<dyn Describe>(
            &ctx,
            "nope.op",
            Box::new(Fixed)
        ));
        let desc = ctx.op_descriptor(ctx.op_name("builtin.module")).unwrap();
        assert!(desc.interfaces.contains::<dyn Describe>());
    }
}
