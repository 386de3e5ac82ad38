// -convert-arith-to-llvm: every arith op with a lowering becomes its llvm op or intrinsic,
// with overflow and fast-math flags carried; index casts follow the index bitwidth (the
// option overrides the data layout's). CHECK lines are mlir-opt-19's output on this file.
// RUN: oxir-opt %s -convert-arith-to-llvm | FileCheck %s
// RUN: oxir-opt %s -convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32
// RUN: oxir-opt %s -convert-to-llvm=filter-dialects=arith | FileCheck %s

func.func @ints(%a: i32, %b: i32, %i: index) -> i32 {
  %c = arith.constant 7 : i32
  %ci = arith.constant 3 : index
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %0, %c overflow<nsw, nuw> : i32
  %2 = arith.muli %1, %b : i32
  %3 = arith.divsi %2, %a : i32
  %4 = arith.divui %3, %a : i32
  %5 = arith.remsi %4, %a : i32
  %6 = arith.remui %5, %a : i32
  %7 = arith.andi %6, %a : i32
  %8 = arith.ori %7, %a : i32
  %9 = arith.xori %8, %a : i32
  %10 = arith.shli %9, %a overflow<nuw> : i32
  %11 = arith.shrsi %10, %a : i32
  %12 = arith.shrui %11, %a : i32
  %13 = arith.maxsi %12, %a : i32
  %14 = arith.minsi %13, %a : i32
  %15 = arith.maxui %14, %a : i32
  %16 = arith.minui %15, %a : i32
  %17 = arith.index_cast %16 : i32 to index
  %18 = arith.addi %17, %ci : index
  %19 = arith.index_castui %18 : index to i64
  %20 = arith.trunci %19 : i64 to i32
  %21 = arith.extsi %20 : i32 to i64
  %22 = arith.extui %20 : i32 to i64
  %23 = arith.cmpi slt, %21, %22 : i64
  %24 = arith.select %23, %20, %a : i32
  %25 = arith.index_cast %i : index to i32
  %26 = arith.index_cast %a : i32 to index
  %27 = arith.index_castui %26 : index to i32
  %28 = arith.addi %24, %25 : i32
  %29 = arith.addi %28, %27 : i32
  return %29 : i32
}
func.func @floats(%x: f32, %y: f32, %d: f64, %h: f16) -> f32 {
  %c = arith.constant 1.5 : f32
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.subf %0, %c fastmath<nnan,ninf> : f32
  %2 = arith.mulf %1, %y : f32
  %3 = arith.divf %2, %y fastmath<reassoc> : f32
  %4 = arith.remf %3, %y : f32
  %5 = arith.negf %4 fastmath<contract,afn> : f32
  %6 = arith.maximumf %5, %y : f32
  %7 = arith.minimumf %6, %y : f32
  %8 = arith.maxnumf %7, %y fastmath<nsz> : f32
  %9 = arith.minnumf %8, %y : f32
  %10 = arith.extf %9 : f32 to f64
  %11 = arith.addf %10, %d : f64
  %12 = arith.truncf %11 : f64 to f32
  %13 = arith.cmpf olt, %12, %x : f32
  %14 = arith.cmpf une, %12, %x fastmath<fast> : f32
  %15 = arith.cmpf false, %12, %x : f32
  %16 = arith.cmpf true, %12, %x : f32
  %17 = arith.cmpf ord, %12, %x : f32
  %18 = arith.select %13, %12, %x : f32
  %19 = arith.fptosi %18 : f32 to i32
  %20 = arith.fptoui %18 : f32 to i64
  %21 = arith.sitofp %19 : i32 to f32
  %22 = arith.uitofp %20 : i64 to f32
  %23 = arith.bitcast %22 : f32 to i32
  %24 = arith.bitcast %23 : i32 to f32
  %25 = arith.extf %h : f16 to f32
  %26 = arith.addf %24, %25 : f32
  %27 = arith.addf %26, %21 : f32
  return %27 : f32
}
func.func @vectors(%a: vector<4xi32>, %b: vector<4xi32>, %f: vector<4xf32>) -> vector<4xi1> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %s = arith.constant dense<2.0> : vector<4xf32>
  %0 = arith.addi %a, %c : vector<4xi32>
  %1 = arith.maxsi %0, %b : vector<4xi32>
  %2 = arith.cmpi ugt, %1, %b : vector<4xi32>
  %3 = arith.mulf %f, %s : vector<4xf32>
  %4 = arith.cmpf oge, %3, %f : vector<4xf32>
  %5 = arith.andi %2, %4 : vector<4xi1>
  %6 = arith.extsi %0 : vector<4xi32> to vector<4xi64>
  %7 = arith.sitofp %6 : vector<4xi64> to vector<4xf64>
  %8 = arith.select %5, %a, %b : vector<4xi1>, vector<4xi32>
  return %5 : vector<4xi1>
}
func.func @ext(%a: i32, %b: i32, %c: i1, %bf: bf16, %e: f8E4M3FN) -> (i32, i32, i32, i32, i1) {
  %s:2 = arith.addui_extended %a, %b : i32, i1
  %m:2 = arith.mulsi_extended %a, %b : i32
  %u:2 = arith.mului_extended %a, %b : i32
  %t = arith.constant true
  %i = arith.index_cast %a : i32 to index
  %i2 = arith.index_castui %b : i32 to index
  %z = arith.cmpi ne, %i, %i2 : index
  return %s#0, %m#1, %u#0, %u#1, %z : i32, i32, i32, i32, i1
}

