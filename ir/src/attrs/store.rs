//! The context's attribute storage: the uniquer behind [`Attribute`] ids, with `file:line:col`
//! locations kept in a compact form.
//!
//! A parsed file gives every operation its own `file:line:col` location, so these are by far the
//! most numerous attributes. Stored as an [`AttrData`] each would take 40 bytes plus the
//! uniquer's per-entry flag; here they take a 12-byte record in a 16-byte slot, while every other
//! attribute sits behind a box. Ids stay one dense space and uniquing stays exact (equal storage
//! ⇔ equal id), because every way of interning a location goes through [`AttrStore::intern`].
//!
//! [`AttrStore::get`] still hands out `&AttrData` for a compact location: the first request
//! builds its `AttrData` once, in a side table, and later requests find it there. Readers that
//! only want the file, line and column use [`AttrStore::file_line_col`], which builds nothing.
//! This is not a general cache: nothing but compact locations is ever built on request.

use super::{AttrData, Attribute, LocationData};
use crate::intern::Interner;
use rustc_hash::FxHashMap;
use std::hash::{Hash, Hasher};
use std::sync::Mutex;

/// A `file:line:col` location in its compact form.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct FileLineCol {
    file: Attribute,
    line: u32,
    column: u32,
}

impl FileLineCol {
    fn of(data: &AttrData) -> Option<FileLineCol> {
        match *data {
            AttrData::Location(LocationData::FileLineCol { file, line, column }) => {
                Some(FileLineCol { file, line, column })
            }
            _ => None,
        }
    }

    fn to_data(self) -> AttrData {
        AttrData::Location(LocationData::FileLineCol {
            file: self.file,
            line: self.line,
            column: self.column,
        })
    }
}

/// One stored attribute.
#[derive(PartialEq, Eq, Debug)]
enum AttrSlot {
    /// A `file:line:col` location.
    FileLineCol(FileLineCol),
    /// Any other attribute (never a `file:line:col` location).
    Other(Box<AttrData>),
}

impl AttrSlot {
    fn new(data: AttrData) -> AttrSlot {
        match FileLineCol::of(&data) {
            Some(location) => AttrSlot::FileLineCol(location),
            None => AttrSlot::Other(Box::new(data)),
        }
    }

    /// Whether this slot stores `data`.
    fn holds(&self, data: &AttrData) -> bool {
        match self {
            AttrSlot::FileLineCol(location) => FileLineCol::of(data) == Some(*location),
            AttrSlot::Other(stored) => **stored == *data,
        }
    }
}

/// Hashes exactly like the `AttrData` the slot stands for, so that lookups by `AttrData` find it.
impl Hash for AttrSlot {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match self {
            AttrSlot::FileLineCol(location) => location.to_data().hash(state),
            AttrSlot::Other(data) => data.hash(state),
        }
    }
}

/// Uniquing storage of attributes. See the module documentation.
pub(crate) struct AttrStore {
    slots: Interner<AttrSlot>,
    /// For compact locations whose `AttrData` was asked for: id to index in `built`.
    built_index: Mutex<FxHashMap<u32, u32>>,
    built: boxcar::Vec<AttrData>,
}

impl AttrStore {
    /// An empty store.
    pub(crate) fn new() -> Self {
        AttrStore {
            slots: Interner::new(),
            built_index: Mutex::new(FxHashMap::default()),
            built: boxcar::Vec::new(),
        }
    }

    /// Makes room for `additional` more attributes (see [`Interner::reserve`]).
    pub(crate) fn reserve(&self, additional: usize) {
        self.slots.reserve(additional);
    }

    /// The id of `data`, storing it if it was not stored before.
    pub(crate) fn intern(&self, data: AttrData) -> u32 {
        self.slots
            .intern_owned(data, |slot, data| slot.holds(data), AttrSlot::new)
    }

    /// Interns by a borrowed key, as [`Interner::intern_by`]: `key` must hash like the data
    /// `make` builds and `matches` recognise it. Not for `file:line:col` locations (use
    /// [`AttrStore::intern`]), which are stored in another form.
    pub(crate) fn intern_by<K: Hash + ?Sized>(
        &self,
        key: &K,
        matches: impl Fn(&AttrData) -> bool,
        make: impl FnOnce() -> AttrData,
    ) -> u32 {
        self.slots.intern_by(
            key,
            |slot| matches!(slot, AttrSlot::Other(data) if matches(data)),
            || {
                let data = make();
                debug_assert!(FileLineCol::of(&data).is_none());
                AttrSlot::Other(Box::new(data))
            },
        )
    }

