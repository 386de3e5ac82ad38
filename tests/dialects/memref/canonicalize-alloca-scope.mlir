// The `AllocaScopeHoister` canonicalization of `memref.alloca_scope` (MLIR 19's
// `MemRefOps.cpp`): stack allocations in a scope move before the outermost of its ancestors
// that are not allocation scopes (through nested `scf.if`s, out of a loop nested in the scope)
// when the scope and those ancestors are each the last op before their block's terminator and
// the allocation's operands are defined outside; they stay when an operand is defined inside,
// when an op follows, or when the scope's parent is an allocation scope itself (`scf.for`).
// The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @hoisted(%arg0: i1, %arg1: index) {
// CHECK-NEXT:    %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT:    %alloca_0 = memref.alloca() : memref<4xi32>
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.alloca_scope  {
// CHECK-NEXT:        "test.use"(%alloca, %alloca_0) : (memref<?xf32>, memref<4xi32>) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @hoisted(%c: i1, %n: index) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      %b = memref.alloca() : memref<4xi32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<4xi32>) -> ()
    }
  }
  return
}

// CHECK-LABEL:  func.func @operand_inside(%arg0: i1, %arg1: index) {
// CHECK-NEXT:    %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      %0 = "test.size"() : () -> index
// CHECK-NEXT:      memref.alloca_scope  {
// CHECK-NEXT:        %alloca_0 = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT:        "test.use"(%alloca_0, %alloca) : (memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @operand_inside(%c: i1, %n: index) {
  scf.if %c {
    %m = "test.size"() : () -> index
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

// CHECK-LABEL:  func.func @not_last(%arg0: i1) {
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.alloca_scope  {
// CHECK-NEXT:        %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:        "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    "test.after"() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @not_last(%c: i1) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  "test.after"() : () -> ()
  return
}

// CHECK-LABEL:  func.func @through_nested_parents(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    scf.if %0 {
// CHECK-NEXT:      memref.alloca_scope  {
// CHECK-NEXT:        "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @through_nested_parents(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      memref.alloca_scope {
        %a = memref.alloca() : memref<4xf32>
        "test.use"(%a) : (memref<4xf32>) -> ()
      }
    }
  }
  return
}

// CHECK-LABEL:  func.func @parent_is_a_scope(%arg0: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:      memref.alloca_scope  {
// CHECK-NEXT:        %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:        "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      "test.other"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @parent_is_a_scope(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    "test.other"() : () -> ()
  }
  return
}

// CHECK-LABEL:  func.func @nested_in_a_loop(%arg0: i1, %arg1: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.alloca_scope  {
// CHECK-NEXT:        scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:          "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:        }
// CHECK-NEXT:        "test.use"() : () -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nested_in_a_loop(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    memref.alloca_scope {
      scf.for %i = %c0 to %n step %c1 {
        %a = memref.alloca() : memref<4xf32>
        "test.use"(%a) : (memref<4xf32>) -> ()
      }
      "test.use"() : () -> ()
    }
  }
  return
}

// CHECK-LABEL:  func.func @results(%arg0: i1) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT:    %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:      %1 = memref.load %alloca[] : memref<f32>
// CHECK-NEXT:      scf.yield %1 : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %cst : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @results(%c: i1) -> f32 {
  %r = scf.if %c -> f32 {
    %v = memref.alloca_scope -> f32 {
      %a = memref.alloca() : memref<f32>
      %x = memref.load %a[] : memref<f32>
      memref.alloca_scope.return %x : f32
    }
    scf.yield %v : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}
