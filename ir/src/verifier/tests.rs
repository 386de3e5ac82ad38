//! The verifier's structural rules, its order of checks, the unregistered-op rules, and the
//! collecting mode. Dominance has its own tests in `dominance/tests.rs`.

use super::testing::*;
use super::*;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::traits::TraitSet;

/// Fails when the op has a `fail` attribute.
fn fail_if_marked(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    match body.attr(ctx, op, "fail") {
        Some(_) => Err(op_error(ctx, body, op, "was marked to fail")),
        None => Ok(()),
    }
}

/// Fails when the op has a `fail_regions` attribute.
fn fail_regions_if_marked(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    match body.attr(ctx, op, "fail_regions") {
        Some(_) => Err(op_error(ctx, body, op, "regions were marked to fail")),
        None => Ok(()),
    }
}

pub(crate) fn test_context() -> Context {
    let ctx = Context::new();
    register(
        &ctx,
        vec![
            OpDescriptor::new("test.func")
                .with_traits(TraitSet::new(&[Trait::IsolatedFromAbove]))
                .with_verify(fail_if_marked)
                .with_verify_regions(fail_regions_if_marked),
            OpDescriptor::new("test.ret")
                .with_traits(TraitSet::new(&[Trait::IsTerminator, Trait::ReturnLike])),
            OpDescriptor::new("test.br").with_traits(TraitSet::new(&[Trait::IsTerminator])),
            OpDescriptor::new("test.op")
                .with_verify(fail_if_marked)
                .with_verify_regions(fail_regions_if_marked),
            OpDescriptor::new("test.same")
                .with_traits(TraitSet::new(&[Trait::SameOperandsAndResultType])),
            OpDescriptor::new("test.graph").with_traits(TraitSet::new(&[
                Trait::HasOnlyGraphRegion,
                Trait::NoTerminator,
            ])),
            OpDescriptor::new("test.noterm").with_traits(TraitSet::new(&[Trait::NoTerminator])),
            OpDescriptor::new("test.scope")
                .with_traits(TraitSet::default().with_implicit_terminator("test.yield")),
            OpDescriptor::new("test.yield")
                .with_traits(TraitSet::new(&[Trait::IsTerminator]).with_parents(&["test.scope"])),
        ],
    );
    ctx
}

/// A top-level body holding a `builtin.module`, and the module's block.
pub(crate) fn module(ctx: &Context) -> (Body, OpId, BlockId) {
    let (mut body, _, top_block) = top();
    let module = append(
        ctx,
        &mut body,
        top_block,
        Spec::new("builtin.module").regions(1),
    );
    let (scope, regions) = body.region_scope_mut(module);
    let block = block(ctx, scope, regions[0], &[]);
    (body, module, block)
}

/// Appends a `test.func` at `line` to `block` and gives it an entry block with `args`.
pub(crate) fn func(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    line: u32,
    args: &[crate::types::Type],
) -> (OpId, BlockId) {
    let f = append(
        ctx,
        body,
        block,
        Spec::new("test.func").regions(1).line(line),
    );
    let (scope, regions) = body.region_scope_mut(f);
    let entry = crate::verifier::testing::block(ctx, scope, regions[0], args);
    (f, entry)
}

/// A module holding a `test.func` at `line` whose entry block has `args`, filled by `fill`
/// (given the function's body and its entry block); returns the top body and the module.
fn module_with_func(
    ctx: &Context,
    line: u32,
    args: &[crate::types::Type],
    fill: impl FnOnce(&mut Body, BlockId),
) -> (Body, OpId) {
    let (mut body, m, mblock) = module(ctx);
    let scope = body.nested_body_mut(m).unwrap();
    let (f, entry) = func(ctx, scope, mblock, line, args);
    fill(scope.nested_body_mut(f).unwrap(), entry);
    (body, m)
}

fn error_of(ctx: &Context, body: &Body, op: OpId) -> (String, Attribute) {
    let d = verify(ctx, body, op).expect_err("verification should fail");
    (d.message, d.location)
}

use crate::attrs::Attribute;