    /// The storage of `id` (an id this store issued).
    #[inline]
    pub(crate) fn get(&self, id: u32) -> &AttrData {
        match self.slots.get(id) {
            AttrSlot::Other(data) => data,
            AttrSlot::FileLineCol(location) => self.built(id, *location),
        }
    }

    /// The `AttrData` of the compact location `id`, built on the first request.
    #[cold]
    fn built(&self, id: u32, location: FileLineCol) -> &AttrData {
        let index = {
            // A poisoned lock only means a panic elsewhere; the map is never left half-updated.
            let mut index = self
                .built_index
                .lock()
                .unwrap_or_else(|poison| poison.into_inner());
            *index
                .entry(id)
                .or_insert_with(|| self.built.push(location.to_data()) as u32)
        };
        &self.built[index as usize]
    }

    /// The file, line and column of `id` when it is a `file:line:col` location, without
    /// building its `AttrData`.
    #[inline]
    pub(crate) fn file_line_col(&self, id: u32) -> Option<(Attribute, u32, u32)> {
        match self.slots.get(id) {
            AttrSlot::FileLineCol(location) => {
                Some((location.file, location.line, location.column))
            }
            AttrSlot::Other(_) => None,
        }
    }

    /// How many distinct attributes are stored.
    pub(crate) fn len(&self) -> usize {
        self.slots.len()
    }

    /// How many compact locations had their `AttrData` built.
    #[cfg(test)]
    pub(crate) fn built_count(&self) -> usize {
        self.built.count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::{AttrView, LocationAttr};
    use crate::context::Context;

    #[test]
    fn a_compact_location_takes_a_quarter_of_an_attr_data() {
        assert_eq!(std::mem::size_of::<FileLineCol>(), 12);
        assert_eq!(std::mem::size_of::<AttrSlot>(), 16);
        assert_eq!(std::mem::size_of::<AttrData>(), 40);
    }

    fn flc(file: Attribute, line: u32, column: u32) -> AttrData {
        AttrData::Location(LocationData::FileLineCol { file, line, column })
    }

    #[test]
    fn locations_are_uniqued_by_content() {
        let ctx = Context::new();
        let store = AttrStore::new();
        let (a, b) = (ctx.string_attr("a.mlir"), ctx.string_attr("b.mlir"));
        let first = store.intern(flc(a, 3, 7));
        assert_eq!(store.intern(flc(a, 3, 7)), first);
        let others = [flc(a, 3, 8), flc(a, 4, 7), flc(b, 3, 7)].map(|d| store.intern(d));
        assert!(others.iter().all(|&id| id != first));
        assert_eq!(store.len(), 4);
        assert_eq!(store.file_line_col(first), Some((a, 3, 7)));
    }

    #[test]
    fn a_location_reads_back_as_the_attr_data_it_was_given_and_is_built_once() {
        let ctx = Context::new();
        let store = AttrStore::new();
        let file = ctx.string_attr("f.mlir");
        let id = store.intern(flc(file, 1, 2));
        let first: *const AttrData = store.get(id);
        assert_eq!(*store.get(id), flc(file, 1, 2));
        assert!(std::ptr::eq(first, store.get(id)));
        assert_eq!(store.built_count(), 1);
    }

    #[test]
    fn other_attributes_share_the_id_space_and_are_not_file_line_col() {
        let store = AttrStore::new();
        let unit = store.intern(AttrData::Unit);
        let unknown = store.intern(AttrData::Location(LocationData::Unknown));
        let location = store.intern(flc(Attribute(unit), 1, 1));
        assert_eq!((unit, unknown, location), (0, 1, 2));
        assert_eq!(store.intern(AttrData::Unit), unit);
        assert_eq!(
            *store.get(unknown),
            AttrData::Location(LocationData::Unknown)
        );
        assert_eq!(store.file_line_col(unknown), None);
        assert_eq!(store.built_count(), 0);
    }

    #[test]
    fn lookups_by_borrowed_key_find_values_interned_whole() {
        let store = AttrStore::new();
        let whole = store.intern(AttrData::Bool(true));
        let by_key = store.intern_by(
            &AttrData::Bool(true),
            |data| *data == AttrData::Bool(true),
            || AttrData::Bool(true),
        );
        assert_eq!(by_key, whole);
    }

    #[test]
    fn threads_building_one_location_get_the_same_storage() {
        let store = AttrStore::new();
        let id = store.intern(flc(Attribute(0), 5, 6));
        let addresses: Vec<usize> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|_| scope.spawn(|| store.get(id) as *const AttrData as usize))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(addresses.windows(2).all(|w| w[0] == w[1]));
        assert_eq!(store.built_count(), 1);
    }

