// snapshot-op-locations prints the IR to `filename` (without one, to a new temporary file), with
// the printing switches of the command line, and gives each printed op the place where its text
// starts there (line from 1, column from 0) as its location, or, with `tag`, that place named
// by the tag and fused with the old location. Block arguments and the elided terminator of
// affine.for keep their locations. On functions, each function is printed on its own. The expectations are mlir-opt-19's output,
// checked against both tools.
// RUN: oxir-opt %s -snapshot-op-locations=filename=%t -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace -DFILE=%t
// RUN: FileCheck %s --input-file=%t --match-full-lines --strict-whitespace --check-prefix=SNAPSHOT
// RUN: %mlir_opt %s -snapshot-op-locations=filename=%t -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace -DFILE=%t
// RUN: FileCheck %s --input-file=%t --match-full-lines --strict-whitespace --check-prefix=SNAPSHOT
// RUN: oxir-opt %s '-snapshot-op-locations=filename=%t tag=snap' -mlir-print-debuginfo -mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace -DFILE=%t --check-prefix=TAG
// RUN: FileCheck %s --input-file=%t --match-full-lines --strict-whitespace --check-prefix=TAG-SNAPSHOT
// RUN: %mlir_opt %s '-snapshot-op-locations=filename=%t tag=snap' -mlir-print-debuginfo -mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace -DFILE=%t --check-prefix=TAG
// RUN: FileCheck %s --input-file=%t --match-full-lines --strict-whitespace --check-prefix=TAG-SNAPSHOT
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(snapshot-op-locations{filename=%t}))' -mlir-disable-threading -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace -DFILE=%t --check-prefix=FUNC
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(snapshot-op-locations{filename=%t}))' -mlir-disable-threading -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace -DFILE=%t --check-prefix=FUNC
// RUN: rm -rf %t.d && mkdir %t.d && env TMPDIR=%t.d oxir-opt %s -snapshot-op-locations -mlir-print-debuginfo | FileCheck %s -DDIR=%t.d --check-prefix=TEMP
// RUN: rm -rf %t.d && mkdir %t.d && env TMPDIR=%t.d %mlir_opt %s -snapshot-op-locations -mlir-print-debuginfo | FileCheck %s -DDIR=%t.d --check-prefix=TEMP
// RUN: not oxir-opt %s -snapshot-op-locations=filename=%t.missing/x.mlir 2>&1 | FileCheck %s -DFILE=%t --check-prefix=ERROR
// RUN: not %mlir_opt %s -snapshot-op-locations=filename=%t.missing/x.mlir 2>&1 | FileCheck %s -DFILE=%t --check-prefix=ERROR
// CHECK:#loc2 = loc("a")
// CHECK-NEXT:#loc5 = loc("i")
// CHECK-NEXT:#map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: index loc("a")) -> index {
// CHECK-NEXT:    %0 = affine.apply #map(%arg0) loc(#loc3)
// CHECK-NEXT:    affine.for %arg1 loc("i") = 0 to 4 {
// CHECK-NEXT:    } loc(#loc4)
// CHECK-NEXT:    return %0 : index loc(#loc6)
// CHECK-NEXT:  } loc(#loc1)
// CHECK-NEXT:  func.func @g() {
// CHECK-NEXT:    return loc(#loc8)
// CHECK-NEXT:  } loc(#loc7)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("[[FILE]]":4:0)
// CHECK-NEXT:#loc1 = loc("[[FILE]]":5:2)
// CHECK-NEXT:#loc3 = loc("[[FILE]]":6:4)
// CHECK-NEXT:#loc4 = loc("[[FILE]]":7:4)
// CHECK-NEXT:#loc6 = loc("[[FILE]]":9:4)
// CHECK-NEXT:#loc7 = loc("[[FILE]]":11:2)
// CHECK-NEXT:#loc8 = loc("[[FILE]]":12:4)

