//! The semi-affine half of MLIR 19's `simplifyAffineExpr`: `simplifySemiAffine`, which divides
//! by a symbol what is known to be a multiple of it (`(d0 * s0) floordiv s0` is `d0`, `(s0 *
//! d0) mod s0` is 0) and finds `(e - e mod s) mod s` to be 0, and
//! `getSemiAffineExprFromFlatForm`, which rebuilds a flattened semi-affine expression as a sum
//! ordered by dimension and symbol positions (`d0 + d0 * s0 + s0 + ...`).
//!
//! Where MLIR 19 changes the value of an expression this does not follow it: a quotient that
//! only commutes with the division (`(s0 ceildiv 4) ceildiv s0` is `1 ceildiv 4`) is not a
//! multiple of the symbol inside a product or next to another such quotient in a sum (MLIR
//! makes `((s0 ceildiv 4) * 3) ceildiv s0` 3); and two terms of a dimension by a symbol that
//! land on the same position (`d0 * s0` and `d0 mod s0`) are both kept, the later one after the
//! ordered terms (MLIR asserts that this does not happen, and its release build prints the first
//! term in place of both). Not here: the flattening itself (`super::flatten`).

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use super::expr::{AffineBinaryOp, AffineExpr};
use super::flatten::simplify_affine_expr;

/// MLIR's `isDivisibleBySymbol`: whether `expr` divided by symbol `position` with `op`
/// (`floordiv`, `ceildiv`, or `mod`) can be written without the division: `expr` is a
/// multiple of the symbol, or a quotient of kind `op` of such a multiple, which commutes with
/// the division (`(e floordiv c) floordiv s` is `(e floordiv s) floordiv c`). Passing `Mod`
/// asks for a multiple.
fn is_divisible_by_symbol(expr: &AffineExpr, position: u32, op: AffineBinaryOp) -> bool {
    match expr {
        AffineExpr::Constant(c) => *c == 0,
        AffineExpr::Dim(_) => false,
        AffineExpr::Symbol(p) => *p == position,
        AffineExpr::Binary(b) => match b.op() {
            // `(a + b) floordiv s` is `a floordiv s + b / s` when `b` is a multiple of `s`; when
            // neither is, the two roundings do not add up (MLIR 19 lets both be quotients).
            AffineBinaryOp::Add => sum_division_modes(b.lhs(), b.rhs(), position, op).is_some(),
            AffineBinaryOp::Mod => {
                is_divisible_by_symbol(b.lhs(), position, AffineBinaryOp::Mod)
                    && is_divisible_by_symbol(b.rhs(), position, AffineBinaryOp::Mod)
            }
            // A product divides exactly through a factor that is a multiple; a quotient factor
            // that merely commutes does not (`((s0 ceildiv 4) * 3) ceildiv s0` is not 3, which
            // MLIR 19 makes of it).
            AffineBinaryOp::Mul => {
                is_divisible_by_symbol(b.lhs(), position, AffineBinaryOp::Mod)
                    || is_divisible_by_symbol(b.rhs(), position, AffineBinaryOp::Mod)
            }
            // `(a floordiv b) floordiv s` is `(a floordiv s) floordiv b`, and alike for
            // `ceildiv`; mixed kinds do not commute.
            kind => kind == op && is_divisible_by_symbol(b.lhs(), position, kind),
        },
    }
}

/// The kinds the two sides of the sum `lhs + rhs` are divided with, when the sum divided by
/// symbol `position` with `op` can be written without the division: one side a multiple
/// (divided as `Mod`, exactly), the other divisible for `op`.
fn sum_division_modes(
    lhs: &AffineExpr,
    rhs: &AffineExpr,
    position: u32,
    op: AffineBinaryOp,
) -> Option<(AffineBinaryOp, AffineBinaryOp)> {
    let exact = AffineBinaryOp::Mod;
    if is_divisible_by_symbol(lhs, position, exact) && is_divisible_by_symbol(rhs, position, op) {
        Some((exact, op))
    } else if is_divisible_by_symbol(rhs, position, exact)
        && is_divisible_by_symbol(lhs, position, op)
    {
        Some((op, exact))
    } else {
        None
    }
}

