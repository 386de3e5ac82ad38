//! Interfaces of types, attributes and dialects: the registry that maps a type or attribute
//! *kind* to the interfaces implemented for it, and the lookups `ty.interface::<dyn I>(ctx)`,
//! `attr.interface::<dyn I>(ctx)` and `ctx.dialect_interface::<dyn I>("arith")`.
//!
//! Operation interfaces live in each op's [`crate::OpDescriptor::interfaces`]; this module does the
//! same for the other three: a kind ([`TypeKind`], [`AttrKind`]: each builtin storage variant, or a
//! dialect kind named by the `(dialect, mnemonic)` of its [`crate::storage::DynStorage`]) has an
//! [`InterfaceMap`] in the context, keyed by the interface's Rust trait-object type. Maps only
//! grow, so an implementation can be attached to a kind defined elsewhere (an external model) at
//! any time, and lookups of builtin kinds take no lock. It does not define the interfaces
//! themselves (except the marker [`MemRefElementTypeInterface`] that memref types consult): those
//! come from dialects.
//!
//! # Declaring and querying an interface
//!
//! An interface is an object-safe trait, `Send + Sync`, whose methods receive the context and
//! the object; a default method body is a default implementation. An implementation (a "model")
//! is a usually stateless struct, attached once per kind when the dialect registers. Queries name
//! the trait object type. The ODS generator emits exactly this shape, plus a small `Copy` handle
//! pairing the object with its model so that call sites read like methods on the object:
//!
//! ```
//! use oxir::interfaces::TypeKind;
//! use oxir::types::{MemRefType, TypeView};
//! use oxir::{Context, Type};
//!
//! /// The interface: methods get the context and the type.
//! pub trait MemorySpaceInterface: Send + Sync {
//!     /// The numeric memory space of `ty`.
//!     fn memory_space_number(&self, ctx: &Context, ty: Type) -> u64;
//!     /// A default implementation, used unless a model overrides it.
//!     fn is_default_space(&self, ctx: &Context, ty: Type) -> bool {
//!         self.memory_space_number(ctx, ty) == 0
//!     }
//! }
//!
//! /// The generated handle: a type known to implement the interface, with its model.
//! #[derive(Copy, Clone)]
//! pub struct MemorySpace<'c> {
//!     ty: Type,
//!     model: &'c dyn MemorySpaceInterface,
//! }
//!
//! impl<'c> MemorySpace<'c> {
//!     /// `ty` as an implementation of the interface, if its kind has one.
//!     pub fn get(ctx: &'c Context, ty: Type) -> Option<Self> {
//!         let model = ty.interface::<dyn MemorySpaceInterface>(ctx)?;
//!         Some(MemorySpace { ty, model })
//!     }
//!     /// Forwards to the model.
//!     pub fn memory_space_number(self, ctx: &Context) -> u64 {
//!         self.model.memory_space_number(ctx, self.ty)
//!     }
//! }
//!
//! /// A model for builtin memrefs, attached from outside the builtin dialect.
//! struct MemRefModel;
//! impl MemorySpaceInterface for MemRefModel {
//!     fn memory_space_number(&self, ctx: &Context, ty: Type) -> u64 {
//!         let memref = ty.dyn_cast::<MemRefType>(ctx);
//!         let space = memref.and_then(|m| m.memory_space(ctx));
//!         let value = space.and_then(|s| s.dyn_cast::<oxir::attrs::IntegerAttr>(ctx));
//!         value.and_then(|v| v.value_u64(ctx)).unwrap_or(0)
//!     }
//! }
//!
//! let ctx = Context::new();
//! // Registration: a dialect's own kinds use `TypeKind::Dialect { dialect, mnemonic }`.
//! ctx.attach_type_interface::<dyn MemorySpaceInterface>(TypeKind::MemRef, Box::new(MemRefModel));
//! let f32 = ctx.common().f32;
//! let memref = MemRefType::get(&ctx, &[4], f32, None, None).ty();
//! let space = MemorySpace::get(&ctx, memref).expect("memrefs implement it");
//! assert_eq!(space.memory_space_number(&ctx), 0);
//! assert!(MemorySpace::get(&ctx, f32).is_none());
//! ```
//!
//! Attribute interfaces work the same way with [`AttrKind`], `ctx.attach_attr_interface` and
//! `attr.interface`. A dialect interface (inliner hooks, constant materialization, ...) is put in
//! [`crate::DialectDescriptor::interfaces`] before registration, or attached afterwards with
//! `ctx.attach_dialect_interface`, and found with `ctx.dialect_interface::<dyn I>("dialect")`.

