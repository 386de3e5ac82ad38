//! Attribute and type aliases (`#map1 = affine_map<...>`, `!tuple = tuple<...>`, `#loc3 = ...`),
//! chosen and named as MLIR's `AliasInitializer` does.
//!
//! The first printing pass visits every type and attribute that the second pass will print, in
//! the same order as MLIR's dummy printer, and records each distinct one once, with:
//! - its alias name, if the builtin rules (affine maps `map`, integer sets `set`, locations
//!   `loc`, distinct attributes `distinct` unless they reference `unit`, tuples of more than
//!   16 types `tuple`) or a dialect's [`OpAsmDialectInterface`]
//!   give one, sanitized (`$_-` allowed, a trailing digit gets `_`);
//! - its depth: 1 for an aliased value without aliased parts, else one more than the deepest
//!   aliased part, so that definitions come after the aliases they use;
//! - whether it may be deferred: op locations may be defined after the op (MLIR prints them
//!   at the end of the file), anything else that reaches a value makes it non-deferrable.
//!
//! Aliases are then sorted by depth, types before attributes, and name (stable, so the visit
//! order breaks ties), and numbered per name: `map`, `map1`, `map2`. This module holds the data
//! and the visit logic; the traversal of ops lives in `ops`.

use super::names::sanitize;
use super::{AliasResult, DialectAsmPrinter, OpAsmDialectInterface, OpAsmPrinter, push_u64};
use crate::attrs::{AttrData, Attribute, LocationData};
use crate::types::{Type, TypeData};
use rustc_hash::FxHashMap;

/// A visited value that had no entry (it can have neither an alias nor aliased parts).
const LEAF: u32 = u32::MAX;

/// A type or an attribute.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Sym {
    Type(Type),
    Attr(Attribute),
}

/// The state of the first pass.
#[derive(Default)]
pub(super) struct AliasCollector {
    entries: Vec<Entry>,
    /// Per type id, the entry index plus one (0: not visited).
    type_slots: Vec<u32>,
    /// Per attribute id, the entry index plus one.
    attr_slots: Vec<u32>,
    /// The children of all entries, each entry owning a range.
    children: Vec<u32>,
    /// The children of the visits in progress.
    child_stack: Vec<u32>,
    /// Whether the visit in progress may be deferred (read by dialect hooks' visits).
    pub(super) deferred: bool,
}

struct Entry {
    sym: Sym,
    alias: Option<Box<str>>,
    depth: u32,
    deferrable: bool,
    children: (u32, u32),
}

/// The aliases chosen, ready for printing.
#[derive(Default)]
pub(super) struct AliasTable {
    defs: Vec<AliasDef>,
    /// Per type id, the definition index plus one.
    type_slots: Vec<u32>,
    /// Per attribute id, the definition index plus one.
    attr_slots: Vec<u32>,
}

/// One alias definition: `text = value`.
struct AliasDef {
    sym: Sym,
    /// The alias with its sigil and number: `#map1`.
    text: Box<str>,
    deferred: bool,
}

impl AliasTable {
    /// The alias of `ty`, if it has one.
    #[inline]
    pub(super) fn type_alias(&self, ty: Type) -> Option<&str> {
        match self.type_slots.get(ty.id() as usize) {
            Some(&slot) if slot != 0 => Some(&self.defs[slot as usize - 1].text),
            _ => None,
        }
    }

    /// The alias of `attr`, if it has one.
    #[inline]
    pub(super) fn attr_alias(&self, attr: Attribute) -> Option<&str> {
        match self.attr_slots.get(attr.id() as usize) {
            Some(&slot) if slot != 0 => Some(&self.defs[slot as usize - 1].text),
            _ => None,
        }
    }
}