/// MLIR's `symbolicDivide`: `expr` divided by symbol `position` with `op`, when
/// [`is_divisible_by_symbol`] holds; `None` where it does not after all.
fn symbolic_divide(expr: &AffineExpr, position: u32, op: AffineBinaryOp) -> Option<AffineExpr> {
    let exact = AffineBinaryOp::Mod;
    match expr {
        AffineExpr::Constant(c) => (*c == 0).then(|| AffineExpr::constant(0)),
        AffineExpr::Dim(_) => None,
        AffineExpr::Symbol(p) => (*p == position).then(|| AffineExpr::constant(1)),
        AffineExpr::Binary(b) => match b.op() {
            AffineBinaryOp::Add => {
                let (lhs_op, rhs_op) = sum_division_modes(b.lhs(), b.rhs(), position, op)?;
                Some(AffineExpr::binary(
                    AffineBinaryOp::Add,
                    symbolic_divide(b.lhs(), position, lhs_op)?,
                    symbolic_divide(b.rhs(), position, rhs_op)?,
                ))
            }
            AffineBinaryOp::Mod => Some(AffineExpr::binary(
                AffineBinaryOp::Mod,
                symbolic_divide(b.lhs(), position, exact)?,
                symbolic_divide(b.rhs(), position, exact)?,
            )),
            AffineBinaryOp::Mul => {
                if is_divisible_by_symbol(b.lhs(), position, exact) {
                    Some(symbolic_divide(b.lhs(), position, exact)? * b.rhs().clone())
                } else {
                    Some(b.lhs().clone() * symbolic_divide(b.rhs(), position, exact)?)
                }
            }
            kind => (kind == op)
                .then_some(())
                .and_then(|()| symbolic_divide(b.lhs(), position, kind))
                .map(|lhs| AffineExpr::binary(kind, lhs, b.rhs().clone())),
        },
    }
}

/// The terms of a (nested) sum, left to right.
fn summands(expr: &AffineExpr, out: &mut Vec<AffineExpr>) {
    match expr.as_binary().filter(|b| b.op() == AffineBinaryOp::Add) {
        Some(b) => {
            summands(b.lhs(), out);
            summands(b.rhs(), out);
        }
        None => out.push(expr.clone()),
    }
}

/// `e` when `candidate` is `e * -1` (or `-1 * e`).
fn negated(candidate: &AffineExpr) -> Option<&AffineExpr> {
    let b = candidate
        .as_binary()
        .filter(|b| b.op() == AffineBinaryOp::Mul)?;
    if b.lhs().as_constant() == Some(-1) {
        return Some(b.rhs());
    }
    (b.rhs().as_constant() == Some(-1)).then(|| b.lhs())
}

