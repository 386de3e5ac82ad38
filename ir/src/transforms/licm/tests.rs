//! Loop-invariant code motion on IR parsed from text, with a `t` dialect: `t.loop` is a loop
//! whose every region is the loop body (the interface's defaults otherwise), `t.pure` is pure,
//! `t.read` reads memory, `t.if` is recursively speculatable with the effects of what it holds,
//! `t.step` is a loop speculatable when it has a `unit` attribute, `t.isolated` is isolated from
//! above, `t.end` a pure terminator. The dialects' own models are checked against `mlir-opt-19`
//! by the file tests (`tests/dialects/scf/licm*.mlir`, `tests/oxir-opt/pass-licm*.mlir`).

use super::*;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::effects::{
    ConditionallySpeculatable, EffectKind, MemoryEffect, MemoryEffectsInterface, Speculatability,
};
use crate::structure::OwnedOp;
use crate::text::parser::{ParseOptions, parse_source};
use crate::text::printer::{PrintOptions, print_op};
use crate::traits::TraitSet;

/// `t.loop` and `t.step`: every region is the loop body.
struct Loop;
impl LoopLikeOpInterface for Loop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        body.op_regions(op).to_vec()
    }
}

/// `t.step`: recursively speculatable when it carries `unit`.
struct WhenUnit;
impl ConditionallySpeculatable for WhenUnit {
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        if body.attr(ctx, op, "unit").is_some() {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// `t.read`: reads the default resource.
struct Read;
impl MemoryEffectsInterface for Read {
    fn effects(&self, _: &Context, _: &Body, _: OpId, effects: &mut Vec<MemoryEffect>) {
        effects.push(MemoryEffect::new(EffectKind::Read));
    }
}

fn context() -> Context {
    use Trait::*;
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let op =
        |name: &str, traits: &[Trait]| OpDescriptor::new(name).with_traits(TraitSet::new(traits));
    let looped = op("t.loop", &[RecursiveMemoryEffects]);
    looped
        .interfaces
        .insert::<dyn LoopLikeOpInterface>(Box::new(Loop));
    let step = op("t.step", &[RecursiveMemoryEffects]);
    step.interfaces
        .insert::<dyn LoopLikeOpInterface>(Box::new(Loop));
    step.interfaces
        .insert::<dyn ConditionallySpeculatable>(Box::new(WhenUnit));
    let read = op("t.read", &[]);
    read.interfaces
        .insert::<dyn MemoryEffectsInterface>(Box::new(Read));
    ctx.register_dialect(
        DialectDescriptor::new("t"),
        vec![
            looped,
            step,
            read,
            op("t.pure", &[NoMemoryEffect, AlwaysSpeculatable]),
            op("t.end", &[NoMemoryEffect, AlwaysSpeculatable, IsTerminator]),
            op("t.if", &[RecursiveMemoryEffects, RecursivelySpeculatable]),
            op("t.isolated", &[IsolatedFromAbove, RecursiveMemoryEffects]),
        ],
    );
    ctx
}

/// Runs the motion on what `input` parses to; checks the printed result and the count of
/// moves.
fn check(input: &str, expected: &str, moves: usize) {
    let ctx = context();
    let mut top: OwnedOp =
        parse_source(&ctx, input, &ParseOptions::default()).expect("test IR parses");
    let moved = loop_invariant_code_motion(&ctx, &mut top.body, top.op).unwrap();
    let options = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    assert_eq!(
        print_op(&ctx, &top.body, top.op, &options).trim_end(),
        expected
    );
    assert_eq!(moved, moves);
}

/// Ops on invariant values leave, in order, with the ops that become invariant once they
/// have; ops on the induction variable, reading memory, unknown, or terminators stay.
#[test]
fn invariant_ops_leave_the_loop() {
    check(
        r#""builtin.module"() ({
^bb0(%x: i32):
  "t.loop"() ({
  ^bb0(%i: i32):
    %a = "t.pure"(%x) : (i32) -> i32
    %v = "t.pure"(%i) : (i32) -> i32
    %b = "t.pure"(%a, %x) : (i32, i32) -> i32
    %r = "t.read"(%x) : (i32) -> i32
    %u = "x.unknown"(%x) : (i32) -> i32
    %c = "t.pure"(%r) : (i32) -> i32
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()"#,
        r#""builtin.module"() ({
^bb0(%arg0: i32):
  %0 = "t.pure"(%arg0) : (i32) -> i32
  %1 = "t.pure"(%0, %arg0) : (i32, i32) -> i32
  "t.loop"() ({
  ^bb0(%arg1: i32):
    %2 = "t.pure"(%arg1) : (i32) -> i32
    %3 = "t.read"(%arg0) : (i32) -> i32
    %4 = "x.unknown"(%arg0) : (i32) -> i32
    %5 = "t.pure"(%3) : (i32) -> i32
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()"#,
        2,
    );
}

/// The inner loop goes first: an op invariant in both leaves both (two moves); an op using the
/// outer induction variable leaves the inner loop only.
#[test]
fn inner_loops_first() {
    check(
        r#""builtin.module"() ({
^bb0(%x: i32):
  "t.loop"() ({
  ^bb0(%i: i32):
    "t.loop"() ({
    ^bb0(%j: i32):
      %a = "t.pure"(%x) : (i32) -> i32
      %b = "t.pure"(%i) : (i32) -> i32
      "t.end"() : () -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()"#,
        r#""builtin.module"() ({
^bb0(%arg0: i32):
  %0 = "t.pure"(%arg0) : (i32) -> i32
  "t.loop"() ({
  ^bb0(%arg1: i32):
    %1 = "t.pure"(%arg1) : (i32) -> i32
    "t.loop"() ({
    ^bb0(%arg2: i32):
      "t.end"() : () -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()"#,
        3,
    );
}

/// An op with regions leaves when it is speculatable with everything inside and nothing inside
/// uses a value of the loop body (values defined inside it do not count).
#[test]
fn ops_with_regions_leave_with_what_they_hold() {
    check(
        r#""builtin.module"() ({
^bb0(%x: i32):
  "t.loop"() ({
  ^bb0(%i: i32):
    "t.if"() ({
      %a = "t.pure"(%x) : (i32) -> i32
      %b = "t.pure"(%a) : (i32) -> i32
      "t.end"() : () -> ()
    }) : () -> ()
    "t.if"() ({
      %c = "t.pure"(%i) : (i32) -> i32
      "t.end"() : () -> ()
    }) : () -> ()
    "t.if"() ({
      %d = "t.read"(%x) : (i32) -> i32
      "t.end"() : () -> ()
    }) : () -> ()
    "t.step"() ({
      %e = "t.pure"(%x) : (i32) -> i32
      "t.end"() : () -> ()
    }) : () -> ()
    "t.step"() ({
      "t.end"() : () -> ()
    }) {unit} : () -> ()
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()"#,
        r#""builtin.module"() ({
^bb0(%arg0: i32):
  "t.if"() ({
    %3 = "t.pure"(%arg0) : (i32) -> i32
    %4 = "t.pure"(%3) : (i32) -> i32
    "t.end"() : () -> ()
  }) : () -> ()
  %0 = "t.pure"(%arg0) : (i32) -> i32
  "t.step"() ({
    "t.end"() : () -> ()
  }) {unit} : () -> ()
  "t.loop"() ({
  ^bb0(%arg1: i32):
    "t.if"() ({
      %2 = "t.pure"(%arg1) : (i32) -> i32
      "t.end"() : () -> ()
    }) : () -> ()
    "t.if"() ({
      %1 = "t.read"(%arg0) : (i32) -> i32
      "t.end"() : () -> ()
    }) : () -> ()
    "t.step"() ({
      "t.end"() : () -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()"#,
        4,
    );
}

/// In a graph region an op may use its own result inside its regions: that result is not
/// defined outside the loop, so the op stays (as MLIR's `canBeHoisted` decides).
#[test]
fn an_op_using_its_own_result_stays() {
    check(
        r#""builtin.module"() ({
^bb0(%x: i32):
  "t.loop"() ({
    %a = "t.if"() ({
      %b = "t.pure"(%a, %x) : (i32, i32) -> i32
      "t.end"() : () -> ()
    }) : () -> i32
    %c = "t.if"() ({
      %d = "t.pure"(%x) : (i32) -> i32
      %e = "t.pure"(%d) : (i32) -> i32
      "t.end"() : () -> ()
    }) : () -> i32
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()"#,
        r#""builtin.module"() ({
^bb0(%arg0: i32):
  %0 = "t.if"() ({
    %3 = "t.pure"(%arg0) : (i32) -> i32
    %4 = "t.pure"(%3) : (i32) -> i32
    "t.end"() : () -> ()
  }) : () -> i32
  "t.loop"() ({
    %1 = "t.if"() ({
      %2 = "t.pure"(%1, %arg0) : (i32, i32) -> i32
      "t.end"() : () -> ()
    }) : () -> i32
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()"#,
        1,
    );
}

/// Loops inside isolated ops are processed in their own bodies, at any depth.
#[test]
fn loops_in_isolated_bodies() {
    let input = r#""t.isolated"() ({
  "t.isolated"() ({
  ^bb0(%x: i32):
    "t.loop"() ({
      %a = "t.pure"(%x) : (i32) -> i32
      "t.end"() : () -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  }) : () -> ()
  "t.end"() : () -> ()
}) : () -> ()"#;
    check(
        input,
        r#""builtin.module"() ({
  "t.isolated"() ({
    "t.isolated"() ({
    ^bb0(%arg0: i32):
      %0 = "t.pure"(%arg0) : (i32) -> i32
      "t.loop"() ({
        "t.end"() : () -> ()
      }) : () -> ()
      "t.end"() : () -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()"#,
        1,
    );
}
