//! The flattening simplifier of affine expressions (MLIR 19's `simplifyAffineExpr` with its
//! `SimpleAffineExprFlattener` and `getAffineExprFromFlatForm`): an expression becomes a row of
//! coefficients over its dimensions, its symbols, local variables standing for the quotients of
//! `floordiv`, `ceildiv` and `mod` by constants, and a constant; the row is then rebuilt as a
//! sum in that order. This cancels terms (`d0 * 2 + d1 - d0` is `d0 + d1`), gathers
//! constants, and shares equal quotients.
//!
//! Semi-affine terms (products of two non-constant terms, divisions by a non-constant) get a
//! local of their own; their symbolic simplification and the order MLIR rebuilds them in are in
//! [`super::semi_affine`]. Coefficients wrap on overflow as MLIR's 64-bit ones do; an expression
//! dividing by a non-positive constant is left as it is, as in MLIR.

use super::expr::{AffineBinaryOp, AffineExpr};
use super::map::AffineMap;

/// The flattener's state: the counts of dimensions and symbols and the local variables
/// introduced so far (each the quotient expression it stands for).
struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    locals: Vec<AffineExpr>,
}

/// One flattened expression: coefficients of the dimensions, the symbols, the locals (as many
/// as there were when it was built), then the constant.
type Row = Vec<i64>;

impl Flattener {
    /// The width of a row with the locals introduced so far.
    fn width(&self) -> usize {
        self.num_dims + self.num_symbols + self.locals.len() + 1
    }

    /// A row of zeros but a one at `column`.
    fn unit(&self, column: usize) -> Row {
        let mut row = vec![0; self.width()];
        row[column] = 1;
        row
    }

    /// Widens `row`, built before later locals were introduced, with zero coefficients for them.
    fn fit(&self, row: &mut Row) {
        let missing = self.width() - row.len();
        let at = row.len() - 1;
        row.splice(at..at, std::iter::repeat_n(0, missing));
    }

    /// The column of local `index`.
    fn local_column(&self, index: usize) -> usize {
        self.num_dims + self.num_symbols + index
    }

    /// Introduces a local for `quotient` (a new column in every row built from now on).
    fn add_local(&mut self, quotient: AffineExpr) -> usize {
        self.locals.push(quotient);
        self.locals.len() - 1
    }

    /// The flattened form of `expr`, visiting operands left to right as MLIR's post-order walk;
    /// `None` where MLIR's flattener fails (a division by a non-positive constant).
    fn flatten(&mut self, expr: &AffineExpr) -> Option<Row> {
        match expr {
            AffineExpr::Dim(p) => Some(self.unit(*p as usize)),
            AffineExpr::Symbol(p) => Some(self.unit(self.num_dims + *p as usize)),
            AffineExpr::Constant(c) => {
                let mut row = vec![0; self.width()];
                *row.last_mut()? = *c;
                Some(row)
            }
            AffineExpr::Binary(b) => {
                let mut lhs = self.flatten(b.lhs())?;
                let rhs = self.flatten(b.rhs())?;
                self.fit(&mut lhs);
                let constant = b.rhs().as_constant();
                match b.op() {
                    AffineBinaryOp::Add => {
                        for (l, r) in lhs.iter_mut().zip(&rhs) {
                            *l = l.wrapping_add(*r);
                        }
                        Some(lhs)
                    }
                    // A product, remainder or quotient by a non-constant is semi-affine: a
                    // local stands for it as a whole.
                    op if constant.is_none() => {
                        let (a, b) = (self.expr_of_flat_form(&lhs), self.expr_of_flat_form(&rhs));
                        Some(self.semi_affine_local(AffineExpr::binary(op, a, b)))
                    }
                    AffineBinaryOp::Mul => Some(scale(lhs, *rhs.last()?)),
                    AffineBinaryOp::Mod => self.modulo(lhs, *rhs.last()?),
                    AffineBinaryOp::FloorDiv => self.divide(lhs, *rhs.last()?, false),
                    AffineBinaryOp::CeilDiv => self.divide(lhs, *rhs.last()?, true),
                }
            }
        }
    }

    /// MLIR's `addLocalVariableSemiAffine`: the row of the local standing for `term` (a new one
    /// unless an equal term has one).
    fn semi_affine_local(&mut self, term: AffineExpr) -> Row {
        let index = match self.locals.iter().position(|l| *l == term) {
            Some(index) => index,
            None => self.add_local(term),
        };
        let mut row = vec![0; self.width()];
        row[self.local_column(index)] = 1;
        row
    }