impl AliasCollector {
    /// Sorts and numbers the aliases found (MLIR's `initializeAliases`).
    pub(super) fn finish(self) -> AliasTable {
        let mut order: Vec<usize> = (0..self.entries.len())
            .filter(|&i| self.entries[i].alias.is_some())
            .collect();
        let key = |i: usize| {
            let e = &self.entries[i];
            (
                e.depth,
                !matches!(e.sym, Sym::Type(_)),
                e.alias.as_deref().unwrap_or(""),
            )
        };
        order.sort_by(|&a, &b| key(a).cmp(&key(b)));
        let mut table = AliasTable::default();
        let mut counts: FxHashMap<&str, u64> = FxHashMap::default();
        for i in order {
            let entry = &self.entries[i];
            let name = entry.alias.as_deref().unwrap_or("");
            let count = counts.entry(name).or_insert(0);
            let mut text = String::with_capacity(name.len() + 4);
            text.push(if matches!(entry.sym, Sym::Type(_)) {
                '!'
            } else {
                '#'
            });
            text.push_str(name);
            if *count > 0 {
                push_u64(&mut text, *count);
            }
            *count += 1;
            table.defs.push(AliasDef {
                sym: entry.sym,
                text: text.into(),
                deferred: entry.deferrable,
            });
            let slot = table.defs.len() as u32;
            let (slots, id) = match entry.sym {
                Sym::Type(ty) => (&mut table.type_slots, ty.id()),
                Sym::Attr(attr) => (&mut table.attr_slots, attr.id()),
            };
            if slots.len() <= id as usize {
                slots.resize(id as usize + 1, 0);
            }
            slots[id as usize] = slot;
        }
        table
    }

    fn slot(&self, sym: Sym) -> Option<u32> {
        let (slots, id) = match sym {
            Sym::Type(ty) => (&self.type_slots, ty.id()),
            Sym::Attr(attr) => (&self.attr_slots, attr.id()),
        };
        match slots.get(id as usize) {
            Some(&slot) if slot != 0 => Some(slot - 1),
            _ => None,
        }
    }

    /// Whether visiting `sym` again, not deferred, would change nothing: it was visited before
    /// and may not be deferred (so it and its parts stay as they are).
    fn settled(&self, sym: Sym) -> bool {
        self.slot(sym)
            .is_some_and(|index| !self.entries[index as usize].deferrable)
    }

    fn insert(&mut self, sym: Sym) -> u32 {
        let index = self.entries.len() as u32;
        self.entries.push(Entry {
            sym,
            alias: None,
            depth: 0,
            deferrable: false,
            children: (0, 0),
        });
        let (slots, id) = match sym {
            Sym::Type(ty) => (&mut self.type_slots, ty.id()),
            Sym::Attr(attr) => (&mut self.attr_slots, attr.id()),
        };
        if slots.len() <= id as usize {
            slots.resize(id as usize + 1, 0);
        }
        slots[id as usize] = index + 1;
        index
    }

    /// Marks entry `index` and, through entries that were deferrable, its children as not
    /// deferrable (MLIR's `markAliasNonDeferrable`).
    fn mark_non_deferrable(&mut self, index: u32) {
        // Most revisits find the entry already non-deferrable: no work, no allocation.
        if !self.entries[index as usize].deferrable {
            return;
        }
        let mut stack = vec![index];
        while let Some(i) = stack.pop() {
            let entry = &mut self.entries[i as usize];
            if !entry.deferrable {
                continue;
            }
            entry.deferrable = false;
            let (start, end) = entry.children;
            stack.extend_from_slice(&self.children[start as usize..end as usize]);
        }
    }

    /// Ends the visit of entry `index`, whose children were pushed from `start` on: records
    /// them and updates the depth.
    fn end_visit(&mut self, index: u32, start: usize) {
        let mut max_depth = 0;
        let begin = self.children.len() as u32;
        for &child in &self.child_stack[start..] {
            if child != LEAF {
                max_depth = max_depth.max(self.entries[child as usize].depth);
                self.children.push(child);
            }
        }
        self.child_stack.truncate(start);
        let entry = &mut self.entries[index as usize];
        entry.children = (begin, self.children.len() as u32);
        if max_depth > 0 {
            entry.depth = max_depth + 1;
        }
    }
}

