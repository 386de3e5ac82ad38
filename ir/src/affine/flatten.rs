//! MLIR's flattening simplification of affine expressions (`simplifyAffineExpr` on pure
//! affine expressions): an expression is flattened into a sum of coefficients times
//! dimensions, symbols and local quotients (`e floordiv c`, `e ceildiv c`, the quotient of
//! `e mod c`) plus a constant, as MLIR's `SimpleAffineExprFlattener` does, and rebuilt in the
//! form MLIR's `getAffineExprFromFlatForm` builds, so that `(d0 + 1) * 2` becomes `d0 * 2 + 2`
//! and `(d0 * 4 + 2) floordiv 2` becomes `d0 * 2 + 1`.
//!
//! Semi-affine expressions (products of non-constants, divisions by symbols) and those whose
//! flattening overflows or divides by a non-positive constant are left as they are: MLIR's
//! semi-affine simplification is not here.

use super::expr::{AffineBinaryOp, AffineExpr};
use super::map::AffineMap;

/// The flattening state: the local quotients introduced so far. A flat form holds the
/// coefficients of the dimensions, the symbols, the locals (as many as existed when it was
/// made), then the constant term.
struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    locals: Vec<AffineExpr>,
}

/// Greatest common divisor of two non-negative numbers.
fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

impl Flattener {
    /// The number of columns before the constant term.
    fn width(&self) -> usize {
        self.num_dims + self.num_symbols + self.locals.len()
    }

    /// `flat` with columns for the locals added since it was made.
    fn widen(&self, mut flat: Vec<i64>) -> Vec<i64> {
        let constant = flat.pop().unwrap_or(0);
        flat.resize(self.width(), 0);
        flat.push(constant);
        flat
    }

    /// A flat form with `value` in column `column` (the constant when `None`).
    fn unit(&self, column: Option<usize>, value: i64) -> Vec<i64> {
        let mut flat = vec![0; self.width() + 1];
        let index = column.unwrap_or(self.width());
        flat[index] = value;
        flat
    }

    /// The constant of a flat form with no other term.
    fn constant(flat: &[i64]) -> Option<i64> {
        let (&last, rest) = flat.split_last()?;
        rest.iter().all(|&c| c == 0).then_some(last)
    }

    /// The expression of a flat form (MLIR's `getAffineExprFromFlatForm`).
    fn expr(&self, flat: &[i64]) -> AffineExpr {
        let mut result = AffineExpr::constant(0);
        let Some((&constant, terms)) = flat.split_last() else {
            return result;
        };
        for (j, &coefficient) in terms.iter().enumerate() {
            if coefficient == 0 {
                continue;
            }
            let term = if j < self.num_dims {
                AffineExpr::dim(j as u32)
            } else if j < self.num_dims + self.num_symbols {
                AffineExpr::symbol((j - self.num_dims) as u32)
            } else {
                match self.locals.get(j - self.num_dims - self.num_symbols) {
                    Some(local) => local.clone(),
                    None => continue,
                }
            };
            result = result + term * coefficient;
        }
        if constant != 0 {
            result = result + constant;
        }
        result
    }

    /// The column of local `quotient`, added when new.
    fn local(&mut self, quotient: AffineExpr) -> usize {
        let base = self.num_dims + self.num_symbols;
        match self.locals.iter().position(|l| *l == quotient) {
            Some(i) => base + i,
            None => {
                self.locals.push(quotient);
                base + self.locals.len() - 1
            }
        }
    }

    /// The flat form of `expr`; `None` when it is not pure affine or a step fails.
    fn flatten(&mut self, expr: &AffineExpr) -> Option<Vec<i64>> {
        match expr {
            AffineExpr::Dim(p) => {
                let p = *p as usize;
                (p < self.num_dims).then(|| self.unit(Some(p), 1))
            }
            AffineExpr::Symbol(p) => {
                let p = *p as usize;
                (p < self.num_symbols).then(|| self.unit(Some(self.num_dims + p), 1))
            }
            AffineExpr::Constant(c) => Some(self.unit(None, *c)),
            AffineExpr::Binary(b) => {
                let lhs = self.flatten(b.lhs())?;
                let rhs = self.flatten(b.rhs())?;
                let (lhs, rhs) = (self.widen(lhs), self.widen(rhs));
                match b.op() {
                    AffineBinaryOp::Add => lhs
                        .iter()
                        .zip(&rhs)
                        .map(|(a, b)| a.checked_add(*b))
                        .collect(),
                    AffineBinaryOp::Mul => {
                        let (factor, scaled) = match (Self::constant(&lhs), Self::constant(&rhs)) {
                            (_, Some(c)) => (c, lhs),
                            (Some(c), None) => (c, rhs),
                            (None, None) => return None,
                        };
                        scaled.iter().map(|v| v.checked_mul(factor)).collect()
                    }
                    AffineBinaryOp::FloorDiv => self.divide(lhs, &rhs, false),
                    AffineBinaryOp::CeilDiv => self.divide(lhs, &rhs, true),
                    AffineBinaryOp::Mod => self.modulo(lhs, &rhs),
                }
            }
        }
    }

