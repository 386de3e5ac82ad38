//! Functions and their instructions, as MLIR 19's `ModuleImport::processFunction` converts
//! them: blocks in their order, phis as block arguments passed by the branches, instructions
//! visited in reverse post-order (so the constants they use appear at the start of the entry
//! block in MLIR's order), the intrinsics the translation emits as `llvm.intr.*` ops.

use super::consts::{Constants, mlir_symbol, overflow_flags};
use super::text::{LlConst, LlType, Reader};
use super::types::{TypeSpeller, mlir_string, type_text};
use super::{Importer, Located, dso_local_function, linkage_name, visibility_words};
use inkwell::basic_block::BasicBlock;
use inkwell::values::FastMathFlags;
use inkwell::values::{
    AnyValue, AsValueRef, BasicValue, BasicValueEnum, CallSiteValue, FunctionValue,
    InstructionOpcode as Op, InstructionValue, Operand, PhiValue,
};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, FloatPredicate, IntPredicate};
use std::collections::HashMap;

type Result<T> = std::result::Result<T, String>;

/// The MLIR names of the calling conventions the dialect has.
const CCONVS: [(u32, &str); 18] = [
    (0, "ccc"),
    (8, "fastcc"),
    (9, "coldcc"),
    (10, "cc_10"),
    (12, "webkit_jscc"),
    (13, "anyregcc"),
    (14, "preserve_mostcc"),
    (15, "preserve_allcc"),
    (16, "swiftcc"),
    (17, "cxx_fast_tlscc"),
    (18, "tailcc"),
    (64, "x86_stdcallcc"),
    (65, "x86_fastcallcc"),
    (66, "arm_apcscc"),
    (70, "x86_thiscallcc"),
    (71, "ptx_kernel"),
    (80, "x86_vectorcallcc"),
    (91, "amdgpu_kernel"),
];

/// The intrinsics imported as `llvm.intr.*` ops (their declarations are dropped, as MLIR
/// drops the declarations of the intrinsics it converts).
const INTRINSICS: [&str; 27] = [
    "fabs",
    "sqrt",
    "exp",
    "log",
    "copysign",
    "maxnum",
    "minnum",
    "maximum",
    "minimum",
    "fma",
    "powi",
    "smax",
    "smin",
    "umax",
    "umin",
    "ctpop",
    "ctlz",
    "cttz",
    "abs",
    "memcpy",
    "memset",
    "stacksave",
    "stackrestore",
    "assume",
    "prefetch",
    "exp2",
    "log2",
];

/// The constrained intrinsics imported as `llvm.intr.experimental.constrained.*` ops (their
/// rounding mode and exception behavior are metadata operands).
const CONSTRAINED_INTRINSICS: [&str; 1] = ["experimental.constrained.fptrunc"];

/// The `llvm.intr` name of an intrinsic function the importer converts.
pub(crate) fn intrinsic_name(function: &str) -> Option<&'static str> {
    let name = function.strip_prefix("llvm.")?;
    if let Some(&constrained) = CONSTRAINED_INTRINSICS.iter().find(|c| {
        name.strip_prefix(*c)
            .is_some_and(|rest| rest.starts_with('.'))
    }) {
        return Some(constrained);
    }
    let base = name.split('.').next()?;
    INTRINSICS.iter().copied().find(|&name| name == base)
}

/// What the import of one function tracks.
struct FunctionState<'ctx> {
    consts: Constants,
    /// SSA names of arguments and instruction results, by value.
    values: HashMap<usize, String>,
    next: usize,
    blocks: Vec<BasicBlock<'ctx>>,
    block_index: HashMap<usize, usize>,
    phis: Vec<Vec<PhiValue<'ctx>>>,
    lines: Vec<Vec<String>>,
    /// The block being converted.
    current: usize,
}

impl FunctionState<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next - 1)
    }

    fn emit(&mut self, line: String) {
        let current = self.current;
        self.lines[current].push(line);
    }
}

/// A function signature read from LLVM's printing of its type (`i32 (ptr, ...)`).
struct Signature {
    result: LlType,
    params: Vec<LlType>,
    varargs: bool,
}

fn signature(text: &str) -> Result<Signature> {
    let mut reader = Reader::new(text);
    let result = reader.ty()?;
    if !reader.eat("(") {
        return Err(format!("expected a function type, found `{text}`"));
    }
    let mut params = Vec::new();
    let mut varargs = false;
    if !reader.eat(")") {
        loop {
            if reader.eat("...") {
                varargs = true;
            } else {
                params.push(reader.ty()?);
            }
            if reader.eat(")") {
                break;
            }
            if !reader.eat(",") {
                return Err(format!("unsupported function type `{text}`"));
            }
        }
    }
    Ok(Signature {
        result,
        params,
        varargs,
    })
}

fn cconv_name(cconv: u32) -> Result<&'static str> {
    CCONVS
        .iter()
        .find(|(value, _)| *value == cconv)
        .map(|(_, name)| *name)
        .ok_or_else(|| format!("unsupported calling convention {cconv}"))
}

fn ordering_name(ordering: AtomicOrdering) -> Option<&'static str> {
    Some(match ordering {
        AtomicOrdering::NotAtomic => return None,
        AtomicOrdering::Unordered => "unordered",
        AtomicOrdering::Monotonic => "monotonic",
        AtomicOrdering::Acquire => "acquire",
        AtomicOrdering::Release => "release",
        AtomicOrdering::AcquireRelease => "acq_rel",
        AtomicOrdering::SequentiallyConsistent => "seq_cst",
    })
}

/// The ` syncscope("...")` of an instruction's text, or nothing.
fn syncscope(text: &str) -> Result<String> {
    match text.find("syncscope(") {
        None => Ok(String::new()),
        Some(at) => {
            let mut reader = Reader::new(&text[at + "syncscope(".len()..]);
            Ok(format!(" syncscope({})", mlir_string(&reader.quoted()?)))
        }
    }
}

/// The words of an instruction's text before `, align` (or metadata): the orderings end it.
fn trailing_words(text: &str) -> Vec<&str> {
    let end = text
        .find(", align ")
        .or_else(|| text.find(", !"))
        .unwrap_or(text.len());
    text[..end].split_whitespace().collect()
}