    /// MLIR's `visitModExpr`: `lhs mod c` is `lhs - c * q` with the local `q = lhs floordiv c`
    /// (the common divisor of `lhs` and `c` cancelled in `q`), or zero when `c` divides every
    /// coefficient.
    fn modulo(&mut self, mut lhs: Row, c: i64) -> Option<Row> {
        if c <= 0 {
            return None;
        }
        if lhs.iter().all(|v| v % c == 0) {
            lhs.fill(0);
            return Some(lhs);
        }
        let divisor = lhs
            .iter()
            .fold(c.unsigned_abs(), |g, v| gcd(g, v.unsigned_abs()));
        let divisor = i64::try_from(divisor).ok()?;
        let dividend: Row = lhs.iter().map(|v| v / divisor).collect();
        let quotient = self.expr_of_flat_form(&dividend).floor_div(c / divisor);
        let column = match self.locals.iter().position(|l| *l == quotient) {
            Some(index) => self.local_column(index),
            None => {
                let index = self.add_local(quotient);
                self.fit(&mut lhs);
                self.local_column(index)
            }
        };
        lhs[column] = lhs[column].wrapping_sub(c);
        Some(lhs)
    }

    /// MLIR's `visitDivExpr`: the common divisor of `lhs` and `c` cancels; what is left to
    /// divide becomes a local standing for the quotient.
    fn divide(&mut self, mut lhs: Row, c: i64, ceil: bool) -> Option<Row> {
        if c <= 0 {
            return None;
        }
        let divisor = lhs
            .iter()
            .fold(c.unsigned_abs(), |g, v| gcd(g, v.unsigned_abs()));
        let divisor = i64::try_from(divisor).ok()?;
        for v in lhs.iter_mut() {
            *v /= divisor;
        }
        let c = c / divisor;
        if c == 1 {
            return Some(lhs);
        }
        let dividend = self.expr_of_flat_form(&lhs);
        let quotient = if ceil {
            dividend.ceil_div(c)
        } else {
            dividend.floor_div(c)
        };
        let index = match self.locals.iter().position(|l| *l == quotient) {
            Some(index) => index,
            None => self.add_local(quotient),
        };
        let mut row = vec![0; self.width()];
        row[self.local_column(index)] = 1;
        Some(row)
    }

    /// MLIR's `getAffineExprFromFlatForm`: the sum of the dimensions, the symbols and the
    /// locals times their coefficients, then the constant.
    fn expr_of_flat_form(&self, row: &[i64]) -> AffineExpr {
        let inputs = self.num_dims + self.num_symbols;
        let mut expr = AffineExpr::constant(0);
        for (j, &coefficient) in row.iter().enumerate().take(row.len().saturating_sub(1)) {
            if coefficient == 0 {
                continue;
            }
            let term = if j < self.num_dims {
                AffineExpr::dim(j as u32)
            } else if j < inputs {
                AffineExpr::symbol((j - self.num_dims) as u32)
            } else {
                self.locals[j - inputs].clone()
            };
            expr = expr + term * coefficient;
        }
        match row.last() {
            Some(&constant) if constant != 0 => expr + constant,
            _ => expr,
        }
    }
}

