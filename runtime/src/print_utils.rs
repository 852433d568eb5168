//! lowrite's own definitions of the printing functions of MLIR's C runner utilities
//! (`printI64`, `printF32`, `printNewline`...), which `vector.print` lowers to.
//!
//! MLIR's `libmlir_c_runner_utils.so` defines them, but on Debian that library depends on the
//! whole of `libMLIR.so`: loading it binds some 30,000 symbols, which takes longer than
//! lowering, compiling and running a small program. A program whose only external calls are
//! these functions now runs without loading MLIR's libraries at all; a program that calls
//! anything else (`printMemrefF32`, `memrefCopy`...) loads them as before.
//!
//! Each function prints through C's `stdout` with the format MLIR's own uses, so that the text,
//! and its order against anything else the program prints through C's stdio, are the same.

use std::ffi::{c_char, c_int, c_void, CStr};

extern "C" {
    /// C's standard output stream (glibc's `stdout`).
    static mut stdout: *mut libc::FILE;
}

/// C's `stdout`.
fn out() -> *mut libc::FILE {
    // SAFETY: glibc initializes `stdout` before any code runs and never changes it; reading the
    // pointer (not writing it) is all this does.
    unsafe { stdout }
}

extern "C" fn print_i64(value: i64) {
    // SAFETY: a valid stream, a format taking exactly one `long` (`PRId64` on this target).
    unsafe { libc::fprintf(out(), c"%ld".as_ptr(), value) };
}

extern "C" fn print_u64(value: u64) {
    // SAFETY: as above, with one `unsigned long` (`PRIu64`).
    unsafe { libc::fprintf(out(), c"%lu".as_ptr(), value) };
}

extern "C" fn print_f32(value: f32) {
    // SAFETY: as above, with one `double` (C promotes a `float` argument of `printf` to one).
    unsafe { libc::fprintf(out(), c"%g".as_ptr(), f64::from(value)) };
}

extern "C" fn print_f64(value: f64) {
    // SAFETY: as above, with one `double`.
    unsafe { libc::fprintf(out(), c"%lg".as_ptr(), value) };
}

extern "C" fn print_string(text: *const c_char) {
    // SAFETY: the program passes a NUL-terminated string, as MLIR's `printString` requires.
    unsafe { libc::fputs(text, out()) };
}

fn put(text: &CStr) {
    // SAFETY: a valid stream and a NUL-terminated string.
    unsafe { libc::fputs(text.as_ptr(), out()) };
}

extern "C" fn print_open() {
    put(c"( ");
}

extern "C" fn print_close() {
    put(c" )");
}

extern "C" fn print_comma() {
    put(c", ");
}

extern "C" fn print_newline() {
    // SAFETY: a valid stream.
    unsafe { libc::fputc(c_int::from(b'\n'), out()) };
}

/// The functions defined here, by the names programs call them.
fn table() -> [(&'static CStr, *mut c_void); 9] {
    [
        (c"printI64", print_i64 as extern "C" fn(i64) as *mut c_void),
        (c"printU64", print_u64 as extern "C" fn(u64) as *mut c_void),
        (c"printF32", print_f32 as extern "C" fn(f32) as *mut c_void),
        (c"printF64", print_f64 as extern "C" fn(f64) as *mut c_void),
        (c"printString", print_string as extern "C" fn(*const c_char) as *mut c_void),
        (c"printOpen", print_open as extern "C" fn() as *mut c_void),
        (c"printClose", print_close as extern "C" fn() as *mut c_void),
        (c"printComma", print_comma as extern "C" fn() as *mut c_void),
        (c"printNewline", print_newline as extern "C" fn() as *mut c_void),
    ]
}

/// Makes each function here visible to the JIT's symbol search under its MLIR name, unless the
/// process (or a library it loaded, such as one given with `--shared-libs`) already defines
/// that name. Symbols added this way stay for the life of the process.
pub(crate) fn define_missing() {
    // One caller at a time, so that a name is never added twice.
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    for (name, address) in table() {
        let name_str = name.to_str().expect("the names are ASCII");
        if inkwell::support::search_for_address_of_symbol(name_str).is_none() {
            // SAFETY: `name` is NUL-terminated and LLVM copies it; `address` is a function of
            // the signature MLIR's lowering calls under that name, living as long as the process.
            unsafe { llvm_sys::support::LLVMAddSymbol(name.as_ptr(), address) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_function_is_found_under_its_name_once_defined() {
        inkwell::support::load_visible_symbols();
        define_missing();
        for (name, _) in table() {
            let name = name.to_str().unwrap();
            assert!(inkwell::support::search_for_address_of_symbol(name).is_some(), "{name}");
        }
    }
}
