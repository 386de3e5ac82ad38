//! Property tests of the affine simplifier: random expression trees (dimensions, symbols,
//! constants, sums, products, `floordiv`, `ceildiv` and `mod`, nested) are built through the
//! simplifying constructors, simplified by [`simplify_affine_expr`], printed and parsed back,
//! and every form must evaluate to what a plain evaluator of the unsimplified tree gives.
//!
//! The generator is a seeded SplitMix64, so a failure names a seed and case that reproduce it.
//! Values stay small enough that no intermediate overflows 64 bits: a mismatch is a wrong
//! rewrite, never an overflow.

use super::expr::{AffineBinaryOp, AffineExpr};
use super::flatten::simplify_affine_expr;
use super::parse::parse_affine_map_str;

/// SplitMix64: a tiny deterministic generator, enough to spread test cases.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `low..=high`.
    fn range(&mut self, low: i64, high: i64) -> i64 {
        let span = (high - low + 1) as u64;
        low + (self.next() % span) as i64
    }

    /// True with probability `percent` / 100.
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// An unsimplified expression tree.
#[derive(Clone, Debug)]
enum Tree {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Binary(AffineBinaryOp, Box<Tree>, Box<Tree>),
}

/// What the generator may produce.
#[derive(Clone, Copy)]
struct Shape {
    dims: u32,
    symbols: u32,
    depth: u32,
    /// Whether products of two non-constant terms (one side symbolic) and divisions by a
    /// symbol may appear: semi-affine expressions, which need positive symbols.
    semi_affine: bool,
}

/// The generator: earlier subtrees are kept in a pool and sometimes reused, and constants are
/// often a divisor already used (negated, or off by one), so that the patterns the simplifier
/// looks for (`e - (e floordiv c) * c`, `c1 * e + c2 * e`, equal quotients) and their near
/// misses come up often instead of by rare coincidence.
struct Generator {
    rng: Rng,
    shape: Shape,
    pool: Vec<Tree>,
    divisors: Vec<i64>,
}

impl Generator {
    fn new(seed: u64, shape: Shape) -> Generator {
        Generator {
            rng: Rng::new(seed),
            shape,
            pool: Vec::new(),
            divisors: Vec::new(),
        }
    }

    /// A random tree of at most the shape's depth (often less).
    fn tree(&mut self) -> Tree {
        if self.pool.len() > 64 {
            self.pool.clear();
            self.divisors.clear();
        }
        let depth = self.rng.range(1, i64::from(self.shape.depth)) as u32;
        self.random(depth)
    }

    fn leaf(&mut self) -> Tree {
        let shape = self.shape;
        match self.rng.range(0, 2) {
            0 if shape.dims > 0 => Tree::Dim(self.rng.range(0, i64::from(shape.dims) - 1) as u32),
            1 if shape.symbols > 0 => Tree::Symbol(self.symbol_position()),
            _ => Tree::Constant(self.constant(-9, 9)),
        }
    }

    /// A constant in `low..=high`, or near a divisor used before.
    fn constant(&mut self, low: i64, high: i64) -> i64 {
        if self.divisors.is_empty() || self.rng.chance(60) {
            return self.rng.range(low, high);
        }
        let index = self.rng.range(0, self.divisors.len() as i64 - 1) as usize;
        let sign = if self.rng.chance(50) { -1 } else { 1 };
        sign * self.divisors[index] + self.rng.range(-1, 1) * i64::from(self.rng.chance(30))
    }

