// llvm.comdat and llvm.comdat_selector: a table of COMDAT groups with each selection kind, and
// the `comdat(@table::@selector)` of globals and functions, in the custom form and the generic
// one (the kind an i64 property). Both tools print the same text.
// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s -mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

llvm.comdat @groups {
  llvm.comdat_selector @first any
  llvm.comdat_selector @same exactmatch
  llvm.comdat_selector @big largest
  llvm.comdat_selector @alone nodeduplicate
  llvm.comdat_selector @sized samesize
}
llvm.mlir.global linkonce_odr constant @table(dense<[1, 2]> : vector<2xi32>) comdat(@groups::@big) : vector<2xi32>
llvm.mlir.global weak_odr @counter() comdat(@groups::@sized) : i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %0 : i64
}
llvm.func linkonce_odr @helper() comdat(@groups::@first) attributes {no_inline} {
  llvm.return
}

// CHECK:module {
// CHECK-NEXT:  llvm.comdat @groups {
// CHECK-NEXT:    llvm.comdat_selector @first any
// CHECK-NEXT:    llvm.comdat_selector @same exactmatch
// CHECK-NEXT:    llvm.comdat_selector @big largest
// CHECK-NEXT:    llvm.comdat_selector @alone nodeduplicate
// CHECK-NEXT:    llvm.comdat_selector @sized samesize
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.mlir.global linkonce_odr constant @table(dense<[1, 2]> : vector<2xi32>) comdat(@groups::@big) {addr_space = 0 : i32} : vector<2xi32>
// CHECK-NEXT:  llvm.mlir.global weak_odr @counter() comdat(@groups::@sized) {addr_space = 0 : i32} : i64 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:    llvm.return %0 : i64
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func linkonce_odr @helper() comdat(@groups::@first) attributes {no_inline} {
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC: "llvm.comdat"() <{sym_name = "groups"}> ({
// GENERIC-NEXT: "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "first"}> : () -> ()
// GENERIC-NEXT: "llvm.comdat_selector"() <{comdat = 1 : i64, sym_name = "same"}> : () -> ()
// GENERIC-NEXT: "llvm.comdat_selector"() <{comdat = 2 : i64, sym_name = "big"}> : () -> ()
// GENERIC-NEXT: "llvm.comdat_selector"() <{comdat = 3 : i64, sym_name = "alone"}> : () -> ()
// GENERIC-NEXT: "llvm.comdat_selector"() <{comdat = 4 : i64, sym_name = "sized"}> : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: comdat = @groups::@big
// GENERIC: comdat = @groups::@sized
// GENERIC: comdat = @groups::@first
