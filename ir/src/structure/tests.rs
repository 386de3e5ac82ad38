//! Unit tests of the generic structure: creation, linking, use lists, erasure, cloning, walks and
//! the disjoint mutable access that parallel passes rely on.

use super::*;
use crate::context::Context;

struct Fixture {
    ctx: Context,
    body: Body,
    block: BlockId,
}

fn fixture() -> Fixture {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut body = Body::new();
    let region = body.create_region();
    let block = body.create_block(&[(ctx.common().i32, ctx.common().unknown_loc)]);
    body.append_block(region, block).unwrap();
    Fixture { ctx, body, block }
}

fn op(f: &mut Fixture, name: &str, operands: &[Value], results: usize) -> OpId {
    let i32 = f.ctx.common().i32;
    let state = OperationState::new(f.ctx.op_name(name), f.ctx.common().unknown_loc)
        .operands(operands)
        .results(&vec![i32; results]);
    let id = f.body.create_op(&f.ctx, state);
    f.body.append_op(f.block, id).unwrap();
    id
}

#[test]
fn ops_link_in_order_and_use_lists_track_operands() {
    let mut f = fixture();
    let arg = f.body.block_arg(f.block, 0).unwrap();
    let a = op(&mut f, "t.a", &[arg, arg], 1);
    let a0 = f.body.result(a, 0).unwrap();
    let b = op(&mut f, "t.b", &[a0], 0);
    assert_eq!(f.body.block_ops(f.block).collect::<Vec<_>>(), vec![a, b]);
    assert_eq!(f.body.uses(arg).count(), 2);
    assert!(f.body.has_one_use(a0));
    assert_eq!(f.body.users(a0).collect::<Vec<_>>(), vec![b]);
    assert_eq!(f.body.value_type(a0), f.ctx.common().i32);
    assert!(f.body.is_before_in_block(a, b));
    assert!(!f.body.is_before_in_block(b, a));
}

#[test]
fn replace_all_uses_moves_every_use() {
    let mut f = fixture();
    let arg = f.body.block_arg(f.block, 0).unwrap();
    let a = op(&mut f, "t.a", &[], 1);
    let a0 = f.body.result(a, 0).unwrap();
    let b = op(&mut f, "t.b", &[a0, a0], 0);
    let c = op(&mut f, "t.c", &[a0], 0);
    f.body.replace_all_uses(a0, arg);
    assert!(!f.body.has_uses(a0));
    assert_eq!(f.body.uses(arg).count(), 3);
    assert_eq!(f.body.operands(b).collect::<Vec<_>>(), vec![arg, arg]);
    assert_eq!(f.body.operand(c, 0), Some(arg));
    f.body.erase_op(a).unwrap();
    assert!(!f.body.contains_op(a));
}

#[test]
fn erasing_a_used_op_fails_without_changes() {
    let mut f = fixture();
    let a = op(&mut f, "t.a", &[], 1);
    let a0 = f.body.result(a, 0).unwrap();
    let b = op(&mut f, "t.b", &[a0], 0);
    assert_eq!(f.body.erase_op(a), Err(IrError::HasUses));
    assert!(f.body.contains_op(a));
    assert_eq!(f.body.block_ops(f.block).count(), 2);
    f.body.erase_op(b).unwrap();
    assert!(!f.body.has_uses(a0));
    f.body.erase_op(a).unwrap();
    assert!(f.body.block_is_empty(f.block));
    // Freed slots are reused.
    let c = op(&mut f, "t.c", &[], 0);
    assert!(c == a || c == b);
}

