//! Lists of values.

use crate::ir::Value;

/// `nth(list, n)`: item `n` of a list of any kind (`what` names the items in the error).
pub fn nth<T: Clone>(items: &[T], n: i64, what: &str) -> Result<T, String> {
    usize::try_from(n)
        .ok()
        .and_then(|i| items.get(i))
        .cloned()
        .ok_or_else(|| format!("no {what} at position {n} of {}", items.len()))
}

/// `drop(vs, n)`: all but the first `n` values (none when there are fewer).
pub fn drop(vs: &[Value], n: i64) -> Vec<Value> {
    vs.get((n.max(0) as usize).min(vs.len())..).unwrap_or_default().to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_is_checked() {
        assert_eq!(nth(&[4, 5], 1, "value"), Ok(5));
        assert_eq!(nth(&[4, 5], 2, "value"), Err("no value at position 2 of 2".into()));
        assert_eq!(nth(&[4], -1, "element"), Err("no element at position -1 of 1".into()));
    }

    #[test]
    fn drop_is_total() {
        let vs = [Value(1), Value(2), Value(3)];
        assert_eq!(drop(&vs, 1), [Value(2), Value(3)]);
        assert_eq!(drop(&vs, 7), []);
        assert_eq!(drop(&vs, -1), vs);
    }
}
