// The debug info attributes (`#llvm.di_*`), printed as mlir-opt-19 prints them: aliases named
// after the mnemonic, parameters at their default left out, DWARF constants by name, several
// subprogram flags quoted, and `fused<#llvm.di_subprogram>` locations on functions and ops.
// The same CHECK lines hold for mlir-opt-19.

// RUN: oxir-opt %s -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -mlir-print-debuginfo | oxir-opt -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -mlir-print-debuginfo --mlir-print-op-generic | oxir-opt -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace

#file = #llvm.di_file<"prog.c" in "/src">
#other = #llvm.di_file<"" in "">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "oxir", isOptimized = true, emissionKind = Full, nameTableKind = None>
#cu2 = #llvm.di_compile_unit<emissionKind = LineTablesOnly, isOptimized = false, file = #other, sourceLanguage = DW_LANG_Rust, id = distinct[1]<>>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#char = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 0, encoding = DW_ATE_signed_char>
#void = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #llvm.di_null_type, #int, #char>
#empty = #llvm.di_subroutine_type<>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "main", linkageName = "main", file = #file, line = 7, scopeLine = 8, subprogramFlags = "Definition|Optimized", type = #void>
#decl = #llvm.di_subprogram<scope = #cu2, file = #other, subprogramFlags = Definition, type = #empty, line = 0>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 9, column = 3>
#inner = #llvm.di_lexical_block<scope = #block>
#arg = #llvm.di_local_variable<scope = #sp, name = "argc", file = #file, line = 7, arg = 1, type = #int>
#local = #llvm.di_local_variable<scope = #inner, name = "", alignInBits = 8, type = #char>

module attributes {llvm.test = [#arg, #local, #decl]} {
  llvm.func @main(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32 loc(#in_block)
    llvm.return %arg0 : i32 loc(#at_return)
  } loc(#in_main)
}
#in_main = loc(fused<#sp>["prog.c":7:1])
#in_block = loc(fused<#block>["prog.c":10:5])
#at_return = loc("prog.c":11:3)

// CHECK:#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-NEXT:#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", encoding = DW_ATE_signed_char>
// CHECK-NEXT:#di_file = #llvm.di_file<"prog.c" in "/src">
// CHECK-NEXT:#di_file1 = #llvm.di_file<"" in "">
// CHECK-NEXT:#di_null_type = #llvm.di_null_type
// CHECK-NEXT:#di_subroutine_type = #llvm.di_subroutine_type<>
// CHECK-NEXT:#loc2 = loc("{{.*}}debug-info.mlir":{{[0-9]+}}:{{[0-9]+}})
// CHECK-NEXT:#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #di_file, producer = "oxir", isOptimized = true, emissionKind = Full, nameTableKind = None>
// CHECK-NEXT:#di_compile_unit1 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_Rust, file = #di_file1, isOptimized = false, emissionKind = LineTablesOnly>
// CHECK-NEXT:#di_subroutine_type1 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #di_null_type, #di_basic_type, #di_basic_type1>
// CHECK-NEXT:#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "main", linkageName = "main", file = #di_file, line = 7, scopeLine = 8, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type1>
// CHECK-NEXT:#di_subprogram1 = #llvm.di_subprogram<scope = #di_compile_unit1, file = #di_file1, subprogramFlags = Definition, type = #di_subroutine_type>
// CHECK-NEXT:#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 9, column = 3>
// CHECK-NEXT:#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "argc", file = #di_file, line = 7, arg = 1, type = #di_basic_type>
// CHECK-NEXT:#di_lexical_block1 = #llvm.di_lexical_block<scope = #di_lexical_block>
// CHECK-NEXT:#di_local_variable1 = #llvm.di_local_variable<scope = #di_lexical_block1, name = "", alignInBits = 8, type = #di_basic_type1>
// CHECK-NEXT:module attributes {llvm.test = [#di_local_variable, #di_local_variable1, #di_subprogram1]} {
// CHECK-NEXT:  llvm.func @main(%arg0: i32 loc("{{.*}}debug-info.mlir":{{[0-9]+}}:{{[0-9]+}})) -> i32 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc6)
// CHECK-NEXT:    llvm.return %arg0 : i32 loc(#loc4)
// CHECK-NEXT:  } loc(#loc5)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("{{.*}}debug-info.mlir":{{[0-9]+}}:{{[0-9]+}})
// CHECK-NEXT:#loc1 = loc("prog.c":7:1)
// CHECK-NEXT:#loc3 = loc("prog.c":10:5)
// CHECK-NEXT:#loc4 = loc("prog.c":11:3)
// CHECK-NEXT:#loc5 = loc(fused<#di_subprogram>[#loc1])
// CHECK-NEXT:#loc6 = loc(fused<#di_lexical_block>[#loc3])
