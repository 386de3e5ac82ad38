// The llvm dialect's memory, aggregate, vector, atomic and intrinsic ops, printed back as
// mlir-opt-19 prints them: alloca, load and store (volatile, atomic, alignment), GEP with
// constant and dynamic indices, extract/insert of values and elements, shuffles, pointer
// casts, atomicrmw, cmpxchg, fences, and intrinsics (those without a custom form generic).

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

llvm.func @mem(%p: !llvm.ptr, %n: i64, %i: i32, %b: i8, %s: !llvm.struct<(i32, f32)>, %v: vector<4xf32>, %f: f32) {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.load %p : !llvm.ptr -> i32
  %3 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %i, %p : i32, !llvm.ptr
  llvm.store volatile %i, %p {alignment = 4 : i64} : i32, !llvm.ptr
  %4 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %5 = llvm.getelementptr inbounds %p[%n, 1, %i] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
  %6 = llvm.extractvalue %s[0] : !llvm.struct<(i32, f32)>
  %7 = llvm.insertvalue %f, %s[1] : !llvm.struct<(i32, f32)>
  %8 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %9 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %10 = llvm.shufflevector %v, %v [0, 1, 2, 3, 4, 5] : vector<4xf32>
  %11 = llvm.ptrtoint %p : !llvm.ptr to i64
  %12 = llvm.inttoptr %n : i64 to !llvm.ptr
  %13 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %14 = llvm.atomicrmw add %p, %i acq_rel : !llvm.ptr, i32
  %15 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  %16 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %17 = llvm.intr.fabs(%f) : (f32) -> f32
  %18 = llvm.intr.sqrt(%f) : (f32) -> f32
  %19 = llvm.intr.fma(%f, %f, %f) : (f32, f32, f32) -> f32
  %20 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %21 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %22 = "llvm.intr.abs"(%i) <{is_int_min_poison = true}> : (i32) -> i32
  %23 = llvm.intr.powi(%f, %i) : (f32, i32) -> f32
  %24 = llvm.intr.ctpop(%i) : (i32) -> i32
  %25 = llvm.intr.maxnum(%f, %f) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %26 = llvm.intr.exp(%f) : (f32) -> f32
  %27 = llvm.intr.log(%f) : (f32) -> f32
  %28 = llvm.intr.copysign(%f, %f) : (f32, f32) -> f32
  llvm.return
}

// CHECK:module {
// CHECK-NEXT:  llvm.func @mem(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32, %arg3: i8, %arg4: !llvm.struct<(i32, f32)>, %arg5: vector<4xf32>, %arg6: f32) {
// CHECK-NEXT:    %0 = llvm.alloca %arg1 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:    %1 = llvm.alloca %arg1 x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:    %2 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:    %3 = llvm.load volatile %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.store %arg2, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store volatile %arg2, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %4 = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT:    %5 = llvm.getelementptr inbounds %arg0[%arg1, 1, %arg2] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
// CHECK-NEXT:    %6 = llvm.extractvalue %arg4[0] : !llvm.struct<(i32, f32)> 
// CHECK-NEXT:    %7 = llvm.insertvalue %arg6, %arg4[1] : !llvm.struct<(i32, f32)> 
// CHECK-NEXT:    %8 = llvm.extractelement %arg5[%arg2 : i32] : vector<4xf32>
// CHECK-NEXT:    %9 = llvm.insertelement %arg6, %arg5[%arg2 : i32] : vector<4xf32>
// CHECK-NEXT:    %10 = llvm.shufflevector %arg5, %arg5 [0, 1, 2, 3, 4, 5] : vector<4xf32> 
// CHECK-NEXT:    %11 = llvm.ptrtoint %arg0 : !llvm.ptr to i64
// CHECK-NEXT:    %12 = llvm.inttoptr %arg1 : i64 to !llvm.ptr
// CHECK-NEXT:    %13 = llvm.addrspacecast %arg0 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:    %14 = llvm.atomicrmw add %arg0, %arg2 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:    %15 = llvm.cmpxchg %arg0, %arg2, %arg2 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:    llvm.fence acquire
// CHECK-NEXT:    llvm.fence syncscope("agent") seq_cst
// CHECK-NEXT:    %16 = llvm.load %arg0 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    %17 = llvm.intr.fabs(%arg6)  : (f32) -> f32
// CHECK-NEXT:    %18 = llvm.intr.sqrt(%arg6)  : (f32) -> f32
// CHECK-NEXT:    %19 = llvm.intr.fma(%arg6, %arg6, %arg6)  : (f32, f32, f32) -> f32
// CHECK-NEXT:    %20 = llvm.intr.smax(%arg2, %arg2)  : (i32, i32) -> i32
// CHECK-NEXT:    %21 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:    %22 = "llvm.intr.abs"(%arg2) <{is_int_min_poison = true}> : (i32) -> i32
// CHECK-NEXT:    %23 = llvm.intr.powi(%arg6, %arg2)  : (f32, i32) -> f32
// CHECK-NEXT:    %24 = llvm.intr.ctpop(%arg2)  : (i32) -> i32
// CHECK-NEXT:    %25 = llvm.intr.maxnum(%arg6, %arg6)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK-NEXT:    "llvm.intr.memcpy"(%arg0, %arg0, %arg1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:    "llvm.intr.memset"(%arg0, %arg3, %arg1) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT:    %26 = llvm.intr.exp(%arg6)  : (f32) -> f32
// CHECK-NEXT:    %27 = llvm.intr.log(%arg6)  : (f32) -> f32
// CHECK-NEXT:    %28 = llvm.intr.copysign(%arg6, %arg6)  : (f32, f32) -> f32
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
