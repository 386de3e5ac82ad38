//! The call interfaces: what a call op calls and with which operands (MLIR's `CallOpInterface`),
//! and what an op that can be called offers (MLIR's `CallableOpInterface`: its body region and
//! signature).
//!
//! An op kind implements them in its descriptor (`descriptor.interfaces.insert::<dyn
//! CallOpInterface>(...)`, or attached later as an external model); generic code asks
//! [`call_interface`] and [`callable_interface`]. This module describes calls and checks one
//! kind of them ([`CalleeArity`]); it inlines nothing (the inliner does).

use crate::attrs::Attribute;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, IrError, OpId, RegionId, Value, dictionary_entries};
use crate::symbols::{
    OpPath, SymbolRef, SymbolTableCollection, SymbolUserOpInterface, reference_leaf_name,
};
use crate::types::Type;
use crate::verifier::op_error;
use std::ops::Range;

/// What a call op calls (MLIR's `CallInterfaceCallable`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol reference attribute (`@f`, `@m::@f`), resolved through symbol tables.
    Symbol(Attribute),
    /// An SSA value holding the function (`func.call_indirect`'s first operand).
    Value(Value),
}

/// The op interface of call ops. See the module documentation.
pub trait CallOpInterface: Send + Sync {
    /// What `op` calls, or `None` when the op is malformed (a missing callee attribute).
    fn callee(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Callee>;

    /// Makes `op` call `callee` instead (MLIR's `setCalleeFromCallable`).
    fn set_callee(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        callee: Callee,
    ) -> Result<(), IrError>;

    /// The operands of `op` passed as the callee's arguments, as a range of operand numbers. The
    /// default is every operand.
    fn arg_operands(&self, ctx: &Context, body: &Body, op: OpId) -> Range<usize> {
        let _ = ctx;
        0..body.num_operands(op)
    }
}

/// The op interface of ops that can be called: functions. See the module documentation.
pub trait CallableOpInterface: Send + Sync {
    /// The region run when `op` is called, a region of `body.region_scope(op)`; `None` for an
    /// external declaration (an empty body).
    fn callable_region(&self, ctx: &Context, body: &Body, op: OpId) -> Option<RegionId>;

    /// The types of the callable's arguments.
    fn argument_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Type>;

    /// The types of the callable's results.
    fn result_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Type>;
}

/// The call interface of `op`'s kind, if it is registered and implements it.
pub fn call_interface<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c dyn CallOpInterface> {
    crate::descriptor::op_interface(ctx, body, op)
}

/// The callable interface of `op`'s kind, if it is registered and implements it.
pub fn callable_interface<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c dyn CallableOpInterface> {
    crate::descriptor::op_interface(ctx, body, op)
}

/// The values `op` passes as arguments, or `None` when it is not a call (or its interface
/// answers out of range).
pub fn call_arguments(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
    let range = call_interface(ctx, body, op)?.arg_operands(ctx, body, op);
    (range.start <= range.end && range.end <= body.num_operands(op))
        .then(|| range.filter_map(|index| body.operand(op, index)).collect())
}

/// What `op` calls, or `None` when it is not a call.
pub fn call_callee(ctx: &Context, body: &Body, op: OpId) -> Option<Callee> {
    call_interface(ctx, body, op)?.callee(ctx, body, op)
}

/// A call of the symbol in its `callee` attribute with all its operands: the model of
/// `func.call`, Toy's `toy.generic_call` and ops built like them. The callee is read from the
/// op's properties or, failing that, its attribute dictionary, and written back where it was.
#[derive(Clone, Copy, Debug, Default)]
pub struct SymbolCall;

impl CallOpInterface for SymbolCall {
    fn callee(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Callee> {
        crate::op_support::attr(ctx, body, op, "callee").map(Callee::Symbol)
    }

    fn set_callee(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        callee: Callee,
    ) -> Result<(), IrError> {
        match callee {
            Callee::Symbol(symbol) => {
                let in_properties = body.op_props(op).is_some_and(|props| {
                    dictionary_entries(ctx, props)
                        .iter()
                        .any(|e| ctx.string_bytes(e.name) == b"callee")
                });
                crate::op_support::set_attr(ctx, body, op, "callee", Some(symbol), in_properties);
                Ok(())
            }
            // A call naming its callee cannot call a value; MLIR asserts here.
            Callee::Value(_) => Err(IrError::Detached),
        }
    }
}

/// The symbol check of a call whose callee takes arguments of any type (the generic calls of
/// MLIR's Toy tutorial, made before their functions are specialized to the arguments' shapes):
/// the symbol the op's call interface names is a callable op of the nearest symbol table that
/// takes as many arguments as the call passes. A spec names it as the op's
/// `SymbolUserOpInterface(impl = oxir::call::CalleeArity)`.
#[derive(Clone, Copy, Debug, Default)]
pub struct CalleeArity;

impl SymbolUserOpInterface for CalleeArity {
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        top: &Body,
        user: &OpPath,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let (Some(body), op) = (user.body(top), user.op()) else {
            return Ok(());
        };
        let Some(Callee::Symbol(symbol)) = call_callee(ctx, body, op) else {
            return Ok(());
        };
        let callee = SymbolRef::from_attr(ctx, symbol)
            .and_then(|r| tables.lookup_nearest_symbol_from(ctx, top, user, &r).ok());
        let Some(arguments) = callee.and_then(|f| {
            callable_interface(ctx, f.body, f.op).map(|c| c.argument_types(ctx, f.body, f.op))
        }) else {
            let name = reference_leaf_name(ctx, symbol);
            let message = format!("'{name}' does not reference a valid function");
            return Err(op_error(ctx, body, op, message));
        };
        if Some(arguments.len()) != call_arguments(ctx, body, op).map(|a| a.len()) {
            return Err(op_error(
                ctx,
                body,
                op,
                "incorrect number of operands for callee",
            ));
        }
        Ok(())
    }
}

/// A call of its first operand with the others: the model of `func.call_indirect`.
#[derive(Clone, Copy, Debug, Default)]
pub struct IndirectCall;

impl CallOpInterface for IndirectCall {
    fn callee(&self, _: &Context, body: &Body, op: OpId) -> Option<Callee> {
        body.operand(op, 0).map(Callee::Value)
    }

