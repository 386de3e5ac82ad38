//! Function-like ops (MLIR's `FunctionOpInterface`): a symbol with a function type, one
//! dictionary of attributes per argument and per result, and one body region whose entry block
//! takes the arguments; an empty body makes an external declaration.
//!
//! An op kind implements [`FunctionOpInterface`] in its descriptor, usually with the
//! [`ConventionalFunction`] model, which reads the inherent attributes MLIR's interface expects
//! (`function_type`, `arg_attrs`, `res_attrs`); the verifier runs [`verify_function`] for every
//! op that implements it. [`syntax`] parses and prints the function form shared by such ops
//! (`@name(%arg0: i32) -> i32 attributes {...} {...}`), and [`FunctionCallable`] makes them
//! callable. This module describes functions only: what calls them and how they are inlined are
//! [`crate::call`] and [`crate::inliner`].

pub mod syntax;
mod verify;

pub use verify::verify_function;

use crate::attrs::{ArrayAttr, DictionaryAttr};
use crate::call::CallableOpInterface;
use crate::context::{Context, OpName};
use crate::diagnostics::Diagnostic;
use crate::op_support::{attr, function_type_parts, set_attr};
use crate::structure::{Body, OpId, RegionId, dictionary_entries};
use crate::types::Type;
use crate::{AttrData, NamedAttr};

/// The inherent attribute holding the function type.
pub const FUNCTION_TYPE_ATTR: &str = "function_type";
/// The inherent attribute holding one dictionary of attributes per argument.
pub const ARG_ATTRS_ATTR: &str = "arg_attrs";
/// The inherent attribute holding one dictionary of attributes per result.
pub const RES_ATTRS_ATTR: &str = "res_attrs";

/// The op interface of function-like ops. Every method has the default of an op keeping its
/// signature in the conventional attributes; an op whose function type is not the builtin one
/// overrides [`FunctionOpInterface::argument_types`] and [`FunctionOpInterface::result_types`].
pub trait FunctionOpInterface: Send + Sync {
    /// The function type (MLIR's `getFunctionType`), or `None` when the op lacks it (its own
    /// verifier reports that).
    fn function_type(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
        match ctx.attr_data(attr(ctx, body, op, FUNCTION_TYPE_ATTR)?) {
            AttrData::Type(ty) => Some(*ty),
            _ => None,
        }
    }

    /// Replaces the function type, leaving the entry block and the argument and result
    /// attributes as they are (MLIR's `setFunctionTypeAttr`): the caller restores what the
    /// verifier checks.
    fn set_function_type(&self, ctx: &Context, body: &mut Body, op: OpId, ty: Type) {
        let in_properties = body.op_props(op).is_some_and(|props| {
            dictionary_entries(ctx, props)
                .iter()
                .any(|e| ctx.string_bytes(e.name) == FUNCTION_TYPE_ATTR.as_bytes())
        }) || ctx
            .op_descriptor(body.op_name(op))
            .is_some_and(|d| d.property_names.contains(&FUNCTION_TYPE_ATTR));
        let value = ctx.intern_attr(AttrData::Type(ty));
        set_attr(
            ctx,
            body,
            op,
            FUNCTION_TYPE_ATTR,
            Some(value),
            in_properties,
        );
    }

    /// The types of the arguments (MLIR's `getArgumentTypes`).
    fn argument_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
        self.function_type(ctx, body, op)
            .map_or(Vec::new(), |ty| function_type_parts(ctx, ty).0)
    }

    /// The types of the results (MLIR's `getResultTypes`).
    fn result_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
        self.function_type(ctx, body, op)
            .map_or(Vec::new(), |ty| function_type_parts(ctx, ty).1)
    }

    /// Checks the body against the signature (MLIR's `verifyBody`); the default checks that a
    /// non-empty body's entry block takes the argument types.
    fn verify_body(&self, ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        verify::verify_entry_block(ctx, body, op, &self.argument_types(ctx, body, op))
    }

    /// Checks the function type for the op's own rules (MLIR's `verifyType`); none by default.
    fn verify_type(&self, ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let _ = (ctx, body, op);
        Ok(())
    }
}

/// The model of ops keeping their signature in the conventional inherent attributes
/// (`function_type`, `arg_attrs`, `res_attrs`), as MLIR's interface expects of them:
/// `func.func` and Toy's `toy.func` name it in their specs.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConventionalFunction;

impl FunctionOpInterface for ConventionalFunction {}

/// The function interface of `op`'s kind, if it is registered and implements it.
pub fn function_interface<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c dyn FunctionOpInterface> {
    function_interface_of(ctx, body.op_name(op))
}

/// The function interface of op kind `name`, if it is registered and implements it.
pub fn function_interface_of(ctx: &Context, name: OpName) -> Option<&dyn FunctionOpInterface> {
    ctx.op_descriptor(name)?
        .interfaces
        .get::<dyn FunctionOpInterface>()
}

/// Whether ops of kind `name` are functions.
pub fn is_function_kind(ctx: &Context, name: OpName) -> bool {
    function_interface_of(ctx, name).is_some()
}

/// The argument and result types of `op` when it is a function with a function type.
pub fn signature(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let function = function_interface(ctx, body, op)?;
    function.function_type(ctx, body, op)?;
    Some((
        function.argument_types(ctx, body, op),
        function.result_types(ctx, body, op),
    ))
}

