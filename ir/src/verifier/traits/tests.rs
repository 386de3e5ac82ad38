//! Each trait check: its failure message (MLIR's wording) and a case that passes.

use super::*;
use crate::attrs::NamedAttr;
use crate::descriptor::OpDescriptor;
use crate::structure::Value;
use crate::symbols::{verify_symbol, verify_symbol_table};
use crate::traits::{Trait, TraitSet};
use crate::types::{DYNAMIC, FloatKind};
use crate::verifier::testing::*;

fn vector(ctx: &Context, shape: &[i64], element: Type) -> Type {
    ctx.intern_type(TypeData::Vector {
        shape: shape.into(),
        scalable: vec![false; shape.len()].into(),
        element,
    })
}

fn scalable_vector(ctx: &Context, shape: &[i64], element: Type) -> Type {
    ctx.intern_type(TypeData::Vector {
        shape: shape.into(),
        scalable: vec![true; shape.len()].into(),
        element,
    })
}

fn tensor(ctx: &Context, shape: &[i64], element: Type) -> Type {
    ctx.intern_type(TypeData::RankedTensor {
        shape: shape.into(),
        element,
        encoding: None,
    })
}

fn encoded_tensor(ctx: &Context, shape: &[i64], element: Type, encoding: &str) -> Type {
    ctx.intern_type(TypeData::RankedTensor {
        shape: shape.into(),
        element,
        encoding: Some(ctx.string_attr(encoding)),
    })
}

fn unranked(ctx: &Context, element: Type) -> Type {
    ctx.intern_type(TypeData::UnrankedTensor { element })
}

/// A body and an op `test.op` with operands of `operand_types` (block arguments) and results of
/// `result_types`.
fn typed_op_in(ctx: &Context, operand_types: &[Type], result_types: &[Type]) -> (Body, OpId) {
    let (mut body, region, _) = top();
    let args = block(ctx, &mut body, region, operand_types);
    let operands: Vec<Value> = body.block_args(args).collect();
    let op = append(
        ctx,
        &mut body,
        args,
        Spec::new("test.op")
            .operands(&operands)
            .results(result_types),
    );
    (body, op)
}

#[test]
fn operand_counts() {
    let ctx = Context::new();
    let i32 = ctx.common().i32;
    let (body, op) = typed_op_in(&ctx, &[i32, i32, i32], &[]);
    assert_eq!(
        message(verify_zero_operands(&ctx, &body, op)),
        "'test.op' op requires zero operands"
    );
    assert_eq!(
        message(verify_one_operand(&ctx, &body, op)),
        "'test.op' op requires a single operand"
    );
    assert_eq!(
        message(verify_n_operands(&ctx, &body, op, 2)),
        "'test.op' op expected 2 operands, but found 3"
    );
    assert!(verify_n_operands(&ctx, &body, op, 3).is_ok());
    assert_eq!(
        message(verify_at_least_n_operands(&ctx, &body, op, 4)),
        "'test.op' op expected 4 or more operands, but found 3"
    );
    assert!(verify_at_least_n_operands(&ctx, &body, op, 3).is_ok());
    let (body, op) = typed_op_in(&ctx, &[], &[]);
    assert!(verify_zero_operands(&ctx, &body, op).is_ok());
}

#[test]
fn result_counts() {
    let ctx = Context::new();
    let i32 = ctx.common().i32;
    let (body, op) = typed_op_in(&ctx, &[], &[i32, i32]);
    assert_eq!(
        message(verify_zero_results(&ctx, &body, op)),
        "'test.op' op requires zero results"
    );
    assert_eq!(
        message(verify_one_result(&ctx, &body, op)),
        "'test.op' op requires one result"
    );
    assert_eq!(
        message(verify_n_results(&ctx, &body, op, 3)),
        "'test.op' op expected 3 results"
    );
    assert_eq!(
        message(verify_at_least_n_results(&ctx, &body, op, 3)),
        "'test.op' op expected 3 or more results"
    );
    assert!(verify_n_results(&ctx, &body, op, 2).is_ok());
    assert!(verify_at_least_n_results(&ctx, &body, op, 1).is_ok());
    let (body, op) = typed_op_in(&ctx, &[], &[i32]);
    assert!(verify_one_result(&ctx, &body, op).is_ok());
}

#[test]
fn region_counts() {
    let ctx = Context::new();
    let (mut body, _, block) = top();
    let op = append(&ctx, &mut body, block, Spec::new("test.op").regions(2));
    assert_eq!(
        message(verify_zero_regions(&ctx, &body, op)),
        "'test.op' op requires zero regions"
    );
    assert_eq!(
        message(verify_one_region(&ctx, &body, op)),
        "'test.op' op requires one region"
    );
    assert_eq!(
        message(verify_n_regions(&ctx, &body, op, 3)),
        "'test.op' op expected 3 regions"
    );
    assert_eq!(
        message(verify_at_least_n_regions(&ctx, &body, op, 3)),
        "'test.op' op expected 3 or more regions"
    );
    assert!(verify_n_regions(&ctx, &body, op, 2).is_ok());
    assert!(verify_at_least_n_regions(&ctx, &body, op, 2).is_ok());
}

