//! The tests a runner reports, counted as its output goes by: cargo's and Playwright's closing
//! lines, totalled for `cargo xtask test`'s last line (`tests: N passed, N failed`).

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};
use std::thread;

use crate::env::Result;

/// Totals of the test counts the runners print.
#[derive(Default)]
pub struct Counts {
    pub passed: u64,
    pub failed: u64,
}

impl Counts {
    pub fn add(&mut self, other: Counts) {
        self.passed += other.passed;
        self.failed += other.failed;
    }
}

/// Reads a runner's closing line: cargo's `test result: ok. 12 passed; 0 failed; …` or
/// Playwright's `  12 passed (30s)` / `  1 failed`.
fn count_line(line: &str, counts: &mut Counts) {
    let line = line.trim();
    let number_before = |word: &str| -> Option<u64> {
        let at = line.find(word)?;
        line[..at].split_whitespace().last()?.parse().ok()
    };
    if line.starts_with("test result:") {
        counts.passed += number_before(" passed").unwrap_or(0);
        counts.failed += number_before(" failed").unwrap_or(0);
    } else {
        let mut words = line.split_whitespace();
        let is_count = words.next().is_some_and(|w| w.parse::<u64>().is_ok());
        match words.next() {
            Some("passed") if is_count => counts.passed += number_before(" passed").unwrap_or(0),
            Some("failed") if is_count => counts.failed += number_before(" failed").unwrap_or(0),
            _ => {}
        }
    }
}

/// Echoes a runner's output line by line (to standard error when `to_err`), counting the tests
/// it reports.
fn echo_counted(reader: impl Read, to_err: bool) -> Counts {
    let mut counts = Counts::default();
    for line in BufReader::new(reader).lines().map_while(|l| l.ok()) {
        if to_err {
            eprintln!("{line}");
        } else {
            println!("{line}");
        }
        count_line(&line, &mut counts);
    }
    counts
}

/// Runs a command, echoing its output while counting the tests it reports.
pub fn run_counted(c: &mut Command, counts: &mut Counts) -> Result {
    let mut child = c
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start: {e}"))?;
    let (Some(stdout), Some(stderr)) = (child.stdout.take(), child.stderr.take()) else {
        let _ = child.kill();
        return Err("cannot read its output".to_owned());
    };
    let out = thread::spawn(move || echo_counted(stdout, false));
    let err = thread::spawn(move || echo_counted(stderr, true));
    let status = child.wait().map_err(|e| e.to_string())?;
    for echo in [out, err] {
        if let Ok(seen) = echo.join() {
            counts.add(seen);
        }
    }
    status
        .success()
        .then_some(())
        .ok_or_else(|| format!("exited with {status}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counted(lines: &[&str]) -> (u64, u64) {
        let mut c = Counts::default();
        for l in lines {
            count_line(l, &mut c);
        }
        (c.passed, c.failed)
    }

    #[test]
    fn reads_cargo_and_playwright_closing_lines() {
        assert_eq!(
            counted(&[
                "test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out",
                "test result: FAILED. 3 passed; 2 failed; 0 ignored",
                "  14 passed (31.2s)",
                "  1 failed",
                "Row 3: 2 passed the test",
                "running 4 tests",
            ]),
            (29, 3)
        );
    }
}
