//! MLIR text to [`ir`](crate::ir): parsed and verified by MLIR itself through melior (every
//! upstream dialect registered), then walked once with the raw C API into the Rust IR.
//!
//! Parse and verification failures come back as located [`Diagnostic`]s. Types are converted once
//! per unique MLIR type (MLIR uniques them, so the type's address is its identity).

use crate::error::{Diagnostic, Error, Result};
use crate::ir::{
    Attribute, BlockId, DenseValues, FloatKind, Layout, Location, Module, OpSpec, RegionId,
    Signedness, SmallFloat, Str, Type, Value, DYNAMIC,
};
use crate::passes::{PassPipeline, Step};
use melior::dialect::DialectRegistry;
use melior::Context;
use mlir_sys::*;
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::ffi::c_void;
use std::rc::Rc;
use std::sync::Arc;

extern "C" {
    /// An operation's properties as a dictionary attribute (runtime/cpp/properties.cpp; the C
    /// API has no such call).
    fn lowriteOperationGetPropertiesAsAttribute(op: MlirOperation) -> MlirAttribute;
    /// Adds a pass (or pass pipeline) by name with its options, nesting it implicitly under the
    /// op it is anchored on, as mlir-opt adds a pass flag; errors go to `callback`
    /// (runtime/cpp/passes.cpp).
    fn lowritePassManagerAddFlag(
        pm: MlirPassManager,
        name: MlirStringRef,
        options: MlirStringRef,
        callback: MlirStringCallback,
        user_data: *mut c_void,
    ) -> MlirLogicalResult;
}

/// Options for reading MLIR.
#[derive(Clone, Debug, Default)]
pub struct ImportOptions {
    /// Accept ops of dialects MLIR does not know (they are kept in generic form).
    pub allow_unregistered_dialects: bool,
    /// An MLIR pass pipeline (`builtin.module(one-shot-bufferize, ...)`, as `mlir-opt
    /// --pass-pipeline` takes it, or mlir-opt's pass flags) run on the parsed module before it
    /// is imported: MLIR's passes by MLIR's pass manager, the to-LLVM passes among them by
    /// lowrite's rules at their place (see [`crate::passes`]).
    pub pass_pipeline: Option<PassPipeline>,
    /// The rule sets the pipeline's to-LLVM passes lower with (earlier sets take precedence).
    pub rules: Vec<&'static crate::convert::RuleSet>,
    /// The options of that lowering (the rule sets' defaults fill in the rest).
    pub lowering: crate::convert::Options,
    /// The text's top level must be one `builtin.module`, which is the module (MLIR puts
    /// anything else in an implicit one), as mlir-opt's `-no-implicit-module`.
    pub no_implicit_module: bool,
    /// After the pipeline, run MLIR's passes that the module still needs before lowrite can
    /// lower it (bufferization, linalg to loops, n-D vector transfers, affine:
    /// [`crate::passes::preparation`]).
    pub prepare: bool,
}

/// A context with every upstream dialect and LLVM translation registered. The dialects are
/// loaded as MLIR's parser and pass manager need them, as in `mlir-opt`: loading all of them
/// up front took 11 ms a context, and the text a context reads names a few.
pub fn new_context(options: &ImportOptions) -> Context {
    let registry = DialectRegistry::new();
    melior::utility::register_all_dialects(&registry);
    // Threading lets MLIR verify functions in parallel.
    let context = Context::new_with_registry(&registry, true);
    melior::utility::register_all_llvm_translations(&context);
    context.set_allow_unregistered_dialects(options.allow_unregistered_dialects);
    context
}

/// Parses MLIR text into `ir`, with `file` naming the source in locations and diagnostics.
pub fn parse(text: &str, file: &str, options: &ImportOptions) -> Result<Module> {
    let context = new_context(options);
    let module = parse_melior(&context, text, file)?;
    Ok(import_module(&module, file))
}

fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr().cast(), length: s.len() }
}

/// # Safety
/// `s` must point to `s.length` readable bytes that outlive the returned slice.
unsafe fn bytes<'a>(s: MlirStringRef) -> &'a [u8] {
    if s.length == 0 {
        return &[];
    }
    // SAFETY: the caller guarantees the string ref is valid.
    unsafe { std::slice::from_raw_parts(s.data.cast(), s.length) }
}

/// # Safety
/// As for [`bytes`]; MLIR identifiers and names are UTF-8.
unsafe fn str_of<'a>(s: MlirStringRef) -> &'a str {
    // SAFETY: forwarded to the caller.
    let b = unsafe { bytes(s) };
    std::str::from_utf8(b).unwrap_or("<non-utf8>")
}

unsafe extern "C" fn append_to_string(s: MlirStringRef, user: *mut c_void) {
    // SAFETY: `user` is the `&mut String` passed by `print_with`; `s` is valid for this call.
    unsafe {
        let out = &mut *(user as *mut String);
        out.push_str(&String::from_utf8_lossy(bytes(s)));
    }
}

/// Calls an MLIR print function with a callback that collects the text.
fn print_with(f: impl FnOnce(MlirStringCallback, *mut c_void)) -> String {
    let mut out = String::new();
    f(Some(append_to_string), (&mut out as *mut String).cast());
    out
}

/// MLIR names an in-memory buffer `-` (or nothing); such locations get the caller's file name.
fn is_buffer_name(name: &str) -> bool {
    name.is_empty() || name == "-"
}

