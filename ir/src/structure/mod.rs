//! The generic structure of IR: operations, blocks, regions and SSA values with use lists.
//!
//! All of it lives in a [`Body`], an arena addressed by small `Copy` ids ([`OpId`], [`BlockId`],
//! [`RegionId`], [`Value`]). An operation whose kind is `IsolatedFromAbove` owns the body of its
//! regions as a separate, nested [`Body`]: ids are only meaningful within the body that issued
//! them, and since nothing inside an isolated body can refer to values outside it, sibling
//! isolated ops (functions in a module) can be handed out as disjoint `&mut Body` to different
//! threads with no lock and no `unsafe`. [`Body::region_scope`] answers "in which body do this op's
//! regions live"; [`Body::isolated_ops_mut`] hands out the op records of isolated siblings
//! together with their nested bodies, and [`IsolatedOpMut::lend`] lends one out as a body where it
//! is alone (what passes run on). This module knows nothing of dialects: any op, registered or
//! not, can be built, walked and edited here.

mod body;
mod clone;
mod edit;
mod lend;
mod pool;
mod uses;
mod walk;

pub use body::*;
pub use clone::ValueMap;
pub use edit::InsertPoint;
pub use lend::{IsolatedOpMut, LendError};
pub use uses::{BlockUses, Uses};
pub use walk::{WalkControl, WalkOrder};

use std::fmt;

const NONE: u32 = u32::MAX;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) u32);

        impl $name {
            /// The raw index (stable until the item is erased; then it may be reused).
            pub fn index(self) -> u32 {
                self.0
            }

            #[inline]
            pub(crate) fn is_none(self) -> bool {
                self.0 == NONE
            }

            #[inline]
            pub(crate) fn some(self) -> Option<Self> {
                if self.0 == NONE { None } else { Some(self) }
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                if self.0 == NONE { write!(f, concat!($prefix, "none")) } else { write!(f, concat!($prefix, "{}"), self.0) }
            }
        }
    };
}

id_type!(
    /// An operation in a [`Body`].
    OpId,
    "op"
);
id_type!(
    /// A block in a [`Body`].
    BlockId,
    "block"
);
id_type!(
    /// A region in a [`Body`].
    RegionId,
    "region"
);

const ARG_BIT: u32 = 1 << 31;

/// An SSA value: result `index` of an operation, or argument `index` of a block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value {
    owner: u32,
    index: u32,
}

/// What defines a [`Value`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// Result `index` of operation `op`.
    Result {
        /// The defining operation.
        op: OpId,
        /// The result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// The block.
        block: BlockId,
        /// The argument number.
        index: u32,
    },
}

impl Value {
    /// Result `index` of `op`.
    #[inline]
    pub fn result(op: OpId, index: u32) -> Value {
        debug_assert!(index < ARG_BIT);
        Value { owner: op.0, index }
    }

    /// Argument `index` of `block`.
    #[inline]
    pub fn block_arg(block: BlockId, index: u32) -> Value {
        debug_assert!(index < ARG_BIT);
        Value {
            owner: block.0,
            index: index | ARG_BIT,
        }
    }

    /// What defines this value.
    #[inline]
    pub fn def(self) -> ValueDef {
        if self.index & ARG_BIT != 0 {
            ValueDef::BlockArg {
                block: BlockId(self.owner),
                index: self.index & !ARG_BIT,
            }
        } else {
            ValueDef::Result {
                op: OpId(self.owner),
                index: self.index,
            }
        }
    }

    /// The defining op, for op results.
    #[inline]
    pub fn defining_op(self) -> Option<OpId> {
        match self.def() {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::BlockArg { .. } => None,
        }
    }

    /// The result or argument number.
    #[inline]
    pub fn number(self) -> u32 {
        self.index & !ARG_BIT
    }
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.def() {
            ValueDef::Result { op, index } => write!(f, "{op:?}#{index}"),
            ValueDef::BlockArg { block, index } => write!(f, "{block:?}@{index}"),
        }
    }
}

/// One use of a value: operand `index` of operation `owner` (or, for block uses, successor
/// `index` of `owner`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    /// The using operation.
    pub owner: OpId,
    /// The operand (or successor) number.
    pub index: u32,
}

impl Use {
    pub(crate) const NONE: Use = Use {
        owner: OpId(NONE),
        index: 0,
    };

    #[inline]
    pub(crate) fn is_none(self) -> bool {
        self.owner.is_none()
    }
}

/// Errors from structural edits that would leave the IR broken.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum IrError {
    /// Erasing an op or block whose results/arguments are still used elsewhere.
    HasUses,
    /// An operand, result, region, successor or argument number out of range.
    OutOfRange {
        /// What was indexed (`operand`, `result`, ...).
        what: &'static str,
        /// The index given.
        index: usize,
        /// How many there are.
        len: usize,
    },
    /// Inserting an op or block that is already attached somewhere.
    AlreadyAttached,
    /// An insertion point or block that is not attached where the edit needs it.
    Detached,
    /// Moving into one's own region (would create a cycle).
    Cycle,
}

impl fmt::Display for IrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrError::HasUses => write!(f, "cannot erase: values defined here still have uses"),
            IrError::OutOfRange { what, index, len } => {
                write!(f, "{what} #{index} is out of range (there are {len})")
            }
            IrError::AlreadyAttached => write!(f, "item is already attached; detach it first"),
            IrError::Detached => write!(f, "item is not attached to a parent"),
            IrError::Cycle => write!(f, "cannot move an op or block into itself"),
        }
    }
}

impl std::error::Error for IrError {}
#[cfg(test)]
mod tests;