#[test]
fn successor_counts_and_regions() {
    let ctx = Context::new();
    let (mut body, region, entry) = top();
    let other = block(&ctx, &mut body, region, &[]);
    let br = append(
        &ctx,
        &mut body,
        entry,
        Spec::new("test.br").successors(&[other, other]),
    );
    assert_eq!(
        message(verify_zero_successors(&ctx, &body, br)),
        "'test.br' op requires 0 successors but found 2"
    );
    assert_eq!(
        message(verify_one_successor(&ctx, &body, br)),
        "'test.br' op requires 1 successor but found 2"
    );
    assert_eq!(
        message(verify_n_successors(&ctx, &body, br, 3)),
        "'test.br' op requires 3 successors but found 2"
    );
    assert_eq!(
        message(verify_at_least_n_successors(&ctx, &body, br, 3)),
        "'test.br' op requires at least 3 successors but found 2"
    );
    assert!(verify_n_successors(&ctx, &body, br, 2).is_ok());
    // A successor in another region.
    let holder = append(&ctx, &mut body, other, Spec::new("test.holder").regions(1));
    let inner_region = body.op_regions(holder)[0];
    let inner = block(&ctx, &mut body, inner_region, &[]);
    let jump = append(
        &ctx,
        &mut body,
        inner,
        Spec::new("test.br").successors(&[other]),
    );
    assert_eq!(
        message(verify_one_successor(&ctx, &body, jump)),
        "reference to block defined in another region"
    );
}

#[test]
fn terminators_must_end_their_block() {
    let ctx = Context::new();
    let (mut body, _, block) = top();
    let first = append(&ctx, &mut body, block, Spec::new("test.ret"));
    let last = append(&ctx, &mut body, block, Spec::new("test.ret"));
    assert_eq!(
        message(verify_is_terminator(&ctx, &body, first)),
        "'test.ret' op must be the last operation in the parent block"
    );
    assert!(verify_is_terminator(&ctx, &body, last).is_ok());
    assert_eq!(
        message(verify_return_like(&ctx, &body, first)),
        "'test.ret' op must be the last operation in the parent block"
    );
    assert!(verify_return_like(&ctx, &body, last).is_ok());
    let detached = create(&ctx, &mut body, Spec::new("test.ret"));
    assert!(verify_is_terminator(&ctx, &body, detached).is_err());
}

#[test]
fn has_parent_names_the_allowed_parents() {
    let ctx = Context::new();
    let (mut body, _, block) = top();
    let parent = append(&ctx, &mut body, block, Spec::new("test.loop").regions(1));
    let region = body.op_regions(parent)[0];
    let inner = crate::verifier::testing::block(&ctx, &mut body, region, &[]);
    let child = append(&ctx, &mut body, inner, Spec::new("test.yield"));
    assert!(verify_has_parent(&ctx, &body, child, &["test.loop"]).is_ok());
    assert!(verify_has_parent(&ctx, &body, child, &["test.if", "test.loop"]).is_ok());
    assert_eq!(
        message(verify_has_parent(&ctx, &body, child, &["func.func"])),
        "'test.yield' op expects parent op 'func.func'"
    );
    assert_eq!(
        message(verify_has_parent(
            &ctx,
            &body,
            child,
            &["a.b", "c.d", "e.f"]
        )),
        "'test.yield' op expects parent op to be one of 'a.b, c.d, e.f'"
    );
    // An op at the top level has no parent.
    assert!(verify_has_parent(&ctx, &body, parent, &["test.loop"]).is_err());
}

#[test]
fn has_parent_sees_the_owner_of_a_nested_body() {
    let ctx = Context::new();
    register(
        &ctx,
        vec![
            OpDescriptor::new("test.func").with_traits(TraitSet::new(&[Trait::IsolatedFromAbove])),
        ],
    );
    let (mut body, _, block) = top();
    let func = append(&ctx, &mut body, block, Spec::new("test.func").regions(1));
    let (scope, regions) = body.region_scope_mut(func);
    let entry = crate::verifier::testing::block(&ctx, scope, regions[0], &[]);
    let ret = append(&ctx, scope, entry, Spec::new("test.return"));
    let scope = body.nested_body(func).unwrap();
    assert!(verify_has_parent(&ctx, scope, ret, &["test.func"]).is_ok());
    assert!(verify_has_ancestor(&ctx, scope, ret, &["test.func"]).is_ok());
    assert_eq!(
        message(verify_has_parent(&ctx, scope, ret, &["test.other"])),
        "'test.return' op expects parent op 'test.other'"
    );
}