use crate::attrs::{AttrData, Attribute, LocationData};
use crate::context::Context;
use crate::descriptor::{DialectDescriptor, InterfaceMap};
use crate::types::{Type, TypeData};
use rustc_hash::FxHashMap;
use std::borrow::Borrow;
use std::hash::Hash;
use std::sync::{Arc, RwLock};

/// The kind of a type: one per builtin storage variant, and one per dialect type definition.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer,
    /// `index`.
    Index,
    /// `f16`, `bf16`, `f32`, `f64`.
    Float,
    /// `none`.
    None,
    /// Function types.
    Function,
    /// `tuple<...>`.
    Tuple,
    /// `complex<...>`.
    Complex,
    /// `vector<...>`.
    Vector,
    /// Ranked `tensor<...>`.
    RankedTensor,
    /// `tensor<*x...>`.
    UnrankedTensor,
    /// Ranked `memref<...>`.
    MemRef,
    /// `memref<*x...>`.
    UnrankedMemRef,
    /// Types of unregistered dialects kept as text.
    Opaque,
    /// A type defined by a dialect, named like its [`crate::storage::DynStorage`].
    Dialect {
        /// The dialect namespace.
        dialect: &'static str,
        /// The type's mnemonic in the dialect.
        mnemonic: &'static str,
    },
}

/// The number of builtin type kinds (the slots of the lock-free table).
const BUILTIN_TYPE_KINDS: usize = 13;

impl TypeKind {
    /// The kind of type storage `data`.
    pub fn of(data: &TypeData) -> TypeKind {
        match data {
            TypeData::Integer { .. } => TypeKind::Integer,
            TypeData::Index => TypeKind::Index,
            TypeData::Float(_) => TypeKind::Float,
            TypeData::None => TypeKind::None,
            TypeData::Function { .. } => TypeKind::Function,
            TypeData::Tuple(_) => TypeKind::Tuple,
            TypeData::Complex(_) => TypeKind::Complex,
            TypeData::Vector { .. } => TypeKind::Vector,
            TypeData::RankedTensor { .. } => TypeKind::RankedTensor,
            TypeData::UnrankedTensor { .. } => TypeKind::UnrankedTensor,
            TypeData::MemRef { .. } => TypeKind::MemRef,
            TypeData::UnrankedMemRef { .. } => TypeKind::UnrankedMemRef,
            TypeData::Opaque { .. } => TypeKind::Opaque,
            TypeData::Dialect(storage) => TypeKind::Dialect {
                dialect: storage.dialect,
                mnemonic: storage.mnemonic,
            },
        }
    }

    fn slot(self) -> Slot {
        Slot::Builtin(match self {
            TypeKind::Integer => 0,
            TypeKind::Index => 1,
            TypeKind::Float => 2,
            TypeKind::None => 3,
            TypeKind::Function => 4,
            TypeKind::Tuple => 5,
            TypeKind::Complex => 6,
            TypeKind::Vector => 7,
            TypeKind::RankedTensor => 8,
            TypeKind::UnrankedTensor => 9,
            TypeKind::MemRef => 10,
            TypeKind::UnrankedMemRef => 11,
            TypeKind::Opaque => 12,
            TypeKind::Dialect { dialect, mnemonic } => return Slot::Dialect(dialect, mnemonic),
        })
    }
}

/// The kind of an attribute: one per builtin storage variant (each location variant apart), and
/// one per dialect attribute definition. Booleans are integer attributes (of type `i1`), as in
/// MLIR, so they have kind [`AttrKind::Integer`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`.
    Unit,
    /// Integers and booleans.
    Integer,
    /// Floats.
    Float,
    /// Strings.
    String,
    /// Arrays.
    Array,
    /// Dictionaries.
    Dictionary,
    /// Types used as attributes.
    Type,
    /// Symbol references.
    SymbolRef,
    /// Dense elements.
    DenseElements,
    /// Sparse elements.
    SparseElements,
    /// `dense_resource` elements.
    DenseResourceElements,
    /// Dense arrays.
    DenseArray,
    /// `affine_map<...>`.
    AffineMap,
    /// `affine_set<...>`.
    IntegerSet,
    /// Strided layouts.
    StridedLayout,
    /// `loc(unknown)`.
    UnknownLoc,
    /// File, line and column locations.
    FileLineColLoc,
    /// Named locations.
    NameLoc,
    /// Call-site locations.
    CallSiteLoc,
    /// Fused locations.
    FusedLoc,
    /// `distinct[N]<...>`.
    Distinct,
    /// Attributes of unregistered dialects kept as text.
    Opaque,
    /// An attribute defined by a dialect, named like its [`crate::storage::DynStorage`].
    Dialect {
        /// The dialect namespace.
        dialect: &'static str,
        /// The attribute's mnemonic in the dialect.
        mnemonic: &'static str,
    },
}

