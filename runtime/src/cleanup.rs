//! What an interrupted command leaves behind, so that it can be removed before the process
//! exits: the temporary files and directories it is writing, and the child processes (the
//! system linker) writing them. A command registers each while it exists ([`Pending`],
//! [`ChildGuard`]); the command line's signal handler calls [`remove_all`] on SIGINT or SIGTERM,
//! then exits. Destructors do not run on `exit`, which is why a registry is needed.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

static PENDING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());
static CHILDREN: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// The registry, also after a panic elsewhere poisoned it.
fn lock<T>(m: &'static Mutex<Vec<T>>) -> MutexGuard<'static, Vec<T>> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Removes the last entry equal to `x`.
fn forget<T: PartialEq>(m: &'static Mutex<Vec<T>>, x: &T) {
    let mut v = lock(m);
    if let Some(i) = v.iter().rposition(|y| y == x) {
        v.remove(i);
    }
}

/// A temporary file or directory [`remove_all`] removes until this is dropped (once the file
/// is in its place, or its owner removed it).
#[derive(Debug)]
pub struct Pending(PathBuf);

impl Pending {
    /// Registers `path`.
    pub fn new(path: &Path) -> Pending {
        lock(&PENDING).push(path.to_path_buf());
        Pending(path.to_path_buf())
    }

    /// Makes a temporary file or directory with `make` and registers it (at the path `path`
    /// gives) in one step: [`remove_all`] waits for both, so that an interruption between the
    /// making and the registering cannot leave it behind.
    pub fn create<T, E>(
        make: impl FnOnce() -> Result<T, E>,
        path: impl FnOnce(&T) -> &Path,
    ) -> Result<(T, Pending), E> {
        let mut pending = lock(&PENDING);
        let made = make()?;
        let path = path(&made).to_path_buf();
        pending.push(path.clone());
        Ok((made, Pending(path)))
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        forget(&PENDING, &self.0);
    }
}

/// A child process [`remove_all`] kills until this is dropped (once it has exited).
#[derive(Debug)]
pub struct ChildGuard(u32);

impl ChildGuard {
    /// Registers the process `pid`.
    pub fn new(pid: u32) -> ChildGuard {
        lock(&CHILDREN).push(pid);
        ChildGuard(pid)
    }
}

impl Drop for ChildGuard {
    fn drop(&mut self) {
        forget(&CHILDREN, &self.0);
    }
}

/// Kills the registered children (so that none writes a file afterwards) and removes the
/// registered files and directories; what is gone already is skipped.
pub fn remove_all() {
    for &pid in lock(&CHILDREN).iter() {
        if let Ok(pid) = libc::pid_t::try_from(pid) {
            // SAFETY: `kill` has no memory effects; the pid is a child this process started
            // and has not reaped (its guard is still alive).
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::waitpid(pid, std::ptr::null_mut(), 0);
            }
        }
    }
    for path in lock(&PENDING).iter() {
        if std::fs::remove_file(path).is_err() {
            let _ = std::fs::remove_dir_all(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registered_paths_are_removed_until_their_guard_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let (kept, removed) = (dir.path().join("kept"), dir.path().join("removed"));
        let sub = dir.path().join("sub");
        std::fs::write(&kept, "a").unwrap();
        std::fs::write(&removed, "b").unwrap();
        std::fs::create_dir(&sub).unwrap();
        std::fs::write(sub.join("part.o"), "c").unwrap();
        drop(Pending::new(&kept));
        let (_r, _s) = (Pending::new(&removed), Pending::new(&sub));
        let (made, _m) =
            Pending::create(|| tempfile::NamedTempFile::new_in(dir.path()), |f| f.path()).unwrap();
        let made = made.into_temp_path().keep().unwrap();
        remove_all();
        assert!(kept.exists() && !removed.exists() && !sub.exists() && !made.exists());
    }
}
