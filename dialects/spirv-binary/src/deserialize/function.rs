//! One SPIR-V function to a `spirv.func`: its parameters become the entry block's arguments,
//! each instruction an op, constants and global addresses materialized at each use. Merge
//! instructions become `spirv.mlir.selection` / `spirv.mlir.loop` again for the layout the
//! serializer writes (the region's blocks between the header and the merge block).

use std::collections::HashMap;

use oxir::attrs::{DenseArrayAttr, TypeAttr};
use oxir::{Attribute, BlockId, Body, OpId, RegionId, Value};
use oxir_spirv::types::PointerType;
use rspirv::dr::{self, Instruction, Operand};
use rspirv::spirv::{Op, Word};

use super::{Def, DeserializeError, Reader, error, i32_literals_from, id_at, literal_at};

/// Where ops go: a block and the region holding it.
#[derive(Clone, Copy)]
struct At {
    block: BlockId,
    region: RegionId,
}

/// The state of one function being built.
struct FunctionBuilder<'r, 'c, 'm> {
    reader: &'r Reader<'c, 'm>,
    f: &'m dr::Function,
    body: Body,
    /// The value each result id stands for.
    values: HashMap<Word, Value>,
    /// The IR block of each label, created at its first reference.
    blocks: HashMap<Word, BlockId>,
    /// The labels of the function's blocks, in order.
    labels: Vec<Word>,
    /// Each successor used, with the region of the branch using it: a block must be placed in
    /// the region of the branches to it.
    successors: Vec<(RegionId, BlockId, Word)>,
}

impl Reader<'_, '_> {
    /// The `spirv.func` of `f`, created detached in `module`.
    pub(super) fn function(
        &self,
        module: &mut Body,
        f: &dr::Function,
    ) -> Result<OpId, DeserializeError> {
        let ctx = self.ctx;
        let def = f
            .def
            .as_ref()
            .ok_or_else(|| error("function without OpFunction"))?;
        let symbol = self.function_symbol(super::result_id(def)?)?;
        let control = match def.operands.first() {
            Some(Operand::FunctionControl(c)) => oxir_spirv::FunctionControl::from_value(c.bits()),
            _ => None,
        }
        .ok_or_else(|| error("OpFunction: expected a function control"))?;
        let fn_type = self.type_of(id_at(def, 1)?)?;
        let mut b = FunctionBuilder {
            reader: self,
            f,
            body: Body::new(),
            values: HashMap::new(),
            blocks: HashMap::new(),
            labels: Vec::with_capacity(f.blocks.len()),
            successors: Vec::new(),
        };
        let region = b.body.create_region();
        for block in &f.blocks {
            let label = block
                .label
                .as_ref()
                .and_then(|l| l.result_id)
                .ok_or_else(|| error("block without OpLabel"))?;
            b.labels.push(label);
        }
        let Some(&entry_label) = b.labels.first() else {
            return Err(error("function without blocks"));
        };
        let mut params = Vec::with_capacity(f.parameters.len());
        for p in &f.parameters {
            let ty = self.type_of(super::result_type(p)?)?;
            params.push((super::result_id(p)?, ty));
        }
        let arg_types: Vec<_> = params
            .iter()
            .map(|&(_, ty)| (ty, ctx.common().unknown_loc))
            .collect();
        let entry = b.body.create_block(&arg_types);
        b.blocks.insert(entry_label, entry);
        b.body
            .append_block(region, entry)
            .map_err(|e| error(e.to_string()))?;
        for (index, &(id, _)) in params.iter().enumerate() {
            let arg = b
                .body
                .block_arg(entry, index)
                .ok_or_else(|| error("missing parameter"))?;
            b.values.insert(id, arg);
        }
        let mut at = 0;
        while at < f.blocks.len() {
            let block = if at == 0 {
                entry
            } else {
                b.place(b.labels[at], region)?
            };
            at = b.blocks_from(block, region, at)?;
        }
        b.check_successors()?;
        let props = [
            (
                "function_control",
                oxir_spirv::FunctionControlAttr::get(ctx, control).attr(),
            ),
            ("function_type", TypeAttr::get(ctx, fn_type).attr()),
            ("sym_name", symbol.name),
        ];
        Ok(self.create_isolated(module, "spirv.func", &props, (b.body, region)))
    }
}

