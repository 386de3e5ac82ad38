//! Affine maps `(d0, d1)[s0] -> (d0 + s0, d1 * 2)` and integer sets
//! `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)` as immutable, cheaply cloned values, with the
//! operations the IR needs (identity and constant maps, composition, substitution, evaluation)
//! and printing in MLIR's syntax.
//!
//! The `affine_map<...>` / `affine_set<...>` wrappers are the attribute printer's business;
//! `Display` here writes the inner text. Parsing lives in `affine::parse`.

use std::fmt;
use std::sync::Arc;

use super::expr::{AffineExpr, default_name};

/// Checks that `exprs` only use dimensions below `num_dims` and symbols below `num_symbols`.
fn check_positions<'a>(
    what: &str,
    num_dims: u32,
    num_symbols: u32,
    exprs: impl Iterator<Item = &'a AffineExpr>,
) -> Result<(), String> {
    for expr in exprs {
        let (dims, symbols) = expr.used_counts();
        if dims > num_dims {
            return Err(format!(
                "{what} uses `d{}` but has {num_dims} dimension{}",
                dims - 1,
                if num_dims == 1 { "" } else { "s" }
            ));
        }
        if symbols > num_symbols {
            return Err(format!(
                "{what} uses `s{}` but has {num_symbols} symbol{}",
                symbols - 1,
                if num_symbols == 1 { "" } else { "s" }
            ));
        }
    }
    Ok(())
}

/// Writes `(d0, d1)[s0]`: the dimension list and, if there are symbols, the symbol list.
fn write_inputs(f: &mut fmt::Formatter<'_>, num_dims: u32, num_symbols: u32) -> fmt::Result {
    f.write_str("(")?;
    for i in 0..num_dims {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "d{i}")?;
    }
    f.write_str(")")?;
    if num_symbols > 0 {
        f.write_str("[")?;
        for i in 0..num_symbols {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "s{i}")?;
        }
        f.write_str("]")?;
    }
    Ok(())
}

/// An affine map: `num_dims` dimensions and `num_symbols` symbols in, one value per result
/// expression out. Results only use declared dimensions and symbols.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AffineMap(Arc<MapInner>);

#[derive(PartialEq, Eq, Hash)]
struct MapInner {
    num_dims: u32,
    num_symbols: u32,
    results: Box<[AffineExpr]>,
}

impl AffineMap {
    /// The map `(d0..)[s0..] -> (results)`; an error if a result uses a dimension or symbol
    /// beyond the counts.
    pub fn get(
        num_dims: u32,
        num_symbols: u32,
        results: Vec<AffineExpr>,
    ) -> Result<AffineMap, String> {
        check_positions("affine map", num_dims, num_symbols, results.iter())?;
        Ok(AffineMap::new_unchecked(num_dims, num_symbols, results))
    }

    /// Builds a map whose results are known to be in range.
    pub(crate) fn new_unchecked(
        num_dims: u32,
        num_symbols: u32,
        results: Vec<AffineExpr>,
    ) -> AffineMap {
        AffineMap(Arc::new(MapInner {
            num_dims,
            num_symbols,
            results: results.into_boxed_slice(),
        }))
    }

    /// The map `() -> ()`.
    pub fn empty() -> AffineMap {
        AffineMap::new_unchecked(0, 0, Vec::new())
    }

    /// The identity map on `n` dimensions: `(d0, .., dn-1) -> (d0, .., dn-1)`.
    pub fn identity(n: u32) -> AffineMap {
        AffineMap::new_unchecked(n, 0, (0..n).map(AffineExpr::dim).collect())
    }

    /// The map `() -> (value)`.
    pub fn constant(value: i64) -> AffineMap {
        AffineMap::new_unchecked(0, 0, vec![AffineExpr::constant(value)])
    }

