//! Functions and their ops (MLIR's `LLVMToLLVMIRTranslation.cpp` and the function part of
//! `ModuleTranslation`): signatures with linkage, visibility, calling convention and parameter
//! attributes; blocks, whose arguments become phi nodes fed by every branch to them; every op
//! of the `llvm` dialect as its instruction; intrinsic ops as calls of LLVM's intrinsics.
//!
//! Constant-like ops (`llvm.mlir.constant`, `undef`, `poison`, `zero`, `addressof`) are not
//! instructions: as in MLIR, their values are LLVM constants written where they are used, so
//! they are computed for the whole function before any instruction is written (a phi may use
//! one defined in a later block).

use crate::consts::{constant, int_text};
use crate::module::{
    LocatedText, ModuleState, linkage, linkage_keyword, op_error, sym_name, unnamed_addr,
    visibility,
};
use crate::types::{is_float_like, llvm_name, mangled, mlir_text, quoted};
use oxir::attrs::{AttrData, DenseArrayAttr, DenseElementsAttr, IntegerAttr, StringAttr, TypeAttr};
use oxir::op_support::attr;
use oxir::{Attribute, BlockId, Body, Context, Diagnostic, OpId, RegionId, Type, TypeData, Value};
use oxir_llvm::{
    AtomicBinOp, AtomicOrdering, CConv, FCmpPredicate, FastmathFlags, ICmpPredicate,
    IntegerOverflowFlags, LLVMFunctionType, LLVMPointerType, TailCallKind,
};
use std::collections::{HashMap, HashSet};

type Result<T> = std::result::Result<T, Diagnostic>;

/// The state of one function's translation.
pub(crate) struct FunctionEmitter<'s, 'a> {
    state: &'s mut ModuleState<'a>,
    ctx: &'a Context,
    /// The function's body (its nested body: the function is isolated from above).
    body: &'s Body,
    /// Names of instruction results and block arguments, and texts of constants.
    values: HashMap<Value, String>,
    labels: HashMap<BlockId, String>,
    /// The constant-like ops, which write no instruction.
    constant_ops: HashSet<OpId>,
    /// The constants the constant-like ops stand for, so that an `llvm.insertvalue` into a
    /// constant folds into a constant aggregate, as MLIR's IRBuilder folds it.
    folded: HashMap<Value, Const>,
    /// For each block with arguments: (predecessor label, the values it passes).
    incoming: HashMap<BlockId, Vec<(String, Vec<Value>)>>,
    /// Blocks added to give a branch's two edges to one block distinct predecessors, so each
    /// edge can pass its own values to the phis: (label, destination label, location).
    trampolines: Vec<(String, String, Attribute)>,
    /// The label each terminator's successor is written as: the successor's, or its
    /// trampoline's.
    edge_targets: HashMap<(OpId, usize), String>,
    next_value: usize,
    /// The metadata node of the function's `#llvm.di_subprogram`: its instructions get
    /// `!DILocation`s in that scope.
    subprogram: Option<usize>,
}

/// The terminators' successors with the operands each passes, as their `BranchOpInterface`
/// says (`llvm.br`, `llvm.cond_br` and `llvm.switch` forward operands; other terminators'
/// successors get none).
fn successor_edges(ctx: &Context, body: &Body, op: OpId) -> Vec<(BlockId, Vec<Value>)> {
    body.successors(op)
        .enumerate()
        .map(|(index, dest)| {
            let operands = oxir::branch::forwarded_operands(ctx, body, op, index);
            (dest, operands.unwrap_or_default())
        })
        .collect()
}

impl<'s, 'a> FunctionEmitter<'s, 'a> {
    /// Writes `llvm.func` `op` of `module_body` to `out`: a `declare` without a body, a
    /// `define` with one.
    pub(crate) fn emit(
        state: &'s mut ModuleState<'a>,
        module_body: &'s Body,
        op: OpId,
        out: &mut LocatedText,
    ) -> Result<()> {
        let ctx = state.ctx;
        let error = |message: String| op_error(module_body, op, message);
        let name = sym_name(ctx, module_body, op)?;
        let fn_type = attr(ctx, module_body, op, "function_type")
            .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
            .and_then(|a| a.value(ctx).dyn_cast::<LLVMFunctionType>(ctx))
            .ok_or_else(|| error("expected a `function_type` of type `!llvm.func`".into()))?;
        let (scope, regions) = module_body.region_scope(op);
        let region = regions
            .first()
            .copied()
            .filter(|&r| !scope.region_is_empty(r));
        let mut emitter = FunctionEmitter {
            ctx,
            body: scope,
            values: HashMap::new(),
            labels: HashMap::new(),
            constant_ops: HashSet::new(),
            folded: HashMap::new(),
            incoming: HashMap::new(),
            trampolines: Vec::new(),
            edge_targets: HashMap::new(),
            next_value: 0,
            subprogram: None,
            state,
        };
        emitter.subprogram = emitter
            .state
            .debug
            .function_subprogram(ctx, module_body.op_loc(op))
            .map_err(error)?;
        let result = emitter
            .state
            .types
            .text(ctx, fn_type.return_type(ctx))
            .map_err(error)?;
        let res_attrs = param_attrs(
            emitter.state,
            ctx,
            attr(ctx, module_body, op, "res_attrs"),
            0,
        )
        .map_err(error)?;
        // Result attributes come before the result type: ` zeroext` becomes `zeroext `.
        let res_attrs = match res_attrs.trim_start() {
            "" => String::new(),
            attrs => format!("{attrs} "),
        };
        let entry_args: Vec<Value> = region
            .and_then(|r| scope.region_entry(r))
            .map(|b| scope.block_args(b).collect())
            .unwrap_or_default();
        let arg_attrs = attr(ctx, module_body, op, "arg_attrs");
        let mut params = Vec::new();
        for (i, &param) in fn_type.params(ctx).iter().enumerate() {
            let mut text = emitter.state.types.text(ctx, param).map_err(error)?;
            text.push_str(&param_attrs(emitter.state, ctx, arg_attrs, i).map_err(error)?);
            if let Some(&arg) = entry_args.get(i) {
                let name = format!("%arg{i}");
                text.push(' ');
                text.push_str(&name);
                emitter.values.insert(arg, name);
            }
            params.push(text);
        }
        if fn_type.var_arg(ctx) {
            params.push("...".into());
        }
        let cconv = calling_convention(ctx, module_body, op);
        let keyword = if region.is_some() {
            "define"
        } else {
            "declare"
        };
        let linkage = linkage_keyword(linkage(ctx, module_body, op));
        let dso_local = if attr(ctx, module_body, op, "dso_local").is_some() {
            "dso_local "
        } else {
            ""
        };
        let header = format!(
            "{keyword} {linkage}{dso_local}{}{cconv}{res_attrs}{result} @{}({})",
            visibility(ctx, module_body, op),
            llvm_name(name.bytes(ctx)),
            params.join(", "),
        );
        let unnamed = unnamed_addr(ctx, module_body, op).trim_end();
        let fn_attrs = crate::fn_attrs::function_attributes(ctx, module_body, op, region.is_some())
            .map_err(error)?;
        let loc = module_body.op_loc(op);
        let attachment = emitter.subprogram.map(|sp| format!(" !dbg !{sp}"));
        let Some(region) = region else {
            let line = format!("{header}{}{fn_attrs}", spaced(unnamed));
            // A declaration's attachments come after `declare`.
            let debug = attachment.map(|a| format!("declare{a}{}", &line["declare".len()..]));
            out.line_with_debug(&line, debug.as_deref(), loc);
            return Ok(());
        };
        let metadata = crate::fn_attrs::function_metadata(ctx, module_body, op);
        let line = format!("{header}{}{fn_attrs}{metadata}", spaced(unnamed));
        let debug = attachment.map(|a| format!("{line}{a} {{"));
        out.line_with_debug(&format!("{line} {{"), debug.as_deref(), loc);
        emitter.function_body(region, out)?;
        out.line("}", loc);
        Ok(())
    }

