// Debug info: a function whose location is fused with a #llvm.di_subprogram gets it as its
// !dbg, with the compile unit, files and types it names, and its ops' locations become
// !DILocations: lexical blocks from fused<#llvm.di_lexical_block>, callees with a scope of
// their own inlined at their caller, fused locations merged as LLVM merges them, none for
// unknown locations or functions without a subprogram. The same CHECK lines hold for
// mlir-translate-19.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines --strict-whitespace
// REQUIRES: mlir-translate, opt
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-translate --mlir-to-llvmir %s | opt-19 -passes=verify -S | FileCheck %s --check-prefix=VERIFIED
// VERIFIED: !llvm.dbg.cu = !{!1}

#file = #llvm.di_file<"rich.c" in "/src">
#hdr = #llvm.di_file<"inl.h" in "/src/include">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "oxir", isOptimized = true, emissionKind = Full, nameTableKind = None>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#uns = #llvm.di_basic_type<tag = DW_TAG_unspecified_type, name = "decltype(nullptr)">
#ty = #llvm.di_subroutine_type<types = #llvm.di_null_type, #int, #uns>
#main = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "main", linkageName = "main", file = #file, line = 10, scopeLine = 11, subprogramFlags = "Definition|Optimized|MainSubprogram", type = #ty>
#helper = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #hdr, name = "helper", file = #hdr, line = 2, scopeLine = 2, subprogramFlags = "Definition|LocalToUnit">
#ext = #llvm.di_subprogram<scope = #file, name = "ext", file = #file, line = 5, subprogramFlags = Optimized>
#loop = #llvm.di_lexical_block<scope = #main, file = #file, line = 12, column = 3>
#inner = #llvm.di_lexical_block<scope = #loop, file = #file, line = 13, column = 1>
module {
  llvm.func @ext(i32) loc(fused<#ext>["rich.c":5:1])
  llvm.func @main(%n: i32, %c: i1) -> i32 {
    llvm.cond_br %c, ^bb1, ^bb2 loc(fused<#loop>["rich.c":12:5])
  ^bb1:
    %1 = llvm.add %n, %n : i32 loc(callsite(fused<#helper>["inl.h":3:7] at "rich.c":13:9))
    %2 = llvm.mul %1, %1 : i32 loc(callsite(callsite(fused<#helper>["inl.h":4:1] at "rich.c":14:2) at "rich.c":15:3))
    %3 = llvm.sub %2, %n : i32 loc(callsite("inl.h":9:9 at "rich.c":15:4))
    %4 = llvm.xor %3, %n : i32 loc("name"("rich.c":15:5))
    llvm.call @ext(%4) : (i32) -> () loc(fused["rich.c":16:3, "rich.c":16:8])
    llvm.call @ext(%4) : (i32) -> () loc(fused[fused<#loop>["rich.c":17:1], fused<#inner>["rich.c":17:1]])
    llvm.call @ext(%4) : (i32) -> () loc(fused[fused<#inner>["rich.c":18:1], "rich.c":19:1])
    llvm.call @ext(%4) : (i32) -> () loc(unknown)
    llvm.br ^bb2 loc(fused<#inner>["rich.c":20:1])
  ^bb2:
    llvm.return %n : i32 loc("rich.c":21:1)
  } loc(fused<#main>["rich.c":10:1])
  llvm.func @nodebug(%a: i32) -> i32 {
    llvm.return %a : i32 loc("rich.c":30:1)
  }
}

// CHECK:; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT:source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT:declare !dbg !3 void @ext(i32)
// CHECK-EMPTY:
// CHECK-NEXT:define i32 @main(i32 %0, i1 %1) !dbg !4 {
// CHECK-NEXT:  br i1 %1, label %3, label %8, !dbg !9
// CHECK-EMPTY:
// CHECK-NEXT:3:                                                ; preds = %2
// CHECK-NEXT:  %4 = add i32 %0, %0, !dbg !11
// CHECK-NEXT:  %5 = mul i32 %4, %4, !dbg !15
// CHECK-NEXT:  %6 = sub i32 %5, %0, !dbg !17
// CHECK-NEXT:  %7 = xor i32 %6, %0, !dbg !18
// CHECK-NEXT:  call void @ext(i32 %7), !dbg !19
// CHECK-NEXT:  call void @ext(i32 %7), !dbg !20
// CHECK-NEXT:  call void @ext(i32 %7), !dbg !21
// CHECK-NEXT:  call void @ext(i32 %7)
// CHECK-NEXT:  br label %8, !dbg !22
// CHECK-EMPTY:
// CHECK-NEXT:8:                                                ; preds = %3, %2
// CHECK-NEXT:  ret i32 %0, !dbg !24
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:define i32 @nodebug(i32 %0) {
// CHECK-NEXT:  ret i32 %0
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:!llvm.module.flags = !{!0}
// CHECK-NEXT:!llvm.dbg.cu = !{!1}
// CHECK-EMPTY:
// CHECK-NEXT:!0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT:!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "oxir", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, nameTableKind: None)
// CHECK-NEXT:!2 = !DIFile(filename: "rich.c", directory: "/src")
// CHECK-NEXT:!3 = !DISubprogram(name: "ext", scope: !2, file: !2, line: 5, spFlags: DISPFlagOptimized)
// CHECK-NEXT:!4 = distinct !DISubprogram(name: "main", linkageName: "main", scope: !2, file: !2, line: 10, type: !5, scopeLine: 11, spFlags: DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !1)
// CHECK-NEXT:!5 = !DISubroutineType(types: !6)
// CHECK-NEXT:!6 = !{null, !7, !8}
// CHECK-NEXT:!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// CHECK-NEXT:!8 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
// CHECK-NEXT:!9 = !DILocation(line: 12, column: 5, scope: !10)
// CHECK-NEXT:!10 = distinct !DILexicalBlock(scope: !4, file: !2, line: 12, column: 3)
// CHECK-NEXT:!11 = !DILocation(line: 3, column: 7, scope: !12, inlinedAt: !14)
// CHECK-NEXT:!12 = distinct !DISubprogram(name: "helper", scope: !13, file: !13, line: 2, scopeLine: 2, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !1)
// CHECK-NEXT:!13 = !DIFile(filename: "inl.h", directory: "/src/include")
// CHECK-NEXT:!14 = !DILocation(line: 13, column: 9, scope: !4)
// CHECK-NEXT:!15 = !DILocation(line: 4, column: 1, scope: !12, inlinedAt: !16)
// CHECK-NEXT:!16 = !DILocation(line: 15, column: 3, scope: !4)
// CHECK-NEXT:!17 = !DILocation(line: 15, column: 4, scope: !4)
// CHECK-NEXT:!18 = !DILocation(line: 15, column: 5, scope: !4)
// CHECK-NEXT:!19 = !DILocation(line: 16, scope: !4)
// CHECK-NEXT:!20 = !DILocation(line: 17, column: 1, scope: !10)
// CHECK-NEXT:!21 = !DILocation(line: 0, scope: !4)
// CHECK-NEXT:!22 = !DILocation(line: 20, column: 1, scope: !23)
// CHECK-NEXT:!23 = distinct !DILexicalBlock(scope: !10, file: !2, line: 13, column: 1)
// CHECK-NEXT:!24 = !DILocation(line: 21, column: 1, scope: !4)
