//! Operation traits: properties of an operation kind that generic code can rely on.
//!
//! A [`TraitSet`] is what an operation descriptor declares: a bit set of the flag traits in
//! [`Trait`] plus the parameters of the parametric ones (`HasParent<...>`,
//! `SingleBlockImplicitTerminator<...>`) and of the traits a dialect defines in Rust
//! ([`NativeOpTrait`], known by their Rust type). The checks each trait implies are plain
//! functions in `crate::verifier::traits`, called by the verifier and by generated verifiers
//! alike.

use std::any::TypeId;

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId};

/// The traits without parameters. The discriminant is the bit in [`TraitSet`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Trait {
    /// Regions cannot use values defined outside of them.
    IsolatedFromAbove,
    /// The op terminates its block.
    IsTerminator,
    /// The op's single-block regions need no terminator.
    NoTerminator,
    /// The op's region holds a symbol table.
    SymbolTable,
    /// No symbol reference inside the op may climb out of it (`@.super::`): the boundary
    /// passes and moves rely on. Every upstream symbol table declares it; one without it (or a
    /// `builtin.module` with the `oxir.transparent_symbols` unit attribute) lets references
    /// out. It does not stop references from outside naming symbols inside.
    IsolatedSymbols,
    /// The op defines a symbol (`sym_name` attribute).
    Symbol,
    /// Every region has at most one block.
    SingleBlock,
    /// A terminator that returns control (and values) to the parent op.
    ReturnLike,
    /// Operands can be swapped without changing the meaning.
    Commutative,
    /// No memory effects.
    NoMemoryEffect,
    /// Always safe to speculate; with `NoMemoryEffect` this is MLIR's `Pure`.
    AlwaysSpeculatable,
    /// The op materializes a constant; it has no operands and folds to an attribute.
    ConstantLike,
    /// All operands and results have the same type.
    SameOperandsAndResultType,
    /// All operands have the same type.
    SameTypeOperands,
    /// All operands have the same shape.
    SameOperandsShape,
    /// All operands and results have the same shape.
    SameOperandsAndResultShape,
    /// All operands have the same element type.
    SameOperandsElementType,
    /// All operands and results have the same element type.
    SameOperandsAndResultElementType,
    /// Result shapes are the broadcast of operand shapes.
    ResultsBroadcastableShape,
    /// The op opens a new affine scope.
    AffineScope,
    /// Stack allocations inside are freed when control leaves the op.
    AutomaticAllocationScope,
    /// Variadic operand groups are sized by the `operandSegmentSizes` attribute.
    AttrSizedOperandSegments,
    /// Variadic result groups are sized by the `resultSegmentSizes` attribute.
    AttrSizedResultSegments,
    /// Memory effects are those of the ops nested inside.
    RecursiveMemoryEffects,
    /// Regions are graph regions (no dominance, no terminator needed).
    HasOnlyGraphRegion,
    /// Element-wise on shaped operands.
    Elementwise,
    /// Operands and results are scalars or may be vectors of them.
    Scalarizable,
    /// Regions have no block arguments.
    NoRegionArguments,
    /// Speculatable exactly when every op nested in its regions is (MLIR's
    /// `RecursivelySpeculatable`, e.g. `scf.if`).
    RecursivelySpeculatable,
    /// All ranked operands and results have the same rank.
    SameOperandsAndResultRank,
    /// Ranked tensor operands with an encoding have the same one (Triton's trait).
    SameOperandsEncoding,
    /// Ranked tensor operands and results with an encoding have the same one (Triton's trait).
    SameOperandsAndResultEncoding,
    /// `f(f(x)) = x`: the op folds through another op of its kind to that op's operand.
    Involution,
    /// `f(f(x)) = f(x)` and `f(x, x) = x`: the op folds to an operand of its kind or to its
    /// repeated operand.
    Idempotent,
    /// The op works on memrefs of any layout, so a memref normalization may rewrite its
    /// operand and result types (MLIR's `MemRefsNormalizable`).
    MemRefsNormalizable,
}

