//! SSA value and block names: definitions, uses, forward references and the scopes that hold
//! them, following MLIR 19's `OperationParser` (its isolated and nested name scopes, forward
//! reference placeholders replaced when the definition appears, and its error messages).
//!
//! One difference from MLIR is forced by the IR core: the regions of an `IsolatedFromAbove` op
//! live in a body of their own, so a value cannot be used across that boundary. MLIR parses such
//! uses and its verifier rejects them later. Here such a use gets a stand-in op marked as
//! foreign in its body ([`Body::mark_foreign`]), and the error is recorded with the verifier's
//! message. When the parse otherwise succeeds, the verifier runs on the result (see
//! `parse_top`): it reports an isolation error where MLIR's does, after what MLIR's reports
//! first, and skips the other stand-ins; the first recorded error comes after it.
//! Names are borrowed from the source text: no allocation per name.

use super::custom::UnresolvedOperand;
use super::state::{PResult, Parser};
use crate::attrs::Attribute;
use crate::builtin::UNREALIZED_CONVERSION_CAST;
use crate::context::OpName;
use crate::diagnostics::{Diagnostic, Severity};
use crate::structure::{BlockId, Body, Foreign, InsertPoint, OpId, Value};
use crate::types::Type;
use rustc_hash::FxHashMap;

/// One named value: what it is, its type, where it was defined (or first used, for a forward
/// reference) and in which body it lives.
#[derive(Copy, Clone)]
struct Entry {
    value: Value,
    ty: Type,
    offset: u32,
    body: u32,
    /// Index of its forward-reference record plus one; 0 for a definition.
    placeholder: u32,
}

/// The values of one name, by result number; the first is inline so that the common single
/// result needs no allocation.
#[derive(Default)]
struct Slot {
    first: Option<Entry>,
    rest: Vec<Option<Entry>>,
}

impl Slot {
    fn get(&self, number: u32) -> Option<Entry> {
        match number {
            0 => self.first,
            n => self.rest.get(n as usize - 1).copied().flatten(),
        }
    }

    fn set(&mut self, number: u32, entry: Entry) {
        match number {
            0 => self.first = Some(entry),
            n => {
                let index = n as usize - 1;
                if self.rest.len() <= index {
                    self.rest.resize(index + 1, None);
                }
                self.rest[index] = Some(entry);
            }
        }
    }
}

type ValueMap<'src> = FxHashMap<&'src str, Slot>;

/// MLIR's `IsolatedSSANameScope`: one value map, and the names each nested region scope
/// defined (erased when the region ends).
struct IsolatedScope<'src> {
    values: ValueMap<'src>,
    defs: Vec<&'src str>,
    marks: Vec<usize>,
}

/// A block name: its block, where it was defined or first referenced, whether defined.
struct BlockName {
    block: BlockId,
    offset: u32,
    defined: bool,
}

/// The block names of one region.
#[derive(Default)]
struct BlockScope<'src> {
    names: FxHashMap<&'src str, BlockName>,
    undefined: u32,
}

/// Where a value is used: the op (its final location once known), the operand number, the
/// body, and the op owning that body.
#[derive(Copy, Clone)]
struct UseSite {
    /// The serial number of the user (see [`User::serial`]) that patches `op_loc` and `op`.
    user: u32,
    op_loc: Attribute,
    /// The op, once created.
    op: Option<OpId>,
    op_name: OpName,
    operand: u32,
    body: u32,
    owner_at: u32,
}

/// A forward reference: its placeholder op, first use, and whether a definition resolved it.
struct Placeholder {
    op: OpId,
    offset: u32,
    resolved: bool,
    /// Index of the first use in `NameScopes::sites`.
    site: usize,
    /// Uses of the same name from other bodies (isolated regions), which got their own
    /// stand-in value: indices in `NameScopes::sites`, and the stand-in ops.
    foreign: Vec<(usize, OpId)>,
}

/// An op whose operands are being resolved.
struct User {
    /// Tells this user's sites and errors from those recorded while it is open but about other
    /// ops: the ops of its regions (a custom form parses regions before the op exists), and
    /// earlier uses that a definition in its regions resolves.
    serial: u32,
    name: OpName,
    next_operand: u32,
    first_deferred: usize,
    first_site: usize,
}

