//! Dominance: the verifier's dominance errors and notes, graph regions, unreachable blocks, the
//! `DominanceInfo` queries, and the dominator trees checked against a plain fixed-point solver.

use super::*;
use crate::Diagnostic;
use crate::structure::Value;
use crate::verifier::testing::*;
use crate::verifier::tests::{func, module, test_context};
use crate::verifier::verify;

/// A module with one function of entry block `entry` (function at line 1); `build` fills the
/// function body. Returns what verification says.
fn check(build: impl FnOnce(&Context, &mut Body, BlockId)) -> Outcome {
    let ctx = test_context();
    ctx.set_allow_unregistered_dialects(true);
    let i32 = ctx.common().i32;
    let (mut body, m, mblock) = module(&ctx);
    let scope = body.nested_body_mut(m).unwrap();
    let (f, entry) = func(&ctx, scope, mblock, 1, &[i32]);
    build(&ctx, scope.nested_body_mut(f).unwrap(), entry);
    let result = verify(&ctx, &body, m);
    Outcome { ctx, result }
}

/// What verifying a test function gave, with the context its locations belong to.
struct Outcome {
    ctx: Context,
    result: Result<(), Diagnostic>,
}

impl Outcome {
    fn ok(&self) -> bool {
        self.result.is_ok()
    }

    /// The error's message and line, and its note's message and line (0 when unknown). The
    /// note showing the op comes first, at the error's location.
    fn summary(&self) -> (String, u32, String, u32) {
        let d = self
            .result
            .as_ref()
            .expect_err("expected a dominance error");
        let [shown, note] = &d.notes[..] else {
            panic!("expected two notes, got {:?}", d.notes);
        };
        assert!(shown.message.starts_with("see current operation: "));
        assert_eq!(shown.location, d.location);
        (
            d.message.clone(),
            self.line(d.location),
            note.message.clone(),
            self.line(note.location),
        )
    }

    fn line(&self, location: crate::attrs::Attribute) -> u32 {
        match self.ctx.attr_data(location) {
            crate::attrs::AttrData::Location(crate::attrs::LocationData::FileLineCol {
                line,
                ..
            }) => *line,
            _ => 0,
        }
    }
}

fn def(ctx: &Context, body: &mut Body, block: BlockId, line: u32) -> Value {
    let i32 = ctx.common().i32;
    let op = append(
        ctx,
        body,
        block,
        Spec::new("test.op").results(&[i32]).line(line),
    );
    result(body, op)
}

fn use_(ctx: &Context, body: &mut Body, block: BlockId, values: &[Value], line: u32) -> OpId {
    append(
        ctx,
        body,
        block,
        Spec::new("test.op").operands(values).line(line),
    )
}

fn ret(ctx: &Context, body: &mut Body, block: BlockId) {
    append(ctx, body, block, Spec::new("test.ret"));
}

fn br(ctx: &Context, body: &mut Body, block: BlockId, targets: &[BlockId]) {
    append(ctx, body, block, Spec::new("test.br").successors(targets));
}

#[test]
fn same_block_use_before_definition() {
    let result = check(|ctx, b, entry| {
        let user = use_(ctx, b, entry, &[], 2);
        let v = def(ctx, b, entry, 3);
        b.set_operands(user, &[v]);
        ret(ctx, b, entry);
    });
    let (message, at, note, note_at) = result.summary();
    assert_eq!(message, "operand #0 does not dominate this use");
    assert_eq!(at, 2);
    assert_eq!(note, "operand defined here (op in the same block)");
    assert_eq!(note_at, 3);
}

#[test]
fn an_op_cannot_use_its_own_result() {
    let result = check(|ctx, b, entry| {
        let v = def(ctx, b, entry, 2);
        let op = v.defining_op().unwrap();
        b.set_operands(op, &[v]);
        ret(ctx, b, entry);
    });
    let (message, _, note, _) = result.summary();
    assert_eq!(message, "operand #0 does not dominate this use");
    assert_eq!(note, "operand defined here (op in the same block)");
}

