// What -canonicalize does to llvm IR, as mlir-opt-19 does it: the folds of casts to their own
// type or back, GEPs by a zero index or by known dynamic indices, extractvalue through
// insertvalue, icmp eq/ne of a value with itself or of an alloca with null, and the constants
// (llvm.mlir.constant, addressof, undef, poison, zero) deduplicated and moved to the entry.

// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace

llvm.func @f(%p: !llvm.ptr, %s: !llvm.struct<(i32, f32)>, %x: i32, %f: f32) -> i32 {
  %c = llvm.mlir.constant(5 : i32) : i32
  %t = llvm.trunc %c : i32 to i8
  %z = llvm.zext %t : i8 to i64
  %b = llvm.bitcast %x : i32 to i32
  %b2 = llvm.bitcast %x : i32 to f32
  %b3 = llvm.bitcast %b2 : f32 to i32
  %a = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %a2 = llvm.addrspacecast %a : !llvm.ptr<1> to !llvm.ptr
  %g = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %i = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, f32)>
  %e = llvm.extractvalue %i[0] : !llvm.struct<(i32, f32)>
  %e2 = llvm.extractvalue %i[1] : !llvm.struct<(i32, f32)>
  %q = llvm.icmp "eq" %x, %x : i32
  %add = llvm.add %c, %c : i32
  %mul = llvm.mul %x, %c : i32
  llvm.store %b, %g : i32, !llvm.ptr
  llvm.store %b3, %a2 : i32, !llvm.ptr
  llvm.store %e2, %p : f32, !llvm.ptr
  llvm.store %z, %p : i64, !llvm.ptr
  llvm.store %q, %p : i1, !llvm.ptr
  llvm.store %add, %p : i32, !llvm.ptr
  llvm.store %mul, %p : i32, !llvm.ptr
  llvm.return %e : i32
}

llvm.mlir.global internal @g(1 : i32) : i32
llvm.func @g2(%p: !llvm.ptr, %x: i32, %s: !llvm.struct<(struct<(i32, i32)>, f32)>, %i: i64) -> i32 {
  llvm.store %x, %p : i32, !llvm.ptr
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %a2 = llvm.mlir.addressof @g : !llvm.ptr
  %z = llvm.mlir.zero : !llvm.ptr
  %z2 = llvm.mlir.zero : !llvm.ptr
  %u = llvm.mlir.undef : i32
  %u2 = llvm.mlir.undef : i32
  %po = llvm.mlir.poison : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %g = llvm.getelementptr %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %g0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %g2 = llvm.getelementptr %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %e1 = llvm.extractvalue %s[0] : !llvm.struct<(struct<(i32, i32)>, f32)>
  %e2 = llvm.extractvalue %e1[1] : !llvm.struct<(i32, i32)>
  %al = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %q = llvm.icmp "ne" %al, %z : !llvm.ptr
  %q2 = llvm.icmp "eq" %z2, %al : !llvm.ptr
  %cv = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %ex = llvm.extractelement %cv[%c1 : i64] : vector<2xi32>
  llvm.store %a, %p : !llvm.ptr, !llvm.ptr
  llvm.store %a2, %p : !llvm.ptr, !llvm.ptr
  llvm.store %z2, %p : !llvm.ptr, !llvm.ptr
  llvm.store %u, %p : i32, !llvm.ptr
  llvm.store %u2, %p : i32, !llvm.ptr
  llvm.store %po, %p : i32, !llvm.ptr
  llvm.store %g, %p : !llvm.ptr, !llvm.ptr
  llvm.store %g0, %p : !llvm.ptr, !llvm.ptr
  llvm.store %g2, %p : !llvm.ptr, !llvm.ptr
  llvm.store %q, %p : i1, !llvm.ptr
  llvm.store %q2, %p : i1, !llvm.ptr
  llvm.store %ex, %p : i32, !llvm.ptr
  llvm.return %e2 : i32
}

llvm.func @zeros(%p: !llvm.ptr) {
 %z = llvm.mlir.zero : i32
 %f = llvm.mlir.zero : f32
 %v = llvm.mlir.zero : vector<2xi32>
 %s = llvm.mlir.zero : !llvm.struct<(i32)>
 llvm.store %z, %p : i32, !llvm.ptr
 llvm.store %f, %p : f32, !llvm.ptr
 llvm.store %v, %p : vector<2xi32>, !llvm.ptr
 llvm.store %s, %p : !llvm.struct<(i32)>, !llvm.ptr
 llvm.return
}

// CHECK:module {
// CHECK-NEXT:  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.struct<(i32, f32)>, %arg2: i32, %arg3: f32) -> i32 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %1 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:    %2 = llvm.trunc %1 : i32 to i8
// CHECK-NEXT:    %3 = llvm.zext %2 : i8 to i64
// CHECK-NEXT:    %4 = llvm.extractvalue %arg1[1] : !llvm.struct<(i32, f32)> 
// CHECK-NEXT:    %5 = llvm.add %1, %1 : i32
// CHECK-NEXT:    %6 = llvm.mul %arg2, %1 : i32
// CHECK-NEXT:    llvm.store %arg2, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %arg2, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %4, %arg0 : f32, !llvm.ptr
// CHECK-NEXT:    llvm.store %3, %arg0 : i64, !llvm.ptr
// CHECK-NEXT:    llvm.store %0, %arg0 : i1, !llvm.ptr
// CHECK-NEXT:    llvm.store %5, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %6, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.return %arg2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.mlir.global internal @g(1 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:  llvm.func @g2(%arg0: !llvm.ptr, %arg1: i32, %arg2: !llvm.struct<(struct<(i32, i32)>, f32)>, %arg3: i64) -> i32 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    %1 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %2 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:    %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %4 = llvm.mlir.poison : i32
// CHECK-NEXT:    %5 = llvm.mlir.undef : i32
// CHECK-NEXT:    %6 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %7 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT:    llvm.store %arg1, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    %8 = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT:    %9 = llvm.getelementptr %arg0[%arg3, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT:    %10 = llvm.extractvalue %arg2[0] : !llvm.struct<(struct<(i32, i32)>, f32)> 
// CHECK-NEXT:    %11 = llvm.extractvalue %10[1] : !llvm.struct<(i32, i32)> 
// CHECK-NEXT:    %12 = llvm.extractelement %2[%3 : i64] : vector<2xi32>
// CHECK-NEXT:    llvm.store %7, %arg0 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    llvm.store %7, %arg0 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    llvm.store %6, %arg0 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    llvm.store %5, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %5, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %4, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %8, %arg0 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    llvm.store %arg0, %arg0 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    llvm.store %9, %arg0 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    llvm.store %1, %arg0 : i1, !llvm.ptr
// CHECK-NEXT:    llvm.store %0, %arg0 : i1, !llvm.ptr
// CHECK-NEXT:    llvm.store %12, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.return %11 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @zeros(%arg0: !llvm.ptr) {
// CHECK-NEXT:    %0 = llvm.mlir.zero : i32
// CHECK-NEXT:    %1 = llvm.mlir.zero : f32
// CHECK-NEXT:    %2 = llvm.mlir.zero : vector<2xi32>
// CHECK-NEXT:    %3 = llvm.mlir.zero : !llvm.struct<(i32)>
// CHECK-NEXT:    llvm.store %0, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %1, %arg0 : f32, !llvm.ptr
// CHECK-NEXT:    llvm.store %2, %arg0 : vector<2xi32>, !llvm.ptr
// CHECK-NEXT:    llvm.store %3, %arg0 : !llvm.struct<(i32)>, !llvm.ptr
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
