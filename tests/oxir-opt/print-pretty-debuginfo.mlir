// --mlir-pretty-debuginfo, with --mlir-print-debuginfo, prints locations in the pretty form
// (file:line:col, no loc(...), callsites over lines), both inline and in the #loc aliases;
// without --mlir-print-debuginfo it changes nothing.

// RUN: oxir-opt --mlir-print-debuginfo --mlir-pretty-debuginfo %s | FileCheck %s
// RUN: oxir-opt --mlir-pretty-debuginfo %s | FileCheck %s --check-prefix=NOLOC --implicit-check-not=mlir:

func.func @f(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32 loc("x.mlir":4:2)
  return %0 : i32
}

// CHECK: #loc2 = {{.*}}print-pretty-debuginfo.mlir:8:14
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 {{.*}}print-pretty-debuginfo.mlir:8:14) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 x.mlir:4:2
// CHECK-NEXT:     return %0 : i32 {{.*}}print-pretty-debuginfo.mlir:10:3
// CHECK-NEXT:   } {{.*}}print-pretty-debuginfo.mlir:8:1
// CHECK-NEXT: } {{.*}}print-pretty-debuginfo.mlir:0:0
// CHECK-NEXT: #loc = {{.*}}print-pretty-debuginfo.mlir:0:0
// CHECK-NEXT: #loc1 = {{.*}}print-pretty-debuginfo.mlir:8:1
// CHECK-NEXT: #loc3 = x.mlir:4:2
// CHECK-NEXT: #loc4 = {{.*}}print-pretty-debuginfo.mlir:10:3

// NOLOC: %0 = arith.addi %arg0, %arg0 : i32{{$}}