/// ` {fastmathFlags = #llvm.fastmath<...>}` for the flags of `inst`, or nothing.
fn fastmath(inst: InstructionValue<'_>) -> String {
    if !inst.can_use_fast_math_flags() {
        return String::new();
    }
    let Ok(flags) = inst.get_fast_math_flags() else {
        return String::new();
    };
    if flags.is_empty() {
        return String::new();
    }
    if flags.is_all() {
        return " {fastmathFlags = #llvm.fastmath<fast>}".into();
    }
    let names: Vec<&str> = [
        (FastMathFlags::AllowReassoc, "reassoc"),
        (FastMathFlags::NoNaNs, "nnan"),
        (FastMathFlags::NoInfs, "ninf"),
        (FastMathFlags::NoSignedZeros, "nsz"),
        (FastMathFlags::AllowReciprocal, "arcp"),
        (FastMathFlags::AllowContract, "contract"),
        (FastMathFlags::ApproxFunc, "afn"),
    ]
    .iter()
    .filter(|(flag, _)| flags.contains(*flag))
    .map(|(_, name)| *name)
    .collect();
    format!(" {{fastmathFlags = #llvm.fastmath<{}>}}", names.join(", "))
}

fn key(value: impl AsValueRef) -> usize {
    value.as_value_ref() as usize
}

fn operand<'ctx>(inst: InstructionValue<'ctx>, i: u32) -> Result<BasicValueEnum<'ctx>> {
    match inst.get_operand(i) {
        Some(Operand::Value(value)) => Ok(value),
        _ => Err(format!("expected a value as operand #{i}")),
    }
}

fn block_operand<'ctx>(inst: InstructionValue<'ctx>, i: u32) -> Result<BasicBlock<'ctx>> {
    match inst.get_operand(i) {
        Some(Operand::Block(block)) => Ok(block),
        _ => Err(format!("expected a block as operand #{i}")),
    }
}

/// The `llvm.func` entries of where `f` goes, how it unwinds and is collected and how often it
/// runs: its alignment, section, personality, garbage collector and `!prof` entry count, as
/// MLIR 19 imports them. The collector and the count come from `header`, the function's line
/// of the module's text (`gc "name"`, `!prof !N`), and `metadata`, the module's metadata lines
/// by id: LLVM's C API has no safe way to ask for them.
fn header_entries(
    f: FunctionValue<'_>,
    header: &str,
    metadata: &HashMap<String, String>,
) -> Vec<String> {
    let global = f.as_global_value();
    let mut entries = Vec::new();
    if global.get_alignment() != 0 {
        entries.push(format!("alignment = {} : i64", global.get_alignment()));
    }
    if let Some(section) = global.get_section() {
        entries.push(format!("section = {}", mlir_string(section.to_bytes())));
    }
    if let Some(personality) = f.get_personality_function() {
        let name = personality.get_name().to_string_lossy().into_owned();
        entries.push(format!("personality = {}", mlir_symbol(&name)));
    }
    if let Some(gc) = header_gc(header) {
        entries.push(format!("garbageCollector = {}", mlir_string(&gc)));
    }
    if let Some(count) = entry_count(header, metadata) {
        entries.push(format!("function_entry_count = {count} : i64"));
    }
    entries
}

/// The count of `!prof !N` in a function's header line, when node `N` is
/// `!{!"function_entry_count", i64 count}`.
fn entry_count(header: &str, metadata: &HashMap<String, String>) -> Option<u64> {
    let after_params = after_params(header);
    let id = after_params
        .split(" !prof ")
        .nth(1)?
        .split_whitespace()
        .next()?;
    let node = metadata.get(id)?;
    let count = node.strip_prefix("!{!\"function_entry_count\", i64 ")?;
    count.strip_suffix('}')?.parse().ok()
}

/// The part of a function's header line after its parameter list, where LLVM writes the
/// section, collector, personality and metadata attachments.
fn after_params(header: &str) -> &str {
    header.rfind(')').map_or(header, |end| &header[end..])
}

/// The collector named by ` gc "name"` in a function's header line, after its parameters.
/// LLVM writes the name as it is, unescaped: it ends at the `"` after which the header goes
/// on with what LLVM writes after it (`prefix`, `prologue`, `personality`, metadata, the body)
/// or ends.
fn header_gc(header: &str) -> Option<Vec<u8>> {
    const AFTER: [&str; 5] = [" prefix ", " prologue ", " personality ", " !", " {"];
    let after_params = after_params(header);
    let start = after_params.find(" gc \"")? + 5;
    let text = after_params[start..].trim_end();
    let end = text.char_indices().find_map(|(i, c)| {
        let rest = &text[i + 1..];
        (c == '"' && (rest.is_empty() || AFTER.iter().any(|a| rest.starts_with(a)))).then_some(i)
    })?;
    Some(text.as_bytes()[..end].to_vec())
}

/// The successors of a terminator, in LLVM's successor order.
fn successors<'ctx>(inst: InstructionValue<'ctx>) -> Vec<BasicBlock<'ctx>> {
    let blocks: Vec<BasicBlock<'ctx>> = (0..inst.get_num_operands())
        .filter_map(|i| match inst.get_operand(i) {
            Some(Operand::Block(block)) => Some(block),
            _ => None,
        })
        .collect();
    match inst.get_opcode() {
        // A conditional branch holds its false destination before its true one.
        Op::Br if blocks.len() == 2 => vec![blocks[1], blocks[0]],
        _ => blocks,
    }
}

