//! `cargo xtask size`: the raw, gzip and brotli sizes of the release bundle in dist/, part by part
//! (brotli: the `.br` copies tools/post_build.mjs writes for hosts that serve them).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::env::{Result, root};

fn gzip_size(path: &Path) -> Result<usize> {
    let out = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run gzip: {e}"))?;
    Ok(out.stdout.len())
}

/// The size of `path`'s brotli copy (`path.br`), if the build wrote one.
fn brotli_size(path: &Path) -> Option<usize> {
    let mut copy = path.as_os_str().to_owned();
    copy.push(".br");
    fs::metadata(copy).ok().map(|m| m.len() as usize)
}

/// The part of the release bundle a file belongs to: the first load (everything fetched before
/// the home page is interactive: the page, the CSS and the home page's own program), the quick
/// board (fetched first for a game or daily game: a shared link), the quick board of a puzzle
/// (fetched first for the puzzle of the day or a seed's: a shared link), a reply link's program
/// (fetched first for a friend's reply: a shared link), the whole game's program
/// (fetched after the quick board, and for any other page), the solver's web worker (fetched the
/// first time the solver is needed), or the service worker (registered after the page is up).
fn bundle_part(name: &str) -> &'static str {
    if name.starts_with("quick") {
        "the quick board (a game link, first)"
    } else if name.starts_with("puzzle") {
        "the quick board of a puzzle (a puzzle link, first)"
    } else if name.starts_with("reply") {
        "a reply link's page (a reply link, first)"
    } else if name.starts_with("solver") {
        "solver worker (on first use)"
    } else if name == "sw.js" {
        "service worker (after load)"
    } else if name.starts_with("mastermind") {
        "the whole game (after the quick board, every other page)"
    } else {
        "first load"
    }
}

/// Prints the raw, gzip and brotli size of each file of the release bundle (wasm, js, css,
/// html), with the first load and the solver's worker totalled apart.
pub fn size() -> Result {
    let dist = root().join("dist");
    let mut files: Vec<PathBuf> = fs::read_dir(&dist)
        .map_err(|e| format!("no dist/ to measure: {e}"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            matches!(
                p.extension().and_then(|e| e.to_str()),
                Some("wasm" | "js" | "css" | "html")
            )
        })
        .collect();
    files.sort();
    let name_of = |p: &PathBuf| {
        p.file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned()
    };
    let mut parts: Vec<&str> = files.iter().map(|f| bundle_part(&name_of(f))).collect();
    parts.sort();
    parts.dedup();
    // The first load first.
    parts.sort_by_key(|p| *p != "first load");
    // The first load's total and its home program's share, known once the first load is listed.
    let (mut first_load, mut home_program) = (0, 0);
    let (mut first_load_br, mut home_program_br) = (0, 0);
    for part in parts {
        let (mut raw_total, mut gz_total, mut br_total) = (0, 0, 0);
        println!("\nRelease bundle, {part}:");
        println!(
            "  {:<44} {:>10} {:>10} {:>10}",
            "file", "raw B", "gzip B", "brotli B"
        );
        for file in files.iter().filter(|f| bundle_part(&name_of(f)) == part) {
            let raw = fs::metadata(file).map_err(|e| e.to_string())?.len() as usize;
            let gz = gzip_size(file)?;
            // A file without a brotli copy (a debug build) is sent as gzip.
            let br = brotli_size(file).unwrap_or(gz);
            raw_total += raw;
            gz_total += gz;
            br_total += br;
            if name_of(file).starts_with("home") {
                home_program += gz;
                home_program_br += br;
            }
            println!("  {:<44} {raw:>10} {gz:>10} {br:>10}", name_of(file));
        }
        println!(
            "  {:<44} {raw_total:>10} {gz_total:>10} {br_total:>10}",
            "total"
        );
        if part == "first load" {
            println!(
                "  first load: {:.1} KB gzip, {:.1} KB brotli (budget: 100 KB gzip, issue 43)",
                gz_total as f64 / 1000.0,
                br_total as f64 / 1000.0
            );
            first_load = gz_total;
            first_load_br = br_total;
        } else if part.starts_with("the whole game") {
            let what = part.split(" (").next().unwrap_or(part);
            println!(
                "  {what}: {:.1} KB gzip, {:.1} KB brotli (no byte budget since issue 53: `cargo xtask bench load` times its arrivals); its first load with the page and CSS: {:.1} KB gzip, {:.1} KB brotli",
                gz_total as f64 / 1000.0,
                br_total as f64 / 1000.0,
                (gz_total + first_load - home_program) as f64 / 1000.0,
                (br_total + first_load_br - home_program_br) as f64 / 1000.0
            );
        } else if part.starts_with("the quick board") {
            let what = part.split(" (").next().unwrap_or(part);
            println!(
                "  {what}: {:.1} KB gzip (budget: 120 KB gzip, issue 43)",
                gz_total as f64 / 1000.0
            );
        } else {
            println!("  {part}: {:.1} KB gzip", gz_total as f64 / 1000.0);
        }
    }
    offline(&dist)
}

/// The files sw.js lists between `const FILES = ` and the `.map` after it (a JSON array of
/// names relative to the base, as tools/post_build.mjs writes it), or `None`.
fn precached(sw: &str) -> Option<Vec<String>> {
    let list = sw.split_once("const FILES = ")?.1.split_once("].map")?.0;
    let names = list.trim_start().strip_prefix('[')?;
    Some(
        names
            .split(',')
            .map(|n| n.trim().trim_matches('"').to_owned())
            .filter(|n| !n.is_empty())
            .collect(),
    )
}

/// What the service worker fetches for offline play (issue 53: at most 700 KB, brotli where the
/// build has a copy): sw.js and the files it precaches.
fn offline(dist: &Path) -> Result {
    let sw = fs::read_to_string(dist.join("sw.js")).map_err(|e| format!("no dist/sw.js: {e}"))?;
    let files = precached(&sw).ok_or("dist/sw.js lists no files")?;
    let mut total = brotli_size(&dist.join("sw.js")).unwrap_or(sw.len());
    for name in &files {
        let path = dist.join(name);
        let raw = fs::metadata(&path).map_err(|e| format!("sw.js lists {name}: {e}"))?;
        total += brotli_size(&path).unwrap_or(raw.len() as usize);
    }
    println!(
        "\nOffline play: the service worker fetches {} files, {:.1} KB (brotli where built; at most 700 KB, issue 53)",
        files.len() + 1,
        total as f64 / 1000.0
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::precached;

    #[test]
    fn the_precached_files_are_read_from_sw_js() {
        let sw =
            "const BASE = 1;\nconst FILES = [\n  \"a.css\",\n  \"paint/b.html\"\n].map((f) => f);";
        assert_eq!(
            precached(sw),
            Some(vec!["a.css".to_owned(), "paint/b.html".to_owned()])
        );
        assert_eq!(precached("const FILES = x"), None);
    }
}
