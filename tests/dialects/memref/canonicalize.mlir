// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// The folds and canonicalization patterns of `memref`: `memref.dim` of a static dimension and of
// the size operand of an allocation or view, casts of ranked memrefs folded into the loads and
// stores using them, `memref.rank` of a ranked memref, nested memory-space casts, an allocation
// (or reallocation) only written and freed, which goes away with its uses, a copy of a memref to
// itself, constant allocation sizes that become static dimensions (with a cast back), a subview of
// a whole memref, which is that memref, reinterpret casts of casts, subviews and reinterpret
// casts, which reinterpret the source, a collapse undone by an expansion (or the other way
// around), `memref.dim` of a `memref.reshape`, read from the shape operand when the index is
// defined before the reshape, casts to their own type, views whose sizes are constants (static,
// with a cast back) or whose source is a cast of an allocation (the allocation), and subviews:
// constant offsets, sizes and strides become static, a cast that only forgets static information
// is looked through, and a subview of a whole memref is that memref (cast when the types differ),
// each rewritten subview getting the type MLIR infers and a cast back. The offset, sizes and
// strides `memref.extract_strided_metadata` reads from a type that knows them are constants.
// `memref.alloca_scope` is inlined when its region allocates nothing on the stack (no alloca, no
// op of unknown effects), or when it is the last op of an allocation scope. A stored value is not
// forwarded to a later load, and two loads are not merged: MLIR's canonicalizer does neither.
// Unused loads, allocations and reshapes go; prefetches, alignment assumptions, atomic updates and
// globals stay. The CHECK lines are the output of `mlir-opt-19 -canonicalize` on this file.

