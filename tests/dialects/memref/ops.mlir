// The `memref` ops in their custom forms, printed back as mlir-opt-19 prints them (result names,
// spacing, attributes left out at their default): allocations with size and symbol operands and
// alignments, reallocations, `memref.alloca_scope` with and without results, loads and stores with
// and without `nontemporal`, prefetches, atomic updates (with `memref.generic_atomic_rmw` and its
// region), copies, DMA transfers (with and without strides) and waits, metadata ops, casts, views
// with mixed static and dynamic offsets, sizes and strides, reshapes, transposes, and globals with
// every kind of initial value. The second RUN line reads the output back, the third checks the
// generic form.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

func.func @allocation(%n: index, %s: index) {
  %a = memref.alloc() : memref<8x64xf32, 1>
  %b = memref.alloc(%n) {alignment = 8} : memref<8x?xf32>
  %c = memref.alloc()[%s] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %d = memref.alloca(%n, %n) : memref<?x?xi8>
  %e = memref.alloca()[%s] {my.tag} : memref<4xf32, strided<[1], offset: ?>>
  memref.dealloc %a : memref<8x64xf32, 1>
  memref.dealloc %b : memref<8x?xf32>
  %r:2 = memref.alloca_scope -> (f32, index) {
    %t = memref.alloca() : memref<4xf32>
    %v = memref.load %t[%n] : memref<4xf32>
    memref.alloca_scope.return %v, %n : f32, index
  }
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
  } {my.scope}
  return
}

func.func @access(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index, %v: f32, %w: memref<10xi32>, %x: i32) {
  %0 = memref.load %m[%i, %i] : memref<4x?xf32>
  %1 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %2 = memref.load %m[%i, %i] {nontemporal = false} : memref<4x?xf32>
  memref.store %v, %m[%i, %i] : memref<4x?xf32>
  memref.store %v, %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4x?xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<4x?xf32>
  %3 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4x?xf32>) -> f32
  %4 = memref.atomic_rmw maxs %x, %w[%i] : (i32, memref<10xi32>) -> i32
  %5 = memref.atomic_rmw assign %x, %w[%i] {my.tag} : (i32, memref<10xi32>) -> i32
  %6 = memref.generic_atomic_rmw %w[%i] : memref<10xi32> {
  ^bb0(%current: i32):
    %inc = arith.addi %current, %x : i32
    memref.atomic_yield %inc : i32
  }
  memref.copy %m, %m : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %u, %m : memref<*xf32> to memref<4x?xf32>
  memref.assume_alignment %m, 16 : memref<4x?xf32>
  return
}

func.func @metadata(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index) {
  %0 = memref.dim %m, %i : memref<4x?xf32>
  %1 = memref.dim %u, %i : memref<*xf32>
  %2 = memref.rank %u : memref<*xf32>
  %3 = memref.rank %m : memref<4x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  return %0, %p, %q : index, index, index
}

func.func @views(%m: memref<8x16x4xf32>, %d: memref<?x?xf32>, %u: memref<*xf32>, %b: memref<2048xi8>, %shape: memref<2xi32>, %dshape: memref<?xindex>, %i: index, %j: index) {
  %0 = memref.cast %m : memref<8x16x4xf32> to memref<?x16x4xf32>
  %1 = memref.cast %m : memref<8x16x4xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %3 = memref.memory_space_cast %d : memref<?x?xf32> to memref<?x?xf32, 5>
  %4 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %5 = memref.subview %m[%i, 2, 0] [1, %j, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %6 = memref.subview %d[%i, %j] [4, 4] [%i, 2] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 2], offset: ?>>
  %7 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
  %8 = memref.view %b[%i][%j, %j] : memref<2048xi8> to memref<?x4x?xf32>
  %9 = memref.reshape %d(%shape) : (memref<?x?xf32>, memref<2xi32>) -> memref<?x?xf32>
  %10 = memref.reshape %u(%dshape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %11 = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 10], strides: [1, %j] : memref<?x?xf32> to memref<?x10xf32, strided<[1, ?]>>
  %12 = memref.reinterpret_cast %u to offset: [%i], sizes: [%i, %j], strides: [%i, %j] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %13 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
  %14 = memref.collapse_shape %d [[0, 1]] {my.tag} : memref<?x?xf32> into memref<?xf32>
  %15 = memref.expand_shape %13 [[0, 1], [2]] output_shape [8, 16, 4] : memref<128x4xf32> into memref<8x16x4xf32>
  %16 = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 4, %j] : memref<?x?xf32> into memref<?x4x?xf32>
  %17 = memref.transpose %d (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}