#[test]
fn a_well_formed_module_verifies() {
    let ctx = test_context();
    let i32 = ctx.common().i32;
    let (body, m) = module_with_func(&ctx, 1, &[i32], |fb, entry| {
        let arg = fb.block_arg(entry, 0).unwrap();
        let add = append(
            &ctx,
            fb,
            entry,
            Spec::new("test.same").operands(&[arg, arg]).results(&[i32]),
        );
        let sum = result(fb, add);
        append(&ctx, fb, entry, Spec::new("test.ret").operands(&[sum]));
    });
    assert_eq!(verify(&ctx, &body, m), Ok(()));
    assert!(verify_all(&ctx, &body, m).is_empty());
}

#[test]
fn a_block_needs_a_terminator() {
    let ctx = test_context();
    let (body, m) = module_with_func(&ctx, 1, &[], |fb, entry| {
        append(&ctx, fb, entry, Spec::new("test.op").line(2));
    });
    let (message, location) = error_of(&ctx, &body, m);
    // The op is shown in the generic form, as in MLIR.
    assert_eq!(
        message,
        "block with no terminator, has \"test.op\"() : () -> ()"
    );
    assert_eq!(location, loc(&ctx, 2, 1));
}

#[test]
fn unregistered_and_no_terminator_ops_need_no_terminator_in_a_single_block() {
    let ctx = test_context();
    ctx.set_allow_unregistered_dialects(true);
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    for name in ["test.noterm", "other.region"] {
        let op = append(&ctx, scope, mblock, Spec::new(name).regions(1));
        let region = scope.op_regions(op)[0];
        let b = block(&ctx, scope, region, &[]);
        append(&ctx, scope, b, Spec::new("test.op"));
        // An empty single block is fine too.
        let empty = append(&ctx, scope, mblock, Spec::new(name).regions(1));
        let region = scope.op_regions(empty)[0];
        block(&ctx, scope, region, &[]);
    }
    assert_eq!(verify(&ctx, &body, m), Ok(()));
    // With two blocks, each needs a terminator again.
    let scope = body.nested_body_mut(m).unwrap();
    let op = append(&ctx, scope, mblock, Spec::new("test.noterm").regions(1));
    let region = scope.op_regions(op)[0];
    let first = block(&ctx, scope, region, &[]);
    let second = block(&ctx, scope, region, &[]);
    append(
        &ctx,
        scope,
        first,
        Spec::new("test.br").successors(&[second]),
    );
    append(&ctx, scope, second, Spec::new("test.op").line(9));
    let (message, location) = error_of(&ctx, &body, m);
    assert_eq!(
        message,
        "block with no terminator, has \"test.op\"() : () -> ()"
    );
    assert_eq!(location, loc(&ctx, 9, 1));
}

#[test]
fn an_empty_block_needs_a_terminator() {
    let ctx = test_context();
    let (body, m) = module_with_func(&ctx, 4, &[], |fb, entry| {
        let region = fb.block_parent_region(entry).unwrap();
        let second = block(&ctx, fb, region, &[]);
        append(&ctx, fb, entry, Spec::new("test.br").successors(&[second]));
    });
    let (message, location) = error_of(&ctx, &body, m);
    assert_eq!(message, "empty block: expect at least a terminator");
    assert_eq!(location, loc(&ctx, 4, 1), "reported at the region's op");
}

#[test]
fn only_the_last_op_may_have_successors() {
    let ctx = test_context();
    let (body, m) = module_with_func(&ctx, 1, &[], |fb, entry| {
        let region = fb.block_parent_region(entry).unwrap();
        let next = block(&ctx, fb, region, &[]);
        append(&ctx, fb, next, Spec::new("test.ret"));
        append(
            &ctx,
            fb,
            entry,
            Spec::new("test.br").successors(&[next]).line(5),
        );
        append(&ctx, fb, entry, Spec::new("test.ret"));
    });
    let (message, location) = error_of(&ctx, &body, m);
    assert_eq!(
        message,
        "operation with block successors must terminate its parent block"
    );
    assert_eq!(location, loc(&ctx, 5, 1));
}