    fn set_callee(
        &self,
        _: &Context,
        body: &mut Body,
        op: OpId,
        callee: Callee,
    ) -> Result<(), IrError> {
        match callee {
            Callee::Value(value) => body.set_operand(op, 0, value),
            Callee::Symbol(_) => Err(IrError::Detached),
        }
    }

    fn arg_operands(&self, _: &Context, body: &Body, op: OpId) -> Range<usize> {
        1.min(body.num_operands(op))..body.num_operands(op)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::structure::OperationState;

    fn context() -> Context {
        let ctx = Context::new();
        let call = OpDescriptor::new("t.call");
        call.interfaces
            .insert::<dyn CallOpInterface>(Box::new(SymbolCall));
        let icall = OpDescriptor::new("t.icall");
        icall
            .interfaces
            .insert::<dyn CallOpInterface>(Box::new(IndirectCall));
        ctx.register_dialect(
            DialectDescriptor::new("t"),
            vec![call, icall, OpDescriptor::new("t.other")],
        );
        ctx
    }

    #[test]
    fn calls_report_their_callee_and_arguments() {
        let ctx = context();
        let loc = ctx.common().unknown_loc;
        let i32 = ctx.common().i32;
        let mut body = Body::new();
        let block = body.create_block(&[(i32, loc), (i32, loc)]);
        let (a, b) = (
            body.block_arg(block, 0).unwrap(),
            body.block_arg(block, 1).unwrap(),
        );
        let f = ctx.intern_attr(crate::AttrData::SymbolRef {
            root: ctx.string_attr("f"),
            nested: Box::new([]),
        });
        let call = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("t.call"), loc)
                .operands(&[a, b])
                .attr(ctx.string_attr("callee"), f),
        );
        let icall = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("t.icall"), loc).operands(&[a, b]),
        );
        let other = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("t.other"), loc).operands(&[a]),
        );
        assert_eq!(call_callee(&ctx, &body, call), Some(Callee::Symbol(f)));
        assert_eq!(call_arguments(&ctx, &body, call), Some(vec![a, b]));
        assert_eq!(call_callee(&ctx, &body, icall), Some(Callee::Value(a)));
        assert_eq!(call_arguments(&ctx, &body, icall), Some(vec![b]));
        assert_eq!(call_callee(&ctx, &body, other), None);
        assert_eq!(call_arguments(&ctx, &body, other), None);
        let interface = call_interface(&ctx, &body, icall).unwrap();
        interface
            .set_callee(&ctx, &mut body, icall, Callee::Value(b))
            .unwrap();
        assert_eq!(call_callee(&ctx, &body, icall), Some(Callee::Value(b)));
        assert!(
            interface
                .set_callee(&ctx, &mut body, icall, Callee::Symbol(f))
                .is_err()
        );
        assert!(callable_interface(&ctx, &body, call).is_none());
        // A symbol call takes another symbol, kept in its attribute dictionary, and no value.
        let g = ctx.intern_attr(crate::AttrData::SymbolRef {
            root: ctx.string_attr("g"),
            nested: Box::new([]),
        });
        let interface = call_interface(&ctx, &body, call).unwrap();
        interface
            .set_callee(&ctx, &mut body, call, Callee::Symbol(g))
            .unwrap();
        assert_eq!(call_callee(&ctx, &body, call), Some(Callee::Symbol(g)));
        assert_eq!(body.attr(&ctx, call, "callee"), Some(g));
        assert!(
            interface
                .set_callee(&ctx, &mut body, call, Callee::Value(a))
                .is_err()
        );
        // An indirect call without operands calls nothing and passes nothing.
        let empty = body.create_op(&ctx, OperationState::new(ctx.op_name("t.icall"), loc));
        assert_eq!(call_callee(&ctx, &body, empty), None);
        assert_eq!(call_arguments(&ctx, &body, empty), Some(vec![]));
    }
}
