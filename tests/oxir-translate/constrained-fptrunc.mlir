// llvm.intr.experimental.constrained.fptrunc becomes a call of the constrained intrinsic with
// its rounding mode and exception behavior as metadata strings, the call marked strictfp, the
// intrinsic declared once per type pair in the order of first use; the output is
// mlir-translate-19's. The program truncates 1 + 2^-24 (a tie: to 1) and 1 + 2^-24 + 2^-40 (to
// 1 + 2^-23) in the default environment, which rounds to nearest as `tonearest` says, and
// exits with the low bits gained: 0 + 2 * 1.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: lli, mlir-translate, llvm-as, opt
// RUN: %differential %s %t | FileCheck %s --check-prefix=OUT
// OUT: {{^}}exit 2{{$}}

// CHECK-LABEL: define i32 @main()
// CHECK: call float @llvm.experimental.constrained.fptrunc.f32.f64(double {{.*}}, metadata !"round.tonearest", metadata !"fpexcept.ignore") #[[STRICT:[0-9]+]]
// CHECK: call float @llvm.experimental.constrained.fptrunc.f32.f64(double {{.*}}, metadata !"round.tonearest", metadata !"fpexcept.strict") #[[STRICT]]
// CHECK: call <2 x half> @llvm.experimental.constrained.fptrunc.v2f16.v2f64(<2 x double> {{.*}}, metadata !"round.downward", metadata !"fpexcept.maytrap") #[[STRICT]]
// CHECK: call float @llvm.experimental.constrained.fptrunc.f32.f64(double {{.*}}, metadata !"round.dynamic", metadata !"fpexcept.ignore") #[[STRICT]]
// CHECK: declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #[[DECL:[0-9]+]]
// CHECK: declare <2 x half> @llvm.experimental.constrained.fptrunc.v2f16.v2f64(<2 x double>, metadata, metadata) #[[DECL]]
// CHECK: attributes #[[DECL]] = { {{.*}}strictfp{{.*}} }
// CHECK: attributes #[[STRICT]] = { strictfp }
llvm.func @main() -> i32 {
  %tie = llvm.mlir.constant(1.0000000596046448 : f64) : f64
  %above = llvm.mlir.constant(1.0000000596055543 : f64) : f64
  %pair = llvm.mlir.constant(dense<[1.0, 2.5]> : vector<2xf64>) : vector<2xf64>
  %one = llvm.mlir.constant(1065353216 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %a = llvm.intr.experimental.constrained.fptrunc %tie tonearest ignore : f64 to f32
  %b = llvm.intr.experimental.constrained.fptrunc %above tonearest strict : f64 to f32
  %c = llvm.intr.experimental.constrained.fptrunc %pair downward maytrap : vector<2xf64> to vector<2xf16>
  %d = llvm.intr.experimental.constrained.fptrunc %tie dynamic ignore : f64 to f32
  %a_bits = llvm.bitcast %a : f32 to i32
  %b_bits = llvm.bitcast %b : f32 to i32
  %a_gain = llvm.sub %a_bits, %one : i32
  %b_gain = llvm.sub %b_bits, %one : i32
  %b2 = llvm.mul %b_gain, %two : i32
  %r = llvm.add %a_gain, %b2 : i32
  llvm.return %r : i32
}
