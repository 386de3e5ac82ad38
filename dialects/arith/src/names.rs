//! The names ops of `arith` suggest for their results in the custom form (MLIR's
//! `getAsmResultNames`): `arith.constant` names its result `%c42_i32` for an integer, `%c0`
//! for an index, `%true` / `%false` for an `i1`, `%cst` for anything else; the extended
//! arithmetic ops name their two results after the spec (`%sum, %overflow`, `%low, %high`),
//! as ODS does for every op with several named results (the generator does not yet). The
//! printer sanitizes and numbers the names.

use oxir::attrs::IntValue;
use oxir::descriptor::attach_op_interface;
use oxir::text::printer::OpAsmInterface;
use oxir::types::Signedness;
use oxir::{AttrData, Body, Context, OpId, TypeData};

/// The suggested name of the result of an `arith.constant` with value `value` and result type
/// `ty`.
pub fn constant_name(ctx: &Context, value: oxir::Attribute, ty: oxir::Type) -> String {
    use std::fmt::Write as _;
    let AttrData::Integer { value: int, .. } = ctx.attr_data(value) else {
        return match ctx.attr_data(value) {
            AttrData::Bool(b) => b.to_string(),
            _ => "cst".into(),
        };
    };
    if value.dyn_cast::<oxir::attrs::IntegerAttr>(ctx).is_none() {
        return "cst".into();
    }
    // Every constant of a function is named: written straight into one string, without the
    // printer a type's text would need.
    let mut name = String::with_capacity(16);
    let write_value = |name: &mut String| match int {
        IntValue::Small(v) => write!(name, "{v}"),
        IntValue::Big(v) => write!(name, "{v}"),
    };
    match ctx.type_data(ty) {
        TypeData::Integer { width: 1, .. } => {
            let zero = matches!(int, IntValue::Small(0));
            name.push_str(if zero { "false" } else { "true" });
        }
        TypeData::Integer { width, signedness } => {
            name.push('c');
            let _ = write_value(&mut name);
            name.push_str(match signedness {
                Signedness::Signless => "_i",
                Signedness::Signed => "_si",
                Signedness::Unsigned => "_ui",
            });
            let _ = write!(name, "{width}");
        }
        _ => {
            name.push('c');
            let _ = write_value(&mut name);
        }
    }
    name
}

/// The naming interface of `arith.constant`.
struct ConstantNames;

impl OpAsmInterface for ConstantNames {
    fn result_names(&self, ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(u32, &str)) {
        let value = oxir::op_support::attr(ctx, body, op, "value");
        let result = body.result(op, 0);
        if let (Some(value), Some(result)) = (value, result) {
            set(0, &constant_name(ctx, value, body.value_type(result)));
        }
    }
}

/// The naming interface of an op whose results are named in its spec.
struct SpecNames(&'static [&'static str]);

impl OpAsmInterface for SpecNames {
    fn result_names(&self, _: &Context, _: &Body, _: OpId, set: &mut dyn FnMut(u32, &str)) {
        for (index, name) in (0..).zip(self.0) {
            set(index, name);
        }
    }
}

/// Attaches the naming interfaces to the `arith` ops in `ctx` (registered already).
pub fn attach(ctx: &Context) {
    attach_op_interface::<dyn OpAsmInterface>(
        ctx,
        crate::ConstantOp::NAME,
        Box::new(ConstantNames),
    );
    for (op, names) in [
        (crate::AddUIExtendedOp::NAME, &["sum", "overflow"]),
        (crate::MulSIExtendedOp::NAME, &["low", "high"]),
        (crate::MulUIExtendedOp::NAME, &["low", "high"]),
    ] {
        attach_op_interface::<dyn OpAsmInterface>(ctx, op, Box::new(SpecNames(names)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::text::parser::parse_attribute;

    fn name(value: &str) -> String {
        let ctx = Context::new();
        let attr = parse_attribute(&ctx, value).expect("a valid attribute");
        let ty = oxir::attrs::attr_type(&ctx, attr).expect("a typed attribute");
        constant_name(&ctx, attr, ty)
    }

    #[test]
    fn names_follow_the_value_and_its_type() {
        assert_eq!(name("42 : i32"), "c42_i32");
        assert_eq!(name("-1 : i8"), "c-1_i8");
        assert_eq!(name("7 : index"), "c7");
        assert_eq!(name("true"), "true");
        assert_eq!(name("0 : i1"), "false");
        assert_eq!(name("1.5 : f32"), "cst");
        assert_eq!(name("dense<1> : vector<2xi32>"), "cst");
    }
}
