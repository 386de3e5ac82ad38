// view-op-graph writes a Graphviz picture of the op it runs on to the run's output: a cluster
// per op with regions and per block, a node per other op and per block argument, data-flow
// edges from each operand's definition to its user (numbered when the user has several
// operands; clipped, unlabelled, at a cluster's border), and with print-control-flow-edges,
// dashed edges between consecutive ops. Ops of one name share a fill colour. Labels cut long
// types and attributes to max-label-len characters, elide large elements attributes and arrays
// and show splats whole. A use before its definition (the graph region of test.graph) gets its
// edge, as every data-flow edge is drawn after all nodes. The IR itself is printed unchanged.
// The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -allow-unregistered-dialect -view-op-graph -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect -view-op-graph -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect -view-op-graph='print-control-flow-edges=true print-data-flow-edges=false print-attrs=false max-label-len=6' -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=CF
// RUN: %mlir_opt %s -allow-unregistered-dialect -view-op-graph='print-control-flow-edges=true print-data-flow-edges=false print-attrs=false max-label-len=6' -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=CF
// RUN: oxir-opt %s -allow-unregistered-dialect -view-op-graph='print-result-types=false' -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=NOTYPES
// RUN: %mlir_opt %s -allow-unregistered-dialect -view-op-graph='print-result-types=false' -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=NOTYPES
// RUN: oxir-opt %s -allow-unregistered-dialect -view-op-graph | %mlir_opt -allow-unregistered-dialect | FileCheck %s --check-prefix=IR
// RUN: not oxir-opt %s -view-op-graph=max-label-len=long 2>&1 | FileCheck %s --check-prefix=BAD

func.func private @pick(%a: i32, %b: i32, %c: i1) -> (i32, i32) attributes {note = "say \"hi\"\n", zeta = 3 : i64} {
  %sum = arith.addi %a, %b : i32
  %r = scf.if %c -> i32 {
    %p = arith.muli %sum, %a : i32
    scf.yield %p : i32
  } else {
    scf.yield %b : i32
  }
  %table = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>
  %ones = arith.constant dense<1> : tensor<64x64xi32>
  %two:2 = "test.pair"(%r) {list = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], word = "café"} : (i32) -> (i32, i32)
  cf.br ^bb1(%two#1 : i32)
^bb1(%x: i32):
  "test.graph"() ({
    "test.use"(%later, %x) : (i32, i32) -> ()
    %later = "test.def"() : () -> i32
  }) : () -> ()
  return %two#0, %x : i32, i32
}

