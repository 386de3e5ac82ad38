//! Operations, regions and blocks: the generic form, custom forms through registered hooks,
//! result groups (`%a, %b:2 =`), block labels with typed arguments, successors, and trailing
//! locations, following MLIR 19's `OperationParser`.
//!
//! Ops are built directly into a [`Body`]; the regions of an op registered as
//! `IsolatedFromAbove` are parsed into a new body that the op then owns. Lists of operands,
//! results, successors and regions are collected on stacks the parser keeps, so parsing an op
//! allocates only what the op itself stores.

use super::custom::{Argument, OpAsmParser, UnresolvedOperand};
use super::state::{PResult, Parser};
use crate::attrs::{Attribute, NamedAttr};
use crate::context::Context;
use crate::structure::{BlockId, Body, OpId, OperationState, RegionId, Value};
use crate::text::lexer::{TokenKind, parse_u64, string_value};
use crate::traits::Trait;
use crate::types::TypeData;

/// MLIR's message for an op of an unregistered dialect parsed without permission.
const UNREGISTERED_OP: &str = "operation being parsed with an unregistered dialect. If this is \
    intended, please use -allow-unregistered-dialect with the MLIR tool used";

impl<'src> Parser<'src> {
    /// One operation, appended to `block`: `results = ` (optional), the op in generic or
    /// custom form, and its trailing location.
    pub(crate) fn parse_operation(&mut self, body: &mut Body, block: BlockId) -> PResult<()> {
        let base = self.result_stack.len();
        let result = self.parse_operation_at(body, block, base);
        self.result_stack.truncate(base);
        result
    }

