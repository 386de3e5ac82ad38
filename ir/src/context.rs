//! The context: uniquers for types, attributes and operation names, and the registry of dialects
//! and operation descriptors.
//!
//! A [`Context`] is shared by everything that works on IR, across threads (`Context: Sync`):
//! reads of uniqued storage are lock-free, interning takes a short sharded lock, and registration
//! is append-only. It does not own any operations: those live in a [`crate::Body`].

use crate::attrs::{AttrData, AttrStore, Attribute, LocationData, NamedAttr};
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::intern::Interner;
use crate::resources::{
    ExternalResources, ExternalValue, ResourceBlob, ResourceHandle, ResourceStore,
};
use crate::types::{FloatKind, Signedness, Type, TypeData};
use rustc_hash::FxHashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock, RwLock};

/// An interned operation name such as `arith.addi`, with the descriptor registered for it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpName(pub(crate) u32);

impl OpName {
    /// The raw id (stable for the context's lifetime).
    pub fn id(self) -> u32 {
        self.0
    }
}

impl fmt::Debug for OpName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OpName#{}", self.0)
    }
}

/// What the context keeps per operation name; hashed and compared by the name alone.
struct OpNameInfo {
    name: Box<str>,
    descriptor: OnceLock<Arc<OpDescriptor>>,
}

impl PartialEq for OpNameInfo {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for OpNameInfo {}
impl std::hash::Hash for OpNameInfo {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state)
    }
}

/// Handles to types and attributes every context has, created once so hot paths need no lookup.
#[derive(Copy, Clone, Debug)]
pub struct CommonHandles {
    /// `i1`.
    pub i1: Type,
    /// `i8`.
    pub i8: Type,
    /// `i16`.
    pub i16: Type,
    /// `i32`.
    pub i32: Type,
    /// `i64`.
    pub i64: Type,
    /// `index`.
    pub index: Type,
    /// `f16`.
    pub f16: Type,
    /// `bf16`.
    pub bf16: Type,
    /// `f32`.
    pub f32: Type,
    /// `f64`.
    pub f64: Type,
    /// `none`.
    pub none: Type,
    /// `unit`.
    pub unit: Attribute,
    /// `true`.
    pub true_attr: Attribute,
    /// `false`.
    pub false_attr: Attribute,
    /// `{}`.
    pub empty_dict: Attribute,
    /// `[]`.
    pub empty_array: Attribute,
    /// `loc(unknown)`.
    pub unknown_loc: Attribute,
}

/// The shared home of uniqued storage and registrations. See the module documentation.
pub struct Context {
    types: Interner<TypeData>,
    attrs: AttrStore,
    op_names: Interner<OpNameInfo>,
    dialects: RwLock<FxHashMap<Box<str>, Arc<DialectDescriptor>>>,
    allow_unregistered: AtomicBool,
    print_op_on_diagnostic: AtomicBool,
    debug_rewrites: AtomicBool,
    debug_conversion: AtomicBool,
    debug_info_on_diagnostic: AtomicBool,
    /// The identity of the next distinct attribute.
    next_distinct: AtomicU64,
    /// Set once a symbol reference with a `@.super` part or an absolute root has been interned:
    /// until then no IR of this context holds one, and the verifier skips looking for them.
    escaping_symbol_refs: AtomicBool,
    common: CommonHandles,
    pub(crate) interfaces: crate::interfaces::InterfaceRegistry,
    /// The defaults of spec attributes, by their text and type, as first read.
    defaults: RwLock<FxHashMap<DefaultKey, Option<Attribute>>>,
    /// The builtin dialect's blobs and the external resources read (see [`crate::resources`]).
    resources: ResourceStore,
}

/// A spec attribute's default: where its text lies (address and length; the text is static, so
/// its place names it, and hashing two words is cheaper than hashing the text) and the type it
/// is read with.
type DefaultKey = (usize, usize, Option<Type>);

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for Context {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Context")
            .field("types", &self.types.len())
            .field("attributes", &self.attrs.len())
            .field("op_names", &self.op_names.len())
            .finish_non_exhaustive()
    }
}

