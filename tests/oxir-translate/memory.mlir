// Memory: alloca, loads and stores with alignment, volatile, nontemporal and atomic orderings,
// GEPs with constant and dynamic indices over arrays and structs, atomics and the memory
// intrinsics; the program run against mlir-translate-19's translation.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: lli, mlir-translate, llvm-as, opt
// RUN: %differential %s %t | FileCheck %s --check-prefix=OUT
// OUT: {{^}}exit 62{{$}}

module {
  // CHECK-LABEL: define i32 @main()
  llvm.func @main() -> i32 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    // CHECK: alloca [4 x i32], i64 1, align 16
    %arr = llvm.alloca %one x !llvm.array<4 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    // CHECK: alloca { i8, i32 }, i64 1
    %st = llvm.alloca %one x !llvm.struct<(i8, i32)> : (i64) -> !llvm.ptr
    // CHECK: getelementptr inbounds [4 x i32], ptr %{{.*}}, i32 0, i64 2
    %e2 = llvm.getelementptr inbounds %arr[0, %two] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    // CHECK: getelementptr { i8, i32 }, ptr %{{.*}}, i32 0, i32 1
    %f1 = llvm.getelementptr %st[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32)>
    // CHECK: getelementptr i32, ptr %{{.*}}, i64 1
    %e3 = llvm.getelementptr %e2[%one] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    // CHECK: store i32 5, ptr %{{.*}}, align 4
    llvm.store %c5, %e2 {alignment = 4 : i64} : i32, !llvm.ptr
    // CHECK: store volatile i32 3, ptr
    llvm.store volatile %c3, %e3 : i32, !llvm.ptr
    // CHECK: store atomic i32 3, ptr %{{.*}} release, align 4
    llvm.store %c3, %f1 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    // CHECK: load i32, ptr %{{.*}}, align 4, !nontemporal
    %a = llvm.load %e2 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
    // CHECK: load atomic i32, ptr %{{.*}} acquire, align 4
    %b = llvm.load %f1 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    // CHECK: load volatile i32, ptr
    %c = llvm.load volatile %e3 : !llvm.ptr -> i32
    // CHECK: atomicrmw add ptr %{{.*}}, i32 5 seq_cst
    %old = llvm.atomicrmw add %e2, %c5 seq_cst : !llvm.ptr, i32
    // CHECK: atomicrmw umax ptr
    %old2 = llvm.atomicrmw umax %e2, %c3 monotonic : !llvm.ptr, i32
    // CHECK: cmpxchg ptr %{{.*}}, i32 10, i32 3 acq_rel monotonic
    %c10 = llvm.mlir.constant(10 : i32) : i32
    %pair = llvm.cmpxchg %e2, %c10, %c3 acq_rel monotonic : !llvm.ptr, i32
    %ok = llvm.extractvalue %pair[1] : !llvm.struct<(i32, i1)>
    // CHECK: fence syncscope("singlethread") seq_cst
    llvm.fence syncscope("singlethread") seq_cst
    %dst = llvm.alloca %one x !llvm.array<4 x i32> : (i64) -> !llvm.ptr
    %sixteen = llvm.mlir.constant(16 : i64) : i64
    %false = llvm.mlir.constant(false) : i1
    // CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %{{.*}}, ptr %{{.*}}, i64 16, i1 false)
    "llvm.intr.memcpy"(%dst, %arr, %sixteen) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %byte = llvm.mlir.constant(1 : i8) : i8
    %four = llvm.mlir.constant(4 : i64) : i64
    // CHECK: call void @llvm.memset.p0.i64(ptr %{{.*}}, i8 1, i64 4, i1 false)
    "llvm.intr.memset"(%st, %byte, %four) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %d2 = llvm.getelementptr %dst[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    %d = llvm.load %d2 : !llvm.ptr -> i32
    %s0 = llvm.add %a, %b : i32
    %s1 = llvm.add %s0, %c : i32
    %s2 = llvm.add %s1, %old : i32
    %s3 = llvm.add %s2, %old2 : i32
    %s4 = llvm.add %s3, %d : i32
    %okz = llvm.zext %ok : i1 to i32
    %s5 = llvm.add %s4, %okz : i32
    %sb = llvm.load %st : !llvm.ptr -> i8
    %sbz = llvm.zext %sb : i8 to i32
    %s6 = llvm.add %s5, %sbz : i32
    %s7 = llvm.add %s6, %s6 : i32
    llvm.return %s7 : i32
  }
}
// CHECK-DAG: declare void @llvm.memcpy.p0.p0.i64(ptr {{.*}}, ptr {{.*}}, i64, i1 {{.*}})
// CHECK-DAG: declare void @llvm.memset.p0.i64(ptr {{.*}}, i8, i64, i1 {{.*}})
