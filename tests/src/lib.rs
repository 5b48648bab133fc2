//! Helpers for the cross-crate tests in `tests/tests/`: run the real `strata` binary.

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

/// The path of a freshly built `strata` binary (built once per test process, in the same
/// profile as the tests, so it always matches the sources under test).
pub fn strata_bin() -> PathBuf {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
        let status = Command::new(cargo)
            .args(["build", "--quiet", "-p", "strata-app", "--bin", "strata"])
            .current_dir(workspace_root())
            .status()
            .expect("cargo runs");
        assert!(status.success(), "building strata failed");
        // target/debug/deps/this-test → target/debug/strata
        let mut path = std::env::current_exe().expect("test executable path");
        path.pop();
        if path.ends_with("deps") {
            path.pop();
        }
        path.join(format!("strata{}", std::env::consts::EXE_SUFFIX))
    })
    .clone()
}

pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").to_path_buf()
}

/// What one run of `strata` printed.
#[derive(Debug)]
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("stdout is not one JSON object ({e}): {:?}", self.stdout))
    }
}

pub fn strata(args: &[&str]) -> Run {
    let out = Command::new(strata_bin()).args(args).output().expect("strata runs");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A fresh scratch folder for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("strata-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}