impl<'ctx> Importer<'_, 'ctx> {
    /// An `llvm.func` (nothing for the declaration of an intrinsic converted to ops).
    pub(crate) fn function(
        &mut self,
        f: FunctionValue<'ctx>,
    ) -> std::result::Result<String, Located> {
        let name = f.get_name().to_string_lossy().into_owned();
        let header = self.headers.get(&name).cloned().unwrap_or_default();
        let at = |line: u32| move |m: String| (line, m);
        let header_line = self.line_of(&header);
        if f.count_basic_blocks() == 0 && intrinsic_name(&name).is_some() {
            return Ok(String::new());
        }
        let signature =
            signature(&f.get_type().print_to_string().to_string()).map_err(at(header_line))?;
        let global = f.as_global_value();
        let linkage = f.get_linkage();
        let mut words = Vec::new();
        let linkage_word = linkage_name(linkage).map_err(at(header_line))?;
        if linkage_word != "external" {
            words.push(linkage_word.to_string());
        }
        visibility_words(global, false, &mut words);
        let cconv = cconv_name(f.get_call_conventions()).map_err(at(header_line))?;
        if cconv != "ccc" {
            words.push(cconv.to_string());
        }
        let mut attrs = Vec::new();
        if dso_local_function(&header, linkage) {
            attrs.push("dso_local".to_string());
        }
        attrs.extend(super::fn_attrs::function_attribute_entries(f).map_err(at(header_line))?);
        attrs.extend(header_entries(f, &header, &self.metadata));
        let result = match signature.result {
            LlType::Void => String::new(),
            ref ty => format!(" -> {}", self.types.spell(ty).map_err(at(header_line))?),
        };
        let mut out = format!(
            "  llvm.func {}{}",
            words.join(" "),
            if words.is_empty() { "" } else { " " }
        );
        out.push_str(&mlir_symbol(&name));
        let mut state = FunctionState {
            consts: Constants::default(),
            values: HashMap::new(),
            next: 0,
            blocks: f.get_basic_blocks(),
            block_index: HashMap::new(),
            phis: Vec::new(),
            lines: Vec::new(),
            current: 0,
        };
        let mut params = Vec::new();
        for (i, ty) in signature.params.iter().enumerate() {
            let spelled = self.types.spell(ty).map_err(at(header_line))?;
            if state.blocks.is_empty() {
                params.push(spelled);
            } else {
                params.push(format!("%arg{i}: {spelled}"));
            }
        }
        for (i, param) in f.get_param_iter().enumerate() {
            state.values.insert(key(param), format!("%arg{i}"));
        }
        if signature.varargs {
            params.push("...".into());
        }
        out.push_str(&format!("({}){result}", params.join(", ")));
        if !attrs.is_empty() {
            out.push_str(&format!(" attributes {{{}}}", attrs.join(", ")));
        }
        if state.blocks.is_empty() {
            out.push('\n');
            return Ok(out);
        }
        self.body(&mut state)?;
        out.push_str(" {\n");
        for (index, lines) in state.lines.iter().enumerate() {
            if index > 0 {
                let args: Vec<String> = state.phis[index]
                    .iter()
                    .map(|phi| {
                        let ty = self
                            .types
                            .of_text(&type_text(phi.as_basic_value().get_type()))?;
                        Ok(format!(
                            "{}: {ty}",
                            state.values[&key(phi.as_basic_value())]
                        ))
                    })
                    .collect::<Result<_>>()
                    .map_err(at(0))?;
                let args = if args.is_empty() {
                    String::new()
                } else {
                    format!("({})", args.join(", "))
                };
                out.push_str(&format!("  ^bb{index}{args}:\n"));
            } else {
                for line in &state.consts.lines {
                    out.push_str(&format!("    {line}\n"));
                }
            }
            for line in lines {
                out.push_str(&format!("    {line}\n"));
            }
        }
        out.push_str("  }\n");
        Ok(out)
    }

    /// Converts the blocks of a function with a body, in reverse post-order.
    fn body(&mut self, state: &mut FunctionState<'ctx>) -> std::result::Result<(), Located> {
        for (i, block) in state.blocks.iter().enumerate() {
            state.block_index.insert(block.as_mut_ptr() as usize, i);
        }
        let count = state.blocks.len();
        state.lines = vec![Vec::new(); count];
        state.phis = vec![Vec::new(); count];
        let mut entry_phi = None;
        for (i, block) in state.blocks.clone().into_iter().enumerate() {
            for inst in block.get_instructions() {
                if inst.get_opcode() != Op::Phi {
                    break;
                }
                if i == 0 {
                    entry_phi = Some(inst);
                }
                let name = state.fresh();
                state.values.insert(key(inst), name);
                if let Ok(phi) = PhiValue::try_from(inst) {
                    state.phis[i].push(phi);
                }
            }
        }
        if let Some(phi) = entry_phi {
            let text = phi.print_to_string().to_string();
            return Err((
                self.line_of(&text),
                "the entry block cannot have phis".into(),
            ));
        }
        for index in self.reverse_post_order(state) {
            state.current = index;
            let block = state.blocks[index];
            for inst in block.get_instructions() {
                if inst.get_opcode() == Op::Phi {
                    continue;
                }
                self.instruction(state, inst).map_err(|message| {
                    let text = inst.print_to_string().to_string();
                    (self.line_of(&text), message)
                })?;
            }
        }
        Ok(())
    }

    /// MLIR's block order: the reverse post-order from each block not yet visited.
    fn reverse_post_order(&self, state: &FunctionState<'ctx>) -> Vec<usize> {
        let count = state.blocks.len();
        let mut visited = vec![false; count];
        let mut order = Vec::new();
        for start in 0..count {
            if visited[start] {
                continue;
            }
            let mut post = Vec::new();
            let mut stack: Vec<(usize, Vec<usize>)> = Vec::new();
            visited[start] = true;
            stack.push((start, self.successor_indices(state, start)));
            while let Some((block, succs)) = stack.last_mut() {
                if succs.is_empty() {
                    post.push(*block);
                    stack.pop();
                    continue;
                }
                let next = succs.remove(0);
                if !visited[next] {
                    visited[next] = true;
                    let succs = self.successor_indices(state, next);
                    stack.push((next, succs));
                }
            }
            order.extend(post.into_iter().rev());
        }
        order
    }

    fn successor_indices(&self, state: &FunctionState<'ctx>, block: usize) -> Vec<usize> {
        state.blocks[block]
            .get_terminator()
            .map(successors)
            .unwrap_or_default()
            .iter()
            .filter_map(|b| state.block_index.get(&(b.as_mut_ptr() as usize)).copied())
            .collect()
    }

    /// The SSA value of an operand, converting a constant operand at the start of the entry
    /// block first.
    fn value(
        &mut self,
        state: &mut FunctionState<'ctx>,
        value: BasicValueEnum<'ctx>,
    ) -> Result<String> {
        if let Some(name) = state.values.get(&key(value)) {
            return Ok(name.clone());
        }
        if value.as_instruction_value().is_some() {
            let name = state.fresh();
            state.values.insert(key(value), name.clone());
            return Ok(name);
        }
        let constant = self.constant_of(value)?;
        self.constant(&mut state.consts, &constant)
    }

    /// The value of an operand and, when it is a constant integer, that integer.
    fn value_and_int(
        &mut self,
        state: &mut FunctionState<'ctx>,
        value: BasicValueEnum<'ctx>,
    ) -> Result<(String, Option<i128>)> {
        let name = self.value(state, value)?;
        let constant = if state.values.contains_key(&key(value)) {
            None
        } else {
            match self.constant_of(value)? {
                LlConst::Int(_, v) => Some(v),
                _ => None,
            }
        };
        Ok((name, constant))
    }

    fn type_of(&mut self, value: BasicValueEnum<'ctx>) -> Result<String> {
        self.types.of_text(&type_text(value.get_type()))
    }

    fn result_type(&mut self, inst: InstructionValue<'ctx>) -> Result<String> {
        self.types
            .of_text(&inst.get_type().print_to_string().to_string())
    }

    fn result(&mut self, state: &mut FunctionState<'ctx>, inst: InstructionValue<'ctx>) -> String {
        if let Some(name) = state.values.get(&key(inst)) {
            return name.clone();
        }
        let name = state.fresh();
        state.values.insert(key(inst), name.clone());
        name
    }

    /// `^bbN` or `^bbN(%a, %b : t1, t2)`: the successor `to` of the current block and the
    /// values its phis take from the current block.
    fn successor(
        &mut self,
        state: &mut FunctionState<'ctx>,
        to: BasicBlock<'ctx>,
    ) -> Result<String> {
        let index = *state
            .block_index
            .get(&(to.as_mut_ptr() as usize))
            .ok_or("a branch to a block of another function")?;
        let from = state.blocks[state.current];
        let mut values = Vec::new();
        let mut types = Vec::new();
        for phi in state.phis[index].clone() {
            let incoming = (0..phi.count_incoming())
                .filter_map(|i| phi.get_incoming(i))
                .find(|(_, block)| *block == from)
                .ok_or("a phi without a value for a predecessor")?;
            values.push(self.value(state, incoming.0)?);
            types.push(self.type_of(phi.as_basic_value())?);
        }
        if values.is_empty() {
            Ok(format!("^bb{index}"))
        } else {
            Ok(format!(
                "^bb{index}({} : {})",
                values.join(", "),
                types.join(", ")
            ))
        }
    }

    /// The branch weights of a terminator's `!prof` metadata.
    fn weights(&self, text: &str) -> Option<Vec<String>> {
        let id = text.split_once("!prof ")?.1.split([',', ' ']).next()?;
        let content = self.metadata.get(id)?;
        if !content.contains("\"branch_weights\"") {
            return None;
        }
        Some(
            content
                .split("i32 ")
                .skip(1)
                .map(|w| w.trim_end_matches([',', '}', ' ']).to_string())
                .collect(),
        )
    }

    fn instruction(
        &mut self,
        state: &mut FunctionState<'ctx>,
        inst: InstructionValue<'ctx>,
    ) -> Result<()> {
        let opcode = inst.get_opcode();
        let text = inst.print_to_string().to_string();
        match opcode {
            Op::Add
            | Op::Sub
            | Op::Mul
            | Op::Shl
            | Op::UDiv
            | Op::SDiv
            | Op::URem
            | Op::SRem
            | Op::And
            | Op::Or
            | Op::Xor
            | Op::LShr
            | Op::AShr
            | Op::FAdd
            | Op::FSub
            | Op::FMul
            | Op::FDiv
            | Op::FRem => {
                let lhs = self.value(state, operand(inst, 0)?)?;
                let rhs = self.value(state, operand(inst, 1)?)?;
                let ty = self.result_type(inst)?;
                let name = binary_name(opcode);
                let flags = if matches!(opcode, Op::Add | Op::Sub | Op::Mul | Op::Shl) {
                    overflow_flags(
                        inst.get_no_signed_wrap_flag().unwrap_or(false),
                        inst.get_no_unsigned_wrap_flag().unwrap_or(false),
                    )
                } else {
                    String::new()
                };
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.{name} {lhs}, {rhs}{flags}{} : {ty}",
                    fastmath(inst)
                ));
            }
            Op::FNeg | Op::Freeze => {
                let value = self.value(state, operand(inst, 0)?)?;
                let ty = self.result_type(inst)?;
                let name = if opcode == Op::FNeg { "fneg" } else { "freeze" };
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.{name} {value}{} : {ty}",
                    fastmath(inst)
                ));
            }
            Op::Trunc
            | Op::ZExt
            | Op::SExt
            | Op::FPTrunc
            | Op::FPExt
            | Op::FPToSI
            | Op::FPToUI
            | Op::SIToFP
            | Op::UIToFP
            | Op::BitCast
            | Op::PtrToInt
            | Op::IntToPtr
            | Op::AddrSpaceCast => {
                let source = operand(inst, 0)?;
                let value = self.value(state, source)?;
                let from = self.type_of(source)?;
                let to = self.result_type(inst)?;
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.{} {value} : {from} to {to}",
                    cast_name(opcode)
                ));
            }
            Op::ICmp | Op::FCmp => {
                let lhs_value = operand(inst, 0)?;
                let lhs = self.value(state, lhs_value)?;
                let rhs = self.value(state, operand(inst, 1)?)?;
                let ty = self.type_of(lhs_value)?;
                let (name, predicate) = if opcode == Op::ICmp {
                    let p = inst
                        .get_icmp_predicate()
                        .ok_or("icmp without a predicate")?;
                    ("icmp", int_predicate(p))
                } else {
                    let p = inst
                        .get_fcmp_predicate()
                        .ok_or("fcmp without a predicate")?;
                    ("fcmp", float_predicate(p))
                };
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.{name} \"{predicate}\" {lhs}, {rhs}{} : {ty}",
                    fastmath(inst)
                ));
            }
            Op::Select => {
                let cond_value = operand(inst, 0)?;
                let cond = self.value(state, cond_value)?;
                let a = self.value(state, operand(inst, 1)?)?;
                let b = self.value(state, operand(inst, 2)?)?;
                let cond_ty = self.type_of(cond_value)?;
                let ty = self.result_type(inst)?;
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.select {cond}, {a}, {b}{} : {cond_ty}, {ty}",
                    fastmath(inst)
                ));
            }
            Op::Alloca => {
                let size_value = operand(inst, 0)?;
                let size = self.value(state, size_value)?;
                let size_ty = self.type_of(size_value)?;
                let elem = inst.get_allocated_type().map_err(|e| e.to_string())?;
                let elem = self.types.of_text(&type_text(elem))?;
                let ty = self.result_type(inst)?;
                let align = match inst.get_alignment() {
                    Ok(a) if a != 0 => format!(" {{alignment = {a} : i64}}"),
                    _ => String::new(),
                };
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.alloca {size} x {elem}{align} : ({size_ty}) -> {ty}"
                ));
            }
            Op::Load | Op::Store => self.memory(state, inst, &text)?,
            Op::GetElementPtr => {
                let base_value = operand(inst, 0)?;
                let base = self.value(state, base_value)?;
                let base_ty = self.type_of(base_value)?;
                let mut indices = Vec::new();
                for i in 1..inst.get_num_operands() {
                    let index = operand(inst, i)?;
                    let (name, constant) = self.value_and_int(state, index)?;
                    indices.push((name, self.type_of(index)?, constant));
                }
                let source = inst
                    .get_gep_source_element_type()
                    .map_err(|e| e.to_string())?;
                let source = TypeSpeller::parse(&type_text(source))?;
                let ty = self.result_type(inst)?;
                let res = self.result(state, inst);
                let inbounds = inst.get_in_bounds_flag().unwrap_or(false);
                let line = self.gep(&res, inbounds, &base, &base_ty, &ty, &source, &indices)?;
                state.emit(line);
            }
            Op::ExtractValue | Op::InsertValue => {
                let agg_value = operand(inst, 0)?;
                let agg = self.value(state, agg_value)?;
                let agg_ty = self.type_of(agg_value)?;
                let indices: Vec<String> = inst.get_indices().iter().map(u32::to_string).collect();
                let indices = indices.join(", ");
                if opcode == Op::ExtractValue {
                    let res = self.result(state, inst);
                    state.emit(format!(
                        "{res} = llvm.extractvalue {agg}[{indices}] : {agg_ty}"
                    ));
                } else {
                    let value = self.value(state, operand(inst, 1)?)?;
                    let res = self.result(state, inst);
                    state.emit(format!(
                        "{res} = llvm.insertvalue {value}, {agg}[{indices}] : {agg_ty}"
                    ));
                }
            }
            Op::ExtractElement => {
                let vector_value = operand(inst, 0)?;
                let vector = self.value(state, vector_value)?;
                let index_value = operand(inst, 1)?;
                let index = self.value(state, index_value)?;
                let (vector_ty, index_ty) =
                    (self.type_of(vector_value)?, self.type_of(index_value)?);
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.extractelement {vector}[{index} : {index_ty}] : {vector_ty}"
                ));
            }
            Op::InsertElement => {
                let vector_value = operand(inst, 0)?;
                let vector = self.value(state, vector_value)?;
                let value = self.value(state, operand(inst, 1)?)?;
                let index_value = operand(inst, 2)?;
                let index = self.value(state, index_value)?;
                let (vector_ty, index_ty) =
                    (self.type_of(vector_value)?, self.type_of(index_value)?);
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.insertelement {value}, {vector}[{index} : {index_ty}] : {vector_ty}"
                ));
            }
            Op::ShuffleVector => {
                let first = operand(inst, 0)?;
                let a = self.value(state, first)?;
                let b = self.value(state, operand(inst, 1)?)?;
                let ty = self.type_of(first)?;
                let mask = shuffle_mask(&text)?;
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.shufflevector {a}, {b} [{}] : {ty}",
                    mask.join(", ")
                ));
            }
            Op::AtomicRMW => {
                let ptr_value = operand(inst, 0)?;
                let ptr = self.value(state, ptr_value)?;
                let value_value = operand(inst, 1)?;
                let value = self.value(state, value_value)?;
                let (ptr_ty, value_ty) = (self.type_of(ptr_value)?, self.type_of(value_value)?);
                let op = rmw_name(
                    inst.get_atomic_rmw_bin_op()
                        .ok_or("atomicrmw without an operation")?,
                )?;
                let words = trailing_words(&text);
                let ordering = words.last().copied().unwrap_or("");
                let volatile = if inst.get_volatile().unwrap_or(false) {
                    "volatile "
                } else {
                    ""
                };
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.atomicrmw {volatile}{op} {ptr}, {value}{} {ordering}{} : {ptr_ty}, {value_ty}",
                    syncscope(&text)?,
                    alignment(&text)
                ));
            }
            Op::AtomicCmpXchg => {
                let ptr_value = operand(inst, 0)?;
                let ptr = self.value(state, ptr_value)?;
                let cmp_value = operand(inst, 1)?;
                let cmp = self.value(state, cmp_value)?;
                let new = self.value(state, operand(inst, 2)?)?;
                let (ptr_ty, value_ty) = (self.type_of(ptr_value)?, self.type_of(cmp_value)?);
                let words = trailing_words(&text);
                let [.., success, failure] = words.as_slice() else {
                    return Err("cmpxchg without orderings".into());
                };
                let weak = if words.contains(&"weak") { "weak " } else { "" };
                let volatile = if inst.get_volatile().unwrap_or(false) {
                    "volatile "
                } else {
                    ""
                };
                let res = self.result(state, inst);
                state.emit(format!(
                    "{res} = llvm.cmpxchg {weak}{volatile}{ptr}, {cmp}, {new}{} {success} {failure}{} : {ptr_ty}, {value_ty}",
                    syncscope(&text)?,
                    alignment(&text)
                ));
            }
            Op::Fence => {
                let words = trailing_words(&text);
                let ordering = words.last().copied().unwrap_or("");
                state.emit(format!("llvm.fence{} {ordering}", syncscope(&text)?));
            }
            Op::Call => self.call(state, inst)?,
            Op::Return => {
                if inst.get_num_operands() == 0 {
                    state.emit("llvm.return".into());
                } else {
                    let v = operand(inst, 0)?;
                    let value = self.value(state, v)?;
                    let ty = self.type_of(v)?;
                    state.emit(format!("llvm.return {value} : {ty}"));
                }
            }
            Op::Unreachable => state.emit("llvm.unreachable".into()),
            Op::Br => {
                if inst.get_num_operands() == 1 {
                    let dest = self.successor(state, block_operand(inst, 0)?)?;
                    state.emit(format!("llvm.br {dest}"));
                } else {
                    let on_true = self.successor(state, block_operand(inst, 2)?)?;
                    let on_false = self.successor(state, block_operand(inst, 1)?)?;
                    let cond = self.value(state, operand(inst, 0)?)?;
                    let weights = match self.weights(&text) {
                        Some(w) => format!(" weights([{}])", w.join(", ")),
                        None => String::new(),
                    };
                    state.emit(format!(
                        "llvm.cond_br {cond}{weights}, {on_true}, {on_false}"
                    ));
                }
            }
            Op::Switch => self.switch(state, inst, &text)?,
            _ => {
                return Err(format!("unhandled instruction: {}", text.trim()));
            }
        }
        Ok(())
    }

    fn memory(
        &mut self,
        state: &mut FunctionState<'ctx>,
        inst: InstructionValue<'ctx>,
        text: &str,
    ) -> Result<()> {
        let volatile = if inst.get_volatile().unwrap_or(false) {
            "volatile "
        } else {
            ""
        };
        let atomic = match inst.get_atomic_ordering().ok().and_then(ordering_name) {
            Some(ordering) => format!(" atomic{} {ordering}", syncscope(text)?),
            None => String::new(),
        };
        let mut attrs = Vec::new();
        if let Ok(a) = inst.get_alignment()
            && a != 0
        {
            attrs.push(format!("alignment = {a} : i64"));
        }
        if text.contains("!nontemporal ") {
            attrs.push("nontemporal".into());
        }
        if text.contains("!invariant.load ") {
            attrs.push("invariant".into());
        }
        let attrs = if attrs.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", attrs.join(", "))
        };
        if inst.get_opcode() == Op::Load {
            let ptr_value = operand(inst, 0)?;
            let ptr = self.value(state, ptr_value)?;
            let ptr_ty = self.type_of(ptr_value)?;
            let ty = self.result_type(inst)?;
            let res = self.result(state, inst);
            state.emit(format!(
                "{res} = llvm.load {volatile}{ptr}{atomic}{attrs} : {ptr_ty} -> {ty}"
            ));
        } else {
            let value_value = operand(inst, 0)?;
            let value = self.value(state, value_value)?;
            let ptr_value = operand(inst, 1)?;
            let ptr = self.value(state, ptr_value)?;
            let (value_ty, ptr_ty) = (self.type_of(value_value)?, self.type_of(ptr_value)?);
            state.emit(format!(
                "llvm.store {volatile}{value}, {ptr}{atomic}{attrs} : {value_ty}, {ptr_ty}"
            ));
        }
        Ok(())
    }

    fn switch(
        &mut self,
        state: &mut FunctionState<'ctx>,
        inst: InstructionValue<'ctx>,
        text: &str,
    ) -> Result<()> {
        let cond_value = operand(inst, 0)?;
        let cond = self.value(state, cond_value)?;
        let cond_ty = self.type_of(cond_value)?;
        let default = self.successor(state, block_operand(inst, 1)?)?;
        let mut cases = Vec::new();
        let mut i = 2;
        while i + 1 < inst.get_num_operands() {
            let value = match self.constant_of(operand(inst, i)?)? {
                LlConst::Int(LlType::Int(width), v) => zero_extended(v, width),
                _ => return Err("a switch case value must be an integer".into()),
            };
            let dest = self.successor(state, block_operand(inst, i + 1)?)?;
            cases.push(format!("      {value}: {dest}"));
            i += 2;
        }
        let weights = match self.weights(text) {
            Some(w) => format!(" {{branch_weights = array<i32: {}>}}", w.join(", ")),
            None => String::new(),
        };
        state.emit(format!(
            "llvm.switch {cond} : {cond_ty}, {default} [\n{}\n    ]{weights}",
            cases.join(",\n")
        ));
        Ok(())
    }

    fn call(
        &mut self,
        state: &mut FunctionState<'ctx>,
        inst: InstructionValue<'ctx>,
    ) -> Result<()> {
        let call = CallSiteValue::try_from(inst).map_err(|_| "not a call")?;
        let count = call.count_arguments();
        let callee = call.get_called_fn_value();
        if let Some(f) = callee
            && let Some(intrinsic) = intrinsic_name(&f.get_name().to_string_lossy())
        {
            return self.intrinsic(state, inst, intrinsic, count);
        }
        let fn_ty = call.get_called_fn_type().print_to_string().to_string();
        if fn_ty.contains("metadata") || fn_ty.contains("token") {
            return Err(format!(
                "unhandled instruction: {}",
                inst.print_to_string().to_string().trim()
            ));
        }
        let signature = signature(&fn_ty)?;
        let target = match callee {
            Some(f) => mlir_symbol(&f.get_name().to_string_lossy()),
            None => self.value(state, operand(inst, count)?)?,
        };
        let mut args = Vec::new();
        let mut types = Vec::new();
        for i in 0..count {
            let arg = operand(inst, i)?;
            args.push(self.value(state, arg)?);
            types.push(self.type_of(arg)?);
        }
        let cconv = cconv_name(call.get_call_convention())?;
        let cconv = if cconv == "ccc" {
            String::new()
        } else {
            format!("{cconv} ")
        };
        let tail = match call.get_tail_call_kind() {
            inkwell::values::LLVMTailCallKind::LLVMTailCallKindTail => "tail ",
            inkwell::values::LLVMTailCallKind::LLVMTailCallKindMustTail => "musttail ",
            inkwell::values::LLVMTailCallKind::LLVMTailCallKindNoTail => "notail ",
            _ => "",
        };
        let result = match signature.result {
            LlType::Void => "()".to_string(),
            ref ty => self.types.spell(ty)?,
        };
        let vararg = if signature.varargs {
            let params = signature
                .params
                .iter()
                .map(|p| self.types.spell(p))
                .collect::<Result<Vec<_>>>()?;
            let mut params = params;
            params.push("...".into());
            let ret = match signature.result {
                LlType::Void => "!llvm.void".to_string(),
                ref ty => self.types.spell(ty)?,
            };
            format!(" vararg(!llvm.func<{ret} ({})>)", params.join(", "))
        } else {
            String::new()
        };
        let prefix = if signature.result == LlType::Void {
            String::new()
        } else {
            format!("{} = ", self.result(state, inst))
        };
        let fmf = fastmath(inst);
        let line = if callee.is_some() {
            format!(
                "{prefix}llvm.call {cconv}{tail}{target}({}){vararg}{fmf} : ({}) -> {result}",
                args.join(", "),
                types.join(", ")
            )
        } else {
            let callee_ty = self.type_of(operand(inst, count)?)?;
            format!(
                "{prefix}llvm.call {cconv}{tail}{target}({}){vararg}{fmf} : {callee_ty}, ({}) -> {result}",
                args.join(", "),
                types.join(", ")
            )
        };
        state.emit(line);
        Ok(())
    }

    /// A call of an intrinsic as its `llvm.intr` op; `immarg` operands become properties.
    fn intrinsic(
        &mut self,
        state: &mut FunctionState<'ctx>,
        inst: InstructionValue<'ctx>,
        name: &str,
        count: u32,
    ) -> Result<()> {
        if CONSTRAINED_INTRINSICS.contains(&name) {
            return self.constrained(state, inst, name);
        }
        let immediate: &[(u32, &str)] = match name {
            "ctlz" | "cttz" => &[(1, "is_zero_poison")],
            "abs" => &[(1, "is_int_min_poison")],
            "memcpy" | "memset" => &[(3, "isVolatile")],
            "prefetch" => &[(1, "rw"), (2, "hint"), (3, "cache")],
            _ => &[],
        };
        let mut args = Vec::new();
        let mut types = Vec::new();
        let mut props = Vec::new();
        for i in 0..count {
            let arg = operand(inst, i)?;
            if let Some((_, prop)) = immediate.iter().find(|(at, _)| *at == i) {
                let LlConst::Int(ty, v) = self.constant_of(arg)? else {
                    return Err(format!("`{prop}` of `llvm.{name}` must be a constant"));
                };
                props.push(if ty == LlType::Int(1) {
                    format!("{prop} = {}", v != 0)
                } else {
                    format!("{prop} = {v} : i32")
                });
                continue;
            }
            args.push(self.value(state, arg)?);
            types.push(self.type_of(arg)?);
        }
        let has_result = !inst.get_type().is_void_type();
        let result_ty = if has_result {
            self.result_type(inst)?
        } else {
            "()".into()
        };
        let prefix = if has_result {
            format!("{} = ", self.result(state, inst))
        } else {
            String::new()
        };
        let line = match name {
            "stacksave" => format!("{prefix}llvm.intr.stacksave : {result_ty}"),
            "stackrestore" => format!("llvm.intr.stackrestore {} : {}", args[0], types[0]),
            _ if !props.is_empty() || name == "assume" => {
                props.sort();
                let props = if props.is_empty() {
                    String::new()
                } else {
                    format!(" <{{{}}}>", props.join(", "))
                };
                format!(
                    "{prefix}\"llvm.intr.{name}\"({}){props} : ({}) -> {result_ty}",
                    args.join(", "),
                    types.join(", ")
                )
            }
            _ => format!(
                "{prefix}llvm.intr.{name}({}){} : ({}) -> {result_ty}",
                args.join(", "),
                fastmath(inst),
                types.join(", ")
            ),
        };
        state.emit(line);
        Ok(())
    }

    /// A call of a constrained intrinsic as its op: the value operand, then the rounding mode
    /// and the exception behavior its metadata operands name, as keywords.
    fn constrained(
        &mut self,
        state: &mut FunctionState<'ctx>,
        inst: InstructionValue<'ctx>,
        name: &str,
    ) -> Result<()> {
        let text = inst.print_to_string().to_string();
        let rounding = constrained_keyword(&text, "round")?;
        let exceptions = constrained_keyword(&text, "fpexcept")?;
        let valid = |keyword: &str, all: &[&str]| all.contains(&keyword);
        let rounding_modes = oxir_llvm::RoundingMode::ALL.map(|m| m.as_str());
        let behaviors = oxir_llvm::FPExceptionBehavior::ALL.map(|b| b.as_str());
        if !valid(&rounding, &rounding_modes) || !valid(&exceptions, &behaviors) {
            return Err(format!("unhandled instruction: {}", text.trim()));
        }
        let arg = operand(inst, 0)?;
        let value = self.value(state, arg)?;
        let arg_ty = self.type_of(arg)?;
        let result_ty = self.result_type(inst)?;
        let line = format!(
            "{} = llvm.intr.{name} {value} {rounding} {exceptions} : {arg_ty} to {result_ty}",
            self.result(state, inst)
        );
        state.emit(line);
        Ok(())
    }
}

