//! Sub-element walking and replacement of attributes: visiting every attribute nested inside an
//! attribute (array elements, dictionary values, symbol reference parts, location parts, the
//! attribute a distinct attribute references, and the attributes inside types such as a
//! tensor's encoding or a memref's layout), and rebuilding uniqued attributes bottom-up after
//! some nested attributes were replaced (a distinct attribute whose referenced attribute changes
//! becomes a new distinct attribute).
//!
//! This is MLIR's `AttrTypeWalker` / `AttrTypeReplacer` for the builtin kinds: symbol uses, symbol
//! renaming and any other pass that rewrites attributes build on it. Types are traversed (and
//! rebuilt when an attribute inside them changes) but are never handed to callbacks: callbacks see
//! attributes only. Dictionary names are keys, not elements, and are not visited. Storage defined
//! by dialects ([`AttrData::Dialect`], [`TypeData::Dialect`]) is opaque here and treated as a
//! leaf. Walks use explicit stacks, so deeply nested attributes cannot overflow the thread's
//! stack, and visit each distinct attribute or type once per walk.

use super::{AttrData, Attribute, DenseData, LocationData, NamedAttr};
use crate::context::Context;
use crate::structure::WalkControl;
use crate::types::{Type, TypeData};
use rustc_hash::{FxHashMap, FxHashSet};
use std::ops::ControlFlow;

/// A node of the tree of attributes and types being walked.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Element {
    Attr(Attribute),
    Type(Type),
}

/// Visits `attr` and, pre-order, every attribute nested in it, each distinct attribute once. The
/// callback returns [`WalkControl::Skip`] to not look inside an attribute, or
/// `ControlFlow::Break` to stop the walk, whose value is returned.
pub fn walk_sub_attrs<B>(
    ctx: &Context,
    attr: Attribute,
    f: impl FnMut(Attribute) -> ControlFlow<B, WalkControl>,
) -> ControlFlow<B> {
    AttrWalker::new().walk_attr(ctx, attr, f)
}

/// Visits, pre-order, every attribute nested in type `ty` (a tensor's encoding, a memref's layout
/// and memory space, and those of the types inside it), each distinct attribute once.
pub fn walk_type_sub_attrs<B>(
    ctx: &Context,
    ty: Type,
    f: impl FnMut(Attribute) -> ControlFlow<B, WalkControl>,
) -> ControlFlow<B> {
    AttrWalker::new().walk_type(ctx, ty, f)
}

/// The state of [`walk_sub_attrs`], kept to walk many attributes (every op of a module) without
/// allocating for each. Each walk starts afresh: "each distinct attribute once" holds per walk.
#[derive(Default, Debug)]
pub struct AttrWalker {
    seen: FxHashSet<Element>,
    stack: Vec<Element>,
    children: Vec<Element>,
}

impl AttrWalker {
    /// A walker with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// Like [`walk_sub_attrs`].
    pub fn walk_attr<B>(
        &mut self,
        ctx: &Context,
        attr: Attribute,
        f: impl FnMut(Attribute) -> ControlFlow<B, WalkControl>,
    ) -> ControlFlow<B> {
        self.walk(ctx, Element::Attr(attr), f)
    }

    /// Like [`walk_type_sub_attrs`].
    pub fn walk_type<B>(
        &mut self,
        ctx: &Context,
        ty: Type,
        f: impl FnMut(Attribute) -> ControlFlow<B, WalkControl>,
    ) -> ControlFlow<B> {
        self.walk(ctx, Element::Type(ty), f)
    }

    fn walk<B>(
        &mut self,
        ctx: &Context,
        root: Element,
        mut f: impl FnMut(Attribute) -> ControlFlow<B, WalkControl>,
    ) -> ControlFlow<B> {
        self.seen.clear();
        self.stack.clear();
        self.stack.push(root);
        while let Some(element) = self.stack.pop() {
            if !self.seen.insert(element) {
                continue;
            }
            if let Element::Attr(attr) = element
                && f(attr)? == WalkControl::Skip
            {
                continue;
            }
            self.children.clear();
            push_children(ctx, element, &mut self.children);
            // Reverse so that the first child is visited first.
            self.stack.extend(self.children.drain(..).rev());
        }
        ControlFlow::Continue(())
    }
}