/// The number of builtin attribute kinds (the slots of the lock-free table).
const BUILTIN_ATTR_KINDS: usize = 22;

impl AttrKind {
    /// The kind of attribute storage `data`.
    pub fn of(data: &AttrData) -> AttrKind {
        match data {
            AttrData::Unit => AttrKind::Unit,
            AttrData::Bool(_) | AttrData::Integer { .. } => AttrKind::Integer,
            AttrData::Float { .. } => AttrKind::Float,
            AttrData::String { .. } => AttrKind::String,
            AttrData::Array(_) => AttrKind::Array,
            AttrData::Dictionary(_) => AttrKind::Dictionary,
            AttrData::Type(_) => AttrKind::Type,
            AttrData::SymbolRef { .. } => AttrKind::SymbolRef,
            AttrData::DenseElements { .. } => AttrKind::DenseElements,
            AttrData::SparseElements { .. } => AttrKind::SparseElements,
            AttrData::DenseResourceElements { .. } => AttrKind::DenseResourceElements,
            AttrData::DenseArray { .. } => AttrKind::DenseArray,
            AttrData::AffineMap(_) => AttrKind::AffineMap,
            AttrData::IntegerSet(_) => AttrKind::IntegerSet,
            AttrData::StridedLayout { .. } => AttrKind::StridedLayout,
            AttrData::Location(location) => match location {
                LocationData::Unknown => AttrKind::UnknownLoc,
                LocationData::FileLineCol { .. } => AttrKind::FileLineColLoc,
                LocationData::Name { .. } => AttrKind::NameLoc,
                LocationData::CallSite { .. } => AttrKind::CallSiteLoc,
                LocationData::Fused { .. } => AttrKind::FusedLoc,
            },
            AttrData::Distinct { .. } => AttrKind::Distinct,
            AttrData::Opaque { .. } => AttrKind::Opaque,
            AttrData::Dialect(storage) => AttrKind::Dialect {
                dialect: storage.dialect,
                mnemonic: storage.mnemonic,
            },
        }
    }

    fn slot(self) -> Slot {
        Slot::Builtin(match self {
            AttrKind::Unit => 0,
            AttrKind::Integer => 1,
            AttrKind::Float => 2,
            AttrKind::String => 3,
            AttrKind::Array => 4,
            AttrKind::Dictionary => 5,
            AttrKind::Type => 6,
            AttrKind::SymbolRef => 7,
            AttrKind::DenseElements => 8,
            AttrKind::DenseArray => 9,
            AttrKind::StridedLayout => 10,
            AttrKind::UnknownLoc => 11,
            AttrKind::FileLineColLoc => 12,
            AttrKind::NameLoc => 13,
            AttrKind::CallSiteLoc => 14,
            AttrKind::FusedLoc => 15,
            AttrKind::Opaque => 16,
            AttrKind::AffineMap => 17,
            AttrKind::IntegerSet => 18,
            AttrKind::Distinct => 19,
            AttrKind::SparseElements => 20,
            AttrKind::DenseResourceElements => 21,
            AttrKind::Dialect { dialect, mnemonic } => return Slot::Dialect(dialect, mnemonic),
        })
    }
}

/// Where a kind's interface map lives.
#[derive(Copy, Clone)]
enum Slot {
    Builtin(usize),
    Dialect(&'static str, &'static str),
}

/// Values found by key that live as long as the map, for lookups that hand out references: the
/// values sit in an append-only arena, and a locked index only finds their position. Both the
/// dialect kinds' interface maps and the dialect descriptors are kept this way.
struct PinnedMap<K, V> {
    index: RwLock<FxHashMap<K, usize>>,
    values: boxcar::Vec<V>,
}

