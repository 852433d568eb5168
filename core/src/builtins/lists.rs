//! Lists of values.

use crate::ir::Value;

/// `drop(vs, n)`: all but the first `n` values (none when there are fewer).
pub fn drop(vs: &[Value], n: i64) -> Vec<Value> {
    vs.get((n.max(0) as usize).min(vs.len())..).unwrap_or_default().to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drop_is_total() {
        let vs = [Value(1), Value(2), Value(3)];
        assert_eq!(drop(&vs, 1), [Value(2), Value(3)]);
        assert_eq!(drop(&vs, 7), []);
        assert_eq!(drop(&vs, -1), vs);
    }
}
