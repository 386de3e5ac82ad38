//! [`SymbolError`]: why a symbol lookup, query or edit failed, with the names involved so the
//! message says what was looked for and where. Verification problems are reported as
//! [`Diagnostic`]s instead (see `verify`), since they belong to an op's location.

use crate::attrs::Attribute;
use crate::diagnostics::Diagnostic;
use crate::structure::IrError;
use std::fmt;

/// Why a symbol operation failed. References and op names in it are already rendered as text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SymbolError {
    /// An [`crate::symbols::OpPath`] that does not name a live op of the given body.
    InvalidPath,
    /// The op lookups were asked to start from is not a symbol table.
    NotSymbolTable {
        /// The op's name.
        op: String,
    },
    /// No symbol table encloses the op a lookup started from.
    NoEnclosingSymbolTable {
        /// The op's name.
        op: String,
    },
    /// A name of a reference was not found in the table it was looked up in.
    NotFound {
        /// The whole reference, `@a::@b`.
        reference: String,
        /// The name that was missing, `@b`.
        name: String,
        /// Where it was looked up: the reference to the table (`@a`), or the table op's name
        /// for the starting table.
        scope: String,
    },
    /// A non-leaf name of a nested reference resolved to an op that is not a symbol table.
    NotNestedTable {
        /// The whole reference.
        reference: String,
        /// The reference prefix that is not a table, `@a`.
        prefix: String,
    },
    /// A nested reference goes through a private symbol from outside its symbol table.
    NotVisible {
        /// The whole reference.
        reference: String,
        /// The prefix naming the private symbol, `@a::@b`.
        prefix: String,
    },
    /// An op that may define a symbol table nobody knows of (a one-region op of an unregistered
    /// dialect) stands in the way, so uses cannot be computed.
    UnknownSymbolTable {
        /// The op's name.
        op: String,
    },
    /// The op has no `sym_name` string attribute.
    NotASymbol {
        /// The op's name.
        op: String,
    },
    /// A symbol op that is not directly in the table's region.
    NotInTable {
        /// The symbol's name.
        name: String,
    },
    /// Renaming to a name another symbol of the table already has.
    NameInUse {
        /// The name.
        name: String,
    },
    /// The table op has no region or block to hold symbols.
    NoTableBlock {
        /// The table op's name.
        op: String,
    },
    /// `@.super` after a symbol name or the absolute marker (`@a::@.super::@b`): it may only
    /// start a reference.
    MisplacedSuper {
        /// The whole reference.
        reference: String,
    },
    /// A relative or absolute prefix with no symbol name after it.
    MissingName {
        /// The whole reference.
        reference: String,
    },
    /// A relative reference climbs out of an op with the `IsolatedSymbols` trait.
    CrossesIsolation {
        /// The whole reference.
        reference: String,
        /// The boundary op, `builtin.module @m`.
        boundary: String,
        /// The boundary op's path from the top body of the lookup.
        boundary_path: super::path::OpPath,
    },
    /// A relative reference climbs more symbol tables than enclose its starting table.
    TooManyLevels {
        /// The whole reference.
        reference: String,
        /// How many `@.super` it has.
        levels: usize,
        /// How many tables enclose the starting table.
        available: usize,
    },
    /// A relative or absolute reference climbs above the IR this lookup can see (a pass
    /// anchored on an op sees nothing above it).
    OutOfReach {
        /// The whole reference.
        reference: String,
        /// The highest op reached, `builtin.module @m`.
        op: String,
    },
    /// A structural edit failed.
    Ir(IrError),
}

impl fmt::Display for SymbolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SymbolError::InvalidPath => write!(f, "op path does not name a live op of this body"),
            SymbolError::NotSymbolTable { op } => {
                write!(
                    f,
                    "`{op}` is not a symbol table (it lacks the `SymbolTable` trait)"
                )
            }
            SymbolError::NoEnclosingSymbolTable { op } => {
                write!(f, "no symbol table encloses `{op}`")
            }
            SymbolError::NotFound {
                reference,
                name,
                scope,
            } => {
                if reference == name {
                    write!(f, "symbol `{reference}` not found in `{scope}`")
                } else {
                    write!(
                        f,
                        "cannot resolve `{reference}`: no symbol `{name}` in `{scope}`"
                    )
                }
            }
            SymbolError::NotNestedTable { reference, prefix } => write!(
                f,
                "cannot resolve `{reference}`: `{prefix}` is not a symbol table"
            ),
            SymbolError::NotVisible { reference, prefix } => write!(
                f,
                "`{reference}` is not visible here: `{prefix}` is private to its symbol table"
            ),
            SymbolError::UnknownSymbolTable { op } => write!(
                f,
                "`{op}` may define an unknown symbol table, so symbol uses cannot be computed \
                 through it"
            ),
            SymbolError::NotASymbol { op } => {
                write!(
                    f,
                    "`{op}` is not a symbol: it has no `sym_name` string attribute"
                )
            }
            SymbolError::NotInTable { name } => {
                write!(f, "symbol `{name}` is not in this symbol table")
            }
            SymbolError::NameInUse { name } => {
                write!(
                    f,
                    "a symbol named `{name}` already exists in this symbol table"
                )
            }
            SymbolError::NoTableBlock { op } => {
                write!(f, "symbol table `{op}` has no region block to hold symbols")
            }
            SymbolError::MisplacedSuper { reference } => write!(
                f,
                "`@.super` may only start a symbol reference, found it inside `{reference}`"
            ),
            SymbolError::MissingName { reference } => {
                write!(f, "symbol reference `{reference}` names no symbol")
            }
            SymbolError::CrossesIsolation {
                reference,
                boundary,
                ..
            } => write!(
                f,
                "symbol reference `{reference}` cannot leave `{boundary}`: it has the \
                 `IsolatedSymbols` trait (give the table the `oxir.transparent_symbols` unit \
                 attribute to let references out)"
            ),
            SymbolError::TooManyLevels {
                reference,
                levels,
                available,
            } => write!(
                f,
                "symbol reference `{reference}` climbs {levels} symbol table{} but only \
                 {available} enclose{} its own",
                if *levels == 1 { "" } else { "s" },
                if *available == 1 { "s" } else { "" }
            ),
            SymbolError::OutOfReach { reference, op } => write!(
                f,
                "cannot resolve `{reference}` here: the IR above `{op}` is out of reach (a pass \
                 anchored on an op cannot look outside it)"
            ),
            SymbolError::Ir(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for SymbolError {}

impl From<IrError> for SymbolError {
    fn from(error: IrError) -> Self {
        SymbolError::Ir(error)
    }
}

impl SymbolError {
    /// This error as a diagnostic at `location`.
    pub fn to_diagnostic(&self, location: Attribute) -> Diagnostic {
        Diagnostic::error(location, self.to_string())
    }
}
