//! MLIR's flattening simplification of affine expressions (`simplifyAffineExpr`) for the
//! linear ones: an expression built from dimensions, symbols and constants with `+` and
//! multiplication by constants is rewritten as `c0 * d0 + .. + k0 * s0 + .. + constant`, the
//! form MLIR's `getAffineExprFromFlatForm` builds, so that `(d0 + 1) * 2` becomes
//! `d0 * 2 + 2`.
//!
//! Expressions with `floordiv`, `ceildiv` or `mod` of non-constant operands, or with products
//! of two non-constants, are left as they are: MLIR flattens those with local variables, which
//! this module does not do.

use super::expr::{AffineBinaryOp, AffineExpr};
use super::map::AffineMap;

/// The coefficients of the dimensions, then the symbols, then the constant term of a linear
/// `expr`; `None` when it is not linear or a coefficient overflows.
fn flatten(expr: &AffineExpr, num_dims: usize, num_symbols: usize) -> Option<Vec<i64>> {
    let mut unit = vec![0; num_dims + num_symbols + 1];
    match expr {
        AffineExpr::Dim(p) => {
            *unit
                .get_mut(*p as usize)
                .filter(|_| (*p as usize) < num_dims)? = 1;
            Some(unit)
        }
        AffineExpr::Symbol(p) => {
            let index = num_dims + *p as usize;
            *unit
                .get_mut(index)
                .filter(|_| (*p as usize) < num_symbols)? = 1;
            Some(unit)
        }
        AffineExpr::Constant(c) => {
            *unit.last_mut()? = *c;
            Some(unit)
        }
        AffineExpr::Binary(b) => {
            let lhs = flatten(b.lhs(), num_dims, num_symbols)?;
            let rhs = flatten(b.rhs(), num_dims, num_symbols)?;
            let constant = |v: &[i64]| {
                let (&last, rest) = v.split_last()?;
                rest.iter().all(|&c| c == 0).then_some(last)
            };
            match b.op() {
                AffineBinaryOp::Add => lhs
                    .iter()
                    .zip(&rhs)
                    .map(|(a, b)| a.checked_add(*b))
                    .collect(),
                AffineBinaryOp::Mul => {
                    let (factor, scaled) = match (constant(&lhs), constant(&rhs)) {
                        (_, Some(c)) => (c, lhs),
                        (Some(c), None) => (c, rhs),
                        (None, None) => return None,
                    };
                    scaled.iter().map(|v| v.checked_mul(factor)).collect()
                }
                AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod => None,
            }
        }
    }
}

/// `expr` over `num_dims` dimensions and `num_symbols` symbols in MLIR's flattened form when
/// it is linear, else unchanged.
pub fn simplify_affine_expr(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let (num_dims, num_symbols) = (num_dims as usize, num_symbols as usize);
    let Some(flat) = flatten(expr, num_dims, num_symbols) else {
        return expr.clone();
    };
    let mut result = AffineExpr::constant(0);
    for (j, &coefficient) in flat[..num_dims + num_symbols].iter().enumerate() {
        if coefficient == 0 {
            continue;
        }
        let id = if j < num_dims {
            AffineExpr::dim(j as u32)
        } else {
            AffineExpr::symbol((j - num_dims) as u32)
        };
        result = result + id * coefficient;
    }
    match flat.last() {
        Some(&constant) if constant != 0 => result + constant,
        _ => result,
    }
}

/// `map` with each result simplified by [`simplify_affine_expr`] (MLIR's `simplifyAffineMap`
/// for linear results).
pub fn simplify_affine_map(map: &AffineMap) -> AffineMap {
    let results = map
        .results()
        .iter()
        .map(|e| simplify_affine_expr(e, map.num_dims(), map.num_symbols()))
        .collect();
    AffineMap::get(map.num_dims(), map.num_symbols(), results).unwrap_or_else(|_| map.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::parse_affine_map_str;

    fn simplified(src: &str) -> String {
        let map = parse_affine_map_str(src).expect("valid map");
        simplify_affine_map(&map).to_string()
    }

    #[test]
    fn linear_results_take_the_flat_form() {
        assert_eq!(simplified("(d0) -> ((d0 + 1) * 2)"), "(d0) -> (d0 * 2 + 2)");
        assert_eq!(
            simplified("(d0, d1)[s0] -> (s0 + d1 * 3 + d0 + d0 - 4)"),
            "(d0, d1)[s0] -> (d0 * 2 + d1 * 3 + s0 - 4)"
        );
        assert_eq!(simplified("(d0) -> (d0 - d0 + 5)"), "(d0) -> (5)");
    }

    #[test]
    fn other_results_stay() {
        assert_eq!(
            simplified("(d0)[s0] -> (d0 * s0 + 1, (d0 + 1) floordiv 2)"),
            "(d0)[s0] -> (d0 * s0 + 1, (d0 + 1) floordiv 2)"
        );
    }
}
