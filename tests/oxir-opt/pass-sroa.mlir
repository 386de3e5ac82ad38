// sroa splits memref.alloca of 2 to 16 elements whose every use is a load or store at
// constant in-bounds indices, and llvm.alloca of one struct or array of at most 16 elements
// reached only through llvm.getelementptr [0, i, ...] and direct loads and stores that fit in
// part 0, into one alloca per part used, in the order the parts are first reached along the
// use list; accesses through a part's pointer must fit in it. Parts that are aggregates split
// again. Dynamic or out-of-bounds indices, other users, too many elements, a dynamic array
// size, a too-wide access and volatile direct accesses block it. The expectations are
// mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -allow-unregistered-dialect -sroa | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect -sroa | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(sroa),llvm.func(sroa))' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(sroa),llvm.func(sroa))' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect -sroa -mem2reg | FileCheck %s --check-prefix=PROMOTED --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect -sroa -mem2reg | FileCheck %s --check-prefix=PROMOTED --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect -sroa -mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS --match-full-lines --strict-whitespace

// CHECK:module {
// CHECK-NEXT:  func.func @partial(%arg0: f32, %arg1: i1) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT:    %alloca_0 = memref.alloca() : memref<f32>
// CHECK-NEXT:    memref.store %arg0, %alloca_0[] : memref<f32>
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    memref.store %arg0, %alloca[] : memref<f32>
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %0 = memref.load %alloca_0[] : memref<f32>
// CHECK-NEXT:    %1 = memref.load %alloca[] : memref<f32>
// CHECK-NEXT:    %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @blocked(%arg0: i32, %arg1: index) -> (i32, i32, i32) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT:    %0 = memref.load %alloca[%arg1] : memref<4xi32>
// CHECK-NEXT:    %alloca_0 = memref.alloca() : memref<17xi32>
// CHECK-NEXT:    %1 = memref.load %alloca_0[%c0] : memref<17xi32>
// CHECK-NEXT:    %alloca_1 = memref.alloca() : memref<4xi32>
// CHECK-NEXT:    %2 = memref.load %alloca_1[%c5] : memref<4xi32>
// CHECK-NEXT:    %alloca_2 = memref.alloca() : memref<4xi32>
// CHECK-NEXT:    "test.use"(%alloca_2) : (memref<4xi32>) -> ()
// CHECK-NEXT:    %alloca_3 = memref.alloca() : memref<1xi32>
// CHECK-NEXT:    %3 = memref.load %alloca_3[%c0] : memref<1xi32>
// CHECK-NEXT:    return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @fields(%arg0: i32, %arg1: f32) -> f32 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %1 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
// CHECK-NEXT:    %2 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT:    %3 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:    llvm.store %arg0, %3 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %arg1, %2 : f32, !llvm.ptr
// CHECK-NEXT:    %4 = llvm.load %1 : !llvm.ptr -> i64
// CHECK-NEXT:    %5 = llvm.load %2 : !llvm.ptr -> f32
// CHECK-NEXT:    llvm.return %5 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @llvm_blocked(%arg0: i64, %arg1: i32) -> i64 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %1 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT:    llvm.store %arg0, %1 : i64, !llvm.ptr
// CHECK-NEXT:    %2 = llvm.alloca %arg1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT:    %3 = llvm.getelementptr %2[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT:    %4 = llvm.alloca %0 x !llvm.array<20 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT:    %5 = llvm.getelementptr %4[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<20 x i32>
// CHECK-NEXT:    %6 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT:    %7 = llvm.getelementptr %6[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT:    %8 = llvm.load %7 : !llvm.ptr -> i64
// CHECK-NEXT:    %9 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT:    %10 = llvm.load volatile %9 : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.return %8 : i64
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @through_geps(%arg0: vector<2xi64>) -> i16 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %1 = llvm.alloca %0 x i16 : (i32) -> !llvm.ptr
// CHECK-NEXT:    %2 = llvm.alloca %0 x vector<4xf32> : (i32) -> !llvm.ptr
// CHECK-NEXT:    %3 = llvm.load %1 : !llvm.ptr -> i16
// CHECK-NEXT:    llvm.store volatile %arg0, %2 : vector<2xi64>, !llvm.ptr
// CHECK-NEXT:    llvm.return %3 : i16
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:

// PROMOTED:module {
// PROMOTED-NEXT:  func.func @partial(%arg0: f32, %arg1: i1) -> f32 {
// PROMOTED-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// PROMOTED-NEXT:    %c0 = arith.constant 0 : index
// PROMOTED-NEXT:    %c1 = arith.constant 1 : index
// PROMOTED-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2(%cst : f32)
// PROMOTED-NEXT:  ^bb1:  // pred: ^bb0
// PROMOTED-NEXT:    cf.br ^bb2(%arg0 : f32)
// PROMOTED-NEXT:  ^bb2(%0: f32):  // 2 preds: ^bb0, ^bb1
// PROMOTED-NEXT:    %1 = arith.addf %arg0, %0 : f32
// PROMOTED-NEXT:    return %1 : f32
// PROMOTED-NEXT:  }
// PROMOTED-NEXT:  func.func @blocked(%arg0: i32, %arg1: index) -> (i32, i32, i32) {
// PROMOTED-NEXT:    %c0 = arith.constant 0 : index
// PROMOTED-NEXT:    %c5 = arith.constant 5 : index
// PROMOTED-NEXT:    %alloca = memref.alloca() : memref<4xi32>
// PROMOTED-NEXT:    %0 = memref.load %alloca[%arg1] : memref<4xi32>
// PROMOTED-NEXT:    %alloca_0 = memref.alloca() : memref<17xi32>
// PROMOTED-NEXT:    %1 = memref.load %alloca_0[%c0] : memref<17xi32>
// PROMOTED-NEXT:    %alloca_1 = memref.alloca() : memref<4xi32>
// PROMOTED-NEXT:    %2 = memref.load %alloca_1[%c5] : memref<4xi32>
// PROMOTED-NEXT:    %alloca_2 = memref.alloca() : memref<4xi32>
// PROMOTED-NEXT:    "test.use"(%alloca_2) : (memref<4xi32>) -> ()
// PROMOTED-NEXT:    return %0, %1, %2 : i32, i32, i32
// PROMOTED-NEXT:  }
// PROMOTED-NEXT:  llvm.func @fields(%arg0: i32, %arg1: f32) -> f32 {
// PROMOTED-NEXT:    %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTED-NEXT:    llvm.return %arg1 : f32
// PROMOTED-NEXT:  }
// PROMOTED-NEXT:  llvm.func @llvm_blocked(%arg0: i64, %arg1: i32) -> i64 {
// PROMOTED-NEXT:    %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTED-NEXT:    %1 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// PROMOTED-NEXT:    llvm.store %arg0, %1 : i64, !llvm.ptr
// PROMOTED-NEXT:    %2 = llvm.alloca %arg1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// PROMOTED-NEXT:    %3 = llvm.getelementptr %2[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// PROMOTED-NEXT:    %4 = llvm.alloca %0 x !llvm.array<20 x i32> : (i32) -> !llvm.ptr
// PROMOTED-NEXT:    %5 = llvm.getelementptr %4[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<20 x i32>
// PROMOTED-NEXT:    %6 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// PROMOTED-NEXT:    %7 = llvm.getelementptr %6[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// PROMOTED-NEXT:    %8 = llvm.load %7 : !llvm.ptr -> i64
// PROMOTED-NEXT:    %9 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// PROMOTED-NEXT:    %10 = llvm.load volatile %9 : !llvm.ptr -> i32
// PROMOTED-NEXT:    llvm.return %8 : i64
// PROMOTED-NEXT:  }
// PROMOTED-NEXT:  llvm.func @through_geps(%arg0: vector<2xi64>) -> i16 {
// PROMOTED-NEXT:    %0 = llvm.mlir.undef : i16
// PROMOTED-NEXT:    %1 = llvm.mlir.constant(1 : i32) : i32
// PROMOTED-NEXT:    %2 = llvm.alloca %1 x vector<4xf32> : (i32) -> !llvm.ptr
// PROMOTED-NEXT:    llvm.store volatile %arg0, %2 : vector<2xi64>, !llvm.ptr
// PROMOTED-NEXT:    llvm.return %0 : i16
// PROMOTED-NEXT:  }
// PROMOTED-NEXT:}
// PROMOTED-EMPTY:

