//! Locations: `loc(...)` attributes, the location instances inside them (`unknown`,
//! `"file":line:col`, `"name"(child)`, `callsite(a at b)`, `fused<meta>[...]`, `#alias`), and
//! trailing op and block-argument locations, which may name an alias defined later in the file
//! (resolved when the parse ends, as MLIR's `OperationParser::finalize` does).

use super::state::{PResult, Parser};
use crate::attrs::{AttrData, Attribute, LocationData};
use crate::context::Context;
use crate::structure::Body;
use crate::text::lexer::{TokenKind, parse_u64, string_value};
use rustc_hash::FxHashMap;

/// Trailing locations that name an alias not yet defined, waiting for the end of the parse.
///
/// Each such alias gets a placeholder location, `FileLineCol` with the `unit` attribute as its
/// file and the alias's index as its line: no source text can spell it (a file is a string), and
/// the index is read back from it. Each use is keyed by its position in a post-order walk of
/// the IR (the order in which MLIR checks them): ops complete in post-order while parsing, and
/// an op's own location comes before the arguments of its regions' blocks. Only the first use
/// per alias is kept, which is all an error report needs.
#[derive(Default)]
pub(crate) struct DeferredLocs<'src> {
    /// Alias name to index in `aliases`.
    index: FxHashMap<&'src str, u32>,
    aliases: Vec<DeferredAlias<'src>>,
    /// Uses whose owner op is still being parsed: alias index, offset, index within the owner.
    pending: Vec<(u32, u32, u32)>,
    /// Per op being parsed: where its pending uses start, and how many argument locations it
    /// has seen.
    frames: Vec<(usize, u32)>,
    completed_ops: u64,
}

struct DeferredAlias<'src> {
    name: &'src str,
    /// The first use in walk order: (op sequence, index within the op), offset.
    first: Option<((u64, u32), u32)>,
}

/// The locations that replace the placeholders of deferred aliases.
pub(crate) struct ResolvedLocs {
    unit: Attribute,
    locations: Vec<Attribute>,
}

/// Whether `attr` is a location; `file:line:col` ones are recognised without building their
/// storage (see [`Context::file_line_col`]).
fn is_location(ctx: &Context, attr: Attribute) -> bool {
    ctx.file_line_col(attr).is_some() || matches!(ctx.attr_data(attr), AttrData::Location(_))
}

impl ResolvedLocs {
    /// `loc`, or the location its placeholder stands for.
    pub(crate) fn resolve(&self, ctx: &Context, loc: Attribute) -> Attribute {
        if self.locations.is_empty() {
            return loc;
        }
        match ctx.file_line_col(loc) {
            Some((file, line, _)) if file == self.unit => {
                self.locations.get(line as usize).copied().unwrap_or(loc)
            }
            _ => loc,
        }
    }
}

impl<'src> Parser<'src> {
    /// `loc(instance)` as an attribute, at `loc`.
    pub(crate) fn parse_location_attr(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(TokenKind::LParen, "expected '(' in inline location")?;
        let loc = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in inline location")?;
        Ok(loc)
    }

