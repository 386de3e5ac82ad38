//! `!llvm.struct`: literal structs (uniqued by their elements and packing) and identified
//! structs (uniqued by their name, with a body set once on the core's
//! [`MutableStorage`](oxir::storage::MutableStorage), so they can be opaque or recursive).
//!
//! MLIR 19 writes `LLVMStructType` as a C++ class rather than in TableGen, for the same reason:
//! its identified form is mutable. The textual form is in [`crate::syntax`].

use crate::types::{is_valid_element_type, type_text};
use oxir::storage::{BodyAlreadySet, MutableStorage};
use oxir::types::TypeView;
use oxir::{Context, Type, TypeData};

/// The storage of a literal struct: its elements and whether it is packed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LiteralStructStorage {
    /// The element types.
    pub elements: Vec<Type>,
    /// Whether the struct has no padding between elements.
    pub packed: bool,
}

/// What an identified struct's body was set to.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StructBody {
    /// Declared opaque (`!llvm.struct<"a", opaque>`): it will never get elements.
    Opaque,
    /// Elements, packed or not.
    Elements {
        /// The element types.
        elements: Vec<Type>,
        /// Whether the struct has no padding between elements.
        packed: bool,
    },
}

/// The storage of an identified struct: its name, and its body once set.
pub type IdentifiedStructStorage = MutableStorage<String, StructBody>;

/// `!llvm.struct<...>`: a literal or an identified LLVM structure type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LLVMStructType(Type);

impl TypeView for LLVMStructType {
    fn matches(data: &TypeData) -> bool {
        matches!(data, TypeData::Dialect(storage)
            if storage.is::<LiteralStructStorage>() || storage.is::<IdentifiedStructStorage>())
    }
    fn wrap(ty: Type) -> Self {
        LLVMStructType(ty)
    }
    fn ty(self) -> Type {
        self.0
    }
}

impl From<LLVMStructType> for Type {
    fn from(view: LLVMStructType) -> Type {
        view.0
    }
}

/// The dialect and key under which both kinds of struct storage are interned.
const DIALECT: &str = "llvm";
const KEY: &str = "struct";

impl LLVMStructType {
    /// The underlying type.
    pub fn ty(self) -> Type {
        self.0
    }

    /// The literal struct of `elements` (unchecked; see [`Self::get_literal_checked`]).
    pub fn get_literal(ctx: &Context, elements: &[Type], packed: bool) -> Self {
        let storage = LiteralStructStorage {
            elements: elements.to_vec(),
            packed,
        };
        LLVMStructType(oxir::def_support::intern_type(ctx, DIALECT, KEY, storage))
    }

    /// The literal struct of `elements`, or MLIR's message when an element cannot be in a
    /// struct.
    pub fn get_literal_checked(
        ctx: &Context,
        elements: &[Type],
        packed: bool,
    ) -> Result<Self, String> {
        check_elements(ctx, elements)?;
        Ok(Self::get_literal(ctx, elements, packed))
    }

    /// The identified struct named `name`, with or without a body (MLIR's `getIdentified`).
    pub fn get_identified(ctx: &Context, name: &str) -> Self {
        let storage = IdentifiedStructStorage::new(name.to_string());
        LLVMStructType(oxir::def_support::intern_type(ctx, DIALECT, KEY, storage))
    }

    /// The identified struct named `name`, declared opaque unless it has a body already (MLIR's
    /// `getOpaque`; [`Self::is_opaque`] tells which).
    pub fn get_opaque(ctx: &Context, name: &str) -> Self {
        let ty = Self::get_identified(ctx, name);
        if let Some(storage) = ty.identified(ctx) {
            // A struct with elements already keeps them; the caller sees it is not opaque.
            let _ = storage.set_body(StructBody::Opaque);
        }
        ty
    }

    /// A new identified struct whose name starts with `name` and is not taken yet: `name`
    /// itself, else `name.0`, `name.1`, ... (MLIR's `getNewIdentified`), with its body.
    pub fn get_new_identified(ctx: &Context, name: &str, elements: &[Type], packed: bool) -> Self {
        let mut candidate = name.to_string();
        let mut counter = 0u64;
        loop {
            let ty = Self::get_identified(ctx, &candidate);
            // A name with a body is taken, even by an equal one.
            if !ty.is_initialized(ctx) && ty.set_body(ctx, elements, packed).is_ok() {
                return ty;
            }
            candidate = format!("{name}.{counter}");
            counter += 1;
        }
    }

    /// Sets the body of an identified struct: `Ok` when it had none or had this one (MLIR's
    /// `setBody`); [`BodyAlreadySet`] for a literal struct or a different body.
    pub fn set_body(
        self,
        ctx: &Context,
        elements: &[Type],
        packed: bool,
    ) -> Result<(), BodyAlreadySet> {
        match self.identified(ctx) {
            Some(storage) => storage.set_body(StructBody::Elements {
                elements: elements.to_vec(),
                packed,
            }),
            None => Err(BodyAlreadySet),
        }
    }

    fn literal(self, ctx: &Context) -> Option<&LiteralStructStorage> {
        oxir::def_support::type_storage::<LiteralStructStorage>(ctx, self.0)
    }

    fn identified(self, ctx: &Context) -> Option<&IdentifiedStructStorage> {
        oxir::def_support::type_storage::<IdentifiedStructStorage>(ctx, self.0)
    }

    /// Whether the struct is identified (has a name).
    pub fn is_identified(self, ctx: &Context) -> bool {
        self.identified(ctx).is_some()
    }