/// Rebuilds `attr` with nested attributes replaced; see [`AttrReplacer`] for the callback's
/// contract. Returns `attr` itself when nothing changed.
pub fn replace_sub_attrs(
    ctx: &Context,
    attr: Attribute,
    f: impl FnMut(Attribute) -> (Attribute, WalkControl),
) -> Attribute {
    AttrReplacer::new(f).replace_attr(ctx, attr)
}

/// Rebuilds type `ty` with the attributes nested in it replaced; see [`AttrReplacer`].
pub fn replace_type_sub_attrs(
    ctx: &Context,
    ty: Type,
    f: impl FnMut(Attribute) -> (Attribute, WalkControl),
) -> Type {
    AttrReplacer::new(f).replace_type(ctx, ty)
}

/// Replaces attributes nested in attributes and types, rebuilding (and re-uniquing) every
/// container whose elements changed, bottom-up.
///
/// The callback is called pre-order with each attribute met and returns its replacement (the
/// attribute itself to keep it) and whether to look inside the replacement
/// ([`WalkControl::Advance`]) or use it as is ([`WalkControl::Skip`]). Results are cached, so one
/// replacer applied to many attributes (all the ops of a module) calls the callback once per
/// distinct attribute. A replacement that does not fit its slot (a non-string where a name is
/// required, a non-location inside a location, a nested symbol reference that is not flat) is not
/// applied: the slot keeps its old element, so the result is always well-formed.
pub struct AttrReplacer<F> {
    f: F,
    done: FxHashMap<Element, Element>,
}

enum Frame {
    Visit(Element),
    Build {
        original: Element,
        node: Element,
        base: usize,
    },
}

impl<F: FnMut(Attribute) -> (Attribute, WalkControl)> AttrReplacer<F> {
    /// A replacer calling `f` on each attribute met.
    pub fn new(f: F) -> Self {
        AttrReplacer {
            f,
            done: FxHashMap::default(),
        }
    }

    /// `attr` with its nested attributes replaced (and itself, if the callback replaces it).
    pub fn replace_attr(&mut self, ctx: &Context, attr: Attribute) -> Attribute {
        match self.run(ctx, Element::Attr(attr)) {
            Element::Attr(new) => new,
            Element::Type(_) => attr,
        }
    }

    /// `ty` with the attributes nested in it replaced.
    pub fn replace_type(&mut self, ctx: &Context, ty: Type) -> Type {
        match self.run(ctx, Element::Type(ty)) {
            Element::Type(new) => new,
            Element::Attr(_) => ty,
        }
    }

    fn run(&mut self, ctx: &Context, root: Element) -> Element {
        let mut stack = vec![Frame::Visit(root)];
        let mut results: Vec<Element> = Vec::new();
        // Elements whose children are being replaced: meeting one again inside its own
        // replacement keeps it as is, so a replacement that contains what it replaces terminates.
        let mut in_progress: FxHashSet<Element> = FxHashSet::default();
        let mut children = Vec::new();
        while let Some(frame) = stack.pop() {
            match frame {
                Frame::Visit(element) => {
                    if let Some(&done) = self.done.get(&element) {
                        results.push(done);
                        continue;
                    }
                    if in_progress.contains(&element) {
                        results.push(element);
                        continue;
                    }
                    let (node, control) = match element {
                        Element::Attr(attr) => {
                            let (new, control) = (self.f)(attr);
                            (Element::Attr(new), control)
                        }
                        Element::Type(_) => (element, WalkControl::Advance),
                    };
                    children.clear();
                    if control == WalkControl::Advance {
                        push_children(ctx, node, &mut children);
                    }
                    if children.is_empty() {
                        self.done.insert(element, node);
                        results.push(node);
                        continue;
                    }
                    in_progress.insert(element);
                    stack.push(Frame::Build {
                        original: element,
                        node,
                        base: results.len(),
                    });
                    stack.extend(children.drain(..).rev().map(Frame::Visit));
                }
                Frame::Build {
                    original,
                    node,
                    base,
                } => {
                    let new_children = results.split_off(base);
                    let rebuilt = rebuild(ctx, node, &new_children);
                    in_progress.remove(&original);
                    self.done.insert(original, rebuilt);
                    results.push(rebuilt);
                }
            }
        }
        results.pop().unwrap_or(root)
    }
}

