//! The extension point for dialect-defined parametric types and attributes.
//!
//! A dialect stores its own parameters (any `Eq + Hash + Debug + Send + Sync` Rust value) inside a
//! [`DynStorage`], which the context uniques like builtin storage. This module only provides the
//! type-erased box with equality and hashing; the typed `get`/accessors are generated per dialect,
//! and printing/parsing go through the dialect's hooks in the context registry.

use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};

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