#[test]
fn successors_stay_in_their_region() {
    let ctx = test_context();
    let (body, m) = module_with_func(&ctx, 1, &[], |fb, entry| {
        let region = fb.block_parent_region(entry).unwrap();
        let exit = block(&ctx, fb, region, &[]);
        append(&ctx, fb, exit, Spec::new("test.ret"));
        let holder = append(&ctx, fb, entry, Spec::new("test.op").regions(1));
        append(&ctx, fb, entry, Spec::new("test.br").successors(&[exit]));
        let inner_region = fb.op_regions(holder)[0];
        let inner = block(&ctx, fb, inner_region, &[]);
        append(
            &ctx,
            fb,
            inner,
            Spec::new("test.br").successors(&[exit]).line(6),
        );
    });
    let (message, location) = error_of(&ctx, &body, m);
    assert_eq!(
        message,
        "'test.br' op branching to block of a different region"
    );
    assert_eq!(location, loc(&ctx, 6, 1));
}

#[test]
fn the_entry_block_has_no_predecessors() {
    let ctx = test_context();
    let (body, m) = module_with_func(&ctx, 3, &[], |fb, entry| {
        append(&ctx, fb, entry, Spec::new("test.br").successors(&[entry]));
    });
    let (message, location) = error_of(&ctx, &body, m);
    assert_eq!(message, "entry block of region may not have predecessors");
    assert_eq!(location, loc(&ctx, 3, 1));
}

#[test]
fn graph_regions_have_at_most_one_block() {
    let ctx = test_context();
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    let graph = append(
        &ctx,
        scope,
        mblock,
        Spec::new("test.graph").regions(1).line(2),
    );
    let region = scope.op_regions(graph)[0];
    let first = block(&ctx, scope, region, &[]);
    let second = block(&ctx, scope, region, &[]);
    append(
        &ctx,
        scope,
        first,
        Spec::new("test.br").successors(&[second]),
    );
    append(&ctx, scope, second, Spec::new("test.ret"));
    let (message, location) = error_of(&ctx, &body, m);
    assert_eq!(
        message,
        "'test.graph' op expects graph region #0 to have 0 or 1 blocks"
    );
    assert_eq!(location, loc(&ctx, 2, 1));
}

#[test]
fn unregistered_ops_of_a_registered_dialect_are_rejected() {
    let ctx = test_context();
    ctx.set_allow_unregistered_dialects(true);
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    append(&ctx, scope, mblock, Spec::new("test.unknown").line(8));
    let (message, location) = error_of(&ctx, &body, m);
    assert_eq!(
        message,
        "unregistered operation 'test.unknown' found in dialect ('test') that does not allow unknown operations"
    );
    assert_eq!(location, loc(&ctx, 8, 1));
}

#[test]
fn a_dialect_may_allow_unknown_operations() {
    let ctx = Context::new();
    let mut open = DialectDescriptor::new("open");
    open.allow_unknown_operations = true;
    ctx.register_dialect(open, vec![]);
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    append(&ctx, scope, mblock, Spec::new("open.anything"));
    assert_eq!(verify(&ctx, &body, m), Ok(()));
}

#[test]
fn unregistered_dialects_need_permission() {
    let ctx = test_context();
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    append(&ctx, scope, mblock, Spec::new("foo.bar").line(1));
    let (message, _) = error_of(&ctx, &body, m);
    assert_eq!(
        message,
        "'foo.bar' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
    );
    ctx.set_allow_unregistered_dialects(true);
    assert_eq!(verify(&ctx, &body, m), Ok(()));
}

