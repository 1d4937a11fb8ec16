//! docs/layout.md names the code file by file: every `.rs` file of the web crate, the core, the
//! catalogue, their tests, examples and bench, the xtask and the first paint's generator is named there by its path from the
//! repository root, and every path it names in backquotes is a file that exists.

use std::fs;
use std::path::Path;

/// The document, as the repository holds it.
const LAYOUT: &str = include_str!("../../docs/layout.md");

/// The folders whose `.rs` files the document names, from the repository root.
const ROOTS: &[&str] = &[
    "src",
    "core/src",
    "core/tests",
    "core/examples",
    "core/benches",
    "words/src",
    "words/derive/src",
    "tests",
    "xtask/src",
    "xtask/paint/src",
    "xtask/paint/tests",
];

/// Folders under the roots that hold no Rust (the Playwright specs).
const SKIPPED: &[&str] = &["tests/e2e"];

/// The web crate's manifest directory, which is the repository root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir` (a path from the repository root), with `/` separators, into
/// `found`.
fn rust_files(dir: &str, found: &mut Vec<String>) {
    if SKIPPED.contains(&dir) {
        return;
    }
    let entries =
        fs::read_dir(root().join(dir)).unwrap_or_else(|e| panic!("cannot read {dir}: {e}"));
    for entry in entries {
        let entry = entry.unwrap_or_else(|e| panic!("cannot read an entry of {dir}: {e}"));
        let name = entry.file_name().into_string().expect("a UTF-8 file name");
        let path = format!("{dir}/{name}");
        let kind = entry.file_type().expect("a file type");
        if kind.is_dir() {
            rust_files(&path, found);
        } else if name.ends_with(".rs") {
            found.push(path);
        }
    }
}

/// Whether a character can be part of a path (so that `src/lib.rs` is not found inside
/// `core/src/lib.rs`).
fn in_path(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '/' | '.' | '_' | '-')
}

/// Whether `text` names `path` as a whole, not as the end or start of a longer path.
fn names(text: &str, path: &str) -> bool {
    text.match_indices(path).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + path.len()..].chars().next();
        // A path may end a sentence: a full stop after it is not part of it.
        let after_ends = match after {
            Some('.') => text[at + path.len() + 1..]
                .chars()
                .next()
                .is_none_or(|c| !in_path(c)),
            Some(c) => !in_path(c),
            None => true,
        };
        before.is_none_or(|c| !in_path(c)) && after_ends
    })
}

/// The text of every inline code span of a Markdown text, fenced blocks left out.
fn code_spans(text: &str) -> Vec<String> {
    let mut prose = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            prose.push_str(line);
            prose.push('\n');
        }
    }
    // Between the first backquote and the second is a span, between the second and the third
    // is prose, and so on.
    prose
        .split('`')
        .skip(1)
        .step_by(2)
        .map(|span| span.trim().to_owned())
        .collect()
}

#[test]
fn every_source_file_is_named_in_the_layout() {
    let mut files = Vec::new();
    for dir in ROOTS {
        rust_files(dir, &mut files);
    }
    files.sort();
    assert!(
        files.iter().any(|f| f == "core/src/solver/space.rs"),
        "the walk found no core source: {files:?}"
    );
    let missing: Vec<&String> = files.iter().filter(|f| !names(LAYOUT, f)).collect();
    assert!(
        missing.is_empty(),
        "docs/layout.md leaves out {} file(s); name each by its path with one line of what it \
         holds:\n{}",
        missing.len(),
        missing
            .iter()
            .map(|f| f.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_layout_names_no_file_that_is_gone() {
    // A span such as `words/src/lang/<code>.rs` or `tests/web/*.rs` is a pattern, not a file: only
    // spans made wholly of path characters are taken for paths.
    let named: Vec<String> = code_spans(LAYOUT)
        .into_iter()
        .filter(|span| span.ends_with(".rs") && span.contains('/') && span.chars().all(in_path))
        .collect();
    assert!(
        named.iter().any(|p| p == "src/lib.rs"),
        "no path found in docs/layout.md's backquotes"
    );
    let gone: Vec<&String> = named.iter().filter(|p| !root().join(p).is_file()).collect();
    assert!(
        gone.is_empty(),
        "docs/layout.md names file(s) that do not exist:\n{}",
        gone.iter()
            .map(|p| p.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}