#[test]
fn the_operand_number_is_reported() {
    let result = check(|ctx, b, entry| {
        let arg = b.block_arg(entry, 0).unwrap();
        let user = use_(ctx, b, entry, &[], 2);
        let v = def(ctx, b, entry, 3);
        b.set_operands(user, &[arg, arg, v]);
        ret(ctx, b, entry);
    });
    assert_eq!(result.summary().0, "operand #2 does not dominate this use");
}

/// entry -> left, right; left -> merge; right -> merge.
fn diamond(ctx: &Context, b: &mut Body, entry: BlockId) -> [BlockId; 3] {
    let region = b.block_parent_region(entry).unwrap();
    let left = block(ctx, b, region, &[ctx.common().i32]);
    let right = block(ctx, b, region, &[]);
    let merge = block(ctx, b, region, &[]);
    br(ctx, b, entry, &[left, right]);
    [left, right, merge]
}

#[test]
fn a_branch_does_not_dominate_the_merge() {
    let result = check(|ctx, b, entry| {
        let [left, right, merge] = diamond(ctx, b, entry);
        let v = def(ctx, b, left, 3);
        br(ctx, b, left, &[merge]);
        br(ctx, b, right, &[merge]);
        use_(ctx, b, merge, &[v], 6);
        ret(ctx, b, merge);
    });
    let (message, at, note, note_at) = result.summary();
    assert_eq!(message, "operand #0 does not dominate this use");
    assert_eq!(at, 6);
    assert_eq!(note, "operand defined here (op in the same region)");
    assert_eq!(note_at, 3);
}

#[test]
fn the_entry_dominates_the_merge() {
    let result = check(|ctx, b, entry| {
        let v = def(ctx, b, entry, 2);
        let [left, right, merge] = diamond(ctx, b, entry);
        use_(ctx, b, left, &[v], 3);
        br(ctx, b, left, &[merge]);
        br(ctx, b, right, &[merge]);
        use_(ctx, b, merge, &[v], 6);
        ret(ctx, b, merge);
    });
    assert!(result.ok());
}

#[test]
fn a_block_argument_of_a_branch_does_not_reach_the_merge() {
    let result = check(|ctx, b, entry| {
        let [left, right, merge] = diamond(ctx, b, entry);
        let arg = b.block_arg(left, 0).unwrap();
        br(ctx, b, left, &[merge]);
        br(ctx, b, right, &[merge]);
        use_(ctx, b, merge, &[arg], 6);
        ret(ctx, b, merge);
    });
    let (_, at, note, note_at) = result.summary();
    assert_eq!(at, 6);
    assert_eq!(
        note,
        "operand defined as a block argument (block #1 in the same region)"
    );
    assert_eq!(note_at, 1, "at the op owning the region");
}

/// entry -> header; header -> body, exit; body -> header.
fn looped(ctx: &Context, b: &mut Body, entry: BlockId) -> [BlockId; 3] {
    let region = b.block_parent_region(entry).unwrap();
    let header = block(ctx, b, region, &[ctx.common().i32]);
    let body = block(ctx, b, region, &[]);
    let exit = block(ctx, b, region, &[]);
    br(ctx, b, entry, &[header]);
    [header, body, exit]
}

#[test]
fn a_loop_header_dominates_its_body() {
    let result = check(|ctx, b, entry| {
        let [header, body, exit] = looped(ctx, b, entry);
        let arg = b.block_arg(header, 0).unwrap();
        let h = def(ctx, b, header, 2);
        br(ctx, b, header, &[body, exit]);
        let x = def(ctx, b, body, 3);
        use_(ctx, b, body, &[arg, h, x], 4);
        br(ctx, b, body, &[header]);
        use_(ctx, b, exit, &[h], 5);
        ret(ctx, b, exit);
    });
    assert!(result.ok());
}

#[test]
fn a_loop_body_does_not_dominate_its_header() {
    let result = check(|ctx, b, entry| {
        let [header, body, exit] = looped(ctx, b, entry);
        let user = use_(ctx, b, header, &[], 2);
        br(ctx, b, header, &[body, exit]);
        let x = def(ctx, b, body, 3);
        b.set_operands(user, &[x]);
        br(ctx, b, body, &[header]);
        ret(ctx, b, exit);
    });
    let (_, at, note, _) = result.summary();
    assert_eq!(at, 2);
    assert_eq!(note, "operand defined here (op in the same region)");
}