/// MLIR's `isModOfModSubtraction`: `lhs mod rhs` is 0 because `lhs` is `x - x mod rhs`.
fn is_mod_of_mod_subtraction(
    lhs: &AffineExpr,
    rhs: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> bool {
    let mut terms = Vec::new();
    summands(lhs, &mut terms);
    terms.iter().enumerate().any(|(i, term)| {
        let Some(inner) = negated(term)
            .and_then(AffineExpr::as_binary)
            .filter(|m| m.op() == AffineBinaryOp::Mod && m.rhs() == rhs)
        else {
            return false;
        };
        let mut diff = AffineExpr::constant(0);
        for (j, other) in terms.iter().enumerate() {
            if j != i {
                diff = diff + other.clone();
            }
        }
        diff = diff - inner.lhs().clone();
        simplify_affine_expr(&diff, num_dims, num_symbols).as_constant() == Some(0)
    })
}

/// MLIR's `simplifySemiAffine`: a remainder or quotient by what simplifies to a symbol that
/// divides its left side is 0 or the symbolic quotient; other nodes are rebuilt from their
/// simplified operands.
pub fn simplify_semi_affine(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let Some(b) = expr.as_binary() else {
        return expr.clone();
    };
    let lhs = simplify_semi_affine(b.lhs(), num_dims, num_symbols);
    let rhs = simplify_semi_affine(b.rhs(), num_dims, num_symbols);
    let op = b.op();
    if matches!(op, AffineBinaryOp::Add | AffineBinaryOp::Mul) {
        return AffineExpr::binary(op, lhs, rhs);
    }
    if is_mod_of_mod_subtraction(&lhs, &rhs, num_dims, num_symbols) {
        return AffineExpr::constant(0);
    }
    let AffineExpr::Symbol(position) = rhs else {
        return AffineExpr::binary(op, lhs, rhs);
    };
    if !is_divisible_by_symbol(b.lhs(), position, op) {
        return AffineExpr::binary(op, lhs, rhs);
    }
    if op == AffineBinaryOp::Mod {
        return AffineExpr::constant(0);
    }
    symbolic_divide(&lhs, position, op).unwrap_or_else(|| AffineExpr::binary(op, lhs, rhs))
}

/// The position key MLIR sorts the terms of a semi-affine sum by.
type Key = (u32, i64);

/// MLIR's `getSemiAffineExprFromFlatForm`: `row` (coefficients of the dimensions, symbols,
/// `locals` and the constant) rebuilt with dimensions, symbols and the products, remainders
/// and quotients of a dimension or symbol by a symbol or constant ordered by position
/// (`d0`, the terms of `d0` by constants, `d0 * s0`, ..., then the symbols), the other locals
/// after them, then the constant.
pub fn expr_of_semi_affine_flat_form(
    row: &[i64],
    num_dims: usize,
    num_symbols: usize,
    locals: &[AffineExpr],
) -> AffineExpr {
    let inputs = num_dims + num_symbols;
    let symbol_base = num_dims.max(num_symbols) as i64;
    // One term per key; whether the term got it. Only the products, remainders and quotients
    // of a dimension by a symbol can ask for a taken key (`d0 * s0` and `d0 mod s0` both ask
    // for (0, 0)): MLIR asserts that this does not happen and, in a release build, prints the
    // first term in place of both; here the later ones go with the unordered locals.
    let mut terms: HashMap<Key, (AffineExpr, i64)> = HashMap::new();
    let mut add = |key: Key, coefficient: i64, term: AffineExpr| match terms.entry(key) {
        Entry::Occupied(_) => false,
        Entry::Vacant(entry) => {
            entry.insert((term, coefficient));
            true
        }
    };
    let mut next_symbol = 0i64;
    let mut next_dim = -1i64;
    for (position, &coefficient) in row[num_dims..inputs].iter().enumerate() {
        if coefficient != 0 {
            let position = position as u32;
            add(
                (position, symbol_base + next_symbol),
                coefficient,
                AffineExpr::symbol(position),
            );
            next_symbol += 1;
        }
    }
    let mut placed = vec![false; locals.len()];
    for (i, local) in locals.iter().enumerate() {
        let coefficient = row[inputs + i];
        let Some(b) = local.as_binary().filter(|_| coefficient != 0) else {
            continue;
        };
        let key = match (b.lhs(), b.rhs()) {
            (AffineExpr::Dim(l), AffineExpr::Constant(_)) => {
                next_dim -= 1;
                (*l, next_dim + 1)
            }
            (AffineExpr::Symbol(l), AffineExpr::Constant(_) | AffineExpr::Symbol(_)) => {
                next_symbol += 1;
                (*l, symbol_base + next_symbol - 1)
            }
            (AffineExpr::Dim(l), AffineExpr::Symbol(r)) => (*l, i64::from(*r)),
            _ => continue,
        };
        placed[i] = add(key, coefficient, local.clone());
    }
    for (j, &coefficient) in row.iter().enumerate().take(num_dims) {
        if coefficient != 0 {
            add((j as u32, next_dim), coefficient, AffineExpr::dim(j as u32));
            next_dim -= 1;
        }
    }
    let mut keys: Vec<&Key> = terms.keys().collect();
    keys.sort();
    let mut expr = AffineExpr::constant(0);
    for key in keys {
        if let Some((term, coefficient)) = terms.get(key) {
            expr = expr + term.clone() * *coefficient;
        }
    }
    for (i, local) in locals.iter().enumerate() {
        let coefficient = row[inputs + i];
        if coefficient != 0 && !placed[i] {
            expr = expr + local.clone() * coefficient;
        }
    }
    match row.last() {
        Some(&constant) if constant != 0 => expr + constant,
        _ => expr,
    }
}

#[cfg(test)]
mod tests {
    use crate::affine::flatten::tests::simplified;

    #[test]
    fn symbols_divide_their_multiples() {
        // What mlir-opt-19 `--affine-simplify-structures` makes of the same maps.
        assert_eq!(
            simplified("(d0)[s0] -> ((d0 * s0) floordiv s0, (s0 * d0 + s0 * 4) ceildiv s0)"),
            "(d0)[s0] -> (d0, d0 + 4)"
        );
        assert_eq!(
            simplified("(d0)[s0] -> ((d0 * s0) mod s0)"),
            "(d0)[s0] -> (0)"
        );
        assert_eq!(
            simplified("()[s0, s1] -> ((s0 - s0 mod s1) mod s1)"),
            "()[s0, s1] -> (0)"
        );
    }

    #[test]
    fn quotients_commute_with_the_division_but_are_not_multiples() {
        // What mlir-opt-19 `--affine-simplify-structures` makes of the same map.
        assert_eq!(
            simplified(
                "(d0)[s0] -> (((d0 * s0) floordiv 2) floordiv s0, ((d0 * s0) floordiv 2 + s0 * 3) \
                 floordiv s0, ((s0 * d0) ceildiv 4) ceildiv s0)"
            ),
            "(d0)[s0] -> (d0 floordiv 2, d0 floordiv 2 + 3, d0 ceildiv 4)"
        );
        // mlir-opt-19 makes 3 and `d0 floordiv 2 + d1 floordiv 2` of these, which differ from
        // them at s1 = 5 (2, not 3) and at d0 = d1 = 1, s0 = 2 (1, not 0).
        for kept in [
            "()[s0, s1] -> (((s1 ceildiv 4) * 3) ceildiv s1)",
            "(d0, d1)[s0] -> (((d0 * s0) floordiv 2 + (d1 * s0) floordiv 2) floordiv s0)",
        ] {
            assert_eq!(simplified(kept), kept);
        }
    }

    #[test]
    fn semi_affine_sums_are_ordered_by_position() {
        assert_eq!(
            simplified("(d0)[s0, s1] -> (s1 * s0 + d0 * s1 + d0 + s0 + 3 + s1 - s1)"),
            "(d0)[s0, s1] -> (d0 + d0 * s1 + s0 + s1 * s0 + 3)"
        );
        assert_eq!(
            simplified("(d0)[s0] -> (d0 * s0 + d0 mod s0 + d0 - d0)"),
            "(d0)[s0] -> (d0 * s0 + d0 mod s0)"
        );
        // mlir-opt-19 prints `(d0 * s0) * 2` for the one above, and `d0 + d1 * s0 + d1 * s0`
        // for this one: two terms of a dimension by s0 in one place.
        assert_eq!(
            simplified("(d0, d1)[s0] -> (d0 + d1 * s0 + (d1 mod s0) * 2 + d0 - d0)"),
            "(d0, d1)[s0] -> (d0 + d1 * s0 + (d1 mod s0) * 2)"
        );
        assert_eq!(
            simplified("(d0)[s0] -> (d0 * s0 + d0 - d0)"),
            "(d0)[s0] -> (d0 * s0)"
        );
    }
}
