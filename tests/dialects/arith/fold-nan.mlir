// The float folds of `arith` on NaN, infinite and zero constants, folded as MLIR 19 folds them
// with APFloat: `addf`, `subf`, `mulf`, `divf` and `remf` give the first NaN operand quieted
// (its sign and payload kept; a NaN made from numbers is the positive default NaN),
// `maximumf`, `minimumf` and `maxnumf` give the first NaN operand as it is (`maxnumf` folds
// with `llvm::maximum` in MLIR 19), `minnumf` the other operand, `negf` flips the sign of
// NaNs too, `cmpf` compares NaNs unordered, `extf` and `truncf` fold exact conversions only
// (never a signalling NaN, nor a NaN whose payload does not fit) and `fptosi` never folds a
// NaN or an infinity; in `f16`, `bf16`, `f32`, `f64` and on splats. The expectations are
// mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @binary_f16() {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %cst = arith.constant 0xFC01 : f16
// CHECK-NEXT:    %cst_0 = arith.constant 0xFE01 : f16
// CHECK-NEXT:    %cst_1 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:    %cst_2 = arith.constant 0x7E00 : f16
// CHECK-NEXT:    %cst_3 = arith.constant 0xFE00 : f16
// CHECK-NEXT:    %cst_4 = arith.constant 0x7E01 : f16
// CHECK-NEXT:    %cst_5 = arith.constant 0x7C01 : f16
// CHECK-NEXT:    %cst_6 = arith.constant 0x7C00 : f16
// CHECK-NEXT:    %cst_7 = arith.constant 0xFC00 : f16
// CHECK-NEXT:    %cst_8 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:    %cst_9 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:    %cst_10 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_4, %cst_6, %cst_7, %cst_10, %cst_2, %cst_3, %cst_4, %cst_4, %cst_6, %cst_7, %cst_10, %cst_3, %cst_4, %cst_2, %cst_9) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_4, %cst_7, %cst_6, %cst_10, %cst_2, %cst_3, %cst_4, %cst_4, %cst_6, %cst_7, %cst_1, %cst_3, %cst_4, %cst_6, %cst_9) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_4, %cst_6, %cst_7, %cst_8, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_3, %cst_4, %cst_7, %cst_8) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_4, %cst_9, %cst_8, %cst_7, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_3, %cst_4, %cst_2, %cst_2) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_4, %cst_10, %cst_10, %cst_2, %cst_2, %cst_3, %cst_4, %cst_4, %cst_2, %cst_2, %cst_8, %cst_3, %cst_4, %cst_2, %cst_2) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_3, %cst_5, %cst_6, %cst_9) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_10, %cst_7, %cst_8, %cst_2, %cst_3, %cst_4, %cst_5, %cst_10, %cst_7, %cst_8, %cst_3, %cst_5, %cst_7, %cst_8) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_3, %cst_5, %cst_6, %cst_9) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    "test.use"(%cst_10, %cst_10, %cst_10, %cst_10, %cst_10, %cst_7, %cst_8, %cst_10, %cst_10, %cst_10, %cst_10, %cst_10, %cst_7, %cst_8, %cst_5, %cst_4, %cst_7, %cst_8) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    "test.use"(%cst_3, %cst_2, %cst_0, %cst, %cst_7, %cst_6, %cst_9) : (f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    "test.use"(%false, %false, %false, %true, %false, %false, %true, %false, %false, %false, %false, %false, %true, %true, %false, %false, %false, %false, %true, %true, %true, %true, %false, %true, %true, %true, %true, %false, %true, %true, %true, %true) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// CHECK-NEXT:    %0 = arith.fptosi %cst_2 : f16 to i32
// CHECK-NEXT:    %1 = arith.fptosi %cst_3 : f16 to i32
// CHECK-NEXT:    %2 = arith.fptosi %cst_4 : f16 to i32
// CHECK-NEXT:    %3 = arith.fptosi %cst_5 : f16 to i32
// CHECK-NEXT:    %4 = arith.fptosi %cst_6 : f16 to i32
// CHECK-NEXT:    %5 = arith.fptosi %cst_7 : f16 to i32
// CHECK-NEXT:    "test.use"(%0, %1, %2, %3, %4, %5, %c0_i32) : (i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @binary_f16() {
  %nan = arith.constant 0x7E00 : f16
  %nnan = arith.constant 0xFE00 : f16
  %pnan = arith.constant 0x7E01 : f16
  %snan = arith.constant 0x7C01 : f16
  %inf = arith.constant 0x7C00 : f16
  %ninf = arith.constant 0xFC00 : f16
  %nz = arith.constant -0.0 : f16
  %pz = arith.constant 0.0 : f16
  %one = arith.constant 1.0 : f16
  %addf0 = arith.addf %one, %nan : f16
  %addf1 = arith.addf %one, %nnan : f16
  %addf2 = arith.addf %one, %pnan : f16
  %addf3 = arith.addf %one, %snan : f16
  %addf4 = arith.addf %one, %inf : f16
  %addf5 = arith.addf %one, %ninf : f16
  %addf6 = arith.addf %one, %nz : f16
  %addf7 = arith.addf %nan, %one : f16
  %addf8 = arith.addf %nnan, %one : f16
  %addf9 = arith.addf %pnan, %one : f16
  %addf10 = arith.addf %snan, %one : f16
  %addf11 = arith.addf %inf, %one : f16
  %addf12 = arith.addf %ninf, %one : f16
  %addf13 = arith.addf %nz, %one : f16
  %addf14 = arith.addf %nnan, %snan : f16
  %addf15 = arith.addf %snan, %pnan : f16
  %addf16 = arith.addf %inf, %ninf : f16
  %addf17 = arith.addf %pz, %nz : f16
  "test.use"(%addf0, %addf1, %addf2, %addf3, %addf4, %addf5, %addf6, %addf7, %addf8, %addf9, %addf10, %addf11, %addf12, %addf13, %addf14, %addf15, %addf16, %addf17) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  %subf0 = arith.subf %one, %nan : f16
  %subf1 = arith.subf %one, %nnan : f16
  %subf2 = arith.subf %one, %pnan : f16
  %subf3 = arith.subf %one, %snan : f16
  %subf4 = arith.subf %one, %inf : f16
  %subf5 = arith.subf %one, %ninf : f16
  %subf6 = arith.subf %one, %nz : f16
  %subf7 = arith.subf %nan, %one : f16
  %subf8 = arith.subf %nnan, %one : f16
  %subf9 = arith.subf %pnan, %one : f16
  %subf10 = arith.subf %snan, %one : f16
  %subf11 = arith.subf %inf, %one : f16
  %subf12 = arith.subf %ninf, %one : f16
  %subf13 = arith.subf %nz, %one : f16
  %subf14 = arith.subf %nnan, %snan : f16
  %subf15 = arith.subf %snan, %pnan : f16
  %subf16 = arith.subf %inf, %ninf : f16
  %subf17 = arith.subf %pz, %nz : f16
  "test.use"(%subf0, %subf1, %subf2, %subf3, %subf4, %subf5, %subf6, %subf7, %subf8, %subf9, %subf10, %subf11, %subf12, %subf13, %subf14, %subf15, %subf16, %subf17) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  %mulf0 = arith.mulf %one, %nan : f16
  %mulf1 = arith.mulf %one, %nnan : f16
  %mulf2 = arith.mulf %one, %pnan : f16
  %mulf3 = arith.mulf %one, %snan : f16
  %mulf4 = arith.mulf %one, %inf : f16
  %mulf5 = arith.mulf %one, %ninf : f16
  %mulf6 = arith.mulf %one, %nz : f16
  %mulf7 = arith.mulf %nan, %one : f16
  %mulf8 = arith.mulf %nnan, %one : f16
  %mulf9 = arith.mulf %pnan, %one : f16
  %mulf10 = arith.mulf %snan, %one : f16
  %mulf11 = arith.mulf %inf, %one : f16
  %mulf12 = arith.mulf %ninf, %one : f16
  %mulf13 = arith.mulf %nz, %one : f16
  %mulf14 = arith.mulf %nnan, %snan : f16
  %mulf15 = arith.mulf %snan, %pnan : f16
  %mulf16 = arith.mulf %inf, %ninf : f16
  %mulf17 = arith.mulf %pz, %nz : f16
  "test.use"(%mulf0, %mulf1, %mulf2, %mulf3, %mulf4, %mulf5, %mulf6, %mulf7, %mulf8, %mulf9, %mulf10, %mulf11, %mulf12, %mulf13, %mulf14, %mulf15, %mulf16, %mulf17) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  %divf0 = arith.divf %one, %nan : f16
  %divf1 = arith.divf %one, %nnan : f16
  %divf2 = arith.divf %one, %pnan : f16
  %divf3 = arith.divf %one, %snan : f16
  %divf4 = arith.divf %one, %inf : f16
  %divf5 = arith.divf %one, %ninf : f16
  %divf6 = arith.divf %one, %nz : f16
  %divf7 = arith.divf %nan, %one : f16
  %divf8 = arith.divf %nnan, %one : f16
  %divf9 = arith.divf %pnan, %one : f16
  %divf10 = arith.divf %snan, %one : f16
  %divf11 = arith.divf %inf, %one : f16
  %divf12 = arith.divf %ninf, %one : f16
  %divf13 = arith.divf %nz, %one : f16
  %divf14 = arith.divf %nnan, %snan : f16
  %divf15 = arith.divf %snan, %pnan : f16
  %divf16 = arith.divf %inf, %ninf : f16
  %divf17 = arith.divf %pz, %nz : f16
  "test.use"(%divf0, %divf1, %divf2, %divf3, %divf4, %divf5, %divf6, %divf7, %divf8, %divf9, %divf10, %divf11, %divf12, %divf13, %divf14, %divf15, %divf16, %divf17) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  %remf0 = arith.remf %one, %nan : f16
  %remf1 = arith.remf %one, %nnan : f16
  %remf2 = arith.remf %one, %pnan : f16
  %remf3 = arith.remf %one, %snan : f16
  %remf4 = arith.remf %one, %inf : f16
  %remf5 = arith.remf %one, %ninf : f16
  %remf6 = arith.remf %one, %nz : f16
  %remf7 = arith.remf %nan, %one : f16
  %remf8 = arith.remf %nnan, %one : f16
  %remf9 = arith.remf %pnan, %one : f16
  %remf10 = arith.remf %snan, %one : f16
  %remf11 = arith.remf %inf, %one : f16
  %remf12 = arith.remf %ninf, %one : f16
  %remf13 = arith.remf %nz, %one : f16
  %remf14 = arith.remf %nnan, %snan : f16
  %remf15 = arith.remf %snan, %pnan : f16
  %remf16 = arith.remf %inf, %ninf : f16
  %remf17 = arith.remf %pz, %nz : f16
  "test.use"(%remf0, %remf1, %remf2, %remf3, %remf4, %remf5, %remf6, %remf7, %remf8, %remf9, %remf10, %remf11, %remf12, %remf13, %remf14, %remf15, %remf16, %remf17) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  %maximumf0 = arith.maximumf %one, %nan : f16
  %maximumf1 = arith.maximumf %one, %nnan : f16
  %maximumf2 = arith.maximumf %one, %pnan : f16
  %maximumf3 = arith.maximumf %one, %snan : f16
  %maximumf4 = arith.maximumf %one, %inf : f16
  %maximumf5 = arith.maximumf %one, %ninf : f16
  %maximumf6 = arith.maximumf %one, %nz : f16
  %maximumf7 = arith.maximumf %nan, %one : f16
  %maximumf8 = arith.maximumf %nnan, %one : f16
  %maximumf9 = arith.maximumf %pnan, %one : f16
  %maximumf10 = arith.maximumf %snan, %one : f16
  %maximumf11 = arith.maximumf %inf, %one : f16
  %maximumf12 = arith.maximumf %ninf, %one : f16
  %maximumf13 = arith.maximumf %nz, %one : f16
  %maximumf14 = arith.maximumf %nnan, %snan : f16
  %maximumf15 = arith.maximumf %snan, %pnan : f16
  %maximumf16 = arith.maximumf %inf, %ninf : f16
  %maximumf17 = arith.maximumf %pz, %nz : f16
  "test.use"(%maximumf0, %maximumf1, %maximumf2, %maximumf3, %maximumf4, %maximumf5, %maximumf6, %maximumf7, %maximumf8, %maximumf9, %maximumf10, %maximumf11, %maximumf12, %maximumf13, %maximumf14, %maximumf15, %maximumf16, %maximumf17) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  %minimumf0 = arith.minimumf %one, %nan : f16
  %minimumf1 = arith.minimumf %one, %nnan : f16
  %minimumf2 = arith.minimumf %one, %pnan : f16
  %minimumf3 = arith.minimumf %one, %snan : f16
  %minimumf4 = arith.minimumf %one, %inf : f16
  %minimumf5 = arith.minimumf %one, %ninf : f16
  %minimumf6 = arith.minimumf %one, %nz : f16
  %minimumf7 = arith.minimumf %nan, %one : f16
  %minimumf8 = arith.minimumf %nnan, %one : f16
  %minimumf9 = arith.minimumf %pnan, %one : f16
  %minimumf10 = arith.minimumf %snan, %one : f16
  %minimumf11 = arith.minimumf %inf, %one : f16
  %minimumf12 = arith.minimumf %ninf, %one : f16
  %minimumf13 = arith.minimumf %nz, %one : f16
  %minimumf14 = arith.minimumf %nnan, %snan : f16
  %minimumf15 = arith.minimumf %snan, %pnan : f16
  %minimumf16 = arith.minimumf %inf, %ninf : f16
  %minimumf17 = arith.minimumf %pz, %nz : f16
  "test.use"(%minimumf0, %minimumf1, %minimumf2, %minimumf3, %minimumf4, %minimumf5, %minimumf6, %minimumf7, %minimumf8, %minimumf9, %minimumf10, %minimumf11, %minimumf12, %minimumf13, %minimumf14, %minimumf15, %minimumf16, %minimumf17) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  %maxnumf0 = arith.maxnumf %one, %nan : f16
  %maxnumf1 = arith.maxnumf %one, %nnan : f16
  %maxnumf2 = arith.maxnumf %one, %pnan : f16
  %maxnumf3 = arith.maxnumf %one, %snan : f16
  %maxnumf4 = arith.maxnumf %one, %inf : f16
  %maxnumf5 = arith.maxnumf %one, %ninf : f16
  %maxnumf6 = arith.maxnumf %one, %nz : f16
  %maxnumf7 = arith.maxnumf %nan, %one : f16
  %maxnumf8 = arith.maxnumf %nnan, %one : f16
  %maxnumf9 = arith.maxnumf %pnan, %one : f16
  %maxnumf10 = arith.maxnumf %snan, %one : f16
  %maxnumf11 = arith.maxnumf %inf, %one : f16
  %maxnumf12 = arith.maxnumf %ninf, %one : f16
  %maxnumf13 = arith.maxnumf %nz, %one : f16
  %maxnumf14 = arith.maxnumf %nnan, %snan : f16
  %maxnumf15 = arith.maxnumf %snan, %pnan : f16
  %maxnumf16 = arith.maxnumf %inf, %ninf : f16
  %maxnumf17 = arith.maxnumf %pz, %nz : f16
  "test.use"(%maxnumf0, %maxnumf1, %maxnumf2, %maxnumf3, %maxnumf4, %maxnumf5, %maxnumf6, %maxnumf7, %maxnumf8, %maxnumf9, %maxnumf10, %maxnumf11, %maxnumf12, %maxnumf13, %maxnumf14, %maxnumf15, %maxnumf16, %maxnumf17) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  %minnumf0 = arith.minnumf %one, %nan : f16
  %minnumf1 = arith.minnumf %one, %nnan : f16
  %minnumf2 = arith.minnumf %one, %pnan : f16
  %minnumf3 = arith.minnumf %one, %snan : f16
  %minnumf4 = arith.minnumf %one, %inf : f16
  %minnumf5 = arith.minnumf %one, %ninf : f16
  %minnumf6 = arith.minnumf %one, %nz : f16
  %minnumf7 = arith.minnumf %nan, %one : f16
  %minnumf8 = arith.minnumf %nnan, %one : f16
  %minnumf9 = arith.minnumf %pnan, %one : f16
  %minnumf10 = arith.minnumf %snan, %one : f16
  %minnumf11 = arith.minnumf %inf, %one : f16
  %minnumf12 = arith.minnumf %ninf, %one : f16
  %minnumf13 = arith.minnumf %nz, %one : f16
  %minnumf14 = arith.minnumf %nnan, %snan : f16
  %minnumf15 = arith.minnumf %snan, %pnan : f16
  %minnumf16 = arith.minnumf %inf, %ninf : f16
  %minnumf17 = arith.minnumf %pz, %nz : f16
  "test.use"(%minnumf0, %minnumf1, %minnumf2, %minnumf3, %minnumf4, %minnumf5, %minnumf6, %minnumf7, %minnumf8, %minnumf9, %minnumf10, %minnumf11, %minnumf12, %minnumf13, %minnumf14, %minnumf15, %minnumf16, %minnumf17) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  %neg_nan = arith.negf %nan : f16
  %neg_nnan = arith.negf %nnan : f16
  %neg_pnan = arith.negf %pnan : f16
  %neg_snan = arith.negf %snan : f16
  %neg_inf = arith.negf %inf : f16
  %neg_ninf = arith.negf %ninf : f16
  %neg_nz = arith.negf %nz : f16
  "test.use"(%neg_nan, %neg_nnan, %neg_pnan, %neg_snan, %neg_inf, %neg_ninf, %neg_nz) : (f16, f16, f16, f16, f16, f16, f16) -> ()
  %oeq_nnan_one = arith.cmpf oeq, %nnan, %one : f16
  %oeq_one_snan = arith.cmpf oeq, %one, %snan : f16
  %oeq_inf_ninf = arith.cmpf oeq, %inf, %ninf : f16
  %oeq_nz_pz = arith.cmpf oeq, %nz, %pz : f16
  %one_nnan_one = arith.cmpf one, %nnan, %one : f16
  %one_one_snan = arith.cmpf one, %one, %snan : f16
  %one_inf_ninf = arith.cmpf one, %inf, %ninf : f16
  %one_nz_pz = arith.cmpf one, %nz, %pz : f16
  %olt_nnan_one = arith.cmpf olt, %nnan, %one : f16
  %olt_one_snan = arith.cmpf olt, %one, %snan : f16
  %olt_inf_ninf = arith.cmpf olt, %inf, %ninf : f16
  %olt_nz_pz = arith.cmpf olt, %nz, %pz : f16
  %uno_nnan_one = arith.cmpf uno, %nnan, %one : f16
  %uno_one_snan = arith.cmpf uno, %one, %snan : f16
  %uno_inf_ninf = arith.cmpf uno, %inf, %ninf : f16
  %uno_nz_pz = arith.cmpf uno, %nz, %pz : f16
  %ord_nnan_one = arith.cmpf ord, %nnan, %one : f16
  %ord_one_snan = arith.cmpf ord, %one, %snan : f16
  %ord_inf_ninf = arith.cmpf ord, %inf, %ninf : f16
  %ord_nz_pz = arith.cmpf ord, %nz, %pz : f16
  %ueq_nnan_one = arith.cmpf ueq, %nnan, %one : f16
  %ueq_one_snan = arith.cmpf ueq, %one, %snan : f16
  %ueq_inf_ninf = arith.cmpf ueq, %inf, %ninf : f16
  %ueq_nz_pz = arith.cmpf ueq, %nz, %pz : f16
  %une_nnan_one = arith.cmpf une, %nnan, %one : f16
  %une_one_snan = arith.cmpf une, %one, %snan : f16
  %une_inf_ninf = arith.cmpf une, %inf, %ninf : f16
  %une_nz_pz = arith.cmpf une, %nz, %pz : f16
  %uge_nnan_one = arith.cmpf uge, %nnan, %one : f16
  %uge_one_snan = arith.cmpf uge, %one, %snan : f16
  %uge_inf_ninf = arith.cmpf uge, %inf, %ninf : f16
  %uge_nz_pz = arith.cmpf uge, %nz, %pz : f16
  "test.use"(%oeq_nnan_one, %oeq_one_snan, %oeq_inf_ninf, %oeq_nz_pz, %one_nnan_one, %one_one_snan, %one_inf_ninf, %one_nz_pz, %olt_nnan_one, %olt_one_snan, %olt_inf_ninf, %olt_nz_pz, %uno_nnan_one, %uno_one_snan, %uno_inf_ninf, %uno_nz_pz, %ord_nnan_one, %ord_one_snan, %ord_inf_ninf, %ord_nz_pz, %ueq_nnan_one, %ueq_one_snan, %ueq_inf_ninf, %ueq_nz_pz, %une_nnan_one, %une_one_snan, %une_inf_ninf, %une_nz_pz, %uge_nnan_one, %uge_one_snan, %uge_inf_ninf, %uge_nz_pz) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  %si_nan = arith.fptosi %nan : f16 to i32
  %si_nnan = arith.fptosi %nnan : f16 to i32
  %si_pnan = arith.fptosi %pnan : f16 to i32
  %si_snan = arith.fptosi %snan : f16 to i32
  %si_inf = arith.fptosi %inf : f16 to i32
  %si_ninf = arith.fptosi %ninf : f16 to i32
  %si_nz = arith.fptosi %nz : f16 to i32
  "test.use"(%si_nan, %si_nnan, %si_pnan, %si_snan, %si_inf, %si_ninf, %si_nz) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL:  func.func @binary_bf16() {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %cst = arith.constant 0xFF81 : bf16
// CHECK-NEXT:    %cst_0 = arith.constant 0xFFC1 : bf16
// CHECK-NEXT:    %cst_1 = arith.constant -1.000000e+00 : bf16
// CHECK-NEXT:    %cst_2 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT:    %cst_3 = arith.constant 0xFFC0 : bf16
// CHECK-NEXT:    %cst_4 = arith.constant 0x7FC1 : bf16
// CHECK-NEXT:    %cst_5 = arith.constant 0x7F81 : bf16
// CHECK-NEXT:    %cst_6 = arith.constant 0x7F80 : bf16
// CHECK-NEXT:    %cst_7 = arith.constant 0xFF80 : bf16
// CHECK-NEXT:    %cst_8 = arith.constant -0.000000e+00 : bf16
// CHECK-NEXT:    %cst_9 = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT:    %cst_10 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_4, %cst_6, %cst_7, %cst_10, %cst_2, %cst_3, %cst_4, %cst_4, %cst_6, %cst_7, %cst_10, %cst_3, %cst_4, %cst_2, %cst_9) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_4, %cst_7, %cst_6, %cst_10, %cst_2, %cst_3, %cst_4, %cst_4, %cst_6, %cst_7, %cst_1, %cst_3, %cst_4, %cst_6, %cst_9) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_4, %cst_6, %cst_7, %cst_8, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_3, %cst_4, %cst_7, %cst_8) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_4, %cst_9, %cst_8, %cst_7, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_3, %cst_4, %cst_2, %cst_2) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_4, %cst_10, %cst_10, %cst_2, %cst_2, %cst_3, %cst_4, %cst_4, %cst_2, %cst_2, %cst_8, %cst_3, %cst_4, %cst_2, %cst_2) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_3, %cst_5, %cst_6, %cst_9) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_10, %cst_7, %cst_8, %cst_2, %cst_3, %cst_4, %cst_5, %cst_10, %cst_7, %cst_8, %cst_3, %cst_5, %cst_7, %cst_8) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_3, %cst_5, %cst_6, %cst_9) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    "test.use"(%cst_10, %cst_10, %cst_10, %cst_10, %cst_10, %cst_7, %cst_8, %cst_10, %cst_10, %cst_10, %cst_10, %cst_10, %cst_7, %cst_8, %cst_5, %cst_4, %cst_7, %cst_8) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    "test.use"(%cst_3, %cst_2, %cst_0, %cst, %cst_7, %cst_6, %cst_9) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    "test.use"(%false, %false, %false, %true, %false, %false, %true, %false, %false, %false, %false, %false, %true, %true, %false, %false, %false, %false, %true, %true, %true, %true, %false, %true, %true, %true, %true, %false, %true, %true, %true, %true) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// CHECK-NEXT:    %0 = arith.fptosi %cst_2 : bf16 to i32
// CHECK-NEXT:    %1 = arith.fptosi %cst_3 : bf16 to i32
// CHECK-NEXT:    %2 = arith.fptosi %cst_4 : bf16 to i32
// CHECK-NEXT:    %3 = arith.fptosi %cst_5 : bf16 to i32
// CHECK-NEXT:    %4 = arith.fptosi %cst_6 : bf16 to i32
// CHECK-NEXT:    %5 = arith.fptosi %cst_7 : bf16 to i32
// CHECK-NEXT:    "test.use"(%0, %1, %2, %3, %4, %5, %c0_i32) : (i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @binary_bf16() {
  %nan = arith.constant 0x7FC0 : bf16
  %nnan = arith.constant 0xFFC0 : bf16
  %pnan = arith.constant 0x7FC1 : bf16
  %snan = arith.constant 0x7F81 : bf16
  %inf = arith.constant 0x7F80 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %nz = arith.constant -0.0 : bf16
  %pz = arith.constant 0.0 : bf16
  %one = arith.constant 1.0 : bf16
  %addf0 = arith.addf %one, %nan : bf16
  %addf1 = arith.addf %one, %nnan : bf16
  %addf2 = arith.addf %one, %pnan : bf16
  %addf3 = arith.addf %one, %snan : bf16
  %addf4 = arith.addf %one, %inf : bf16
  %addf5 = arith.addf %one, %ninf : bf16
  %addf6 = arith.addf %one, %nz : bf16
  %addf7 = arith.addf %nan, %one : bf16
  %addf8 = arith.addf %nnan, %one : bf16
  %addf9 = arith.addf %pnan, %one : bf16
  %addf10 = arith.addf %snan, %one : bf16
  %addf11 = arith.addf %inf, %one : bf16
  %addf12 = arith.addf %ninf, %one : bf16
  %addf13 = arith.addf %nz, %one : bf16
  %addf14 = arith.addf %nnan, %snan : bf16
  %addf15 = arith.addf %snan, %pnan : bf16
  %addf16 = arith.addf %inf, %ninf : bf16
  %addf17 = arith.addf %pz, %nz : bf16
  "test.use"(%addf0, %addf1, %addf2, %addf3, %addf4, %addf5, %addf6, %addf7, %addf8, %addf9, %addf10, %addf11, %addf12, %addf13, %addf14, %addf15, %addf16, %addf17) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %subf0 = arith.subf %one, %nan : bf16
  %subf1 = arith.subf %one, %nnan : bf16
  %subf2 = arith.subf %one, %pnan : bf16
  %subf3 = arith.subf %one, %snan : bf16
  %subf4 = arith.subf %one, %inf : bf16
  %subf5 = arith.subf %one, %ninf : bf16
  %subf6 = arith.subf %one, %nz : bf16
  %subf7 = arith.subf %nan, %one : bf16
  %subf8 = arith.subf %nnan, %one : bf16
  %subf9 = arith.subf %pnan, %one : bf16
  %subf10 = arith.subf %snan, %one : bf16
  %subf11 = arith.subf %inf, %one : bf16
  %subf12 = arith.subf %ninf, %one : bf16
  %subf13 = arith.subf %nz, %one : bf16
  %subf14 = arith.subf %nnan, %snan : bf16
  %subf15 = arith.subf %snan, %pnan : bf16
  %subf16 = arith.subf %inf, %ninf : bf16
  %subf17 = arith.subf %pz, %nz : bf16
  "test.use"(%subf0, %subf1, %subf2, %subf3, %subf4, %subf5, %subf6, %subf7, %subf8, %subf9, %subf10, %subf11, %subf12, %subf13, %subf14, %subf15, %subf16, %subf17) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %mulf0 = arith.mulf %one, %nan : bf16
  %mulf1 = arith.mulf %one, %nnan : bf16
  %mulf2 = arith.mulf %one, %pnan : bf16
  %mulf3 = arith.mulf %one, %snan : bf16
  %mulf4 = arith.mulf %one, %inf : bf16
  %mulf5 = arith.mulf %one, %ninf : bf16
  %mulf6 = arith.mulf %one, %nz : bf16
  %mulf7 = arith.mulf %nan, %one : bf16
  %mulf8 = arith.mulf %nnan, %one : bf16
  %mulf9 = arith.mulf %pnan, %one : bf16
  %mulf10 = arith.mulf %snan, %one : bf16
  %mulf11 = arith.mulf %inf, %one : bf16
  %mulf12 = arith.mulf %ninf, %one : bf16
  %mulf13 = arith.mulf %nz, %one : bf16
  %mulf14 = arith.mulf %nnan, %snan : bf16
  %mulf15 = arith.mulf %snan, %pnan : bf16
  %mulf16 = arith.mulf %inf, %ninf : bf16
  %mulf17 = arith.mulf %pz, %nz : bf16
  "test.use"(%mulf0, %mulf1, %mulf2, %mulf3, %mulf4, %mulf5, %mulf6, %mulf7, %mulf8, %mulf9, %mulf10, %mulf11, %mulf12, %mulf13, %mulf14, %mulf15, %mulf16, %mulf17) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %divf0 = arith.divf %one, %nan : bf16
  %divf1 = arith.divf %one, %nnan : bf16
  %divf2 = arith.divf %one, %pnan : bf16
  %divf3 = arith.divf %one, %snan : bf16
  %divf4 = arith.divf %one, %inf : bf16
  %divf5 = arith.divf %one, %ninf : bf16
  %divf6 = arith.divf %one, %nz : bf16
  %divf7 = arith.divf %nan, %one : bf16
  %divf8 = arith.divf %nnan, %one : bf16
  %divf9 = arith.divf %pnan, %one : bf16
  %divf10 = arith.divf %snan, %one : bf16
  %divf11 = arith.divf %inf, %one : bf16
  %divf12 = arith.divf %ninf, %one : bf16
  %divf13 = arith.divf %nz, %one : bf16
  %divf14 = arith.divf %nnan, %snan : bf16
  %divf15 = arith.divf %snan, %pnan : bf16
  %divf16 = arith.divf %inf, %ninf : bf16
  %divf17 = arith.divf %pz, %nz : bf16
  "test.use"(%divf0, %divf1, %divf2, %divf3, %divf4, %divf5, %divf6, %divf7, %divf8, %divf9, %divf10, %divf11, %divf12, %divf13, %divf14, %divf15, %divf16, %divf17) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %remf0 = arith.remf %one, %nan : bf16
  %remf1 = arith.remf %one, %nnan : bf16
  %remf2 = arith.remf %one, %pnan : bf16
  %remf3 = arith.remf %one, %snan : bf16
  %remf4 = arith.remf %one, %inf : bf16
  %remf5 = arith.remf %one, %ninf : bf16
  %remf6 = arith.remf %one, %nz : bf16
  %remf7 = arith.remf %nan, %one : bf16
  %remf8 = arith.remf %nnan, %one : bf16
  %remf9 = arith.remf %pnan, %one : bf16
  %remf10 = arith.remf %snan, %one : bf16
  %remf11 = arith.remf %inf, %one : bf16
  %remf12 = arith.remf %ninf, %one : bf16
  %remf13 = arith.remf %nz, %one : bf16
  %remf14 = arith.remf %nnan, %snan : bf16
  %remf15 = arith.remf %snan, %pnan : bf16
  %remf16 = arith.remf %inf, %ninf : bf16
  %remf17 = arith.remf %pz, %nz : bf16
  "test.use"(%remf0, %remf1, %remf2, %remf3, %remf4, %remf5, %remf6, %remf7, %remf8, %remf9, %remf10, %remf11, %remf12, %remf13, %remf14, %remf15, %remf16, %remf17) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %maximumf0 = arith.maximumf %one, %nan : bf16
  %maximumf1 = arith.maximumf %one, %nnan : bf16
  %maximumf2 = arith.maximumf %one, %pnan : bf16
  %maximumf3 = arith.maximumf %one, %snan : bf16
  %maximumf4 = arith.maximumf %one, %inf : bf16
  %maximumf5 = arith.maximumf %one, %ninf : bf16
  %maximumf6 = arith.maximumf %one, %nz : bf16
  %maximumf7 = arith.maximumf %nan, %one : bf16
  %maximumf8 = arith.maximumf %nnan, %one : bf16
  %maximumf9 = arith.maximumf %pnan, %one : bf16
  %maximumf10 = arith.maximumf %snan, %one : bf16
  %maximumf11 = arith.maximumf %inf, %one : bf16
  %maximumf12 = arith.maximumf %ninf, %one : bf16
  %maximumf13 = arith.maximumf %nz, %one : bf16
  %maximumf14 = arith.maximumf %nnan, %snan : bf16
  %maximumf15 = arith.maximumf %snan, %pnan : bf16
  %maximumf16 = arith.maximumf %inf, %ninf : bf16
  %maximumf17 = arith.maximumf %pz, %nz : bf16
  "test.use"(%maximumf0, %maximumf1, %maximumf2, %maximumf3, %maximumf4, %maximumf5, %maximumf6, %maximumf7, %maximumf8, %maximumf9, %maximumf10, %maximumf11, %maximumf12, %maximumf13, %maximumf14, %maximumf15, %maximumf16, %maximumf17) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %minimumf0 = arith.minimumf %one, %nan : bf16
  %minimumf1 = arith.minimumf %one, %nnan : bf16
  %minimumf2 = arith.minimumf %one, %pnan : bf16
  %minimumf3 = arith.minimumf %one, %snan : bf16
  %minimumf4 = arith.minimumf %one, %inf : bf16
  %minimumf5 = arith.minimumf %one, %ninf : bf16
  %minimumf6 = arith.minimumf %one, %nz : bf16
  %minimumf7 = arith.minimumf %nan, %one : bf16
  %minimumf8 = arith.minimumf %nnan, %one : bf16
  %minimumf9 = arith.minimumf %pnan, %one : bf16
  %minimumf10 = arith.minimumf %snan, %one : bf16
  %minimumf11 = arith.minimumf %inf, %one : bf16
  %minimumf12 = arith.minimumf %ninf, %one : bf16
  %minimumf13 = arith.minimumf %nz, %one : bf16
  %minimumf14 = arith.minimumf %nnan, %snan : bf16
  %minimumf15 = arith.minimumf %snan, %pnan : bf16
  %minimumf16 = arith.minimumf %inf, %ninf : bf16
  %minimumf17 = arith.minimumf %pz, %nz : bf16
  "test.use"(%minimumf0, %minimumf1, %minimumf2, %minimumf3, %minimumf4, %minimumf5, %minimumf6, %minimumf7, %minimumf8, %minimumf9, %minimumf10, %minimumf11, %minimumf12, %minimumf13, %minimumf14, %minimumf15, %minimumf16, %minimumf17) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %maxnumf0 = arith.maxnumf %one, %nan : bf16
  %maxnumf1 = arith.maxnumf %one, %nnan : bf16
  %maxnumf2 = arith.maxnumf %one, %pnan : bf16
  %maxnumf3 = arith.maxnumf %one, %snan : bf16
  %maxnumf4 = arith.maxnumf %one, %inf : bf16
  %maxnumf5 = arith.maxnumf %one, %ninf : bf16
  %maxnumf6 = arith.maxnumf %one, %nz : bf16
  %maxnumf7 = arith.maxnumf %nan, %one : bf16
  %maxnumf8 = arith.maxnumf %nnan, %one : bf16
  %maxnumf9 = arith.maxnumf %pnan, %one : bf16
  %maxnumf10 = arith.maxnumf %snan, %one : bf16
  %maxnumf11 = arith.maxnumf %inf, %one : bf16
  %maxnumf12 = arith.maxnumf %ninf, %one : bf16
  %maxnumf13 = arith.maxnumf %nz, %one : bf16
  %maxnumf14 = arith.maxnumf %nnan, %snan : bf16
  %maxnumf15 = arith.maxnumf %snan, %pnan : bf16
  %maxnumf16 = arith.maxnumf %inf, %ninf : bf16
  %maxnumf17 = arith.maxnumf %pz, %nz : bf16
  "test.use"(%maxnumf0, %maxnumf1, %maxnumf2, %maxnumf3, %maxnumf4, %maxnumf5, %maxnumf6, %maxnumf7, %maxnumf8, %maxnumf9, %maxnumf10, %maxnumf11, %maxnumf12, %maxnumf13, %maxnumf14, %maxnumf15, %maxnumf16, %maxnumf17) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %minnumf0 = arith.minnumf %one, %nan : bf16
  %minnumf1 = arith.minnumf %one, %nnan : bf16
  %minnumf2 = arith.minnumf %one, %pnan : bf16
  %minnumf3 = arith.minnumf %one, %snan : bf16
  %minnumf4 = arith.minnumf %one, %inf : bf16
  %minnumf5 = arith.minnumf %one, %ninf : bf16
  %minnumf6 = arith.minnumf %one, %nz : bf16
  %minnumf7 = arith.minnumf %nan, %one : bf16
  %minnumf8 = arith.minnumf %nnan, %one : bf16
  %minnumf9 = arith.minnumf %pnan, %one : bf16
  %minnumf10 = arith.minnumf %snan, %one : bf16
  %minnumf11 = arith.minnumf %inf, %one : bf16
  %minnumf12 = arith.minnumf %ninf, %one : bf16
  %minnumf13 = arith.minnumf %nz, %one : bf16
  %minnumf14 = arith.minnumf %nnan, %snan : bf16
  %minnumf15 = arith.minnumf %snan, %pnan : bf16
  %minnumf16 = arith.minnumf %inf, %ninf : bf16
  %minnumf17 = arith.minnumf %pz, %nz : bf16
  "test.use"(%minnumf0, %minnumf1, %minnumf2, %minnumf3, %minnumf4, %minnumf5, %minnumf6, %minnumf7, %minnumf8, %minnumf9, %minnumf10, %minnumf11, %minnumf12, %minnumf13, %minnumf14, %minnumf15, %minnumf16, %minnumf17) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %neg_nan = arith.negf %nan : bf16
  %neg_nnan = arith.negf %nnan : bf16
  %neg_pnan = arith.negf %pnan : bf16
  %neg_snan = arith.negf %snan : bf16
  %neg_inf = arith.negf %inf : bf16
  %neg_ninf = arith.negf %ninf : bf16
  %neg_nz = arith.negf %nz : bf16
  "test.use"(%neg_nan, %neg_nnan, %neg_pnan, %neg_snan, %neg_inf, %neg_ninf, %neg_nz) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %oeq_nnan_one = arith.cmpf oeq, %nnan, %one : bf16
  %oeq_one_snan = arith.cmpf oeq, %one, %snan : bf16
  %oeq_inf_ninf = arith.cmpf oeq, %inf, %ninf : bf16
  %oeq_nz_pz = arith.cmpf oeq, %nz, %pz : bf16
  %one_nnan_one = arith.cmpf one, %nnan, %one : bf16
  %one_one_snan = arith.cmpf one, %one, %snan : bf16
  %one_inf_ninf = arith.cmpf one, %inf, %ninf : bf16
  %one_nz_pz = arith.cmpf one, %nz, %pz : bf16
  %olt_nnan_one = arith.cmpf olt, %nnan, %one : bf16
  %olt_one_snan = arith.cmpf olt, %one, %snan : bf16
  %olt_inf_ninf = arith.cmpf olt, %inf, %ninf : bf16
  %olt_nz_pz = arith.cmpf olt, %nz, %pz : bf16
  %uno_nnan_one = arith.cmpf uno, %nnan, %one : bf16
  %uno_one_snan = arith.cmpf uno, %one, %snan : bf16
  %uno_inf_ninf = arith.cmpf uno, %inf, %ninf : bf16
  %uno_nz_pz = arith.cmpf uno, %nz, %pz : bf16
  %ord_nnan_one = arith.cmpf ord, %nnan, %one : bf16
  %ord_one_snan = arith.cmpf ord, %one, %snan : bf16
  %ord_inf_ninf = arith.cmpf ord, %inf, %ninf : bf16
  %ord_nz_pz = arith.cmpf ord, %nz, %pz : bf16
  %ueq_nnan_one = arith.cmpf ueq, %nnan, %one : bf16
  %ueq_one_snan = arith.cmpf ueq, %one, %snan : bf16
  %ueq_inf_ninf = arith.cmpf ueq, %inf, %ninf : bf16
  %ueq_nz_pz = arith.cmpf ueq, %nz, %pz : bf16
  %une_nnan_one = arith.cmpf une, %nnan, %one : bf16
  %une_one_snan = arith.cmpf une, %one, %snan : bf16
  %une_inf_ninf = arith.cmpf une, %inf, %ninf : bf16
  %une_nz_pz = arith.cmpf une, %nz, %pz : bf16
  %uge_nnan_one = arith.cmpf uge, %nnan, %one : bf16
  %uge_one_snan = arith.cmpf uge, %one, %snan : bf16
  %uge_inf_ninf = arith.cmpf uge, %inf, %ninf : bf16
  %uge_nz_pz = arith.cmpf uge, %nz, %pz : bf16
  "test.use"(%oeq_nnan_one, %oeq_one_snan, %oeq_inf_ninf, %oeq_nz_pz, %one_nnan_one, %one_one_snan, %one_inf_ninf, %one_nz_pz, %olt_nnan_one, %olt_one_snan, %olt_inf_ninf, %olt_nz_pz, %uno_nnan_one, %uno_one_snan, %uno_inf_ninf, %uno_nz_pz, %ord_nnan_one, %ord_one_snan, %ord_inf_ninf, %ord_nz_pz, %ueq_nnan_one, %ueq_one_snan, %ueq_inf_ninf, %ueq_nz_pz, %une_nnan_one, %une_one_snan, %une_inf_ninf, %une_nz_pz, %uge_nnan_one, %uge_one_snan, %uge_inf_ninf, %uge_nz_pz) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  %si_nan = arith.fptosi %nan : bf16 to i32
  %si_nnan = arith.fptosi %nnan : bf16 to i32
  %si_pnan = arith.fptosi %pnan : bf16 to i32
  %si_snan = arith.fptosi %snan : bf16 to i32
  %si_inf = arith.fptosi %inf : bf16 to i32
  %si_ninf = arith.fptosi %ninf : bf16 to i32
  %si_nz = arith.fptosi %nz : bf16 to i32
  "test.use"(%si_nan, %si_nnan, %si_pnan, %si_snan, %si_inf, %si_ninf, %si_nz) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL:  func.func @binary_f32() {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %cst = arith.constant 0xFF800001 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0xFFC00123 : f32
// CHECK-NEXT:    %cst_1 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 0x7FC00123 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 0x7F800001 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %cst_8 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_11, %cst_6, %cst_7, %cst_10, %cst_2, %cst_3, %cst_4, %cst_11, %cst_6, %cst_7, %cst_10, %cst_3, %cst_11, %cst_2, %cst_9) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_11, %cst_7, %cst_6, %cst_10, %cst_2, %cst_3, %cst_4, %cst_11, %cst_6, %cst_7, %cst_1, %cst_3, %cst_11, %cst_6, %cst_9) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_11, %cst_6, %cst_7, %cst_8, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_3, %cst_11, %cst_7, %cst_8) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_11, %cst_9, %cst_8, %cst_7, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_3, %cst_11, %cst_2, %cst_2) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_11, %cst_10, %cst_10, %cst_2, %cst_2, %cst_3, %cst_4, %cst_11, %cst_2, %cst_2, %cst_8, %cst_3, %cst_11, %cst_2, %cst_2) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_3, %cst_5, %cst_6, %cst_9) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_10, %cst_7, %cst_8, %cst_2, %cst_3, %cst_4, %cst_5, %cst_10, %cst_7, %cst_8, %cst_3, %cst_5, %cst_7, %cst_8) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_3, %cst_5, %cst_6, %cst_9) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    "test.use"(%cst_10, %cst_10, %cst_10, %cst_10, %cst_10, %cst_7, %cst_8, %cst_10, %cst_10, %cst_10, %cst_10, %cst_10, %cst_7, %cst_8, %cst_5, %cst_4, %cst_7, %cst_8) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    "test.use"(%cst_3, %cst_2, %cst_0, %cst, %cst_7, %cst_6, %cst_9) : (f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    "test.use"(%false, %false, %false, %true, %false, %false, %true, %false, %false, %false, %false, %false, %true, %true, %false, %false, %false, %false, %true, %true, %true, %true, %false, %true, %true, %true, %true, %false, %true, %true, %true, %true) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// CHECK-NEXT:    %0 = arith.fptosi %cst_2 : f32 to i32
// CHECK-NEXT:    %1 = arith.fptosi %cst_3 : f32 to i32
// CHECK-NEXT:    %2 = arith.fptosi %cst_4 : f32 to i32
// CHECK-NEXT:    %3 = arith.fptosi %cst_5 : f32 to i32
// CHECK-NEXT:    %4 = arith.fptosi %cst_6 : f32 to i32
// CHECK-NEXT:    %5 = arith.fptosi %cst_7 : f32 to i32
// CHECK-NEXT:    "test.use"(%0, %1, %2, %3, %4, %5, %c0_i32) : (i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @binary_f32() {
  %nan = arith.constant 0x7FC00000 : f32
  %nnan = arith.constant 0xFFC00000 : f32
  %pnan = arith.constant 0x7FC00123 : f32
  %snan = arith.constant 0x7F800001 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %addf0 = arith.addf %one, %nan : f32
  %addf1 = arith.addf %one, %nnan : f32
  %addf2 = arith.addf %one, %pnan : f32
  %addf3 = arith.addf %one, %snan : f32
  %addf4 = arith.addf %one, %inf : f32
  %addf5 = arith.addf %one, %ninf : f32
  %addf6 = arith.addf %one, %nz : f32
  %addf7 = arith.addf %nan, %one : f32
  %addf8 = arith.addf %nnan, %one : f32
  %addf9 = arith.addf %pnan, %one : f32
  %addf10 = arith.addf %snan, %one : f32
  %addf11 = arith.addf %inf, %one : f32
  %addf12 = arith.addf %ninf, %one : f32
  %addf13 = arith.addf %nz, %one : f32
  %addf14 = arith.addf %nnan, %snan : f32
  %addf15 = arith.addf %snan, %pnan : f32
  %addf16 = arith.addf %inf, %ninf : f32
  %addf17 = arith.addf %pz, %nz : f32
  "test.use"(%addf0, %addf1, %addf2, %addf3, %addf4, %addf5, %addf6, %addf7, %addf8, %addf9, %addf10, %addf11, %addf12, %addf13, %addf14, %addf15, %addf16, %addf17) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %subf0 = arith.subf %one, %nan : f32
  %subf1 = arith.subf %one, %nnan : f32
  %subf2 = arith.subf %one, %pnan : f32
  %subf3 = arith.subf %one, %snan : f32
  %subf4 = arith.subf %one, %inf : f32
  %subf5 = arith.subf %one, %ninf : f32
  %subf6 = arith.subf %one, %nz : f32
  %subf7 = arith.subf %nan, %one : f32
  %subf8 = arith.subf %nnan, %one : f32
  %subf9 = arith.subf %pnan, %one : f32
  %subf10 = arith.subf %snan, %one : f32
  %subf11 = arith.subf %inf, %one : f32
  %subf12 = arith.subf %ninf, %one : f32
  %subf13 = arith.subf %nz, %one : f32
  %subf14 = arith.subf %nnan, %snan : f32
  %subf15 = arith.subf %snan, %pnan : f32
  %subf16 = arith.subf %inf, %ninf : f32
  %subf17 = arith.subf %pz, %nz : f32
  "test.use"(%subf0, %subf1, %subf2, %subf3, %subf4, %subf5, %subf6, %subf7, %subf8, %subf9, %subf10, %subf11, %subf12, %subf13, %subf14, %subf15, %subf16, %subf17) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %mulf0 = arith.mulf %one, %nan : f32
  %mulf1 = arith.mulf %one, %nnan : f32
  %mulf2 = arith.mulf %one, %pnan : f32
  %mulf3 = arith.mulf %one, %snan : f32
  %mulf4 = arith.mulf %one, %inf : f32
  %mulf5 = arith.mulf %one, %ninf : f32
  %mulf6 = arith.mulf %one, %nz : f32
  %mulf7 = arith.mulf %nan, %one : f32
  %mulf8 = arith.mulf %nnan, %one : f32
  %mulf9 = arith.mulf %pnan, %one : f32
  %mulf10 = arith.mulf %snan, %one : f32
  %mulf11 = arith.mulf %inf, %one : f32
  %mulf12 = arith.mulf %ninf, %one : f32
  %mulf13 = arith.mulf %nz, %one : f32
  %mulf14 = arith.mulf %nnan, %snan : f32
  %mulf15 = arith.mulf %snan, %pnan : f32
  %mulf16 = arith.mulf %inf, %ninf : f32
  %mulf17 = arith.mulf %pz, %nz : f32
  "test.use"(%mulf0, %mulf1, %mulf2, %mulf3, %mulf4, %mulf5, %mulf6, %mulf7, %mulf8, %mulf9, %mulf10, %mulf11, %mulf12, %mulf13, %mulf14, %mulf15, %mulf16, %mulf17) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %divf0 = arith.divf %one, %nan : f32
  %divf1 = arith.divf %one, %nnan : f32
  %divf2 = arith.divf %one, %pnan : f32
  %divf3 = arith.divf %one, %snan : f32
  %divf4 = arith.divf %one, %inf : f32
  %divf5 = arith.divf %one, %ninf : f32
  %divf6 = arith.divf %one, %nz : f32
  %divf7 = arith.divf %nan, %one : f32
  %divf8 = arith.divf %nnan, %one : f32
  %divf9 = arith.divf %pnan, %one : f32
  %divf10 = arith.divf %snan, %one : f32
  %divf11 = arith.divf %inf, %one : f32
  %divf12 = arith.divf %ninf, %one : f32
  %divf13 = arith.divf %nz, %one : f32
  %divf14 = arith.divf %nnan, %snan : f32
  %divf15 = arith.divf %snan, %pnan : f32
  %divf16 = arith.divf %inf, %ninf : f32
  %divf17 = arith.divf %pz, %nz : f32
  "test.use"(%divf0, %divf1, %divf2, %divf3, %divf4, %divf5, %divf6, %divf7, %divf8, %divf9, %divf10, %divf11, %divf12, %divf13, %divf14, %divf15, %divf16, %divf17) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %remf0 = arith.remf %one, %nan : f32
  %remf1 = arith.remf %one, %nnan : f32
  %remf2 = arith.remf %one, %pnan : f32
  %remf3 = arith.remf %one, %snan : f32
  %remf4 = arith.remf %one, %inf : f32
  %remf5 = arith.remf %one, %ninf : f32
  %remf6 = arith.remf %one, %nz : f32
  %remf7 = arith.remf %nan, %one : f32
  %remf8 = arith.remf %nnan, %one : f32
  %remf9 = arith.remf %pnan, %one : f32
  %remf10 = arith.remf %snan, %one : f32
  %remf11 = arith.remf %inf, %one : f32
  %remf12 = arith.remf %ninf, %one : f32
  %remf13 = arith.remf %nz, %one : f32
  %remf14 = arith.remf %nnan, %snan : f32
  %remf15 = arith.remf %snan, %pnan : f32
  %remf16 = arith.remf %inf, %ninf : f32
  %remf17 = arith.remf %pz, %nz : f32
  "test.use"(%remf0, %remf1, %remf2, %remf3, %remf4, %remf5, %remf6, %remf7, %remf8, %remf9, %remf10, %remf11, %remf12, %remf13, %remf14, %remf15, %remf16, %remf17) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %maximumf0 = arith.maximumf %one, %nan : f32
  %maximumf1 = arith.maximumf %one, %nnan : f32
  %maximumf2 = arith.maximumf %one, %pnan : f32
  %maximumf3 = arith.maximumf %one, %snan : f32
  %maximumf4 = arith.maximumf %one, %inf : f32
  %maximumf5 = arith.maximumf %one, %ninf : f32
  %maximumf6 = arith.maximumf %one, %nz : f32
  %maximumf7 = arith.maximumf %nan, %one : f32
  %maximumf8 = arith.maximumf %nnan, %one : f32
  %maximumf9 = arith.maximumf %pnan, %one : f32
  %maximumf10 = arith.maximumf %snan, %one : f32
  %maximumf11 = arith.maximumf %inf, %one : f32
  %maximumf12 = arith.maximumf %ninf, %one : f32
  %maximumf13 = arith.maximumf %nz, %one : f32
  %maximumf14 = arith.maximumf %nnan, %snan : f32
  %maximumf15 = arith.maximumf %snan, %pnan : f32
  %maximumf16 = arith.maximumf %inf, %ninf : f32
  %maximumf17 = arith.maximumf %pz, %nz : f32
  "test.use"(%maximumf0, %maximumf1, %maximumf2, %maximumf3, %maximumf4, %maximumf5, %maximumf6, %maximumf7, %maximumf8, %maximumf9, %maximumf10, %maximumf11, %maximumf12, %maximumf13, %maximumf14, %maximumf15, %maximumf16, %maximumf17) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %minimumf0 = arith.minimumf %one, %nan : f32
  %minimumf1 = arith.minimumf %one, %nnan : f32
  %minimumf2 = arith.minimumf %one, %pnan : f32
  %minimumf3 = arith.minimumf %one, %snan : f32
  %minimumf4 = arith.minimumf %one, %inf : f32
  %minimumf5 = arith.minimumf %one, %ninf : f32
  %minimumf6 = arith.minimumf %one, %nz : f32
  %minimumf7 = arith.minimumf %nan, %one : f32
  %minimumf8 = arith.minimumf %nnan, %one : f32
  %minimumf9 = arith.minimumf %pnan, %one : f32
  %minimumf10 = arith.minimumf %snan, %one : f32
  %minimumf11 = arith.minimumf %inf, %one : f32
  %minimumf12 = arith.minimumf %ninf, %one : f32
  %minimumf13 = arith.minimumf %nz, %one : f32
  %minimumf14 = arith.minimumf %nnan, %snan : f32
  %minimumf15 = arith.minimumf %snan, %pnan : f32
  %minimumf16 = arith.minimumf %inf, %ninf : f32
  %minimumf17 = arith.minimumf %pz, %nz : f32
  "test.use"(%minimumf0, %minimumf1, %minimumf2, %minimumf3, %minimumf4, %minimumf5, %minimumf6, %minimumf7, %minimumf8, %minimumf9, %minimumf10, %minimumf11, %minimumf12, %minimumf13, %minimumf14, %minimumf15, %minimumf16, %minimumf17) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %maxnumf0 = arith.maxnumf %one, %nan : f32
  %maxnumf1 = arith.maxnumf %one, %nnan : f32
  %maxnumf2 = arith.maxnumf %one, %pnan : f32
  %maxnumf3 = arith.maxnumf %one, %snan : f32
  %maxnumf4 = arith.maxnumf %one, %inf : f32
  %maxnumf5 = arith.maxnumf %one, %ninf : f32
  %maxnumf6 = arith.maxnumf %one, %nz : f32
  %maxnumf7 = arith.maxnumf %nan, %one : f32
  %maxnumf8 = arith.maxnumf %nnan, %one : f32
  %maxnumf9 = arith.maxnumf %pnan, %one : f32
  %maxnumf10 = arith.maxnumf %snan, %one : f32
  %maxnumf11 = arith.maxnumf %inf, %one : f32
  %maxnumf12 = arith.maxnumf %ninf, %one : f32
  %maxnumf13 = arith.maxnumf %nz, %one : f32
  %maxnumf14 = arith.maxnumf %nnan, %snan : f32
  %maxnumf15 = arith.maxnumf %snan, %pnan : f32
  %maxnumf16 = arith.maxnumf %inf, %ninf : f32
  %maxnumf17 = arith.maxnumf %pz, %nz : f32
  "test.use"(%maxnumf0, %maxnumf1, %maxnumf2, %maxnumf3, %maxnumf4, %maxnumf5, %maxnumf6, %maxnumf7, %maxnumf8, %maxnumf9, %maxnumf10, %maxnumf11, %maxnumf12, %maxnumf13, %maxnumf14, %maxnumf15, %maxnumf16, %maxnumf17) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %minnumf0 = arith.minnumf %one, %nan : f32
  %minnumf1 = arith.minnumf %one, %nnan : f32
  %minnumf2 = arith.minnumf %one, %pnan : f32
  %minnumf3 = arith.minnumf %one, %snan : f32
  %minnumf4 = arith.minnumf %one, %inf : f32
  %minnumf5 = arith.minnumf %one, %ninf : f32
  %minnumf6 = arith.minnumf %one, %nz : f32
  %minnumf7 = arith.minnumf %nan, %one : f32
  %minnumf8 = arith.minnumf %nnan, %one : f32
  %minnumf9 = arith.minnumf %pnan, %one : f32
  %minnumf10 = arith.minnumf %snan, %one : f32
  %minnumf11 = arith.minnumf %inf, %one : f32
  %minnumf12 = arith.minnumf %ninf, %one : f32
  %minnumf13 = arith.minnumf %nz, %one : f32
  %minnumf14 = arith.minnumf %nnan, %snan : f32
  %minnumf15 = arith.minnumf %snan, %pnan : f32
  %minnumf16 = arith.minnumf %inf, %ninf : f32
  %minnumf17 = arith.minnumf %pz, %nz : f32
  "test.use"(%minnumf0, %minnumf1, %minnumf2, %minnumf3, %minnumf4, %minnumf5, %minnumf6, %minnumf7, %minnumf8, %minnumf9, %minnumf10, %minnumf11, %minnumf12, %minnumf13, %minnumf14, %minnumf15, %minnumf16, %minnumf17) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %neg_nan = arith.negf %nan : f32
  %neg_nnan = arith.negf %nnan : f32
  %neg_pnan = arith.negf %pnan : f32
  %neg_snan = arith.negf %snan : f32
  %neg_inf = arith.negf %inf : f32
  %neg_ninf = arith.negf %ninf : f32
  %neg_nz = arith.negf %nz : f32
  "test.use"(%neg_nan, %neg_nnan, %neg_pnan, %neg_snan, %neg_inf, %neg_ninf, %neg_nz) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  %oeq_nnan_one = arith.cmpf oeq, %nnan, %one : f32
  %oeq_one_snan = arith.cmpf oeq, %one, %snan : f32
  %oeq_inf_ninf = arith.cmpf oeq, %inf, %ninf : f32
  %oeq_nz_pz = arith.cmpf oeq, %nz, %pz : f32
  %one_nnan_one = arith.cmpf one, %nnan, %one : f32
  %one_one_snan = arith.cmpf one, %one, %snan : f32
  %one_inf_ninf = arith.cmpf one, %inf, %ninf : f32
  %one_nz_pz = arith.cmpf one, %nz, %pz : f32
  %olt_nnan_one = arith.cmpf olt, %nnan, %one : f32
  %olt_one_snan = arith.cmpf olt, %one, %snan : f32
  %olt_inf_ninf = arith.cmpf olt, %inf, %ninf : f32
  %olt_nz_pz = arith.cmpf olt, %nz, %pz : f32
  %uno_nnan_one = arith.cmpf uno, %nnan, %one : f32
  %uno_one_snan = arith.cmpf uno, %one, %snan : f32
  %uno_inf_ninf = arith.cmpf uno, %inf, %ninf : f32
  %uno_nz_pz = arith.cmpf uno, %nz, %pz : f32
  %ord_nnan_one = arith.cmpf ord, %nnan, %one : f32
  %ord_one_snan = arith.cmpf ord, %one, %snan : f32
  %ord_inf_ninf = arith.cmpf ord, %inf, %ninf : f32
  %ord_nz_pz = arith.cmpf ord, %nz, %pz : f32
  %ueq_nnan_one = arith.cmpf ueq, %nnan, %one : f32
  %ueq_one_snan = arith.cmpf ueq, %one, %snan : f32
  %ueq_inf_ninf = arith.cmpf ueq, %inf, %ninf : f32
  %ueq_nz_pz = arith.cmpf ueq, %nz, %pz : f32
  %une_nnan_one = arith.cmpf une, %nnan, %one : f32
  %une_one_snan = arith.cmpf une, %one, %snan : f32
  %une_inf_ninf = arith.cmpf une, %inf, %ninf : f32
  %une_nz_pz = arith.cmpf une, %nz, %pz : f32
  %uge_nnan_one = arith.cmpf uge, %nnan, %one : f32
  %uge_one_snan = arith.cmpf uge, %one, %snan : f32
  %uge_inf_ninf = arith.cmpf uge, %inf, %ninf : f32
  %uge_nz_pz = arith.cmpf uge, %nz, %pz : f32
  "test.use"(%oeq_nnan_one, %oeq_one_snan, %oeq_inf_ninf, %oeq_nz_pz, %one_nnan_one, %one_one_snan, %one_inf_ninf, %one_nz_pz, %olt_nnan_one, %olt_one_snan, %olt_inf_ninf, %olt_nz_pz, %uno_nnan_one, %uno_one_snan, %uno_inf_ninf, %uno_nz_pz, %ord_nnan_one, %ord_one_snan, %ord_inf_ninf, %ord_nz_pz, %ueq_nnan_one, %ueq_one_snan, %ueq_inf_ninf, %ueq_nz_pz, %une_nnan_one, %une_one_snan, %une_inf_ninf, %une_nz_pz, %uge_nnan_one, %uge_one_snan, %uge_inf_ninf, %uge_nz_pz) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  %si_nan = arith.fptosi %nan : f32 to i32
  %si_nnan = arith.fptosi %nnan : f32 to i32
  %si_pnan = arith.fptosi %pnan : f32 to i32
  %si_snan = arith.fptosi %snan : f32 to i32
  %si_inf = arith.fptosi %inf : f32 to i32
  %si_ninf = arith.fptosi %ninf : f32 to i32
  %si_nz = arith.fptosi %nz : f32 to i32
  "test.use"(%si_nan, %si_nnan, %si_pnan, %si_snan, %si_inf, %si_ninf, %si_nz) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL:  func.func @binary_f64() {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %cst = arith.constant 0xFFF0000000000001 : f64
// CHECK-NEXT:    %cst_0 = arith.constant 0xFFF8000000000123 : f64
// CHECK-NEXT:    %cst_1 = arith.constant -1.000000e+00 : f64
// CHECK-NEXT:    %cst_2 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:    %cst_3 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT:    %cst_4 = arith.constant 0x7FF8000000000123 : f64
// CHECK-NEXT:    %cst_5 = arith.constant 0x7FF0000000000001 : f64
// CHECK-NEXT:    %cst_6 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT:    %cst_7 = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT:    %cst_8 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:    %cst_9 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %cst_10 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    %cst_11 = arith.constant 0x7FF8000000000001 : f64
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_11, %cst_6, %cst_7, %cst_10, %cst_2, %cst_3, %cst_4, %cst_11, %cst_6, %cst_7, %cst_10, %cst_3, %cst_11, %cst_2, %cst_9) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_11, %cst_7, %cst_6, %cst_10, %cst_2, %cst_3, %cst_4, %cst_11, %cst_6, %cst_7, %cst_1, %cst_3, %cst_11, %cst_6, %cst_9) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_11, %cst_6, %cst_7, %cst_8, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_3, %cst_11, %cst_7, %cst_8) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_11, %cst_9, %cst_8, %cst_7, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_3, %cst_11, %cst_2, %cst_2) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_11, %cst_10, %cst_10, %cst_2, %cst_2, %cst_3, %cst_4, %cst_11, %cst_2, %cst_2, %cst_8, %cst_3, %cst_11, %cst_2, %cst_2) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_3, %cst_5, %cst_6, %cst_9) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_10, %cst_7, %cst_8, %cst_2, %cst_3, %cst_4, %cst_5, %cst_10, %cst_7, %cst_8, %cst_3, %cst_5, %cst_7, %cst_8) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_10, %cst_10, %cst_3, %cst_5, %cst_6, %cst_9) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    "test.use"(%cst_10, %cst_10, %cst_10, %cst_10, %cst_10, %cst_7, %cst_8, %cst_10, %cst_10, %cst_10, %cst_10, %cst_10, %cst_7, %cst_8, %cst_5, %cst_4, %cst_7, %cst_8) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    "test.use"(%cst_3, %cst_2, %cst_0, %cst, %cst_7, %cst_6, %cst_9) : (f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    "test.use"(%false, %false, %false, %true, %false, %false, %true, %false, %false, %false, %false, %false, %true, %true, %false, %false, %false, %false, %true, %true, %true, %true, %false, %true, %true, %true, %true, %false, %true, %true, %true, %true) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// CHECK-NEXT:    %0 = arith.fptosi %cst_2 : f64 to i32
// CHECK-NEXT:    %1 = arith.fptosi %cst_3 : f64 to i32
// CHECK-NEXT:    %2 = arith.fptosi %cst_4 : f64 to i32
// CHECK-NEXT:    %3 = arith.fptosi %cst_5 : f64 to i32
// CHECK-NEXT:    %4 = arith.fptosi %cst_6 : f64 to i32
// CHECK-NEXT:    %5 = arith.fptosi %cst_7 : f64 to i32
// CHECK-NEXT:    "test.use"(%0, %1, %2, %3, %4, %5, %c0_i32) : (i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @binary_f64() {
  %nan = arith.constant 0x7FF8000000000000 : f64
  %nnan = arith.constant 0xFFF8000000000000 : f64
  %pnan = arith.constant 0x7FF8000000000123 : f64
  %snan = arith.constant 0x7FF0000000000001 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %nz = arith.constant -0.0 : f64
  %pz = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %addf0 = arith.addf %one, %nan : f64
  %addf1 = arith.addf %one, %nnan : f64
  %addf2 = arith.addf %one, %pnan : f64
  %addf3 = arith.addf %one, %snan : f64
  %addf4 = arith.addf %one, %inf : f64
  %addf5 = arith.addf %one, %ninf : f64
  %addf6 = arith.addf %one, %nz : f64
  %addf7 = arith.addf %nan, %one : f64
  %addf8 = arith.addf %nnan, %one : f64
  %addf9 = arith.addf %pnan, %one : f64
  %addf10 = arith.addf %snan, %one : f64
  %addf11 = arith.addf %inf, %one : f64
  %addf12 = arith.addf %ninf, %one : f64
  %addf13 = arith.addf %nz, %one : f64
  %addf14 = arith.addf %nnan, %snan : f64
  %addf15 = arith.addf %snan, %pnan : f64
  %addf16 = arith.addf %inf, %ninf : f64
  %addf17 = arith.addf %pz, %nz : f64
  "test.use"(%addf0, %addf1, %addf2, %addf3, %addf4, %addf5, %addf6, %addf7, %addf8, %addf9, %addf10, %addf11, %addf12, %addf13, %addf14, %addf15, %addf16, %addf17) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  %subf0 = arith.subf %one, %nan : f64
  %subf1 = arith.subf %one, %nnan : f64
  %subf2 = arith.subf %one, %pnan : f64
  %subf3 = arith.subf %one, %snan : f64
  %subf4 = arith.subf %one, %inf : f64
  %subf5 = arith.subf %one, %ninf : f64
  %subf6 = arith.subf %one, %nz : f64
  %subf7 = arith.subf %nan, %one : f64
  %subf8 = arith.subf %nnan, %one : f64
  %subf9 = arith.subf %pnan, %one : f64
  %subf10 = arith.subf %snan, %one : f64
  %subf11 = arith.subf %inf, %one : f64
  %subf12 = arith.subf %ninf, %one : f64
  %subf13 = arith.subf %nz, %one : f64
  %subf14 = arith.subf %nnan, %snan : f64
  %subf15 = arith.subf %snan, %pnan : f64
  %subf16 = arith.subf %inf, %ninf : f64
  %subf17 = arith.subf %pz, %nz : f64
  "test.use"(%subf0, %subf1, %subf2, %subf3, %subf4, %subf5, %subf6, %subf7, %subf8, %subf9, %subf10, %subf11, %subf12, %subf13, %subf14, %subf15, %subf16, %subf17) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  %mulf0 = arith.mulf %one, %nan : f64
  %mulf1 = arith.mulf %one, %nnan : f64
  %mulf2 = arith.mulf %one, %pnan : f64
  %mulf3 = arith.mulf %one, %snan : f64
  %mulf4 = arith.mulf %one, %inf : f64
  %mulf5 = arith.mulf %one, %ninf : f64
  %mulf6 = arith.mulf %one, %nz : f64
  %mulf7 = arith.mulf %nan, %one : f64
  %mulf8 = arith.mulf %nnan, %one : f64
  %mulf9 = arith.mulf %pnan, %one : f64
  %mulf10 = arith.mulf %snan, %one : f64
  %mulf11 = arith.mulf %inf, %one : f64
  %mulf12 = arith.mulf %ninf, %one : f64
  %mulf13 = arith.mulf %nz, %one : f64
  %mulf14 = arith.mulf %nnan, %snan : f64
  %mulf15 = arith.mulf %snan, %pnan : f64
  %mulf16 = arith.mulf %inf, %ninf : f64
  %mulf17 = arith.mulf %pz, %nz : f64
  "test.use"(%mulf0, %mulf1, %mulf2, %mulf3, %mulf4, %mulf5, %mulf6, %mulf7, %mulf8, %mulf9, %mulf10, %mulf11, %mulf12, %mulf13, %mulf14, %mulf15, %mulf16, %mulf17) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  %divf0 = arith.divf %one, %nan : f64
  %divf1 = arith.divf %one, %nnan : f64
  %divf2 = arith.divf %one, %pnan : f64
  %divf3 = arith.divf %one, %snan : f64
  %divf4 = arith.divf %one, %inf : f64
  %divf5 = arith.divf %one, %ninf : f64
  %divf6 = arith.divf %one, %nz : f64
  %divf7 = arith.divf %nan, %one : f64
  %divf8 = arith.divf %nnan, %one : f64
  %divf9 = arith.divf %pnan, %one : f64
  %divf10 = arith.divf %snan, %one : f64
  %divf11 = arith.divf %inf, %one : f64
  %divf12 = arith.divf %ninf, %one : f64
  %divf13 = arith.divf %nz, %one : f64
  %divf14 = arith.divf %nnan, %snan : f64
  %divf15 = arith.divf %snan, %pnan : f64
  %divf16 = arith.divf %inf, %ninf : f64
  %divf17 = arith.divf %pz, %nz : f64
  "test.use"(%divf0, %divf1, %divf2, %divf3, %divf4, %divf5, %divf6, %divf7, %divf8, %divf9, %divf10, %divf11, %divf12, %divf13, %divf14, %divf15, %divf16, %divf17) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  %remf0 = arith.remf %one, %nan : f64
  %remf1 = arith.remf %one, %nnan : f64
  %remf2 = arith.remf %one, %pnan : f64
  %remf3 = arith.remf %one, %snan : f64
  %remf4 = arith.remf %one, %inf : f64
  %remf5 = arith.remf %one, %ninf : f64
  %remf6 = arith.remf %one, %nz : f64
  %remf7 = arith.remf %nan, %one : f64
  %remf8 = arith.remf %nnan, %one : f64
  %remf9 = arith.remf %pnan, %one : f64
  %remf10 = arith.remf %snan, %one : f64
  %remf11 = arith.remf %inf, %one : f64
  %remf12 = arith.remf %ninf, %one : f64
  %remf13 = arith.remf %nz, %one : f64
  %remf14 = arith.remf %nnan, %snan : f64
  %remf15 = arith.remf %snan, %pnan : f64
  %remf16 = arith.remf %inf, %ninf : f64
  %remf17 = arith.remf %pz, %nz : f64
  "test.use"(%remf0, %remf1, %remf2, %remf3, %remf4, %remf5, %remf6, %remf7, %remf8, %remf9, %remf10, %remf11, %remf12, %remf13, %remf14, %remf15, %remf16, %remf17) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  %maximumf0 = arith.maximumf %one, %nan : f64
  %maximumf1 = arith.maximumf %one, %nnan : f64
  %maximumf2 = arith.maximumf %one, %pnan : f64
  %maximumf3 = arith.maximumf %one, %snan : f64
  %maximumf4 = arith.maximumf %one, %inf : f64
  %maximumf5 = arith.maximumf %one, %ninf : f64
  %maximumf6 = arith.maximumf %one, %nz : f64
  %maximumf7 = arith.maximumf %nan, %one : f64
  %maximumf8 = arith.maximumf %nnan, %one : f64
  %maximumf9 = arith.maximumf %pnan, %one : f64
  %maximumf10 = arith.maximumf %snan, %one : f64
  %maximumf11 = arith.maximumf %inf, %one : f64
  %maximumf12 = arith.maximumf %ninf, %one : f64
  %maximumf13 = arith.maximumf %nz, %one : f64
  %maximumf14 = arith.maximumf %nnan, %snan : f64
  %maximumf15 = arith.maximumf %snan, %pnan : f64
  %maximumf16 = arith.maximumf %inf, %ninf : f64
  %maximumf17 = arith.maximumf %pz, %nz : f64
  "test.use"(%maximumf0, %maximumf1, %maximumf2, %maximumf3, %maximumf4, %maximumf5, %maximumf6, %maximumf7, %maximumf8, %maximumf9, %maximumf10, %maximumf11, %maximumf12, %maximumf13, %maximumf14, %maximumf15, %maximumf16, %maximumf17) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  %minimumf0 = arith.minimumf %one, %nan : f64
  %minimumf1 = arith.minimumf %one, %nnan : f64
  %minimumf2 = arith.minimumf %one, %pnan : f64
  %minimumf3 = arith.minimumf %one, %snan : f64
  %minimumf4 = arith.minimumf %one, %inf : f64
  %minimumf5 = arith.minimumf %one, %ninf : f64
  %minimumf6 = arith.minimumf %one, %nz : f64
  %minimumf7 = arith.minimumf %nan, %one : f64
  %minimumf8 = arith.minimumf %nnan, %one : f64
  %minimumf9 = arith.minimumf %pnan, %one : f64
  %minimumf10 = arith.minimumf %snan, %one : f64
  %minimumf11 = arith.minimumf %inf, %one : f64
  %minimumf12 = arith.minimumf %ninf, %one : f64
  %minimumf13 = arith.minimumf %nz, %one : f64
  %minimumf14 = arith.minimumf %nnan, %snan : f64
  %minimumf15 = arith.minimumf %snan, %pnan : f64
  %minimumf16 = arith.minimumf %inf, %ninf : f64
  %minimumf17 = arith.minimumf %pz, %nz : f64
  "test.use"(%minimumf0, %minimumf1, %minimumf2, %minimumf3, %minimumf4, %minimumf5, %minimumf6, %minimumf7, %minimumf8, %minimumf9, %minimumf10, %minimumf11, %minimumf12, %minimumf13, %minimumf14, %minimumf15, %minimumf16, %minimumf17) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  %maxnumf0 = arith.maxnumf %one, %nan : f64
  %maxnumf1 = arith.maxnumf %one, %nnan : f64
  %maxnumf2 = arith.maxnumf %one, %pnan : f64
  %maxnumf3 = arith.maxnumf %one, %snan : f64
  %maxnumf4 = arith.maxnumf %one, %inf : f64
  %maxnumf5 = arith.maxnumf %one, %ninf : f64
  %maxnumf6 = arith.maxnumf %one, %nz : f64
  %maxnumf7 = arith.maxnumf %nan, %one : f64
  %maxnumf8 = arith.maxnumf %nnan, %one : f64
  %maxnumf9 = arith.maxnumf %pnan, %one : f64
  %maxnumf10 = arith.maxnumf %snan, %one : f64
  %maxnumf11 = arith.maxnumf %inf, %one : f64
  %maxnumf12 = arith.maxnumf %ninf, %one : f64
  %maxnumf13 = arith.maxnumf %nz, %one : f64
  %maxnumf14 = arith.maxnumf %nnan, %snan : f64
  %maxnumf15 = arith.maxnumf %snan, %pnan : f64
  %maxnumf16 = arith.maxnumf %inf, %ninf : f64
  %maxnumf17 = arith.maxnumf %pz, %nz : f64
  "test.use"(%maxnumf0, %maxnumf1, %maxnumf2, %maxnumf3, %maxnumf4, %maxnumf5, %maxnumf6, %maxnumf7, %maxnumf8, %maxnumf9, %maxnumf10, %maxnumf11, %maxnumf12, %maxnumf13, %maxnumf14, %maxnumf15, %maxnumf16, %maxnumf17) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  %minnumf0 = arith.minnumf %one, %nan : f64
  %minnumf1 = arith.minnumf %one, %nnan : f64
  %minnumf2 = arith.minnumf %one, %pnan : f64
  %minnumf3 = arith.minnumf %one, %snan : f64
  %minnumf4 = arith.minnumf %one, %inf : f64
  %minnumf5 = arith.minnumf %one, %ninf : f64
  %minnumf6 = arith.minnumf %one, %nz : f64
  %minnumf7 = arith.minnumf %nan, %one : f64
  %minnumf8 = arith.minnumf %nnan, %one : f64
  %minnumf9 = arith.minnumf %pnan, %one : f64
  %minnumf10 = arith.minnumf %snan, %one : f64
  %minnumf11 = arith.minnumf %inf, %one : f64
  %minnumf12 = arith.minnumf %ninf, %one : f64
  %minnumf13 = arith.minnumf %nz, %one : f64
  %minnumf14 = arith.minnumf %nnan, %snan : f64
  %minnumf15 = arith.minnumf %snan, %pnan : f64
  %minnumf16 = arith.minnumf %inf, %ninf : f64
  %minnumf17 = arith.minnumf %pz, %nz : f64
  "test.use"(%minnumf0, %minnumf1, %minnumf2, %minnumf3, %minnumf4, %minnumf5, %minnumf6, %minnumf7, %minnumf8, %minnumf9, %minnumf10, %minnumf11, %minnumf12, %minnumf13, %minnumf14, %minnumf15, %minnumf16, %minnumf17) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  %neg_nan = arith.negf %nan : f64
  %neg_nnan = arith.negf %nnan : f64
  %neg_pnan = arith.negf %pnan : f64
  %neg_snan = arith.negf %snan : f64
  %neg_inf = arith.negf %inf : f64
  %neg_ninf = arith.negf %ninf : f64
  %neg_nz = arith.negf %nz : f64
  "test.use"(%neg_nan, %neg_nnan, %neg_pnan, %neg_snan, %neg_inf, %neg_ninf, %neg_nz) : (f64, f64, f64, f64, f64, f64, f64) -> ()
  %oeq_nnan_one = arith.cmpf oeq, %nnan, %one : f64
  %oeq_one_snan = arith.cmpf oeq, %one, %snan : f64
  %oeq_inf_ninf = arith.cmpf oeq, %inf, %ninf : f64
  %oeq_nz_pz = arith.cmpf oeq, %nz, %pz : f64
  %one_nnan_one = arith.cmpf one, %nnan, %one : f64
  %one_one_snan = arith.cmpf one, %one, %snan : f64
  %one_inf_ninf = arith.cmpf one, %inf, %ninf : f64
  %one_nz_pz = arith.cmpf one, %nz, %pz : f64
  %olt_nnan_one = arith.cmpf olt, %nnan, %one : f64
  %olt_one_snan = arith.cmpf olt, %one, %snan : f64
  %olt_inf_ninf = arith.cmpf olt, %inf, %ninf : f64
  %olt_nz_pz = arith.cmpf olt, %nz, %pz : f64
  %uno_nnan_one = arith.cmpf uno, %nnan, %one : f64
  %uno_one_snan = arith.cmpf uno, %one, %snan : f64
  %uno_inf_ninf = arith.cmpf uno, %inf, %ninf : f64
  %uno_nz_pz = arith.cmpf uno, %nz, %pz : f64
  %ord_nnan_one = arith.cmpf ord, %nnan, %one : f64
  %ord_one_snan = arith.cmpf ord, %one, %snan : f64
  %ord_inf_ninf = arith.cmpf ord, %inf, %ninf : f64
  %ord_nz_pz = arith.cmpf ord, %nz, %pz : f64
  %ueq_nnan_one = arith.cmpf ueq, %nnan, %one : f64
  %ueq_one_snan = arith.cmpf ueq, %one, %snan : f64
  %ueq_inf_ninf = arith.cmpf ueq, %inf, %ninf : f64
  %ueq_nz_pz = arith.cmpf ueq, %nz, %pz : f64
  %une_nnan_one = arith.cmpf une, %nnan, %one : f64
  %une_one_snan = arith.cmpf une, %one, %snan : f64
  %une_inf_ninf = arith.cmpf une, %inf, %ninf : f64
  %une_nz_pz = arith.cmpf une, %nz, %pz : f64
  %uge_nnan_one = arith.cmpf uge, %nnan, %one : f64
  %uge_one_snan = arith.cmpf uge, %one, %snan : f64
  %uge_inf_ninf = arith.cmpf uge, %inf, %ninf : f64
  %uge_nz_pz = arith.cmpf uge, %nz, %pz : f64
  "test.use"(%oeq_nnan_one, %oeq_one_snan, %oeq_inf_ninf, %oeq_nz_pz, %one_nnan_one, %one_one_snan, %one_inf_ninf, %one_nz_pz, %olt_nnan_one, %olt_one_snan, %olt_inf_ninf, %olt_nz_pz, %uno_nnan_one, %uno_one_snan, %uno_inf_ninf, %uno_nz_pz, %ord_nnan_one, %ord_one_snan, %ord_inf_ninf, %ord_nz_pz, %ueq_nnan_one, %ueq_one_snan, %ueq_inf_ninf, %ueq_nz_pz, %une_nnan_one, %une_one_snan, %une_inf_ninf, %une_nz_pz, %uge_nnan_one, %uge_one_snan, %uge_inf_ninf, %uge_nz_pz) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  %si_nan = arith.fptosi %nan : f64 to i32
  %si_nnan = arith.fptosi %nnan : f64 to i32
  %si_pnan = arith.fptosi %pnan : f64 to i32
  %si_snan = arith.fptosi %snan : f64 to i32
  %si_inf = arith.fptosi %inf : f64 to i32
  %si_ninf = arith.fptosi %ninf : f64 to i32
  %si_nz = arith.fptosi %nz : f64 to i32
  "test.use"(%si_nan, %si_nnan, %si_pnan, %si_snan, %si_inf, %si_ninf, %si_nz) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL:  func.func @casts() {
// CHECK-NEXT:    %cst = arith.constant -0.000000e+00 : bf16
// CHECK-NEXT:    %cst_0 = arith.constant 0xFF80 : bf16
// CHECK-NEXT:    %cst_1 = arith.constant 0x7F80 : bf16
// CHECK-NEXT:    %cst_2 = arith.constant 0xFFC0 : bf16
// CHECK-NEXT:    %cst_3 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT:    %cst_4 = arith.constant 0xFE01 : f16
// CHECK-NEXT:    %cst_5 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:    %cst_6 = arith.constant 0xFC00 : f16
// CHECK-NEXT:    %cst_7 = arith.constant 0x7C00 : f16
// CHECK-NEXT:    %cst_8 = arith.constant 0xFE00 : f16
// CHECK-NEXT:    %cst_9 = arith.constant 0x7E00 : f16
// CHECK-NEXT:    %cst_10 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0xFFF8040000000000 : f64
// CHECK-NEXT:    %cst_12 = arith.constant 0x7FF8002460000000 : f64
// CHECK-NEXT:    %cst_13 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:    %cst_14 = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT:    %cst_15 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT:    %cst_16 = arith.constant 0x7FF8040000000000 : f64
// CHECK-NEXT:    %cst_17 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT:    %cst_18 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:    %cst_19 = arith.constant 0x7FC10000 : f32
// CHECK-NEXT:    %cst_20 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %cst_21 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %cst_22 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_23 = arith.constant 0x7C01 : f16
// CHECK-NEXT:    %cst_24 = arith.constant 0x7F81 : bf16
// CHECK-NEXT:    %cst_25 = arith.constant 0x7FC00123 : f32
// CHECK-NEXT:    %cst_26 = arith.constant 0x7F800001 : f32
// CHECK-NEXT:    %cst_27 = arith.constant 0x7FF8000000000123 : f64
// CHECK-NEXT:    %cst_28 = arith.constant 0x7FF0000000000001 : f64
// CHECK-NEXT:    %cst_29 = arith.constant 0xFFC02000 : f32
// CHECK-NEXT:    %cst_30 = arith.constant 0x7FF8000020000000 : f64
// CHECK-NEXT:    %cst_31 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_32 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT:    %cst_33 = arith.constant 0x7FC02000 : f32
// CHECK-NEXT:    %0 = arith.extf %cst_23 : f16 to f32
// CHECK-NEXT:    "test.use"(%cst_31, %cst_32, %cst_33, %0, %cst_22, %cst_21, %cst_20) : (f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    %1 = arith.extf %cst_24 : bf16 to f32
// CHECK-NEXT:    "test.use"(%cst_31, %cst_32, %cst_19, %1, %cst_22, %cst_21, %cst_20) : (f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    %2 = arith.extf %cst_23 : f16 to f64
// CHECK-NEXT:    "test.use"(%cst_18, %cst_17, %cst_16, %2, %cst_15, %cst_14, %cst_13) : (f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    %3 = arith.extf %cst_26 : f32 to f64
// CHECK-NEXT:    "test.use"(%cst_18, %cst_17, %cst_12, %3, %cst_15, %cst_14, %cst_13, %cst_11) : (f64, f64, f64, f64, f64, f64, f64, f64) -> ()
// CHECK-NEXT:    %4 = arith.truncf %cst_27 : f64 to f32
// CHECK-NEXT:    %5 = arith.truncf %cst_28 : f64 to f32
// CHECK-NEXT:    "test.use"(%cst_31, %cst_32, %4, %5, %cst_22, %cst_21, %cst_20, %cst_10) : (f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:    %6 = arith.truncf %cst_25 : f32 to f16
// CHECK-NEXT:    %7 = arith.truncf %cst_26 : f32 to f16
// CHECK-NEXT:    "test.use"(%cst_9, %cst_8, %6, %7, %cst_7, %cst_6, %cst_5, %cst_4) : (f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    %8 = arith.truncf %cst_25 : f32 to bf16
// CHECK-NEXT:    %9 = arith.truncf %cst_26 : f32 to bf16
// CHECK-NEXT:    %10 = arith.truncf %cst_29 : f32 to bf16
// CHECK-NEXT:    "test.use"(%cst_3, %cst_2, %8, %9, %cst_1, %cst_0, %cst, %10) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
// CHECK-NEXT:    %11 = arith.truncf %cst_27 : f64 to f16
// CHECK-NEXT:    %12 = arith.truncf %cst_28 : f64 to f16
// CHECK-NEXT:    %13 = arith.truncf %cst_30 : f64 to f16
// CHECK-NEXT:    "test.use"(%cst_9, %cst_8, %11, %12, %cst_7, %cst_6, %cst_5, %13) : (f16, f16, f16, f16, f16, f16, f16, f16) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @casts() {
  %f16_nan = arith.constant 0x7E00 : f16
  %f16_nnan = arith.constant 0xFE00 : f16
  %f16_pnan = arith.constant 0x7E01 : f16
  %f16_snan = arith.constant 0x7C01 : f16
  %f16_inf = arith.constant 0x7C00 : f16
  %f16_ninf = arith.constant 0xFC00 : f16
  %f16_nz = arith.constant -0.0 : f16
  %bf16_nan = arith.constant 0x7FC0 : bf16
  %bf16_nnan = arith.constant 0xFFC0 : bf16
  %bf16_pnan = arith.constant 0x7FC1 : bf16
  %bf16_snan = arith.constant 0x7F81 : bf16
  %bf16_inf = arith.constant 0x7F80 : bf16
  %bf16_ninf = arith.constant 0xFF80 : bf16
  %bf16_nz = arith.constant -0.0 : bf16
  %f32_nan = arith.constant 0x7FC00000 : f32
  %f32_nnan = arith.constant 0xFFC00000 : f32
  %f32_pnan = arith.constant 0x7FC00123 : f32
  %f32_snan = arith.constant 0x7F800001 : f32
  %f32_inf = arith.constant 0x7F800000 : f32
  %f32_ninf = arith.constant 0xFF800000 : f32
  %f32_nz = arith.constant -0.0 : f32
  %f64_nan = arith.constant 0x7FF8000000000000 : f64
  %f64_nnan = arith.constant 0xFFF8000000000000 : f64
  %f64_pnan = arith.constant 0x7FF8000000000123 : f64
  %f64_snan = arith.constant 0x7FF0000000000001 : f64
  %f64_inf = arith.constant 0x7FF0000000000000 : f64
  %f64_ninf = arith.constant 0xFFF0000000000000 : f64
  %f64_nz = arith.constant -0.0 : f64
  %f32_q = arith.constant 0xFFC02000 : f32
  %f64_q = arith.constant 0x7FF8000020000000 : f64
  %extf_f16_f32_nan = arith.extf %f16_nan : f16 to f32
  %extf_f16_f32_nnan = arith.extf %f16_nnan : f16 to f32
  %extf_f16_f32_pnan = arith.extf %f16_pnan : f16 to f32
  %extf_f16_f32_snan = arith.extf %f16_snan : f16 to f32
  %extf_f16_f32_inf = arith.extf %f16_inf : f16 to f32
  %extf_f16_f32_ninf = arith.extf %f16_ninf : f16 to f32
  %extf_f16_f32_nz = arith.extf %f16_nz : f16 to f32
  "test.use"(%extf_f16_f32_nan, %extf_f16_f32_nnan, %extf_f16_f32_pnan, %extf_f16_f32_snan, %extf_f16_f32_inf, %extf_f16_f32_ninf, %extf_f16_f32_nz) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  %extf_bf16_f32_nan = arith.extf %bf16_nan : bf16 to f32
  %extf_bf16_f32_nnan = arith.extf %bf16_nnan : bf16 to f32
  %extf_bf16_f32_pnan = arith.extf %bf16_pnan : bf16 to f32
  %extf_bf16_f32_snan = arith.extf %bf16_snan : bf16 to f32
  %extf_bf16_f32_inf = arith.extf %bf16_inf : bf16 to f32
  %extf_bf16_f32_ninf = arith.extf %bf16_ninf : bf16 to f32
  %extf_bf16_f32_nz = arith.extf %bf16_nz : bf16 to f32
  "test.use"(%extf_bf16_f32_nan, %extf_bf16_f32_nnan, %extf_bf16_f32_pnan, %extf_bf16_f32_snan, %extf_bf16_f32_inf, %extf_bf16_f32_ninf, %extf_bf16_f32_nz) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  %extf_f16_f64_nan = arith.extf %f16_nan : f16 to f64
  %extf_f16_f64_nnan = arith.extf %f16_nnan : f16 to f64
  %extf_f16_f64_pnan = arith.extf %f16_pnan : f16 to f64
  %extf_f16_f64_snan = arith.extf %f16_snan : f16 to f64
  %extf_f16_f64_inf = arith.extf %f16_inf : f16 to f64
  %extf_f16_f64_ninf = arith.extf %f16_ninf : f16 to f64
  %extf_f16_f64_nz = arith.extf %f16_nz : f16 to f64
  "test.use"(%extf_f16_f64_nan, %extf_f16_f64_nnan, %extf_f16_f64_pnan, %extf_f16_f64_snan, %extf_f16_f64_inf, %extf_f16_f64_ninf, %extf_f16_f64_nz) : (f64, f64, f64, f64, f64, f64, f64) -> ()
  %extf_f32_f64_nan = arith.extf %f32_nan : f32 to f64
  %extf_f32_f64_nnan = arith.extf %f32_nnan : f32 to f64
  %extf_f32_f64_pnan = arith.extf %f32_pnan : f32 to f64
  %extf_f32_f64_snan = arith.extf %f32_snan : f32 to f64
  %extf_f32_f64_inf = arith.extf %f32_inf : f32 to f64
  %extf_f32_f64_ninf = arith.extf %f32_ninf : f32 to f64
  %extf_f32_f64_nz = arith.extf %f32_nz : f32 to f64
  %extf_f32_f64_q = arith.extf %f32_q : f32 to f64
  "test.use"(%extf_f32_f64_nan, %extf_f32_f64_nnan, %extf_f32_f64_pnan, %extf_f32_f64_snan, %extf_f32_f64_inf, %extf_f32_f64_ninf, %extf_f32_f64_nz, %extf_f32_f64_q) : (f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  %truncf_f64_f32_nan = arith.truncf %f64_nan : f64 to f32
  %truncf_f64_f32_nnan = arith.truncf %f64_nnan : f64 to f32
  %truncf_f64_f32_pnan = arith.truncf %f64_pnan : f64 to f32
  %truncf_f64_f32_snan = arith.truncf %f64_snan : f64 to f32
  %truncf_f64_f32_inf = arith.truncf %f64_inf : f64 to f32
  %truncf_f64_f32_ninf = arith.truncf %f64_ninf : f64 to f32
  %truncf_f64_f32_nz = arith.truncf %f64_nz : f64 to f32
  %truncf_f64_f32_q = arith.truncf %f64_q : f64 to f32
  "test.use"(%truncf_f64_f32_nan, %truncf_f64_f32_nnan, %truncf_f64_f32_pnan, %truncf_f64_f32_snan, %truncf_f64_f32_inf, %truncf_f64_f32_ninf, %truncf_f64_f32_nz, %truncf_f64_f32_q) : (f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %truncf_f32_f16_nan = arith.truncf %f32_nan : f32 to f16
  %truncf_f32_f16_nnan = arith.truncf %f32_nnan : f32 to f16
  %truncf_f32_f16_pnan = arith.truncf %f32_pnan : f32 to f16
  %truncf_f32_f16_snan = arith.truncf %f32_snan : f32 to f16
  %truncf_f32_f16_inf = arith.truncf %f32_inf : f32 to f16
  %truncf_f32_f16_ninf = arith.truncf %f32_ninf : f32 to f16
  %truncf_f32_f16_nz = arith.truncf %f32_nz : f32 to f16
  %truncf_f32_f16_q = arith.truncf %f32_q : f32 to f16
  "test.use"(%truncf_f32_f16_nan, %truncf_f32_f16_nnan, %truncf_f32_f16_pnan, %truncf_f32_f16_snan, %truncf_f32_f16_inf, %truncf_f32_f16_ninf, %truncf_f32_f16_nz, %truncf_f32_f16_q) : (f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  %truncf_f32_bf16_nan = arith.truncf %f32_nan : f32 to bf16
  %truncf_f32_bf16_nnan = arith.truncf %f32_nnan : f32 to bf16
  %truncf_f32_bf16_pnan = arith.truncf %f32_pnan : f32 to bf16
  %truncf_f32_bf16_snan = arith.truncf %f32_snan : f32 to bf16
  %truncf_f32_bf16_inf = arith.truncf %f32_inf : f32 to bf16
  %truncf_f32_bf16_ninf = arith.truncf %f32_ninf : f32 to bf16
  %truncf_f32_bf16_nz = arith.truncf %f32_nz : f32 to bf16
  %truncf_f32_bf16_q = arith.truncf %f32_q : f32 to bf16
  "test.use"(%truncf_f32_bf16_nan, %truncf_f32_bf16_nnan, %truncf_f32_bf16_pnan, %truncf_f32_bf16_snan, %truncf_f32_bf16_inf, %truncf_f32_bf16_ninf, %truncf_f32_bf16_nz, %truncf_f32_bf16_q) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  %truncf_f64_f16_nan = arith.truncf %f64_nan : f64 to f16
  %truncf_f64_f16_nnan = arith.truncf %f64_nnan : f64 to f16
  %truncf_f64_f16_pnan = arith.truncf %f64_pnan : f64 to f16
  %truncf_f64_f16_snan = arith.truncf %f64_snan : f64 to f16
  %truncf_f64_f16_inf = arith.truncf %f64_inf : f64 to f16
  %truncf_f64_f16_ninf = arith.truncf %f64_ninf : f64 to f16
  %truncf_f64_f16_nz = arith.truncf %f64_nz : f64 to f16
  %truncf_f64_f16_q = arith.truncf %f64_q : f64 to f16
  "test.use"(%truncf_f64_f16_nan, %truncf_f64_f16_nnan, %truncf_f64_f16_pnan, %truncf_f64_f16_snan, %truncf_f64_f16_inf, %truncf_f64_f16_ninf, %truncf_f64_f16_nz, %truncf_f64_f16_q) : (f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  return
}

// CHECK-LABEL:  func.func @splats() {
// CHECK-NEXT:    %cst = arith.constant dense<0xFFF8000020000000> : vector<2xf64>
// CHECK-NEXT:    %cst_0 = arith.constant dense<0x7FF0000000000001> : tensor<3xf64>
// CHECK-NEXT:    %cst_1 = arith.constant dense<0xFFC00001> : vector<2xf32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<0x7FC00001> : vector<2xf32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<0x7FF8000000000001> : tensor<3xf64>
// CHECK-NEXT:    %0 = arith.truncf %cst_0 : tensor<3xf64> to tensor<3xf32>
// CHECK-NEXT:    "test.use"(%cst_1, %cst_0, %cst_2, %cst_3, %0, %cst) : (vector<2xf32>, tensor<3xf64>, vector<2xf32>, tensor<3xf64>, tensor<3xf32>, vector<2xf64>) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @splats() {
  %nan = arith.constant dense<0xFFC00001> : vector<2xf32>
  %snan = arith.constant dense<0x7FF0000000000001> : tensor<3xf64>
  %one = arith.constant dense<1.0> : vector<2xf32>
  %inf = arith.constant dense<0x7FF0000000000000> : tensor<3xf64>
  %0 = arith.addf %one, %nan : vector<2xf32>
  %1 = arith.maximumf %inf, %snan : tensor<3xf64>
  %2 = arith.negf %nan : vector<2xf32>
  %3 = arith.mulf %snan, %inf : tensor<3xf64>
  %4 = arith.truncf %snan : tensor<3xf64> to tensor<3xf32>
  %5 = arith.extf %nan : vector<2xf32> to vector<2xf64>
  "test.use"(%0, %1, %2, %3, %4, %5) : (vector<2xf32>, tensor<3xf64>, vector<2xf32>, tensor<3xf64>, tensor<3xf32>, vector<2xf64>) -> ()
  return
}
