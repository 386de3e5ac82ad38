// The `index` ops, printed back as mlir-opt-19 prints them: every binary op, `cmp` with each
// predicate, the casts both ways, the constants (and the result names they suggest) and
// `sizeof`. The second RUN line reads the output back, the third checks the generic form.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

func.func @binary(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b {tag}
  return
}

func.func @cmp(%a: index, %b: index) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  return
}

func.func @casts(%a: index, %i: i32, %j: i64) {
  %0 = index.casts %a : index to i32
  %1 = index.casts %j : i64 to index
  %2 = index.castu %a : index to i1
  %3 = index.castu %i : i32 to index
  return
}

func.func @constants() {
  %0 = index.constant 42
  %1 = index.constant -7
  %2 = index.constant 0
  %3 = index.bool.constant true
  %4 = index.bool.constant false
  %5 = index.sizeof
  return
}

// CHECK-NOT:{{.}}
// CHECK:module {
// CHECK-NEXT:  func.func @binary(%arg0: index, %arg1: index) {
// CHECK-NEXT:    %0 = index.add %arg0, %arg1
// CHECK-NEXT:    %1 = index.sub %arg0, %arg1
// CHECK-NEXT:    %2 = index.mul %arg0, %arg1
// CHECK-NEXT:    %3 = index.divs %arg0, %arg1
// CHECK-NEXT:    %4 = index.divu %arg0, %arg1
// CHECK-NEXT:    %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT:    %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT:    %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT:    %8 = index.rems %arg0, %arg1
// CHECK-NEXT:    %9 = index.remu %arg0, %arg1
// CHECK-NEXT:    %10 = index.maxs %arg0, %arg1
// CHECK-NEXT:    %11 = index.maxu %arg0, %arg1
// CHECK-NEXT:    %12 = index.mins %arg0, %arg1
// CHECK-NEXT:    %13 = index.minu %arg0, %arg1
// CHECK-NEXT:    %14 = index.shl %arg0, %arg1
// CHECK-NEXT:    %15 = index.shrs %arg0, %arg1
// CHECK-NEXT:    %16 = index.shru %arg0, %arg1
// CHECK-NEXT:    %17 = index.and %arg0, %arg1
// CHECK-NEXT:    %18 = index.or %arg0, %arg1
// CHECK-NEXT:    %19 = index.xor %arg0, %arg1 {tag}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @cmp(%arg0: index, %arg1: index) {
// CHECK-NEXT:    %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT:    %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT:    %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:    %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT:    %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT:    %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT:    %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT:    %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT:    %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT:    %9 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @casts(%arg0: index, %arg1: i32, %arg2: i64) {
// CHECK-NEXT:    %0 = index.casts %arg0 : index to i32
// CHECK-NEXT:    %1 = index.casts %arg2 : i64 to index
// CHECK-NEXT:    %2 = index.castu %arg0 : index to i1
// CHECK-NEXT:    %3 = index.castu %arg1 : i32 to index
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @constants() {
// CHECK-NEXT:    %idx42 = index.constant 42
// CHECK-NEXT:    %idx-7 = index.constant -7
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %0 = index.sizeof
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// GENERIC-NOT:{{.}}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index) -> (), sym_name = "binary"}> ({
// GENERIC-NEXT:  ^bb0(%arg5: index, %arg6: index):
// GENERIC-NEXT:    %20 = "index.add"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %21 = "index.sub"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %22 = "index.mul"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %23 = "index.divs"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %24 = "index.divu"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %25 = "index.ceildivs"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %26 = "index.ceildivu"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %27 = "index.floordivs"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %28 = "index.rems"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %29 = "index.remu"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %30 = "index.maxs"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %31 = "index.maxu"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %32 = "index.mins"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %33 = "index.minu"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %34 = "index.shl"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %35 = "index.shrs"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %36 = "index.shru"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %37 = "index.and"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %38 = "index.or"(%arg5, %arg6) : (index, index) -> index
// GENERIC-NEXT:    %39 = "index.xor"(%arg5, %arg6) {tag} : (index, index) -> index
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index) -> (), sym_name = "cmp"}> ({
// GENERIC-NEXT:  ^bb0(%arg3: index, %arg4: index):
// GENERIC-NEXT:    %10 = "index.cmp"(%arg3, %arg4) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC-NEXT:    %11 = "index.cmp"(%arg3, %arg4) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
// GENERIC-NEXT:    %12 = "index.cmp"(%arg3, %arg4) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC-NEXT:    %13 = "index.cmp"(%arg3, %arg4) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
// GENERIC-NEXT:    %14 = "index.cmp"(%arg3, %arg4) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
// GENERIC-NEXT:    %15 = "index.cmp"(%arg3, %arg4) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
// GENERIC-NEXT:    %16 = "index.cmp"(%arg3, %arg4) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
// GENERIC-NEXT:    %17 = "index.cmp"(%arg3, %arg4) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
// GENERIC-NEXT:    %18 = "index.cmp"(%arg3, %arg4) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
// GENERIC-NEXT:    %19 = "index.cmp"(%arg3, %arg4) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (index, i32, i64) -> (), sym_name = "casts"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: i32, %arg2: i64):
// GENERIC-NEXT:    %6 = "index.casts"(%arg0) : (index) -> i32
// GENERIC-NEXT:    %7 = "index.casts"(%arg2) : (i64) -> index
// GENERIC-NEXT:    %8 = "index.castu"(%arg0) : (index) -> i1
// GENERIC-NEXT:    %9 = "index.castu"(%arg1) : (i32) -> index
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
// GENERIC-NEXT:    %0 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC-NEXT:    %1 = "index.constant"() <{value = -7 : index}> : () -> index
// GENERIC-NEXT:    %2 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    %3 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:    %4 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:    %5 = "index.sizeof"() : () -> index
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-EMPTY:
// GENERIC-NOT:{{.}}
