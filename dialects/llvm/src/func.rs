//! `llvm.func`: its custom form (MLIR's `LLVMFuncOp::parse` / `print`: linkage, visibility,
//! `unnamed_addr` and calling-convention keywords before the name, a signature that may end in
//! `...`, the `!llvm.func` type built from it), its `FunctionOpInterface` model over that
//! type ([`LlvmFunction`]), and MLIR's checks of linkage and body.

use crate::{CConv, CConvAttr, LLVMFunctionType, LLVMVoidType, Linkage, LinkageAttr};
use crate::{UnnamedAddr, Visibility};
use oxir::attrs::NamedAttr;
use oxir::function::FunctionOpInterface;
use oxir::function::syntax::{FunctionStyle, parse_function_rest, print_function_rest_then};
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{AttrData, Body, Context, Diagnostic, OpId, OperationState, Type};

/// The attributes the custom form does not print in the dictionary: the keywords before the
/// name, and what follows the signature (`vscale_range(1, 16)`, `comdat(@c::@f)`).
const ELIDED_ATTRS: [&str; 6] = [
    "linkage",
    "visibility_",
    "unnamed_addr",
    "CConv",
    "vscale_range",
    "comdat",
];

/// The inherent attributes of `llvm.func` besides its name, its type and [`ELIDED_ATTRS`]:
/// read from its dictionary as properties.
const DICTIONARY_ATTRS: [&str; 34] = [
    "dso_local",
    "convergent",
    "personality",
    "garbageCollector",
    "passthrough",
    "function_entry_count",
    "memory",
    "arm_streaming",
    "arm_locally_streaming",
    "arm_streaming_compatible",
    "arm_new_za",
    "arm_in_za",
    "arm_out_za",
    "arm_inout_za",
    "arm_preserves_za",
    "section",
    "alignment",
    "frame_pointer",
    "target_cpu",
    "tune_cpu",
    "target_features",
    "unsafe_fp_math",
    "no_infs_fp_math",
    "no_nans_fp_math",
    "approx_func_fp_math",
    "no_signed_zeros_fp_math",
    "denormal_fp_math",
    "denormal_fp_math_f32",
    "fp_contract",
    "no_inline",
    "always_inline",
    "no_unwind",
    "will_return",
    "optimize_none",
];

/// Reads `vscale_range(min, max)` (as `i32` integers, as MLIR's parser builds them) and
/// `comdat(@c::@f)` after the signature of `llvm.func`.
fn parse_after_signature(
    p: &mut OpAsmParser<'_, '_>,
    props: &mut Vec<NamedAttr>,
) -> ParseResult<()> {
    let ctx = p.context();
    if p.parse_optional_keyword("vscale_range") {
        p.parse_lparen()?;
        let min = p.parse_integer()?;
        p.parse_comma()?;
        let max = p.parse_integer()?;
        p.parse_rparen()?;
        let i32_ty = oxir::types::IntegerType::signless(ctx, 32).ty();
        let bound = |v| oxir::attrs::IntegerAttr::get(ctx, i32_ty, v).attr();
        let range = crate::VScaleRangeAttr::get(ctx, bound(min), bound(max)).attr();
        props.push(NamedAttr {
            name: ctx.string_attr("vscale_range"),
            value: range,
        });
    }
    if let Some(comdat) = crate::comdat::parse_optional_comdat(p)? {
        props.push(NamedAttr {
            name: ctx.string_attr("comdat"),
            value: comdat,
        });
    }
    Ok(())
}

/// The bounds of a `#llvm.vscale_range` (0 for a bound that is not an integer).
pub fn vscale_bounds(ctx: &Context, range: crate::VScaleRangeAttr) -> (i64, i64) {
    let int = |a: oxir::Attribute| {
        a.dyn_cast::<oxir::attrs::IntegerAttr>(ctx)
            .and_then(|i| i.value_i64(ctx))
            .unwrap_or(0)
    };
    (int(range.min_range(ctx)), int(range.max_range(ctx)))
}

/// Writes what [`parse_after_signature`] reads.
fn print_after_signature(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let attr = |name| oxir::op_support::attr(ctx, body, op, name);
    if let Some(range) =
        attr("vscale_range").and_then(|a| a.dyn_cast::<crate::VScaleRangeAttr>(ctx))
    {
        let (min, max) = vscale_bounds(ctx, range);
        p.write_str(&format!(" vscale_range({min}, {max})"));
    }
    crate::comdat::print_comdat(p, op);
}