// Ops MLIR leaves to -arith-expand stay.
func.func @left(%a: i32) -> i32 {
  %0 = arith.ceildivsi %a, %a : i32
  return %0 : i32
}

// n-D vectors are unrolled into their 1-D rows.
func.func @nd(%a: vector<2x2x3xi32>, %b: vector<2x2x3xi32>, %f: vector<2x4xf32>) -> vector<2x2x3xi1> {
  %0 = arith.addi %a, %b overflow<nsw> : vector<2x2x3xi32>
  %1 = arith.extsi %0 : vector<2x2x3xi32> to vector<2x2x3xi64>
  %2 = arith.cmpi slt, %0, %b : vector<2x2x3xi32>
  %3 = arith.mulf %f, %f fastmath<fast> : vector<2x4xf32>
  %4 = arith.cmpf ogt, %3, %f : vector<2x4xf32>
  return %2 : vector<2x2x3xi1>
}
func.func @ndc(%c: vector<2x3xi1>, %a: vector<2x3xf32>) -> vector<2x3xf32> {
  %k = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %0 = arith.select %c, %a, %k : vector<2x3xi1>, vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// CHECK-LABEL: func.func @ints(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %3 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %4 = llvm.sub %3, %1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %5 = llvm.mul %4, %arg1 : i32
// CHECK-NEXT: %6 = llvm.sdiv %5, %arg0  : i32
// CHECK-NEXT: %7 = llvm.udiv %6, %arg0  : i32
// CHECK-NEXT: %8 = llvm.srem %7, %arg0  : i32
// CHECK-NEXT: %9 = llvm.urem %8, %arg0  : i32
// CHECK-NEXT: %10 = llvm.and %9, %arg0  : i32
// CHECK-NEXT: %11 = llvm.or %10, %arg0  : i32
// CHECK-NEXT: %12 = llvm.xor %11, %arg0  : i32
// CHECK-NEXT: %13 = llvm.shl %12, %arg0 overflow<nuw> : i32
// CHECK-NEXT: %14 = llvm.ashr %13, %arg0  : i32
// CHECK-NEXT: %15 = llvm.lshr %14, %arg0  : i32
// CHECK-NEXT: %16 = llvm.intr.smax(%15, %arg0)  : (i32, i32) -> i32
// CHECK-NEXT: %17 = llvm.intr.smin(%16, %arg0)  : (i32, i32) -> i32
// CHECK-NEXT: %18 = llvm.intr.umax(%17, %arg0)  : (i32, i32) -> i32
// CHECK-NEXT: %19 = llvm.intr.umin(%18, %arg0)  : (i32, i32) -> i32
// CHECK-NEXT: %20 = llvm.sext %19 : i32 to i64
// CHECK-NEXT: %21 = llvm.add %20, %2 : i64
// CHECK-NEXT: %22 = llvm.trunc %21 : i64 to i32
// CHECK-NEXT: %23 = llvm.sext %22 : i32 to i64
// CHECK-NEXT: %24 = llvm.zext %22 : i32 to i64
// CHECK-NEXT: %25 = llvm.icmp "slt" %23, %24 : i64
// CHECK-NEXT: %26 = llvm.select %25, %22, %arg0 : i1, i32
// CHECK-NEXT: %27 = llvm.trunc %0 : i64 to i32
// CHECK-NEXT: %28 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %29 = llvm.trunc %28 : i64 to i32
// CHECK-NEXT: %30 = llvm.add %26, %27 : i32
// CHECK-NEXT: %31 = llvm.add %30, %29 : i32
// CHECK-NEXT: return %31 : i32
// CHECK-LABEL: func.func @floats(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f16) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %1 = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %2 = llvm.fsub %1, %0  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %3 = llvm.fmul %2, %arg1  : f32
// CHECK-NEXT: %4 = llvm.fdiv %3, %arg1  {fastmathFlags = #llvm.fastmath<reassoc>} : f32
// CHECK-NEXT: %5 = llvm.frem %4, %arg1  : f32
// CHECK-NEXT: %6 = llvm.fneg %5  {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
// CHECK-NEXT: %7 = llvm.intr.maximum(%6, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.minimum(%7, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.maxnum(%8, %arg1)  {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.minnum(%9, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %11 = llvm.fpext %10 : f32 to f64
// CHECK-NEXT: %12 = llvm.fadd %11, %arg2  : f64
// CHECK-NEXT: %13 = llvm.fptrunc %12 : f64 to f32
// CHECK-NEXT: %14 = llvm.fcmp "olt" %13, %arg0 : f32
// CHECK-NEXT: %15 = llvm.fcmp "une" %13, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %16 = llvm.fcmp "_false" %13, %arg0 : f32
// CHECK-NEXT: %17 = llvm.fcmp "_true" %13, %arg0 : f32
// CHECK-NEXT: %18 = llvm.fcmp "ord" %13, %arg0 : f32
// CHECK-NEXT: %19 = llvm.select %14, %13, %arg0 : i1, f32
// CHECK-NEXT: %20 = llvm.fptosi %19 : f32 to i32
// CHECK-NEXT: %21 = llvm.fptoui %19 : f32 to i64
// CHECK-NEXT: %22 = llvm.sitofp %20 : i32 to f32
// CHECK-NEXT: %23 = llvm.uitofp %21 : i64 to f32
// CHECK-NEXT: %24 = llvm.bitcast %23 : f32 to i32
// CHECK-NEXT: %25 = llvm.bitcast %24 : i32 to f32
// CHECK-NEXT: %26 = llvm.fpext %arg3 : f16 to f32
// CHECK-NEXT: %27 = llvm.fadd %25, %26  : f32
// CHECK-NEXT: %28 = llvm.fadd %27, %22  : f32
// CHECK-NEXT: return %28 : f32
// CHECK-LABEL: func.func @vectors(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xf32>) -> vector<4xi1> {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT: %1 = llvm.mlir.constant(dense<2.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %2 = llvm.add %arg0, %0 : vector<4xi32>
// CHECK-NEXT: %3 = llvm.intr.smax(%2, %arg1)  : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT: %4 = llvm.icmp "ugt" %3, %arg1 : vector<4xi32>
// CHECK-NEXT: %5 = llvm.fmul %arg2, %1  : vector<4xf32>
// CHECK-NEXT: %6 = llvm.fcmp "oge" %5, %arg2 : vector<4xf32>
// CHECK-NEXT: %7 = llvm.and %4, %6  : vector<4xi1>
// CHECK-NEXT: %8 = llvm.sext %2 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %9 = llvm.sitofp %8 : vector<4xi64> to vector<4xf64>
// CHECK-NEXT: %10 = llvm.select %7, %arg0, %arg1 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: return %7 : vector<4xi1>
// CHECK-LABEL: func.func @ext(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: bf16, %arg4: f8E4M3FN) -> (i32, i32, i32, i32, i1) {
// CHECK-NEXT: %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %3 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %4 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %5 = llvm.mul %3, %4 : i64
// CHECK-NEXT: %6 = llvm.trunc %5 : i64 to i32
// CHECK-NEXT: %7 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %8 = llvm.lshr %5, %7  : i64
// CHECK-NEXT: %9 = llvm.trunc %8 : i64 to i32
// CHECK-NEXT: %10 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %11 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT: %12 = llvm.mul %10, %11 : i64
// CHECK-NEXT: %13 = llvm.trunc %12 : i64 to i32
// CHECK-NEXT: %14 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %15 = llvm.lshr %12, %14  : i64
// CHECK-NEXT: %16 = llvm.trunc %15 : i64 to i32
// CHECK-NEXT: %17 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %18 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %19 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT: %20 = llvm.icmp "ne" %18, %19 : i64
// CHECK-NEXT: return %1, %9, %13, %16, %20 : i32, i32, i32, i32, i1
// CHECK-LABEL: func.func @left(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.ceildivsi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @nd(%arg0: vector<2x2x3xi32>, %arg1: vector<2x2x3xi32>, %arg2: vector<2x4xf32>) -> vector<2x2x3xi1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x2x3xi32> to !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x3xi32> to !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %6 = llvm.add %4, %5 overflow<nsw> : vector<3xi32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %3[0, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %8 = llvm.extractvalue %2[0, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %9 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %10 = llvm.add %8, %9 overflow<nsw> : vector<3xi32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %7[0, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %12 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %13 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %14 = llvm.add %12, %13 overflow<nsw> : vector<3xi32>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %11[1, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %16 = llvm.extractvalue %2[1, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %17 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %18 = llvm.add %16, %17 overflow<nsw> : vector<3xi32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %15[1, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %20 = llvm.mlir.undef : !llvm.array<2 x array<2 x vector<3xi64>>>
// CHECK-NEXT: %21 = llvm.extractvalue %19[0, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %22 = llvm.sext %21 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %20[0, 0] : !llvm.array<2 x array<2 x vector<3xi64>>>
// CHECK-NEXT: %24 = llvm.extractvalue %19[0, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %25 = llvm.sext %24 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %23[0, 1] : !llvm.array<2 x array<2 x vector<3xi64>>>
// CHECK-NEXT: %27 = llvm.extractvalue %19[1, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %28 = llvm.sext %27 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %29 = llvm.insertvalue %28, %26[1, 0] : !llvm.array<2 x array<2 x vector<3xi64>>>
// CHECK-NEXT: %30 = llvm.extractvalue %19[1, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %31 = llvm.sext %30 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %29[1, 1] : !llvm.array<2 x array<2 x vector<3xi64>>>
// CHECK-NEXT: %33 = llvm.mlir.undef : !llvm.array<2 x array<2 x vector<3xi1>>>
// CHECK-NEXT: %34 = llvm.extractvalue %19[0, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %35 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %36 = llvm.icmp "slt" %34, %35 : vector<3xi32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %33[0, 0] : !llvm.array<2 x array<2 x vector<3xi1>>>
// CHECK-NEXT: %38 = llvm.extractvalue %19[0, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %39 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %40 = llvm.icmp "slt" %38, %39 : vector<3xi32>
// CHECK-NEXT: %41 = llvm.insertvalue %40, %37[0, 1] : !llvm.array<2 x array<2 x vector<3xi1>>>
// CHECK-NEXT: %42 = llvm.extractvalue %19[1, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %43 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %44 = llvm.icmp "slt" %42, %43 : vector<3xi32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %41[1, 0] : !llvm.array<2 x array<2 x vector<3xi1>>>
// CHECK-NEXT: %46 = llvm.extractvalue %19[1, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %47 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %48 = llvm.icmp "slt" %46, %47 : vector<3xi32>
// CHECK-NEXT: %49 = llvm.insertvalue %48, %45[1, 1] : !llvm.array<2 x array<2 x vector<3xi1>>>
// CHECK-NEXT: %50 = builtin.unrealized_conversion_cast %49 : !llvm.array<2 x array<2 x vector<3xi1>>> to vector<2x2x3xi1>
// CHECK-NEXT: %51 = llvm.mlir.undef : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %52 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %53 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %54 = llvm.fmul %52, %53  {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
// CHECK-NEXT: %55 = llvm.insertvalue %54, %51[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %56 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %57 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %58 = llvm.fmul %56, %57  {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
// CHECK-NEXT: %59 = llvm.insertvalue %58, %55[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %60 = llvm.mlir.undef : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %61 = llvm.extractvalue %59[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %62 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %63 = llvm.fcmp "ogt" %61, %62 : vector<4xf32>
// CHECK-NEXT: %64 = llvm.insertvalue %63, %60[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %65 = llvm.extractvalue %59[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %66 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %67 = llvm.fcmp "ogt" %65, %66 : vector<4xf32>
// CHECK-NEXT: %68 = llvm.insertvalue %67, %64[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: return %50 : vector<2x2x3xi1>
// CHECK-LABEL: func.func @ndc(%arg0: vector<2x3xi1>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.select %4, %5, %6 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.select %9, %10, %11 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %14 : vector<2x3xf32>

// IDX32-LABEL: func.func @ints(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
// IDX32: %0 = builtin.unrealized_conversion_cast %arg2 : index to i32
// IDX32: %2 = llvm.mlir.constant(3 : index) : i32
// IDX32: %21 = llvm.zext %20 : i32 to i64
// IDX32: %22 = llvm.trunc %21 : i64 to i32
// IDX32: %23 = llvm.sext %22 : i32 to i64
// IDX32: %24 = llvm.zext %22 : i32 to i64
// IDX32-LABEL: func.func @floats(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f16) -> f32 {
// IDX32: %13 = llvm.fptrunc %12 : f64 to f32
// IDX32-LABEL: func.func @vectors(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xf32>) -> vector<4xi1> {
// IDX32: %8 = llvm.sext %2 : vector<4xi32> to vector<4xi64>
// IDX32-LABEL: func.func @ext(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: bf16, %arg4: f8E4M3FN) -> (i32, i32, i32, i32, i1) {
// IDX32: %3 = llvm.sext %arg0 : i32 to i64
// IDX32: %4 = llvm.sext %arg1 : i32 to i64
// IDX32: %6 = llvm.trunc %5 : i64 to i32
// IDX32: %9 = llvm.trunc %8 : i64 to i32
// IDX32: %10 = llvm.zext %arg0 : i32 to i64
// IDX32: %11 = llvm.zext %arg1 : i32 to i64
// IDX32: %13 = llvm.trunc %12 : i64 to i32
// IDX32: %16 = llvm.trunc %15 : i64 to i32
// IDX32-LABEL: func.func @left(%arg0: i32) -> i32 {
// IDX32-LABEL: func.func @nd(%arg0: vector<2x2x3xi32>, %arg1: vector<2x2x3xi32>, %arg2: vector<2x4xf32>) -> vector<2x2x3xi1> {
// IDX32: %22 = llvm.sext %21 : vector<3xi32> to vector<3xi64>
// IDX32: %25 = llvm.sext %24 : vector<3xi32> to vector<3xi64>
// IDX32: %28 = llvm.sext %27 : vector<3xi32> to vector<3xi64>
// IDX32: %31 = llvm.sext %30 : vector<3xi32> to vector<3xi64>
// IDX32-LABEL: func.func @ndc(%arg0: vector<2x3xi1>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
