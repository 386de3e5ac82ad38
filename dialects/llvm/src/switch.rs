//! `llvm.switch`'s hand-written parts: the `SwitchOpCases` directive of its assembly format (the
//! bracketed case list after the default destination) and MLIR's `SwitchOp::verify`. The
//! operand and successor layout is `cf.switch`'s, read through `oxir::branch::switch`:
//!
//! ```text
//! llvm.switch %flag : i32, ^bb1(%a : i32) [
//!   1: ^bb2,
//!   2: ^bb3(%b : i64)
//! ]
//! ```

use oxir::attrs::{DenseArrayAttr, DenseElementsAttr};
use oxir::op_support::attr;
use oxir::text::parser::{OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::OpAsmPrinter;
use oxir::types::element_type_or_self;
use oxir::verifier::{error_on_op, op_error};
use oxir::{Attribute, BlockId, Body, Context, Diagnostic, OpId, Type, Value};

/// The `SwitchOpCases` directive (MLIR's `parseSwitchOpCases`): `[` then `value: ^bb(...)`
/// per case, comma-separated, then `]`; the values read as integers of `flag_type`. An empty
/// list leaves `case_values` unset, as MLIR does.
pub fn parse_switch_op_cases<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    flag_type: Option<Type>,
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<BlockId>,
    case_operands: &mut Vec<Vec<UnresolvedOperand<'src>>>,
    case_operand_types: &mut Vec<Vec<Type>>,
) -> ParseResult<()> {
    p.parse_lsquare()?;
    if p.parse_optional_rsquare() {
        return Ok(());
    }
    let values_at = p.current_offset();
    let mut values = Vec::new();
    loop {
        let (dests, operands, types) = (
            &mut *case_destinations,
            &mut *case_operands,
            &mut *case_operand_types,
        );
        oxir::branch::switch::parse_case(p, &mut values, dests, operands, types)?;
        if !p.parse_optional_comma() {
            break;
        }
    }
    *case_values = oxir::branch::switch::case_values_attr(p, values_at, flag_type, &values)?;
    p.parse_rsquare()
}

/// Prints the `SwitchOpCases` directive as MLIR's `printSwitchOpCases` does: one case a line,
/// indented, the values as unsigned integers of the flag's width, `]` on a line of its own.
pub fn print_switch_op_cases(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    _flag_type: Type,
    case_values: Option<Attribute>,
    case_destinations: &[BlockId],
    case_operands: &[Vec<Value>],
    _case_operand_types: &[Vec<Type>],
) {
    let ctx = p.ctx();
    p.write_str("[");
    p.newline();
    let Some(case_values) = case_values else {
        p.write_str("]");
        return;
    };
    let values = oxir::branch::switch::case_value_texts(ctx, case_values);
    for (i, (value, &dest)) in values.iter().zip(case_destinations).enumerate() {
        if i > 0 {
            p.write_str(",");
            p.newline();
        }
        p.write_str("  ");
        p.write_str(value);
        p.write_str(": ");
        let operands = case_operands.get(i).map_or(&[][..], Vec::as_slice);
        p.print_successor_and_use_list(dest, operands);
    }
    p.newline();
    p.write_str("]");
}

/// MLIR's checks of `llvm.switch`, in its order: each successor's operands match its block
/// arguments (the `BranchOpInterface` check), as many case values as case destinations, one
/// branch weight per successor, case values of the flag's type.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    crate::branch::verify_successor_operands(ctx, body, op)?;
    let case_destinations = body.num_successors(op).saturating_sub(1);
    let values = attr(ctx, body, op, oxir::branch::switch::CASE_VALUES);
    let count = values.map(|values| {
        values
            .dyn_cast::<DenseElementsAttr>(ctx)
            .map_or(0, |d| d.num_elements(ctx))
    });
    if count.unwrap_or(0) != case_destinations as u64 || (count.is_none() && case_destinations > 0)
    {
        return Err(op_error(
            ctx,
            body,
            op,
            "expects number of case values to match number of case destinations",
        ));
    }
    if let Some(weights) = attr(ctx, body, op, "branch_weights")
        .and_then(|w| w.dyn_cast::<DenseArrayAttr>(ctx))
        .map(|w| w.len(ctx))
        && weights != body.num_successors(op)
    {
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!(
                "expects number of branch weights to match number of successors: {} vs {}",
                weights,
                body.num_successors(op)
            ),
        ));
    }
    let flag_type = body.operand(op, 0).map(|v| body.value_type(v));
    let value_type = values
        .and_then(|values| oxir::attrs::attr_type(ctx, values))
        .map(|t| element_type_or_self(ctx, t));
    if let (Some(flag_type), Some(value_type)) = (flag_type, value_type)
        && flag_type != value_type
    {
        return Err(error_on_op(
            ctx,
            body,
            op,
            "expects case value type to match condition value type",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use oxir::Attribute;
    use oxir::attrs::IntegerAttr;
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};

    const IR: &str = r#"
llvm.func @f(%v: i32, %a: i32, %b: i64) {
  llvm.switch %v : i32, ^bb1(%a : i32) [
    1: ^bb2,
    -2: ^bb3(%a, %b : i32, i64)
  ]
^bb1(%x: i32):
  llvm.return
^bb2:
  llvm.return
^bb3(%p: i32, %q: i64):
  llvm.return
}
"#;

    /// The interface splits the operands per case and a constant flag picks its case, or the
    /// default. (Edits go through `oxir::branch::switch`, which `cf`'s tests exercise.)
    #[test]
    fn the_branch_interface_reads_each_case() {
        let ctx = oxir::Context::new();
        crate::register(&ctx);
        let module = parse_source(&ctx, IR, &ParseOptions::default()).expect("valid IR");
        let i32_type = oxir::text::parser::parse_type(&ctx, "i32").unwrap();
        let flag = |v: i64| -> Vec<Option<Attribute>> {
            vec![
                Some(IntegerAttr::get(&ctx, i32_type, v).attr()),
                None,
                None,
                None,
            ]
        };
        let mut checked = false;
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if ctx.op_name_str(body.op_name(op)) != crate::SwitchOp::NAME {
                    return;
                }
                let ranges: Vec<_> = (0..4)
                    .map(|s| crate::branch::LLVM_BRANCHES.successor_operands(&ctx, body, op, s))
                    .collect();
                assert_eq!(ranges, [Some(1..2), Some(2..2), Some(2..4), None]);
                let interface = oxir::branch::branch_interface(&ctx, body, op).expect("registered");
                let taken = |v| interface.successor_for_operands(&ctx, body, op, &flag(v));
                assert_eq!((taken(-2), taken(1), taken(5)), (Some(2), Some(1), Some(0)));
                assert_eq!(
                    interface.successor_for_operands(&ctx, body, op, &[None]),
                    None
                );
                checked = true;
            });
        assert!(checked, "the switch is in the IR");
    }
}
