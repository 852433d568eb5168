//! The rule language's syntax tree. Every node carries the byte span it was parsed from.

use std::fmt;

/// A byte range in a rule file. Spans are metadata: two spans always compare equal, so syntax
/// trees compare by content wherever they were written (as `syn` does).
#[derive(Clone, Copy, Default)]
pub struct Span {
    /// Start offset.
    pub start: usize,
    /// End offset (exclusive).
    pub end: usize,
}

impl Span {
    /// A span.
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

impl PartialEq for Span {
    fn eq(&self, _: &Span) -> bool {
        true
    }
}

impl fmt::Debug for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

/// A name with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    /// The name.
    pub name: String,
    /// Where.
    pub span: Span,
}

impl Ident {
    /// An identifier.
    pub fn new(name: impl Into<String>, span: Span) -> Ident {
        Ident { name: name.into(), span }
    }
}

/// A rule file.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct File {
    /// Items in order.
    pub items: Vec<Item>,
}

/// A top-level item with its doc comment lines.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// `///` lines, without the slashes.
    pub docs: Vec<String>,
    /// What it is.
    pub kind: ItemKind,
    /// The whole item.
    pub span: Span,
}

/// The kinds of items.
#[derive(Clone, Debug, PartialEq)]
pub enum ItemKind {
    /// `use "file.rules";`: the definitions of another rule file (see [`crate::sources`]).
    Use(UseDecl),
    /// `forward A -> B via F for GLOBS;` (see [`crate::forward`]).
    Forward(ForwardDecl),
    /// `option name: int = 64;`
    Option(OptionDecl),
    /// `native name(value, type) -> value;`
    Native(NativeDecl),
    /// `enum_map name: from.kind -> to.kind { a = b, ... }`
    EnumMap(EnumMap),
    /// `op dialect.name(operands) {attrs} -> (results);`
    OpDecl(OpDecl),
    /// `type PATTERN [where G] [prio N] => TYPE;`
    Type(TypeRule),
    /// `rule PATTERN [where G] [prio N] => RHS;`
    Rule(OpRule),
    /// `boundary PATTERN [where G] => expand;`
    Boundary(Box<BoundaryRule>),
    /// `descriptor NAME { field, array[], ... }`
    Descriptor(DescriptorDecl),
    /// `elementwise OP, ...;`: ops whose rules are applied per 1-D slice of n-D vectors.
    Elementwise(OpList),
    /// `float_ops OP, ...;`: ops refused on float formats LLVM has no type for.
    FloatOps(OpList),
    /// `fn name(params) = EXPR;`: an expression put in place of each call (see `expand`).
    Function(FnDecl),
}

impl ItemKind {
    /// Whether the item only defines names (what a used file may hold), rather than being a
    /// rule of the rule set.
    pub fn is_definition(&self) -> bool {
        matches!(
            self,
            ItemKind::Use(_)
                | ItemKind::Forward(_)
                | ItemKind::Option(_)
                | ItemKind::Native(_)
                | ItemKind::EnumMap(_)
                | ItemKind::OpDecl(_)
                | ItemKind::Descriptor(_)
                | ItemKind::Function(_)
        )
    }
}

/// `forward fastmath -> fastmathFlags via fastmath for math.*, arith.*f;`
#[derive(Clone, Debug, PartialEq)]
pub struct ForwardDecl {
    /// The source op's attribute.
    pub from: Ident,
    /// The target ops' attribute.
    pub to: Ident,
    /// The enum map or function mapping one to the other.
    pub via: Ident,
    /// The source ops, as globs (`math.*`, `arith.*f`).
    pub ops: Vec<Ident>,
}

/// `use "file.rules";`
#[derive(Clone, Debug, PartialEq)]
pub struct UseDecl {
    /// The path as written (relative to the using file's directory).
    pub path: String,
    /// The string literal's span.
    pub span: Span,
}

/// `fn name(params) = EXPR;`
#[derive(Clone, Debug, PartialEq)]
pub struct FnDecl {
    /// Name.
    pub name: Ident,
    /// Parameters.
    pub params: Vec<Ident>,
    /// Body.
    pub body: Expr,
}

/// A named group in an op declaration: `x`, `xs*` (variadic) or `x?` (optional).
#[derive(Clone, Debug, PartialEq)]
pub struct DeclGroup {
    /// Name.
    pub name: Ident,
    /// `*`.
    pub variadic: bool,
    /// `?`.
    pub optional: bool,
}

/// `op dialect.name(operands) {attrs} -> (results);`: the signature of an op the upstream
/// table does not know (a custom dialect's).
#[derive(Clone, Debug, PartialEq)]
pub struct OpDecl {
    /// Full op name.
    pub name: Ident,
    /// Operand groups.
    pub operands: Vec<DeclGroup>,
    /// Attributes.
    pub attrs: Vec<DeclGroup>,
    /// Result groups.
    pub results: Vec<DeclGroup>,
}