#[test]
fn has_ancestor_looks_up_the_chain() {
    let ctx = Context::new();
    let (mut body, _, block) = top();
    let outer = append(&ctx, &mut body, block, Spec::new("test.outer").regions(1));
    let r = body.op_regions(outer)[0];
    let b = crate::verifier::testing::block(&ctx, &mut body, r, &[]);
    let middle = append(&ctx, &mut body, b, Spec::new("test.middle").regions(1));
    let r = body.op_regions(middle)[0];
    let b = crate::verifier::testing::block(&ctx, &mut body, r, &[]);
    let leaf = append(&ctx, &mut body, b, Spec::new("test.leaf"));
    assert!(verify_has_ancestor(&ctx, &body, leaf, &["test.outer"]).is_ok());
    assert_eq!(
        message(verify_has_ancestor(&ctx, &body, leaf, &["x.y"])),
        "'test.leaf' op expects ancestor op 'x.y'"
    );
    assert_eq!(
        message(verify_has_ancestor(&ctx, &body, leaf, &["x.y", "z.w"])),
        "'test.leaf' op expects ancestor op to be one of 'x.y, z.w'"
    );
}

fn single_block_ctx() -> Context {
    let ctx = Context::new();
    register(
        &ctx,
        vec![
            OpDescriptor::new("test.single").with_traits(TraitSet::new(&[Trait::SingleBlock])),
            OpDescriptor::new("test.graph")
                .with_traits(TraitSet::new(&[Trait::SingleBlock, Trait::NoTerminator])),
            OpDescriptor::new("test.scope")
                .with_traits(TraitSet::default().with_implicit_terminator("test.yield")),
        ],
    );
    ctx
}

#[test]
fn single_block_regions() {
    let ctx = single_block_ctx();
    let (mut body, _, top_block) = top();
    let op = append(
        &ctx,
        &mut body,
        top_block,
        Spec::new("test.single").regions(2),
    );
    assert!(
        verify_single_block(&ctx, &body, op).is_ok(),
        "empty regions are fine"
    );
    let second = body.op_regions(op)[1];
    let b = block(&ctx, &mut body, second, &[]);
    assert_eq!(
        message(verify_single_block(&ctx, &body, op)),
        "'test.single' op expects a non-empty block"
    );
    append(&ctx, &mut body, b, Spec::new("test.yield"));
    assert!(verify_single_block(&ctx, &body, op).is_ok());
    block(&ctx, &mut body, second, &[]);
    assert_eq!(
        message(verify_single_block(&ctx, &body, op)),
        "'test.single' op expects region #1 to have 0 or 1 blocks"
    );
    // With `NoTerminator` an empty block is fine.
    let graph = append(
        &ctx,
        &mut body,
        top_block,
        Spec::new("test.graph").regions(1),
    );
    let region = body.op_regions(graph)[0];
    block(&ctx, &mut body, region, &[]);
    assert!(verify_single_block(&ctx, &body, graph).is_ok());
}

#[test]
fn implicit_terminator_is_required_at_the_end() {
    let ctx = single_block_ctx();
    let (mut body, _, top_block) = top();
    let op = append(
        &ctx,
        &mut body,
        top_block,
        Spec::new("test.scope").regions(1),
    );
    let region = body.op_regions(op)[0];
    let b = block(&ctx, &mut body, region, &[]);
    append(&ctx, &mut body, b, Spec::new("test.other"));
    let (text, notes) = messages(verify_single_block_implicit_terminator(
        &ctx,
        &body,
        op,
        "test.yield",
    ));
    assert_eq!(
        text,
        "'test.scope' op expects regions to end with 'test.yield', found 'test.other'"
    );
    assert_eq!(
        notes,
        vec![
            "see current operation: \n\"test.scope\"() ({\n  \"test.other\"() : () -> ()\n}) : () -> ()",
            "in custom textual format, the absence of terminator implies 'test.yield'"
        ]
    );
    append(&ctx, &mut body, b, Spec::new("test.yield"));
    assert!(verify_single_block_implicit_terminator(&ctx, &body, op, "test.yield").is_ok());
}

#[test]
fn region_arguments_are_rejected() {
    let ctx = Context::new();
    let i32 = ctx.common().i32;
    let (mut body, _, top_block) = top();
    let one = append(&ctx, &mut body, top_block, Spec::new("test.one").regions(1));
    let r = body.op_regions(one)[0];
    block(&ctx, &mut body, r, &[i32]);
    assert_eq!(
        message(verify_no_region_arguments(&ctx, &body, one)),
        "'test.one' op region should have no arguments"
    );
    let two = append(&ctx, &mut body, top_block, Spec::new("test.two").regions(2));
    let (r0, r1) = (body.op_regions(two)[0], body.op_regions(two)[1]);
    block(&ctx, &mut body, r0, &[]);
    block(&ctx, &mut body, r1, &[i32]);
    assert_eq!(
        message(verify_no_region_arguments(&ctx, &body, two)),
        "'test.two' op region #1 should have no arguments"
    );
    let fine = append(
        &ctx,
        &mut body,
        top_block,
        Spec::new("test.fine").regions(1),
    );
    let r = body.op_regions(fine)[0];
    block(&ctx, &mut body, r, &[]);
    assert!(verify_no_region_arguments(&ctx, &body, fine).is_ok());
}