/// Appends the direct sub-elements of `element`, in the order [`rebuild`] expects them.
fn push_children(ctx: &Context, element: Element, out: &mut Vec<Element>) {
    match element {
        Element::Attr(attr) => push_attr_children(ctx.attr_data(attr), out),
        Element::Type(ty) => push_type_children(ctx.type_data(ty), out),
    }
}

fn push_attr_children(data: &AttrData, out: &mut Vec<Element>) {
    match data {
        AttrData::Unit
        | AttrData::Bool(_)
        | AttrData::StridedLayout { .. }
        | AttrData::Dialect(_) => {}
        AttrData::Opaque { ty, .. } => out.extend(ty.map(Element::Type)),
        AttrData::SparseElements {
            ty,
            indices,
            values,
        } => out.extend([
            Element::Type(*ty),
            Element::Attr(*indices),
            Element::Attr(*values),
        ]),
        AttrData::AffineMap(_) | AttrData::IntegerSet(_) => {}
        AttrData::Integer { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::Type(ty)
        | AttrData::DenseElements { ty, .. }
        | AttrData::DenseResourceElements { ty, .. }
        | AttrData::DenseArray { element: ty, .. } => out.push(Element::Type(*ty)),
        AttrData::String { ty, .. } => out.extend(ty.map(Element::Type)),
        AttrData::Distinct { referenced, .. } => out.push(Element::Attr(*referenced)),
        AttrData::Array(elements) => out.extend(elements.iter().map(|&a| Element::Attr(a))),
        AttrData::Dictionary(entries) => {
            out.extend(entries.iter().map(|entry| Element::Attr(entry.value)))
        }
        AttrData::SymbolRef { root, nested } => {
            out.push(Element::Attr(*root));
            out.extend(nested.iter().map(|&a| Element::Attr(a)));
        }
        AttrData::Location(location) => match location {
            LocationData::Unknown => {}
            LocationData::FileLineCol { file, .. } => out.push(Element::Attr(*file)),
            LocationData::Name { name, child } => {
                out.push(Element::Attr(*name));
                out.push(Element::Attr(*child));
            }
            LocationData::CallSite { callee, caller } => {
                out.push(Element::Attr(*callee));
                out.push(Element::Attr(*caller));
            }
            LocationData::Fused {
                locations,
                metadata,
            } => {
                out.extend(locations.iter().map(|&a| Element::Attr(a)));
                out.extend(metadata.map(Element::Attr));
            }
        },
    }
}

fn push_type_children(data: &TypeData, out: &mut Vec<Element>) {
    let ty = |t: &Type| Element::Type(*t);
    match data {
        TypeData::Integer { .. }
        | TypeData::Index
        | TypeData::Float(_)
        | TypeData::None
        | TypeData::Opaque { .. }
        | TypeData::Dialect(_) => {}
        TypeData::Function { inputs, results } => {
            out.extend(inputs.iter().map(ty));
            out.extend(results.iter().map(ty));
        }
        TypeData::Tuple(types) => out.extend(types.iter().map(ty)),
        TypeData::Complex(element)
        | TypeData::Vector { element, .. }
        | TypeData::UnrankedTensor { element } => out.push(Element::Type(*element)),
        TypeData::RankedTensor {
            element, encoding, ..
        } => {
            out.push(Element::Type(*element));
            out.extend(encoding.map(Element::Attr));
        }
        TypeData::MemRef {
            element,
            layout,
            memory_space,
            ..
        } => {
            out.push(Element::Type(*element));
            out.extend(layout.map(Element::Attr));
            out.extend(memory_space.map(Element::Attr));
        }
        TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => {
            out.push(Element::Type(*element));
            out.extend(memory_space.map(Element::Attr));
        }
    }
}

/// `node` with its sub-elements replaced by `new` (same order as [`push_children`]); `node`
/// itself when they are unchanged.
fn rebuild(ctx: &Context, node: Element, new: &[Element]) -> Element {
    let mut old = Vec::with_capacity(new.len());
    push_children(ctx, node, &mut old);
    if old.as_slice() == new {
        return node;
    }
    match node {
        Element::Attr(attr) => Element::Attr(rebuild_attr(ctx, attr, new)),
        Element::Type(ty) => Element::Type(rebuild_type(ctx, ty, new)),
    }
}

/// The sub-elements of one container being rebuilt, taken in order, each checked against the
/// kind its slot requires (falling back to the old element when it does not fit).
struct Slots<'a> {
    ctx: &'a Context,
    new: std::slice::Iter<'a, Element>,
}

