// Malformed debug info attributes: the first error of each case is MLIR's, at the same place.
// mlir-opt-19 adds a second error naming the parameter ("failed to parse ... parameter"),
// which oxir does not, so the cases are checked with FileCheck rather than
// --verify-diagnostics.

// RUN: not oxir-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s --split-input-file 2>&1 | FileCheck %s

module attributes {llvm.a = #llvm.di_basic_type<tag = DW_TAG_nothing, name = "x">} {}
// CHECK: :{{[0-9]+}}:55: error: invalid debug info debug info tag name: DW_TAG_nothing

// -----

module attributes {llvm.a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", encoding = DW_ATE_nothing>} {}
// CHECK: :{{[0-9]+}}:96: error: invalid debug info debug info encoding name: DW_ATE_nothing

// -----

module attributes {llvm.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Klingon, file = #llvm.di_file<"a" in "">, isOptimized = false, emissionKind = Full>} {}
// CHECK: :{{[0-9]+}}:88: error: invalid debug info debug info language name: DW_LANG_Klingon

// -----

module attributes {llvm.a = #llvm.di_subroutine_type<callingConvention = DW_CC_odd>} {}
// CHECK: :{{[0-9]+}}:74: error: invalid debug info debug info calling convention name: DW_CC_odd

// -----

module attributes {llvm.a = #llvm.di_compile_unit<id = unit, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"a" in "">, isOptimized = false, emissionKind = Full>} {}
// CHECK: :{{[0-9]+}}:56: error: invalid kind of attribute specified

// -----

module attributes {llvm.a = #llvm.di_lexical_block<scope = #llvm.di_null_type>} {}
// CHECK: :{{[0-9]+}}:60: error: invalid kind of attribute specified

// -----

module attributes {llvm.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "">, type = #llvm.di_file<"a" in "">>} {}
// CHECK: :{{[0-9]+}}:94: error: invalid kind of attribute specified

// -----

module attributes {llvm.a = #llvm.di_subprogram<scope = #llvm.di_file<"a" in "">, file = #llvm.di_null_type>} {}
// CHECK: :{{[0-9]+}}:90: error: invalid kind of attribute specified

// -----

module attributes {llvm.a = #llvm.di_subprogram<scope = #llvm.di_file<"a" in "">, file = #llvm.di_file<"a" in "">, subprogramFlags = "Definition|Nothing">} {}
// CHECK: :{{[0-9]+}}:134: error: invalid LLVM DISubprogram flags specification: Definition|Nothing

// -----

module attributes {llvm.a = #llvm.di_subprogram<scope = #llvm.di_file<"a" in "">>} {}
// CHECK: :{{[0-9]+}}:81: error: struct is missing required parameter: file

// -----

module attributes {llvm.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"a" in "">, isOptimized = false>} {}
// CHECK: :{{[0-9]+}}:151: error: struct is missing required parameter: emissionKind

// -----

module attributes {llvm.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "">, flags = Artificial>} {}
// CHECK: :{{[0-9]+}}:95: error: duplicate or unknown struct parameter name: flags

// -----

module attributes {llvm.a = #llvm.di_subroutine_type<types = #llvm.di_file<"a" in "">>} {}
// CHECK: :{{[0-9]+}}:62: error: invalid kind of attribute specified