/// The keyword of the metadata string operand `!"{prefix}.keyword"` of a constrained
/// intrinsic call (read from its text: inkwell has no view of metadata operands).
fn constrained_keyword(text: &str, prefix: &str) -> Result<String> {
    let marker = format!("metadata !\"{prefix}.");
    let start = text
        .find(&marker)
        .ok_or_else(|| format!("expected a `{prefix}` metadata operand"))?
        + marker.len();
    let end = text[start..]
        .find('"')
        .ok_or_else(|| format!("unterminated `{prefix}` metadata operand"))?;
    Ok(text[start..start + end].to_string())
}

/// ` {alignment = N : i64}` for an atomic instruction with an alignment in its text (inkwell
/// reads the alignment of loads, stores and allocas only), or nothing.
fn alignment(text: &str) -> String {
    text.split_once(", align ")
        .and_then(|(_, rest)| rest.split([',', ' ']).next())
        .and_then(|a| a.parse::<u64>().ok())
        .map(|a| format!(" {{alignment = {a} : i64}}"))
        .unwrap_or_default()
}

/// A switch case value as MLIR prints it: zero-extended from its width and clamped to
/// `u64::MAX` (APInt's `getLimitedValue`; the custom form holds 64-bit case values).
fn zero_extended(value: i128, width: u32) -> String {
    let unsigned = if value >= 0 || width >= 128 {
        value as u128
    } else {
        let modulus = 1u128 << width;
        modulus.wrapping_add(value as u128) & (modulus - 1)
    };
    unsigned.min(u128::from(u64::MAX)).to_string()
}