// SNAPSHOT:#loc2 = loc("a")
// SNAPSHOT-NEXT:#loc5 = loc("i")
// SNAPSHOT-NEXT:#map = affine_map<(d0) -> (d0 + 1)>
// SNAPSHOT-NEXT:module {
// SNAPSHOT-NEXT:  func.func @f(%arg0: index loc("a")) -> index {
// SNAPSHOT-NEXT:    %0 = affine.apply #map(%arg0) loc(#loc3)
// SNAPSHOT-NEXT:    affine.for %arg1 loc("i") = 0 to 4 {
// SNAPSHOT-NEXT:    } loc(#loc4)
// SNAPSHOT-NEXT:    return %0 : index loc(#loc6)
// SNAPSHOT-NEXT:  } loc(#loc1)
// SNAPSHOT-NEXT:  func.func @g() {
// SNAPSHOT-NEXT:    return loc(#loc8)
// SNAPSHOT-NEXT:  } loc(#loc7)
// SNAPSHOT-NEXT:} loc(#loc)
// SNAPSHOT-NEXT:#loc = loc("module")
// SNAPSHOT-NEXT:#loc1 = loc("f")
// SNAPSHOT-NEXT:#loc3 = loc("apply")
// SNAPSHOT-NEXT:#loc4 = loc("for")
// SNAPSHOT-NEXT:#loc6 = loc("return")
// SNAPSHOT-NEXT:#loc7 = loc("g")
// SNAPSHOT-NEXT:#loc8 = loc("return_g")

// TAG:#loc4 = loc("a")
// TAG-NEXT:#loc9 = loc("i")
// TAG-NEXT:#map = affine_map<(d0) -> (d0 + 1)>
// TAG-NEXT:#map1 = affine_map<() -> (0)>
// TAG-NEXT:#map2 = affine_map<() -> (4)>
// TAG-NEXT:"builtin.module"() ({
// TAG-NEXT:  "func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
// TAG-NEXT:  ^bb0(%arg0: index loc("a")):
// TAG-NEXT:    %0 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index loc(#loc28)
// TAG-NEXT:    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
// TAG-NEXT:    ^bb0(%arg1: index loc("i")):
// TAG-NEXT:      "affine.yield"() : () -> () loc(#loc30)
// TAG-NEXT:    }) : () -> () loc(#loc29)
// TAG-NEXT:    "func.return"(%0) : (index) -> () loc(#loc31)
// TAG-NEXT:  }) : () -> () loc(#loc27)
// TAG-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// TAG-NEXT:    "func.return"() : () -> () loc(#loc33)
// TAG-NEXT:  }) : () -> () loc(#loc32)
// TAG-NEXT:}) : () -> () loc(#loc26)
// TAG-NEXT:#loc = loc("module")
// TAG-NEXT:#loc1 = loc("[[FILE]]":6:0)
// TAG-NEXT:#loc2 = loc("f")
// TAG-NEXT:#loc3 = loc("[[FILE]]":7:2)
// TAG-NEXT:#loc5 = loc("apply")
// TAG-NEXT:#loc6 = loc("[[FILE]]":9:4)
// TAG-NEXT:#loc7 = loc("for")
// TAG-NEXT:#loc8 = loc("[[FILE]]":10:4)
// TAG-NEXT:#loc10 = loc("yield")
// TAG-NEXT:#loc11 = loc("[[FILE]]":12:6)
// TAG-NEXT:#loc12 = loc("return")
// TAG-NEXT:#loc13 = loc("[[FILE]]":14:4)
// TAG-NEXT:#loc14 = loc("g")
// TAG-NEXT:#loc15 = loc("[[FILE]]":16:2)
// TAG-NEXT:#loc16 = loc("return_g")
// TAG-NEXT:#loc17 = loc("[[FILE]]":17:4)
// TAG-NEXT:#loc18 = loc("snap"(#loc1))
// TAG-NEXT:#loc19 = loc("snap"(#loc3))
// TAG-NEXT:#loc20 = loc("snap"(#loc6))
// TAG-NEXT:#loc21 = loc("snap"(#loc8))
// TAG-NEXT:#loc22 = loc("snap"(#loc11))
// TAG-NEXT:#loc23 = loc("snap"(#loc13))
// TAG-NEXT:#loc24 = loc("snap"(#loc15))
// TAG-NEXT:#loc25 = loc("snap"(#loc17))
// TAG-NEXT:#loc26 = loc(fused[#loc, #loc18])
// TAG-NEXT:#loc27 = loc(fused[#loc2, #loc19])
// TAG-NEXT:#loc28 = loc(fused[#loc5, #loc20])
// TAG-NEXT:#loc29 = loc(fused[#loc7, #loc21])
// TAG-NEXT:#loc30 = loc(fused[#loc10, #loc22])
// TAG-NEXT:#loc31 = loc(fused[#loc12, #loc23])
// TAG-NEXT:#loc32 = loc(fused[#loc14, #loc24])
// TAG-NEXT:#loc33 = loc(fused[#loc16, #loc25])