/// A body being filled: its id and the location of the op that owns it.
#[derive(Copy, Clone)]
struct BodyFrame {
    id: u32,
    owner_at: u32,
}

/// All name scopes of one parse. See the module documentation.
#[derive(Default)]
pub(crate) struct NameScopes<'src> {
    isolated: Vec<IsolatedScope<'src>>,
    blocks: Vec<BlockScope<'src>>,
    spare_values: Vec<ValueMap<'src>>,
    spare_blocks: Vec<FxHashMap<&'src str, BlockName>>,
    placeholders: Vec<Placeholder>,
    /// Use sites of forward references, patched with their op's location when it is known.
    sites: Vec<UseSite>,
    bodies: Vec<BodyFrame>,
    next_body: u32,
    users: Vec<User>,
    next_user: u32,
    /// Errors MLIR's verifier would report.
    deferred: Vec<DeferredError>,
    /// Per nested body (by id), the body holding its owner and the owner, once created.
    body_owners: FxHashMap<u32, (u32, OpId)>,
    /// Stand-ins for values of other bodies, by body id, to mark in their bodies at the end.
    stand_ins: Vec<(u32, OpId, Foreign)>,
}

/// An error MLIR's verifier would report about an op, recorded while parsing.
struct DeferredError {
    /// Orders the errors as MLIR's verifier meets them.
    offset: u32,
    diag: Box<Diagnostic>,
    /// The serial number of the user the error is about.
    user: u32,
    /// The body (by id) holding the op, and the op once it is created.
    body: u32,
    op: Option<OpId>,
}

impl<'src> Parser<'src> {
    // ---- bodies and scopes ----

    /// Starts filling a new body (the top level, or the regions of an isolated op at
    /// `owner_at`).
    pub(crate) fn enter_body(&mut self, owner_at: u32) {
        let names = &mut self.names;
        let id = names.next_body;
        names.next_body += 1;
        names.bodies.push(BodyFrame { id, owner_at });
    }

    /// Resumes filling the body with id `id` (an isolated op's, whose regions are parsed one
    /// at a time), or starts a new one when `id` is `u32::MAX`. Returns the id.
    pub(crate) fn enter_body_with(&mut self, id: u32, owner_at: u32) -> u32 {
        let names = &mut self.names;
        let id = if id == u32::MAX {
            names.next_body += 1;
            names.next_body - 1
        } else {
            id
        };
        names.bodies.push(BodyFrame { id, owner_at });
        id
    }

    /// Stops filling the current body.
    pub(crate) fn leave_body(&mut self) {
        self.names.bodies.pop();
    }

    /// Records that the nested body with id `id` belongs to `op`, an op of the current body.
    pub(crate) fn set_body_owner(&mut self, id: u32, op: OpId) {
        let parent = self.body_id();
        self.names.body_owners.insert(id, (parent, op));
    }

    fn body_id(&self) -> u32 {
        self.names.bodies.last().map_or(0, |b| b.id)
    }

    /// Opens the name scope of a region; `isolated` hides all names defined outside.
    pub(crate) fn push_name_scope(&mut self, isolated: bool) {
        let names = &mut self.names;
        let block_names = names.spare_blocks.pop().unwrap_or_default();
        names.blocks.push(BlockScope {
            names: block_names,
            undefined: 0,
        });
        if isolated || names.isolated.is_empty() {
            let values = names.spare_values.pop().unwrap_or_default();
            names.isolated.push(IsolatedScope {
                values,
                defs: Vec::new(),
                marks: vec![0],
            });
        } else if let Some(scope) = names.isolated.last_mut() {
            scope.marks.push(scope.defs.len());
        }
    }

