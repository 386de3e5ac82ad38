//! CSE on IR parsed from text. The dialects registered here mirror the traits and effects of
//! the upstream ops of the same names (`arith`, `memref`, `scf`, `cf`, `func`, `affine`,
//! `tensor`), so that each case is written as `mlir-opt-19 --mlir-print-op-generic` prints it and
//! its expected text is what `mlir-opt-19 -allow-unregistered-dialect -cse
//! --mlir-print-op-generic` prints for the same input (recorded here; the cases port those of
//! MLIR's `mlir/test/Transforms/cse.mlir` that upstream ops can express, and add some). Cases
//! that need ops upstream does not have use a `t` dialect and say what they check.

use super::*;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::effects::{MemoryEffect, MemoryEffectsInterface};
use crate::structure::{OperationState, OwnedOp};
use crate::text::parser::{ParseOptions, parse_source};
use crate::text::printer::{PrintOptions, print_op};
use crate::traits::TraitSet;

/// `memref.load`: reads its memref operand.
struct Load;
impl MemoryEffectsInterface for Load {
    fn effects(&self, _: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
        if let Some(memref) = body.operand(op, 0) {
            effects.push(MemoryEffect::on_value(EffectKind::Read, memref));
        }
    }
}

/// `memref.store`: writes its memref operand.
struct Store;
impl MemoryEffectsInterface for Store {
    fn effects(&self, _: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
        if let Some(memref) = body.operand(op, 1) {
            effects.push(MemoryEffect::on_value(EffectKind::Write, memref));
        }
    }
}

/// `memref.alloc`: allocates its result.
struct Alloc;
impl MemoryEffectsInterface for Alloc {
    fn effects(&self, _: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
        for result in body.results(op) {
            effects.push(MemoryEffect::on_value(EffectKind::Allocate, result));
        }
    }
}

/// `t.read` and `t.read_and_recurse`: read the default resource.
struct ReadDefault;
impl MemoryEffectsInterface for ReadDefault {
    fn effects(&self, _: &Context, _: &Body, _: OpId, effects: &mut Vec<MemoryEffect>) {
        effects.push(MemoryEffect::new(EffectKind::Read));
    }
}

fn op(name: &str, traits: &[Trait]) -> OpDescriptor {
    OpDescriptor::new(name).with_traits(TraitSet::new(traits))
}

const PURE: [Trait; 2] = [Trait::NoMemoryEffect, Trait::AlwaysSpeculatable];

fn pure(name: &str, more: &[Trait]) -> OpDescriptor {
    op(name, &[&PURE[..], more].concat())
}

fn with_effects(
    name: &str,
    model: Box<dyn MemoryEffectsInterface>,
    traits: &[Trait],
) -> OpDescriptor {
    let descriptor = op(name, traits);
    descriptor
        .interfaces
        .insert::<dyn MemoryEffectsInterface>(model);
    descriptor
}

/// A context with the mirrored upstream ops and the `t` test ops; unregistered ops allowed.
fn context() -> Context {
    use Trait::*;
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let dialects = [
        (
            "arith",
            vec![
                pure("arith.constant", &[ConstantLike]).with_property_names(&["value"]),
                pure("arith.xori", &[Commutative]),
                pure("arith.maxsi", &[Commutative]),
                pure("arith.cmpi", &[]).with_property_names(&["predicate"]),
                pure("arith.index_cast", &[]),
            ],
        ),
        (
            "affine",
            vec![pure("affine.apply", &[]).with_property_names(&["map"])],
        ),
        ("tensor", vec![pure("tensor.cast", &[])]),
        (
            "memref",
            vec![
                with_effects("memref.load", Box::new(Load), &[])
                    .with_property_names(&["nontemporal"]),
                with_effects("memref.store", Box::new(Store), &[])
                    .with_property_names(&["nontemporal"]),
                with_effects("memref.alloc", Box::new(Alloc), &[AttrSizedOperandSegments])
                    .with_property_names(&["alignment", "operandSegmentSizes"]),
            ],
        ),
        (
            "scf",
            vec![
                op("scf.if", &[RecursiveMemoryEffects, NoRegionArguments]),
                op(
                    "scf.for",
                    &[RecursiveMemoryEffects, AutomaticAllocationScope],
                ),
                op("scf.execute_region", &[]),
                pure("scf.yield", &[IsTerminator, ReturnLike]),
            ],
        ),
        (
            "cf",
            vec![
                pure("cf.br", &[IsTerminator]),
                pure("cf.cond_br", &[IsTerminator, AttrSizedOperandSegments])
                    .with_property_names(&["operandSegmentSizes"]),
            ],
        ),
        (
            "func",
            vec![
                op(
                    "func.func",
                    &[IsolatedFromAbove, Symbol, AutomaticAllocationScope],
                )
                .with_property_names(&[
                    "arg_attrs",
                    "function_type",
                    "res_attrs",
                    "sym_name",
                    "sym_visibility",
                ]),
                pure("func.return", &[IsTerminator, ReturnLike]),
            ],
        ),
        (
            "t",
            vec![
                pure("t.pure", &[]),
                with_effects("t.read", Box::new(ReadDefault), &[]),
                op("t.region", &[RecursiveMemoryEffects]),
                pure("t.symbol", &[Symbol]),
                op("t.graph", &[HasOnlyGraphRegion, RecursiveMemoryEffects]),
                op("t.isolated", &[IsolatedFromAbove, RecursiveMemoryEffects]),
                with_effects(
                    "t.read_and_recurse",
                    Box::new(ReadDefault),
                    &[RecursiveMemoryEffects],
                ),
            ],
        ),
    ];
    for (name, ops) in dialects {
        ctx.register_dialect(DialectDescriptor::new(name), ops);
    }
    ctx
}

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    parse_source(ctx, text, &ParseOptions::default()).expect("test IR parses")
}

