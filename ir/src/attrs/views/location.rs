//! Views of locations (locations are attributes, as in MLIR): `loc(unknown)`, `"file":line:col`,
//! named, call-site and fused locations, the [`LocationAttr`] view of any of them with a walk over
//! nested locations, and MLIR's simplifications when fusing locations.

use super::{AttrView, StringAttr, attr_view};
use crate::attrs::{AttrData, Attribute, LocationData};
use crate::context::Context;
use rustc_hash::FxHashSet;
use std::ops::ControlFlow;

attr_view!(
    /// Any location.
    LocationAttr,
    AttrData::Location(_)
);
attr_view!(
    /// `loc(unknown)`.
    UnknownLoc,
    AttrData::Location(LocationData::Unknown)
);
attr_view!(
    /// `loc("file":line:col)`.
    FileLineColLoc,
    AttrData::Location(LocationData::FileLineCol { .. })
);
attr_view!(
    /// `loc("name"(child))`.
    NameLoc,
    AttrData::Location(LocationData::Name { .. })
);
attr_view!(
    /// `loc(callsite(callee at caller))`.
    CallSiteLoc,
    AttrData::Location(LocationData::CallSite { .. })
);
attr_view!(
    /// `loc(fused<metadata>[a, b])`.
    FusedLoc,
    AttrData::Location(LocationData::Fused { .. })
);

macro_rules! into_location {
    ($($view:ident),*) => {
        $(impl From<$view> for LocationAttr {
            fn from(view: $view) -> LocationAttr {
                LocationAttr(view.attr())
            }
        })*
    };
}
into_location!(UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc);

/// The location storage of `attr`, if it is a location.
fn location_data(ctx: &Context, attr: Attribute) -> Option<&LocationData> {
    match ctx.attr_data(attr) {
        AttrData::Location(data) => Some(data),
        _ => None,
    }
}