impl Slots<'_> {
    fn ty(&mut self, old: Type) -> Type {
        match self.new.next() {
            Some(Element::Type(t)) => *t,
            _ => old,
        }
    }

    fn opt_ty(&mut self, old: Option<Type>) -> Option<Type> {
        old.map(|o| self.ty(o))
    }

    fn attr(&mut self, old: Attribute) -> Attribute {
        self.attr_if(old, |_| true)
    }

    fn opt_attr(&mut self, old: Option<Attribute>) -> Option<Attribute> {
        old.map(|o| self.attr(o))
    }

    fn attr_if(&mut self, old: Attribute, fits: impl Fn(&AttrData) -> bool) -> Attribute {
        match self.new.next() {
            Some(Element::Attr(a)) if fits(self.ctx.attr_data(*a)) => *a,
            _ => old,
        }
    }

    fn string(&mut self, old: Attribute) -> Attribute {
        self.attr_if(old, |d| matches!(d, AttrData::String { .. }))
    }

    fn location(&mut self, old: Attribute) -> Attribute {
        self.attr_if(old, |d| matches!(d, AttrData::Location(_)))
    }

    fn flat_symbol_ref(&mut self, old: Attribute) -> Attribute {
        self.attr_if(
            old,
            |d| matches!(d, AttrData::SymbolRef { nested, .. } if nested.is_empty()),
        )
    }
}

fn rebuild_attr(ctx: &Context, attr: Attribute, new: &[Element]) -> Attribute {
    let mut s = Slots {
        ctx,
        new: new.iter(),
    };
    let data = match ctx.attr_data(attr) {
        AttrData::Unit
        | AttrData::Bool(_)
        | AttrData::StridedLayout { .. }
        | AttrData::Dialect(_) => return attr,
        AttrData::SparseElements {
            ty,
            indices,
            values,
        } => AttrData::SparseElements {
            ty: s.ty(*ty),
            indices: s.attr(*indices),
            values: s.attr(*values),
        },
        AttrData::Opaque { dialect, data, ty } => AttrData::Opaque {
            dialect: dialect.clone(),
            data: data.clone(),
            ty: s.opt_ty(*ty),
        },
        AttrData::AffineMap(_) | AttrData::IntegerSet(_) => return attr,
        AttrData::Integer { ty, value } => AttrData::Integer {
            ty: s.ty(*ty),
            value: value.clone(),
        },
        AttrData::Float { ty, bits } => AttrData::Float {
            ty: s.ty(*ty),
            bits: *bits,
        },
        AttrData::String { value, ty } => AttrData::String {
            value: value.clone(),
            ty: s.opt_ty(*ty),
        },
        AttrData::Type(ty) => AttrData::Type(s.ty(*ty)),
        // A distinct attribute is unique by identity: one with another referenced attribute is
        // a new one. The replacer's cache gives every use of the old one the same new one.
        AttrData::Distinct { referenced, .. } => return ctx.distinct_attr(s.attr(*referenced)),
        AttrData::DenseResourceElements { ty, handle } => AttrData::DenseResourceElements {
            ty: s.ty(*ty),
            handle: *handle,
        },
        AttrData::DenseElements { ty, data } => AttrData::DenseElements {
            ty: s.ty(*ty),
            data: match data {
                DenseData::Raw { bytes, splat } => DenseData::Raw {
                    bytes: bytes.clone(),
                    splat: *splat,
                },
                DenseData::Strings { values, splat } => DenseData::Strings {
                    values: values.clone(),
                    splat: *splat,
                },
            },
        },
        AttrData::DenseArray {
            element,
            len,
            bytes,
        } => AttrData::DenseArray {
            element: s.ty(*element),
            len: *len,
            bytes: bytes.clone(),
        },
        AttrData::Array(elements) => AttrData::Array(elements.iter().map(|&e| s.attr(e)).collect()),
        // Names are unchanged, so the entries stay sorted and unique.
        AttrData::Dictionary(entries) => AttrData::Dictionary(
            entries
                .iter()
                .map(|entry| NamedAttr {
                    name: entry.name,
                    value: s.attr(entry.value),
                })
                .collect(),
        ),
        AttrData::SymbolRef { root, nested } => AttrData::SymbolRef {
            root: s.string(*root),
            nested: nested.iter().map(|&n| s.flat_symbol_ref(n)).collect(),
        },
        AttrData::Location(location) => AttrData::Location(match location {
            LocationData::Unknown => return attr,
            LocationData::FileLineCol { file, line, column } => LocationData::FileLineCol {
                file: s.string(*file),
                line: *line,
                column: *column,
            },
            LocationData::Name { name, child } => LocationData::Name {
                name: s.string(*name),
                child: s.location(*child),
            },
            LocationData::CallSite { callee, caller } => LocationData::CallSite {
                callee: s.location(*callee),
                caller: s.location(*caller),
            },
            LocationData::Fused {
                locations,
                metadata,
            } => LocationData::Fused {
                locations: locations.iter().map(|&l| s.location(l)).collect(),
                metadata: s.opt_attr(*metadata),
            },
        }),
    };
    ctx.intern_attr(data)
}

