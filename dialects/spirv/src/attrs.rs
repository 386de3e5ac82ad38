//! The parameter kinds of the SPIR-V attributes that MLIR writes as dense `i32` arrays
//! (`workgroup_size = [32, 1, 1]`), read and written as a bracketed list.

use oxir::text::parser::{AsmParser, ParseResult};
use oxir::text::printer::DialectAsmPrinter;

/// A list of `i32`s written `[1, 2, 3]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct I32List(pub Vec<i32>);

/// Reads `[a, b, ...]`.
pub fn parse_i32_list(p: &mut AsmParser<'_, '_>) -> ParseResult<I32List> {
    p.parse_lsquare()?;
    let mut values = Vec::new();
    if !p.parse_optional_rsquare() {
        loop {
            let at = p.current_offset();
            let value = p.parse_integer()?;
            values.push(i32::try_from(value).map_err(|_| p.error_at(at, "integer out of range"))?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    Ok(I32List(values))
}

/// Writes `[a, b, ...]`.
pub fn print_i32_list(p: &mut DialectAsmPrinter<'_, '_>, list: &I32List) {
    let items: Vec<String> = list.0.iter().map(i32::to_string).collect();
    p.write_str(&format!("[{}]", items.join(", ")));
}
