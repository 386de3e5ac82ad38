// Errors of the `scf` ops, with mlir-opt-19's messages: the bounds of `scf.for` and its
// induction variable, its carried values against its results and yielded values, the results
// of `scf.if`, `scf.while`, `scf.execute_region` and `scf.index_switch` against their regions
// (and the switch's case values), the dimensions, steps and reductions of `scf.parallel` and
// the regions of `scf.reduce`, the parents of `scf.yield`, `scf.condition` and `scf.reduce`,
// the regions' shapes and terminators, and parse errors.

// mlir-opt-19 meets the same expectations (the second RUN line).
// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @bounds_of_one_type(%lb: index, %ub: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @induction_variable_type(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @iter_arg_against_result(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> f32
  return
}

// -----

func.func @init_against_iter_arg(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @results_without_inits(%lb: index) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r = "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> i32
  return
}

// -----

func.func @yield_without_carried_values(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    scf.yield
  }
  return
}

// -----

func.func @loop_of_two_blocks(%x: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  scf.for %i = %x to %x step %x {
    %y = arith.addi %i, %i : index
  ^bb1:
    scf.yield
  }
  return
}

// -----

func.func @results_without_else(%c: i1, %x: i32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = "scf.if"(%c) ({
    scf.yield %x : i32
  }, {}) : (i1) -> i32
  return
}

// -----

func.func @else_yields_too_few(%c: i1, %x: i32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #1 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield
  }
  return
}

// -----

func.func @yield_of_another_type(%c: i1, %x: i32) {
  // expected-error@+1 {{'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @yield_outside_scf(%c: i1) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @if_region_with_arguments(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @region_without_terminator(%c: i1) {
  "scf.if"(%c) ({
    // expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32}}
    %z = arith.constant 0 : i32
  }, {}) : (i1) -> ()
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @condition_is_i1(%c: i32) {
  // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  scf.if %c {
  }
  return
}

// -----

func.func @before_ends_in_condition(%x: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    // expected-note@+1 {{terminator here}}
    scf.yield %a : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return
}

// -----

func.func @condition_passes_the_results(%c: i1, %x: i32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %r = scf.while (%a = %x) : (i32) -> f32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return
}

// -----

func.func @after_yields_the_arguments(%c: i1, %x: i32) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #1 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    scf.yield
  }
  return
}

// -----

func.func @while_types_and_operands(%c: i1, %x: i32) {
  // expected-error@+1 {{expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%a = %x) : (i32, i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return
}

// -----

func.func @condition_outside_while(%c: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @execute_region_without_block() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  %r = "scf.execute_region"() ({
  }) : () -> i32
  return
}

// -----

func.func @execute_region_with_arguments(%x: i32) {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  %r = "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield %x : i32
  }) : () -> i32
  return
}

// -----

func.func @execute_region_yields_the_results(%x: i32) {
  // expected-error@+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %r = scf.execute_region -> f32 {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @switch_regions_and_values(%i: index, %x: i32) {
  // expected-error@+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  %r = "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    scf.yield %x : i32
  }) : (index) -> i32
  return
}

// -----

func.func @switch_duplicate_case(%i: index, %x: i32) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %x : i32
  }
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @switch_case_yields_too_few(%i: index, %x: i32) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %i -> i32
  case 1 {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @switch_default_yields_another_type(%i: index, %x: i32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %i -> f32
  case 1 {
    scf.yield %x : i32
  }
  default {
    // expected-note@+1 {{default region returns 'i32' here}}
    scf.yield %x : i32
  }
  return
}

// -----

func.func @parallel_without_dimensions(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @parallel_step_not_positive(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}

// -----

func.func @parallel_induction_variables(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_results_and_reductions(%lb: index, %a: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @reduce_operand_type(%lb: index, %a: f32, %b: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%b : i32) {
    ^bb0(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  return
}

// -----

func.func @reduce_region_arguments(%lb: index, %a: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%a : f32) {
    ^bb0(%x: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %a: f32, %b: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %b : i32
    }
  }
  return
}

// -----

func.func @parallel_index_induction_variable(%lb: index, %a: f32) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @reduce_outside_parallel(%lb: index, %a: f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce
}

// -----

// The parent is checked before the terminator's place, as MLIR lists the traits.
func.func @reduce_before_other_ops() {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce
  return
}
