// use-aligned-alloc with elements that are neither integers nor floats: the alignment comes
// from the element's size as MLIR's default layout gives it (a vector's innermost dimension
// rounded up to a power of two, a memref's descriptor fields added up without padding), at
// least 16, and the size is rounded up to it unless the static size is a multiple of it.
// Both tools' whole outputs are compared, with 64- and 32-bit indices and the generic
// functions. A global's descriptor gets its 0xdeadbeef allocated pointer from an i64, whatever
// the index width.
// RUN: oxir-opt %s -finalize-memref-to-llvm='use-aligned-alloc=1' | FileCheck %s
// RUN: oxir-opt %s -finalize-memref-to-llvm='use-aligned-alloc=1' > %t.oxir
// RUN: %mlir_opt %s -finalize-memref-to-llvm='use-aligned-alloc=1' > %t.mlir
// RUN: diff %t.mlir %t.oxir
// RUN: oxir-opt %s -finalize-memref-to-llvm='use-aligned-alloc=1 index-bitwidth=32' > %t.oxir32
// RUN: %mlir_opt %s -finalize-memref-to-llvm='use-aligned-alloc=1 index-bitwidth=32' > %t.mlir32
// RUN: diff %t.mlir32 %t.oxir32
// RUN: oxir-opt %s -finalize-memref-to-llvm='use-aligned-alloc=1 use-generic-functions=1' > %t.oxirg
// RUN: %mlir_opt %s -finalize-memref-to-llvm='use-aligned-alloc=1 use-generic-functions=1' > %t.mlirg
// RUN: diff %t.mlirg %t.oxirg

// CHECK-LABEL: func.func @elements
// CHECK: llvm.getelementptr %{{.*}} -> !llvm.ptr, vector<8xf32>
// CHECK: %[[A32:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK: llvm.call @aligned_alloc(%[[A32]], %{{.*}}) : (i64, i64) -> !llvm.ptr
// CHECK: %[[A8:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK: llvm.call @aligned_alloc(%[[A8]], %{{.*}})
// CHECK: llvm.getelementptr %{{.*}} -> !llvm.ptr, vector<18xf32>
// CHECK: %[[A128:.*]] = llvm.mlir.constant(128 : index) : i64
// CHECK: llvm.call @aligned_alloc(%[[A128]], %{{.*}})
// CHECK: %[[A64:.*]] = llvm.mlir.constant(64 : index) : i64
// CHECK: llvm.urem %{{.*}}, %[[A64]]
// CHECK: llvm.call @aligned_alloc(%[[A64]], %{{.*}})
// CHECK: llvm.getelementptr %{{.*}} -> !llvm.ptr, !llvm.struct<(i64, ptr)>
// CHECK: %[[A16:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK: llvm.call @aligned_alloc(%[[A16]], %{{.*}})
func.func @elements(%n: index) {
  %0 = memref.alloc() : memref<32xvector<8xf32>>
  %1 = memref.alloc() {alignment = 8} : memref<16xvector<4xf32>>
  %2 = memref.alloc(%n) : memref<?xvector<18xf32>>
  %3 = memref.alloc() : memref<1xmemref<1xf32>>
  %4 = memref.alloc() : memref<1xmemref<2xmemref<3xf32>>>
  %5 = memref.alloc() : memref<1xmemref<*xf32>>
  %6 = memref.alloc() : memref<3xvector<2x3xi8>>
  return
}

memref.global "private" @table : memref<2x3xf32> = dense<1.0>

// CHECK-LABEL: func.func @global
// CHECK: llvm.mlir.constant(3735928559 : index) : i64
func.func @global() -> memref<2x3xf32> {
  %0 = memref.get_global @table : memref<2x3xf32>
  return %0 : memref<2x3xf32>
}