#[test]
fn erasing_an_op_with_regions_drops_inner_uses() {
    let mut f = fixture();
    let outer = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.region"), f.ctx.common().unknown_loc).regions(1),
    );
    f.body.append_op(f.block, outer).unwrap();
    let region = f.body.op_regions(outer)[0];
    let inner_block = f.body.create_block(&[]);
    f.body.append_block(region, inner_block).unwrap();
    let arg = f.body.block_arg(f.block, 0).unwrap();
    let i32 = f.ctx.common().i32;
    let inner = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.inner"), f.ctx.common().unknown_loc)
            .operands(&[arg])
            .results(&[i32]),
    );
    f.body.append_op(inner_block, inner).unwrap();
    let inner0 = f.body.result(inner, 0).unwrap();
    let user = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.user"), f.ctx.common().unknown_loc)
            .operands(&[inner0]),
    );
    f.body.append_op(inner_block, user).unwrap();
    assert_eq!(f.body.uses(arg).count(), 1);
    assert_eq!(f.body.op_parent_op(user), Some(outer));
    f.body.erase_op(outer).unwrap();
    assert!(!f.body.has_uses(arg));
    assert!(
        !f.body.contains_op(inner)
            && !f.body.contains_op(user)
            && !f.body.contains_block(inner_block)
    );
}

#[test]
fn erasing_a_block_keeps_the_other_uses_of_values_it_used() {
    let mut f = fixture();
    let arg = f.body.block_arg(f.block, 0).unwrap();
    op(&mut f, "t.a", &[arg], 0);
    let region = f.body.block_parent_region(f.block).unwrap();
    let other = f.body.create_block(&[]);
    f.body.append_block(region, other).unwrap();
    let user = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.b"), f.ctx.common().unknown_loc).operands(&[arg]),
    );
    f.body.append_op(other, user).unwrap();
    f.body.erase_block(other).unwrap();
    assert_eq!(f.body.uses(arg).count(), 1);
}

#[test]
fn erasing_a_block_whose_ops_use_one_another_works() {
    let mut f = fixture();
    let region = f.body.block_parent_region(f.block).unwrap();
    let other = f.body.create_block(&[]);
    f.body.append_block(region, other).unwrap();
    let loc = f.ctx.common().unknown_loc;
    let i32 = f.ctx.common().i32;
    let def = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.def"), loc).results(&[i32]),
    );
    f.body.append_op(other, def).unwrap();
    let value = f.body.result(def, 0).unwrap();
    let user = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.use"), loc).operands(&[value, value]),
    );
    f.body.append_op(other, user).unwrap();
    f.body.erase_block(other).unwrap();
    assert!(!f.body.contains_op(def) && !f.body.contains_op(user));
}

#[test]
fn blocks_that_refer_to_one_another_are_erased_together() {
    let mut f = fixture();
    let region = f.body.block_parent_region(f.block).unwrap();
    let i32 = f.ctx.common().i32;
    let loc = f.ctx.common().unknown_loc;
    let a = f.body.create_block(&[(i32, loc)]);
    let b = f.body.create_block(&[(i32, loc)]);
    f.body.append_block(region, a).unwrap();
    f.body.append_block(region, b).unwrap();
    let (a_arg, b_arg) = (
        f.body.block_arg(a, 0).unwrap(),
        f.body.block_arg(b, 0).unwrap(),
    );
    let to_b = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.br"), loc)
            .operands(&[a_arg])
            .successors(&[b]),
    );
    f.body.append_op(a, to_b).unwrap();
    let to_a = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.br"), loc)
            .operands(&[b_arg])
            .successors(&[a]),
    );
    f.body.append_op(b, to_a).unwrap();
    assert_eq!(f.body.erase_block(a), Err(IrError::HasUses));
    let outside = f.body.block_arg(f.block, 0).unwrap();
    let user = op(&mut f, "t.use", &[outside], 0);
    f.body.erase_blocks(&[a, b]).unwrap();
    assert!(!f.body.contains_block(a) && !f.body.contains_block(b));
    assert!(!f.body.contains_op(to_a) && !f.body.contains_op(to_b));
    assert_eq!(f.body.users(outside).collect::<Vec<_>>(), vec![user]);
}