/// Appends a `test.op` with one region and one block to `block`; returns the op and the inner
/// block.
fn holder(ctx: &Context, b: &mut Body, block: BlockId, line: u32) -> (OpId, BlockId) {
    let op = append(ctx, b, block, Spec::new("test.op").regions(1).line(line));
    let region = b.op_regions(op)[0];
    let inner = crate::verifier::testing::block(ctx, b, region, &[ctx.common().i32]);
    (op, inner)
}

#[test]
fn nested_regions_use_values_from_above() {
    let result = check(|ctx, b, entry| {
        let arg = b.block_arg(entry, 0).unwrap();
        let v = def(ctx, b, entry, 2);
        let (_, inner) = holder(ctx, b, entry, 3);
        let (_, deeper) = holder(ctx, b, inner, 4);
        let inner_arg = b.block_arg(inner, 0).unwrap();
        use_(ctx, b, deeper, &[arg, v, inner_arg], 5);
        ret(ctx, b, deeper);
        ret(ctx, b, inner);
        ret(ctx, b, entry);
    });
    assert!(result.ok());
}

#[test]
fn a_definition_after_the_enclosing_op_does_not_dominate() {
    let result = check(|ctx, b, entry| {
        let (_, inner) = holder(ctx, b, entry, 2);
        let user = use_(ctx, b, inner, &[], 3);
        ret(ctx, b, inner);
        let v = def(ctx, b, entry, 4);
        b.set_operands(user, &[v]);
        ret(ctx, b, entry);
    });
    let (_, at, note, _) = result.summary();
    assert_eq!(at, 3);
    assert_eq!(note, "operand defined here (op in a parent region)");
}

#[test]
fn values_do_not_escape_their_region() {
    let result = check(|ctx, b, entry| {
        let (_, inner) = holder(ctx, b, entry, 2);
        let v = def(ctx, b, inner, 3);
        ret(ctx, b, inner);
        use_(ctx, b, entry, &[v], 4);
        ret(ctx, b, entry);
    });
    let (_, at, note, _) = result.summary();
    assert_eq!(at, 4);
    assert_eq!(note, "operand defined here (op in a child region)");

    let result = check(|ctx, b, entry| {
        let (_, inner) = holder(ctx, b, entry, 2);
        let arg = b.block_arg(inner, 0).unwrap();
        ret(ctx, b, inner);
        use_(ctx, b, entry, &[arg], 4);
        ret(ctx, b, entry);
    });
    let (_, _, note, note_at) = result.summary();
    assert_eq!(
        note,
        "operand defined as a block argument (block #0 in a child region)"
    );
    assert_eq!(note_at, 2);
}

#[test]
fn sibling_regions_do_not_share_values() {
    let result = check(|ctx, b, entry| {
        let (_, first) = holder(ctx, b, entry, 2);
        let v = def(ctx, b, first, 3);
        ret(ctx, b, first);
        let (_, second) = holder(ctx, b, entry, 4);
        use_(ctx, b, second, &[v], 5);
        ret(ctx, b, second);
        ret(ctx, b, entry);
    });
    let (_, at, note, _) = result.summary();
    assert_eq!(at, 5);
    assert_eq!(
        note,
        "operand defined here (op is neither in a parent nor in a child region)"
    );
}

#[test]
fn a_result_is_not_visible_inside_its_own_op() {
    let result = check(|ctx, b, entry| {
        let i32 = ctx.common().i32;
        let op = append(
            ctx,
            b,
            entry,
            Spec::new("test.op").results(&[i32]).regions(1).line(2),
        );
        let region = b.op_regions(op)[0];
        let inner = block(ctx, b, region, &[]);
        let own = result(b, op);
        use_(ctx, b, inner, &[own], 3);
        ret(ctx, b, inner);
        ret(ctx, b, entry);
    });
    let (_, at, note, _) = result.summary();
    assert_eq!(at, 3);
    assert_eq!(note, "operand defined here (op in a parent region)");
}