/// Runs CSE on the module `input` parses to; returns the module printed in the generic form
/// (with locations when `debug_info`) and the statistics.
fn run_with(input: &str, debug_info: bool) -> (String, CseStats) {
    let ctx = context();
    let mut module = parse(&ctx, input);
    let stats = cse_op(&ctx, &mut module.body, module.op);
    let options = PrintOptions {
        generic: true,
        debug_info,
        ..PrintOptions::default()
    };
    (print_op(&ctx, &module.body, module.op, &options), stats)
}

/// Checks that CSE turns `input` into `expected` (as `mlir-opt-19` prints it, which ends the
/// file with one more newline), with these counts of replaced and erased-as-dead ops.
fn check(input: &str, expected: &str, num_cse: usize, num_dce: usize) {
    let (output, stats) = run_with(input, false);
    assert_eq!(format!("{output}\n"), expected);
    assert_eq!(stats, CseStats { num_cse, num_dce });
}

/// [`check`], printing locations.
fn check_with_locations(input: &str, expected: &str, num_cse: usize, num_dce: usize) {
    let (output, stats) = run_with(input, true);
    assert_eq!(format!("{output}\n"), expected);
    assert_eq!(stats, CseStats { num_cse, num_dce });
}

/// Two equal constants: the second is replaced by the first.
#[test]
fn simple_constant() {
    check(
        r##""builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "simple_constant"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        r##""builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "simple_constant"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%0, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        1,
        0,
    );
}

/// Replacing the constants makes the `affine.apply` ops equal too (the `#map` alias survives).
#[test]
fn basic() {
    check(
        r##"#map = affine_map<(d0) -> (d0 mod 2)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (index, index), sym_name = "basic"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    %3 = "affine.apply"(%1) <{map = #map}> : (index) -> index
    "func.return"(%2, %3) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        r##"#map = affine_map<(d0) -> (d0 mod 2)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (index, index), sym_name = "basic"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    "func.return"(%1, %1) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        2,
        0,
    );
}

/// Chains of equal ops collapse level by level in one walk.
#[test]
fn many() {
    check(
        r##""builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "many"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    %3 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    %4 = "arith.xori"(%0, %1) : (i32, i32) -> i32
    %5 = "arith.xori"(%2, %3) : (i32, i32) -> i32
    %6 = "arith.xori"(%0, %2) : (i32, i32) -> i32
    %7 = "arith.xori"(%4, %5) : (i32, i32) -> i32
    %8 = "arith.xori"(%5, %6) : (i32, i32) -> i32
    %9 = "arith.xori"(%7, %8) : (i32, i32) -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        r##""builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "many"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "arith.xori"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.xori"(%1, %1) : (i32, i32) -> i32
    %3 = "arith.xori"(%2, %2) : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        6,
        0,
    );
}