// CHECK:digraph G {
// CHECK-NEXT:  compound = true;
// CHECK-NEXT:  subgraph cluster_1 {
// CHECK-NEXT:    v2 [label = " ", shape = plain];
// CHECK-NEXT:    label = "builtin.module : ()\n";
// CHECK-NEXT:    subgraph cluster_3 {
// CHECK-NEXT:      v4 [label = " ", shape = plain];
// CHECK-NEXT:      label = "";
// CHECK-NEXT:      subgraph cluster_5 {
// CHECK-NEXT:        v6 [label = " ", shape = plain];
// CHECK-NEXT:        label = "func.func : ()\n\nfunction_type: (i32, i32, i1) -> (i...\nnote: \"say \\22hi\\22\\0A\"\nsym_name: \"pick\"\nsym_visibility: \"private\"\nzeta: 3 : i64";
// CHECK-NEXT:        subgraph cluster_7 {
// CHECK-NEXT:          v8 [label = " ", shape = plain];
// CHECK-NEXT:          label = "";
// CHECK-NEXT:          v9 [label = "arg0", shape = ellipse];
// CHECK-NEXT:          v10 [label = "arg1", shape = ellipse];
// CHECK-NEXT:          v11 [label = "arg2", shape = ellipse];
// CHECK-NEXT:          v12 [fillcolor = "0.000000 1.0 1.0", label = "arith.addi : (i32)\n\noverflowFlags: #arith.overflow<none...", shape = ellipse, style = filled];
// CHECK-NEXT:          subgraph cluster_13 {
// CHECK-NEXT:            v14 [label = " ", shape = plain];
// CHECK-NEXT:            label = "scf.if : (i32)\n";
// CHECK-NEXT:            subgraph cluster_15 {
// CHECK-NEXT:              v16 [label = " ", shape = plain];
// CHECK-NEXT:              label = "";
// CHECK-NEXT:              v17 [fillcolor = "0.076923 1.0 1.0", label = "arith.muli : (i32)\n\noverflowFlags: #arith.overflow<none...", shape = ellipse, style = filled];
// CHECK-NEXT:              v18 [fillcolor = "0.153846 1.0 1.0", label = "scf.yield : ()\n", shape = ellipse, style = filled];
// CHECK-NEXT:            }
// CHECK-NEXT:            subgraph cluster_19 {
// CHECK-NEXT:              v20 [label = " ", shape = plain];
// CHECK-NEXT:              label = "";
// CHECK-NEXT:              v21 [fillcolor = "0.153846 1.0 1.0", label = "scf.yield : ()\n", shape = ellipse, style = filled];
// CHECK-NEXT:            }
// CHECK-NEXT:          }
// CHECK-NEXT:          v22 [fillcolor = "0.307692 1.0 1.0", label = "arith.constant : (tensor<17xi32>)\n\nvalue: [...] : tensor<17xi32>", shape = ellipse, style = filled];
// CHECK-NEXT:          v23 [fillcolor = "0.307692 1.0 1.0", label = "arith.constant : (tensor<64x64xi32>)\n\nvalue: dense<1> : tensor<64x64xi32>", shape = ellipse, style = filled];
// CHECK-NEXT:          v24 [fillcolor = "0.384615 1.0 1.0", label = "test.pair : (i32, i32)\n\nlist: [...]\nword: \"caf\\C3\\A9\"", shape = ellipse, style = filled];
// CHECK-NEXT:          v25 [fillcolor = "0.461538 1.0 1.0", label = "cf.br : ()\n", shape = ellipse, style = filled];
// CHECK-NEXT:        }
// CHECK-NEXT:        subgraph cluster_26 {
// CHECK-NEXT:          v27 [label = " ", shape = plain];
// CHECK-NEXT:          label = "";
// CHECK-NEXT:          v28 [label = "arg0", shape = ellipse];
// CHECK-NEXT:          subgraph cluster_29 {
// CHECK-NEXT:            v30 [label = " ", shape = plain];
// CHECK-NEXT:            label = "test.graph : ()\n";
// CHECK-NEXT:            subgraph cluster_31 {
// CHECK-NEXT:              v32 [label = " ", shape = plain];
// CHECK-NEXT:              label = "";
// CHECK-NEXT:              v33 [fillcolor = "0.538462 1.0 1.0", label = "test.use : ()\n", shape = ellipse, style = filled];
// CHECK-NEXT:              v34 [fillcolor = "0.615385 1.0 1.0", label = "test.def : (i32)\n", shape = ellipse, style = filled];
// CHECK-NEXT:            }
// CHECK-NEXT:          }
// CHECK-NEXT:          v35 [fillcolor = "0.769231 1.0 1.0", label = "func.return : ()\n", shape = ellipse, style = filled];
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  v9 -> v12 [label = "0", style = solid];
// CHECK-NEXT:  v10 -> v12 [label = "1", style = solid];
// CHECK-NEXT:  v12 -> v17 [label = "0", style = solid];
// CHECK-NEXT:  v9 -> v17 [label = "1", style = solid];
// CHECK-NEXT:  v17 -> v18 [label = "", style = solid];
// CHECK-NEXT:  v10 -> v21 [label = "", style = solid];
// CHECK-NEXT:  v11 -> v14 [lhead = cluster_13, style = solid];
// CHECK-NEXT:  v14 -> v24 [ltail = cluster_13, style = solid];
// CHECK-NEXT:  v24 -> v25 [label = "", style = solid];
// CHECK-NEXT:  v34 -> v33 [label = "0", style = solid];
// CHECK-NEXT:  v28 -> v33 [label = "1", style = solid];
// CHECK-NEXT:  v24 -> v35 [label = "0", style = solid];
// CHECK-NEXT:  v28 -> v35 [label = "1", style = solid];
// CHECK-NEXT:}