    /// Closes the innermost name scope: every block referenced in it must have been defined.
    pub(crate) fn pop_name_scope(&mut self) -> PResult<()> {
        let Some(mut blocks) = self.names.blocks.pop() else {
            return Ok(());
        };
        if blocks.undefined > 0 {
            let first = blocks
                .names
                .values()
                .filter(|b| !b.defined)
                .map(|b| b.offset)
                .min()
                .unwrap_or(0);
            return Err(self.error_at_unchecked(first, "reference to an undefined block"));
        }
        blocks.names.clear();
        self.names.spare_blocks.push(blocks.names);
        let names = &mut self.names;
        if let Some(scope) = names.isolated.last_mut() {
            if scope.marks.len() <= 1 {
                if let Some(mut scope) = names.isolated.pop() {
                    scope.values.clear();
                    names.spare_values.push(scope.values);
                }
            } else {
                let mark = scope.marks.pop().unwrap_or(0);
                for name in scope.defs.drain(mark..) {
                    scope.values.remove(name);
                }
            }
        }
        Ok(())
    }

    // ---- uses ----

    /// Starts resolving the operands of the op named `name`.
    pub(crate) fn begin_user(&mut self, name: OpName) {
        let names = &mut self.names;
        let serial = names.next_user;
        names.next_user = names.next_user.wrapping_add(1);
        names.users.push(User {
            serial,
            name,
            next_operand: 0,
            first_deferred: names.deferred.len(),
            first_site: names.sites.len(),
        });
    }

    /// Ends the op started by [`Parser::begin_user`], now that it is created as `op` and its
    /// location `loc` is known: errors and forward references recorded for it point there.
    pub(crate) fn end_user(&mut self, op: OpId, loc: Attribute) {
        let names = &mut self.names;
        let Some(user) = names.users.pop() else {
            return;
        };
        // Only what is about this op: the ranges also hold entries of the ops nested in it,
        // patched when those ended, and errors about earlier ops.
        for error in &mut names.deferred[user.first_deferred..] {
            if error.user == user.serial {
                error.diag.location = loc;
                error.op = Some(op);
            }
        }
        for site in &mut names.sites[user.first_site..] {
            if site.user == user.serial {
                site.op_loc = loc;
                site.op = Some(op);
            }
        }
    }

    /// The current user and its next operand number.
    fn use_site(&mut self) -> UseSite {
        let body = self.body_id();
        let owner_at = self.names.bodies.last().map_or(0, |b| b.owner_at);
        let unknown = self.ctx.common().unknown_loc;
        match self.names.users.last_mut() {
            Some(user) => {
                let operand = user.next_operand;
                user.next_operand += 1;
                UseSite {
                    user: user.serial,
                    op_loc: unknown,
                    op: None,
                    op_name: user.name,
                    operand,
                    body,
                    owner_at,
                }
            }
            None => UseSite {
                user: u32::MAX,
                op_loc: unknown,
                op: None,
                op_name: self.ctx.op_name(UNREALIZED_CONVERSION_CAST),
                operand: 0,
                body,
                owner_at,
            },
        }
    }

    /// The value `operand` names, which must have type `ty` (MLIR's `resolveSSAUse`). A name
    /// not defined yet gets a placeholder, replaced when the definition appears.
    pub(crate) fn resolve_operand(
        &mut self,
        body: &mut Body,
        operand: UnresolvedOperand<'src>,
        ty: Type,
    ) -> PResult<Value> {
        let site = self.use_site();
        let current = site.body;
        let existing = self
            .names
            .isolated
            .last()
            .and_then(|scope| scope.values.get(operand.name))
            .map(|slot| (slot.get(operand.number), slot.first));
        let (entry, first) = existing.unwrap_or((None, None));
        if let Some(entry) = entry {
            if entry.ty != ty {
                let (expected, prior) = (self.describe_type(ty), self.describe_type(entry.ty));
                let diag = self.error_at(
                    operand.offset,
                    format!(
                        "use of value '{}' expects different type than prior uses: '{expected}' \
                         vs '{prior}'",
                        operand.name
                    ),
                );
                return Err(self.note_at(diag, entry.offset, "prior use here"));
            }
            if entry.body == current {
                return Ok(entry.value);
            }
            // A value of another body: only an isolation error (MLIR's verifier) can follow.
            let stand_in_op = self.stand_in(body, operand.offset, ty);
            if entry.placeholder != 0 {
                let names = &mut self.names;
                names.sites.push(site);
                let site = names.sites.len() - 1;
                names.placeholders[entry.placeholder as usize - 1]
                    .foreign
                    .push((site, stand_in_op));
            } else {
                self.defer_isolation_error(site, operand.offset, stand_in_op);
            }
            return Ok(Value::result(stand_in_op, 0));
        }
        if first.is_some_and(|e| e.placeholder == 0) {
            return Err(self.error_at(operand.offset, "reference to invalid result number"));
        }
        let op = self.stand_in(body, operand.offset, ty);
        let value = Value::result(op, 0);
        let names = &mut self.names;
        names.sites.push(site);
        names.placeholders.push(Placeholder {
            op,
            offset: operand.offset,
            resolved: false,
            site: names.sites.len() - 1,
            foreign: Vec::new(),
        });
        let entry = Entry {
            value,
            ty,
            offset: operand.offset,
            body: current,
            placeholder: names.placeholders.len() as u32,
        };
        if let Some(scope) = names.isolated.last_mut() {
            scope
                .values
                .entry(operand.name)
                .or_default()
                .set(operand.number, entry);
        }
        Ok(value)
    }