/// The mask of a `shufflevector` from its text: its last operand, `<N x i32> <...>`.
fn shuffle_mask(text: &str) -> Result<Vec<String>> {
    for (at, _) in text.rmatch_indices(", <") {
        let mut reader = Reader::new(&text[at + 2..]);
        let Ok(c) = reader.typed_const() else {
            continue;
        };
        let LlType::Vector { len, elem, .. } = c.ty().clone() else {
            continue;
        };
        if *elem != LlType::Int(32) {
            continue;
        }
        let elems = match c {
            LlConst::Aggregate(_, elems) => elems,
            LlConst::Zero(_) => vec![LlConst::Int(LlType::Int(32), 0); len as usize],
            _ => vec![LlConst::Poison(LlType::Int(32)); len as usize],
        };
        return Ok(elems
            .iter()
            .map(|e| match e {
                LlConst::Int(_, v) => v.to_string(),
                _ => "-1".to_string(),
            })
            .collect());
    }
    Err("shufflevector without a mask".into())
}

fn binary_name(opcode: Op) -> &'static str {
    match opcode {
        Op::Add => "add",
        Op::Sub => "sub",
        Op::Mul => "mul",
        Op::Shl => "shl",
        Op::UDiv => "udiv",
        Op::SDiv => "sdiv",
        Op::URem => "urem",
        Op::SRem => "srem",
        Op::And => "and",
        Op::Or => "or",
        Op::Xor => "xor",
        Op::LShr => "lshr",
        Op::AShr => "ashr",
        Op::FAdd => "fadd",
        Op::FSub => "fsub",
        Op::FMul => "fmul",
        Op::FDiv => "fdiv",
        _ => "frem",
    }
}