impl<K: Hash + Eq, V> PinnedMap<K, V> {
    fn new() -> Self {
        PinnedMap {
            index: RwLock::new(FxHashMap::default()),
            values: boxcar::Vec::new(),
        }
    }

    /// The value of `key`, if one was inserted.
    fn get<Q>(&self, key: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let position = *self
            .index
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(key)?;
        self.values.get(position)
    }

    /// The value of `key`, inserting `make()` when there is none (`None` when `make` gives
    /// none). `make` runs before the write lock is taken, so it may take other locks.
    fn get_or_insert_with<Q>(&self, key: &Q, make: impl FnOnce() -> Option<V>) -> Option<&V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ToOwned<Owned = K> + ?Sized,
    {
        if let Some(value) = self.get(key) {
            return Some(value);
        }
        let value = make()?;
        let mut index = self.index.write().unwrap_or_else(|p| p.into_inner());
        // Another thread may have inserted it between the two locks.
        let position = *index
            .entry(key.to_owned())
            .or_insert_with(|| self.values.push(value));
        self.values.get(position)
    }
}

/// The interface maps of the kinds of one category (types or attributes): builtin kinds in a
/// fixed table read without locks; dialect kinds through a [`PinnedMap`].
struct KindTable {
    builtin: Box<[InterfaceMap]>,
    dialect: PinnedMap<(&'static str, &'static str), InterfaceMap>,
}

impl KindTable {
    fn new(builtin_kinds: usize) -> Self {
        KindTable {
            builtin: (0..builtin_kinds).map(|_| InterfaceMap::new()).collect(),
            dialect: PinnedMap::new(),
        }
    }

    /// The map of `slot`, if it exists (dialect kinds get one when something is attached).
    fn get(&self, slot: Slot) -> Option<&InterfaceMap> {
        match slot {
            Slot::Builtin(index) => self.builtin.get(index),
            Slot::Dialect(dialect, mnemonic) => self.dialect.get(&(dialect, mnemonic)),
        }
    }

    /// The map of `slot`, created if needed.
    fn get_or_create(&self, slot: Slot) -> Option<&InterfaceMap> {
        match slot {
            Slot::Builtin(index) => self.builtin.get(index),
            Slot::Dialect(dialect, mnemonic) => self
                .dialect
                .get_or_insert_with(&(dialect, mnemonic), || Some(InterfaceMap::new())),
        }
    }
}

/// The context's registry of type, attribute and dialect interfaces. See the module
/// documentation; reached through the methods this module adds to [`Context`], [`Type`] and
/// [`Attribute`].
pub struct InterfaceRegistry {
    types: KindTable,
    attrs: KindTable,
    /// Registered dialects' descriptors, kept here once queried so that lookups can hand out
    /// references that live as long as the context (the context's own map is behind a lock).
    dialects: PinnedMap<String, Arc<DialectDescriptor>>,
}

impl Default for InterfaceRegistry {
    fn default() -> Self {
        InterfaceRegistry {
            types: KindTable::new(BUILTIN_TYPE_KINDS),
            attrs: KindTable::new(BUILTIN_ATTR_KINDS),
            dialects: PinnedMap::new(),
        }
    }
}

impl InterfaceRegistry {
    /// The descriptor of registered dialect `name`, pinned for the context's lifetime.
    fn dialect<'a>(&'a self, ctx: &Context, name: &str) -> Option<&'a DialectDescriptor> {
        self.dialects
            .get_or_insert_with(name, || ctx.dialect(name))
            .map(|d| &**d)
    }
}

impl std::fmt::Debug for InterfaceRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InterfaceRegistry").finish_non_exhaustive()
    }
}

/// A marker interface: types of a dialect implementing it may be memref elements (MLIR's
/// `MemRefElementTypeInterface`). Builtin scalars, vectors, complex numbers and memrefs are
/// valid elements without it.
pub trait MemRefElementTypeInterface: Send + Sync {}

