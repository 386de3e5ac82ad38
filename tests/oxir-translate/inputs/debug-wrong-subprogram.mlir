#file = #llvm.di_file<"a.c" in "">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#f = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#g = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "g", file = #file, subprogramFlags = Definition>
module {
  llvm.func @f() {
    llvm.return loc(fused<#g>["a.c":7:3])
  } loc(fused<#f>["a.c":1:1])
}
