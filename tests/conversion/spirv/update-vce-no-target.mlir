// RUN: not oxir-opt %s -spirv-update-vce 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -spirv-update-vce 2>&1 | FileCheck %s

// -spirv-update-vce needs a target environment.

// CHECK: :[[@LINE+1]]:1: error: missing 'spirv.target_env' attribute
spirv.module Logical GLSL450 {
}