/// `row` times `factor`, wrapping as MLIR's 64-bit coefficients do.
fn scale(mut row: Row, factor: i64) -> Row {
    for v in row.iter_mut() {
        *v = v.wrapping_mul(factor);
    }
    row
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// MLIR's `simplifyAffineExpr` for an expression over `num_dims` dimensions and `num_symbols`
/// symbols: a semi-affine expression is first simplified by symbolic division
/// ([`super::semi_affine`]); the expression is then flattened and rebuilt (a semi-affine one in
/// MLIR's order of sums of products, and only when that changes it).
pub fn simplify_affine_expr(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let expr = if expr.is_pure_affine() {
        expr.clone()
    } else {
        super::semi_affine::simplify_semi_affine(expr, num_dims, num_symbols)
    };
    let mut flattener = Flattener {
        num_dims: num_dims as usize,
        num_symbols: num_symbols as usize,
        locals: Vec::new(),
    };
    let Some(mut row) = flattener.flatten(&expr) else {
        return expr;
    };
    flattener.fit(&mut row);
    let rebuilt = flattener.expr_of_flat_form(&row);
    if expr.is_pure_affine() {
        return rebuilt;
    }
    if rebuilt == expr {
        return expr;
    }
    super::semi_affine::expr_of_semi_affine_flat_form(
        &row,
        flattener.num_dims,
        flattener.num_symbols,
        &flattener.locals,
    )
}

/// The flattened form of a pure affine `expr` when it needs no local variable: the
/// coefficients of its dimensions, then of its symbols, then its constant (what MLIR's
/// `canonicalizeMapExprAndTermOrder` sorts by). `None` for any other expression.
pub fn flat_form(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> Option<Vec<i64>> {
    if !expr.is_pure_affine() {
        return None;
    }
    let mut flattener = Flattener {
        num_dims: num_dims as usize,
        num_symbols: num_symbols as usize,
        locals: Vec::new(),
    };
    let row = flattener.flatten(expr)?;
    flattener.locals.is_empty().then_some(row)
}

/// MLIR's `getBoundForAffineExpr`: a constant bound of `expr` (the largest value it can take
/// when `is_upper`, else the smallest) given constant bounds of its dimensions and symbols
/// (`lower[i]`, `upper[i]` for input `i`, dimensions first; `None` when unknown). `floordiv`,
/// `ceildiv` and `mod` by a positive constant are bounded through their left side (`mod c`
/// always lies in `[0, c - 1]`); any other expression must flatten without local variables.
/// `None` when no bound is known (or it would overflow).
pub fn bound_for_affine_expr(
    expr: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    lower: &[Option<i64>],
    upper: &[Option<i64>],
    is_upper: bool,
) -> Option<i64> {
    let bound = |e: &AffineExpr, upper_side: bool| {
        bound_for_affine_expr(e, num_dims, num_symbols, lower, upper, upper_side)
    };
    if let Some(b) = expr.as_binary() {
        let c = b.rhs().as_constant().filter(|&c| c >= 1);
        match b.op() {
            AffineBinaryOp::FloorDiv => return floor_div(bound(b.lhs(), is_upper)?, c?),
            AffineBinaryOp::CeilDiv => return ceil_div(bound(b.lhs(), is_upper)?, c?),
            AffineBinaryOp::Mod => {
                if let Some(c) = c {
                    // MLIR asks for the left side's bound of the same kind twice here; both
                    // ends of its range are what decides, so this asks for each.
                    let lb = bound(b.lhs(), false);
                    let ub = bound(b.lhs(), true);
                    if let (Some(lb), Some(ub)) = (lb, ub)
                        && floor_div(lb, c) == floor_div(ub, c)
                    {
                        return Some(if is_upper { ub } else { lb }.rem_euclid(c));
                    }
                    return Some(if is_upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let row = flat_form(expr, num_dims, num_symbols)?;
    let (constant, coefficients) = row.split_last()?;
    let mut total = *constant;
    for (i, &coefficient) in coefficients.iter().enumerate() {
        if coefficient == 0 {
            continue;
        }
        let side = if (coefficient > 0) == is_upper {
            upper
        } else {
            lower
        };
        let value = (*side.get(i)?)?;
        total = total.checked_add(value.checked_mul(coefficient)?)?;
    }
    Some(total)
}

/// `a floordiv b` for a positive `b`.
fn floor_div(a: i64, b: i64) -> Option<i64> {
    a.checked_div_euclid(b)
}

/// `a ceildiv b` for a positive `b`.
fn ceil_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div_euclid(b)?;
    if a.rem_euclid(b) == 0 {
        Some(q)
    } else {
        q.checked_add(1)
    }
}

/// MLIR's `simplifyAffineMap`: every result simplified by [`simplify_affine_expr`].
pub fn simplify_affine_map(map: &AffineMap) -> AffineMap {
    let results = map
        .results()
        .iter()
        .map(|r| simplify_affine_expr(r, map.num_dims(), map.num_symbols()))
        .collect();
    AffineMap::new_unchecked(map.num_dims(), map.num_symbols(), results)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::affine::parse_affine_map_str;

    /// `map` simplified and printed (shared with the tests of `super::super::semi_affine`).
    pub(crate) fn simplified(map: &str) -> String {
        let map = parse_affine_map_str(map).expect("a valid map");
        simplify_affine_map(&map).to_string()
    }

    #[test]
    fn terms_cancel_and_gather() {
        assert_eq!(
            simplified("(d0, d1)[s0] -> (d1 + d0 * 2 - d0 + s0 * 3 - s0 * 3 + 4 - 1)"),
            "(d0, d1)[s0] -> (d0 + d1 + 3)"
        );
        assert_eq!(simplified("(d0) -> (d0 * 0)"), "(d0) -> (0)");
        assert_eq!(simplified("(d0)[s0] -> (s0 + d0)"), "(d0)[s0] -> (d0 + s0)");
    }

    #[test]
    fn quotients_become_shared_locals() {
        // What mlir-opt-19 `--affine-simplify-structures` makes of the same maps.
        assert_eq!(
            simplified("(d0) -> (d0 mod 4 + (d0 floordiv 4) * 4)"),
            "(d0) -> (d0)"
        );
        assert_eq!(
            simplified("(d0) -> ((d0 * 4 + 8) floordiv 4, (d0 * 6) mod 4, (d0 * 2 + 2) ceildiv 4)"),
            "(d0) -> (d0 + 2, d0 * 6 - ((d0 * 3) floordiv 2) * 4, (d0 + 1) ceildiv 2)"
        );
        assert_eq!(
            simplified("(d0, d1) -> ((d0 + d1) floordiv 3 + (d1 + d0) mod 3 * 2 - d1)"),
            "(d0, d1) -> (d0 * 2 + d1 - ((d0 + d1) floordiv 3) * 5)"
        );
        assert_eq!(
            simplified("(d0, d1) -> ((d0 * 2 + d1) floordiv 2 - d0)"),
            "(d0, d1) -> (d1 floordiv 2)"
        );
    }

    #[test]
    fn random_maps_simplify_as_mlir_opt_does() {
        // Maps of the property tests' generator (`super::super::property_tests`) and what
        // mlir-opt-19 `--affine-simplify-structures` makes of them.
        for (map, expected) in [
            (
                "(d0) -> ((((d0 floordiv 2) ceildiv 1) mod 4) + ((((d0 floordiv 2) ceildiv 1) \
                 floordiv 4) * 4))",
                "(d0) -> (d0 floordiv 2)",
            ),
            (
                "()[s0] -> ((3 * ((s0 mod 3) + ((s0 floordiv 3) * 3))) + -5)",
                "()[s0] -> (s0 * 3 - 5)",
            ),
            (
                "(d0, d1) -> (((d1 + d1) floordiv 2) floordiv 3)",
                "(d0, d1) -> (d1 floordiv 3)",
            ),
            (
                "(d0, d1) -> (((5 ceildiv 5) + d0) + ((((-1 * d0) floordiv 2) + ((((7 floordiv \
                 7) * 7) * -1) + 7)) + d1))",
                "(d0, d1) -> (d0 + d1 + (-d0) floordiv 2 + 1)",
            ),
            (
                "()[s0] -> (((((s0 floordiv 2) * 2) + -2) + s0) + 4)",
                "()[s0] -> (s0 + (s0 floordiv 2) * 2 + 2)",
            ),
            (
                "(d0, d1)[s0, s1] -> (((-6 mod 1) + (s1 * -1)) + ((d1 + (s1 * 5)) ceildiv s1))",
                "(d0, d1)[s0, s1] -> ((d1 + s1 * 5) ceildiv s1 - s1)",
            ),
            (
                "(d0) -> (d0 + (d0 floordiv 4 - 4))",
                "(d0) -> (d0 + d0 floordiv 4 - 4)",
            ),
        ] {
            assert_eq!(simplified(map), expected, "{map}");
        }
    }

    #[test]
    fn flat_forms_exist_without_locals_only() {
        let map = parse_affine_map_str("(d0)[s0] -> (d0 * 2 - s0 + 3, d0 floordiv 2, d0 * s0)")
            .expect("a valid map");
        let forms: Vec<_> = map.results().iter().map(|r| flat_form(r, 1, 1)).collect();
        assert_eq!(forms, [Some(vec![2, -1, 3]), None, None]);
    }

    #[test]
    fn bounds_come_from_remainders_and_input_bounds() {
        let map = parse_affine_map_str(
            "(d0)[s0] -> ((d0 mod 4) floordiv 2, (d0 + 9) mod 4, d0 * 2 - s0 + 1, -7 ceildiv 2)",
        )
        .expect("a valid map");
        let bounds = |lower: &[Option<i64>], upper: &[Option<i64>]| -> Vec<_> {
            map.results()
                .iter()
                .map(|r| {
                    (
                        bound_for_affine_expr(r, 1, 1, lower, upper, false),
                        bound_for_affine_expr(r, 1, 1, lower, upper, true),
                    )
                })
                .collect()
        };
        assert_eq!(
            bounds(&[None, None], &[None, None]),
            [
                (Some(0), Some(1)),
                (Some(0), Some(3)),
                (None, None),
                (Some(-3), Some(-3))
            ]
        );
        assert_eq!(
            bounds(&[Some(2), Some(0)], &[Some(3), Some(5)]),
            [
                (Some(1), Some(1)),
                (Some(0), Some(3)),
                (Some(0), Some(7)),
                (Some(-3), Some(-3))
            ]
        );
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
    fn divisions_by_constants_become_local_quotients() {
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
    fn products_and_divisions_by_symbols_stay() {
        assert_eq!(
            simplified("(d0)[s0] -> ((d0 + 1) * s0, (d0 + 1) floordiv s0)"),
            "(d0)[s0] -> ((d0 + 1) * s0, (d0 + 1) floordiv s0)"
        );
    }

    #[test]
    fn semi_affine_and_undefined_expressions_stay() {
        for semi_affine in [
            "(d0)[s0] -> (d0 floordiv s0)",
            "(d0)[s0] -> (d0 * s0 + 1)",
            "(d0)[s0] -> ((d0 + 1) mod s0)",
        ] {
            assert_eq!(simplified(semi_affine), semi_affine);
        }
        assert_eq!(
            simplified("(d0) -> (d0 floordiv 0)"),
            "(d0) -> (d0 floordiv 0)"
        );
    }
}
