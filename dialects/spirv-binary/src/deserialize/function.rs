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

/// Where ops go: a block, the region holding it, and the label of the SPIR-V block the
/// instructions come from (the predecessor its branches name in their targets' `OpPhi`s).
#[derive(Clone, Copy)]
struct At {
    block: BlockId,
    region: RegionId,
    label: Word,
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
    /// The index of each label's block.
    indices: HashMap<Word, usize>,
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
            indices: HashMap::with_capacity(f.blocks.len()),
            successors: Vec::new(),
        };
        let region = b.body.create_region();
        for block in &f.blocks {
            let label = block
                .label
                .as_ref()
                .and_then(|l| l.result_id)
                .ok_or_else(|| error("block without OpLabel"))?;
            if b.indices.insert(label, b.labels.len()).is_some() {
                return Err(error(format!("block {label} is defined twice")));
            }
            b.labels.push(label);
        }
        let Some(&entry_label) = b.labels.first() else {
            return Err(error("function without blocks"));
        };
        if !b.phi_types(0)?.is_empty() {
            return Err(error("OpPhi in a function's entry block"));
        }
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

impl<'m> FunctionBuilder<'_, '_, 'm> {
    /// The IR block of `label`, created when first asked for.
    /// Its arguments are the block's `OpPhi`s, which stand for them from then on.
    fn block_of(&mut self, label: Word) -> Result<BlockId, DeserializeError> {
        if let Some(&block) = self.blocks.get(&label) {
            return Ok(block);
        }
        let index = self.index_of(label)?;
        let loc = self.reader.ctx.common().unknown_loc;
        let types: Vec<_> = self
            .phi_types(index)?
            .into_iter()
            .map(|ty| (ty, loc))
            .collect();
        let block = self.body.create_block(&types);
        let phis = self.f.blocks[index].instructions.iter();
        for (k, phi) in phis.take(types.len()).enumerate() {
            let arg = self
                .body
                .block_arg(block, k)
                .ok_or_else(|| error("missing block argument"))?;
            self.values.insert(super::result_id(phi)?, arg);
        }
        self.blocks.insert(label, block);
        Ok(block)
    }

    /// The block of `label` appended to `region` (a label is placed once).
    fn place(&mut self, label: Word, region: RegionId) -> Result<BlockId, DeserializeError> {
        let block = self.block_of(label)?;
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
        self.indices
            .get(&label)
            .copied()
            .ok_or_else(|| error(format!("unknown block {label}")))
    }

