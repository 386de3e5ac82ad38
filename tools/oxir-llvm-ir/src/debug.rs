//! Debug metadata (MLIR's `DebugTranslation`): the `#llvm.di_*` attributes become LLVM
//! metadata nodes written as LLVM IR text (`!3 = distinct !DISubprogram(...)`), and op
//! locations become `!DILocation`s in the scope of their function's subprogram, as MLIR 19's
//! `translateLoc` makes them: a `fused<#llvm.di_lexical_block>` location switches the scope, a
//! call site's callee is inlined at its caller when the callee has a scope of its own, and the
//! parts of a fused location are merged as LLVM's `DILocation::getMergedLocation` merges them.
//!
//! Metadata is written as text rather than built with inkwell's `DebugInfoBuilder`, like the
//! rest of the translation: the builder adds what MLIR's translation does not (a
//! `retainedNodes` list on every definition), and cannot write several of the subprogram
//! flags, a name table kind or a language inkwell's enum lacks. LLVM's parser reads the nodes
//! and its printer numbers them, so the output is LLVM's own.

use crate::types::quoted;
use oxir::attrs::{CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc};
use oxir::{Attribute, Context};
use oxir_llvm::{
    DIBasicTypeAttr, DICompileUnitAttr, DIEmissionKind, DIFileAttr, DILexicalBlockAttr,
    DILocalVariableAttr, DINameTableKind, DINullTypeAttr, DISubprogramAttr, DISubprogramFlags,
    DISubroutineTypeAttr,
};
use std::collections::HashMap;

/// A `!DILocation`: line, column, scope node, inlined-at location node.
type LocationKey = (u32, u32, usize, Option<usize>);

/// The metadata nodes of a module, numbered in the order they are made.
#[derive(Default)]
pub(crate) struct DebugMetadata {
    /// The text of node `!i` (after `!i = `).
    nodes: Vec<String>,
    /// The node of each translated attribute.
    by_attr: HashMap<Attribute, usize>,
    /// The node of each location.
    locations: HashMap<LocationKey, usize>,
    /// What each location node is.
    location_keys: HashMap<usize, LocationKey>,
    /// The enclosing scope of each local scope node (`None` for a subprogram).
    parents: HashMap<usize, Option<usize>>,
    /// The compile units, for `!llvm.dbg.cu`.
    units: Vec<usize>,
}

/// The result of the translation of one attribute or location: a node, or `None` when it has
/// no metadata (`#llvm.di_null_type`, a location without a scope).
type Node = Result<Option<usize>, String>;

impl DebugMetadata {
    /// Whether any node was made.
    pub(crate) fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The module's metadata lines: the named metadata, the debug info version flag (node
    /// `!N` after the others), then every node.
    pub(crate) fn lines(&self) -> Vec<String> {
        let flag = self.nodes.len();
        let mut lines = vec![format!("!llvm.module.flags = !{{!{flag}}}")];
        if !self.units.is_empty() {
            let units: Vec<String> = self.units.iter().map(|u| format!("!{u}")).collect();
            lines.push(format!("!llvm.dbg.cu = !{{{}}}", units.join(", ")));
        }
        lines.extend(
            self.nodes
                .iter()
                .enumerate()
                .map(|(i, n)| format!("!{i} = {n}")),
        );
        lines.push(format!(
            "!{flag} = !{{i32 2, !\"Debug Info Version\", i32 3}}"
        ));
        lines
    }

    fn push(&mut self, text: String) -> usize {
        self.nodes.push(text);
        self.nodes.len() - 1
    }

    /// The subprogram node of a function whose location is `loc`, if it has one (MLIR's
    /// `findInstanceOf<FusedLocWith<DISubprogramAttr>>`).
    pub(crate) fn function_subprogram(&mut self, ctx: &Context, loc: Attribute) -> Node {
        match oxir_llvm::di_scope::fused_metadata::<DISubprogramAttr>(ctx, loc) {
            Some(sp) => self.node(ctx, sp.attr()),
            None => Ok(None),
        }
    }

