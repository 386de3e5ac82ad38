// The checks of COMDAT groups: a comdat names a selector, a table holds only selectors, and a
// selector's kind is one of LLVM's.
// RUN: oxir-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

llvm.comdat @groups {
  llvm.comdat_selector @first any
}
// expected-error @below {{expected comdat symbol}}
llvm.func @missing_selector() comdat(@groups::@second) {
  llvm.return
}

// -----

llvm.comdat @groups {
  llvm.comdat_selector @first any
}
// expected-error @below {{expected comdat symbol}}
llvm.mlir.global internal @names_the_table(1 : i32) comdat(@groups) : i32

// -----

llvm.comdat @groups {
  // expected-error @below {{only comdat selector symbols can appear in a comdat region}}
  llvm.func @inside()
}

// -----

llvm.comdat @groups {
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'comdat' [any, exactmatch, largest, nodeduplicate, samesize]}}
  llvm.comdat_selector @first newest
}

// -----

// expected-error @below {{invalid kind of attribute specified}}
llvm.func @not_a_symbol() comdat("groups") {
  llvm.return
}

// -----

// expected-error @below {{'llvm.comdat' op region should have no arguments}}
"llvm.comdat"() <{sym_name = "groups"}> ({
^bb0(%a: i32):
}) : () -> ()