impl FunctionBuilder<'_, '_, '_> {
    /// The IR block of `label`, created when first asked for.
    fn block_of(&mut self, label: Word) -> BlockId {
        *self
            .blocks
            .entry(label)
            .or_insert_with(|| self.body.create_block(&[]))
    }

    /// The block of `label` appended to `region` (a label is placed once).
    fn place(&mut self, label: Word, region: RegionId) -> Result<BlockId, DeserializeError> {
        let block = self.block_of(label);
        if self.body.block_parent_region(block).is_some() {
            return Err(error(format!("block {label} is laid out twice")));
        }
        self.body
            .append_block(region, block)
            .map_err(|e| error(e.to_string()))?;
        Ok(block)
    }

    /// A fresh block (a structured op's entry or merge block) appended to `region`.
    fn fresh_block(&mut self, region: RegionId) -> Result<BlockId, DeserializeError> {
        let block = self.body.create_block(&[]);
        self.body
            .append_block(region, block)
            .map_err(|e| error(e.to_string()))?;
        Ok(block)
    }

    /// Checks that every branch target was placed, in the region of the branch.
    fn check_successors(&self) -> Result<(), DeserializeError> {
        for &(region, block, label) in &self.successors {
            match self.body.block_parent_region(block) {
                Some(r) if r == region => {}
                Some(_) => {
                    return Err(error(format!(
                        "branch to block {label} in another structured region"
                    )));
                }
                None => return Err(error(format!("branch to unknown block {label}"))),
            }
        }
        Ok(())
    }

    fn index_of(&self, label: Word) -> Result<usize, DeserializeError> {
        self.labels
            .iter()
            .position(|&l| l == label)
            .ok_or_else(|| error(format!("unknown block {label}")))
    }

    /// The instructions of block `at` into `block` (of `region`), a merge instruction opening
    /// a structured op whose region takes the blocks up to its merge block (the layout the
    /// serializer writes); the merge block's instructions then continue `block`. The index of
    /// the next block to start.
    fn blocks_from(
        &mut self,
        block: BlockId,
        region: RegionId,
        mut at: usize,
    ) -> Result<usize, DeserializeError> {
        loop {
            let instructions = &self.f.blocks[at].instructions;
            let Some((terminator, leading)) = instructions.split_last() else {
                return Err(error("block without a terminator"));
            };
            let (merge_at, leading) = match leading.split_last() {
                Some((m, rest)) if m.class.opcode == Op::SelectionMerge => (Some(m), rest),
                _ => (None, leading),
            };
            for i in leading {
                self.instruction(At { block, region }, i)?;
            }
            // A branch to a loop header is the loop's entry block.
            if terminator.class.opcode == Op::Branch {
                let target = self.index_of(id_at(terminator, 0)?)?;
                let header = &self.f.blocks[target].instructions;
                if let Some(merge) = header
                    .len()
                    .checked_sub(2)
                    .map(|k| &header[k])
                    .filter(|m| m.class.opcode == Op::LoopMerge)
                    && target > at
                {
                    at = self.loop_op(block, target, merge)?;
                    continue;
                }
            }
            let Some(merge) = merge_at else {
                self.instruction(At { block, region }, terminator)?;
                return Ok(at + 1);
            };
            at = self.selection_op(block, at, merge, terminator)?;
        }
    }

    /// A `spirv.mlir.loop` appended to `block` for the loop whose header is block `target`
    /// (ending in `merge`, its `OpLoopMerge`). The index of its merge block.
    fn loop_op(
        &mut self,
        block: BlockId,
        target: usize,
        merge: &Instruction,
    ) -> Result<usize, DeserializeError> {
        let ctx = self.reader.ctx;
        let merge_index = self.index_of(id_at(merge, 0)?)?;
        let control = match merge.operands.get(2) {
            Some(Operand::LoopControl(c)) => oxir_spirv::LoopControl::from_value(c.bits()),
            _ => None,
        }
        .ok_or_else(|| error("OpLoopMerge: expected a loop control"))?;
        let props = self.reader.dict(&[(
            "loop_control",
            oxir_spirv::LoopControlAttr::get(ctx, control).attr(),
        )]);
        let region = self.structured_op(block, "spirv.mlir.loop", props)?;
        let entry = self.fresh_block(region)?;
        let header_label = self.labels[target];
        let header = self.block_of(header_label);
        self.successors.push((region, header, header_label));
        self.create(entry, "spirv.Branch", &[], None, None, &[header])?;
        let mut k = target;
        while k < merge_index {
            let inner = self.place(self.labels[k], region)?;
            k = if k == target {
                self.loop_header(inner, region, k)?
            } else {
                self.blocks_from(inner, region, k)?
            };
        }
        self.merge_block(region, merge_index)?;
        Ok(merge_index)
    }

    /// A `spirv.mlir.selection` appended to `block` for the header block `at` (its last
    /// instructions `merge` and `terminator`). The index of its merge block.
    fn selection_op(
        &mut self,
        block: BlockId,
        at: usize,
        merge: &Instruction,
        terminator: &Instruction,
    ) -> Result<usize, DeserializeError> {
        let ctx = self.reader.ctx;
        let merge_index = self.index_of(id_at(merge, 0)?)?;
        let control = match merge.operands.get(1) {
            Some(Operand::SelectionControl(c)) => {
                oxir_spirv::SelectionControl::from_value(c.bits())
            }
            _ => None,
        }
        .ok_or_else(|| error("OpSelectionMerge: expected a selection control"))?;
        let props = self.reader.dict(&[(
            "selection_control",
            oxir_spirv::SelectionControlAttr::get(ctx, control).attr(),
        )]);
        let region = self.structured_op(block, "spirv.mlir.selection", props)?;
        let header = self.fresh_block(region)?;
        self.instruction(
            At {
                block: header,
                region,
            },
            terminator,
        )?;
        let mut k = at + 1;
        while k < merge_index {
            let inner = self.place(self.labels[k], region)?;
            k = self.blocks_from(inner, region, k)?;
        }
        self.merge_block(region, merge_index)?;
        if merge_index <= at {
            return Err(error("merge block before its header"));
        }
        Ok(merge_index)
    }

    /// A structured op with `props` and one region appended to `block`: the region.
    fn structured_op(
        &mut self,
        block: BlockId,
        name: &str,
        props: Attribute,
    ) -> Result<RegionId, DeserializeError> {
        let ctx = self.reader.ctx;
        let region = self.body.create_region();
        let op = self.body.create_op_raw(
            ctx.op_name(name),
            ctx.common().unknown_loc,
            &[],
            &[],
            ctx.common().empty_dict,
            Some(props),
            &[],
            Box::new([region]),
            None,
        );
        self.body
            .append_op(block, op)
            .map_err(|e| error(e.to_string()))?;
        Ok(region)
    }

    /// The merge block of a structured region: the block of label `merge_index` holding
    /// `spirv.mlir.merge`.
    fn merge_block(
        &mut self,
        region: RegionId,
        merge_index: usize,
    ) -> Result<(), DeserializeError> {
        let merge = self.place(self.labels[merge_index], region)?;
        self.create(merge, "spirv.mlir.merge", &[], None, None, &[])
            .map(|_| ())
    }

    /// A loop header block: its instructions but the `OpLoopMerge`.
    fn loop_header(
        &mut self,
        block: BlockId,
        region: RegionId,
        at: usize,
    ) -> Result<usize, DeserializeError> {
        let instructions = &self.f.blocks[at].instructions;
        for i in instructions
            .iter()
            .filter(|i| i.class.opcode != Op::LoopMerge)
        {
            self.instruction(At { block, region }, i)?;
        }
        Ok(at + 1)
    }

    /// The value of operand id `id`, materializing a constant or a global's address in
    /// `block`.
    fn operand(&mut self, block: BlockId, id: Word) -> Result<Value, DeserializeError> {
        if let Some(&value) = self.values.get(&id) {
            return Ok(value);
        }
        let (name, props, ty) = match self.reader.defs.get(&id) {
            Some(&Def::Constant(props, ty)) => ("spirv.Constant", props, ty),
            Some(&Def::Global(_, Some((ty, props)))) => ("spirv.mlir.addressof", props, ty),
            _ => return Err(error(format!("id {id} is not a value"))),
        };
        let op = self.create(block, name, &[], Some(ty), Some(props), &[])?;
        self.body
            .result(op, 0)
            .ok_or_else(|| error("materialized value without a result"))
    }

    /// Creates the op `name` at the end of `block`.
    fn create(
        &mut self,
        block: BlockId,
        name: &str,
        operands: &[Value],
        result: Option<oxir::Type>,
        props: Option<Attribute>,
        successors: &[BlockId],
    ) -> Result<OpId, DeserializeError> {
        let ctx = self.reader.ctx;
        let results: &[oxir::Type] = match &result {
            Some(ty) => std::slice::from_ref(ty),
            None => &[],
        };
        let op = self.body.create_op_raw(
            ctx.op_name(name),
            ctx.common().unknown_loc,
            operands,
            results,
            ctx.common().empty_dict,
            props,
            successors,
            Box::new([]),
            None,
        );
        self.body
            .append_op(block, op)
            .map_err(|e| error(e.to_string()))?;
        Ok(op)
    }

    /// The op `name` of instruction `i` at the end of `block` (in `region`): its operands
    /// `operand_ids` (materialized), its `successors` and `props`; its result, if `i` has a
    /// non-void one, the value of `i`'s result id.
    fn op(
        &mut self,
        at: At,
        i: &Instruction,
        name: &str,
        operand_ids: &[Word],
        successors: &[Word],
        props: &[(&str, Attribute)],
    ) -> Result<(), DeserializeError> {
        let At { block, region } = at;
        let mut operands = Vec::with_capacity(operand_ids.len());
        for &id in operand_ids {
            operands.push(self.operand(block, id)?);
        }
        let result = match i.result_type {
            Some(ty) => self.reader.result_type_of(ty)?,
            None => None,
        };
        let mut targets = Vec::with_capacity(successors.len());
        for &label in successors {
            let target = self.block_of(label);
            self.successors.push((region, target, label));
            targets.push(target);
        }
        let props = (!props.is_empty()).then(|| self.reader.dict(props));
        let op = self.create(block, name, &operands, result, props, &targets)?;
        if let (Some(id), Some(value)) = (i.result_id, self.body.result(op, 0)) {
            self.values.insert(id, value);
        }
        Ok(())
    }

    /// `#spirv.scope<...>` of a scope constant.
    fn scope(&self, id: Word) -> Result<Attribute, DeserializeError> {
        let v = self
            .reader
            .constant_values
            .get(&id)
            .ok_or_else(|| error("scope is not a constant"))?;
        let scope =
            oxir_spirv::Scope::from_value(*v as u32).ok_or_else(|| error("unknown scope"))?;
        Ok(oxir_spirv::ScopeAttr::get(self.reader.ctx, scope).attr())
    }

    /// `#spirv.memory_semantics<...>` of a memory semantics constant.
    fn semantics(&self, id: Word) -> Result<Attribute, DeserializeError> {
        let v = self
            .reader
            .constant_values
            .get(&id)
            .ok_or_else(|| error("memory semantics is not a constant"))?;
        let semantics = oxir_spirv::MemorySemantics::from_value(*v as u32)
            .ok_or_else(|| error("unknown memory semantics"))?;
        Ok(oxir_spirv::MemorySemanticsAttr::get(self.reader.ctx, semantics).attr())
    }

    /// The memory access properties of a load or store from operand `from`.
    fn memory_access(
        &self,
        i: &Instruction,
        from: usize,
    ) -> Result<Vec<(&'static str, Attribute)>, DeserializeError> {
        let ctx = self.reader.ctx;
        let mut props = Vec::new();
        if let Some(Operand::MemoryAccess(access)) = i.operands.get(from) {
            if let Some(Operand::LiteralBit32(a)) = i.operands.get(from + 1) {
                props.push((
                    "alignment",
                    oxir::attrs::IntegerAttr::get(ctx, ctx.common().i32, i64::from(*a)).attr(),
                ));
            }
            let access = oxir_spirv::MemoryAccess::from_value(access.bits())
                .ok_or_else(|| error("unknown memory access"))?;
            props.push((
                "memory_access",
                oxir_spirv::MemoryAccessAttr::get(ctx, access).attr(),
            ));
        }
        Ok(props)
    }

    /// One instruction of a function, at the end of `block` (in `region`).
    fn instruction(&mut self, at: At, i: &Instruction) -> Result<(), DeserializeError> {
        let ctx = self.reader.ctx;
        let opcode = i.class.opcode;
        if let Some(&(name, _)) = crate::ops::PLAIN.iter().find(|(_, op)| *op == opcode) {
            return self.op(at, i, name, &ids_from(i, 0)?, &[], &[]);
        }
        if let Some(&(name, _)) = crate::ops::ATOMICS.iter().find(|(_, op)| *op == opcode) {
            let props = [
                ("memory_scope", self.scope(id_at(i, 1)?)?),
                ("semantics", self.semantics(id_at(i, 2)?)?),
            ];
            return self.op(at, i, name, &[id_at(i, 0)?, id_at(i, 3)?], &[], &props);
        }
        match opcode {
            Op::ExtInst => {
                if !matches!(self.reader.defs.get(&id_at(i, 0)?), Some(Def::Glsl)) {
                    return Err(error("OpExtInst: unsupported instruction set"));
                }
                let number = literal_at(i, 1)?;
                let name = crate::ops::GLSL
                    .iter()
                    .find(|(_, n)| *n == number)
                    .map(|(name, _)| *name)
                    .ok_or_else(|| {
                        error(format!("unsupported GLSL.std.450 instruction {number}"))
                    })?;
                self.op(at, i, name, &ids_from(i, 2)?, &[], &[])
            }
            Op::Variable => {
                let ty = self.reader.type_of(super::result_type(i)?)?;
                let class = ty
                    .dyn_cast::<PointerType>(ctx)
                    .ok_or_else(|| error("OpVariable: expected a pointer type"))?
                    .storage_class(ctx);
                let props = [(
                    "storage_class",
                    oxir_spirv::StorageClassAttr::get(ctx, class).attr(),
                )];
                self.op(at, i, "spirv.Variable", &ids_from(i, 1)?, &[], &props)
            }
            Op::Load => {
                let props = self.memory_access(i, 1)?;
                self.op(at, i, "spirv.Load", &[id_at(i, 0)?], &[], &props)
            }
            Op::Store => {
                let props = self.memory_access(i, 2)?;
                self.op(
                    at,
                    i,
                    "spirv.Store",
                    &[id_at(i, 0)?, id_at(i, 1)?],
                    &[],
                    &props,
                )
            }
            Op::AccessChain => self.op(at, i, "spirv.AccessChain", &ids_from(i, 0)?, &[], &[]),
            Op::PtrAccessChain => {
                self.op(at, i, "spirv.PtrAccessChain", &ids_from(i, 0)?, &[], &[])
            }
            Op::CompositeExtract => {
                let props = [("indices", i32_literals_from(ctx, i, 1)?)];
                self.op(
                    at,
                    i,
                    "spirv.CompositeExtract",
                    &[id_at(i, 0)?],
                    &[],
                    &props,
                )
            }
            Op::CompositeInsert => {
                let props = [("indices", i32_literals_from(ctx, i, 2)?)];
                self.op(
                    at,
                    i,
                    "spirv.CompositeInsert",
                    &[id_at(i, 0)?, id_at(i, 1)?],
                    &[],
                    &props,
                )
            }
            Op::VectorShuffle => {
                let props = [("components", i32_literals_from(ctx, i, 2)?)];
                self.op(
                    at,
                    i,
                    "spirv.VectorShuffle",
                    &[id_at(i, 0)?, id_at(i, 1)?],
                    &[],
                    &props,
                )
            }
            Op::FunctionCall => {
                let callee = self.reader.function_symbol(id_at(i, 0)?)?;
                self.op(
                    at,
                    i,
                    "spirv.FunctionCall",
                    &ids_from(i, 1)?,
                    &[],
                    &[("callee", callee.reference)],
                )
            }
            Op::Return => self.op(at, i, "spirv.Return", &[], &[], &[]),
            Op::ReturnValue => self.op(at, i, "spirv.ReturnValue", &[id_at(i, 0)?], &[], &[]),
            Op::Unreachable => self.op(at, i, "spirv.Unreachable", &[], &[], &[]),
            Op::Branch => self.op(at, i, "spirv.Branch", &[], &[id_at(i, 0)?], &[]),
            Op::BranchConditional => {
                let mut props = Vec::new();
                if i.operands.len() == 5 {
                    props.push(("branch_weights", i32_literals_from(ctx, i, 3)?));
                }
                let segments = DenseArrayAttr::get_ints(ctx, ctx.common().i32, &[1, 0, 0])
                    .map_err(|e| error(e.to_string()))?;
                props.push(("operandSegmentSizes", segments.attr()));
                self.op(
                    at,
                    i,
                    "spirv.BranchConditional",
                    &[id_at(i, 0)?],
                    &[id_at(i, 1)?, id_at(i, 2)?],
                    &props,
                )
            }
            Op::ControlBarrier => {
                let props = [
                    ("execution_scope", self.scope(id_at(i, 0)?)?),
                    ("memory_scope", self.scope(id_at(i, 1)?)?),
                    ("memory_semantics", self.semantics(id_at(i, 2)?)?),
                ];
                self.op(at, i, "spirv.ControlBarrier", &[], &[], &props)
            }
            Op::MemoryBarrier => {
                let props = [
                    ("memory_scope", self.scope(id_at(i, 0)?)?),
                    ("memory_semantics", self.semantics(id_at(i, 1)?)?),
                ];
                self.op(at, i, "spirv.MemoryBarrier", &[], &[], &props)
            }
            Op::AtomicCompareExchange => {
                let props = [
                    ("equal_semantics", self.semantics(id_at(i, 2)?)?),
                    ("memory_scope", self.scope(id_at(i, 1)?)?),
                    ("unequal_semantics", self.semantics(id_at(i, 3)?)?),
                ];
                self.op(
                    at,
                    i,
                    "spirv.AtomicCompareExchange",
                    &[id_at(i, 0)?, id_at(i, 4)?, id_at(i, 5)?],
                    &[],
                    &props,
                )
            }
            _ => Err(error(format!(
                "unsupported instruction {opcode:?} in a function"
            ))),
        }
    }
}

/// The ids of the operands of `i` from `from` on.
fn ids_from(i: &Instruction, from: usize) -> Result<Vec<Word>, DeserializeError> {
    (from..i.operands.len()).map(|k| id_at(i, k)).collect()
}