fn cast_name(opcode: Op) -> &'static str {
    match opcode {
        Op::Trunc => "trunc",
        Op::ZExt => "zext",
        Op::SExt => "sext",
        Op::FPTrunc => "fptrunc",
        Op::FPExt => "fpext",
        Op::FPToSI => "fptosi",
        Op::FPToUI => "fptoui",
        Op::SIToFP => "sitofp",
        Op::UIToFP => "uitofp",
        Op::BitCast => "bitcast",
        Op::PtrToInt => "ptrtoint",
        Op::IntToPtr => "inttoptr",
        _ => "addrspacecast",
    }
}

fn int_predicate(p: IntPredicate) -> &'static str {
    match p {
        IntPredicate::EQ => "eq",
        IntPredicate::NE => "ne",
        IntPredicate::UGT => "ugt",
        IntPredicate::UGE => "uge",
        IntPredicate::ULT => "ult",
        IntPredicate::ULE => "ule",
        IntPredicate::SGT => "sgt",
        IntPredicate::SGE => "sge",
        IntPredicate::SLT => "slt",
        IntPredicate::SLE => "sle",
    }
}

fn float_predicate(p: FloatPredicate) -> &'static str {
    match p {
        FloatPredicate::OEQ => "oeq",
        FloatPredicate::OGE => "oge",
        FloatPredicate::OGT => "ogt",
        FloatPredicate::OLE => "ole",
        FloatPredicate::OLT => "olt",
        FloatPredicate::ONE => "one",
        FloatPredicate::ORD => "ord",
        FloatPredicate::PredicateFalse => "_false",
        FloatPredicate::PredicateTrue => "_true",
        FloatPredicate::UEQ => "ueq",
        FloatPredicate::UGE => "uge",
        FloatPredicate::UGT => "ugt",
        FloatPredicate::ULE => "ule",
        FloatPredicate::ULT => "ult",
        FloatPredicate::UNE => "une",
        FloatPredicate::UNO => "uno",
    }
}

fn rmw_name(op: AtomicRMWBinOp) -> Result<&'static str> {
    Ok(match op {
        AtomicRMWBinOp::Xchg => "xchg",
        AtomicRMWBinOp::Add => "add",
        AtomicRMWBinOp::Sub => "sub",
        AtomicRMWBinOp::And => "_and",
        AtomicRMWBinOp::Nand => "nand",
        AtomicRMWBinOp::Or => "_or",
        AtomicRMWBinOp::Xor => "_xor",
        AtomicRMWBinOp::Max => "max",
        AtomicRMWBinOp::Min => "min",
        AtomicRMWBinOp::UMax => "umax",
        AtomicRMWBinOp::UMin => "umin",
        AtomicRMWBinOp::FAdd => "fadd",
        AtomicRMWBinOp::FSub => "fsub",
        AtomicRMWBinOp::FMax => "fmax",
        AtomicRMWBinOp::FMin => "fmin",
        AtomicRMWBinOp::UIncWrap => "uinc_wrap",
        AtomicRMWBinOp::UDecWrap => "udec_wrap",
        #[allow(unreachable_patterns)]
        _ => return Err("unsupported atomicrmw operation".into()),
    })
}
