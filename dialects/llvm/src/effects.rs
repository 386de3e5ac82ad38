//! The memory effects of the `llvm` ops that touch memory (MLIR's `MemRead`, `MemWrite` and
//! `MemAlloc` on their operands and results): loads read their address, stores write theirs,
//! `llvm.alloca` allocates its result in the automatic-allocation-scope resource, and
//! `memcpy` / `memset` read and write their pointers. Ops without a model and not `Pure` (calls,
//! atomics, fences) have unknown effects, so nothing moves or removes them.

use oxir::effects::{AUTOMATIC_ALLOCATION_SCOPE_RESOURCE, EffectKind, EffectTable, EffectTarget};

use EffectKind::{Allocate, Read, Write};
use EffectTarget::{Operand, Result};

/// `llvm.load` reads its address.
pub const LOAD: EffectTable = EffectTable::new(&[(Read, Operand(0))]);
/// `llvm.store` writes its address (operand 1).
pub const STORE: EffectTable = EffectTable::new(&[(Write, Operand(1))]);
/// `llvm.alloca` allocates its result on the stack of the enclosing function.
pub const ALLOCA: EffectTable =
    EffectTable::in_resource(&[(Allocate, Result)], AUTOMATIC_ALLOCATION_SCOPE_RESOURCE);
/// `llvm.intr.memcpy` reads its source and writes its destination.
pub const MEMCPY: EffectTable = EffectTable::new(&[(Write, Operand(0)), (Read, Operand(1))]);
/// `llvm.intr.memset` writes its destination.
pub const MEMSET: EffectTable = EffectTable::new(&[(Write, Operand(0))]);
