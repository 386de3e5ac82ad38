//! Deep cloning of ops and regions with a value mapping, within one body or from one body into
//! another (as inlining needs).
//!
//! Cloning happens in two steps: a read-only pass takes a template of the source (so that the
//! source and destination may be the same body), then the template is instantiated: regions,
//! blocks and ops first, operands and successors last, so that forward references (graph regions,
//! branches to later blocks) map correctly. Nested bodies of isolated ops are copied whole.

use super::{BlockId, Body, IrError, OpId, RegionId, Use, Value};
use crate::attrs::Attribute;
use crate::context::OpName;
use crate::types::Type;
use std::collections::HashMap;

/// A mapping from source values and blocks to their clones. Pre-seed it to substitute values
/// (e.g. a callee's entry block arguments with a call's operands).
#[derive(Default, Debug, Clone)]
pub struct ValueMap {
    values: HashMap<Value, Value>,
    blocks: HashMap<BlockId, BlockId>,
}

impl ValueMap {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }

    /// Maps `from` to `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }

    /// The value `from` maps to, if mapped.
    pub fn value(&self, from: Value) -> Option<Value> {
        self.values.get(&from).copied()
    }

    /// The block `from` maps to, if mapped.
    pub fn block(&self, from: BlockId) -> Option<BlockId> {
        self.blocks.get(&from).copied()
    }
}

struct OpTemplate {
    source: OpId,
    name: OpName,
    loc: Attribute,
    attrs: Attribute,
    props: Attribute,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    successors: Vec<BlockId>,
    regions: Vec<Vec<BlockTemplate>>,
    /// For isolated ops: a copy of the nested body and the op's region ids in it.
    nested: Option<(Box<Body>, Box<[RegionId]>)>,
}

struct BlockTemplate {
    source: BlockId,
    args: Vec<(Type, Attribute)>,
    ops: Vec<OpTemplate>,
}

impl Body {
    fn template_op(&self, op: OpId) -> OpTemplate {
        let data = self.op_data(op);
        let regions = if data.nested().is_some() {
            Vec::new()
        } else {
            data.regions()
                .iter()
                .map(|&r| self.template_region(r))
                .collect()
        };
        OpTemplate {
            source: op,
            name: data.name,
            loc: data.loc,
            attrs: data.attrs,
            props: data.props,
            operands: self.operands(op).collect(),
            result_types: self.result_types(op).collect(),
            successors: self.successors(op).collect(),
            regions,
            nested: data
                .nested()
                .map(|body| (Box::new(body.clone()), data.regions().into())),
        }
    }

    fn template_region(&self, region: RegionId) -> Vec<BlockTemplate> {
        self.region_blocks(region)
            .map(|block| BlockTemplate {
                source: block,
                args: self
                    .block_data(block)
                    .args
                    .iter()
                    .map(|a| (a.ty, a.loc))
                    .collect(),
                ops: self
                    .block_ops(block)
                    .map(|op| self.template_op(op))
                    .collect(),
            })
            .collect()
    }

    /// Creates everything but operands and successors; records what to wire up afterwards.
    fn instantiate_op(
        &mut self,
        t: OpTemplate,
        map: &mut ValueMap,
        wiring: &mut Vec<(OpId, Vec<Value>, Vec<BlockId>)>,
    ) -> OpId {
        // A nested body is copied whole, so its region ids stay the same.
        let (regions, nested): (Box<[RegionId]>, _) = match t.nested {
            Some((body, regions)) => (regions, Some(body)),
            None => (
                t.regions
                    .into_iter()
                    .map(|blocks| self.instantiate_region(blocks, map, wiring))
                    .collect(),
                None,
            ),
        };
        let props = (t.props != super::body::NO_ATTR).then_some(t.props);
        let op = self.create_op_raw(
            t.name,
            t.loc,
            &[],
            &t.result_types,
            t.attrs,
            props,
            &[],
            regions,
            nested,
        );
        for index in 0..t.result_types.len() as u32 {
            map.map_value(Value::result(t.source, index), Value::result(op, index));
        }
        wiring.push((op, t.operands, t.successors));
        op
    }

    fn instantiate_region(
        &mut self,
        blocks: Vec<BlockTemplate>,
        map: &mut ValueMap,
        wiring: &mut Vec<(OpId, Vec<Value>, Vec<BlockId>)>,
    ) -> RegionId {
        let region = self.create_region();
        let mut created = Vec::with_capacity(blocks.len());
        for block in &blocks {
            let new_block = self.create_block(&block.args);
            map.map_block(block.source, new_block);
            for index in 0..block.args.len() as u32 {
                map.map_value(
                    Value::block_arg(block.source, index),
                    Value::block_arg(new_block, index),
                );
            }
            // Cannot fail: both were just created.
            let _ = self.append_block(region, new_block);
            created.push(new_block);
        }
        for (block, new_block) in blocks.into_iter().zip(created) {
            for op in block.ops {
                let new_op = self.instantiate_op(op, map, wiring);
                let _ = self.append_op(new_block, new_op);
            }
        }
        region
    }

