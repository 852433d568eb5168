//! Errors with MLIR-style locations: `file:line:col: error: message`.

use crate::ir::Location;
use std::fmt;

/// One located message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where.
    pub loc: Location,
    /// What.
    pub message: String,
    /// Attached notes (location and text).
    pub notes: Vec<(Location, String)>,
}

impl Diagnostic {
    /// A diagnostic without notes.
    pub fn new(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic { loc, message: message.into(), notes: Vec::new() }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: error: {}", self.loc, self.message)?;
        for (loc, note) in &self.notes {
            write!(f, "\n{loc}: note: {note}")?;
        }
        Ok(())
    }
}

/// Everything that can go wrong in the runtime.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Located diagnostics (parse, verify, lowering, translation).
    #[error("{}", join(.0))]
    Diagnostics(Vec<Diagnostic>),
    /// A failure without a source location (target machine, linker, JIT).
    #[error("error: {0}")]
    Other(String),
    /// The entry function of `run` is missing or has a type it cannot be called with; located
    /// at the function when the module defines or declares it.
    #[error("{}", match .0 { Some(loc) => format!("{loc}: error: {}", .1), None => format!("error: {}", .1) })]
    Entry(Option<Location>, String),
    /// An error of a lowering asked to trace its rules: what the trace said up to the error
    /// (its last lines name the rules that matched and then failed), then the error.
    #[error("{}\n{}", .0.join("\n"), .1)]
    Traced(Vec<String>, Box<Error>),
}

fn join(ds: &[Diagnostic]) -> String {
    ds.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n")
}

impl Error {
    /// A single located error.
    pub fn at(loc: &Location, message: impl Into<String>) -> Error {
        Error::Diagnostics(vec![Diagnostic::new(loc.clone(), message)])
    }
}

/// Result alias for the runtime.
pub type Result<T, E = Error> = std::result::Result<T, E>;
