//! The print lowering of chapter 6 (the tutorial's `PrintOpLowering` in `LowerToLLVM.cpp`):
//! `toy.print` of a buffer becomes one `scf.for` loop per dimension, loading each element
//! (`memref.load`) and printing it with `llvm.call @printf(%frmt_spec, %elt)`, with a newline
//! (`@nl`) after each inner dimension's loop, as the tutorial's code prints: elements as `%f `,
//! a 1-D buffer without newline.
//!
//! A pattern sees only the body of its function, so the pass `toy-lower-print` first declares
//! in the module what the calls need, when missing (the tutorial's `getOrInsertPrintf` and
//! `getOrCreateGlobalString`): `llvm.func @printf(!llvm.ptr, ...) -> i32` and the constants
//! `@frmt_spec` (`"%f \00"`) and `@nl` (`"\0A\00"`); then it converts the prints. A failed
//! conversion removes the declarations again. The rest of the way to `llvm` is oxir's passes
//! (`pipeline::LLVM_PIPELINE`).

use oxir::attrs::{DenseArrayAttr, FlatSymbolRefAttr, IntegerAttr, StringAttr, TypeAttr, UnitAttr};
use oxir::conversion::{
    Conversion, ConversionPatternSet, ConversionTarget, TypeConverter, apply_partial_conversion,
};
use oxir::diagnostics::Diagnostic;
use oxir::pass::{Pass, PassTarget};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::WalkOrder;
use oxir::types::{MemRefType, Signedness};
use oxir::{Body, Context, IrError, Location, Op, OpId, Type, TypeData, Value};
use oxir_arith::ConstantOp as ArithConstantOp;
use oxir_llvm::conversion::convert_with_declarations;
use oxir_llvm::{LLVMArrayType, LLVMFunctionType, LLVMPointerType};
use oxir_memref::LoadOp;
use oxir_scf::{ForOp, YieldOp};

use crate::dialect::PrintOp;

/// The format of an element, NUL-terminated.
const FORMAT: (&str, &[u8]) = ("frmt_spec", b"%f \0");
/// The newline, NUL-terminated.
const NEWLINE: (&str, &[u8]) = ("nl", b"\n\0");

fn integer(ctx: &Context, width: u32) -> Type {
    ctx.intern_type(TypeData::Integer {
        width,
        signedness: Signedness::Signless,
    })
}

fn i8_type(ctx: &Context) -> Type {
    integer(ctx, 8)
}

fn ptr_type(ctx: &Context) -> Type {
    LLVMPointerType::get(ctx, 0).ty()
}

/// `!llvm.func<i32 (ptr, ...)>`, the type of `printf`.
fn printf_type(ctx: &Context) -> Type {
    let i32_ty = integer(ctx, 32);
    LLVMFunctionType::get(ctx, i32_ty, &[ptr_type(ctx)], true).ty()
}

/// `!llvm.array<N x i8>` of a string's bytes.
fn string_type(ctx: &Context, bytes: &[u8]) -> Type {
    LLVMArrayType::get(ctx, bytes.len() as u64, i8_type(ctx)).ty()
}

