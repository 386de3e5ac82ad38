// Globals (attribute and region initializers, linkage, constant, alignment, addressof),
// identified and recursive structs, direct, indirect and variadic calls, calling conventions,
// intrinsics, fast-math flags; run against mlir-translate-19's translation.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: lli, mlir-translate, llvm-as, opt
// RUN: %differential %s %t | FileCheck %s --check-prefix=OUT
// OUT: v=9 f=6.250000
// OUT-NEXT: {{^}}exit 22{{$}}

// CHECK-DAG: %node = type { i32, ptr }
// CHECK-DAG: %list = type { %node, ptr }
// CHECK-DAG: @fmt = private constant [11 x i8] c"v=%d f=%f\0A\00"
// CHECK-DAG: @counter = internal global i64 7, align 8
// CHECK-DAG: @table = internal constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
// CHECK-DAG: @pair = internal global { i32, double } { i32 5, double 2.500000e+00 }
// CHECK-DAG: @ptrs = internal global [1 x ptr] [ptr @counter]
// CHECK-DAG: @weak_zero = weak global i32 0
// CHECK-DAG: @head = internal global %list zeroinitializer
module {
  // CHECK-DAG: declare i32 @printf(ptr, ...)
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global private constant @fmt("v=%d f=%f\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal @counter(7 : i64) {alignment = 8 : i64} : i64
  llvm.mlir.global internal constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
  llvm.mlir.global weak @weak_zero(0 : i32) : i32
  llvm.mlir.global internal @head() : !llvm.struct<"list", (struct<"node", (i32, ptr)>, ptr)> {
    %0 = llvm.mlir.zero : !llvm.struct<"list", (struct<"node", (i32, ptr)>, ptr)>
    llvm.return %0 : !llvm.struct<"list", (struct<"node", (i32, ptr)>, ptr)>
  }
  llvm.mlir.global internal @pair() : !llvm.struct<(i32, f64)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %1 = llvm.mlir.constant(5 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64)>
    %3 = llvm.mlir.constant(2.5 : f64) : f64
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, f64)>
    llvm.return %4 : !llvm.struct<(i32, f64)>
  }
  llvm.mlir.global internal @ptrs() : !llvm.array<1 x ptr> {
    %0 = llvm.mlir.zero : !llvm.array<1 x ptr>
    %1 = llvm.mlir.addressof @counter : !llvm.ptr
    %2 = llvm.insertvalue %1, %0[0] : !llvm.array<1 x ptr>
    llvm.return %2 : !llvm.array<1 x ptr>
  }
  // CHECK-LABEL: define internal fastcc i32 @sq(i32 %0)
  llvm.func internal fastcc @sq(%x: i32) -> i32 {
    %0 = llvm.mul %x, %x overflow<nsw> : i32
    llvm.return %0 : i32
  }
  llvm.func @twice(%x: i32) -> i32 {
    %0 = llvm.add %x, %x : i32
    llvm.return %0 : i32
  }
  llvm.func @main() -> i32 {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i64) : i64
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %e = llvm.getelementptr inbounds %t[0, %c2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.load %e : !llvm.ptr -> i32
    // CHECK: call fastcc i32 @sq(i32
    %s = llvm.call fastcc @sq(%v) : (i32) -> i32
    %cnt = llvm.mlir.addressof @counter : !llvm.ptr
    %old = llvm.atomicrmw add %cnt, %c2 seq_cst : !llvm.ptr, i64
    %pr = llvm.mlir.addressof @pair : !llvm.ptr
    %pv = llvm.load %pr : !llvm.ptr -> !llvm.struct<(i32, f64)>
    %f = llvm.extractvalue %pv[1] : !llvm.struct<(i32, f64)>
    // CHECK: call double @llvm.fabs.f64(double
    %fa = llvm.intr.fabs(%f) : (f64) -> f64
    // CHECK: fmul fast double
    %fm = llvm.fmul %fa, %fa {fastmathFlags = #llvm.fastmath<fast>} : f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    // CHECK: call i32 (ptr, ...) @printf(ptr @fmt, i32 %{{.*}}, double %{{.*}})
    %r = llvm.call @printf(%fmt, %s, %fm) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
    %fp = llvm.mlir.addressof @twice : !llvm.ptr
    // An indirect call through a constant address reads as a direct one.
    // CHECK: call i32 @twice(i32 7)
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %tw = llvm.call %fp(%c7) : !llvm.ptr, (i32) -> i32
    %t64 = llvm.trunc %old : i64 to i32
    %sum = llvm.add %tw, %t64 : i32
    %w = llvm.mlir.addressof @weak_zero : !llvm.ptr
    %wz = llvm.load %w : !llvm.ptr -> i32
    %sum2 = llvm.add %sum, %wz : i32
    %sum3 = llvm.add %sum2, %c1 : i32
    llvm.return %sum3 : i32
  }
}
