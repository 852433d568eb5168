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

/// How long freed memory stays with the allocator in a `lowrite` process, in milliseconds,
/// for every command but `lower` (see [`purge_delay_for`]).
const PURGE_DELAY_MS: i64 = 10;

/// Sets up mimalloc for the `lowrite` process (first thing in `main`): the purge delay of
/// [`purge_delay_for`] the command. `MIMALLOC_PURGE_DELAY` in the environment still decides.
fn tune_allocator() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    tune_allocator_for(&args);
}

/// [`tune_allocator`] for the command line `args` (without the program's name).
fn tune_allocator_for(args: &[std::ffi::OsString]) {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_some() {
        return;
    }
    // Global flags take no value: the first word that is not a flag names the command.
    let command = args.iter().find(|a| !a.as_encoded_bytes().starts_with(b"-"));
    if let Some(delay) = purge_delay_for(command.and_then(|c| c.to_str())) {
        // SAFETY: sets one of mimalloc's options, which it reads at each purge.
        unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, delay as _) };
    }
}

/// The purge delay for `command`, or `None` to keep mimalloc 3's (a second).
///
/// Freed memory goes back to the system after [`PURGE_DELAY_MS`], as mimalloc 2 did. A command
/// takes about a second at most, so with mimalloc 3's delay nothing it frees (the input text,
/// the reading threads' memory, the IR once LLVM holds the module) would ever leave its
/// resident memory, and `translate` and `compile` are to stay within the upstream tools'.
/// `lower` keeps mimalloc's delay: its peak is far below `mlir-opt`'s (on gen_big 2000, 136-141
/// MiB against 187, 128-130 with the short delay), and the pages it frees are soon taken again
/// by the printer, faulted in and zeroed anew after each purge (4,000 page faults instead of
/// 2,700; about 8% of its time).
fn purge_delay_for(command: Option<&str>) -> Option<i64> {
    (command != Some("lower")).then_some(PURGE_DELAY_MS)
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
        super::tune_allocator_for(&["--time-phases".into(), "translate".into()]);
        // SAFETY: as above.
        let delay = unsafe { mi_option_get(super::MI_OPTION_PURGE_DELAY) };
        assert_eq!(delay as i64, super::PURGE_DELAY_MS);
    }

    #[test]
    fn lower_keeps_mimallocs_purge_delay() {
        assert_eq!(super::purge_delay_for(Some("lower")), None);
        for other in [Some("translate"), Some("compile"), Some("run"), None] {
            assert_eq!(super::purge_delay_for(other), Some(super::PURGE_DELAY_MS));
        }
    }
}
