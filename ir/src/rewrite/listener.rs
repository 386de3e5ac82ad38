//! The [`RewriteListener`]: what a [`super::PatternRewriter`] reports about each change it makes,
//! so that whoever drives the rewriting (the greedy driver's worklist, statistics, a debugging
//! trace) can keep up. It is not a place where changes are made.

use super::pattern::{MatchFailure, RewritePattern};
use crate::structure::{BlockId, Body, OpId, Value};

/// Receives the notifications of a [`super::PatternRewriter`]. Every method does nothing by
/// default. `body` is the body the rewriter edits, as it is at the time of the call.
///
/// Ops inside the nested bodies of isolated ops are not reported when the isolated op is erased
/// or cloned: they live in another body, which a driver processes on its own.
pub trait RewriteListener {
    /// `op` was inserted into a block (created there, or moved there from elsewhere).
    fn op_inserted(&mut self, _body: &Body, _op: OpId) {}

    /// `op` was changed in place (operands, attributes, properties, successors, location).
    fn op_modified(&mut self, _body: &Body, _op: OpId) {}

    /// `op` is about to be replaced with `with`; its users are notified as modified and `op` as
    /// erased next.
    fn op_replaced(&mut self, _body: &Body, _op: OpId, _with: &[Value]) {}

    /// `op` is about to be erased; it is still in place. Ops nested in it are reported first.
    fn op_erased(&mut self, _body: &Body, _op: OpId) {}

    /// `block` was inserted into a region (created there, or moved there).
    fn block_inserted(&mut self, _body: &Body, _block: BlockId) {}

    /// `block` is about to be erased; its ops have been reported as erased already.
    fn block_erased(&mut self, _body: &Body, _block: BlockId) {}

    /// A pattern reported why it does not match `op`.
    fn match_failure(&mut self, _body: &Body, _op: OpId, _reason: &str) {}

    /// `pattern` is about to be tried on `op`.
    fn pattern_begin(&mut self, _pattern: &dyn RewritePattern, _body: &Body, _op: OpId) {}

    /// `pattern` finished: it matched (`Ok`) or not, and it `changed` the IR or not.
    fn pattern_end(
        &mut self,
        _pattern: &dyn RewritePattern,
        _result: &Result<(), MatchFailure>,
        _changed: bool,
    ) {
    }
}
