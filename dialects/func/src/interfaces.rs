//! The interfaces of `func` ops written by hand, attached when the dialect registers: the
//! symbol checks of calls and constants, the naming and default dialect of the custom form
//! (MLIR's `OpAsmOpInterface`), and `func.func` as a symbol that an empty body makes a
//! declaration.

use oxir::descriptor::attach_op_interface;
use oxir::symbols::{SymbolOpInterface, SymbolUseChecks, SymbolUserOpInterface};
use oxir::text::printer::OpAsmInterface;
use oxir::{Body, Context, OpId};

/// `func.func`: its body's ops may leave out the `func.` prefix.
struct FuncAsm;

impl OpAsmInterface for FuncAsm {
    fn default_dialect(&self) -> &str {
        "func"
    }
}

/// `func.func` as a symbol: without a body it declares a function defined elsewhere.
struct FuncSymbol;

impl SymbolOpInterface for FuncSymbol {
    fn is_declaration(&self, _ctx: &Context, body: &Body, op: OpId) -> bool {
        let (scope, regions) = body.region_scope(op);
        regions.first().is_none_or(|&r| scope.region_is_empty(r))
    }
}

/// `func.constant` names its result `%f`.
struct ConstantAsm;

impl OpAsmInterface for ConstantAsm {
    fn result_names(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        set: &mut dyn FnMut(u32, &str),
    ) {
        set(0, "f");
    }
}

/// Attaches the interfaces of the `func` ops to `ctx` (the dialect registered already).
pub fn attach(ctx: &Context) {
    attach_op_interface::<dyn OpAsmInterface>(ctx, crate::FuncOp::NAME, Box::new(FuncAsm));
    attach_op_interface::<dyn SymbolOpInterface>(ctx, crate::FuncOp::NAME, Box::new(FuncSymbol));
    attach_op_interface::<dyn OpAsmInterface>(ctx, crate::ConstantOp::NAME, Box::new(ConstantAsm));
    attach_op_interface::<dyn SymbolUserOpInterface>(
        ctx,
        crate::ConstantOp::NAME,
        Box::new(SymbolUseChecks(crate::symbol_uses::verify_constant)),
    );
    attach_op_interface::<dyn SymbolUserOpInterface>(
        ctx,
        crate::CallOp::NAME,
        Box::new(SymbolUseChecks(crate::symbol_uses::verify_call)),
    );
}
