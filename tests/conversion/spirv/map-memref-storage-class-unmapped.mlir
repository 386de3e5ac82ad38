// RUN: not oxir-opt %s -map-memref-spirv-storage-class 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -map-memref-spirv-storage-class 2>&1 | FileCheck %s

// Vulkan's table has no memory space 2.

// CHECK: :[[@LINE+1]]:1: error: 'func.func' op failed to legalize memory space
func.func @unmapped(%a: memref<4xf32, 2>) {
  return
}
