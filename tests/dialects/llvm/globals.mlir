// llvm.mlir.global with initial values (integer, float, string with its type left out),
// without one, with an initializer region, constant, in each linkage spelled, printed back as
// mlir-opt-19 prints them (the address space always in the dictionary).

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

llvm.mlir.global internal constant @c(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @g(0.0 : f32) {alignment = 8 : i64} : f32
llvm.mlir.global private @s("hello\00") : !llvm.array<6 x i8>
llvm.mlir.global external @e() : i64
llvm.mlir.global internal @r() : !llvm.ptr {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global linkonce_odr thread_local @t(1 : i64) : i64
llvm.mlir.global linkonce unnamed_addr @u(2 : i64) : i64
llvm.mlir.global weak hidden local_unnamed_addr @arr(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>


// CHECK:module {
// CHECK-NEXT:  llvm.mlir.global internal constant @c(42 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:  llvm.mlir.global external @g(0.000000e+00 : f32) {addr_space = 0 : i32, alignment = 8 : i64} : f32
// CHECK-NEXT:  llvm.mlir.global private @s("hello\00") {addr_space = 0 : i32}
// CHECK-NEXT:  llvm.mlir.global external @e() {addr_space = 0 : i32} : i64
// CHECK-NEXT:  llvm.mlir.global internal @r() {addr_space = 0 : i32} : !llvm.ptr {
// CHECK-NEXT:    %0 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT:    llvm.return %0 : !llvm.ptr
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.mlir.global linkonce_odr thread_local @t(1 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT:  llvm.mlir.global linkonce unnamed_addr @u(2 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT:  llvm.mlir.global weak hidden local_unnamed_addr @arr(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
// CHECK-NEXT:}