/// Converts an MLIR location; an empty file name (MLIR's for in-memory buffers) becomes `file`.
fn convert_location(loc: MlirLocation, file: &str) -> Location {
    // SAFETY: `loc` is a valid location owned by a live context; all calls are read-only.
    unsafe {
        if mlirLocationIsAFileLineColRange(loc) {
            let name = str_of(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc)));
            let name = if is_buffer_name(name) { file } else { name };
            return Location::FileLineCol {
                file: name.into(),
                line: mlirLocationFileLineColRangeGetStartLine(loc).max(0) as u32,
                col: mlirLocationFileLineColRangeGetStartColumn(loc).max(0) as u32,
            };
        }
        if mlirLocationIsAName(loc) {
            return convert_location(mlirLocationNameGetChildLoc(loc), file);
        }
        if mlirLocationIsACallSite(loc) {
            return convert_location(mlirLocationCallSiteGetCallee(loc), file);
        }
        if mlirLocationIsAFused(loc) {
            let n = mlirLocationFusedGetNumLocations(loc);
            let mut locs = vec![MlirLocation { ptr: std::ptr::null() }; n as usize];
            mlirLocationFusedGetLocations(loc, locs.as_mut_ptr());
            for l in locs {
                let c = convert_location(l, file);
                if c != Location::Unknown {
                    return c;
                }
            }
        }
        Location::Unknown
    }
}

/// Attaches a handler that collects MLIR's diagnostics (located in `file`) until it is
/// detached; returns where they go and the handler to detach.
pub(crate) fn collect_diagnostics(
    context: &Context,
    file: &str,
) -> (Rc<RefCell<Vec<Diagnostic>>>, melior::diagnostic::DiagnosticHandlerId) {
    let diags: Rc<RefCell<Vec<Diagnostic>>> = Rc::default();
    let sink = diags.clone();
    let owned_file = file.to_string();
    let handler = context.attach_diagnostic_handler(move |d| {
        let loc = convert_location(d.location().to_raw(), &owned_file);
        let notes = (0..d.note_count())
            .filter_map(|i| d.note(i).ok())
            .map(|n| (convert_location(n.location().to_raw(), &owned_file), n.to_string()))
            .collect();
        sink.borrow_mut().push(Diagnostic { loc, message: d.to_string(), notes });
        true
    });
    (diags, handler)
}

/// Parses and verifies MLIR text with melior, turning MLIR's diagnostics into [`Error`]s.
///
/// Ops of MLIR's `test` dialect (upstream's test files use them as opaque producers of values)
/// are read as unregistered ops: `mlir-opt-22`, built with MLIR's tests, knows that dialect,
/// which MLIR's libraries do not have. Only when every error is such an op is the text read
/// again with unregistered dialects allowed.
pub fn parse_melior<'c>(
    context: &'c Context,
    text: &str,
    file: &str,
) -> Result<melior::ir::Module<'c>> {
    match parse_melior_once(context, text, file) {
        Err(Error::Diagnostics(ds))
            if !context.allow_unregistered_dialects() && only_test_dialect_ops(text, &ds) =>
        {
            context.set_allow_unregistered_dialects(true);
            let again = parse_melior_once(context, text, file);
            context.set_allow_unregistered_dialects(false);
            again
        }
        other => other,
    }
}

/// Whether every diagnostic is MLIR's unregistered-dialect error at an op of the `test`
/// dialect: MLIR points just after the quoted name of the generic form (`"test.foo"(...)`), or
/// at the name of the custom form.
fn only_test_dialect_ops(text: &str, ds: &[Diagnostic]) -> bool {
    let is_test_op = |loc: &Location| {
        let Location::FileLineCol { line, col, .. } = loc else { return false };
        let Some(line) = text.lines().nth((*line as usize).saturating_sub(1)) else {
            return false;
        };
        let Some((before, after)) = line.split_at_checked((*col as usize).saturating_sub(1)) else {
            return false;
        };
        match before.strip_suffix('"') {
            Some(quoted) => quoted.rsplit('"').next().is_some_and(|n| n.starts_with("test.")),
            None => after.starts_with("test."),
        }
    };
    !ds.is_empty()
        && ds.iter().all(|d| {
            d.message.starts_with("operation being parsed with an unregistered dialect")
                && is_test_op(&d.loc)
        })
}

fn parse_melior_once<'c>(
    context: &'c Context,
    text: &str,
    file: &str,
) -> Result<melior::ir::Module<'c>> {
    let (diags, handler) = collect_diagnostics(context, file);
    // Parsed from the file when `text` is its content, MLIR's locations name the file (passes
    // may print them into the program, as runtime verification messages do); parsed from a
    // string, they name it `-`.
    let from_file = std::fs::read(file).is_ok_and(|bytes| bytes == text.as_bytes());
    let parsed = {
        // SAFETY: the context is live and the strings outlive the calls; MLIR copies the source.
        let raw = unsafe {
            if from_file {
                mlirModuleCreateParseFromFile(context.to_raw(), string_ref(file))
            } else {
                mlirModuleCreateParse(context.to_raw(), string_ref(text))
            }
        };
        if raw.ptr.is_null() {
            None
        } else {
            // SAFETY: a non-null module from MLIR; ownership passes to melior.
            Some(unsafe { melior::ir::Module::from_raw(raw) })
        }
    };
    let result = match parsed {
        // MLIR's parser verifies what it parsed; a module that failed verification is null.
        Some(module) => Ok(module),
        None => {
            let mut d = std::mem::take(&mut *diags.borrow_mut());
            if d.is_empty() {
                d.push(Diagnostic::new(
                    Location::new(file, 1, 1),
                    "MLIR could not parse the input",
                ));
            }
            Err(Error::Diagnostics(d))
        }
    };
    context.detach_diagnostic_handler(handler);
    result
}