    /// Number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.0.num_dims
    }

    /// Number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.0.num_symbols
    }

    /// Number of dimensions plus symbols (the operand count of ops applying the map).
    pub fn num_inputs(&self) -> u32 {
        self.0.num_dims + self.0.num_symbols
    }

    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.0.results.len()
    }

    /// The result expressions.
    pub fn results(&self) -> &[AffineExpr] {
        &self.0.results
    }

    /// Result `index`, if there is one.
    pub fn result(&self, index: usize) -> Option<&AffineExpr> {
        self.0.results.get(index)
    }

    /// Whether this is `() -> ()`: no dimension, symbol or result.
    pub fn is_empty(&self) -> bool {
        self.num_dims() == 0 && self.num_symbols() == 0 && self.num_results() == 0
    }

    /// Whether result `i` is `d<i>` for every `i` and there are as many results as dimensions
    /// (symbols are allowed, as in MLIR's `isIdentity`).
    pub fn is_identity(&self) -> bool {
        self.num_results() == self.num_dims() as usize
            && self
                .results()
                .iter()
                .enumerate()
                .all(|(i, r)| *r == AffineExpr::Dim(i as u32))
    }

    /// Whether the map has exactly one result and it is a constant.
    pub fn is_single_constant(&self) -> bool {
        self.single_constant_result().is_some()
    }

    /// The constant of a single-constant-result map.
    pub fn single_constant_result(&self) -> Option<i64> {
        match self.results() {
            [only] => only.as_constant(),
            _ => None,
        }
    }

    /// Whether every result is a constant.
    pub fn is_constant(&self) -> bool {
        self.results().iter().all(|r| r.as_constant().is_some())
    }

    /// The constants of an all-constant map.
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results().iter().map(AffineExpr::as_constant).collect()
    }

    /// `self ∘ other`: feeds `other`'s results into `self`'s dimensions, as MLIR's
    /// `AffineMap::compose`. The result has `other`'s dimensions and `self`'s symbols followed
    /// by `other`'s symbols. An error unless `self` has as many dimensions as `other` has
    /// results.
    pub fn compose(&self, other: &AffineMap) -> Result<AffineMap, String> {
        if self.num_dims() as usize != other.num_results() {
            return Err(format!(
                "cannot compose affine maps: the outer map has {} dimensions but the inner map \
                 has {} results",
                self.num_dims(),
                other.num_results()
            ));
        }
        let num_dims = other.num_dims();
        let shift = self.num_symbols();
        let num_symbols = shift + other.num_symbols();
        let shifted_symbols: Vec<AffineExpr> =
            (shift..num_symbols).map(AffineExpr::symbol).collect();
        let inner: Vec<AffineExpr> = other
            .results()
            .iter()
            .map(|r| r.replace_dims_and_symbols(&[], &shifted_symbols))
            .collect();
        let results = self
            .results()
            .iter()
            .map(|r| r.replace_dims_and_symbols(&inner, &[]))
            .collect();
        Ok(AffineMap::new_unchecked(num_dims, num_symbols, results))
    }

    /// Substitutes `dims[i]` for `d<i>` and `symbols[i]` for `s<i>` in every result (positions
    /// past the slices are kept) and declares `num_result_dims` dimensions and
    /// `num_result_symbols` symbols; an error if the new results do not fit those counts.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_result_dims: u32,
        num_result_symbols: u32,
    ) -> Result<AffineMap, String> {
        let results = self
            .results()
            .iter()
            .map(|r| r.replace_dims_and_symbols(dims, symbols))
            .collect();
        AffineMap::get(num_result_dims, num_result_symbols, results)
    }

    /// The results for the given dimension and symbol values. `None` if the numbers of values
    /// do not match the map or a result is undefined (see [`AffineExpr::evaluate`]).
    pub fn evaluate(&self, dims: &[i64], symbols: &[i64]) -> Option<Vec<i64>> {
        if dims.len() != self.num_dims() as usize || symbols.len() != self.num_symbols() as usize {
            return None;
        }
        self.results()
            .iter()
            .map(|r| r.evaluate(dims, symbols))
            .collect()
    }
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_inputs(f, self.num_dims(), self.num_symbols())?;
        f.write_str(" -> (")?;
        for (i, r) in self.results().iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{r}")?;
        }
        f.write_str(")")
    }
}

