// cf.assert under -convert-cf-to-llvm and -convert-to-llvm: the block is split after it, and a
// failure block at the end of the region prints the message (a private global of its bytes,
// MLIR's `assert_msg` names: the next free name from a counter shared by the whole run, so
// the numbering goes on across split inputs) with `puts` and calls `abort`. The globals and
// declarations go first in the module in the order MLIR creates them. CHECK lines are
// mlir-opt-19's output on this file.
// RUN: oxir-opt %s -split-input-file -convert-cf-to-llvm | FileCheck %s --check-prefix=CF
// RUN: %mlir_opt %s -split-input-file -convert-cf-to-llvm | FileCheck %s --check-prefix=CF
// RUN: oxir-opt %s -split-input-file -convert-to-llvm | FileCheck %s --check-prefix=ALL
// RUN: %mlir_opt %s -split-input-file -convert-to-llvm | FileCheck %s --check-prefix=ALL

func.func @f(%c: i1, %d: i1) {
  cf.assert %c, "first message"
  cf.assert %d, "first message"
  cf.assert %d, "second \"q\" \n nl"
  return
}
func.func @g(%c: i1) {
  cf.assert %c, "in g"
  return
}
// -----
llvm.mlir.global internal constant @assert_msg("taken\00") {addr_space = 0 : i32}
func.func @f(%c: i1, %m: memref<?xf32>) {
  cf.assert %c, "x"
  memref.dealloc %m : memref<?xf32>
  cf.assert %c, ""
  return
}
// -----
func.func @g(%c: i1) {
  cf.assert %c, "again"
  cf.assert %c, "again"
  return
}

