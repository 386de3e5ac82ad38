//! [`ConversionTarget`]: which ops are legal after a conversion, by op name or by dialect,
//! statically or through a closure, and which legal ops make everything nested in them legal.
//! It decides legality only; it does not rewrite.

use crate::context::Context;
use crate::structure::{Body, OpId};
use std::collections::HashMap;
use std::sync::Arc;

/// Decides the legality of one op at conversion time (MLIR's dynamically legal ops).
pub type DynamicLegalityFn = Arc<dyn Fn(&Context, &Body, OpId) -> bool + Send + Sync>;

/// What the target says of an op kind.
#[derive(Clone)]
pub enum Legality {
    /// Always legal.
    Legal,
    /// Legal when the closure says so; otherwise it must be converted.
    Dynamic(DynamicLegalityFn),
    /// Must be converted.
    Illegal,
}

/// The answer for one op: `None` when the target knows nothing of it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct OpLegality {
    /// Whether the op is legal as it is.
    pub legal: bool,
    /// Whether a legal op makes the ops nested in it legal too.
    pub recursive: bool,
}

/// The legality rules of a conversion. Op rules win over dialect rules; the unknown-op
/// fallback answers for ops neither names.
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: HashMap<String, Legality>,
    dialects: HashMap<String, Legality>,
    recursive: HashMap<String, Option<DynamicLegalityFn>>,
    unknown: Option<Legality>,
}

impl ConversionTarget {
    /// A target that knows no op.
    pub fn new() -> Self {
        Self::default()
    }

    /// Marks op `name` (`"arith.addi"`) legal.
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Legality::Legal);
        self
    }

    /// Marks op `name` illegal.
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Legality::Illegal);
        self
    }

    /// Marks op `name` legal when `legal` says so.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        legal: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.ops
            .insert(name.to_string(), Legality::Dynamic(Arc::new(legal)));
        self
    }

    /// Marks every op of `dialect` legal.
    pub fn add_legal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.dialects.insert(dialect.to_string(), Legality::Legal);
        self
    }

    /// Marks every op of `dialect` illegal.
    pub fn add_illegal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.dialects.insert(dialect.to_string(), Legality::Illegal);
        self
    }

    /// Marks the ops of `dialect` legal when `legal` says so.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        dialect: &str,
        legal: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.dialects
            .insert(dialect.to_string(), Legality::Dynamic(Arc::new(legal)));
        self
    }

    /// Makes a legal op `name` legal with everything nested in it (when `when` is given, only
    /// for the ops it accepts).
    pub fn mark_op_recursively_legal(
        &mut self,
        name: &str,
        when: Option<DynamicLegalityFn>,
    ) -> &mut Self {
        self.recursive.insert(name.to_string(), when);
        self
    }

    /// The legality of ops that neither an op rule nor a dialect rule covers.
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        legal: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(Legality::Dynamic(Arc::new(legal)));
        self
    }

    /// The rule that applies to op `name`, if any.
    pub fn legality_of(&self, name: &str) -> Option<&Legality> {
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        self.ops
            .get(name)
            .or_else(|| self.dialects.get(dialect))
            .or(self.unknown.as_ref())
    }

    /// Whether `op` is legal (`None` when the target knows nothing of it).
    pub fn is_legal(&self, ctx: &Context, body: &Body, op: OpId) -> Option<bool> {
        self.op_legality(ctx, body, op).map(|l| l.legal)
    }

    pub(crate) fn op_legality(&self, ctx: &Context, body: &Body, op: OpId) -> Option<OpLegality> {
        let name = ctx.op_name_str(body.op_name(op));
        let legal = match self.legality_of(name)? {
            Legality::Legal => true,
            Legality::Illegal => false,
            Legality::Dynamic(f) => f(ctx, body, op),
        };
        let recursive = legal
            && match self.recursive.get(name) {
                Some(None) => true,
                Some(Some(when)) => when(ctx, body, op),
                None => false,
            };
        Some(OpLegality { legal, recursive })
    }
}
