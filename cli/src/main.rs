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

/// mimalloc's `mi_option_allow_thp` (its place in `mi_option_t`, `mimalloc.h`): whether it
/// asks the system for transparent huge pages for the memory it maps.
const MI_OPTION_ALLOW_THP: libmimalloc_sys::mi_option_t = 43;

/// Sets up mimalloc for the `lowrite` process (first thing in `main`):
/// - freed memory goes back to the system after [`PURGE_DELAY_MS`], as mimalloc 2 did,
///   instead of mimalloc 3's second. A command takes about a second at most, so with
///   mimalloc 3's delay nothing it frees (the input text, the reading threads' memory, the IR
///   once LLVM holds the module) would ever leave its resident memory;
/// - the process takes small (4 KiB) pages, as programs using glibc's `malloc` do (the
///   upstream tools among them), not the transparent huge pages mimalloc asks for. A huge
///   page is 2 MiB of fresh memory at its first touch, however little of it is used: on a
///   virtual machine whose host takes back the memory its guest frees, a 2 MiB fault took
///   3-5 ms against about 0.75 ms for 512 small ones, and after a few seconds idle `lowrite
///   translate` of the benchmark input took 0.35 s with huge pages against 0.22 s without,
///   and 195 against 182 MiB.
///
/// `MIMALLOC_PURGE_DELAY` and `MIMALLOC_ALLOW_THP` in the environment still decide.
fn tune_allocator() {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: sets one of mimalloc's options, which it reads at each purge.
        unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, PURGE_DELAY_MS as _) };
    }
    if std::env::var_os("MIMALLOC_ALLOW_THP").is_none() {
        // SAFETY: sets one of mimalloc's options, which it reads when it maps memory.
        unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_ALLOW_THP, 0) };
        // Memory mimalloc mapped before `main` (asking for huge pages) is still untouched
        // for the most part: from here on every page fault of the process takes a small page.
        // SAFETY: sets a flag of this process; no memory is passed.
        unsafe { libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0) };
    }
}

#[cfg(test)]
mod tests {
    use libmimalloc_sys::mi_option_get;

    #[test]
    fn freed_memory_goes_back_after_the_purge_delay_and_pages_are_small() {
        // SAFETY (every call below): reads one of mimalloc's options, or this process's flag.
        let get = |option| unsafe { mi_option_get(option) } as i64;
        let thp_disabled = || unsafe { libc::prctl(libc::PR_GET_THP_DISABLE, 0, 0, 0, 0) };
        let purge_given = std::env::var_os("MIMALLOC_PURGE_DELAY").is_some();
        let thp_given = std::env::var_os("MIMALLOC_ALLOW_THP").is_some();
        // The options at those places are the purge delay and whether to ask for huge pages:
        // mimalloc 3 (whose last option is at 47) sets them to a second and to yes.
        assert_eq!(libmimalloc_sys::_mi_option_last, 47);
        if !purge_given {
            assert_eq!(get(super::MI_OPTION_PURGE_DELAY), 1000);
        }
        if !thp_given {
            assert_eq!(get(super::MI_OPTION_ALLOW_THP), 1);
            assert_eq!(thp_disabled(), 0);
        }
        super::tune_allocator();
        if !purge_given {
            assert_eq!(get(super::MI_OPTION_PURGE_DELAY), super::PURGE_DELAY_MS);
        }
        if !thp_given {
            assert_eq!(get(super::MI_OPTION_ALLOW_THP), 0);
            assert_eq!(thp_disabled(), 1);
        }
    }
}