/// The body region of function `op` (MLIR's `getFunctionBody`), a region of
/// `body.region_scope(op)`, empty for an external function; `None` when the op has no region.
pub fn function_body(body: &Body, op: OpId) -> Option<RegionId> {
    body.region_scope(op).1.first().copied()
}

/// Whether function `op` has no body (MLIR's `isExternal`): a declaration.
pub fn is_external(body: &Body, op: OpId) -> bool {
    let (scope, regions) = body.region_scope(op);
    regions.first().is_none_or(|&r| scope.region_is_empty(r))
}

/// The terminators named `name` that end the blocks of function `op` (an op of `body`): the
/// returns a function checks against its signature, with the body holding them (the
/// function's own, as it is isolated).
pub fn returns_named<'a>(
    ctx: &Context,
    body: &'a Body,
    op: OpId,
    name: &str,
) -> (&'a Body, Vec<OpId>) {
    let (scope, regions) = body.region_scope(op);
    let wanted = ctx.op_name(name);
    let returns = regions
        .iter()
        .flat_map(|&region| scope.region_blocks(region))
        .filter_map(|block| scope.last_op(block))
        .filter(|&last| scope.op_name(last) == wanted)
        .collect();
    (scope, returns)
}

/// The attributes of argument `index` of function `op` (MLIR's `getArgAttrs`); none when the
/// op has no `arg_attrs` or no dictionary there.
pub fn arg_attrs(ctx: &Context, body: &Body, op: OpId, index: usize) -> Vec<NamedAttr> {
    entries_at(ctx, attr(ctx, body, op, ARG_ATTRS_ATTR), index)
}

/// The attributes of result `index` of function `op` (MLIR's `getResultAttrs`).
pub fn result_attrs(ctx: &Context, body: &Body, op: OpId, index: usize) -> Vec<NamedAttr> {
    entries_at(ctx, attr(ctx, body, op, RES_ATTRS_ATTR), index)
}

/// Drops the arguments and results of function `op` marked in `erased_args` and
/// `erased_results` from its signature: the function type and the argument and result
/// attributes (MLIR's `eraseArguments` / `eraseResults` without the body). The caller erases the
/// entry block's arguments and the returned values to match.
pub fn erase_signature_entries(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    erased_args: &[bool],
    erased_results: &[bool],
) {
    let Some(function) = function_interface(ctx, body, op) else {
        return;
    };
    let kept = |types: Vec<Type>, erased: &[bool]| -> Vec<Type> {
        types
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| !erased.get(i).copied().unwrap_or(false))
            .map(|(_, ty)| ty)
            .collect()
    };
    let inputs = kept(function.argument_types(ctx, body, op), erased_args);
    let results = kept(function.result_types(ctx, body, op), erased_results);
    function.set_function_type(ctx, body, op, ctx.function_type(&inputs, &results));
    for (name, erased) in [
        (ARG_ATTRS_ATTR, erased_args),
        (RES_ATTRS_ATTR, erased_results),
    ] {
        let Some(array) = attr(ctx, body, op, name).and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
        else {
            continue;
        };
        let left: Vec<crate::Attribute> = array
            .elements(ctx)
            .iter()
            .enumerate()
            .filter(|&(i, _)| !erased.get(i).copied().unwrap_or(false))
            .map(|(_, &d)| d)
            .collect();
        // As MLIR, an array left with empty dictionaries only is dropped.
        let empty = DictionaryAttr::empty(ctx).attr();
        let value = left
            .iter()
            .any(|&d| d != empty)
            .then(|| ArrayAttr::get(ctx, &left).attr());
        let in_properties = ctx
            .op_descriptor(body.op_name(op))
            .is_some_and(|d| d.property_names.contains(&name))
            || body.op_props(op).is_some_and(|props| {
                dictionary_entries(ctx, props)
                    .iter()
                    .any(|e| ctx.string_bytes(e.name) == name.as_bytes())
            });
        set_attr(ctx, body, op, name, value, in_properties);
    }
}

/// The entries of dictionary `index` of array attribute `array`, if there is one.
fn entries_at(ctx: &Context, array: Option<crate::Attribute>, index: usize) -> Vec<NamedAttr> {
    array
        .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
        .and_then(|a| a.elements(ctx).get(index).copied())
        .and_then(|d| d.dyn_cast::<DictionaryAttr>(ctx))
        .map(|d| d.entries(ctx).to_vec())
        .unwrap_or_default()
}

/// A function op as a callable (MLIR's `FunctionOpInterface` ops are `CallableOpInterface`
/// ops): its body unless external, and the signature its function interface reports (the
/// conventional attributes when it implements none).
#[derive(Clone, Copy, Debug, Default)]
pub struct FunctionCallable;

impl FunctionCallable {
    fn interface<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c dyn FunctionOpInterface {
        function_interface(ctx, body, op).unwrap_or(&ConventionalFunction)
    }
}

impl CallableOpInterface for FunctionCallable {
    fn callable_region(&self, _: &Context, body: &Body, op: OpId) -> Option<RegionId> {
        function_body(body, op).filter(|_| !is_external(body, op))
    }

    fn argument_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
        Self::interface(ctx, body, op).argument_types(ctx, body, op)
    }

    fn result_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
        Self::interface(ctx, body, op).result_types(ctx, body, op)
    }
}

#[cfg(test)]
mod tests;
