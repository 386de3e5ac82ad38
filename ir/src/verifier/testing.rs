//! Helpers that build small IR for the verifier's unit tests: a `test` dialect with chosen
//! traits, ops appended to blocks, and file locations whose line tells the op apart.

use crate::attrs::{AttrData, Attribute, LocationData};
use crate::context::Context;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::structure::{BlockId, Body, OpId, OperationState, RegionId, Value};
use crate::types::Type;

/// `"t.mlir":line:col`.
pub(crate) fn loc(ctx: &Context, line: u32, column: u32) -> Attribute {
    ctx.intern_attr(AttrData::Location(LocationData::FileLineCol {
        file: ctx.string_attr("t.mlir"),
        line,
        column,
    }))
}

/// Registers the `test` dialect with the given ops.
pub(crate) fn register(ctx: &Context, ops: Vec<OpDescriptor>) {
    ctx.register_dialect(DialectDescriptor::new("test"), ops);
}

/// A body with one region and one block in it, not owned by any op.
pub(crate) fn top() -> (Body, RegionId, BlockId) {
    let mut body = Body::new();
    let region = body.create_region();
    let block = body.create_block(&[]);
    body.append_block(region, block).expect("fresh block");
    (body, region, block)
}

/// A description of an op to append.
pub(crate) struct Spec<'a> {
    pub name: &'a str,
    pub operands: &'a [Value],
    pub results: &'a [Type],
    pub regions: u32,
    pub successors: &'a [BlockId],
    pub line: u32,
}

impl<'a> Spec<'a> {
    pub(crate) fn new(name: &'a str) -> Self {
        Spec {
            name,
            operands: &[],
            results: &[],
            regions: 0,
            successors: &[],
            line: 0,
        }
    }
    pub(crate) fn operands(mut self, values: &'a [Value]) -> Self {
        self.operands = values;
        self
    }
    pub(crate) fn results(mut self, types: &'a [Type]) -> Self {
        self.results = types;
        self
    }
    pub(crate) fn regions(mut self, count: u32) -> Self {
        self.regions = count;
        self
    }
    pub(crate) fn successors(mut self, blocks: &'a [BlockId]) -> Self {
        self.successors = blocks;
        self
    }
    pub(crate) fn line(mut self, line: u32) -> Self {
        self.line = line;
        self
    }
}

/// Creates the op described by `spec` (at `"t.mlir":line:1`, or an unknown location for line
/// 0) without attaching it.
pub(crate) fn create(ctx: &Context, body: &mut Body, spec: Spec<'_>) -> OpId {
    let location = if spec.line == 0 {
        ctx.common().unknown_loc
    } else {
        loc(ctx, spec.line, 1)
    };
    let state = OperationState::new(ctx.op_name(spec.name), location)
        .operands(spec.operands)
        .results(spec.results)
        .successors(spec.successors)
        .regions(spec.regions);
    body.create_op(ctx, state)
}

/// Creates the op described by `spec` at the end of `block`.
pub(crate) fn append(ctx: &Context, body: &mut Body, block: BlockId, spec: Spec<'_>) -> OpId {
    let op = create(ctx, body, spec);
    body.append_op(block, op).expect("detached op, live block");
    op
}

/// Appends a new block with arguments of `args` to `region`.
pub(crate) fn block(ctx: &Context, body: &mut Body, region: RegionId, args: &[Type]) -> BlockId {
    let args: Vec<_> = args
        .iter()
        .map(|&t| (t, ctx.common().unknown_loc))
        .collect();
    let block = body.create_block(&args);
    body.append_block(region, block).expect("fresh block");
    block
}

/// The first result of `op`.
pub(crate) fn result(body: &Body, op: OpId) -> Value {
    body.result(op, 0).expect("op has a result")
}

/// The message and the notes' messages of a failed check.
pub(crate) fn messages(result: Result<(), crate::Diagnostic>) -> (String, Vec<String>) {
    match result {
        Ok(()) => panic!("expected a diagnostic, got success"),
        Err(d) => (d.message, d.notes.into_iter().map(|n| n.message).collect()),
    }
}

/// The message of a failed check.
pub(crate) fn message(result: Result<(), crate::Diagnostic>) -> String {
    messages(result).0
}
