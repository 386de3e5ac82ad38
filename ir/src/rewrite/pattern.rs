//! Rewrite patterns: the [`RewritePattern`] trait every pattern implements, the
//! [`MatchFailure`] a pattern returns when it does not apply, the [`PatternRoot`] saying which
//! ops a pattern is tried on (one op name, every op with a trait or an interface, or any op),
//! and [`FnPattern`], a pattern made of a function or closure over any op or over one typed op
//! wrapper. It is not the place that orders or applies patterns (see `pattern_set` and the
//! driver).

use super::rewriter::PatternRewriter;
use crate::context::{Context, OpName};
use crate::descriptor::OpDescriptor;
use crate::op::Op;
use crate::structure::OpId;
use crate::traits::{NativeOpTrait, Trait};
use std::any::TypeId;
use std::borrow::Cow;
use std::fmt;
use std::hash::{Hash, Hasher};

/// Why a pattern did not apply. The reason shows up in pattern statistics, so it should say
/// which part of the match failed (`"rhs is not a constant"`); a `&'static str` costs nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchFailure {
    /// The reason, lowercase, no trailing period.
    pub reason: Cow<'static, str>,
}

impl MatchFailure {
    /// A failure with `reason`.
    pub fn new(reason: impl Into<Cow<'static, str>>) -> Self {
        MatchFailure {
            reason: reason.into(),
        }
    }
}

/// An edit that failed inside a pattern (`?` on a `create`) fails the match with its message.
impl From<crate::structure::IrError> for MatchFailure {
    fn from(error: crate::structure::IrError) -> Self {
        MatchFailure::new(format!("the rewrite failed: {error}"))
    }
}

/// A builder whose result types could not be inferred fails the match with its message.
impl From<crate::diagnostics::Diagnostic> for MatchFailure {
    fn from(error: crate::diagnostics::Diagnostic) -> Self {
        MatchFailure::new(error.message)
    }
}

impl fmt::Display for MatchFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

/// What a pattern can be the root of.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PatternRoot<'a> {
    /// Ops with this full name (`"arith.addi"`).
    Op(&'a str),
    /// Every registered op declaring this trait (MLIR's `OpTraitRewritePattern`).
    Trait(TraitRoot),
    /// Every registered op implementing this interface (MLIR's `OpInterfaceRewritePattern`);
    /// made with [`TypeKey::interface`].
    Interface(TypeKey),
    /// Any op.
    Any,
}

impl PatternRoot<'_> {
    /// Whether a pattern with this root is tried on ops named `name` (a trait or interface root
    /// only matches registered ops, which alone declare traits and interfaces).
    pub fn matches(&self, ctx: &Context, name: OpName) -> bool {
        match self {
            PatternRoot::Op(root) => ctx.op_name_str(name) == *root,
            PatternRoot::Trait(_) | PatternRoot::Interface(_) => ctx
                .op_descriptor(name)
                .is_some_and(|descriptor| self.held_by(descriptor)),
            PatternRoot::Any => true,
        }
    }

    /// Whether a trait or interface root holds for the op kind `descriptor` describes; `false`
    /// for the other roots, which are not about op kinds' properties.
    pub(crate) fn held_by(&self, descriptor: &OpDescriptor) -> bool {
        match self {
            PatternRoot::Trait(TraitRoot::Flag(t)) => descriptor.traits.has(*t),
            PatternRoot::Trait(TraitRoot::Native(key)) | PatternRoot::Interface(key) => {
                (key.held_by)(descriptor)
            }
            PatternRoot::Op(_) | PatternRoot::Any => false,
        }
    }
}

/// Shown in statistics: the op name, `trait:Name`, `interface:Name` or `*`.
impl fmt::Display for PatternRoot<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PatternRoot::Op(name) => f.write_str(name),
            PatternRoot::Trait(TraitRoot::Flag(t)) => write!(f, "trait:{t:?}"),
            PatternRoot::Trait(TraitRoot::Native(key)) => write!(f, "trait:{}", key.name()),
            PatternRoot::Interface(key) => write!(f, "interface:{}", key.name()),
            PatternRoot::Any => f.write_str("*"),
        }
    }
}

/// A trait a pattern can be rooted at: one of the runtime's flag traits or a dialect-defined
/// [`NativeOpTrait`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TraitRoot {
    /// A flag trait (`Commutative`, `ConstantLike`, ...).
    Flag(Trait),
    /// A dialect-defined trait, made with [`TypeKey::native_trait`].
    Native(TypeKey),
}

