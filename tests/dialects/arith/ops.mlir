// The `arith` ops without flags, printed back as mlir-opt-19 prints them: constants of every
// kind (and the result names they suggest), integer arithmetic, the extended arithmetic ops,
// comparisons of integers, selects with scalar and mask conditions, and the casts between
// integers, indices and floats on scalars, vectors, tensors and memrefs. The ops with
// fast-math or overflow flags, `cmpf`, `extf` and `truncf` are in `flags.mlir`. The second RUN
// line reads the output back, the third checks the generic form.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

func.func @constants() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -1 : i8
  %2 = arith.constant 0 : index
  %3 = arith.constant 0 : index
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 1.5 : f32
  %7 = arith.constant dense<[1, 2]> : vector<2xi32>
  %8 = arith.constant dense<0.0> : tensor<4xf64>
  %9 = arith.constant {my.note} 7 : i64
  %10 = arith.constant 0x7FC00000 : f32
  %11 = arith.constant dense<true> : vector<[4]xi1>
  return
}

func.func @integers(%a: i32, %b: i32, %v: vector<4xi64>, %t: tensor<?xindex>) {
  %0 = arith.divui %a, %b : i32
  %1 = arith.divsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  %3 = arith.ceildivsi %a, %b : i32
  %4 = arith.floordivsi %a, %b : i32
  %5 = arith.remui %a, %b : i32
  %6 = arith.remsi %a, %b : i32
  %7 = arith.andi %v, %v : vector<4xi64>
  %8 = arith.ori %v, %v : vector<4xi64>
  %9 = arith.xori %v, %v : vector<4xi64>
  %10 = arith.shrui %a, %b : i32
  %11 = arith.shrsi %a, %b : i32
  %12 = arith.maxsi %t, %t : tensor<?xindex>
  %13 = arith.maxui %t, %t : tensor<?xindex>
  %14 = arith.minsi %a, %b {my.hint} : i32
  %15 = arith.minui %a, %b : i32
  return
}

func.func @extended(%a: i32, %v: vector<4xi8>) {
  %sum, %overflow = arith.addui_extended %a, %a : i32, i1
  %0:2 = arith.addui_extended %v, %v : vector<4xi8>, vector<4xi1>
  %low, %high = arith.mulsi_extended %a, %a : i32
  %1:2 = arith.mului_extended %v, %v : vector<4xi8>
  return
}

func.func @compare_and_select(%a: i32, %v: vector<4xf32>, %m: vector<4xi1>, %t: tensor<2xi16>) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ne, %a, %a : i32
  %2 = arith.cmpi slt, %a, %a : i32
  %3 = arith.cmpi sle, %a, %a : i32
  %4 = arith.cmpi sgt, %a, %a : i32
  %5 = arith.cmpi sge, %a, %a : i32
  %6 = arith.cmpi ult, %a, %a : i32
  %7 = arith.cmpi ule, %a, %a : i32
  %8 = arith.cmpi ugt, %t, %t : tensor<2xi16>
  %9 = arith.cmpi "uge", %a, %a {my.hint} : i32
  %10 = arith.select %0, %a, %a : i32
  %11 = arith.select %m, %v, %v : vector<4xi1>, vector<4xf32>
  %12 = arith.select %1, %v, %v : vector<4xf32>
  return
}

func.func @casts(%i: i32, %f: f32, %x: index, %v: vector<2xi16>, %t: tensor<?x3xf64>, %m: memref<4xi32>) {
  %0 = arith.extui %i : i32 to i64
  %1 = arith.extsi %v : vector<2xi16> to vector<2xi32>
  %2 = arith.trunci %i : i32 to i1
  %3 = arith.uitofp %i : i32 to f64
  %4 = arith.sitofp %v : vector<2xi16> to vector<2xf16>
  %5 = arith.fptoui %f : f32 to i8
  %6 = arith.fptosi %t : tensor<?x3xf64> to tensor<?x3xi64>
  %7 = arith.index_cast %x : index to i32
  %8 = arith.index_castui %i : i32 to index
  %9 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %10 = arith.bitcast %f : f32 to i32
  %11 = arith.bitcast %v : vector<2xi16> to vector<2xbf16>
  %12 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  return
}

