//! Printing operations, regions and blocks (MLIR's `OperationPrinter`), and the first pass that
//! walks them for aliases in the same order as MLIR's dummy printer.
//!
//! An op prints as its indentation, its results (`%0:2 = `), then its custom form through its
//! hook (after the op name, shortened by the enclosing default dialect) or the generic form,
//! then ` loc(...)` with debug info. Regions print `{`, their blocks, and `}` at the op's
//! indentation; block headers (`^bb1(%0: i32):  // pred: ^bb0`) sit at the op's indentation
//! and the block's ops two spaces further. The entry block's header is left out unless it has
//! arguments to print or is an empty block the caller wants shown (the generic form does).
//! Custom forms themselves are not here: ops get them through their hooks (`custom`).

use super::FLUSH_AT;
use super::{Elision, OpAsmPrinter, PrintHook, push_spaces};
use crate::attrs::{AttrData, Attribute, NamedAttr};
use crate::context::Context;
use crate::structure::{BlockId, Body, OpId, RegionId, dictionary_entries};

impl<'a> OpAsmPrinter<'a> {
    /// Prints `op` as the top of a file: aliases, the op, deferred aliases.
    pub(super) fn print_top_level(&mut self, op: OpId) {
        self.print_alias_defs(false);
        self.table = self.names.table_of(self.body);
        self.print_op_line(op);
        self.out.push('\n');
        self.print_alias_defs(true);
        self.print_file_metadata();
    }

    /// Prints `op` of the current body on its own: no aliases, no newline (see
    /// [`super::print_op_local`]).
    pub(super) fn print_op_alone(&mut self, op: OpId) {
        self.table = self.names.table_of(self.body);
        self.print_op_line(op);
    }

    /// Prints `op` with its indentation and trailing location, without the newline.
    fn print_op_line(&mut self, op: OpId) {
        push_spaces(&mut self.out, self.indent);
        let body = self.body;
        if !self.collecting
            && let Some(positions) = &mut self.positions
        {
            positions.insert((super::body_key(body), op), self.out.len());
        }
        if body.num_results(op) > 0 {
            self.names
                .write_results(&mut self.out, self.table, body, op);
            self.out.push_str(" = ");
        }
        self.print_custom_or_generic(op);
        self.print_trailing_location(body.op_loc(op), true);
        if self.options.value_users {
            self.print_op_users(op);
        }
    }

    /// Prints the comment after `op` naming the users of its results (` // users: %2, %3`,
    /// a parenthesized list per result for several), ` // unused`, or its own number
    /// (` // id: %4`) when it has operands but no results, as MLIR's `printUsersComment`.
    fn print_op_users(&mut self, op: OpId) {
        let body = self.body;
        let count = body.num_results(op);
        if count == 0 {
            if body.num_operands(op) > 0 {
                self.out.push_str(" // id: ");
                self.names.write_op_id(&mut self.out, self.table, op);
            }
            return;
        }
        if body.op_results_unused(op) {
            self.out.push_str(" // unused");
            return;
        }
        // "user" only for a single result whose users are one op with at most one result.
        let mut users: Vec<OpId> = Vec::new();
        for result in body.results(op) {
            for user in body.users(result) {
                if !users.contains(&user) {
                    users.push(user);
                }
            }
        }
        let one = count == 1
            && users.len() <= 1
            && users.iter().map(|&u| body.num_results(u)).sum::<usize>() <= 1;
        self.out
            .push_str(if one { " // user: " } else { " // users: " });
        for (i, result) in body.results(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if count > 1 {
                self.out.push('(');
            }
            self.print_value_users(result);
            if count > 1 {
                self.out.push(')');
            }
        }
    }

