//! `spirv.module` to a SPIR-V binary (MLIR's `spirv::serialize`), through rspirv's data
//! representation: the version, capabilities and extensions of `#spirv.vce`, the memory model,
//! entry points and execution modes, names of globals and functions, decorations (strides,
//! member offsets and decorations, `Block` on the structs of buffer storage classes,
//! bindings, built-ins), types and constants uniqued, global variables and functions.
//!
//! Structured control flow (`spirv.mlir.selection`, `spirv.mlir.loop`) is laid out as MLIR's
//! serializer does: a branch to a header block of its own, with `OpSelectionMerge` /
//! `OpLoopMerge` in it; a block holding such an op first, branched to from one block only,
//! is folded into that branch (the layout the deserializer reads back). Block
//! arguments (but the entry block's, the parameters) become `OpPhi`s at the start of their
//! block, one incoming value per branch to it, labelled with the block the branch ends. An op
//! without an instruction here is an error naming it.

use std::collections::HashMap;

use oxir::attrs::{ArrayAttr, IntegerAttr};
use oxir::types::{FloatKind, Signedness};
use oxir::verifier::op_error;
use oxir::{AttrData, Attribute, BlockId, Body, Context, Diagnostic, OpId, Type, TypeData, Value};
use oxir_spirv::types::{ArrayType, MatrixType, PointerType, RuntimeArrayType, StructType};
use oxir_spirv::{
    AddressingModelAttr, ExecutionModeAttr, ExecutionModelAttr, FunctionControlAttr,
    MemoryAccessAttr, MemoryModelAttr, MemorySemanticsAttr, ScopeAttr, StorageClass, VerCapExtAttr,
};
use rspirv::binary::Assemble;
use rspirv::dr::{self, Instruction, Operand};
use rspirv::spirv::{self, Op, Word};

/// The words of the binary of `module`, a `spirv.module` in `body`.
pub fn serialize(ctx: &Context, body: &Body, module: OpId) -> Result<Vec<u32>, Diagnostic> {
    if ctx.op_name_str(body.op_name(module)) != oxir_spirv::ModuleOp::NAME {
        return Err(op_error(ctx, body, module, "expected a 'spirv.module' op"));
    }
    let mut s = Serializer {
        ctx,
        module: dr::Module::new(),
        next_id: 1,
        types: HashMap::new(),
        constants: HashMap::new(),
        symbols: HashMap::new(),
        glsl: None,
        version: (1, 0),
    };
    s.header(body, module)?;
    let (scope, regions) = body.region_scope(module);
    let ops: Vec<OpId> = regions
        .iter()
        .flat_map(|&r| scope.region_blocks(r).collect::<Vec<_>>())
        .flat_map(|b| scope.block_ops(b).collect::<Vec<_>>())
        .collect();
    // Symbols first, so uses may come before definitions.
    for &op in &ops {
        if let Some(name) = sym_name(ctx, scope, op) {
            let id = s.id();
            s.symbols.insert(name, id);
        }
    }
    for &op in &ops {
        s.global(scope, op)?;
    }
    let bound = s.next_id;
    let mut header = dr::ModuleHeader::new(bound);
    let (major, minor) = s.version;
    header.set_version(major, minor);
    s.module.header = Some(header);
    Ok(s.module.assemble())
}

/// The name of a symbol op.
fn sym_name(ctx: &Context, body: &Body, op: OpId) -> Option<String> {
    let name = oxir::op_support::attr(ctx, body, op, "sym_name")?;
    ctx.string_str(name).map(str::to_string)
}

/// The state of one serialization.
struct Serializer<'c> {
    ctx: &'c Context,
    module: dr::Module,
    next_id: Word,
    types: HashMap<Type, Word>,
    constants: HashMap<(Attribute, Type), Word>,
    symbols: HashMap<String, Word>,
    glsl: Option<Word>,
    version: (u8, u8),
}

/// The blocks of a function being written: those done and the one instructions go to.
struct Emitter {
    blocks: Vec<dr::Block>,
    current: dr::Block,
    /// The operands of the branches emitted so far: the target, the label of the block the
    /// branch ends and the ids of the values it passes.
    incoming: Vec<(BlockId, Word, Vec<Word>)>,
    /// For each folded block (see [`FunctionIds::folded`]), the label of the block whose
    /// branch to it was emitted.
    folded_from: HashMap<BlockId, Word>,
    /// The branches of the entry blocks of folded loops: the folded block, the loop header
    /// and the ids of the values passed, their label known once the predecessor is emitted.
    folded_entries: Vec<(BlockId, BlockId, Vec<Word>)>,
}

/// An empty block labelled `label`.
fn new_block(label: Word) -> dr::Block {
    dr::Block {
        label: Some(inst(Op::Label, None, Some(label), vec![])),
        instructions: Vec::new(),
    }
}

impl Emitter {
    /// Ends the current block and starts one labelled `label`.
    fn start(&mut self, label: Word) {
        let done = std::mem::replace(&mut self.current, new_block(label));
        self.blocks.push(done);
    }

    /// Starts the SPIR-V block of `block`, unless it is folded into its predecessor.
    fn start_block(&mut self, block: BlockId, ids: &FunctionIds) {
        if !ids.folded.contains_key(&block) {
            self.start(ids.blocks[&block]);
        }
    }

    /// The incoming values of the folded loops' entry branches, now that every
    /// predecessor's label is known.
    fn resolve_folded_entries(&mut self) {
        for (folded, header, words) in std::mem::take(&mut self.folded_entries) {
            if let Some(&label) = self.folded_from.get(&folded)
                && !words.is_empty()
            {
                self.incoming.push((header, label, words));
            }
        }
    }
}

/// What a function body's values and blocks are numbered as.
#[derive(Default)]
struct FunctionIds {
    values: HashMap<Value, Word>,
    blocks: HashMap<BlockId, Word>,
    /// The blocks with arguments (not the entry block): the type and id of each argument.
    phis: Vec<(BlockId, Vec<(Word, Word)>)>,
    /// The blocks not written as SPIR-V blocks of their own, and the header each stands for:
    /// a block starting with a `spirv.mlir.loop` or `spirv.mlir.selection` whose one
    /// predecessor is a `spirv.Branch` (the layout MLIR's deserializer reads structured
    /// control flow into). The branch goes straight to the header and the block's arguments
    /// are the values it passes, so that reading the binary back gives the same blocks again.
    folded: HashMap<BlockId, BlockId>,
}

fn inst(op: Op, ty: Option<Word>, id: Option<Word>, operands: Vec<Operand>) -> Instruction {
    Instruction::new(op, ty, id, operands)
}