    fn parse_operation_at(&mut self, body: &mut Body, block: BlockId, base: usize) -> PResult<()> {
        let start = self.offset();
        let mut expected: u64 = 0;
        if self.at(TokenKind::PercentIdentifier) {
            loop {
                let name = self.text();
                let offset = self.offset();
                self.expect(
                    TokenKind::PercentIdentifier,
                    "expected valid ssa identifier",
                )?;
                let mut count = 1u32;
                if self.consume_if(TokenKind::Colon) {
                    if !self.at(TokenKind::Integer) {
                        return Err(self.wrong_token("expected integer number of results"));
                    }
                    match parse_u64(self.text()).and_then(|v| u32::try_from(v).ok()) {
                        Some(v) if v >= 1 => count = v,
                        _ => {
                            return Err(self
                                .error_here("expected named operation to have at least 1 result"));
                        }
                    }
                    self.advance();
                }
                self.result_stack.push((name, count, offset));
                expected += u64::from(count);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        self.begin_op_locations();
        let op = match self.tok.kind {
            TokenKind::String => self.parse_generic_op(body, block)?,
            TokenKind::BareIdentifier | TokenKind::Keyword(_) => {
                self.parse_custom_op(body, block, base)?
            }
            _ => return Err(self.wrong_token("expected operation name in quotes")),
        };
        self.end_op_locations();
        if self.result_stack.len() == base {
            return Ok(());
        }
        let num_results = body.num_results(op);
        if num_results == 0 {
            return Err(self.error_at(start, "cannot name an operation with no results"));
        }
        if expected != num_results as u64 {
            return Err(self.error_at(
                start,
                format!(
                    "operation defines {num_results} results but was provided {expected} to bind"
                ),
            ));
        }
        let def_loc = body.op_loc(op);
        let mut index = 0u32;
        for record in base..self.result_stack.len() {
            let (name, count, offset) = self.result_stack[record];
            for number in 0..count {
                let value = Value::result(op, index);
                let ty = body.value_type(value);
                let def = UnresolvedOperand {
                    name,
                    number,
                    offset,
                };
                self.define_value(body, def, value, ty, def_loc)?;
                index += 1;
            }
        }
        Ok(())
    }

    /// `"name"(operands) [successors] <properties> (regions) {attributes} : type`, then the
    /// trailing location.
    fn parse_generic_op(&mut self, body: &mut Body, block: BlockId) -> PResult<OpId> {
        let ctx = self.ctx;
        let op_at = self.offset();
        let text = self.token_bytes();
        let (name, known) = match self.op_cache.get(text) {
            Some(&cached) => cached,
            None => {
                let value = string_value(text).map_err(|message| self.error_at(op_at, message))?;
                if value.is_empty() {
                    return Err(self.error_here("empty operation name is invalid"));
                }
                if value.contains(&0) {
                    return Err(self.error_here("null character not allowed in operation name"));
                }
                // Op names are kept as text (MLIR keeps any bytes).
                let Ok(spelled) = std::str::from_utf8(&value) else {
                    return Err(self.error_here("operation name must be UTF-8 text"));
                };
                let name = ctx.op_name(spelled);
                let dialect = spelled.split('.').next().unwrap_or("");
                let known = ctx.op_descriptor(name).is_some() || ctx.is_dialect_registered(dialect);
                self.op_cache.insert(text, (name, known));
                (name, known)
            }
        };
        self.advance();
        if !known && !ctx.allows_unregistered_dialects() {
            return Err(self.error_here(UNREGISTERED_OP));
        }
        let descriptor = ctx.op_descriptor(name);
        let isolated = descriptor.is_some_and(|d| d.traits.has(Trait::IsolatedFromAbove));

        let operand_base = self.operand_stack.len();
        let block_base = self.block_stack.len();
        let region_base = self.region_stack.len();
        let value_base = self.value_stack.len();
        let result = self.parse_generic_op_parts(
            body,
            block,
            name,
            op_at,
            isolated,
            descriptor.is_some_and(|d| !d.traits.has(Trait::IsTerminator)),
            (operand_base, block_base, region_base, value_base),
        );
        self.operand_stack.truncate(operand_base);
        self.block_stack.truncate(block_base);
        self.region_stack.truncate(region_base);
        self.value_stack.truncate(value_base);
        result
    }

    #[allow(clippy::too_many_arguments)]
    fn parse_generic_op_parts(
        &mut self,
        body: &mut Body,
        block: BlockId,
        name: crate::context::OpName,
        op_at: u32,
        isolated: bool,
        known_non_terminator: bool,
        (operand_base, block_base, region_base, value_base): (usize, usize, usize, usize),
    ) -> PResult<OpId> {
        let ctx = self.ctx;
        self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
        if self.at(TokenKind::PercentIdentifier) {
            loop {
                let operand = self.parse_ssa_use(true)?;
                self.operand_stack.push(operand);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RParen, "expected ')' to end operand list")?;

        if self.at(TokenKind::LSquare) {
            if known_non_terminator {
                return Err(self.error_here("successors in non-terminator"));
            }
            self.advance();
            if self.at(TokenKind::RSquare) {
                return Err(self.wrong_token("expected list element"));
            }
            loop {
                let successor = self.parse_successor(body)?;
                self.block_stack.push(successor);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "expected ',' or ']'")?;
        }

        let mut props = None;
        if self.consume_if(TokenKind::Less) {
            props = Some(if self.at(TokenKind::LBrace) {
                self.nested(Self::parse_dict_attr_cached)?
            } else {
                self.parse_attribute()?
            });
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
        }
        let explicit_props = props;

        let mut nested = None;
        let mut nested_id = None;
        if self.consume_if(TokenKind::LParen) {
            let result = if isolated {
                let mut inner = Box::new(Body::new());
                nested_id = Some(self.enter_body_with(u32::MAX, op_at));
                let result = self.parse_region_list(&mut inner);
                self.leave_body();
                nested = Some(inner);
                result
            } else {
                self.parse_region_list(body)
            };
            result?;
            self.expect(TokenKind::RParen, "expected ')' to end region list")?;
        }

        let mut attrs = if self.at(TokenKind::LBrace) {
            self.parse_dict_attr_cached()?
        } else {
            ctx.common().empty_dict
        };
        if let Some(names) = ctx
            .op_descriptor(name)
            .map(|d| &d.property_names)
            .filter(|n| !n.is_empty())
        {
            (attrs, props) = move_inherent_attrs(ctx, names, attrs, props);
        }

        self.expect(TokenKind::Colon, "expected ':' followed by operation type")?;
        let type_at = self.offset();
        let ty = self.parse_op_type_cached()?;
        let TypeData::Function { inputs, results } = ctx.type_data(ty) else {
            return Err(self.error_at_unchecked(type_at, "expected function type"));
        };
        let count = self.operand_stack.len() - operand_base;
        if inputs.len() != count {
            // MLIR indexes "s" by `count == 1`, which appends a NUL character for one operand.
            let plural = if count == 1 { "\0" } else { "s" };
            return Err(self.error_at_unchecked(
                type_at,
                format!(
                    "expected {count} operand type{plural} but had {}",
                    inputs.len()
                ),
            ));
        }

        self.begin_user(name);
        for (i, &ty) in inputs.iter().enumerate() {
            let operand = self.operand_stack[operand_base + i];
            let value = self.resolve_operand(body, operand, ty)?;
            self.value_stack.push(value);
        }
        if let Some(explicit) = explicit_props
            && let Some(descriptor) = ctx.op_descriptor(name)
            && let Some(error) = property_conversion_error(ctx, descriptor, explicit)
        {
            let message = format!(
                "invalid properties {} for op {}: {error}",
                crate::text::printer::print_attribute(ctx, explicit),
                ctx.op_name_str(name)
            );
            return Err(self.error_at_unchecked(op_at, message));
        }
        let regions: Box<[RegionId]> = self.region_stack[region_base..].into();
        // The location of the name is computed in `finish_op`, unless a trailing location
        // replaces it: debug-info files write one on every op.
        let op = body.create_op_raw(
            name,
            ctx.common().unknown_loc,
            &self.value_stack[value_base..],
            results,
            attrs,
            props,
            &self.block_stack[block_base..],
            regions,
            nested,
        );
        if let Some(id) = nested_id {
            self.set_body_owner(id, op);
        }
        self.finish_op(body, block, op, op_at, None)?;
        Ok(op)
    }

    /// Appends a created op to its block, parses its trailing location (else the op gets
    /// `default_loc`, or the location of its name at `op_at`), and ends its operand
    /// resolution.
    fn finish_op(
        &mut self,
        body: &mut Body,
        block: BlockId,
        op: OpId,
        op_at: u32,
        default_loc: Option<Attribute>,
    ) -> PResult<()> {
        body.append_op(block, op)
            .map_err(|e| self.error_at_unchecked(op_at, e.to_string()))?;
        let loc = match self.parse_trailing_location(false)? {
            Some(loc) => loc,
            None => match default_loc {
                Some(loc) => loc,
                None => self.loc_at(op_at),
            },
        };
        body.set_op_loc(op, loc);
        self.end_user(op, loc);
        Ok(())
    }

    /// `region (, region)*` after the `(` of a generic op, onto the region stack.
    fn parse_region_list(&mut self, body: &mut Body) -> PResult<()> {
        loop {
            let region = self.parse_region(body, &[], false)?;
            self.region_stack.push(region);
            if !self.consume_if(TokenKind::Comma) {
                return Ok(());
            }
        }
    }

    /// An op in custom form: its registered hook parses everything after the name.
    fn parse_custom_op(&mut self, body: &mut Body, block: BlockId, base: usize) -> PResult<OpId> {
        let ctx = self.ctx;
        let op_at = self.offset();
        let original = self.text();
        let mut name = ctx.op_name(original);
        let mut tried = None;
        if ctx.op_descriptor(name).is_none() && !original.contains('.') {
            let dialect = self.default_dialects.last().copied().unwrap_or("");
            let full = format!("{dialect}.{original}");
            name = ctx.op_name(&full);
            tried = Some(full);
        }
        let Some(descriptor) = ctx.op_descriptor(name) else {
            let full = ctx.op_name_str(name);
            let dialect = full.split('.').next().unwrap_or("");
            let also = tried
                .as_ref()
                .map(|t| format!(" (tried '{t}' as well)"))
                .unwrap_or_default();
            if !ctx.is_dialect_registered(dialect) {
                let diag = self.error_at(
                    op_at,
                    format!("Dialect `{dialect}' not found for custom op '{original}' {also}"),
                );
                let registered = ctx.dialect_names().join(", ");
                return Err(self.note_at(
                    diag,
                    op_at,
                    format!(
                        "Registered dialects: {registered} ; for more info on dialect \
                         registration see https://mlir.llvm.org/getting_started/Faq/\
                         #registered-loaded-dependent-whats-up-with-dialects-management"
                    ),
                ));
            }
            return Err(self.error_at(op_at, format!("custom op '{original}' is unknown{also}")));
        };
        let Some(hook) = descriptor.parse else {
            let full = ctx.op_name_str(name);
            return Err(self.error_at(
                op_at,
                format!("custom op '{full}' has no custom assembly form"),
            ));
        };
        let isolated = descriptor.traits.has(Trait::IsolatedFromAbove);
        self.advance();

        let loc = self.loc_at(op_at);
        let mut state = OperationState::new(name, loc);
        self.default_dialects.push("");
        self.begin_user(name);
        // The hook borrows the parser; the result groups it may ask about move out meanwhile.
        let records = std::mem::take(&mut self.result_stack);
        let (outcome, regions, nested) = {
            let mut asm = OpAsmParser::new(self, body, name, op_at, isolated, &records[base..]);
            let outcome = hook(&mut asm, &mut state);
            let (regions, nested) = asm.finish();
            (outcome, regions, nested)
        };
        let (mut nested, nested_id) = match nested {
            Some((inner, id)) => (Some(inner), Some(id)),
            None => (None, None),
        };
        self.result_stack = records;
        self.default_dialects.pop();
        outcome?;

        if let Some(duplicate) = first_duplicate(&state.attrs) {
            let full = ctx.op_name_str(name);
            let shown = String::from_utf8_lossy(ctx.string_bytes(duplicate)).into_owned();
            return Err(self.error_at(
                op_at,
                format!(
                    "custom op '{full}' attribute '{shown}' occurs more than once in the \
                     attribute list"
                ),
            ));
        }
        let mut regions = regions;
        while regions.len() < state.num_regions as usize {
            let region = match nested.as_deref_mut() {
                Some(inner) => inner.create_region(),
                None => body.create_region(),
            };
            regions.push(region);
        }
        let mut attrs = ctx.dictionary(std::mem::take(&mut state.attrs));
        let mut props = state.props;
        // Custom forms print inherent attributes in their attribute dictionary too.
        if let Some(names) = ctx
            .op_descriptor(name)
            .map(|d| &d.property_names)
            .filter(|n| !n.is_empty())
        {
            (attrs, props) = move_inherent_attrs(ctx, names, attrs, props);
        }
        let op = body.create_op_raw(
            name,
            state.loc,
            &state.operands,
            &state.result_types,
            attrs,
            props,
            &state.successors,
            regions.into_boxed_slice(),
            nested,
        );
        if let Some(id) = nested_id.filter(|&id| id != u32::MAX) {
            self.set_body_owner(id, op);
        }
        self.finish_op(body, block, op, op_at, Some(state.loc))?;
        Ok(op)
    }

    // ---- regions and blocks ----

    /// `{ blocks }` into a new region of `body`; `arguments` (if any) become the entry
    /// block's arguments. `isolated_names` hides the names defined outside (MLIR's isolated
    /// name scope).
    pub(crate) fn parse_region(
        &mut self,
        body: &mut Body,
        arguments: &[Argument<'src>],
        isolated_names: bool,
    ) -> PResult<RegionId> {
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        self.enter()?;
        let region = body.create_region();
        let result = if !arguments.is_empty() || !self.at(TokenKind::RBrace) {
            self.parse_region_body(body, region, arguments, isolated_names)
        } else {
            Ok(())
        };
        self.leave();
        result?;
        // The body stops only at the closing brace.
        self.advance();
        Ok(region)
    }

    fn parse_region_body(
        &mut self,
        body: &mut Body,
        region: RegionId,
        arguments: &[Argument<'src>],
        isolated_names: bool,
    ) -> PResult<()> {
        self.push_name_scope(isolated_names);
        let entry = body.create_block(&[]);
        if arguments.first().is_some_and(|a| !a.name.name.is_empty()) {
            if self.at(TokenKind::CaretIdentifier) {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            for argument in arguments {
                let name = argument.name;
                if let Some(previous) = self.reference_offset(name.name, name.number) {
                    let diag = self.error_at(
                        name.offset,
                        format!("region entry argument '{}' is already in use", name.name),
                    );
                    return Err(self.note_at(diag, previous, "previously referenced here"));
                }
                let Some(ty) = argument.ty else {
                    return Err(self.error_at(
                        name.offset,
                        format!("region entry argument '{}' has no type", name.name),
                    ));
                };
                let loc = match argument.loc {
                    Some(loc) => loc,
                    None => self.loc_at(name.offset),
                };
                let value = body.add_block_arg(entry, ty, loc);
                self.define_value(body, name, value, ty, loc)?;
            }
        }
        self.parse_block(body, Some(entry))?;
        if !arguments.is_empty() && body.num_block_args(entry) > arguments.len() {
            return Err(self.error_here("entry block arguments were already defined"));
        }
        self.append_block(body, region, entry)?;
        while !self.at(TokenKind::RBrace) {
            let block = self.parse_block(body, None)?;
            self.append_block(body, region, block)?;
        }
        self.pop_name_scope()
    }

    fn append_block(&mut self, body: &mut Body, region: RegionId, block: BlockId) -> PResult<()> {
        let at = self.offset();
        body.append_block(region, block)
            .map_err(|e| self.error_at_unchecked(at, e.to_string()))
    }

    /// A block: `^name(args):` then ops; the region's entry block may omit the label.
    fn parse_block(&mut self, body: &mut Body, entry: Option<BlockId>) -> PResult<BlockId> {
        if let Some(entry) = entry
            && !self.at(TokenKind::CaretIdentifier)
        {
            self.parse_block_body(body, entry)?;
            return Ok(entry);
        }
        let name = self.text();
        let name_at = self.offset();
        self.expect(TokenKind::CaretIdentifier, "expected block name")?;
        let block = self.define_block(body, name, name_at, entry)?;
        if self.at(TokenKind::LParen) {
            self.parse_block_arg_list(body, block)?;
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_body(body, block)?;
        Ok(block)
    }

    fn parse_block_body(&mut self, body: &mut Body, block: BlockId) -> PResult<()> {
        while !matches!(
            self.tok.kind,
            TokenKind::CaretIdentifier | TokenKind::RBrace
        ) {
            self.parse_operation(body, block)?;
        }
        Ok(())
    }

    /// `( %name : type loc(...)?, ... )` after a block name.
    fn parse_block_arg_list(&mut self, body: &mut Body, block: BlockId) -> PResult<()> {
        let existing = body.num_block_args(block);
        let mut next = 0usize;
        self.advance();
        if self.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        loop {
            let def = self.parse_ssa_use(true)?;
            self.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
            let ty = self.parse_type()?;
            let value = if existing != 0 {
                if next >= existing {
                    return Err(self.error_here("too many arguments specified in argument list"));
                }
                let value = Value::block_arg(block, next as u32);
                if body.value_type(value) != ty {
                    return Err(self.error_here("argument and block argument type mismatch"));
                }
                next += 1;
                value
            } else {
                let loc = self.loc_at(def.offset);
                body.add_block_arg(block, ty, loc)
            };
            if let Some(loc) = self.parse_trailing_location(true)? {
                let index = value.number() as usize;
                body.block_data_mut(block).args[index].loc = loc;
            }
            let loc = body
                .block_arg_loc(block, value.number() as usize)
                .unwrap_or(self.ctx.common().unknown_loc);
            self.define_value(body, def, value, ty, loc)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RParen, "expected ')'")
    }

    /// `^name`: a successor, created on first reference.
    pub(crate) fn parse_successor(&mut self, body: &mut Body) -> PResult<BlockId> {
        if !self.at(TokenKind::CaretIdentifier) {
            return Err(self.wrong_token("expected block name"));
        }
        let block = self.block_named(body, self.text(), self.offset());
        self.advance();
        Ok(block)
    }
}

/// The name of the first attribute given twice, if any.
fn first_duplicate(attrs: &[NamedAttr]) -> Option<crate::attrs::Attribute> {
    if attrs.len() < 2 {
        return None;
    }
    let mut seen = rustc_hash::FxHashSet::default();
    attrs.iter().find(|a| !seen.insert(a.name)).map(|a| a.name)
}

/// MLIR's conversion of a generic form's `<{...}>` into the properties of a registered op: what
/// is wrong with the first entry, in the dictionary's order, that its storage refuses (see
/// [`crate::OpDescriptor::property_checks`]). Segment sizes are stored as `i32` arrays.
fn property_conversion_error(
    ctx: &Context,
    descriptor: &crate::OpDescriptor,
    props: crate::attrs::Attribute,
) -> Option<String> {
    for entry in crate::structure::dictionary_entries(ctx, props) {
        let name = ctx.string_bytes(entry.name);
        if matches!(name, b"operandSegmentSizes" | b"resultSegmentSizes") {
            let is_property = descriptor
                .property_names
                .iter()
                .any(|n| n.as_bytes() == name);
            if is_property && !crate::op_support::is_dense_i32_array(ctx, entry.value) {
                return Some("expected DenseI32ArrayAttr for key `value`".into());
            }
            continue;
        }
        let check = descriptor
            .property_checks
            .iter()
            .find(|(n, _)| n.as_bytes() == name);
        if let Some((property, check)) = check
            && !check(ctx, entry.value)
        {
            return Some(format!(
                "Invalid attribute `{property}` in property conversion: {}",
                crate::text::printer::print_attribute(ctx, entry.value)
            ));
        }
    }
    None
}

/// Moves the inherent attributes `names` of a registered op from its discardable dictionary into
/// its properties dictionary, as MLIR does when the generic form lists them among the attributes.
fn move_inherent_attrs(
    ctx: &Context,
    names: &[&str],
    attrs: Attribute,
    props: Option<Attribute>,
) -> (Attribute, Option<Attribute>) {
    let entries = crate::structure::dictionary_entries(ctx, attrs);
    let is_inherent = |e: &NamedAttr| {
        names
            .iter()
            .any(|n| n.as_bytes() == ctx.string_bytes(e.name))
    };
    if !entries.iter().any(is_inherent) {
        return (attrs, props);
    }
    let (inherent, discardable): (Vec<NamedAttr>, Vec<NamedAttr>) =
        entries.iter().partition(|e| is_inherent(e));
    let mut merged = props.map_or_else(Vec::new, |p| {
        crate::structure::dictionary_entries(ctx, p).to_vec()
    });
    // Properties spelled explicitly win over the same names among the attributes.
    let mut all = inherent;
    all.append(&mut merged);
    (ctx.dictionary(discardable), Some(ctx.dictionary(all)))
}
