//! No source file grows past what one can read through: every `*.rs` of the three crates keeps
//! at most 600 code lines (lines neither blank nor only a `//` comment), so that a file too big
//! is cut at its seams when it gets there, not years later.

use std::path::{Path, PathBuf};

use strata_tests::workspace_root;

const MOST_CODE_LINES: usize = 600;

/// Lines that are neither blank nor only a `//` comment (doc comments included).
fn code_lines(text: &str) -> usize {
    text.lines()
        .map(str::trim_start)
        .filter(|line| !line.is_empty() && !line.starts_with("//"))
        .count()
}

/// Every `*.rs` under `dir`, build output (`target/`) left out.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|name| name != "target") {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn code_lines_count_neither_blank_lines_nor_comments() {
    let text = "//! doc\n\nfn a() {\n    // why\n    let x = 1; // trailing\n}\n   \n";
    assert_eq!(code_lines(text), 3);
}

#[test]
fn no_source_file_has_more_than_600_code_lines() {
    let root = workspace_root();
    let mut files = Vec::new();
    for crate_dir in ["core", "app", "tests"] {
        rust_files(&root.join(crate_dir), &mut files);
    }
    assert!(files.len() > 100, "the walk found the sources: {}", files.len());
    files.sort();
    let too_long: Vec<String> = files
        .iter()
        .filter_map(|path| {
            let lines = code_lines(&std::fs::read_to_string(path).ok()?);
            let name = path.strip_prefix(&root).unwrap_or(path).display();
            (lines > MOST_CODE_LINES).then(|| format!("{name}: {lines} code lines"))
        })
        .collect();
    assert!(
        too_long.is_empty(),
        "over {MOST_CODE_LINES} code lines, cut at a seam:\n{}",
        too_long.join("\n")
    );
}