/// Parses and verifies MLIR text whose top level is one `builtin.module`, which becomes the
/// module as it is (mlir-opt's `-no-implicit-module`); anything else at the top level is an
/// error, as MLIR reports it.
pub fn parse_melior_module_op<'c>(
    context: &'c Context,
    text: &str,
    file: &str,
) -> Result<melior::ir::Module<'c>> {
    let (diags, handler) = collect_diagnostics(context, file);
    // SAFETY: the context is live and the strings outlive the call; MLIR copies the source.
    let op =
        unsafe { mlirOperationCreateParse(context.to_raw(), string_ref(text), string_ref(file)) };
    context.detach_diagnostic_handler(handler);
    let fail = |message: String| {
        let mut d = std::mem::take(&mut *diags.borrow_mut());
        if d.is_empty() {
            d.push(Diagnostic::new(Location::new(file, 1, 1), message));
        }
        Error::Diagnostics(d)
    };
    if op.ptr.is_null() {
        return Err(fail("MLIR could not parse the input".into()));
    }
    // SAFETY: `op` is a live operation owned here.
    let name = unsafe { str_of(mlirIdentifierStr(mlirOperationGetName(op))).to_string() };
    if name != "builtin.module" {
        // SAFETY: the operation is owned here and not used again.
        let loc = unsafe { convert_location(mlirOperationGetLocation(op), file) };
        unsafe { mlirOperationDestroy(op) };
        return Err(Error::at(
            &loc,
            format!("with -no-implicit-module the top-level operation must be 'builtin.module', not '{name}'"),
        ));
    }
    // SAFETY: a live `builtin.module` operation, whose ownership passes to the module.
    Ok(unsafe { melior::ir::Module::from_raw(mlirModuleFromOperation(op)) })
}

/// A pass manager for MLIR step `step` of `pipeline` (a [`Step::Mlir`]), every upstream pass
/// registered. Steps of pass flags are added to a `builtin.module` pass manager with implicit
/// nesting, as mlir-opt adds its flags; `--pass-pipeline` text is parsed as MLIR parses it. A
/// step that does not parse is reported at its position in the pipeline as written; a flag
/// that names no pass, as mlir-opt reports an unknown command-line argument.
pub fn pass_manager<'c>(
    context: &'c Context,
    pipeline: &PassPipeline,
    step: usize,
) -> Result<melior::pass::PassManager<'c>> {
    let Some(Step::Mlir(mlir)) = pipeline.steps().get(step) else {
        return Err(Error::Other(format!("pipeline step {step} is not MLIR's")));
    };
    melior::utility::register_all_passes();
    if mlir.implicit_nesting() {
        // SAFETY: the context is live; the new pass manager is owned by the melior value.
        let manager = unsafe {
            melior::pass::PassManager::from_raw(mlirPassManagerCreateOnOperation(
                context.to_raw(),
                string_ref("builtin.module"),
            ))
        };
        for (i, (name, options)) in mlir.passes().enumerate() {
            let mut message = String::new();
            // SAFETY: the pass manager and the strings are live for the call; the callback
            // appends to `message`, which outlives it.
            let added = unsafe {
                lowritePassManagerAddFlag(
                    manager.to_raw(),
                    string_ref(name),
                    string_ref(options),
                    Some(append_to_string),
                    (&mut message as *mut String).cast(),
                )
            };
            if added.value == 0 {
                let at = pipeline.locate_pass(step, i);
                let text = if message.contains("does not refer to a registered pass") {
                    // mlir-opt's words for a flag it does not know.
                    format!("Unknown command line argument '{}'", pipeline.written(step, i))
                } else if message.trim().is_empty() {
                    format!("invalid options for '{}': '{options}'", pipeline.written(step, i))
                } else {
                    message.trim().to_string()
                };
                return Err(Error::at(&at, text));
            }
        }
        return Ok(manager);
    }
    let manager = melior::pass::PassManager::new(context);
    match melior::utility::parse_pass_pipeline(manager.as_operation_pass_manager(), mlir.text()) {
        Ok(()) => Ok(manager),
        Err(melior::Error::ParsePassPipeline(m)) => Err(pipeline_error(&m, pipeline, step)),
        Err(e) => Err(pipeline_error(&e.to_string(), pipeline, step)),
    }
}

/// Runs a pass manager on `module`, MLIR's diagnostics located in `file`.
pub fn run_passes(
    context: &Context,
    manager: &melior::pass::PassManager<'_>,
    module: &mut melior::ir::Module<'_>,
    file: &str,
) -> Result<()> {
    let (diags, handler) = collect_diagnostics(context, file);
    let ran = manager.run(module);
    context.detach_diagnostic_handler(handler);
    if ran.is_err() {
        let mut d = std::mem::take(&mut *diags.borrow_mut());
        if d.is_empty() {
            d.push(Diagnostic::new(Location::new(file, 1, 1), "the pass pipeline failed"));
        }
        return Err(Error::Diagnostics(d));
    }
    Ok(())
}

/// MLIR's pipeline parser reports `MLIR Textual PassPipeline Parser:LINE:COL: error: ...`
/// (followed by the pipeline and a caret); the error is located in the pipeline as written.
fn pipeline_error(message: &str, pipeline: &PassPipeline, step: usize) -> Error {
    let first = message.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let located = first.split_once(": error: ").and_then(|(head, text)| {
        let mut parts = head.rsplitn(3, ':');
        let col = parts.next()?.trim().parse::<u32>().ok()?;
        let line = parts.next()?.trim().parse::<u32>().ok()?;
        Some((line, col, text.to_string()))
    });
    let (line, col, text) = located.unwrap_or((1, 1, first.trim().to_string()));
    let text = if text.is_empty() {
        format!("cannot parse the pass pipeline '{}'", pipeline.text())
    } else {
        text
    };
    Error::at(&pipeline.locate(step, line, col), text)
}

/// Imports a parsed melior module into `ir`.
pub fn import_module(module: &melior::ir::Module<'_>, file: &str) -> Module {
    // SAFETY: the module is live for the whole import; the walk only reads.
    unsafe { Importer::new(file).module(mlirModuleGetOperation(module.to_raw())) }
}

