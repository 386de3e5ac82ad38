// RUN: oxir-opt %s -inline | FileCheck %s --match-full-lines --strict-whitespace
// Inlining affine code as mlir-opt-19 does (MLIR's `AffineInlinerInterface`): affine ops are
// inlined into a function body (an affine scope), also inside an `scf.for` of the callee, but
// not into an `scf.if` region of the caller, where their operands could stop being valid
// dimensions and symbols. The CHECK lines are the output of `mlir-opt-19 -inline`.

func.func private @callee(%A: memref<?xf32>, %i: index) -> f32 {
  %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %v = affine.load %A[%j] : memref<?xf32>
  return %v : f32
}
func.func @top(%A: memref<?xf32>, %n: index) -> f32 {
  %v = call @callee(%A, %n) : (memref<?xf32>, index) -> f32
  return %v : f32
}
func.func @in_loop(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = func.call @callee(%A, %i) : (memref<?xf32>, index) -> f32
  }
  return
}

func.func private @nested(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = affine.load %A[symbol(%n) + 2] : memref<?xf32>
    affine.store %v, %A[symbol(%n)] : memref<?xf32>
  }
  return
}
func.func private @apply_only(%i: index) -> index {
  %j = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
  return %j : index
}
func.func @callers(%A: memref<?xf32>, %n: index, %c: i1) -> index {
  call @nested(%A, %n) : (memref<?xf32>, index) -> ()
  %r = scf.if %c -> index {
    %x = func.call @apply_only(%n) : (index) -> index
    scf.yield %x : index
  } else {
    scf.yield %n : index
  }
  %y = call @apply_only(%r) : (index) -> index
  return %y : index
}

// CHECK:#map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func private @callee(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %0 = affine.load %arg0[symbol(%arg1) + 1] : memref<?xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @top(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %0 = affine.load %arg0[symbol(%arg1) + 1] : memref<?xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @in_loop(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:      %0 = func.call @callee(%arg0, %arg2) : (memref<?xf32>, index) -> f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @apply_only(%arg0: index) -> index {
// CHECK-NEXT:    %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @callers(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) -> index {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:      %2 = affine.load %arg0[symbol(%arg1) + 2] : memref<?xf32>
// CHECK-NEXT:      affine.store %2, %arg0[symbol(%arg1)] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = scf.if %arg2 -> (index) {
// CHECK-NEXT:      %2 = func.call @apply_only(%arg1) : (index) -> index
// CHECK-NEXT:      scf.yield %2 : index
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = affine.apply #map()[%0]
// CHECK-NEXT:    return %1 : index
// CHECK-NEXT:  }
// CHECK-NEXT:}