    /// Every location form, as mlir-opt-19 prints it with `--mlir-print-debuginfo`, from:
    /// ```mlir
    /// "t.a"() : () -> () loc(unknown)
    /// "t.b"() : () -> () loc("a.mlir":3:7)
    /// "t.c"() : () -> () loc("nm"("a.mlir":3:7))
    /// "t.d"() : () -> () loc(callsite("f"("b.mlir":1:1) at "a.mlir":9:2))
    /// "t.e"() : () -> () loc(fused["a.mlir":1:2, "b.mlir":3:4])
    /// "t.f"() : () -> () loc(fused<"meta">["a.mlir":1:2, "x"])
    /// "t.g"() : () -> ()
    /// ```
    const EVERY_LOCATION: &str = r##""builtin.module"() ({
  "t.a"() : () -> () loc(#loc1)
  "t.b"() : () -> () loc(#loc2)
  "t.c"() : () -> () loc(#loc9)
  "t.d"() : () -> () loc(#loc13)
  "t.e"() : () -> () loc(#loc11)
  "t.f"() : () -> () loc(#loc12)
  "t.g"() : () -> () loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("locs.mlir":0:0)
#loc1 = loc(unknown)
#loc2 = loc("a.mlir":3:7)
#loc3 = loc("b.mlir":1:1)
#loc4 = loc("a.mlir":9:2)
#loc5 = loc("a.mlir":1:2)
#loc6 = loc("b.mlir":3:4)
#loc7 = loc("x")
#loc8 = loc("locs.mlir":7:1)
#loc9 = loc("nm"(#loc2))
#loc10 = loc("f"(#loc3))
#loc11 = loc(fused[#loc5, #loc6])
#loc12 = loc(fused<"meta">[#loc5, #loc7])
#loc13 = loc(callsite(#loc10 at #loc4))
"##;

    fn parse_and_print(source: &str) -> (Context, String) {
        use crate::text::parser::{ParseOptions, parse_source};
        use crate::text::printer::{PrintOptions, print_op};
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let options = ParseOptions {
            file_name: "locs.mlir",
            ..ParseOptions::default()
        };
        let module = parse_source(&ctx, source, &options).expect("valid input");
        let print = PrintOptions {
            generic: true,
            debug_info: true,
            ..PrintOptions::default()
        };
        let text = print_op(&ctx, &module.body, module.op, &print);
        (ctx, text)
    }

    #[test]
    fn every_location_form_round_trips_and_printing_builds_no_location() {
        let (ctx, printed) = parse_and_print(EVERY_LOCATION);
        assert_eq!(printed.trim_end(), EVERY_LOCATION.trim_end());
        // The printer reads `file:line:col` locations through the compact form only.
        assert_eq!(ctx.attr_store().built_count(), 0);
    }

    #[test]
    fn parsed_locations_read_the_same_through_both_paths() {
        let (ctx, _) = parse_and_print(EVERY_LOCATION);
        let file = ctx.string_attr("locs.mlir");
        let implicit = ctx.intern_attr(flc(file, 7, 1));
        assert_eq!(ctx.file_line_col(implicit), Some((file, 7, 1)));
        assert_eq!(*ctx.attr_data(implicit), flc(file, 7, 1));
        let name = ctx.string_attr("nm");
        let named = ctx.intern_attr(AttrData::Location(LocationData::Name {
            name,
            child: ctx.intern_attr(flc(ctx.string_attr("a.mlir"), 3, 7)),
        }));
        assert_eq!(ctx.file_line_col(named), None);
        assert_eq!(ctx.file_line_col(ctx.common().unknown_loc), None);
        let found = LocationAttr::wrap(named).find_file_line_col(&ctx).unwrap();
        assert_eq!((found.line(&ctx), found.column(&ctx)), (3, 7));
        // Only the explicit `attr_data` call above built anything.
        assert_eq!(ctx.attr_store().built_count(), 1);
    }
}