struct Importer {
    file: Arc<str>,
    module: Module,
    values: FxHashMap<usize, Value>,
    blocks: FxHashMap<usize, BlockId>,
    types: FxHashMap<usize, Type>,
    /// Operands seen before their definition: (op, operand index, MLIR value).
    fixups: Vec<(crate::ir::OpId, usize, usize)>,
    last_file: Option<(usize, Arc<str>)>,
    /// Per op name (its uniqued identifier): the inherent attribute names, if the op is known.
    inherent: FxHashMap<usize, Option<&'static [&'static str]>>,
}

impl Importer {
    fn new(file: &str) -> Importer {
        Importer {
            file: file.into(),
            module: Module::default(),
            values: FxHashMap::default(),
            blocks: FxHashMap::default(),
            types: FxHashMap::default(),
            fixups: Vec::new(),
            last_file: None,
            inherent: FxHashMap::default(),
        }
    }

    unsafe fn loc(&mut self, loc: MlirLocation) -> Location {
        // SAFETY (whole fn): `loc` is valid; calls are read-only.
        unsafe {
            if mlirLocationIsAFileLineColRange(loc) {
                let ident = mlirLocationFileLineColRangeGetFilename(loc);
                let key = ident.ptr as usize;
                let file = match &self.last_file {
                    Some((k, f)) if *k == key => f.clone(),
                    _ => {
                        let name = str_of(mlirIdentifierStr(ident));
                        let f: Arc<str> =
                            if is_buffer_name(name) { self.file.clone() } else { name.into() };
                        self.last_file = Some((key, f.clone()));
                        f
                    }
                };
                return Location::FileLineCol {
                    file,
                    line: mlirLocationFileLineColRangeGetStartLine(loc).max(0) as u32,
                    col: mlirLocationFileLineColRangeGetStartColumn(loc).max(0) as u32,
                };
            }
            convert_location(loc, &self.file)
        }
    }

    unsafe fn module(mut self, op: MlirOperation) -> Module {
        // SAFETY (whole fn): `op` is the live builtin.module.
        unsafe {
            self.module.loc = self.loc(mlirOperationGetLocation(op));
            for (name, attr) in self.attributes(op) {
                match name.as_str() {
                    "sym_name" => self.module.name = attr.as_str().map(str::to_string),
                    _ => self.module.attributes.push((name, attr)),
                }
            }
            let body_block = self.module.body_block();
            let region = mlirOperationGetRegion(op, 0);
            let block = mlirRegionGetFirstBlock(region);
            if !block.ptr.is_null() {
                self.ops_of_block(block, body_block);
            }
            for (op, idx, raw) in std::mem::take(&mut self.fixups) {
                let v = self.values[&raw];
                self.module.op_mut(op).operands[idx] = v;
            }
            std::mem::take(&mut self.module)
        }
    }

    unsafe fn attributes(&mut self, op: MlirOperation) -> Vec<(Str, Attribute)> {
        // SAFETY (whole fn): `op` is live; named attributes stay valid while it is.
        unsafe {
            let name_id = mlirOperationGetName(op);
            let known = match self.inherent.get(&(name_id.ptr as usize)) {
                Some(k) => *k,
                None => {
                    let name = str_of(mlirIdentifierStr(name_id));
                    let k = crate::ir::inherent_attribute_names().get(name).map(Vec::as_slice);
                    self.inherent.insert(name_id.ptr as usize, k);
                    k
                }
            };
            let mut out = Vec::new();
            match known {
                // Reading inherent attributes by name and discardable ones directly avoids
                // `getAttrs`, which rebuilds the whole attribute dictionary on every call.
                Some(names) => {
                    for &n in names {
                        let a = mlirOperationGetInherentAttributeByName(op, string_ref(n));
                        if !a.ptr.is_null() {
                            out.push((Str::from(n), self.attr(a)));
                        }
                    }
                    for i in 0..mlirOperationGetNumDiscardableAttributes(op) {
                        let na = mlirOperationGetDiscardableAttribute(op, i);
                        let name = Str::from(str_of(mlirIdentifierStr(na.name)));
                        out.push((name, self.attr(na.attribute)));
                    }
                }
                None => {
                    let n = mlirOperationGetNumAttributes(op);
                    out.reserve(n as usize);
                    for i in 0..n {
                        let na = mlirOperationGetAttribute(op, i);
                        let name = Str::from(str_of(mlirIdentifierStr(na.name)));
                        out.push((name, self.attr(na.attribute)));
                    }
                }
            }
            // Enum properties are invisible to `getAttrs` and to the inherent-attribute query;
            // the properties dictionary shows them as integers.
            let name = str_of(mlirIdentifierStr(mlirOperationGetName(op)));
            if let Some(props) = crate::ir::plain_properties(name) {
                let dict = lowriteOperationGetPropertiesAsAttribute(op);
                if !dict.ptr.is_null() && mlirAttributeIsADictionary(dict) {
                    for &prop in props {
                        let a = mlirDictionaryAttrGetElementByName(dict, string_ref(prop));
                        if !a.ptr.is_null() && mlirAttributeIsAInteger(a) {
                            let v = mlirIntegerAttrGetValueInt(a);
                            out.push((Str::from(prop), Attribute::int(v, Type::int(32))));
                        }
                    }
                }
            }
            out
        }
    }

    unsafe fn region(&mut self, region: MlirRegion) -> RegionId {
        // SAFETY (whole fn): `region` is live.
        unsafe {
            let rid = self.module.new_region();
            // Create all blocks first: successors and operands may refer forward.
            let mut raw_blocks = Vec::new();
            let mut b = mlirRegionGetFirstBlock(region);
            while !b.ptr.is_null() {
                let n = mlirBlockGetNumArguments(b);
                let mut tys = Vec::with_capacity(n as usize);
                for i in 0..n {
                    tys.push(self.ty(mlirValueGetType(mlirBlockGetArgument(b, i))));
                }
                let bid = self.module.new_block(&tys);
                for i in 0..n {
                    let v = self.module.block(bid).args[i as usize];
                    self.values.insert(mlirBlockGetArgument(b, i).ptr as usize, v);
                }
                self.blocks.insert(b.ptr as usize, bid);
                self.module.append_block(rid, bid);
                raw_blocks.push((b, bid));
                b = mlirBlockGetNextInRegion(b);
            }
            for (b, bid) in raw_blocks {
                self.ops_of_block(b, bid);
            }
            rid
        }
    }