    fn function_body(&mut self, region: RegionId, out: &mut LocatedText) -> Result<()> {
        let body = self.body;
        let ctx = self.ctx;
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        for (i, &block) in blocks.iter().enumerate() {
            self.labels.insert(block, format!("bb{i}"));
        }
        // Constants first: any instruction may use them, wherever they are defined.
        for &block in &blocks {
            for op in body.block_ops(block) {
                if let Some(text) = self.constant_op(op)? {
                    self.values.insert(res(body, op)?, text);
                    self.constant_ops.insert(op);
                } else if let Some(result) = body.result(op, 0) {
                    // Named up front: a phi may use a result defined further down.
                    self.values.insert(result, format!("%v{}", self.next_value));
                    self.next_value += 1;
                }
            }
        }
        // The edges into each block, for its phis.
        for &block in &blocks {
            let Some(term) = body.last_op(block) else {
                continue;
            };
            let label = self.labels[&block].clone();
            let mut reached = HashSet::new();
            let mut splits = 0;
            for (index, (dest, operands)) in
                successor_edges(ctx, body, term).into_iter().enumerate()
            {
                let dest_label = self.label(dest)?;
                let mut pred = label.clone();
                // As MLIR's `ensureDistinctSuccessors`: a block with arguments reached again
                // by the same terminator is reached through a block of its own, so that each
                // edge has a predecessor of its own for the phis.
                if !reached.insert(dest) && body.num_block_args(dest) > 0 {
                    pred = match splits {
                        0 => format!("{label}.split"),
                        n => format!("{label}.split{n}"),
                    };
                    splits += 1;
                    self.trampolines
                        .push((pred.clone(), dest_label.clone(), body.op_loc(term)));
                    self.edge_targets.insert((term, index), pred.clone());
                } else {
                    self.edge_targets.insert((term, index), dest_label);
                }
                self.incoming
                    .entry(dest)
                    .or_default()
                    .push((pred, operands));
            }
        }
        for (i, &block) in blocks.iter().enumerate() {
            if i > 0 {
                for (index, arg) in body.block_args(block).enumerate() {
                    let has_preds = self.incoming.get(&block).is_some_and(|v| !v.is_empty());
                    // A block nothing branches to has no phis in LLVM; its arguments are poison.
                    let name = if has_preds {
                        format!("%{}.{index}", self.labels[&block])
                    } else {
                        "poison".into()
                    };
                    self.values.insert(arg, name);
                }
            }
        }
        for &block in &blocks {
            out.line(
                &format!("{}:", self.labels[&block]),
                ctx.common().unknown_loc,
            );
            self.phis(block, out)?;
            for op in body.block_ops(block) {
                if !self.constant_ops.contains(&op) {
                    self.instruction(op, out)?;
                }
            }
        }
        for (label, dest, loc) in std::mem::take(&mut self.trampolines) {
            out.line(&format!("{label}:"), loc);
            self.instruction_line(&format!("  br label %{dest}"), loc, out)?;
        }
        Ok(())
    }

    /// The label `op`'s successor `index` is written as (its trampoline's, when it has one).
    fn target(&self, op: OpId, index: usize) -> Result<String> {
        self.edge_targets
            .get(&(op, index))
            .cloned()
            .ok_or_else(|| op_error(self.body, op, format!("expected a successor #{index}")))
    }

    fn label(&self, block: BlockId) -> Result<String> {
        self.labels.get(&block).cloned().ok_or_else(|| {
            Diagnostic::error(
                self.ctx.common().unknown_loc,
                "a branch leaves its function's region",
            )
        })
    }

    fn phis(&mut self, block: BlockId, out: &mut LocatedText) -> Result<()> {
        let body = self.body;
        let Some(edges) = self.incoming.get(&block).cloned() else {
            return Ok(());
        };
        if body
            .block_parent_region(block)
            .and_then(|r| body.region_entry(r))
            == Some(block)
        {
            return Ok(());
        }
        for (index, arg) in body.block_args(block).enumerate() {
            let loc = body
                .block_arg_loc(block, index)
                .unwrap_or(self.ctx.common().unknown_loc);
            let ty = self.ty(body.value_type(arg), loc)?;
            let mut entries = Vec::new();
            for (pred, values) in &edges {
                let Some(&value) = values.get(index) else {
                    return Err(Diagnostic::error(
                        loc,
                        "a branch passes too few values to its successor's arguments",
                    ));
                };
                entries.push(format!("[ {}, %{pred} ]", self.val(value)?));
            }
            // As in MLIR's output, phis get no debug location.
            out.line(
                &format!("  {} = phi {ty} {}", self.values[&arg], entries.join(", ")),
                loc,
            );
        }
        Ok(())
    }

    fn ty(&mut self, ty: Type, loc: Attribute) -> Result<String> {
        self.state
            .types
            .text(self.ctx, ty)
            .map_err(|m| Diagnostic::error(loc, m))
    }

    fn val(&self, value: Value) -> Result<String> {
        self.values.get(&value).cloned().ok_or_else(|| {
            Diagnostic::error(
                self.ctx.common().unknown_loc,
                "use of a value the translation has not defined",
            )
        })
    }

    /// `T %v`.
    fn typed(&mut self, value: Value, loc: Attribute) -> Result<String> {
        let ty = self.ty(self.body.value_type(value), loc)?;
        Ok(format!("{ty} {}", self.val(value)?))
    }

    /// The name given to `op`'s result before the function was written.
    fn new_result(&mut self, op: OpId) -> String {
        self.body
            .result(op, 0)
            .and_then(|r| self.values.get(&r).cloned())
            .unwrap_or_default()
    }

