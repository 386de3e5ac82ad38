//! The custom form of `arith.constant`: `attr-dict $value`, the result type being the type of
//! the value (`%c42_i32 = arith.constant 42 : i32`). MLIR declares it with its assembly format,
//! which the generator cannot emit yet because the result type is only inferred through
//! `AllTypesMatch<["value", "result"]>`; these hooks write the same form by hand until it can.

use oxir::attrs::attr_type;
use oxir::op_support::move_inherent_attrs;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{NamedAttr, OpId, OperationState};

/// Parses `{attrs}? value`, where the value is a typed attribute.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let at = p.current_offset();
    let value = p.parse_attribute()?;
    let Some(ty) = attr_type(ctx, value) else {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    };
    let mut props = Vec::new();
    move_inherent_attrs(ctx, &mut state.attrs, &mut props, &["value"]);
    props.push(NamedAttr {
        name: ctx.string_attr("value"),
        value,
    });
    state.props = Some(ctx.dictionary(props));
    state.result_types = vec![ty];
    Ok(())
}

/// Prints the form [`parse`] reads.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.print_op_attr_dict(op, &["value"]);
    if let Some(value) = oxir::op_support::attr(ctx, p.body(), op, "value") {
        p.write_str(" ");
        p.print_attribute(value);
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::{first_error, printed};

    #[test]
    fn the_result_type_is_the_type_of_the_value() {
        assert_eq!(
            printed("%a = arith.constant {x.y} -3 : i16\n%b = arith.constant 2.0 : f16"),
            "%c-3_i16 = arith.constant {x.y} -3 : i16\n%cst = arith.constant 2.000000e+00 : f16"
        );
        assert_eq!(
            first_error("%a = arith.constant @sym").as_deref(),
            Some("custom op 'arith.constant' invalid kind of attribute specified")
        );
    }
}