    /// A tree shaped like what one of the simplifier's rewrites matches, or nearly (an
    /// operand swapped, a constant negated or off by one, a sum where a product goes), over a
    /// random subtree `e` used twice.
    fn near_pattern(&mut self, depth: u32) -> Tree {
        use AffineBinaryOp::{Add, CeilDiv, FloorDiv, Mod, Mul};
        let e = self.random(depth - 2);
        let symbolic = self.shape.semi_affine && self.shape.symbols > 0 && self.rng.chance(50);
        let q = if symbolic {
            Tree::Symbol(self.symbol_position())
        } else {
            let c = self.rng.range(1, 7);
            self.divisors.push(c);
            Tree::Constant(c)
        };
        let k = match &q {
            Tree::Constant(c) => {
                let c = *c;
                Tree::Constant(self.constant(-c, c))
            }
            _ => Tree::Constant(self.constant(-2, 2)),
        };
        let node = |op, lhs: &Tree, rhs: &Tree| {
            Tree::Binary(op, Box::new(lhs.clone()), Box::new(rhs.clone()))
        };
        let quotient = node(
            if self.rng.chance(80) {
                FloorDiv
            } else {
                CeilDiv
            },
            &e,
            &q,
        );
        let joint = if self.rng.chance(70) { Mul } else { Add };
        let tree = match self.rng.range(0, 6) {
            // e + (e floordiv q) * k, e + (e floordiv q + k)
            0 => node(Add, &e, &node(joint, &quotient, &k)),
            // e + ((e floordiv q) * q) * -1, e + ((e floordiv q) * q + k)
            1 => {
                let k = if joint == Mul { Tree::Constant(-1) } else { k };
                node(Add, &e, &node(joint, &node(Mul, &quotient, &q), &k))
            }
            // e mod q + (e floordiv q) * q
            2 => node(Add, &node(Mod, &e, &q), &node(joint, &quotient, &q)),
            // (e - e mod q) mod q
            3 => node(
                Mod,
                &node(Add, &e, &node(Mul, &node(Mod, &e, &q), &Tree::Constant(-1))),
                &q,
            ),
            // (e * q) floordiv q, (e * q + k) mod q
            4 => node(
                if self.rng.chance(50) { FloorDiv } else { Mod },
                &node(joint, &node(Mul, &e, &q), &k),
                &q,
            ),
            // (e floordiv q) floordiv q2 ... commuted
            _ => node(FloorDiv, &quotient, &Tree::Constant(self.rng.range(1, 4))),
        };
        // Sums commute; the rewrites look at one order only.
        match tree {
            Tree::Binary(Add, lhs, rhs) if self.rng.chance(30) => Tree::Binary(Add, rhs, lhs),
            tree => tree,
        }
    }

    fn symbol_position(&mut self) -> u32 {
        self.rng.range(0, i64::from(self.shape.symbols.max(1)) - 1) as u32
    }

    fn random(&mut self, depth: u32) -> Tree {
        if depth == 0 || self.rng.chance(15) {
            return self.leaf();
        }
        if !self.pool.is_empty() && self.rng.chance(15) {
            let index = self.rng.range(0, self.pool.len() as i64 - 1) as usize;
            return self.pool[index].clone();
        }
        if depth >= 2 && self.rng.chance(15) {
            return self.near_pattern(depth);
        }
        let semi_affine = self.shape.semi_affine && self.shape.symbols > 0 && self.rng.chance(25);
        let tree = match self.rng.range(0, 5) {
            0 | 1 => {
                let lhs = Box::new(self.random(depth - 1));
                let rhs = Box::new(self.random(depth - 1));
                Tree::Binary(AffineBinaryOp::Add, lhs, rhs)
            }
            2 => {
                let factor = if semi_affine {
                    Box::new(Tree::Symbol(self.symbol_position()))
                } else {
                    Box::new(Tree::Constant(self.constant(-5, 5)))
                };
                let term = Box::new(self.random(depth - 1));
                if self.rng.chance(50) {
                    Tree::Binary(AffineBinaryOp::Mul, term, factor)
                } else {
                    Tree::Binary(AffineBinaryOp::Mul, factor, term)
                }
            }
            n => {
                let op = [
                    AffineBinaryOp::FloorDiv,
                    AffineBinaryOp::CeilDiv,
                    AffineBinaryOp::Mod,
                ][n as usize - 3];
                let divisor = if semi_affine {
                    Box::new(Tree::Symbol(self.symbol_position()))
                } else {
                    let divisor = self.rng.range(1, 7);
                    self.divisors.push(divisor);
                    Box::new(Tree::Constant(divisor))
                };
                Tree::Binary(op, Box::new(self.random(depth - 1)), divisor)
            }
        };
        // Only small subtrees are shared, so that trees stay shallow and values small.
        if depth <= 3 {
            self.pool.push(tree.clone());
        }
        tree
    }
}

impl Tree {
    /// The value of the tree, with MLIR's semantics (`floordiv` and `ceildiv` round toward
    /// negative and positive infinity, `mod` is non-negative); `None` for a division by zero or
    /// a `mod` by a non-positive value, and for a value outside 64 bits anywhere in the tree
    /// (such cases say nothing about the simplifier).
    fn evaluate(&self, dims: &[i64], symbols: &[i64]) -> Option<i64> {
        let value = match self {
            Tree::Dim(p) => i128::from(dims[*p as usize]),
            Tree::Symbol(p) => i128::from(symbols[*p as usize]),
            Tree::Constant(c) => i128::from(*c),
            Tree::Binary(op, lhs, rhs) => {
                let l = i128::from(lhs.evaluate(dims, symbols)?);
                let r = i128::from(rhs.evaluate(dims, symbols)?);
                match op {
                    AffineBinaryOp::Add => l + r,
                    AffineBinaryOp::Mul => l * r,
                    AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => {
                        if r == 0 {
                            return None;
                        }
                        // Truncation, then one step toward the rounding direction when inexact.
                        let (q, exact) = (l / r, l % r == 0);
                        let toward_negative = (l < 0) != (r < 0);
                        match op {
                            AffineBinaryOp::FloorDiv if !exact && toward_negative => q - 1,
                            AffineBinaryOp::CeilDiv if !exact && !toward_negative => q + 1,
                            _ => q,
                        }
                    }
                    AffineBinaryOp::Mod if r > 0 => l.rem_euclid(r),
                    AffineBinaryOp::Mod => return None,
                }
            }
        };
        i64::try_from(value).ok()
    }