#[test]
fn graph_regions_impose_no_order() {
    for name in ["test.graph", "other.graph"] {
        let result = check(|ctx, b, entry| {
            let op = append(ctx, b, entry, Spec::new(name).regions(1));
            let region = b.op_regions(op)[0];
            let inner = block(ctx, b, region, &[]);
            let user = use_(ctx, b, inner, &[], 2);
            let v = def(ctx, b, inner, 3);
            b.set_operands(user, &[v]);
            // An op may even use its own result there.
            let own = def(ctx, b, inner, 4);
            b.set_operands(own.defining_op().unwrap(), &[own]);
            ret(ctx, b, entry);
        });
        assert!(result.ok(), "{name}");
    }
}

#[test]
fn graph_regions_still_see_the_order_outside() {
    let result = check(|ctx, b, entry| {
        let op = append(ctx, b, entry, Spec::new("test.graph").regions(1));
        let region = b.op_regions(op)[0];
        let inner = block(ctx, b, region, &[]);
        let user = use_(ctx, b, inner, &[], 2);
        let v = def(ctx, b, entry, 3);
        b.set_operands(user, &[v]);
        ret(ctx, b, entry);
    });
    assert_eq!(result.summary().0, "operand #0 does not dominate this use");
}

#[test]
fn regions_of_several_blocks_have_dominance_even_in_unregistered_ops() {
    let result = check(|ctx, b, entry| {
        let op = append(ctx, b, entry, Spec::new("other.cfg").regions(1));
        let region = b.op_regions(op)[0];
        let first = block(ctx, b, region, &[]);
        let second = block(ctx, b, region, &[]);
        let user = use_(ctx, b, first, &[], 2);
        let v = def(ctx, b, first, 3);
        b.set_operands(user, &[v]);
        br(ctx, b, first, &[second]);
        ret(ctx, b, second);
        ret(ctx, b, entry);
    });
    let (_, at, _, _) = result.summary();
    assert_eq!(at, 2);
}

#[test]
fn unreachable_blocks_are_not_checked() {
    let result = check(|ctx, b, entry| {
        let region = b.block_parent_region(entry).unwrap();
        let exit = block(ctx, b, region, &[]);
        let dead = block(ctx, b, region, &[]);
        br(ctx, b, entry, &[exit]);
        ret(ctx, b, exit);
        let user = use_(ctx, b, dead, &[], 2);
        let v = def(ctx, b, dead, 3);
        b.set_operands(user, &[v]);
        // Regions inside an unreachable block are checked, and what is defined in the
        // reachable part dominates them.
        let arg = b.block_arg(entry, 0).unwrap();
        let (_, inner) = holder(ctx, b, dead, 4);
        use_(ctx, b, inner, &[arg, v], 5);
        ret(ctx, b, inner);
        br(ctx, b, dead, &[exit]);
    });
    assert!(result.ok());
}

#[test]
fn values_of_unreachable_blocks_do_not_reach_live_ones() {
    let result = check(|ctx, b, entry| {
        let region = b.block_parent_region(entry).unwrap();
        let exit = block(ctx, b, region, &[]);
        let dead = block(ctx, b, region, &[]);
        br(ctx, b, entry, &[exit]);
        let v = def(ctx, b, dead, 2);
        br(ctx, b, dead, &[exit]);
        use_(ctx, b, exit, &[v], 3);
        ret(ctx, b, exit);
    });
    let (_, at, _, _) = result.summary();
    assert_eq!(at, 3);
}

// ---- DominanceInfo queries ----

/// A body with one region: entry -> a, b; a -> c; b -> c; c -> d; d -> c (loop); plus an
/// unreachable block `u`. Returns the body and the blocks [entry, a, b, c, d, u].
fn cfg(ctx: &Context) -> (Body, [BlockId; 6]) {
    let (mut body, region, entry) = top();
    let blocks: Vec<BlockId> = (0..5).map(|_| block(ctx, &mut body, region, &[])).collect();
    let [a, b, c, d, u] = [blocks[0], blocks[1], blocks[2], blocks[3], blocks[4]];
    br(ctx, &mut body, entry, &[a, b]);
    br(ctx, &mut body, a, &[c]);
    br(ctx, &mut body, b, &[c]);
    br(ctx, &mut body, c, &[d]);
    br(ctx, &mut body, d, &[c]);
    br(ctx, &mut body, u, &[c]);
    (body, [entry, a, b, c, d, u])
}