impl TraitRoot {
    /// The root for the dialect-defined trait `T`.
    pub fn native<T: NativeOpTrait>() -> Self {
        TraitRoot::Native(TypeKey::native_trait::<T>())
    }
}

impl From<Trait> for TraitRoot {
    fn from(t: Trait) -> Self {
        TraitRoot::Flag(t)
    }
}

/// A native trait or an interface named by its Rust type (for an interface, `dyn Interface`),
/// together with the test of whether an op kind has it. Equal keys are those of the same type.
#[derive(Copy, Clone, Debug)]
pub struct TypeKey {
    id: TypeId,
    name: &'static str,
    held_by: fn(&OpDescriptor) -> bool,
}

impl TypeKey {
    /// The key of the dialect-defined trait `T`.
    pub fn native_trait<T: NativeOpTrait>() -> Self {
        TypeKey {
            id: TypeId::of::<T>(),
            name: short_type_name(std::any::type_name::<T>()),
            held_by: |descriptor| descriptor.traits.has_native::<T>(),
        }
    }

    /// The key of interface `I` (the type interfaces are stored under, e.g. `dyn MemoryEffects`).
    pub fn interface<I: ?Sized + 'static>() -> Self {
        TypeKey {
            id: TypeId::of::<I>(),
            name: short_type_name(std::any::type_name::<I>()),
            held_by: |descriptor| descriptor.interfaces.contains::<I>(),
        }
    }

    /// The Rust type's id.
    pub fn id(&self) -> TypeId {
        self.id
    }

    /// The type's name without its module path (`MemoryEffects`).
    pub fn name(&self) -> &'static str {
        self.name
    }
}

impl PartialEq for TypeKey {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Eq for TypeKey {}

impl Hash for TypeKey {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.id.hash(state);
    }
}