    unsafe fn ops_of_block(&mut self, block: MlirBlock, bid: BlockId) {
        // SAFETY (whole fn): `block` is live; we only read.
        unsafe {
            let mut op = mlirBlockGetFirstOperation(block);
            while !op.ptr.is_null() {
                self.op(op, bid);
                op = mlirOperationGetNextInBlock(op);
            }
        }
    }

    unsafe fn op(&mut self, op: MlirOperation, bid: BlockId) {
        // SAFETY (whole fn): `op` is live; we only read.
        unsafe {
            let name = str_of(mlirIdentifierStr(mlirOperationGetName(op))).to_string();
            let loc = self.loc(mlirOperationGetLocation(op));
            let attributes = self.attributes(op);
            let nreg = mlirOperationGetNumRegions(op);
            let mut regions = Vec::with_capacity(nreg as usize);
            for i in 0..nreg {
                regions.push(self.region(mlirOperationGetRegion(op, i)));
            }
            let nres = mlirOperationGetNumResults(op);
            let mut results = Vec::with_capacity(nres as usize);
            for i in 0..nres {
                results.push(self.ty(mlirValueGetType(mlirOperationGetResult(op, i))));
            }
            let nsucc = mlirOperationGetNumSuccessors(op);
            let successors = (0..nsucc)
                .map(|i| self.blocks[&(mlirOperationGetSuccessor(op, i).ptr as usize)])
                .collect();
            let nopd = mlirOperationGetNumOperands(op);
            let mut operands = Vec::with_capacity(nopd as usize);
            let mut pending = Vec::new();
            for i in 0..nopd {
                let raw = mlirOperationGetOperand(op, i).ptr as usize;
                match self.values.get(&raw) {
                    Some(v) => operands.push(*v),
                    None => {
                        pending.push((i as usize, raw));
                        operands.push(Value(u32::MAX));
                    }
                }
            }
            let id = self.module.push_op(
                bid,
                OpSpec {
                    name: name.into(),
                    operands,
                    results,
                    attributes,
                    successors,
                    regions,
                    loc,
                },
            );
            for (i, raw) in pending {
                self.fixups.push((id, i, raw));
            }
            for i in 0..nres {
                let v = self.module.result(id, i as usize);
                self.values.insert(mlirOperationGetResult(op, i).ptr as usize, v);
            }
        }
    }

    unsafe fn ty(&mut self, t: MlirType) -> Type {
        let key = t.ptr as usize;
        if let Some(ty) = self.types.get(&key) {
            return ty.clone();
        }
        // SAFETY: `t` is a live uniqued type.
        let ty = unsafe { self.convert_type(t) };
        self.types.insert(key, ty.clone());
        ty
    }