    /// A detached op with one result of type `ty`, standing for a value not known yet (MLIR
    /// builds its forward references the same way) or of another body.
    fn stand_in(&mut self, body: &mut Body, offset: u32, ty: Type) -> OpId {
        let loc = self.loc_at(offset);
        let name = self.ctx.op_name(UNREALIZED_CONVERSION_CAST);
        body.create_op_raw(
            name,
            loc,
            &[],
            &[ty],
            self.ctx.common().empty_dict,
            None,
            &[],
            Box::new([]),
            None,
        )
    }

    /// Records the verifier's error for a use of a value defined outside the isolated region
    /// that contains the use, whose stand-in is `stand_in`.
    fn defer_isolation_error(&mut self, site: UseSite, offset: u32, stand_in: OpId) {
        let mark = (site.body, stand_in, Foreign::Outside);
        self.names.stand_ins.push(mark);
        let owner_at = site.owner_at;
        let name = self.ctx.op_name_str(site.op_name).to_string();
        let diag = Box::new(Diagnostic::error(
            site.op_loc,
            format!("'{name}' op using value defined outside the region"),
        ));
        let diag = self.note_at(diag, owner_at, "required by region isolation constraints");
        self.names.deferred.push(DeferredError {
            offset,
            diag,
            user: site.user,
            body: site.body,
            op: site.op,
        });
    }

    // ---- definitions ----

    /// Defines `name` (result `number`, written at `offset`) as `value` of type `ty` (MLIR's
    /// `addDefinition`), replacing a forward reference to it.
    pub(crate) fn define_value(
        &mut self,
        body: &mut Body,
        def: UnresolvedOperand<'src>,
        value: Value,
        ty: Type,
        def_loc: Attribute,
    ) -> PResult<()> {
        let current = self.body_id();
        let existing = self
            .names
            .isolated
            .last()
            .and_then(|scope| scope.values.get(def.name))
            .and_then(|slot| slot.get(def.number));
        if let Some(entry) = existing {
            if entry.placeholder == 0 {
                let diag = self.error_at(
                    def.offset,
                    format!("redefinition of SSA value '{}'", def.name),
                );
                return Err(self.note_at(diag, entry.offset, "previously defined here"));
            }
            if entry.ty != ty {
                let (found, prior) = (self.describe_type(ty), self.describe_type(entry.ty));
                let diag = self.error_at(
                    def.offset,
                    format!(
                        "definition of SSA value '{}#{}' has type '{found}'",
                        def.name, def.number
                    ),
                );
                return Err(self.note_at(
                    diag,
                    entry.offset,
                    format!("previously used here with type '{prior}'"),
                ));
            }
            let index = entry.placeholder as usize - 1;
            self.names.placeholders[index].resolved = true;
            let placeholder = self.names.placeholders[index].op;
            if entry.body == current {
                body.replace_all_uses(entry.value, value);
                // The placeholder has no use left; erasing it cannot fail.
                let _ = body.erase_op(placeholder);
            } else {
                let site = self.names.sites[self.names.placeholders[index].site];
                self.defer_cross_body_error(site, def.offset, def_loc, placeholder);
            }
            let foreign = std::mem::take(&mut self.names.placeholders[index].foreign);
            for (site, stand_in) in foreign {
                let site = self.names.sites[site];
                self.defer_cross_body_error(site, def.offset, def_loc, stand_in);
            }
        }
        let entry = Entry {
            value,
            ty,
            offset: def.offset,
            body: current,
            placeholder: 0,
        };
        if let Some(scope) = self.names.isolated.last_mut() {
            scope
                .values
                .entry(def.name)
                .or_default()
                .set(def.number, entry);
            scope.defs.push(def.name);
        }
        Ok(())
    }