impl crate::LLVMFuncOp {
    /// Declares function `name` of `!llvm.func` type `ty` at `b`'s insertion point: an
    /// `llvm.func` without a body whose optional properties are all unset (the form runtime
    /// functions such as `malloc` or `printf` are declared in).
    pub fn declare(
        b: &mut impl oxir::OpInserter,
        loc: oxir::Location,
        name: &str,
        ty: Type,
    ) -> Result<Self, oxir::IrError> {
        let (ctx, body) = b.parts();
        let mut state = OperationState::new(ctx.op_name(Self::NAME), loc).regions(1);
        state.props = oxir::op_support::properties(
            ctx,
            &[
                (
                    "sym_name",
                    Some(oxir::attrs::StringAttr::get(ctx, name).attr()),
                ),
                (
                    "function_type",
                    Some(oxir::attrs::TypeAttr::get(ctx, ty).attr()),
                ),
            ],
        );
        let op = Self(body.create_op(ctx, state));
        oxir::op_support::insert_created(b, op)
    }
}

/// The `!llvm.func` type of `op`.
pub fn function_type(ctx: &Context, body: &Body, op: OpId) -> Option<LLVMFunctionType> {
    match ctx.attr_data(oxir::op_support::attr(ctx, body, op, "function_type")?) {
        AttrData::Type(ty) => ty.dyn_cast::<LLVMFunctionType>(ctx),
        _ => None,
    }
}

/// The result types an LLVM function type stands for: none for `void`.
pub fn result_types(ctx: &Context, ty: LLVMFunctionType) -> Vec<Type> {
    let result = ty.return_type(ctx);
    if result.isa::<LLVMVoidType>(ctx) {
        Vec::new()
    } else {
        vec![result]
    }
}

/// Reads an optional keyword of an enum (MLIR's `parseOptionalLLVMKeyword`).
fn optional_keyword<T: std::str::FromStr>(
    p: &mut OpAsmParser<'_, '_>,
    cases: &[&str],
) -> Option<T> {
    cases
        .iter()
        .find(|case| p.parse_optional_keyword(case))
        .and_then(|case| case.parse().ok())
}

/// The parser of `llvm.func`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let linkage = optional_keyword::<Linkage>(p, LINKAGES).unwrap_or(Linkage::External);
    let visibility =
        optional_keyword::<Visibility>(p, &["hidden", "protected"]).unwrap_or(Visibility::Default);
    let unnamed = optional_keyword::<UnnamedAddr>(p, &["local_unnamed_addr", "unnamed_addr"])
        .unwrap_or(UnnamedAddr::None);
    let cconv = optional_keyword::<CConv>(p, CCONVS).unwrap_or(CConv::Ccc);
    let named = |name: &str, value| NamedAttr {
        name: ctx.string_attr(name),
        value,
    };
    let props = vec![
        named("linkage", LinkageAttr::get(ctx, linkage).attr()),
        named("visibility_", visibility.get_attr(ctx)),
        named("unnamed_addr", unnamed.get_attr(ctx)),
        named("CConv", CConvAttr::get(ctx, cconv).attr()),
    ];
    // MLIR's `LLVMFuncOp::parse` reads the dictionary as it is: a `sym_visibility` there is
    // the op's visibility.
    let inherent: Vec<&str> = ELIDED_ATTRS
        .iter()
        .chain(&DICTIONARY_ATTRS)
        .copied()
        .collect();
    let style = FunctionStyle {
        allow_variadic: true,
        default_dialect: "",
        inherent: &inherent,
        inferred: &[oxir::symbols::SYMBOL_ATTR, "function_type"],
        after_signature: Some(parse_after_signature),
    };
    parse_function_rest(p, state, props, &style, |ctx, inputs, results, variadic| {
        const FAILED: &str = "failed to construct function type: ";
        if inputs
            .iter()
            .any(|&t| !crate::types::is_compatible_type(ctx, t))
        {
            return Err(format!("{FAILED}expected LLVM type for function arguments"));
        }
        let result = match results {
            [] => LLVMVoidType::get(ctx).ty(),
            [one] => *one,
            _ => return Err(format!("{FAILED}expected zero or one function result")),
        };
        if !crate::types::is_compatible_type(ctx, result) {
            return Err(format!(
                "{FAILED}expected LLVM type for function results{}",
                crate::types::type_text(ctx, result)
            ));
        }
        // MLIR builds the type unchecked here: a `void` argument reads back.
        Ok(LLVMFunctionType::get(ctx, result, inputs, variadic).ty())
    })
}