/// `dyn a::b::Name` or `a::b::Name` → `Name` (generic arguments are kept whole).
fn short_type_name(full: &'static str) -> &'static str {
    let full = full.strip_prefix("dyn ").unwrap_or(full);
    let path_end = full.find('<').unwrap_or(full.len());
    let start = full[..path_end].rfind("::").map_or(0, |i| i + 2);
    &full[start..]
}

/// A rewrite pattern: matches a DAG of IR rooted at one op and rewrites it through the
/// [`PatternRewriter`], which tells the driver about every change.
///
/// A pattern must either change the IR and return `Ok(())`, or leave the IR untouched and return
/// an error: the driver relies on it to know when it has reached a fixed point.
pub trait RewritePattern: Send + Sync {
    /// The ops this pattern is tried on.
    fn root(&self) -> PatternRoot<'_>;

    /// How much the pattern is worth; among the patterns of one op, higher benefits are tried
    /// first (equal ones in the order they were added).
    fn benefit(&self) -> u16 {
        1
    }

    /// The name statistics and diagnostics show.
    fn debug_name(&self) -> &str;

    /// The names of the ops the pattern may create (documentation and tooling only).
    fn generated_ops(&self) -> &[&str] {
        &[]
    }

    /// The names of the rules the pattern is made of, in the order it tries them, when it is
    /// several rules in one (the pattern a rules file generates for one root op); empty for a
    /// pattern that is one rule. While statistics are collected, the pattern reports what each
    /// rule did through [`PatternRewriter::notify_rule_failure`] and
    /// [`PatternRewriter::notify_rule_matched`], with indices into this list.
    fn rule_names(&self) -> &[&str] {
        &[]
    }

    /// Matches `op` and rewrites it, or explains why it does not match.
    fn match_and_rewrite(
        &self,
        ctx: &Context,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
    ) -> Result<(), MatchFailure>;
}

/// The owned form of a [`FnPattern`]'s root.
enum FnRoot {
    Op(String),
    Trait(TraitRoot),
    Interface(TypeKey),
    Any,
}

/// The function type of a [`FnPattern`].
pub type PatternFn =
    dyn Fn(&Context, &mut PatternRewriter<'_>, OpId) -> Result<(), MatchFailure> + Send + Sync;

/// What a [`FnPattern`] is made of: a function or closure that matches an op (an `OpId`, or
/// the typed wrapper `T` of [`FnPattern::for_op`]) and rewrites it, or says why it does not
/// match. It can be shared across threads and owns what it captures, since frozen pattern sets
/// are. Every such function implements it through the blanket impl, so the constructors of
/// [`FnPattern`] and [`super::RewritePatternSet`] take `impl RewriteFn` instead of spelling the
/// bound out, and a closure passed to them still has its argument types inferred.
pub trait RewriteFn<T = OpId>:
    Fn(&Context, &mut PatternRewriter<'_>, T) -> Result<(), MatchFailure> + Send + Sync + 'static
{
}

impl<T, F> RewriteFn<T> for F where
    F: Fn(&Context, &mut PatternRewriter<'_>, T) -> Result<(), MatchFailure>
        + Send
        + Sync
        + 'static
{
}

/// A pattern made of a function or closure over any op (a root name, trait or interface given,
/// or any op).
pub struct FnPattern {
    root: FnRoot,
    name: String,
    benefit: u16,
    generated: Vec<&'static str>,
    apply: Box<PatternFn>,
}

impl FnPattern {
    /// A pattern rooted at ops named `root` (any op when `None`).
    pub fn new(root: Option<&str>, name: &str, benefit: u16, apply: impl RewriteFn) -> Self {
        let root = root.map_or(FnRoot::Any, |name| FnRoot::Op(name.to_string()));
        Self::with_root(root, name, benefit, apply)
    }

    /// A pattern tried on every registered op declaring `root` (a [`Trait`] or a
    /// [`TraitRoot::native`]).
    pub fn for_trait(
        root: impl Into<TraitRoot>,
        name: &str,
        benefit: u16,
        apply: impl RewriteFn,
    ) -> Self {
        Self::with_root(FnRoot::Trait(root.into()), name, benefit, apply)
    }

    /// A pattern tried on every registered op implementing interface `I` (e.g.
    /// `dyn MemoryEffects`).
    pub fn for_interface<I: ?Sized + 'static>(
        name: &str,
        benefit: u16,
        apply: impl RewriteFn,
    ) -> Self {
        Self::with_root(
            FnRoot::Interface(TypeKey::interface::<I>()),
            name,
            benefit,
            apply,
        )
    }

    fn with_root(root: FnRoot, name: &str, benefit: u16, apply: impl RewriteFn) -> Self {
        FnPattern {
            root,
            name: name.to_string(),
            benefit,
            generated: Vec::new(),
            apply: Box::new(apply),
        }
    }

    /// A pattern for one op kind written over its typed wrapper `T` (what MLIR's
    /// `OpRewritePattern<T>` is for): rooted at `T::NAME`; an op of that name without the shape
    /// `T` needs fails to match.
    pub fn for_op<T: Op + 'static>(name: &str, benefit: u16, apply: impl RewriteFn<T>) -> Self {
        Self::new(Some(T::NAME), name, benefit, move |ctx, rewriter, op| {
            let typed = T::from_op(ctx, rewriter.body(), op)
                .ok_or_else(|| MatchFailure::new("op does not have the shape its wrapper needs"))?;
            apply(ctx, rewriter, typed)
        })
    }

    /// Declares the ops the pattern may create.
    pub fn with_generated_ops(mut self, ops: &[&'static str]) -> Self {
        self.generated = ops.to_vec();
        self
    }
}

impl RewritePattern for FnPattern {
    fn root(&self) -> PatternRoot<'_> {
        match &self.root {
            FnRoot::Op(name) => PatternRoot::Op(name),
            FnRoot::Trait(t) => PatternRoot::Trait(*t),
            FnRoot::Interface(key) => PatternRoot::Interface(*key),
            FnRoot::Any => PatternRoot::Any,
        }
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn debug_name(&self) -> &str {
        &self.name
    }

    fn generated_ops(&self) -> &[&str] {
        &self.generated
    }

    fn match_and_rewrite(
        &self,
        ctx: &Context,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
    ) -> Result<(), MatchFailure> {
        (self.apply)(ctx, rewriter, op)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::DialectDescriptor;
    use crate::traits::TraitSet;

    trait Shiny: Send + Sync {}
    struct Polished;
    impl NativeOpTrait for Polished {}

    #[test]
    fn trait_and_interface_roots_match_the_registered_ops_that_have_them() {
        let ctx = Context::new();
        let shiny = OpDescriptor::new("k.shiny")
            .with_traits(TraitSet::new(&[Trait::Commutative]).with_native::<Polished>());
        struct Impl;
        impl Shiny for Impl {}
        shiny.interfaces.insert::<dyn Shiny>(Box::new(Impl));
        ctx.register_dialect(
            DialectDescriptor::new("k"),
            vec![shiny, OpDescriptor::new("k.dull")],
        );
        let (shiny, dull, unknown) = (
            ctx.op_name("k.shiny"),
            ctx.op_name("k.dull"),
            ctx.op_name("k.unknown"),
        );
        let roots = [
            PatternRoot::Trait(Trait::Commutative.into()),
            PatternRoot::Trait(TraitRoot::native::<Polished>()),
            PatternRoot::Interface(TypeKey::interface::<dyn Shiny>()),
        ];
        for root in roots {
            assert!(root.matches(&ctx, shiny), "{root}");
            assert!(!root.matches(&ctx, dull), "{root}");
            assert!(!root.matches(&ctx, unknown), "{root}");
        }
        assert!(PatternRoot::Op("k.dull").matches(&ctx, dull));
        assert!(!PatternRoot::Op("k.dull").matches(&ctx, shiny));
        assert!(PatternRoot::Any.matches(&ctx, unknown));
    }

    /// A pattern function made by a function: `impl RewriteFn` names its return type.
    fn erase_unless(keep: &'static str) -> impl RewriteFn {
        move |ctx, rewriter, op| {
            if ctx.op_name_str(rewriter.body().op_name(op)) == keep {
                return Err(MatchFailure::new("the op is kept"));
            }
            rewriter
                .erase_op(op)
                .map_err(|_| MatchFailure::new("the op cannot be erased"))
        }
    }

    /// A pattern function that is a plain function item.
    fn never(_: &Context, _: &mut PatternRewriter<'_>, _: OpId) -> Result<(), MatchFailure> {
        Err(MatchFailure::new("never"))
    }

    #[test]
    fn functions_closures_and_typed_closures_make_patterns() {
        use crate::rewrite::testing::AddOp;
        use crate::structure::{Body, OperationState};
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let loc = ctx.common().unknown_loc;
        let mut body = Body::new();
        let block = body.create_block(&[]);
        let [kept, erased] = ["k.keep", "k.drop"].map(|name| {
            let op = body.create_op(&ctx, OperationState::new(ctx.op_name(name), loc));
            body.append_op(block, op).map(|()| op)
        });
        let (kept, erased) = (kept.unwrap(), erased.unwrap());
        let patterns = [
            FnPattern::new(None, "never", 1, never),
            FnPattern::new(None, "erase", 1, erase_unless("k.keep")),
            // A closure's argument types are inferred from the bound, typed ones included.
            FnPattern::for_op::<AddOp>("add", 1, |_, _, add| {
                let _: AddOp = add;
                Ok(())
            }),
        ];
        let mut rewriter = PatternRewriter::new(&ctx, &mut body);
        let outcomes: Vec<Result<(), MatchFailure>> = patterns
            .iter()
            .map(|p| p.match_and_rewrite(&ctx, &mut rewriter, kept))
            .collect();
        assert_eq!(
            outcomes,
            vec![
                Err(MatchFailure::new("never")),
                Err(MatchFailure::new("the op is kept")),
                Err(MatchFailure::new(
                    "op does not have the shape its wrapper needs"
                )),
            ]
        );
        assert_eq!(
            patterns[1].match_and_rewrite(&ctx, &mut rewriter, erased),
            Ok(())
        );
        assert!(!body.contains_op(erased));
        assert!(body.contains_op(kept));
    }

    #[test]
    fn roots_show_short_names() {
        let shown: Vec<String> = [
            PatternRoot::Op("a.b"),
            PatternRoot::Trait(Trait::Commutative.into()),
            PatternRoot::Trait(TraitRoot::native::<Polished>()),
            PatternRoot::Interface(TypeKey::interface::<dyn Shiny>()),
            PatternRoot::Any,
        ]
        .iter()
        .map(ToString::to_string)
        .collect();
        assert_eq!(
            shown,
            vec![
                "a.b",
                "trait:Commutative",
                "trait:Polished",
                "interface:Shiny",
                "*"
            ]
        );
        assert_eq!(short_type_name("dyn a::b::C<x::Y>"), "C<x::Y>");
        assert_eq!(
            TypeKey::interface::<dyn Shiny>(),
            TypeKey::interface::<dyn Shiny>()
        );
        assert_ne!(
            TypeKey::interface::<dyn Shiny>(),
            TypeKey::native_trait::<Polished>()
        );
    }
}
