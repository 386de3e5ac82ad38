// RUN: oxir-opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s
// The canonicalization rules of `arith` (`defs/arith.rules.toml`, MLIR 19's
// `ArithCanonicalization.td`) and the folds that go with them: constants reassociated through
// `addi`, `subi` and `muli`, extended arithmetic with an unused half, negated comparisons,
// logic of extensions, comparisons of extensions, redundant and negated selects, selects of
// constants, cast chains, `andi`/`xori` of themselves, bitcasts of constants, products and
// quotients of negations, truncated shifts, float comparisons of constants and of converted
// integers with constants. The CHECK lines are the output of `mlir-opt-19 -canonicalize`.

func.func @add_consts(%x: i32) -> (i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw> : i32
  %0 = arith.addi %a, %c5 overflow<nsw, nuw> : i32
  %s = arith.subi %x, %c3 : i32
  %1 = arith.addi %s, %c5 : i32
  %t = arith.subi %c3, %x : i32
  %2 = arith.addi %t, %c5 : i32
  %m = arith.constant -1 : i32
  %y = "test.y"() : () -> i32
  %n = arith.muli %y, %m : i32
  %3 = arith.addi %x, %n : i32
  %4 = arith.addi %n, %x : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
func.func @sub_consts(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 : i32
  %0 = arith.subi %a, %c5 : i32
  %1 = arith.subi %c5, %a : i32
  %s = arith.subi %x, %c3 : i32
  %2 = arith.subi %s, %c5 : i32
  %t = arith.subi %c3, %x : i32
  %3 = arith.subi %t, %c5 : i32
  %4 = arith.subi %c5, %s : i32
  %5 = arith.subi %c5, %t : i32
  %y = "test.y"() : () -> i32
  %d = arith.subi %x, %y : i32
  %6 = arith.subi %d, %x : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}
func.func @mul_consts(%x: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %a = arith.muli %x, %c3 : i64
  %0 = arith.muli %a, %c5 : i64
  return %0 : i64
}
func.func @extended(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  %one = arith.constant 1 : i32
  %l1, %h1 = arith.mulsi_extended %x, %one : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  return %s, %l, %l1, %h1, %l2 : i32, i32, i32, i32, i32
}
func.func @bits(%a: i32, %b: i32, %p: i8, %q: i8) -> (i1, i32, i32, i32, i32, i32, i32) {
  %t = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %0 = arith.xori %c, %t : i1
  %ep = arith.extui %p : i8 to i32
  %eq = arith.extui %q : i8 to i32
  %sp = arith.extsi %p : i8 to i32
  %sq = arith.extsi %q : i8 to i32
  %1 = arith.xori %ep, %eq : i32
  %2 = arith.xori %sp, %sq : i32
  %3 = arith.andi %ep, %eq : i32
  %4 = arith.andi %sp, %sq : i32
  %5 = arith.ori %ep, %eq : i32
  %6 = arith.ori %sp, %sq : i32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i32, i32, i32, i32, i32, i32
}
func.func @compares(%p: i8, %q: i8) -> (i1, i1, i1) {
  %ep = arith.extui %p : i8 to i32
  %eq = arith.extui %q : i8 to i32
  %sp = arith.extsi %p : i8 to i32
  %sq = arith.extsi %q : i8 to i32
  %0 = arith.cmpi eq, %ep, %eq : i32
  %1 = arith.cmpi ne, %sp, %sq : i32
  %2 = arith.cmpi slt, %sp, %sq : i32
  return %0, %1, %2 : i1, i1, i1
}
func.func @selects(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32, i32, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %s = arith.select %c, %a, %b : i32
  %0 = arith.select %c, %s, %d : i32
  %1 = arith.select %c, %d, %s : i32
  %n = arith.xori %c, %t : i1
  %2 = arith.select %n, %a, %b : i32
  %3 = arith.select %c, %f, %t : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %4 = arith.select %c, %one, %zero : i32
  %5 = arith.select %c, %zero, %one : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}
func.func @casts(%x: i32, %i: index, %s: i16, %f: f32) -> (i32, index, index, index, i32, i64, i16, i8, i32) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %e = arith.extsi %s : i16 to i32
  %2 = arith.index_cast %e : i32 to index
  %u = arith.extui %s : i16 to i32
  %3 = arith.index_castui %u : i32 to index
  %4 = arith.index_castui %x : i32 to index
  %5 = arith.index_castui %4 : index to i32
  %b1 = arith.bitcast %f : f32 to i32
  %b2 = arith.bitcast %b1 : i32 to f32
  %6 = arith.extsi %u : i32 to i64
  %w = arith.extsi %s : i16 to i64
  %7 = arith.trunci %w : i64 to i32
  %8 = arith.trunci %7 : i32 to i16
  %v = arith.extui %s : i16 to i64
  %9 = arith.trunci %v : i64 to i8
  %10 = arith.trunci %v : i64 to i32
  "test.use"(%b2) : (f32) -> ()
  return %1, %2, %3, %4, %5, %6, %8, %9, %10 : i32, index, index, index, i32, i64, i16, i8, i32
}
func.func @self_logic(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %x = arith.andi %a, %b : i32
  %0 = arith.andi %x, %b : i32
  %1 = arith.andi %a, %x : i32
  %y = arith.ori %a, %b : i32
  %2 = arith.ori %y, %b : i32
  %3 = arith.ori %a, %y : i32
  %z = arith.xori %a, %b : i32
  %4 = arith.xori %a, %z : i32
  %m = arith.maxsi %a, %b : i32
  %5 = arith.maxsi %m, %b : i32
  %n = arith.minui %a, %b : i32
  %6 = arith.minui %a, %n : i32
  %7 = arith.subi %a, %z : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @bitcast_constants() -> (i32, f32, f64, i16, bf16) {
  %f = arith.constant 1.5 : f32
  %i = arith.constant -1082130432 : i32
  %l = arith.constant -4616189618054758400 : i64
  %h = arith.constant 2.5 : f16
  %s = arith.constant -16512 : i16
  %0 = arith.bitcast %f : f32 to i32
  %1 = arith.bitcast %i : i32 to f32
  %2 = arith.bitcast %l : i64 to f64
  %3 = arith.bitcast %h : f16 to i16
  %4 = arith.bitcast %s : i16 to bf16
  return %0, %1, %2, %3, %4 : i32, f32, f64, i16, bf16
}
func.func @float_negations(%a: f32, %b: f32, %x: i64) -> (f32, f32, i32) {
  %na = arith.negf %a : f32
  %nb = arith.negf %b : f32
  %0 = arith.mulf %na, %nb fastmath<nnan> : f32
  %1 = arith.divf %na, %nb : f32
  %c32 = arith.constant 32 : i64
  %sh = arith.shrsi %x, %c32 : i64
  %2 = arith.trunci %sh : i64 to i32
  return %0, %1, %2 : f32, f32, i32
}
func.func @cmpf() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %z = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf ogt, %a, %b : f32
  %2 = arith.cmpf oeq, %a, %n : f32
  %3 = arith.cmpf ueq, %a, %n : f32
  %4 = arith.cmpf uno, %n, %a : f32
  %5 = arith.cmpf ord, %a, %b : f32
  %6 = arith.cmpf oeq, %z, %nz : f64
  %7 = arith.cmpf une, %a, %a : f32
  %8 = arith.cmpf true, %a, %b : f32
  %9 = arith.cmpf false, %a, %b : f32
  %10 = arith.cmpf one, %n, %n : f32
  %11 = arith.cmpf ule, %b, %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cmpf_not_folded(%x: f32) -> (i1, vector<2xi1>) {
  %c = arith.constant 1.0 : f32
  %0 = arith.cmpf olt, %x, %c : f32
  %v = arith.constant dense<1.0> : vector<2xf32>
  %1 = arith.cmpf olt, %v, %v : vector<2xf32>
  return %0, %1 : i1, vector<2xi1>
}
func.func @cmpf_of_converted(%x: i32, %y: i8, %u: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %x : i32 to f64
  %c3 = arith.constant 3.0 : f64
  %c35 = arith.constant 3.5 : f64
  %cm35 = arith.constant -3.5 : f64
  %big = arith.constant 1.0e10 : f64
  %0 = arith.cmpf ole, %s, %c3 : f64
  %1 = arith.cmpf olt, %s, %c35 : f64
  %2 = arith.cmpf oge, %s, %cm35 : f64
  %3 = arith.cmpf oeq, %s, %c35 : f64
  %4 = arith.cmpf ult, %s, %big : f64
  %5 = arith.cmpf ord, %s, %c3 : f64
  %sy = arith.sitofp %y : i8 to f32
  %f = arith.constant 100.25 : f32
  %6 = arith.cmpf ogt, %sy, %f : f32
  %uu = arith.uitofp %u : i16 to f32
  %m = arith.constant -2.0 : f32
  %7 = arith.cmpf uge, %uu, %m : f32
  %f7 = arith.constant 7.0 : f32
  %8 = arith.cmpf une, %uu, %f7 : f32
  %h = arith.uitofp %u : i16 to f16
  %h7 = arith.constant 7.5 : f16
  %9 = arith.cmpf olt, %h, %h7 : f16
  %sx = arith.sitofp %x : i32 to f32
  %g = arith.constant 16777216.0 : f32
  %10 = arith.cmpf olt, %sx, %g : f32
  %g2 = arith.constant 0.5 : f32
  %11 = arith.cmpf olt, %sx, %g2 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cmpf_of_converted_edges(%a: i64, %b: i32, %c: i8, %d: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %fa = arith.sitofp %a : i64 to f64
  %big = arith.constant 9.2233720368547758e18 : f64
  %0 = arith.cmpf olt, %fa, %big : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %1 = arith.cmpf olt, %fa, %inf : f64
  %fb = arith.uitofp %b : i32 to f32
  %x = arith.constant 4294967296.0 : f32
  %2 = arith.cmpf ogt, %fb, %x : f32
  %fc = arith.uitofp %c : i8 to bf16
  %y = arith.constant 2.5e2 : bf16
  %3 = arith.cmpf ole, %fc, %y : bf16
  %fd = arith.sitofp %d : i1 to f32
  %m = arith.constant -1.0 : f32
  %4 = arith.cmpf oeq, %fd, %m : f32
  %z = arith.constant -0.0 : f32
  %5 = arith.cmpf oge, %fd, %z : f32
  %w = arith.constant 0.25 : f32
  %6 = arith.cmpf ugt, %fb, %w : f32
  %ninf = arith.constant 0xFF800000 : f32
  %7 = arith.cmpf one, %fb, %ninf : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}
// CHECK: module {
// CHECK-NEXT:   func.func @add_consts(%arg0: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c8_i32 overflow<nsw> : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:     %2 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT:     %3 = "test.y"() : () -> i32
// CHECK-NEXT:     %4 = arith.subi %arg0, %3 : i32
// CHECK-NEXT:     %5 = arith.subi %arg0, %3 : i32
// CHECK-NEXT:     return %0, %1, %2, %4, %5 : i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sub_consts(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT:     %1 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT:     %2 = arith.subi %arg0, %c8_i32 : i32
// CHECK-NEXT:     %3 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT:     %4 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT:     %5 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:     %6 = "test.y"() : () -> i32
// CHECK-NEXT:     %7 = arith.subi %c0_i32, %6 : i32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %7 : i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mul_consts(%arg0: i64) -> i64 {
// CHECK-NEXT:     %c15_i64 = arith.constant 15 : i64
// CHECK-NEXT:     %0 = arith.muli %arg0, %c15_i64 : i64
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:     %3 = arith.extsi %2 : i1 to i32
// CHECK-NEXT:     %4 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     return %0, %1, %arg0, %3, %4 : i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bits(%arg0: i32, %arg1: i32, %arg2: i8, %arg3: i8) -> (i1, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.xori %arg2, %arg3 : i8
// CHECK-NEXT:     %2 = arith.extui %1 : i8 to i32
// CHECK-NEXT:     %3 = arith.xori %arg2, %arg3 : i8
// CHECK-NEXT:     %4 = arith.extsi %3 : i8 to i32
// CHECK-NEXT:     %5 = arith.andi %arg2, %arg3 : i8
// CHECK-NEXT:     %6 = arith.extui %5 : i8 to i32
// CHECK-NEXT:     %7 = arith.andi %arg2, %arg3 : i8
// CHECK-NEXT:     %8 = arith.extsi %7 : i8 to i32
// CHECK-NEXT:     %9 = arith.ori %arg2, %arg3 : i8
// CHECK-NEXT:     %10 = arith.extui %9 : i8 to i32
// CHECK-NEXT:     %11 = arith.ori %arg2, %arg3 : i8
// CHECK-NEXT:     %12 = arith.extsi %11 : i8 to i32
// CHECK-NEXT:     return %0, %2, %4, %6, %8, %10, %12 : i1, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @compares(%arg0: i8, %arg1: i8) -> (i1, i1, i1) {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:     %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT:     %3 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT:     %4 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT:     return %2, %3, %4 : i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32, i32, i1, i32, i32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT:     %1 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT:     %2 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:     %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %4 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT:     %5 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %6 : i32, i32, i32, i1, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: i32, %arg1: index, %arg2: i16, %arg3: f32) -> (i32, index, index, index, i32, i64, i16, i8, i32) {
// CHECK-NEXT:     %0 = arith.index_cast %arg2 : i16 to index
// CHECK-NEXT:     %1 = arith.index_castui %arg2 : i16 to index
// CHECK-NEXT:     %2 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT:     %3 = arith.extui %arg2 : i16 to i64
// CHECK-NEXT:     %4 = arith.trunci %arg2 : i16 to i8
// CHECK-NEXT:     %5 = arith.extui %arg2 : i16 to i32
// CHECK-NEXT:     "test.use"(%arg3) : (f32) -> ()
// CHECK-NEXT:     return %arg0, %0, %1, %2, %arg0, %3, %arg2, %4, %5 : i32, index, index, index, i32, i64, i16, i8, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @self_logic(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.ori %1, %arg1 : i32
// CHECK-NEXT:     %3 = arith.ori %arg0, %1 : i32
// CHECK-NEXT:     %4 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.maxsi %5, %arg1 : i32
// CHECK-NEXT:     %7 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = arith.minui %arg0, %7 : i32
// CHECK-NEXT:     %9 = arith.subi %arg0, %4 : i32
// CHECK-NEXT:     return %0, %0, %2, %3, %arg1, %6, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bitcast_constants() -> (i32, f32, f64, i16, bf16) {
// CHECK-NEXT:     %c1069547520_i32 = arith.constant 1069547520 : i32
// CHECK-NEXT:     %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant -1.000000e+00 : f64
// CHECK-NEXT:     %c16640_i16 = arith.constant 16640 : i16
// CHECK-NEXT:     %cst_1 = arith.constant -1.000000e+00 : bf16
// CHECK-NEXT:     return %c1069547520_i32, %cst, %cst_0, %c16640_i16, %cst_1 : i32, f32, f64, i16, bf16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float_negations(%arg0: f32, %arg1: f32, %arg2: i64) -> (f32, f32, i32) {
// CHECK-NEXT:     %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:     %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:     %2 = arith.shrui %arg2, %c32_i64 : i64
// CHECK-NEXT:     %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT:     return %0, %1, %3 : f32, f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmpf() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     return %true, %false, %false, %true, %true, %true, %true, %false, %true, %false, %false, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmpf_not_folded(%arg0: f32) -> (i1, vector<2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.cmpf olt, %arg0, %cst_0 : f32
// CHECK-NEXT:     %1 = arith.cmpf olt, %cst, %cst : vector<2xf32>
// CHECK-NEXT:     return %0, %1 : i1, vector<2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmpf_of_converted(%arg0: i32, %arg1: i8, %arg2: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT:     %c100_i8 = arith.constant 100 : i8
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:     %cst = arith.constant 0x4B800000 : f32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %c3_i32 : i32
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg0, %c3_i32 : i32
// CHECK-NEXT:     %2 = arith.cmpi sge, %arg0, %c-3_i32 : i32
// CHECK-NEXT:     %3 = arith.cmpi sgt, %arg1, %c100_i8 : i8
// CHECK-NEXT:     %4 = arith.cmpi ne, %arg2, %c7_i16 : i16
// CHECK-NEXT:     %5 = arith.cmpi ule, %arg2, %c7_i16 : i16
// CHECK-NEXT:     %6 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %7 = arith.cmpf olt, %6, %cst : f32
// CHECK-NEXT:     %8 = arith.cmpi sle, %arg0, %c0_i32 : i32
// CHECK-NEXT:     return %0, %1, %2, %false, %true, %true, %3, %true, %4, %5, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmpf_of_converted_edges(%arg0: i64, %arg1: i32, %arg2: i8, %arg3: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c-6_i8 = arith.constant -6 : i8
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 9.2233720368547758E+18 : f64
// CHECK-NEXT:     %0 = arith.sitofp %arg0 : i64 to f64
// CHECK-NEXT:     %1 = arith.cmpf olt, %0, %cst_0 : f64
// CHECK-NEXT:     %2 = arith.uitofp %arg1 : i32 to f32
// CHECK-NEXT:     %3 = arith.cmpf ogt, %2, %cst : f32
// CHECK-NEXT:     %4 = arith.cmpi ule, %arg2, %c-6_i8 : i8
// CHECK-NEXT:     %5 = arith.cmpi eq, %arg3, %true : i1
// CHECK-NEXT:     %6 = arith.cmpi sge, %arg3, %false : i1
// CHECK-NEXT:     %7 = arith.cmpi ugt, %arg1, %c0_i32 : i32
// CHECK-NEXT:     return %1, %true, %3, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