impl OpAsmPrinter<'_> {
    /// Whether `ty` can neither have an alias nor contain something that has one.
    fn is_leaf_type(&self, ty: Type) -> bool {
        self.alias_dialects.is_empty()
            && matches!(
                self.ctx.type_data(ty),
                TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::None
            )
    }

    /// Whether `attr` can neither have an alias nor contain something that has one.
    fn is_leaf_attr(&self, attr: Attribute) -> bool {
        // `file:line:col` locations (aliased as `loc`) are read without building their storage.
        self.alias_dialects.is_empty()
            && self.ctx.file_line_col(attr).is_none()
            && matches!(
                self.ctx.attr_data(attr),
                AttrData::Unit
                    | AttrData::Bool(_)
                    | AttrData::Integer { .. }
                    | AttrData::Float { .. }
                    | AttrData::String { ty: None, .. }
                    | AttrData::SymbolRef { .. }
                    | AttrData::DenseArray { .. }
                    | AttrData::StridedLayout { .. }
                    | AttrData::Opaque { .. }
            )
    }

    /// Whether visiting `ty` (not deferred) in the first pass would change nothing.
    pub(super) fn type_settled(&self, ty: Type) -> bool {
        self.collector.settled(Sym::Type(ty)) || self.is_leaf_type(ty)
    }

    /// Whether visiting `attr` (not deferred) in the first pass would change nothing.
    pub(super) fn attr_settled(&self, attr: Attribute) -> bool {
        self.collector.settled(Sym::Attr(attr)) || self.is_leaf_attr(attr)
    }

    /// The alias name the builtin rules and the dialects give `sym`, sanitized.
    fn generate_alias(&self, sym: Sym) -> Option<Box<str>> {
        let mut name: Option<String> = match sym {
            Sym::Type(ty) => match self.ctx.type_data(ty) {
                TypeData::Tuple(types) if types.len() > 16 => Some("tuple".into()),
                _ => None,
            },
            Sym::Attr(attr) if self.ctx.file_line_col(attr).is_some() => Some("loc".into()),
            Sym::Attr(attr) => match self.ctx.attr_data(attr) {
                AttrData::AffineMap(_) => Some("map".into()),
                AttrData::IntegerSet(_) => Some("set".into()),
                AttrData::Location(_) => Some("loc".into()),
                // `distinct[N]<>` is short enough to stay inline.
                AttrData::Distinct { referenced, .. }
                    if !matches!(self.ctx.attr_data(*referenced), AttrData::Unit) =>
                {
                    Some("distinct".into())
                }
                _ => None,
            },
        };
        for dialect in &self.alias_dialects {
            let Some(interface) = dialect.interfaces.get::<dyn OpAsmDialectInterface>() else {
                continue;
            };
            let result = match sym {
                Sym::Type(ty) => interface.type_alias(self.ctx, ty),
                Sym::Attr(attr) => interface.attr_alias(self.ctx, attr),
            };
            match result {
                AliasResult::NoAlias => {}
                AliasResult::Overridable(alias) if !alias.is_empty() => name = Some(alias),
                AliasResult::Final(alias) if !alias.is_empty() => {
                    name = Some(alias);
                    break;
                }
                AliasResult::Overridable(_) | AliasResult::Final(_) => {}
            }
        }
        name.map(|n| sanitize(&n, "$_-", false).into())
    }

    /// Starts visiting `sym`: `Err(index)` when it was visited before (and is now made
    /// non-deferrable if `deferred` is false), else `Ok((index, children_start))`.
    fn begin_visit(&mut self, sym: Sym, deferred: bool) -> Result<(u32, usize), u32> {
        if let Some(index) = self.collector.slot(sym) {
            if !deferred {
                self.collector.mark_non_deferrable(index);
            }
            return Err(index);
        }
        let alias = self.generate_alias(sym);
        let index = self.collector.insert(sym);
        if let Some(alias) = alias {
            let entry = &mut self.collector.entries[index as usize];
            entry.alias = Some(alias);
            entry.depth = 1;
            entry.deferrable = deferred;
        }
        Ok((index, self.collector.child_stack.len()))
    }

    /// Visits a part of the value being visited.
    pub(super) fn visit_type_as_child(&mut self, ty: Type, deferred: bool) {
        let index = self.visit_type(ty, deferred);
        self.collector.child_stack.push(index);
    }

    /// Visits a part of the value being visited; `elide_type` skips the part's own type.
    pub(super) fn visit_attr_as_child(
        &mut self,
        attr: Attribute,
        deferred: bool,
        elide_type: bool,
    ) {
        let index = self.visit_attr(attr, deferred, elide_type);
        self.collector.child_stack.push(index);
    }

    /// Records `ty` and what it contains for aliasing; returns its entry (or [`LEAF`]).
    pub(super) fn visit_type(&mut self, ty: Type, deferred: bool) -> u32 {
        if self.is_leaf_type(ty) {
            return LEAF;
        }
        let (index, start) = match self.begin_visit(Sym::Type(ty), deferred) {
            Ok(started) => started,
            Err(index) => return index,
        };
        let ctx = self.ctx;
        match ctx.type_data(ty) {
            TypeData::Dialect(storage) => {
                let hook = self.dialect(storage.dialect).and_then(|d| d.print_type);
                if let Some(hook) = hook {
                    let saved = std::mem::replace(&mut self.collector.deferred, deferred);
                    hook(&mut DialectAsmPrinter { printer: self }, storage);
                    self.collector.deferred = saved;
                }
            }
            TypeData::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                self.visit_type_as_child(*element, deferred);
                if let Some(layout) = layout
                    && !self.is_identity_layout(*layout)
                {
                    self.visit_attr_as_child(*layout, deferred, false);
                }
                if let Some(space) = memory_space {
                    self.visit_attr_as_child(*space, deferred, false);
                }
            }
            TypeData::Function { inputs, results } => {
                for &t in inputs.iter().chain(results.iter()) {
                    self.visit_type_as_child(t, deferred);
                }
            }
            TypeData::Tuple(types) => {
                for &t in types.iter() {
                    self.visit_type_as_child(t, deferred);
                }
            }
            TypeData::Complex(element)
            | TypeData::Vector { element, .. }
            | TypeData::UnrankedTensor { element } => self.visit_type_as_child(*element, deferred),
            TypeData::RankedTensor {
                element, encoding, ..
            } => {
                self.visit_type_as_child(*element, deferred);
                if let Some(encoding) = encoding {
                    self.visit_attr_as_child(*encoding, deferred, false);
                }
            }
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.visit_type_as_child(*element, deferred);
                if let Some(space) = memory_space {
                    self.visit_attr_as_child(*space, deferred, false);
                }
            }
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::None
            | TypeData::Opaque { .. } => {}
        }
        self.collector.end_visit(index, start);
        index
    }

    /// Records `attr` and what it contains for aliasing; `elide_type` skips the attribute's
    /// own type. Returns its entry (or [`LEAF`]).
    pub(super) fn visit_attr(&mut self, attr: Attribute, deferred: bool, elide_type: bool) -> u32 {
        if self.is_leaf_attr(attr) {
            return LEAF;
        }
        let (index, start) = match self.begin_visit(Sym::Attr(attr), deferred) {
            Ok(started) => started,
            Err(index) => return index,
        };
        let ctx = self.ctx;
        if ctx.file_line_col(attr).is_some() {
            // Nothing inside; read without building its storage.
            self.collector.end_visit(index, start);
            return index;
        }
        let data = ctx.attr_data(attr);
        match data {
            AttrData::Dialect(storage) => {
                let hook = self.dialect(storage.dialect).and_then(|d| d.print_attr);
                if let Some(hook) = hook {
                    let saved = std::mem::replace(&mut self.collector.deferred, deferred);
                    hook(&mut DialectAsmPrinter { printer: self }, storage);
                    self.collector.deferred = saved;
                }
            }
            AttrData::AffineMap(_)
            | AttrData::IntegerSet(_)
            | AttrData::DenseArray { .. }
            | AttrData::Float { .. }
            | AttrData::Integer { .. }
            | AttrData::Bool(_)
            | AttrData::Unit => {
                self.collector.end_visit(index, start);
                return index;
            }
            AttrData::Dictionary(entries) => {
                for entry in entries.iter() {
                    self.visit_attr_as_child(entry.name, deferred, false);
                    self.visit_attr_as_child(entry.value, deferred, false);
                }
            }
            AttrData::Array(elements) => {
                for &element in elements.iter() {
                    self.visit_attr_as_child(element, deferred, false);
                }
            }
            AttrData::Type(ty) => self.visit_type_as_child(*ty, deferred),
            AttrData::Distinct { referenced, .. } => {
                self.visit_attr_as_child(*referenced, deferred, false)
            }
            AttrData::Location(loc) => match loc {
                LocationData::Name { child, .. } => {
                    // `loc(unknown)` is uniqued: comparing handles reads no storage.
                    if *child != ctx.common().unknown_loc {
                        self.visit_attr_as_child(*child, deferred, false);
                    }
                }
                LocationData::CallSite { callee, caller } => {
                    self.visit_attr_as_child(*callee, deferred, false);
                    self.visit_attr_as_child(*caller, deferred, false);
                }
                LocationData::Fused {
                    locations,
                    metadata,
                } => {
                    if let Some(metadata) = metadata {
                        self.visit_attr_as_child(*metadata, deferred, false);
                    }
                    for &location in locations.iter() {
                        self.visit_attr_as_child(location, deferred, false);
                    }
                }
                LocationData::Unknown | LocationData::FileLineCol { .. } => {}
            },
            AttrData::String { .. }
            | AttrData::SymbolRef { .. }
            | AttrData::DenseElements { .. }
            | AttrData::SparseElements { .. }
            | AttrData::DenseResourceElements { .. }
            | AttrData::StridedLayout { .. }
            | AttrData::Opaque { .. } => {}
        }
        if !elide_type {
            match data {
                AttrData::String { ty: Some(ty), .. }
                    if !matches!(ctx.type_data(*ty), TypeData::None) =>
                {
                    self.visit_type_as_child(*ty, deferred)
                }
                AttrData::DenseElements { ty, .. }
                | AttrData::SparseElements { ty, .. }
                | AttrData::DenseResourceElements { ty, .. } => {
                    self.visit_type_as_child(*ty, deferred)
                }
                _ => {}
            }
        }
        self.collector.end_visit(index, start);
        index
    }

    /// Whether a memref layout is the identity affine map (printed as no layout at all).
    pub(super) fn is_identity_layout(&self, layout: Attribute) -> bool {
        matches!(self.ctx.attr_data(layout), AttrData::AffineMap(map) if map.is_identity())
    }

    /// Runs the first pass over `op` and fixes the aliases.
    pub(super) fn collect_aliases(&mut self, op: crate::structure::OpId) {
        self.collecting = true;
        self.collect_op(op);
        self.collecting = false;
        self.aliases = std::mem::take(&mut self.collector).finish();
    }

    /// Writes the alias definitions that may (or may not) be deferred, one per line.
    pub(super) fn print_alias_defs(&mut self, deferred: bool) {
        for i in 0..self.aliases.defs.len() {
            let def = &self.aliases.defs[i];
            if def.deferred != deferred {
                continue;
            }
            let sym = def.sym;
            self.out.push_str(&def.text);
            self.out.push_str(" = ");
            // A definition's value uses the aliases of its parts, never its own.
            match sym {
                Sym::Type(ty) => self.print_type_impl(ty),
                Sym::Attr(attr) => self.print_attribute_impl(attr, super::Elision::Never),
            }
            self.out.push('\n');
        }
    }
}