func.func @dim_of_alloc(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  memref.dealloc %a : memref<4x?xf32>
  return %d0, %d1 : index, index
}
func.func @dim_of_view(%b: memref<2048xi8>, %s: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %v = memref.view %b[%s][%n] : memref<2048xi8> to memref<?x4xf32>
  %d = memref.dim %v, %c0 : memref<?x4xf32>
  return %d : index
}
func.func @cast_into_access(%m: memref<4xf32>, %i: index, %x: f32) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.store %x, %c[%i] : memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  return %v : f32
}
func.func @cast_to_static(%m: memref<?xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  %v = memref.load %c[%i] : memref<4xf32>
  return %v : f32
}
func.func @rank(%m: memref<4x?xf32>) -> index {
  %r = memref.rank %m : memref<4x?xf32>
  return %r : index
}
func.func @dead_alloc(%x: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
func.func @no_forwarding(%m: memref<4xf32>, %i: index, %x: f32) -> f32 {
  memref.store %x, %m[%i] : memref<4xf32>
  %v = memref.load %m[%i] : memref<4xf32>
  %w = memref.load %m[%i] : memref<4xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}
func.func @unused_load(%m: memref<4xf32>, %i: index) {
  %v = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloca() : memref<4xf32>
  return
}
func.func @spaces(%m: memref<4xf32, 1>) -> memref<4xf32, 3> {
  %a = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %b = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 3>
  return %b : memref<4xf32, 3>
}
func.func @kept_and_removed(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>
  memref.assume_alignment %m, 16 : memref<4xf32>
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32):
    memref.atomic_yield %c : f32
  }
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  %s = memref.alloca() : memref<1xindex>
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xf32>
  return
}
memref.global "private" @g : memref<4xf32>
func.func @constant_sizes_and_whole_subviews(%m: memref<4x4xf32>, %i: index, %n: index) -> (memref<4x4xf32>, f32, memref<?x?xf32>, memref<?xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32>
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4, %n) {alignment = 16} : memref<?x?xf32>
  %v = memref.load %a[%i, %i] : memref<?x?xf32>
  %b = memref.alloca(%c4) : memref<?xf32>
  return %0, %v, %a, %b : memref<4x4xf32>, f32, memref<?x?xf32>, memref<?xf32>
}
func.func @empty_scope(%x: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %y = arith.addf %x, %x : f32
    memref.alloca_scope.return %y : f32
  }
  return %r : f32
}
func.func @last_scope(%i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %v = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
func.func @kept_scope(%i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %v = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  %s = arith.addf %r, %r : f32
  return %s : f32
}
func.func private @callee()
func.func private @h(memref<4xf32>)
func.func @unknown_effects() {
  memref.alloca_scope {
    func.call @callee() : () -> ()
  }
  func.call @callee() : () -> ()
  return
}
func.func @nested_scope(%i: index) {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      func.call @h(%a) : (memref<4xf32>) -> ()
    }
  }
  func.call @callee() : () -> ()
  return
}
func.func @reinterpret(%m: memref<8x8xf32>, %i: index) -> (memref<4xf32>, memref<8x8xf32>, memref<64xf32>) {
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [4], strides: [1] : memref<?x?xf32> to memref<4xf32>
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %t = memref.reinterpret_cast %s to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<4x4xf32, strided<[8, 1]>> to memref<8x8xf32>
  %u = memref.reinterpret_cast %t to offset: [0], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32>
  return %r, %t, %u : memref<4xf32>, memref<8x8xf32>, memref<64xf32>
}
func.func @reshapes(%m: memref<8x8xf32>, %d: memref<?x4xf32>, %n: index) -> (memref<8x8xf32>, memref<?x4xf32>, memref<8x8xf32>) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  %cd = memref.collapse_shape %d [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %ed = memref.expand_shape %cd [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %x = memref.expand_shape %c [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  return %e, %ed, %x : memref<8x8xf32>, memref<?x4xf32>, memref<8x8xf32>
}
func.func @dim_of_reshape(%m: memref<*xf32>, %s: memref<?xi32>, %t: memref<?xindex>, %i: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %d = memref.dim %r, %c1 : memref<*xf32>
  %q = memref.reshape %m(%t) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %e = memref.dim %q, %i : memref<*xf32>
  return %d, %e : index, index
}
func.func @index_after_reshape(%m: memref<*xf32>, %s: memref<?xi32>, %i: index) -> index {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %j = arith.addi %i, %i : index
  %d = memref.dim %r, %j : memref<*xf32>
  return %d : index
}
func.func @subviews(%m: memref<8x8xf32>, %d: memref<?x?xf32>, %i: index) -> (memref<?xf32, strided<[1], offset: ?>>, memref<?x?xf32, strided<[8, 1], offset: ?>>, memref<8x8xf32, strided<[8, 1]>>, memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.cast %m : memref<8x8xf32> to memref<8x8xf32>
  %b = memref.subview %m[%c1, %c0] [1, %c4] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[1], offset: ?>>
  %s = memref.subview %m[%c1, %i] [%c4, %c4] [%c1, 1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %sc = memref.cast %s : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[8, 1], offset: ?>>
  %t = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  %u = memref.subview %d[%i, 0] [%i, 4] [%c1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %b, %sc, %t, %u, %a : memref<?xf32, strided<[1], offset: ?>>, memref<?x?xf32, strided<[8, 1], offset: ?>>, memref<8x8xf32, strided<[8, 1]>>, memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<8x8xf32>
}
func.func @subview_of_cast(%m: memref<8x8xf32>, %i: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) {
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %i] [%i, %i] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %t = memref.subview %c[%i, 2] [%i, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %s, %t : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>
}
func.func @identity_casts(%m: memref<4xf32, 1>) -> (memref<4xf32, 1>, memref<4xf32, 1>) {
  %a = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, 1>
  %b = memref.cast %m : memref<4xf32, 1> to memref<4xf32, 1>
  return %a, %b : memref<4xf32, 1>, memref<4xf32, 1>
}
func.func @views(%n: index) -> (memref<?x4x?xf32>, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %b = memref.alloc() : memref<2048xi8>
  %v = memref.view %b[%c0][%c8, %n] : memref<2048xi8> to memref<?x4x?xf32>
  %c = memref.cast %b : memref<2048xi8> to memref<?xi8>
  %w = memref.view %c[%n][%n] : memref<?xi8> to memref<?xf32>
  return %v, %w : memref<?x4x?xf32>, memref<?xf32>
}
func.func @dead_realloc(%m: memref<64xf32>, %x: f32, %i: index) {
  %0 = memref.realloc %m : memref<64xf32> to memref<124xf32>
  memref.store %x, %0[%i] : memref<124xf32>
  memref.dealloc %0 : memref<124xf32>
  return
}
func.func @metadata(%m: memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}

// CHECK:module {
// CHECK-NEXT:  func.func @dim_of_alloc(%arg0: index) -> (index, index) {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    return %c4, %arg0 : index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @dim_of_view(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:    return %arg2 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @cast_into_access(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:    memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @cast_to_static(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @rank(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    return %c2 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @dead_alloc(%arg0: f32, %arg1: index) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @no_forwarding(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:    memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @unused_load(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @spaces(%arg0: memref<4xf32, 1>) -> memref<4xf32, 3> {
// CHECK-NEXT:    %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 3>
// CHECK-NEXT:    return %memspacecast : memref<4xf32, 3>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @kept_and_removed(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT:    memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT:    memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT:    %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<4xf32> {
// CHECK-NEXT:    ^bb0(%arg2: f32):
// CHECK-NEXT:      memref.atomic_yield %arg2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.global "private" @g : memref<4xf32>
// CHECK-NEXT:  func.func @constant_sizes_and_whole_subviews(%arg0: memref<4x4xf32>, %arg1: index, %arg2: index) -> (memref<4x4xf32>, f32, memref<?x?xf32>, memref<?xf32>) {
// CHECK-NEXT:    %alloc = memref.alloc(%arg2) {alignment = 16 : i64} : memref<4x?xf32>
// CHECK-NEXT:    %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:    %0 = memref.load %alloc[%arg1, %arg1] : memref<4x?xf32>
// CHECK-NEXT:    %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    %cast_0 = memref.cast %alloca : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    return %arg0, %0, %cast, %cast_0 : memref<4x4xf32>, f32, memref<?x?xf32>, memref<?xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @empty_scope(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @last_scope(%arg0: index) -> f32 {
// CHECK-NEXT:    %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    %0 = memref.load %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @kept_scope(%arg0: index) -> f32 {
// CHECK-NEXT:    %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:      %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:      %2 = memref.load %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT:      memref.alloca_scope.return %2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @callee()
// CHECK-NEXT:  func.func private @h(memref<4xf32>)
// CHECK-NEXT:  func.func @unknown_effects() {
// CHECK-NEXT:    memref.alloca_scope  {
// CHECK-NEXT:      func.call @callee() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    call @callee() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @nested_scope(%arg0: index) {
// CHECK-NEXT:    memref.alloca_scope  {
// CHECK-NEXT:      %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:      func.call @h(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    call @callee() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @reinterpret(%arg0: memref<8x8xf32>, %arg1: index) -> (memref<4xf32>, memref<8x8xf32>, memref<64xf32>) {
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<8x8xf32> to memref<4xf32>
// CHECK-NEXT:    %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32>
// CHECK-NEXT:    return %reinterpret_cast, %arg0, %reinterpret_cast_0 : memref<4xf32>, memref<8x8xf32>, memref<64xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @reshapes(%arg0: memref<8x8xf32>, %arg1: memref<?x4xf32>, %arg2: index) -> (memref<8x8xf32>, memref<?x4xf32>, memref<8x8xf32>) {
// CHECK-NEXT:    return %arg0, %arg1, %arg0 : memref<8x8xf32>, memref<?x4xf32>, memref<8x8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @dim_of_reshape(%arg0: memref<*xf32>, %arg1: memref<?xi32>, %arg2: memref<?xindex>, %arg3: index) -> (index, index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = memref.load %arg1[%c1] : memref<?xi32>
// CHECK-NEXT:    %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:    %2 = memref.load %arg2[%arg3] : memref<?xindex>
// CHECK-NEXT:    return %1, %2 : index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @index_after_reshape(%arg0: memref<*xf32>, %arg1: memref<?xi32>, %arg2: index) -> index {
// CHECK-NEXT:    %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
// CHECK-NEXT:    %0 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT:    %dim = memref.dim %reshape, %0 : memref<*xf32>
// CHECK-NEXT:    return %dim : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @subviews(%arg0: memref<8x8xf32>, %arg1: memref<?x?xf32>, %arg2: index) -> (memref<?xf32, strided<[1], offset: ?>>, memref<?x?xf32, strided<[8, 1], offset: ?>>, memref<8x8xf32, strided<[8, 1]>>, memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<8x8xf32>) {
// CHECK-NEXT:    %subview = memref.subview %arg0[1, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: 8>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<4xf32, strided<[1], offset: 8>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    %subview_0 = memref.subview %arg0[1, %arg2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:    %cast_1 = memref.cast %subview_0 : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<?x?xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:    %cast_2 = memref.cast %arg0 : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
// CHECK-NEXT:    %subview_3 = memref.subview %arg1[%arg2, 0] [%arg2, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:    return %cast, %cast_1, %cast_2, %subview_3, %arg0 : memref<?xf32, strided<[1], offset: ?>>, memref<?x?xf32, strided<[8, 1], offset: ?>>, memref<8x8xf32, strided<[8, 1]>>, memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<8x8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @subview_of_cast(%arg0: memref<8x8xf32>, %arg1: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:    %subview = memref.subview %arg0[%arg1, %arg1] [%arg1, %arg1] [1, 1] : memref<8x8xf32> to memref<?x?xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<?x?xf32, strided<[8, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:    %subview_0 = memref.subview %arg0[%arg1, 2] [%arg1, 1] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[8], offset: ?>>
// CHECK-NEXT:    %cast_1 = memref.cast %subview_0 : memref<?xf32, strided<[8], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %cast, %cast_1 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @identity_casts(%arg0: memref<4xf32, 1>) -> (memref<4xf32, 1>, memref<4xf32, 1>) {
// CHECK-NEXT:    return %arg0, %arg0 : memref<4xf32, 1>, memref<4xf32, 1>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @views(%arg0: index) -> (memref<?x4x?xf32>, memref<?xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT:    %view = memref.view %alloc[%c0][%arg0] : memref<2048xi8> to memref<8x4x?xf32>
// CHECK-NEXT:    %cast = memref.cast %view : memref<8x4x?xf32> to memref<?x4x?xf32>
// CHECK-NEXT:    %view_0 = memref.view %alloc[%arg0][%arg0] : memref<2048xi8> to memref<?xf32>
// CHECK-NEXT:    return %cast, %view_0 : memref<?x4x?xf32>, memref<?xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @dead_realloc(%arg0: memref<64xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @metadata(%arg0: memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:    return %base_buffer, %c0, %c4, %sizes#1, %strides#0, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:}
