//! `oxir-opt`: parse, verify, transform and print oxir IR, with `mlir-opt`'s flags.
fn main() {}
