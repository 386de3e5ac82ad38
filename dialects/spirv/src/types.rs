//! The SPIR-V types (MLIR's `SPIRVTypes.cpp`, a C++ file in MLIR 19 as well): pointers into a
//! storage class, arrays and runtime arrays with an optional stride, matrices of column
//! vectors, and structs, literal or identified (named, on the core's
//! [`MutableStorage`](oxir::storage::MutableStorage), so a struct can point to itself). The
//! textual forms are in [`crate::syntax`].

use crate::{Decoration, StorageClass};
use oxir::storage::{BodyAlreadySet, MutableStorage};
use oxir::types::TypeView;
use oxir::{Context, Type, TypeData};

/// The dialect the types are interned under.
const DIALECT: &str = "spirv";

/// Implements [`TypeView`] for a view over one storage type.
macro_rules! storage_view {
    ($view:ident, $($storage:ty),+) => {
        impl TypeView for $view {
            fn matches(data: &TypeData) -> bool {
                matches!(data, TypeData::Dialect(s) if $(s.is::<$storage>())||+)
            }
            fn wrap(ty: Type) -> Self {
                $view(ty)
            }
            fn ty(self) -> Type {
                self.0
            }
        }
        impl $view {
            /// The underlying type.
            pub fn ty(self) -> Type {
                self.0
            }
        }
        impl From<$view> for Type {
            fn from(view: $view) -> Type {
                view.0
            }
        }
    };
}

/// The storage of `!spirv.ptr<T, StorageClass>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PointerTypeStorage {
    /// The type pointed to.
    pub pointee: Type,
    /// Where the object lives.
    pub storage_class: StorageClass,
}

/// `!spirv.ptr<T, StorageClass>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PointerType(Type);
storage_view!(PointerType, PointerTypeStorage);

impl PointerType {
    /// The pointer to `pointee` in `storage_class`.
    pub fn get(ctx: &Context, pointee: Type, storage_class: StorageClass) -> Self {
        let storage = PointerTypeStorage {
            pointee,
            storage_class,
        };
        PointerType(oxir::def_support::intern_type(ctx, DIALECT, "ptr", storage))
    }
    fn storage(self, ctx: &Context) -> &PointerTypeStorage {
        oxir::def_support::type_storage(ctx, self.0).expect("a pointer type's storage")
    }
    /// The type pointed to.
    pub fn pointee(self, ctx: &Context) -> Type {
        self.storage(ctx).pointee
    }
    /// The storage class.
    pub fn storage_class(self, ctx: &Context) -> StorageClass {
        self.storage(ctx).storage_class
    }
}

/// The storage of `!spirv.array<N x T, stride=K>` (stride 0: none).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayTypeStorage {
    /// The element type.
    pub element: Type,
    /// The number of elements.
    pub count: u32,
    /// The bytes between elements, 0 when not decorated.
    pub stride: u32,
}

/// `!spirv.array<N x T>`, with `, stride=K` when laid out explicitly.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayType(Type);
storage_view!(ArrayType, ArrayTypeStorage);

impl ArrayType {
    /// The array of `count` `element`s, `stride` bytes apart (0 for no stride).
    pub fn get(ctx: &Context, element: Type, count: u32, stride: u32) -> Self {
        let storage = ArrayTypeStorage {
            element,
            count,
            stride,
        };
        ArrayType(oxir::def_support::intern_type(
            ctx, DIALECT, "array", storage,
        ))
    }
    fn storage(self, ctx: &Context) -> &ArrayTypeStorage {
        oxir::def_support::type_storage(ctx, self.0).expect("an array type's storage")
    }
    /// The element type.
    pub fn element(self, ctx: &Context) -> Type {
        self.storage(ctx).element
    }
    /// The number of elements.
    pub fn count(self, ctx: &Context) -> u32 {
        self.storage(ctx).count
    }
    /// The stride, 0 when none.
    pub fn stride(self, ctx: &Context) -> u32 {
        self.storage(ctx).stride
    }
}

