//! The names the constants of `index` suggest for their results in the custom form (MLIR's
//! `getAsmResultNames`): `%idx42` for `index.constant 42`, `%true` / `%false` for
//! `index.bool.constant`. The printer sanitizes and numbers the names.

use oxir::attrs::{BoolAttr, IntegerAttr};
use oxir::descriptor::attach_op_interface;
use oxir::text::printer::OpAsmInterface;
use oxir::{Body, Context, OpId};

/// The naming interface of both constant ops.
struct ConstantNames;

impl OpAsmInterface for ConstantNames {
    fn result_names(&self, ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(u32, &str)) {
        let Some(value) = oxir::op_support::attr(ctx, body, op, "value") else {
            return;
        };
        if let Some(b) = value.dyn_cast::<BoolAttr>(ctx) {
            set(0, &b.value(ctx).to_string());
        } else if let Some(int) = value.dyn_cast::<IntegerAttr>(ctx) {
            set(0, &format!("idx{}", int.value_bigint(ctx)));
        }
    }
}

/// Attaches the naming interface to `index.constant` and `index.bool.constant` in `ctx`
/// (registered already).
pub fn attach(ctx: &Context) {
    for op in [crate::ConstantOp::NAME, crate::BoolConstantOp::NAME] {
        attach_op_interface::<dyn OpAsmInterface>(ctx, op, Box::new(ConstantNames));
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    #[test]
    fn constants_name_their_results_after_their_value() {
        let text = canonicalized(
            "%0 = index.constant -3\n%1 = index.bool.constant false\n\
             \"t.use\"(%0, %1) : (index, i1) -> ()",
        );
        assert!(text.contains("%idx-3 = index.constant -3"), "{text}");
        assert!(
            text.contains("%false = index.bool.constant false"),
            "{text}"
        );
    }
}
