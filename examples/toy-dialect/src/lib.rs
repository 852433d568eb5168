//! The authoring use case for lowrite's rule language (the example `docs/authoring.md` walks
//! through): this crate writes lowering rules for a
//! custom dialect (`toy`, see `rules/toy.rules`), compiles them with `lowrite::rules!`,
//! and combines them with lowrite's standard rules.

use lowrite::convert::RuleSet;

/// Native helpers called by `rules/toy.rules`.
mod natives {
    use lowrite::convert::Rewriter;
    use lowrite::ir::{Location, OpSpec, Value};

    /// Emits `x * x` with `llvm.mul`.
    pub fn square(rw: &mut Rewriter<'_>, x: Value) -> lowrite::Result<Value> {
        let ty = rw.target().value_type(x).clone();
        let op = rw.emit(OpSpec::new("llvm.mul", Location::Unknown).operands([x, x]).results([ty]));
        Ok(rw.results(op)[0])
    }
}

/// The compiled `toy` rules.
pub mod toy {
    use super::natives;
    lowrite::rules!("rules/toy.rules");
}

/// The `toy` rules first, then lowrite's standard rules.
pub fn rules() -> Vec<&'static RuleSet> {
    let mut sets = vec![&toy::RULES];
    sets.extend(lowrite::standard());
    sets
}