    /// `lhs floordiv rhs` or `lhs ceildiv rhs` (MLIR's `visitDivExpr`): the common divisor
    /// cancelled, then the quotient itself when the divisor becomes one, else a local.
    fn divide(&mut self, mut lhs: Vec<i64>, rhs: &[i64], ceil: bool) -> Option<Vec<i64>> {
        let divisor = Self::constant(rhs).filter(|&c| c > 0)?;
        let common = lhs
            .iter()
            .fold(divisor.unsigned_abs(), |g, &c| gcd(g, c.unsigned_abs()));
        let common = i64::try_from(common).ok()?;
        for c in &mut lhs {
            *c /= common;
        }
        let divisor = divisor / common;
        if divisor == 1 {
            return Some(lhs);
        }
        let dividend = self.expr(&lhs);
        let quotient = if ceil {
            dividend.ceil_div(divisor)
        } else {
            dividend.floor_div(divisor)
        };
        let column = self.local(quotient);
        Some(self.unit(Some(column), 1))
    }

    /// `lhs mod rhs` (MLIR's `visitModExpr`): zero when every coefficient is a multiple of
    /// the divisor, else `lhs - q * rhs` with a local `q` for the quotient.
    fn modulo(&mut self, lhs: Vec<i64>, rhs: &[i64]) -> Option<Vec<i64>> {
        let divisor = Self::constant(rhs).filter(|&c| c > 0)?;
        if lhs.iter().all(|&c| c % divisor == 0) {
            return Some(vec![0; lhs.len()]);
        }
        let common = lhs
            .iter()
            .fold(divisor.unsigned_abs(), |g, &c| gcd(g, c.unsigned_abs()));
        let common = i64::try_from(common).ok()?;
        let dividend: Vec<i64> = lhs.iter().map(|&c| c / common).collect();
        let quotient = self.expr(&dividend).floor_div(divisor / common);
        let column = self.local(quotient);
        let mut result = self.widen(lhs);
        result[column] = result[column].checked_sub(divisor)?;
        Some(result)
    }
}

/// `expr` over `num_dims` dimensions and `num_symbols` symbols in MLIR's flattened form when
/// it is pure affine, else unchanged.
pub fn simplify_affine_expr(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    if !expr.is_pure_affine() {
        return expr.clone();
    }
    let mut flattener = Flattener {
        num_dims: num_dims as usize,
        num_symbols: num_symbols as usize,
        locals: Vec::new(),
    };
    match flattener.flatten(expr) {
        Some(flat) => {
            let flat = flattener.widen(flat);
            flattener.expr(&flat)
        }
        None => expr.clone(),
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
    fn divisions_become_local_quotients() {
        assert_eq!(
            simplified("(d0) -> ((d0 * 4 + 2) floordiv 2, (d0 + 1) floordiv 2 + 1)"),
            "(d0) -> (d0 * 2 + 1, (d0 + 1) floordiv 2 + 1)"
        );
        assert_eq!(
            simplified("(d0) -> ((d0 * 4) mod 2, (d0 + 5) mod 3, (d0 * 2 + 3) ceildiv 4)"),
            "(d0) -> (0, d0 - ((d0 + 5) floordiv 3) * 3 + 5, (d0 * 2 + 3) ceildiv 4)"
        );
    }

    #[test]
    fn semi_affine_results_stay() {
        assert_eq!(
            simplified("(d0)[s0] -> ((d0 + 1) * s0, (d0 + 1) floordiv s0)"),
            "(d0)[s0] -> ((d0 + 1) * s0, (d0 + 1) floordiv s0)"
        );
    }
}
