// -ensure-debug-info-scope-on-llvm-func: MLIR 19's pass giving every llvm.func a
// #llvm.di_subprogram fused into its location. The expectations are mlir-opt-19's output,
// checked against both tools; the last RUN line checks oxir's `emission-kind` option (MLIR 20's).

// RUN: oxir-opt %s -split-input-file -ensure-debug-info-scope-on-llvm-func -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -split-input-file -ensure-debug-info-scope-on-llvm-func -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -split-input-file '-ensure-debug-info-scope-on-llvm-func=emission-kind=Full' -mlir-print-debuginfo | FileCheck %s --check-prefix=FULL

// FULL: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = Full>

// A compile unit is made for the module's file; definitions get a distinct id, the unit and
// Definition|Optimized, declarations only Optimized; a name location gives its child's file.
module {
  llvm.func @f(%a: i32 loc("src/f.c":2:16)) -> i32 {
    llvm.return %a : i32 loc("src/f.c":3:5)
  } loc("src/f.c":2:3)
  llvm.func @decl(i32) loc("/abs/decl.c":5:3)
  llvm.func @named() {
    llvm.return loc("h.c":2:1)
  } loc("h"("h.c":1:1))
  llvm.func @kept() {
    llvm.return loc("k.c":2:1)
  } loc(fused<#llvm.di_subprogram<scope = #llvm.di_file<"k.c" in "">, file = #llvm.di_file<"k.c" in "">>>["k.c":1:1])
} loc("dir/module.c":1:1)

// -----

// Without a file location, the module's unit is for `<unknown>`.
module {
  llvm.func @f() {
    llvm.return loc(unknown)
  } loc(unknown)
} loc(unknown)

// -----

// The unit fused into the module's location is used; functions whose location names no file
// take the unit's file, at line 1, column 1.
module {
  llvm.func @a() {
    llvm.return loc("a.c":9:9)
  } loc(fused["a.c":3:4, "b.c":5:6])
  llvm.func @b() {
    llvm.return loc("b.c":9:9)
  } loc(callsite("c.c":1:2 at "d.c":3:4))
} loc(fused<#llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #llvm.di_file<"m.c" in "/m">, isOptimized = false, emissionKind = Full>>["m.c":1:1])

// CHECK:#loc2 = loc("src/f.c":2:16)
// CHECK-NEXT:module {
// CHECK-NEXT:  llvm.func @f(%arg0: i32 loc("src/f.c":2:16)) -> i32 {
// CHECK-NEXT:    llvm.return %arg0 : i32 loc(#loc3)
// CHECK-NEXT:  } loc(#loc12)
// CHECK-NEXT:  llvm.func @decl(i32) loc(#loc10)
// CHECK-NEXT:  llvm.func @named() {
// CHECK-NEXT:    llvm.return loc(#loc6)
// CHECK-NEXT:  } loc(#loc13)
// CHECK-NEXT:  llvm.func @kept() {
// CHECK-NEXT:    llvm.return loc(#loc8)
// CHECK-NEXT:  } loc(#loc11)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#di_file = #llvm.di_file<"module.c" in "dir">
// CHECK-NEXT:#di_file1 = #llvm.di_file<"f.c" in "src">
// CHECK-NEXT:#di_file2 = #llvm.di_file<"decl.c" in "/abs">
// CHECK-NEXT:#di_file3 = #llvm.di_file<"h.c" in "">
// CHECK-NEXT:#di_file4 = #llvm.di_file<"k.c" in "">
// CHECK-NEXT:#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK-NEXT:#loc = loc("dir/module.c":1:1)
// CHECK-NEXT:#loc1 = loc("src/f.c":2:3)
// CHECK-NEXT:#loc3 = loc("src/f.c":3:5)
// CHECK-NEXT:#loc4 = loc("/abs/decl.c":5:3)
// CHECK-NEXT:#loc5 = loc("h.c":1:1)
// CHECK-NEXT:#loc6 = loc("h.c":2:1)
// CHECK-NEXT:#loc7 = loc("k.c":1:1)
// CHECK-NEXT:#loc8 = loc("k.c":2:1)
// CHECK-NEXT:#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-NEXT:#di_subprogram = #llvm.di_subprogram<scope = #di_file2, name = "decl", linkageName = "decl", file = #di_file2, line = 5, scopeLine = 3, subprogramFlags = Optimized, type = #di_subroutine_type>
// CHECK-NEXT:#di_subprogram1 = #llvm.di_subprogram<scope = #di_file4, file = #di_file4>
// CHECK-NEXT:#loc9 = loc("h"(#loc5))
// CHECK-NEXT:#di_subprogram2 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file1, name = "f", linkageName = "f", file = #di_file1, line = 2, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT:#di_subprogram3 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file3, name = "named", linkageName = "named", file = #di_file3, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT:#loc10 = loc(fused<#di_subprogram>[#loc4])
// CHECK-NEXT:#loc11 = loc(fused<#di_subprogram1>[#loc7])
// CHECK-NEXT:#loc12 = loc(fused<#di_subprogram2>[#loc1])
// CHECK-NEXT:#loc13 = loc(fused<#di_subprogram3>[#loc9])
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:module {
// CHECK-NEXT:  llvm.func @f() {
// CHECK-NEXT:    llvm.return loc(#loc)
// CHECK-NEXT:  } loc(#loc1)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#di_file = #llvm.di_file<"<unknown>" in "">
// CHECK-NEXT:#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK-NEXT:#loc = loc(unknown)
// CHECK-NEXT:#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-NEXT:#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", linkageName = "f", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT:#loc1 = loc(fused<#di_subprogram>[#loc])
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:module {
// CHECK-NEXT:  llvm.func @a() {
// CHECK-NEXT:    llvm.return loc(#loc3)
// CHECK-NEXT:  } loc(#loc10)
// CHECK-NEXT:  llvm.func @b() {
// CHECK-NEXT:    llvm.return loc(#loc6)
// CHECK-NEXT:  } loc(#loc11)
// CHECK-NEXT:} loc(#loc9)
// CHECK-NEXT:#di_file = #llvm.di_file<"m.c" in "/m">
// CHECK-NEXT:#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK-NEXT:#loc = loc("m.c":1:1)
// CHECK-NEXT:#loc1 = loc("a.c":3:4)
// CHECK-NEXT:#loc2 = loc("b.c":5:6)
// CHECK-NEXT:#loc3 = loc("a.c":9:9)
// CHECK-NEXT:#loc4 = loc("c.c":1:2)
// CHECK-NEXT:#loc5 = loc("d.c":3:4)
// CHECK-NEXT:#loc6 = loc("b.c":9:9)
// CHECK-NEXT:#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #di_file, isOptimized = false, emissionKind = Full>
// CHECK-NEXT:#loc7 = loc(fused[#loc1, #loc2])
// CHECK-NEXT:#loc8 = loc(callsite(#loc4 at #loc5))
// CHECK-NEXT:#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "a", linkageName = "a", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT:#di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "b", linkageName = "b", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT:#loc9 = loc(fused<#di_compile_unit>[#loc])
// CHECK-NEXT:#loc10 = loc(fused<#di_subprogram>[#loc7])
// CHECK-NEXT:#loc11 = loc(fused<#di_subprogram1>[#loc8])