/// Puts at the start of each block with arguments one `OpPhi` per argument, its incoming
/// values those of the branches to the block, each with the label of the block it ends.
fn add_phis(blocks: &mut [dr::Block], ids: &FunctionIds, incoming: &[(BlockId, Word, Vec<Word>)]) {
    for (block, args) in &ids.phis {
        let label = ids.blocks[block];
        let Some(target) = blocks
            .iter_mut()
            .find(|b| b.label.as_ref().and_then(|l| l.result_id) == Some(label))
        else {
            continue;
        };
        let phis = args.iter().enumerate().map(|(index, &(ty, id))| {
            let mut operands = Vec::new();
            for (to, from, values) in incoming {
                if to == block
                    && let Some(&value) = values.get(index)
                {
                    operands.push(Operand::IdRef(value));
                    operands.push(Operand::IdRef(*from));
                }
            }
            inst(Op::Phi, Some(ty), Some(id), operands)
        });
        let rest = std::mem::take(&mut target.instructions);
        target.instructions = phis.chain(rest).collect();
    }
}

/// Finds the blocks of `blocks` (none a region's entry block) and of the regions of the
/// structured ops in them to fold (see [`FunctionIds::folded`]): their labels become the loop
/// header's, their arguments the values their predecessor passes, and they have no `OpPhi`s.
fn fold_loop_blocks(ctx: &Context, body: &Body, blocks: &[BlockId], ids: &mut FunctionIds) {
    for &block in blocks {
        for op in body.block_ops(block) {
            let name = ctx.op_name_str(body.op_name(op));
            if name == oxir_spirv::SelectionOp::NAME || name == oxir_spirv::LoopOp::NAME {
                for &region in body.op_regions(op) {
                    let inner: Vec<BlockId> = body.region_blocks(region).skip(1).collect();
                    fold_loop_blocks(ctx, body, &inner, ids);
                }
            }
        }
        let Some(first) = body.first_op(block) else {
            continue;
        };
        // The block the structured op's predecessor branches to: a loop's header, after its
        // entry block; a selection's header, its first block.
        let header_at = match ctx.op_name_str(body.op_name(first)) {
            oxir_spirv::LoopOp::NAME => 1,
            oxir_spirv::SelectionOp::NAME => 0,
            _ => continue,
        };
        let mut uses = body.block_uses(block);
        let (Some(only), None) = (uses.next(), uses.next()) else {
            continue;
        };
        let branch = only.owner;
        if ctx.op_name_str(body.op_name(branch)) != oxir_spirv::BranchOp::NAME {
            continue;
        }
        let Some(header) = body
            .op_regions(first)
            .first()
            .and_then(|&r| body.region_blocks(r).nth(header_at))
        else {
            continue;
        };
        let passed: Vec<Value> = body.operands(branch).collect();
        for (arg, value) in body.block_args(block).zip(passed) {
            if let Some(&id) = ids.values.get(&value) {
                ids.values.insert(arg, id);
            }
        }
        ids.phis.retain(|(b, _)| *b != block);
        ids.blocks.insert(block, ids.blocks[&header]);
        ids.folded.insert(block, header);
    }
}

fn unsupported(ctx: &Context, body: &Body, op: OpId, what: &str) -> Diagnostic {
    op_error(
        ctx,
        body,
        op,
        format!("serialization of {what} is not supported"),
    )
}

impl Serializer<'_> {
    fn id(&mut self) -> Word {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    fn attr(&self, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
        oxir::op_support::attr(self.ctx, body, op, name)
    }

    /// The capabilities, extensions and memory model.
    fn header(&mut self, body: &Body, module: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        self.version = (1, 0);
        if let Some(vce) = self
            .attr(body, module, "vce_triple")
            .and_then(|a| a.dyn_cast::<VerCapExtAttr>(ctx))
        {
            self.version = (1, vce.version(ctx).value() as u8);
            for cap in vce.capabilities(ctx) {
                let Some(cap) = spirv::Capability::from_u32(cap.value()) else {
                    continue;
                };
                self.module.capabilities.push(inst(
                    Op::Capability,
                    None,
                    None,
                    vec![Operand::Capability(cap)],
                ));
            }
            for ext in vce.extensions(ctx) {
                self.module.extensions.push(inst(
                    Op::Extension,
                    None,
                    None,
                    vec![Operand::LiteralString(ext.to_string())],
                ));
            }
        }
        let addressing = self
            .attr(body, module, "addressing_model")
            .and_then(|a| a.dyn_cast::<AddressingModelAttr>(ctx))
            .and_then(|a| spirv::AddressingModel::from_u32(a.value(ctx).value()));
        let memory = self
            .attr(body, module, "memory_model")
            .and_then(|a| a.dyn_cast::<MemoryModelAttr>(ctx))
            .and_then(|a| spirv::MemoryModel::from_u32(a.value(ctx).value()));
        let (Some(addressing), Some(memory)) = (addressing, memory) else {
            return Err(op_error(
                ctx,
                body,
                module,
                "expected addressing and memory models",
            ));
        };
        self.module.memory_model = Some(inst(
            Op::MemoryModel,
            None,
            None,
            vec![
                Operand::AddressingModel(addressing),
                Operand::MemoryModel(memory),
            ],
        ));
        Ok(())
    }
}

