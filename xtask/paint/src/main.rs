//! `first-paint`, run by `cargo xtask first-paint`: rewrites the generated blocks of
//! `index.html` (the first paint's data) and `Trunk.toml` (the loader's test of a game link)
//! from the game's sources (this package's library), and the pages' fragments
//! (`public/paint/<page>.<lang>.html`, `xtask_paint::pages`) and the languages' words as the whole
//! game fetches them (`public/paint/words.<lang>.txt`). `xtask/paint/tests/first_paint.rs`
//! checks that the files are what it writes.

use xtask_paint as first_paint;

fn main() -> std::process::ExitCode {
    let root = first_paint::root();
    type Render = fn(&str) -> Result<String, String>;
    let files: [(&str, Render); 2] = [
        ("index.html", first_paint::index_html),
        ("Trunk.toml", |file| {
            first_paint::pages::trunk_toml(&first_paint::trunk_toml(file)?)
        }),
    ];
    for (name, render) in files {
        let path = root.join(name);
        let result = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))
            .and_then(|old| Ok((render(&old)?, old)))
            .and_then(|(new, old)| {
                if new == old {
                    println!("{name}: up to date");
                    return Ok(());
                }
                std::fs::write(&path, new)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                println!("{name}: rewritten");
                Ok(())
            });
        if let Err(message) = result {
            eprintln!("first_paint: {message}");
            return std::process::ExitCode::FAILURE;
        }
    }
    if let Err(message) = write_fragments(root) {
        eprintln!("first_paint: {message}");
        return std::process::ExitCode::FAILURE;
    }
    std::process::ExitCode::SUCCESS
}

/// Writes each page's fragment in each language, when it differs.
#[cfg(not(target_arch = "wasm32"))]
fn write_fragments(root: &std::path::Path) -> Result<(), String> {
    use first_paint::pages::{PAINT_DIR, Page, fragment};
    use mastermind::i18n::Lang;

    let dir = root.join(PAINT_DIR);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut rewritten = 0;
    for page in Page::ALL {
        for &lang in Lang::ALL {
            let path = root.join(first_paint::pages::file(page, lang));
            let new = fragment(page, lang)?;
            if std::fs::read_to_string(&path).ok().as_deref() != Some(new.as_str()) {
                std::fs::write(&path, new)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                rewritten += 1;
            }
        }
    }
    for lang in first_paint::pages::fetched_languages() {
        let path = root.join(first_paint::pages::words_file(lang));
        let new = first_paint::pages::words_text(lang)?;
        if std::fs::read_to_string(&path).ok().as_deref() != Some(new.as_str()) {
            std::fs::write(&path, new)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            rewritten += 1;
        }
    }
    println!("{PAINT_DIR}: {rewritten} fragment(s) or language text(s) rewritten");
    Ok(())
}
