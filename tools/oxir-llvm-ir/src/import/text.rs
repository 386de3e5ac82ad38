//! A reader of the LLVM IR text LLVM itself prints for one type or one typed constant
//! (`i32 7`, `[2 x i8] c"\01\02"`, `ptr getelementptr (i8, ptr @g, i64 4)`).
//!
//! The importer walks a module through inkwell, whose safe API has no access to the elements
//! of aggregate constants, the operands of constant expressions or a type's exact float kind;
//! LLVM's printer writes all of them canonically, so the importer reads them back from there.
//! The input is LLVM's own output, but a construct this reader does not know is an error
//! value, never a panic.

/// An LLVM type, as far as the importer converts types.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum LlType {
    /// `void`.
    Void,
    /// `iN`.
    Int(u32),
    /// A float type by its LLVM keyword (`half`, `float`, `double`, ...).
    Float(&'static str),
    /// `ptr` / `ptr addrspace(N)`.
    Ptr(u32),
    /// `[N x T]`.
    Array(u64, Box<LlType>),
    /// `<N x T>` (`scalable` for `<vscale x N x T>`).
    Vector {
        len: u64,
        scalable: bool,
        elem: Box<LlType>,
    },
    /// A literal struct, `{ ... }` or packed `<{ ... }>`.
    Struct { packed: bool, fields: Vec<LlType> },
    /// An identified struct `%name`, defined in the module.
    Named(String),
}

impl LlType {
    /// Whether this is an integer or float type: the elements LLVM keeps as plain data.
    pub(crate) fn is_scalar(&self) -> bool {
        matches!(self, LlType::Int(_) | LlType::Float(_))
    }
}

/// A constant as LLVM prints it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum LlConst {
    /// An integer in decimal (`true`/`false` as 1/0).
    Int(LlType, i128),
    /// A float, with the bits of its value.
    Float(LlType, u128),
    /// `null` (and a `zeroinitializer` pointer).
    Null(LlType),
    /// `undef`.
    Undef(LlType),
    /// `poison`.
    Poison(LlType),
    /// `zeroinitializer` of an aggregate or vector.
    Zero(LlType),
    /// `c"..."`, an `i8` array.
    Bytes(LlType, Vec<u8>),
    /// `[...]`, `<...>` or `{...}` (and a `splat`, expanded).
    Aggregate(LlType, Vec<LlConst>),
    /// `@name`, a global or function.
    Global(LlType, String),
    /// A constant expression: its opcode (with flags), the source element type of a GEP, the
    /// operands and, for a cast, the result type.
    Expr {
        /// The type of the result.
        ty: LlType,
        /// The opcode (`getelementptr`, `ptrtoint`, `add`, ...).
        opcode: String,
        /// Flags after the opcode (`inbounds`, `nsw`, ...).
        flags: Vec<String>,
        /// The GEP's source element type.
        source: Option<LlType>,
        /// The operands.
        operands: Vec<LlConst>,
    },
}

impl LlConst {
    /// The type of the constant.
    pub(crate) fn ty(&self) -> &LlType {
        match self {
            LlConst::Int(t, _)
            | LlConst::Float(t, _)
            | LlConst::Null(t)
            | LlConst::Undef(t)
            | LlConst::Poison(t)
            | LlConst::Zero(t)
            | LlConst::Bytes(t, _)
            | LlConst::Aggregate(t, _)
            | LlConst::Global(t, _) => t,
            LlConst::Expr { ty, .. } => ty,
        }
    }
}

/// A cursor over LLVM IR text.
pub(crate) struct Reader<'a> {
    text: &'a [u8],
    pos: usize,
}

type Result<T> = std::result::Result<T, String>;

const FLOATS: [&str; 7] = [
    "half",
    "bfloat",
    "float",
    "double",
    "fp128",
    "x86_fp80",
    "ppc_fp128",
];

impl<'a> Reader<'a> {
    /// A reader at the start of `text`.
    pub(crate) fn new(text: &'a str) -> Self {
        Reader {
            text: text.as_bytes(),
            pos: 0,
        }
    }

