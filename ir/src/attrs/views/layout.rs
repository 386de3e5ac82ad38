//! The view of the strided memref layout attribute, `strided<[s0, s1], offset: o>`.

use super::attr_view;
use crate::attrs::AttrData;
use crate::context::Context;
use crate::types::DYNAMIC;

attr_view!(
    /// `strided<[s0, s1], offset: o>`: a memref layout given by strides and an offset, each a
    /// number or dynamic ([`DYNAMIC`]).
    StridedLayoutAttr,
    AttrData::StridedLayout { .. }
);

impl StridedLayoutAttr {
    /// The layout with `offset` and `strides` ([`DYNAMIC`] for `?`).
    pub fn get(ctx: &Context, offset: i64, strides: &[i64]) -> StridedLayoutAttr {
        StridedLayoutAttr(ctx.intern_attr(AttrData::StridedLayout {
            offset,
            strides: strides.into(),
        }))
    }

    /// The offset.
    pub fn offset(self, ctx: &Context) -> i64 {
        match ctx.attr_data(self.0) {
            AttrData::StridedLayout { offset, .. } => *offset,
            _ => 0,
        }
    }

    /// The strides, one per memref dimension.
    pub fn strides(self, ctx: &Context) -> &[i64] {
        match ctx.attr_data(self.0) {
            AttrData::StridedLayout { strides, .. } => strides,
            _ => &[],
        }
    }

    /// Whether the offset and every stride are known numbers.
    pub fn is_static(self, ctx: &Context) -> bool {
        self.offset(ctx) != DYNAMIC && !self.strides(ctx).contains(&DYNAMIC)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::Attribute;

    #[test]
    fn strided_layouts_round_trip() {
        let ctx = Context::new();
        let s = StridedLayoutAttr::get(&ctx, 5, &[4, 1]);
        assert_eq!(s.offset(&ctx), 5);
        assert_eq!(s.strides(&ctx), &[4, 1]);
        assert!(s.is_static(&ctx));
        assert_eq!(StridedLayoutAttr::get(&ctx, 5, &[4, 1]), s);
        assert_ne!(StridedLayoutAttr::get(&ctx, 0, &[4, 1]), s);
        let d = StridedLayoutAttr::get(&ctx, DYNAMIC, &[DYNAMIC, 1]);
        assert!(!d.is_static(&ctx));
        assert!(!StridedLayoutAttr::get(&ctx, 0, &[DYNAMIC]).is_static(&ctx));
        let a: Attribute = s.into();
        assert_eq!(a.dyn_cast::<StridedLayoutAttr>(&ctx), Some(s));
        assert!(
            ctx.common()
                .unit
                .dyn_cast::<StridedLayoutAttr>(&ctx)
                .is_none()
        );
    }
}