    /// Records the verifier's error for a use (earlier, in body `site.body`, through the
    /// stand-in op `stand_in`) resolved by a definition in the current body, a different one.
    fn defer_cross_body_error(
        &mut self,
        site: UseSite,
        offset: u32,
        def_loc: Attribute,
        stand_in: OpId,
    ) {
        let inside_use_body = self.names.bodies.iter().any(|b| b.id == site.body);
        if !inside_use_body {
            // The use sits in an isolated region the definition is outside of.
            self.defer_isolation_error(site, offset, stand_in);
            return;
        }
        let mark = (site.body, stand_in, Foreign::Inside);
        self.names.stand_ins.push(mark);
        let mut diag = Box::new(Diagnostic::error(
            site.op_loc,
            format!("operand #{} does not dominate this use", site.operand),
        ));
        diag.notes.push(Diagnostic::with_severity(
            Severity::Note,
            def_loc,
            "operand defined here (op in a child region)",
        ));
        self.names.deferred.push(DeferredError {
            offset,
            diag,
            user: site.user,
            body: site.body,
            op: site.op,
        });
    }

    /// Binds the values the top-level body uses but never defines (see
    /// [`super::ParseOptions::free_values`]): each placeholder is inserted at the start of
    /// `block`, in the order of first use, and stays as the value's definition. A use from an
    /// isolated region gets the isolation error a definition would give it.
    pub(crate) fn bind_free_values(&mut self, top: &mut Body, block: BlockId) {
        let names = &self.names;
        let mut free: Vec<usize> = (0..names.placeholders.len())
            .filter(|&i| {
                let placeholder = &names.placeholders[i];
                !placeholder.resolved && names.sites[placeholder.site].body == 0
            })
            .collect();
        free.sort_by_key(|&i| names.placeholders[i].offset);
        let mut previous = None;
        for index in free {
            let placeholder = &mut self.names.placeholders[index];
            placeholder.resolved = true;
            let (offset, op) = (placeholder.offset, placeholder.op);
            let foreign = std::mem::take(&mut placeholder.foreign);
            let point = previous.map_or(InsertPoint::BlockStart(block), InsertPoint::After);
            // The placeholder is detached and `block` is the top-level block: this cannot fail.
            let _ = top.insert_op(op, point);
            previous = Some(op);
            for (site, stand_in) in foreign {
                let site = self.names.sites[site];
                self.defer_isolation_error(site, offset, stand_in);
            }
        }
    }

    /// After the whole input parsed: a forward reference never defined is MLIR's "use of
    /// undeclared SSA value name"; then the first error of those MLIR's verifier would report.
    pub(crate) fn check_values_resolved(&mut self) -> PResult<()> {
        let first = self
            .names
            .placeholders
            .iter()
            .filter(|p| !p.resolved)
            .map(|p| p.offset)
            .min();
        if let Some(offset) = first {
            return Err(self.error_at_unchecked(offset, "use of undeclared SSA value name"));
        }
        Ok(())
    }

