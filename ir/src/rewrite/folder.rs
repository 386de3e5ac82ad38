//! The [`OperationFolder`]: folding with constant management (MLIR's `OperationFolder`).
//! Constants live at the start of the entry block of their *scope*: the nearest enclosing region
//! whose op is isolated from above or unregistered (it might be isolated), or the top region of
//! the body. Within a scope, constants are unique per (dialect, attribute, type): folding reuses
//! an existing one, materializes a missing one there, and moves constants up so that they
//! dominate their uses.
//!
//! A folder works on one body (op ids are per body) and keeps track of the constants it knows;
//! an op it knows that is erased by other means must be reported with
//! [`OperationFolder::notify_removal`]. It does not apply patterns.

use super::fold::{
    FoldOutcome, FoldResult, FoldStatus, apply_in_place_update, constant_value, fold_op,
    results_to_values,
};
use super::rewriter::PatternRewriter;
use crate::attrs::Attribute;
use crate::context::Context;
use crate::structure::{BlockId, Body, InsertPoint, Location, OpId, RegionId, Value};
use crate::traits::Trait;
use crate::types::Type;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Identifies a unique constant within a scope.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
struct ConstantKey {
    dialect: u32,
    value: Attribute,
    ty: Type,
}

/// A constant the folder knows: its scope and the keys it is known under (two when a dialect
/// materialized a constant of another dialect).
#[derive(Clone, Debug)]
struct KnownConstant {
    scope: RegionId,
    keys: SmallVec<[ConstantKey; 1]>,
}

/// Folds ops and keeps their constants unique. See the module documentation.
#[derive(Default, Debug)]
pub struct OperationFolder {
    scopes: FxHashMap<RegionId, FxHashMap<ConstantKey, OpId>>,
    known: FxHashMap<OpId, KnownConstant>,
    dialects: FxHashMap<String, u32>,
}

impl OperationFolder {
    /// A folder that knows no constant.
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets every constant.
    pub fn clear(&mut self) {
        self.scopes.clear();
        self.known.clear();
    }

    /// Whether `op` is a constant this folder keeps unique.
    pub fn is_folder_owned(&self, op: OpId) -> bool {
        self.known.contains_key(&op)
    }

    /// Forgets `op` (a constant about to be erased by other means).
    pub fn notify_removal(&mut self, op: OpId) {
        let Some(known) = self.known.remove(&op) else {
            return;
        };
        if let Some(constants) = self.scopes.get_mut(&known.scope) {
            for key in known.keys {
                if constants.get(&key) == Some(&op) {
                    constants.remove(&key);
                }
            }
        }
    }

    /// Folds `op`: updates it in place, or replaces it with existing values and unique
    /// constants of its scope (materialized at the start of the scope when missing).
    pub fn try_to_fold(&mut self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> FoldStatus {
        if self.is_folder_owned(op) {
            self.rehoist(rewriter, op);
            return FoldStatus::NotFolded;
        }
        let ctx = rewriter.ctx();
        match fold_op(ctx, rewriter.body(), op) {
            FoldOutcome::NoFold => FoldStatus::NotFolded,
            FoldOutcome::InPlace(update) => apply_in_place_update(rewriter, op, &update),
            FoldOutcome::Results(results) => self.replace_with_results(rewriter, op, &results),
        }
    }

    fn replace_with_results(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
        results: &[FoldResult],
    ) -> FoldStatus {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        let Some(block) = body.op_parent_block(op) else {
            return FoldStatus::NotFolded;
        };
        let Some(scope) = insertion_region(ctx, body, block) else {
            return FoldStatus::NotFolded;
        };
        let Some(entry) = body.region_entry(scope) else {
            return FoldStatus::NotFolded;
        };
        let dialect = ctx.op_name_dialect(body.op_name(op));
        let unknown = ctx.common().unknown_loc;
        rewriter.set_insertion_point_to_start(entry);
        let mut constant = |rewriter: &mut PatternRewriter<'_>, attr, ty| {
            let (constant, new) =
                self.get_or_create(rewriter, scope, dialect, attr, ty, unknown)?;
            // A constant placed after `op` in the same block would not dominate it.
            let body = rewriter.body();
            if body.op_parent_block(constant) == Some(block)
                && body.first_op(block) != Some(constant)
            {
                let _ = rewriter.move_op(constant, InsertPoint::BlockStart(block));
            }
            Some((constant, new))
        };
        match results_to_values(rewriter, op, results, &mut constant) {
            Ok(values) => match rewriter.replace_op(op, &values) {
                Ok(()) => FoldStatus::Replaced,
                Err(_) => FoldStatus::NotFolded,
            },
            Err(created) => {
                for constant in created {
                    self.notify_removal(constant);
                    let _ = rewriter.erase_op(constant);
                }
                FoldStatus::NotFolded
            }
        }
    }