// CF:digraph G {
// CF-NEXT:  compound = true;
// CF-NEXT:  subgraph cluster_1 {
// CF-NEXT:    v2 [label = " ", shape = plain];
// CF-NEXT:    label = "builtin.module : ()";
// CF-NEXT:    subgraph cluster_3 {
// CF-NEXT:      v4 [label = " ", shape = plain];
// CF-NEXT:      label = "";
// CF-NEXT:      subgraph cluster_5 {
// CF-NEXT:        v6 [label = " ", shape = plain];
// CF-NEXT:        label = "func.func : ()";
// CF-NEXT:        subgraph cluster_7 {
// CF-NEXT:          v8 [label = " ", shape = plain];
// CF-NEXT:          label = "";
// CF-NEXT:          v9 [label = "arg0", shape = ellipse];
// CF-NEXT:          v10 [label = "arg1", shape = ellipse];
// CF-NEXT:          v11 [label = "arg2", shape = ellipse];
// CF-NEXT:          v12 [fillcolor = "0.000000 1.0 1.0", label = "arith.addi : (i32)", shape = ellipse, style = filled];
// CF-NEXT:          subgraph cluster_13 {
// CF-NEXT:            v14 [label = " ", shape = plain];
// CF-NEXT:            label = "scf.if : (i32)";
// CF-NEXT:            subgraph cluster_15 {
// CF-NEXT:              v16 [label = " ", shape = plain];
// CF-NEXT:              label = "";
// CF-NEXT:              v17 [fillcolor = "0.076923 1.0 1.0", label = "arith.muli : (i32)", shape = ellipse, style = filled];
// CF-NEXT:              v18 [fillcolor = "0.153846 1.0 1.0", label = "scf.yield : ()", shape = ellipse, style = filled];
// CF-NEXT:            }
// CF-NEXT:            subgraph cluster_19 {
// CF-NEXT:              v20 [label = " ", shape = plain];
// CF-NEXT:              label = "";
// CF-NEXT:              v21 [fillcolor = "0.153846 1.0 1.0", label = "scf.yield : ()", shape = ellipse, style = filled];
// CF-NEXT:            }
// CF-NEXT:          }
// CF-NEXT:          v22 [fillcolor = "0.307692 1.0 1.0", label = "arith.constant : (tensor...)", shape = ellipse, style = filled];
// CF-NEXT:          v23 [fillcolor = "0.307692 1.0 1.0", label = "arith.constant : (tensor...)", shape = ellipse, style = filled];
// CF-NEXT:          v24 [fillcolor = "0.384615 1.0 1.0", label = "test.pair : (i32, i...)", shape = ellipse, style = filled];
// CF-NEXT:          v25 [fillcolor = "0.461538 1.0 1.0", label = "cf.br : ()", shape = ellipse, style = filled];
// CF-NEXT:        }
// CF-NEXT:        subgraph cluster_26 {
// CF-NEXT:          v27 [label = " ", shape = plain];
// CF-NEXT:          label = "";
// CF-NEXT:          v28 [label = "arg0", shape = ellipse];
// CF-NEXT:          subgraph cluster_29 {
// CF-NEXT:            v30 [label = " ", shape = plain];
// CF-NEXT:            label = "test.graph : ()";
// CF-NEXT:            subgraph cluster_31 {
// CF-NEXT:              v32 [label = " ", shape = plain];
// CF-NEXT:              label = "";
// CF-NEXT:              v33 [fillcolor = "0.538462 1.0 1.0", label = "test.use : ()", shape = ellipse, style = filled];
// CF-NEXT:              v34 [fillcolor = "0.615385 1.0 1.0", label = "test.def : (i32)", shape = ellipse, style = filled];
// CF-NEXT:            }
// CF-NEXT:          }
// CF-NEXT:          v35 [fillcolor = "0.769231 1.0 1.0", label = "func.return : ()", shape = ellipse, style = filled];
// CF-NEXT:        }
// CF-NEXT:      }
// CF-NEXT:    }
// CF-NEXT:  }
// CF-NEXT:  v17 -> v18 [label = "", style = dashed];
// CF-NEXT:  v12 -> v14 [lhead = cluster_13, style = dashed];
// CF-NEXT:  v14 -> v22 [ltail = cluster_13, style = dashed];
// CF-NEXT:  v22 -> v23 [label = "", style = dashed];
// CF-NEXT:  v23 -> v24 [label = "", style = dashed];
// CF-NEXT:  v24 -> v25 [label = "", style = dashed];
// CF-NEXT:  v33 -> v34 [label = "", style = dashed];
// CF-NEXT:  v30 -> v35 [ltail = cluster_29, style = dashed];
// CF-NEXT:}

// NOTYPES:        label = "func.func\n\nfunction_type: (i32, i32, i1) -> (i...\nnote: \"say \\22hi\\22\\0A\"\nsym_name: \"pick\"\nsym_visibility: \"private\"\nzeta: 3 : i64";
// NOTYPES:          v12 [fillcolor = "0.000000 1.0 1.0", label = "arith.addi\n\noverflowFlags: #arith.overflow<none...", shape = ellipse, style = filled];
// NOTYPES:          v24 [fillcolor = "0.384615 1.0 1.0", label = "test.pair\n\nlist: [...]\nword: \"caf\\C3\\A9\"", shape = ellipse, style = filled];

// IR: func.func private @pick(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32) attributes {note = "say \22hi\22\0A", zeta = 3 : i64} {
// IR: "test.pair"

// BAD: {{.*}}max-label-len{{.*}}long
