//! SSA value and block names, numbered as MLIR's `SSANameState` numbers them.
//!
//! Regions are numbered from a stack (last pushed, first numbered): a region's block arguments
//! and the results of the ops directly in it first, then the regions nested in those ops, each
//! starting from the counters the enclosing region reached. Each nested region restores
//! those counters, so sibling regions reuse numbers (`%arg0` in every function); with unique
//! numbering (the generic form, `unique_ssa_ids`) the counters run on, so every number is
//! unique and a module's last function is numbered first. For value-user comments, ops
//! without results take a number as well. Entry block arguments are `%argN`, other values `%N`, block
//! labels `^bbN` per region; ops implementing [`super::OpAsmInterface`] may name their results, block
//! arguments and blocks (custom form only), with MLIR's sanitizing and `_N` conflict suffixes.
//!
//! An op printed on its own is numbered from its nearest isolated ancestor, or, at the top of a
//! nested body, from that body's regions as their owner would number them.
//!
//! The result is one dense table per body (ids indexed by op and block index), so printing a
//! name is an index and a number to format. This module does not print ops.

use super::{OpInfos, push_u64};
use crate::context::Context;
use crate::structure::{BlockId, Body, OpId, RegionId, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};
use std::borrow::Cow;

/// No number given (the op is outside the printed tree, or has no results).
const UNSET: u32 = u32::MAX;
/// The value has a name in [`BodyNames::values`].
const NAMED: u32 = u32::MAX - 1;

const ENTRY: u8 = 1;
const NAMED_ARGS: u8 = 2;
const NAMED_LABEL: u8 = 4;
const NUMBERED: u8 = 8;

/// The names of every body reached from the printed op.
#[derive(Default)]
pub(super) struct Names {
    tables: Vec<BodyNames>,
    by_body: FxHashMap<usize, u32>,
    /// How many ops were numbered (a size hint for the output).
    ops: usize,
}

/// The names of the values and blocks of one body.
/// A value name: shared by the value's entry and the used-name records, one allocation each.
type Name = std::rc::Rc<str>;

#[derive(Default)]
struct BodyNames {
    /// Per op index: the number of its first result, [`NAMED`] or [`UNSET`].
    ops: Vec<u32>,
    /// Per block index.
    blocks: Vec<BlockName>,
    /// Values named by an interface (or renumbered around such names), without the `%`.
    values: FxHashMap<Value, Name>,
    /// Ops whose results are split into named groups: the first result number of each group.
    groups: FxHashMap<OpId, Box<[u32]>>,
    /// Block labels given by an interface, with the `^`.
    labels: FxHashMap<BlockId, Box<str>>,
}

#[derive(Copy, Clone, Default)]
struct BlockName {
    /// Position in the region; the label number unless the block is named.
    ordering: u32,
    /// Argument `i` is `%arg{base + i}` (entry block) or `%{base + i}`, unless `NAMED_ARGS`.
    arg_base: u32,
    flags: u8,
}

/// How values are numbered: the parts of [`super::PrintOptions`] that change names.
#[derive(Copy, Clone, Debug)]
pub(super) struct Numbering {
    /// Custom form: ask interfaces for names, name entry arguments uniquely.
    pub(super) custom: bool,
    /// Let the counters run on across regions instead of restoring them per region.
    pub(super) unique: bool,
    /// Give ops without results a number too (MLIR's operation ids, for value-user comments).
    pub(super) resultless: bool,
}

/// A region waiting to be numbered, with the counters it starts from.
struct Frame<'a> {
    scope: &'a Body,
    /// The op owning the region and the body holding that op; `None` for the regions at the
    /// top of a nested body numbered without their owner (see [`Names::compute_local`]).
    owner: Option<(&'a Body, OpId)>,
    index: usize,
    region: RegionId,
    counters: (u32, u32, u32),
    parent_len: usize,
}

struct Namer<'a, 'i> {
    ctx: &'a Context,
    infos: &'i mut OpInfos<'a>,
    /// Custom form: ask interfaces for names, track used names.
    custom: bool,
    /// Whether counters run on across regions.
    unique: bool,
    /// Whether ops without results are numbered.
    resultless: bool,
    names: Names,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    used: FxHashSet<Name>,
    used_stack: Vec<Name>,
}