    /// The constant an op stands for, if it is constant-like.
    fn constant_op(&mut self, op: OpId) -> Result<Option<String>> {
        let body = self.body;
        let ctx = self.ctx;
        let name = ctx.op_name_str(body.op_name(op));
        let (text, folded) = match name {
            "llvm.mlir.undef" => ("undef".to_string(), Const::Fill("undef")),
            "llvm.mlir.poison" => ("poison".to_string(), Const::Fill("poison")),
            "llvm.mlir.zero" => (
                "zeroinitializer".to_string(),
                Const::Fill("zeroinitializer"),
            ),
            "llvm.insertvalue" => {
                let operands: Vec<Value> = body.operands(op).collect();
                let (Some(container), Some(value)) = (
                    operands.first().and_then(|v| self.folded.get(v)).cloned(),
                    operands.get(1).and_then(|v| self.folded.get(v)).cloned(),
                ) else {
                    return Ok(None);
                };
                let ty = body.value_type(res(body, op)?);
                let path: Vec<usize> = position(ctx, body, op)?
                    .split(", ")
                    .filter_map(|p| p.parse().ok())
                    .collect();
                let c = container
                    .insert(ctx, ty, &path, value)
                    .map_err(|m| op_error(body, op, m))?;
                let text = c
                    .text(self.state, ctx, ty)
                    .map_err(|m| op_error(body, op, m))?;
                (text, c)
            }
            "llvm.mlir.addressof" => {
                let symbol = attr(ctx, body, op, "global_name")
                    .and_then(|a| symbol_name(ctx, a))
                    .ok_or_else(|| op_error(body, op, "expected a `global_name`"))?;
                if !self.state.symbols.contains(&symbol) {
                    return Err(op_error(
                        body,
                        op,
                        "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'",
                    ));
                }
                let text = format!("@{}", llvm_name(&symbol));
                (text.clone(), Const::Text(text))
            }
            "llvm.mlir.constant" => {
                let value = attr(ctx, body, op, "value")
                    .ok_or_else(|| op_error(body, op, "expected a `value`"))?;
                let ty = body.value_type(res(body, op)?);
                let text = constant(&mut self.state.types, ctx, value, ty)
                    .map_err(|m| op_error(body, op, m))?;
                (text.clone(), Const::Text(text))
            }
            _ => return Ok(None),
        };
        self.folded.insert(res(body, op)?, folded);
        Ok(Some(text))
    }

