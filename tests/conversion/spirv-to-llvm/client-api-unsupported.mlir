// RUN: oxir-opt %s -convert-spirv-to-llvm='client-api=Vulkan' 2>&1 | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm='client-api=Vulkan' 2>&1 | FileCheck %s

// MLIR 19 maps storage classes to address spaces for OpenCL (and no API) only: for the other
// client APIs the pass warns and leaves the module as it is.

// CHECK-DAG: warning: address space mapping for client 'Vulkan' not implemented
// CHECK-DAG: spirv.func @kept(%arg0: !spirv.ptr<i1, Workgroup>) "None" {
spirv.func @kept(%p: !spirv.ptr<i1, Workgroup>) "None" {
  spirv.Return
}
