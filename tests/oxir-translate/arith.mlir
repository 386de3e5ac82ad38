// Integer and float arithmetic with overflow and fast-math flags, comparisons, select, freeze
// and casts: the instructions, and the program run against mlir-translate-19's translation.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: lli, mlir-translate, llvm-as, opt
// RUN: %differential %s %t | FileCheck %s --check-prefix=OUT
// OUT: {{^}}exit 13{{$}}

module {
  // CHECK-LABEL: define i32 @int_ops(i32 %0, i32 %1)
  llvm.func @int_ops(%a: i32, %b: i32) -> i32 {
    // CHECK: add nuw nsw i32 %0, %1
    %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
    // CHECK: sub nsw i32
    %1 = llvm.sub %0, %b overflow<nsw> : i32
    // CHECK: mul i32
    %2 = llvm.mul %1, %a : i32
    // CHECK: shl nuw i32
    %3 = llvm.shl %2, %b overflow<nuw> : i32
    // CHECK: udiv i32
    %4 = llvm.udiv %3, %a : i32
    // CHECK: sdiv i32
    %5 = llvm.sdiv %4, %b : i32
    // CHECK: urem i32
    %6 = llvm.urem %5, %a : i32
    // CHECK: srem i32
    %7 = llvm.srem %3, %a : i32
    // CHECK: and i32
    %8 = llvm.and %7, %6 : i32
    // CHECK: or i32
    %9 = llvm.or %8, %3 : i32
    // CHECK: xor i32
    %10 = llvm.xor %9, %a : i32
    // CHECK: lshr i32
    %11 = llvm.lshr %10, %b : i32
    // CHECK: ashr i32
    %12 = llvm.ashr %11, %b : i32
    llvm.return %12 : i32
  }

  // CHECK-LABEL: define double @float_ops(double %0, double %1)
  llvm.func @float_ops(%a: f64, %b: f64) -> f64 {
    // CHECK: fadd fast double %0, %1
    %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f64
    // CHECK: fsub nnan nsz double
    %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<nnan, nsz>} : f64
    // CHECK: fmul double
    %2 = llvm.fmul %1, %a : f64
    // CHECK: fdiv double
    %3 = llvm.fdiv %2, %b : f64
    // CHECK: frem double
    %4 = llvm.frem %3, %a : f64
    // CHECK: fneg double
    %5 = llvm.fneg %4 : f64
    llvm.return %5 : f64
  }

  // CHECK-LABEL: define i32 @compare_and_cast(i64 %0, float %1)
  llvm.func @compare_and_cast(%x: i64, %f: f32) -> i32 {
    // CHECK: trunc i64 %0 to i32
    %t = llvm.trunc %x : i64 to i32
    // CHECK: zext i32 %{{.*}} to i64
    %z = llvm.zext %t : i32 to i64
    // CHECK: sext i32 %{{.*}} to i64
    %s = llvm.sext %t : i32 to i64
    // CHECK: fpext float %1 to double
    %d = llvm.fpext %f : f32 to f64
    // CHECK: fptrunc double %{{.*}} to half
    %h = llvm.fptrunc %d : f64 to f16
    // CHECK: fptosi double %{{.*}} to i32
    %i = llvm.fptosi %d : f64 to i32
    // CHECK: fptoui double %{{.*}} to i32
    %u = llvm.fptoui %d : f64 to i32
    // CHECK: sitofp i32 %{{.*}} to float
    %sf = llvm.sitofp %i : i32 to f32
    // CHECK: uitofp i32 %{{.*}} to float
    %uf = llvm.uitofp %u : i32 to f32
    // CHECK: bitcast float %{{.*}} to i32
    %bits = llvm.bitcast %uf : f32 to i32
    // CHECK: icmp slt i64 %{{.*}}, %{{.*}}
    %lt = llvm.icmp "slt" %z, %s : i64
    // CHECK: fcmp olt float %{{.*}}, %{{.*}}
    %flt = llvm.fcmp "olt" %sf, %uf : f32
    // CHECK: fcmp true float
    %always = llvm.fcmp "_true" %sf, %uf : f32
    // CHECK: select i1 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}
    %sel = llvm.select %lt, %bits, %t : i1, i32
    // CHECK: freeze i32
    %fr = llvm.freeze %sel : i32
    %ext = llvm.zext %flt : i1 to i32
    %ext2 = llvm.zext %always : i1 to i32
    %r0 = llvm.add %fr, %ext : i32
    %r = llvm.add %r0, %ext2 : i32
    llvm.return %r : i32
  }

  llvm.func @main() -> i32 {
    %a = llvm.mlir.constant(7 : i32) : i32
    %b = llvm.mlir.constant(2 : i32) : i32
    %0 = llvm.call @int_ops(%a, %b) : (i32, i32) -> i32
    %x = llvm.mlir.constant(1.5 : f64) : f64
    %y = llvm.mlir.constant(-0.25 : f64) : f64
    %1 = llvm.call @float_ops(%x, %y) : (f64, f64) -> f64
    %2 = llvm.fptosi %1 : f64 to i32
    %big = llvm.mlir.constant(-5000000000 : i64) : i64
    %f = llvm.mlir.constant(3.75 : f32) : f32
    %3 = llvm.call @compare_and_cast(%big, %f) : (i64, f32) -> i32
    %4 = llvm.add %0, %2 : i32
    %5 = llvm.xor %4, %3 : i32
    %mask = llvm.mlir.constant(255 : i32) : i32
    %6 = llvm.and %5, %mask : i32
    llvm.return %6 : i32
  }
}