// TAG-SNAPSHOT:#loc2 = loc("a")
// TAG-SNAPSHOT-NEXT:#loc5 = loc("i")
// TAG-SNAPSHOT-NEXT:#map = affine_map<(d0) -> (d0 + 1)>
// TAG-SNAPSHOT-NEXT:#map1 = affine_map<() -> (0)>
// TAG-SNAPSHOT-NEXT:#map2 = affine_map<() -> (4)>
// TAG-SNAPSHOT-NEXT:"builtin.module"() ({
// TAG-SNAPSHOT-NEXT:  "func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
// TAG-SNAPSHOT-NEXT:  ^bb0(%arg0: index loc("a")):
// TAG-SNAPSHOT-NEXT:    %0 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index loc(#loc3)
// TAG-SNAPSHOT-NEXT:    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
// TAG-SNAPSHOT-NEXT:    ^bb0(%arg1: index loc("i")):
// TAG-SNAPSHOT-NEXT:      "affine.yield"() : () -> () loc(#loc6)
// TAG-SNAPSHOT-NEXT:    }) : () -> () loc(#loc4)
// TAG-SNAPSHOT-NEXT:    "func.return"(%0) : (index) -> () loc(#loc7)
// TAG-SNAPSHOT-NEXT:  }) : () -> () loc(#loc1)
// TAG-SNAPSHOT-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// TAG-SNAPSHOT-NEXT:    "func.return"() : () -> () loc(#loc9)
// TAG-SNAPSHOT-NEXT:  }) : () -> () loc(#loc8)
// TAG-SNAPSHOT-NEXT:}) : () -> () loc(#loc)
// TAG-SNAPSHOT-NEXT:#loc = loc("module")
// TAG-SNAPSHOT-NEXT:#loc1 = loc("f")
// TAG-SNAPSHOT-NEXT:#loc3 = loc("apply")
// TAG-SNAPSHOT-NEXT:#loc4 = loc("for")
// TAG-SNAPSHOT-NEXT:#loc6 = loc("yield")
// TAG-SNAPSHOT-NEXT:#loc7 = loc("return")
// TAG-SNAPSHOT-NEXT:#loc8 = loc("g")
// TAG-SNAPSHOT-NEXT:#loc9 = loc("return_g")

// FUNC:#loc2 = loc("a")
// FUNC-NEXT:#loc5 = loc("i")
// FUNC-NEXT:#map = affine_map<(d0) -> (d0 + 1)>
// FUNC-NEXT:module {
// FUNC-NEXT:  func.func @f(%arg0: index loc("a")) -> index {
// FUNC-NEXT:    %0 = affine.apply #map(%arg0) loc(#loc3)
// FUNC-NEXT:    affine.for %arg1 loc("i") = 0 to 4 {
// FUNC-NEXT:    } loc(#loc4)
// FUNC-NEXT:    return %0 : index loc(#loc6)
// FUNC-NEXT:  } loc(#loc1)
// FUNC-NEXT:  func.func @g() {
// FUNC-NEXT:    return loc(#loc3)
// FUNC-NEXT:  } loc(#loc1)
// FUNC-NEXT:} loc(#loc)
// FUNC-NEXT:#loc = loc("module")
// FUNC-NEXT:#loc1 = loc("[[FILE]]":1:0)
// FUNC-NEXT:#loc3 = loc("[[FILE]]":2:2)
// FUNC-NEXT:#loc4 = loc("[[FILE]]":3:2)
// FUNC-NEXT:#loc6 = loc("[[FILE]]":5:2)

// Without a file name, a new temporary file.
// TEMP:#loc = loc("[[DIR]]/mlir_snapshot-{{[0-9a-f]+}}.tmp.mlir":4:0)

// ERROR:{{.*}}error: {{.*}}cannot open output file '[[FILE]].missing/x.mlir': No such file or directory

#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @f(%a: index loc("a")) -> index {
    %0 = affine.apply #map(%a) loc("apply")
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
    ^bb0(%i: index loc("i")):
      "affine.yield"() : () -> () loc("yield")
    }) : () -> () loc("for")
    return %0 : index loc("return")
  } loc("f")
  func.func @g() {
    return loc("return_g")
  } loc("g")
} loc("module")