#[test]
fn scopes_need_a_region() {
    let ctx = Context::new();
    let (mut body, _, b) = top();
    let none = append(&ctx, &mut body, b, Spec::new("test.op"));
    assert_eq!(
        message(verify_affine_scope(&ctx, &body, none)),
        "'test.op' op expected 1 or more regions"
    );
    assert_eq!(
        message(verify_automatic_allocation_scope(&ctx, &body, none)),
        "'test.op' op expected 1 or more regions"
    );
    let some = append(&ctx, &mut body, b, Spec::new("test.op").regions(1));
    assert!(verify_affine_scope(&ctx, &body, some).is_ok());
    assert!(verify_automatic_allocation_scope(&ctx, &body, some).is_ok());
}

fn isolated_ctx() -> Context {
    let ctx = Context::new();
    register(
        &ctx,
        vec![OpDescriptor::new("test.iso").with_traits(TraitSet::new(&[Trait::IsolatedFromAbove]))],
    );
    ctx
}

#[test]
fn isolated_ops_own_their_body() {
    let ctx = isolated_ctx();
    let i32 = ctx.common().i32;
    let (mut body, _, b) = top();
    let iso = append(&ctx, &mut body, b, Spec::new("test.iso").regions(1).line(3));
    let (scope, regions) = body.region_scope_mut(iso);
    let entry = block(&ctx, scope, regions[0], &[i32]);
    let arg = scope.block_arg(entry, 0).unwrap();
    let def = append(&ctx, scope, entry, Spec::new("test.def").results(&[i32]));
    let def0 = result(scope, def);
    append(
        &ctx,
        scope,
        entry,
        Spec::new("test.use").operands(&[arg, def0]),
    );
    assert!(verify_is_isolated_from_above(&ctx, &body, iso).is_ok());

    // An op registered as isolated whose regions live in the enclosing body.
    let regions: Box<[RegionId]> = vec![body.create_region()].into();
    let bad = body.create_op_raw(
        ctx.op_name("test.iso"),
        ctx.common().unknown_loc,
        &[],
        &[],
        ctx.common().empty_dict,
        None,
        &[],
        regions,
        None,
    );
    body.append_op(b, bad).unwrap();
    assert_eq!(
        message(verify_is_isolated_from_above(&ctx, &body, bad)),
        "'test.iso' op is isolated from above but its regions do not live in a body of their own"
    );
}

#[test]
fn isolated_regions_do_not_share_values() {
    let ctx = isolated_ctx();
    let i32 = ctx.common().i32;
    let (mut body, _, b) = top();
    let iso = append(&ctx, &mut body, b, Spec::new("test.iso").regions(2).line(3));
    let (scope, regions) = body.region_scope_mut(iso);
    let first = block(&ctx, scope, regions[0], &[]);
    let def = append(&ctx, scope, first, Spec::new("test.def").results(&[i32]));
    let def0 = result(scope, def);
    let second = block(&ctx, scope, regions[1], &[]);
    let holder = append(&ctx, scope, second, Spec::new("test.holder").regions(1));
    let inner_region = scope.op_regions(holder)[0];
    let inner = block(&ctx, scope, inner_region, &[]);
    append(
        &ctx,
        scope,
        inner,
        Spec::new("test.use").operands(&[def0]).line(7),
    );
    let error = verify_is_isolated_from_above(&ctx, &body, iso).unwrap_err();
    assert_eq!(
        error.message,
        "'test.use' op using value defined outside the region"
    );
    assert_eq!(error.location, loc(&ctx, 7, 1));
    // The op is shown numbered from the isolated op: the value from the other region is %0.
    assert_eq!(
        error.notes[0].message,
        "see current operation: \"test.use\"(%0) : (i32) -> ()"
    );
    assert_eq!(error.notes[0].location, loc(&ctx, 7, 1));
    assert_eq!(
        error.notes[1].message,
        "required by region isolation constraints"
    );
    assert_eq!(error.notes[1].location, loc(&ctx, 3, 1));
}

