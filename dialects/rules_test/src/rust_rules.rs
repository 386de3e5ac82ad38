//! The rules of `defs/rt.rules.toml` written in Rust syntax with `oxir_drr_macros::rules!`, one
//! for one and in the same order: the tests check that both give the same generated code and
//! the same rewrites. Ops are named by their generated types (`NegOp` for `rt.neg`).

oxir_drr_macros::rules! {
    summary = "test rules using every feature of the rule language";
    use crate from "defs/rt.toml";

    // Nested ops and `replaceWithValue` (written as a bare `$x`).
    /// -(-x) is x
    rule double_neg: (NegOp (NegOp $x)) => $x;

    // Commutative matching, and a named location.
    /// x + (-y) is x - y, with the negation on either side
    rule add_neg: (AddOp (either $x, (NegOp $y))) => (SubOp $x, $y, (location "add_neg"));

    // An attribute literal in the source.
    rule add_zero: (AddOp $x, (ConstantOp (attr "0 : i32"))) => (replaceWithValue $x);

    // A native matcher on an operand, its output constrained and bound.
    rule sub_zero: (SubOp $x, (crate::native::constant_value I32Attr:$c))
        if (crate::native::is_zero $c)
        => $x;

    // A constrained attribute, a type constraint on a bound value, a native constraint, a
    // native builder returning an attribute, and the location of one matched op.
    /// x * 2^k is x << k
    rule mul_pow2: (MulOp $x, (ConstantOp:$c I32Attr:$v))
        if (I32 $x), (crate::native::is_power_of_two $v)
        => (ShlOp $x, (ConstantOp (crate::native::log2 $v), (location $c)));

    // Multiple roots: one op with two named results.
    rule div_rem: (DivOp $a, $b), (RemOp $a, $b) => (DivremOp $a, $b);

    // An auxiliary multi-result op and one of its results by name.
    rule div_alone: (DivOp $a, $b) => (DivremOp:$dr $a, $b), $dr.quot;

    // Replacing a multi-result op, with a constraint on one of its results by name.
    rule divrem_by_one: (DivremOp:$d $a, (ConstantOp (attr "1 : i32")))
        if (hasOneUse $d.quot)
        => $a, (ConstantOp (attr "0 : i32"));

    // A nested multi-result op saying which of its results feeds the operand.
    rule neg_of_rem: (NegOp (DivremOp:$d.rem $a, $b)) => (NegOp (RemOp $a, $b));

    // Unpacking a variadic group.
    rule pack_one: (PackOp [$a], _) => $a;

    // Unpacking and packing variadic groups by name: a nested pack is spliced into its user.
    rule pack_flatten: (PackOp [(PackOp $inner, _), $rest...], $label)
        => (PackOp [$inner..., $rest...], $label);

    // An absent optional operand.
    rule scale_by_nothing: (ScaleOp $x, []) => $x;

    // `returnType` for an op whose result type nothing else gives.
    rule widen_is_cast: (WidenOp $x) => (CastOp $x, (returnType (type "i64")));

    // A cast to the type it casts from is its input.
    rule identity_cast: (CastOp:$r $x) if (same_type $r, $x) => $x;

    // A native builder returning two values.
    rule swap_halves: (SwapOp $x) => (crate::native::halves:[$lo, $hi] $x), (JoinOp $lo, $hi);

    // Properties and attributes, a native builder of an attribute, and a supplemental native
    // call on the op built.
    rule merge_weights: (WeightedOp (WeightedOp $x, $w1, _), $w2, $note)
        => (WeightedOp:$merged $x, (crate::native::sum_weights $w1, $w2), $note)
        then (crate::native::mark_merged $merged);

    // A one-use constraint and the fused location of two matched ops.
    /// (-x) - y is -(x + y) when the negation has no other use
    rule sub_of_neg: (SubOp:$s (NegOp:$n $x), $y)
        if (hasOneUse $n)
        => (NegOp (AddOp $x, $y), (location $s, $n));

    // Matching a region's block with its arguments, and erasing the root.
    rule empty_loop: (LoopOp _, {^(_) (YieldOp [])}) => erase;

    // Moving a matched region into a new op.
    rule loop_to_for: (LoopOp $n, $body) => (ForOp (ZeroOp), $n, $body);

    // Building a region with a block argument.
    rule times_to_loop: (TimesOp $n) => (LoopOp $n, {^($i: Index) (PrintOp $i) (YieldOp [])});

    // Inlining a matched region.
    rule inline_execute: (ExecuteOp $body) => (inline $body);

    // Successors: a branch on a constant condition.
    rule const_branch: (CondBrOp (BoolOp (attr "true")), $then, $else) => (BrOp $then);
}