    /// The first error recorded for MLIR's verifier, if any, its locations passed through
    /// `resolved` (placeholders of locations resolved at the end). Like the verifier's errors
    /// on ops, it shows the op first (see [`crate::verifier::error_on_op`]), found from `top`,
    /// the body the whole input was parsed into.
    pub(crate) fn take_deferred_error(
        &mut self,
        resolved: &super::locations::ResolvedLocs,
        top: &Body,
    ) -> Option<Box<Diagnostic>> {
        let deferred = std::mem::take(&mut self.names.deferred);
        let error = deferred.into_iter().min_by_key(|error| error.offset)?;
        let mut diag = error.diag;
        let ctx = self.ctx;
        let resolve = |loc: &mut Attribute| *loc = resolved.resolve(ctx, *loc);
        resolve(&mut diag.location);
        for note in &mut diag.notes {
            resolve(&mut note.location);
        }
        if let Some(op) = error.op
            && let Some(body) = self.body_by_id(top, error.body)
            && let Some(note) = crate::verifier::current_op_note(ctx, body, op)
        {
            diag.notes.insert(0, note);
        }
        Some(diag)
    }

    /// Marks the stand-ins for values of other bodies in the bodies holding them, reached from
    /// `top`, for the verifier (see the module documentation).
    pub(crate) fn mark_stand_ins(&mut self, top: &mut Body) {
        for (id, op, kind) in std::mem::take(&mut self.names.stand_ins) {
            if let Some(body) = self.owner_path(id).and_then(|path| nested_mut(top, &path)) {
                body.mark_foreign(op, kind);
            }
        }
    }

    /// The body with parser id `id`, reached from `top` (id 0) through the owners of the
    /// nested bodies in between.
    fn body_by_id<'b>(&self, top: &'b Body, id: u32) -> Option<&'b Body> {
        let mut body = top;
        for owner in self.owner_path(id)? {
            body = body.nested_body(owner)?;
        }
        Some(body)
    }

    /// The owners of the nested bodies from the top body (id 0) down to the body with id `id`.
    fn owner_path(&self, id: u32) -> Option<Vec<OpId>> {
        let mut owners = Vec::new();
        let mut current = id;
        while current != 0 {
            let &(parent, owner) = self.names.body_owners.get(&current)?;
            owners.push(owner);
            current = parent;
        }
        owners.reverse();
        Some(owners)
    }

    // ---- blocks ----

    /// The block a successor `^name` refers to, created (detached) on first reference.
    pub(crate) fn block_named(&mut self, body: &mut Body, name: &'src str, offset: u32) -> BlockId {
        let Some(scope) = self.names.blocks.last_mut() else {
            return body.create_block(&[]);
        };
        if let Some(existing) = scope.names.get(name) {
            return existing.block;
        }
        let block = body.create_block(&[]);
        scope.names.insert(
            name,
            BlockName {
                block,
                offset,
                defined: false,
            },
        );
        scope.undefined += 1;
        block
    }

    /// Defines block `^name` (label at `offset`): the block forward references created, or
    /// `entry` (the region's first block), or a new one.
    pub(crate) fn define_block(
        &mut self,
        body: &mut Body,
        name: &'src str,
        offset: u32,
        entry: Option<BlockId>,
    ) -> PResult<BlockId> {
        let Some(scope) = self.names.blocks.last_mut() else {
            return Ok(entry.unwrap_or_else(|| body.create_block(&[])));
        };
        match scope.names.get_mut(name) {
            None => {
                let block = entry.unwrap_or_else(|| body.create_block(&[]));
                scope.names.insert(
                    name,
                    BlockName {
                        block,
                        offset,
                        defined: true,
                    },
                );
                Ok(block)
            }
            Some(existing) if !existing.defined => {
                existing.defined = true;
                existing.offset = offset;
                scope.undefined -= 1;
                Ok(existing.block)
            }
            Some(_) => Err(self.error_at(offset, format!("redefinition of block '{name}'"))),
        }
    }

    /// Where `name` (result `number`) was defined or first used in the current isolated
    /// scope, if it was (MLIR's `getReferenceLoc`).
    pub(crate) fn reference_offset(&self, name: &str, number: u32) -> Option<u32> {
        self.names
            .isolated
            .last()
            .and_then(|scope| scope.values.get(name))
            .and_then(|slot| slot.get(number))
            .map(|e| e.offset)
    }
}

/// The body reached from `top` through the nested bodies of the ops of `path`, in order.
fn nested_mut<'b>(top: &'b mut Body, path: &[OpId]) -> Option<&'b mut Body> {
    let mut body = top;
    for &owner in path {
        body = body.nested_body_mut(owner)?;
    }
    Some(body)
}