#[test]
fn traits_run_before_the_verify_hook() {
    let ctx = test_context();
    ctx.register_dialect(
        DialectDescriptor::new("hooked"),
        vec![
            OpDescriptor::new("hooked.op")
                .with_traits(TraitSet::new(&[Trait::ConstantLike]))
                .with_verify(fail_if_marked),
        ],
    );
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    let op = append(&ctx, scope, mblock, Spec::new("hooked.op"));
    scope.set_attr(&ctx, op, "fail", ctx.common().unit);
    assert_eq!(
        error_of(&ctx, &body, m).0,
        "'hooked.op' op requires one result"
    );
    let scope = body.nested_body_mut(m).unwrap();
    let i32 = ctx.common().i32;
    let good = append(&ctx, scope, mblock, Spec::new("hooked.op").results(&[i32]));
    scope.set_attr(&ctx, good, "fail", ctx.common().unit);
    scope.erase_op(op).unwrap();
    assert_eq!(
        error_of(&ctx, &body, m).0,
        "'hooked.op' op was marked to fail"
    );
}

#[test]
fn an_op_is_checked_before_its_regions_and_its_region_hook_after() {
    let ctx = test_context();
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    let outer = append(&ctx, scope, mblock, Spec::new("test.op").regions(1));
    let region = scope.op_regions(outer)[0];
    let inner_block = block(&ctx, scope, region, &[]);
    let inner = append(&ctx, scope, inner_block, Spec::new("test.op"));
    append(&ctx, scope, inner_block, Spec::new("test.ret"));
    scope.set_attr(&ctx, outer, "fail", ctx.common().unit);
    scope.set_attr(&ctx, inner, "fail", ctx.common().unit);
    scope.set_attr(&ctx, outer, "fail_regions", ctx.common().unit);
    // The outer op's own hook first.
    let d = verify(&ctx, &body, m).unwrap_err();
    assert_eq!(d.location, ctx.common().unknown_loc);
    assert_eq!(d.message, "'test.op' op was marked to fail");
    let scope = body.nested_body_mut(m).unwrap();
    scope.remove_attr(&ctx, outer, "fail");
    // Then the nested op, before the outer op's region hook.
    assert_eq!(
        error_of(&ctx, &body, m).0,
        "'test.op' op was marked to fail"
    );
    let scope = body.nested_body_mut(m).unwrap();
    scope.remove_attr(&ctx, inner, "fail");
    assert_eq!(
        error_of(&ctx, &body, m).0,
        "'test.op' op regions were marked to fail"
    );
}

#[test]
fn nested_errors_come_before_the_terminator_check_of_their_block() {
    let ctx = test_context();
    let (body, m) = module_with_func(&ctx, 1, &[], |fb, entry| {
        let op = append(&ctx, fb, entry, Spec::new("test.op").line(2));
        fb.set_attr(&ctx, op, "fail", ctx.common().unit);
    });
    let (message, _) = error_of(&ctx, &body, m);
    assert_eq!(message, "'test.op' op was marked to fail");
}

#[test]
fn isolated_ops_are_verified_when_their_parent_is_left() {
    let ctx = test_context();
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    let (f, entry) = func(&ctx, scope, mblock, 1, &[]);
    let fb = scope.nested_body_mut(f).unwrap();
    let bad = append(&ctx, fb, entry, Spec::new("test.op").line(2));
    fb.set_attr(&ctx, bad, "fail", ctx.common().unit);
    append(&ctx, fb, entry, Spec::new("test.ret"));
    // A later, non-isolated op of the module fails too; it is checked first.
    let later = append(&ctx, scope, mblock, Spec::new("test.op").line(5));
    scope.set_attr(&ctx, later, "fail", ctx.common().unit);
    let (_, location) = error_of(&ctx, &body, m);
    assert_eq!(location, loc(&ctx, 5, 1));
    let scope = body.nested_body_mut(m).unwrap();
    scope.remove_attr(&ctx, later, "fail");
    let (_, location) = error_of(&ctx, &body, m);
    assert_eq!(location, loc(&ctx, 2, 1));
}