#[test]
fn block_dominance_queries() {
    let ctx = test_context();
    let (body, [entry, a, b, c, d, u]) = cfg(&ctx);
    let dom = DominanceInfo::new(&ctx, &body);
    assert!(dom.block_dominates(entry, d));
    assert!(dom.block_dominates(c, d));
    assert!(!dom.block_dominates(d, c));
    assert!(!dom.block_dominates(a, c));
    assert!(dom.block_dominates(c, c));
    assert!(!dom.block_properly_dominates(c, c));
    assert_eq!(dom.immediate_dominator(c), Some(entry));
    assert_eq!(dom.immediate_dominator(d), Some(c));
    assert_eq!(dom.immediate_dominator(entry), None);
    assert_eq!(dom.immediate_dominator(u), None);
    assert!(!dom.is_reachable(u));
    assert!(dom.is_reachable(d));
    // LLVM's rule: everything dominates an unreachable block, which dominates nothing.
    assert!(dom.block_dominates(d, u));
    assert!(!dom.block_dominates(u, c));
    assert_eq!(dom.nearest_common_dominator(a, b), Some(entry));
    assert_eq!(dom.nearest_common_dominator(d, c), Some(c));
    assert_eq!(dom.nearest_common_dominator(a, u), None);
}

#[test]
fn the_dominator_tree_is_walked_in_search_order_without_unreachable_blocks() {
    let ctx = test_context();
    let (body, [entry, a, b, c, d, _]) = cfg(&ctx);
    let dom = DominanceInfo::new(&ctx, &body);
    let region = body.block_parent_region(entry).unwrap();
    // The search reaches `c` (through `a`) before `b`, so `c` is the earlier child of `entry`.
    assert_eq!(dom.dominator_tree_preorder(region), [entry, a, c, d, b]);
    let (single, region, entry) = top();
    let dom = DominanceInfo::new(&ctx, &single);
    assert_eq!(dom.dominator_tree_preorder(region), [entry]);
}

#[test]
fn op_and_value_dominance_queries() {
    let ctx = test_context();
    let (mut body, [entry, a, _, c, d, _]) = cfg(&ctx);
    let i32 = ctx.common().i32;
    let first = create(
        &ctx,
        &mut body,
        Spec::new("test.op").results(&[i32]).regions(1),
    );
    body.insert_op(first, crate::InsertPoint::BlockStart(entry))
        .unwrap();
    let second = create(&ctx, &mut body, Spec::new("test.op"));
    body.insert_op(second, crate::InsertPoint::After(first))
        .unwrap();
    let in_c = create(&ctx, &mut body, Spec::new("test.op"));
    body.insert_op(in_c, crate::InsertPoint::BlockStart(c))
        .unwrap();
    let in_a = create(&ctx, &mut body, Spec::new("test.op"));
    body.insert_op(in_a, crate::InsertPoint::BlockStart(a))
        .unwrap();
    let region = body.op_regions(first)[0];
    let inner_block = block(&ctx, &mut body, region, &[]);
    let inner = append(&ctx, &mut body, inner_block, Spec::new("test.op"));
    let dom = DominanceInfo::new(&ctx, &body);
    assert!(dom.properly_dominates(first, second));
    assert!(!dom.properly_dominates(second, first));
    assert!(!dom.properly_dominates(first, first));
    assert!(dom.op_dominates(first, first));
    assert!(dom.properly_dominates(first, in_c));
    assert!(!dom.properly_dominates(in_a, in_c));
    assert!(
        dom.properly_dominates(first, inner),
        "an op encloses its regions"
    );
    assert!(dom.properly_dominates(second, body.last_op(d).unwrap()));
    let v = body.result(first, 0).unwrap();
    assert!(dom.dominates(v, first), "a value dominates its own op");
    assert!(!dom.properly_dominates_value(v, first));
    assert!(
        !dom.properly_dominates_value(v, inner),
        "but not the op's regions"
    );
    assert!(dom.properly_dominates_value(v, in_c));
    assert!(dom.has_ssa_dominance(region));
}