impl LocationAttr {
    /// The locations directly nested in this one: the child of a name, the callee and caller of
    /// a call site, the parts of a fused location.
    pub fn children(self, ctx: &Context) -> Vec<LocationAttr> {
        if ctx.file_line_col(self.0).is_some() {
            // A leaf, recognised without building its storage.
            return Vec::new();
        }
        match location_data(ctx, self.0) {
            Some(LocationData::Name { child, .. }) => vec![LocationAttr(*child)],
            Some(LocationData::CallSite { callee, caller }) => {
                vec![LocationAttr(*callee), LocationAttr(*caller)]
            }
            Some(LocationData::Fused { locations, .. }) => {
                locations.iter().map(|&l| LocationAttr(l)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Visits this location and every location nested in it, parents first and children in
    /// order; stops at the first `ControlFlow::Break`, whose value it returns. Uses an explicit
    /// stack, so deep nesting cannot overflow the thread's stack.
    pub fn walk<B>(
        self,
        ctx: &Context,
        mut f: impl FnMut(LocationAttr) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let mut stack = vec![self];
        while let Some(loc) = stack.pop() {
            f(loc)?;
            stack.extend(loc.children(ctx).into_iter().rev());
        }
        ControlFlow::Continue(())
    }

    /// The first `file:line:col` location found by [`LocationAttr::walk`], if any.
    pub fn find_file_line_col(self, ctx: &Context) -> Option<FileLineColLoc> {
        match self.walk(ctx, |loc| match ctx.file_line_col(loc.0) {
            Some(_) => ControlFlow::Break(FileLineColLoc(loc.0)),
            None => ControlFlow::Continue(()),
        }) {
            ControlFlow::Break(found) => Some(found),
            ControlFlow::Continue(()) => None,
        }
    }
}

impl UnknownLoc {
    /// `loc(unknown)`.
    pub fn get(ctx: &Context) -> UnknownLoc {
        UnknownLoc(ctx.common().unknown_loc)
    }
}

impl FileLineColLoc {
    /// `loc("file":line:column)`.
    pub fn get(ctx: &Context, file: &str, line: u32, column: u32) -> FileLineColLoc {
        Self::get_with_file(ctx, StringAttr::get(ctx, file), line, column)
    }

    /// Like [`FileLineColLoc::get`] with the file name as a string attribute.
    pub fn get_with_file(
        ctx: &Context,
        file: StringAttr,
        line: u32,
        column: u32,
    ) -> FileLineColLoc {
        FileLineColLoc(
            ctx.intern_attr(AttrData::Location(LocationData::FileLineCol {
                file: file.attr(),
                line,
                column,
            })),
        )
    }

    /// The file name.
    pub fn filename(self, ctx: &Context) -> StringAttr {
        match ctx.file_line_col(self.0) {
            Some((file, _, _)) => StringAttr::wrap(file),
            None => StringAttr::get(ctx, ""),
        }
    }

    /// The 1-based line.
    pub fn line(self, ctx: &Context) -> u32 {
        ctx.file_line_col(self.0).map_or(0, |(_, line, _)| line)
    }

    /// The 1-based column.
    pub fn column(self, ctx: &Context) -> u32 {
        ctx.file_line_col(self.0).map_or(0, |(_, _, column)| column)
    }
}

impl NameLoc {
    /// `loc("name")`: a name with an unknown child location.
    pub fn get(ctx: &Context, name: &str) -> NameLoc {
        Self::get_with_child(ctx, name, ctx.common().unknown_loc)
    }

    /// `loc("name"(child))`; `child` must be a location.
    pub fn get_with_child(ctx: &Context, name: &str, child: Attribute) -> NameLoc {
        NameLoc(ctx.intern_attr(AttrData::Location(LocationData::Name {
            name: ctx.string_attr(name),
            child,
        })))
    }

    /// The name.
    pub fn name(self, ctx: &Context) -> StringAttr {
        match location_data(ctx, self.0) {
            Some(LocationData::Name { name, .. }) => StringAttr::wrap(*name),
            _ => StringAttr::get(ctx, ""),
        }
    }

    /// The wrapped location.
    pub fn child(self, ctx: &Context) -> LocationAttr {
        match location_data(ctx, self.0) {
            Some(LocationData::Name { child, .. }) => LocationAttr(*child),
            _ => LocationAttr(ctx.common().unknown_loc),
        }
    }
}

impl CallSiteLoc {
    /// `loc(callsite(callee at caller))`; both must be locations.
    pub fn get(ctx: &Context, callee: Attribute, caller: Attribute) -> CallSiteLoc {
        CallSiteLoc(ctx.intern_attr(AttrData::Location(LocationData::CallSite {
            callee,
            caller,
        })))
    }

    /// The location of the callee.
    pub fn callee(self, ctx: &Context) -> LocationAttr {
        match location_data(ctx, self.0) {
            Some(LocationData::CallSite { callee, .. }) => LocationAttr(*callee),
            _ => LocationAttr(ctx.common().unknown_loc),
        }
    }

    /// The location of the call.
    pub fn caller(self, ctx: &Context) -> LocationAttr {
        match location_data(ctx, self.0) {
            Some(LocationData::CallSite { caller, .. }) => LocationAttr(*caller),
            _ => LocationAttr(ctx.common().unknown_loc),
        }
    }
}

impl FusedLoc {
    /// The fusion of `locations` with optional `metadata`, simplified as MLIR's `FusedLoc::get`
    /// does: nested fused locations with the same metadata are flattened into this one, unknown
    /// locations are dropped, duplicates are removed (first occurrence kept). Then with nothing
    /// left the result is `loc(unknown)` (or `fused<metadata>[unknown]` to keep the metadata),
    /// and a single location without metadata is returned as is. So the result is not always a
    /// fused location.
    pub fn get(
        ctx: &Context,
        locations: &[Attribute],
        metadata: Option<Attribute>,
    ) -> LocationAttr {
        let mut seen = FxHashSet::default();
        let mut kept: Vec<Attribute> = Vec::new();
        let mut keep = |loc: Attribute| {
            if seen.insert(loc) {
                kept.push(loc);
            }
        };
        for &loc in locations {
            match location_data(ctx, loc) {
                Some(LocationData::Fused {
                    locations: inner,
                    metadata: inner_metadata,
                }) if *inner_metadata == metadata => {
                    // Unknown locations were already dropped when `loc` was built.
                    inner.iter().for_each(|&l| keep(l));
                }
                Some(LocationData::Unknown) => {}
                _ => keep(loc),
            }
        }
        let unknown = ctx.common().unknown_loc;
        match (kept.as_slice(), metadata) {
            ([], None) => LocationAttr(unknown),
            ([], Some(_)) => Self::intern(ctx, &[unknown], metadata),
            ([single], None) => LocationAttr(*single),
            _ => Self::intern(ctx, &kept, metadata),
        }
    }

    fn intern(ctx: &Context, locations: &[Attribute], metadata: Option<Attribute>) -> LocationAttr {
        LocationAttr(ctx.intern_attr(AttrData::Location(LocationData::Fused {
            locations: locations.into(),
            metadata,
        })))
    }

    /// The fused locations.
    pub fn locations(self, ctx: &Context) -> &[Attribute] {
        match location_data(ctx, self.0) {
            Some(LocationData::Fused { locations, .. }) => locations,
            _ => &[],
        }
    }

    /// The metadata attribute, if any.
    pub fn metadata(self, ctx: &Context) -> Option<Attribute> {
        match location_data(ctx, self.0) {
            Some(LocationData::Fused { metadata, .. }) => *metadata,
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flc(ctx: &Context, file: &str, line: u32) -> Attribute {
        FileLineColLoc::get(ctx, file, line, 2).attr()
    }

    #[test]
    fn simple_locations_round_trip() {
        let ctx = Context::new();
        assert_eq!(UnknownLoc::get(&ctx).attr(), ctx.common().unknown_loc);
        let f = FileLineColLoc::get(&ctx, "a.mlir", 3, 7);
        assert_eq!(f.filename(&ctx).as_str(&ctx), Some("a.mlir"));
        assert_eq!((f.line(&ctx), f.column(&ctx)), (3, 7));
        assert_eq!(FileLineColLoc::get(&ctx, "a.mlir", 3, 7), f);
        assert_ne!(FileLineColLoc::get(&ctx, "a.mlir", 3, 8), f);
        assert!(f.attr().isa::<LocationAttr>(&ctx));
        assert!(f.attr().dyn_cast::<NameLoc>(&ctx).is_none());

        let n = NameLoc::get(&ctx, "x");
        assert_eq!(n.name(&ctx).as_str(&ctx), Some("x"));
        assert_eq!(n.child(&ctx).attr(), ctx.common().unknown_loc);
        let nc = NameLoc::get_with_child(&ctx, "x", f.attr());
        assert_ne!(nc, n);
        assert_eq!(
            nc.child(&ctx).attr().dyn_cast::<FileLineColLoc>(&ctx),
            Some(f)
        );

        let cs = CallSiteLoc::get(&ctx, n.attr(), f.attr());
        assert_eq!(cs.callee(&ctx).attr(), n.attr());
        assert_eq!(cs.caller(&ctx).attr(), f.attr());
        assert_eq!(cs.attr().dyn_cast::<CallSiteLoc>(&ctx), Some(cs));
    }

    #[test]
    fn fused_locations_flatten_drop_unknown_and_dedupe() {
        let ctx = Context::new();
        let (a, b) = (flc(&ctx, "a", 1), flc(&ctx, "b", 1));
        let unknown = ctx.common().unknown_loc;
        // fused["a", fused["b", unknown], "a"] is fused["a", "b"].
        let inner = FusedLoc::get(&ctx, &[b, unknown], None);
        assert_eq!(
            inner.attr(),
            b,
            "a single remaining location is returned as is"
        );
        let inner_pair = FusedLoc::get(&ctx, &[b, a], None).attr();
        let fused = FusedLoc::get(&ctx, &[a, inner_pair, a], None);
        let view = fused.attr().dyn_cast::<FusedLoc>(&ctx).unwrap();
        assert_eq!(view.locations(&ctx), &[a, b]);
        assert_eq!(view.metadata(&ctx), None);
        assert_eq!(FusedLoc::get(&ctx, &[a, b], None), fused);
        assert_eq!(FusedLoc::get(&ctx, &[], None).attr(), unknown);
        assert_eq!(
            FusedLoc::get(&ctx, &[unknown, unknown], None).attr(),
            unknown
        );
    }

    #[test]
    fn fused_locations_keep_metadata() {
        let ctx = Context::new();
        let (a, b, c) = (flc(&ctx, "a", 1), flc(&ctx, "b", 1), flc(&ctx, "c", 1));
        let m = Some(StringAttr::get(&ctx, "m").attr());
        let other = Some(StringAttr::get(&ctx, "other").attr());
        // A single location with metadata stays fused.
        let single = FusedLoc::get(&ctx, &[a], m)
            .attr()
            .dyn_cast::<FusedLoc>(&ctx)
            .unwrap();
        assert_eq!(single.locations(&ctx), &[a]);
        assert_eq!(single.metadata(&ctx), m);
        // Nothing left with metadata: `fused<m>[unknown]`.
        let empty = FusedLoc::get(&ctx, &[ctx.common().unknown_loc], m);
        let empty = empty.attr().dyn_cast::<FusedLoc>(&ctx).unwrap();
        assert_eq!(empty.locations(&ctx), &[ctx.common().unknown_loc]);
        // Same metadata flattens, other metadata nests.
        let same = FusedLoc::get(&ctx, &[a, b], m).attr();
        let different = FusedLoc::get(&ctx, &[b, c], other).attr();
        let outer = FusedLoc::get(&ctx, &[same, c], m)
            .attr()
            .dyn_cast::<FusedLoc>(&ctx);
        assert_eq!(outer.unwrap().locations(&ctx), &[a, b, c]);
        let outer = FusedLoc::get(&ctx, &[different, a], m)
            .attr()
            .dyn_cast::<FusedLoc>(&ctx);
        assert_eq!(outer.unwrap().locations(&ctx), &[different, a]);
        // A metadata-free fused location inside one with metadata is not flattened either.
        let plain = FusedLoc::get(&ctx, &[b, c], None).attr();
        let outer = FusedLoc::get(&ctx, &[plain], m)
            .attr()
            .dyn_cast::<FusedLoc>(&ctx);
        assert_eq!(outer.unwrap().locations(&ctx), &[plain]);
    }

    #[test]
    fn walking_nested_locations() {
        let ctx = Context::new();
        let (a, b, c) = (flc(&ctx, "a", 1), flc(&ctx, "b", 2), flc(&ctx, "c", 3));
        let name = NameLoc::get_with_child(&ctx, "n", a).attr();
        let call = CallSiteLoc::get(&ctx, name, b).attr();
        let root = FusedLoc::get(&ctx, &[call, c], None);
        let mut seen = Vec::new();
        let flow = root.walk(&ctx, |loc| {
            seen.push(loc.attr());
            ControlFlow::<()>::Continue(())
        });
        assert_eq!(flow, ControlFlow::Continue(()));
        assert_eq!(seen, [root.attr(), call, name, a, b, c]);
        let children: Vec<_> = root.children(&ctx).iter().map(|l| l.attr()).collect();
        assert_eq!(children, [call, c]);
        let first = root.find_file_line_col(&ctx).unwrap();
        assert_eq!(first.filename(&ctx).as_str(&ctx), Some("a"));
        let mut count = 0;
        let stopped = root.walk(&ctx, |_| {
            count += 1;
            if count == 3 {
                ControlFlow::Break(count)
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(stopped, ControlFlow::Break(3));
        assert_eq!(
            UnknownLoc::get(&ctx)
                .attr()
                .dyn_cast::<LocationAttr>(&ctx)
                .unwrap()
                .find_file_line_col(&ctx),
            None
        );
    }
}