impl fmt::Debug for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AffineMap({self})")
    }
}

/// One constraint of an integer set: `expr == 0` if `is_eq`, else `expr >= 0`.
pub type Constraint = (AffineExpr, bool);

/// An integer set: the points `(d0..)[s0..]` satisfying every constraint (`expr == 0` or
/// `expr >= 0`). A set always has a constraint; an empty list is stored as `0 == 0`, the form
/// MLIR's parser gives `() : ()`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IntegerSet(Arc<SetInner>);

#[derive(PartialEq, Eq, Hash)]
struct SetInner {
    num_dims: u32,
    num_symbols: u32,
    constraints: Box<[Constraint]>,
}

impl IntegerSet {
    /// The set of `constraints` over the given inputs; an error if a constraint uses a
    /// dimension or symbol beyond the counts.
    pub fn get(
        num_dims: u32,
        num_symbols: u32,
        constraints: Vec<Constraint>,
    ) -> Result<IntegerSet, String> {
        check_positions(
            "integer set",
            num_dims,
            num_symbols,
            constraints.iter().map(|(e, _)| e),
        )?;
        Ok(IntegerSet::new_unchecked(
            num_dims,
            num_symbols,
            constraints,
        ))
    }

    /// Builds a set whose constraints are known to be in range.
    pub(crate) fn new_unchecked(
        num_dims: u32,
        num_symbols: u32,
        mut constraints: Vec<Constraint>,
    ) -> IntegerSet {
        if constraints.is_empty() {
            constraints.push((AffineExpr::constant(0), true));
        }
        IntegerSet(Arc::new(SetInner {
            num_dims,
            num_symbols,
            constraints: constraints.into_boxed_slice(),
        }))
    }

    /// The canonical empty set `1 == 0` over the given inputs (MLIR's `getEmptySet`).
    pub fn empty_set(num_dims: u32, num_symbols: u32) -> IntegerSet {
        IntegerSet::new_unchecked(num_dims, num_symbols, vec![(AffineExpr::constant(1), true)])
    }

    /// Whether this is the canonical empty set `1 == 0`.
    pub fn is_empty_integer_set(&self) -> bool {
        matches!(&*self.0.constraints, [(AffineExpr::Constant(1), true)])
    }

    /// Number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.0.num_dims
    }

    /// Number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.0.num_symbols
    }

    /// Number of dimensions plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.0.num_dims + self.0.num_symbols
    }

    /// The constraints, in order.
    pub fn constraints(&self) -> &[Constraint] {
        &self.0.constraints
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.0.constraints.len()
    }

    /// Number of equality constraints.
    pub fn num_equalities(&self) -> usize {
        self.constraints().iter().filter(|(_, eq)| *eq).count()
    }

    /// Number of inequality (`>= 0`) constraints.
    pub fn num_inequalities(&self) -> usize {
        self.num_constraints() - self.num_equalities()
    }

    /// Whether the point satisfies every constraint. `None` if the numbers of values do not
    /// match the set or a constraint is undefined at the point.
    pub fn contains(&self, dims: &[i64], symbols: &[i64]) -> Option<bool> {
        if dims.len() != self.num_dims() as usize || symbols.len() != self.num_symbols() as usize {
            return None;
        }
        let mut all = true;
        for (expr, is_eq) in self.constraints() {
            let v = expr.evaluate(dims, symbols)?;
            all &= if *is_eq { v == 0 } else { v >= 0 };
        }
        Some(all)
    }
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_inputs(f, self.num_dims(), self.num_symbols())?;
        f.write_str(" : (")?;
        for (i, (expr, is_eq)) in self.constraints().iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            expr.write_with(f, &mut default_name)?;
            f.write_str(if *is_eq { " == 0" } else { " >= 0" })?;
        }
        f.write_str(")")
    }
}