// CHECK-NOT:{{.}}
// CHECK:module {
// CHECK-NEXT:  func.func @constants() {
// CHECK-NEXT:    %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<0.000000e+00> : tensor<4xf64>
// CHECK-NEXT:    %c7_i64 = arith.constant {my.note} 7 : i64
// CHECK-NEXT:    %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_4 = arith.constant dense<true> : vector<[4]xi1>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @integers(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: tensor<?xindex>) {
// CHECK-NEXT:    %0 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:    %2 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT:    %3 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:    %4 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT:    %5 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT:    %6 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:    %7 = arith.andi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:    %8 = arith.ori %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:    %9 = arith.xori %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:    %10 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT:    %11 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT:    %12 = arith.maxsi %arg3, %arg3 : tensor<?xindex>
// CHECK-NEXT:    %13 = arith.maxui %arg3, %arg3 : tensor<?xindex>
// CHECK-NEXT:    %14 = arith.minsi %arg0, %arg1 {my.hint} : i32
// CHECK-NEXT:    %15 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @extended(%arg0: i32, %arg1: vector<4xi8>) {
// CHECK-NEXT:    %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT:    %sum_0, %overflow_1 = arith.addui_extended %arg1, %arg1 : vector<4xi8>, vector<4xi1>
// CHECK-NEXT:    %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
// CHECK-NEXT:    %low_2, %high_3 = arith.mului_extended %arg1, %arg1 : vector<4xi8>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @compare_and_select(%arg0: i32, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: tensor<2xi16>) {
// CHECK-NEXT:    %0 = arith.cmpi eq, %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.cmpi ne, %arg0, %arg0 : i32
// CHECK-NEXT:    %2 = arith.cmpi slt, %arg0, %arg0 : i32
// CHECK-NEXT:    %3 = arith.cmpi sle, %arg0, %arg0 : i32
// CHECK-NEXT:    %4 = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK-NEXT:    %5 = arith.cmpi sge, %arg0, %arg0 : i32
// CHECK-NEXT:    %6 = arith.cmpi ult, %arg0, %arg0 : i32
// CHECK-NEXT:    %7 = arith.cmpi ule, %arg0, %arg0 : i32
// CHECK-NEXT:    %8 = arith.cmpi ugt, %arg3, %arg3 : tensor<2xi16>
// CHECK-NEXT:    %9 = arith.cmpi uge, %arg0, %arg0 {my.hint} : i32
// CHECK-NEXT:    %10 = arith.select %0, %arg0, %arg0 : i32
// CHECK-NEXT:    %11 = arith.select %arg2, %arg1, %arg1 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:    %12 = arith.select %1, %arg1, %arg1 : vector<4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @casts(%arg0: i32, %arg1: f32, %arg2: index, %arg3: vector<2xi16>, %arg4: tensor<?x3xf64>, %arg5: memref<4xi32>) {
// CHECK-NEXT:    %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT:    %1 = arith.extsi %arg3 : vector<2xi16> to vector<2xi32>
// CHECK-NEXT:    %2 = arith.trunci %arg0 : i32 to i1
// CHECK-NEXT:    %3 = arith.uitofp %arg0 : i32 to f64
// CHECK-NEXT:    %4 = arith.sitofp %arg3 : vector<2xi16> to vector<2xf16>
// CHECK-NEXT:    %5 = arith.fptoui %arg1 : f32 to i8
// CHECK-NEXT:    %6 = arith.fptosi %arg4 : tensor<?x3xf64> to tensor<?x3xi64>
// CHECK-NEXT:    %7 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:    %8 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT:    %9 = arith.index_cast %arg5 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT:    %10 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT:    %11 = arith.bitcast %arg3 : vector<2xi16> to vector<2xbf16>
// CHECK-NEXT:    %12 = arith.bitcast %arg5 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// GENERIC-NOT:{{.}}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
// GENERIC-NEXT:    %46 = "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC-NEXT:    %47 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC-NEXT:    %48 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    %49 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    %50 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:    %51 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:    %52 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    %53 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
// GENERIC-NEXT:    %54 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4xf64>}> : () -> tensor<4xf64>
// GENERIC-NEXT:    %55 = "arith.constant"() <{value = 7 : i64}> {my.note} : () -> i64
// GENERIC-NEXT:    %56 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
// GENERIC-NEXT:    %57 = "arith.constant"() <{value = dense<true> : vector<[4]xi1>}> : () -> vector<[4]xi1>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i32, vector<4xi64>, tensor<?xindex>) -> (), sym_name = "integers"}> ({
// GENERIC-NEXT:  ^bb0(%arg12: i32, %arg13: i32, %arg14: vector<4xi64>, %arg15: tensor<?xindex>):
// GENERIC-NEXT:    %30 = "arith.divui"(%arg12, %arg13) : (i32, i32) -> i32
// GENERIC-NEXT:    %31 = "arith.divsi"(%arg12, %arg13) : (i32, i32) -> i32
// GENERIC-NEXT:    %32 = "arith.ceildivui"(%arg12, %arg13) : (i32, i32) -> i32
// GENERIC-NEXT:    %33 = "arith.ceildivsi"(%arg12, %arg13) : (i32, i32) -> i32
// GENERIC-NEXT:    %34 = "arith.floordivsi"(%arg12, %arg13) : (i32, i32) -> i32
// GENERIC-NEXT:    %35 = "arith.remui"(%arg12, %arg13) : (i32, i32) -> i32
// GENERIC-NEXT:    %36 = "arith.remsi"(%arg12, %arg13) : (i32, i32) -> i32
// GENERIC-NEXT:    %37 = "arith.andi"(%arg14, %arg14) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// GENERIC-NEXT:    %38 = "arith.ori"(%arg14, %arg14) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// GENERIC-NEXT:    %39 = "arith.xori"(%arg14, %arg14) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// GENERIC-NEXT:    %40 = "arith.shrui"(%arg12, %arg13) : (i32, i32) -> i32
// GENERIC-NEXT:    %41 = "arith.shrsi"(%arg12, %arg13) : (i32, i32) -> i32
// GENERIC-NEXT:    %42 = "arith.maxsi"(%arg15, %arg15) : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
// GENERIC-NEXT:    %43 = "arith.maxui"(%arg15, %arg15) : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
// GENERIC-NEXT:    %44 = "arith.minsi"(%arg12, %arg13) {my.hint} : (i32, i32) -> i32
// GENERIC-NEXT:    %45 = "arith.minui"(%arg12, %arg13) : (i32, i32) -> i32
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, vector<4xi8>) -> (), sym_name = "extended"}> ({
// GENERIC-NEXT:  ^bb0(%arg10: i32, %arg11: vector<4xi8>):
// GENERIC-NEXT:    %26:2 = "arith.addui_extended"(%arg10, %arg10) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT:    %27:2 = "arith.addui_extended"(%arg11, %arg11) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi1>)
// GENERIC-NEXT:    %28:2 = "arith.mulsi_extended"(%arg10, %arg10) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:    %29:2 = "arith.mului_extended"(%arg11, %arg11) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi8>)
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, vector<4xf32>, vector<4xi1>, tensor<2xi16>) -> (), sym_name = "compare_and_select"}> ({
// GENERIC-NEXT:  ^bb0(%arg6: i32, %arg7: vector<4xf32>, %arg8: vector<4xi1>, %arg9: tensor<2xi16>):
// GENERIC-NEXT:    %13 = "arith.cmpi"(%arg6, %arg6) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %14 = "arith.cmpi"(%arg6, %arg6) <{predicate = 1 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %15 = "arith.cmpi"(%arg6, %arg6) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %16 = "arith.cmpi"(%arg6, %arg6) <{predicate = 3 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %17 = "arith.cmpi"(%arg6, %arg6) <{predicate = 4 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %18 = "arith.cmpi"(%arg6, %arg6) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %19 = "arith.cmpi"(%arg6, %arg6) <{predicate = 6 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %20 = "arith.cmpi"(%arg6, %arg6) <{predicate = 7 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %21 = "arith.cmpi"(%arg9, %arg9) <{predicate = 8 : i64}> : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi1>
// GENERIC-NEXT:    %22 = "arith.cmpi"(%arg6, %arg6) <{predicate = 9 : i64}> {my.hint} : (i32, i32) -> i1
// GENERIC-NEXT:    %23 = "arith.select"(%13, %arg6, %arg6) : (i1, i32, i32) -> i32
// GENERIC-NEXT:    %24 = "arith.select"(%arg8, %arg7, %arg7) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    %25 = "arith.select"(%14, %arg7, %arg7) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, f32, index, vector<2xi16>, tensor<?x3xf64>, memref<4xi32>) -> (), sym_name = "casts"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32, %arg1: f32, %arg2: index, %arg3: vector<2xi16>, %arg4: tensor<?x3xf64>, %arg5: memref<4xi32>):
// GENERIC-NEXT:    %0 = "arith.extui"(%arg0) : (i32) -> i64
// GENERIC-NEXT:    %1 = "arith.extsi"(%arg3) : (vector<2xi16>) -> vector<2xi32>
// GENERIC-NEXT:    %2 = "arith.trunci"(%arg0) : (i32) -> i1
// GENERIC-NEXT:    %3 = "arith.uitofp"(%arg0) : (i32) -> f64
// GENERIC-NEXT:    %4 = "arith.sitofp"(%arg3) : (vector<2xi16>) -> vector<2xf16>
// GENERIC-NEXT:    %5 = "arith.fptoui"(%arg1) : (f32) -> i8
// GENERIC-NEXT:    %6 = "arith.fptosi"(%arg4) : (tensor<?x3xf64>) -> tensor<?x3xi64>
// GENERIC-NEXT:    %7 = "arith.index_cast"(%arg2) : (index) -> i32
// GENERIC-NEXT:    %8 = "arith.index_castui"(%arg0) : (i32) -> index
// GENERIC-NEXT:    %9 = "arith.index_cast"(%arg5) : (memref<4xi32>) -> memref<4xindex>
// GENERIC-NEXT:    %10 = "arith.bitcast"(%arg1) : (f32) -> i32
// GENERIC-NEXT:    %11 = "arith.bitcast"(%arg3) : (vector<2xi16>) -> vector<2xbf16>
// GENERIC-NEXT:    %12 = "arith.bitcast"(%arg5) : (memref<4xi32>) -> memref<4xf32>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-EMPTY:
// GENERIC-NOT:{{.}}