#[test]
fn each_isolated_op_is_verified_completely_before_the_next() {
    let ctx = test_context();
    let i32 = ctx.common().i32;
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    // First function: a dominance error (use before definition).
    let (f1, e1) = func(&ctx, scope, mblock, 1, &[]);
    let fb = scope.nested_body_mut(f1).unwrap();
    let user = append(&ctx, fb, e1, Spec::new("test.op").results(&[i32]).line(2));
    let def = append(&ctx, fb, e1, Spec::new("test.op").results(&[i32]).line(3));
    let def0 = result(fb, def);
    fb.set_operands(user, &[def0]);
    append(&ctx, fb, e1, Spec::new("test.ret"));
    // Second function: a structural error.
    let (f2, e2) = func(&ctx, scope, mblock, 10, &[]);
    let fb = scope.nested_body_mut(f2).unwrap();
    append(&ctx, fb, e2, Spec::new("test.op").line(11));
    let d = verify(&ctx, &body, m).unwrap_err();
    assert_eq!(d.message, "operand #0 does not dominate this use");
    assert_eq!(d.location, loc(&ctx, 2, 1));
    // Collecting mode reports both, in order, and skips the module's region checks.
    let all = verify_all(&ctx, &body, m);
    let messages: Vec<&str> = all.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        vec![
            "operand #0 does not dominate this use",
            "block with no terminator, has \"test.op\"() : () -> ()"
        ]
    );
}

#[test]
fn structure_is_checked_before_dominance_within_an_op() {
    let ctx = test_context();
    let i32 = ctx.common().i32;
    let (body, m) = module_with_func(&ctx, 1, &[], |fb, entry| {
        let user = append(
            &ctx,
            fb,
            entry,
            Spec::new("test.op").results(&[i32]).line(2),
        );
        let def = append(
            &ctx,
            fb,
            entry,
            Spec::new("test.op").results(&[i32]).line(3),
        );
        let def0 = result(fb, def);
        fb.set_operands(user, &[def0]);
        let later = append(&ctx, fb, entry, Spec::new("test.op").line(4));
        fb.set_attr(&ctx, later, "fail", ctx.common().unit);
        append(&ctx, fb, entry, Spec::new("test.ret"));
    });
    assert_eq!(error_of(&ctx, &body, m).1, loc(&ctx, 4, 1));
}

#[test]
fn a_failing_isolated_op_stops_its_parents_region_checks_in_collecting_mode() {
    let ctx = test_context();
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    let holder = append(&ctx, scope, mblock, Spec::new("test.op").regions(1).line(1));
    scope.set_attr(&ctx, holder, "fail_regions", ctx.common().unit);
    let region = scope.op_regions(holder)[0];
    let hb = block(&ctx, scope, region, &[]);
    let (f, entry) = func(&ctx, scope, hb, 2, &[]);
    append(&ctx, scope, hb, Spec::new("test.ret"));
    let fb = scope.nested_body_mut(f).unwrap();
    append(&ctx, fb, entry, Spec::new("test.op").line(3));
    let all = verify_all(&ctx, &body, m);
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].location, loc(&ctx, 3, 1));
    // Without the failing function, the holder's region hook fails.
    let scope = body.nested_body_mut(m).unwrap();
    let fb = scope.nested_body_mut(f).unwrap();
    append(&ctx, fb, entry, Spec::new("test.ret"));
    let all = verify_all(&ctx, &body, m);
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].message, "'test.op' op regions were marked to fail");
}

#[test]
fn region_traits_are_checked_after_the_regions() {
    let ctx = test_context();
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    let op = append(
        &ctx,
        scope,
        mblock,
        Spec::new("test.scope").regions(1).line(1),
    );
    let region = scope.op_regions(op)[0];
    let b = block(&ctx, scope, region, &[]);
    append(&ctx, scope, b, Spec::new("test.ret").line(2));
    let d = verify(&ctx, &body, m).unwrap_err();
    assert_eq!(
        d.message,
        "'test.scope' op expects regions to end with 'test.yield', found 'test.ret'"
    );
    // A yield outside its parent is caught by `HasParent`.
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    append(&ctx, scope, mblock, Spec::new("test.yield").line(3));
    let d = verify(&ctx, &body, m).unwrap_err();
    assert_eq!(d.message, "'test.yield' op expects parent op 'test.scope'");
}