    fn skip_space(&mut self) {
        while self.pos < self.text.len() && self.text[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    /// Whether only spaces are left.
    pub(crate) fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos >= self.text.len()
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_space();
        self.text.get(self.pos).copied()
    }

    /// Consumes `punct` if it comes next.
    pub(crate) fn eat(&mut self, punct: &str) -> bool {
        self.skip_space();
        if self.text[self.pos..].starts_with(punct.as_bytes()) {
            self.pos += punct.len();
            return true;
        }
        false
    }

    fn expect(&mut self, punct: &str) -> Result<()> {
        if self.eat(punct) {
            Ok(())
        } else {
            Err(format!("expected `{punct}` at `{}`", self.rest()))
        }
    }

    fn rest(&self) -> String {
        let end = (self.pos + 40).min(self.text.len());
        String::from_utf8_lossy(&self.text[self.pos.min(end)..end]).into_owned()
    }

    /// The next word (letters, digits, `_`, `.`, `-`, `+`), consumed.
    pub(crate) fn word(&mut self) -> String {
        self.skip_space();
        let start = self.pos;
        while self.pos < self.text.len()
            && (self.text[self.pos].is_ascii_alphanumeric()
                || matches!(self.text[self.pos], b'_' | b'.' | b'-' | b'+'))
        {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.text[start..self.pos]).into_owned()
    }

    /// The next word without consuming it.
    fn peek_word(&mut self) -> String {
        let at = self.pos;
        let word = self.word();
        self.pos = at;
        word
    }

    /// A name after `%` or `@`: bare or quoted (with `\XX` escapes).
    fn name(&mut self) -> Result<String> {
        if self.peek() == Some(b'"') {
            let bytes = self.quoted()?;
            return Ok(String::from_utf8_lossy(&bytes).into_owned());
        }
        let start = self.pos;
        while self.pos < self.text.len()
            && (self.text[self.pos].is_ascii_alphanumeric()
                || matches!(self.text[self.pos], b'_' | b'.' | b'-' | b'$'))
        {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(format!("expected a name at `{}`", self.rest()));
        }
        Ok(String::from_utf8_lossy(&self.text[start..self.pos]).into_owned())
    }

    /// A `"..."` string with LLVM's `\XX` escapes, as bytes.
    pub(crate) fn quoted(&mut self) -> Result<Vec<u8>> {
        self.expect("\"")?;
        let mut out = Vec::new();
        loop {
            let Some(&b) = self.text.get(self.pos) else {
                return Err("unterminated string".into());
            };
            self.pos += 1;
            match b {
                b'"' => return Ok(out),
                b'\\' => {
                    let hex = self
                        .text
                        .get(self.pos..self.pos + 2)
                        .and_then(|h| std::str::from_utf8(h).ok())
                        .and_then(|h| u8::from_str_radix(h, 16).ok());
                    match hex {
                        Some(v) => {
                            out.push(v);
                            self.pos += 2;
                        }
                        None if self.text.get(self.pos) == Some(&b'\\') => {
                            out.push(b'\\');
                            self.pos += 1;
                        }
                        None => return Err("bad escape in string".into()),
                    }
                }
                other => out.push(other),
            }
        }
    }

    fn number<T: std::str::FromStr>(&mut self) -> Result<T> {
        let word = self.word();
        word.parse()
            .map_err(|_| format!("expected a number, found `{word}`"))
    }

    /// A type.
    pub(crate) fn ty(&mut self) -> Result<LlType> {
        match self.peek() {
            Some(b'[') => {
                self.eat("[");
                let len = self.number()?;
                self.expect("x")?;
                let elem = self.ty()?;
                self.expect("]")?;
                Ok(LlType::Array(len, Box::new(elem)))
            }
            Some(b'<') if self.text[self.pos..].starts_with(b"<{") => {
                self.eat("<{");
                let fields = self.type_list("}>")?;
                Ok(LlType::Struct {
                    packed: true,
                    fields,
                })
            }
            Some(b'<') => {
                self.eat("<");
                let scalable = self.peek_word() == "vscale";
                if scalable {
                    self.word();
                    self.expect("x")?;
                }
                let len = self.number()?;
                self.expect("x")?;
                let elem = self.ty()?;
                self.expect(">")?;
                Ok(LlType::Vector {
                    len,
                    scalable,
                    elem: Box::new(elem),
                })
            }
            Some(b'{') => {
                self.eat("{");
                let fields = self.type_list("}")?;
                Ok(LlType::Struct {
                    packed: false,
                    fields,
                })
            }
            Some(b'%') => {
                self.eat("%");
                Ok(LlType::Named(self.name()?))
            }
            _ => {
                let word = self.word();
                if word == "void" {
                    return Ok(LlType::Void);
                }
                if word == "ptr" {
                    let mut space = 0;
                    if self.peek_word() == "addrspace" {
                        self.word();
                        self.expect("(")?;
                        space = self.number()?;
                        self.expect(")")?;
                    }
                    return Ok(LlType::Ptr(space));
                }
                if let Some(width) = word.strip_prefix('i').and_then(|w| w.parse().ok()) {
                    return Ok(LlType::Int(width));
                }
                if let Some(kind) = FLOATS.iter().find(|f| **f == word) {
                    return Ok(LlType::Float(kind));
                }
                Err(format!("unsupported type `{word}`"))
            }
        }
    }

    fn type_list(&mut self, close: &str) -> Result<Vec<LlType>> {
        let mut fields = Vec::new();
        if self.eat(close) {
            return Ok(fields);
        }
        loop {
            fields.push(self.ty()?);
            if self.eat(close) {
                return Ok(fields);
            }
            self.expect(",")?;
        }
    }

    /// A typed constant, `TYPE VALUE`.
    pub(crate) fn typed_const(&mut self) -> Result<LlConst> {
        let ty = self.ty()?;
        self.value(ty)
    }

    /// A constant of type `ty`.
    pub(crate) fn value(&mut self, ty: LlType) -> Result<LlConst> {
        match self.peek() {
            Some(b'[') | Some(b'{') => {
                let close = if self.eat("[") {
                    "]"
                } else {
                    self.eat("{");
                    "}"
                };
                self.aggregate(ty, close)
            }
            Some(b'<') if self.text[self.pos..].starts_with(b"<{") => {
                self.eat("<{");
                self.aggregate(ty, "}>")
            }
            Some(b'<') => {
                self.eat("<");
                self.aggregate(ty, ">")
            }
            Some(b'@') => {
                self.eat("@");
                Ok(LlConst::Global(ty, self.name()?))
            }
            Some(b'c') if self.text.get(self.pos + 1) == Some(&b'"') => {
                self.pos += 1;
                Ok(LlConst::Bytes(ty, self.quoted()?))
            }
            _ => {
                let word = self.word();
                match word.as_str() {
                    "true" => Ok(LlConst::Int(ty, 1)),
                    "false" => Ok(LlConst::Int(ty, 0)),
                    "null" => Ok(LlConst::Null(ty)),
                    "undef" => Ok(LlConst::Undef(ty)),
                    "poison" => Ok(LlConst::Poison(ty)),
                    "zeroinitializer" if matches!(ty, LlType::Ptr(_)) => Ok(LlConst::Null(ty)),
                    "zeroinitializer" => Ok(LlConst::Zero(ty)),
                    "splat" => {
                        self.expect("(")?;
                        let elem = self.typed_const()?;
                        self.expect(")")?;
                        let len = match &ty {
                            LlType::Vector { len, .. } => *len,
                            _ => return Err("`splat` of a non-vector type".into()),
                        };
                        let elems = vec![elem; usize::try_from(len).unwrap_or(0).min(1 << 20)];
                        Ok(LlConst::Aggregate(ty, elems))
                    }
                    _ if word.starts_with("0x") => {
                        float_bits(&ty, &word).map(|b| LlConst::Float(ty, b))
                    }
                    _ if matches!(ty, LlType::Float(_)) => {
                        let value: f64 = word
                            .parse()
                            .map_err(|_| format!("bad float constant `{word}`"))?;
                        let bits = match ty {
                            LlType::Float("float") => u128::from((value as f32).to_bits()),
                            LlType::Float("double") => u128::from(value.to_bits()),
                            _ => return Err(format!("unsupported float constant `{word}`")),
                        };
                        Ok(LlConst::Float(ty, bits))
                    }
                    _ if matches!(ty, LlType::Int(_)) => {
                        let value: i128 = word
                            .parse()
                            .map_err(|_| format!("unsupported integer constant `{word}`"))?;
                        Ok(LlConst::Int(ty, value))
                    }
                    _ => self.expr(ty, word),
                }
            }
        }
    }

    fn aggregate(&mut self, ty: LlType, close: &str) -> Result<LlConst> {
        let mut elems = Vec::new();
        if !self.eat(close) {
            loop {
                elems.push(self.typed_const()?);
                if self.eat(close) {
                    break;
                }
                self.expect(",")?;
            }
        }
        Ok(LlConst::Aggregate(ty, elems))
    }

    /// A constant expression whose opcode `opcode` has been read.
    fn expr(&mut self, ty: LlType, opcode: String) -> Result<LlConst> {
        const OPCODES: [&str; 17] = [
            "getelementptr",
            "ptrtoint",
            "inttoptr",
            "bitcast",
            "addrspacecast",
            "trunc",
            "add",
            "sub",
            "mul",
            "xor",
            "shl",
            "zext",
            "sext",
            "fptrunc",
            "fpext",
            "fptosi",
            "fptoui",
        ];
        if !OPCODES.contains(&opcode.as_str()) {
            return Err(format!("unsupported constant `{opcode}`"));
        }
        let mut flags = Vec::new();
        while self.peek() != Some(b'(') {
            let flag = self.word();
            if flag.is_empty() {
                return Err(format!(
                    "unsupported constant expression at `{}`",
                    self.rest()
                ));
            }
            flags.push(flag);
        }
        self.expect("(")?;
        let mut source = None;
        if opcode == "getelementptr" {
            source = Some(self.ty()?);
            self.expect(",")?;
        }
        let mut operands = vec![self.typed_const()?];
        if self.peek_word() == "to" {
            self.word();
            let _ = self.ty()?;
        }
        while self.eat(",") {
            operands.push(self.typed_const()?);
        }
        self.expect(")")?;
        Ok(LlConst::Expr {
            ty,
            opcode,
            flags,
            source,
            operands,
        })
    }
}

/// The bits of a hexadecimal float constant (`0x...` double-style for `float` and `double`,
/// `0xH` half, `0xR` bfloat, `0xL` fp128, `0xK` x86_fp80).
fn float_bits(ty: &LlType, word: &str) -> Result<u128> {
    let digits = &word[2..];
    let (kind, digits) = match digits.chars().next() {
        Some(c @ ('H' | 'R' | 'L' | 'K' | 'M')) => (Some(c), &digits[1..]),
        _ => (None, digits),
    };
    let bits =
        u128::from_str_radix(digits, 16).map_err(|_| format!("bad float constant `{word}`"))?;
    match (kind, ty) {
        (None, LlType::Float("double")) => Ok(bits),
        (None, LlType::Float("float")) => {
            let value = f64::from_bits(u64::try_from(bits).map_err(|_| "bad float")?);
            // LLVM prints a float as the double of the same value; a NaN keeps its payload's
            // top bits.
            if value.is_nan() {
                let sign = (bits >> 63) as u32;
                let payload = ((bits >> 29) & 0x007F_FFFF) as u32;
                Ok(u128::from((sign << 31) | 0x7F80_0000 | payload))
            } else {
                Ok(u128::from((value as f32).to_bits()))
            }
        }
        // fp128 is printed low 64 bits first.
        (Some('L'), _) => Ok(bits.rotate_right(64)),
        (Some('H'), _) | (Some('R'), _) | (Some('K'), _) => Ok(bits),
        _ => Err(format!("unsupported float constant `{word}`")),
    }
}
