//! Tests of the shared lowering support: converted types as `mlir-opt-19` prints them (the
//! expectations come from `mlir-opt-19 -convert-func-to-llvm` on functions of these types),
//! the descriptor helpers, the source materialization of expanded memref arguments, and the
//! `ConvertToLLVMPatternInterface` mechanism with a test dialect.

use super::*;
use oxir::conversion::{ConversionPatternSet, ConversionTarget, SignatureConversion};
use oxir::descriptor::{DialectDescriptor, OpDescriptor};
use oxir::pass::{Pass, PassManager};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::OwnedOp;
use oxir::text::parser::{ParseOptions, parse_source, parse_type};
use oxir::text::printer::{PrintOptions, print_op, print_type};
use oxir::{Context, Type};

fn context() -> Context {
    let ctx = Context::new();
    crate::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn ty(ctx: &Context, text: &str) -> Type {
    parse_type(ctx, text).unwrap_or_else(|d| panic!("`{text}`: {d}"))
}

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    parse_source(ctx, text, &ParseOptions::default()).unwrap_or_else(|d| panic!("{d}"))
}

fn print(ctx: &Context, owned: &OwnedOp) -> String {
    print_op(ctx, &owned.body, owned.op, &PrintOptions::default())
}

/// What `converter` makes of each type, printed.
fn converted(ctx: &Context, converter: &LLVMTypeConverter, text: &str) -> String {
    let types = converter.convert_type(ctx, ty(ctx, text));
    let printed: Vec<String> = types.iter().map(|&t| print_type(ctx, t)).collect();
    printed.join(", ")
}

#[test]
fn builtin_types_convert_as_mlir_prints_them() {
    let ctx = context();
    let converter = LLVMTypeConverter::new(LowerToLLVMOptions::default());
    for (input, expected) in [
        ("index", "i64"),
        ("i32", "i32"),
        ("si8", "i8"),
        ("f32", "f32"),
        ("bf16", "bf16"),
        ("f8E4M3FN", "i8"),
        ("complex<f32>", "!llvm.struct<(f32, f32)>"),
        ("vector<4xf32>", "vector<4xf32>"),
        ("vector<2x3xi32>", "!llvm.array<2 x vector<3xi32>>"),
        ("vector<f32>", "vector<1xf32>"),
        ("vector<4xindex>", "vector<4xi64>"),
        ("vector<2x[4]xf32>", "!llvm.array<2 x vector<[4]xf32>>"),
        (
            "memref<?x4xf32>",
            "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>",
        ),
        ("memref<f32>", "!llvm.struct<(ptr, ptr, i64)>"),
        (
            "memref<4xf32, 3>",
            "!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>",
        ),
        (
            "memref<4x4xf32, strided<[8, 1], offset: ?>>",
            "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>",
        ),
        ("memref<*xf32>", "!llvm.struct<(i64, ptr)>"),
        ("memref<*xi8, 1>", "!llvm.struct<(i64, ptr)>"),
        ("(i32) -> i64", "!llvm.ptr"),
        ("!llvm.ptr", "!llvm.ptr"),
    ] {
        assert_eq!(converted(&ctx, &converter, input), expected, "{input}");
    }
    let narrow = LLVMTypeConverter::new(LowerToLLVMOptions {
        index_bitwidth: 32,
        ..LowerToLLVMOptions::default()
    });
    assert_eq!(
        converted(&ctx, &narrow, "memref<2x2xf32>"),
        "!llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>"
    );
}

fn signature(
    ctx: &Context,
    converter: &LLVMTypeConverter,
    text: &str,
    bare: bool,
) -> (String, SignatureConversion) {
    let (func, conversion) = converter
        .convert_function_signature(ctx, ty(ctx, text), false, bare)
        .unwrap_or_else(|| panic!("`{text}` converts"));
    (print_type(ctx, func), conversion)
}

