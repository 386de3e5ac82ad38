//! The [`Body`] arena: storage of operations, blocks and regions, their creation and read access.
//! Edits that link items together are in `edit`, use lists in `uses`, traversal in `walk`.

use super::pool::{SlotPool, SlotRange};
use super::{BlockId, IrError, NONE, OpId, RegionId, Use, Value, ValueDef};
use crate::attrs::{AttrData, Attribute, NamedAttr};
use crate::context::{Context, OpName};
use crate::traits::Trait;
use crate::types::Type;

/// Location attributes are plain attributes (see [`crate::attrs::LocationData`]).
pub type Location = Attribute;

/// One operand slot: the value used, and this use's links in the value's use list.
#[derive(Clone, Debug)]
pub(crate) struct OperandSlot {
    pub(crate) value: Value,
    pub(crate) prev: Use,
    pub(crate) next: Use,
}

/// One result: its type and the head of its use list.
#[derive(Clone, Debug)]
pub(crate) struct ResultSlot {
    pub(crate) ty: Type,
    pub(crate) first_use: Use,
}

/// One successor: the target block and this use's links in the block's use list.
#[derive(Clone, Debug)]
pub(crate) struct SuccessorSlot {
    pub(crate) block: BlockId,
    pub(crate) prev: Use,
    pub(crate) next: Use,
}

/// One block argument.
#[derive(Clone, Debug)]
pub(crate) struct ArgSlot {
    pub(crate) ty: Type,
    pub(crate) loc: Location,
    pub(crate) first_use: Use,
}

#[derive(Clone)]
pub(crate) struct OpData {
    pub(crate) name: OpName,
    pub(crate) loc: Location,
    pub(crate) attrs: Attribute,
    /// `NO_ATTR` when the op has no properties.
    pub(crate) props: Attribute,
    pub(crate) parent: BlockId,
    pub(crate) prev: OpId,
    pub(crate) next: OpId,
    /// Position in the parent block, valid while the block's `order_valid` is set.
    pub(crate) order: u32,
    /// The op's slots in the body's operand and result pools.
    pub(crate) operands: SlotRange,
    pub(crate) results: SlotRange,
    /// Regions, successors and nested bodies, which most ops lack, kept out of line.
    pub(crate) extra: Option<Box<OpExtra>>,
}

/// The parts of an op that most ops do not have.
#[derive(Clone, Default)]
pub(crate) struct OpExtra {
    pub(crate) regions: Box<[RegionId]>,
    pub(crate) successors: Box<[SuccessorSlot]>,
    /// For ops that own their regions' body (IsolatedFromAbove): the regions live there.
    pub(crate) nested: Option<Box<Body>>,
}

impl OpData {
    /// Whether the slot holds an op (it is not a freed slot waiting for reuse).
    #[inline]
    pub(crate) fn is_live(&self) -> bool {
        self.name != FREED_OP
    }

    #[inline]
    pub(crate) fn regions(&self) -> &[RegionId] {
        self.extra.as_deref().map_or(&[], |e| &e.regions)
    }

    #[inline]
    pub(crate) fn successors(&self) -> &[SuccessorSlot] {
        self.extra.as_deref().map_or(&[], |e| &e.successors)
    }

    #[inline]
    pub(crate) fn successors_mut(&mut self) -> &mut [SuccessorSlot] {
        self.extra
            .as_deref_mut()
            .map_or(&mut [], |e| &mut e.successors)
    }

    #[inline]
    pub(crate) fn nested(&self) -> Option<&Body> {
        self.extra.as_deref().and_then(|e| e.nested.as_deref())
    }

    #[inline]
    pub(crate) fn nested_mut(&mut self) -> Option<&mut Body> {
        self.extra
            .as_deref_mut()
            .and_then(|e| e.nested.as_deref_mut())
    }

    /// Sets the successors (allocating the out-of-line part when needed).
    pub(crate) fn set_successor_slots(&mut self, successors: Box<[SuccessorSlot]>) {
        if successors.is_empty() && self.extra.is_none() {
            return;
        }
        self.extra.get_or_insert_with(Box::default).successors = successors;
    }
}

#[derive(Clone)]
pub(crate) struct BlockData {
    pub(crate) parent: RegionId,
    pub(crate) prev: BlockId,
    pub(crate) next: BlockId,
    pub(crate) first_op: OpId,
    pub(crate) last_op: OpId,
    pub(crate) args: Vec<ArgSlot>,
    /// Head of the list of successor slots that target this block.
    pub(crate) first_use: Use,
    pub(crate) order_valid: bool,
    pub(crate) live: bool,
}

