//! Operand groups of groups (MLIR's `VariadicOfVariadic<T, "segments">`): one operand group of
//! the op's [`Groups`] split further into sub-groups whose sizes a dense `i32` array attribute
//! of the op gives (`cf.switch`'s operands of each case). Reading the sub-groups, the verifier
//! check of the sizes with MLIR's messages, and the custom form of `$x` and `type($x)` for such
//! a group: `(%a, %b), (%c)` and `(i32, i32), (i32)`.
//!
//! Which group is split, by which attribute, is the generator's business; this module only
//! reads and writes the op.

use super::Groups;
use crate::attrs::DenseArrayAttr;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId, Value};
use crate::text::parser::{Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use crate::text::printer::OpAsmPrinter;
use crate::types::Type;
use crate::verifier::op_error;
use crate::verifier::traits::inherent_or_discardable_attr;

/// The sub-group sizes attribute `segment_attr` of the op holds, `None` when it is missing, not
/// a dense `i32` array, or has a negative size.
pub fn sub_group_sizes(
    ctx: &Context,
    body: &Body,
    op: OpId,
    segment_attr: &str,
) -> Option<Vec<usize>> {
    let sizes = inherent_or_discardable_attr(ctx, body, op, segment_attr)?
        .dyn_cast::<DenseArrayAttr>(ctx)?;
    sizes
        .i64_values(ctx)?
        .map(|s| usize::try_from(s).ok())
        .collect()
}

/// The sub-groups of operand group `index` of `groups`, split by attribute `segment_attr`;
/// empty when the op does not fit `groups` or the sizes do not add up to the group's size.
pub fn sub_groups(
    ctx: &Context,
    body: &Body,
    op: OpId,
    groups: &Groups,
    index: usize,
    segment_attr: &str,
) -> Vec<Vec<Value>> {
    let values = super::group(ctx, body, op, false, groups, index);
    let Some(sizes) = sub_group_sizes(ctx, body, op, segment_attr) else {
        return Vec::new();
    };
    if sizes.iter().sum::<usize>() != values.len() {
        return Vec::new();
    }
    let mut rest = values.as_slice();
    sizes
        .iter()
        .map(|&size| {
            let (group, after) = rest.split_at(size);
            rest = after;
            group.to_vec()
        })
        .collect()
}

/// MLIR's check of a `VariadicOfVariadic` group: the sizes in `segment_attr` are not negative
/// and add up to the size of operand group `index` (named `name`). A missing or ill-typed
/// attribute is left to the attribute's own check.
pub fn verify_sub_groups(
    ctx: &Context,
    body: &Body,
    op: OpId,
    groups: &Groups,
    index: usize,
    name: &str,
    segment_attr: &str,
) -> Result<(), Diagnostic> {
    let Some(sizes) = inherent_or_discardable_attr(ctx, body, op, segment_attr)
        .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .and_then(|a| a.i64_values(ctx).map(Iterator::collect::<Vec<i64>>))
    else {
        return Ok(());
    };
    if sizes.iter().any(|&s| s < 0) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("'{segment_attr}' attribute cannot have negative elements"),
        ));
    }
    let count = groups
        .range(ctx, body, op, body.num_operands(op), index)
        .len();
    let sum: i64 = sizes.iter().sum();
    if sum != count as i64 {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "{name} count ({count}) does not match with the total size ({sum}) specified in attribute '{segment_attr}'"
            ),
        ));
    }
    Ok(())
}

/// The sizes of `groups`, as the segment attribute of a new op records them.
pub fn sub_group_sizes_attr<T>(ctx: &Context, groups: &[impl AsRef<[T]>]) -> crate::Attribute {
    let sizes: Vec<usize> = groups.iter().map(|g| g.as_ref().len()).collect();
    super::segment_sizes(ctx, &sizes)
}

/// `(%a, %b), (%c)`: parenthesized operand lists separated by commas, none when no `(` is here
/// (MLIR's parser of a `VariadicOfVariadic` operand).
pub fn parse_operand_groups<'src>(
    p: &mut OpAsmParser<'_, 'src>,
) -> ParseResult<Vec<Vec<UnresolvedOperand<'src>>>> {
    let mut groups = Vec::new();
    while p.parse_optional_lparen() {
        groups.push(p.parse_operand_list(Delimiter::None, None)?);
        p.parse_rparen()?;
        if !p.parse_optional_comma() {
            break;
        }
    }
    Ok(groups)
}