    /// Registers an existing constant `op` (whose value is `value`, or is read from it): when its
    /// scope already has an equal constant, `op` is replaced by it and erased and `false` is
    /// returned; otherwise `op` becomes the scope's constant, moved to the start of the scope's
    /// entry block unless it is already among the constants there.
    pub fn insert_known_constant(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
        value: Option<Attribute>,
    ) -> bool {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        let Some(block) = body.op_parent_block(op) else {
            return true;
        };
        if self.is_folder_owned(op) {
            self.rehoist(rewriter, op);
            return true;
        }
        let Some(value) = value.or_else(|| constant_value(ctx, body, op)) else {
            return true;
        };
        let (Some(scope), Some(ty)) = (
            insertion_region(ctx, body, block),
            body.result_types(op).next(),
        ) else {
            return true;
        };
        let key = ConstantKey {
            dialect: self.dialect_id(ctx.op_name_dialect(body.op_name(op))),
            value,
            ty,
        };
        let existing = self.scopes.get(&scope).and_then(|c| c.get(&key)).copied();
        if let Some(existing) = existing
            && existing != op
        {
            if rewriter
                .replace_op(op, &[Value::result(existing, 0)])
                .is_err()
            {
                return true;
            }
            self.forget_location(rewriter, existing);
            return false;
        }
        let body = rewriter.body();
        let Some(entry) = body.region_entry(scope) else {
            return true;
        };
        let in_place = block == entry
            && (body.first_op(entry) == Some(op)
                || body.prev_op(op).is_some_and(|p| self.is_folder_owned(p)));
        if !in_place {
            let _ = rewriter.move_op(op, InsertPoint::BlockStart(entry));
            self.forget_location(rewriter, op);
        }
        self.scopes.entry(scope).or_default().insert(key, op);
        self.known.insert(
            op,
            KnownConstant {
                scope,
                keys: smallvec::smallvec![key],
            },
        );
        true
    }

    /// The unique constant of `value` and `ty` (dialect `dialect`) in the scope of `block`,
    /// materialized at the start of the scope when missing.
    pub fn get_or_create_constant(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        block: BlockId,
        dialect: &str,
        value: Attribute,
        ty: Type,
    ) -> Option<Value> {
        let ctx = rewriter.ctx();
        let scope = insertion_region(ctx, rewriter.body(), block)?;
        let entry = rewriter.body().region_entry(scope)?;
        rewriter.set_insertion_point_to_start(entry);
        let unknown = ctx.common().unknown_loc;
        let (op, _) = self.get_or_create(rewriter, scope, dialect, value, ty, unknown)?;
        Some(Value::result(op, 0))
    }

