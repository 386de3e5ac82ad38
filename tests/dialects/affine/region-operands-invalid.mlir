// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Bound operands of `affine.for` and `affine.parallel` and operands of `affine.if` that are no
// valid dimension or symbol of the affine scope (MLIR 19's `verifyDimAndSymbolIdentifiers`):
// values defined inside a loop by other ops, induction variables used as symbols, values of a
// non-affine region; the lower bound is checked before the upper one. mlir-opt-19 reports the
// same errors.

func.func @for_lower_dim(%n: index) {
  affine.for %i = 0 to %n {
    %x = "t.def"() : () -> index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = affine_map<(d0) -> (d0)>(%x) to 10 {
    }
  }
  return
}

// -----

func.func @for_upper_symbol(%n: index) {
  affine.for %i = 0 to %n {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %i {
    }
  }
  return
}

// -----

func.func @for_lower_before_upper(%n: index) {
  affine.for %i = 0 to %n {
    %x = "t.def"() : () -> index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = affine_map<()[s0] -> (s0)>()[%i] to affine_map<(d0) -> (d0)>(%x) {
    }
  }
  return
}

// -----

func.func @if_dim(%n: index) {
  affine.for %i = 0 to %n {
    %x = "t.def"() : () -> index
    // expected-error@+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(d0) : (d0 >= 0)>(%x) {
    }
  }
  return
}

// -----

func.func @if_symbol(%n: index) {
  affine.for %i = 0 to %n {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%n)[%i] {
    }
  }
  return
}

// -----

func.func @parallel_lower(%n: index) {
  affine.for %i = 0 to %n {
    %x = "t.def"() : () -> index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%k) = (symbol(%i)) to (symbol(%x)) {
    }
  }
  return
}

// -----

func.func @parallel_upper(%n: index) {
  affine.for %i = 0 to %n {
    %x = "t.def"() : () -> index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%k) = (%i) to (%x) {
    }
  }
  return
}

// -----

func.func @in_scf_region(%n: index, %c: i1) {
  scf.if %c {
    %x = "t.def"() : () -> index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %x {
    }
  }
  return
}