#[test]
fn isolated_regions_reject_unlinked_operands() {
    let ctx = isolated_ctx();
    let i32 = ctx.common().i32;
    let (mut body, _, b) = top();
    let iso = append(&ctx, &mut body, b, Spec::new("test.iso").regions(1));
    let (scope, regions) = body.region_scope_mut(iso);
    let entry = block(&ctx, scope, regions[0], &[]);
    let floating = create(&ctx, scope, i32);
    let value = result(scope, floating);
    append(&ctx, scope, entry, Spec::new("test.use").operands(&[value]));
    assert_eq!(
        message(verify_is_isolated_from_above(&ctx, &body, iso)),
        "operation's operand is unlinked"
    );

    fn create(ctx: &Context, body: &mut Body, ty: Type) -> OpId {
        crate::verifier::testing::create(ctx, body, Spec::new("test.def").results(&[ty]))
    }
}

fn with_attrs(ctx: &Context, body: &mut Body, op: OpId, attrs: &[(&str, Attribute)]) {
    for &(name, value) in attrs {
        body.set_attr(ctx, op, name, value);
    }
}

#[test]
fn symbols_need_a_string_name_and_a_known_visibility() {
    let ctx = Context::new();
    let (mut body, _, b) = top();
    let sym = append(&ctx, &mut body, b, Spec::new("test.sym"));
    assert_eq!(
        message(verify_symbol(&ctx, &body, sym)),
        "'test.sym' op requires string attribute 'sym_name'"
    );
    with_attrs(&ctx, &mut body, sym, &[("sym_name", ctx.common().unit)]);
    assert_eq!(
        message(verify_symbol(&ctx, &body, sym)),
        "'test.sym' op requires string attribute 'sym_name'"
    );
    with_attrs(&ctx, &mut body, sym, &[("sym_name", ctx.string_attr("f"))]);
    assert!(verify_symbol(&ctx, &body, sym).is_ok());
    with_attrs(
        &ctx,
        &mut body,
        sym,
        &[("sym_visibility", ctx.common().unit)],
    );
    assert_eq!(
        message(verify_symbol(&ctx, &body, sym)),
        "'test.sym' op requires visibility attribute 'sym_visibility' to be a string attribute, but got unit"
    );
    with_attrs(
        &ctx,
        &mut body,
        sym,
        &[("sym_visibility", ctx.string_attr("secret"))],
    );
    assert_eq!(
        message(verify_symbol(&ctx, &body, sym)),
        "'test.sym' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"secret\""
    );
    with_attrs(
        &ctx,
        &mut body,
        sym,
        &[("sym_visibility", ctx.string_attr("private"))],
    );
    assert!(verify_symbol(&ctx, &body, sym).is_ok());

    // The name may also be a property.
    let in_props = append(&ctx, &mut body, b, Spec::new("test.sym"));
    let props = ctx.dictionary(vec![NamedAttr {
        name: ctx.string_attr("sym_name"),
        value: ctx.string_attr("g"),
    }]);
    body.set_op_props(in_props, Some(props));
    assert!(verify_symbol(&ctx, &body, in_props).is_ok());
}

#[test]
fn symbol_tables_have_one_region_of_one_block() {
    let ctx = Context::new();
    let (mut body, _, b) = top();
    let none = append(&ctx, &mut body, b, Spec::new("test.table"));
    assert_eq!(
        message(verify_symbol_table(&ctx, &body, none)),
        "'test.table' op Operations with a 'SymbolTable' must have exactly one region"
    );
    let table = append(&ctx, &mut body, b, Spec::new("test.table").regions(1));
    let region = body.op_regions(table)[0];
    assert_eq!(
        message(verify_symbol_table(&ctx, &body, table)),
        "'test.table' op Operations with a 'SymbolTable' must have exactly one block"
    );
    block(&ctx, &mut body, region, &[]);
    assert!(verify_symbol_table(&ctx, &body, table).is_ok());
    block(&ctx, &mut body, region, &[]);
    assert!(verify_symbol_table(&ctx, &body, table).is_err());
}

fn i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.intern_attr(AttrData::DenseArray {
        element: ctx.common().i32,
        len: values.len() as u64,
        bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
    })
}

