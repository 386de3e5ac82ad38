//! The lattice of sparse constant propagation (MLIR's `Lattice<ConstantValue>`): what is known
//! of one SSA value. Values start at [`Lattice::Uninitialized`] (no execution reaches them yet),
//! rise to one constant, and fall to [`Lattice::Overdefined`] when two different constants (or a
//! value not known at compile time) reach them. It is not the solver.

use crate::attrs::Attribute;
use crate::context::OpName;

/// What is known of a value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lattice {
    /// Nothing reached the value yet.
    #[default]
    Uninitialized,
    /// Always this constant.
    Constant {
        /// The constant.
        value: Attribute,
        /// The kind of op that produced it: its dialect materializes the constant again.
        producer: OpName,
    },
    /// Not a single constant.
    Overdefined,
}

impl Lattice {
    /// The least upper bound of `self` and `other`.
    pub fn join(self, other: Lattice) -> Lattice {
        match (self, other) {
            (Lattice::Uninitialized, x) | (x, Lattice::Uninitialized) => x,
            (Lattice::Constant { value: a, .. }, Lattice::Constant { value: b, .. }) if a == b => {
                self
            }
            _ => Lattice::Overdefined,
        }
    }

    /// The constant, if the value is one.
    pub fn constant(self) -> Option<Attribute> {
        match self {
            Lattice::Constant { value, .. } => Some(value),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;

    #[test]
    fn joins_rise_and_never_come_back() {
        let ctx = Context::new();
        let one = ctx.common().true_attr;
        let two = ctx.common().false_attr;
        let producer = ctx.op_name("arith.constant");
        let c = |value| Lattice::Constant { value, producer };
        assert_eq!(Lattice::Uninitialized.join(c(one)), c(one));
        assert_eq!(c(one).join(Lattice::Uninitialized), c(one));
        assert_eq!(c(one).join(c(one)), c(one));
        assert_eq!(c(one).join(c(two)), Lattice::Overdefined);
        assert_eq!(Lattice::Overdefined.join(c(one)), Lattice::Overdefined);
        assert_eq!(c(one).constant(), Some(one));
        assert_eq!(Lattice::Overdefined.constant(), None);
    }
}
