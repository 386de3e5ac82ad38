// Sparse elements attributes: the indices (a row of coordinates per value, one coordinate
// standing for a row of equal ones), the values (one standing for every index), empty ones,
// and their printing: indices and values as dense literals, a splat as its element.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | oxir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:  "test.op"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1.000000e+00, 2.000000e+00]> : tensor<3x4xf32>} : () -> ()
"test.op"() {a = sparse<[[0, 0], [1, 2]], [1.0, 2.0]> : tensor<3x4xf32>} : () -> ()
// CHECK-NEXT:  "test.op"() {b = sparse<{{\[\[}}0, 1]], 5> : tensor<2x2xi32>} : () -> ()
"test.op"() {b = sparse<[[0, 1]], [5]> : tensor<2x2xi32>} : () -> ()
// CHECK-NEXT:  "test.op"() {c = sparse<0, 7> : tensor<4xi16>} : () -> ()
"test.op"() {c = sparse<0, 7> : tensor<4xi16>} : () -> ()
// CHECK-NEXT:  "test.op"() {d = sparse<> : tensor<2x3xf64>} : () -> ()
"test.op"() {d = sparse<> : tensor<2x3xf64>} : () -> ()
// CHECK-NEXT:  "test.op"() {e = sparse<[1, 3], [true, false]> : vector<4xi1>} : () -> ()
"test.op"() {e = sparse<[1, 3], [true, false]> : vector<4xi1>} : () -> ()
// CHECK-NEXT:  "test.op"() {f = sparse<{{\[\[}}1, 1], [0, 2]], 9> : tensor<2x3xi8>} : () -> ()
"test.op"() {f = sparse<[[1, 1], [0, 2]], 9> : tensor<2x3xi8>} : () -> ()