    unsafe fn convert_type(&mut self, t: MlirType) -> Type {
        // SAFETY (whole fn): `t` is live; each accessor is called only after its IsA check.
        unsafe {
            if mlirTypeIsAInteger(t) {
                let signedness = if mlirIntegerTypeIsSigned(t) {
                    Signedness::Signed
                } else if mlirIntegerTypeIsUnsigned(t) {
                    Signedness::Unsigned
                } else {
                    Signedness::Signless
                };
                return Type::Int { width: mlirIntegerTypeGetWidth(t), signedness };
            }
            if mlirTypeIsAIndex(t) {
                return Type::Index;
            }
            if mlirTypeIsAF32(t) {
                return Type::Float(FloatKind::F32);
            }
            if mlirTypeIsAF64(t) {
                return Type::Float(FloatKind::F64);
            }
            if mlirTypeIsAF16(t) {
                return Type::Float(FloatKind::F16);
            }
            if mlirTypeIsABF16(t) {
                return Type::Float(FloatKind::BF16);
            }
            if mlirTypeIsANone(t) {
                return Type::None;
            }
            if mlirTypeIsAComplex(t) {
                return Type::Complex(Arc::new(self.ty(mlirComplexTypeGetElementType(t))));
            }
            if mlirTypeIsAVector(t) {
                let rank = mlirShapedTypeGetRank(t) as isize;
                let shape = (0..rank).map(|i| mlirShapedTypeGetDimSize(t, i) as u64).collect();
                let scalable = (0..rank).map(|i| mlirVectorTypeIsDimScalable(t, i)).collect();
                let elem = Arc::new(self.ty(mlirShapedTypeGetElementType(t)));
                return Type::Vector { shape, scalable, elem };
            }
            if mlirTypeIsATensor(t) {
                let elem = Arc::new(self.ty(mlirShapedTypeGetElementType(t)));
                let shape = if mlirShapedTypeHasRank(t) { Some(self.dims(t)) } else { None };
                return Type::Tensor { shape, elem };
            }
            if mlirTypeIsAMemRef(t) {
                let shape = self.dims(t);
                let elem = Arc::new(self.ty(mlirShapedTypeGetElementType(t)));
                let layout_attr = mlirMemRefTypeGetLayout(t);
                let layout = if mlirAttributeIsAStridedLayout(layout_attr) {
                    let n = mlirStridedLayoutAttrGetNumStrides(layout_attr);
                    Layout::Strided {
                        strides: (0..n)
                            .map(|i| mlirStridedLayoutAttrGetStride(layout_attr, i))
                            .collect(),
                        offset: mlirStridedLayoutAttrGetOffset(layout_attr),
                    }
                } else if mlirAttributeIsAAffineMap(layout_attr)
                    && mlirAffineMapIsIdentity(mlirAffineMapAttrGetValue(layout_attr))
                {
                    Layout::Identity
                } else {
                    // An affine map of strided form has strides and an offset, as MLIR's
                    // strides analysis finds them; other maps have none.
                    let mut strides = vec![0i64; shape.len()];
                    let mut offset = 0i64;
                    let found =
                        mlirMemRefTypeGetStridesAndOffset(t, strides.as_mut_ptr(), &mut offset);
                    if found.value != 0 {
                        Layout::Map { map: attr_text(layout_attr), strides, offset }
                    } else {
                        Layout::Other(attr_text(layout_attr))
                    }
                };
                let ms = mlirMemRefTypeGetMemorySpace(t);
                let memory_space = (!ms.ptr.is_null()).then(|| memory_space_text(ms));
                return Type::MemRef { shape, elem, layout, memory_space };
            }
            if mlirTypeIsAUnrankedMemRef(t) {
                let elem = Arc::new(self.ty(mlirShapedTypeGetElementType(t)));
                let ms = mlirUnrankedMemrefGetMemorySpace(t);
                let memory_space = (!ms.ptr.is_null()).then(|| memory_space_text(ms));
                return Type::UnrankedMemRef { elem, memory_space };
            }
            if mlirTypeIsAFunction(t) {
                let inputs = (0..mlirFunctionTypeGetNumInputs(t))
                    .map(|i| self.ty(mlirFunctionTypeGetInput(t, i)))
                    .collect();
                let results = (0..mlirFunctionTypeGetNumResults(t))
                    .map(|i| self.ty(mlirFunctionTypeGetResult(t, i)))
                    .collect();
                return Type::Function { inputs, results };
            }
            if mlirTypeIsALLVMPointerType(t) {
                return Type::Ptr { addr_space: mlirLLVMPointerTypeGetAddressSpace(t) };
            }
            if mlirTypeIsALLVMStructType(t) {
                let name = (!mlirLLVMStructTypeIsLiteral(t)).then(|| {
                    String::from_utf8_lossy(bytes(mlirLLVMStructTypeGetIdentifier(t))).into_owned()
                });
                let body = if mlirLLVMStructTypeIsOpaque(t) {
                    None
                } else {
                    let n = mlirLLVMStructTypeGetNumElementTypes(t);
                    Some(
                        (0..n)
                            .map(|i| self.ty(mlirLLVMStructTypeGetElementType(t, i)))
                            .collect::<Vec<_>>()
                            .into(),
                    )
                };
                return Type::Struct { name, body, packed: mlirLLVMStructTypeIsPacked(t) };
            }
            let text = print_with(|cb, ud| mlirTypePrint(t, cb, ud));
            match text.as_str() {
                "f80" => return Type::Float(FloatKind::F80),
                "f128" => return Type::Float(FloatKind::F128),
                "!llvm.void" => return Type::Void,
                _ => {}
            }
            if let Some(k) = SmallFloat::from_name(&text) {
                return Type::Float(FloatKind::Small(k));
            }
            if let Some(rest) = text.strip_prefix("!llvm.array<") {
                if let Some(len) = rest.split(" x ").next().and_then(|n| n.trim().parse().ok()) {
                    let elem = Arc::new(self.ty(mlirLLVMArrayTypeGetElementType(t)));
                    return Type::Array { len, elem };
                }
            }
            if text.starts_with("!llvm.func<") {
                let ret = Arc::new(self.ty(mlirLLVMFunctionTypeGetReturnType(t)));
                let params = (0..mlirLLVMFunctionTypeGetNumInputs(t))
                    .map(|i| self.ty(mlirLLVMFunctionTypeGetInput(t, i)))
                    .collect();
                return Type::LlvmFunc { ret, params, varargs: text.ends_with("...)>") };
            }
            Type::Opaque(text)
        }
    }

    unsafe fn dims(&mut self, t: MlirType) -> Vec<i64> {
        // SAFETY: `t` is a ranked shaped type.
        unsafe {
            (0..mlirShapedTypeGetRank(t) as isize)
                .map(|i| {
                    if mlirShapedTypeIsDynamicDim(t, i) {
                        DYNAMIC
                    } else {
                        mlirShapedTypeGetDimSize(t, i)
                    }
                })
                .collect()
        }
    }

