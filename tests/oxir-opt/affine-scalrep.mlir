// -affine-scalrep: store-to-load forwarding (in a block, into a loop, past a store at a
// constant distance), the cases it must not forward (a store that may write the same
// element between, a store that does not dominate the load), redundant loads, dead stores,
// the erasure of buffers left with stores and deallocations, and what may alias (a local
// buffer is no argument; two arguments may be one). The expectations are mlir-opt-19's
// output, checked against both tools.
// RUN: oxir-opt -affine-scalrep %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -affine-scalrep %s | FileCheck %s --match-full-lines --strict-whitespace

// A load of what a store in the same block wrote takes the stored value; the buffer, left
// with its store and deallocation, goes.
func.func @forward(%v: f32) -> f32 {
  %m = memref.alloc() : memref<4xf32>
  affine.store %v, %m[2] : memref<4xf32>
  %x = affine.load %m[2] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %x : f32
}

// The fused element-wise nest of Toy: the intermediate buffer disappears.
func.func @fused(%a: memref<2x3xf64>, %out: memref<2x3xf64>) {
  %t = memref.alloc() : memref<2x3xf64>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %x = affine.load %a[%i, %j] : memref<2x3xf64>
      %s = arith.addf %x, %x : f64
      affine.store %s, %t[%i, %j] : memref<2x3xf64>
      %y = affine.load %t[%i, %j] : memref<2x3xf64>
      %p = arith.mulf %y, %y : f64
      affine.store %p, %out[%i, %j] : memref<2x3xf64>
    }
  }
  memref.dealloc %t : memref<2x3xf64>
  return
}

// A store before a loop reaches a load of the same element inside it.
func.func @into_loop(%v: f32, %out: memref<4xf32>) {
  %m = memref.alloc() : memref<1xf32>
  affine.store %v, %m[0] : memref<1xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %m[0] : memref<1xf32>
    affine.store %x, %out[%i] : memref<4xf32>
  }
  return
}

// No forwarding: a store to an element that may be the same one comes between.
func.func @may_overwrite(%m: memref<4xf32>, %n: index, %v: f32, %w: f32) -> f32 {
  affine.store %v, %m[0] : memref<4xf32>
  affine.store %w, %m[symbol(%n)] : memref<4xf32>
  %x = affine.load %m[0] : memref<4xf32>
  return %x : f32
}

// Forwarding past a store to another element, at a constant distance from the first.
func.func @other_element(%m: memref<8xf32>, %n: index, %v: f32, %w: f32) -> f32 {
  affine.store %v, %m[symbol(%n)] : memref<8xf32>
  affine.store %w, %m[symbol(%n) + 1] : memref<8xf32>
  %x = affine.load %m[symbol(%n)] : memref<8xf32>
  return %x : f32
}

// No forwarding: the store in the loop does not dominate the load after it.
func.func @store_in_loop(%v: f32) -> f32 {
  %m = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    affine.store %v, %m[%i] : memref<4xf32>
  }
  %x = affine.load %m[3] : memref<4xf32>
  return %x : f32
}

// A second load of the same element with no write between takes the first one's value.
func.func @redundant_load(%m: memref<4xf32>, %out: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %m[%i] : memref<4xf32>
    %y = affine.load %m[%i] : memref<4xf32>
    %s = arith.addf %x, %y : f32
    affine.store %s, %out[%i] : memref<4xf32>
  }
  return
}

// A store overwritten before any read is dead.
func.func @dead_store(%m: memref<4xf32>, %v: f32, %w: f32) {
  affine.for %i = 0 to 4 {
    affine.store %v, %m[%i] : memref<4xf32>
    affine.store %w, %m[%i] : memref<4xf32>
  }
  return
}

// A local buffer is no argument: the argument's store does not block forwarding; two
// arguments may be the same memory.
func.func @aliasing(%a: memref<4xf32>, %b: memref<4xf32>, %v: f32, %w: f32) -> (f32, f32) {
  %t = memref.alloc() : memref<4xf32>
  affine.store %v, %t[0] : memref<4xf32>
  affine.store %v, %b[0] : memref<4xf32>
  affine.store %w, %a[0] : memref<4xf32>
  %x = affine.load %t[0] : memref<4xf32>
  %y = affine.load %b[0] : memref<4xf32>
  return %x, %y : f32, f32
}

// CHECK-LABEL:  func.func @forward(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @fused(%arg0: memref<2x3xf64>, %arg1: memref<2x3xf64>) {
// CHECK-NEXT:    affine.for %arg2 = 0 to 2 {
// CHECK-NEXT:      affine.for %arg3 = 0 to 3 {
// CHECK-NEXT:        %0 = affine.load %arg0[%arg2, %arg3] : memref<2x3xf64>
// CHECK-NEXT:        %1 = arith.addf %0, %0 : f64
// CHECK-NEXT:        %2 = arith.mulf %1, %1 : f64
// CHECK-NEXT:        affine.store %2, %arg1[%arg2, %arg3] : memref<2x3xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @into_loop(%arg0: f32, %arg1: memref<4xf32>) {
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      affine.store %arg0, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @may_overwrite(%arg0: memref<4xf32>, %arg1: index, %arg2: f32, %arg3: f32) -> f32 {
// CHECK-NEXT:    affine.store %arg2, %arg0[0] : memref<4xf32>
// CHECK-NEXT:    affine.store %arg3, %arg0[symbol(%arg1)] : memref<4xf32>
// CHECK-NEXT:    %0 = affine.load %arg0[0] : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @other_element(%arg0: memref<8xf32>, %arg1: index, %arg2: f32, %arg3: f32) -> f32 {
// CHECK-NEXT:    affine.store %arg2, %arg0[symbol(%arg1)] : memref<8xf32>
// CHECK-NEXT:    affine.store %arg3, %arg0[symbol(%arg1) + 1] : memref<8xf32>
// CHECK-NEXT:    return %arg2 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @store_in_loop(%arg0: f32) -> f32 {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:      affine.store %arg0, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = affine.load %alloc[3] : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @redundant_load(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:      %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:      affine.store %1, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @dead_store(%arg0: memref<4xf32>, %arg1: f32, %arg2: f32) {
// CHECK-NEXT:    affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:      affine.store %arg2, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @aliasing(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: f32, %arg3: f32) -> (f32, f32) {
// CHECK-NEXT:    affine.store %arg2, %arg1[0] : memref<4xf32>
// CHECK-NEXT:    affine.store %arg3, %arg0[0] : memref<4xf32>
// CHECK-NEXT:    %0 = affine.load %arg1[0] : memref<4xf32>
// CHECK-NEXT:    return %arg2, %0 : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