#[test]
fn function_signatures_expand_memrefs_and_pack_results() {
    let ctx = context();
    let converter = LLVMTypeConverter::new(LowerToLLVMOptions::default());
    let (func, conversion) = signature(
        &ctx,
        &converter,
        "(index, memref<?xf32>, memref<*xf32>, memref<f32>) -> ()",
        false,
    );
    assert_eq!(
        func,
        "!llvm.func<void (i64, ptr, ptr, i64, i64, i64, i64, ptr, ptr, ptr, i64)>"
    );
    assert_eq!(
        conversion.input_mapping(1),
        Some(&oxir::conversion::InputMapping::Inputs { start: 1, len: 5 })
    );
    let (func, _) = signature(&ctx, &converter, "() -> (i32, index, memref<2xf32>)", false);
    assert_eq!(
        func,
        "!llvm.func<struct<(i32, i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> ()>"
    );
    // `use-bare-ptr-memref-call-conv`, per call or in the options.
    let (func, _) = signature(
        &ctx,
        &converter,
        "(memref<4xf32>, index) -> memref<2x2xf32>",
        true,
    );
    assert_eq!(func, "!llvm.func<ptr (ptr, i64)>");
    let bare = LLVMTypeConverter::new(LowerToLLVMOptions {
        use_bare_ptr_call_conv: true,
        ..LowerToLLVMOptions::default()
    });
    let (func, _) = signature(
        &ctx,
        &bare,
        "(memref<4xf32>, index) -> memref<2x2xf32>",
        false,
    );
    assert_eq!(func, "!llvm.func<ptr (ptr, i64)>");
    // No bare pointer for a dynamic shape or an unranked memref.
    assert!(
        bare.convert_function_signature(&ctx, ty(&ctx, "(memref<?xf32>) -> ()"), false, false)
            .is_none()
    );
    assert!(
        bare.convert_function_signature(&ctx, ty(&ctx, "(memref<*xf32>) -> ()"), false, false)
            .is_none()
    );
    let (func, _) = {
        let (f, c) = converter
            .convert_function_signature(&ctx, ty(&ctx, "(i32) -> ()"), true, false)
            .unwrap();
        (print_type(&ctx, f), c)
    };
    assert_eq!(func, "!llvm.func<void (i32, ...)>");
}

#[test]
fn the_index_bitwidth_comes_from_the_data_layout() {
    let ctx = context();
    let owned = parse(
        &ctx,
        "module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {}",
    );
    let module = owned.op;
    assert_eq!(
        data_layout_index_bitwidth(&ctx, &owned.body, module),
        Some(32)
    );
    assert_eq!(
        LowerToLLVMOptions::from_data_layout(&ctx, &owned.body, module).index_bitwidth,
        32
    );
    assert!(
        LLVMTypeConverter::from_type_converter(&oxir::conversion::TypeConverter::new()).is_none()
    );
    let plain = parse(&ctx, "module {}");
    assert_eq!(
        LowerToLLVMOptions::from_data_layout(&ctx, &plain.body, plain.op).index_bitwidth,
        64
    );
}

/// Runs `f` with a rewriter at the end of the module's block.
fn with_rewriter(
    ctx: &Context,
    owned: &mut OwnedOp,
    f: impl FnOnce(&mut PatternRewriter<'_>, &[oxir::Value]),
) {
    let (scope, regions) = owned.body.region_scope_mut(owned.op);
    let block = scope.region_entry(regions[0]).unwrap();
    let values: Vec<oxir::Value> = scope
        .block_ops(block)
        .flat_map(|op| scope.results(op).collect::<Vec<_>>())
        .collect();
    let mut rewriter = PatternRewriter::new(ctx, scope);
    rewriter.set_insertion_point_to_end(block);
    f(&mut rewriter, &values);
}

#[test]
fn descriptors_pack_and_unpack_with_insertvalue_and_extractvalue() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#"%0:4 = "u.fields"() : () -> (!llvm.ptr, !llvm.ptr, i64, i64)
%1 = "u.unranked"() : () -> !llvm.struct<(i64, ptr)>
"#,
    );
    let converter = LLVMTypeConverter::new(LowerToLLVMOptions::default());
    let desc_ty = converter.convert(&ctx, ty(&ctx, "memref<?xf32>")).unwrap();
    with_rewriter(&ctx, &mut owned, |rewriter, values| {
        let loc = rewriter.loc();
        let fields = [values[0], values[1], values[2], values[3], values[2]];
        let packed = MemRefDescriptor::pack(rewriter, loc, desc_ty, &fields).unwrap();
        // A count that does not match the rank is an error.
        assert!(MemRefDescriptor::pack(rewriter, loc, desc_ty, &fields[..4]).is_err());
        let unpacked = MemRefDescriptor::unpack(rewriter, loc, packed).unwrap();
        assert_eq!(unpacked.len(), 5);
        let mut desc = MemRefDescriptor::new(rewriter.ctx(), rewriter.body(), packed).unwrap();
        assert_eq!(desc.rank(), 1);
        assert!(desc.size(rewriter, loc, 1).is_err());
        desc.set_constant_stride(rewriter, loc, 0, 1).unwrap();
        let parts = UnrankedMemRefDescriptor::unpack(rewriter, loc, values[4]).unwrap();
        let unranked_ty = rewriter.body().value_type(values[4]);
        let repacked = UnrankedMemRefDescriptor::pack(rewriter, loc, unranked_ty, &parts).unwrap();
        let state = rewriter.state("u.sink").operands(&[desc.value(), repacked]);
        rewriter.create(state).unwrap();
    });
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  %0:4 = "u.fields"() : () -> (!llvm.ptr, !llvm.ptr, i64, i64)
  %1 = "u.unranked"() : () -> !llvm.struct<(i64, ptr)>
  %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.insertvalue %0#0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %4 = llvm.insertvalue %0#1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %5 = llvm.insertvalue %0#2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %6 = llvm.insertvalue %0#3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %7 = llvm.insertvalue %0#2, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %9 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %10 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %11 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %12 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %13 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %14 = llvm.mlir.constant(1 : index) : i64
  %15 = llvm.insertvalue %14, %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %16 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)> 
  %17 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)> 
  %18 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
  %19 = llvm.insertvalue %16, %18[0] : !llvm.struct<(i64, ptr)> 
  %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(i64, ptr)> 
  "u.sink"(%15, %20) : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.struct<(i64, ptr)>) -> ()
}
"#
    );
}

