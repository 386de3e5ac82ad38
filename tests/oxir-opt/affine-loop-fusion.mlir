// -affine-loop-fusion on nests of the shapes Toy's lowering produces: producer-consumer
// fusion at full depth (the element-wise chain, transpose into product, a chain of three, a
// private one-element buffer), sibling fusion, and two nests that must stay apart (an op
// between them reads what the first writes; different shapes), a fused nest placed where the
// first nest stood. The expectations are
// mlir-opt-19's output, checked against both tools, under each mode.
// RUN: oxir-opt -affine-loop-fusion %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -affine-loop-fusion %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt '-affine-loop-fusion=mode=producer' %s | FileCheck %s --check-prefix=PRODUCER --match-full-lines --strict-whitespace
// RUN: %mlir_opt '-affine-loop-fusion=mode=producer' %s | FileCheck %s --check-prefix=PRODUCER --match-full-lines --strict-whitespace
// RUN: oxir-opt '-affine-loop-fusion=mode=sibling' %s | FileCheck %s --check-prefix=SIBLING --match-full-lines --strict-whitespace
// RUN: %mlir_opt '-affine-loop-fusion=mode=sibling' %s | FileCheck %s --check-prefix=SIBLING --match-full-lines --strict-whitespace

// Toy's element-wise chain: the sum feeds the product; the intermediate buffer has a
// deallocation, so it stays (MLIR privatizes only buffers nothing else uses).
func.func @elementwise(%a: memref<2x3xf64>, %b: memref<2x3xf64>, %out: memref<2x3xf64>) {
  %t = memref.alloc() : memref<2x3xf64>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %x = affine.load %a[%i, %j] : memref<2x3xf64>
      %y = affine.load %b[%i, %j] : memref<2x3xf64>
      %s = arith.addf %x, %y : f64
      affine.store %s, %t[%i, %j] : memref<2x3xf64>
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %x = affine.load %t[%i, %j] : memref<2x3xf64>
      %p = arith.mulf %x, %x : f64
      affine.store %p, %out[%i, %j] : memref<2x3xf64>
    }
  }
  memref.dealloc %t : memref<2x3xf64>
  return
}

// A transpose feeding a product, the tutorial's `multiply_transpose`.
func.func @transpose_mul(%a: memref<2x3xf64>, %out: memref<3x2xf64>) {
  %t = memref.alloc() : memref<3x2xf64>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      %x = affine.load %a[%j, %i] : memref<2x3xf64>
      affine.store %x, %t[%i, %j] : memref<3x2xf64>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      %x = affine.load %t[%i, %j] : memref<3x2xf64>
      %p = arith.mulf %x, %x : f64
      affine.store %p, %out[%i, %j] : memref<3x2xf64>
    }
  }
  memref.dealloc %t : memref<3x2xf64>
  return
}

// A buffer only the two nests use becomes a private buffer of one element.
func.func @private(%a: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    %s = arith.addf %x, %x : f32
    affine.store %s, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %x = affine.load %t[%i] : memref<4xf32>
    %p = arith.mulf %x, %x : f32
    affine.store %p, %out[%i] : memref<4xf32>
  }
  return
}

// Three nests in a chain fuse into one.
func.func @chain(%a: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %u = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    affine.store %x, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %x = affine.load %t[%i] : memref<4xf32>
    %s = arith.addf %x, %x : f32
    affine.store %s, %u[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %x = affine.load %u[%i] : memref<4xf32>
    affine.store %x, %out[%i] : memref<4xf32>
  }
  memref.dealloc %u : memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  return
}

// Two nests reading the same buffer fuse as siblings (not under mode=producer).
func.func @siblings(%a: memref<4xf32>, %o1: memref<4xf32>, %o2: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    %s = arith.addf %x, %x : f32
    affine.store %s, %o1[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    %p = arith.mulf %x, %x : f32
    affine.store %p, %o2[%i] : memref<4xf32>
  }
  return
}