impl Context {
    /// Attaches the implementation of interface `I` to type kind `kind` (an external model when
    /// the kind is defined elsewhere). Returns `false`, keeping the first, when the kind already
    /// implements `I`.
    pub fn attach_type_interface<I: ?Sized + 'static>(
        &self,
        kind: TypeKind,
        implementation: Box<I>,
    ) -> bool
    where
        Box<I>: Send + Sync,
    {
        self.interfaces
            .types
            .get_or_create(kind.slot())
            .is_some_and(|map| map.insert(implementation))
    }

    /// Attaches the implementation of interface `I` to attribute kind `kind`; like
    /// [`Context::attach_type_interface`].
    pub fn attach_attr_interface<I: ?Sized + 'static>(
        &self,
        kind: AttrKind,
        implementation: Box<I>,
    ) -> bool
    where
        Box<I>: Send + Sync,
    {
        self.interfaces
            .attrs
            .get_or_create(kind.slot())
            .is_some_and(|map| map.insert(implementation))
    }

    /// The interfaces implemented for type kind `kind`, if any were attached.
    pub fn type_interfaces(&self, kind: TypeKind) -> Option<&InterfaceMap> {
        self.interfaces.types.get(kind.slot())
    }

    /// The interfaces implemented for attribute kind `kind`, if any were attached.
    pub fn attr_interfaces(&self, kind: AttrKind) -> Option<&InterfaceMap> {
        self.interfaces.attrs.get(kind.slot())
    }

    /// The implementation of dialect interface `I` by the registered dialect `dialect`.
    pub fn dialect_interface<I: ?Sized + 'static>(&self, dialect: &str) -> Option<&I> {
        self.interfaces
            .dialect(self, dialect)?
            .interfaces
            .get::<I>()
    }

    /// Attaches the implementation of dialect interface `I` to the registered dialect
    /// `dialect`. Returns `false` when the dialect is not registered or already implements `I`.
    pub fn attach_dialect_interface<I: ?Sized + 'static>(
        &self,
        dialect: &str,
        implementation: Box<I>,
    ) -> bool
    where
        Box<I>: Send + Sync,
    {
        self.interfaces
            .dialect(self, dialect)
            .is_some_and(|d| d.interfaces.insert(implementation))
    }
}

impl Type {
    /// The kind of this type.
    pub fn kind(self, ctx: &Context) -> TypeKind {
        TypeKind::of(ctx.type_data(self))
    }

    /// The implementation of interface `I` for this type's kind, if any.
    pub fn interface<I: ?Sized + 'static>(self, ctx: &Context) -> Option<&I> {
        ctx.type_interfaces(self.kind(ctx))?.get::<I>()
    }

    /// Whether this type's kind implements interface `I`.
    pub fn implements<I: ?Sized + 'static>(self, ctx: &Context) -> bool {
        self.interface::<I>(ctx).is_some()
    }
}

impl Attribute {
    /// The kind of this attribute.
    pub fn kind(self, ctx: &Context) -> AttrKind {
        AttrKind::of(ctx.attr_data(self))
    }

