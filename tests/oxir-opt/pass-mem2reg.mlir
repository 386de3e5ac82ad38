// mem2reg promotes memref.alloca of one element and llvm.alloca of the entry block: loads
// read the value stored last on the way to them (a default, arith.constant zero or
// llvm.mlir.undef, built at the start of the allocation's block, before any store), and
// blocks where several stored values meet get a new last argument that each branch fills.
// Volatile accesses, accesses of another type than the slot's, uses in nested regions and
// allocas of several elements block promotion. The expectations are mlir-opt-19's output,
// checked against both tools.
// RUN: oxir-opt %s -allow-unregistered-dialect -mem2reg | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect -mem2reg | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect -mem2reg=region-simplify=false | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect -mem2reg=region-simplify=false | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(mem2reg),llvm.func(mem2reg))' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(mem2reg),llvm.func(mem2reg))' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect -mem2reg -mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS --match-full-lines --strict-whitespace

// CHECK:module {
// CHECK-NEXT:  func.func @diamond(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT:  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @two_slots(%arg0: i1, %arg1: f32, %arg2: index) -> (f32, index) {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %cst : f32, f32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%arg1, %arg1 : f32, f32)
// CHECK-NEXT:  ^bb2(%0: f32, %1: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %2 = arith.addf %1, %0 : f32
// CHECK-NEXT:    return %2, %arg2 : f32, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @loop(%arg0: index, %arg1: vector<2xi8>) -> vector<2xi8> {
// CHECK-NEXT:    %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:    cf.br ^bb1(%cst : vector<2xi8>)
// CHECK-NEXT:  ^bb1(%0: vector<2xi8>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %1 = "test.cond"(%0) : (vector<2xi8>) -> i1
// CHECK-NEXT:    cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %2 = arith.addi %0, %arg1 : vector<2xi8>
// CHECK-NEXT:    cf.br ^bb1(%2 : vector<2xi8>)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return %0 : vector<2xi8>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @blocked(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:    %alloca = memref.alloca() : memref<2xi32>
// CHECK-NEXT:    %alloca_0 = memref.alloca() : memref<i32>
// CHECK-NEXT:    %alloca_1 = memref.alloca() : memref<i32>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    memref.store %arg0, %alloca[%c0] : memref<2xi32>
// CHECK-NEXT:    %0 = memref.load %alloca[%c0] : memref<2xi32>
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      memref.store %arg0, %alloca_0[] : memref<i32>
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = memref.load %alloca_0[] : memref<i32>
// CHECK-NEXT:    "test.use"(%alloca_1) : (memref<i32>) -> ()
// CHECK-NEXT:    %2 = memref.load %alloca_1[] : memref<i32>
// CHECK-NEXT:    return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @unreachable(%arg0: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb1:  // no predecessors
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @llvm_loop(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    llvm.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %2 = llvm.add %1, %1 : i32
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1(%2 : i32), ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    llvm.return %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @llvm_default(%arg0: i1, %arg1: f64) -> f64 {
// CHECK-NEXT:    %0 = llvm.mlir.undef : f64
// CHECK-NEXT:    %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2(%0 : f64)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    llvm.br ^bb2(%arg1 : f64)
// CHECK-NEXT:  ^bb2(%2: f64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    llvm.return %2 : f64
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @llvm_blocked(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:    %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:    %3 = llvm.alloca %0 x !llvm.ptr : (i32) -> !llvm.ptr
// CHECK-NEXT:    llvm.store %arg0, %1 : i32, !llvm.ptr
// CHECK-NEXT:    %4 = llvm.load volatile %1 : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.store volatile %arg0, %2 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %3, %3 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    llvm.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %5 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:    llvm.store %4, %5 : i32, !llvm.ptr
// CHECK-NEXT:    %6 = llvm.load %5 : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.return %6 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:

// mlir-opt-19 is built without statistics; these are MLIR's names, counted by hand: seven
// slots promoted, five with a new block argument.
// STATS:===-------------------------------------------------------------------------===
// STATS-NEXT:                         ... Pass statistics report ...
// STATS-NEXT:===-------------------------------------------------------------------------===
// STATS-NEXT:Mem2Reg
// STATS-NEXT:  (S) 5 new block args - Total amount of new block argument inserted in blocks
// STATS-NEXT:  (S) 7 promoted slots - Total amount of memory slot promoted

func.func @diamond(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}

func.func @two_slots(%c: i1, %v: f32, %w: index) -> (f32, index) {
  %i = arith.constant 0 : index
  %a = memref.alloca() : memref<1x1xf32>
  %b = memref.alloca() : memref<index>
  memref.store %w, %b[] : memref<index>
  cf.cond_br %c, ^bb1, ^bb2(%v : f32)
^bb1:
  memref.store %v, %a[%i, %i] : memref<1x1xf32>
  cf.br ^bb2(%v : f32)
^bb2(%arg: f32):
  %x = memref.load %a[%i, %i] : memref<1x1xf32>
  %y = memref.load %b[] : memref<index>
  %s = arith.addf %x, %arg : f32
  return %s, %y : f32, index
}

func.func @loop(%n: index, %v: vector<2xi8>) -> vector<2xi8> {
  %a = memref.alloca() : memref<vector<2xi8>>
  cf.br ^head
^head:
  %x = memref.load %a[] : memref<vector<2xi8>>
  %c = "test.cond"(%x) : (vector<2xi8>) -> i1
  cf.cond_br %c, ^body, ^exit
^body:
  %y = arith.addi %x, %v : vector<2xi8>
  memref.store %y, %a[] : memref<vector<2xi8>>
  cf.br ^head
^exit:
  return %x : vector<2xi8>
}

func.func @blocked(%v: i32) -> (i32, i32, i32) {
  %a = memref.alloca() : memref<2xi32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %i = arith.constant 0 : index
  memref.store %v, %a[%i] : memref<2xi32>
  %x = memref.load %a[%i] : memref<2xi32>
  scf.execute_region {
    memref.store %v, %b[] : memref<i32>
    scf.yield
  }
  %y = memref.load %b[] : memref<i32>
  "test.use"(%c) : (memref<i32>) -> ()
  %z = memref.load %c[] : memref<i32>
  return %x, %y, %z : i32, i32, i32
}

func.func @unreachable(%v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.br ^join
^dead:
  memref.store %v, %a[] : memref<i32>
  cf.br ^join
^join:
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}

llvm.func @llvm_loop(%c: i1, %v: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  llvm.br ^bb1
^bb1:
  %x = llvm.load %a : !llvm.ptr -> i32
  %y = llvm.add %x, %x : i32
  llvm.store %y, %a : i32, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb2:
  %z = llvm.load %a : !llvm.ptr -> i32
  llvm.return %z : i32
}

llvm.func @llvm_default(%c: i1, %v: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %v, %a : f64, !llvm.ptr
  llvm.br ^bb2
^bb2:
  %x = llvm.load %a : !llvm.ptr -> f64
  llvm.return %x : f64
}

llvm.func @llvm_blocked(%v: i32) -> (i32) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %p = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  %x = llvm.load volatile %a : !llvm.ptr -> i32
  llvm.store volatile %v, %b : i32, !llvm.ptr
  llvm.store %p, %p : !llvm.ptr, !llvm.ptr
  llvm.br ^bb1
^bb1:
  %c = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %c : i32, !llvm.ptr
  %y = llvm.load %c : !llvm.ptr -> i32
  llvm.return %y : i32
}
