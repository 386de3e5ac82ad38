// --show-dialects prints the registered dialects, sorted and comma-separated, and does
// nothing else (the input is not read: this file is not valid IR). The line has the shape of
// mlir-opt-19's; the names are oxir's registered dialects.

// RUN: oxir-opt --show-dialects %s | FileCheck %s --match-full-lines
// RUN: oxir-opt --show-dialects %s | count 1

// CHECK: Available Dialects: affine,arith,builtin,cf,func,index,llvm,memref,scf,spirv

// expected-error @+1 {{custom op 'this' is unknown}}
this is not IR
