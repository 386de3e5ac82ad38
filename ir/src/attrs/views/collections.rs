//! Views of the builtin attributes that hold other attributes: arrays, dictionaries, symbol
//! references (nested `@a::@b::@c` and flat `@a`), and distinct attributes.

use super::{AttrView, StringAttr, attr_view};
use crate::attrs::{AttrData, Attribute, NamedAttr};
use crate::context::Context;

attr_view!(
    /// `[a, b]`.
    ArrayAttr,
    AttrData::Array(_)
);
attr_view!(
    /// `{a = 1, b}`: entries sorted by name, names unique.
    DictionaryAttr,
    AttrData::Dictionary(_)
);
attr_view!(
    /// `@root::@nested::@leaf`, flat or not.
    SymbolRefAttr,
    AttrData::SymbolRef { .. }
);
attr_view!(
    /// `distinct[N]<attr>`: unique by identity, not by the attribute it references.
    DistinctAttr,
    AttrData::Distinct { .. }
);

/// `@name`: a symbol reference without nested references.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct FlatSymbolRefAttr(Attribute);

impl AttrView for FlatSymbolRefAttr {
    fn matches(data: &AttrData) -> bool {
        matches!(data, AttrData::SymbolRef { nested, .. } if nested.is_empty())
    }
    fn wrap(attr: Attribute) -> Self {
        FlatSymbolRefAttr(attr)
    }
    fn attr(self) -> Attribute {
        self.0
    }
}

impl FlatSymbolRefAttr {
    /// The underlying attribute.
    pub fn attr(self) -> Attribute {
        self.0
    }
}

impl From<FlatSymbolRefAttr> for Attribute {
    fn from(view: FlatSymbolRefAttr) -> Attribute {
        view.0
    }
}

impl From<FlatSymbolRefAttr> for SymbolRefAttr {
    fn from(view: FlatSymbolRefAttr) -> SymbolRefAttr {
        SymbolRefAttr(view.0)
    }
}

impl ArrayAttr {
    /// The array attribute of `elements`.
    pub fn get(ctx: &Context, elements: &[Attribute]) -> ArrayAttr {
        if elements.is_empty() {
            return ArrayAttr(ctx.common().empty_array);
        }
        ArrayAttr(ctx.intern_attr(AttrData::Array(elements.into())))
    }

    /// The elements.
    pub fn elements(self, ctx: &Context) -> &[Attribute] {
        match ctx.attr_data(self.0) {
            AttrData::Array(elements) => elements,
            _ => &[],
        }
    }

    /// The element at `index`, if there is one.
    pub fn element(self, ctx: &Context, index: usize) -> Option<Attribute> {
        self.elements(ctx).get(index).copied()
    }

    /// The number of elements.
    pub fn len(self, ctx: &Context) -> usize {
        self.elements(ctx).len()
    }

    /// Whether the array is empty.
    pub fn is_empty(self, ctx: &Context) -> bool {
        self.elements(ctx).is_empty()
    }
}

impl DictionaryAttr {
    /// The dictionary of `entries` in any order (names must be string attributes): sorted by
    /// name, and when a name repeats the last entry wins, like [`Context::dictionary`].
    pub fn get_from_entries(ctx: &Context, entries: Vec<NamedAttr>) -> DictionaryAttr {
        DictionaryAttr(ctx.dictionary(entries))
    }

    /// The dictionary of `(name, value)` pairs in any order; the last of repeated names wins.
    pub fn get_from_pairs(ctx: &Context, pairs: &[(&str, Attribute)]) -> DictionaryAttr {
        let entries = pairs
            .iter()
            .map(|&(name, value)| NamedAttr {
                name: ctx.string_attr(name),
                value,
            })
            .collect();
        Self::get_from_entries(ctx, entries)
    }

    /// The empty dictionary `{}`.
    pub fn empty(ctx: &Context) -> DictionaryAttr {
        DictionaryAttr(ctx.common().empty_dict)
    }

