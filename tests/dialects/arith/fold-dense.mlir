// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// The folds of `arith` on non-splat dense constants, element by element as MLIR 19's
// `constFoldBinaryOp` and `constFoldCastOp` fold them: integer and float binary ops, `cmpi`
// (`cmpf` folds scalars only), casts, `negf`, `select` by a dense condition and `bitcast`.
// A fold is refused as a whole when one element is (a division by zero or an overflowing
// signed division anywhere, a float-to-integer conversion out of range); a shift folds when
// its last amount is below the width, elements shifted past it giving what `APInt` gives.
// Splats mix with non-splats, and results whose elements are equal are splats. The CHECK
// lines are the output of `mlir-opt-19 -canonicalize`.

func.func @integer_binary() -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<4xi32>) {
  %a = arith.constant dense<[9, 9, 9, 9]> : vector<4xi32>
  %b = arith.constant dense<[1, 3, 5, 7]> : vector<4xi32>
  %s = arith.constant dense<2> : vector<4xi32>
  %0 = arith.remui %a, %b : vector<4xi32>
  %1 = arith.addi %a, %b : vector<4xi32>
  %2 = arith.subi %b, %s : vector<4xi32>
  %3 = arith.muli %b, %b : vector<4xi32>
  %4 = arith.maxsi %2, %s : vector<4xi32>
  %5 = arith.xori %b, %s : vector<4xi32>
  %6 = arith.remui %a, %a : vector<4xi32>
  %t = arith.constant dense<[-7, 7, -8, 0]> : tensor<4xi32>
  %u = arith.constant dense<[2, -2, 3, 5]> : tensor<4xi32>
  %7 = arith.floordivsi %t, %u : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<4xi32>
}
func.func @refused() -> (vector<4xi32>, vector<4xi32>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[9, 9, 9, 9]> : vector<4xi32>
  %z = arith.constant dense<[1, 0, 5, 7]> : vector<4xi32>
  %0 = arith.divsi %a, %z : vector<4xi32>
  %1 = arith.remui %a, %z : vector<4xi32>
  %min = arith.constant dense<[-128, 4]> : vector<2xi8>
  %m1 = arith.constant dense<[-1, 2]> : vector<2xi8>
  %2 = arith.divsi %min, %m1 : vector<2xi8>
  %3 = arith.ceildivsi %min, %m1 : vector<2xi8>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<2xi8>, vector<2xi8>
}
func.func @shifts() -> (vector<4xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %b = arith.constant dense<[1, 3, 5, 7]> : vector<4xi32>
  %c = arith.constant dense<[31, 32, 1, 2]> : vector<4xi32>
  %0 = arith.shli %b, %c : vector<4xi32>
  %a = arith.constant dense<[-8, 8]> : vector<2xi32>
  %in = arith.constant dense<[32, 1]> : vector<2xi32>
  %out = arith.constant dense<[1, 33]> : vector<2xi32>
  %1 = arith.shrsi %a, %in : vector<2xi32>
  %2 = arith.shrui %a, %in : vector<2xi32>
  %3 = arith.shrsi %a, %out : vector<2xi32>
  %4 = arith.shli %a, %out : vector<2xi32>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>
}
func.func @compares() -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, tensor<2xi1>) {
  %a = arith.constant dense<[9, -1, 3, 0]> : vector<4xi32>
  %b = arith.constant dense<[1, 3, 5, 0]> : vector<4xi32>
  %s = arith.constant dense<3> : vector<4xi32>
  %0 = arith.cmpi slt, %a, %b : vector<4xi32>
  %1 = arith.cmpi ult, %a, %b : vector<4xi32>
  %2 = arith.cmpi eq, %a, %b : vector<4xi32>
  %3 = arith.cmpi sge, %s, %a : vector<4xi32>
  %f = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %g = arith.constant dense<[2.0, 2.0]> : tensor<2xf32>
  %4 = arith.cmpf olt, %f, %g : tensor<2xf32>
  return %0, %1, %2, %3, %4 : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, tensor<2xi1>
}
func.func @integer_casts() -> (vector<3xi64>, vector<3xi64>, vector<3xi8>, vector<3xindex>, vector<3xindex>, vector<3xi16>) {
  %a = arith.constant dense<[-1, 2, 300]> : vector<3xi32>
  %0 = arith.extsi %a : vector<3xi32> to vector<3xi64>
  %1 = arith.extui %a : vector<3xi32> to vector<3xi64>
  %2 = arith.trunci %a : vector<3xi32> to vector<3xi8>
  %3 = arith.index_cast %a : vector<3xi32> to vector<3xindex>
  %4 = arith.index_castui %a : vector<3xi32> to vector<3xindex>
  %i = arith.constant dense<[-1, 65536, 7]> : vector<3xindex>
  %5 = arith.index_castui %i : vector<3xindex> to vector<3xi16>
  return %0, %1, %2, %3, %4, %5 : vector<3xi64>, vector<3xi64>, vector<3xi8>, vector<3xindex>, vector<3xindex>, vector<3xi16>
}
func.func @float_casts() -> (vector<3xf32>, vector<3xf32>, vector<3xf16>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xf64>, vector<2xf16>, vector<2xbf16>) {
  %a = arith.constant dense<[-1, 2, 300]> : vector<3xi32>
  %0 = arith.sitofp %a : vector<3xi32> to vector<3xf32>
  %1 = arith.uitofp %a : vector<3xi32> to vector<3xf32>
  %2 = arith.sitofp %a : vector<3xi32> to vector<3xf16>
  %f = arith.constant dense<[-2.5, 100.0]> : vector<2xf32>
  %3 = arith.fptosi %f : vector<2xf32> to vector<2xi8>
  %g = arith.constant dense<[-2.5, 300.0]> : vector<2xf32>
  %4 = arith.fptosi %g : vector<2xf32> to vector<2xi8>
  %5 = arith.fptoui %f : vector<2xf32> to vector<2xi8>
  %6 = arith.extf %f : vector<2xf32> to vector<2xf64>
  %7 = arith.truncf %f : vector<2xf32> to vector<2xf16>
  %h = arith.constant dense<[1.5, 0.1]> : vector<2xf32>
  %8 = arith.truncf %h : vector<2xf32> to vector<2xbf16>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<3xf32>, vector<3xf32>, vector<3xf16>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xf64>, vector<2xf16>, vector<2xbf16>
}
func.func @floats() -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, tensor<3xf64>) {
  %f = arith.constant dense<[-2.5, 100.0]> : vector<2xf32>
  %g = arith.constant dense<[1.0, 0.0]> : vector<2xf32>
  %0 = arith.addf %f, %g : vector<2xf32>
  %1 = arith.divf %f, %g : vector<2xf32>
  %2 = arith.negf %f : vector<2xf32>
  %3 = arith.maximumf %f, %g : vector<2xf32>
  %x = arith.constant dense<[0.5, 1.0e300, -0.0]> : tensor<3xf64>
  %y = arith.constant dense<3.0> : tensor<3xf64>
  %4 = arith.mulf %x, %y : tensor<3xf64>
  return %0, %1, %2, %3, %4 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, tensor<3xf64>
}
func.func @selects() -> (vector<2xi32>, vector<2xi32>, vector<2xf32>) {
  %c = arith.constant dense<[true, false]> : vector<2xi1>
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[3, 4]> : vector<2xi32>
  %0 = arith.select %c, %a, %b : vector<2xi1>, vector<2xi32>
  %s = arith.constant dense<7> : vector<2xi32>
  %1 = arith.select %c, %a, %s : vector<2xi1>, vector<2xi32>
  %f = arith.constant dense<[1.5, 2.5]> : vector<2xf32>
  %g = arith.constant dense<[-1.0, -2.0]> : vector<2xf32>
  %2 = arith.select %c, %g, %f : vector<2xi1>, vector<2xf32>
  return %0, %1, %2 : vector<2xi32>, vector<2xi32>, vector<2xf32>
}
func.func @bitcasts() -> (vector<2xf32>, vector<2xi32>, tensor<2xi32>, vector<3xbf16>) {
  %a = arith.constant dense<1065353216> : vector<2xi32>
  %0 = arith.bitcast %a : vector<2xi32> to vector<2xf32>
  %b = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %1 = arith.bitcast %b : vector<2xf32> to vector<2xi32>
  %d = arith.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %2 = arith.bitcast %d : tensor<2xf32> to tensor<2xi32>
  %h = arith.constant dense<[16256, -16384, 0]> : vector<3xi16>
  %3 = arith.bitcast %h : vector<3xi16> to vector<3xbf16>
  return %0, %1, %2, %3 : vector<2xf32>, vector<2xi32>, tensor<2xi32>, vector<3xbf16>
}