/// Declares `@printf`, `@frmt_spec` and `@nl` at the start of `module` when it has a
/// `toy.print` and lacks them; the ops it created.
fn declare_printf(ctx: &Context, body: &mut Body, module: OpId) -> Result<Vec<OpId>, IrError> {
    let mut has_print = false;
    body.walk(module, WalkOrder::PreOrder, |b, op| {
        has_print |= ctx.op_name_str(b.op_name(op)) == PrintOp::NAME;
    });
    let (mbody, regions) = body.region_scope_mut(module);
    let Some(block) = regions.first().and_then(|&r| mbody.region_blocks(r).next()) else {
        return Ok(Vec::new());
    };
    if !has_print {
        return Ok(Vec::new());
    }
    let existing: Vec<Vec<u8>> = mbody
        .block_ops(block)
        .filter_map(|op| oxir::symbols::symbol_name(ctx, mbody, op))
        .map(|name| ctx.string_bytes(name).to_vec())
        .collect();
    let missing = |name: &str| !existing.iter().any(|n| n == name.as_bytes());
    let loc = ctx.common().unknown_loc;
    let mut created = Vec::new();
    let mut rw = PatternRewriter::new(ctx, mbody);
    if missing("printf") {
        rw.set_insertion_point_to_start(block);
        let func = oxir_llvm::LLVMFuncOp::declare(&mut rw, loc, "printf", printf_type(ctx))?;
        created.push(func.id());
    }
    for (name, bytes) in [FORMAT, NEWLINE] {
        if !missing(name) {
            continue;
        }
        rw.set_insertion_point_to_start(block);
        let linkage = oxir_llvm::LinkageAttr::get(ctx, oxir_llvm::Linkage::Internal).attr();
        let global = oxir_llvm::GlobalOp::create(
            &mut rw,
            loc,
            TypeAttr::get(ctx, string_type(ctx, bytes)).attr(),
            Some(UnitAttr::get(ctx).attr()),
            StringAttr::get(ctx, name).attr(),
            Some(linkage),
            None,
            None,
            Some(StringAttr::get_bytes(ctx, bytes).attr()),
            None,
            Some(IntegerAttr::get(ctx, integer(ctx, 32), 0).attr()),
            None,
            None,
        )?;
        created.push(global.id());
    }
    Ok(created)
}

/// The address of the first character of global string `name` (`llvm.mlir.addressof` and
/// `llvm.getelementptr [0, 0]`).
fn string_address(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    (name, bytes): (&str, &[u8]),
) -> Result<Value, MatchFailure> {
    let ctx = rw.ctx();
    let ptr = ptr_type(ctx);
    let symbol = FlatSymbolRefAttr::get(ctx, name).attr();
    let address = oxir_llvm::AddressOfOp::create(rw, loc, ptr, symbol)?.id();
    let address = first_result(rw, address)?;
    let raw = DenseArrayAttr::from_i32(ctx, &[0, 0]).attr();
    let elem = TypeAttr::get(ctx, string_type(ctx, bytes)).attr();
    let gep = oxir_llvm::GEPOp::create(rw, loc, ptr, address, &[], raw, elem, None)?.id();
    first_result(rw, gep)
}

fn first_result(rw: &PatternRewriter<'_>, op: OpId) -> Result<Value, MatchFailure> {
    rw.body()
        .results(op)
        .next()
        .ok_or_else(|| MatchFailure::new("the op has no result"))
}

/// `llvm.call @printf(args)`.
fn call_printf(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    args: &[Value],
) -> Result<(), MatchFailure> {
    let ctx = rw.ctx();
    let i32_ty = integer(ctx, 32);
    let callee = FlatSymbolRefAttr::get(ctx, "printf").attr();
    let callee_type = TypeAttr::get(ctx, printf_type(ctx)).attr();
    oxir_llvm::CallOp::create(
        rw,
        loc,
        Some(i32_ty),
        args,
        Some(callee),
        Some(callee_type),
        None,
        None,
        None,
    )?;
    Ok(())
}

fn index_constant(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    value: i64,
) -> Result<Value, MatchFailure> {
    let ctx = rw.ctx();
    let index = ctx.common().index;
    let attr = IntegerAttr::get(ctx, index, value).attr();
    let op = ArithConstantOp::create(rw, loc, index, attr)?;
    first_result(rw, op.0)
}

