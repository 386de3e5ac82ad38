// The stack and hint intrinsics: llvm.intr.stacksave/stackrestore (the alloca_scope lowering),
// llvm.intr.assume (assume_alignment) and llvm.intr.prefetch; the program run against
// mlir-translate-19's translation.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: lli, mlir-translate, llvm-as, opt
// RUN: %differential %s %t | FileCheck %s --check-prefix=OUT
// OUT: {{^}}exit 7{{$}}

module {
  // CHECK-LABEL: define i32 @main()
  llvm.func @main() -> i32 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %seven = llvm.mlir.constant(7 : i32) : i32
    %zero = llvm.mlir.constant(0 : i64) : i64
    %mask = llvm.mlir.constant(3 : i64) : i64
    // CHECK: %[[SAVED:.*]] = call ptr @llvm.stacksave.p0()
    %saved = llvm.intr.stacksave : !llvm.ptr
    %slot = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    llvm.store %seven, %slot : i32, !llvm.ptr
    %addr = llvm.ptrtoint %slot : !llvm.ptr to i64
    %low = llvm.and %addr, %mask : i64
    %aligned = llvm.icmp "eq" %low, %zero : i64
    // CHECK: call void @llvm.assume(i1 %{{.*}})
    "llvm.intr.assume"(%aligned) : (i1) -> ()
    // CHECK: call void @llvm.prefetch.p0(ptr %{{.*}}, i32 0, i32 3, i32 1)
    "llvm.intr.prefetch"(%slot) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    %v = llvm.load %slot : !llvm.ptr -> i32
    // CHECK: call void @llvm.stackrestore.p0(ptr %[[SAVED]])
    llvm.intr.stackrestore %saved : !llvm.ptr
    llvm.return %v : i32
  }
}
// CHECK-DAG: declare ptr @llvm.stacksave.p0()
// CHECK-DAG: declare void @llvm.assume(i1
// CHECK-DAG: declare void @llvm.stackrestore.p0(ptr
// CHECK-DAG: declare void @llvm.prefetch.p0(ptr