// CHECK-LABEL:  func.func @integer_binary() -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<4xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<[0, 0, 4, 2]> : vector<4xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[10, 12, 14, 16]> : vector<4xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[-1, 1, 3, 5]> : vector<4xi32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[1, 9, 25, 49]> : vector<4xi32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[2, 2, 3, 5]> : vector<4xi32>
// CHECK-NEXT:    %cst_4 = arith.constant dense<[3, 1, 7, 5]> : vector<4xi32>
// CHECK-NEXT:    %cst_5 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:    %cst_6 = arith.constant dense<[-4, -4, -3, 0]> : tensor<4xi32>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<4xi32>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @refused() -> (vector<4xi32>, vector<4xi32>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT:    %cst = arith.constant dense<[-1, 2]> : vector<2xi8>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[-128, 4]> : vector<2xi8>
// CHECK-NEXT:    %cst_1 = arith.constant dense<9> : vector<4xi32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[1, 0, 5, 7]> : vector<4xi32>
// CHECK-NEXT:    %0 = arith.divsi %cst_1, %cst_2 : vector<4xi32>
// CHECK-NEXT:    %1 = arith.remui %cst_1, %cst_2 : vector<4xi32>
// CHECK-NEXT:    %2 = arith.divsi %cst_0, %cst : vector<2xi8>
// CHECK-NEXT:    %3 = arith.ceildivsi %cst_0, %cst : vector<2xi8>
// CHECK-NEXT:    return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<2xi8>, vector<2xi8>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @shifts() -> (vector<4xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<[1, 33]> : vector<2xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[-8, 8]> : vector<2xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[-2147483648, 0, 10, 28]> : vector<4xi32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[-1, 4]> : vector<2xi32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[0, 4]> : vector<2xi32>
// CHECK-NEXT:    %0 = arith.shrsi %cst_0, %cst : vector<2xi32>
// CHECK-NEXT:    %1 = arith.shli %cst_0, %cst : vector<2xi32>
// CHECK-NEXT:    return %cst_1, %cst_2, %cst_3, %0, %1 : vector<4xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @compares() -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, tensor<2xi1>) {
// CHECK-NEXT:    %cst = arith.constant dense<2.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[false, true, true, false]> : vector<4xi1>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[false, false, true, false]> : vector<4xi1>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[false, false, false, true]> : vector<4xi1>
// CHECK-NEXT:    %cst_4 = arith.constant dense<[false, true, true, true]> : vector<4xi1>
// CHECK-NEXT:    %0 = arith.cmpf olt, %cst_0, %cst : tensor<2xf32>
// CHECK-NEXT:    return %cst_1, %cst_2, %cst_3, %cst_4, %0 : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, tensor<2xi1>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @integer_casts() -> (vector<3xi64>, vector<3xi64>, vector<3xi8>, vector<3xindex>, vector<3xindex>, vector<3xi16>) {
// CHECK-NEXT:    %cst = arith.constant dense<[-1, 2, 300]> : vector<3xi64>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[4294967295, 2, 300]> : vector<3xi64>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[-1, 2, 44]> : vector<3xi8>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[-1, 2, 300]> : vector<3xindex>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[4294967295, 2, 300]> : vector<3xindex>
// CHECK-NEXT:    %cst_4 = arith.constant dense<[-1, 0, 7]> : vector<3xi16>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : vector<3xi64>, vector<3xi64>, vector<3xi8>, vector<3xindex>, vector<3xindex>, vector<3xi16>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @float_casts() -> (vector<3xf32>, vector<3xf32>, vector<3xf16>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xf64>, vector<2xf16>, vector<2xbf16>) {
// CHECK-NEXT:    %cst = arith.constant dense<[-2.500000e+00, 1.000000e+02]> : vector<2xf16>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[-2.500000e+00, 1.000000e+02]> : vector<2xf64>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[1.500000e+00, 1.000000e-01]> : vector<2xf32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[-2.500000e+00, 3.000000e+02]> : vector<2xf32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[-2.500000e+00, 1.000000e+02]> : vector<2xf32>
// CHECK-NEXT:    %cst_4 = arith.constant dense<[-1.000000e+00, 2.000000e+00, 3.000000e+02]> : vector<3xf32>
// CHECK-NEXT:    %cst_5 = arith.constant dense<[4.2949673E+9, 2.000000e+00, 3.000000e+02]> : vector<3xf32>
// CHECK-NEXT:    %cst_6 = arith.constant dense<[-1.000000e+00, 2.000000e+00, 3.000000e+02]> : vector<3xf16>
// CHECK-NEXT:    %cst_7 = arith.constant dense<[-2, 100]> : vector<2xi8>
// CHECK-NEXT:    %0 = arith.fptosi %cst_2 : vector<2xf32> to vector<2xi8>
// CHECK-NEXT:    %1 = arith.fptoui %cst_3 : vector<2xf32> to vector<2xi8>
// CHECK-NEXT:    %2 = arith.truncf %cst_1 : vector<2xf32> to vector<2xbf16>
// CHECK-NEXT:    return %cst_4, %cst_5, %cst_6, %cst_7, %0, %1, %cst_0, %cst, %2 : vector<3xf32>, vector<3xf32>, vector<3xf16>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xf64>, vector<2xf16>, vector<2xbf16>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @floats() -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, tensor<3xf64>) {
// CHECK-NEXT:    %cst = arith.constant dense<[-1.500000e+00, 1.000000e+02]> : vector<2xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[-2.500000e+00, 0x7F800000]> : vector<2xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[2.500000e+00, -1.000000e+02]> : vector<2xf32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[1.000000e+00, 1.000000e+02]> : vector<2xf32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[1.500000e+00, 3.000000e+300, -0.000000e+00]> : tensor<3xf64>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, tensor<3xf64>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @selects() -> (vector<2xi32>, vector<2xi32>, vector<2xf32>) {
// CHECK-NEXT:    %cst = arith.constant dense<[1, 4]> : vector<2xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[1, 7]> : vector<2xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[-1.000000e+00, 2.500000e+00]> : vector<2xf32>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1 : vector<2xi32>, vector<2xi32>, vector<2xf32>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @bitcasts() -> (vector<2xf32>, vector<2xi32>, tensor<2xi32>, vector<3xbf16>) {
// CHECK-NEXT:    %cst = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[1065353216, -1073741824]> : vector<2xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[1069547520, 1075838976]> : tensor<2xi32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[1.000000e+00, -2.000000e+00, 0.000000e+00]> : vector<3xbf16>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2 : vector<2xf32>, vector<2xi32>, tensor<2xi32>, vector<3xbf16>
// CHECK-NEXT:  }