impl fmt::Debug for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "IntegerSet({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(p: u32) -> AffineExpr {
        AffineExpr::dim(p)
    }
    fn s(p: u32) -> AffineExpr {
        AffineExpr::symbol(p)
    }
    fn c(v: i64) -> AffineExpr {
        AffineExpr::constant(v)
    }

    #[test]
    fn printing_maps() {
        let map = AffineMap::get(2, 1, vec![d(0) + s(0), d(1) * 2]).unwrap();
        assert_eq!(map.to_string(), "(d0, d1)[s0] -> (d0 + s0, d1 * 2)");
        assert_eq!(AffineMap::empty().to_string(), "() -> ()");
        assert_eq!(
            AffineMap::identity(3).to_string(),
            "(d0, d1, d2) -> (d0, d1, d2)"
        );
        assert_eq!(AffineMap::constant(-4).to_string(), "() -> (-4)");
        assert_eq!(
            AffineMap::get(1, 0, vec![]).unwrap().to_string(),
            "(d0) -> ()"
        );
        assert_eq!(
            AffineMap::get(0, 2, vec![s(1)]).unwrap().to_string(),
            "()[s0, s1] -> (s1)"
        );
        assert_eq!(
            format!("{:?}", AffineMap::identity(1)),
            "AffineMap((d0) -> (d0))"
        );
    }

    #[test]
    fn get_checks_positions() {
        assert_eq!(
            AffineMap::get(2, 0, vec![d(2)]).unwrap_err(),
            "affine map uses `d2` but has 2 dimensions"
        );
        assert_eq!(
            AffineMap::get(0, 1, vec![s(1) + 1]).unwrap_err(),
            "affine map uses `s1` but has 1 symbol"
        );
        assert_eq!(
            IntegerSet::get(1, 0, vec![(d(0) + s(0), false)]).unwrap_err(),
            "integer set uses `s0` but has 0 symbols"
        );
    }

    #[test]
    fn predicates() {
        assert!(AffineMap::empty().is_empty());
        assert!(AffineMap::identity(0).is_empty());
        assert!(!AffineMap::constant(1).is_empty());
        assert!(AffineMap::identity(2).is_identity());
        assert!(
            AffineMap::get(2, 1, vec![d(0), d(1)])
                .unwrap()
                .is_identity()
        );
        assert!(
            !AffineMap::get(2, 0, vec![d(1), d(0)])
                .unwrap()
                .is_identity()
        );
        assert!(!AffineMap::get(2, 0, vec![d(0)]).unwrap().is_identity());
        assert!(AffineMap::constant(3).is_single_constant());
        assert_eq!(AffineMap::constant(3).single_constant_result(), Some(3));
        assert!(
            !AffineMap::get(1, 0, vec![d(0)])
                .unwrap()
                .is_single_constant()
        );
        let consts = AffineMap::get(1, 0, vec![c(1), c(2)]).unwrap();
        assert!(consts.is_constant() && !consts.is_single_constant());
        assert_eq!(consts.constant_results(), Some(vec![1, 2]));
        assert_eq!(AffineMap::identity(1).constant_results(), None);
        let map = AffineMap::get(2, 1, vec![d(0), s(0)]).unwrap();
        assert_eq!(
            (map.num_dims(), map.num_symbols(), map.num_inputs()),
            (2, 1, 3)
        );
        assert_eq!(
            (map.num_results(), map.result(1), map.result(2)),
            (2, Some(&s(0)), None)
        );
    }

    #[test]
    fn compose_matches_mlir() {
        // (d0, d1)[s0] -> (d0 + s0, d1) composed with (d0)[s0] -> (d0 * 2, s0 + 1):
        // the inner map's symbol becomes s1.
        let outer = AffineMap::get(2, 1, vec![d(0) + s(0), d(1)]).unwrap();
        let inner = AffineMap::get(1, 1, vec![d(0) * 2, s(0) + 1]).unwrap();
        let composed = outer.compose(&inner).unwrap();
        assert_eq!(
            composed.to_string(),
            "(d0)[s0, s1] -> (d0 * 2 + s0, s1 + 1)"
        );
        assert_eq!(
            composed.evaluate(&[3], &[10, 20]).unwrap(),
            outer
                .evaluate(&inner.evaluate(&[3], &[20]).unwrap(), &[10])
                .unwrap()
        );
        let fold = AffineMap::get(1, 0, vec![d(0).floor_div(2)]).unwrap();
        let times_four = AffineMap::get(1, 0, vec![d(0) * 4]).unwrap();
        assert_eq!(
            fold.compose(&times_four).unwrap().to_string(),
            "(d0) -> (d0 * 2)"
        );
        assert_eq!(
            outer.compose(&AffineMap::identity(1)).unwrap_err(),
            "cannot compose affine maps: the outer map has 2 dimensions but the inner map has 1 \
             results"
        );
        assert_eq!(AffineMap::identity(2).compose(&outer).unwrap(), outer);
    }

    #[test]
    fn replace_dims_and_symbols() {
        let map = AffineMap::get(2, 1, vec![d(0) + s(0), d(1) * 2]).unwrap();
        let swapped = map
            .replace_dims_and_symbols(&[d(1), d(0)], &[c(5)], 2, 0)
            .unwrap();
        assert_eq!(swapped.to_string(), "(d0, d1) -> (d1 + 5, d0 * 2)");
        assert!(map.replace_dims_and_symbols(&[d(3)], &[], 2, 1).is_err());
    }

    #[test]
    fn evaluate() {
        let map =
            AffineMap::get(2, 1, vec![d(0) + s(0), d(1).floor_div(2), d(1).modulo(3)]).unwrap();
        assert_eq!(map.evaluate(&[1, -5], &[10]), Some(vec![11, -3, 1]));
        assert_eq!(map.evaluate(&[1], &[10]), None);
        assert_eq!(map.evaluate(&[1, 2], &[]), None);
        let div = AffineMap::get(1, 1, vec![d(0).floor_div(s(0))]).unwrap();
        assert_eq!(div.evaluate(&[4], &[0]), None);
    }

    #[test]
    fn integer_sets() {
        let set = IntegerSet::get(1, 1, vec![(d(0) - s(0), false), (d(0), true)]).unwrap();
        assert_eq!(set.to_string(), "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
        assert_eq!(
            (
                set.num_constraints(),
                set.num_equalities(),
                set.num_inequalities()
            ),
            (2, 1, 1)
        );
        assert_eq!(
            (set.num_dims(), set.num_symbols(), set.num_inputs()),
            (1, 1, 2)
        );
        assert_eq!(set.contains(&[0], &[-1]), Some(true));
        assert_eq!(set.contains(&[0], &[1]), Some(false));
        assert_eq!(set.contains(&[1], &[0]), Some(false));
        assert_eq!(set.contains(&[1], &[]), None);
        let universe = IntegerSet::get(0, 0, vec![]).unwrap();
        assert_eq!(universe.to_string(), "() : (0 == 0)");
        assert_eq!(universe.contains(&[], &[]), Some(true));
        let empty = IntegerSet::empty_set(2, 0);
        assert_eq!(empty.to_string(), "(d0, d1) : (1 == 0)");
        assert!(empty.is_empty_integer_set());
        assert!(!set.is_empty_integer_set());
        assert_eq!(empty.contains(&[0, 0], &[]), Some(false));
        assert_eq!(format!("{universe:?}"), "IntegerSet(() : (0 == 0))");
    }

    #[test]
    fn maps_compare_and_hash_by_value() {
        use std::collections::HashSet;
        let a = AffineMap::get(1, 0, vec![d(0) + 1]).unwrap();
        let b = AffineMap::get(1, 0, vec![d(0) + 1]).unwrap();
        let other = AffineMap::get(1, 1, vec![d(0) + 1]).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, other);
        let set: HashSet<AffineMap> = [a, b, other].into_iter().collect();
        assert_eq!(set.len(), 2);
    }
}