/// Kind of an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// An integer.
    Int,
    /// A boolean.
    Bool,
}

/// A literal value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Literal {
    /// Integer.
    Int(i64),
    /// Boolean.
    Bool(bool),
}

/// `option name: kind = default;`
#[derive(Clone, Debug, PartialEq)]
pub struct OptionDecl {
    /// Name (as used by rules and set by the driver).
    pub name: Ident,
    /// Kind.
    pub kind: OptionKind,
    /// Default value.
    pub default: Literal,
}

/// What a native helper takes or returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sort {
    /// One SSA value.
    Value,
    /// A list of SSA values.
    Values,
    /// A type.
    Type,
    /// An attribute.
    Attr,
    /// An integer (or boolean).
    Int,
}

impl Sort {
    /// Keyword spelling.
    pub fn keyword(self) -> &'static str {
        match self {
            Sort::Value => "value",
            Sort::Values => "values",
            Sort::Type => "type",
            Sort::Attr => "attr",
            Sort::Int => "int",
        }
    }
}

/// `native name(sorts) -> sort;`: a helper written in Rust.
#[derive(Clone, Debug, PartialEq)]
pub struct NativeDecl {
    /// Name of the Rust function.
    pub name: Ident,
    /// Parameter sorts.
    pub params: Vec<Sort>,
    /// Result sort (`None`: nothing; it only emits ops).
    pub ret: Option<Sort>,
}

/// Target of an enum map.
#[derive(Clone, Debug, PartialEq)]
pub enum EnumTarget {
    /// Another enum attribute kind (`llvm.fastmath`).
    Kind(Ident),
    /// An integer bit set: the values of all present cases are OR-ed.
    Int,
}

/// Value of an enum map entry.
#[derive(Clone, Debug, PartialEq)]
pub enum EnumValue {
    /// A case of the target kind.
    Case(Ident),
    /// A bit value.
    Int(i64),
}

/// `enum_map name: from -> to { case = value, ... }`.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumMap {
    /// Name used as a function in rules.
    pub name: Ident,
    /// Source enum attribute kind (`arith.fastmath`).
    pub from: Ident,
    /// Target.
    pub to: EnumTarget,
    /// Case mapping.
    pub entries: Vec<(Ident, EnumValue)>,
}

/// A type pattern: constructor (or binder) with optional argument patterns.
#[derive(Clone, Debug, PartialEq)]
pub struct TypePat {
    /// Constructor name, binder name, or `_`.
    pub ctor: Ident,
    /// Argument patterns, if parenthesized.
    pub args: Option<Vec<TypePat>>,
    /// Whole pattern.
    pub span: Span,
}

/// A `prio N` clause.
#[derive(Clone, Debug, PartialEq)]
pub struct Priority {
    /// Value; higher is tried first.
    pub value: i64,
    /// Where.
    pub span: Span,
}

/// What a type rule produces.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeResult {
    /// A type expression.
    Type(Expr),
    /// `error MESSAGE`: the type cannot be converted, for the reason a string expression gives
    /// (`"..."`, or computed from `self`: `concat("...", memory_space(self))`).
    Error(Expr),
}

/// `type PATTERN [where G] [prio N] => RESULT;`
#[derive(Clone, Debug, PartialEq)]
pub struct TypeRule {
    /// The matched type.
    pub pat: TypePat,
    /// Guard.
    pub guard: Option<Expr>,
    /// Priority.
    pub prio: Option<Priority>,
    /// Result.
    pub result: TypeResult,
}

/// One operand pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum OperandPat {
    /// One operand, optionally constrained by a type pattern.
    One {
        /// Binder.
        name: Ident,
        /// Type constraint.
        ty: Option<TypePat>,
    },
    /// `..name`: all remaining operands.
    Rest(Ident),
}

/// `name = var` or `name = var?` in an op pattern.
#[derive(Clone, Debug, PartialEq)]
pub struct AttrPat {
    /// Attribute name.
    pub name: Ident,
    /// Binder.
    pub var: Ident,
    /// `?`: the attribute may be absent.
    pub optional: bool,
}

/// One result pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum ResultPat {
    /// One result.
    One(Ident),
    /// `..name`: all remaining results.
    Rest(Ident),
}

/// `^name` or `^name(..args)` in an op pattern: a successor block, and the operands the op
/// forwards to it.
#[derive(Clone, Debug, PartialEq)]
pub struct SuccPat {
    /// Binder for the block.
    pub block: Ident,
    /// Binder for the forwarded operands.
    pub args: Option<Ident>,
}

