//! `toy-opt`: lowrite's command line with the `toy` rules ahead of the standard ones, every
//! flag and subcommand included (the toy rules' options too).

use std::process::ExitCode;

fn main() -> ExitCode {
    lowrite::cli::run_with_rules("toy-opt", toy_dialect::rules())
}
