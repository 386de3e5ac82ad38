//! Edits that generated setters make: setting or removing one attribute of an op, in its
//! properties (inherent attributes) or in its attribute dictionary (discardable ones).
//!
//! Only the named entry changes; everything else about the op is kept.

use crate::attrs::{Attribute, NamedAttr};
use crate::context::Context;
use crate::structure::{Body, OpId, dictionary_entries};

/// Sets attribute `name` of `op` to `value`, or removes it when `value` is `None`: in the
/// properties when `property`, else in the attribute dictionary.
pub fn set_attr(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    name: &str,
    value: Option<Attribute>,
    property: bool,
) {
    if !property {
        match value {
            Some(value) => body.set_attr(ctx, op, name, value),
            None => {
                body.remove_attr(ctx, op, name);
            }
        }
        return;
    }
    let mut entries: Vec<NamedAttr> = body
        .op_props(op)
        .map(|props| dictionary_entries(ctx, props).to_vec())
        .unwrap_or_default();
    entries.retain(|e| ctx.string_bytes(e.name) != name.as_bytes());
    if let Some(value) = value {
        entries.push(NamedAttr {
            name: ctx.string_attr(name),
            value,
        });
    }
    let props = (!entries.is_empty()).then(|| ctx.dictionary(entries));
    body.set_op_props(op, props);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::op_support::{attr, properties};
    use crate::structure::OperationState;

    #[test]
    fn properties_and_attributes_are_set_and_removed() {
        let ctx = Context::new();
        let mut body = Body::new();
        let loc = ctx.common().unknown_loc;
        let (a, b) = (ctx.string_attr("a"), ctx.string_attr("b"));
        let mut state = OperationState::new(ctx.op_name("t.op"), loc);
        state.props = properties(&ctx, &[("kept", Some(a))]);
        let op = body.create_op(&ctx, state);

        set_attr(&ctx, &mut body, op, "p", Some(b), true);
        assert_eq!(attr(&ctx, &body, op, "p"), Some(b));
        assert_eq!(attr(&ctx, &body, op, "kept"), Some(a));
        assert_eq!(body.attr(&ctx, op, "p"), None);
        set_attr(&ctx, &mut body, op, "p", None, true);
        assert_eq!(attr(&ctx, &body, op, "p"), None);
        set_attr(&ctx, &mut body, op, "kept", None, true);
        assert_eq!(body.op_props(op), None);

        set_attr(&ctx, &mut body, op, "d", Some(a), false);
        assert_eq!(body.attr(&ctx, op, "d"), Some(a));
        set_attr(&ctx, &mut body, op, "d", None, false);
        assert_eq!(body.attr(&ctx, op, "d"), None);
    }
}