    /// Writes the instruction of `op`.
    fn instruction(&mut self, op: OpId, out: &mut LocatedText) -> Result<()> {
        let body = self.body;
        let ctx = self.ctx;
        let loc = body.op_loc(op);
        let name = ctx.op_name_str(body.op_name(op));
        let Some(short) = name.strip_prefix("llvm.") else {
            return Err(op_error(
                body,
                op,
                format!(
                    "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"
                ),
            ));
        };
        let operands: Vec<Value> = body.operands(op).collect();
        let operand = |i: usize| -> Result<Value> {
            operands
                .get(i)
                .copied()
                .ok_or_else(|| op_error(body, op, format!("expected operand #{i}")))
        };
        let result_ty = |this: &mut Self| -> Result<String> {
            let ty = body.value_type(res(body, op)?);
            this.ty(ty, loc)
        };
        let line = match short {
            "add" | "sub" | "mul" | "shl" | "udiv" | "sdiv" | "urem" | "srem" | "and" | "or"
            | "xor" | "lshr" | "ashr" => {
                let flags = overflow_flags(ctx, body, op);
                let lhs = self.typed(operand(0)?, loc)?;
                let rhs = self.val(operand(1)?)?;
                let r = self.new_result(op);
                format!("{r} = {short} {flags}{lhs}, {rhs}")
            }
            "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
                let fmf = fastmath(ctx, body, op);
                let lhs = self.typed(operand(0)?, loc)?;
                let rhs = self.val(operand(1)?)?;
                let r = self.new_result(op);
                format!("{r} = {short} {fmf}{lhs}, {rhs}")
            }
            "fneg" | "freeze" => {
                let fmf = if short == "fneg" {
                    fastmath(ctx, body, op)
                } else {
                    String::new()
                };
                let a = self.typed(operand(0)?, loc)?;
                let r = self.new_result(op);
                format!("{r} = {short} {fmf}{a}")
            }
            "icmp" => {
                let pred = attr(ctx, body, op, "predicate")
                    .and_then(|a| ICmpPredicate::from_attr(ctx, a))
                    .ok_or_else(|| op_error(body, op, "expected a `predicate`"))?;
                let lhs = self.typed(operand(0)?, loc)?;
                let rhs = self.val(operand(1)?)?;
                let r = self.new_result(op);
                format!("{r} = icmp {} {lhs}, {rhs}", pred.as_str())
            }
            "fcmp" => {
                let pred = attr(ctx, body, op, "predicate")
                    .and_then(|a| FCmpPredicate::from_attr(ctx, a))
                    .ok_or_else(|| op_error(body, op, "expected a `predicate`"))?;
                let fmf = fastmath(ctx, body, op);
                let lhs = self.typed(operand(0)?, loc)?;
                let rhs = self.val(operand(1)?)?;
                let r = self.new_result(op);
                format!(
                    "{r} = fcmp {fmf}{} {lhs}, {rhs}",
                    pred.as_str().trim_start_matches('_')
                )
            }
            "select" => {
                let fmf = if is_float_like(ctx, body.value_type(res(body, op)?)) {
                    fastmath(ctx, body, op)
                } else {
                    String::new()
                };
                let c = self.typed(operand(0)?, loc)?;
                let t = self.typed(operand(1)?, loc)?;
                let f = self.typed(operand(2)?, loc)?;
                let r = self.new_result(op);
                format!("{r} = select {fmf}{c}, {t}, {f}")
            }
            "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "fptosi" | "fptoui" | "sitofp"
            | "uitofp" | "bitcast" | "ptrtoint" | "inttoptr" | "addrspacecast" => {
                let a = self.typed(operand(0)?, loc)?;
                let to = result_ty(self)?;
                let r = self.new_result(op);
                format!("{r} = {short} {a} to {to}")
            }
            "return" => match operands.first() {
                Some(&v) => format!("ret {}", self.typed(v, loc)?),
                None => "ret void".into(),
            },
            "unreachable" => "unreachable".into(),
            "br" => format!("br label %{}", self.target(op, 0)?),
            "cond_br" => {
                let c = self.typed(operand(0)?, loc)?;
                let t = self.target(op, 0)?;
                let f = self.target(op, 1)?;
                let weights = branch_weights(ctx, body, op);
                format!("br {c}, label %{t}, label %{f}{weights}")
            }
            "switch" => {
                let flag = self.typed(operand(0)?, loc)?;
                let flag_ty = self.ty(body.value_type(operand(0)?), loc)?;
                let default = self.target(op, 0)?;
                let values: Vec<String> = attr(ctx, body, op, oxir::branch::switch::CASE_VALUES)
                    .map(|a| {
                        a.dyn_cast::<DenseElementsAttr>(ctx)
                            .and_then(|d| {
                                d.int_values(ctx).map(|v| v.map(|v| int_text(&v)).collect())
                            })
                            .ok_or_else(|| op_error(body, op, "expected integer `case_values`"))
                    })
                    .transpose()?
                    .unwrap_or_default();
                let mut line = format!("switch {flag}, label %{default} [");
                for (index, value) in values.iter().enumerate() {
                    let dest = self.target(op, index + 1)?;
                    line.push_str(&format!(" {flag_ty} {value}, label %{dest}"));
                }
                line.push_str(" ]");
                line.push_str(&branch_weights(ctx, body, op));
                line
            }
            "load" => {
                let ty = result_ty(self)?;
                let p = self.typed(operand(0)?, loc)?;
                let r = self.new_result(op);
                let access = memory_access(ctx, body, op, "load", &format!("{ty}, {p}"));
                format!("{r} = {access}")
            }
            "store" => {
                let v = self.typed(operand(0)?, loc)?;
                let p = self.typed(operand(1)?, loc)?;
                memory_access(ctx, body, op, "store", &format!("{v}, {p}"))
            }
            "alloca" => {
                let elem = type_attr(ctx, body, op, "elem_type")?;
                let elem = self.ty(elem, loc)?;
                let size = self.typed(operand(0)?, loc)?;
                let space = body
                    .value_type(res(body, op)?)
                    .dyn_cast::<LLVMPointerType>(ctx)
                    .map(|p| p.address_space(ctx))
                    .unwrap_or(0);
                let inalloca = if attr(ctx, body, op, "inalloca").is_some() {
                    "inalloca "
                } else {
                    ""
                };
                let r = self.new_result(op);
                let space = if space == 0 {
                    String::new()
                } else {
                    format!(", addrspace({space})")
                };
                format!(
                    "{r} = alloca {inalloca}{elem}, {size}{}{space}",
                    align(ctx, body, op)
                )
            }
            "fence" => format!("fence{}", ordering_suffix(ctx, body, op, "ordering")),
            "atomicrmw" => {
                let bin = attr(ctx, body, op, "bin_op")
                    .and_then(|a| AtomicBinOp::from_attr(ctx, a))
                    .ok_or_else(|| op_error(body, op, "expected a `bin_op`"))?;
                let p = self.typed(operand(0)?, loc)?;
                let v = self.typed(operand(1)?, loc)?;
                let r = self.new_result(op);
                format!(
                    "{r} = atomicrmw {}{} {p}, {v}{}{}",
                    volatile(ctx, body, op),
                    bin.as_str().trim_start_matches('_'),
                    ordering_suffix(ctx, body, op, "ordering"),
                    align(ctx, body, op)
                )
            }
            "cmpxchg" => {
                let p = self.typed(operand(0)?, loc)?;
                let c = self.typed(operand(1)?, loc)?;
                let v = self.typed(operand(2)?, loc)?;
                let weak = if attr(ctx, body, op, "weak").is_some() {
                    "weak "
                } else {
                    ""
                };
                let failure = ordering_name(ctx, body, op, "failure_ordering");
                let r = self.new_result(op);
                format!(
                    "{r} = cmpxchg {weak}{}{p}, {c}, {v}{} {failure}{}",
                    volatile(ctx, body, op),
                    ordering_suffix(ctx, body, op, "success_ordering"),
                    align(ctx, body, op)
                )
            }
            "extractelement" => {
                let v = self.typed(operand(0)?, loc)?;
                let i = self.typed(operand(1)?, loc)?;
                let r = self.new_result(op);
                format!("{r} = extractelement {v}, {i}")
            }
            "insertelement" => {
                let vector = self.typed(operand(0)?, loc)?;
                let value = self.typed(operand(1)?, loc)?;
                let i = self.typed(operand(2)?, loc)?;
                let r = self.new_result(op);
                format!("{r} = insertelement {vector}, {value}, {i}")
            }
            "extractvalue" | "insertvalue" => {
                let position = position(ctx, body, op)?;
                let container = self.typed(operand(0)?, loc)?;
                let value = if short == "insertvalue" {
                    format!(", {}", self.typed(operand(1)?, loc)?)
                } else {
                    String::new()
                };
                let r = self.new_result(op);
                format!("{r} = {short} {container}{value}, {position}")
            }
            "shufflevector" => {
                let mask = attr(ctx, body, op, "mask")
                    .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
                    .and_then(|a| a.i64_values(ctx).map(|v| v.collect::<Vec<_>>()))
                    .ok_or_else(|| op_error(body, op, "expected a `mask`"))?;
                let a = self.typed(operand(0)?, loc)?;
                let b = self.typed(operand(1)?, loc)?;
                let r = self.new_result(op);
                let scalable = matches!(ctx.type_data(body.value_type(operand(0)?)), TypeData::Vector { scalable, .. } if scalable.first() == Some(&true));
                // LLVM writes the mask of a scalable shuffle as a splat: only all zeros exist.
                if scalable && mask.iter().any(|&m| m != 0) {
                    return Err(op_error(
                        body,
                        op,
                        "a shuffle of scalable vectors takes a mask of zeros only",
                    ));
                }
                let mask_len = mask.len();
                let mask: Vec<String> = mask
                    .iter()
                    .map(|&m| {
                        if m < 0 {
                            "i32 poison".into()
                        } else {
                            format!("i32 {m}")
                        }
                    })
                    .collect();
                if scalable {
                    format!(
                        "{r} = shufflevector {a}, {b}, <vscale x {mask_len} x i32> zeroinitializer"
                    )
                } else {
                    format!(
                        "{r} = shufflevector {a}, {b}, <{mask_len} x i32> <{}>",
                        mask.join(", ")
                    )
                }
            }
            "getelementptr" => {
                let elem = type_attr(ctx, body, op, "elem_type")?;
                let elem = self.ty(elem, loc)?;
                let base = self.typed(operand(0)?, loc)?;
                let mut indices = Vec::new();
                let mut dynamic = operands[1..].iter();
                for raw in gep_indices(ctx, body, op)? {
                    if raw == GEP_DYNAMIC {
                        let v = dynamic.next().ok_or_else(|| op_error(body, op, "expected as many dynamic indices as `rawConstantIndices` has placeholders"))?;
                        indices.push(self.typed(*v, loc)?);
                    } else {
                        indices.push(format!("i32 {raw}"));
                    }
                }
                let inbounds = if attr(ctx, body, op, "inbounds").is_some() {
                    "inbounds "
                } else {
                    ""
                };
                let r = self.new_result(op);
                let mut line = format!("{r} = getelementptr {inbounds}{elem}, {base}");
                for index in indices {
                    line.push_str(", ");
                    line.push_str(&index);
                }
                line
            }
            "call" => self.call(op, &operands, loc)?,
            _ if short.starts_with("intr.") => self.intrinsic(op, &short[5..], &operands, loc)?,
            _ => {
                return Err(op_error(
                    body,
                    op,
                    format!("cannot be converted to LLVM IR: no translation for `{name}`"),
                ));
            }
        };
        self.instruction_line(&format!("  {line}"), loc, out)
    }

    /// Writes an instruction of an op at `loc`, with its `!DILocation` when the function has
    /// a subprogram and the location translates.
    fn instruction_line(
        &mut self,
        line: &str,
        loc: Attribute,
        out: &mut LocatedText,
    ) -> Result<()> {
        let location = self
            .state
            .debug
            .location(self.ctx, loc, self.subprogram, None)
            .map_err(|m| Diagnostic::error(loc, m))?;
        if let (Some(location), Some(subprogram)) = (location, self.subprogram)
            && self.state.debug.location_subprogram(location) != Some(subprogram)
        {
            return Err(Diagnostic::error(
                loc,
                "!dbg attachment points at wrong subprogram for function",
            ));
        }
        let debug = location.map(|l| format!("{line}, !dbg !{l}"));
        out.line_with_debug(line, debug.as_deref(), loc);
        Ok(())
    }

    /// `llvm.call`: direct or through a pointer (the first operand), variadic with the callee
    /// type `var_callee_type` names, with its tail-call kind, calling convention and fast-math
    /// flags (LLVM takes those only on calls with a float result).
    fn call(&mut self, op: OpId, operands: &[Value], loc: Attribute) -> Result<String> {
        let body = self.body;
        let ctx = self.ctx;
        let callee = attr(ctx, body, op, "callee").and_then(|a| symbol_name(ctx, a));
        let (target, args) = match &callee {
            Some(name) => (format!("@{}", llvm_name(name)), operands),
            None => {
                let (first, rest) = operands
                    .split_first()
                    .ok_or_else(|| op_error(body, op, "an indirect call needs a callee operand"))?;
                (self.val(*first)?, rest)
            }
        };
        let result = match body.num_results(op) {
            0 => None,
            _ => Some(body.value_type(res(body, op)?)),
        };
        let ret = match result {
            Some(ty) => self.ty(ty, loc)?,
            None => "void".into(),
        };
        let callee_ty = match attr(ctx, body, op, "var_callee_type")
            .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        {
            Some(ty) => self.ty(ty.value(ctx), loc)?,
            None => ret.clone(),
        };
        let args = args
            .iter()
            .map(|&a| self.typed(a, loc))
            .collect::<Result<Vec<_>>>()?;
        let tail = match attr(ctx, body, op, "TailCallKind")
            .and_then(|a| TailCallKind::from_attr(ctx, a))
        {
            Some(TailCallKind::Tail) => "tail ",
            Some(TailCallKind::MustTail) => "musttail ",
            Some(TailCallKind::NoTail) => "notail ",
            _ => "",
        };
        let fmf = if result.is_some_and(|t| is_float_like(ctx, t)) {
            fastmath(ctx, body, op)
        } else {
            String::new()
        };
        let cconv = calling_convention(ctx, body, op);
        let prefix = if result.is_some() {
            format!("{} = ", self.new_result(op))
        } else {
            String::new()
        };
        Ok(format!(
            "{prefix}{tail}call {fmf}{cconv}{callee_ty} {target}({})",
            args.join(", ")
        ))
    }

    /// An intrinsic op as a call of the LLVM intrinsic, declared once per module.
    fn intrinsic(
        &mut self,
        op: OpId,
        short: &str,
        operands: &[Value],
        loc: Attribute,
    ) -> Result<String> {
        let body = self.body;
        let ctx = self.ctx;
        let mangle = |v: Type| mangled(ctx, v).map_err(|m| op_error(body, op, m));
        let ty_of = |i: usize| -> Result<Type> {
            operands
                .get(i)
                .map(|&v| body.value_type(v))
                .ok_or_else(|| op_error(body, op, format!("expected operand #{i}")))
        };
        let flag = |name: &str| -> String {
            let set = attr(ctx, body, op, name)
                .map(|a| match ctx.attr_data(a) {
                    AttrData::Bool(b) => *b,
                    AttrData::Integer { value, .. } => {
                        !matches!(value, oxir::attrs::IntValue::Small(0))
                    }
                    _ => false,
                })
                .unwrap_or(false);
            format!("i1 {set}")
        };
        let mut extra = Vec::new();
        let mut call_attrs = "";
        let (suffix, fmf) = match short {
            "fabs" | "sqrt" | "exp" | "log" | "floor" | "ceil" | "sin" | "cos" | "copysign"
            | "maxnum" | "minnum" | "maximum" | "minimum" | "fma" => {
                (mangle(ty_of(0)?)?, fastmath(ctx, body, op))
            }
            "powi" => (
                format!("{}.{}", mangle(ty_of(0)?)?, mangle(ty_of(1)?)?),
                fastmath(ctx, body, op),
            ),
            "smax" | "smin" | "umax" | "umin" | "ctpop" => (mangle(ty_of(0)?)?, String::new()),
            "ctlz" | "cttz" => {
                extra.push(flag("is_zero_poison"));
                (mangle(ty_of(0)?)?, String::new())
            }
            "abs" => {
                extra.push(flag("is_int_min_poison"));
                (mangle(ty_of(0)?)?, String::new())
            }
            "memcpy" => {
                extra.push(flag("isVolatile"));
                (
                    format!(
                        "{}.{}.{}",
                        mangle(ty_of(0)?)?,
                        mangle(ty_of(1)?)?,
                        mangle(ty_of(2)?)?
                    ),
                    String::new(),
                )
            }
            "memset" => {
                extra.push(flag("isVolatile"));
                (
                    format!("{}.{}", mangle(ty_of(0)?)?, mangle(ty_of(2)?)?),
                    String::new(),
                )
            }
            "stacksave" => {
                let res = res(body, op)?;
                (mangle(body.value_type(res))?, String::new())
            }
            "stackrestore" => (mangle(ty_of(0)?)?, String::new()),
            "assume" => (String::new(), String::new()),
            "experimental.constrained.fptrunc" => {
                let rounding = attr(ctx, body, op, "roundingmode")
                    .and_then(|a| oxir_llvm::RoundingMode::from_attr(ctx, a))
                    .ok_or_else(|| op_error(body, op, "expected attribute `roundingmode`"))?;
                let exceptions = attr(ctx, body, op, "fpExceptionBehavior")
                    .and_then(|a| oxir_llvm::FPExceptionBehavior::from_attr(ctx, a))
                    .ok_or_else(|| {
                        op_error(body, op, "expected attribute `fpExceptionBehavior`")
                    })?;
                extra.push(format!("metadata !\"round.{}\"", rounding.as_str()));
                extra.push(format!("metadata !\"fpexcept.{}\"", exceptions.as_str()));
                // Calls of constrained intrinsics must be `strictfp`, as LLVM's IRBuilder
                // marks them.
                call_attrs = " strictfp";
                let res = res(body, op)?;
                (
                    format!("{}.{}", mangle(body.value_type(res))?, mangle(ty_of(0)?)?),
                    String::new(),
                )
            }
            "prefetch" => {
                for name in ["rw", "hint", "cache"] {
                    let value = attr(ctx, body, op, name)
                        .and_then(|a| a.dyn_cast::<oxir::attrs::IntegerAttr>(ctx))
                        .and_then(|a| a.value_i64(ctx))
                        .ok_or_else(|| {
                            op_error(body, op, format!("expected attribute `{name}`"))
                        })?;
                    extra.push(format!("i32 {value}"));
                }
                (mangle(ty_of(0)?)?, String::new())
            }
            _ => {
                return Err(op_error(
                    body,
                    op,
                    format!(
                        "cannot be converted to LLVM IR: no translation for intrinsic `llvm.intr.{short}`"
                    ),
                ));
            }
        };
        // Intrinsics that are not overloaded (`llvm.assume`) have no type suffix.
        let name = if suffix.is_empty() {
            format!("llvm.{short}")
        } else {
            format!("llvm.{short}.{suffix}")
        };
        let ret = match body.num_results(op) {
            0 => "void".to_string(),
            _ => self.ty(body.value_type(res(body, op)?), loc)?,
        };
        // The parameter types from the operands' types (an operand's text may be a constant
        // with spaces, `<2 x double> <double 1.0, ...>`), then the types of the extra arguments,
        // which are a type and a word.
        let mut params = operands
            .iter()
            .map(|&a| self.ty(body.value_type(a), loc))
            .collect::<Result<Vec<_>>>()?;
        params.extend(
            extra
                .iter()
                .map(|a| a.split_once(' ').map_or(a.as_str(), |(t, _)| t).to_string()),
        );
        let mut args = operands
            .iter()
            .map(|&a| self.typed(a, loc))
            .collect::<Result<Vec<_>>>()?;
        args.extend(extra);
        if !self.state.symbols.contains(name.as_bytes())
            && self.state.intrinsic_names.insert(name.clone())
        {
            self.state.intrinsics.push(format!(
                "declare {ret} @{}({})",
                llvm_name(name.as_bytes()),
                params.join(", ")
            ));
        }
        let prefix = if body.num_results(op) > 0 {
            format!("{} = ", self.new_result(op))
        } else {
            String::new()
        };
        Ok(format!(
            "{prefix}call {fmf}{ret} @{}({}){call_attrs}",
            llvm_name(name.as_bytes()),
            args.join(", ")
        ))
    }
}