#[test]
fn operand_segment_sizes() {
    let ctx = Context::new();
    let i32 = ctx.common().i32;
    let (mut body, op) = typed_op_in(&ctx, &[i32, i32, i32], &[]);
    assert_eq!(
        message(verify_operand_segment_sizes(&ctx, &body, op)),
        "'test.op' op requires dense i32 array attribute 'operandSegmentSizes'"
    );
    let props = |values: &[i32]| {
        ctx.dictionary(vec![NamedAttr {
            name: ctx.string_attr("operandSegmentSizes"),
            value: i32_array(&ctx, values),
        }])
    };
    body.set_op_props(op, Some(props(&[1, -1, 3])));
    assert_eq!(
        message(verify_operand_segment_sizes(&ctx, &body, op)),
        "'test.op' op 'operandSegmentSizes' attribute cannot have negative elements"
    );
    body.set_op_props(op, Some(props(&[0, 1, 1])));
    assert_eq!(
        message(verify_operand_segment_sizes(&ctx, &body, op)),
        "'test.op' op operand count (3) does not match with the total size (2) specified in attribute 'operandSegmentSizes'"
    );
    body.set_op_props(op, Some(props(&[1, 2])));
    assert!(verify_operand_segment_sizes(&ctx, &body, op).is_ok());
    assert_eq!(
        message(verify_operand_segment_count(&ctx, &body, op, 3)),
        "'test.op' op 'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2"
    );
    assert!(verify_operand_segment_count(&ctx, &body, op, 2).is_ok());
    // A non-i32 array is not accepted.
    let wrong = ctx.intern_attr(AttrData::DenseArray {
        element: ctx.common().i64,
        len: 1,
        bytes: 3i64.to_le_bytes().into(),
    });
    body.set_op_props(op, None);
    body.set_attr(&ctx, op, "operandSegmentSizes", wrong);
    assert!(verify_operand_segment_sizes(&ctx, &body, op).is_err());
}

#[test]
fn result_segment_sizes() {
    let ctx = Context::new();
    let i32 = ctx.common().i32;
    let (mut body, op) = typed_op_in(&ctx, &[], &[i32, i32]);
    body.set_attr(&ctx, op, "resultSegmentSizes", i32_array(&ctx, &[1, 0]));
    assert_eq!(
        message(verify_result_segment_sizes(&ctx, &body, op)),
        "'test.op' op result count (2) does not match with the total size (1) specified in attribute 'resultSegmentSizes'"
    );
    assert_eq!(
        message(verify_result_segment_count(&ctx, &body, op, 1)),
        "'test.op' op 'resultSegmentSizes' attribute for specifying result segments must have 1 element, but got 2"
    );
    body.set_attr(&ctx, op, "resultSegmentSizes", i32_array(&ctx, &[1, 1]));
    assert!(verify_result_segment_sizes(&ctx, &body, op).is_ok());
}

#[test]
fn constant_like_ops_take_nothing_and_give_one_value() {
    let ctx = Context::new();
    let i32 = ctx.common().i32;
    let (body, op) = typed_op_in(&ctx, &[i32], &[i32]);
    assert_eq!(
        message(verify_constant_like(&ctx, &body, op)),
        "'test.op' op requires zero operands"
    );
    let (body, op) = typed_op_in(&ctx, &[], &[i32, i32]);
    assert_eq!(
        message(verify_constant_like(&ctx, &body, op)),
        "'test.op' op requires one result"
    );
    let (body, op) = typed_op_in(&ctx, &[], &[i32]);
    assert!(verify_constant_like(&ctx, &body, op).is_ok());
}

#[test]
fn same_type_operands() {
    let ctx = Context::new();
    let c = ctx.common();
    let (body, op) = typed_op_in(&ctx, &[c.i32, c.i64], &[]);
    assert_eq!(
        message(verify_same_type_operands(&ctx, &body, op)),
        "'test.op' op requires all operands to have the same type"
    );
    let (body, op) = typed_op_in(&ctx, &[c.i32, c.i32], &[]);
    assert!(verify_same_type_operands(&ctx, &body, op).is_ok());
    let (body, op) = typed_op_in(&ctx, &[], &[]);
    assert!(verify_same_type_operands(&ctx, &body, op).is_ok());
}

#[test]
fn same_operands_shape() {
    let ctx = Context::new();
    let (f32, i32) = (ctx.common().f32, ctx.common().i32);
    let (body, op) = typed_op_in(
        &ctx,
        &[tensor(&ctx, &[2, 3], f32), vector(&ctx, &[2, 4], i32)],
        &[],
    );
    assert_eq!(
        message(verify_same_operands_shape(&ctx, &body, op)),
        "'test.op' op requires the same shape for all operands"
    );
    let (body, op) = typed_op_in(&ctx, &[tensor(&ctx, &[2], f32), f32], &[]);
    assert!(
        verify_same_operands_shape(&ctx, &body, op).is_err(),
        "shaped and scalar mix"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[vector(&ctx, &[4], f32), scalable_vector(&ctx, &[4], f32)],
        &[],
    );
    assert!(
        verify_same_operands_shape(&ctx, &body, op).is_err(),
        "scalable mix"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[
            tensor(&ctx, &[2, DYNAMIC], f32),
            vector(&ctx, &[2, 3], i32),
            unranked(&ctx, f32),
        ],
        &[],
    );
    assert!(verify_same_operands_shape(&ctx, &body, op).is_ok());
    let (body, op) = typed_op_in(&ctx, &[], &[]);
    assert_eq!(
        message(verify_same_operands_shape(&ctx, &body, op)),
        "'test.op' op expected 1 or more operands, but found 0"
    );
}