/// The storage of `!spirv.rtarray<T, stride=K>` (stride 0: none).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuntimeArrayTypeStorage {
    /// The element type.
    pub element: Type,
    /// The bytes between elements, 0 when not decorated.
    pub stride: u32,
}

/// `!spirv.rtarray<T>`: an array whose length is known at run time only.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuntimeArrayType(Type);
storage_view!(RuntimeArrayType, RuntimeArrayTypeStorage);

impl RuntimeArrayType {
    /// The runtime array of `element`s, `stride` bytes apart (0 for no stride).
    pub fn get(ctx: &Context, element: Type, stride: u32) -> Self {
        let storage = RuntimeArrayTypeStorage { element, stride };
        RuntimeArrayType(oxir::def_support::intern_type(
            ctx, DIALECT, "rtarray", storage,
        ))
    }
    fn storage(self, ctx: &Context) -> &RuntimeArrayTypeStorage {
        oxir::def_support::type_storage(ctx, self.0).expect("a runtime array type's storage")
    }
    /// The element type.
    pub fn element(self, ctx: &Context) -> Type {
        self.storage(ctx).element
    }
    /// The stride, 0 when none.
    pub fn stride(self, ctx: &Context) -> u32 {
        self.storage(ctx).stride
    }
}

/// The storage of `!spirv.matrix<N x vector<MxT>>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MatrixTypeStorage {
    /// The type of a column: a vector of floats.
    pub column: Type,
    /// The number of columns.
    pub columns: u32,
}

/// `!spirv.matrix<N x vector<MxT>>`: `N` columns, each a vector.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MatrixType(Type);
storage_view!(MatrixType, MatrixTypeStorage);

impl MatrixType {
    /// The matrix of `columns` columns of type `column`.
    pub fn get(ctx: &Context, column: Type, columns: u32) -> Self {
        let storage = MatrixTypeStorage { column, columns };
        MatrixType(oxir::def_support::intern_type(
            ctx, DIALECT, "matrix", storage,
        ))
    }
    fn storage(self, ctx: &Context) -> &MatrixTypeStorage {
        oxir::def_support::type_storage(ctx, self.0).expect("a matrix type's storage")
    }
    /// The column type.
    pub fn column(self, ctx: &Context) -> Type {
        self.storage(ctx).column
    }
    /// The number of columns.
    pub fn columns(self, ctx: &Context) -> u32 {
        self.storage(ctx).columns
    }
}

/// A decoration of one struct member: `NonWritable`, `MatrixStride=16`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemberDecoration {
    /// The member's index.
    pub member: u32,
    /// The decoration.
    pub decoration: Decoration,
    /// Its literal operand, for decorations that take one.
    pub value: Option<u32>,
}

/// The body of a struct: members, their offsets (none, or one per member) and decorations.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct StructBody {
    /// The member types.
    pub members: Vec<Type>,
    /// The byte offset of each member, or empty when the struct has no explicit layout.
    pub offsets: Vec<u32>,
    /// The member decorations, sorted.
    pub decorations: Vec<MemberDecoration>,
}

/// The storage of an identified struct: its name and, once set, its body.
pub type IdentifiedStructStorage = MutableStorage<String, StructBody>;

/// `!spirv.struct<...>`: literal (uniqued by its body) or identified (uniqued by its name).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StructType(Type);
storage_view!(StructType, StructBody, IdentifiedStructStorage);

impl StructType {
    /// The literal struct of `body` (its decorations sorted here).
    pub fn get(ctx: &Context, mut body: StructBody) -> Self {
        sort_decorations(&mut body);
        StructType(oxir::def_support::intern_type(ctx, DIALECT, "struct", body))
    }

    /// The identified struct named `name`, with or without a body.
    pub fn get_identified(ctx: &Context, name: &str) -> Self {
        let storage = IdentifiedStructStorage::new(name.to_string());
        StructType(oxir::def_support::intern_type(
            ctx, DIALECT, "struct", storage,
        ))
    }

    /// Sets the body of an identified struct: `Ok` when it had none or had this one.
    pub fn set_body(self, ctx: &Context, mut body: StructBody) -> Result<(), BodyAlreadySet> {
        sort_decorations(&mut body);
        match self.identified(ctx) {
            Some(storage) => storage.set_body(body),
            None => Err(BodyAlreadySet),
        }
    }

