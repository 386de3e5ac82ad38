// Synchronization scopes of atomic accesses and fences (a `syncscope(...)` nested in the
// `atomic` group of loads and stores), and a `sym_visibility` given in the attribute
// dictionary of `llvm.func`, which MLIR 19 takes as it is: printed back as mlir-opt-19 does.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

llvm.func @scopes(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %1 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load volatile %p atomic syncscope("singlethread") acquire invariant {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %v, %p atomic syncscope("agent") monotonic {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %3 = llvm.atomicrmw add %p, %v syncscope("agent") monotonic : !llvm.ptr, i32
  %4 = llvm.cmpxchg %p, %v, %v syncscope("agent") acq_rel monotonic : !llvm.ptr, i32
  llvm.fence syncscope("agent") acquire
  llvm.return
}

llvm.func @declared_private() attributes {sym_visibility = "private"}

llvm.func internal @defined_private(%a: i32) -> i32 attributes {sym_visibility = "private"} {
  llvm.return %a : i32
}

// CHECK:module {
// CHECK-NEXT:  llvm.func @scopes(%arg0: !llvm.ptr, %arg1: i32) {
// CHECK-NEXT:    %0 = llvm.load %arg0 atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    %1 = llvm.load %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    %2 = llvm.load volatile %arg0 atomic syncscope("singlethread") acquire invariant {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.store %arg1, %arg0 atomic syncscope("agent") monotonic {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store volatile %arg1, %arg0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %3 = llvm.atomicrmw add %arg0, %arg1 syncscope("agent") monotonic : !llvm.ptr, i32
// CHECK-NEXT:    %4 = llvm.cmpxchg %arg0, %arg1, %arg1 syncscope("agent") acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:    llvm.fence syncscope("agent") acquire
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @declared_private() attributes {sym_visibility = "private"}
// CHECK-NEXT:  llvm.func internal @defined_private(%arg0: i32) -> i32 attributes {sym_visibility = "private"} {
// CHECK-NEXT:    llvm.return %arg0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