    /// The name of an identified struct.
    pub fn name(self, ctx: &Context) -> Option<&str> {
        self.identified(ctx).map(|s| s.key().as_str())
    }

    /// Whether an identified struct has its body set (elements or opaque); literal structs
    /// always have.
    pub fn is_initialized(self, ctx: &Context) -> bool {
        self.identified(ctx).is_none_or(|s| s.is_initialized())
    }

    /// Whether the struct is identified and has no elements to show: declared opaque, or no
    /// body set yet (MLIR's `isOpaque`).
    pub fn is_opaque(self, ctx: &Context) -> bool {
        self.identified(ctx)
            .is_some_and(|s| !matches!(s.body(), Some(StructBody::Elements { .. })))
    }

    /// Whether the struct is packed.
    pub fn is_packed(self, ctx: &Context) -> bool {
        if let Some(literal) = self.literal(ctx) {
            return literal.packed;
        }
        matches!(
            self.identified(ctx).and_then(|s| s.body()),
            Some(StructBody::Elements { packed: true, .. })
        )
    }

    /// The element types (none for an opaque struct).
    pub fn body(self, ctx: &Context) -> &[Type] {
        if let Some(literal) = self.literal(ctx) {
            return &literal.elements;
        }
        match self.identified(ctx).and_then(|s| s.body()) {
            Some(StructBody::Elements { elements, .. }) => elements,
            _ => &[],
        }
    }

    /// Whether `ty` is an `!llvm.struct` (the constraint `LLVMStructType`).
    pub fn satisfies(ctx: &Context, ty: Type) -> bool {
        ty.isa::<LLVMStructType>(ctx)
    }
}

/// MLIR's check of struct elements: "invalid LLVM structure element type: ...".
pub(crate) fn check_elements(ctx: &Context, elements: &[Type]) -> Result<(), String> {
    match elements.iter().find(|&&t| !is_valid_element_type(ctx, t)) {
        Some(&bad) => Err(format!(
            "invalid LLVM structure element type: {}",
            type_text(ctx, bad)
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LLVMPointerType;
    use oxir::text::parser::parse_type;
    use oxir::text::printer::print_type;

    fn context() -> Context {
        let ctx = Context::new();
        crate::register(&ctx);
        ctx
    }

    #[test]
    fn identified_structs_get_one_body_and_keep_it() {
        let ctx = context();
        let i32 = ctx.common().i32;
        let node = LLVMStructType::get_identified(&ctx, "node");
        assert!(node.is_identified(&ctx) && !node.is_initialized(&ctx) && node.is_opaque(&ctx));
        let ptr = LLVMPointerType::get(&ctx, 0).ty();
        assert_eq!(node.set_body(&ctx, &[i32, ptr, node.ty()], false), Ok(()));
        assert_eq!(node.set_body(&ctx, &[i32, ptr, node.ty()], false), Ok(()));
        assert_eq!(node.set_body(&ctx, &[i32], false), Err(BodyAlreadySet));
        assert_eq!(
            node.set_body(&ctx, &[i32, ptr, node.ty()], true),
            Err(BodyAlreadySet)
        );
        assert_eq!(node.body(&ctx), &[i32, ptr, node.ty()]);
        assert_eq!(node.name(&ctx), Some("node"));
        assert!(!node.is_opaque(&ctx) && !node.is_packed(&ctx));
        assert_eq!(
            print_type(&ctx, node.ty()),
            r#"!llvm.struct<"node", (i32, ptr, struct<"node">)>"#
        );
        // A defined struct is not made opaque.
        assert!(!LLVMStructType::get_opaque(&ctx, "node").is_opaque(&ctx));
        let handle = LLVMStructType::get_opaque(&ctx, "handle");
        assert!(handle.is_opaque(&ctx) && handle.is_initialized(&ctx));
        assert_eq!(handle.set_body(&ctx, &[i32], false), Err(BodyAlreadySet));
    }

    #[test]
    fn literal_structs_are_uniqued_by_elements_and_packing() {
        let ctx = context();
        let i8 = ctx.common().i8;
        let a = LLVMStructType::get_literal(&ctx, &[i8], false);
        assert_eq!(a, LLVMStructType::get_literal(&ctx, &[i8], false));
        assert_ne!(a, LLVMStructType::get_literal(&ctx, &[i8], true));
        assert!(!a.is_identified(&ctx) && a.is_initialized(&ctx) && !a.is_opaque(&ctx));
        assert_eq!(a.set_body(&ctx, &[i8], false), Err(BodyAlreadySet));
        let void = crate::LLVMVoidType::get(&ctx).ty();
        assert_eq!(
            LLVMStructType::get_literal_checked(&ctx, &[void], false),
            Err("invalid LLVM structure element type: '!llvm.void'".to_string())
        );
        assert_eq!(
            parse_type(&ctx, "!llvm.struct<packed (i8)>").unwrap(),
            LLVMStructType::get_literal(&ctx, &[i8], true).ty()
        );
    }

    #[test]
    fn new_identified_structs_take_a_free_name() {
        let ctx = context();
        let i8 = ctx.common().i8;
        let i16 = ctx.common().i16;
        let first = LLVMStructType::get_new_identified(&ctx, "s", &[i8], false);
        let second = LLVMStructType::get_new_identified(&ctx, "s", &[i16], false);
        assert_eq!(first.name(&ctx), Some("s"));
        assert_eq!(second.name(&ctx), Some("s.0"));
        assert_eq!(second.body(&ctx), &[i16]);
    }
}