    /// The instructions of block `at` but its leading `OpPhi`s (which are its IR block's
    /// arguments).
    fn body_of(&self, at: usize) -> &'m [Instruction] {
        let instructions = &self.f.blocks[at].instructions;
        let phis = instructions
            .iter()
            .take_while(|i| i.class.opcode == Op::Phi)
            .count();
        &instructions[phis..]
    }

    /// The values `pred` passes to the arguments of block `target` (the incoming values of
    /// its `OpPhi`s for that predecessor), materialized in `block`.
    fn branch_args(
        &mut self,
        block: BlockId,
        pred: Word,
        target: Word,
    ) -> Result<Vec<Value>, DeserializeError> {
        let index = self.index_of(target)?;
        let phis = &self.f.blocks[index].instructions;
        let mut args = Vec::new();
        for phi in phis.iter().take_while(|i| i.class.opcode == Op::Phi) {
            let incoming = phi
                .operands
                .chunks(2)
                .find(|pair| matches!(pair, [_, Operand::IdRef(from)] if *from == pred))
                .and_then(|pair| match pair[0] {
                    Operand::IdRef(value) => Some(value),
                    _ => None,
                })
                .ok_or_else(|| {
                    error(format!(
                        "OpPhi in block {target} has no value for the branch from block {pred}"
                    ))
                })?;
            args.push(self.operand(block, incoming)?);
        }
        Ok(args)
    }

    /// The argument types of block `index`: its `OpPhi`s' types.
    fn phi_types(&self, index: usize) -> Result<Vec<oxir::Type>, DeserializeError> {
        self.f.blocks[index]
            .instructions
            .iter()
            .take_while(|i| i.class.opcode == Op::Phi)
            .map(|phi| self.reader.type_of(super::result_type(phi)?))
            .collect()
    }

    /// The instructions of block `at` into `block` (of `region`), a merge instruction opening
    /// a structured op as MLIR's deserializer lays it out: a selection's header block, all of
    /// it, is the first block of the selection's region, the op taking its place; a loop is
    /// the first op of a new block the loop's predecessor branches to (its arguments those of
    /// the loop header, which the loop's entry block passes on). The structured op's region
    /// takes the blocks up to its merge block, whose instructions then continue the block
    /// holding the op. The index of the next block to start.
    fn blocks_from(
        &mut self,
        mut block: BlockId,
        region: RegionId,
        mut at: usize,
    ) -> Result<usize, DeserializeError> {
        loop {
            let instructions = self.body_of(at);
            let Some((terminator, leading)) = instructions.split_last() else {
                return Err(error("block without a terminator"));
            };
            let here = At {
                block,
                region,
                label: self.labels[at],
            };
            if let Some((merge, leading)) = leading
                .split_last()
                .filter(|(m, _)| m.class.opcode == Op::SelectionMerge)
            {
                at = self.selection_op(here, at, merge, leading, terminator)?;
                continue;
            }
            for i in leading {
                self.instruction(here, i)?;
            }
            // A branch to a loop header is the loop's entry.
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
                    (block, at) = self.loop_op(here, target, merge)?;
                    continue;
                }
            }
            self.instruction(here, terminator)?;
            return Ok(at + 1);
        }
    }

    /// Refuses `OpPhi`s in a merge block: the structured ops yield no values.
    fn check_merge_phis(&self, merge_index: usize) -> Result<(), DeserializeError> {
        if self.f.blocks[merge_index]
            .instructions
            .first()
            .is_some_and(|i| i.class.opcode == Op::Phi)
        {
            return Err(error(format!(
                "OpPhi in merge block {} is not supported",
                self.labels[merge_index]
            )));
        }
        Ok(())
    }

    /// A `spirv.mlir.loop` for the loop whose header is block `target` (ending in `merge`,
    /// its `OpLoopMerge`), branched to from `here`: the new block holding the loop, and the
    /// index of the loop's merge block.
    fn loop_op(
        &mut self,
        here: At,
        target: usize,
        merge: &Instruction,
    ) -> Result<(BlockId, usize), DeserializeError> {
        let ctx = self.reader.ctx;
        let merge_index = self.index_of(id_at(merge, 0)?)?;
        self.check_merge_phis(merge_index)?;
        let control = match merge.operands.get(2) {
            Some(Operand::LoopControl(c)) => oxir_spirv::LoopControl::from_value(c.bits()),
            _ => None,
        }
        .ok_or_else(|| error("OpLoopMerge: expected a loop control"))?;
        let props = self.reader.dict(&[(
            "loop_control",
            oxir_spirv::LoopControlAttr::get(ctx, control).attr(),
        )]);
        let header_label = self.labels[target];
        let args = self.branch_args(here.block, here.label, header_label)?;
        let arg_types: Vec<_> = self
            .phi_types(target)?
            .into_iter()
            .map(|ty| (ty, ctx.common().unknown_loc))
            .collect();
        let outer = self.body.create_block(&arg_types);
        self.body
            .append_block(here.region, outer)
            .map_err(|e| error(e.to_string()))?;
        self.create(here.block, "spirv.Branch", &args, None, None, &[outer])?;
        let region = self.structured_op(outer, "spirv.mlir.loop", props)?;
        let entry = self.fresh_block(region)?;
        let header = self.block_of(header_label)?;
        self.successors.push((region, header, header_label));
        let passed: Vec<Value> = self.body.block_args(outer).collect();
        self.create(entry, "spirv.Branch", &passed, None, None, &[header])?;
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
        Ok((outer, merge_index))
    }

    /// A `spirv.mlir.selection` at the end of `here.block` for the header block `at`: its
    /// instructions `leading`, then `merge` (its `OpSelectionMerge`) and `terminator`. The
    /// index of its merge block.
    fn selection_op(
        &mut self,
        here: At,
        at: usize,
        merge: &Instruction,
        leading: &[Instruction],
        terminator: &Instruction,
    ) -> Result<usize, DeserializeError> {
        let ctx = self.reader.ctx;
        let merge_index = self.index_of(id_at(merge, 0)?)?;
        if merge_index <= at {
            return Err(error("merge block before its header"));
        }
        self.check_merge_phis(merge_index)?;
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
        let region = self.structured_op(here.block, "spirv.mlir.selection", props)?;
        let header = At {
            block: self.fresh_block(region)?,
            region,
            label: here.label,
        };
        for i in leading {
            self.instruction(header, i)?;
        }
        self.instruction(header, terminator)?;
        let mut k = at + 1;
        while k < merge_index {
            let inner = self.place(self.labels[k], region)?;
            k = self.blocks_from(inner, region, k)?;
        }
        self.merge_block(region, merge_index)?;
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
        let here = At {
            block,
            region,
            label: self.labels[at],
        };
        for i in self
            .body_of(at)
            .iter()
            .filter(|i| i.class.opcode != Op::LoopMerge)
        {
            self.instruction(here, i)?;
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
            Some(&Def::Constant(_, props, ty)) => ("spirv.Constant", props, ty),
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

    /// The op `name` of instruction `i` at the end of `at.block`: its operands
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
        let mut operands = Vec::with_capacity(operand_ids.len());
        for &id in operand_ids {
            operands.push(self.operand(at.block, id)?);
        }
        self.op_with(at, i, name, &operands, successors, props)
    }

    /// Like [`Self::op`], with the operands given as values.
    fn op_with(
        &mut self,
        at: At,
        i: &Instruction,
        name: &str,
        operands: &[Value],
        successors: &[Word],
        props: &[(&str, Attribute)],
    ) -> Result<(), DeserializeError> {
        let result = match i.result_type {
            Some(ty) => self.reader.result_type_of(ty)?,
            None => None,
        };
        let mut targets = Vec::with_capacity(successors.len());
        for &label in successors {
            let target = self.block_of(label)?;
            self.successors.push((at.region, target, label));
            targets.push(target);
        }
        let props = (!props.is_empty()).then(|| self.reader.dict(props));
        let op = self.create(at.block, name, operands, result, props, &targets)?;
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
            Op::Branch => {
                let target = id_at(i, 0)?;
                let args = self.branch_args(at.block, at.label, target)?;
                self.op_with(at, i, "spirv.Branch", &args, &[target], &[])
            }
            Op::BranchConditional => {
                let (on_true, on_false) = (id_at(i, 1)?, id_at(i, 2)?);
                let mut operands = vec![self.operand(at.block, id_at(i, 0)?)?];
                let true_args = self.branch_args(at.block, at.label, on_true)?;
                let false_args = self.branch_args(at.block, at.label, on_false)?;
                let segments = [1, true_args.len() as i64, false_args.len() as i64];
                operands.extend(true_args);
                operands.extend(false_args);
                let mut props = Vec::new();
                if i.operands.len() == 5 {
                    props.push(("branch_weights", i32_literals_from(ctx, i, 3)?));
                }
                let segments = DenseArrayAttr::get_ints(ctx, ctx.common().i32, &segments)
                    .map_err(|e| error(e.to_string()))?;
                props.push(("operandSegmentSizes", segments.attr()));
                self.op_with(
                    at,
                    i,
                    "spirv.BranchConditional",
                    &operands,
                    &[on_true, on_false],
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