    fn identified(self, ctx: &Context) -> Option<&IdentifiedStructStorage> {
        oxir::def_support::type_storage::<IdentifiedStructStorage>(ctx, self.0)
    }

    /// The name of an identified struct.
    pub fn name(self, ctx: &Context) -> Option<&str> {
        self.identified(ctx).map(|s| s.key().as_str())
    }

    /// The body (empty for an identified struct without one yet).
    pub fn body(self, ctx: &Context) -> &StructBody {
        static EMPTY: StructBody = StructBody {
            members: Vec::new(),
            offsets: Vec::new(),
            decorations: Vec::new(),
        };
        if let Some(body) = oxir::def_support::type_storage::<StructBody>(ctx, self.0) {
            return body;
        }
        self.identified(ctx)
            .and_then(|s| s.body())
            .unwrap_or(&EMPTY)
    }

    /// The member types.
    pub fn members(self, ctx: &Context) -> &[Type] {
        &self.body(ctx).members
    }
}

/// Whether `ty` is a type of the `spirv` dialect.
pub fn is_spirv_type(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Dialect(storage) if storage.dialect == DIALECT)
}

/// `ty` or, for a 1-D fixed vector of 2, 3, 4, 8 or 16 elements, its element type: the
/// scalar `check` is asked about (SPIR-V's `ScalarOrVectorOf`); `None` for any other vector.
fn scalar_of(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => (shape.len() == 1 && !scalable[0] && matches!(shape[0], 2 | 3 | 4 | 8 | 16))
            .then_some(*element),
        _ => Some(ty),
    }
}

/// Whether `ty` is an 8/16/32/64-bit integer of any signedness, or a vector of them of length
/// 2/3/4/8/16 (MLIR's `SPIRV_ScalarOrVectorOf<SPIRV_Integer>`).
pub fn is_integer_or_vector(ctx: &Context, ty: Type) -> bool {
    scalar_of(ctx, ty).is_some_and(|s| {
        matches!(ctx.type_data(s), TypeData::Integer { width, .. } if matches!(width, 8 | 16 | 32 | 64))
    })
}

/// Whether `ty` is a 16/32/64-bit float (`f16`, `f32`, `f64`), or a vector of them of length
/// 2/3/4/8/16 (MLIR's `SPIRV_ScalarOrVectorOf<SPIRV_Float>`).
pub fn is_float_or_vector(ctx: &Context, ty: Type) -> bool {
    use oxir::types::FloatKind;
    scalar_of(ctx, ty).is_some_and(|s| {
        matches!(
            ctx.type_data(s),
            TypeData::Float(FloatKind::F16 | FloatKind::F32 | FloatKind::F64)
        )
    })
}

/// Whether `ty` is `i1` or a vector of `i1` of length 2/3/4/8/16 (MLIR's
/// `SPIRV_ScalarOrVectorOf<SPIRV_Bool>`).
pub fn is_bool_or_vector(ctx: &Context, ty: Type) -> bool {
    scalar_of(ctx, ty).is_some_and(|s| s == ctx.common().i1)
}

/// The type of the same shape as `ty` with `i1` elements: `vector<4xi1>` for `vector<4xf32>`,
/// `i1` for a scalar (the result type of the comparisons and `spirv.IsNan`).
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.common().i1;
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => oxir::types::VectorType::get_scalable(ctx, shape, scalable, i1).ty(),
        _ => i1,
    }
}

/// The type `ty` points to, when it is a `!spirv.ptr` (the result of the atomics); `ty`
/// itself otherwise, which the check then rejects.
pub fn pointee(ctx: &Context, ty: Type) -> Type {
    ty.dyn_cast::<PointerType>(ctx)
        .map_or(ty, |p| p.pointee(ctx))
}

/// Sorts a body's member decorations by member, then decoration, as MLIR keeps them.
fn sort_decorations(body: &mut StructBody) {
    body.decorations
        .sort_by_key(|d| (d.member, d.decoration.value(), d.value));
}