/// The op's first result.
/// `cc N ` for a function or call with a `CConv` other than C's (0), else nothing.
fn calling_convention(ctx: &Context, body: &Body, op: OpId) -> String {
    match attr(ctx, body, op, "CConv")
        .and_then(|a| CConv::from_attr(ctx, a))
        .map(|c| c.value())
    {
        None | Some(0) => String::new(),
        Some(cconv) => format!("cc {cconv} "),
    }
}

/// ` , !prof !{!"branch_weights", i32 ...}` for a branch with `branch_weights`, else nothing.
fn branch_weights(ctx: &Context, body: &Body, op: OpId) -> String {
    attr(ctx, body, op, "branch_weights")
        .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .and_then(|a| a.i64_values(ctx).map(|v| v.collect::<Vec<_>>()))
        .map(|w| {
            let list: Vec<String> = w.iter().map(|x| format!("i32 {x}")).collect();
            format!(", !prof !{{!\"branch_weights\", {}}}", list.join(", "))
        })
        .unwrap_or_default()
}

fn res(body: &Body, op: OpId) -> Result<Value> {
    body.result(op, 0)
        .ok_or_else(|| op_error(body, op, "expected a result"))
}

/// MLIR's marker of a dynamic index in `rawConstantIndices` (`GEPOp::kDynamicIndex`).
const GEP_DYNAMIC: i64 = i32::MIN as i64;