    unsafe fn attr(&mut self, a: MlirAttribute) -> Attribute {
        // SAFETY (whole fn): `a` is live; each accessor follows its IsA check.
        unsafe {
            if mlirAttributeIsAUnit(a) {
                return Attribute::Unit;
            }
            if mlirAttributeIsABool(a) {
                return Attribute::Bool(mlirBoolAttrGetValue(a));
            }
            if mlirAttributeIsAInteger(a) {
                let ty = self.ty(mlirAttributeGetType(a));
                match ty {
                    Type::Index => return Attribute::int(mlirIntegerAttrGetValueInt(a), ty),
                    Type::Int { width, signedness } if width <= 64 => {
                        let value = match signedness {
                            Signedness::Signless => mlirIntegerAttrGetValueInt(a),
                            Signedness::Signed => mlirIntegerAttrGetValueSInt(a),
                            Signedness::Unsigned => mlirIntegerAttrGetValueUInt(a) as i64,
                        };
                        return Attribute::int(value, ty);
                    }
                    _ => return Attribute::Opaque(attr_text(a)),
                }
            }
            if mlirAttributeIsAFloat(a) {
                let ty = self.ty(mlirAttributeGetType(a));
                if matches!(ty, Type::Float(FloatKind::F80 | FloatKind::F128)) || !ty.is_float() {
                    return Attribute::Opaque(attr_text(a));
                }
                return Attribute::Float {
                    value: mlirFloatAttrGetValueDouble(a),
                    ty: Type::shared(ty),
                };
            }
            if mlirAttributeIsAString(a) {
                return match std::str::from_utf8(bytes(mlirStringAttrGetValue(a))) {
                    Ok(s) if mlirTypeIsANone(mlirAttributeGetType(a)) => {
                        Attribute::String(s.to_string())
                    }
                    _ => Attribute::Opaque(attr_text(a)),
                };
            }
            if mlirAttributeIsAFlatSymbolRef(a) {
                return Attribute::symbol(str_of(mlirFlatSymbolRefAttrGetValue(a)));
            }
            if mlirAttributeIsASymbolRef(a) {
                let mut path = vec![str_of(mlirSymbolRefAttrGetRootReference(a)).to_string()];
                for i in 0..mlirSymbolRefAttrGetNumNestedReferences(a) {
                    let nested = mlirSymbolRefAttrGetNestedReference(a, i);
                    path.push(str_of(mlirFlatSymbolRefAttrGetValue(nested)).to_string());
                }
                return Attribute::SymbolRef(path);
            }
            if mlirAttributeIsAArray(a) {
                let n = mlirArrayAttrGetNumElements(a);
                return Attribute::Array(
                    (0..n).map(|i| self.attr(mlirArrayAttrGetElement(a, i))).collect(),
                );
            }
            if mlirAttributeIsADictionary(a) {
                let n = mlirDictionaryAttrGetNumElements(a);
                return Attribute::Dict(
                    (0..n)
                        .map(|i| {
                            let na = mlirDictionaryAttrGetElement(a, i);
                            (
                                str_of(mlirIdentifierStr(na.name)).to_string(),
                                self.attr(na.attribute),
                            )
                        })
                        .collect(),
                );
            }
            if mlirAttributeIsAType(a) {
                return Attribute::Type(Type::shared(self.ty(mlirTypeAttrGetValue(a))));
            }
            if let Some(arr) = self.dense_array(a) {
                return arr;
            }
            if mlirAttributeIsADenseElements(a) && !mlirAttributeIsADenseResourceElements(a) {
                if let Some(d) = self.dense_elements(a) {
                    return d;
                }
            }
            let text = attr_text(a);
            Attribute::parse_enum(&text).unwrap_or(Attribute::Opaque(text))
        }
    }

    unsafe fn dense_array(&mut self, a: MlirAttribute) -> Option<Attribute> {
        // SAFETY (whole fn): each getter matches the IsA check before it.
        unsafe {
            let n = mlirDenseArrayGetNumElements(a);
            let ints = |w: u32, get: &dyn Fn(isize) -> i64| Attribute::DenseArray {
                elem: Type::shared(Type::int(w)),
                values: DenseValues::Int((0..n).map(get).collect()),
            };
            Some(if mlirAttributeIsADenseBoolArray(a) {
                ints(1, &|i| mlirDenseBoolArrayGetElement(a, i) as i64)
            } else if mlirAttributeIsADenseI8Array(a) {
                ints(8, &|i| mlirDenseI8ArrayGetElement(a, i) as i64)
            } else if mlirAttributeIsADenseI16Array(a) {
                ints(16, &|i| mlirDenseI16ArrayGetElement(a, i) as i64)
            } else if mlirAttributeIsADenseI32Array(a) {
                ints(32, &|i| mlirDenseI32ArrayGetElement(a, i) as i64)
            } else if mlirAttributeIsADenseI64Array(a) {
                ints(64, &|i| mlirDenseI64ArrayGetElement(a, i))
            } else if mlirAttributeIsADenseF32Array(a) {
                Attribute::DenseArray {
                    elem: Type::shared(Type::Float(FloatKind::F32)),
                    values: DenseValues::Float(
                        (0..n).map(|i| mlirDenseF32ArrayGetElement(a, i) as f64).collect(),
                    ),
                }
            } else if mlirAttributeIsADenseF64Array(a) {
                Attribute::DenseArray {
                    elem: Type::shared(Type::Float(FloatKind::F64)),
                    values: DenseValues::Float(
                        (0..n).map(|i| mlirDenseF64ArrayGetElement(a, i)).collect(),
                    ),
                }
            } else {
                return None;
            })
        }
    }

    unsafe fn dense_elements(&mut self, a: MlirAttribute) -> Option<Attribute> {
        // SAFETY (whole fn): `a` is a dense int-or-float elements attribute; the raw buffer holds
        // one element (splat) or all elements at MLIR's storage width.
        unsafe {
            let ty = self.ty(mlirAttributeGetType(a));
            let elem = match &ty {
                Type::Vector { elem, .. } | Type::Tensor { elem, .. } => (**elem).clone(),
                _ => return None,
            };
            let splat = mlirDenseElementsAttrIsSplat(a);
            let n = if splat { 1 } else { mlirElementsAttrGetNumElements(a) as usize };
            let raw = mlirDenseElementsAttrGetRawData(a) as *const u8;
            // A complex element is stored as its two parts, one after the other.
            let (elem, n) = match elem {
                Type::Complex(part) if *part != Type::i1() => ((*part).clone(), 2 * n),
                elem => (elem, n),
            };
            let values = match &elem {
                Type::Int { width: 1, .. } => DenseValues::Int(
                    (0..n)
                        .map(|i| mlirDenseElementsAttrGetBoolValue(a, i as isize) as i64)
                        .collect(),
                ),
                Type::Int { width, signedness } if *width <= 64 => {
                    let bytes_per = width.div_ceil(8) as usize;
                    let data = std::slice::from_raw_parts(raw, n * bytes_per);
                    let unsigned = *signedness == Signedness::Unsigned;
                    DenseValues::Int(
                        data.chunks_exact(bytes_per)
                            .map(|c| int_from_le(c, *width, unsigned))
                            .collect(),
                    )
                }
                Type::Index => {
                    let data = std::slice::from_raw_parts(raw, n * 8);
                    DenseValues::Int(
                        data.chunks_exact(8).map(|c| int_from_le(c, 64, false)).collect(),
                    )
                }
                Type::Float(
                    k @ (FloatKind::F16
                    | FloatKind::BF16
                    | FloatKind::F32
                    | FloatKind::F64
                    | FloatKind::Small(_)),
                ) => {
                    let bytes_per = k.width().div_ceil(8) as usize;
                    let data = std::slice::from_raw_parts(raw, n * bytes_per);
                    DenseValues::Float(
                        data.chunks_exact(bytes_per).map(|c| float_from_le(c, *k)).collect(),
                    )
                }
                _ => return None,
            };
            Some(Attribute::DenseElements { ty: Type::shared(ty), splat, values })
        }
    }
}

