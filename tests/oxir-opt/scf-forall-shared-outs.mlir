// An scf.forall with shared outputs is not lowered: -scf-forall-to-for and -convert-scf-to-cf
// fail naming it, as -convert-scf-to-cf of mlir-opt-19 does (mlir-opt-19 -scf-forall-to-for
// crashes on it), and leave the input as it was.
// RUN: not oxir-opt -scf-forall-to-for %s 2>&1 | FileCheck %s --check-prefix=FOR
// RUN: not oxir-opt -convert-scf-to-cf %s 2>&1 | FileCheck %s --check-prefix=CF

// FOR: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
// FOR: note: `ForallToForLoop`: unsupported shared outputs (didn't bufferize?)
// CF: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
// CF: note: `ForallLowering`: only fully bufferized scf.forall ops can be lowered to scf.parallel
func.func @shared(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
