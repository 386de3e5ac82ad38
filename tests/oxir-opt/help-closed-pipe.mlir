// A reader that stops early (here one that reads nothing) closes the pipe before oxir-opt
// writes: printing the help or the dialect list must still succeed, not panic on the closed
// pipe. lit's own shell keeps pipes open, so the pipeline runs in bash, with pipefail so that
// oxir-opt's exit status is the one checked.
// RUN: bash -o pipefail -c 'oxir-opt --help | true'
// RUN: bash -o pipefail -c 'oxir-opt --show-dialects | true'
// The text itself is unchanged when it is read.
// RUN: oxir-opt --show-dialects | FileCheck %s
// CHECK: Available Dialects: {{.*}}arith{{.*}}func
