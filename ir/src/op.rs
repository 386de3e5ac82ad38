//! The [`Op`] trait: what every typed op wrapper (`arith::AddIOp`, usually generated from a spec)
//! offers to generic code, so that typed rewrite patterns and helpers can be written once for all
//! ops. It is not a registry: descriptors live in the [`crate::Context`].

use crate::context::Context;
use crate::structure::{Body, OpId};

/// A `Copy` wrapper over an [`OpId`] known to be an op of one kind.
pub trait Op: Copy {
    /// The op's full name (`"arith.addi"`).
    const NAME: &'static str;

    /// `op` as this kind, when it has this name and the shape its spec declares.
    fn from_op(body: &Body, ctx: &Context, op: OpId) -> Option<Self>;

    /// The wrapped op.
    fn id(self) -> OpId;
}