// No fusion: an op between the nests reads what the first one writes.
func.func @used_between(%a: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    affine.store %x, %t[%i] : memref<4xf32>
  }
  %c0 = arith.constant 0 : index
  %first = memref.load %t[%c0] : memref<4xf32>
  memref.store %first, %out[%c0] : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %t[%i] : memref<4xf32>
    affine.store %x, %out[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// No fusion: the nests have different shapes.
func.func @other_shape(%a: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    affine.store %x, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %x = affine.load %t[%j] : memref<4xf32>
      affine.store %x, %out[%i] : memref<4xf32>
    }
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// CHECK-LABEL:  func.func @elementwise(%arg0: memref<2x3xf64>, %arg1: memref<2x3xf64>, %arg2: memref<2x3xf64>) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<2x3xf64>
// CHECK-NEXT:    affine.for %arg3 = 0 to 2 {
// CHECK-NEXT:      affine.for %arg4 = 0 to 3 {
// CHECK-NEXT:        %0 = affine.load %arg0[%arg3, %arg4] : memref<2x3xf64>
// CHECK-NEXT:        %1 = affine.load %arg1[%arg3, %arg4] : memref<2x3xf64>
// CHECK-NEXT:        %2 = arith.addf %0, %1 : f64
// CHECK-NEXT:        affine.store %2, %alloc[%arg3, %arg4] : memref<2x3xf64>
// CHECK-NEXT:        %3 = affine.load %alloc[%arg3, %arg4] : memref<2x3xf64>
// CHECK-NEXT:        %4 = arith.mulf %3, %3 : f64
// CHECK-NEXT:        affine.store %4, %arg2[%arg3, %arg4] : memref<2x3xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %alloc : memref<2x3xf64>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @transpose_mul(%arg0: memref<2x3xf64>, %arg1: memref<3x2xf64>) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<3x2xf64>
// CHECK-NEXT:    affine.for %arg2 = 0 to 3 {
// CHECK-NEXT:      affine.for %arg3 = 0 to 2 {
// CHECK-NEXT:        %0 = affine.load %arg0[%arg3, %arg2] : memref<2x3xf64>
// CHECK-NEXT:        affine.store %0, %alloc[%arg2, %arg3] : memref<3x2xf64>
// CHECK-NEXT:        %1 = affine.load %alloc[%arg2, %arg3] : memref<3x2xf64>
// CHECK-NEXT:        %2 = arith.mulf %1, %1 : f64
// CHECK-NEXT:        affine.store %2, %arg1[%arg2, %arg3] : memref<3x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %alloc : memref<3x2xf64>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @private(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:      %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:      affine.store %1, %alloc[0] : memref<1xf32>
// CHECK-NEXT:      %2 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT:      %3 = arith.mulf %2, %2 : f32
// CHECK-NEXT:      affine.store %3, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @chain(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:      affine.store %0, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT:      %1 = affine.load %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT:      %2 = arith.addf %1, %1 : f32
// CHECK-NEXT:      affine.store %2, %alloc_0[%arg2] : memref<4xf32>
// CHECK-NEXT:      %3 = affine.load %alloc_0[%arg2] : memref<4xf32>
// CHECK-NEXT:      affine.store %3, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @siblings(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT:    affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:      %0 = affine.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:      %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:      affine.store %1, %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT:      %2 = affine.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:      %3 = arith.mulf %2, %2 : f32
// CHECK-NEXT:      affine.store %3, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @used_between(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      %1 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:      affine.store %1, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = memref.load %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:    memref.store %0, %arg1[%c0] : memref<4xf32>
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      %1 = affine.load %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT:      affine.store %1, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @other_shape(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:      affine.store %0, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:        %0 = affine.load %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:        affine.store %0, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }

// Producer-consumer only: the siblings stay apart.
// PRODUCER-LABEL:  func.func @siblings(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// PRODUCER-NEXT:    affine.for %arg3 = 0 to 4 {
// PRODUCER-NEXT:      %0 = affine.load %arg0[%arg3] : memref<4xf32>
// PRODUCER-NEXT:      %1 = arith.addf %0, %0 : f32
// PRODUCER-NEXT:      affine.store %1, %arg1[%arg3] : memref<4xf32>
// PRODUCER-NEXT:    }
// PRODUCER-NEXT:    affine.for %arg3 = 0 to 4 {
// PRODUCER-NEXT:      %0 = affine.load %arg0[%arg3] : memref<4xf32>
// PRODUCER-NEXT:      %1 = arith.mulf %0, %0 : f32
// PRODUCER-NEXT:      affine.store %1, %arg2[%arg3] : memref<4xf32>
// PRODUCER-NEXT:    }
// PRODUCER-NEXT:    return
// PRODUCER-NEXT:  }

// Sibling only: the producer and its consumer stay apart.
// SIBLING-LABEL:  func.func @elementwise(%arg0: memref<2x3xf64>, %arg1: memref<2x3xf64>, %arg2: memref<2x3xf64>) {
// SIBLING-NEXT:    %alloc = memref.alloc() : memref<2x3xf64>
// SIBLING-NEXT:    affine.for %arg3 = 0 to 2 {
// SIBLING-NEXT:      affine.for %arg4 = 0 to 3 {
// SIBLING-NEXT:        %0 = affine.load %arg0[%arg3, %arg4] : memref<2x3xf64>
// SIBLING-NEXT:        %1 = affine.load %arg1[%arg3, %arg4] : memref<2x3xf64>
// SIBLING-NEXT:        %2 = arith.addf %0, %1 : f64
// SIBLING-NEXT:        affine.store %2, %alloc[%arg3, %arg4] : memref<2x3xf64>
// SIBLING-NEXT:      }
// SIBLING-NEXT:    }
// SIBLING-NEXT:    affine.for %arg3 = 0 to 2 {
// SIBLING-NEXT:      affine.for %arg4 = 0 to 3 {
// SIBLING-NEXT:        %0 = affine.load %alloc[%arg3, %arg4] : memref<2x3xf64>
// SIBLING-NEXT:        %1 = arith.mulf %0, %0 : f64
// SIBLING-NEXT:        affine.store %1, %arg2[%arg3, %arg4] : memref<2x3xf64>
// SIBLING-NEXT:      }
// SIBLING-NEXT:    }
// SIBLING-NEXT:    memref.dealloc %alloc : memref<2x3xf64>
// SIBLING-NEXT:    return
// SIBLING-NEXT:  }

// The nest between overwrites what the first nest reads: the fused nest stands where the
// first one stood, before it.
func.func @moved_up(%in: memref<4xf32>, %out: memref<4xf32>, %v: f32) {
  %a = memref.alloc() : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    affine.store %x, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    affine.store %v, %a[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %x = affine.load %t[%i] : memref<4xf32>
    affine.store %x, %out[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// CHECK-LABEL:  func.func @moved_up(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: f32) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:      %0 = affine.load %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:      affine.store %0, %alloc_0[%arg3] : memref<4xf32>
// CHECK-NEXT:      %1 = affine.load %alloc_0[%arg3] : memref<4xf32>
// CHECK-NEXT:      affine.store %1, %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:      affine.store %arg2, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