    /// The node of a debug info attribute, made on first use.
    pub(crate) fn node(&mut self, ctx: &Context, attr: Attribute) -> Node {
        if let Some(&node) = self.by_attr.get(&attr) {
            return Ok(Some(node));
        }
        if attr.isa::<DINullTypeAttr>(ctx) {
            return Ok(None);
        }
        let node = if let Some(file) = attr.dyn_cast::<DIFileAttr>(ctx) {
            self.push(format!(
                "!DIFile(filename: {}, directory: {})",
                quoted(file.name(ctx).as_bytes()),
                quoted(file.directory(ctx).as_bytes())
            ))
        } else if let Some(unit) = attr.dyn_cast::<DICompileUnitAttr>(ctx) {
            self.compile_unit(ctx, unit)?
        } else if let Some(ty) = attr.dyn_cast::<DIBasicTypeAttr>(ctx) {
            let s = ty.storage(ctx).ok_or("a malformed #llvm.di_basic_type")?;
            self.push(format!(
                "!DIBasicType(tag: {}, name: {}, size: {}, encoding: {})",
                s.tag,
                quoted(s.name.as_bytes()),
                s.size_in_bits,
                s.encoding
            ))
        } else if let Some(ty) = attr.dyn_cast::<DISubroutineTypeAttr>(ctx) {
            let s = ty
                .storage(ctx)
                .ok_or("a malformed #llvm.di_subroutine_type")?;
            let (cc, types) = (s.calling_convention, s.types.clone());
            let mut refs = Vec::new();
            for t in types {
                refs.push(self.reference(ctx, Some(t))?);
            }
            self.push(format!(
                "!DISubroutineType(cc: {cc}, types: !{{{}}})",
                refs.join(", ")
            ))
        } else if let Some(sp) = attr.dyn_cast::<DISubprogramAttr>(ctx) {
            self.subprogram(ctx, sp)?
        } else if let Some(block) = attr.dyn_cast::<DILexicalBlockAttr>(ctx) {
            let s = block
                .storage(ctx)
                .ok_or("a malformed #llvm.di_lexical_block")?;
            let (scope, file, line, column) = (s.scope, s.file, s.line, s.column);
            let scope_node = self.node(ctx, scope)?;
            let scope = self.reference(ctx, Some(scope))?;
            let file = self.reference(ctx, file)?;
            let node = self.push(format!(
                "distinct !DILexicalBlock(scope: {scope}, file: {file}, line: {line}, column: {column})"
            ));
            self.parents.insert(node, scope_node);
            node
        } else if let Some(var) = attr.dyn_cast::<DILocalVariableAttr>(ctx) {
            let s = var
                .storage(ctx)
                .ok_or("a malformed #llvm.di_local_variable")?;
            let s = s.clone();
            let scope = self.reference(ctx, Some(s.scope))?;
            let file = self.reference(ctx, s.file)?;
            let ty = self.reference(ctx, s.type_)?;
            self.push(format!(
                "!DILocalVariable(name: {}, arg: {}, scope: {scope}, file: {file}, line: {}, type: {ty}, align: {})",
                optional_string(s.name.as_deref()),
                s.arg,
                s.line,
                s.align_in_bits
            ))
        } else {
            return Err("cannot be converted to LLVM IR: not a debug info attribute".into());
        };
        self.by_attr.insert(attr, node);
        Ok(Some(node))
    }

    /// `!N` for an attribute, `null` for none.
    fn reference(&mut self, ctx: &Context, attr: Option<Attribute>) -> Result<String, String> {
        Ok(match attr {
            Some(attr) => match self.node(ctx, attr)? {
                Some(node) => format!("!{node}"),
                None => "null".into(),
            },
            None => "null".into(),
        })
    }