impl Serializer<'_> {
    /// Adds a decoration.
    fn decorate(&mut self, target: Word, decoration: spirv::Decoration, value: Option<u32>) {
        let mut operands = vec![Operand::IdRef(target), Operand::Decoration(decoration)];
        if let Some(value) = value {
            operands.push(Operand::LiteralBit32(value));
        }
        self.module
            .annotations
            .push(inst(Op::Decorate, None, None, operands));
    }

    /// The id of `ty`, defined once.
    fn ty(&mut self, ty: Type) -> Result<Word, String> {
        if let Some(&id) = self.types.get(&ty) {
            return Ok(id);
        }
        let ctx = self.ctx;
        let (op, operands): (Op, Vec<Operand>) = match ctx.type_data(ty) {
            TypeData::Integer { width: 1, .. } => (Op::TypeBool, vec![]),
            TypeData::Integer { width, signedness } => (
                Op::TypeInt,
                vec![
                    Operand::LiteralBit32(*width),
                    Operand::LiteralBit32(u32::from(*signedness == Signedness::Signed)),
                ],
            ),
            TypeData::Float(kind) => {
                let width = match kind {
                    FloatKind::F16 => 16,
                    FloatKind::F32 => 32,
                    FloatKind::F64 => 64,
                    _ => return Err(format!("unsupported float type {}", type_text(ctx, ty))),
                };
                (Op::TypeFloat, vec![Operand::LiteralBit32(width)])
            }
            TypeData::Vector { element, shape, .. } if shape.len() == 1 => {
                let (element, count) = (*element, shape[0] as u32);
                (
                    Op::TypeVector,
                    vec![
                        Operand::IdRef(self.ty(element)?),
                        Operand::LiteralBit32(count),
                    ],
                )
            }
            TypeData::Function { inputs, results } => {
                let (inputs, results) = (inputs.to_vec(), results.to_vec());
                let result = match results[..] {
                    [] => self.void(),
                    [one] => self.ty(one)?,
                    _ => return Err("functions return at most one value".into()),
                };
                let mut operands = vec![Operand::IdRef(result)];
                for input in inputs {
                    operands.push(Operand::IdRef(self.ty(input)?));
                }
                (Op::TypeFunction, operands)
            }
            _ => return self.dialect_type(ty),
        };
        let id = self.id();
        self.module
            .types_global_values
            .push(inst(op, None, Some(id), operands));
        self.types.insert(ty, id);
        Ok(id)
    }

    /// The id of `OpTypeVoid`.
    fn void(&mut self) -> Word {
        let void = self.ctx.common().none;
        if let Some(&id) = self.types.get(&void) {
            return id;
        }
        let id = self.id();
        self.module
            .types_global_values
            .push(inst(Op::TypeVoid, None, Some(id), vec![]));
        self.types.insert(void, id);
        id
    }

    /// The id of a type of the dialect.
    fn dialect_type(&mut self, ty: Type) -> Result<Word, String> {
        let ctx = self.ctx;
        let (op, operands, stride) = if let Some(p) = ty.dyn_cast::<PointerType>(ctx) {
            let pointee = self.ty(p.pointee(ctx))?;
            let class = p.storage_class(ctx);
            let Some(spirv_class) = spirv::StorageClass::from_u32(class.value()) else {
                return Err(format!("unsupported storage class {class}"));
            };
            // Buffers hold `Block` structs (MLIR's serializer decorates them so).
            if matches!(
                class,
                StorageClass::StorageBuffer | StorageClass::Uniform | StorageClass::PushConstant
            ) && p.pointee(ctx).isa::<StructType>(ctx)
            {
                self.decorate(pointee, spirv::Decoration::Block, None);
            }
            (
                Op::TypePointer,
                vec![Operand::StorageClass(spirv_class), Operand::IdRef(pointee)],
                0,
            )
        } else if let Some(a) = ty.dyn_cast::<ArrayType>(ctx) {
            let element = self.ty(a.element(ctx))?;
            let i32 = ctx.common().i32;
            let count = IntegerAttr::get(ctx, i32, i64::from(a.count(ctx))).attr();
            let length = self.constant(count, i32)?;
            (
                Op::TypeArray,
                vec![Operand::IdRef(element), Operand::IdRef(length)],
                a.stride(ctx),
            )
        } else if let Some(a) = ty.dyn_cast::<RuntimeArrayType>(ctx) {
            let element = self.ty(a.element(ctx))?;
            (
                Op::TypeRuntimeArray,
                vec![Operand::IdRef(element)],
                a.stride(ctx),
            )
        } else if let Some(m) = ty.dyn_cast::<MatrixType>(ctx) {
            let column = self.ty(m.column(ctx))?;
            (
                Op::TypeMatrix,
                vec![
                    Operand::IdRef(column),
                    Operand::LiteralBit32(m.columns(ctx)),
                ],
                0,
            )
        } else if let Some(s) = ty.dyn_cast::<StructType>(ctx) {
            return self.struct_type(s);
        } else {
            return Err(format!("unsupported type {}", type_text(ctx, ty)));
        };
        let id = self.id();
        self.module
            .types_global_values
            .push(inst(op, None, Some(id), operands));
        self.types.insert(ty, id);
        if stride != 0 {
            self.decorate(id, spirv::Decoration::ArrayStride, Some(stride));
        }
        Ok(id)
    }

    /// The id of a struct, with its member offsets and decorations. A struct reached again
    /// through its members (recursive) is forward-declared with `OpTypeForwardPointer`.
    fn struct_type(&mut self, s: StructType) -> Result<Word, String> {
        let ctx = self.ctx;
        let id = self.id();
        self.types.insert(s.ty(), id);
        let body = s.body(ctx).clone();
        let mut operands = Vec::new();
        for &member in &body.members {
            operands.push(Operand::IdRef(self.ty(member)?));
        }
        self.module
            .types_global_values
            .push(inst(Op::TypeStruct, None, Some(id), operands));
        if let Some(name) = s.name(ctx)
            && !name.is_empty()
        {
            self.module.debug_names.push(inst(
                Op::Name,
                None,
                None,
                vec![Operand::IdRef(id), Operand::LiteralString(name.to_string())],
            ));
        }
        for (member, &offset) in body.offsets.iter().enumerate() {
            self.member_decorate(id, member as u32, spirv::Decoration::Offset, Some(offset));
        }
        for d in &body.decorations {
            let Some(decoration) = spirv::Decoration::from_u32(d.decoration.value()) else {
                continue;
            };
            self.member_decorate(id, d.member, decoration, d.value);
        }
        Ok(id)
    }

    fn member_decorate(
        &mut self,
        target: Word,
        member: u32,
        decoration: spirv::Decoration,
        value: Option<u32>,
    ) {
        let mut operands = vec![
            Operand::IdRef(target),
            Operand::LiteralBit32(member),
            Operand::Decoration(decoration),
        ];
        if let Some(value) = value {
            operands.push(Operand::LiteralBit32(value));
        }
        self.module
            .annotations
            .push(inst(Op::MemberDecorate, None, None, operands));
    }

    /// The id of the constant `value` of type `ty`, defined once.
    fn constant(&mut self, value: Attribute, ty: Type) -> Result<Word, String> {
        if let Some(&id) = self.constants.get(&(value, ty)) {
            return Ok(id);
        }
        let ctx = self.ctx;
        let type_id = self.ty(ty)?;
        let id = self.id();
        let instruction = match ctx.attr_data(value) {
            AttrData::Bool(b) => inst(
                if *b {
                    Op::ConstantTrue
                } else {
                    Op::ConstantFalse
                },
                Some(type_id),
                Some(id),
                vec![],
            ),
            AttrData::Integer { .. }
                if matches!(ctx.type_data(ty), TypeData::Integer { width: 1, .. }) =>
            {
                let set = value
                    .dyn_cast::<IntegerAttr>(ctx)
                    .is_some_and(|i| i.value_bigint(ctx) != 0.into());
                inst(
                    if set {
                        Op::ConstantTrue
                    } else {
                        Op::ConstantFalse
                    },
                    Some(type_id),
                    Some(id),
                    vec![],
                )
            }
            AttrData::Integer { .. } => {
                let int = value.dyn_cast::<IntegerAttr>(ctx).ok_or("bad integer")?;
                let bits = int.value_bigint(ctx);
                let width = match ctx.type_data(ty) {
                    TypeData::Integer { width, .. } => *width,
                    _ => 32,
                };
                let raw = i64::try_from(&bits)
                    .map(|v| v as u64)
                    .or_else(|_| u64::try_from(&bits))
                    .map_err(|_| "integer constant wider than 64 bits".to_string())?;
                inst(Op::Constant, Some(type_id), Some(id), literal(raw, width))
            }
            AttrData::Float { .. } => {
                let float = value
                    .dyn_cast::<oxir::attrs::FloatAttr>(ctx)
                    .ok_or("bad float")?;
                let width = match ctx.type_data(ty) {
                    TypeData::Float(FloatKind::F64) => 64,
                    TypeData::Float(FloatKind::F16) => 16,
                    _ => 32,
                };
                // The attribute keeps the bits in the type's own format.
                let operands = literal(float.bits(ctx) as u64, width);
                inst(Op::Constant, Some(type_id), Some(id), operands)
            }
            AttrData::DenseElements { .. } | AttrData::Array(_) => {
                let elements = self.composite_elements(value, ty)?;
                inst(Op::ConstantComposite, Some(type_id), Some(id), elements)
            }
            _ => {
                return Err(format!(
                    "unsupported constant {}",
                    oxir::text::printer::print_attribute(ctx, value)
                ));
            }
        };
        self.module.types_global_values.push(instruction);
        self.constants.insert((value, ty), id);
        Ok(id)
    }

    /// An `i32` constant (scopes and memory semantics are ids of such constants).
    /// The element constants of a composite constant `value` of type `ty`: a dense vector's
    /// elements, or an array attribute's for a `!spirv.array`.
    fn composite_elements(&mut self, value: Attribute, ty: Type) -> Result<Vec<Operand>, String> {
        let ctx = self.ctx;
        let unsupported = || {
            format!(
                "unsupported composite constant {}",
                oxir::text::printer::print_attribute(ctx, value)
            )
        };
        let (elements, element_ty): (Vec<Attribute>, Type) = match ctx.attr_data(value) {
            AttrData::DenseElements { .. }
                if matches!(ctx.type_data(ty), TypeData::Vector { .. }) =>
            {
                let dense = value
                    .dyn_cast::<oxir::attrs::DenseElementsAttr>(ctx)
                    .ok_or_else(unsupported)?;
                let elements = (0..dense.num_elements(ctx))
                    .map(|k| dense.element_attr(ctx, k))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(unsupported)?;
                (elements, dense.element_type(ctx))
            }
            AttrData::Array(elements) => {
                let array = ty.dyn_cast::<ArrayType>(ctx).ok_or_else(unsupported)?;
                (elements.to_vec(), array.element(ctx))
            }
            _ => return Err(unsupported()),
        };
        elements
            .into_iter()
            .map(|e| self.constant(e, element_ty).map(Operand::IdRef))
            .collect()
    }

    fn u32_constant(&mut self, value: u32) -> Result<Word, String> {
        let i32 = self.ctx.common().i32;
        let attr = IntegerAttr::get(self.ctx, i32, i64::from(value)).attr();
        self.constant(attr, i32)
    }
}