/// `toy.print %buffer`: the loop nest printing every element (the tutorial's
/// `PrintOpLowering::matchAndRewrite`).
fn lower_print(
    ctx: &Context,
    op: OpId,
    operands: &[Value],
    rw: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let loc = rw.body().op_loc(op);
    let input = *operands
        .first()
        .ok_or_else(|| MatchFailure::new("toy.print has no operand"))?;
    let shape = rw
        .body()
        .value_type(input)
        .dyn_cast::<MemRefType>(ctx)
        .filter(|m| m.shape(ctx).iter().all(|&d| d >= 0))
        .ok_or_else(|| MatchFailure::new("expected a statically shaped memref"))?
        .shape(ctx);
    rw.set_insertion_point_before(op);
    let format = string_address(rw, loc, FORMAT)?;
    let newline = string_address(rw, loc, NEWLINE)?;
    let mut ivs = Vec::new();
    for (i, &dim) in shape.iter().enumerate() {
        let lower = index_constant(rw, loc, 0)?;
        let upper = index_constant(rw, loc, dim)?;
        let step = index_constant(rw, loc, 1)?;
        let for_op = ForOp::create(rw, loc, &[], lower, upper, step, &[])?;
        let region = for_op
            .region(rw.body())
            .ok_or_else(|| MatchFailure::new("scf.for has no region"))?;
        let block = rw.create_block(region, None, &[(ctx.common().index, loc)])?;
        ivs.push(
            rw.body()
                .block_arg(block, 0)
                .ok_or_else(|| MatchFailure::new("scf.for has no induction variable"))?,
        );
        // A newline after each of the inner dimensions of the shape.
        if i + 1 != shape.len() {
            call_printf(rw, loc, &[newline])?;
        }
        YieldOp::create(rw, loc, &[])?;
        rw.set_insertion_point_to_start(block);
    }
    let element = LoadOp::create(rw, loc, input, &ivs, None)?;
    let element = first_result(rw, element.0)?;
    call_printf(rw, loc, &[format, element])?;
    rw.erase_op(op)?;
    Ok(())
}

/// The `toy-lower-print` pass, on the module: `toy.print` of buffers to `printf` calls.
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerPrint;

impl Pass for LowerPrint {
    fn name(&self) -> &str {
        "ToyPrintLoweringPass"
    }

    fn argument(&self) -> &str {
        "toy-lower-print"
    }

    fn description(&self) -> &str {
        "Lower `toy.print` of buffers to `scf.for` loops calling `printf`"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn dependent_dialects(&self) -> &[&str] {
        &["arith", "llvm", "memref", "scf"]
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let module = target.op();
        let mut legality = ConversionTarget::new();
        legality.add_illegal_op(PrintOp::NAME);
        let mut patterns = ConversionPatternSet::new();
        patterns.add_fn(
            PrintOp::NAME,
            "PrintOpLowering",
            |ctx, op, operands, _, r| lower_print(ctx, op, operands.one_to_one()?, r),
        );
        let converter = TypeConverter::new();
        let conversion = Conversion::new(&legality, &patterns, &converter);
        convert_with_declarations(
            ctx,
            target.body,
            module,
            |body| declare_printf(ctx, body, module),
            |body| apply_partial_conversion(ctx, body, module, &conversion),
        )
    }
}

#[cfg(test)]
mod tests {
    use oxir::text::parser::{ParseOptions, parse_source};
    use oxir::text::printer::{PrintOptions, print_op};

    #[test]
    fn a_failed_lowering_leaves_the_module_unchanged() {
        // A buffer of dynamic shape has no loop bounds to print it with: nothing is declared.
        let ctx = crate::context();
        let text = "func.func @main(%arg0: memref<?xf64>) {\n  toy.print %arg0 : memref<?xf64>\n  return\n}";
        let mut module = parse_source(&ctx, text, &ParseOptions::default()).expect("parses");
        let print = |module: &oxir::OwnedOp| {
            print_op(&ctx, &module.body, module.op, &PrintOptions::default())
        };
        let before = print(&module);
        let pipeline = "builtin.module(toy-lower-print)";
        let result = crate::pipeline::run(&ctx, &mut module.body, module.op, pipeline);
        let Err(crate::pipeline::RunError::Pass(diagnostics)) = result else {
            panic!("the lowering succeeded");
        };
        assert_eq!(
            diagnostics[0].message,
            "failed to legalize operation 'toy.print' that was explicitly marked illegal"
        );
        assert_eq!(before, print(&module));
        assert!(!before.contains("printf"), "{before}");
    }
}