#[test]
fn the_parent_is_checked_before_the_place_of_a_terminator() {
    let ctx = test_context();
    // Outside its parent and not last: both checks fail, and MLIR reports the structural one.
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    append(&ctx, scope, mblock, Spec::new("test.yield").line(1));
    append(&ctx, scope, mblock, Spec::new("test.op").line(2));
    let d = verify(&ctx, &body, m).unwrap_err();
    assert_eq!(d.message, "'test.yield' op expects parent op 'test.scope'");
}

#[test]
fn non_recursive_verification_looks_at_the_op_only() {
    let ctx = test_context();
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    let (f, entry) = func(&ctx, scope, mblock, 1, &[]);
    let fb = scope.nested_body_mut(f).unwrap();
    append(&ctx, fb, entry, Spec::new("test.op"));
    let options = VerifyOptions { recursive: false };
    assert_eq!(verify_with(&ctx, &body, m, &options), Ok(()));
    assert!(verify(&ctx, &body, m).is_err());
}

#[test]
fn verifying_an_op_that_is_not_live_is_an_error() {
    let ctx = test_context();
    let (mut body, _, b) = top();
    let op = append(&ctx, &mut body, b, Spec::new("test.op"));
    body.erase_op(op).unwrap();
    assert!(verify(&ctx, &body, op).is_err());
    assert_eq!(verify_all(&ctx, &body, op).len(), 1);
}

#[test]
fn deep_nesting_does_not_grow_the_stack() {
    let ctx = test_context();
    let i32 = ctx.common().i32;
    let (body, m) = module_with_func(&ctx, 1, &[i32], |fb, entry| {
        let arg = fb.block_arg(entry, 0).unwrap();
        let mut current = entry;
        // Each level uses the function's argument: the walk must find the ancestor in O(1).
        for _ in 0..20_000 {
            append(&ctx, fb, current, Spec::new("test.op").operands(&[arg]));
            let op = append(&ctx, fb, current, Spec::new("test.op").regions(1));
            append(&ctx, fb, current, Spec::new("test.ret"));
            let region = fb.op_regions(op)[0];
            current = block(&ctx, fb, region, &[]);
        }
        append(&ctx, fb, current, Spec::new("test.ret").operands(&[arg]));
    });
    assert_eq!(verify(&ctx, &body, m), Ok(()));
}

#[test]
fn errors_on_ops_show_the_op_in_their_first_note() {
    let ctx = test_context();
    ctx.set_allow_unregistered_dialects(true);
    let i32 = ctx.common().i32;
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    let (f, entry) = func(&ctx, scope, mblock, 1, &[i32]);
    let fb = scope.nested_body_mut(f).unwrap();
    let arg = fb.block_arg(entry, 0).unwrap();
    let op = append(
        &ctx,
        fb,
        entry,
        Spec::new("test.op").operands(&[arg]).line(2),
    );
    let fb = body.nested_body(m).unwrap().nested_body(f).unwrap();
    let d = op_error(&ctx, fb, op, "is wrong");
    assert_eq!(d.message, "'test.op' op is wrong");
    assert_eq!(d.location, loc(&ctx, 2, 1));
    let [note] = &d.notes[..] else {
        panic!("expected one note, got {:?}", d.notes);
    };
    // Numbered from the isolated function: its argument is `%arg0`.
    assert_eq!(
        note.message,
        "see current operation: \"test.op\"(%arg0) : (i32) -> ()"
    );
    assert_eq!(note.location, loc(&ctx, 2, 1));
    // An op with regions goes on the lines after.
    let shown = &error_on_op(&ctx, body.nested_body(m).unwrap(), f, "x").notes[0].message;
    assert!(
        shown.starts_with("see current operation: \n\"test.func\"() ({\n^bb0(%arg0: i32):\n"),
        "{shown}"
    );
    ctx.set_print_debug_info_on_diagnostic(true);
    assert!(
        error_on_op(&ctx, fb, op, "x").notes[0]
            .message
            .ends_with("(i32) -> () loc(\"t.mlir\":2:1)")
    );
    ctx.set_print_op_on_diagnostic(false);
    let d = error_on_op(&ctx, fb, op, "plain");
    assert_eq!(d.message, "plain");
    assert!(d.notes.is_empty());
}