    /// The tree built with the simplifying constructors.
    fn build(&self) -> AffineExpr {
        match self {
            Tree::Dim(p) => AffineExpr::dim(*p),
            Tree::Symbol(p) => AffineExpr::symbol(*p),
            Tree::Constant(c) => AffineExpr::constant(*c),
            Tree::Binary(op, lhs, rhs) => AffineExpr::binary(*op, lhs.build(), rhs.build()),
        }
    }

    /// The tree in MLIR's syntax, every binary node parenthesized so that a parser builds
    /// exactly this tree (up to its own simplification).
    fn text(&self) -> String {
        match self {
            Tree::Dim(p) => format!("d{p}"),
            Tree::Symbol(p) => format!("s{p}"),
            Tree::Constant(c) => c.to_string(),
            Tree::Binary(op, lhs, rhs) => {
                format!("({} {} {})", lhs.text(), op.spelling(), rhs.text())
            }
        }
    }
}

/// The header `(d0, ...)[s0, ...]` of a map over `shape`'s inputs.
fn map_header(shape: Shape) -> String {
    let dims: Vec<String> = (0..shape.dims).map(|i| format!("d{i}")).collect();
    let symbols: Vec<String> = (0..shape.symbols).map(|i| format!("s{i}")).collect();
    format!("({})[{}]", dims.join(", "), symbols.join(", "))
}

/// Checks `cases` random trees of `shape` on `inputs` random inputs each; panics naming the
/// first tree whose built, simplified or reparsed form evaluates differently.
fn check(seed: u64, shape: Shape, cases: usize, inputs: usize, symbol_range: (i64, i64)) {
    let mut generator = Generator::new(seed, shape);
    for case in 0..cases {
        let tree = generator.tree();
        let rng = &mut generator.rng;
        let built = tree.build();
        let simplified = simplify_affine_expr(&built, shape.dims, shape.symbols);
        let text = format!("{} -> ({simplified})", map_header(shape));
        let reparsed = parse_affine_map_str(&text)
            .unwrap_or_else(|e| panic!("case {case}: `{text}` does not parse back: {e:?}"));
        let reparsed = &reparsed.results()[0];
        for _ in 0..inputs {
            let dims: Vec<i64> = (0..shape.dims).map(|_| rng.range(-40, 40)).collect();
            let symbols: Vec<i64> = (0..shape.symbols)
                .map(|_| rng.range(symbol_range.0, symbol_range.1))
                .collect();
            let Some(expected) = tree.evaluate(&dims, &symbols) else {
                continue;
            };
            let expected = Some(expected);
            for (form, expr) in [
                ("built", &built),
                ("simplified", &simplified),
                ("reparsed", reparsed),
            ] {
                assert_eq!(
                    expr.evaluate(&dims, &symbols),
                    expected,
                    "seed {seed} case {case}: {} ({form}: {expr}) at dims {dims:?} symbols \
                     {symbols:?}",
                    tree.text(),
                );
            }
        }
    }
}

#[test]
fn simplified_affine_expressions_keep_their_value() {
    let shape = Shape {
        dims: 2,
        symbols: 2,
        depth: 5,
        semi_affine: false,
    };
    check(0x5EED_AFF1, shape, 20_000, 8, (-40, 40));
}

#[test]
fn simplified_semi_affine_expressions_keep_their_value() {
    // Divisions by a symbol are only defined, and only simplified, for a positive divisor.
    let shape = Shape {
        dims: 2,
        symbols: 2,
        depth: 4,
        semi_affine: true,
    };
    check(0x5EED_5E31, shape, 20_000, 8, (1, 12));
}

#[test]
fn sums_with_a_quotient_plus_a_constant_are_not_remainders() {
    // `x + (x floordiv c - c)` once became `x mod c`: the rewrite of `x + (x floordiv c) * -c`
    // read the operands of a sum as those of a product.
    for (map, eight) in [
        ("(d0) -> (d0 + (d0 floordiv 4 - 4))", 6),
        ("(d0) -> (d0 + (d0 floordiv 3 + -3))", 7),
        ("(d0) -> (d0 + ((d0 floordiv 4) * 4 - 1))", 15),
    ] {
        let map = parse_affine_map_str(map).expect("a valid map");
        assert_eq!(map.evaluate(&[8], &[]), Some(vec![eight]), "{map}");
    }
}
