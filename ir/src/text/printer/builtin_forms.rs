//! The custom forms of the builtin ops registered in every context, as MLIR 19 prints them:
//! - `module @name attributes {...} {...}` (`($sym_name^)? attr-dict-with-keyword
//!   $bodyRegion`), whose regions default to the `builtin` dialect;
//! - `unrealized_conversion_cast %a, %b : i32, i64 to i8 {...}` (`($inputs^ : type($inputs))?
//!   to type($outputs) attr-dict`).
//!
//! The registration of these hooks is in `crate::builtin`.

use super::{OpAsmInterface, OpAsmPrinter};
use crate::attrs::AttrData;
use crate::structure::{OpId, dictionary_get};

/// The print hook of `builtin.module`.
pub fn print_module(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let body = p.body();
    let sym_name = body
        .op_props(op)
        .and_then(|props| dictionary_get(ctx, props, b"sym_name"))
        .or_else(|| body.attr(ctx, op, "sym_name"));
    let name = sym_name.and_then(|attr| match ctx.attr_data(attr) {
        AttrData::String { value, ty: None } => Some(&**value),
        _ => None,
    });
    if let Some(name) = name {
        p.write_str(" ");
        p.print_symbol_name(name);
    }
    let elided: &[&str] = if name.is_some() { &["sym_name"] } else { &[] };
    p.print_op_attr_dict_with_keyword(op, elided);
    p.write_str(" ");
    let (_, regions) = body.region_scope(op);
    if let Some(&region) = regions.first() {
        p.print_region(region, true, true, false);
    }
}

/// The print hook of `builtin.unrealized_conversion_cast`.
pub fn print_unrealized_conversion_cast(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    if body.num_operands(op) > 0 {
        p.write_str(" ");
        p.print_operands(body.operands(op));
        p.write_str(" : ");
        p.print_types(body.operands(op).map(|v| body.value_type(v)));
    }
    p.write_str(" ");
    p.print_keyword("to");
    p.write_str(" ");
    p.print_types(body.result_types(op));
    p.print_op_attr_dict(op, &[]);
}

/// `builtin.module`'s naming interface: ops in a module default to the `builtin` dialect.
pub(crate) struct ModuleAsm;

impl OpAsmInterface for ModuleAsm {
    fn default_dialect(&self) -> &str {
        "builtin"
    }
}