#[derive(Clone)]
pub(crate) struct RegionData {
    /// The owning op, or none for the top-level regions of a nested body (whose owner lives in
    /// the enclosing body) and for regions not yet attached.
    pub(crate) parent: OpId,
    pub(crate) first_block: BlockId,
    pub(crate) last_block: BlockId,
    pub(crate) live: bool,
}

pub(crate) const NO_ATTR: Attribute = Attribute(NONE);

/// The name of a freed op slot (no real name has this id).
const FREED_OP: OpName = OpName(NONE);

/// Everything needed to create an operation; see [`Body::create_op`].
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op name.
    pub name: OpName,
    /// The location.
    pub loc: Location,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Discardable attributes, in any order (later duplicates win).
    pub attrs: Vec<NamedAttr>,
    /// Properties (inherent attributes), usually a dictionary.
    pub props: Option<Attribute>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// How many empty regions to create.
    pub num_regions: u32,
}

impl OperationState {
    /// A state with a name and location and nothing else.
    pub fn new(name: OpName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: Vec::new(),
            props: None,
            successors: Vec::new(),
            num_regions: 0,
        }
    }

    /// Adds operands.
    pub fn operands(mut self, values: &[Value]) -> Self {
        self.operands.extend_from_slice(values);
        self
    }

    /// Adds result types.
    pub fn results(mut self, types: &[Type]) -> Self {
        self.result_types.extend_from_slice(types);
        self
    }

    /// Adds a named attribute.
    pub fn attr(mut self, name: Attribute, value: Attribute) -> Self {
        self.attrs.push(NamedAttr { name, value });
        self
    }

    /// Sets the properties.
    pub fn props(mut self, props: Attribute) -> Self {
        self.props = Some(props);
        self
    }

    /// Adds successors.
    pub fn successors(mut self, blocks: &[BlockId]) -> Self {
        self.successors.extend_from_slice(blocks);
        self
    }

    /// Sets the number of empty regions to create.
    pub fn regions(mut self, count: u32) -> Self {
        self.num_regions = count;
        self
    }
}

/// An arena of operations, blocks and regions. See the module documentation.
#[derive(Default, Clone)]
pub struct Body {
    pub(crate) ops: Vec<OpData>,
    pub(crate) blocks: Vec<BlockData>,
    pub(crate) regions: Vec<RegionData>,
    free_ops: Vec<u32>,
    free_blocks: Vec<u32>,
    free_regions: Vec<u32>,
    /// The operand and result slots of all ops, each op owning a range (see `pool`).
    pub(crate) operand_slots: SlotPool<OperandSlot>,
    pub(crate) result_slots: SlotPool<ResultSlot>,
    /// For the nested body of an isolated op: that op's name (its parent for the ops at the top).
    pub(super) owner: Option<OpName>,
    /// Detached ops the parser made to stand for values of another body (see
    /// [`Body::mark_foreign`]); empty in any body a parse returns.
    foreign: Vec<(OpId, Foreign)>,
}

/// Where the value a parser's stand-in op replaces is defined, relative to the body holding the
/// stand-in. The IR cannot refer across bodies, so input that does (which MLIR's verifier
/// rejects) is parsed with such stand-ins, for the verifier to report in MLIR's order; the
/// parse then fails, so no such body outlives it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Foreign {
    /// In an enclosing body: the use breaks the isolation of the op owning this body.
    Outside,
    /// In the nested body of an isolated op of this body: a use the definition does not
    /// dominate, which the parser reports itself.
    Inside,
}

impl std::fmt::Debug for Body {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Body({} ops, {} blocks, {} regions)",
            self.num_ops(),
            self.num_blocks(),
            self.num_regions()
        )
    }
}

impl Body {
    /// An empty body.
    pub fn new() -> Self {
        Self::default()
    }

    /// For the nested body of an isolated op, the name of the op that owns it: the parent op of
    /// the ops at the top of this body, which itself lives in the enclosing body.
    pub fn owner_name(&self) -> Option<OpName> {
        self.owner
    }

    /// Number of live ops directly in this body (not counting nested bodies).
    pub fn num_ops(&self) -> usize {
        self.ops.len() - self.free_ops.len()
    }