impl Context {
    /// A context with the builtin dialect registered and no other.
    pub fn new() -> Self {
        let types = Interner::new();
        let attrs = AttrStore::new();
        let int = |width| {
            Type(types.intern(TypeData::Integer {
                width,
                signedness: Signedness::Signless,
            }))
        };
        let (i1, i8, i16, i32, i64) = (int(1), int(8), int(16), int(32), int(64));
        let index = Type(types.intern(TypeData::Index));
        let float = |kind| Type(types.intern(TypeData::Float(kind)));
        let (f16, bf16, f32, f64) = (
            float(FloatKind::F16),
            float(FloatKind::BF16),
            float(FloatKind::F32),
            float(FloatKind::F64),
        );
        let none = Type(types.intern(TypeData::None));
        let common = CommonHandles {
            i1,
            i8,
            i16,
            i32,
            i64,
            index,
            f16,
            bf16,
            f32,
            f64,
            none,
            unit: Attribute(attrs.intern(AttrData::Unit)),
            true_attr: Attribute(attrs.intern(AttrData::Bool(true))),
            false_attr: Attribute(attrs.intern(AttrData::Bool(false))),
            empty_dict: Attribute(attrs.intern(AttrData::Dictionary(Box::new([])))),
            empty_array: Attribute(attrs.intern(AttrData::Array(Box::new([])))),
            unknown_loc: Attribute(attrs.intern(AttrData::Location(LocationData::Unknown))),
        };
        let ctx = Context {
            types,
            attrs,
            op_names: Interner::new(),
            dialects: RwLock::new(FxHashMap::default()),
            allow_unregistered: AtomicBool::new(false),
            print_op_on_diagnostic: AtomicBool::new(true),
            debug_rewrites: AtomicBool::new(false),
            debug_conversion: AtomicBool::new(false),
            debug_info_on_diagnostic: AtomicBool::new(false),
            next_distinct: AtomicU64::new(0),
            escaping_symbol_refs: AtomicBool::new(false),
            common,
            interfaces: Default::default(),
            defaults: Default::default(),
            resources: Default::default(),
        };
        crate::builtin::register(&ctx);
        ctx
    }

    /// Handles to the most used types and attributes.
    #[inline]
    pub fn common(&self) -> &CommonHandles {
        &self.common
    }

    // ---- types ----

    /// The uniqued type for `data`.
    pub fn intern_type(&self, data: TypeData) -> Type {
        Type(self.types.intern(data))
    }