fn int_from_le(c: &[u8], width: u32, unsigned: bool) -> i64 {
    let mut buf = [0u8; 8];
    buf[..c.len()].copy_from_slice(c);
    let v = u64::from_le_bytes(buf);
    if width >= 64 || unsigned {
        return v as i64;
    }
    let shift = 64 - width;
    ((v << shift) as i64) >> shift
}

fn float_from_le(c: &[u8], kind: FloatKind) -> f64 {
    match kind {
        FloatKind::F64 => f64::from_le_bytes(c.try_into().unwrap()),
        FloatKind::F32 => f32::from_le_bytes(c.try_into().unwrap()) as f64,
        FloatKind::BF16 => {
            f32::from_bits((u16::from_le_bytes(c.try_into().unwrap()) as u32) << 16) as f64
        }
        FloatKind::F16 => half_to_f64(u16::from_le_bytes(c.try_into().unwrap())),
        FloatKind::Small(k) => k.decode(c[0] as u64),
        FloatKind::F80 | FloatKind::F128 => unreachable!("filtered by the caller"),
    }
}

/// IEEE binary16 to f64 (exact).
pub(crate) fn half_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let mant = (h & 0x3ff) as f64;
    sign * match exp {
        0 => mant * 2f64.powi(-24),
        31 if mant == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        e => (1.0 + mant / 1024.0) * 2f64.powi(e - 15),
    }
}

/// A memref's memory space as MLIR prints it in the type: an `i64` integer without its type
/// (`memref<4xf32, 1>`), any other attribute as it is.
fn memory_space_text(ms: MlirAttribute) -> String {
    let text = attr_text(ms);
    match text.strip_suffix(" : i64") {
        Some(n) if n.parse::<i64>().is_ok() => n.to_string(),
        _ => text,
    }
}

fn attr_text(a: MlirAttribute) -> String {
    // SAFETY: `a` is a live attribute; printing is read-only.
    print_with(|cb, ud| unsafe { mlirAttributePrint(a, cb, ud) })
}

/// Parses the module's text with MLIR into a melior module in `context`, verifying it.
pub fn to_melior<'c>(
    m: &crate::ir::Module,
    context: &'c melior::Context,
) -> Result<melior::ir::Module<'c>> {
    let opts = crate::export::PrintOptions { locations: true, generic: true };
    let text = crate::export::to_mlir_text_opts(m, opts);
    parse_melior(context, &text, "<lowrite>")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_conversion() {
        assert_eq!(half_to_f64(0x3c00), 1.0);
        assert_eq!(half_to_f64(0xc000), -2.0);
        assert_eq!(half_to_f64(0x0001), 2f64.powi(-24));
        assert!(half_to_f64(0x7e00).is_nan());
        assert_eq!(half_to_f64(0xfc00), f64::NEG_INFINITY);
    }

    /// For every bit pattern of every small float format, the value MLIR gives the attribute
    /// `0xNN : fmt` is what [`SmallFloat::decode`] computes, and [`SmallFloat::encode`] gives
    /// the pattern back (NaNs with their sign and payload).
    #[test]
    fn small_floats_agree_with_mlir() {
        for k in SmallFloat::ALL {
            let codes = 0..1u64 << k.width();
            let body: String = codes
                .clone()
                .map(|b| format!("  %c{b} = arith.constant 0x{b:X} : {}\n", k.name()))
                .collect();
            let text = format!("func.func @f() {{\n{body}  return\n}}\n");
            let module = parse(&text, "codes.mlir", &ImportOptions::default()).unwrap();
            let mut values = Vec::new();
            module.walk(|op| {
                if let Some(Attribute::Float { value, .. }) = module.op(op).attr("value") {
                    values.push(*value);
                }
            });
            assert_eq!(values.len(), 1 << k.width(), "{}", k.name());
            for (code, mlir) in codes.zip(values) {
                let ours = k.decode(code);
                // LLVM converts `f8E8M0FNU`'s NaN to an infinity.
                let e8m0_nan = k == SmallFloat::F8E8M0FNU && ours.is_nan() && mlir.is_infinite();
                let agree = ours.to_bits() == mlir.to_bits()
                    || (ours.is_nan() && mlir.is_nan())
                    || e8m0_nan;
                assert!(agree, "{} 0x{code:X}: MLIR {mlir}, lowrite {ours}", k.name());
                let back = k.encode(mlir).unwrap();
                // A signalling NaN comes back quiet: the double MLIR gives no longer tells.
                let sign = |b: u64| b >> (k.width() - 1);
                let same_nan = ours.is_nan() && k.decode(back).is_nan() && sign(back) == sign(code);
                assert!(back == code || same_nan, "{} 0x{code:X}: 0x{back:X}", k.name());
            }
        }
    }

    #[test]
    fn sign_extension() {
        assert_eq!(int_from_le(&[0xff], 8, false), -1);
        assert_eq!(int_from_le(&[0xff], 8, true), 255);
        assert_eq!(int_from_le(&[0x05, 0x00, 0x00], 24, false), 5);
    }
}
