//! Phase timings (`lowrite --time-phases`), printed to stderr as each phase ends.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

static ENABLED: AtomicBool = AtomicBool::new(false);

/// Turns phase timing on or off for the process.
pub fn enable(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

/// Resident memory of the process in MiB (Linux; 0 elsewhere).
fn resident_mib() -> f64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: f64 = statm.split_whitespace().nth(1).and_then(|p| p.parse().ok()).unwrap_or(0.0);
    pages * 4096.0 / (1024.0 * 1024.0)
}

/// Runs `f`, printing `lowrite: NAME  SECONDS  RESIDENT MiB` to stderr when timing is on.
pub fn phase<T>(name: &str, f: impl FnOnce() -> T) -> T {
    if !ENABLED.load(Ordering::Relaxed) {
        return f();
    }
    let start = Instant::now();
    let r = f();
    eprintln!(
        "lowrite: {name:<12} {:>8.3} s {:>8.0} MiB resident after",
        start.elapsed().as_secs_f64(),
        resident_mib()
    );
    r
}