    fn compile_unit(&mut self, ctx: &Context, unit: DICompileUnitAttr) -> Result<usize, String> {
        let s = unit
            .storage(ctx)
            .ok_or("a malformed #llvm.di_compile_unit")?
            .clone();
        let file = self.reference(ctx, Some(s.file))?;
        let kind = match s.emission_kind {
            DIEmissionKind::None => "NoDebug",
            DIEmissionKind::Full => "FullDebug",
            DIEmissionKind::LineTablesOnly => "LineTablesOnly",
            DIEmissionKind::DebugDirectivesOnly => "DebugDirectivesOnly",
        };
        let names = match s.name_table_kind.unwrap_or(DINameTableKind::Default) {
            DINameTableKind::Default => "Default",
            DINameTableKind::GNU => "GNU",
            DINameTableKind::None => "None",
            DINameTableKind::Apple => "Apple",
        };
        let node = self.push(format!(
            "distinct !DICompileUnit(language: {}, file: {file}, producer: {}, isOptimized: {}, runtimeVersion: 0, emissionKind: {kind}, nameTableKind: {names})",
            s.source_language,
            optional_string(s.producer.as_deref()),
            s.is_optimized
        ));
        self.units.push(node);
        Ok(node)
    }

    fn subprogram(&mut self, ctx: &Context, sp: DISubprogramAttr) -> Result<usize, String> {
        let s = sp
            .storage(ctx)
            .ok_or("a malformed #llvm.di_subprogram")?
            .clone();
        let unit = self.reference(ctx, s.compile_unit)?;
        let scope = self.reference(ctx, Some(s.scope))?;
        let file = self.reference(ctx, Some(s.file))?;
        let ty = self.reference(ctx, s.type_)?;
        // As MLIR's translation: a definition is distinct.
        let definition = DISubprogramFlags::from_value(s.subprogram_flags)
            .is_some_and(|f| f.contains(DISubprogramFlags::DEFINITION));
        let node = self.push(format!(
            "{}!DISubprogram(name: {}, linkageName: {}, scope: {scope}, file: {file}, line: {}, type: {ty}, scopeLine: {}, spFlags: {}, unit: {unit})",
            if definition { "distinct " } else { "" },
            optional_string(s.name.as_deref()),
            optional_string(s.linkage_name.as_deref()),
            s.line,
            s.scope_line,
            s.subprogram_flags
        ));
        self.parents.insert(node, None);
        Ok(node)
    }

    /// The `!DILocation` of an op at `loc` in `scope` (MLIR's `translateLoc`), or `None` when
    /// it has none.
    pub(crate) fn location(
        &mut self,
        ctx: &Context,
        loc: Attribute,
        scope: Option<usize>,
        inlined_at: Option<usize>,
    ) -> Node {
        if let Some(file) = loc.dyn_cast::<FileLineColLoc>(ctx) {
            let Some(scope) = scope else {
                return Ok(None);
            };
            return Ok(Some(self.location_node((
                file.line(ctx),
                file.column(ctx),
                scope,
                inlined_at,
            ))));
        }
        if let Some(name) = loc.dyn_cast::<NameLoc>(ctx) {
            return self.location(ctx, name.child(ctx).attr(), scope, inlined_at);
        }
        if let Some(call) = loc.dyn_cast::<CallSiteLoc>(ctx) {
            // The caller is the callee's inlined-at location; a callee without a scope of
            // its own falls back to the caller.
            let caller = match self.location(ctx, call.caller(ctx).attr(), scope, inlined_at)? {
                Some(caller) => caller,
                None => match inlined_at {
                    Some(outer) => outer,
                    None => return Ok(None),
                },
            };
            let callee = self.location(ctx, call.callee(ctx).attr(), None, Some(caller))?;
            return Ok(Some(callee.unwrap_or(caller)));
        }
        if let Some(fused) = loc.dyn_cast::<FusedLoc>(ctx) {
            let mut scope = scope;
            if let Some(metadata) = fused.metadata(ctx)
                && (metadata.isa::<DISubprogramAttr>(ctx)
                    || metadata.isa::<DILexicalBlockAttr>(ctx))
            {
                scope = self.node(ctx, metadata)?;
            }
            let parts = fused.locations(ctx).to_vec();
            let Some((&first, rest)) = parts.split_first() else {
                return Ok(None);
            };
            let mut merged = self.location(ctx, first, scope, inlined_at)?;
            for &part in rest {
                let next = self.location(ctx, part, scope, inlined_at)?;
                merged = match (merged, next) {
                    (Some(a), Some(b)) => Some(self.merge(a, b)),
                    _ => None,
                };
            }
            return Ok(merged);
        }
        Ok(None)
    }