fn gep_indices(ctx: &Context, body: &Body, op: OpId) -> Result<Vec<i64>> {
    attr(ctx, body, op, "rawConstantIndices")
        .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .and_then(|a| a.i64_values(ctx).map(|v| v.collect()))
        .ok_or_else(|| op_error(body, op, "expected `rawConstantIndices`"))
}

fn position(ctx: &Context, body: &Body, op: OpId) -> Result<String> {
    let position: Vec<i64> = attr(ctx, body, op, "position")
        .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .and_then(|a| a.i64_values(ctx).map(|v| v.collect()))
        .ok_or_else(|| op_error(body, op, "expected a `position`"))?;
    if position.iter().any(|&p| p < 0) {
        return Err(op_error(body, op, "a position is negative"));
    }
    Ok(position
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", "))
}

fn type_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<Type> {
    attr(ctx, body, op, name)
        .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        .map(|a| a.value(ctx))
        .ok_or_else(|| op_error(body, op, format!("expected a type attribute `{name}`")))
}

/// A symbol reference's root name.
fn symbol_name(ctx: &Context, attr: Attribute) -> Option<Vec<u8>> {
    match ctx.attr_data(attr) {
        AttrData::SymbolRef { root, .. } => Some(ctx.string_bytes(*root).to_vec()),
        _ => None,
    }
}

/// A word with a space before it, or nothing.
fn spaced(word: &str) -> String {
    if word.is_empty() {
        String::new()
    } else {
        format!(" {word}")
    }
}

/// Parameter (or result) attributes: `llvm.<name>` entries of the dictionary at `index` of
/// `attrs`, as LLVM's keywords: unit (`noalias`), integer (`align 16`, `dereferenceable(8)`)
/// and type (`byval(T)`) ones. Entries of other dialects are not LLVM's and are dropped, as
/// MLIR drops them.
fn param_attrs(
    state: &mut ModuleState<'_>,
    ctx: &Context,
    attrs: Option<Attribute>,
    index: usize,
) -> std::result::Result<String, String> {
    let Some(dict) = attrs.and_then(|a| match ctx.attr_data(a) {
        AttrData::Array(list) => list.get(index).copied(),
        _ => None,
    }) else {
        return Ok(String::new());
    };
    let mut out = String::new();
    for entry in oxir::structure::dictionary_entries(ctx, dict) {
        let name = String::from_utf8_lossy(ctx.string_bytes(entry.name)).into_owned();
        let Some(keyword) = name.strip_prefix("llvm.") else {
            continue;
        };
        match ctx.attr_data(entry.value) {
            AttrData::Unit => out.push_str(&format!(" {keyword}")),
            AttrData::Integer { .. } => {
                let n = entry
                    .value
                    .dyn_cast::<IntegerAttr>(ctx)
                    .and_then(|a| a.value_i64(ctx))
                    .unwrap_or(0);
                if keyword == "align" {
                    out.push_str(&format!(" align {n}"));
                } else {
                    out.push_str(&format!(" {keyword}({n})"));
                }
            }
            AttrData::Type(ty) => {
                out.push_str(&format!(" {keyword}({})", state.types.text(ctx, *ty)?))
            }
            _ => return Err(format!("unsupported parameter attribute `{name}`")),
        }
    }
    Ok(out)
}

/// Fast-math flags with a trailing space (`fast ` for all of them), or nothing.
fn fastmath(ctx: &Context, body: &Body, op: OpId) -> String {
    let bits = attr(ctx, body, op, "fastmathFlags")
        .and_then(|a| FastmathFlags::from_attr(ctx, a))
        .map(|f| f.value())
        .unwrap_or(0);
    if bits & 127 == 127 {
        return "fast ".into();
    }
    let names = ["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"];
    names
        .iter()
        .enumerate()
        .filter(|(i, _)| bits & (1 << i) != 0)
        .map(|(_, n)| format!("{n} "))
        .collect()
}