#[test]
fn erasing_blocks_used_from_outside_fails_without_changes() {
    let mut f = fixture();
    let region = f.body.block_parent_region(f.block).unwrap();
    let target = f.body.create_block(&[]);
    f.body.append_block(region, target).unwrap();
    let loc = f.ctx.common().unknown_loc;
    let branch = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.br"), loc).successors(&[target]),
    );
    f.body.append_op(f.block, branch).unwrap();
    assert_eq!(f.body.erase_blocks(&[target]), Err(IrError::HasUses));
    assert!(f.body.contains_block(target));
    assert_eq!(f.body.block_uses(target).count(), 1);
}

#[test]
fn split_and_merge_blocks_keep_order() {
    let mut f = fixture();
    let a = op(&mut f, "t.a", &[], 0);
    let b = op(&mut f, "t.b", &[], 0);
    let c = op(&mut f, "t.c", &[], 0);
    let tail = f.body.split_block(f.block, b).unwrap();
    assert_eq!(f.body.block_ops(f.block).collect::<Vec<_>>(), vec![a]);
    assert_eq!(f.body.block_ops(tail).collect::<Vec<_>>(), vec![b, c]);
    assert_eq!(f.body.op_parent_block(c), Some(tail));
    assert_eq!(f.body.next_block(f.block), Some(tail));
    assert!(f.body.is_before_in_block(b, c));
    f.body.merge_blocks(tail, f.block);
    assert_eq!(f.body.block_ops(f.block).collect::<Vec<_>>(), vec![a, b, c]);
    f.body.erase_block(tail).unwrap();
}

#[test]
fn successors_track_predecessors() {
    let mut f = fixture();
    let region = f.body.block_parent_region(f.block).unwrap();
    let target = f.body.create_block(&[]);
    f.body.append_block(region, target).unwrap();
    let br = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.br"), f.ctx.common().unknown_loc)
            .successors(&[target, target]),
    );
    f.body.append_op(f.block, br).unwrap();
    assert_eq!(
        f.body.predecessors(target).collect::<Vec<_>>(),
        vec![f.block, f.block]
    );
    let other = f.body.create_block(&[]);
    f.body.append_block(region, other).unwrap();
    f.body.replace_block_uses(target, other);
    assert!(!f.body.has_predecessors(target));
    assert_eq!(
        f.body.successors(br).collect::<Vec<_>>(),
        vec![other, other]
    );
    assert_eq!(f.body.erase_block(other), Err(IrError::HasUses));
    f.body.erase_block(target).unwrap();
}

#[test]
fn clone_maps_values_and_blocks_including_forward_references() {
    let mut f = fixture();
    let outer = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.graph"), f.ctx.common().unknown_loc).regions(1),
    );
    f.body.append_op(f.block, outer).unwrap();
    let region = f.body.op_regions(outer)[0];
    let inner_block = f.body.create_block(&[]);
    f.body.append_block(region, inner_block).unwrap();
    let i32 = f.ctx.common().i32;
    let loc = f.ctx.common().unknown_loc;
    // `user` uses `def`, which comes after it (a graph region forward reference).
    let def = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.def"), loc).results(&[i32]),
    );
    let def0 = f.body.result(def, 0).unwrap();
    let arg = f.body.block_arg(f.block, 0).unwrap();
    let user = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.use"), loc).operands(&[def0, arg]),
    );
    f.body.append_op(inner_block, user).unwrap();
    f.body.append_op(inner_block, def).unwrap();

    let mut map = ValueMap::new();
    let copy = f.body.clone_op(outer, &mut map);
    let copy_block = f.body.region_entry(f.body.op_regions(copy)[0]).unwrap();
    let ops: Vec<OpId> = f.body.block_ops(copy_block).collect();
    assert_eq!(ops.len(), 2);
    let new_def0 = f.body.result(ops[1], 0).unwrap();
    assert_eq!(f.body.operand(ops[0], 0), Some(new_def0));
    assert_eq!(
        f.body.operand(ops[0], 1),
        Some(arg),
        "values from outside are kept"
    );
    assert_eq!(f.body.uses(arg).count(), 2);
    assert_eq!(map.value(def0), Some(new_def0));

    // Across bodies an unmapped outside value is refused, a mapped one substituted.
    let mut other = Body::new();
    assert_eq!(
        f.body
            .clone_op_into(outer, &mut other, &mut ValueMap::new()),
        Err(IrError::Detached)
    );
    assert_eq!(other.num_ops(), 0);
    let stand_in = other.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.c"), loc).results(&[i32]),
    );
    let mut map = ValueMap::new();
    map.map_value(arg, other.result(stand_in, 0).unwrap());
    let moved = f.body.clone_op_into(outer, &mut other, &mut map).unwrap();
    assert_eq!(other.count_ops(moved), 3);
    assert!(other.has_uses(other.result(stand_in, 0).unwrap()));
}

