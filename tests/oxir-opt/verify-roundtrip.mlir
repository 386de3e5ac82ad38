// --verify-roundtrip prints the parsed IR in the custom form with locations, parses it back in
// a fresh context and compares the generic forms of both, locations included, before any pass
// runs; when they agree the output is what it is without the flag. (mlir-opt also round-trips
// through bytecode, which oxir has no format for.) The registered dialects' custom forms all
// round-trip, so a failure, an error on the module, cannot be shown here.

// RUN: oxir-opt --verify-roundtrip %s | FileCheck %s
// RUN: oxir-opt --verify-roundtrip %s > %t.roundtrip && oxir-opt %s > %t.plain && diff %t.roundtrip %t.plain
// RUN: oxir-opt --verify-roundtrip --allow-unregistered-dialect -cse %s | FileCheck %s --check-prefix=PASS

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%arg0: i32, %m: memref<4xf32, #map>) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32 loc("x.mlir":3:4)
  %1 = arith.addi %arg0, %arg0 : i32
  %r = scf.execute_region -> i32 {
    scf.yield %1 : i32
  }
  return %r : i32
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: memref<4xf32, #map>) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %2 = scf.execute_region -> i32 {
// CHECK-NEXT:       scf.yield %1 : i32

// PASS: %0 = arith.addi %arg0, %arg0 : i32
// PASS-NEXT: %1 = scf.execute_region -> i32 {
// PASS-NEXT:   scf.yield %0 : i32