/// The printer of `llvm.func`.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let Some(ty) = function_type(ctx, body, op) else {
        return p.print_generic(op);
    };
    p.write_str(" ");
    let attr = |name| oxir::op_support::attr(ctx, body, op, name);
    if let Some(linkage) = attr("linkage").and_then(|a| a.dyn_cast::<LinkageAttr>(ctx))
        && linkage.value(ctx) != Linkage::External
    {
        p.write_str(&format!("{} ", linkage.value(ctx)));
    }
    if let Some(visibility) = attr("visibility_").and_then(|a| Visibility::from_attr(ctx, a))
        && visibility != Visibility::Default
    {
        p.write_str(&format!("{visibility} "));
    }
    if let Some(unnamed) = attr("unnamed_addr").and_then(|a| UnnamedAddr::from_attr(ctx, a))
        && unnamed != UnnamedAddr::None
    {
        p.write_str(&format!("{unnamed} "));
    }
    if let Some(cconv) = attr("CConv").and_then(|a| a.dyn_cast::<CConvAttr>(ctx))
        && cconv.value(ctx) != CConv::Ccc
    {
        p.write_str(&format!("{} ", cconv.value(ctx)));
    }
    let inputs = ty.params(ctx).to_vec();
    let results = result_types(ctx, ty);
    print_function_rest_then(
        p,
        op,
        &inputs,
        ty.var_arg(ctx),
        &results,
        &ELIDED_ATTRS,
        &|p| print_after_signature(p, op),
    );
}

/// MLIR's `LLVMFuncOp::verify`: `optimize_none` comes with `no_inline`, and the checks of linkage: a declaration is `external` or
/// `extern_weak`, and `common` / `appending` are for globals.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let has = |name| oxir::op_support::attr(ctx, body, op, name).is_some();
    if has("optimize_none") && !has("no_inline") {
        return Err(op_error(
            ctx,
            body,
            op,
            "with optimize_none must also be no_inline",
        ));
    }
    let linkage = oxir::op_support::attr(ctx, body, op, "linkage")
        .and_then(|a| a.dyn_cast::<LinkageAttr>(ctx))
        .map_or(Linkage::External, |l| l.value(ctx));
    if matches!(linkage, Linkage::Common) {
        return Err(op_error(
            ctx,
            body,
            op,
            "functions cannot have 'common' linkage",
        ));
    }
    if oxir::function::is_external(body, op) {
        if !matches!(linkage, Linkage::External | Linkage::ExternWeak) {
            return Err(op_error(
                ctx,
                body,
                op,
                "external functions must have 'external' or 'extern_weak' linkage",
            ));
        }
        return Ok(());
    }
    Ok(())
}

/// The `FunctionOpInterface` model of `llvm.func`: the signature is the `!llvm.func` type, a
/// `void` result standing for none.
#[derive(Clone, Copy, Debug, Default)]
pub struct LlvmFunction;

impl FunctionOpInterface for LlvmFunction {
    fn argument_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
        function_type(ctx, body, op).map_or(Vec::new(), |t| t.params(ctx).to_vec())
    }

    fn result_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
        function_type(ctx, body, op).map_or(Vec::new(), |t| result_types(ctx, t))
    }
}

/// The linkage keywords, in MLIR's order.
pub(crate) const LINKAGES: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce_odr",
    "linkonce",
    "weak_odr",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "external",
];

/// The calling-convention keywords.
const CCONVS: &[&str] = &[
    "ccc",
    "fastcc",
    "coldcc",
    "cc_10",
    "webkit_jscc",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "swiftcc",
    "cxx_fast_tlscc",
    "tailcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "arm_apcscc",
    "x86_thiscallcc",
    "ptx_kernel",
    "x86_vectorcallcc",
    "amdgpu_kernel",
];

/// MLIR's `ReturnOp::verify`, run from the function because the return's isolated body cannot
/// reach it: each `llvm.return` of the body returns a value of the result type, or none for
/// `void`, with a note at the function.
pub fn verify_returns(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(ty) = function_type(ctx, body, op) else {
        return Ok(());
    };
    let expected = ty.return_type(ctx);
    let void = expected.isa::<LLVMVoidType>(ctx);
    let (scope, returns) = oxir::function::returns_named(ctx, body, op, crate::ReturnOp::NAME);
    for ret in returns {
        let message = match scope.operand(ret, 0) {
            Some(_) if void => "expected no operands",
            None if !void => "expected 1 operand",
            Some(value) if scope.value_type(value) != expected => "mismatching result types",
            _ => continue,
        };
        return Err(op_error(ctx, scope, ret, message)
            .with_note(body.op_loc(op), "when returning from function"));
    }
    Ok(())
}
