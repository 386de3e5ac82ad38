//! The `custom<...>` directives of the `memref` formats: `DynamicIndexList`, MLIR's list of
//! mixed static and dynamic values (`[%a, 4, %b]`, the integers in a `DenseI64ArrayAttr` with
//! [`DYNAMIC`] where an operand stands), and `GlobalMemrefOpTypeAndInitialValue`, the type and
//! optional initial value of `memref.global` (`memref<2xf32> = dense<...>` or
//! `= uninitialized`).
//!
//! The rest of each op's form is its declarative format in `defs/memref.toml`.

use oxir::attrs::DenseArrayAttr;
use oxir::text::parser::{OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::{OpAsmPrinter, print_type};
use oxir::types::DYNAMIC;
use oxir::{AttrData, Attribute, Context, OpId, TypeData, Value};

/// Reads `[` (operand | integer) `,` ... `]`: the operands become `values`, the list of
/// integers (with [`DYNAMIC`] for each operand) `static_values`.
pub fn parse_dynamic_index_list<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    values: &mut Vec<UnresolvedOperand<'src>>,
    static_values: &mut Option<Attribute>,
) -> ParseResult<()> {
    let mut integers = Vec::new();
    p.parse_lsquare()?;
    if !p.parse_optional_rsquare() {
        loop {
            if let Some(operand) = p.parse_optional_operand()? {
                values.push(operand);
                integers.push(DYNAMIC);
            } else {
                let Some(value) = p.parse_optional_integer()? else {
                    return Err(p.error("expected SSA value or integer"));
                };
                integers.push(value);
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    *static_values = Some(DenseArrayAttr::from_i64(p.context(), &integers).attr());
    Ok(())
}

/// Prints the list [`parse_dynamic_index_list`] reads: each static integer, or the next
/// operand where the integer is [`DYNAMIC`].
pub fn print_dynamic_index_list(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    values: &[Value],
    static_values: Option<Attribute>,
) {
    let integers = static_integers(p.ctx(), static_values);
    let mut operands = values.iter();
    p.write_str("[");
    for (i, &integer) in integers.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let operand = if integer == DYNAMIC {
            operands.next()
        } else {
            None
        };
        match operand {
            Some(&value) => p.print_operand(value),
            None => p.write_str(&integer.to_string()),
        }
    }
    p.write_str("]");
}

/// The integers of a `DenseI64ArrayAttr`; none when `attr` is absent or of another kind.
pub fn static_integers(ctx: &Context, attr: Option<Attribute>) -> Vec<i64> {
    attr.and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .and_then(|a| a.i64_values(ctx).map(|v| v.collect()))
        .unwrap_or_default()
}

/// Reads a memref type, then optionally `=` and `uninitialized` (a unit initial value) or an
/// elements attribute whose type is the tensor of the memref's shape and element type.
pub fn parse_global_memref_op_type_and_initial_value(
    p: &mut OpAsmParser<'_, '_>,
    type_attr: &mut Option<Attribute>,
    initial_value: &mut Option<Attribute>,
) -> ParseResult<()> {
    let ty = p.parse_type()?;
    let ctx = p.context();
    let at = p.name_offset();
    let (shape, element) = match ctx.type_data(ty) {
        TypeData::MemRef { shape, element, .. } if !shape.contains(&DYNAMIC) => (shape, element),
        _ => {
            let message = format!(
                "type should be static shaped memref, but got '{}'",
                print_type(ctx, ty)
            );
            return Err(p.error_at(at, message));
        }
    };
    let tensor = ctx.intern_type(TypeData::RankedTensor {
        shape: shape.clone(),
        element: *element,
        encoding: None,
    });
    *type_attr = Some(ctx.intern_attr(AttrData::Type(ty)));
    if !p.parse_optional_equal() {
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        *initial_value = Some(ctx.common().unit);
        return Ok(());
    }
    let value = p.parse_attribute_of_type(tensor)?;
    if !oxir::attrs::is_elements_attr(ctx, value) {
        return Err(p.error_at(at, "initial value should be a unit or elements attribute"));
    }
    *initial_value = Some(value);
    Ok(())
}

/// Prints the type and, when there is one, ` = uninitialized` or ` = <value without its
/// type>`.
pub fn print_global_memref_op_type_and_initial_value(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    type_attr: Option<Attribute>,
    initial_value: Option<Attribute>,
) {
    let ctx = p.ctx();
    if let Some(AttrData::Type(ty)) = type_attr.map(|a| ctx.attr_data(a)) {
        p.print_type(*ty);
    }
    let Some(value) = initial_value else {
        return;
    };
    p.write_str(" = ");
    if value == ctx.common().unit {
        p.write_str("uninitialized");
    } else {
        p.print_attribute_without_type(value);
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::{first_error, printed};

    const ARGS: &str = "%m = \"t.def\"() : () -> memref<8x8xf32>\n%i = \"t.def\"() : () -> index\n";

    #[test]
    fn index_lists_mix_operands_and_integers() {
        let ir = format!(
            "{ARGS}%s = memref.subview %m[%i, 1][4,%i] [1, 1] : memref<8x8xf32> to memref<4x?xf32, strided<[8, 1], offset: ?>>"
        );
        assert_eq!(
            printed(&ir).lines().last(),
            Some(
                "%subview = memref.subview %0[%1, 1] [4, %1] [1, 1] : memref<8x8xf32> to memref<4x?xf32, strided<[8, 1], offset: ?>>"
            )
        );
        let empty = "%b = \"t.def\"() : () -> memref<16xi8>\n%i = \"t.def\"() : () -> index\n%v = memref.view %b[%i][] : memref<16xi8> to memref<4xf32>";
        assert!(printed(empty).ends_with("[%1][] : memref<16xi8> to memref<4xf32>"));
        let bad =
            format!("{ARGS}%s = memref.subview %m[x][4][1] : memref<8x8xf32> to memref<4xf32>");
        assert_eq!(
            first_error(&bad).as_deref(),
            Some("custom op 'memref.subview' expected SSA value or integer")
        );
    }

    #[test]
    fn globals_print_their_type_and_initial_value() {
        let ir = "memref.global \"private\" constant @c : memref<2xi32> = dense<[1, 4]>\nmemref.global @u : memref<3xf16> = uninitialized\nmemref.global @d : memref<4xi8>";
        assert_eq!(
            printed(ir),
            "memref.global \"private\" constant @c : memref<2xi32> = dense<[1, 4]>\nmemref.global @u : memref<3xf16> = uninitialized\nmemref.global @d : memref<4xi8>"
        );
        assert_eq!(
            first_error("memref.global @d : memref<?xi8>").as_deref(),
            Some(
                "custom op 'memref.global' type should be static shaped memref, but got 'memref<?xi8>'"
            )
        );
        assert_eq!(
            first_error("memref.global @d : memref<2xi8> = \"text\"").as_deref(),
            Some("custom op 'memref.global' initial value should be a unit or elements attribute")
        );
    }
}