#[test]
fn same_operands_and_result_shape() {
    let ctx = Context::new();
    let f32 = ctx.common().f32;
    let (body, op) = typed_op_in(&ctx, &[tensor(&ctx, &[2], f32)], &[tensor(&ctx, &[3], f32)]);
    assert_eq!(
        message(verify_same_operands_and_result_shape(&ctx, &body, op)),
        "'test.op' op requires the same shape for all operands and results"
    );
    let (body, op) = typed_op_in(&ctx, &[tensor(&ctx, &[2], f32)], &[]);
    assert_eq!(
        message(verify_same_operands_and_result_shape(&ctx, &body, op)),
        "'test.op' op expected 1 or more results"
    );
    let (body, op) = typed_op_in(&ctx, &[tensor(&ctx, &[2], f32)], &[vector(&ctx, &[2], f32)]);
    assert!(verify_same_operands_and_result_shape(&ctx, &body, op).is_ok());
}

#[test]
fn same_element_types() {
    let ctx = Context::new();
    let (f32, i32) = (ctx.common().f32, ctx.common().i32);
    let (body, op) = typed_op_in(&ctx, &[tensor(&ctx, &[2], f32), i32], &[f32]);
    assert_eq!(
        message(verify_same_operands_element_type(&ctx, &body, op)),
        "'test.op' op requires the same element type for all operands"
    );
    assert_eq!(
        message(verify_same_operands_and_result_element_type(
            &ctx, &body, op
        )),
        "'test.op' op requires the same element type for all operands and results"
    );
    let (body, op) = typed_op_in(&ctx, &[tensor(&ctx, &[2], f32), f32], &[f32, i32]);
    assert!(verify_same_operands_element_type(&ctx, &body, op).is_ok());
    assert_eq!(
        message(verify_same_operands_and_result_element_type(
            &ctx, &body, op
        )),
        "'test.op' op requires the same element type for all operands and results"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[tensor(&ctx, &[2], f32), f32],
        &[vector(&ctx, &[3], f32)],
    );
    assert!(verify_same_operands_and_result_element_type(&ctx, &body, op).is_ok());
}

#[test]
fn same_operands_and_result_type() {
    let ctx = Context::new();
    let c = ctx.common();
    let (body, op) = typed_op_in(&ctx, &[c.i32, c.i64], &[c.i32]);
    assert_eq!(
        message(verify_same_operands_and_result_type(&ctx, &body, op)),
        "'test.op' op requires the same type for all operands and results"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[vector(&ctx, &[4], c.i32), c.i32],
        &[vector(&ctx, &[4], c.i32)],
    );
    assert_eq!(
        message(verify_same_operands_and_result_type(&ctx, &body, op)),
        "'test.op' op requires the same type for all operands and results"
    );
    let enc = encoded_tensor(&ctx, &[4], c.i32, "enc");
    let plain = tensor(&ctx, &[4], c.i32);
    let (body, op) = typed_op_in(&ctx, &[enc, plain], &[enc]);
    assert_eq!(
        message(verify_same_operands_and_result_type(&ctx, &body, op)),
        "'test.op' op requires the same encoding for all operands and results"
    );
    // Only the first result's encoding is required of the others.
    let (body, op) = typed_op_in(&ctx, &[plain, enc], &[plain]);
    assert!(verify_same_operands_and_result_type(&ctx, &body, op).is_ok());
    let (body, op) = typed_op_in(
        &ctx,
        &[tensor(&ctx, &[DYNAMIC], c.i32), unranked(&ctx, c.i32)],
        &[tensor(&ctx, &[4], c.i32)],
    );
    assert!(verify_same_operands_and_result_type(&ctx, &body, op).is_ok());
    let (body, op) = typed_op_in(&ctx, &[c.i32], &[]);
    assert_eq!(
        message(verify_same_operands_and_result_type(&ctx, &body, op)),
        "'test.op' op expected 1 or more results"
    );
}

#[test]
fn same_operands_and_result_rank() {
    let ctx = Context::new();
    let f32 = ctx.common().f32;
    let (body, op) = typed_op_in(
        &ctx,
        &[tensor(&ctx, &[2], f32), tensor(&ctx, &[2, 2], f32)],
        &[],
    );
    assert_eq!(
        message(verify_same_operands_and_result_rank(&ctx, &body, op)),
        "'test.op' op operands don't have matching ranks"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[tensor(&ctx, &[2], f32)],
        &[tensor(&ctx, &[2, 2], f32)],
    );
    assert_eq!(
        message(verify_same_operands_and_result_rank(&ctx, &body, op)),
        "'test.op' op result type has different rank than operands"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[unranked(&ctx, f32), f32],
        &[tensor(&ctx, &[3], f32)],
    );
    assert!(verify_same_operands_and_result_rank(&ctx, &body, op).is_ok());
}