/// A test dialect `ut` whose `ut.inc` lowers to `llvm.add` through the interface.
struct UtToLLVM;

impl ConvertToLLVMPatternInterface for UtToLLVM {
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        _ctx: &Context,
        target: &mut ConversionTarget,
        _converter: &mut LLVMTypeConverter,
        patterns: &mut ConversionPatternSet,
    ) {
        target.add_illegal_dialect("ut");
        patterns.add_fn(
            "ut.inc",
            "ut-inc-to-llvm",
            |ctx, op, operands, converter, rewriter| {
                let [value] = operands.one_to_one()? else {
                    return Err(MatchFailure::new("expected one operand"));
                };
                // The LLVM converter behind the plain one the driver gives patterns.
                let llvm = LLVMTypeConverter::from_type_converter(converter)
                    .ok_or_else(|| MatchFailure::new("not an LLVM type converter"))?;
                let ty = llvm
                    .convert(ctx, rewriter.body().value_type(*value))
                    .ok_or_else(|| MatchFailure::new("no type"))?;
                let state = rewriter
                    .state("llvm.add")
                    .operands(&[*value, *value])
                    .results(&[ty]);
                rewriter
                    .replace_op_with_new(op, state)
                    .map(drop)
                    .map_err(|e| MatchFailure::new(e.to_string()))
            },
        );
    }
}

#[test]
fn convert_to_llvm_gathers_the_patterns_of_dialects_implementing_the_interface() {
    let ctx = context();
    ctx.register_dialect(
        DialectDescriptor::new("ut"),
        vec![OpDescriptor::new("ut.inc")],
    );
    let mut owned = parse(
        &ctx,
        r#"%0 = "u.def"() : () -> i32
%1 = "ut.inc"(%0) : (i32) -> i32
"#,
    );
    // Without the interface, nothing to do.
    let pass = ConvertToLLVM::default();
    let mut pm = PassManager::new("builtin.module");
    pm.add_pass(Box::new(ConvertToLLVM::default())).unwrap();
    assert!(!pm.run(&ctx, &mut owned.body, owned.op).failed);
    assert!(print(&ctx, &owned).contains("ut.inc"));
    assert!(
        ctx.attach_dialect_interface::<dyn ConvertToLLVMPatternInterface>("ut", Box::new(UtToLLVM))
    );
    let (_, _, patterns) = ConvertToLLVM::conversion_parts(&ctx, &owned.body, owned.op, &[]);
    assert_eq!(patterns.len(), 1);
    let (_, _, filtered) =
        ConvertToLLVM::conversion_parts(&ctx, &owned.body, owned.op, &["arith".to_string()]);
    assert!(filtered.is_empty());
    assert!(!pm.run(&ctx, &mut owned.body, owned.op).failed);
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  %0 = "u.def"() : () -> i32
  %1 = llvm.add %0, %0 : i32
}
"#
    );
    assert_eq!(pass.argument(), "convert-to-llvm");
}