    /// Number of live blocks directly in this body.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len() - self.free_blocks.len()
    }

    /// Number of live regions directly in this body.
    pub fn num_regions(&self) -> usize {
        self.regions.len() - self.free_regions.len()
    }

    /// Heap bytes held by this body and every nested body (an estimate from capacities; used by
    /// the bytes-per-op figures).
    pub fn heap_bytes(&self) -> usize {
        use std::mem::size_of;
        let mut bytes = self.ops.capacity() * size_of::<OpData>()
            + self.blocks.capacity() * size_of::<BlockData>()
            + self.regions.capacity() * size_of::<RegionData>()
            + (self.free_ops.capacity()
                + self.free_blocks.capacity()
                + self.free_regions.capacity())
                * 4
            + self.operand_slots.heap_bytes()
            + self.result_slots.heap_bytes();
        for op in &self.ops {
            if op.extra.is_some() {
                bytes += size_of::<OpExtra>()
                    + std::mem::size_of_val(op.regions())
                    + std::mem::size_of_val(op.successors());
            }
            if let Some(nested) = op.nested() {
                bytes += size_of::<Body>() + nested.heap_bytes();
            }
        }
        for block in &self.blocks {
            bytes += block.args.capacity() * size_of::<ArgSlot>();
        }
        bytes
    }

    /// Releases spare capacity of the arenas (not of nested bodies). Called on a nested body when
    /// its op is created (a parser's or a builder's, the body then complete), so that growth by
    /// doubling does not leave up to half of it unused.
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
        self.operand_slots.shrink_to_fit();
        self.result_slots.shrink_to_fit();
    }

    // ---- creation ----

    /// Creates a detached operation. Its operands are linked into their values' use lists and its
    /// successors into their blocks' use lists. Empty regions are created in this body, or, when
    /// the op kind is registered as `IsolatedFromAbove`, in a new nested body owned by the op.
    pub fn create_op(&mut self, ctx: &Context, state: OperationState) -> OpId {
        let isolated = ctx.op_has_trait(state.name, Trait::IsolatedFromAbove);
        let mut nested = isolated.then(|| Box::new(Body::new()));
        let scope: &mut Body = match nested.as_deref_mut() {
            Some(body) => body,
            None => self,
        };
        let regions: Box<[RegionId]> = (0..state.num_regions)
            .map(|_| scope.create_region())
            .collect();
        let attrs = ctx.dictionary(state.attrs);
        self.create_op_raw(
            state.name,
            state.loc,
            &state.operands,
            &state.result_types,
            attrs,
            state.props,
            &state.successors,
            regions,
            nested,
        )
    }

    /// Creates a detached op from parts: `regions` are ids in `nested` when given, else in this
    /// body (detached regions, e.g. built by a parser before the op). `attrs` must be a
    /// dictionary attribute.
    #[allow(clippy::too_many_arguments)]
    pub fn create_op_raw(
        &mut self,
        name: OpName,
        loc: Location,
        operands: &[Value],
        result_types: &[Type],
        attrs: Attribute,
        props: Option<Attribute>,
        successors: &[BlockId],
        regions: Box<[RegionId]>,
        mut nested: Option<Box<Body>>,
    ) -> OpId {
        if let Some(body) = nested.as_deref_mut() {
            body.owner = Some(name);
            // The nested body is complete (parsed or built before its op): the capacity its
            // vectors grew by doubling would otherwise stay unused, a quarter of them on average.
            body.shrink_to_fit();
        }
        let data = OpData {
            name,
            loc,
            attrs,
            props: props.unwrap_or(NO_ATTR),
            parent: BlockId(NONE),
            prev: OpId(NONE),
            next: OpId(NONE),
            order: 0,
            operands: self
                .operand_slots
                .alloc(operands.iter().map(|&value| OperandSlot {
                    value,
                    prev: Use::NONE,
                    next: Use::NONE,
                })),
            results: self
                .result_slots
                .alloc(result_types.iter().map(|&ty| ResultSlot {
                    ty,
                    first_use: Use::NONE,
                })),
            extra: (!regions.is_empty() || !successors.is_empty() || nested.is_some()).then(|| {
                Box::new(OpExtra {
                    regions,
                    successors: successors
                        .iter()
                        .map(|&block| SuccessorSlot {
                            block,
                            prev: Use::NONE,
                            next: Use::NONE,
                        })
                        .collect(),
                    nested,
                })
            }),
        };
        let op = match self.free_ops.pop() {
            Some(index) => {
                self.ops[index as usize] = data;
                OpId(index)
            }
            None => {
                self.ops.push(data);
                OpId(self.ops.len() as u32 - 1)
            }
        };
        for index in 0..operands.len() as u32 {
            self.link_operand(Use { owner: op, index });
        }
        for index in 0..successors.len() as u32 {
            self.link_successor(Use { owner: op, index });
        }
        if let Some(extra) = &self.ops[op.0 as usize].extra
            && extra.nested.is_none()
        {
            for &region in extra.regions.iter() {
                self.regions[region.0 as usize].parent = op;
            }
        }
        op
    }

    /// Creates a detached, empty region.
    pub fn create_region(&mut self) -> RegionId {
        let data = RegionData {
            parent: OpId(NONE),
            first_block: BlockId(NONE),
            last_block: BlockId(NONE),
            live: true,
        };
        match self.free_regions.pop() {
            Some(index) => {
                self.regions[index as usize] = data;
                RegionId(index)
            }
            None => {
                self.regions.push(data);
                RegionId(self.regions.len() as u32 - 1)
            }
        }
    }

    /// Creates a detached block with arguments of the given types and locations.
    pub fn create_block(&mut self, args: &[(Type, Location)]) -> BlockId {
        let data = BlockData {
            parent: RegionId(NONE),
            prev: BlockId(NONE),
            next: BlockId(NONE),
            first_op: OpId(NONE),
            last_op: OpId(NONE),
            args: args
                .iter()
                .map(|&(ty, loc)| ArgSlot {
                    ty,
                    loc,
                    first_use: Use::NONE,
                })
                .collect(),
            first_use: Use::NONE,
            order_valid: true,
            live: true,
        };
        match self.free_blocks.pop() {
            Some(index) => {
                self.blocks[index as usize] = data;
                BlockId(index)
            }
            None => {
                self.blocks.push(data);
                BlockId(self.blocks.len() as u32 - 1)
            }
        }
    }

    pub(crate) fn free_op_slot(&mut self, op: OpId) {
        let data = &mut self.ops[op.0 as usize];
        data.name = FREED_OP;
        let operands = std::mem::take(&mut data.operands);
        let results = std::mem::take(&mut data.results);
        data.extra = None;
        self.free_ops.push(op.0);
        self.operand_slots.release(operands);
        self.result_slots.release(results);
        self.reclaim_slots();
    }

    /// Compacts a slot pool when released ranges fill more than half of it.
    pub(crate) fn reclaim_slots(&mut self) {
        if self.operand_slots.wants_compaction() {
            let ranges = self.ops.iter_mut().map(|data| &mut data.operands);
            self.operand_slots.compact(ranges);
        }
        if self.result_slots.wants_compaction() {
            let ranges = self.ops.iter_mut().map(|data| &mut data.results);
            self.result_slots.compact(ranges);
        }
    }

    pub(crate) fn free_block_slot(&mut self, block: BlockId) {
        let data = &mut self.blocks[block.0 as usize];
        data.live = false;
        data.args = Vec::new();
        self.free_blocks.push(block.0);
    }

    pub(crate) fn free_region_slot(&mut self, region: RegionId) {
        self.regions[region.0 as usize].live = false;
        self.free_regions.push(region.0);
    }

    // ---- raw access ----

    #[inline]
    pub(crate) fn op_data(&self, op: OpId) -> &OpData {
        &self.ops[op.0 as usize]
    }

    #[inline]
    pub(crate) fn op_data_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op.0 as usize]
    }

    /// The operand slots of `op`.
    #[inline]
    pub(crate) fn operand_slots_of(&self, op: OpId) -> &[OperandSlot] {
        self.operand_slots.get(self.op_data(op).operands)
    }

    /// The operand slot of use `u`.
    #[inline]
    pub(crate) fn operand_slot(&self, u: Use) -> &OperandSlot {
        self.operand_slots
            .slot(self.op_data(u.owner).operands, u.index)
    }

    /// The operand slot of use `u`, mutably.
    #[inline]
    pub(crate) fn operand_slot_mut(&mut self, u: Use) -> &mut OperandSlot {
        let range = self.op_data(u.owner).operands;
        self.operand_slots.slot_mut(range, u.index)
    }

    /// The result slots of `op`.
    #[inline]
    pub(crate) fn result_slots_of(&self, op: OpId) -> &[ResultSlot] {
        self.result_slots.get(self.op_data(op).results)
    }

    /// Result slot `index` of `op`.
    #[inline]
    pub(crate) fn result_slot(&self, op: OpId, index: u32) -> &ResultSlot {
        self.result_slots.slot(self.op_data(op).results, index)
    }

    /// Result slot `index` of `op`, mutably.
    #[inline]
    pub(crate) fn result_slot_mut(&mut self, op: OpId, index: u32) -> &mut ResultSlot {
        let range = self.op_data(op).results;
        self.result_slots.slot_mut(range, index)
    }

    #[inline]
    pub(crate) fn block_data(&self, block: BlockId) -> &BlockData {
        &self.blocks[block.0 as usize]
    }

    #[inline]
    pub(crate) fn block_data_mut(&mut self, block: BlockId) -> &mut BlockData {
        &mut self.blocks[block.0 as usize]
    }

    #[inline]
    pub(crate) fn region_data(&self, region: RegionId) -> &RegionData {
        &self.regions[region.0 as usize]
    }

    #[inline]
    pub(crate) fn region_data_mut(&mut self, region: RegionId) -> &mut RegionData {
        &mut self.regions[region.0 as usize]
    }

    /// Whether `op` names a live operation of this body (not erased, in range).
    pub fn contains_op(&self, op: OpId) -> bool {
        self.ops
            .get(op.0 as usize)
            .is_some_and(|d| d.name != FREED_OP)
    }

    /// Whether `block` names a live block of this body.
    pub fn contains_block(&self, block: BlockId) -> bool {
        self.blocks.get(block.0 as usize).is_some_and(|d| d.live)
    }

    /// Whether `region` names a live region of this body.
    pub fn contains_region(&self, region: RegionId) -> bool {
        self.regions.get(region.0 as usize).is_some_and(|d| d.live)
    }

    // ---- operations ----

    /// The op's name.
    #[inline]
    pub fn op_name(&self, op: OpId) -> OpName {
        self.op_data(op).name
    }

    /// The op's location.
    #[inline]
    pub fn op_loc(&self, op: OpId) -> Location {
        self.op_data(op).loc
    }

    /// Sets the op's location.
    pub fn set_op_loc(&mut self, op: OpId, loc: Location) {
        self.op_data_mut(op).loc = loc;
    }

    /// The op's discardable attributes, a dictionary attribute.
    #[inline]
    pub fn op_attrs(&self, op: OpId) -> Attribute {
        self.op_data(op).attrs
    }

    /// Replaces the op's attribute dictionary (must be a dictionary attribute).
    pub fn set_op_attrs(&mut self, op: OpId, attrs: Attribute) {
        self.op_data_mut(op).attrs = attrs;
    }

    /// The value of attribute `name` of the op (discardable attributes only).
    pub fn attr(&self, ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
        dictionary_get(ctx, self.op_attrs(op), name.as_bytes())
    }

    /// Sets attribute `name` to `value`, replacing any previous value.
    pub fn set_attr(&mut self, ctx: &Context, op: OpId, name: &str, value: Attribute) {
        let mut entries = dictionary_entries(ctx, self.op_attrs(op)).to_vec();
        entries.push(NamedAttr {
            name: ctx.string_attr(name),
            value,
        });
        let dict = ctx.dictionary(entries);
        self.set_op_attrs(op, dict);
    }

    /// Removes attribute `name`, returning its old value.
    pub fn remove_attr(&mut self, ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
        let entries = dictionary_entries(ctx, self.op_attrs(op));
        let position = entries
            .iter()
            .position(|e| ctx.string_bytes(e.name) == name.as_bytes())?;
        let old = entries[position].value;
        let mut kept = entries.to_vec();
        kept.remove(position);
        let dict = ctx.dictionary(kept);
        self.set_op_attrs(op, dict);
        Some(old)
    }

    /// The op's properties, if it has any.
    #[inline]
    pub fn op_props(&self, op: OpId) -> Option<Attribute> {
        let props = self.op_data(op).props;
        (props != NO_ATTR).then_some(props)
    }

    /// Sets or clears the op's properties.
    pub fn set_op_props(&mut self, op: OpId, props: Option<Attribute>) {
        self.op_data_mut(op).props = props.unwrap_or(NO_ATTR);
    }

    /// Number of operands.
    #[inline]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op_data(op).operands.len()
    }

    /// Operand `index`, if in range.
    #[inline]
    pub fn operand(&self, op: OpId, index: usize) -> Option<Value> {
        self.operand_slots_of(op).get(index).map(|slot| slot.value)
    }

    /// The operands in order.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.operand_slots_of(op).iter().map(|slot| slot.value)
    }

    /// Number of results.
    #[inline]
    pub fn num_results(&self, op: OpId) -> usize {
        self.op_data(op).results.len()
    }

    /// Result `index`, if in range.
    #[inline]
    pub fn result(&self, op: OpId, index: usize) -> Option<Value> {
        (index < self.num_results(op)).then(|| Value::result(op, index as u32))
    }

    /// The results in order.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + use<> {
        let count = self.num_results(op) as u32;
        (0..count).map(move |index| Value::result(op, index))
    }

    /// The result types in order.
    pub fn result_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.result_slots_of(op).iter().map(|slot| slot.ty)
    }

    /// The op's regions. For an op that owns a nested body, these are ids in that body: use
    /// [`Body::region_scope`] to get it.
    #[inline]
    pub fn op_regions(&self, op: OpId) -> &[RegionId] {
        self.op_data(op).regions()
    }

    /// The body in which `op`'s regions live (its nested body, or this one) and the regions.
    #[inline]
    pub fn region_scope(&self, op: OpId) -> (&Body, &[RegionId]) {
        let data = self.op_data(op);
        (data.nested().unwrap_or(self), data.regions())
    }

    /// Mutable form of [`Body::region_scope`]; the region ids are copied out.
    pub fn region_scope_mut(&mut self, op: OpId) -> (&mut Body, Vec<RegionId>) {
        let regions = self.op_data(op).regions().to_vec();
        if self.op_data(op).nested().is_some() {
            let nested = self.op_data_mut(op).nested_mut().expect("checked above");
            (nested, regions)
        } else {
            (self, regions)
        }
    }

    /// The nested body owned by `op`, if it is an isolated op.
    #[inline]
    pub fn nested_body(&self, op: OpId) -> Option<&Body> {
        self.op_data(op).nested()
    }

    /// Mutable access to the nested body owned by `op`.
    pub fn nested_body_mut(&mut self, op: OpId) -> Option<&mut Body> {
        self.op_data_mut(op).nested_mut()
    }

    /// Records that `op`, a detached op of this body, stands for a value of another body
    /// (see [`Foreign`]).
    pub(crate) fn mark_foreign(&mut self, op: OpId, kind: Foreign) {
        self.foreign.push((op, kind));
    }

    /// Whether `value` is the result of a stand-in for a value of another body, and where
    /// that value is. Few bodies have any, and those only while they are parsed.
    pub(crate) fn foreign(&self, value: Value) -> Option<Foreign> {
        if self.foreign.is_empty() {
            return None;
        }
        let ValueDef::Result { op, .. } = value.def() else {
            return None;
        };
        self.foreign
            .iter()
            .find(|&&(stand_in, _)| stand_in == op)
            .map(|&(_, kind)| kind)
    }

    /// Mutable access to the nested bodies of several distinct ops at once, e.g. to hand each
    /// function of a module to its own thread. Ops without a nested body, and repeated ids, are
    /// skipped. The borrow checker proves the bodies disjoint: no lock and no `unsafe`.
    pub fn nested_bodies_mut(&mut self, ops: &[OpId]) -> Vec<(OpId, &mut Body)> {
        let mut wanted = vec![false; self.ops.len()];
        for op in ops {
            if let Some(flag) = wanted.get_mut(op.0 as usize) {
                *flag = true;
            }
        }
        self.ops
            .iter_mut()
            .enumerate()
            .filter(|(index, data)| wanted[*index] && data.name != FREED_OP)
            .filter_map(|(index, data)| data.nested_mut().map(|body| (OpId(index as u32), body)))
            .collect()
    }

    /// Number of successors.
    pub fn num_successors(&self, op: OpId) -> usize {
        self.op_data(op).successors().len()
    }

    /// Successor `index`, if in range.
    pub fn successor(&self, op: OpId, index: usize) -> Option<BlockId> {
        self.op_data(op)
            .successors()
            .get(index)
            .map(|slot| slot.block)
    }

    /// The successors in order.
    pub fn successors(&self, op: OpId) -> impl ExactSizeIterator<Item = BlockId> + '_ {
        self.op_data(op).successors().iter().map(|slot| slot.block)
    }

    /// The block containing `op`, if attached.
    #[inline]
    pub fn op_parent_block(&self, op: OpId) -> Option<BlockId> {
        self.op_data(op).parent.some()
    }

    /// The region containing `op`, if attached.
    pub fn op_parent_region(&self, op: OpId) -> Option<RegionId> {
        self.op_parent_block(op)
            .and_then(|b| self.block_parent_region(b))
    }

    /// The op whose region contains `op`, within this body. `None` at the top of a body (the
    /// owner of a nested body lives in the enclosing body) and for detached ops.
    pub fn op_parent_op(&self, op: OpId) -> Option<OpId> {
        self.op_parent_region(op)
            .and_then(|r| self.region_parent_op(r))
    }

    /// The next op in the same block.
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.op_data(op).next.some()
    }

    /// The previous op in the same block.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.op_data(op).prev.some()
    }

    // ---- values ----

    /// The type of a value.
    #[inline]
    pub fn value_type(&self, value: Value) -> Type {
        match value.def() {
            ValueDef::Result { op, index } => self.result_slot(op, index).ty,
            ValueDef::BlockArg { block, index } => self.block_data(block).args[index as usize].ty,
        }
    }

    /// Changes the type of a value (callers keep the IR valid).
    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        match value.def() {
            ValueDef::Result { op, index } => self.result_slot_mut(op, index).ty = ty,
            ValueDef::BlockArg { block, index } => {
                self.block_data_mut(block).args[index as usize].ty = ty
            }
        }
    }

    /// Whether `value` refers to a live op result or block argument of this body.
    pub fn contains_value(&self, value: Value) -> bool {
        match value.def() {
            ValueDef::Result { op, index } => {
                self.contains_op(op) && (index as usize) < self.op_data(op).results.len()
            }
            ValueDef::BlockArg { block, index } => {
                self.contains_block(block) && (index as usize) < self.block_data(block).args.len()
            }
        }
    }

    /// The block in which a value is defined (the defining op's block, or the argument's block).
    pub fn value_parent_block(&self, value: Value) -> Option<BlockId> {
        match value.def() {
            ValueDef::Result { op, .. } => self.op_parent_block(op),
            ValueDef::BlockArg { block, .. } => Some(block),
        }
    }

    // ---- blocks ----

    /// The block's arguments.
    pub fn block_args(&self, block: BlockId) -> impl ExactSizeIterator<Item = Value> + use<> {
        let count = self.block_data(block).args.len() as u32;
        (0..count).map(move |index| Value::block_arg(block, index))
    }

    /// Number of block arguments.
    pub fn num_block_args(&self, block: BlockId) -> usize {
        self.block_data(block).args.len()
    }

    /// Argument `index` of the block, if in range.
    pub fn block_arg(&self, block: BlockId, index: usize) -> Option<Value> {
        (index < self.num_block_args(block)).then(|| Value::block_arg(block, index as u32))
    }

    /// The location of a block argument.
    pub fn block_arg_loc(&self, block: BlockId, index: usize) -> Option<Location> {
        self.block_data(block).args.get(index).map(|a| a.loc)
    }

    /// Sets the location of block argument `index`; out of range does nothing (locations are
    /// not IR structure, so there is nothing to report).
    pub fn set_block_arg_loc(&mut self, block: BlockId, index: usize, loc: Location) {
        if let Some(arg) = self.block_data_mut(block).args.get_mut(index) {
            arg.loc = loc;
        }
    }

    /// Appends an argument to the block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> Value {
        let args = &mut self.block_data_mut(block).args;
        args.push(ArgSlot {
            ty,
            loc,
            first_use: Use::NONE,
        });
        Value::block_arg(block, args.len() as u32 - 1)
    }

    /// Removes argument `index`, which must be unused. Later arguments shift down by one; their
    /// uses are renumbered (O(uses of the later arguments)).
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) -> Result<(), IrError> {
        let len = self.num_block_args(block);
        if index >= len {
            return Err(IrError::OutOfRange {
                what: "block argument",
                index,
                len,
            });
        }
        if !self.block_data(block).args[index].first_use.is_none() {
            return Err(IrError::HasUses);
        }
        for later in index + 1..len {
            let old = Value::block_arg(block, later as u32);
            let new = Value::block_arg(block, later as u32 - 1);
            let mut cursor = self.block_data(block).args[later].first_use;
            while !cursor.is_none() {
                let slot = self.operand_slot_mut(cursor);
                debug_assert_eq!(slot.value, old);
                slot.value = new;
                cursor = slot.next;
            }
        }
        self.block_data_mut(block).args.remove(index);
        Ok(())
    }

    /// The region containing the block, if attached.
    pub fn block_parent_region(&self, block: BlockId) -> Option<RegionId> {
        self.block_data(block).parent.some()
    }

    /// The op owning the region that contains the block, within this body.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.block_parent_region(block)
            .and_then(|r| self.region_parent_op(r))
    }

    /// The first op in the block.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.block_data(block).first_op.some()
    }

    /// The last op in the block (its terminator, in a valid SSACFG block).
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.block_data(block).last_op.some()
    }

    /// The ops of the block in order. Editing while iterating needs the ids collected first.
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps {
            body: self,
            next: self.block_data(block).first_op,
        }
    }

    /// The next block in the same region.
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.block_data(block).next.some()
    }

    /// The previous block in the same region.
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        self.block_data(block).prev.some()
    }

    /// Whether no op is in the block.
    pub fn block_is_empty(&self, block: BlockId) -> bool {
        self.block_data(block).first_op.is_none()
    }

    // ---- regions ----

    /// The op owning the region, within this body (`None` for the top regions of a nested body).
    pub fn region_parent_op(&self, region: RegionId) -> Option<OpId> {
        self.region_data(region).parent.some()
    }

    /// The live regions without a parent op in this body, in the order they were created: for
    /// a nested body, the regions of its owner (and any region not attached yet).
    pub fn top_level_regions(&self) -> impl Iterator<Item = RegionId> + '_ {
        self.regions
            .iter()
            .enumerate()
            .filter(|(_, data)| data.live && data.parent.is_none())
            .map(|(index, _)| RegionId(index as u32))
    }

    /// The blocks of the region in order.
    pub fn region_blocks(&self, region: RegionId) -> RegionBlocks<'_> {
        RegionBlocks {
            body: self,
            next: self.region_data(region).first_block,
        }
    }

    /// The entry block.
    pub fn region_entry(&self, region: RegionId) -> Option<BlockId> {
        self.region_data(region).first_block.some()
    }

    /// Whether the region has no block.
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.region_data(region).first_block.is_none()
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    body: &'a Body,
    next: OpId,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let current = self.next.some()?;
        self.next = self.body.op_data(current).next;
        Some(current)
    }
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'a> {
    body: &'a Body,
    next: BlockId,
}

