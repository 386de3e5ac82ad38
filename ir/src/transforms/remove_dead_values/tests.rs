//! Tests of the keep sets of a region branch op: what goes, goes with everything it travels
//! with (the op's dialect-level behaviour is covered by the lit tests of `oxir-opt`).

use super::*;

/// A loop like `scf.while`: operands 0 and 1 enter region 0 as arguments 0 and 1; its
/// terminator (region 0) passes operands 1 and 2 to region 1 (arguments 0, 1) and to the
/// results 0, 1; region 1's terminator passes operands 0 and 1 back to region 0.
fn while_like() -> RegionEdges {
    let passed = |terminator, operand, input| Passed {
        terminator,
        operand,
        input,
    };
    RegionEdges {
        entry: vec![
            passed(0, 0, Input::Arg(0, 0)),
            passed(0, 1, Input::Arg(0, 1)),
        ],
        exits: vec![
            passed(0, 1, Input::Arg(1, 0)),
            passed(0, 2, Input::Arg(1, 1)),
            passed(0, 1, Input::Result(0)),
            passed(0, 2, Input::Result(1)),
            passed(1, 0, Input::Arg(0, 0)),
            passed(1, 1, Input::Arg(0, 1)),
        ],
        terminators: vec![(0, 3), (1, 2)],
    }
}

fn keep(results: [bool; 2], args0: [bool; 2], args1: [bool; 2]) -> Keep {
    Keep {
        results: results.to_vec(),
        args: vec![args0.to_vec(), args1.to_vec()],
        operands: vec![false, false],
        // The condition (operand 0 of region 0's terminator) is passed nowhere: kept.
        terminators: vec![vec![true, false, false], vec![false, false]],
    }
}

#[test]
fn a_live_result_keeps_its_yielded_value_and_the_argument_it_arrives_at() {
    let edges = while_like();
    let mut keep = keep([true, false], [false, false], [false, false]);
    keep.close(&edges);
    // Result 0 comes from operand 1 of region 0's terminator, which also goes to argument 0 of
    // region 1; nothing brings the before-region arguments back into it.
    assert_eq!(keep.terminators[0], [true, true, false]);
    assert_eq!(keep.args[1], [true, false]);
    assert_eq!(keep.results, [true, false]);
    assert_eq!(keep.args[0], [false, false]);
    assert_eq!(keep.operands, [false, false]);
}

#[test]
fn a_live_argument_keeps_every_value_passed_to_it() {
    let edges = while_like();
    let mut keep = keep([false, false], [false, true], [false, false]);
    keep.close(&edges);
    // Argument 1 of region 0 receives operand 1 of the op and operand 1 of region 1's
    // terminator, which comes from region 1's argument 1 only through its body.
    assert_eq!(keep.operands, [false, true]);
    assert_eq!(keep.terminators[1], [false, true]);
    assert_eq!(keep.args[0], [false, true]);
    assert_eq!(keep.results, [false, false]);
}

#[test]
fn kept_values_drop_the_marked_ones_only() {
    let block = Body::new().create_block(&[]);
    let values: Vec<Value> = (0..4).map(|i| Value::block_arg(block, i)).collect();
    let kept = kept_values(values.iter().copied(), &[false, true, false, true]);
    assert_eq!(kept, [values[0], values[2]]);
    // Missing marks keep the value.
    assert_eq!(kept_values(values.iter().copied(), &[true]), values[1..]);
}
