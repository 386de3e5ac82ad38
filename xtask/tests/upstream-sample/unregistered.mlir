// RUN: mlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic 2>&1 | FileCheck %s

"t.op"() ({
^bb0(%x: i32):
  "t.yield"(%x) : (i32) -> ()
}) {attr = [1, 2.5 : f32, "s"]} : () -> ()