/// The literal words of a `width`-bit integer or float constant.
fn literal(raw: u64, width: u32) -> Vec<Operand> {
    if width > 32 {
        vec![Operand::LiteralBit64(raw)]
    } else {
        let mask = if width == 32 {
            u32::MAX
        } else {
            (1u32 << width) - 1
        };
        vec![Operand::LiteralBit32(raw as u32 & mask)]
    }
}

/// `'ty'` for messages.
fn type_text(ctx: &Context, ty: Type) -> String {
    format!("'{}'", oxir::text::printer::print_type(ctx, ty))
}

/// The enum value of an enum attribute of `op`, as `T` of rspirv.
macro_rules! enum_attr {
    ($s:expr, $body:expr, $op:expr, $name:literal, $view:ty, $spirv:ty) => {
        $s.attr($body, $op, $name)
            .and_then(|a| a.dyn_cast::<$view>($s.ctx))
            .and_then(|a| <$spirv>::from_u32(a.value($s.ctx).value()))
    };
}

impl Serializer<'_> {
    /// One op of the module's body.
    fn global(&mut self, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = ctx.op_name_str(body.op_name(op));
        let at = |message: String| op_error(ctx, body, op, message);
        match name {
            oxir_spirv::GlobalVariableOp::NAME => {
                let sym = sym_name(ctx, body, op).unwrap_or_default();
                let id = self.symbols[&sym];
                let ty = self
                    .attr(body, op, "type")
                    .and_then(|t| match ctx.attr_data(t) {
                        AttrData::Type(ty) => Some(*ty),
                        _ => None,
                    })
                    .ok_or_else(|| at("expected a pointer type".into()))?;
                let pointer = ty
                    .dyn_cast::<PointerType>(ctx)
                    .ok_or_else(|| at("expected a pointer type".into()))?;
                let type_id = self.ty(ty).map_err(at)?;
                let class = spirv::StorageClass::from_u32(pointer.storage_class(ctx).value())
                    .ok_or_else(|| at("unsupported storage class".into()))?;
                let mut operands = vec![Operand::StorageClass(class)];
                if let Some(init) = self
                    .attr(body, op, "initializer")
                    .and_then(|a| symbol(ctx, a))
                {
                    let init = *self
                        .symbols
                        .get(&init)
                        .ok_or_else(|| at(format!("unknown initializer @{init}")))?;
                    operands.push(Operand::IdRef(init));
                }
                self.module.types_global_values.push(inst(
                    Op::Variable,
                    Some(type_id),
                    Some(id),
                    operands,
                ));
                self.name(id, &sym);
                for (attr, decoration) in [
                    ("binding", spirv::Decoration::Binding),
                    ("descriptor_set", spirv::Decoration::DescriptorSet),
                    ("location", spirv::Decoration::Location),
                ] {
                    if let Some(v) = self.attr(body, op, attr).and_then(|a| int(ctx, a)) {
                        self.decorate(id, decoration, Some(v as u32));
                    }
                }
                if let Some(builtin) = self
                    .attr(body, op, "built_in")
                    .and_then(|a| ctx.string_str(a))
                {
                    let value = builtin
                        .parse::<oxir_spirv::BuiltIn>()
                        .map_err(|_| at(format!("unknown built-in {builtin}")))?;
                    let mut operands = vec![
                        Operand::IdRef(id),
                        Operand::Decoration(spirv::Decoration::BuiltIn),
                    ];
                    let builtin = spirv::BuiltIn::from_u32(value.value())
                        .ok_or_else(|| at(format!("unknown built-in {builtin}")))?;
                    operands.push(Operand::BuiltIn(builtin));
                    self.module
                        .annotations
                        .push(inst(Op::Decorate, None, None, operands));
                }
            }
            oxir_spirv::SpecConstantOp::NAME => {
                let sym = sym_name(ctx, body, op).unwrap_or_default();
                let id = self.symbols[&sym];
                let value = self
                    .attr(body, op, "default_value")
                    .ok_or_else(|| at("expected a default value".into()))?;
                let ty = oxir::attrs::attr_type(ctx, value)
                    .ok_or_else(|| at("expected a typed default value".into()))?;
                // A plain constant's instruction, made a specialization one.
                let constant = self.constant(value, ty).map_err(at)?;
                let plain = self
                    .module
                    .types_global_values
                    .iter()
                    .find(|i| i.result_id == Some(constant))
                    .cloned()
                    .ok_or_else(|| at("constant lost".into()))?;
                let opcode = match plain.class.opcode {
                    Op::ConstantTrue => Op::SpecConstantTrue,
                    Op::ConstantFalse => Op::SpecConstantFalse,
                    _ => Op::SpecConstant,
                };
                let instruction = inst(opcode, plain.result_type, Some(id), plain.operands);
                self.module.types_global_values.push(instruction);
                self.name(id, &sym);
                if let Some(spec_id) = self.attr(body, op, "spec_id").and_then(|a| int(ctx, a)) {
                    self.decorate(id, spirv::Decoration::SpecId, Some(spec_id as u32));
                }
            }
            oxir_spirv::EntryPointOp::NAME => {
                let model = enum_attr!(
                    self,
                    body,
                    op,
                    "execution_model",
                    ExecutionModelAttr,
                    spirv::ExecutionModel
                )
                .ok_or_else(|| at("expected an execution model".into()))?;
                let (function, fn_id) = self.symbol_id(body, op, "fn")?;
                let mut operands = vec![
                    Operand::ExecutionModel(model),
                    Operand::IdRef(fn_id),
                    Operand::LiteralString(function),
                ];
                if let Some(interface) = self
                    .attr(body, op, "interface")
                    .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
                {
                    for &var in interface.elements(ctx) {
                        let var = symbol(ctx, var).unwrap_or_default();
                        let id = *self
                            .symbols
                            .get(&var)
                            .ok_or_else(|| at(format!("unknown interface variable @{var}")))?;
                        operands.push(Operand::IdRef(id));
                    }
                }
                self.module
                    .entry_points
                    .push(inst(Op::EntryPoint, None, None, operands));
            }
            oxir_spirv::ExecutionModeOp::NAME => {
                let mode = enum_attr!(
                    self,
                    body,
                    op,
                    "execution_mode",
                    ExecutionModeAttr,
                    spirv::ExecutionMode
                )
                .ok_or_else(|| at("expected an execution mode".into()))?;
                let (_, fn_id) = self.symbol_id(body, op, "fn")?;
                let mut operands = vec![Operand::IdRef(fn_id), Operand::ExecutionMode(mode)];
                if let Some(values) = self
                    .attr(body, op, "values")
                    .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
                {
                    for &v in values.elements(ctx) {
                        operands.push(Operand::LiteralBit32(int(ctx, v).unwrap_or(0) as u32));
                    }
                }
                self.module
                    .execution_modes
                    .push(inst(Op::ExecutionMode, None, None, operands));
            }
            oxir_spirv::FuncOp::NAME => self.function(body, op)?,
            _ => return Err(unsupported(ctx, body, op, &format!("'{name}'"))),
        }
        Ok(())
    }

    /// The symbol attribute `attr` of `op` and the id of the symbol it names.
    fn symbol_id(&self, body: &Body, op: OpId, attr: &str) -> Result<(String, Word), Diagnostic> {
        let ctx = self.ctx;
        let name = self
            .attr(body, op, attr)
            .and_then(|a| symbol(ctx, a))
            .ok_or_else(|| op_error(ctx, body, op, format!("expected a symbol '{attr}'")))?;
        match self.symbols.get(&name) {
            Some(&id) => Ok((name, id)),
            None => Err(op_error(ctx, body, op, format!("unknown symbol @{name}"))),
        }
    }

    /// `OpName`.
    fn name(&mut self, id: Word, name: &str) {
        self.module.debug_names.push(inst(
            Op::Name,
            None,
            None,
            vec![Operand::IdRef(id), Operand::LiteralString(name.to_string())],
        ));
    }

    /// A `spirv.func`: its definition, parameters and blocks.
    fn function(&mut self, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let at = |message: String| op_error(ctx, body, op, message);
        let sym = sym_name(ctx, body, op).unwrap_or_default();
        let id = self.symbols[&sym];
        let Some((inputs, results)) = oxir::function::signature(ctx, body, op) else {
            return Err(at("expected a function type".into()));
        };
        let fn_type = ctx.function_type(&inputs, &results);
        let fn_type_id = self.ty(fn_type).map_err(at)?;
        let result_type = match results.first() {
            Some(&r) => self.ty(r).map_err(at)?,
            None => self.void(),
        };
        let control = self
            .attr(body, op, "function_control")
            .and_then(|a| a.dyn_cast::<FunctionControlAttr>(ctx))
            .map_or(0, |a| a.value(ctx).value());
        let mut function = dr::Function::new();
        function.def = Some(inst(
            Op::Function,
            Some(result_type),
            Some(id),
            vec![
                Operand::FunctionControl(spirv::FunctionControl::from_bits_truncate(control)),
                Operand::IdRef(fn_type_id),
            ],
        ));
        function.end = Some(inst(Op::FunctionEnd, None, None, vec![]));
        self.name(id, &sym);
        let (scope, regions) = body.region_scope(op);
        let Some(&region) = regions.first() else {
            return Err(at("expected a body".into()));
        };
        let blocks: Vec<BlockId> = scope.region_blocks(region).collect();
        let mut ids = FunctionIds::default();
        // Number every block and result first: uses may come before definitions in text.
        for (index, &block) in blocks.iter().enumerate() {
            let label = self.id();
            ids.blocks.insert(block, label);
            if index > 0 {
                self.number_block_args(scope, block, &mut ids).map_err(at)?;
                for inner in scope.block_ops(block) {
                    self.number_results(scope, inner, &mut ids)?;
                }
                continue;
            }
            for (i, arg) in scope.block_args(block).enumerate() {
                let ty = self.ty(scope.value_type(arg)).map_err(at)?;
                let param = self.id();
                ids.values.insert(arg, param);
                let _ = i;
                function.parameters.push(inst(
                    Op::FunctionParameter,
                    Some(ty),
                    Some(param),
                    vec![],
                ));
            }
            for inner in scope.block_ops(block) {
                self.number_results(scope, inner, &mut ids)?;
            }
        }
        fold_loop_blocks(ctx, scope, &blocks[1..], &mut ids);
        let mut emitter = Emitter {
            blocks: Vec::new(),
            current: new_block(ids.blocks[&blocks[0]]),
            incoming: Vec::new(),
            folded_from: HashMap::new(),
            folded_entries: Vec::new(),
        };
        for (index, &block) in blocks.iter().enumerate() {
            if index > 0 {
                emitter.start_block(block, &ids);
            }
            self.emit_ops(
                scope,
                &scope.block_ops(block).collect::<Vec<_>>(),
                &ids,
                &mut emitter,
            )?;
        }
        emitter.resolve_folded_entries();
        emitter.blocks.push(emitter.current);
        add_phis(&mut emitter.blocks, &ids, &emitter.incoming);
        function.blocks = emitter.blocks;
        self.module.functions.push(function);
        Ok(())
    }

    /// Gives the results of `op` their ids: constants and addresses are module-level ids.
    fn number_results(
        &mut self,
        body: &Body,
        op: OpId,
        ids: &mut FunctionIds,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = ctx.op_name_str(body.op_name(op));
        if name == oxir_spirv::SelectionOp::NAME || name == oxir_spirv::LoopOp::NAME {
            let (scope, regions) = body.region_scope(op);
            for &region in regions {
                for block in scope.region_blocks(region) {
                    let label = self.id();
                    ids.blocks.insert(block, label);
                    self.number_block_args(scope, block, ids)
                        .map_err(|m| op_error(ctx, body, op, m))?;
                    for inner in scope.block_ops(block) {
                        self.number_results(scope, inner, ids)?;
                    }
                }
            }
            return Ok(());
        }
        let Some(result) = body.result(op, 0) else {
            return Ok(());
        };
        let id = match name {
            oxir_spirv::ConstantOp::NAME => {
                let value = self
                    .attr(body, op, "value")
                    .ok_or_else(|| op_error(ctx, body, op, "expected a value"))?;
                self.constant(value, body.value_type(result))
                    .map_err(|m| op_error(ctx, body, op, m))?
            }
            oxir_spirv::AddressofOp::NAME => {
                let var = self
                    .attr(body, op, "variable")
                    .and_then(|a| symbol(ctx, a))
                    .unwrap_or_default();
                *self
                    .symbols
                    .get(&var)
                    .ok_or_else(|| op_error(ctx, body, op, format!("unknown variable @{var}")))?
            }
            _ => self.id(),
        };
        ids.values.insert(result, id);
        Ok(())
    }

    /// Gives the arguments of `block` (not a function's entry block) ids, for their `OpPhi`s.
    fn number_block_args(
        &mut self,
        body: &Body,
        block: BlockId,
        ids: &mut FunctionIds,
    ) -> Result<(), String> {
        let mut args = Vec::new();
        for arg in body.block_args(block) {
            let ty = self.ty(body.value_type(arg))?;
            let id = self.id();
            ids.values.insert(arg, id);
            args.push((ty, id));
        }
        if !args.is_empty() {
            ids.phis.push((block, args));
        }
        Ok(())
    }

    /// Records the values a branch passes to its targets, with the label of the block it ends.
    fn record_incoming(
        &self,
        body: &Body,
        op: OpId,
        ids: &FunctionIds,
        emitter: &mut Emitter,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = ctx.op_name_str(body.op_name(op));
        let groups: Vec<(BlockId, Vec<Value>)> = if name == oxir_spirv::BranchOp::NAME {
            body.successors(op)
                .next()
                .map(|t| (t, body.operands(op).collect()))
                .into_iter()
                .collect()
        } else if let Some(branch) = oxir_spirv::BranchConditionalOp::from_op(ctx, body, op) {
            let targets: Vec<BlockId> = body.successors(op).collect();
            let operands = [
                branch.true_target_operands(ctx, body),
                branch.false_target_operands(ctx, body),
            ];
            targets.into_iter().zip(operands).collect()
        } else {
            return Ok(());
        };
        let Some(label) = emitter.current.label.as_ref().and_then(|l| l.result_id) else {
            return Ok(());
        };
        for (target, values) in groups {
            if ids.folded.contains_key(&target) {
                // The values are the folded block's arguments; its loop's entry branch
                // passes them on from this block.
                emitter.folded_from.insert(target, label);
                continue;
            }
            if values.is_empty() {
                continue;
            }
            let words = values
                .iter()
                .map(|v| {
                    ids.values.get(v).copied().ok_or_else(|| {
                        op_error(ctx, body, op, "operand defined outside the function")
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            emitter.incoming.push((target, label, words));
        }
        Ok(())
    }

    /// The instructions of `ops` (a block's), structured control flow laid out as MLIR's
    /// serializer does: a branch to the header block, which ends in `OpSelectionMerge` /
    /// `OpLoopMerge`; the merge block then holds the ops after the structured op.
    fn emit_ops(
        &mut self,
        body: &Body,
        ops: &[OpId],
        ids: &FunctionIds,
        emitter: &mut Emitter,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        for &op in ops {
            let name = ctx.op_name_str(body.op_name(op));
            if name == oxir_spirv::SelectionOp::NAME || name == oxir_spirv::LoopOp::NAME {
                self.emit_structured(body, op, name == oxir_spirv::LoopOp::NAME, ids, emitter)?;
            } else if name == oxir_spirv::MergeOp::NAME {
                // The merge block's label is the merge; the op itself has no instruction.
            } else {
                self.record_incoming(body, op, ids, emitter)?;
                if let Some(i) = self.instruction(body, op, ids)? {
                    emitter.current.instructions.push(i);
                }
            }
        }
        Ok(())
    }

    /// A `spirv.mlir.selection` or `spirv.mlir.loop`.
    fn emit_structured(
        &mut self,
        body: &Body,
        op: OpId,
        is_loop: bool,
        ids: &FunctionIds,
        emitter: &mut Emitter,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let (scope, regions) = body.region_scope(op);
        let blocks: Vec<BlockId> = regions
            .first()
            .map(|&r| scope.region_blocks(r).collect())
            .unwrap_or_default();
        let minimum = if is_loop { 4 } else { 2 };
        if blocks.len() < minimum {
            return Err(op_error(
                ctx,
                body,
                op,
                "expected a header, a continue and a merge block",
            ));
        }
        let merge = blocks[blocks.len() - 1];
        let control = if is_loop {
            self.attr(body, op, "loop_control")
                .and_then(|a| a.dyn_cast::<oxir_spirv::LoopControlAttr>(ctx))
                .map_or(0, |a| a.value(ctx).value())
        } else {
            self.attr(body, op, "selection_control")
                .and_then(|a| a.dyn_cast::<oxir_spirv::SelectionControlAttr>(ctx))
                .map_or(0, |a| a.value(ctx).value())
        };
        let (header, rest) = if is_loop {
            // The entry block only branches to the header.
            let entry: Vec<OpId> = scope.block_ops(blocks[0]).collect();
            match body
                .op_parent_block(op)
                .filter(|b| ids.folded.contains_key(b))
            {
                Some(folded) => {
                    let words = entry
                        .last()
                        .map(|&branch| scope.operands(branch).collect::<Vec<_>>())
                        .unwrap_or_default()
                        .iter()
                        .map(|v| ids.values.get(v).copied())
                        .collect::<Option<Vec<_>>>()
                        .ok_or_else(|| {
                            op_error(ctx, body, op, "operand defined outside the function")
                        })?;
                    emitter.folded_entries.push((folded, blocks[1], words));
                }
                None => self.emit_ops(scope, &entry, ids, emitter)?,
            }
            emitter.start(ids.blocks[&blocks[1]]);
            (blocks[1], &blocks[2..blocks.len() - 1])
        } else {
            // The header is a block of its own, as MLIR's serializer writes it (so that
            // reading it back keeps the ops before the selection out of it).
            let header_label = ids.blocks[&blocks[0]];
            if body
                .op_parent_block(op)
                .is_none_or(|b| !ids.folded.contains_key(&b))
            {
                emitter.current.instructions.push(inst(
                    Op::Branch,
                    None,
                    None,
                    vec![Operand::IdRef(header_label)],
                ));
            }
            emitter.start(header_label);
            (blocks[0], &blocks[1..blocks.len() - 1])
        };
        let header_ops: Vec<OpId> = scope.block_ops(header).collect();
        let Some((&terminator, leading)) = header_ops.split_last() else {
            return Err(op_error(
                ctx,
                body,
                op,
                "expected a terminated header block",
            ));
        };
        self.emit_ops(scope, leading, ids, emitter)?;
        let merge_instruction = if is_loop {
            let continue_block = blocks[blocks.len() - 2];
            inst(
                Op::LoopMerge,
                None,
                None,
                vec![
                    Operand::IdRef(ids.blocks[&merge]),
                    Operand::IdRef(ids.blocks[&continue_block]),
                    Operand::LoopControl(spirv::LoopControl::from_bits_truncate(control)),
                ],
            )
        } else {
            inst(
                Op::SelectionMerge,
                None,
                None,
                vec![
                    Operand::IdRef(ids.blocks[&merge]),
                    Operand::SelectionControl(spirv::SelectionControl::from_bits_truncate(control)),
                ],
            )
        };
        emitter.current.instructions.push(merge_instruction);
        self.emit_ops(scope, &[terminator], ids, emitter)?;
        for &block in rest {
            emitter.start_block(block, ids);
            let ops: Vec<OpId> = scope.block_ops(block).collect();
            self.emit_ops(scope, &ops, ids, emitter)?;
        }
        emitter.start(ids.blocks[&merge]);
        let ops: Vec<OpId> = scope.block_ops(merge).collect();
        self.emit_ops(scope, &ops, ids, emitter)
    }

    /// The instruction of one op of a function (none for constants and addresses).
    fn instruction(
        &mut self,
        body: &Body,
        op: OpId,
        ids: &FunctionIds,
    ) -> Result<Option<Instruction>, Diagnostic> {
        let ctx = self.ctx;
        let name = ctx.op_name_str(body.op_name(op));
        let at = |message: String| op_error(ctx, body, op, message);
        let operands: Vec<Word> = body
            .operands(op)
            .map(|v| {
                ids.values
                    .get(&v)
                    .copied()
                    .ok_or_else(|| at("operand defined outside the function".into()))
            })
            .collect::<Result<_, _>>()?;
        let result = body.result(op, 0);
        let result_id = result.and_then(|r| ids.values.get(&r).copied());
        let result_type = match result {
            Some(r) => Some(self.ty(body.value_type(r)).map_err(at)?),
            None => None,
        };
        let refs = |words: &[Word]| words.iter().map(|&w| Operand::IdRef(w)).collect::<Vec<_>>();
        if let Some(&(_, opcode)) = crate::ops::PLAIN.iter().find(|(n, _)| *n == name) {
            return Ok(Some(inst(opcode, result_type, result_id, refs(&operands))));
        }
        if let Some(&(_, number)) = crate::ops::GLSL.iter().find(|(n, _)| *n == name) {
            let set = match self.glsl {
                Some(set) => set,
                None => {
                    let set = self.id();
                    self.module.ext_inst_imports.push(inst(
                        Op::ExtInstImport,
                        None,
                        Some(set),
                        vec![Operand::LiteralString("GLSL.std.450".into())],
                    ));
                    self.glsl = Some(set);
                    set
                }
            };
            let mut list = vec![Operand::IdRef(set), Operand::LiteralExtInstInteger(number)];
            list.extend(refs(&operands));
            return Ok(Some(inst(Op::ExtInst, result_type, result_id, list)));
        }
        if let Some(&(_, opcode)) = crate::ops::ATOMICS.iter().find(|(n, _)| *n == name) {
            let scope = self.scope(body, op, "memory_scope").map_err(at)?;
            let semantics = self.semantics(body, op, "semantics").map_err(at)?;
            let list = vec![
                Operand::IdRef(operands[0]),
                Operand::IdRef(scope),
                Operand::IdRef(semantics),
                Operand::IdRef(operands[1]),
            ];
            return Ok(Some(inst(opcode, result_type, result_id, list)));
        }
        let literals = |s: &Self, attr: &str| -> Vec<Operand> {
            s.attr(body, op, attr)
                .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
                .map(|a| {
                    a.elements(ctx)
                        .iter()
                        .map(|&e| Operand::LiteralBit32(int(ctx, e).unwrap_or(0) as u32))
                        .collect()
                })
                .unwrap_or_default()
        };
        let instruction = match name {
            oxir_spirv::ConstantOp::NAME | oxir_spirv::AddressofOp::NAME => return Ok(None),
            oxir_spirv::VariableOp::NAME => {
                let class = result
                    .and_then(|r| body.value_type(r).dyn_cast::<PointerType>(ctx))
                    .and_then(|p| spirv::StorageClass::from_u32(p.storage_class(ctx).value()))
                    .ok_or_else(|| at("expected a pointer result".into()))?;
                let mut list = vec![Operand::StorageClass(class)];
                list.extend(refs(&operands));
                inst(Op::Variable, result_type, result_id, list)
            }
            oxir_spirv::LoadOp::NAME => {
                let mut list = refs(&operands);
                list.extend(self.memory_access(body, op));
                inst(Op::Load, result_type, result_id, list)
            }
            oxir_spirv::StoreOp::NAME => {
                let mut list = refs(&operands);
                list.extend(self.memory_access(body, op));
                inst(Op::Store, None, None, list)
            }
            oxir_spirv::AccessChainOp::NAME => {
                inst(Op::AccessChain, result_type, result_id, refs(&operands))
            }
            oxir_spirv::PtrAccessChainOp::NAME => {
                inst(Op::PtrAccessChain, result_type, result_id, refs(&operands))
            }
            oxir_spirv::CompositeExtractOp::NAME | oxir_spirv::CompositeInsertOp::NAME => {
                let mut list = refs(&operands);
                list.extend(literals(self, "indices"));
                let opcode = if name == oxir_spirv::CompositeExtractOp::NAME {
                    Op::CompositeExtract
                } else {
                    Op::CompositeInsert
                };
                inst(opcode, result_type, result_id, list)
            }
            oxir_spirv::VectorShuffleOp::NAME => {
                let mut list = refs(&operands);
                list.extend(literals(self, "components"));
                inst(Op::VectorShuffle, result_type, result_id, list)
            }
            oxir_spirv::FunctionCallOp::NAME => {
                let (_, callee) = self.symbol_id(body, op, "callee")?;
                let (ty, id) = match (result_type, result_id) {
                    (Some(t), Some(i)) => (t, i),
                    _ => (self.void(), self.id()),
                };
                let mut list = vec![Operand::IdRef(callee)];
                list.extend(refs(&operands));
                inst(Op::FunctionCall, Some(ty), Some(id), list)
            }
            oxir_spirv::ReturnOp::NAME => inst(Op::Return, None, None, vec![]),
            oxir_spirv::ReturnValueOp::NAME => inst(Op::ReturnValue, None, None, refs(&operands)),
            oxir_spirv::UnreachableOp::NAME => inst(Op::Unreachable, None, None, vec![]),
            oxir_spirv::BranchOp::NAME => {
                // The operands are the incoming values of the target's `OpPhi`s.
                let target = body
                    .successors(op)
                    .next()
                    .ok_or_else(|| at("expected a successor".into()))?;
                inst(
                    Op::Branch,
                    None,
                    None,
                    vec![Operand::IdRef(ids.blocks[&target])],
                )
            }
            oxir_spirv::BranchConditionalOp::NAME => {
                let Some(&condition) = operands.first() else {
                    return Err(at("expected a condition".into()));
                };
                let targets: Vec<BlockId> = body.successors(op).collect();
                let mut list = vec![Operand::IdRef(condition)];
                for t in &targets {
                    list.push(Operand::IdRef(ids.blocks[t]));
                }
                list.extend(literals(self, "branch_weights"));
                inst(Op::BranchConditional, None, None, list)
            }
            oxir_spirv::ControlBarrierOp::NAME => {
                let exec = self.scope(body, op, "execution_scope").map_err(at)?;
                let mem = self.scope(body, op, "memory_scope").map_err(at)?;
                let sem = self.semantics(body, op, "memory_semantics").map_err(at)?;
                inst(Op::ControlBarrier, None, None, refs(&[exec, mem, sem]))
            }
            oxir_spirv::MemoryBarrierOp::NAME => {
                let mem = self.scope(body, op, "memory_scope").map_err(at)?;
                let sem = self.semantics(body, op, "memory_semantics").map_err(at)?;
                inst(Op::MemoryBarrier, None, None, refs(&[mem, sem]))
            }
            oxir_spirv::AtomicCompareExchangeOp::NAME => {
                let scope = self.scope(body, op, "memory_scope").map_err(at)?;
                let equal = self.semantics(body, op, "equal_semantics").map_err(at)?;
                let unequal = self.semantics(body, op, "unequal_semantics").map_err(at)?;
                let list = refs(&[operands[0], scope, equal, unequal, operands[1], operands[2]]);
                inst(Op::AtomicCompareExchange, result_type, result_id, list)
            }
            _ => return Err(unsupported(ctx, body, op, &format!("'{name}'"))),
        };
        Ok(Some(instruction))
    }

    /// The constant id of a scope attribute.
    fn scope(&mut self, body: &Body, op: OpId, name: &str) -> Result<Word, String> {
        let value = self
            .attr(body, op, name)
            .and_then(|a| a.dyn_cast::<ScopeAttr>(self.ctx))
            .ok_or_else(|| format!("expected a scope '{name}'"))?
            .value(self.ctx)
            .value();
        self.u32_constant(value)
    }

    /// The constant id of a memory semantics attribute.
    fn semantics(&mut self, body: &Body, op: OpId, name: &str) -> Result<Word, String> {
        let value = self
            .attr(body, op, name)
            .and_then(|a| a.dyn_cast::<MemorySemanticsAttr>(self.ctx))
            .ok_or_else(|| format!("expected memory semantics '{name}'"))?
            .value(self.ctx)
            .value();
        self.u32_constant(value)
    }

    /// The memory access operands of a load or store.
    fn memory_access(&self, body: &Body, op: OpId) -> Vec<Operand> {
        let ctx = self.ctx;
        let Some(access) = self
            .attr(body, op, "memory_access")
            .and_then(|a| a.dyn_cast::<MemoryAccessAttr>(ctx))
            .map(|a| a.value(ctx).value())
        else {
            return Vec::new();
        };
        let mut list = vec![Operand::MemoryAccess(
            spirv::MemoryAccess::from_bits_truncate(access),
        )];
        if let Some(alignment) = self.attr(body, op, "alignment").and_then(|a| int(ctx, a)) {
            list.push(Operand::LiteralBit32(alignment as u32));
        }
        list
    }
}

/// The name of a flat symbol reference.
fn symbol(ctx: &Context, attr: Attribute) -> Option<String> {
    match ctx.attr_data(attr) {
        AttrData::SymbolRef { root, .. } => ctx.string_str(*root).map(str::to_string),
        _ => None,
    }
}

/// The value of an integer attribute.
fn int(ctx: &Context, attr: Attribute) -> Option<i64> {
    attr.dyn_cast::<IntegerAttr>(ctx)?.value_i64(ctx)
}