/// `nuw nsw ` as the overflow flags say, or nothing.
fn overflow_flags(ctx: &Context, body: &Body, op: OpId) -> String {
    let bits = attr(ctx, body, op, "overflowFlags")
        .and_then(|a| IntegerOverflowFlags::from_attr(ctx, a))
        .map(|f| f.value())
        .unwrap_or(0);
    let mut out = String::new();
    if bits & 2 != 0 {
        out.push_str("nuw ");
    }
    if bits & 1 != 0 {
        out.push_str("nsw ");
    }
    out
}

fn volatile(ctx: &Context, body: &Body, op: OpId) -> &'static str {
    if attr(ctx, body, op, "volatile_").is_some() {
        "volatile "
    } else {
        ""
    }
}

fn align(ctx: &Context, body: &Body, op: OpId) -> String {
    attr(ctx, body, op, "alignment")
        .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
        .and_then(|a| a.value_i64(ctx))
        .filter(|&a| a > 0)
        .map(|a| format!(", align {a}"))
        .unwrap_or_default()
}

fn ordering_name(ctx: &Context, body: &Body, op: OpId, name: &str) -> &'static str {
    attr(ctx, body, op, name)
        .and_then(|a| AtomicOrdering::from_attr(ctx, a))
        .map(|o| o.as_str())
        .unwrap_or("not_atomic")
}

/// ` syncscope("s") ordering`.
fn ordering_suffix(ctx: &Context, body: &Body, op: OpId, name: &str) -> String {
    let scope = attr(ctx, body, op, "syncscope")
        .and_then(|a| a.dyn_cast::<StringAttr>(ctx))
        .map(|s| format!(" syncscope({})", quoted(s.bytes(ctx))))
        .unwrap_or_default();
    format!("{scope} {}", ordering_name(ctx, body, op, name))
}

/// For loads and stores: `atomic ` and the ordering suffix when atomic, or nothing.
fn atomic_parts(ctx: &Context, body: &Body, op: OpId) -> (&'static str, String) {
    match ordering_name(ctx, body, op, "ordering") {
        "not_atomic" => ("", String::new()),
        _ => ("atomic ", ordering_suffix(ctx, body, op, "ordering")),
    }
}

/// `!nontemporal`, `!invariant.load` and `!invariant.group` attachments of loads and stores.
/// A `load` or `store` (`instruction`) of `operands` with `op`'s atomicity, volatility,
/// alignment and metadata.
fn memory_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    instruction: &str,
    operands: &str,
) -> String {
    let (atomic, ordering) = atomic_parts(ctx, body, op);
    format!(
        "{instruction} {atomic}{}{operands}{ordering}{}{}",
        volatile(ctx, body, op),
        align(ctx, body, op),
        memory_metadata(ctx, body, op)
    )
}

fn memory_metadata(ctx: &Context, body: &Body, op: OpId) -> String {
    let mut out = String::new();
    if attr(ctx, body, op, "nontemporal").is_some() {
        out.push_str(", !nontemporal !{i32 1}");
    }
    if attr(ctx, body, op, "invariant").is_some() {
        out.push_str(", !invariant.load !{}");
    }
    if attr(ctx, body, op, "invariantGroup").is_some() {
        out.push_str(", !invariant.group !{}");
    }
    out
}

/// A constant computed by a global's initializer region: the ops a constant expression can
/// hold, folded as MLIR folds them (`insertvalue` into aggregates of undef, poison or zero
/// elements, or of constants built by earlier `insertvalue`s), then what `llvm.return` returns.
pub(crate) fn initializer_constant(
    state: &mut ModuleState<'_>,
    body: &Body,
    region: RegionId,
    ty: Type,
) -> Result<String> {
    let ctx = state.ctx;
    let mut values: HashMap<Value, Const> = HashMap::new();
    let entry = body
        .region_entry(region)
        .ok_or_else(|| Diagnostic::error(ctx.common().unknown_loc, "empty initializer region"))?;
    let get = |values: &HashMap<Value, Const>, v: Value| -> Result<Const> {
        values.get(&v).cloned().ok_or_else(|| {
            Diagnostic::error(
                ctx.common().unknown_loc,
                "use of a value the initializer does not define",
            )
        })
    };
    for op in body.block_ops(entry) {
        let name = ctx.op_name_str(body.op_name(op));
        let operands: Vec<Value> = body.operands(op).collect();
        let loc = body.op_loc(op);
        let err = |m: String| Diagnostic::error(loc, m);
        if name == "llvm.return" {
            let v = operands
                .first()
                .ok_or_else(|| op_error(body, op, "an initializer must return a value"))?;
            let c = get(&values, *v)?;
            return c.text(state, ctx, ty).map_err(err);
        }
        let result_ty = body
            .result(op, 0)
            .map(|r| body.value_type(r))
            .filter(|_| body.num_results(op) == 1);
        let Some(result_ty) = result_ty else {
            return Err(op_error(
                body,
                op,
                format!("`{name}` cannot be part of a global's initializer"),
            ));
        };
        let c = match name {
            "llvm.mlir.undef" => Const::Fill("undef"),
            "llvm.mlir.poison" => Const::Fill("poison"),
            "llvm.mlir.zero" => Const::Fill("zeroinitializer"),
            "llvm.mlir.constant" | "llvm.mlir.addressof" => {
                let mut f = FunctionEmitterLite { state };
                Const::Text(f.constant(body, op)?)
            }
            "llvm.insertvalue" => {
                let container = get(&values, operands[0])?;
                let value = get(&values, operands[1])?;
                let path: Vec<usize> = position(ctx, body, op)?
                    .split(", ")
                    .filter_map(|p| p.parse().ok())
                    .collect();
                container
                    .insert(ctx, result_ty, &path, value)
                    .map_err(err)?
            }
            "llvm.getelementptr" => {
                let elem = type_attr(ctx, body, op, "elem_type")?;
                let elem = state.types.text(ctx, elem).map_err(err)?;
                let base_ty = body.value_type(operands[0]);
                let base = get(&values, operands[0])?
                    .typed(state, ctx, base_ty)
                    .map_err(err)?;
                let mut dynamic = operands[1..].iter();
                let mut parts = vec![elem, base];
                for raw in gep_indices(ctx, body, op)? {
                    if raw == GEP_DYNAMIC {
                        let v = *dynamic
                            .next()
                            .ok_or_else(|| op_error(body, op, "missing a dynamic index"))?;
                        parts.push(
                            get(&values, v)?
                                .typed(state, ctx, body.value_type(v))
                                .map_err(err)?,
                        );
                    } else {
                        parts.push(format!("i32 {raw}"));
                    }
                }
                let inbounds = if attr(ctx, body, op, "inbounds").is_some() {
                    "inbounds "
                } else {
                    ""
                };
                Const::Text(format!("getelementptr {inbounds}({})", parts.join(", ")))
            }
            "llvm.bitcast" | "llvm.addrspacecast" | "llvm.ptrtoint" | "llvm.inttoptr"
            | "llvm.trunc" => {
                let arg = get(&values, operands[0])?
                    .typed(state, ctx, body.value_type(operands[0]))
                    .map_err(err)?;
                let to = state.types.text(ctx, result_ty).map_err(err)?;
                Const::Text(format!("{} ({arg} to {to})", &name[5..]))
            }
            "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.and" | "llvm.or" | "llvm.xor"
            | "llvm.shl"
                if fold_int(
                    ctx,
                    name,
                    result_ty,
                    &get(&values, operands[0])?,
                    &get(&values, operands[1])?,
                )
                .is_some() =>
            {
                let folded = fold_int(
                    ctx,
                    name,
                    result_ty,
                    &get(&values, operands[0])?,
                    &get(&values, operands[1])?,
                );
                Const::Text(folded.unwrap_or_default())
            }
            "llvm.add" | "llvm.sub" | "llvm.xor" => {
                let a = get(&values, operands[0])?
                    .typed(state, ctx, body.value_type(operands[0]))
                    .map_err(err)?;
                let b = get(&values, operands[1])?
                    .typed(state, ctx, body.value_type(operands[1]))
                    .map_err(err)?;
                Const::Text(format!("{} ({a}, {b})", &name[5..]))
            }
            _ => {
                return Err(op_error(
                    body,
                    op,
                    format!("`{name}` cannot be part of a global's initializer"),
                ));
            }
        };
        values.insert(res(body, op)?, c);
    }
    Err(Diagnostic::error(
        ctx.common().unknown_loc,
        "an initializer region must end in `llvm.return`",
    ))
}

