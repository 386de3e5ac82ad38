//! MLIR's checks of `memref.global` (its type, initial value and alignment) and of the
//! `memref.get_global`s naming it (a static shape, and the global's type through the symbol
//! uses).

use oxir::op_support::attr;
use oxir::symbols::{OpPath, SymbolRef, SymbolTableCollection, SymbolUserOpInterface};
use oxir::types::DYNAMIC;
use oxir::verifier::op_error;
use oxir::{AttrData, Body, Context, Diagnostic, OpId, TypeData};

use crate::verify::{int_value, quoted};

/// MLIR's `GlobalOp::verify`: a statically shaped memref type, an initial value that is a unit
/// or an elements attribute of the memref's tensor type, and a power-of-two alignment.
pub fn global(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let ty = match attr(ctx, body, op, "type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(ty)) => *ty,
        _ => return Ok(()),
    };
    let TypeData::MemRef { shape, element, .. } = ctx.type_data(ty) else {
        return Ok(());
    };
    if shape.contains(&DYNAMIC) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "type should be static shaped memref, but got {}",
                quoted(ctx, ty)
            ),
        ));
    }
    if let Some(value) = attr(ctx, body, op, "initial_value") {
        match ctx.attr_data(value) {
            AttrData::Unit => {}
            AttrData::DenseElements { ty: value_type, .. }
            | AttrData::SparseElements { ty: value_type, .. }
            | AttrData::DenseResourceElements { ty: value_type, .. } => {
                let tensor = ctx.intern_type(TypeData::RankedTensor {
                    shape: shape.clone(),
                    element: *element,
                    encoding: None,
                });
                if *value_type != tensor {
                    return Err(op_error(
                        ctx,
                        body,
                        op,
                        format!(
                            "initial value expected to be of type {}, but was of type {}",
                            quoted(ctx, tensor),
                            quoted(ctx, *value_type)
                        ),
                    ));
                }
            }
            _ => {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "initial value should be a unit or elements attribute",
                ));
            }
        }
    }
    if let Some(alignment) = int_value(ctx, attr(ctx, body, op, "alignment"))
        && (alignment <= 0 || alignment & (alignment - 1) != 0)
    {
        return Err(Diagnostic::error(
            body.op_loc(op),
            format!("alignment attribute value {alignment} is not a power of 2"),
        ));
    }
    Ok(())
}

/// The constraint `AnyStaticShapeMemRef` of `memref.get_global`'s result, with MLIR's words;
/// the global it names is checked with the symbol uses ([`GetGlobalUses`]).
pub fn get_global(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(result) = body.result(op, 0) else {
        return Ok(());
    };
    let ty = body.value_type(result);
    if matches!(ctx.type_data(ty), TypeData::MemRef { shape, .. } if shape.contains(&DYNAMIC)) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "result #0 must be statically shaped memref of any type values, but got {}",
                quoted(ctx, ty)
            ),
        ));
    }
    Ok(())
}

/// The symbol check of `memref.get_global` (MLIR's `verifySymbolUses`): the name designates a
/// `memref.global` of the result type. It runs when the enclosing symbol table verifies.
pub struct GetGlobalUses;

impl SymbolUserOpInterface for GetGlobalUses {
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        top: &Body,
        user: &OpPath,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let Some(body) = user.resolve(top) else {
            return Ok(());
        };
        let op = user.op();
        let Some(name) = attr(ctx, body, op, "name") else {
            return Ok(());
        };
        let Some(reference) = SymbolRef::from_attr(ctx, name) else {
            return Ok(());
        };
        let global = tables
            .lookup_nearest_symbol_from(ctx, top, user, &reference)
            .ok()
            .filter(|found| ctx.op_name_str(found.body.op_name(found.op)) == crate::GlobalOp::NAME);
        let Some(global) = global else {
            let leaf = ctx.string_str(reference.leaf()).unwrap_or_default();
            return Err(op_error(
                ctx,
                body,
                op,
                format!("'{leaf}' does not reference a valid global memref"),
            ));
        };
        let global_type = match attr(ctx, global.body, global.op, "type").map(|a| ctx.attr_data(a))
        {
            Some(AttrData::Type(ty)) => *ty,
            _ => return Ok(()),
        };
        let Some(result) = body.result(op, 0) else {
            return Ok(());
        };
        let result = body.value_type(result);
        if result != global_type {
            let leaf = ctx.string_str(reference.leaf()).unwrap_or_default();
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "result type {} does not match type {} of the global memref @{leaf}",
                    quoted(ctx, result),
                    quoted(ctx, global_type)
                ),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    #[test]
    fn globals_and_their_uses_agree() {
        let ok = "memref.global @g : memref<2xf32> = dense<1.0>\n%0 = memref.get_global @g : memref<2xf32>";
        assert_eq!(first_error(ok), None);
        assert_eq!(
            first_error(&ok.replace("@g : memref<2xf32> =", "@h : memref<2xf32> =")).as_deref(),
            Some("'memref.get_global' op 'g' does not reference a valid global memref")
        );
        let mistyped =
            "memref.global @g : memref<3xf32>\n%0 = memref.get_global @g : memref<2xf32>";
        assert_eq!(
            first_error(mistyped).as_deref(),
            Some(
                "'memref.get_global' op result type 'memref<2xf32>' does not match type 'memref<3xf32>' of the global memref @g"
            )
        );
        assert_eq!(
            first_error("%0 = memref.get_global @g : memref<?xf32>").as_deref(),
            Some(
                "'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'"
            )
        );
        assert_eq!(
            first_error(
                "\"memref.global\"() <{sym_name = \"g\", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()"
            )
            .as_deref(),
            Some(
                "'memref.global' op initial value expected to be of type 'tensor<2xf32>', but was of type 'tensor<2xi32>'"
            )
        );
    }
}
