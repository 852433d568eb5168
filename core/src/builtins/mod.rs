//! The builtin functions of the rule language, as plain Rust functions.
//!
//! `lowrite_dsl::builtins` describes every builtin once (name, parameter and result kinds,
//! the function here that implements it, its documentation); the checker checks calls against
//! that table, the code generator emits calls to these functions, and the rule-language
//! reference is generated from it. A few builtins are special forms the code generator writes
//! in place (blocks, regions, `nth`, `convert`...); everything else is here, by topic.
//!
//! The calling convention follows from the kinds: integers, booleans, values, blocks, regions
//! and static-or-dynamic integers are passed by value; types as `&Type`, attributes as
//! `Option<&Attribute>`, strings as `&str` and lists as slices. Results are owned. A function
//! that emits or reads IR takes the [`Rewriter`](crate::convert::Rewriter) as its *last*
//! parameter (so that arguments computed with the rewriter are evaluated before it is
//! borrowed) and returns [`crate::Result`], its errors located at the op being rewritten. One
//! that only computes returns its result, or `Result<_, String>` when it can fail (the code
//! generator locates the message where the rule runs).

pub mod attrs;
pub mod ir;
pub mod layout;
pub mod lists;
pub mod types;
pub mod values;