#[test]
fn walks_visit_in_pre_and_post_order_across_nested_bodies() {
    let ctx = Context::new();
    let loc = ctx.common().unknown_loc;
    let mut body = Body::new();
    let module = body.create_op(
        &ctx,
        OperationState::new(ctx.op_name("builtin.module"), loc).regions(1),
    );
    assert!(
        body.nested_body(module).is_some(),
        "builtin.module is isolated and owns its body"
    );
    let (scope, regions) = body.region_scope_mut(module);
    let block = scope.create_block(&[]);
    scope.append_block(regions[0], block).unwrap();
    let child = scope.create_op(&ctx, OperationState::new(ctx.op_name("t.child"), loc));
    scope.append_op(block, child).unwrap();

    let mut pre = Vec::new();
    body.walk(module, WalkOrder::PreOrder, |b, o| {
        pre.push(ctx.op_name_str(b.op_name(o)).to_string())
    });
    assert_eq!(pre, ["builtin.module", "t.child"]);
    let mut post = Vec::new();
    body.walk(module, WalkOrder::PostOrder, |b, o| {
        post.push(ctx.op_name_str(b.op_name(o)).to_string())
    });
    assert_eq!(post, ["t.child", "builtin.module"]);
    assert_eq!(body.collect_ops(module, WalkOrder::PreOrder), vec![module]);
}

#[test]
fn sibling_isolated_bodies_are_mutated_on_separate_threads() {
    let ctx = Context::new();
    let loc = ctx.common().unknown_loc;
    let mut body = Body::new();
    let module = body.create_op(
        &ctx,
        OperationState::new(ctx.op_name("builtin.module"), loc).regions(1),
    );
    let (scope, regions) = body.region_scope_mut(module);
    let block = scope.create_block(&[]);
    scope.append_block(regions[0], block).unwrap();
    let functions: Vec<OpId> = (0..8)
        .map(|_| {
            let f = scope.create_op(
                &ctx,
                OperationState::new(ctx.op_name("builtin.module"), loc).regions(1),
            );
            scope.append_op(block, f).unwrap();
            f
        })
        .collect();
    let bodies = scope.nested_bodies_mut(&functions);
    assert_eq!(bodies.len(), 8);
    std::thread::scope(|threads| {
        for (_, nested) in bodies {
            let ctx = &ctx;
            threads.spawn(move || {
                let region = nested.create_region();
                let b = nested.create_block(&[]);
                nested.append_block(region, b).unwrap();
                for _ in 0..100 {
                    let o = nested.create_op(
                        ctx,
                        OperationState::new(ctx.op_name("t.work"), loc)
                            .results(&[ctx.common().i64]),
                    );
                    nested.append_op(b, o).unwrap();
                }
            });
        }
    });
    let scope = body.nested_body(module).unwrap();
    for f in functions {
        assert_eq!(scope.nested_body(f).unwrap().num_ops(), 100);
    }
}