    /// The implementation of interface `I` for this attribute's kind, if any.
    pub fn interface<I: ?Sized + 'static>(self, ctx: &Context) -> Option<&I> {
        ctx.attr_interfaces(self.kind(ctx))?.get::<I>()
    }

    /// Whether this attribute's kind implements interface `I`.
    pub fn implements<I: ?Sized + 'static>(self, ctx: &Context) -> bool {
        self.interface::<I>(ctx).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::{AttrView, FloatAttr, IntegerAttr, StringAttr};
    use crate::storage::DynStorage;
    use crate::types::{FloatKind, FloatType, MemRefType, RankedTensorType, UnrankedMemRefType};

    /// A type interface defined here, implemented for builtin kinds defined elsewhere.
    trait MemorySpaceInterface: Send + Sync {
        fn memory_space_number(&self, ctx: &Context, ty: Type) -> u64;
        fn is_default_space(&self, ctx: &Context, ty: Type) -> bool {
            self.memory_space_number(ctx, ty) == 0
        }
    }

    struct MemRefModel;
    impl MemorySpaceInterface for MemRefModel {
        fn memory_space_number(&self, ctx: &Context, ty: Type) -> u64 {
            let space = match ctx.type_data(ty) {
                TypeData::MemRef { memory_space, .. }
                | TypeData::UnrankedMemRef { memory_space, .. } => *memory_space,
                _ => None,
            };
            space
                .and_then(|s| s.dyn_cast::<IntegerAttr>(ctx))
                .and_then(|i| i.value_u64(ctx))
                .unwrap_or(0)
        }
    }

    #[test]
    fn type_interfaces_attach_to_builtin_kinds() {
        let ctx = Context::new();
        let c = ctx.common();
        let space = IntegerAttr::get(&ctx, c.i64, 3).attr();
        let memref = MemRefType::get(&ctx, &[4], c.f32, None, Some(space)).ty();
        let unranked = UnrankedMemRefType::get(&ctx, c.f32, None).ty();
        assert!(memref.interface::<dyn MemorySpaceInterface>(&ctx).is_none());
        assert!(ctx.attach_type_interface::<dyn MemorySpaceInterface>(
            TypeKind::MemRef,
            Box::new(MemRefModel)
        ));
        assert!(!ctx.attach_type_interface::<dyn MemorySpaceInterface>(
            TypeKind::MemRef,
            Box::new(MemRefModel)
        ));
        let model = memref.interface::<dyn MemorySpaceInterface>(&ctx).unwrap();
        assert_eq!(model.memory_space_number(&ctx, memref), 3);
        assert!(!model.is_default_space(&ctx, memref));
        assert!(memref.implements::<dyn MemorySpaceInterface>(&ctx));
        // Only the kinds it was attached to.
        assert!(!unranked.implements::<dyn MemorySpaceInterface>(&ctx));
        let tensor = RankedTensorType::get(&ctx, &[4], c.f32, None).ty();
        assert!(!tensor.implements::<dyn MemorySpaceInterface>(&ctx));
        ctx.attach_type_interface::<dyn MemorySpaceInterface>(
            TypeKind::UnrankedMemRef,
            Box::new(MemRefModel),
        );
        let model = unranked
            .interface::<dyn MemorySpaceInterface>(&ctx)
            .unwrap();
        assert!(model.is_default_space(&ctx, unranked));
        // Another context is not affected.
        let other = Context::new();
        let m = MemRefType::get(&other, &[4], other.common().f32, None, None).ty();
        assert!(!m.implements::<dyn MemorySpaceInterface>(&other));
    }

    /// Parameters of a dialect type `test.widget`.
    #[derive(Debug, PartialEq, Eq, Hash)]
    struct Widget {
        size: u32,
    }

    trait SizedTypeInterface: Send + Sync {
        fn size_in_bits(&self, ctx: &Context, ty: Type) -> u32;
    }

    struct WidgetModel;
    impl SizedTypeInterface for WidgetModel {
        fn size_in_bits(&self, ctx: &Context, ty: Type) -> u32 {
            match ctx.type_data(ty) {
                TypeData::Dialect(storage) => storage.downcast::<Widget>().map_or(0, |w| w.size),
                _ => 0,
            }
        }
    }

    struct FloatModel;
    impl SizedTypeInterface for FloatModel {
        fn size_in_bits(&self, ctx: &Context, ty: Type) -> u32 {
            ty.dyn_cast::<FloatType>(ctx).map_or(0, |f| f.width(ctx))
        }
    }

    const WIDGET: TypeKind = TypeKind::Dialect {
        dialect: "test",
        mnemonic: "widget",
    };

    #[test]
    fn type_interfaces_attach_to_dialect_kinds() {
        let ctx = Context::new();
        let widget = ctx.intern_type(TypeData::Dialect(Box::new(DynStorage::new(
            "test",
            "widget",
            Widget { size: 24 },
        ))));
        let gadget = ctx.intern_type(TypeData::Dialect(Box::new(DynStorage::new(
            "test",
            "gadget",
            Widget { size: 8 },
        ))));
        assert_eq!(widget.kind(&ctx), WIDGET);
        assert!(ctx.type_interfaces(WIDGET).is_none());
        assert!(ctx.attach_type_interface::<dyn SizedTypeInterface>(WIDGET, Box::new(WidgetModel)));
        assert!(ctx.type_interfaces(WIDGET).is_some());
        let sized = widget.interface::<dyn SizedTypeInterface>(&ctx).unwrap();
        assert_eq!(sized.size_in_bits(&ctx, widget), 24);
        assert!(!gadget.implements::<dyn SizedTypeInterface>(&ctx));
        // One interface, several kinds with their own models.
        ctx.attach_type_interface::<dyn SizedTypeInterface>(TypeKind::Float, Box::new(FloatModel));
        let f16 = FloatType::get(&ctx, FloatKind::F16).ty();
        let sized = f16.interface::<dyn SizedTypeInterface>(&ctx).unwrap();
        assert_eq!(sized.size_in_bits(&ctx, f16), 16);
        assert!(!ctx.common().i32.implements::<dyn SizedTypeInterface>(&ctx));
    }

    #[test]
    fn memref_elements_of_dialect_types_need_the_marker_interface() {
        struct Marker;
        impl MemRefElementTypeInterface for Marker {}
        let ctx = Context::new();
        let widget = ctx.intern_type(TypeData::Dialect(Box::new(DynStorage::new(
            "test",
            "widget",
            Widget { size: 24 },
        ))));
        assert!(MemRefType::get_checked(&ctx, &[2], widget, None, None).is_err());
        ctx.attach_type_interface::<dyn MemRefElementTypeInterface>(WIDGET, Box::new(Marker));
        assert!(MemRefType::get_checked(&ctx, &[2], widget, None, None).is_ok());
    }

    /// An attribute interface.
    trait TypedAttrInterface: Send + Sync {
        fn attr_type(&self, ctx: &Context, attr: Attribute) -> Type;
    }

    struct IntegerModel;
    impl TypedAttrInterface for IntegerModel {
        fn attr_type(&self, ctx: &Context, attr: Attribute) -> Type {
            IntegerAttr::wrap(attr).ty(ctx)
        }
    }

    #[test]
    fn attribute_interfaces() {
        let ctx = Context::new();
        let c = ctx.common();
        let seven = IntegerAttr::get(&ctx, c.i16, 7).attr();
        assert_eq!(seven.kind(&ctx), AttrKind::Integer);
        assert_eq!(c.true_attr.kind(&ctx), AttrKind::Integer);
        assert_eq!(c.unknown_loc.kind(&ctx), AttrKind::UnknownLoc);
        assert!(!seven.implements::<dyn TypedAttrInterface>(&ctx));
        assert!(ctx.attach_attr_interface::<dyn TypedAttrInterface>(
            AttrKind::Integer,
            Box::new(IntegerModel)
        ));
        let typed = seven.interface::<dyn TypedAttrInterface>(&ctx).unwrap();
        assert_eq!(typed.attr_type(&ctx, seven), c.i16);
        // Booleans are integers.
        let typed = c
            .true_attr
            .interface::<dyn TypedAttrInterface>(&ctx)
            .unwrap();
        assert_eq!(typed.attr_type(&ctx, c.true_attr), c.i1);
        let float = FloatAttr::get(&ctx, c.f32, 1.0).attr();
        assert!(!float.implements::<dyn TypedAttrInterface>(&ctx));
        assert!(
            !StringAttr::get(&ctx, "s")
                .attr()
                .implements::<dyn TypedAttrInterface>(&ctx)
        );
        let kind = AttrKind::Dialect {
            dialect: "test",
            mnemonic: "color",
        };
        let color = ctx.intern_attr(AttrData::Dialect(Box::new(DynStorage::new(
            "test", "color", 3u8,
        ))));
        assert_eq!(color.kind(&ctx), kind);
        assert!(ctx.attr_interfaces(kind).is_none());
        ctx.attach_attr_interface::<dyn TypedAttrInterface>(kind, Box::new(IntegerModel));
        assert!(color.implements::<dyn TypedAttrInterface>(&ctx));
        // Type and attribute kinds of the same name are separate.
        let same_name = TypeKind::Dialect {
            dialect: "test",
            mnemonic: "color",
        };
        assert!(ctx.type_interfaces(same_name).is_none());
    }

    /// A dialect interface.
    trait InlinerInterface: Send + Sync {
        fn is_legal_to_inline(&self) -> bool;
    }

    struct AlwaysInline;
    impl InlinerInterface for AlwaysInline {
        fn is_legal_to_inline(&self) -> bool {
            true
        }
    }

    struct NeverInline;
    impl InlinerInterface for NeverInline {
        fn is_legal_to_inline(&self) -> bool {
            false
        }
    }

    #[test]
    fn dialect_interfaces_from_descriptors_and_external_models() {
        let ctx = Context::new();
        let toy = DialectDescriptor::new("toy");
        toy.interfaces
            .insert::<dyn InlinerInterface>(Box::new(AlwaysInline));
        assert!(ctx.register_dialect(toy, Vec::new()));
        let inliner = ctx
            .dialect_interface::<dyn InlinerInterface>("toy")
            .unwrap();
        assert!(inliner.is_legal_to_inline());
        // Found again through the pinned descriptor.
        assert!(
            ctx.dialect_interface::<dyn InlinerInterface>("toy")
                .is_some()
        );
        assert!(
            !ctx.attach_dialect_interface::<dyn InlinerInterface>("toy", Box::new(NeverInline))
        );
        // An external model on a dialect registered elsewhere.
        assert!(
            ctx.dialect_interface::<dyn InlinerInterface>("builtin")
                .is_none()
        );
        assert!(
            ctx.attach_dialect_interface::<dyn InlinerInterface>("builtin", Box::new(NeverInline))
        );
        let builtin = ctx
            .dialect_interface::<dyn InlinerInterface>("builtin")
            .unwrap();
        assert!(!builtin.is_legal_to_inline());
        assert!(
            ctx.dialect("builtin")
                .unwrap()
                .interfaces
                .contains::<dyn InlinerInterface>()
        );
        // Unregistered dialects have none and accept none.
        assert!(
            ctx.dialect_interface::<dyn InlinerInterface>("nope")
                .is_none()
        );
        assert!(
            !ctx.attach_dialect_interface::<dyn InlinerInterface>("nope", Box::new(NeverInline))
        );
    }

    #[test]
    fn lookups_and_attachments_from_many_threads() {
        let ctx = Context::new();
        let kinds: Vec<TypeKind> = ["a", "b", "c", "d"]
            .iter()
            .map(|&mnemonic| TypeKind::Dialect {
                dialect: "test",
                mnemonic,
            })
            .collect();
        let attached: Vec<usize> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|_| {
                    let (ctx, kinds) = (&ctx, &kinds);
                    scope.spawn(move || {
                        kinds
                            .iter()
                            .filter(|&&kind| {
                                ctx.attach_type_interface::<dyn SizedTypeInterface>(
                                    kind,
                                    Box::new(WidgetModel),
                                )
                            })
                            .count()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        // Each kind got exactly one implementation, whichever thread won.
        assert_eq!(attached.iter().sum::<usize>(), kinds.len());
        for kind in kinds {
            let map = ctx.type_interfaces(kind).unwrap();
            assert!(map.contains::<dyn SizedTypeInterface>());
        }
    }

    #[test]
    fn every_builtin_kind_has_its_own_slot() {
        let type_kinds = [
            TypeKind::Integer,
            TypeKind::Index,
            TypeKind::Float,
            TypeKind::None,
            TypeKind::Function,
            TypeKind::Tuple,
            TypeKind::Complex,
            TypeKind::Vector,
            TypeKind::RankedTensor,
            TypeKind::UnrankedTensor,
            TypeKind::MemRef,
            TypeKind::UnrankedMemRef,
            TypeKind::Opaque,
        ];
        let mut slots: Vec<usize> = type_kinds
            .iter()
            .filter_map(|k| match k.slot() {
                Slot::Builtin(i) => Some(i),
                Slot::Dialect(..) => None,
            })
            .collect();
        slots.sort();
        assert_eq!(slots, (0..BUILTIN_TYPE_KINDS).collect::<Vec<_>>());
        let attr_kinds = [
            AttrKind::Unit,
            AttrKind::Integer,
            AttrKind::Float,
            AttrKind::String,
            AttrKind::Array,
            AttrKind::Dictionary,
            AttrKind::Type,
            AttrKind::SymbolRef,
            AttrKind::DenseElements,
            AttrKind::DenseArray,
            AttrKind::StridedLayout,
            AttrKind::UnknownLoc,
            AttrKind::FileLineColLoc,
            AttrKind::NameLoc,
            AttrKind::CallSiteLoc,
            AttrKind::FusedLoc,
            AttrKind::Opaque,
            AttrKind::AffineMap,
            AttrKind::IntegerSet,
            AttrKind::Distinct,
            AttrKind::SparseElements,
            AttrKind::DenseResourceElements,
        ];
        let mut slots: Vec<usize> = attr_kinds
            .iter()
            .filter_map(|k| match k.slot() {
                Slot::Builtin(i) => Some(i),
                Slot::Dialect(..) => None,
            })
            .collect();
        slots.sort();
        assert_eq!(slots, (0..BUILTIN_ATTR_KINDS).collect::<Vec<_>>());
        let ctx = Context::new();
        let distinct = ctx.distinct_attr(ctx.common().unit);
        assert_eq!(distinct.kind(&ctx), AttrKind::Distinct);
    }
}