// CF: module {
// CF-NEXT: llvm.mlir.global private constant @assert_msg_2(dense<[105, 110, 32, 103, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CF-NEXT: llvm.mlir.global private constant @assert_msg_1(dense<[115, 101, 99, 111, 110, 100, 32, 34, 113, 34, 32, 10, 32, 110, 108, 0]> : tensor<16xi8>) {addr_space = 0 : i32} : !llvm.array<16 x i8>
// CF-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[102, 105, 114, 115, 116, 32, 109, 101, 115, 115, 97, 103, 101, 0]> : tensor<14xi8>) {addr_space = 0 : i32} : !llvm.array<14 x i8>
// CF-NEXT: llvm.func @abort()
// CF-NEXT: llvm.func @puts(!llvm.ptr)
// CF-NEXT: llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 32, 109, 101, 115, 115, 97, 103, 101, 0]> : tensor<14xi8>) {addr_space = 0 : i32} : !llvm.array<14 x i8>
// CF-LABEL: func.func @f(%arg0: i1, %arg1: i1) {
// CF-NEXT: llvm.cond_br %arg0, ^bb1, ^bb4
// CF-NEXT: ^bb1:  // pred: ^bb0
// CF-NEXT: llvm.cond_br %arg1, ^bb2, ^bb5
// CF-NEXT: ^bb2:  // pred: ^bb1
// CF-NEXT: llvm.cond_br %arg1, ^bb3, ^bb6
// CF-NEXT: ^bb3:  // pred: ^bb2
// CF-NEXT: return
// CF-NEXT: ^bb4:  // pred: ^bb0
// CF-NEXT: %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CF-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<14 x i8>
// CF-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()
// CF-NEXT: llvm.unreachable
// CF-NEXT: ^bb5:  // pred: ^bb1
// CF-NEXT: %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CF-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<14 x i8>
// CF-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()
// CF-NEXT: llvm.unreachable
// CF-NEXT: ^bb6:  // pred: ^bb2
// CF-NEXT: %4 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CF-NEXT: %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
// CF-NEXT: llvm.call @puts(%5) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()
// CF-NEXT: llvm.unreachable
// CF-NEXT: }
// CF-LABEL: func.func @g(%arg0: i1) {
// CF-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CF-NEXT: ^bb1:  // pred: ^bb0
// CF-NEXT: return
// CF-NEXT: ^bb2:  // pred: ^bb0
// CF-NEXT: %0 = llvm.mlir.addressof @assert_msg_2 : !llvm.ptr
// CF-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CF-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()
// CF-NEXT: llvm.unreachable
// CF-NEXT: }
// CF-NEXT: }
// CF: // -----
// CF-NEXT: module {
// CF-NEXT: llvm.mlir.global private constant @assert_msg_4(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
// CF-NEXT: llvm.func @abort()
// CF-NEXT: llvm.func @puts(!llvm.ptr)
// CF-NEXT: llvm.mlir.global private constant @assert_msg_3(dense<[120, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CF-NEXT: llvm.mlir.global internal constant @assert_msg("taken\00") {addr_space = 0 : i32}
// CF-LABEL: func.func @f(%arg0: i1, %arg1: memref<?xf32>) {
// CF-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CF-NEXT: ^bb1:  // pred: ^bb0
// CF-NEXT: memref.dealloc %arg1 : memref<?xf32>
// CF-NEXT: llvm.cond_br %arg0, ^bb2, ^bb4
// CF-NEXT: ^bb2:  // pred: ^bb1
// CF-NEXT: return
// CF-NEXT: ^bb3:  // pred: ^bb0
// CF-NEXT: %0 = llvm.mlir.addressof @assert_msg_3 : !llvm.ptr
// CF-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CF-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()
// CF-NEXT: llvm.unreachable
// CF-NEXT: ^bb4:  // pred: ^bb1
// CF-NEXT: %2 = llvm.mlir.addressof @assert_msg_4 : !llvm.ptr
// CF-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
// CF-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()
// CF-NEXT: llvm.unreachable
// CF-NEXT: }
// CF-NEXT: }
// CF: // -----
// CF-NEXT: module {
// CF-NEXT: llvm.mlir.global private constant @assert_msg_5(dense<[97, 103, 97, 105, 110, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CF-NEXT: llvm.func @abort()
// CF-NEXT: llvm.func @puts(!llvm.ptr)
// CF-NEXT: llvm.mlir.global private constant @assert_msg(dense<[97, 103, 97, 105, 110, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CF-LABEL: func.func @g(%arg0: i1) {
// CF-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CF-NEXT: ^bb1:  // pred: ^bb0
// CF-NEXT: llvm.cond_br %arg0, ^bb2, ^bb4
// CF-NEXT: ^bb2:  // pred: ^bb1
// CF-NEXT: return
// CF-NEXT: ^bb3:  // pred: ^bb0
// CF-NEXT: %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CF-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CF-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()
// CF-NEXT: llvm.unreachable
// CF-NEXT: ^bb4:  // pred: ^bb1
// CF-NEXT: %2 = llvm.mlir.addressof @assert_msg_5 : !llvm.ptr
// CF-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CF-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()
// CF-NEXT: llvm.unreachable
// CF-NEXT: }
// CF-NEXT: }