/// Different values, result types or predicates keep ops apart; a predicate spelled as a
/// discardable attribute is the same property; commutative operands may be swapped;
/// allocations are never merged.
#[test]
fn different() {
    check(
        r##""builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "different_ops"}> ({
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>) -> (tensor<?x?xf32>, tensor<4x?xf32>), sym_name = "different_results"}> ({
  ^bb0(%arg4: tensor<*xf32>):
    %7 = "tensor.cast"(%arg4) : (tensor<*xf32>) -> tensor<?x?xf32>
    %8 = "tensor.cast"(%arg4) : (tensor<*xf32>) -> tensor<4x?xf32>
    "func.return"(%7, %8) : (tensor<?x?xf32>, tensor<4x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (i1, i1, i1), sym_name = "different_attributes"}> ({
  ^bb0(%arg2: index, %arg3: index):
    %4 = "arith.cmpi"(%arg2, %arg3) <{predicate = 2 : i64}> : (index, index) -> i1
    %5 = "arith.cmpi"(%arg2, %arg3) <{predicate = 1 : i64}> : (index, index) -> i1
    %6 = "arith.cmpi"(%arg2, %arg3) <{predicate = 1 : i64}> : (index, index) -> i1
    "func.return"(%4, %5, %6) : (i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (memref<2x1xf32>, memref<2x1xf32>), sym_name = "side_effect"}> ({
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf32>
    "func.return"(%2, %3) : (memref<2x1xf32>, memref<2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "commutative"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "arith.xori"(%arg1, %arg0) : (i32, i32) -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        r##""builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "different_ops"}> ({
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>) -> (tensor<?x?xf32>, tensor<4x?xf32>), sym_name = "different_results"}> ({
  ^bb0(%arg4: tensor<*xf32>):
    %5 = "tensor.cast"(%arg4) : (tensor<*xf32>) -> tensor<?x?xf32>
    %6 = "tensor.cast"(%arg4) : (tensor<*xf32>) -> tensor<4x?xf32>
    "func.return"(%5, %6) : (tensor<?x?xf32>, tensor<4x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (i1, i1, i1), sym_name = "different_attributes"}> ({
  ^bb0(%arg2: index, %arg3: index):
    %3 = "arith.cmpi"(%arg2, %arg3) <{predicate = 2 : i64}> : (index, index) -> i1
    %4 = "arith.cmpi"(%arg2, %arg3) <{predicate = 1 : i64}> : (index, index) -> i1
    "func.return"(%3, %4, %4) : (i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (memref<2x1xf32>, memref<2x1xf32>), sym_name = "side_effect"}> ({
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf32>
    "func.return"(%1, %2) : (memref<2x1xf32>, memref<2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "commutative"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    "func.return"(%0, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        2,
        0,
    );
}

/// Definitions reach the ops they dominate: nested regions and dominated blocks, never the
/// other way, nor across an unregistered op's regions (which might be isolated).
#[test]
fn propagate() {
    check(
        r##""builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "down_propagate_for"}> ({
  ^bb0(%arg4: index, %arg5: index, %arg6: index):
    %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "scf.for"(%arg4, %arg5, %arg6) ({
    ^bb0(%arg7: index):
      %20 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "foo"(%19, %20) : (i32, i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "down_propagate"}> ({
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%16, %15)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %17 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"(%17)[^bb2] : (i32) -> ()
  ^bb2(%18: i32):  // 2 preds: ^bb0, ^bb1
    "func.return"(%18) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> i32, sym_name = "up_propagate_for"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg3: index):
      %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "foo"(%14) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %13 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%13) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "up_propagate"}> ({
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%8, %7)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"(%9)[^bb2] : (i32) -> ()
  ^bb2(%10: i32):  // 2 preds: ^bb0, ^bb1
    %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %12 = "arith.xori"(%10, %11) : (i32, i32) -> i32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "up_propagate_region"}> ({
    %0 = "foo.region"() ({
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = true}> : () -> i1
      "cf.cond_br"(%2, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
    ^bb1:  // pred: ^bb0
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "cf.br"(%3)[^bb2] : (i32) -> ()
    ^bb2(%4: i32):  // 2 preds: ^bb0, ^bb1
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %6 = "arith.xori"(%4, %5) : (i32, i32) -> i32
      "foo.yield"(%6) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        r##""builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "down_propagate_for"}> ({
  ^bb0(%arg4: index, %arg5: index, %arg6: index):
    %18 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "scf.for"(%arg4, %arg5, %arg6) ({
    ^bb0(%arg7: index):
      "foo"(%18, %18) : (i32, i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "down_propagate"}> ({
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%16, %15)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%15)[^bb2] : (i32) -> ()
  ^bb2(%17: i32):  // 2 preds: ^bb0, ^bb1
    "func.return"(%17) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> i32, sym_name = "up_propagate_for"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg3: index):
      %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "foo"(%14) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %13 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%13) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "up_propagate"}> ({
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%8, %7)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"(%9)[^bb2] : (i32) -> ()
  ^bb2(%10: i32):  // 2 preds: ^bb0, ^bb1
    %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %12 = "arith.xori"(%10, %11) : (i32, i32) -> i32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "up_propagate_region"}> ({
    %0 = "foo.region"() ({
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = true}> : () -> i1
      "cf.cond_br"(%2, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
    ^bb1:  // pred: ^bb0
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "cf.br"(%3)[^bb2] : (i32) -> ()
    ^bb2(%4: i32):  // 2 preds: ^bb0, ^bb1
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %6 = "arith.xori"(%4, %5) : (i32, i32) -> i32
      "foo.yield"(%6) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        2,
        0,
    );
}

/// Nothing crosses an isolation boundary: a nested module's function and an unregistered
/// region op keep their own constants.
#[test]
fn isolated() {
    check(
        r##""builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "nested_isolated"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "builtin.module"() ({
      "func.func"() <{function_type = () -> (), sym_name = "nested_func"}> ({
        %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "foo.yield"(%2) : (i32) -> ()
      }) : () -> ()
    }) : () -> ()
    "foo.region"() ({
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "foo.yield"(%1) : (i32) -> ()
    }) : () -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        r##""builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "nested_isolated"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "builtin.module"() ({
      "func.func"() <{function_type = () -> (), sym_name = "nested_func"}> ({
        %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "foo.yield"(%2) : (i32) -> ()
      }) : () -> ()
    }) : () -> ()
    "foo.region"() ({
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "foo.yield"(%1) : (i32) -> ()
    }) : () -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        0,
        0,
    );
}

/// The module's block is a graph region: a use already visited (by `arith.xori`, in the table)
/// keeps the replaced constant, which then stays; other uses are replaced.
#[test]
fn graph() {
    check(
        r##""builtin.module"() ({
  %0 = "arith.xori"(%1, %2) : (i32, i32) -> i32
  %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  "foo.yield"(%0, %3, %4) : (i32, i32, i32) -> ()
}) : () -> ()

"##,
        r##""builtin.module"() ({
  %0 = "arith.xori"(%1, %2) : (i32, i32) -> i32
  %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  "foo.yield"(%0, %3, %3) : (i32, i32, i32) -> ()
}) : () -> ()

"##,
        2,
        0,
    );
}

/// Reads merge within a block when no op in between may write (pure region ops do not count,
/// a store inside one does, an op with unknown effects does), never across blocks.
#[test]
fn reads() {
    check(
        r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>) -> i32, sym_name = "remove_direct_duplicated_read_op"}> ({
  ^bb0(%arg9: memref<i32>):
    %28 = "memref.load"(%arg9) : (memref<i32>) -> i32
    %29 = "memref.load"(%arg9) : (memref<i32>) -> i32
    %30 = "arith.xori"(%28, %29) : (i32, i32) -> i32
    "func.return"(%30) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i64>) -> i64, sym_name = "remove_multiple_duplicated_read_op"}> ({
  ^bb0(%arg8: memref<i64>):
    %21 = "memref.load"(%arg8) : (memref<i64>) -> i64
    %22 = "memref.load"(%arg8) : (memref<i64>) -> i64
    %23 = "arith.xori"(%21, %22) : (i64, i64) -> i64
    %24 = "memref.load"(%arg8) : (memref<i64>) -> i64
    %25 = "arith.xori"(%23, %24) : (i64, i64) -> i64
    %26 = "memref.load"(%arg8) : (memref<i64>) -> i64
    %27 = "arith.xori"(%25, %26) : (i64, i64) -> i64
    "func.return"(%27) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>, i32) -> i32, sym_name = "dont_remove_duplicated_read_op_with_sideeffecting"}> ({
  ^bb0(%arg6: memref<i32>, %arg7: i32):
    %18 = "memref.load"(%arg6) : (memref<i32>) -> i32
    "memref.store"(%arg7, %arg6) : (i32, memref<i32>) -> ()
    %19 = "memref.load"(%arg6) : (memref<i32>) -> i32
    %20 = "arith.xori"(%18, %19) : (i32, i32) -> i32
    "func.return"(%20) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>) -> (i32, i32, i32), sym_name = "cse_recursive_effects_success"}> ({
  ^bb0(%arg5: memref<i32>):
    %12 = "memref.load"(%arg5) : (memref<i32>) -> i32
    %13 = "arith.constant"() <{value = true}> : () -> i1
    %14 = "scf.if"(%13) ({
      %17 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      "scf.yield"(%17) : (i32) -> ()
    }, {
      %16 = "arith.constant"() <{value = 24 : i32}> : () -> i32
      "scf.yield"(%16) : (i32) -> ()
    }) : (i1) -> i32
    %15 = "memref.load"(%arg5) : (memref<i32>) -> i32
    "func.return"(%12, %15, %14) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>, i32) -> (i32, i32, i32), sym_name = "cse_recursive_effects_failure"}> ({
  ^bb0(%arg3: memref<i32>, %arg4: i32):
    %6 = "memref.load"(%arg3) : (memref<i32>) -> i32
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8 = "scf.if"(%7) ({
      "memref.store"(%arg4, %arg3) : (i32, memref<i32>) -> ()
      %11 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      "scf.yield"(%11) : (i32) -> ()
    }, {
      %10 = "arith.constant"() <{value = 24 : i32}> : () -> i32
      "scf.yield"(%10) : (i32) -> ()
    }) : (i1) -> i32
    %9 = "memref.load"(%arg3) : (memref<i32>) -> i32
    "func.return"(%6, %9, %8) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>) -> (i32, i32), sym_name = "unknown_effects_in_between"}> ({
  ^bb0(%arg2: memref<i32>):
    %4 = "memref.load"(%arg2) : (memref<i32>) -> i32
    "foo.op"() : () -> ()
    %5 = "memref.load"(%arg2) : (memref<i32>) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>, i1) -> (i32, i32, i32), sym_name = "reads_in_other_blocks"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: i1):
    %0 = "memref.load"(%arg0) : (memref<i32>) -> i32
    %1 = "scf.if"(%arg1) ({
      %3 = "memref.load"(%arg0) : (memref<i32>) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "memref.load"(%arg0) : (memref<i32>) -> i32
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>) -> i32, sym_name = "remove_direct_duplicated_read_op"}> ({
  ^bb0(%arg9: memref<i32>):
    %24 = "memref.load"(%arg9) : (memref<i32>) -> i32
    %25 = "arith.xori"(%24, %24) : (i32, i32) -> i32
    "func.return"(%25) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i64>) -> i64, sym_name = "remove_multiple_duplicated_read_op"}> ({
  ^bb0(%arg8: memref<i64>):
    %20 = "memref.load"(%arg8) : (memref<i64>) -> i64
    %21 = "arith.xori"(%20, %20) : (i64, i64) -> i64
    %22 = "arith.xori"(%21, %20) : (i64, i64) -> i64
    %23 = "arith.xori"(%22, %20) : (i64, i64) -> i64
    "func.return"(%23) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>, i32) -> i32, sym_name = "dont_remove_duplicated_read_op_with_sideeffecting"}> ({
  ^bb0(%arg6: memref<i32>, %arg7: i32):
    %17 = "memref.load"(%arg6) : (memref<i32>) -> i32
    "memref.store"(%arg7, %arg6) : (i32, memref<i32>) -> ()
    %18 = "memref.load"(%arg6) : (memref<i32>) -> i32
    %19 = "arith.xori"(%17, %18) : (i32, i32) -> i32
    "func.return"(%19) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>) -> (i32, i32, i32), sym_name = "cse_recursive_effects_success"}> ({
  ^bb0(%arg5: memref<i32>):
    %12 = "memref.load"(%arg5) : (memref<i32>) -> i32
    %13 = "arith.constant"() <{value = true}> : () -> i1
    %14 = "scf.if"(%13) ({
      %16 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      "scf.yield"(%16) : (i32) -> ()
    }, {
      %15 = "arith.constant"() <{value = 24 : i32}> : () -> i32
      "scf.yield"(%15) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%12, %12, %14) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>, i32) -> (i32, i32, i32), sym_name = "cse_recursive_effects_failure"}> ({
  ^bb0(%arg3: memref<i32>, %arg4: i32):
    %6 = "memref.load"(%arg3) : (memref<i32>) -> i32
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8 = "scf.if"(%7) ({
      "memref.store"(%arg4, %arg3) : (i32, memref<i32>) -> ()
      %11 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      "scf.yield"(%11) : (i32) -> ()
    }, {
      %10 = "arith.constant"() <{value = 24 : i32}> : () -> i32
      "scf.yield"(%10) : (i32) -> ()
    }) : (i1) -> i32
    %9 = "memref.load"(%arg3) : (memref<i32>) -> i32
    "func.return"(%6, %9, %8) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>) -> (i32, i32), sym_name = "unknown_effects_in_between"}> ({
  ^bb0(%arg2: memref<i32>):
    %4 = "memref.load"(%arg2) : (memref<i32>) -> i32
    "foo.op"() : () -> ()
    %5 = "memref.load"(%arg2) : (memref<i32>) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>, i1) -> (i32, i32, i32), sym_name = "reads_in_other_blocks"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: i1):
    %0 = "memref.load"(%arg0) : (memref<i32>) -> i32
    %1 = "scf.if"(%arg1) ({
      %3 = "memref.load"(%arg0) : (memref<i32>) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "memref.load"(%arg0) : (memref<i32>) -> i32
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        5,
        0,
    );
}

/// Ops with regions merge when their regions are equivalent, after their own regions were
/// simplified; ops with unknown effects never do.
#[test]
fn regions() {
    check(
        r##""builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (i32, i32, i32), sym_name = "cse_region_ops"}> ({
  ^bb0(%arg11: i1, %arg12: i32):
    %22 = "scf.if"(%arg11) ({
      %27 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "scf.yield"(%27) : (i32) -> ()
    }, {
      "scf.yield"(%arg12) : (i32) -> ()
    }) : (i1) -> i32
    %23 = "scf.if"(%arg11) ({
      %26 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "scf.yield"(%26) : (i32) -> ()
    }, {
      "scf.yield"(%arg12) : (i32) -> ()
    }) : (i1) -> i32
    %24 = "scf.if"(%arg11) ({
      %25 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      "scf.yield"(%25) : (i32) -> ()
    }, {
      "scf.yield"(%arg12) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%22, %23, %24) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32, i32), sym_name = "loops_with_block_arguments"}> ({
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: i32):
    %13 = "scf.for"(%arg1, %arg2, %arg3, %arg4) ({
    ^bb0(%arg9: index, %arg10: i32):
      %20 = "arith.index_cast"(%arg9) : (index) -> i32
      %21 = "arith.xori"(%arg10, %20) : (i32, i32) -> i32
      "scf.yield"(%21) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %14 = "scf.for"(%arg1, %arg2, %arg3, %arg4) ({
    ^bb0(%arg7: index, %arg8: i32):
      %18 = "arith.index_cast"(%arg7) : (index) -> i32
      %19 = "arith.xori"(%arg8, %18) : (i32, i32) -> i32
      "scf.yield"(%19) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %15 = "scf.for"(%arg1, %arg2, %arg3, %arg4) ({
    ^bb0(%arg5: index, %arg6: i32):
      %16 = "arith.index_cast"(%arg5) : (index) -> i32
      %17 = "arith.xori"(%16, %arg6) : (i32, i32) -> i32
      "scf.yield"(%17) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%13, %14, %15) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i1, i1), sym_name = "failing_issue_59135"}> ({
  ^bb0(%arg0: i1):
    %6 = "arith.constant"() <{value = false}> : () -> i1
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8 = "scf.if"(%arg0) ({
      %12 = "arith.constant"() <{value = true}> : () -> i1
      "scf.yield"(%12) : (i1) -> ()
    }, {
      "scf.yield"(%arg0) : (i1) -> ()
    }) : (i1) -> i1
    %9 = "scf.if"(%arg0) ({
      %11 = "arith.constant"() <{value = true}> : () -> i1
      "scf.yield"(%11) : (i1) -> ()
    }, {
      "scf.yield"(%arg0) : (i1) -> ()
    }) : (i1) -> i1
    %10 = "arith.maxsi"(%6, %7) : (i1, i1) -> i1
    "func.return"(%8, %9) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "unknown_effect_regions"}> ({
    %0 = "scf.execute_region"() ({
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : () -> i32
    %1 = "scf.execute_region"() ({
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : () -> i32
    %2 = "scf.execute_region"() ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        r##""builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (i32, i32, i32), sym_name = "cse_region_ops"}> ({
  ^bb0(%arg9: i1, %arg10: i32):
    %15 = "scf.if"(%arg9) ({
      %18 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "scf.yield"(%18) : (i32) -> ()
    }, {
      "scf.yield"(%arg10) : (i32) -> ()
    }) : (i1) -> i32
    %16 = "scf.if"(%arg9) ({
      %17 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      "scf.yield"(%17) : (i32) -> ()
    }, {
      "scf.yield"(%arg10) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%15, %15, %16) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32, i32), sym_name = "loops_with_block_arguments"}> ({
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: i32):
    %9 = "scf.for"(%arg1, %arg2, %arg3, %arg4) ({
    ^bb0(%arg7: index, %arg8: i32):
      %13 = "arith.index_cast"(%arg7) : (index) -> i32
      %14 = "arith.xori"(%arg8, %13) : (i32, i32) -> i32
      "scf.yield"(%14) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %10 = "scf.for"(%arg1, %arg2, %arg3, %arg4) ({
    ^bb0(%arg5: index, %arg6: i32):
      %11 = "arith.index_cast"(%arg5) : (index) -> i32
      %12 = "arith.xori"(%11, %arg6) : (i32, i32) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%9, %9, %10) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i1, i1), sym_name = "failing_issue_59135"}> ({
  ^bb0(%arg0: i1):
    %6 = "arith.constant"() <{value = false}> : () -> i1
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8 = "scf.if"(%arg0) ({
      "scf.yield"(%7) : (i1) -> ()
    }, {
      "scf.yield"(%arg0) : (i1) -> ()
    }) : (i1) -> i1
    "func.return"(%8, %8) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "unknown_effect_regions"}> ({
    %0 = "scf.execute_region"() ({
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : () -> i32
    %1 = "scf.execute_region"() ({
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : () -> i32
    %2 = "scf.execute_region"() ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        5,
        1,
    );
}

/// Unused ops without effects other than reads and their own allocation are erased, once:
/// the constant used by the erased `arith.xori` stays. Unreachable blocks are left alone.
#[test]
fn dead() {
    check(
        r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, i1) -> (), sym_name = "dead"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: i1):
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.xori"(%5, %5) : (i32, i32) -> i32
    %7 = "memref.load"(%arg0) : (memref<i32>) -> i32
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %9 = "scf.if"(%arg1) ({
      "scf.yield"(%5) : (i32) -> ()
    }, {
      %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (i1) -> i32
    %10 = "foo.unused"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "unreachable"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%0) : (i32) -> ()
  ^bb1:  // pred: ^bb1
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    "foo.use"(%2, %3) : (i32, i32) -> ()
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()

"##,
        r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, i1) -> (), sym_name = "dead"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: i1):
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "foo.unused"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "unreachable"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%0) : (i32) -> ()
  ^bb1:  // pred: ^bb1
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    "foo.use"(%1, %2) : (i32, i32) -> ()
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()

"##,
        0,
        5,
    );
}

/// The kept op keeps its location unless it is unknown and the replaced op's is not.
#[test]
fn locations() {
    check_with_locations(
        r##""builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32), sym_name = "locations"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc1)
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc2)
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc4)
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc1)
    %5 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc(#loc5)
    %6 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc(#loc1)
    "func.return"(%0, %1, %2, %3, %4) : (i32, i32, i32, i32, i32) -> () loc(#loc1)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("locations.mlir":0:0)
#loc1 = loc(unknown)
#loc2 = loc("a.mlir":3:4)
#loc3 = loc("b.mlir":5:6)
#loc4 = loc("c.mlir":7:8)
#loc5 = loc("d.mlir":9:10)

"##,
        r##""builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32), sym_name = "locations"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc2)
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc3)
    "func.return"(%0, %0, %0, %1, %1) : (i32, i32, i32, i32, i32) -> () loc(#loc1)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("locations.mlir":0:0)
#loc1 = loc(unknown)
#loc2 = loc("a.mlir":3:4)
#loc3 = loc("c.mlir":7:8)

"##,
        3,
        2,
    );
}

/// Ops are erased at the end of the run: the dead loads still make their `scf.if` ops read
/// memory, so those are not merged (a second run would merge them).
#[test]
fn deferred() {
    check(
        r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, i1) -> (i32, i32), sym_name = "erasure_is_deferred"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: i1):
    %0 = "scf.if"(%arg1) ({
      %6 = "memref.load"(%arg0) : (memref<i32>) -> i32
      %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "scf.if"(%arg1) ({
      %3 = "memref.load"(%arg0) : (memref<i32>) -> i32
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, i1) -> (i32, i32), sym_name = "erasure_is_deferred"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: i1):
    %0 = "scf.if"(%arg1) ({
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "scf.if"(%arg1) ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"##,
        0,
        2,
    );
}

/// MLIR's `use_before_def`: in a graph region nested in a function, a use visited before the
/// definition it reads keeps that definition, which therefore stays.
#[test]
fn graph_region_uses_before_definitions() {
    let input = r#""func.func"() <{function_type = () -> (), sym_name = "use_before_def"}> ({
  "t.graph"() ({
    %0 = "arith.xori"(%1, %2) : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "foo.yield"(%0) : (i32) -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"#;
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "use_before_def"}> ({
    "t.graph"() ({
      %0 = "arith.xori"(%1, %2) : (i32, i32) -> i32
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "foo.yield"(%0) : (i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#;
    check(input, expected, 1, 0);
}

/// Symbols are never erased as dead (MLIR's `wouldOpBeTriviallyDead`); other unused pure ops
/// are.
#[test]
fn symbols_are_not_dead() {
    let input = "\"t.symbol\"() {sym_name = \"s\"} : () -> ()\n\"t.pure\"() : () -> ()\n";
    let expected = "\"builtin.module\"() ({\n  \"t.symbol\"() {sym_name = \"s\"} : () -> ()\n}) : () -> ()\n\n";
    check(input, expected, 0, 1);
}

/// An op merges as a read when its own effects are reads, whatever its regions do (MLIR's
/// `hasSingleEffect<Read>`); an op in between whose nested effects write blocks a merge, even
/// one already replaced (it is erased only at the end).
#[test]
fn reads_are_judged_by_the_op_own_effects() {
    let op = r#""t.read_and_recurse"() ({
      "memref.store"(%arg1, %arg0) : (i32, memref<i32>) -> ()
    }) : () -> i32"#;
    let input = format!(
        r#""func.func"() <{{function_type = (memref<i32>, i32) -> (i32, i32, i32), sym_name = "f"}}> ({{
^bb0(%arg0: memref<i32>, %arg1: i32):
  %0 = {op}
  %1 = {op}
  %2 = {op}
  "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
}}) : () -> ()
"#
    );
    let expected = format!(
        r#""builtin.module"() ({{
  "func.func"() <{{function_type = (memref<i32>, i32) -> (i32, i32, i32), sym_name = "f"}}> ({{
  ^bb0(%arg0: memref<i32>, %arg1: i32):
    %0 = {op}
    %1 = {op}
    "func.return"(%0, %0, %1) : (i32, i32, i32) -> ()
  }}) : () -> ()
}}) : () -> ()

"#
    );
    check(&input, &expected, 1, 0);
}

/// Isolated ops get a run of their own in their nested bodies (the outer constant is not seen
/// inside), then merge when their bodies are equivalent, dead ops included; the nested body of
/// the replaced op is cleaned up before the op is erased.
#[test]
fn isolated_ops_are_simplified_inside_then_merged() {
    let body = r#"({
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "t.pure"(%3, %4) : (i32, i32) -> i32
  }) : () -> i32"#;
    let input = format!(
        r#""func.func"() <{{function_type = () -> (i32, i32, i32), sym_name = "f"}}> ({{
  %0 = "arith.constant"() <{{value = 1 : i32}}> : () -> i32
  %1 = "t.isolated"() {body}
  %2 = "t.isolated"() {body}
  "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
}}) : () -> ()
"#
    );
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32), sym_name = "f"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "t.isolated"() ({
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    }) : () -> i32
    "func.return"(%0, %1, %1) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"#;
    check(&input, expected, 3, 2);
}

/// Ops with a region of several blocks are not merged (MLIR leaves them alone), though their
/// regions are simplified along the dominator tree.
#[test]
fn ops_with_regions_of_several_blocks_are_kept() {
    let op = |first: u32, second: u32| {
        format!(
            r#""t.region"() ({{
      %{first} = "arith.constant"() <{{value = 1 : i32}}> : () -> i32
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%{first}, %{second}) : (i32, i32) -> ()
    }}) : () -> (i32, i32)"#
        )
    };
    let input = format!(
        r#""func.func"() <{{function_type = () -> (i32, i32), sym_name = "f"}}> ({{
  %0:2 = {}
  %1:2 = {}
  "func.return"(%0#0, %1#1) : (i32, i32) -> ()
}}) : () -> ()
"#,
        op(2, 3).replace(
            "^bb1:  // pred: ^bb0\n",
            "^bb1:\n      %3 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n"
        ),
        op(4, 5).replace(
            "^bb1:  // pred: ^bb0\n",
            "^bb1:\n      %5 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n"
        ),
    );
    let expected = format!(
        r#""builtin.module"() ({{
  "func.func"() <{{function_type = () -> (i32, i32), sym_name = "f"}}> ({{
    %0:2 = {}
    %1:2 = {}
    "func.return"(%0#0, %1#1) : (i32, i32) -> ()
  }}) : () -> ()
}}) : () -> ()

"#,
        op(3, 3),
        op(2, 2)
    );
    check(&input, &expected, 2, 0);
}

/// Appends an op to `block` and returns its results.
fn append(ctx: &Context, body: &mut Body, block: BlockId, state: OperationState) -> Vec<Value> {
    let op = body.create_op(ctx, state);
    body.append_op(block, op).expect("detached op");
    body.results(op).collect()
}

/// A tower of `depth` nested `t.pure` ops (free of effects on their own, so checking one is
/// O(1)) yielding a constant from the innermost one, built in
/// `block`; returns the outermost result.
fn tower(ctx: &Context, body: &mut Body, block: BlockId, depth: usize) -> Value {
    let i32 = ctx.common().i32;
    let loc = ctx.common().unknown_loc;
    let state = |name: &str| OperationState::new(ctx.op_name(name), loc);
    let mut blocks = vec![block];
    let mut ops = Vec::new();
    for level in 0..depth {
        let outer = *blocks.last().expect("a block to nest in");
        // Levels differ by an attribute, so that their hashes do: ops whose hashes collide are
        // compared in depth.
        let level_attr = ctx.string_attr(&level.to_string());
        let level_state = state("t.pure")
            .results(&[i32])
            .regions(1)
            .attr(ctx.string_attr("level"), level_attr);
        let op = body.create_op(ctx, level_state);
        body.append_op(outer, op).expect("detached op");
        let inner = body.create_block(&[]);
        body.append_block(body.op_regions(op)[0], inner)
            .expect("fresh block");
        ops.push(op);
        blocks.push(inner);
    }
    let innermost = *blocks.last().expect("a block");
    let constant = state("arith.constant")
        .results(&[i32])
        .props(ctx.dictionary(vec![]));
    let mut yielded = append(ctx, body, innermost, constant)[0];
    for (op, block) in ops.iter().zip(&blocks[1..]).rev() {
        append(ctx, body, *block, state("scf.yield").operands(&[yielded]));
        yielded = body.result(*op, 0).expect("one result");
    }
    yielded
}

/// Deep nesting is walked and compared without recursion: two towers of nested region ops,
/// deeper than recursive code could go on a test thread's stack, merge.
#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    const DEPTH: usize = 20_000;
    let ctx = context();
    let mut body = Body::new();
    let region = body.create_region();
    let block = body.create_block(&[]);
    body.append_block(region, block).expect("fresh block");
    let first = tower(&ctx, &mut body, block, DEPTH);
    let second = tower(&ctx, &mut body, block, DEPTH);
    let sink = OperationState::new(ctx.op_name("foo.use"), ctx.common().unknown_loc);
    let user = body.create_op(&ctx, sink.operands(&[first, second]));
    body.append_op(block, user).expect("detached op");
    let ops = body.num_ops();
    let stats = cse(&ctx, &mut body, &[region]);
    assert_eq!(
        stats,
        CseStats {
            num_cse: 1,
            num_dce: 0
        }
    );
    assert_eq!(body.operands(user).collect::<Vec<_>>(), [first, first]);
    assert_eq!(body.num_ops(), ops - DEPTH * 2 - 1);
}

/// Region ids that are not live regions of the body are ignored.
#[test]
fn unknown_regions_are_ignored() {
    let ctx = context();
    let mut module = parse(
        &ctx,
        "%0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n",
    );
    let (body, _) = module.body.region_scope_mut(module.op);
    assert_eq!(cse(&ctx, body, &[RegionId(7)]), CseStats::default());
    assert_eq!(body.num_ops(), 1);
}