    /// One location instance.
    pub(crate) fn parse_location_instance(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let loc = self.parse_location_instance_inner();
        self.leave();
        loc
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Attribute> {
        match self.tok.kind {
            TokenKind::HashIdentifier => {
                let attr = self.parse_extended_attr(None)?;
                if !is_location(self.ctx, attr) {
                    let shown = self.describe_attr(attr);
                    return Err(
                        self.error_here(format!("expected location attribute, but got{shown}"))
                    );
                }
                Ok(attr)
            }
            TokenKind::String => self.parse_name_or_file_line_col(),
            TokenKind::BareIdentifier => match self.text() {
                "callsite" => self.parse_callsite_location(),
                "fused" => self.parse_fused_location(),
                "unknown" => {
                    self.advance();
                    Ok(self.ctx.common().unknown_loc)
                }
                _ => Err(self.wrong_token("expected location instance")),
            },
            _ => Err(self.wrong_token("expected location instance")),
        }
    }

    fn location(&self, data: LocationData) -> Attribute {
        self.ctx.intern_attr(AttrData::Location(data))
    }

    /// `"file":line:col`, `"name"` or `"name"(child)`.
    fn parse_name_or_file_line_col(&mut self) -> PResult<Attribute> {
        let at = self.offset();
        let value =
            string_value(self.token_bytes()).map_err(|message| self.error_at(at, message))?;
        let name = self.ctx.bytes_attr(&value);
        self.advance();
        if self.consume_if(TokenKind::Colon) {
            let line =
                self.parse_location_number("expected integer line number in FileLineColLoc")?;
            self.expect(TokenKind::Colon, "expected ':' in FileLineColLoc")?;
            let column =
                self.parse_location_number("expected integer column number in FileLineColLoc")?;
            return Ok(self.location(LocationData::FileLineCol {
                file: name,
                line,
                column,
            }));
        }
        let child = if self.consume_if(TokenKind::LParen) {
            let child = self.parse_location_instance()?;
            self.expect(
                TokenKind::RParen,
                "expected ')' after child location of NameLoc",
            )?;
            child
        } else {
            self.ctx.common().unknown_loc
        };
        Ok(self.location(LocationData::Name { name, child }))
    }

    /// A line or column number: an integer that fits 32 bits.
    fn parse_location_number(&mut self, message: &str) -> PResult<u32> {
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token(message));
        }
        let Some(value) = parse_u64(self.text()).and_then(|v| u32::try_from(v).ok()) else {
            return Err(self.wrong_token(message));
        };
        self.advance();
        Ok(value)
    }

    /// `callsite(callee at caller)`.
    fn parse_callsite_location(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
        let callee = self.parse_location_instance()?;
        if !(self.at(TokenKind::BareIdentifier) && self.text() == "at") {
            return Err(self.wrong_token("expected 'at' in callsite location"));
        }
        self.advance();
        let caller = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
        Ok(self.location(LocationData::CallSite { callee, caller }))
    }

    /// `fused[locations]` or `fused<metadata>[locations]`, simplified as MLIR's `FusedLoc::get`
    /// does: nested fused locations with the same metadata are flattened, unknown locations
    /// and duplicates dropped, and a single location without metadata stands for itself.
    fn parse_fused_location(&mut self) -> PResult<Attribute> {
        self.advance();
        let mut metadata = None;
        if self.consume_if(TokenKind::Less) {
            metadata = Some(self.parse_attribute()?);
            self.expect(
                TokenKind::Greater,
                "expected '>' after fused location metadata",
            )?;
        }
        self.expect(TokenKind::LSquare, "expected '[' in fused location")?;
        let mut parsed = Vec::new();
        if !self.consume_if(TokenKind::RSquare) {
            loop {
                parsed.push(self.parse_location_instance()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "expected ']' in fused location")?;
        }
        let unknown = self.ctx.common().unknown_loc;
        let mut locations: Vec<Attribute> = Vec::new();
        let add = |loc: Attribute, locations: &mut Vec<Attribute>| {
            if loc != unknown && !locations.contains(&loc) {
                locations.push(loc);
            }
        };
        for loc in parsed {
            if self.ctx.file_line_col(loc).is_some() {
                add(loc, &mut locations);
                continue;
            }
            match self.ctx.attr_data(loc) {
                AttrData::Location(LocationData::Fused {
                    locations: inner,
                    metadata: inner_metadata,
                }) if *inner_metadata == metadata => {
                    for &l in inner.iter() {
                        add(l, &mut locations);
                    }
                }
                _ => add(loc, &mut locations),
            }
        }
        if locations.is_empty() {
            if metadata.is_none() {
                return Ok(unknown);
            }
            locations.push(unknown);
        } else if locations.len() == 1 && metadata.is_none() {
            return Ok(locations[0]);
        }
        Ok(self.location(LocationData::Fused {
            locations: locations.into_boxed_slice(),
            metadata,
        }))
    }

    /// An optional trailing `loc(...)` of an op (`argument: false`) or a block argument
    /// (`argument: true`). An alias not defined yet gives a placeholder resolved at the end.
    pub(crate) fn parse_trailing_location(&mut self, argument: bool) -> PResult<Option<Attribute>> {
        if !self.consume_if(TokenKind::Keyword(crate::text::lexer::Keyword::Loc)) {
            return Ok(None);
        }
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let loc = if self.at(TokenKind::HashIdentifier) {
            self.parse_location_alias(argument)?
        } else {
            self.parse_location_instance()?
        };
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(Some(loc))
    }

    /// `#alias` in a trailing location, at the `#` token.
    fn parse_location_alias(&mut self, argument: bool) -> PResult<Attribute> {
        let at = self.offset();
        let identifier = &self.text()[1..];
        self.advance();
        if identifier.contains('.') {
            return Err(self.error_at(
                at,
                format!("expected location, but found dialect attribute: '#{identifier}'"),
            ));
        }
        if let Some(&(attr, _)) = self.attr_aliases.get(identifier) {
            if !is_location(self.ctx, attr) {
                let shown = self.describe_attr(attr);
                return Err(self.error_at(at, format!("expected location, but found '{shown}'")));
            }
            return Ok(attr);
        }
        let ctx = self.ctx;
        let deferred = &mut self.deferred_locs;
        let next = deferred.aliases.len() as u32;
        let alias = *deferred.index.entry(identifier).or_insert(next);
        if alias == next {
            deferred.aliases.push(DeferredAlias {
                name: identifier,
                first: None,
            });
        }
        let placeholder = ctx.intern_attr(AttrData::Location(LocationData::FileLineCol {
            file: ctx.common().unit,
            line: alias,
            column: 0,
        }));
        let index = match deferred.frames.last_mut() {
            Some(frame) if argument => {
                frame.1 += 1;
                frame.1
            }
            _ => 0,
        };
        deferred.pending.push((alias, at, index));
        Ok(placeholder)
    }

    /// Marks the start of an op's parse, for ordering deferred locations.
    pub(crate) fn begin_op_locations(&mut self) {
        let deferred = &mut self.deferred_locs;
        deferred.frames.push((deferred.pending.len(), 0));
    }

    /// Marks the end of an op's parse (its trailing location included).
    pub(crate) fn end_op_locations(&mut self) {
        let deferred = &mut self.deferred_locs;
        let Some((start, _)) = deferred.frames.pop() else {
            return;
        };
        let seq = deferred.completed_ops;
        deferred.completed_ops += 1;
        if deferred.pending.len() <= start {
            return;
        }
        for (alias, offset, index) in deferred.pending.drain(start..) {
            if let Some(alias) = deferred.aliases.get_mut(alias as usize) {
                let key = (seq, index);
                if alias.first.is_none_or(|(first, _)| key < first) {
                    alias.first = Some((key, offset));
                }
            }
        }
    }

    /// Resolves the placeholders of deferred locations in `body` and every nested body, or
    /// reports the first use (in walk order) of an alias that is undefined or not a location.
    pub(crate) fn resolve_deferred_locations(&mut self, body: &mut Body) -> PResult<ResolvedLocs> {
        let deferred = std::mem::take(&mut self.deferred_locs);
        let mut resolved = ResolvedLocs {
            unit: self.ctx.common().unit,
            locations: Vec::with_capacity(deferred.aliases.len()),
        };
        if deferred.aliases.is_empty() {
            return Ok(resolved);
        }
        let mut failure: Option<((u64, u32), u32, String)> = None;
        for alias in &deferred.aliases {
            let problem = match self.attr_aliases.get(alias.name).map(|&(attr, _)| attr) {
                None => Some("operation location alias was never defined".to_string()),
                Some(attr) if !is_location(self.ctx, attr) => Some(format!(
                    "expected location, but found '{}'",
                    self.describe_attr(attr)
                )),
                Some(attr) => {
                    resolved.locations.push(attr);
                    None
                }
            };
            if let (Some(message), Some((key, offset))) = (problem, alias.first)
                && failure.as_ref().is_none_or(|(first, _, _)| key < *first)
            {
                failure = Some((key, offset, message));
            }
        }
        if let Some((_, offset, message)) = failure {
            return Err(self.error_at_unchecked(offset, message));
        }
        replace_locations(self.ctx, body, &resolved);
        Ok(resolved)
    }
}

/// Replaces placeholder locations of ops and block arguments in `body` and its nested bodies.
fn replace_locations(ctx: &crate::context::Context, body: &mut Body, resolved: &ResolvedLocs) {
    let mut stack: Vec<&mut Body> = vec![body];
    while let Some(body) = stack.pop() {
        for block in body.blocks.iter_mut().filter(|b| b.live) {
            for arg in block.args.iter_mut() {
                arg.loc = resolved.resolve(ctx, arg.loc);
            }
        }
        for op in body.ops.iter_mut().filter(|o| o.is_live()) {
            op.loc = resolved.resolve(ctx, op.loc);
            if let Some(nested) = op.nested_mut() {
                stack.push(nested);
            }
        }
    }
}