// mlir-opt-19 is built without statistics; these are MLIR's names, counted by hand: @partial
// (4 parts, 2 used), @fields' struct (3 parts, all used) and then its array (3 parts, 1 used),
// @through_geps' struct (2 parts, 1 used), the inner struct (2, both) and its array (4, 1).
// STATS:===-------------------------------------------------------------------------===
// STATS-NEXT:                         ... Pass statistics report ...
// STATS-NEXT:===-------------------------------------------------------------------------===
// STATS-NEXT:SROA
// STATS-NEXT:  (S) 6 destructured slots        - Total amount of memory slots destructured
// STATS-NEXT:  (S) 4 max subelement number     - Maximal number of sub-elements a successfully destructured slot initially had
// STATS-NEXT:  (S) 4 slots with memory benefit - Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields

func.func @partial(%v: f32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2x2xf32>
  memref.store %v, %a[%c1, %c0] : memref<2x2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[%c0, %c1] : memref<2x2xf32>
  cf.br ^bb2
^bb2:
  %x = memref.load %a[%c1, %c0] : memref<2x2xf32>
  %y = memref.load %a[%c0, %c1] : memref<2x2xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

func.func @blocked(%v: i32, %i: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloca() : memref<4xi32>
  %x = memref.load %a[%i] : memref<4xi32>
  %b = memref.alloca() : memref<17xi32>
  %y = memref.load %b[%c0] : memref<17xi32>
  %c = memref.alloca() : memref<4xi32>
  %z = memref.load %c[%c5] : memref<4xi32>
  %d = memref.alloca() : memref<4xi32>
  "test.use"(%d) : (memref<4xi32>) -> ()
  %e = memref.alloca() : memref<1xi32>
  %w = memref.load %e[%c0] : memref<1xi32>
  return %x, %y, %z : i32, i32, i32
}

llvm.func @fields(%v: i32, %f: f32) -> f32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i32, f32, array<3 x i64>)> : (i32) -> !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, array<3 x i64>)>
  llvm.store %f, %p : f32, !llvm.ptr
  %q = llvm.getelementptr inbounds %a[0, 2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, array<3 x i64>)>
  %w = llvm.load %q : !llvm.ptr -> i64
  %x = llvm.load %p : !llvm.ptr -> f32
  llvm.return %x : f32
}

llvm.func @llvm_blocked(%v: i64, %n: i32) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.store %v, %a : i64, !llvm.ptr
  %b = llvm.alloca %n x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %b[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %c = llvm.alloca %one x !llvm.array<20 x i32> : (i32) -> !llvm.ptr
  %q = llvm.getelementptr %c[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<20 x i32>
  %d = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %r = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %x = llvm.load %r : !llvm.ptr -> i64
  %e = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %y = llvm.load volatile %e : !llvm.ptr -> i32
  llvm.return %x : i64
}

llvm.func @through_geps(%v: vector<2xi64>) -> i16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i8, struct<(array<4 x i16>, vector<4xf32>)>)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, struct<(array<4 x i16>, vector<4xf32>)>)>
  %q = llvm.getelementptr %p[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i16>
  %x = llvm.load %q : !llvm.ptr -> i16
  %r = llvm.getelementptr %a[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, struct<(array<4 x i16>, vector<4xf32>)>)>
  llvm.store volatile %v, %r : vector<2xi64>, !llvm.ptr
  llvm.return %x : i16
}