// ALL: module {
// ALL-NEXT: llvm.mlir.global private constant @assert_msg_2(dense<[105, 110, 32, 103, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// ALL-NEXT: llvm.mlir.global private constant @assert_msg_1(dense<[115, 101, 99, 111, 110, 100, 32, 34, 113, 34, 32, 10, 32, 110, 108, 0]> : tensor<16xi8>) {addr_space = 0 : i32} : !llvm.array<16 x i8>
// ALL-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[102, 105, 114, 115, 116, 32, 109, 101, 115, 115, 97, 103, 101, 0]> : tensor<14xi8>) {addr_space = 0 : i32} : !llvm.array<14 x i8>
// ALL-NEXT: llvm.func @abort()
// ALL-NEXT: llvm.func @puts(!llvm.ptr)
// ALL-NEXT: llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 32, 109, 101, 115, 115, 97, 103, 101, 0]> : tensor<14xi8>) {addr_space = 0 : i32} : !llvm.array<14 x i8>
// ALL-LABEL: llvm.func @f(%arg0: i1, %arg1: i1) {
// ALL-NEXT: llvm.cond_br %arg0, ^bb1, ^bb4
// ALL-NEXT: ^bb1:  // pred: ^bb0
// ALL-NEXT: llvm.cond_br %arg1, ^bb2, ^bb5
// ALL-NEXT: ^bb2:  // pred: ^bb1
// ALL-NEXT: llvm.cond_br %arg1, ^bb3, ^bb6
// ALL-NEXT: ^bb3:  // pred: ^bb2
// ALL-NEXT: llvm.return
// ALL-NEXT: ^bb4:  // pred: ^bb0
// ALL-NEXT: %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// ALL-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<14 x i8>
// ALL-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()
// ALL-NEXT: llvm.unreachable
// ALL-NEXT: ^bb5:  // pred: ^bb1
// ALL-NEXT: %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// ALL-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<14 x i8>
// ALL-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()
// ALL-NEXT: llvm.unreachable
// ALL-NEXT: ^bb6:  // pred: ^bb2
// ALL-NEXT: %4 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// ALL-NEXT: %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
// ALL-NEXT: llvm.call @puts(%5) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()
// ALL-NEXT: llvm.unreachable
// ALL-NEXT: }
// ALL-LABEL: llvm.func @g(%arg0: i1) {
// ALL-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// ALL-NEXT: ^bb1:  // pred: ^bb0
// ALL-NEXT: llvm.return
// ALL-NEXT: ^bb2:  // pred: ^bb0
// ALL-NEXT: %0 = llvm.mlir.addressof @assert_msg_2 : !llvm.ptr
// ALL-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// ALL-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()
// ALL-NEXT: llvm.unreachable
// ALL-NEXT: }
// ALL-NEXT: }
// ALL: // -----
// ALL-NEXT: module {
// ALL-NEXT: llvm.mlir.global private constant @assert_msg_4(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
// ALL-NEXT: llvm.func @free(!llvm.ptr)
// ALL-NEXT: llvm.func @abort()
// ALL-NEXT: llvm.func @puts(!llvm.ptr)
// ALL-NEXT: llvm.mlir.global private constant @assert_msg_3(dense<[120, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// ALL-NEXT: llvm.mlir.global internal constant @assert_msg("taken\00") {addr_space = 0 : i32}
// ALL-LABEL: llvm.func @f(%arg0: i1, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// ALL-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// ALL-NEXT: ^bb1:  // pred: ^bb0
// ALL-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: llvm.call @free(%8) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.cond_br %arg0, ^bb2, ^bb4
// ALL-NEXT: ^bb2:  // pred: ^bb1
// ALL-NEXT: llvm.return
// ALL-NEXT: ^bb3:  // pred: ^bb0
// ALL-NEXT: %9 = llvm.mlir.addressof @assert_msg_3 : !llvm.ptr
// ALL-NEXT: %10 = llvm.getelementptr %9[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// ALL-NEXT: llvm.call @puts(%10) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()
// ALL-NEXT: llvm.unreachable
// ALL-NEXT: ^bb4:  // pred: ^bb1
// ALL-NEXT: %11 = llvm.mlir.addressof @assert_msg_4 : !llvm.ptr
// ALL-NEXT: %12 = llvm.getelementptr %11[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
// ALL-NEXT: llvm.call @puts(%12) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()
// ALL-NEXT: llvm.unreachable
// ALL-NEXT: }
// ALL-NEXT: }
// ALL: // -----
// ALL-NEXT: module {
// ALL-NEXT: llvm.mlir.global private constant @assert_msg_5(dense<[97, 103, 97, 105, 110, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// ALL-NEXT: llvm.func @abort()
// ALL-NEXT: llvm.func @puts(!llvm.ptr)
// ALL-NEXT: llvm.mlir.global private constant @assert_msg(dense<[97, 103, 97, 105, 110, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// ALL-LABEL: llvm.func @g(%arg0: i1) {
// ALL-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// ALL-NEXT: ^bb1:  // pred: ^bb0
// ALL-NEXT: llvm.cond_br %arg0, ^bb2, ^bb4
// ALL-NEXT: ^bb2:  // pred: ^bb1
// ALL-NEXT: llvm.return
// ALL-NEXT: ^bb3:  // pred: ^bb0
// ALL-NEXT: %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// ALL-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// ALL-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()
// ALL-NEXT: llvm.unreachable
// ALL-NEXT: ^bb4:  // pred: ^bb1
// ALL-NEXT: %2 = llvm.mlir.addressof @assert_msg_5 : !llvm.ptr
// ALL-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// ALL-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()
// ALL-NEXT: llvm.unreachable
// ALL-NEXT: }
// ALL-NEXT: }
