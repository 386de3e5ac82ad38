//! `scf.index_switch`'s hand-written pieces: the `SwitchCases` directive of its format (`case
//! <value> { ... }` per case, each on its own line) and MLIR's `IndexSwitchOp::verify` (one
//! region per distinct case value, each region yielding values of the result types).
//!
//! The rest of its custom form is the declarative format of `defs/scf.toml`.

use std::collections::HashSet;

use oxir::attrs::DenseArrayAttr;
use oxir::op_support::attr;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::{OpAsmPrinter, print_type};
use oxir::verifier::op_error;
use oxir::{Attribute, Body, Context, Diagnostic, OpId, RegionId};

/// The name of the case values' property.
const CASES_ATTR: &str = "cases";

/// Reads `case <integer> { ... }` as long as a `case` keyword follows; the values become
/// `cases` (an `array<i64: ...>`), the regions `case_regions`.
pub fn parse_switch_cases(
    p: &mut OpAsmParser<'_, '_>,
    cases: &mut Option<Attribute>,
    case_regions: &mut Vec<RegionId>,
) -> ParseResult<()> {
    let mut values = Vec::new();
    while p.parse_optional_keyword("case") {
        values.push(p.parse_integer()?);
        case_regions.push(p.parse_region(&[], false)?);
    }
    *cases = Some(DenseArrayAttr::from_i64(p.context(), &values).attr());
    Ok(())
}

/// Prints the cases as [`parse_switch_cases`] reads them, each on a new line, with every
/// terminator.
pub fn print_switch_cases(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    cases: Option<Attribute>,
    case_regions: &[RegionId],
) {
    let values = case_values(p.ctx(), cases);
    for (value, &region) in values.iter().zip(case_regions) {
        p.newline();
        p.write_str(&format!("case {value} "));
        p.print_region(region, false, true, false);
    }
}

/// The integers of a `cases` attribute; none when it is not an `i64` array.
pub(crate) fn case_values(ctx: &Context, cases: Option<Attribute>) -> Vec<i64> {
    cases
        .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .and_then(|a| a.i64_values(ctx).map(|v| v.collect()))
        .unwrap_or_default()
}

/// MLIR's `IndexSwitchOp::verify`: as many case regions as case values, no value twice, and
/// each region (the default first) ending in an `scf.yield` of values of the result types.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: String| op_error(ctx, body, op, message);
    let values = case_values(ctx, attr(ctx, body, op, CASES_ATTR));
    let (scope, regions) = body.region_scope(op);
    let Some((&default, case_regions)) = regions.split_first() else {
        return Ok(());
    };
    if values.len() != case_regions.len() {
        return Err(error(format!(
            "has {} case regions but {} case values",
            case_regions.len(),
            values.len()
        )));
    }
    let mut seen = HashSet::new();
    if let Some(value) = values.iter().find(|&&v| !seen.insert(v)) {
        return Err(error(format!("has duplicate case value: {value}")));
    }
    let results: Vec<_> = body.result_types(op).collect();
    let named = std::iter::once((default, "default region".to_string())).chain(
        case_regions
            .iter()
            .enumerate()
            .map(|(i, &r)| (r, format!("case region #{i}"))),
    );
    for (region, name) in named {
        let Some(last) = scope.region_entry(region).and_then(|b| scope.last_op(b)) else {
            continue;
        };
        if ctx.op_name_str(scope.op_name(last)) != crate::YieldOp::NAME {
            return Err(error(format!(
                "expected region to end with scf.yield, but got {}",
                ctx.op_name_str(scope.op_name(last))
            )));
        }
        let yielded: Vec<_> = scope.operands(last).map(|v| scope.value_type(v)).collect();
        if yielded.len() != results.len() {
            return Err(error(format!(
                "expected each region to return {} values, but {name} returns {}",
                results.len(),
                yielded.len()
            ))
            .with_note(scope.op_loc(last), "see yield operation here"));
        }
        for (i, (&result, &operand)) in results.iter().zip(&yielded).enumerate() {
            if result != operand {
                return Err(error(format!(
                    "expected result #{i} of each region to be '{}'",
                    print_type(ctx, result)
                ))
                .with_note(
                    scope.op_loc(last),
                    format!("{name} returns '{}' here", print_type(ctx, operand)),
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    const PREFIX: &str = "%i = \"t.def\"() : () -> index\n%x = \"t.def\"() : () -> i32\n";

    #[test]
    fn cases_are_distinct_and_have_a_region_each() {
        let missing = format!(
            "{PREFIX}%r = \"scf.index_switch\"(%i) <{{cases = array<i64: 1>}}> ({{\n  scf.yield %x : i32\n}}) : (index) -> i32"
        );
        assert_eq!(
            first_error(&missing).as_deref(),
            Some("'scf.index_switch' op has 0 case regions but 1 case values")
        );
        let twice = format!(
            "{PREFIX}%r = scf.index_switch %i -> i32\ncase 1 {{\n  scf.yield %x : i32\n}}\ncase 1 {{\n  scf.yield %x : i32\n}}\ndefault {{\n  scf.yield %x : i32\n}}"
        );
        assert_eq!(
            first_error(&twice).as_deref(),
            Some("'scf.index_switch' op has duplicate case value: 1")
        );
    }

    #[test]
    fn every_region_yields_the_results() {
        let short = format!(
            "{PREFIX}%r = scf.index_switch %i -> i32\ncase 1 {{\n  scf.yield\n}}\ndefault {{\n  scf.yield %x : i32\n}}"
        );
        assert_eq!(
            first_error(&short).as_deref(),
            Some(
                "'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0"
            )
        );
        let mistyped = format!(
            "{PREFIX}%r = scf.index_switch %i -> f32\ncase 1 {{\n  scf.yield %x : i32\n}}\ndefault {{\n  scf.yield %x : i32\n}}"
        );
        assert_eq!(
            first_error(&mistyped).as_deref(),
            Some("'scf.index_switch' op expected result #0 of each region to be 'f32'")
        );
    }
}