fn rebuild_type(ctx: &Context, ty: Type, new: &[Element]) -> Type {
    let mut s = Slots {
        ctx,
        new: new.iter(),
    };
    let data = match ctx.type_data(ty) {
        TypeData::Integer { .. }
        | TypeData::Index
        | TypeData::Float(_)
        | TypeData::None
        | TypeData::Opaque { .. }
        | TypeData::Dialect(_) => return ty,
        TypeData::Function { inputs, results } => TypeData::Function {
            inputs: inputs.iter().map(|&t| s.ty(t)).collect(),
            results: results.iter().map(|&t| s.ty(t)).collect(),
        },
        TypeData::Tuple(types) => TypeData::Tuple(types.iter().map(|&t| s.ty(t)).collect()),
        TypeData::Complex(element) => TypeData::Complex(s.ty(*element)),
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: s.ty(*element),
        },
        TypeData::RankedTensor {
            shape,
            element,
            encoding,
        } => TypeData::RankedTensor {
            shape: shape.clone(),
            element: s.ty(*element),
            encoding: s.opt_attr(*encoding),
        },
        TypeData::UnrankedTensor { element } => TypeData::UnrankedTensor {
            element: s.ty(*element),
        },
        TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => TypeData::MemRef {
            shape: shape.clone(),
            element: s.ty(*element),
            layout: s.opt_attr(*layout),
            memory_space: s.opt_attr(*memory_space),
        },
        TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => TypeData::UnrankedMemRef {
            element: s.ty(*element),
            memory_space: s.opt_attr(*memory_space),
        },
    };
    ctx.intern_type(data)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sym(ctx: &Context, root: &str, nested: &[&str]) -> Attribute {
        let nested = nested
            .iter()
            .map(|n| {
                ctx.intern_attr(AttrData::SymbolRef {
                    root: ctx.string_attr(n),
                    nested: Box::new([]),
                })
            })
            .collect();
        ctx.intern_attr(AttrData::SymbolRef {
            root: ctx.string_attr(root),
            nested,
        })
    }

    fn array(ctx: &Context, elements: &[Attribute]) -> Attribute {
        ctx.intern_attr(AttrData::Array(elements.into()))
    }

    fn dict(ctx: &Context, entries: &[(&str, Attribute)]) -> Attribute {
        ctx.dictionary(
            entries
                .iter()
                .map(|&(name, value)| NamedAttr {
                    name: ctx.string_attr(name),
                    value,
                })
                .collect(),
        )
    }

    /// Every symbol reference met by a walk that does not enter symbol references.
    fn symbol_refs(ctx: &Context, attr: Attribute) -> Vec<Attribute> {
        let mut found = Vec::new();
        let _ = walk_sub_attrs::<()>(ctx, attr, |a| {
            if matches!(ctx.attr_data(a), AttrData::SymbolRef { .. }) {
                found.push(a);
                return ControlFlow::Continue(WalkControl::Skip);
            }
            ControlFlow::Continue(WalkControl::Advance)
        });
        found
    }

    #[test]
    fn walk_finds_attributes_in_arrays_dictionaries_and_types() {
        let ctx = Context::new();
        let (a, b, c) = (
            sym(&ctx, "a", &[]),
            sym(&ctx, "b", &["x"]),
            sym(&ctx, "c", &[]),
        );
        let tensor = ctx.intern_type(TypeData::RankedTensor {
            shape: Box::new([4]),
            element: ctx.common().f32,
            encoding: Some(c),
        });
        let fn_type = ctx.intern_type(TypeData::Function {
            inputs: Box::new([tensor]),
            results: Box::new([]),
        });
        let type_attr = ctx.intern_attr(AttrData::Type(fn_type));
        let inner = dict(&ctx, &[("k", array(&ctx, &[b]))]);
        let root = dict(
            &ctx,
            &[("uses", array(&ctx, &[a, inner])), ("t", type_attr)],
        );
        let mut found = symbol_refs(&ctx, root);
        found.sort();
        let mut expected = vec![a, b, c];
        expected.sort();
        assert_eq!(found, expected);
    }

    #[test]
    fn walk_visits_shared_attributes_once_and_can_stop() {
        let ctx = Context::new();
        let a = sym(&ctx, "a", &[]);
        // A DAG that would take 2^40 steps without deduplication.
        let mut node = array(&ctx, &[a]);
        for _ in 0..40 {
            node = array(&ctx, &[node, node]);
        }
        assert_eq!(symbol_refs(&ctx, node), vec![a]);
        let stopped = walk_sub_attrs(&ctx, node, |x| {
            if x == a {
                ControlFlow::Break("found")
            } else {
                ControlFlow::Continue(WalkControl::Advance)
            }
        });
        assert_eq!(stopped, ControlFlow::Break("found"));
    }

    #[test]
    fn a_reused_walker_starts_each_walk_afresh() {
        let ctx = Context::new();
        let a = sym(&ctx, "a", &[]);
        let mut walker = AttrWalker::new();
        let mut count = 0;
        for _ in 0..2 {
            let _ = walker.walk_attr::<()>(&ctx, array(&ctx, &[a, a]), |x| {
                if x == a {
                    count += 1;
                }
                ControlFlow::Continue(WalkControl::Advance)
            });
        }
        assert_eq!(count, 2);
    }

    #[test]
    fn walk_reaches_location_parts() {
        let ctx = Context::new();
        let file = ctx.string_attr("f.mlir");
        let flc = ctx.intern_attr(AttrData::Location(LocationData::FileLineCol {
            file,
            line: 1,
            column: 2,
        }));
        let name = ctx.string_attr("n");
        let named = ctx.intern_attr(AttrData::Location(LocationData::Name { name, child: flc }));
        let meta = sym(&ctx, "meta", &[]);
        let fused = ctx.intern_attr(AttrData::Location(LocationData::Fused {
            locations: Box::new([named, ctx.common().unknown_loc]),
            metadata: Some(meta),
        }));
        let mut seen = Vec::new();
        let _ = walk_sub_attrs::<()>(&ctx, fused, |x| {
            seen.push(x);
            ControlFlow::Continue(WalkControl::Advance)
        });
        for expected in [
            fused,
            named,
            name,
            flc,
            file,
            ctx.common().unknown_loc,
            meta,
        ] {
            assert!(seen.contains(&expected), "missing {expected:?}");
        }
    }

    #[test]
    fn distinct_attributes_are_walked_and_replaced_by_new_ones() {
        let ctx = Context::new();
        let (a, b) = (sym(&ctx, "a", &[]), sym(&ctx, "b", &[]));
        let distinct = ctx.distinct_attr(array(&ctx, &[a]));
        let root = array(&ctx, &[distinct, distinct]);
        assert_eq!(symbol_refs(&ctx, root), vec![a]);
        let replaced = replace_sub_attrs(&ctx, root, |x| {
            (if x == a { b } else { x }, WalkControl::Advance)
        });
        let AttrData::Array(elements) = ctx.attr_data(replaced) else {
            panic!("an array stays an array");
        };
        // One new distinct attribute, shared by both uses like the old one was.
        assert_eq!(elements[0], elements[1]);
        assert_ne!(elements[0], distinct);
        assert!(matches!(
            ctx.attr_data(elements[0]),
            AttrData::Distinct { referenced, .. } if *referenced == array(&ctx, &[b])
        ));
        // Nothing to replace: the distinct attribute itself is kept.
        assert_eq!(
            replace_sub_attrs(&ctx, root, |x| (x, WalkControl::Advance)),
            root
        );
    }

    #[test]
    fn replace_rebuilds_containers_bottom_up() {
        let ctx = Context::new();
        let (a, b, z) = (
            sym(&ctx, "a", &[]),
            sym(&ctx, "b", &[]),
            sym(&ctx, "z", &[]),
        );
        let memref = ctx.intern_type(TypeData::MemRef {
            shape: Box::new([2]),
            element: ctx.common().i8,
            layout: None,
            memory_space: Some(a),
        });
        let before = dict(
            &ctx,
            &[
                ("x", array(&ctx, &[a, b, dict(&ctx, &[("y", a)])])),
                ("t", ctx.intern_attr(AttrData::Type(memref))),
            ],
        );
        let after = replace_sub_attrs(&ctx, before, |x| {
            if x == a {
                (z, WalkControl::Skip)
            } else {
                (x, WalkControl::Advance)
            }
        });
        let memref_z = ctx.intern_type(TypeData::MemRef {
            shape: Box::new([2]),
            element: ctx.common().i8,
            layout: None,
            memory_space: Some(z),
        });
        let expected = dict(
            &ctx,
            &[
                ("x", array(&ctx, &[z, b, dict(&ctx, &[("y", z)])])),
                ("t", ctx.intern_attr(AttrData::Type(memref_z))),
            ],
        );
        assert_eq!(after, expected);
        // Nothing to replace: the very same attribute comes back.
        let same = replace_sub_attrs(&ctx, expected, |x| (x, WalkControl::Advance));
        assert_eq!(same, expected);
    }

    #[test]
    fn replacements_that_do_not_fit_their_slot_are_not_applied() {
        let ctx = Context::new();
        let r = sym(&ctx, "a", &["b"]);
        let one = ctx.common().true_attr;
        // Strings become `true`: the symbol reference's parts must stay strings and flat refs.
        let after = replace_sub_attrs(&ctx, r, |x| match ctx.attr_data(x) {
            AttrData::String { .. } => (one, WalkControl::Skip),
            _ => (x, WalkControl::Advance),
        });
        assert_eq!(after, r);
        // A string replacement fits and renames both parts.
        let renamed = replace_sub_attrs(&ctx, r, |x| match ctx.string_str(x) {
            Some(s) => (ctx.string_attr(&s.to_uppercase()), WalkControl::Skip),
            None => (x, WalkControl::Advance),
        });
        assert_eq!(renamed, sym(&ctx, "A", &["B"]));
    }

    #[test]
    fn replacement_containing_the_replaced_attribute_terminates() {
        let ctx = Context::new();
        let a = sym(&ctx, "a", &[]);
        let wrapped = replace_sub_attrs(&ctx, array(&ctx, &[a]), |x| {
            if x == a {
                (array(&ctx, &[a]), WalkControl::Advance)
            } else {
                (x, WalkControl::Advance)
            }
        });
        assert_eq!(wrapped, array(&ctx, &[array(&ctx, &[a])]));
    }

    #[test]
    fn replacer_caches_across_calls() {
        let ctx = Context::new();
        let (a, z) = (sym(&ctx, "a", &[]), sym(&ctx, "z", &[]));
        let mut calls = 0;
        let mut replacer = AttrReplacer::new(|x| {
            calls += 1;
            if x == a {
                (z, WalkControl::Skip)
            } else {
                (x, WalkControl::Advance)
            }
        });
        let first = replacer.replace_attr(&ctx, array(&ctx, &[a]));
        let second = replacer.replace_attr(&ctx, array(&ctx, &[a]));
        assert_eq!(first, second);
        assert_eq!(first, array(&ctx, &[z]));
        drop(replacer);
        assert_eq!(calls, 2);
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let ctx = Context::new();
        let (a, z) = (sym(&ctx, "a", &[]), sym(&ctx, "z", &[]));
        let mut node = a;
        for _ in 0..100_000 {
            node = array(&ctx, &[node]);
        }
        assert_eq!(symbol_refs(&ctx, node), vec![a]);
        let replaced = replace_sub_attrs(&ctx, node, |x| {
            if x == a {
                (z, WalkControl::Skip)
            } else {
                (x, WalkControl::Advance)
            }
        });
        assert_eq!(symbol_refs(&ctx, replaced), vec![z]);
    }
}
