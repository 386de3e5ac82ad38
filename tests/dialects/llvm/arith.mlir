// The llvm dialect's integer and float arithmetic (overflow and fast-math flags, shown only
// when set), comparisons with their quoted predicates, select, freeze, every cast and the
// constants, printed back as mlir-opt-19 prints them (the two spaces before `:` of ops
// without flags included).

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

llvm.func @arith(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xf32>) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.sub %a, %b overflow<nsw, nuw> : i32
  %3 = llvm.mul %a, %b : i32
  %4 = llvm.udiv %a, %b : i32
  %5 = llvm.sdiv %a, %b : i32
  %6 = llvm.urem %a, %b : i32
  %7 = llvm.srem %a, %b : i32
  %8 = llvm.and %a, %b : i32
  %9 = llvm.or %a, %b : i32
  %10 = llvm.xor %a, %b : i32
  %11 = llvm.shl %a, %b overflow<nuw> : i32
  %12 = llvm.lshr %a, %b : i32
  %13 = llvm.ashr %a, %b : i32
  %14 = llvm.fadd %f, %g : f32
  %15 = llvm.fsub %f, %g {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %16 = llvm.fmul %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %17 = llvm.fdiv %f, %g : f32
  %18 = llvm.frem %f, %g : f32
  %19 = llvm.fneg %f : f32
  %20 = llvm.fadd %v, %v : vector<4xf32>
  %21 = llvm.icmp "eq" %a, %b : i32
  %22 = llvm.icmp "ult" %a, %b : i32
  %23 = llvm.fcmp "oeq" %f, %g : f32
  %24 = llvm.fcmp "uno" %f, %g {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %25 = llvm.select %21, %a, %b : i1, i32
  %26 = llvm.freeze %a : i32
  %27 = llvm.trunc %a : i32 to i8
  %28 = llvm.zext %27 : i8 to i32
  %29 = llvm.sext %27 : i8 to i64
  %30 = llvm.fptrunc %f : f32 to f16
  %31 = llvm.fpext %f : f32 to f64
  %32 = llvm.fptosi %f : f32 to i32
  %33 = llvm.fptoui %f : f32 to i32
  %34 = llvm.sitofp %a : i32 to f32
  %35 = llvm.uitofp %a : i32 to f32
  %36 = llvm.bitcast %a : i32 to f32
  %37 = llvm.or %a, %b : i32
  llvm.return %0 : i32
}
llvm.func @consts() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(1.5 : f32) : f32
  %2 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %3 = llvm.mlir.poison : i64
  %4 = llvm.mlir.zero : !llvm.ptr
  %5 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
  %6 = llvm.mlir.constant(true) : i1
  %7 = llvm.mlir.constant(7 : index) : i64
  llvm.return
}

// CHECK:module {
// CHECK-NEXT:  llvm.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xf32>) -> i32 {
// CHECK-NEXT:    %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    %2 = llvm.sub %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:    %3 = llvm.mul %arg0, %arg1 : i32
// CHECK-NEXT:    %4 = llvm.udiv %arg0, %arg1  : i32
// CHECK-NEXT:    %5 = llvm.sdiv %arg0, %arg1  : i32
// CHECK-NEXT:    %6 = llvm.urem %arg0, %arg1  : i32
// CHECK-NEXT:    %7 = llvm.srem %arg0, %arg1  : i32
// CHECK-NEXT:    %8 = llvm.and %arg0, %arg1  : i32
// CHECK-NEXT:    %9 = llvm.or %arg0, %arg1  : i32
// CHECK-NEXT:    %10 = llvm.xor %arg0, %arg1  : i32
// CHECK-NEXT:    %11 = llvm.shl %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:    %12 = llvm.lshr %arg0, %arg1  : i32
// CHECK-NEXT:    %13 = llvm.ashr %arg0, %arg1  : i32
// CHECK-NEXT:    %14 = llvm.fadd %arg2, %arg3  : f32
// CHECK-NEXT:    %15 = llvm.fsub %arg2, %arg3  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT:    %16 = llvm.fmul %arg2, %arg3  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:    %17 = llvm.fdiv %arg2, %arg3  : f32
// CHECK-NEXT:    %18 = llvm.frem %arg2, %arg3  : f32
// CHECK-NEXT:    %19 = llvm.fneg %arg2  : f32
// CHECK-NEXT:    %20 = llvm.fadd %arg4, %arg4  : vector<4xf32>
// CHECK-NEXT:    %21 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK-NEXT:    %22 = llvm.icmp "ult" %arg0, %arg1 : i32
// CHECK-NEXT:    %23 = llvm.fcmp "oeq" %arg2, %arg3 : f32
// CHECK-NEXT:    %24 = llvm.fcmp "uno" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT:    %25 = llvm.select %21, %arg0, %arg1 : i1, i32
// CHECK-NEXT:    %26 = llvm.freeze %arg0 : i32
// CHECK-NEXT:    %27 = llvm.trunc %arg0 : i32 to i8
// CHECK-NEXT:    %28 = llvm.zext %27 : i8 to i32
// CHECK-NEXT:    %29 = llvm.sext %27 : i8 to i64
// CHECK-NEXT:    %30 = llvm.fptrunc %arg2 : f32 to f16
// CHECK-NEXT:    %31 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT:    %32 = llvm.fptosi %arg2 : f32 to i32
// CHECK-NEXT:    %33 = llvm.fptoui %arg2 : f32 to i32
// CHECK-NEXT:    %34 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT:    %35 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT:    %36 = llvm.bitcast %arg0 : i32 to f32
// CHECK-NEXT:    %37 = llvm.or %arg0, %arg1  : i32
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @consts() {
// CHECK-NEXT:    %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:    %1 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:    %2 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT:    %3 = llvm.mlir.poison : i64
// CHECK-NEXT:    %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %5 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:    %6 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %7 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