/// `(i32, i32), ()`: parenthesized type lists separated by commas (MLIR's parser of the types
/// of a `VariadicOfVariadic` operand).
pub fn parse_type_groups(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Vec<Vec<Type>>> {
    let mut groups = Vec::new();
    while p.parse_optional_lparen() {
        if p.parse_optional_rparen() {
            groups.push(Vec::new());
        } else {
            groups.push(p.parse_type_list()?);
            p.parse_rparen()?;
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    Ok(groups)
}

/// Prints what [`parse_operand_groups`] reads.
pub fn print_operand_groups(p: &mut OpAsmPrinter<'_>, groups: &[Vec<Value>]) {
    for (i, group) in groups.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.write_str("(");
        p.print_operands(group.iter().copied());
        p.write_str(")");
    }
}

/// Prints what [`parse_type_groups`] reads.
pub fn print_type_groups(p: &mut OpAsmPrinter<'_>, groups: &[Vec<Type>]) {
    for (i, group) in groups.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.write_str("(");
        p.print_types(group.iter().copied());
        p.write_str(")");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::op_support::{Arity, Segments};
    use crate::structure::OperationState;

    const GROUPS: Groups = Groups {
        arities: &[Arity::Single, Arity::Variadic],
        segments: Segments::Implicit,
    };

    /// A `t.switch` with one flag and `cases` more operands, split by `sizes`.
    fn op(ctx: &Context, body: &mut Body, cases: usize, sizes: &[i32]) -> OpId {
        let loc = ctx.common().unknown_loc;
        let types = vec![ctx.common().i32; cases + 1];
        let producer = body.create_op(
            ctx,
            OperationState::new(ctx.op_name("t.p"), loc).results(&types),
        );
        let values: Vec<_> = body.results(producer).collect();
        let sizes = DenseArrayAttr::from_i32(ctx, sizes).attr();
        body.create_op(
            ctx,
            OperationState::new(ctx.op_name("t.switch"), loc)
                .operands(&values)
                .attr(ctx.string_attr("segments"), sizes),
        )
    }

    #[test]
    fn sub_groups_follow_the_sizes() {
        let ctx = Context::new();
        let mut body = Body::new();
        let switch = op(&ctx, &mut body, 3, &[2, 0, 1]);
        let groups = sub_groups(&ctx, &body, switch, &GROUPS, 1, "segments");
        let sizes: Vec<usize> = groups.iter().map(Vec::len).collect();
        assert_eq!(sizes, [2, 0, 1]);
        assert_eq!(Some(groups[0][0]), body.operand(switch, 1));
        assert_eq!(Some(groups[2][0]), body.operand(switch, 3));
        assert_eq!(sub_group_sizes_attr(&ctx, &groups), {
            DenseArrayAttr::from_i32(&ctx, &[2, 0, 1]).attr()
        });
        assert!(verify_sub_groups(&ctx, &body, switch, &GROUPS, 1, "cases", "segments").is_ok());
    }

    #[test]
    fn sizes_that_do_not_add_up_or_are_negative_fail_with_mlirs_messages() {
        let ctx = Context::new();
        ctx.set_print_op_on_diagnostic(false);
        let mut body = Body::new();
        let short = op(&ctx, &mut body, 3, &[1, 1]);
        assert!(sub_groups(&ctx, &body, short, &GROUPS, 1, "segments").is_empty());
        let error = verify_sub_groups(&ctx, &body, short, &GROUPS, 1, "cases", "segments")
            .expect_err("2 of 3");
        assert_eq!(
            error.message,
            "'t.switch' op cases count (3) does not match with the total size (2) specified in attribute 'segments'"
        );
        let negative = op(&ctx, &mut body, 1, &[-1, 2]);
        assert_eq!(sub_group_sizes(&ctx, &body, negative, "segments"), None);
        let error = verify_sub_groups(&ctx, &body, negative, &GROUPS, 1, "cases", "segments")
            .expect_err("negative");
        assert_eq!(
            error.message,
            "'t.switch' op 'segments' attribute cannot have negative elements"
        );
    }
}