/// `^name(args)` in a target op.
#[derive(Clone, Debug, PartialEq)]
pub struct SuccExpr {
    /// The block (a successor binder or a block made with `block(...)`).
    pub block: Ident,
    /// Operands forwarded to the block.
    pub args: Vec<Expr>,
}

/// `descriptor NAME { field, array[], ... }`: names for the fields of a struct, by position.
#[derive(Clone, Debug, PartialEq)]
pub struct DescriptorDecl {
    /// Name used as the prefix of accessors (`NAME.field(v)`).
    pub name: Ident,
    /// Fields in order, each with whether it is an array.
    pub fields: Vec<(Ident, bool)>,
}

/// `boundary PATTERN [where G] => HOW;`: how values of matching types cross function
/// boundaries (arguments of `llvm.func`, operands of calls, results).
#[derive(Clone, Debug, PartialEq)]
pub struct BoundaryRule {
    /// The matched (source) type.
    pub pat: TypePat,
    /// Guard.
    pub guard: Option<Expr>,
    /// How such values cross.
    pub how: BoundaryHow,
}

/// The right-hand side of a boundary rule.
// Few of these exist (a handful per rule file): boxing the expressions would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum BoundaryHow {
    /// `expand`: as the leaves of the converted type.
    Expand,
    /// `error "message"`: not at all.
    Error(String, Span),
    /// `T, out(v) = E, in(p) = E`: as one value of type `T`.
    As {
        /// The boundary type.
        ty: Expr,
        /// Binder of the converted value in `out`.
        out_var: Ident,
        /// The boundary value, from the converted one.
        out: Expr,
        /// Binder of the boundary value in `in`.
        in_var: Ident,
        /// The converted value, from the boundary one.
        inn: Expr,
    },
}

/// The source side of an op rule.
#[derive(Clone, Debug, PartialEq)]
pub struct OpPat {
    /// Source op name.
    pub op: Ident,
    /// Operand patterns.
    pub operands: Vec<OperandPat>,
    /// Successor patterns.
    pub successors: Vec<SuccPat>,
    /// Attribute patterns.
    pub attrs: Vec<AttrPat>,
    /// `..rest`: binds the attributes not named by `attrs`.
    pub attrs_rest: Option<Ident>,
    /// Region binders.
    pub regions: Vec<Ident>,
    /// The last region binder takes the remaining regions (`..rest`).
    pub regions_rest: bool,
    /// Result patterns (`None`: not constrained).
    pub results: Option<Vec<ResultPat>>,
    /// Whole pattern.
    pub span: Span,
}

/// `math.*, arith.*f except math.absi`: ops named by globs over the ops the file has rules for,
/// less some. [`crate::forward::expand_op_lists`] replaces the globs by the names they match
/// (and empties `except`) before checking.
#[derive(Clone, Debug, PartialEq)]
pub struct OpList {
    /// Op names and globs (`*` stands for any run of characters).
    pub globs: Vec<Ident>,
    /// Op names left out.
    pub except: Vec<Ident>,
}

impl OpPat {
    /// Whether the operand patterns bind the op's operand groups one by one (by its
    /// `operandSegmentSizes`): several `..group` binders, or one that is not last. Otherwise
    /// `..rest` is the tail after the single operands.
    pub fn segmented(&self) -> bool {
        let mut rests = (self.operands.iter().enumerate())
            .filter(|(_, o)| matches!(o, OperandPat::Rest(_)))
            .map(|(i, _)| i);
        match (rests.next(), rests.next()) {
            (Some(_), Some(_)) => true,
            (Some(i), None) => i + 1 != self.operands.len(),
            (None, _) => false,
        }
    }
}

/// `rule PATTERN [where G] [prio N] => RHS;`
#[derive(Clone, Debug, PartialEq)]
pub struct OpRule {
    /// Source pattern.
    pub pat: OpPat,
    /// Guard.
    pub guard: Option<Expr>,
    /// Priority.
    pub prio: Option<Priority>,
    /// Replacement.
    pub rhs: Rhs,
    /// For one arm of a rule with several (`rule P where a => x; where b => y;`): its index
    /// and the number of arms. The arms share the head's binders; one unused by every arm is
    /// an error.
    pub arm: Option<(usize, usize)>,
}

/// Replacement of an op rule.
#[derive(Clone, Debug, PartialEq)]
pub enum Rhs {
    /// One target op whose results replace the source op's.
    Op(Box<OpExpr>),
    /// Statements; `yield` gives the replacement values.
    Block(Vec<Stmt>),
}