/// The constant ops' translation outside a function (for initializers).
struct FunctionEmitterLite<'s, 'a> {
    state: &'s mut ModuleState<'a>,
}

impl FunctionEmitterLite<'_, '_> {
    fn constant(&mut self, body: &Body, op: OpId) -> Result<String> {
        let ctx = self.state.ctx;
        match ctx.op_name_str(body.op_name(op)) {
            "llvm.mlir.addressof" => {
                let symbol = attr(ctx, body, op, "global_name")
                    .and_then(|a| symbol_name(ctx, a))
                    .ok_or_else(|| op_error(body, op, "expected a `global_name`"))?;
                Ok(format!("@{}", llvm_name(&symbol)))
            }
            _ => {
                let value = attr(ctx, body, op, "value")
                    .ok_or_else(|| op_error(body, op, "expected a `value`"))?;
                let ty = body.value_type(res(body, op)?);
                constant(&mut self.state.types, ctx, value, ty).map_err(|m| op_error(body, op, m))
            }
        }
    }
}

/// A constant under construction in an initializer.
#[derive(Clone)]
enum Const {
    /// Written as is.
    Text(String),
    /// `undef`, `poison` or `zeroinitializer` of whatever type it has.
    Fill(&'static str),
    /// A struct or array built element by element: each element's type and value.
    Aggregate {
        open: &'static str,
        close: &'static str,
        elements: Vec<(Type, Const)>,
    },
}

impl Const {
    fn text(
        &self,
        state: &mut ModuleState<'_>,
        ctx: &Context,
        _ty: Type,
    ) -> std::result::Result<String, String> {
        Ok(match self {
            Const::Text(t) => t.clone(),
            Const::Fill(f) => (*f).to_string(),
            Const::Aggregate {
                open,
                close,
                elements,
            } => {
                let mut parts = Vec::new();
                for (ty, c) in elements {
                    parts.push(c.typed(state, ctx, *ty)?);
                }
                format!("{open} {} {close}", parts.join(", "))
            }
        })
    }

    fn typed(
        &self,
        state: &mut ModuleState<'_>,
        ctx: &Context,
        ty: Type,
    ) -> std::result::Result<String, String> {
        Ok(format!(
            "{} {}",
            state.types.text(ctx, ty)?,
            self.text(state, ctx, ty)?
        ))
    }

    /// `self` with `value` at `path`.
    fn insert(
        self,
        ctx: &Context,
        ty: Type,
        path: &[usize],
        value: Const,
    ) -> std::result::Result<Const, String> {
        let Some((&first, rest)) = path.split_first() else {
            return Ok(value);
        };
        let mut aggregate = match self {
            Const::Fill(fill) => {
                let (open, close, element_types) = aggregate_elements(ctx, ty)?;
                Const::Aggregate {
                    open,
                    close,
                    elements: element_types
                        .into_iter()
                        .map(|t| (t, Const::Fill(fill)))
                        .collect(),
                }
            }
            other => other,
        };
        let Const::Aggregate { elements, .. } = &mut aggregate else {
            return Err(format!(
                "cannot insert into the constant of type `{}`",
                mlir_text(ctx, ty)
            ));
        };
        let Some((element_ty, slot)) = elements.get_mut(first) else {
            return Err(format!(
                "position {first} is out of `{}`",
                mlir_text(ctx, ty)
            ));
        };
        let old = std::mem::replace(slot, Const::Fill("undef"));
        *slot = old.insert(ctx, *element_ty, rest, value)?;
        Ok(aggregate)
    }
}

fn aggregate_elements(
    ctx: &Context,
    ty: Type,
) -> std::result::Result<(&'static str, &'static str, Vec<Type>), String> {
    if let Some(st) = ty.dyn_cast::<oxir_llvm::LLVMStructType>(ctx) {
        let (open, close) = if st.is_packed(ctx) {
            ("<{", "}>")
        } else {
            ("{", "}")
        };
        return Ok((open, close, st.body(ctx).to_vec()));
    }
    if let Some(array) = ty.dyn_cast::<oxir_llvm::LLVMArrayType>(ctx) {
        return Ok((
            "[",
            "]",
            vec![array.element_type(ctx); array.num_elements(ctx) as usize],
        ));
    }
    Err(format!("`{}` is not an aggregate", mlir_text(ctx, ty)))
}

/// `name` (an integer op) on two integer literals of type `ty` (at most 64 bits wide), wrapped
/// to the width as LLVM's constant folder does it; `None` when the operands are not literals.
/// LLVM 19 has no `mul`, `and`, `or` or `shl` constant expressions, so MLIR's translation of an
/// initializer region relies on this folding.
fn fold_int(ctx: &Context, name: &str, ty: Type, lhs: &Const, rhs: &Const) -> Option<String> {
    let TypeData::Integer { width, .. } = ctx.type_data(ty) else {
        return None;
    };
    let width = *width;
    if !(2..=64).contains(&width) {
        return None;
    }
    let (Const::Text(a), Const::Text(b)) = (lhs, rhs) else {
        return None;
    };
    let (a, b) = (a.parse::<i64>().ok()?, b.parse::<i64>().ok()?);
    let value = match name {
        "llvm.add" => a.wrapping_add(b),
        "llvm.sub" => a.wrapping_sub(b),
        "llvm.mul" => a.wrapping_mul(b),
        "llvm.and" => a & b,
        "llvm.or" => a | b,
        "llvm.xor" => a ^ b,
        "llvm.shl" if (0..i64::from(width)).contains(&b) => a.wrapping_shl(b as u32),
        _ => return None,
    };
    // Sign-extend from the type's width.
    let shift = 64 - width;
    Some(((value << shift) >> shift).to_string())
}
