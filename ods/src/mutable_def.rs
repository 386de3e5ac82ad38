//! The checks of a mutable type definition (MLIR's `MutableTypeStorage`): the parameters
//! marked `mutable` form the type's body, set once after the type exists; the others form the
//! key that identifies it. A format writes the key first and the body in one optional group,
//! which is printed when the body is set and left out inside the type's own body, so that a
//! recursive type prints and parses (`!demo.node<"a", (i32, node<"a">)>`).

use crate::diag::SpecDiagnostic;
use crate::lang::def_format::{DefCustomArg, DefElement, DefElementKind, DefFormat};
use crate::model::Def;

/// The methods the view of a mutable type has beside those of every definition
/// ([`crate::def_check::RESERVED`]), which its parameters cannot be named.
pub const MUTABLE_RESERVED: &[&str] = &[
    "key",
    "body",
    "from_key",
    "from_key_checked",
    "set_body",
    "set_body_checked",
    "set_body_value_checked",
    "is_initialized",
];

/// The example the errors show.
const EXAMPLE: &str = "format = '`<` $name (`,` `(` $elements^ `)`)? `>`'";

/// Checks the mutable parameters of `def` (a definition of `kind`, `type` or `attribute`) and
/// its format: the index of the format's top-level element that is the body group, when the
/// definition is mutable and has a format. Errors go to `errors`.
pub fn check(
    def: &Def,
    kind: &str,
    format: Option<&DefFormat>,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<usize> {
    let body: Vec<usize> = (def.parameters.iter().enumerate())
        .filter(|(_, p)| p.mutable)
        .map(|(i, _)| i)
        .collect();
    if body.is_empty() {
        return None;
    }
    let name = def.name.as_str();
    let before = errors.len();
    if kind != "type" {
        for &i in &body {
            errors.push(
                SpecDiagnostic::error(
                    def.parameters[i].span,
                    format!("parameter `{}` of attribute `{name}` is mutable", def.parameters[i].name.value),
                )
                .with_help("only a type has a mutable body (MLIR's `MutableTypeStorage`): an attribute is uniqued by all its parameters"),
            );
        }
    }
    for &i in &body {
        let p = &def.parameters[i];
        if p.optional || p.default.is_some() {
            errors.push(
                SpecDiagnostic::error(
                    p.span,
                    format!("mutable parameter `{}` cannot be optional or have a default", p.name.value),
                )
                .with_help("the body is set all at once: a type without a body is how a mutable parameter is absent"),
            );
        }
    }
    if body.len() == def.parameters.len() {
        errors.push(
            SpecDiagnostic::error(
                def.name.span,
                format!("every parameter of {kind} `{name}` is mutable, so nothing identifies it"),
            )
            .with_help("add a parameter that is not mutable, e.g. `{ name = \"name\", type = \"String\" }`: identified structs are known by their name"),
        );
    }
    if let (Some(parse), _) | (None, Some(parse)) = (&def.parse, &def.print) {
        errors.push(
            SpecDiagnostic::error(
                parse.span,
                format!("mutable {kind} `{name}` is read and written by its `format`"),
            )
            .with_help(format!(
                "write a format with the body in an optional group, e.g. `{EXAMPLE}`"
            )),
        );
    }
    for p in &def.parameters {
        let accessor = crate::names::accessor_name(p.name.as_str());
        if MUTABLE_RESERVED.contains(&accessor.as_str()) {
            errors.push(
                SpecDiagnostic::error(
                    p.name.span,
                    format!("parameter `{}` has the name of a method the view of mutable type `{name}` already has", p.name.value),
                )
                .with_help("rename the parameter"),
            );
        }
    }
    if errors.len() > before {
        return None;
    }
    body_group(def, &body, format?, errors)
}

/// The index of the top-level optional group of `format` holding exactly the `body`
/// parameters, with every other parameter before it and none after.
fn body_group(
    def: &Def,
    body: &[usize],
    format: &DefFormat,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<usize> {
    let name = def.name.as_str();
    let group = format.elements.iter().position(|e| {
        matches!(&e.kind, DefElementKind::Optional { then_elements, .. }
            if then_elements.iter().any(|e| mentions(e).iter().any(|i| body.contains(i))))
    });
    let wrong = |span, message: String| {
        SpecDiagnostic::error(span, message).with_help(format!(
            "write the parameters that identify the type first and the mutable ones in one optional group, e.g. `{EXAMPLE}`: the group is printed when the body is set"
        ))
    };
    let Some(index) = group else {
        errors.push(wrong(
            format.span,
            format!(
                "the mutable parameters of type `{name}` are not in an optional group of its format"
            ),
        ));
        return None;
    };
    let element = &format.elements[index];
    let DefElementKind::Optional {
        then_elements,
        else_elements,
        ..
    } = &element.kind
    else {
        return None;
    };
    let before = errors.len();
    for (position, other) in format.elements.iter().enumerate() {
        if position == index {
            continue;
        }
        for i in mentions(other) {
            let param = &def.parameters[i].name.value;
            if body.contains(&i) {
                errors.push(wrong(
                    other.span,
                    format!("mutable parameter `{param}` of type `{name}` is written outside its body group"),
                ));
            } else if position > index {
                errors.push(wrong(
                    other.span,
                    format!("parameter `{param}` of type `{name}` is written after its body group"),
                ));
            }
        }
    }
    for i in then_elements.iter().flat_map(mentions) {
        if !body.contains(&i) {
            errors.push(wrong(
                element.span,
                format!(
                    "parameter `{}` of type `{name}` is not mutable but is written in its body group",
                    def.parameters[i].name.value
                ),
            ));
        }
    }
    if !else_elements.is_empty() {
        errors.push(wrong(
            element.span,
            format!("the body group of type `{name}` has an alternative"),
        ));
    }
    (errors.len() == before).then_some(index)
}

/// The indices of the parameters `element` reads and writes, nested elements included (a
/// `ref($x)` only reads what was read before).
fn mentions(element: &DefElement) -> Vec<usize> {
    match &element.kind {
        DefElementKind::Literal(_) => Vec::new(),
        DefElementKind::Param(i) => vec![*i],
        DefElementKind::Params(indices) | DefElementKind::Struct(indices) => indices.clone(),
        DefElementKind::Custom { args, .. } => args
            .iter()
            .filter_map(|a| match a {
                DefCustomArg::Param(i) => Some(*i),
                DefCustomArg::Ref(_) | DefCustomArg::Expr { .. } => None,
            })
            .collect(),
        DefElementKind::Optional { .. } => element.nested().flat_map(mentions).collect(),
    }
}
