// The tutorial's example of chapter 5 lowered to `affine` loops: the buffers are allocated at
// the top in the reverse order of the ops (each lowering allocates at the start of the block),
// the constant is stored element by element at the indices canonicalization folded into the
// store maps, `toy.transpose` loads at the reversed induction variables, `toy.mul` loads its
// operand once after cse, `toy.print` takes the buffer, and the buffers are deallocated before
// the `func.return` in the order of the ops.
// RUN: toyc %s -emit=mlir-affine | FileCheck %s --check-prefixes=CHECK,OURS
// `-opt` adds MLIR's toyc's affine-loop-fusion and affine-scalrep: the transpose fuses into the
// product, whose load takes the stored value, and the transpose's buffer goes; mlir-opt-19's
// two passes on our lowering print the same.
// RUN: toyc %s -emit=mlir-affine -opt | FileCheck %s --check-prefix=OPT --match-full-lines
// RUN: toyc %s -emit=mlir-affine | sed -e 's/toy\.print \(%%[a-z0-9_]*\) : \(.*\)/"toy.print"(\1) : (\2) -> ()/' | mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-fusion,affine-scalrep))' | sed -e 's/"toy.print"(\(%%[a-z0-9_]*\)) : (\(.*\)) -> ()/toy.print \1 : \2/' | FileCheck %s --check-prefix=OPT --match-full-lines
// The lowered IR reads back in (`toy.print` of a memref included) and prints the same:
// RUN: toyc %s -emit=mlir-affine > %t.mlir && toyc %t.mlir -emit=mlir | FileCheck %s --check-prefixes=CHECK,OURS
// The oracle: the lowering alone, `toy.print` put in the generic form, and mlir-opt-19's
// canonicalize and cse on it give the same IR.
// RUN: toyc %s --pass-pipeline='builtin.module(toy-lower-to-affine)' | sed -e 's/toy\.print \(%%[a-z0-9_]*\) : \(.*\)/"toy.print"(\1) : (\2) -> ()/' | mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize,cse))' | FileCheck %s --check-prefixes=CHECK,ORACLE
// And mlir-opt-19 accepts our output (with the same substitution) as it is.
// RUN: toyc %s -emit=mlir-affine | sed -e 's/toy\.print \(%%[a-z0-9_]*\) : \(.*\)/"toy.print"(\1) : (\2) -> ()/' | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefixes=CHECK,ORACLE

toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %2 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %3 = toy.mul %2, %2 : tensor<3x2xf64>
  toy.print %3 : tensor<3x2xf64>
  toy.return
}

// CHECK-LABEL: func.func @main() {
// CHECK-NEXT:    %[[C6:.*]] = arith.constant 6.000000e+00 : f64
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5.000000e+00 : f64
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4.000000e+00 : f64
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3.000000e+00 : f64
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    %[[MUL:.*]] = memref.alloc() : memref<3x2xf64>
// CHECK-NEXT:    %[[TRANS:.*]] = memref.alloc() : memref<3x2xf64>
// CHECK-NEXT:    %[[CST:.*]] = memref.alloc() : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[C1]], %[[CST]][0, 0] : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[C2]], %[[CST]][0, 1] : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[C3]], %[[CST]][0, 2] : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[C4]], %[[CST]][1, 0] : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[C5]], %[[CST]][1, 1] : memref<2x3xf64>
// CHECK-NEXT:    affine.store %[[C6]], %[[CST]][1, 2] : memref<2x3xf64>
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 2 {
// CHECK-NEXT:        %[[T:.*]] = affine.load %[[CST]][%[[J]], %[[I]]] : memref<2x3xf64>
// CHECK-NEXT:        affine.store %[[T]], %[[TRANS]][%[[I]], %[[J]]] : memref<3x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 2 {
// CHECK-NEXT:        %[[X:.*]] = affine.load %[[TRANS]][%[[I]], %[[J]]] : memref<3x2xf64>
// CHECK-NEXT:        %[[P:.*]] = arith.mulf %[[X]], %[[X]] : f64
// CHECK-NEXT:        affine.store %[[P]], %[[MUL]][%[[I]], %[[J]]] : memref<3x2xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// OURS-NEXT:     toy.print %[[MUL]] : memref<3x2xf64>
// ORACLE-NEXT:   "toy.print"(%[[MUL]]) : (memref<3x2xf64>) -> ()
// CHECK-NEXT:    memref.dealloc %[[CST]] : memref<2x3xf64>
// CHECK-NEXT:    memref.dealloc %[[TRANS]] : memref<3x2xf64>
// CHECK-NEXT:    memref.dealloc %[[MUL]] : memref<3x2xf64>
// CHECK-NEXT:    return
// CHECK-NEXT:  }

// OPT-LABEL: func.func @main() {
// OPT-NEXT:   %cst = arith.constant 6.000000e+00 : f64
// OPT-NEXT:   %cst_0 = arith.constant 5.000000e+00 : f64
// OPT-NEXT:   %cst_1 = arith.constant 4.000000e+00 : f64
// OPT-NEXT:   %cst_2 = arith.constant 3.000000e+00 : f64
// OPT-NEXT:   %cst_3 = arith.constant 2.000000e+00 : f64
// OPT-NEXT:   %cst_4 = arith.constant 1.000000e+00 : f64
// OPT-NEXT:   %alloc = memref.alloc() : memref<3x2xf64>
// OPT-NEXT:   %alloc_5 = memref.alloc() : memref<2x3xf64>
// OPT-NEXT:   affine.store %cst_4, %alloc_5[0, 0] : memref<2x3xf64>
// OPT-NEXT:   affine.store %cst_3, %alloc_5[0, 1] : memref<2x3xf64>
// OPT-NEXT:   affine.store %cst_2, %alloc_5[0, 2] : memref<2x3xf64>
// OPT-NEXT:   affine.store %cst_1, %alloc_5[1, 0] : memref<2x3xf64>
// OPT-NEXT:   affine.store %cst_0, %alloc_5[1, 1] : memref<2x3xf64>
// OPT-NEXT:   affine.store %cst, %alloc_5[1, 2] : memref<2x3xf64>
// OPT-NEXT:   affine.for %arg0 = 0 to 3 {
// OPT-NEXT:     affine.for %arg1 = 0 to 2 {
// OPT-NEXT:       %0 = affine.load %alloc_5[%arg1, %arg0] : memref<2x3xf64>
// OPT-NEXT:       %1 = arith.mulf %0, %0 : f64
// OPT-NEXT:       affine.store %1, %alloc[%arg0, %arg1] : memref<3x2xf64>
// OPT-NEXT:     }
// OPT-NEXT:   }
// OPT-NEXT:   toy.print %alloc : memref<3x2xf64>
// OPT-NEXT:   memref.dealloc %alloc_5 : memref<2x3xf64>
// OPT-NEXT:   memref.dealloc %alloc : memref<3x2xf64>
// OPT-NEXT:   return
// OPT-NEXT: }