#[test]
fn an_op_record_is_small_and_its_slots_are_pooled() {
    // Eight ids, two slot ranges and the pointer to the rare parts: operands and results live
    // in the body's pools, so no op carries unused inline slots.
    assert_eq!(std::mem::size_of::<body::OpData>(), 56);
    let mut f = fixture();
    let arg = f.body.block_arg(f.block, 0).unwrap();
    let a = op(&mut f, "t.a", &[], 2);
    let b = op(&mut f, "t.b", &[arg, arg, arg], 1);
    assert_eq!(
        f.body.operand_slots.get(f.body.op_data(b).operands).len(),
        3
    );
    assert_eq!(f.body.result_types(a).count(), 2);
    assert_eq!(f.body.result_types(b).count(), 1);
}

#[test]
fn changing_the_operand_count_keeps_every_use_list_right() {
    let mut f = fixture();
    let arg = f.body.block_arg(f.block, 0).unwrap();
    let a = op(&mut f, "t.a", &[], 1);
    let a0 = f.body.result(a, 0).unwrap();
    let b = op(&mut f, "t.b", &[arg], 0);
    let c = op(&mut f, "t.c", &[a0], 0);
    f.body.set_operands(b, &[a0, arg, a0]);
    assert_eq!(f.body.operands(b).collect::<Vec<_>>(), vec![a0, arg, a0]);
    assert_eq!(f.body.operands(c).collect::<Vec<_>>(), vec![a0]);
    let mut uses: Vec<(OpId, u32)> = f.body.uses(a0).map(|u| (u.owner, u.index)).collect();
    uses.sort();
    assert_eq!(uses, vec![(b, 0), (b, 2), (c, 0)]);
    f.body.set_operands(b, &[]);
    assert_eq!(f.body.num_operands(b), 0);
    assert_eq!(f.body.uses(a0).count(), 1);
    assert_eq!(f.body.uses(arg).count(), 0);
}

#[test]
fn erasing_most_ops_compacts_the_pools_and_keeps_the_rest_intact() {
    let mut f = fixture();
    let arg = f.body.block_arg(f.block, 0).unwrap();
    let mut previous = arg;
    let mut ops = Vec::new();
    for _ in 0..3000 {
        let id = op(&mut f, "t.op", &[previous, arg], 1);
        previous = f.body.result(id, 0).unwrap();
        ops.push(id);
    }
    let pool_before = f.body.operand_slots.heap_bytes();
    // Keep every tenth op, rewired to the block argument; erase the others from the back.
    let kept: Vec<OpId> = ops.iter().copied().step_by(10).collect();
    for &id in &kept {
        f.body.set_operand(id, 0, arg).unwrap();
    }
    for &id in ops.iter().rev() {
        if !kept.contains(&id) {
            let result = f.body.result(id, 0).unwrap();
            f.body.replace_all_uses(result, arg);
            f.body.erase_op(id).unwrap();
        }
    }
    assert!(f.body.operand_slots.heap_bytes() < pool_before);
    assert_eq!(f.body.num_ops(), kept.len());
    for &id in &kept {
        assert_eq!(f.body.operands(id).collect::<Vec<_>>(), vec![arg, arg]);
        assert_eq!(f.body.result_types(id).count(), 1);
    }
    assert_eq!(f.body.uses(arg).count(), 2 * kept.len());
    // New ops after compaction get fresh, correct slots.
    let fresh = op(&mut f, "t.fresh", &[arg], 1);
    assert_eq!(f.body.operand(fresh, 0), Some(arg));
    assert_eq!(f.body.uses(arg).count(), 2 * kept.len() + 1);
}

#[test]
fn an_op_without_results_reads_fine_after_the_last_results_are_freed() {
    // Erasing the op whose results end the pool shrinks it; ops made after it with no results
    // must still read as having none.
    let mut f = fixture();
    let a = op(&mut f, "t.a", &[], 1);
    let b = op(&mut f, "t.b", &[], 0);
    f.body.erase_op(a).unwrap();
    assert_eq!(f.body.result_types(b).count(), 0);
    assert_eq!(f.body.operands(b).count(), 0);
    assert!(f.body.op_results_unused(b));
}
