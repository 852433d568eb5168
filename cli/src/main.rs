//! `lowrite`: the command line with the standard rule sets.

use std::process::ExitCode;

fn main() -> ExitCode {
    tune_allocator();
    lowrite_cli::run_with_rules("lowrite", lowrite_patterns::standard())
}

/// The IR allocates and frees many small objects; mimalloc does that faster than glibc's malloc.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's `mi_option_purge_delay` (its place in `mi_option_t`, `mimalloc.h`): how long
/// memory a program frees stays with the allocator before it goes back to the system.
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// How long freed memory stays with the allocator in a `lowrite` process, in milliseconds.
const PURGE_DELAY_MS: i64 = 10;

/// Sets up mimalloc for the `lowrite` process (first thing in `main`): freed memory goes
/// back to the system after [`PURGE_DELAY_MS`], as mimalloc 2 did, instead of mimalloc 3's
/// second. A command takes about a second at most, so with mimalloc 3's delay nothing it frees
/// (the input text, the reading threads' memory, the IR once LLVM holds the module) would
/// ever leave its resident memory. `MIMALLOC_PURGE_DELAY` in the environment still decides.
fn tune_allocator() {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: sets one of mimalloc's options, which it reads at each purge.
        unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, PURGE_DELAY_MS as _) };
    }
}

#[cfg(test)]
mod tests {
    use libmimalloc_sys::mi_option_get;

    #[test]
    fn freed_memory_goes_back_after_the_purge_delay() {
        if std::env::var_os("MIMALLOC_PURGE_DELAY").is_some() {
            return;
        }
        // The option at that place is the purge delay: mimalloc 3 sets it to a second (the only
        // option it sets so).
        // SAFETY: reads one of mimalloc's options.
        assert_eq!(unsafe { mi_option_get(super::MI_OPTION_PURGE_DELAY) }, 1000);
        super::tune_allocator();
        // SAFETY: as above.
        let delay = unsafe { mi_option_get(super::MI_OPTION_PURGE_DELAY) };
        assert_eq!(delay as i64, super::PURGE_DELAY_MS);
    }
}
