//! The semi-affine half of MLIR 19's `simplifyAffineExpr`: `simplifySemiAffine`, which divides
//! by a symbol what is known to be a multiple of it (`(d0 * s0) floordiv s0` is `d0`, `(s0 *
//! d0) mod s0` is 0) and finds `(e - e mod s) mod s` to be 0, and
//! `getSemiAffineExprFromFlatForm`, which rebuilds a flattened semi-affine expression as a sum
//! ordered by dimension and symbol positions (`d0 + d0 * s0 + s0 + ...`).
//!
//! It mirrors MLIR's release build where MLIR relies on an assertion: two product terms that
//! land on the same position (as `d0 * s0` and `d0 mod s0` do) both print as the first one.
//! Not here: the flattening itself (`super::flatten`).

use std::collections::HashMap;

use super::expr::{AffineBinaryOp, AffineExpr};
use super::flatten::simplify_affine_expr;

/// MLIR's `isDivisibleBySymbol`: whether `expr` is known to be a multiple of symbol
/// `position`, for a division or remainder of kind `op`.
fn is_divisible_by_symbol(expr: &AffineExpr, position: u32, op: AffineBinaryOp) -> bool {
    match expr {
        AffineExpr::Constant(c) => *c == 0,
        AffineExpr::Dim(_) => false,
        AffineExpr::Symbol(p) => *p == position,
        AffineExpr::Binary(b) => match b.op() {
            AffineBinaryOp::Add => {
                is_divisible_by_symbol(b.lhs(), position, op)
                    && is_divisible_by_symbol(b.rhs(), position, op)
            }
            AffineBinaryOp::Mod => {
                is_divisible_by_symbol(b.lhs(), position, AffineBinaryOp::Mod)
                    && is_divisible_by_symbol(b.rhs(), position, AffineBinaryOp::Mod)
            }
            AffineBinaryOp::Mul => {
                is_divisible_by_symbol(b.lhs(), position, op)
                    || is_divisible_by_symbol(b.rhs(), position, op)
            }
            // `(a floordiv b) floordiv s` is `(a floordiv s) floordiv b`, and alike for
            // `ceildiv`; mixed kinds do not commute.
            kind => kind == op && is_divisible_by_symbol(b.lhs(), position, kind),
        },
    }
}

/// MLIR's `symbolicDivide`: `expr` divided by symbol `position`, which divides it
/// ([`is_divisible_by_symbol`]); `None` where it does not after all.
fn symbolic_divide(expr: &AffineExpr, position: u32, op: AffineBinaryOp) -> Option<AffineExpr> {
    match expr {
        AffineExpr::Constant(c) => (*c == 0).then(|| AffineExpr::constant(0)),
        AffineExpr::Dim(_) => None,
        AffineExpr::Symbol(_) => Some(AffineExpr::constant(1)),
        AffineExpr::Binary(b) => match b.op() {
            AffineBinaryOp::Add => Some(AffineExpr::binary(
                AffineBinaryOp::Add,
                symbolic_divide(b.lhs(), position, op)?,
                symbolic_divide(b.rhs(), position, op)?,
            )),
            AffineBinaryOp::Mod => Some(AffineExpr::binary(
                AffineBinaryOp::Mod,
                symbolic_divide(b.lhs(), position, AffineBinaryOp::Mod)?,
                symbolic_divide(b.rhs(), position, AffineBinaryOp::Mod)?,
            )),
            AffineBinaryOp::Mul => {
                if is_divisible_by_symbol(b.lhs(), position, op) {
                    Some(symbolic_divide(b.lhs(), position, op)? * b.rhs().clone())
                } else {
                    Some(b.lhs().clone() * symbolic_divide(b.rhs(), position, op)?)
                }
            }
            kind => Some(AffineExpr::binary(
                kind,
                symbolic_divide(b.lhs(), position, kind)?,
                b.rhs().clone(),
            )),
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
    let mut keys: Vec<Key> = Vec::new();
    // The first term given a key wins, as MLIR's map insertion does.
    let mut terms: HashMap<Key, (AffineExpr, i64)> = HashMap::new();
    let mut add = |key: Key, coefficient: i64, term: AffineExpr| {
        keys.push(key);
        terms.entry(key).or_insert((term, coefficient));
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
        add(key, coefficient, local.clone());
        placed[i] = true;
    }
    for (j, &coefficient) in row.iter().enumerate().take(num_dims) {
        if coefficient != 0 {
            add((j as u32, next_dim), coefficient, AffineExpr::dim(j as u32));
            next_dim -= 1;
        }
    }
    keys.sort();
    let mut expr = AffineExpr::constant(0);
    for key in &keys {
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
    fn semi_affine_sums_are_ordered_by_position() {
        assert_eq!(
            simplified("(d0)[s0, s1] -> (s1 * s0 + d0 * s1 + d0 + s0 + 3 + s1 - s1)"),
            "(d0)[s0, s1] -> (d0 + d0 * s1 + s0 + s1 * s0 + 3)"
        );
        assert_eq!(
            simplified("(d0)[s0] -> (d0 * s0 + d0 mod s0 + d0 - d0)"),
            "(d0)[s0] -> ((d0 * s0) * 2)"
        );
        assert_eq!(
            simplified("(d0)[s0] -> (d0 * s0 + d0 - d0)"),
            "(d0)[s0] -> (d0 * s0)"
        );
    }
}
