// -loop-invariant-code-motion on the cases of MLIR's
// `mlir/test/Transforms/loop-invariant-code-motion.mlir` that use our dialects (func, arith,
// scf, affine, memref), with their `affine.load`s and `affine.store`s as MLIR writes them.
// Pure ops on invariant values leave their loops, innermost loop first; loops leave too when
// they are speculatable (`affine.for` of step 1, `scf.for` of constant step 1) and hold only
// pure ops, as does `affine.if`. The expectations are mlir-opt-19's output, checked against both
// tools.
// RUN: oxir-opt -allow-unregistered-dialect -loop-invariant-code-motion -split-input-file %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -allow-unregistered-dialect -loop-invariant-code-motion -split-input-file %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @nested_loops_both_having_invariant_code() {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT:    %1 = arith.addf %0, %cst_0 : f32
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:      affine.for %arg1 = 0 to 10 {
// CHECK-NEXT:        affine.store %0, %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nested_loops_both_having_invariant_code() {
  %m = memref.alloc() : memref<10xf32>
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32

  affine.for %arg0 = 0 to 10 {
    %v0 = arith.addf %cf7, %cf8 : f32
    affine.for %arg1 = 0 to 10 {
      %v1 = arith.addf %v0, %cf8 : f32
      affine.store %v0, %m[%arg0] : memref<10xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @nested_loops_code_invariant_to_both() {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nested_loops_code_invariant_to_both() {
  %m = memref.alloc() : memref<10xf32>
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32

  affine.for %arg0 = 0 to 10 {
    affine.for %arg1 = 0 to 10 {
      %v0 = arith.addf %cf7, %cf8 : f32
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @single_loop_nothing_invariant() {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:      %0 = affine.load %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT:      %1 = affine.load %alloc_0[%arg0] : memref<10xf32>
// CHECK-NEXT:      %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:      affine.store %2, %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @single_loop_nothing_invariant() {
  %m1 = memref.alloc() : memref<10xf32>
  %m2 = memref.alloc() : memref<10xf32>
  affine.for %arg0 = 0 to 10 {
    %v0 = affine.load %m1[%arg0] : memref<10xf32>
    %v1 = affine.load %m2[%arg0] : memref<10xf32>
    %v2 = arith.addf %v0, %v1 : f32
    affine.store %v2, %m1[%arg0] : memref<10xf32>
  }
  return
}

// -----

// CHECK-LABEL:  func.func @invariant_code_inside_affine_if() {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:      %0 = affine.apply #map(%arg0)
// CHECK-NEXT:      affine.if #set(%arg0, %0) {
// CHECK-NEXT:        %1 = arith.addf %cst, %cst : f32
// CHECK-NEXT:        affine.store %1, %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @invariant_code_inside_affine_if() {
  %m = memref.alloc() : memref<10xf32>
  %cf8 = arith.constant 8.0 : f32

  affine.for %arg0 = 0 to 10 {
    %t0 = affine.apply affine_map<(d1) -> (d1 + 1)>(%arg0)
    affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%arg0, %t0) {
        %cf9 = arith.addf %cf8, %cf8 : f32
        affine.store %cf9, %m[%arg0] : memref<10xf32>

    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @invariant_affine_if() {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:    affine.for %arg0 = 0 to 20 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:      affine.if #set(%arg0, %arg0) {
// CHECK-NEXT:        %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @invariant_affine_if() {
  %m = memref.alloc() : memref<10xf32>
  %cf8 = arith.constant 8.0 : f32
  affine.for %arg0 = 0 to 10 {
    affine.for %arg1 = 0 to 20 {
      affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%arg0, %arg0) {
          %cf9 = arith.addf %cf8, %cf8 : f32
      }
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @hoist_affine_for_with_unknown_trip_count(%arg0: index, %arg1: index) {
// CHECK-NEXT:    affine.for %arg2 = %arg0 to %arg1 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @hoist_affine_for_with_unknown_trip_count(%lb: index, %ub: index) {
  affine.for %arg0 = 0 to 10 {
    affine.for %arg1 = %lb to %ub {
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @hoist_affine_for_with_unknown_trip_count_non_unit_step(%arg0: index, %arg1: index) {
// CHECK-NEXT:    affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:      affine.for %arg3 = %arg0 to %arg1 step 2 {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @hoist_affine_for_with_unknown_trip_count_non_unit_step(%lb: index, %ub: index) {
  affine.for %arg0 = 0 to 10 {
    affine.for %arg1 = %lb to %ub step 2 {
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @hoist_scf_for_with_unknown_trip_count_unit_step(%arg0: index, %arg1: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @hoist_scf_for_with_unknown_trip_count_unit_step(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %arg0 = %lb to %ub step %c1 {
    scf.for %arg1 = %lb to %ub step %c1 {
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @hoist_scf_for_with_unknown_trip_count_non_unit_constant_step(%arg0: index, %arg1: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT:      scf.for %arg3 = %arg0 to %arg1 step %c2 {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @hoist_scf_for_with_unknown_trip_count_non_unit_constant_step(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %arg0 = %lb to %ub step %c1 {
    scf.for %arg1 = %lb to %ub step %c2 {
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @hoist_scf_for_with_unknown_trip_count_unknown_step(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT:      scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @hoist_scf_for_with_unknown_trip_count_unknown_step(%lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : index
  scf.for %arg0 = %lb to %ub step %c1 {
    scf.for %arg1 = %lb to %ub step %step {
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @invariant_affine_if2() {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:      affine.for %arg1 = 0 to 10 {
// CHECK-NEXT:        affine.if #set(%arg0, %arg0) {
// CHECK-NEXT:          %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT:          affine.store %0, %alloc[%arg1] : memref<10xf32>
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @invariant_affine_if2() {
  %m = memref.alloc() : memref<10xf32>
  %cf8 = arith.constant 8.0 : f32
  affine.for %arg0 = 0 to 10 {
    affine.for %arg1 = 0 to 10 {
      affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%arg0, %arg0) {
          %cf9 = arith.addf %cf8, %cf8 : f32
          affine.store %cf9, %m[%arg1] : memref<10xf32>
      }
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @invariant_affine_nested_if() {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:      affine.if #set(%arg0, %arg0) {
// CHECK-NEXT:        %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT:        affine.if #set(%arg0, %arg0) {
// CHECK-NEXT:          %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @invariant_affine_nested_if() {
  %m = memref.alloc() : memref<10xf32>
  %cf8 = arith.constant 8.0 : f32
  affine.for %arg0 = 0 to 10 {
    affine.for %arg1 = 0 to 10 {
      affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%arg0, %arg0) {
        %cf9 = arith.addf %cf8, %cf8 : f32
        affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%arg0, %arg0) {
          %cf10 = arith.addf %cf9, %cf9 : f32
        }
      }
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @invariant_affine_nested_if_else() {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:      affine.for %arg1 = 0 to 10 {
// CHECK-NEXT:        affine.if #set(%arg0, %arg0) {
// CHECK-NEXT:          %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT:          affine.store %0, %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT:          affine.if #set(%arg0, %arg0) {
// CHECK-NEXT:            %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:          } else {
// CHECK-NEXT:            affine.store %0, %alloc[%arg1] : memref<10xf32>
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @invariant_affine_nested_if_else() {
  %m = memref.alloc() : memref<10xf32>
  %cf8 = arith.constant 8.0 : f32
  affine.for %arg0 = 0 to 10 {
    affine.for %arg1 = 0 to 10 {
      affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%arg0, %arg0) {
          %cf9 = arith.addf %cf8, %cf8 : f32
          affine.store %cf9, %m[%arg0] : memref<10xf32>
          affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%arg0, %arg0) {
            %cf10 = arith.addf %cf9, %cf9 : f32
          } else {
            affine.store %cf9, %m[%arg1] : memref<10xf32>
          }
      }
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @invariant_loop_dialect() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT:    scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @invariant_loop_dialect() {
  %ci0 = arith.constant 0 : index
  %ci10 = arith.constant 10 : index
  %ci1 = arith.constant 1 : index
  %m = memref.alloc() : memref<10xf32>
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32
  scf.for %arg0 = %ci0 to %ci10 step %ci1 {
    scf.for %arg1 = %ci0 to %ci10 step %ci1 {
      %v0 = arith.addf %cf7, %cf8 : f32
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @variant_loop_dialect() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT:      scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT:        %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @variant_loop_dialect() {
  %ci0 = arith.constant 0 : index
  %ci10 = arith.constant 10 : index
  %ci1 = arith.constant 1 : index
  %m = memref.alloc() : memref<10xf32>
  scf.for %arg0 = %ci0 to %ci10 step %ci1 {
    scf.for %arg1 = %ci0 to %ci10 step %ci1 {
      %v0 = arith.addi %arg0, %arg1 : index
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @parallel_loop_with_invariant() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:    %0 = arith.addi %c7_i32, %c8_i32 : i32
// CHECK-NEXT:    scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {
// CHECK-NEXT:      %1 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @parallel_loop_with_invariant() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {
      %v0 = arith.addi %c7, %c8 : i32
      %v3 = arith.addi %arg0, %arg1 : index
  }
  return
}

// -----

// CHECK-LABEL:  func.func private @make_val() -> index
// CHECK-LABEL:  func.func @nested_uses_inside(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:      %0 = func.call @make_val() : () -> index
// CHECK-NEXT:      %1 = func.call @make_val() : () -> index
// CHECK-NEXT:      %2 = scf.if %true -> (index) {
// CHECK-NEXT:        scf.yield %0 : index
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %1 : index
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func private @make_val() -> (index)

func.func @nested_uses_inside(%lb: index, %ub: index, %step: index) {
  %true = arith.constant true
  scf.for %i = %lb to %ub step %step {
    %val = func.call @make_val() : () -> (index)
    %val2 = func.call @make_val() : () -> (index)
    %r = scf.if %true -> (index) {
      scf.yield %val: index
    } else {
      scf.yield %val2: index
    }
  }
  return
}

// -----

// CHECK-LABEL:  func.func @invariant_subgraph(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT:    %0 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:    %1 = arith.addi %arg3, %0 : i32
// CHECK-NEXT:    scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:      "test.sink"(%1) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @invariant_subgraph(%lb: index, %ub: index, %step: index, %arg: i32) {
  scf.for %i = %lb to %ub step %step {
    %v0 = arith.addi %arg, %arg : i32
    %v1 = arith.addi %arg, %v0 : i32
    "test.sink"(%v1) : (i32) -> ()
  }
  return
}
