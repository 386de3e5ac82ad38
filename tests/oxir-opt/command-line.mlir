// Malformed command lines are errors with exit status 1, never crashes. Arguments need not be
// UTF-8 (the python3 lines pass the byte 0xff): a file name is used as it is (reading and
// writing a file whose name is not UTF-8 works) and shown with U+FFFD; any other argument that
// is not UTF-8 is reported by name.

// RUN: not python3 -c "import os; os.execvp('oxir-opt', ['oxir-opt', b'\xff'])" 2>&1 | FileCheck %s --check-prefix=INPUT --implicit-check-not=panicked
// RUN: not python3 -c "import os; os.execvp('oxir-opt', ['oxir-opt', b'--foo=\xff'])" 2>&1 | FileCheck %s --check-prefix=UNKNOWN-VALUE --implicit-check-not=panicked
// RUN: not python3 -c "import os; os.execvp('oxir-opt', ['oxir-opt', b'--\xff'])" 2>&1 | FileCheck %s --check-prefix=UNKNOWN-NAME --implicit-check-not=panicked
// RUN: not python3 -c "import os, sys; os.execvp('oxir-opt', ['oxir-opt', sys.argv[1], '-o', b'\xff/out.mlir'])" %s 2>&1 | FileCheck %s --check-prefix=OUTPUT --implicit-check-not=panicked
// RUN: not python3 -c "import os, sys; os.execvp('oxir-opt', ['oxir-opt', sys.argv[1], b'--pass-pipeline=\xff'])" %s 2>&1 | FileCheck %s --check-prefix=PIPELINE --implicit-check-not=panicked
// RUN: not python3 -c "import os, sys; os.execvp('oxir-opt', ['oxir-opt', sys.argv[1], b'--canonicalize=\xff'])" %s 2>&1 | FileCheck %s --check-prefix=PASS-OPTIONS --implicit-check-not=panicked
// RUN: not python3 -c "import os, sys; os.execvp('oxir-opt', ['oxir-opt', sys.argv[1], b'--verify-each=\xff'])" %s 2>&1 | FileCheck %s --check-prefix=BOOL --implicit-check-not=panicked

// RUN: python3 -c "import shutil, sys; shutil.copy(sys.argv[1], sys.argv[2].encode() + b'-\xff.mlir')" %s %t
// RUN: python3 -c "import os, sys; t = sys.argv[1].encode(); os.execvp('oxir-opt', ['oxir-opt', '--allow-unregistered-dialect', t + b'-\xff.mlir', '-o', t + b'-\xff.out'])" %t
// RUN: python3 -c "import sys; sys.stdout.write(open(sys.argv[1].encode() + b'-\xff.out').read())" %t | FileCheck %s --check-prefix=FILE

// RUN: not oxir-opt %s -o 2>&1 | FileCheck %s --check-prefix=MISSING-VALUE --implicit-check-not=panicked
// RUN: not oxir-opt %s --mlir-timing-display 2>&1 | FileCheck %s --check-prefix=MISSING-CHOICE --implicit-check-not=panicked
// RUN: not oxir-opt %s --verify-each=maybe 2>&1 | FileCheck %s --check-prefix=BAD-BOOL --implicit-check-not=panicked
// RUN: not oxir-opt %s --=1 2>&1 | FileCheck %s --check-prefix=EMPTY-NAME --implicit-check-not=panicked
// RUN: not oxir-opt %s %s 2>&1 | FileCheck %s --check-prefix=TWO-INPUTS --implicit-check-not=panicked
// RUN: not oxir-opt %s --pass-pipeline= 2>&1 | FileCheck %s --check-prefix=EMPTY-PIPELINE --implicit-check-not=panicked
// RUN: not oxir-opt %s '--pass-pipeline=))garbage((' 2>&1 | FileCheck %s --check-prefix=GARBAGE --implicit-check-not=panicked
// RUN: not oxir-opt %s '--pass-pipeline=builtin.module(cse{' 2>&1 | FileCheck %s --check-prefix=OPEN-OPTIONS --implicit-check-not=panicked

// INPUT: oxir-opt: could not open input file '�': No such file or directory
// UNKNOWN-VALUE: oxir-opt: unknown command line argument `--foo=�`; try `--help`
// UNKNOWN-NAME: oxir-opt: unknown command line argument `--�`; try `--help`
// OUTPUT: oxir-opt: could not open output file '�/out.mlir': No such file or directory
// PIPELINE: oxir-opt: invalid value `�` for `--pass-pipeline`: not valid UTF-8
// PASS-OPTIONS: oxir-opt: `--canonicalize=�`: the options of pass `canonicalize` are not valid UTF-8
// BOOL: oxir-opt: invalid value `�` for `--verify-each`: not valid UTF-8

// FILE: "t.op"() {a = 1 : i32} : () -> ()

// MISSING-VALUE: oxir-opt: option `-o` requires a value
// MISSING-CHOICE: oxir-opt: option `-mlir-timing-display` requires a value
// BAD-BOOL: oxir-opt: invalid value `maybe` for `--verify-each`: expected `true` or `false`
// EMPTY-NAME: oxir-opt: unknown command line argument `--=1`; try `--help`
// TWO-INPUTS: oxir-opt: too many positional arguments: `{{.*}}command-line.mlir` (one input file is expected)
// EMPTY-PIPELINE: oxir-opt: invalid pass pipeline: expected a pipeline wrapped in its anchor op
// GARBAGE: oxir-opt: invalid pass pipeline: expected
// OPEN-OPTIONS: oxir-opt: invalid pass pipeline:
"t.op"() {a = 1 : i32} : () -> ()