    /// The function type `(inputs) -> results`; allocation-free when it already exists.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        // Must hash like `TypeData::Function` does: derive(Hash) feeds the discriminant first.
        #[derive(Hash)]
        enum Key<'a> {
            _Integer,
            _Index,
            _Float,
            _None,
            Function {
                inputs: &'a [Type],
                results: &'a [Type],
            },
        }
        let key = Key::Function { inputs, results };
        Type(self.types.intern_by(
            &key,
            |stored| {
                matches!(stored, TypeData::Function { inputs: i, results: r }
                    if **i == *inputs && **r == *results)
            },
            || TypeData::Function {
                inputs: inputs.into(),
                results: results.into(),
            },
        ))
    }

    /// The tuple type of `elements`; allocation-free when it already exists.
    pub fn tuple_type(&self, elements: &[Type]) -> Type {
        #[derive(Hash)]
        enum Key<'a> {
            _Integer,
            _Index,
            _Float,
            _None,
            _Function,
            Tuple(&'a [Type]),
        }
        Type(self.types.intern_by(
            &Key::Tuple(elements),
            |stored| matches!(stored, TypeData::Tuple(e) if **e == *elements),
            || TypeData::Tuple(elements.into()),
        ))
    }

    /// The storage of `ty`.
    #[inline]
    pub fn type_data(&self, ty: Type) -> &TypeData {
        self.types.get(ty.0)
    }

    // ---- attributes ----

    /// The uniqued attribute for `data`. Dictionaries must be sorted and duplicate-free; use
    /// [`Context::dictionary`] to build one from arbitrary entries.
    pub fn intern_attr(&self, data: AttrData) -> Attribute {
        if let AttrData::SymbolRef { root, nested } = &data
            && !self.escaping_symbol_refs.load(Ordering::Relaxed)
        {
            let root = self.string_bytes(*root);
            if root == crate::symbols::SUPER_NAME.as_bytes()
                || (root.is_empty() && !nested.is_empty())
            {
                self.escaping_symbol_refs.store(true, Ordering::Relaxed);
            }
        }
        Attribute(self.attrs.intern(data))
    }

    /// Makes room for `additional` more attributes in the uniquer, for a caller about to create
    /// that many (a parser, one location per op): a hint that saves regrowing, never required.
    pub fn reserve_attributes(&self, additional: usize) {
        self.attrs.reserve(additional);
    }

    /// Whether a symbol reference with a `@.super` part (at any position) or an absolute root
    /// (`@::`) may exist in this context's IR; `false` proves there is none.
    pub fn may_have_escaping_symbol_refs(&self) -> bool {
        self.escaping_symbol_refs.load(Ordering::Relaxed)
    }

    /// The storage of `attr`.
    #[inline]
    pub fn attr_data(&self, attr: Attribute) -> &AttrData {
        self.attrs.get(attr.0)
    }

    /// The attribute store, for tests of its representation.
    #[cfg(test)]
    pub(crate) fn attr_store(&self) -> &AttrStore {
        &self.attrs
    }

    /// The file name (a string attribute), line and column of a `file:line:col` location; `None`
    /// for any other attribute. Reads what [`Context::attr_data`] would show as
    /// `LocationData::FileLineCol` without building that `AttrData`: these locations, one per
    /// parsed op, are stored compactly and their `AttrData` is only built when asked for.
    #[inline]
    pub fn file_line_col(&self, loc: Attribute) -> Option<(Attribute, u32, u32)> {
        self.attrs.file_line_col(loc.0)
    }

    /// The string attribute holding `value` (no type); allocation-free when it already exists.
    pub fn string_attr(&self, value: &str) -> Attribute {
        self.bytes_attr(value.as_bytes())
    }

    /// A new distinct attribute referencing `referenced` (MLIR's `DistinctAttr::create`): never
    /// equal to any other attribute, even one created from the same `referenced`.
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self.next_distinct.fetch_add(1, Ordering::Relaxed);
        self.intern_attr(AttrData::Distinct { id, referenced })
    }

    /// The string attribute holding arbitrary bytes (no type).
    pub fn bytes_attr(&self, value: &[u8]) -> Attribute {
        // Must hash like `AttrData::String { value, ty: None }` does: derive(Hash) feeds the
        // discriminant first, then the fields.
        #[derive(Hash)]
        enum Key<'a> {
            _Unit,
            _Bool,
            _Integer,
            _Float,
            String { value: &'a [u8], ty: Option<Type> },
        }
        let key = Key::String { value, ty: None };
        let id = self.attrs.intern_by(
            &key,
            |stored| matches!(stored, AttrData::String { value: v, ty: None } if &**v == value),
            || AttrData::String {
                value: value.into(),
                ty: None,
            },
        );
        Attribute(id)
    }

    /// A dictionary attribute from entries in any order. Later entries with a name seen before
    /// replace earlier ones.
    pub fn dictionary(&self, mut entries: Vec<NamedAttr>) -> Attribute {
        if entries.is_empty() {
            return self.common.empty_dict;
        }
        entries.reverse();
        entries.sort_by(|a, b| self.string_bytes(a.name).cmp(self.string_bytes(b.name)));
        entries.dedup_by_key(|entry| entry.name);
        self.intern_attr(AttrData::Dictionary(entries.into_boxed_slice()))
    }

    /// The bytes of a string attribute; empty for any other attribute.
    pub fn string_bytes(&self, attr: Attribute) -> &[u8] {
        match self.attr_data(attr) {
            AttrData::String { value, .. } => value,
            _ => &[],
        }
    }

    /// The text of a string attribute when it is valid UTF-8; `None` otherwise (also for
    /// attributes that are not strings).
    pub fn string_str(&self, attr: Attribute) -> Option<&str> {
        match self.attr_data(attr) {
            AttrData::String { value, .. } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }

    // ---- operation names and registry ----

    /// The interned operation name for `name` (registered or not).
    pub fn op_name(&self, name: &str) -> OpName {
        OpName(self.op_names.intern_by(
            name,
            |info| &*info.name == name,
            || OpNameInfo {
                name: name.into(),
                descriptor: OnceLock::new(),
            },
        ))
    }

    /// The text of an operation name.
    #[inline]
    pub fn op_name_str(&self, name: OpName) -> &str {
        &self.op_names.get(name.0).name
    }

    /// The dialect namespace of an operation name (the text before the first `.`).
    pub fn op_name_dialect(&self, name: OpName) -> &str {
        let text = self.op_name_str(name);
        text.split_once('.').map_or("", |(dialect, _)| dialect)
    }

    /// The default value `text` (of type `ty`) of a spec attribute, read once per context:
    /// the first call runs `read`, later ones give what it gave (`None` when it did not read).
    pub fn cached_default(
        &self,
        text: &'static str,
        ty: Option<Type>,
        read: impl FnOnce() -> Option<Attribute>,
    ) -> Option<Attribute> {
        let key = (text.as_ptr().addr(), text.len(), ty);
        let known = self.defaults.read().unwrap_or_else(|p| p.into_inner());
        if let Some(&attr) = known.get(&key) {
            return attr;
        }
        drop(known);
        // Read without the lock: reading may intern (and a racing reader gets the same id).
        let attr = read();
        self.defaults
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .insert(key, attr);
        attr
    }

    /// The descriptor registered for `name`, if any.
    #[inline]
    pub fn op_descriptor(&self, name: OpName) -> Option<&OpDescriptor> {
        self.op_names.get(name.0).descriptor.get().map(|d| &**d)
    }

    /// The names of all registered operations, sorted by name (as MLIR lists them, so that
    /// what is collected from each op, e.g. canonicalization patterns, comes in a stable order).
    pub fn registered_ops(&self) -> Vec<OpName> {
        let mut names: Vec<OpName> = self
            .op_names
            .iter()
            .filter(|(_, info)| info.descriptor.get().is_some())
            .map(|(id, _)| OpName(id))
            .collect();
        names.sort_by(|&a, &b| self.op_name_str(a).cmp(self.op_name_str(b)));
        names
    }

    /// Whether ops named `name` are registered and declare trait `t` (an unregistered op
    /// declares none).
    #[inline]
    pub fn op_has_trait(&self, name: OpName, t: crate::traits::Trait) -> bool {
        self.op_descriptor(name).is_some_and(|d| d.traits.has(t))
    }

    /// Whether op `name` is registered and declares the dialect-defined trait `T` (MLIR's
    /// `hasTrait` for a `NativeOpTrait`).
    pub fn op_has_native_trait<T: crate::traits::NativeOpTrait>(&self, name: OpName) -> bool {
        self.op_descriptor(name)
            .is_some_and(|d| d.traits.has_native::<T>())
    }

    /// Registers a dialect and its operations. Registering the same dialect name twice keeps the
    /// first registration and returns `false`.
    pub fn register_dialect(&self, dialect: DialectDescriptor, ops: Vec<OpDescriptor>) -> bool {
        {
            let mut dialects = self.dialects.write().unwrap_or_else(|p| p.into_inner());
            if dialects.contains_key(dialect.name.as_str()) {
                return false;
            }
            dialects.insert(dialect.name.clone().into_boxed_str(), Arc::new(dialect));
        }
        for op in ops {
            let name = self.op_name(&op.name);
            // A name already registered by another dialect keeps its first descriptor.
            let _ = self.op_names.get(name.0).descriptor.set(Arc::new(op));
        }
        true
    }

    /// The registered dialect named `name`.
    pub fn dialect(&self, name: &str) -> Option<Arc<DialectDescriptor>> {
        self.dialects
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(name)
            .cloned()
    }

    // ---- resources ----

    /// A new blob slot of the builtin dialect named `name`, renamed `name_1`, `name_2`, ... when
    /// the name is taken (MLIR's `DialectResourceBlobManager::insert`). The parser declares one
    /// per name a file uses and maps the file's name to it.
    pub fn declare_resource(&self, name: &str) -> ResourceHandle {
        self.resources
            .blobs
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .insert(name)
    }

    /// The name `handle` prints as (`dense_resource<name>`); empty for a handle of another
    /// context.
    pub fn resource_key(&self, handle: ResourceHandle) -> std::sync::Arc<str> {
        self.resources
            .blobs
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .key(handle)
            .unwrap_or_else(|| "".into())
    }

    /// The data of `handle`, if it has been given.
    pub fn resource_blob(&self, handle: ResourceHandle) -> Option<ResourceBlob> {
        self.resources
            .blobs
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .blob(handle)
    }

    /// Gives `handle` its data, replacing any it had.
    pub fn set_resource_blob(&self, handle: ResourceHandle, blob: ResourceBlob) {
        self.resources
            .blobs
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .set_blob(handle, blob);
    }

    /// Adds an external resource entry `key: value` to the group `name`.
    pub fn add_external_resource(&self, name: &str, key: &str, value: ExternalValue) {
        self.resources
            .external
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .push(name, key, value);
    }

    /// Drops the external resources of the group `name`: those a tool has read for itself
    /// (`mlir_reproducer` under `--run-reproducer`) are not the file's to print back.
    pub fn remove_external_resources(&self, name: &str) {
        self.resources
            .external
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .groups
            .retain(|(group, _)| &**group != name);
    }

    /// The external resources read into this context so far, in order.
    pub fn external_resources(&self) -> ExternalResources {
        self.resources
            .external
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// Whether a dialect named `name` is registered.
    pub fn is_dialect_registered(&self, name: &str) -> bool {
        self.dialects
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .contains_key(name)
    }

    /// Names of all registered dialects, sorted.
    pub fn dialect_names(&self) -> Vec<String> {
        let dialects = self.dialects.read().unwrap_or_else(|p| p.into_inner());
        let mut names: Vec<String> = dialects.keys().map(|k| k.to_string()).collect();
        names.sort();
        names
    }

    /// Allows (or forbids) operations, types and attributes of unregistered dialects.
    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.allow_unregistered.store(allow, Ordering::Relaxed);
    }

    /// Whether unregistered dialects are allowed (MLIR's `--allow-unregistered-dialect`).
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered.load(Ordering::Relaxed)
    }

    /// Whether errors emitted on an operation get the note `see current operation: <op>`
    /// (MLIR's `printOpOnDiagnostic`); on by default. `--verify-diagnostics` runs turn it off,
    /// as `mlir-opt` does.
    pub fn set_print_op_on_diagnostic(&self, enable: bool) {
        self.print_op_on_diagnostic.store(enable, Ordering::Relaxed);
    }

    /// See [`Context::set_print_op_on_diagnostic`].
    pub fn prints_op_on_diagnostic(&self) -> bool {
        self.print_op_on_diagnostic.load(Ordering::Relaxed)
    }

    /// Asks passes that run the greedy rewrite driver to report, for each pattern, how often it
    /// was tried, matched and applied and why it failed (as a remark on the op they ran on):
    /// the answer to "why didn't my rule fire". Off by default.
    pub fn set_debug_rewrites(&self, enable: bool) {
        self.debug_rewrites.store(enable, Ordering::Relaxed);
    }

    /// See [`Context::set_debug_rewrites`].
    pub fn debug_rewrites(&self) -> bool {
        self.debug_rewrites.load(Ordering::Relaxed)
    }

    /// Asks the dialect conversion driver to print, on stderr, what each conversion does:
    /// which ops were legal, which pattern legalized which op, which patterns failed and why,
    /// what was rolled back and why (see `conversion::Conversion::apply_traced`). Off by
    /// default.
    pub fn set_debug_conversion(&self, enable: bool) {
        self.debug_conversion.store(enable, Ordering::Relaxed);
    }

    /// See [`Context::set_debug_conversion`].
    pub fn debug_conversion(&self) -> bool {
        self.debug_conversion.load(Ordering::Relaxed)
    }

    /// Whether the operations those notes show print their locations (in `mlir-opt`,
    /// `--mlir-print-debuginfo` applies to them too); off by default.
    pub fn set_print_debug_info_on_diagnostic(&self, enable: bool) {
        self.debug_info_on_diagnostic
            .store(enable, Ordering::Relaxed);
    }

    /// See [`Context::set_print_debug_info_on_diagnostic`].
    pub fn prints_debug_info_on_diagnostic(&self) -> bool {
        self.debug_info_on_diagnostic.load(Ordering::Relaxed)
    }

    /// Number of uniqued types, attributes and operation names (for statistics and benchmarks).
    pub fn uniqued_counts(&self) -> (usize, usize, usize) {
        (self.types.len(), self.attrs.len(), self.op_names.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_is_send_and_sync() {
        fn assert_sync<T: Send + Sync>() {}
        assert_sync::<Context>();
    }

    #[test]
    fn types_and_attributes_are_uniqued() {
        let ctx = Context::new();
        let i32_again = ctx.intern_type(TypeData::Integer {
            width: 32,
            signedness: Signedness::Signless,
        });
        assert_eq!(i32_again, ctx.common().i32);
        let si32 = ctx.intern_type(TypeData::Integer {
            width: 32,
            signedness: Signedness::Signed,
        });
        assert_ne!(si32, ctx.common().i32);
        let s = ctx.string_attr("hello");
        assert_eq!(
            ctx.intern_attr(AttrData::String {
                value: b"hello"[..].into(),
                ty: None
            }),
            s
        );
        assert_eq!(ctx.string_str(s), Some("hello"));
    }

    #[test]
    fn dictionaries_are_sorted_and_last_entry_wins() {
        let ctx = Context::new();
        let (a, b) = (ctx.string_attr("a"), ctx.string_attr("b"));
        let entry = |name, value| NamedAttr { name, value };
        let (unit, t, f) = (
            ctx.common().unit,
            ctx.common().true_attr,
            ctx.common().false_attr,
        );
        let d1 = ctx.dictionary(vec![entry(b, unit), entry(a, t), entry(a, f)]);
        let d2 = ctx.dictionary(vec![entry(a, f), entry(b, unit)]);
        assert_eq!(d1, d2);
        match ctx.attr_data(d1) {
            AttrData::Dictionary(entries) => {
                assert_eq!(entries.len(), 2);
                assert_eq!(entries[0].name, a);
                assert_eq!(entries[0].value, ctx.common().false_attr);
            }
            other => panic!("expected a dictionary, got {other:?}"),
        }
    }

    #[test]
    fn op_names_are_interned_and_report_their_dialect() {
        let ctx = Context::new();
        let n = ctx.op_name("test.foo");
        assert_eq!(ctx.op_name("test.foo"), n);
        assert_eq!(ctx.op_name_str(n), "test.foo");
        assert_eq!(ctx.op_name_dialect(n), "test");
        assert!(ctx.op_descriptor(n).is_none());
        assert!(ctx.op_descriptor(ctx.op_name("builtin.module")).is_some());
    }

    #[test]
    fn registered_ops_are_listed_by_name() {
        let ctx = Context::new();
        ctx.op_name("zz.unregistered");
        ctx.register_dialect(
            DialectDescriptor::new("t"),
            vec![OpDescriptor::new("t.b"), OpDescriptor::new("t.a")],
        );
        let names: Vec<&str> = ctx
            .registered_ops()
            .into_iter()
            .map(|n| ctx.op_name_str(n))
            .filter(|n| n.starts_with("t.") || n.starts_with("zz."))
            .collect();
        assert_eq!(names, vec!["t.a", "t.b"]);
    }

    #[test]
    fn native_traits_are_seen_on_registered_ops_only() {
        struct Mine;
        impl crate::traits::NativeOpTrait for Mine {}
        let ctx = Context::new();
        let traits = crate::traits::TraitSet::default().with_native::<Mine>();
        ctx.register_dialect(
            DialectDescriptor::new("t"),
            vec![
                OpDescriptor::new("t.a").with_traits(traits),
                OpDescriptor::new("t.b"),
            ],
        );
        assert!(ctx.op_has_native_trait::<Mine>(ctx.op_name("t.a")));
        assert!(!ctx.op_has_native_trait::<Mine>(ctx.op_name("t.b")));
        assert!(!ctx.op_has_native_trait::<Mine>(ctx.op_name("t.unregistered")));
    }
}