#[test]
fn expanded_memref_arguments_are_packed_for_users_not_converted() {
    use oxir::conversion::{Conversion, apply_partial_conversion, apply_signature_conversion};
    use oxir::function::{ConventionalFunction, FunctionOpInterface};
    let ctx = context();
    let func = OpDescriptor::new("t.func")
        .with_traits(oxir::traits::TraitSet::new(&[
            oxir::traits::Trait::IsolatedFromAbove,
        ]))
        .with_property_names(&["sym_name", "function_type"]);
    func.interfaces
        .insert::<dyn FunctionOpInterface>(Box::new(ConventionalFunction));
    ctx.register_dialect(DialectDescriptor::new("t"), vec![func]);
    let mut owned = parse(
        &ctx,
        r#""t.func"() <{function_type = (memref<?xf32>) -> (), sym_name = "f"}> ({
^bb0(%m: memref<?xf32>):
  "u.use"(%m) : (memref<?xf32>) -> ()
}) : () -> ()
"#,
    );
    let converter = LLVMTypeConverter::new(LowerToLLVMOptions::default());
    let mut patterns = ConversionPatternSet::new();
    // What a function lowering does with the signature: the entry block takes the expanded
    // arguments (here the op keeps a builtin function type of them).
    patterns.add_fn("t.func", "expand", |ctx, op, _, converter, rewriter| {
        let llvm = LLVMTypeConverter::from_type_converter(converter).unwrap();
        let function = oxir::function::function_interface(ctx, rewriter.body(), op).unwrap();
        let ty = function.function_type(ctx, rewriter.body(), op).unwrap();
        let (_, conversion) = llvm
            .convert_function_signature(ctx, ty, false, false)
            .unwrap();
        let (scope, regions) = rewriter.body_mut().region_scope_mut(op);
        let entry = scope.region_entry(regions[0]).unwrap();
        let mut inner = PatternRewriter::new(ctx, scope);
        apply_signature_conversion(&mut inner, entry, &conversion)
            .map_err(|e| MatchFailure::new(e.to_string()))?;
        let new_ty = ctx.function_type(conversion.converted_types(), &[]);
        rewriter.modify_op_in_place(op, |body| function.set_function_type(ctx, body, op, new_ty));
        Ok(())
    });
    let mut target = ConversionTarget::new();
    target.add_legal_op("builtin.module");
    target.add_dynamically_legal_op("t.func", |ctx, body, op| {
        oxir::function::signature(ctx, body, op).is_some_and(|(inputs, _)| inputs.len() == 5)
    });
    let conversion = Conversion::new(&target, &patterns, &converter);
    apply_partial_conversion(&ctx, &mut owned.body, owned.op, &conversion).unwrap();
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  "t.func"() <{function_type = (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64):
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    "u.use"(%6) : (memref<?xf32>) -> ()
  }) : () -> ()
}
"#
    );
}

#[test]
fn static_descriptors_and_promoted_call_operands() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#"%0:2 = "u.ptrs"() : () -> (!llvm.ptr, !llvm.ptr)
%1 = "u.i"() : () -> i32
"#,
    );
    let converter = LLVMTypeConverter::new(LowerToLLVMOptions::default());
    let memref = ty(&ctx, "memref<2x3xf32>");
    with_rewriter(&ctx, &mut owned, |rewriter, values| {
        let loc = rewriter.loc();
        let dynamic = ty(rewriter.ctx(), "memref<?xf32>");
        assert!(
            MemRefDescriptor::from_static_shape(
                rewriter, loc, &converter, dynamic, values[0], values[1]
            )
            .is_err()
        );
        let desc = MemRefDescriptor::from_static_shape(
            rewriter, loc, &converter, memref, values[0], values[1],
        )
        .unwrap();
        let i32_ty = rewriter.body().value_type(values[2]);
        let types = [memref, i32_ty];
        let operands = [desc.value(), values[2]];
        let unpacked = converter
            .promote_operands(rewriter, loc, &types, &operands, false)
            .unwrap();
        assert_eq!(unpacked.len(), 8);
        assert_eq!(unpacked[7], values[2]);
        let bare = converter
            .promote_operands(rewriter, loc, &types, &operands, true)
            .unwrap();
        assert_eq!(bare.len(), 2);
        let unranked = ty(rewriter.ctx(), "memref<*xf32>");
        assert!(
            converter
                .promote_operands(rewriter, loc, &[unranked], &[values[2]], true)
                .is_err()
        );
        let state = rewriter.state("u.sink").operands(&[bare[0]]);
        rewriter.create(state).unwrap();
    });
    let text = print(&ctx, &owned);
    let expected_static = r#"  %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %3 = llvm.insertvalue %0#0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %4 = llvm.insertvalue %0#1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %5 = llvm.mlir.constant(0 : index) : i64
  %6 = llvm.insertvalue %5, %4[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %7 = llvm.mlir.constant(2 : index) : i64
  %8 = llvm.insertvalue %7, %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %9 = llvm.mlir.constant(3 : index) : i64
  %10 = llvm.insertvalue %9, %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %11 = llvm.mlir.constant(3 : index) : i64
  %12 = llvm.insertvalue %11, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %13 = llvm.mlir.constant(1 : index) : i64
  %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
"#;
    assert!(text.contains(expected_static), "{text}");
    assert!(text.contains("\"u.sink\"(%"), "{text}");
}