impl Names {
    /// Numbers every value and block nested in `root` (an op of `body`) and its results.
    pub(super) fn compute<'a>(
        ctx: &'a Context,
        body: &'a Body,
        root: OpId,
        numbering: Numbering,
        infos: &mut OpInfos<'a>,
    ) -> Names {
        let mut namer = Namer::new(ctx, infos, numbering);
        namer.run(body, root);
        namer.names
    }

    /// Numbers what printing `op` (an op of `body`) on its own needs, as MLIR does with a local
    /// scope: from the nearest op around it, itself included, whose kind is registered as
    /// `IsolatedFromAbove`, or else from the top of `body`. At the top of a nested body that
    /// is the body's owner, which lives in the enclosing body: the regions of `body` are
    /// numbered as its owner numbers them (the owner's own results are not counted).
    pub(super) fn compute_local<'a>(
        ctx: &'a Context,
        body: &'a Body,
        op: OpId,
        numbering: Numbering,
        infos: &mut OpInfos<'a>,
    ) -> Names {
        let isolated =
            |o: OpId| ctx.op_has_trait(body.op_name(o), crate::traits::Trait::IsolatedFromAbove);
        let mut root = op;
        while !isolated(root) {
            match body.op_parent_op(root) {
                Some(parent) => root = parent,
                None if body.owner_name().is_some() => {
                    let mut namer = Namer::new(ctx, infos, numbering);
                    namer.run_top_regions(body);
                    return namer.names;
                }
                None => break,
            }
        }
        Self::compute(ctx, body, root, numbering, infos)
    }

    /// How many ops are in the printed tree.
    pub(super) fn op_count(&self) -> usize {
        self.ops
    }

    /// The table of `body`, if any of its values were numbered.
    pub(super) fn table_of(&self, body: &Body) -> u32 {
        self.by_body
            .get(&(body as *const Body as usize))
            .copied()
            .unwrap_or(u32::MAX)
    }

    /// Appends the name of `value` (`%3`, `%arg0`, `%1#2`), or `<<UNKNOWN SSA VALUE>>`.
    pub(super) fn write_value(
        &self,
        out: &mut String,
        table: u32,
        body: &Body,
        value: Value,
        print_result_no: bool,
    ) {
        let Some(t) = self.tables.get(table as usize) else {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        };
        match value.def() {
            ValueDef::Result { op, index } => {
                let first = t.ops.get(op.0 as usize).copied().unwrap_or(UNSET);
                if first == UNSET || !body.contains_op(op) {
                    out.push_str("<<UNKNOWN SSA VALUE>>");
                    return;
                }
                let count = body.num_results(op) as u32;
                let (head, result_no) = if count == 1 {
                    (0, None)
                } else if let Some(groups) = t.groups.get(&op) {
                    let at = groups.partition_point(|&g| g <= index);
                    let start = groups[at.saturating_sub(1)];
                    let end = groups.get(at).copied().unwrap_or(count);
                    (start, (end - start != 1).then_some(index - start))
                } else {
                    (0, Some(index))
                };
                self.write_head(out, t, op, head, first);
                if let (Some(no), true) = (result_no, print_result_no) {
                    out.push('#');
                    push_u64(out, no.into());
                }
            }
            ValueDef::BlockArg { block, index } => {
                let Some(info) = t.blocks.get(block.0 as usize) else {
                    out.push_str("<<UNKNOWN SSA VALUE>>");
                    return;
                };
                if info.flags & NUMBERED == 0 {
                    out.push_str("<<UNKNOWN SSA VALUE>>");
                } else if info.flags & NAMED_ARGS != 0 {
                    match t.values.get(&value) {
                        Some(name) => {
                            out.push('%');
                            out.push_str(name);
                        }
                        None => out.push_str("<<UNKNOWN SSA VALUE>>"),
                    }
                } else {
                    out.push_str(if info.flags & ENTRY != 0 { "%arg" } else { "%" });
                    push_u64(out, u64::from(info.arg_base) + u64::from(index));
                }
            }
        }
    }

    /// Appends `%name` of the result group of `op` starting at result `head`.
    fn write_head(&self, out: &mut String, t: &BodyNames, op: OpId, head: u32, first: u32) {
        out.push('%');
        if head == 0 && first != NAMED {
            push_u64(out, first.into());
            return;
        }
        match t.values.get(&Value::result(op, head)) {
            Some(name) => out.push_str(name),
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Appends the left-hand side of `op` without ` = `: `%0`, `%0:2`, or named groups
    /// `%a:2, %b`. Nothing for an op without results.
    pub(super) fn write_results(&self, out: &mut String, table: u32, body: &Body, op: OpId) {
        let count = body.num_results(op) as u32;
        if count == 0 {
            return;
        }
        let Some(t) = self.tables.get(table as usize) else {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        };
        let first = t.ops.get(op.0 as usize).copied().unwrap_or(UNSET);
        if first == UNSET {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        let single = [0u32];
        let groups: &[u32] = t.groups.get(&op).map_or(&single, |g| g);
        for (i, &start) in groups.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let end = groups.get(i + 1).copied().unwrap_or(count);
            self.write_head(out, t, op, start, first);
            if end - start > 1 {
                out.push(':');
                push_u64(out, (end - start).into());
            }
        }
    }

    /// Appends the number of `op`, which has no results, as `%N` (numbered only for
    /// [`Numbering::resultless`]), or `<<UNKNOWN SSA VALUE>>`.
    pub(super) fn write_op_id(&self, out: &mut String, table: u32, op: OpId) {
        match self
            .tables
            .get(table as usize)
            .and_then(|t| t.ops.get(op.0 as usize))
        {
            Some(&id) if id < NAMED => {
                out.push('%');
                push_u64(out, id.into());
            }
            _ => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Appends the label of `block` (`^bb1`), or `INVALIDBLOCK` for a block not numbered.
    pub(super) fn write_block(&self, out: &mut String, table: u32, block: BlockId) {
        let info = self
            .tables
            .get(table as usize)
            .and_then(|t| t.blocks.get(block.0 as usize).map(|info| (t, info)));
        match info {
            Some((t, info)) if info.flags & NAMED_LABEL != 0 => match t.labels.get(&block) {
                Some(label) => out.push_str(label),
                None => out.push_str("INVALIDBLOCK"),
            },
            Some((_, info)) if info.flags & NUMBERED != 0 => {
                out.push_str("^bb");
                push_u64(out, info.ordering.into());
            }
            _ => out.push_str("INVALIDBLOCK"),
        }
    }

    /// The position of `block` in its region (orders predecessor lists).
    pub(super) fn block_ordering(&self, table: u32, block: BlockId) -> u32 {
        self.tables
            .get(table as usize)
            .and_then(|t| t.blocks.get(block.0 as usize))
            .map_or(u32::MAX, |info| info.ordering)
    }
}

impl<'a, 'i> Namer<'a, 'i> {
    fn new(ctx: &'a Context, infos: &'i mut OpInfos<'a>, numbering: Numbering) -> Self {
        Namer {
            ctx,
            infos,
            custom: numbering.custom,
            unique: numbering.unique,
            resultless: numbering.resultless,
            names: Names::default(),
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            used: FxHashSet::default(),
            used_stack: Vec::new(),
        }
    }

    fn run(&mut self, body: &'a Body, root: OpId) {
        let root_table = self.table(body);
        let start = (self.next_value, self.next_arg, self.next_conflict);
        self.number_op(body, root_table, root);
        let parent_len = self.used_stack.len();
        let (scope, regions) = body.region_scope(root);
        let stack: Vec<Frame<'a>> = regions
            .iter()
            .enumerate()
            .map(|(index, &region)| Frame {
                scope,
                owner: Some((body, root)),
                index,
                region,
                counters: start,
                parent_len,
            })
            .collect();
        self.run_frames(stack);
    }

    /// Numbers the regions at the top of a nested body (those without a parent op there, in
    /// the order they were created) as its owner would.
    fn run_top_regions(&mut self, body: &'a Body) {
        self.table(body);
        let start = (self.next_value, self.next_arg, self.next_conflict);
        let stack: Vec<Frame<'a>> = body
            .top_level_regions()
            .enumerate()
            .map(|(index, region)| Frame {
                scope: body,
                owner: None,
                index,
                region,
                counters: start,
                parent_len: 0,
            })
            .collect();
        self.run_frames(stack);
    }

    fn run_frames(&mut self, mut stack: Vec<Frame<'a>>) {
        while let Some(frame) = stack.pop() {
            if !self.unique {
                (self.next_value, self.next_arg, self.next_conflict) = frame.counters;
            }
            self.forget_names(frame.parent_len);
            self.number_region(&frame);
            let counters = (self.next_value, self.next_arg, self.next_conflict);
            let parent_len = self.used_stack.len();
            let scope = frame.scope;
            for block in scope.region_blocks(frame.region) {
                for op in scope.block_ops(block) {
                    let (nested, regions) = scope.region_scope(op);
                    for (index, &region) in regions.iter().enumerate() {
                        stack.push(Frame {
                            scope: nested,
                            owner: Some((scope, op)),
                            index,
                            region,
                            counters,
                            parent_len,
                        });
                    }
                }
            }
        }
    }

    /// The table of `body`, created on first use.
    fn table(&mut self, body: &Body) -> u32 {
        let key = body as *const Body as usize;
        if let Some(&index) = self.names.by_body.get(&key) {
            return index;
        }
        let index = self.names.tables.len() as u32;
        self.names.tables.push(BodyNames {
            ops: vec![UNSET; body.ops.len()],
            blocks: vec![BlockName::default(); body.blocks.len()],
            ..BodyNames::default()
        });
        self.names.by_body.insert(key, index);
        index
    }

    fn number_region(&mut self, frame: &Frame<'a>) {
        let table = self.table(frame.scope);
        if self.custom
            && let Some((owner_body, owner)) = frame.owner
        {
            let owner_name = owner_body.op_name(owner);
            if let Some(asm) = self.infos.get(owner_name).asm {
                let mut named = Vec::new();
                asm.block_arg_names(
                    self.ctx,
                    owner_body,
                    owner,
                    frame.index,
                    &mut |value, name| named.push((value, name.to_string())),
                );
                for (value, name) in named {
                    if frame.scope.contains_value(value) {
                        self.set_value_name(table, value, &name);
                    }
                }
            }
        }
        let scope = frame.scope;
        for (ordering, block) in scope.region_blocks(frame.region).enumerate() {
            let info = &mut self.names.tables[table as usize].blocks[block.0 as usize];
            info.ordering = ordering as u32;
            info.flags |= NUMBERED;
            self.number_block(scope, table, block, ordering == 0);
        }
    }

    fn number_block(&mut self, body: &'a Body, table: u32, block: BlockId, entry: bool) {
        let count = body.num_block_args(block) as u32;
        let any_named = count > 0
            && body
                .block_args(block)
                .any(|arg| self.names.tables[table as usize].values.contains_key(&arg));
        let base = if entry {
            self.next_arg
        } else {
            self.next_value
        };
        let mut simple = !any_named;
        let mut pending: Vec<(Value, Name)> = Vec::new();
        if entry && self.custom {
            for arg in body.block_args(block) {
                if self.names.tables[table as usize].values.contains_key(&arg) {
                    continue;
                }
                let name = format!("arg{}", self.next_arg);
                self.next_arg += 1;
                let unique = self.unique_name(&name);
                simple &= *unique == *name;
                pending.push((arg, unique));
            }
        } else if !any_named {
            if entry {
                self.next_arg += count;
            } else {
                self.next_value += count;
            }
        } else {
            for arg in body.block_args(block) {
                if self.names.tables[table as usize].values.contains_key(&arg) {
                    continue;
                }
                let name = if entry {
                    self.next_arg += 1;
                    format!("arg{}", self.next_arg - 1)
                } else {
                    self.next_value += 1;
                    (self.next_value - 1).to_string()
                };
                pending.push((arg, name.into()));
            }
        }
        let t = &mut self.names.tables[table as usize];
        let info = &mut t.blocks[block.0 as usize];
        if entry {
            info.flags |= ENTRY;
        }
        if simple {
            info.arg_base = base;
        } else {
            info.flags |= NAMED_ARGS;
            t.values.extend(pending);
        }
        for op in body.block_ops(block) {
            self.number_op(body, table, op);
        }
    }

    fn number_op(&mut self, body: &'a Body, table: u32, op: OpId) {
        self.names.ops += 1;
        let mut groups: Vec<u32> = Vec::new();
        if self.custom
            && let Some(asm) = self.infos.get(body.op_name(op)).asm
        {
            let (scope, _) = body.region_scope(op);
            let mut labels = Vec::new();
            asm.block_names(self.ctx, body, op, &mut |block, name| {
                labels.push((block, name.to_string()))
            });
            if !labels.is_empty() {
                let scope_table = self.table(scope);
                for (block, name) in labels {
                    if !scope.contains_block(block) {
                        continue;
                    }
                    let mut label = String::from("^");
                    label.push_str(&sanitize(&name, "$._-", true));
                    let t = &mut self.names.tables[scope_table as usize];
                    t.blocks[block.0 as usize].flags |= NAMED_LABEL;
                    t.labels.insert(block, label.into());
                }
            }
            let (ctx, count) = (self.ctx, body.num_results(op) as u32);
            asm.result_names(ctx, body, op, &mut |index, name| {
                if index < count {
                    self.set_value_name(table, Value::result(op, index), name);
                    if index != 0 {
                        groups.push(index);
                    }
                }
            });
        }
        if body.num_results(op) == 0 {
            if self.resultless {
                self.names.tables[table as usize].ops[op.0 as usize] = self.next_value;
                self.next_value += 1;
            }
            return;
        }
        let t = &mut self.names.tables[table as usize];
        if t.ops[op.0 as usize] == UNSET {
            t.ops[op.0 as usize] = self.next_value;
            self.next_value += 1;
        }
        if !groups.is_empty() {
            groups.push(0);
            groups.sort_unstable();
            groups.dedup();
            t.groups.insert(op, groups.into());
        }
    }

    /// Gives `value` the name `name` (made unique), or the next number when `name` is empty.
    fn set_value_name(&mut self, table: u32, value: Value, name: &str) {
        if name.is_empty() {
            let id = self.next_value;
            self.next_value += 1;
            let t = &mut self.names.tables[table as usize];
            match value.def() {
                ValueDef::Result { op, index: 0 } => t.ops[op.0 as usize] = id,
                _ => {
                    t.values.insert(value, id.to_string().into());
                }
            }
            return;
        }
        let unique = self.unique_name(name);
        let t = &mut self.names.tables[table as usize];
        if let ValueDef::Result { op, index: 0 } = value.def() {
            t.ops[op.0 as usize] = NAMED;
        }
        t.values.insert(value, unique);
    }

    /// `name` sanitized and, if already used in an enclosing scope, suffixed `_N` with the
    /// next free conflict number; recorded as used.
    fn unique_name(&mut self, name: &str) -> Name {
        let name = sanitize(name, "$._-", true);
        let unique: Name = if !self.used.contains(&*name) {
            name.into()
        } else {
            let mut probe = String::with_capacity(name.len() + 4);
            loop {
                probe.clear();
                probe.push_str(&name);
                probe.push('_');
                push_u64(&mut probe, self.next_conflict.into());
                self.next_conflict += 1;
                if !self.used.contains(probe.as_str()) {
                    break probe.into();
                }
            }
        };
        self.used.insert(unique.clone());
        self.used_stack.push(unique.clone());
        unique
    }

    /// Forgets the names used in scopes that are closed (those recorded after `len`).
    fn forget_names(&mut self, len: usize) {
        for name in self.used_stack.drain(len.min(self.used_stack.len())..) {
            self.used.remove(&name);
        }
    }
}

/// `name` made a valid identifier as MLIR's `sanitizeIdentifier` does: characters other than
/// letters, digits and `allowed` become `_` (space) or their hex code; a leading digit gets a
/// `_` prefix, and a trailing digit a `_` suffix unless `trailing_digit` is allowed.
pub(super) fn sanitize<'n>(name: &'n str, allowed: &str, trailing_digit: bool) -> Cow<'n, str> {
    let valid = |c: u8| c.is_ascii_alphanumeric() || allowed.as_bytes().contains(&c);
    let copy = |out: &mut String| {
        for &c in name.as_bytes() {
            if valid(c) {
                out.push(c as char);
            } else if c == b' ' {
                out.push('_');
            } else {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                if c >= 16 {
                    out.push(HEX[usize::from(c >> 4)] as char);
                }
                out.push(HEX[usize::from(c & 15)] as char);
            }
        }
    };
    let bytes = name.as_bytes();
    if bytes.first().is_some_and(u8::is_ascii_digit) {
        let mut out = String::from("_");
        copy(&mut out);
        return Cow::Owned(out);
    }
    if !trailing_digit && bytes.last().is_some_and(u8::is_ascii_digit) {
        let mut out = String::new();
        copy(&mut out);
        out.push('_');
        return Cow::Owned(out);
    }
    if bytes.iter().all(|&c| valid(c)) {
        return Cow::Borrowed(name);
    }
    let mut out = String::new();
    copy(&mut out);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sanitizing_follows_mlir() {
        assert_eq!(sanitize("c0_i32", "$._-", true), "c0_i32");
        assert_eq!(sanitize("0abc", "$._-", true), "_0abc");
        assert_eq!(sanitize("a b", "$._-", true), "a_b");
        assert_eq!(sanitize("a.b", "$_-", false), "a2Eb");
        assert_eq!(sanitize("map1", "$_-", false), "map1_");
        assert_eq!(sanitize("x\u{1}", "$_-", false), "x1");
        assert_eq!(sanitize("x\u{1f}9", "$_-", false), "x1F9_");
    }
}