    fn wire(&mut self, map: &ValueMap, wiring: Vec<(OpId, Vec<Value>, Vec<BlockId>)>) {
        for (op, operands, successors) in wiring {
            let operands: Vec<Value> = operands
                .into_iter()
                .map(|v| map.value(v).unwrap_or(v))
                .collect();
            self.set_operands(op, &operands);
            let slots = successors
                .into_iter()
                .map(|b| super::body::SuccessorSlot {
                    block: map.block(b).unwrap_or(b),
                    prev: Use::NONE,
                    next: Use::NONE,
                })
                .collect();
            self.op_data_mut(op).set_successor_slots(slots);
            for index in 0..self.num_successors(op) as u32 {
                self.link_successor(Use { owner: op, index });
            }
        }
    }

    /// Deep-clones `op` within this body, as a detached op. Values defined outside `op` and not in
    /// `map` are used as they are; `map` receives the mapping of every cloned value and block.
    pub fn clone_op(&mut self, op: OpId, map: &mut ValueMap) -> OpId {
        let template = self.template_op(op);
        let mut wiring = Vec::new();
        let new_op = self.instantiate_op(template, map, &mut wiring);
        self.wire(map, wiring);
        new_op
    }

    /// Deep-clones `op` from this body into `dst`, as a detached op. Every value defined outside
    /// `op` that it uses must be mapped in `map` (it would not exist in `dst`); otherwise nothing
    /// is created and [`IrError::Detached`] is returned.
    pub fn clone_op_into(
        &self,
        op: OpId,
        dst: &mut Body,
        map: &mut ValueMap,
    ) -> Result<OpId, IrError> {
        self.check_external_values_mapped(op, map)?;
        let template = self.template_op(op);
        let mut wiring = Vec::new();
        let new_op = dst.instantiate_op(template, map, &mut wiring);
        dst.wire(map, wiring);
        Ok(new_op)
    }

    /// Clones the blocks of `region` from this body into region `into` of `dst` (appended at the
    /// end), mapping values as [`Body::clone_op_into`] does. Returns the new blocks.
    pub fn clone_region_into(
        &self,
        region: RegionId,
        dst: &mut Body,
        into: RegionId,
        map: &mut ValueMap,
    ) -> Result<Vec<BlockId>, IrError> {
        for block in self.region_blocks(region) {
            for op in self.block_ops(block) {
                self.check_external_values_mapped_in_region(op, region, map)?;
            }
        }
        let blocks = self.template_region(region);
        let mut wiring = Vec::new();
        let temp = dst.instantiate_region(blocks, map, &mut wiring);
        dst.wire(map, wiring);
        let new_blocks: Vec<BlockId> = dst.region_blocks(temp).collect();
        dst.move_region_blocks(temp, into, None)?;
        dst.free_region_slot(temp);
        Ok(new_blocks)
    }

    fn check_external_values_mapped(&self, root: OpId, map: &ValueMap) -> Result<(), IrError> {
        for op in self.collect_ops(root, super::WalkOrder::PreOrder) {
            for value in self.operands(op) {
                if !self.value_defined_in_op(value, root) && map.value(value).is_none() {
                    return Err(IrError::Detached);
                }
            }
        }
        Ok(())
    }

    fn check_external_values_mapped_in_region(
        &self,
        root: OpId,
        region: RegionId,
        map: &ValueMap,
    ) -> Result<(), IrError> {
        for op in self.collect_ops(root, super::WalkOrder::PreOrder) {
            for value in self.operands(op) {
                let inside = self
                    .value_parent_block(value)
                    .is_some_and(|b| self.region_contains_block(region, b));
                if !inside && map.value(value).is_none() {
                    return Err(IrError::Detached);
                }
            }
        }
        Ok(())
    }

    /// Whether `block` is in `region`, directly or nested (within this body).
    pub fn region_contains_block(&self, region: RegionId, block: BlockId) -> bool {
        let mut current = Some(block);
        while let Some(b) = current {
            let parent = self.block_parent_region(b);
            if parent == Some(region) {
                return true;
            }
            current = parent
                .and_then(|r| self.region_parent_op(r))
                .and_then(|op| self.op_parent_block(op));
        }
        false
    }
}
