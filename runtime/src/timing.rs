//! Phase timings (`lowrite --time-phases`), printed to stderr as each phase ends.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

static ENABLED: AtomicBool = AtomicBool::new(false);

/// Turns phase timing on or off for the process.
pub fn enable(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

/// Runs `f`, printing `lowrite: NAME  SECONDS` to stderr when timing is on.
pub fn phase<T>(name: &str, f: impl FnOnce() -> T) -> T {
    if !ENABLED.load(Ordering::Relaxed) {
        return f();
    }
    let start = Instant::now();
    let r = f();
    eprintln!("lowrite: {name:<10} {:>8.3} s", start.elapsed().as_secs_f64());
    r
}
