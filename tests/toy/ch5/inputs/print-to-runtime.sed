# Turns the `toy.print`s of toyc's -emit=mlir-affine output into calls of the MLIR runtime's
# printMemrefF64 (libmlir_runner_utils), declared at the top of the module, so that MLIR 19 can
# lower and run the program (tests/toy/ch5/run.toy).
s/^module {/module {\
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}/
s/^\( *\)toy\.print %\([a-z0-9_]*\) : \(.*\)$/\1%print_\2 = memref.cast %\2 : \3 to memref<*xf64>\
\1func.call @printMemrefF64(%print_\2) : (memref<*xf64>) -> ()/