#[test]
fn results_broadcastable_shape() {
    let ctx = Context::new();
    let f32 = ctx.common().f32;
    let (body, op) = typed_op_in(
        &ctx,
        &[vector(&ctx, &[2], f32), tensor(&ctx, &[2], f32)],
        &[],
    );
    assert_eq!(
        message(verify_results_broadcastable_shape(&ctx, &body, op)),
        "cannot broadcast vector with tensor"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[tensor(&ctx, &[2], f32), tensor(&ctx, &[3], f32)],
        &[],
    );
    assert_eq!(
        message(verify_results_broadcastable_shape(&ctx, &body, op)),
        "'test.op' op operands don't have broadcast-compatible shapes"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[tensor(&ctx, &[3, 1], f32), tensor(&ctx, &[4], f32)],
        &[tensor(&ctx, &[3, 5], f32)],
    );
    assert_eq!(
        message(verify_results_broadcastable_shape(&ctx, &body, op)),
        "'test.op' op result type '3x5' not broadcast compatible with broadcasted operands's shapes '3x4'"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[tensor(&ctx, &[DYNAMIC, 2], f32), tensor(&ctx, &[2], f32)],
        &[tensor(&ctx, &[3, 2], f32), unranked(&ctx, f32)],
    );
    assert!(verify_results_broadcastable_shape(&ctx, &body, op).is_ok());
}

#[test]
fn elementwise_rules() {
    let ctx = Context::new();
    let f32 = ctx.common().f32;
    let v4 = vector(&ctx, &[4], f32);
    let (body, op) = typed_op_in(&ctx, &[f32, f32], &[f32]);
    assert!(verify_elementwise(&ctx, &body, op).is_ok());
    let (body, op) = typed_op_in(&ctx, &[f32], &[v4]);
    assert_eq!(
        message(verify_elementwise(&ctx, &body, op)),
        "'test.op' op if a result is non-scalar, then at least one operand must be non-scalar"
    );
    let (body, op) = typed_op_in(&ctx, &[v4], &[f32]);
    assert_eq!(
        message(verify_elementwise(&ctx, &body, op)),
        "'test.op' op if an operand is non-scalar, then there must be at least one non-scalar result"
    );
    let (body, op) = typed_op_in(&ctx, &[v4], &[v4, f32]);
    assert_eq!(
        message(verify_elementwise(&ctx, &body, op)),
        "'test.op' op if an operand is non-scalar, then all results must be non-scalar"
    );
    let (body, op) = typed_op_in(&ctx, &[v4, tensor(&ctx, &[4], f32)], &[v4]);
    assert_eq!(
        message(verify_elementwise(&ctx, &body, op)),
        "'test.op' op all non-scalar operands/results must have the same shape and base type"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[tensor(&ctx, &[4], f32), unranked(&ctx, f32)],
        &[tensor(&ctx, &[4], f32)],
    );
    assert!(
        verify_elementwise(&ctx, &body, op).is_err(),
        "ranked and unranked differ in kind"
    );
    // Scalars may mix with vectors (e.g. a select with a scalar condition).
    let (body, op) = typed_op_in(&ctx, &[ctx.common().i1, v4, v4], &[v4]);
    assert!(verify_elementwise(&ctx, &body, op).is_ok());
}

#[test]
fn type_class_traits() {
    let ctx = Context::new();
    let c = ctx.common();
    let si32 = ctx.intern_type(TypeData::Integer {
        width: 32,
        signedness: Signedness::Signed,
    });
    let f16 = ctx.intern_type(TypeData::Float(FloatKind::F16));
    let (body, op) = typed_op_in(
        &ctx,
        &[c.i32, vector(&ctx, &[2], c.index), si32],
        &[c.f32, c.i32],
    );
    assert_eq!(
        message(verify_operands_are_signless_integer_like(&ctx, &body, op)),
        "'test.op' op requires an integer or index type"
    );
    assert_eq!(
        message(verify_operands_are_float_like(&ctx, &body, op)),
        "'test.op' op requires a float type"
    );
    assert_eq!(
        message(verify_results_are_float_like(&ctx, &body, op)),
        "'test.op' op requires a floating point type"
    );
    assert_eq!(
        message(verify_results_are_signless_integer_like(&ctx, &body, op)),
        "'test.op' op requires an integer or index type"
    );
    assert_eq!(
        message(verify_results_are_bool_like(&ctx, &body, op)),
        "'test.op' op requires a bool result type"
    );
    let (body, op) = typed_op_in(
        &ctx,
        &[tensor(&ctx, &[2], f16), f16],
        &[c.i1, tensor(&ctx, &[2], c.i1)],
    );
    assert!(verify_operands_are_float_like(&ctx, &body, op).is_ok());
    assert!(verify_results_are_bool_like(&ctx, &body, op).is_ok());
    assert!(verify_results_are_signless_integer_like(&ctx, &body, op).is_ok());
}