/// A statement in a replacement block.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// `let x = e;`, `let (x, y) = e;` or `let (x, ..rest) = e;`
    Let {
        /// Binders.
        names: Vec<Ident>,
        /// The last binder takes the remaining values (`..rest`).
        rest: bool,
        /// Value.
        value: Expr,
        /// Whole statement.
        span: Span,
    },
    /// `yield a, b;`
    Yield {
        /// Replacement values.
        values: Vec<Expr>,
        /// Whole statement.
        span: Span,
    },
    /// `e;` (an op emitted for its effect).
    Expr(Expr),
    /// `for i in lo..hi { ... }`.
    For {
        /// Loop variable (an integer).
        var: Ident,
        /// Lower bound (inclusive).
        lo: Box<Expr>,
        /// Upper bound (exclusive).
        hi: Box<Expr>,
        /// Statements run once per round.
        body: Vec<Stmt>,
        /// Whole statement.
        span: Span,
    },
    /// `at ^b;`: emit the following ops at the end of block `b`.
    At {
        /// The block.
        block: Ident,
        /// Whole statement.
        span: Span,
    },
}

/// A target op to emit.
#[derive(Clone, Debug, PartialEq)]
pub struct OpExpr {
    /// Target op name.
    pub op: Ident,
    /// Operands.
    pub operands: Vec<Expr>,
    /// Successors.
    pub successors: Vec<SuccExpr>,
    /// Attributes.
    pub attrs: Vec<(Ident, Expr)>,
    /// `..d`: dictionaries whose entries are added unless set explicitly.
    pub splices: Vec<Expr>,
    /// Regions.
    pub regions: Vec<Expr>,
    /// Result types (`None`: the source op's results, converted).
    pub results: Option<Vec<Expr>>,
    /// Whole expression.
    pub span: Span,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `||`
    Or,
    /// `&&`
    And,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/` (integer division, rounding toward zero)
    Div,
    /// `%` (remainder of `/`, with the sign of the dividend)
    Rem,
}

impl BinOp {
    /// Spelling.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Or => "||",
            BinOp::And => "&&",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
        }
    }

    /// Binding strength (higher binds tighter).
    pub fn precedence(self) -> u8 {
        match self {
            BinOp::Or => 1,
            BinOp::And => 2,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 3,
            BinOp::Add | BinOp::Sub => 4,
            BinOp::Mul | BinOp::Div | BinOp::Rem => 5,
        }
    }
}

/// An expression: a value, type, attribute, integer or boolean, told apart by the checker.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// What.
    pub kind: ExprKind,
    /// Where.
    pub span: Span,
    /// Which node: unique in a file once [`crate::expand::expand`] has run (every inlined copy
    /// of a function body gets its own), 0 before. The checker records each node's kind under
    /// it, so two copies of one source expression can have different kinds.
    pub id: ExprId,
}

// Parsing, expansion and checking move and copy expressions at every step: an op expression
// (the largest form) is boxed, which halves the size of every other node.
const _: () = assert!(size_of::<Expr>() <= 112);

/// The identity of an [`Expr`] node in an expanded file. Like spans, ids are metadata: two ids
/// always compare equal, so trees compare by content (key maps by the number inside).
#[derive(Clone, Copy, Debug, Default)]
pub struct ExprId(pub u32);

impl PartialEq for ExprId {
    fn eq(&self, _: &ExprId) -> bool {
        true
    }
}

impl Expr {
    /// A node not numbered yet.
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr { kind, span, id: ExprId::default() }
    }
}

/// Expression forms.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// An op to emit; its results are the value.
    Op(Box<OpExpr>),
    /// `f(args)`: a builtin, an enum map, a native helper or a type constructor.
    Call(Ident, Vec<Expr>),
    /// `#dialect.kind<case, ...>`.
    EnumAttr {
        /// `dialect.kind`.
        kind: Ident,
        /// Cases.
        cases: Vec<Ident>,
    },
    /// `"text"` (unescaped contents).
    Str(String),
    /// Integer literal.
    Int(i64),
    /// Boolean literal.
    Bool(bool),
    /// `self`: the type matched by a type rule.
    SelfType,
    /// A name: a binder, option or type constant.
    Var(Ident),
    /// `a op b`.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `!a`.
    Not(Box<Expr>),
    /// `t is PATTERN`.
    Is(Box<Expr>, TypePat),
    /// `^b`: a block.
    Block(Ident),
    /// `if c { a } else { b }`.
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `let var = value; body` in a `fn` body: `value` evaluated once, named `var` in `body`.
    Let {
        /// The name.
        var: Ident,
        /// What it names.
        value: Box<Expr>,
        /// Where it is in scope; the value of the whole.
        body: Box<Expr>,
    },
    /// `[a, b, ...]`.
    List(Vec<Expr>),
    /// `[e for i in lo..hi]`.
    For {
        /// Element expression.
        body: Box<Expr>,
        /// Loop variable (an integer).
        var: Ident,
        /// Lower bound (inclusive).
        lo: Box<Expr>,
        /// Upper bound (exclusive).
        hi: Box<Expr>,
        /// `if c`: only the rounds where `c` holds.
        filter: Option<Box<Expr>>,
    },
}
