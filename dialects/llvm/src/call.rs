//! `llvm.call`: its custom form (MLIR's `CallOp::parse` / `print`: calling convention and
//! tail-call kind keywords, a symbol or a pointer operand as the callee, `vararg(type)` for a
//! variadic callee) and its `CallOpInterface` model ([`LlvmCall`]): a direct call names its
//! callee in `callee`, an indirect one calls its first operand.

use crate::{CConv, CConvAttr, TailCallKind, TailCallKindAttr};
use oxir::attrs::NamedAttr;
use oxir::call::{CallOpInterface, Callee, IndirectCall, SymbolCall};
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{AttrData, Body, Context, IrError, OpId, OperationState, TypeData};
use std::ops::Range;

/// The `CallOpInterface` model of `llvm.call`, direct or indirect.
#[derive(Clone, Copy, Debug, Default)]
pub struct LlvmCall;

/// Whether `op` names its callee (a direct call).
fn is_direct(ctx: &Context, body: &Body, op: OpId) -> bool {
    oxir::op_support::attr(ctx, body, op, "callee").is_some()
}

impl CallOpInterface for LlvmCall {
    fn callee(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Callee> {
        if is_direct(ctx, body, op) {
            SymbolCall.callee(ctx, body, op)
        } else {
            IndirectCall.callee(ctx, body, op)
        }
    }

    fn set_callee(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        callee: Callee,
    ) -> Result<(), IrError> {
        if is_direct(ctx, body, op) {
            SymbolCall.set_callee(ctx, body, op, callee)
        } else {
            IndirectCall.set_callee(ctx, body, op, callee)
        }
    }

    fn arg_operands(&self, ctx: &Context, body: &Body, op: OpId) -> Range<usize> {
        let start = usize::from(!is_direct(ctx, body, op));
        start.min(body.num_operands(op))..body.num_operands(op)
    }
}

/// The attributes the custom form spells by syntax.
const SPELLED: [&str; 4] = ["callee", "TailCallKind", "var_callee_type", "CConv"];

/// The parser of `llvm.call`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let mut props = Vec::new();
    let named = |name: &str, value| NamedAttr {
        name: ctx.string_attr(name),
        value,
    };
    let cconv = ["fastcc", "coldcc", "ccc", "tailcc", "swiftcc"]
        .iter()
        .find(|k| p.parse_optional_keyword(k))
        .and_then(|k| k.parse::<CConv>().ok())
        .unwrap_or(CConv::Ccc);
    let tail = ["tail", "musttail", "notail"]
        .iter()
        .find(|k| p.parse_optional_keyword(k))
        .and_then(|k| k.parse::<TailCallKind>().ok())
        .unwrap_or(TailCallKind::None);
    let callee = p.parse_optional_symbol_name()?;
    let function_pointer = match callee {
        Some(_) => None,
        None => Some(p.parse_operand()?),
    };
    let arguments = p.parse_operand_list(Delimiter::Paren, None)?;
    if p.parse_optional_keyword("vararg") {
        p.parse_lparen()?;
        let at = p.current_offset();
        let ty = p.parse_type()?;
        if !ty.isa::<crate::LLVMFunctionType>(ctx) {
            return Err(p.error_at(at, "expected LLVM function type"));
        }
        p.parse_rparen()?;
        props.push(named(
            "var_callee_type",
            ctx.intern_attr(AttrData::Type(ty)),
        ));
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.parse_colon()?;
    let pointer_type = match function_pointer {
        Some(_) => {
            let ty = p.parse_type()?;
            p.parse_comma()?;
            Some(ty)
        }
        None => None,
    };
    let at = p.current_offset();
    let function = p.parse_function_type()?;
    let TypeData::Function { inputs, results } = ctx.type_data(function) else {
        return Err(p.error_at(at, "expected function type"));
    };
    if results.len() > 1 {
        return Err(p.error_at(at, "expected function with 0 or 1 result"));
    }
    let mut operands = Vec::new();
    let mut types = Vec::new();
    if let (Some(pointer), Some(ty)) = (function_pointer, pointer_type) {
        operands.push(pointer);
        types.push(ty);
    }
    operands.extend(arguments);
    types.extend(inputs.iter().copied());
    state.operands = p.resolve_operands(&operands, &types)?;
    state.result_types = results.to_vec();
    if let Some(callee) = callee {
        let reference = ctx.intern_attr(AttrData::SymbolRef {
            root: callee,
            nested: Box::new([]),
        });
        props.push(named("callee", reference));
    }
    props.push(named("CConv", CConvAttr::get(ctx, cconv).attr()));
    props.push(named(
        "TailCallKind",
        TailCallKindAttr::get(ctx, tail).attr(),
    ));
    if !state
        .attrs
        .iter()
        .any(|a| ctx.string_bytes(a.name) == crate::forms::FASTMATH.as_bytes())
    {
        let none = crate::FastmathFlagsAttr::get(ctx, crate::FastmathFlags::NONE).attr();
        props.push(named(crate::forms::FASTMATH, none));
    }
    oxir::op_support::move_inherent_attrs(
        ctx,
        &mut state.attrs,
        &mut props,
        &[crate::forms::FASTMATH],
    );
    state.props = Some(ctx.dictionary(props));
    Ok(())
}

/// The printer of `llvm.call`.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let attr = |name| oxir::op_support::attr(ctx, body, op, name);
    p.write_str(" ");
    if let Some(cconv) = attr("CConv").and_then(|a| a.dyn_cast::<CConvAttr>(ctx))
        && cconv.value(ctx) != CConv::Ccc
    {
        p.write_str(&format!("{} ", cconv.value(ctx)));
    }
    if let Some(tail) = attr("TailCallKind").and_then(|a| a.dyn_cast::<TailCallKindAttr>(ctx))
        && tail.value(ctx) != TailCallKind::None
    {
        p.write_str(&format!("{} ", tail.value(ctx)));
    }
    let operands: Vec<_> = body.operands(op).collect();
    let direct = match attr("callee") {
        Some(callee) => {
            p.print_attribute(callee);
            true
        }
        None => {
            let Some(&pointer) = operands.first() else {
                return p.print_generic(op);
            };
            p.print_operand(pointer);
            false
        }
    };
    let arguments = &operands[usize::from(!direct)..];
    p.write_str("(");
    p.print_operands(arguments.iter().copied());
    p.write_str(")");
    if let Some(ty) = attr("var_callee_type").and_then(|a| match ctx.attr_data(a) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }) {
        p.write_str(" vararg(");
        p.print_type(ty);
        p.write_str(")");
    }
    let attrs = crate::forms::shown_attrs(ctx, body, op);
    p.print_optional_attr_dict(&attrs, &SPELLED);
    p.write_str(" : ");
    if !direct && let Some(&pointer) = operands.first() {
        p.print_type(body.value_type(pointer));
        p.write_str(", ");
    }
    let inputs: Vec<_> = arguments.iter().map(|&v| body.value_type(v)).collect();
    let results: Vec<_> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_type(ctx.function_type(&inputs, &results));
}