memref.global "private" constant @table : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
memref.global @zeros : memref<3xf16> = uninitialized
memref.global "private" @extern : memref<4xi32>
memref.global @splat : memref<2x2xi8> = dense<7>

func.func @globals() -> memref<2xf32> {
  %0 = memref.get_global @table : memref<2xf32>
  %1 = memref.get_global @splat : memref<2x2xi8>
  return %0 : memref<2xf32>
}

func.func @reallocation(%m: memref<64xf32>, %d: index, %tag: memref<4xi32>, %i: index) -> memref<?xf32> {
  %0 = memref.realloc %m : memref<64xf32> to memref<124xf32>
  %1 = memref.realloc %0(%d) {alignment = 8} : memref<124xf32> to memref<?xf32>
  memref.dma_start %m[%i], %0[%i], %d, %tag[%i] : memref<64xf32>, memref<124xf32>, memref<4xi32>
  memref.dma_start %m[%i], %0[%i], %d, %tag[%i], %d, %i : memref<64xf32>, memref<124xf32>, memref<4xi32>
  memref.dma_wait %tag[%i], %d : memref<4xi32>
  return %1 : memref<?xf32>
}

// CHECK:#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @allocation(%arg0: index, %arg1: index) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<8x64xf32, 1>
// CHECK-NEXT:    %alloc_0 = memref.alloc(%arg0) {alignment = 8 : i64} : memref<8x?xf32>
// CHECK-NEXT:    %alloc_1 = memref.alloc()[%arg1] : memref<8x64xf32, #map>
// CHECK-NEXT:    %alloca = memref.alloca(%arg0, %arg0) : memref<?x?xi8>
// CHECK-NEXT:    %alloca_2 = memref.alloca()[%arg1] {my.tag} : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    memref.dealloc %alloc : memref<8x64xf32, 1>
// CHECK-NEXT:    memref.dealloc %alloc_0 : memref<8x?xf32>
// CHECK-NEXT:    %0:2 = memref.alloca_scope  -> (f32, index) {
// CHECK-NEXT:      %alloca_3 = memref.alloca() : memref<4xf32>
// CHECK-NEXT:      %1 = memref.load %alloca_3[%arg0] : memref<4xf32>
// CHECK-NEXT:      memref.alloca_scope.return %1, %arg0 : f32, index
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.alloca_scope  {
// CHECK-NEXT:      %alloca_3 = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    } {my.scope}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @access(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: f32, %arg4: memref<10xi32>, %arg5: i32) {
// CHECK-NEXT:    %0 = memref.load %arg0[%arg2, %arg2] : memref<4x?xf32>
// CHECK-NEXT:    %1 = memref.load %arg0[%arg2, %arg2] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT:    %2 = memref.load %arg0[%arg2, %arg2] : memref<4x?xf32>
// CHECK-NEXT:    memref.store %arg3, %arg0[%arg2, %arg2] : memref<4x?xf32>
// CHECK-NEXT:    memref.store %arg3, %arg0[%arg2, %arg2] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT:    memref.prefetch %arg0[%arg2, %arg2], read, locality<3>, data : memref<4x?xf32>
// CHECK-NEXT:    memref.prefetch %arg0[%arg2, %arg2], write, locality<0>, instr : memref<4x?xf32>
// CHECK-NEXT:    %3 = memref.atomic_rmw addf %arg3, %arg0[%arg2, %arg2] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT:    %4 = memref.atomic_rmw maxs %arg5, %arg4[%arg2] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT:    %5 = memref.atomic_rmw assign %arg5, %arg4[%arg2] {my.tag} : (i32, memref<10xi32>) -> i32
// CHECK-NEXT:    %6 = memref.generic_atomic_rmw %arg4[%arg2] : memref<10xi32> {
// CHECK-NEXT:    ^bb0(%arg6: i32):
// CHECK-NEXT:      %7 = arith.addi %arg6, %arg5 : i32
// CHECK-NEXT:      memref.atomic_yield %7 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.copy %arg0, %arg0 : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT:    memref.copy %arg1, %arg0 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT:    memref.assume_alignment %arg0, 16 : memref<4x?xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @metadata(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:    %dim = memref.dim %arg0, %arg2 : memref<4x?xf32>
// CHECK-NEXT:    %dim_0 = memref.dim %arg1, %arg2 : memref<*xf32>
// CHECK-NEXT:    %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT:    %1 = memref.rank %arg0 : memref<4x?xf32>
// CHECK-NEXT:    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:    %base_buffer_1, %offset_2 = memref.extract_strided_metadata %base_buffer : memref<f32> -> memref<f32>, index
// CHECK-NEXT:    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x?xf32> -> index
// CHECK-NEXT:    %intptr_3 = memref.extract_aligned_pointer_as_index %arg1 : memref<*xf32> -> index
// CHECK-NEXT:    return %dim, %intptr, %intptr_3 : index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @views(%arg0: memref<8x16x4xf32>, %arg1: memref<?x?xf32>, %arg2: memref<*xf32>, %arg3: memref<2048xi8>, %arg4: memref<2xi32>, %arg5: memref<?xindex>, %arg6: index, %arg7: index) {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<8x16x4xf32> to memref<?x16x4xf32>
// CHECK-NEXT:    %cast_0 = memref.cast %arg0 : memref<8x16x4xf32> to memref<*xf32>
// CHECK-NEXT:    %cast_1 = memref.cast %arg2 : memref<*xf32> to memref<?x?xf32>
// CHECK-NEXT:    %memspacecast = memref.memory_space_cast %arg1 : memref<?x?xf32> to memref<?x?xf32, 5>
// CHECK-NEXT:    %subview = memref.subview %arg0[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
// CHECK-NEXT:    %subview_2 = memref.subview %arg0[%arg6, 2, 0] [1, %arg7, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:    %subview_3 = memref.subview %arg1[%arg6, %arg7] [4, 4] [%arg6, 2] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT:    %view = memref.view %arg3[%arg6][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT:    %view_4 = memref.view %arg3[%arg6][%arg7, %arg7] : memref<2048xi8> to memref<?x4x?xf32>
// CHECK-NEXT:    %reshape = memref.reshape %arg1(%arg4) : (memref<?x?xf32>, memref<2xi32>) -> memref<?x?xf32>
// CHECK-NEXT:    %reshape_5 = memref.reshape %arg2(%arg5) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [%arg6, 10], strides: [1, %arg7] : memref<?x?xf32> to memref<?x10xf32, strided<[1, ?]>>
// CHECK-NEXT:    %reinterpret_cast_6 = memref.reinterpret_cast %arg2 to offset: [%arg6], sizes: [%arg6, %arg7], strides: [%arg6, %arg7] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
// CHECK-NEXT:    %collapse_shape_7 = memref.collapse_shape %arg1 {{\[\[}}0, 1]] {my.tag} : memref<?x?xf32> into memref<?xf32>
// CHECK-NEXT:    %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1], [2]] output_shape [8, 16, 4] : memref<128x4xf32> into memref<8x16x4xf32>
// CHECK-NEXT:    %expand_shape_8 = memref.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%arg6, 4, %arg7] : memref<?x?xf32> into memref<?x4x?xf32>
// CHECK-NEXT:    %transpose = memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.global "private" constant @table : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:  memref.global @zeros : memref<3xf16> = uninitialized
// CHECK-NEXT:  memref.global "private" @extern : memref<4xi32>
// CHECK-NEXT:  memref.global @splat : memref<2x2xi8> = dense<7>
// CHECK-NEXT:  func.func @globals() -> memref<2xf32> {
// CHECK-NEXT:    %0 = memref.get_global @table : memref<2xf32>
// CHECK-NEXT:    %1 = memref.get_global @splat : memref<2x2xi8>
// CHECK-NEXT:    return %0 : memref<2xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @reallocation(%arg0: memref<64xf32>, %arg1: index, %arg2: memref<4xi32>, %arg3: index) -> memref<?xf32> {
// CHECK-NEXT:    %0 = memref.realloc %arg0 : memref<64xf32> to memref<124xf32>
// CHECK-NEXT:    %1 = memref.realloc %0(%arg1) {alignment = 8 : i64} : memref<124xf32> to memref<?xf32>
// CHECK-NEXT:    memref.dma_start %arg0[%arg3], %0[%arg3], %arg1, %arg2[%arg3] : memref<64xf32>, memref<124xf32>, memref<4xi32>
// CHECK-NEXT:    memref.dma_start %arg0[%arg3], %0[%arg3], %arg1, %arg2[%arg3], %arg1, %arg3 : memref<64xf32>, memref<124xf32>, memref<4xi32>
// CHECK-NEXT:    memref.dma_wait %arg2[%arg3], %arg1 : memref<4xi32>
// CHECK-NEXT:    return %1 : memref<?xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index) -> (), sym_name = "allocation"}> ({
// GENERIC-NEXT:  ^bb0(%arg22: index, %arg23: index):
// GENERIC-NEXT:    %38 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x64xf32, 1>
// GENERIC-NEXT:    %39 = "memref.alloc"(%arg22) <{alignment = 8 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<8x?xf32>
// GENERIC-NEXT:    %40 = "memref.alloc"(%arg23) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<8x64xf32, #map>
// GENERIC-NEXT:    %41 = "memref.alloca"(%arg22, %arg22) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xi8>
// GENERIC-NEXT:    %42 = "memref.alloca"(%arg23) <{operandSegmentSizes = array<i32: 0, 1>}> {my.tag} : (index) -> memref<4xf32, strided<[1], offset: ?>>
// GENERIC-NEXT:    "memref.dealloc"(%38) : (memref<8x64xf32, 1>) -> ()
// GENERIC-NEXT:    "memref.dealloc"(%39) : (memref<8x?xf32>) -> ()
// GENERIC-NEXT:    %43:2 = "memref.alloca_scope"() ({
// GENERIC-NEXT:      %45 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC-NEXT:      %46 = "memref.load"(%45, %arg22) : (memref<4xf32>, index) -> f32
// GENERIC-NEXT:      "memref.alloca_scope.return"(%46, %arg22) : (f32, index) -> ()
// GENERIC-NEXT:    }) : () -> (f32, index)
// GENERIC-NEXT:    "memref.alloca_scope"() ({
// GENERIC-NEXT:      %44 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC-NEXT:      "memref.alloca_scope.return"() : () -> ()
// GENERIC-NEXT:    }) {my.scope} : () -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<4x?xf32>, memref<*xf32>, index, f32, memref<10xi32>, i32) -> (), sym_name = "access"}> ({
// GENERIC-NEXT:  ^bb0(%arg15: memref<4x?xf32>, %arg16: memref<*xf32>, %arg17: index, %arg18: f32, %arg19: memref<10xi32>, %arg20: i32):
// GENERIC-NEXT:    %30 = "memref.load"(%arg15, %arg17, %arg17) : (memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT:    %31 = "memref.load"(%arg15, %arg17, %arg17) <{nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT:    %32 = "memref.load"(%arg15, %arg17, %arg17) <{nontemporal = false}> : (memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT:    "memref.store"(%arg18, %arg15, %arg17, %arg17) : (f32, memref<4x?xf32>, index, index) -> ()
// GENERIC-NEXT:    "memref.store"(%arg18, %arg15, %arg17, %arg17) <{nontemporal = true}> : (f32, memref<4x?xf32>, index, index) -> ()
// GENERIC-NEXT:    "memref.prefetch"(%arg15, %arg17, %arg17) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x?xf32>, index, index) -> ()
// GENERIC-NEXT:    "memref.prefetch"(%arg15, %arg17, %arg17) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<4x?xf32>, index, index) -> ()
// GENERIC-NEXT:    %33 = "memref.atomic_rmw"(%arg18, %arg15, %arg17, %arg17) <{kind = 0 : i64}> : (f32, memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT:    %34 = "memref.atomic_rmw"(%arg20, %arg19, %arg17) <{kind = 4 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC-NEXT:    %35 = "memref.atomic_rmw"(%arg20, %arg19, %arg17) <{kind = 2 : i64}> {my.tag} : (i32, memref<10xi32>, index) -> i32
// GENERIC-NEXT:    %36 = "memref.generic_atomic_rmw"(%arg19, %arg17) ({
// GENERIC-NEXT:    ^bb0(%arg21: i32):
// GENERIC-NEXT:      %37 = "arith.addi"(%arg21, %arg20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "memref.atomic_yield"(%37) : (i32) -> ()
// GENERIC-NEXT:    }) : (memref<10xi32>, index) -> i32
// GENERIC-NEXT:    "memref.copy"(%arg15, %arg15) : (memref<4x?xf32>, memref<4x?xf32>) -> ()
// GENERIC-NEXT:    "memref.copy"(%arg16, %arg15) : (memref<*xf32>, memref<4x?xf32>) -> ()
// GENERIC-NEXT:    "memref.assume_alignment"(%arg15) <{alignment = 16 : i32}> : (memref<4x?xf32>) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<4x?xf32>, memref<*xf32>, index) -> (index, index, index), sym_name = "metadata"}> ({
// GENERIC-NEXT:  ^bb0(%arg12: memref<4x?xf32>, %arg13: memref<*xf32>, %arg14: index):
// GENERIC-NEXT:    %22 = "memref.dim"(%arg12, %arg14) : (memref<4x?xf32>, index) -> index
// GENERIC-NEXT:    %23 = "memref.dim"(%arg13, %arg14) : (memref<*xf32>, index) -> index
// GENERIC-NEXT:    %24 = "memref.rank"(%arg13) : (memref<*xf32>) -> index
// GENERIC-NEXT:    %25 = "memref.rank"(%arg12) : (memref<4x?xf32>) -> index
// GENERIC-NEXT:    %26:6 = "memref.extract_strided_metadata"(%arg12) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index)
// GENERIC-NEXT:    %27:2 = "memref.extract_strided_metadata"(%26#0) : (memref<f32>) -> (memref<f32>, index)
// GENERIC-NEXT:    %28 = "memref.extract_aligned_pointer_as_index"(%arg12) : (memref<4x?xf32>) -> index
// GENERIC-NEXT:    %29 = "memref.extract_aligned_pointer_as_index"(%arg13) : (memref<*xf32>) -> index
// GENERIC-NEXT:    "func.return"(%22, %28, %29) : (index, index, index) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<8x16x4xf32>, memref<?x?xf32>, memref<*xf32>, memref<2048xi8>, memref<2xi32>, memref<?xindex>, index, index) -> (), sym_name = "views"}> ({
// GENERIC-NEXT:  ^bb0(%arg4: memref<8x16x4xf32>, %arg5: memref<?x?xf32>, %arg6: memref<*xf32>, %arg7: memref<2048xi8>, %arg8: memref<2xi32>, %arg9: memref<?xindex>, %arg10: index, %arg11: index):
// GENERIC-NEXT:    %4 = "memref.cast"(%arg4) : (memref<8x16x4xf32>) -> memref<?x16x4xf32>
// GENERIC-NEXT:    %5 = "memref.cast"(%arg4) : (memref<8x16x4xf32>) -> memref<*xf32>
// GENERIC-NEXT:    %6 = "memref.cast"(%arg6) : (memref<*xf32>) -> memref<?x?xf32>
// GENERIC-NEXT:    %7 = "memref.memory_space_cast"(%arg5) : (memref<?x?xf32>) -> memref<?x?xf32, 5>
// GENERIC-NEXT:    %8 = "memref.subview"(%arg4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<8x16x4xf32>
// GENERIC-NEXT:    %9 = "memref.subview"(%arg4, %arg10, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2, 0>, static_sizes = array<i64: 1, -9223372036854775808, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>, index, index) -> memref<?x4xf32, strided<[4, 1], offset: ?>>
// GENERIC-NEXT:    %10 = "memref.subview"(%arg5, %arg10, %arg11, %arg10) <{operandSegmentSizes = array<i32: 1, 2, 0, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: -9223372036854775808, 2>}> : (memref<?x?xf32>, index, index, index) -> memref<4x4xf32, strided<[?, 2], offset: ?>>
// GENERIC-NEXT:    %11 = "memref.view"(%arg7, %arg10) : (memref<2048xi8>, index) -> memref<64x4xf32>
// GENERIC-NEXT:    %12 = "memref.view"(%arg7, %arg10, %arg11, %arg11) : (memref<2048xi8>, index, index, index) -> memref<?x4x?xf32>
// GENERIC-NEXT:    %13 = "memref.reshape"(%arg5, %arg8) : (memref<?x?xf32>, memref<2xi32>) -> memref<?x?xf32>
// GENERIC-NEXT:    %14 = "memref.reshape"(%arg6, %arg9) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// GENERIC-NEXT:    %15 = "memref.reinterpret_cast"(%arg5, %arg10, %arg11) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808, 10>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x10xf32, strided<[1, ?]>>
// GENERIC-NEXT:    %16 = "memref.reinterpret_cast"(%arg6, %arg10, %arg10, %arg11, %arg10, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 2, 2>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<*xf32>, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
// GENERIC-NEXT:    %17 = "memref.collapse_shape"(%arg4) <{reassociation = {{\[\[}}0, 1], [2]]}> : (memref<8x16x4xf32>) -> memref<128x4xf32>
// GENERIC-NEXT:    %18 = "memref.collapse_shape"(%arg5) <{reassociation = {{\[\[}}0, 1]]}> {my.tag} : (memref<?x?xf32>) -> memref<?xf32>
// GENERIC-NEXT:    %19 = "memref.expand_shape"(%17) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 8, 16, 4>}> : (memref<128x4xf32>) -> memref<8x16x4xf32>
// GENERIC-NEXT:    %20 = "memref.expand_shape"(%arg5, %arg10, %arg11) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x?xf32>
// GENERIC-NEXT:    %21 = "memref.transpose"(%arg5) <{permutation = #map1}> : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "table", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
// GENERIC-NEXT:  "memref.global"() <{initial_value, sym_name = "zeros", type = memref<3xf16>}> : () -> ()
// GENERIC-NEXT:  "memref.global"() <{sym_name = "extern", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
// GENERIC-NEXT:  "memref.global"() <{initial_value = dense<7> : tensor<2x2xi8>, sym_name = "splat", type = memref<2x2xi8>}> : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> memref<2xf32>, sym_name = "globals"}> ({
// GENERIC-NEXT:    %2 = "memref.get_global"() <{name = @table}> : () -> memref<2xf32>
// GENERIC-NEXT:    %3 = "memref.get_global"() <{name = @splat}> : () -> memref<2x2xi8>
// GENERIC-NEXT:    "func.return"(%2) : (memref<2xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<64xf32>, index, memref<4xi32>, index) -> memref<?xf32>, sym_name = "reallocation"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<64xf32>, %arg1: index, %arg2: memref<4xi32>, %arg3: index):
// GENERIC-NEXT:    %0 = "memref.realloc"(%arg0) : (memref<64xf32>) -> memref<124xf32>
// GENERIC-NEXT:    %1 = "memref.realloc"(%0, %arg1) <{alignment = 8 : i64}> : (memref<124xf32>, index) -> memref<?xf32>
// GENERIC-NEXT:    "memref.dma_start"(%arg0, %arg3, %0, %arg3, %arg1, %arg2, %arg3) : (memref<64xf32>, index, memref<124xf32>, index, index, memref<4xi32>, index) -> ()
// GENERIC-NEXT:    "memref.dma_start"(%arg0, %arg3, %0, %arg3, %arg1, %arg2, %arg3, %arg1, %arg3) : (memref<64xf32>, index, memref<124xf32>, index, index, memref<4xi32>, index, index, index) -> ()
// GENERIC-NEXT:    "memref.dma_wait"(%arg2, %arg3, %arg1) : (memref<4xi32>, index, index) -> ()
// GENERIC-NEXT:    "func.return"(%1) : (memref<?xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