    fn location_node(&mut self, key: LocationKey) -> usize {
        if let Some(&node) = self.locations.get(&key) {
            return node;
        }
        let (line, column, scope, inlined_at) = key;
        let inlined = inlined_at.map_or(String::new(), |i| format!(", inlinedAt: !{i}"));
        let node = self.push(format!(
            "!DILocation(line: {line}, column: {column}, scope: !{scope}{inlined})"
        ));
        self.locations.insert(key, node);
        self.location_keys.insert(node, key);
        node
    }

    /// The subprogram a local scope is in.
    pub(crate) fn subprogram_of(&self, scope: usize) -> usize {
        let mut scope = scope;
        while let Some(&Some(parent)) = self.parents.get(&scope) {
            scope = parent;
        }
        scope
    }

    /// The subprogram a location is in: its scope's, or that of the outermost location it
    /// is inlined at (what LLVM's verifier compares with the function's subprogram).
    pub(crate) fn location_subprogram(&self, location: usize) -> Option<usize> {
        let mut key = *self.location_keys.get(&location)?;
        while let Some(outer) = key.3 {
            key = *self.location_keys.get(&outer)?;
        }
        Some(self.subprogram_of(key.2))
    }

    /// LLVM's `DILocation::getMergedLocation` of two location nodes.
    fn merge(&mut self, a: usize, b: usize) -> usize {
        if a == b {
            return a;
        }
        let chain = |this: &Self, mut l: usize| {
            let mut out = vec![l];
            while let Some(&(_, _, _, Some(next))) = this.location_keys.get(&l) {
                out.push(next);
                l = next;
            }
            out
        };
        let (a_chain, b_chain) = (chain(self, a), chain(self, b));
        let key_of = |this: &Self, l: usize| this.location_keys[&l];
        let pair = |this: &Self, l: usize| {
            let (_, _, scope, inlined) = key_of(this, l);
            (this.subprogram_of(scope), inlined)
        };
        // The first locations of the two inlined-at chains that are in the same subprogram,
        // inlined at the same place.
        let start = b_chain.iter().enumerate().find_map(|(j, &lb)| {
            let wanted = pair(self, lb);
            a_chain
                .iter()
                .position(|&la| pair(self, la) == wanted)
                .map(|i| (i, j))
        });
        let mut result = None;
        if let Some((i, j)) = start {
            result = key_of(self, a_chain[i]).3;
            let (mut i, mut j) = (i as isize, j as isize);
            while i >= 0 && j >= 0 {
                match self.merge_pair(a_chain[i as usize], b_chain[j as usize], result) {
                    Some(merged) => result = Some(merged),
                    None => break,
                }
                i -= 1;
                j -= 1;
            }
        }
        match result {
            Some(merged) => merged,
            None => {
                let (_, _, scope, _) = key_of(self, a);
                self.location_node((0, 0, scope, None))
            }
        }
    }

    /// Merges two locations of one level of the inlined-at chains, placed at `inlined_at`.
    fn merge_pair(&mut self, a: usize, b: usize, inlined_at: Option<usize>) -> Option<usize> {
        let (la, ca, sa, _) = self.location_keys[&a];
        let (lb, cb, sb, _) = self.location_keys[&b];
        if a == b {
            return Some(self.location_node((la, ca, sa, inlined_at)));
        }
        if self.subprogram_of(sa) != self.subprogram_of(sb) {
            return None;
        }
        let mut scopes = Vec::new();
        let mut s = Some(sa);
        while let Some(scope) = s {
            scopes.push(scope);
            s = self.parents.get(&scope).copied().flatten();
        }
        let mut s = Some(sb);
        let mut common = None;
        while let Some(scope) = s {
            if scopes.contains(&scope) {
                common = Some(scope);
                break;
            }
            s = self.parents.get(&scope).copied().flatten();
        }
        let scope = common?;
        let line = if la == lb { la } else { 0 };
        let column = if la == lb && ca == cb { ca } else { 0 };
        Some(self.location_node((line, column, scope, inlined_at)))
    }
}

/// A metadata string field: the quoted text, `""` (read as none) without one.
fn optional_string(text: Option<&str>) -> String {
    quoted(text.unwrap_or("").as_bytes())
}