    /// Prints the users of `value`, each once, in use-list order: the ids of their results, or
    /// their own number when they have none; `unused` when there are none.
    fn print_value_users(&mut self, value: crate::structure::Value) {
        let body = self.body;
        let mut seen: Vec<OpId> = Vec::new();
        for user in body.users(value) {
            if seen.contains(&user) {
                continue;
            }
            if !seen.is_empty() {
                self.out.push_str(", ");
            }
            seen.push(user);
            if body.num_results(user) == 0 {
                self.names.write_op_id(&mut self.out, self.table, user);
                continue;
            }
            for (i, result) in body.results(user).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.names
                    .write_value(&mut self.out, self.table, body, result, true);
            }
        }
        if seen.is_empty() {
            self.out.push_str("unused");
        }
    }

    /// Prints, at the top of a block, one comment line per argument naming its users
    /// (`// %arg0 is used by %1`).
    fn print_block_arg_users(&mut self, block: BlockId) {
        let body = self.body;
        for arg in body.block_args(block) {
            push_spaces(&mut self.out, self.indent);
            self.out.push_str("// ");
            self.names
                .write_value(&mut self.out, self.table, body, arg, true);
            if body.has_uses(arg) {
                self.out.push_str(" is used by ");
                self.print_value_users(arg);
            } else {
                self.out.push_str(" is unused");
            }
            self.out.push('\n');
        }
    }

    /// Prints the right-hand side of `op` in its custom form if it has one (and the generic
    /// form is not forced), else in the generic form.
    fn print_custom_or_generic(&mut self, op: OpId) {
        let body = self.body;
        let info = self.infos.get(body.op_name(op));
        if !self.options.generic
            && let Some(hook) = info.hook
        {
            let start = self.out.len();
            let text = info.name;
            let default = self.dialect_stack.last().copied().unwrap_or("");
            let short = text
                .strip_prefix(default)
                .and_then(|rest| rest.strip_prefix('.'))
                .filter(|_| !default.is_empty() && text.matches('.').count() == 1);
            self.out.push_str(short.unwrap_or(text));
            let saved = std::mem::replace(&mut self.hook_start, start);
            self.call_hook(hook, op);
            self.hook_start = saved;
            return;
        }
        self.print_generic_op(op);
    }

    /// Runs a custom-form hook on `op` (in either pass).
    fn call_hook(&mut self, hook: PrintHook, op: OpId) {
        let saved = self.hook_op.replace((op, self.body, self.table));
        hook(self, op);
        self.hook_op = saved;
    }

    /// Prints `"name"(operands)[successors] <props> (regions) {attrs} : (types) -> types`.
    pub(super) fn print_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        let body = self.body;
        let name = body.op_name(op);
        let info = self.infos.get(name);
        if info.plain_name {
            self.out.push('"');
            self.out.push_str(info.name);
            self.out.push('"');
        } else {
            super::push_escaped(&mut self.out, info.name.as_bytes());
        }
        self.out.push('(');
        for (i, value) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.names
                .write_value(&mut self.out, self.table, body, value, true);
        }
        self.out.push(')');
        if body.num_successors(op) > 0 {
            self.out.push('[');
            for (i, block) in body.successors(op).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.names.write_block(&mut self.out, self.table, block);
            }
            self.out.push(']');
        }
        if let Some(props) = body.op_props(op)
            && !(info.registered && is_empty_dictionary(ctx, props))
        {
            self.out.push_str(" <");
            self.print_attribute_or_alias(props, Elision::Never);
            self.out.push('>');
        }
        let (scope, regions) = body.region_scope(op);
        if !regions.is_empty() {
            self.out.push_str(" (");
            let saved = self.enter(scope);
            for (i, &region) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region_in_scope(name, region, true, true, true);
            }
            self.leave(saved);
            self.out.push(')');
        }
        self.print_attr_dict(
            dictionary_entries(ctx, body.op_attrs(op)).iter().copied(),
            false,
        );
        self.out.push_str(" : ");
        self.print_functional_type_of(op);
    }

    /// Prints `(operand types) -> result types` of `op`.
    pub(super) fn print_functional_type_of(&mut self, op: OpId) {
        let body = self.body;
        self.put_char('(');
        self.print_type_list(body.operands(op).map(|v| body.value_type(v)));
        self.put(") -> ");
        self.print_results(body.result_slots_of(op).iter().map(|slot| slot.ty));
    }

    /// Prints ` {a = 1, b}` (or ` attributes {...}`), nothing when there are no entries.
    pub(super) fn print_attr_dict(
        &mut self,
        entries: impl Iterator<Item = NamedAttr>,
        keyword: bool,
    ) {
        let mut entries = entries.peekable();
        if entries.peek().is_none() {
            return;
        }
        if keyword {
            self.put(" attributes");
        }
        self.put(" {");
        self.print_named_attrs(entries);
        self.put_char('}');
    }

    /// Makes `scope` the current body; returns what to restore with [`Self::leave`].
    pub(super) fn enter(&mut self, scope: &'a Body) -> (&'a Body, u32) {
        let saved = (self.body, self.table);
        if !std::ptr::eq(scope, self.body) {
            self.body = scope;
            self.table = self.names.table_of(scope);
        }
        saved
    }

    /// Restores the current body.
    pub(super) fn leave(&mut self, saved: (&'a Body, u32)) {
        (self.body, self.table) = saved;
    }

    /// Prints a region of an op named `owner_name`, whose blocks are in the current body.
    pub(super) fn print_region_in_scope(
        &mut self,
        owner_name: crate::context::OpName,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.options.skip_regions {
            self.put("{...}");
            return;
        }
        if self.collecting {
            self.collect_region(region, print_entry_args, print_terminators);
            return;
        }
        self.out.push_str("{\n");
        let body = self.body;
        if let Some(entry) = body.region_entry(region) {
            let default = self
                .infos
                .get(owner_name)
                .asm
                .map_or("", |asm| asm.default_dialect());
            self.dialect_stack.push(default);
            let header = (print_empty_block && body.block_is_empty(entry))
                || (print_entry_args && body.num_block_args(entry) != 0);
            self.print_block(entry, header, print_terminators, true);
            let mut next = body.next_block(entry);
            while let Some(block) = next {
                self.print_block(block, true, true, false);
                next = body.next_block(block);
            }
            self.dialect_stack.pop();
        }
        push_spaces(&mut self.out, self.indent);
        self.out.push('}');
    }

    /// Prints a block: its header when asked, then its ops (maybe without the terminator).
    fn print_block(&mut self, block: BlockId, header: bool, print_terminator: bool, entry: bool) {
        let body = self.body;
        if header {
            push_spaces(&mut self.out, self.indent);
            self.names.write_block(&mut self.out, self.table, block);
            if body.num_block_args(block) > 0 {
                self.out.push('(');
                for (i, arg) in body.block_args(block).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.names
                        .write_value(&mut self.out, self.table, body, arg, true);
                    self.out.push_str(": ");
                    self.print_type_or_alias(body.value_type(arg));
                    if let Some(loc) = body.block_arg_loc(block, i) {
                        self.print_trailing_location(loc, false);
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            self.print_predecessors(block, entry);
            self.out.push('\n');
        }
        self.indent += 2;
        if self.options.value_users {
            self.print_block_arg_users(block);
        }
        let skip = (!print_terminator)
            .then(|| body.last_op(block))
            .flatten()
            .filter(|&last| self.infos.get(body.op_name(last)).terminator);
        for op in body.block_ops(block) {
            if Some(op) == skip {
                break;
            }
            self.print_op_line(op);
            self.out.push('\n');
            self.flush(FLUSH_AT);
        }
        self.indent = self.indent.saturating_sub(2);
    }

    /// Prints the comment after a block header naming its predecessors.
    fn print_predecessors(&mut self, block: BlockId, entry: bool) {
        let body = self.body;
        let mut uses = body.block_uses(block);
        let first = uses.next();
        let second = uses.next();
        match (first, second) {
            (None, _) => {
                if !entry {
                    self.out.push_str("  // no predecessors");
                }
            }
            (Some(only), None) => {
                self.out.push_str("  // pred: ");
                match body.op_parent_block(only.owner) {
                    Some(pred) => self.names.write_block(&mut self.out, self.table, pred),
                    None => self.out.push_str("INVALIDBLOCK"),
                }
            }
            (Some(_), Some(_)) => {
                let mut preds = std::mem::take(&mut self.preds);
                preds.clear();
                for pred in body.predecessors(block) {
                    preds.push((self.names.block_ordering(self.table, pred), pred));
                }
                preds.sort_by_key(|&(ordering, _)| ordering);
                self.out.push_str("  // ");
                super::push_u64(&mut self.out, preds.len() as u64);
                self.out.push_str(" preds: ");
                for (i, &(_, pred)) in preds.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.names.write_block(&mut self.out, self.table, pred);
                }
                self.preds = preds;
            }
        }
    }

    // ---- the first pass ----

    /// Visits what printing `op` would print (MLIR's `DummyAliasOperationPrinter`).
    pub(super) fn collect_op(&mut self, op: OpId) {
        let body = self.body;
        if self.options.debug_info {
            self.visit_attr(body.op_loc(op), true, false);
        }
        if self.visits_nothing_new(op) {
            return;
        }
        let info = self.infos.get(body.op_name(op));
        if !self.options.generic
            && let Some(hook) = info.hook
        {
            self.call_hook(hook, op);
            return;
        }
        self.collect_generic_op(op);
    }

    /// Whether the first pass can skip `op`: it has no regions, and each of its operand and
    /// result types and attribute values was visited before (not deferrable) or can hold no
    /// alias. Its custom form prints those (or fewer), so visiting them again would change
    /// nothing; most ops of a function are such, and running their hooks only to discard the
    /// text was most of the first pass. Under `debug_info` locations are visited too, and the
    /// shortcut is not taken.
    fn visits_nothing_new(&self, op: OpId) -> bool {
        let (ctx, body) = (self.ctx, self.body);
        if self.options.debug_info || !body.op_regions(op).is_empty() {
            return false;
        }
        let props_settled = match body.op_props(op) {
            None => true,
            Some(props) => match ctx.attr_data(props) {
                AttrData::Dictionary(entries) => {
                    entries.iter().all(|entry| self.attr_settled(entry.value))
                }
                _ => self.attr_settled(props),
            },
        };
        props_settled
            && dictionary_entries(ctx, body.op_attrs(op))
                .iter()
                .all(|entry| self.attr_settled(entry.value))
            && body
                .operands(op)
                .all(|value| self.type_settled(body.value_type(value)))
            && body.result_types(op).all(|ty| self.type_settled(ty))
    }

    /// Visits what printing `op` in the generic form would print.
    pub(super) fn collect_generic_op(&mut self, op: OpId) {
        let body = self.body;
        let info = self.infos.get(body.op_name(op));
        let (scope, regions) = body.region_scope(op);
        if !regions.is_empty() {
            let saved = self.enter(scope);
            for &region in regions {
                self.collect_region(region, true, true);
            }
            self.leave(saved);
        }
        for value in body.operands(op) {
            self.visit_type(body.value_type(value), false);
        }
        for ty in body.result_types(op) {
            self.visit_type(ty, false);
        }
        let attrs = body.op_attrs(op);
        match body.op_props(op) {
            Some(props) if info.registered => {
                if matches!(self.ctx.attr_data(props), AttrData::Dictionary(_)) {
                    for entry in merged_attrs(self.ctx, Some(props), attrs) {
                        self.visit_attr(entry.value, false, false);
                    }
                    return;
                }
                self.visit_attr(props, false, false);
            }
            _ => {}
        }
        for entry in dictionary_entries(self.ctx, attrs) {
            self.visit_attr(entry.value, false, false);
        }
    }

    /// Visits a region of the current body.
    pub(super) fn collect_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
    ) {
        let body = self.body;
        let Some(entry) = body
            .region_entry(region)
            .filter(|_| !self.options.skip_regions)
        else {
            return;
        };
        self.collect_block(entry, print_entry_args, print_terminators);
        let mut next = body.next_block(entry);
        while let Some(block) = next {
            self.collect_block(block, true, true);
            next = body.next_block(block);
        }
    }

    fn collect_block(&mut self, block: BlockId, print_args: bool, print_terminator: bool) {
        let body = self.body;
        if print_args {
            for (i, arg) in body.block_args(block).enumerate() {
                self.visit_type(body.value_type(arg), false);
                if self.options.debug_info
                    && let Some(loc) = body.block_arg_loc(block, i)
                {
                    self.visit_attr(loc, false, false);
                }
            }
        }
        let skip = (!print_terminator)
            .then(|| body.last_op(block))
            .flatten()
            .filter(|&last| self.infos.get(body.op_name(last)).terminator);
        for op in body.block_ops(block) {
            if Some(op) == skip {
                break;
            }
            self.collect_op(op);
        }
    }
}

