//! LLVM-style command lines, as MLIR's tools take them, rewritten into what clap parses. This is
//! the one place where lowrite's command line differs from clap's conventions:
//!
//! - long options with one dash (`-allow-unregistered-dialect`, `-entry-point-result=void`,
//!   `-o=out.mlir`) get their second dash;
//! - an option that is neither lowrite's nor a short option (`-convert-scf-to-cf`,
//!   `--one-shot-bufferize="bufferize-function-boundaries"`, `-lower-affine`) is an MLIR pass
//!   flag, as mlir-opt takes it: it becomes `--mlir-pass=-NAME[=OPTIONS]` (its dashes kept for
//!   messages), in order, and
//!   whether it names a pass is MLIR's to say;
//! - repeated options are accepted, the last one winning (`Command::args_override_self`, set by
//!   the caller).
//!
//! Everything after `--` is left alone, and so is each value an option takes in the next
//! argument (`-o -x.mlir`, `--pass-pipeline X`).

use clap::Command;
use std::ffi::OsString;

/// The hidden option that carries one MLIR pass flag.
pub const PASS_FLAG: &str = "mlir-pass";

/// The subcommands whose command lines take MLIR pass flags.
const WITH_PASSES: [&str; 5] = ["lower", "translate", "compile", "run", "header"];

/// `args` (program name first) rewritten for clap; `command` is the whole command line's parser
/// (its subcommands and their options).
pub fn llvm_style(args: Vec<OsString>, command: &Command) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut it = args.into_iter();
    out.extend(it.next());
    let mut sub: Option<&Command> = None;
    let mut passes = false;
    let mut value_next = false;
    let mut after_dashes = false;
    for arg in it {
        let Some(s) = arg.to_str().map(str::to_string) else {
            out.push(arg);
            continue;
        };
        if after_dashes || std::mem::take(&mut value_next) {
            out.push(arg);
            continue;
        }
        if s == "--" {
            after_dashes = true;
            out.push(arg);
            continue;
        }
        let scope = sub.unwrap_or(command);
        if sub.is_none() && !s.starts_with('-') {
            sub = command.find_subcommand(&s);
            passes = WITH_PASSES.contains(&s.as_str());
            out.push(arg);
            continue;
        }
        let (rewritten, takes_value) = option(&s, scope, command, passes);
        value_next = takes_value;
        out.push(rewritten.into());
    }
    out
}