    /// The entries, sorted by name bytes.
    pub fn entries(self, ctx: &Context) -> &[NamedAttr] {
        match ctx.attr_data(self.0) {
            AttrData::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// The value of entry `name`, if present.
    pub fn get(self, ctx: &Context, name: &str) -> Option<Attribute> {
        let entries = self.entries(ctx);
        entries
            .binary_search_by(|entry| ctx.string_bytes(entry.name).cmp(name.as_bytes()))
            .ok()
            .map(|index| entries[index].value)
    }

    /// Whether entry `name` is present.
    pub fn contains(self, ctx: &Context, name: &str) -> bool {
        self.get(ctx, name).is_some()
    }

    /// The number of entries.
    pub fn len(self, ctx: &Context) -> usize {
        self.entries(ctx).len()
    }

    /// Whether the dictionary is empty.
    pub fn is_empty(self, ctx: &Context) -> bool {
        self.entries(ctx).is_empty()
    }
}

impl SymbolRefAttr {
    /// The reference `@root::@nested[0]::...`; with no nested names, a flat reference.
    pub fn get(ctx: &Context, root: &str, nested: &[&str]) -> SymbolRefAttr {
        let nested: Vec<FlatSymbolRefAttr> = nested
            .iter()
            .map(|name| FlatSymbolRefAttr::get(ctx, name))
            .collect();
        Self::get_with_nested(ctx, StringAttr::get(ctx, root), &nested)
    }

    /// The reference from a root name and flat nested references.
    pub fn get_with_nested(
        ctx: &Context,
        root: StringAttr,
        nested: &[FlatSymbolRefAttr],
    ) -> SymbolRefAttr {
        SymbolRefAttr(ctx.intern_attr(AttrData::SymbolRef {
            root: root.attr(),
            nested: nested.iter().map(|n| n.attr()).collect(),
        }))
    }

    /// The root name (the first `@name`).
    pub fn root(self, ctx: &Context) -> StringAttr {
        match ctx.attr_data(self.0) {
            AttrData::SymbolRef { root, .. } => StringAttr::wrap(*root),
            _ => StringAttr::get(ctx, ""),
        }
    }

    /// The nested references after the root, each a [`FlatSymbolRefAttr`].
    pub fn nested(self, ctx: &Context) -> &[Attribute] {
        match ctx.attr_data(self.0) {
            AttrData::SymbolRef { nested, .. } => nested,
            _ => &[],
        }
    }

    /// The leaf name (the last `@name`; the root for a flat reference).
    pub fn leaf(self, ctx: &Context) -> StringAttr {
        match self.nested(ctx).last() {
            Some(&last) => FlatSymbolRefAttr(last).value(ctx),
            None => self.root(ctx),
        }
    }

    /// All names from the root to the leaf.
    pub fn path(self, ctx: &Context) -> Vec<StringAttr> {
        std::iter::once(self.root(ctx))
            .chain(
                self.nested(ctx)
                    .iter()
                    .map(|&n| FlatSymbolRefAttr(n).value(ctx)),
            )
            .collect()
    }

    /// Whether the reference has no nested references.
    pub fn is_flat(self, ctx: &Context) -> bool {
        self.nested(ctx).is_empty()
    }
}

impl FlatSymbolRefAttr {
    /// The flat reference `@name`.
    pub fn get(ctx: &Context, name: &str) -> FlatSymbolRefAttr {
        Self::get_from(ctx, StringAttr::get(ctx, name))
    }

    /// The flat reference to the name held by `name`.
    pub fn get_from(ctx: &Context, name: StringAttr) -> FlatSymbolRefAttr {
        FlatSymbolRefAttr(ctx.intern_attr(AttrData::SymbolRef {
            root: name.attr(),
            nested: Box::new([]),
        }))
    }

    /// The referenced name.
    pub fn value(self, ctx: &Context) -> StringAttr {
        SymbolRefAttr(self.0).root(ctx)
    }

    /// The referenced name as text, when valid UTF-8.
    pub fn value_str(self, ctx: &Context) -> Option<&str> {
        self.value(ctx).as_str(ctx)
    }
}

impl DistinctAttr {
    /// A new distinct attribute referencing `referenced` (MLIR's `DistinctAttr::create`):
    /// different from every other attribute, including other distinct attributes referencing
    /// the same one.
    pub fn create(ctx: &Context, referenced: Attribute) -> DistinctAttr {
        DistinctAttr(ctx.distinct_attr(referenced))
    }

    /// The attribute it references.
    pub fn referenced(self, ctx: &Context) -> Attribute {
        match ctx.attr_data(self.0) {
            AttrData::Distinct { referenced, .. } => *referenced,
            _ => ctx.common().unit,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::IntegerAttr;

    #[test]
    fn distinct_attributes_are_unique_by_identity() {
        let ctx = Context::new();
        let one = ctx.common().true_attr;
        let a = DistinctAttr::create(&ctx, one);
        let b = DistinctAttr::create(&ctx, one);
        assert_ne!(a, b);
        assert_eq!(a.referenced(&ctx), one);
        assert_eq!(b.referenced(&ctx), one);
        assert!(a.attr().isa::<DistinctAttr>(&ctx));
        assert!(!one.isa::<DistinctAttr>(&ctx));
        // The same storage is the same attribute: only fresh ids make new ones.
        let &AttrData::Distinct { id, referenced } = ctx.attr_data(a.attr()) else {
            panic!("a distinct attribute has distinct storage");
        };
        let again = ctx.intern_attr(AttrData::Distinct { id, referenced });
        assert_eq!(again, a.attr());
    }

    #[test]
    fn arrays_round_trip() {
        let ctx = Context::new();
        let i = IntegerAttr::get(&ctx, ctx.common().i32, 7).attr();
        let s = StringAttr::get(&ctx, "x").attr();
        let a = ArrayAttr::get(&ctx, &[i, s]);
        assert_eq!(a.elements(&ctx), &[i, s]);
        assert_eq!(a.len(&ctx), 2);
        assert_eq!(a.element(&ctx, 1), Some(s));
        assert_eq!(a.element(&ctx, 2), None);
        assert_eq!(ArrayAttr::get(&ctx, &[i, s]), a);
        assert_ne!(ArrayAttr::get(&ctx, &[s, i]), a);
        let empty = ArrayAttr::get(&ctx, &[]);
        assert_eq!(empty.attr(), ctx.common().empty_array);
        assert!(empty.is_empty(&ctx));
        assert_eq!(a.attr().dyn_cast::<ArrayAttr>(&ctx), Some(a));
    }

    #[test]
    fn dictionaries_sort_look_up_and_dedupe() {
        let ctx = Context::new();
        let c = ctx.common();
        let d = DictionaryAttr::get_from_pairs(
            &ctx,
            &[("b", c.unit), ("a", c.true_attr), ("b", c.false_attr)],
        );
        assert_eq!(d.len(&ctx), 2);
        let names: Vec<_> = d
            .entries(&ctx)
            .iter()
            .map(|e| ctx.string_str(e.name).unwrap())
            .collect();
        assert_eq!(names, ["a", "b"]);
        assert_eq!(d.get(&ctx, "a"), Some(c.true_attr));
        assert_eq!(d.get(&ctx, "b"), Some(c.false_attr));
        assert_eq!(d.get(&ctx, "c"), None);
        assert!(d.contains(&ctx, "a") && !d.contains(&ctx, ""));
        let same = DictionaryAttr::get_from_entries(
            &ctx,
            vec![
                NamedAttr {
                    name: ctx.string_attr("b"),
                    value: c.false_attr,
                },
                NamedAttr {
                    name: ctx.string_attr("a"),
                    value: c.true_attr,
                },
            ],
        );
        assert_eq!(same, d);
        assert_eq!(
            DictionaryAttr::get_from_pairs(&ctx, &[]),
            DictionaryAttr::empty(&ctx)
        );
        assert!(DictionaryAttr::empty(&ctx).is_empty(&ctx));
    }

    #[test]
    fn dictionary_lookup_over_many_entries() {
        let ctx = Context::new();
        let names: Vec<String> = (0..50).map(|i| format!("k{i}")).collect();
        let pairs: Vec<(&str, Attribute)> = names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                (
                    n.as_str(),
                    IntegerAttr::get(&ctx, ctx.common().i32, i as i64).attr(),
                )
            })
            .collect();
        let d = DictionaryAttr::get_from_pairs(&ctx, &pairs);
        for (i, name) in names.iter().enumerate() {
            let value = d
                .get(&ctx, name)
                .and_then(|v| v.dyn_cast::<IntegerAttr>(&ctx));
            assert_eq!(value.and_then(|v| v.value_i64(&ctx)), Some(i as i64));
        }
    }

    #[test]
    fn symbol_references() {
        let ctx = Context::new();
        let r = SymbolRefAttr::get(&ctx, "a", &["b", "c"]);
        assert_eq!(r.root(&ctx).as_str(&ctx), Some("a"));
        assert_eq!(r.leaf(&ctx).as_str(&ctx), Some("c"));
        assert_eq!(r.nested(&ctx).len(), 2);
        let b = r.nested(&ctx)[0]
            .dyn_cast::<FlatSymbolRefAttr>(&ctx)
            .unwrap();
        assert_eq!(b.value_str(&ctx), Some("b"));
        let path: Vec<_> = r
            .path(&ctx)
            .iter()
            .map(|s| s.as_str(&ctx).unwrap())
            .collect();
        assert_eq!(path, ["a", "b", "c"]);
        assert!(!r.is_flat(&ctx));
        assert!(r.attr().dyn_cast::<FlatSymbolRefAttr>(&ctx).is_none());
        assert_eq!(SymbolRefAttr::get(&ctx, "a", &["b", "c"]), r);
        assert_ne!(SymbolRefAttr::get(&ctx, "a", &["c", "b"]), r);

        let flat = FlatSymbolRefAttr::get(&ctx, "main");
        assert_eq!(
            SymbolRefAttr::from(flat),
            SymbolRefAttr::get(&ctx, "main", &[])
        );
        assert_eq!(flat.attr().dyn_cast::<FlatSymbolRefAttr>(&ctx), Some(flat));
        let as_ref = flat.attr().dyn_cast::<SymbolRefAttr>(&ctx).unwrap();
        assert!(as_ref.is_flat(&ctx));
        assert_eq!(as_ref.leaf(&ctx).as_str(&ctx), Some("main"));
        assert_eq!(
            FlatSymbolRefAttr::get_from(&ctx, StringAttr::get(&ctx, "main")),
            flat
        );
        assert_eq!(
            SymbolRefAttr::get_with_nested(&ctx, StringAttr::get(&ctx, "a"), &[b]),
            SymbolRefAttr::get(&ctx, "a", &["b"])
        );
    }
}