/// Whether `attr` is the empty dictionary.
fn is_empty_dictionary(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::Dictionary(entries) if entries.is_empty())
}

/// The entries of the `props` dictionary and of `attrs` together, sorted by name: what MLIR's
/// `Operation::getAttrs` gives for a registered op (inherent and discardable attributes).
pub fn merged_attrs<'c>(
    ctx: &'c Context,
    props: Option<Attribute>,
    attrs: Attribute,
) -> Merged<'c> {
    Merged {
        ctx,
        left: props.map_or(&[][..], |p| dictionary_entries(ctx, p)),
        right: dictionary_entries(ctx, attrs),
    }
}

/// The merge of two name-sorted entry lists; see [`merged_attrs`].
pub struct Merged<'c> {
    ctx: &'c Context,
    left: &'c [NamedAttr],
    right: &'c [NamedAttr],
}

impl Iterator for Merged<'_> {
    type Item = NamedAttr;

    fn next(&mut self) -> Option<NamedAttr> {
        let take_left = match (self.left.first(), self.right.first()) {
            (None, None) => return None,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (Some(l), Some(r)) => self.ctx.string_bytes(l.name) <= self.ctx.string_bytes(r.name),
        };
        let side = if take_left {
            &mut self.left
        } else {
            &mut self.right
        };
        let (first, rest) = side.split_first()?;
        *side = rest;
        Some(*first)
    }
}