/// One argument rewritten, and whether the next argument is its value.
fn option(s: &str, scope: &Command, root: &Command, passes: bool) -> (String, bool) {
    let (dashes, rest) = if let Some(rest) = s.strip_prefix("--") {
        (2, rest)
    } else if let Some(rest) = s.strip_prefix('-').filter(|r| !r.is_empty()) {
        (1, rest)
    } else {
        return (s.to_string(), false);
    };
    let (name, value) = match rest.split_once('=') {
        Some((name, value)) => (name, Some(value)),
        None => (rest, None),
    };
    if name == PASS_FLAG || name == "help" || name == "version" {
        return (format!("--{rest}"), false);
    }
    // clap's own short flags, which its argument list shows only once the command is built.
    if dashes == 1 && (rest == "h" || rest == "V") {
        return (s.to_string(), false);
    }
    let long = scope.get_arguments().chain(root.get_arguments()).find(|a| {
        a.get_long() == Some(name) || a.get_all_aliases().is_some_and(|al| al.contains(&name))
    });
    if let Some(arg) = long {
        let takes_value =
            value.is_none() && arg.get_action().takes_values() && !arg.is_require_equals_set();
        return (format!("--{rest}"), takes_value);
    }
    if dashes == 1 {
        let mut chars = rest.chars();
        let first = chars.next();
        let tail = chars.as_str();
        let short =
            scope.get_arguments().find(|a| a.get_short().is_some() && a.get_short() == first);
        if let Some(arg) = short {
            let takes = arg.get_action().takes_values();
            // `-o`, `-o=x`, `-O2`, `-j4`: a short option, with its value in the next argument
            // when it takes one and none is attached.
            let numeric = !tail.is_empty() && tail.bytes().all(|b| b.is_ascii_digit());
            if tail.is_empty() {
                return (s.to_string(), takes);
            }
            if takes && (tail.starts_with('=') || numeric) {
                return (s.to_string(), false);
            }
        }
    }
    if passes {
        return (format!("--{PASS_FLAG}={s}"), false);
    }
    // Not lowrite's and no pass: clap reports it.
    (s.to_string(), false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{Arg, ArgAction};

    fn command() -> Command {
        let input = [
            Arg::new("input"),
            Arg::new("o").short('o'),
            Arg::new("opt").short('O'),
            Arg::new("entry").short('e').long("entry"),
            Arg::new("result").long("entry-point-result"),
            Arg::new("unreg").long("allow-unregistered-dialect").action(ArgAction::SetTrue),
            Arg::new("pipeline").long("pass-pipeline"),
            Arg::new("bare").long("bare-ptr-memref-call-conv").num_args(0..=1).require_equals(true),
            Arg::new(PASS_FLAG).long(PASS_FLAG).action(ArgAction::Append),
        ];
        Command::new("t")
            .arg(Arg::new("time").long("time-phases").global(true).action(ArgAction::SetTrue))
            .subcommand(Command::new("run").args(input.clone()))
            .subcommand(Command::new("check").arg(Arg::new("rules")))
    }

    fn rewrite(args: &[&str]) -> Vec<String> {
        let args = std::iter::once("t").chain(args.iter().copied()).map(OsString::from).collect();
        llvm_style(args, &command()).into_iter().skip(1).map(|a| a.into_string().unwrap()).collect()
    }

    #[test]
    fn single_dash_long_options_get_two() {
        assert_eq!(
            rewrite(&[
                "-time-phases",
                "run",
                "x.mlir",
                "-allow-unregistered-dialect",
                "-entry-point-result=void",
                "-entry",
                "main"
            ]),
            [
                "--time-phases",
                "run",
                "x.mlir",
                "--allow-unregistered-dialect",
                "--entry-point-result=void",
                "--entry",
                "main"
            ]
        );
        assert_eq!(rewrite(&["run", "-help"]), ["run", "--help"]);
        assert_eq!(rewrite(&["run", "-h"]), ["run", "-h"]);
    }

    #[test]
    fn short_options_stay() {
        assert_eq!(
            rewrite(&["run", "x.mlir", "-O2", "-o", "-", "-e", "-main", "-o=y"]),
            ["run", "x.mlir", "-O2", "-o", "-", "-e", "-main", "-o=y"]
        );
    }

    #[test]
    fn other_options_are_pass_flags_in_order() {
        assert_eq!(
            rewrite(&[
                "run",
                "x.mlir",
                "-expand-strided-metadata",
                "--one-shot-bufferize=bufferize-function-boundaries",
                "-e",
                "main",
                "-convert-func-to-llvm=index-bitwidth=32 use-bare-ptr-memref-call-conv",
                "-O3",
                "-oops"
            ]),
            [
                "run",
                "x.mlir",
                "--mlir-pass=-expand-strided-metadata",
                "--mlir-pass=--one-shot-bufferize=bufferize-function-boundaries",
                "-e",
                "main",
                "--mlir-pass=-convert-func-to-llvm=index-bitwidth=32 use-bare-ptr-memref-call-conv",
                "-O3",
                "--mlir-pass=-oops"
            ]
        );
        // Values in the next argument, and what follows `--`, are left alone.
        assert_eq!(
            rewrite(&["run", "-pass-pipeline", "-x", "x.mlir", "--", "-lower-affine"]),
            ["run", "--pass-pipeline", "-x", "x.mlir", "--", "-lower-affine"]
        );
        // A flag that requires `=` takes no next argument.
        assert_eq!(
            rewrite(&["run", "-bare-ptr-memref-call-conv", "-canonicalize"]),
            ["run", "--bare-ptr-memref-call-conv", "--mlir-pass=-canonicalize"]
        );
        // Subcommands without passes leave unknown options to clap.
        assert_eq!(rewrite(&["check", "-canonicalize"]), ["check", "-canonicalize"]);
    }
}