/// A trait defined by a dialect in Rust rather than by the runtime (MLIR's `NativeOpTrait`):
/// a type, usually a unit struct, that an op declares with [`TraitSet::with_native`] and that
/// generic code asks about with [`crate::Context::op_has_native_trait`]. Its check
/// (MLIR's `verifyTrait`) runs with the op's generated verifier.
pub trait NativeOpTrait: 'static {
    /// Checks what the trait requires of `op`; nothing unless the trait overrides it.
    fn verify_trait(_ctx: &Context, _body: &Body, _op: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// The traits an operation kind declares. See the module documentation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TraitSet {
    flags: u64,
    parents: Box<[Box<str>]>,
    implicit_terminator: Option<Box<str>>,
    /// The [`NativeOpTrait`]s, by type; few per op, so a list.
    native: Vec<TypeId>,
}

impl TraitSet {
    /// A set of flag traits.
    pub fn new(traits: &[Trait]) -> Self {
        let mut set = TraitSet::default();
        for &t in traits {
            set.insert(t);
        }
        set
    }

    /// Adds a flag trait.
    pub fn insert(&mut self, t: Trait) {
        self.flags |= 1 << (t as u8);
    }

    /// Adds `HasParent<names...>`: the op may only be nested directly in one of these ops.
    pub fn with_parents(mut self, names: &[&str]) -> Self {
        self.parents = names.iter().map(|n| Box::from(*n)).collect();
        self
    }

    /// Adds `SingleBlockImplicitTerminator<name>` (which implies `SingleBlock`).
    pub fn with_implicit_terminator(mut self, name: &str) -> Self {
        self.implicit_terminator = Some(name.into());
        self.insert(Trait::SingleBlock);
        self
    }

    /// Adds the dialect-defined trait `T`.
    pub fn with_native<T: NativeOpTrait>(mut self) -> Self {
        if !self.has_native::<T>() {
            self.native.push(TypeId::of::<T>());
        }
        self
    }

    /// Whether the dialect-defined trait `T` is declared.
    pub fn has_native<T: NativeOpTrait>(&self) -> bool {
        self.native.contains(&TypeId::of::<T>())
    }

    /// Whether the flag trait is declared.
    #[inline]
    pub fn has(&self, t: Trait) -> bool {
        self.flags & (1 << (t as u8)) != 0
    }

    /// The allowed parent op names of `HasParent`, empty when the trait is absent.
    pub fn parents(&self) -> &[Box<str>] {
        &self.parents
    }

    /// The terminator op name of `SingleBlockImplicitTerminator`.
    pub fn implicit_terminator(&self) -> Option<&str> {
        self.implicit_terminator.as_deref()
    }

    /// Whether `Pure` holds (no memory effects and always speculatable).
    pub fn is_pure(&self) -> bool {
        self.has(Trait::NoMemoryEffect) && self.has(Trait::AlwaysSpeculatable)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_and_parameters_are_kept() {
        let set = TraitSet::new(&[Trait::IsTerminator, Trait::ReturnLike])
            .with_parents(&["func.func"])
            .with_implicit_terminator("scf.yield");
        assert!(set.has(Trait::IsTerminator));
        assert!(set.has(Trait::SingleBlock));
        assert!(!set.has(Trait::Commutative));
        assert_eq!(set.parents().len(), 1);
        assert_eq!(set.implicit_terminator(), Some("scf.yield"));
    }

    struct Mine;
    impl NativeOpTrait for Mine {}
    struct Other;
    impl NativeOpTrait for Other {}

    #[test]
    fn native_traits_are_told_apart_by_type() {
        let set = TraitSet::new(&[])
            .with_native::<Mine>()
            .with_native::<Mine>();
        assert!(set.has_native::<Mine>());
        assert!(!set.has_native::<Other>());
        assert_eq!(set, TraitSet::new(&[]).with_native::<Mine>());
    }
}