#[test]
fn stale_op_order_is_recomputed() {
    let ctx = test_context();
    let (mut body, _, b) = top();
    let last = append(&ctx, &mut body, b, Spec::new("test.op"));
    // Inserting at the front invalidates the body's cached order.
    let first = create(&ctx, &mut body, Spec::new("test.op"));
    body.insert_op(first, crate::InsertPoint::BlockStart(b))
        .unwrap();
    let dom = DominanceInfo::new(&ctx, &body);
    assert!(dom.properly_dominates(first, last));
    assert!(!dom.properly_dominates(last, first));
}

/// Dominator sets by the textbook fixed point, over successor lists; `None` for unreachable
/// nodes.
fn naive_dominators(succ: &[Vec<usize>]) -> Vec<Option<Vec<bool>>> {
    let n = succ.len();
    let mut reachable = vec![false; n];
    let mut stack = vec![0];
    reachable[0] = true;
    while let Some(v) = stack.pop() {
        for &w in &succ[v] {
            if !reachable[w] {
                reachable[w] = true;
                stack.push(w);
            }
        }
    }
    let mut preds = vec![Vec::new(); n];
    for (v, targets) in succ.iter().enumerate() {
        if reachable[v] {
            for &w in targets {
                preds[w].push(v);
            }
        }
    }
    let mut dom: Vec<Vec<bool>> = (0..n)
        .map(|v| {
            if v == 0 {
                (0..n).map(|w| w == 0).collect()
            } else {
                vec![true; n]
            }
        })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for v in 1..n {
            if !reachable[v] {
                continue;
            }
            let mut new = vec![true; n];
            for &p in &preds[v] {
                for k in 0..n {
                    new[k] &= dom[p][k];
                }
            }
            new[v] = true;
            if new != dom[v] {
                dom[v] = new;
                changed = true;
            }
        }
    }
    (0..n)
        .map(|v| reachable[v].then(|| dom[v].clone()))
        .collect()
}

#[test]
fn trees_agree_with_the_textbook_solution_on_many_graphs() {
    let ctx = test_context();
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |bound: usize| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) as usize) % bound
    };
    for round in 0..200 {
        let n = 2 + round % 17;
        let succ: Vec<Vec<usize>> = (0..n)
            .map(|_| (0..next(4)).map(|_| next(n)).collect())
            .collect();
        let (mut body, region, entry) = top();
        let mut blocks = vec![entry];
        for _ in 1..n {
            blocks.push(block(&ctx, &mut body, region, &[]));
        }
        for (v, targets) in succ.iter().enumerate() {
            let targets: Vec<BlockId> = targets.iter().map(|&t| blocks[t]).collect();
            br(&ctx, &mut body, blocks[v], &targets);
        }
        let dom = DominanceInfo::new(&ctx, &body);
        let expected = naive_dominators(&succ);
        for a in 0..n {
            assert_eq!(
                dom.is_reachable(blocks[a]),
                expected[a].is_some(),
                "round {round}"
            );
            for b in 0..n {
                let want = match (&expected[a], &expected[b]) {
                    (_, None) => true,
                    (None, Some(_)) => a == b,
                    (Some(_), Some(doms_of_b)) => doms_of_b[a],
                };
                assert_eq!(
                    dom.block_dominates(blocks[a], blocks[b]),
                    want,
                    "round {round}: {a} dominates {b}? graph {succ:?}"
                );
            }
        }
    }
}

#[test]
fn a_long_chain_of_blocks_is_handled_without_deep_recursion() {
    let result = check(|ctx, b, entry| {
        let region = b.block_parent_region(entry).unwrap();
        let v = def(ctx, b, entry, 2);
        let mut previous = entry;
        for _ in 0..100_000 {
            let next = block(ctx, b, region, &[]);
            br(ctx, b, previous, &[next]);
            previous = next;
        }
        use_(ctx, b, previous, &[v], 3);
        ret(ctx, b, previous);
    });
    assert!(result.ok());
}