impl Iterator for RegionBlocks<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let current = self.next.some()?;
        self.next = self.body.block_data(current).next;
        Some(current)
    }
}

/// The entries of a dictionary attribute (empty for any other attribute).
pub fn dictionary_entries(ctx: &Context, dict: Attribute) -> &[NamedAttr] {
    match ctx.attr_data(dict) {
        AttrData::Dictionary(entries) => entries,
        _ => &[],
    }
}

/// The value of `name` in a dictionary attribute. Entries are sorted, so a large dictionary is
/// searched by halves; most hold a few entries (an op's properties), and comparing those for
/// equality, which stops at a length mismatch, costs less than ordering them.
pub fn dictionary_get(ctx: &Context, dict: Attribute, name: &[u8]) -> Option<Attribute> {
    /// Up to this many entries, a linear search by equality.
    const SMALL: usize = 8;
    let entries = dictionary_entries(ctx, dict);
    if entries.len() <= SMALL {
        return entries
            .iter()
            .find(|e| ctx.string_bytes(e.name) == name)
            .map(|e| e.value);
    }
    entries
        .binary_search_by(|e| ctx.string_bytes(e.name).cmp(name))
        .ok()
        .map(|i| entries[i].value)
}

/// An operation together with the body that holds it: what parsing a file produces (usually a
/// `builtin.module`). The op is detached (it has no parent block).
#[derive(Debug, Clone)]
pub struct OwnedOp {
    /// The body holding `op` (and, for a non-isolated op, everything nested in it).
    pub body: Body,
    /// The top-level op.
    pub op: OpId,
}
