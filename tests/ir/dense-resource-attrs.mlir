// Resource elements attributes and the file metadata: `dense_resource<name>` on any shaped
// type, in attributes, properties, `arith.constant` and `memref.global`; the builtin blobs
// printed back after the module in the order first referenced, upper-case, only those
// referenced and given data (an empty blob loses its alignment); external resources by group,
// duplicates kept. Compared byte for byte with mlir-opt-19, also after `-canonicalize` (which
// drops the only use of `w`, and so its blob) and with resource strings elided.

// RUN: oxir-opt %s --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect > %t.out && %mlir_opt %s --allow-unregistered-dialect | diff - %t.out
// RUN: oxir-opt %s --allow-unregistered-dialect | oxir-opt --allow-unregistered-dialect | diff %t.out -
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.gen && %mlir_opt %s --allow-unregistered-dialect --mlir-print-op-generic | diff - %t.gen
// RUN: oxir-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect -canonicalize > %t.canon && %mlir_opt %s --allow-unregistered-dialect -canonicalize | diff - %t.canon
// RUN: oxir-opt %s --allow-unregistered-dialect -cse > %t.cse && %mlir_opt %s --allow-unregistered-dialect -cse | diff - %t.cse
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=14 | FileCheck %s --check-prefix=ELIDE --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=14 > %t.elide && %mlir_opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=14 | diff - %t.elide
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=0 > %t.none && %mlir_opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=0 | diff - %t.none
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=1 > %t.elements && %mlir_opt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=1 | diff - %t.elements

// CHECK:module {
// CHECK-NEXT:  memref.global "private" constant @g : memref<2xi32> = dense_resource<x>
memref.global "private" constant @g : memref<2xi32> = dense_resource<x>
func.func @f() -> tensor<2xi32> {
  // CHECK:    %cst = arith.constant dense_resource<z> : tensor<2xi32>
  // CHECK-NEXT:    %cst_0 = arith.constant dense_resource<z> : tensor<2xi32>
  %0 = arith.constant dense_resource<z> : tensor<2xi32>
  %1 = arith.constant dense_resource<z> : tensor<2xi32>
  // Not folded: MLIR reads no values out of a resource.
  %2 = arith.addi %0, %1 : tensor<2xi32>
  %unused = arith.constant dense_resource<w> : tensor<2xi32>
  return %2 : tensor<2xi32>
}
// CHECK:  "test.op"() {a = dense_resource<y> : tensor<?x3xf32>, b = [dense_resource<nodata> : memref<*xi8>], c = dense_resource<empty> : vector<1xi8>} : () -> ()
"test.op"() {a = dense_resource<y> : tensor<?x3xf32>, b = [dense_resource<nodata> : memref<*xi8>], c = dense_resource<empty> : vector<1xi8>} : () -> ()
// CHECK-NEXT:  "test.op"() <{p = dense_resource<x> : tensor<4xi16>}> : () -> ()
"test.op"() <{p = dense_resource<x> : tensor<4xi16>}> : () -> ()
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{-#
// CHECK-NEXT:  dialect_resources: {
// CHECK-NEXT:    builtin: {
// CHECK-NEXT:      x: "0x0400000001000000AAAAAAAA",
// CHECK-NEXT:      z: "0x040000000300000004000000",
// CHECK-NEXT:      w: "0x040000000500000006000000",
// CHECK-NEXT:      y: "0x08000000ABCDEF01",
// CHECK-NEXT:      empty: "0x00000000"
// CHECK-NEXT:    }
// CHECK-NEXT:  },
// CHECK-NEXT:  external_resources: {
// CHECK-NEXT:    tool: {
// CHECK-NEXT:      flag: true,
// CHECK-NEXT:      text: "a\0A\22q\22",
// CHECK-NEXT:      data: "0x0100000002",
// CHECK-NEXT:      flag: false
// CHECK-NEXT:    },
// CHECK-NEXT:    other: {
// CHECK-NEXT:      k: "v"
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:#-}

// CANON:      z: "0x040000000300000004000000",
// CANON-NEXT:      y: "0x08000000ABCDEF01",

// Values longer than 14 characters, quotes included, are left out.
// ELIDE:{-#
// ELIDE-NEXT:  dialect_resources: {
// ELIDE-NEXT:    builtin: {
// ELIDE-NEXT:      empty: "0x00000000"
// ELIDE-NEXT:    }
// ELIDE-NEXT:  },
// ELIDE-NEXT:  external_resources: {
// ELIDE-NEXT:    tool: {
// ELIDE-NEXT:      flag: true,
// ELIDE-NEXT:      text: "a\0A\22q\22",
// ELIDE-NEXT:      data: "0x0100000002",
// ELIDE-NEXT:      flag: false
// ELIDE-NEXT:    },
// ELIDE-NEXT:    other: {
// ELIDE-NEXT:      k: "v"
// ELIDE-NEXT:    }
// ELIDE-NEXT:  }
// ELIDE-NEXT:#-}

{-# external_resources: { tool: { flag: true, text: "a\n\"q\"", data: "0x0100000002" }, empty_group: {}, other: { k: "v" }, tool: { flag: false } } #-}
{-#
  dialect_resources: {
    builtin: {
      x: "0x040000000100000002000000",
      z: "0x040000000300000004000000",
      w: "0x040000000500000006000000",
      y: "0x08000000abcdef01",
      empty: "0x10000000",
      unreferenced: "0x0100000001",
      x: "0x0400000001000000aaaaaaaa"
    }
  }
#-}
