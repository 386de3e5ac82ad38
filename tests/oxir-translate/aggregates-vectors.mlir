// Aggregates and vectors: insert/extract value and element, shufflevector, dense vector and
// array constants, poison and undef, integer and float intrinsics; run against
// mlir-translate-19's translation.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: lli, mlir-translate, llvm-as, opt
// RUN: %differential %s %t | FileCheck %s --check-prefix=OUT
// OUT: {{^}}exit 98{{$}}

module {
  // CHECK-LABEL: define i32 @main()
  llvm.func @main() -> i32 {
    %vec = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
    %i3 = llvm.mlir.constant(3 : i32) : i32
    %i0 = llvm.mlir.constant(0 : i64) : i64
    // CHECK: extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 3
    %e = llvm.extractelement %vec[%i3 : i32] : vector<4xi32>
    // CHECK: insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 3, i64 0
    %ins = llvm.insertelement %i3, %vec[%i0 : i64] : vector<4xi32>
    // CHECK: shufflevector <4 x i32> %{{.*}}, <4 x i32> %{{.*}}, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
    %sh = llvm.shufflevector %ins, %ins [3, 2, 1, 0] : vector<4xi32>
    %e2 = llvm.extractelement %sh[%i3 : i32] : vector<4xi32>
    // CHECK: call i32 @llvm.smax.i32(i32
    %mx = llvm.intr.smax(%e, %e2) : (i32, i32) -> i32
    // CHECK: call i32 @llvm.umin.i32(i32
    %mn = llvm.intr.umin(%e, %e2) : (i32, i32) -> i32
    // CHECK: call i32 @llvm.ctpop.i32(i32
    %pop = llvm.intr.ctpop(%mx) : (i32) -> i32
    // CHECK: call i32 @llvm.cttz.i32(i32 %{{.*}}, i1 true)
    %tz = "llvm.intr.cttz"(%mx) <{is_zero_poison = true}> : (i32) -> i32
    // CHECK: call i32 @llvm.abs.i32(i32 %{{.*}}, i1 false)
    %neg = llvm.sub %mn, %mx : i32
    %abs = "llvm.intr.abs"(%neg) <{is_int_min_poison = false}> : (i32) -> i32
    %u = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f32>)>
    %f = llvm.mlir.constant(2.25 : f32) : f32
    // An insertvalue into a constant folds, as MLIR's IRBuilder folds it.
    // CHECK: insertvalue { i32, [2 x float] } { i32 undef, [2 x float] [float undef, float 2.250000e+00] }, i32 %{{.*}}, 0
    %s1 = llvm.insertvalue %f, %u[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
    %s2 = llvm.insertvalue %abs, %s1[0] : !llvm.struct<(i32, array<2 x f32>)>
    // CHECK: extractvalue { i32, [2 x float] } %{{.*}}, 1, 1
    %g = llvm.extractvalue %s2[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
    %a = llvm.extractvalue %s2[0] : !llvm.struct<(i32, array<2 x f32>)>
    %fv = llvm.mlir.constant(dense<[1.5, -2.0]> : vector<2xf64>) : vector<2xf64>
    %p = llvm.mlir.poison : vector<2xf64>
    // CHECK: fadd <2 x double> <double 1.500000e+00, double -2.000000e+00>, poison
    %pp = llvm.fadd %fv, %p : vector<2xf64>
    // CHECK: call float @llvm.sqrt.f32(float
    %sq = llvm.intr.sqrt(%g) : (f32) -> f32
    // CHECK: call float @llvm.fma.f32(float
    %fma = llvm.intr.fma(%sq, %sq, %g) : (f32, f32, f32) -> f32
    // CHECK: call float @llvm.powi.f32.i32(float %{{.*}}, i32 3)
    %pw = llvm.intr.powi(%fma, %i3) : (f32, i32) -> f32
    // CHECK: call float @llvm.maxnum.f32(float
    %mxf = llvm.intr.maxnum(%pw, %g) : (f32, f32) -> f32
    // CHECK: call float @llvm.maximum.f32(float
    %mxm = llvm.intr.maximum(%mxf, %g) : (f32, f32) -> f32
    // CHECK: call float @llvm.minimum.f32(float
    %mnm = llvm.intr.minimum(%mxm, %mxf) : (f32, f32) -> f32
    // CHECK: call float @llvm.copysign.f32(float
    %cs = llvm.intr.copysign(%mnm, %g) : (f32, f32) -> f32
    %fi = llvm.fptosi %cs : f32 to i32
    %arr = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>) : !llvm.array<2 x array<2 x i8>>
    // CHECK: extractvalue [2 x [2 x i8]] {{\[}}[2 x i8] c"\01\02", [2 x i8] c"\03\04"], 1, 0
    %a10 = llvm.extractvalue %arr[1, 0] : !llvm.array<2 x array<2 x i8>>
    %a10w = llvm.zext %a10 : i8 to i32
    %r0 = llvm.add %a, %pop : i32
    %r1 = llvm.add %r0, %tz : i32
    %r2 = llvm.add %r1, %fi : i32
    %r3 = llvm.add %r2, %a10w : i32
    llvm.return %r3 : i32
  }
}