    /// The constant for (`dialect`, `value`, `ty`) in `scope`, or a new one built at the
    /// rewriter's insertion point; whether it is new.
    fn get_or_create(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        scope: RegionId,
        dialect: &str,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<(OpId, bool)> {
        let key = ConstantKey {
            dialect: self.dialect_id(dialect),
            value,
            ty,
        };
        if let Some(&existing) = self.scopes.get(&scope).and_then(|c| c.get(&key)) {
            if rewriter.body().op_loc(existing) != loc {
                self.forget_location(rewriter, existing);
            }
            return Some((existing, false));
        }
        let op = rewriter.materialize_constant(dialect, value, ty, loc)?;
        let ctx = rewriter.ctx();
        let made_in = ctx.op_name_dialect(rewriter.body().op_name(op));
        if made_in == dialect {
            self.remember(scope, op, &[key]);
            return Some((op, true));
        }
        // The dialect built a constant of another dialect: it is known under both.
        let other = ConstantKey {
            dialect: self.dialect_id(made_in),
            ..key
        };
        if let Some(&existing) = self.scopes.get(&scope).and_then(|c| c.get(&other)) {
            let _ = rewriter.erase_op(op);
            self.remember(scope, existing, &[key]);
            if rewriter.body().op_loc(existing) != loc {
                self.forget_location(rewriter, existing);
            }
            return Some((existing, false));
        }
        self.remember(scope, op, &[key, other]);
        Some((op, true))
    }

    fn remember(&mut self, scope: RegionId, op: OpId, keys: &[ConstantKey]) {
        let constants = self.scopes.entry(scope).or_default();
        for &key in keys {
            constants.insert(key, op);
        }
        let known = self.known.entry(op).or_insert_with(|| KnownConstant {
            scope,
            keys: SmallVec::new(),
        });
        known.keys.extend_from_slice(keys);
    }

    /// Moves a known constant back to the start of its block when something else was inserted
    /// before it.
    fn rehoist(&mut self, rewriter: &mut PatternRewriter<'_>, op: OpId) {
        let body = rewriter.body();
        let Some(block) = body.op_parent_block(op) else {
            return;
        };
        let at_front = body.first_op(block) == Some(op)
            || body.prev_op(op).is_some_and(|p| self.is_folder_owned(p));
        if !at_front {
            let _ = rewriter.move_op(op, InsertPoint::BlockStart(block));
            self.forget_location(rewriter, op);
        }
    }

    /// A constant that moved or stands for several merged ones has no single source location.
    fn forget_location(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) {
        let unknown = rewriter.ctx().common().unknown_loc;
        if rewriter.body().op_loc(op) != unknown {
            rewriter.modify_op_in_place(op, |body| body.set_op_loc(op, unknown));
        }
    }

    fn dialect_id(&mut self, dialect: &str) -> u32 {
        if let Some(&id) = self.dialects.get(dialect) {
            return id;
        }
        let id = self.dialects.len() as u32;
        self.dialects.insert(dialect.to_string(), id);
        id
    }
}

/// The scope where constants used in `block` live: the nearest enclosing region whose op is
/// registered `IsolatedFromAbove`, unregistered (it might be isolated) or at the top of the body,
/// or the top region of the body. `None` for a detached block.
pub fn insertion_region(ctx: &Context, body: &Body, block: BlockId) -> Option<RegionId> {
    let mut block = block;
    loop {
        let region = body.block_parent_region(block)?;
        let Some(parent) = body.region_parent_op(region) else {
            return Some(region);
        };
        let isolated = ctx
            .op_descriptor(body.op_name(parent))
            .is_none_or(|d| d.traits.has(Trait::IsolatedFromAbove));
        match body.op_parent_block(parent) {
            Some(outer) if !isolated => block = outer,
            _ => return Some(region),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use super::*;

    const INPUT: &str = r#""t.func"() ({
^bb0(%a: i32):
  "t.print"(%a) : (i32) -> ()
  "t.region"() ({
    %c1 = "t.constant"() {value = 1 : i32} : () -> i32
    %c2 = "t.constant"() {value = 2 : i32} : () -> i32
    %x = "t.add"(%c1, %c2) : (i32, i32) -> i32
    %y = "t.add"(%c2, %c1) : (i32, i32) -> i32
    "t.print"(%x, %y) : (i32, i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;

    #[test]
    fn folded_constants_go_to_the_start_of_the_scope_once() {
        let ctx = context();
        let mut owned = parse(&ctx, INPUT);
        {
            let body = nested_of(&ctx, &mut owned, "t.func");
            let adds = ops_named(&ctx, body, "t.add");
            let mut folder = OperationFolder::new();
            let mut rewriter = PatternRewriter::new(&ctx, body);
            assert_eq!(
                folder.try_to_fold(&mut rewriter, adds[0]),
                FoldStatus::Replaced
            );
            assert_eq!(
                folder.try_to_fold(&mut rewriter, adds[1]),
                FoldStatus::Replaced
            );
            let constant = ops_named(&ctx, rewriter.body(), "t.constant")[0];
            assert!(folder.is_folder_owned(constant));
            assert_eq!(
                folder.try_to_fold(&mut rewriter, constant),
                FoldStatus::NotFolded,
                "a constant the folder owns does not fold again"
            );
        }
        let text = print(&ctx, &owned);
        assert!(
            text.contains(
                r#"  ^bb0(%arg0: i32):
    %0 = "t.constant"() {value = 3 : i32} : () -> i32
    "t.print"(%arg0) : (i32) -> ()
    "t.region"() ({
      %1 = "t.constant"() {value = 1 : i32} : () -> i32
      %2 = "t.constant"() {value = 2 : i32} : () -> i32
      "t.print"(%0, %0) : (i32, i32) -> ()"#
            ),
            "{text}"
        );
    }

    #[test]
    fn known_constants_are_deduplicated_and_hoisted() {
        let ctx = context();
        let mut owned = parse(&ctx, INPUT);
        {
            let body = nested_of(&ctx, &mut owned, "t.func");
            let constants = ops_named(&ctx, body, "t.constant");
            let mut rewriter = PatternRewriter::new(&ctx, body);
            let mut folder = OperationFolder::new();
            assert!(folder.insert_known_constant(&mut rewriter, constants[1], None));
            let one = int(&ctx, 1, ctx.common().i32);
            let block = rewriter.body().op_parent_block(constants[0]).unwrap();
            let existing = folder
                .get_or_create_constant(&mut rewriter, block, "t", one, ctx.common().i32)
                .unwrap();
            assert!(
                !folder.insert_known_constant(&mut rewriter, constants[0], None),
                "a second 1 is replaced by the first"
            );
            assert!(!rewriter.body().contains_op(constants[0]));
            assert_eq!(
                existing.defining_op().map(|op| folder.is_folder_owned(op)),
                Some(true)
            );
            folder.notify_removal(constants[1]);
            assert!(!folder.is_folder_owned(constants[1]));
        }
        let text = print(&ctx, &owned);
        assert!(
            text.contains(
                r#"  ^bb0(%arg0: i32):
    %0 = "t.constant"() {value = 1 : i32} : () -> i32
    %1 = "t.constant"() {value = 2 : i32} : () -> i32
    "t.print"(%arg0) : (i32) -> ()
    "t.region"() ({
      %2 = "t.add"(%0, %1) : (i32, i32) -> i32
      %3 = "t.add"(%1, %0) : (i32, i32) -> i32"#
            ),
            "{text}"
        );
    }

    #[test]
    fn a_reused_constant_is_moved_up_to_dominate_the_folded_op() {
        let ctx = context();
        let mut owned = parse(
            &ctx,
            r#""t.func"() ({
  %c1 = "t.constant"() {value = 1 : i32} : () -> i32
  %x = "t.add"(%c1, %c1) : (i32, i32) -> i32
  "t.print"(%x) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#,
        );
        {
            let body = nested_of(&ctx, &mut owned, "t.func");
            let x = ops_named(&ctx, body, "t.add")[0];
            let block = body.op_parent_block(x).unwrap();
            let mut rewriter = PatternRewriter::new(&ctx, body);
            let mut folder = OperationFolder::new();
            let two = int(&ctx, 2, ctx.common().i32);
            let constant = folder
                .get_or_create_constant(&mut rewriter, block, "t", two, ctx.common().i32)
                .and_then(|v| v.defining_op())
                .unwrap();
            rewriter.move_op_after(constant, x).unwrap();
            assert_eq!(folder.try_to_fold(&mut rewriter, x), FoldStatus::Replaced);
        }
        let text = print(&ctx, &owned);
        assert!(
            text.contains(
                r#"    %0 = "t.constant"() {value = 2 : i32} : () -> i32
    %1 = "t.constant"() {value = 1 : i32} : () -> i32
    "t.print"(%0) : (i32) -> ()"#
            ),
            "{text}"
        );
    }

    #[test]
    fn the_scope_is_the_nearest_isolated_or_unregistered_region() {
        let ctx = context();
        ctx.set_allow_unregistered_dialects(true);
        let mut owned = parse(
            &ctx,
            r#""t.func"() ({
  "t.region"() ({
    "u.opaque"() ({
      "t.return"() : () -> ()
    }) : () -> ()
    "t.return"() : () -> ()
  }) : () -> ()
  "t.return"() : () -> ()
}) : () -> ()"#,
        );
        let body = nested_of(&ctx, &mut owned, "t.func");
        let returns = ops_named(&ctx, body, "t.return");
        let block_of = |op| body.op_parent_block(op).unwrap();
        let top = body.top_level_regions().next();
        let opaque = ops_named(&ctx, body, "u.opaque")[0];
        assert_eq!(
            insertion_region(&ctx, body, block_of(returns[0])),
            Some(body.op_regions(opaque)[0])
        );
        assert_eq!(insertion_region(&ctx, body, block_of(returns[1])), top);
        assert_eq!(insertion_region(&ctx, body, block_of(returns[2])), top);
    }
}
