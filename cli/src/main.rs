//! `lowrite`: the command line with the standard rule sets.

use std::process::ExitCode;

fn main() -> ExitCode {
    lowrite_cli::tune_allocator();
    lowrite_cli::run_with_rules("lowrite", lowrite_patterns::standard())
}

/// The IR allocates and frees many small objects; mimalloc does that faster than glibc's malloc.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
