//! The generated blocks as text: JavaScript literals, the loader's test of a game link as a
//! regular expression, and the blocks written between their markers in `index.html` and
//! `Trunk.toml`.

use super::{BEGIN, END, index_block};
use mastermind::routes;

/// A JavaScript string literal with no backslash in it: Trunk's HTML minifier rewrites an inline
/// script's escapes wrongly (`'game\'s'` became `"game\\'s"`, a backslash on the page), so each
/// piece is quoted with the quote it does not hold, a piece holding both is cut at its
/// apostrophes, a backslash or a line break is `String.fromCharCode(n)`, and the pieces are
/// joined with `+`. A `<` that would begin `</script` or `<!--` stands alone, so nothing can close
/// the script.
pub fn js_string(text: &str) -> String {
    let lower = text.to_ascii_lowercase();
    let mut parts: Vec<String> = Vec::new();
    let mut piece = String::new();
    let flush = |piece: &mut String, parts: &mut Vec<String>| {
        if !piece.is_empty() {
            parts.push(quoted(piece));
            piece.clear();
        }
    };
    for (at, ch) in text.char_indices() {
        let rest = lower.get(at..).unwrap_or_default();
        match ch {
            '\\' | '\n' | '\r' => {
                flush(&mut piece, &mut parts);
                parts.push(format!("String.fromCharCode({})", u32::from(ch)));
            }
            '<' if rest.starts_with("</script") || rest.starts_with("<!--") => {
                flush(&mut piece, &mut parts);
                piece.push(ch);
                flush(&mut piece, &mut parts);
            }
            _ => piece.push(ch),
        }
    }
    flush(&mut piece, &mut parts);
    if parts.is_empty() {
        "''".to_owned()
    } else {
        parts.join("+")
    }
}

/// `piece` (no backslash, no line break) as literals in the quote it does not hold.
fn quoted(piece: &str) -> String {
    if !piece.contains('\'') {
        format!("'{piece}'")
    } else if !piece.contains('"') {
        format!("\"{piece}\"")
    } else {
        piece
            .split('\'')
            .map(|part| format!("'{part}'"))
            .collect::<Vec<_>>()
            .join("+\"'\"+")
    }
}

/// A property name: bare when it is a plain identifier, else a string.
pub(super) fn js_key(key: &str) -> String {
    let plain = key.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if plain {
        key.to_owned()
    } else {
        js_string(key)
    }
}

/// Escapes `text` for a regular expression (outside a character class).
fn regex_literal(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        if "\\^$.|?*+()[]{}/".contains(ch) {
            out.push('\\');
        }
        out.push(ch);
    }
    out
}

/// The game links' test as a JavaScript regular expression's source: exactly `paths`, each
/// `/kind/slug` (the slug may hold a `/`, not end with one) or `/kind`, grouped by kind in the
/// order they come, one-character slugs in a class:
/// `^\/(play\/([123]|custom)|daily\/[123]|challenge#)$`.
pub fn paths_pattern(paths: &[String]) -> Result<String, String> {
    let mut kinds: Vec<(&str, Vec<&str>)> = Vec::new();
    let mut bare: Vec<&str> = Vec::new();
    for path in paths {
        let parts = path
            .strip_prefix('/')
            .map(|p| p.split_once('/').unwrap_or((p, "")));
        if let Some((kind, "")) = parts
            && !kind.is_empty()
            && !path.ends_with('/')
        {
            bare.push(kind);
            continue;
        }
        let (kind, slug) = parts
            .filter(|(k, s)| !k.is_empty() && !s.is_empty() && !s.ends_with('/'))
            .ok_or_else(|| format!("{path}: not /kind/slug or /kind"))?;
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, slugs)) => slugs.push(slug),
            None => kinds.push((kind, vec![slug])),
        }
    }
    let group = |alternatives: Vec<String>| match alternatives.as_slice() {
        [one] => one.clone(),
        _ => format!("({})", alternatives.join("|")),
    };
    let kinds: Vec<String> = kinds
        .into_iter()
        .map(|(kind, slugs)| {
            let (single, longer): (Vec<&str>, Vec<&str>) =
                slugs.into_iter().partition(|s| s.chars().count() == 1);
            let mut alternatives = Vec::new();
            match single.as_slice() {
                [] => {}
                [one] => alternatives.push(regex_literal(one)),
                _ => {
                    let class: String = single
                        .iter()
                        .map(|s| match *s {
                            "\\" | "]" | "^" | "-" => format!("\\{s}"),
                            _ => (*s).to_owned(),
                        })
                        .collect();
                    alternatives.push(format!("[{class}]"));
                }
            }
            alternatives.extend(longer.into_iter().map(regex_literal));
            format!("{}\\/{}", regex_literal(kind), group(alternatives))
        })
        .chain(bare.into_iter().map(regex_literal))
        .collect();
    if kinds.is_empty() {
        return Err("no paths".to_owned());
    }
    Ok(format!("^\\/{}$", group(kinds)))
}

/// Trunk.toml's generated block as JavaScript, without its markers: `const games = /…/;` (the
/// quick board's links), `const puzzles = /…/;` (the quick board of a puzzle's,
/// [`routes::puzzle_board_paths`]) and `const replies = /…/;` (a reply link's program's,
/// [`routes::reply_board_paths`]).
pub fn loader_block() -> Result<String, String> {
    Ok(format!(
        "const games = /{}/;
const puzzles = /{}/;
const replies = /{}/;
",
        paths_pattern(&routes::quick_board_paths())?,
        paths_pattern(&routes::puzzle_board_paths())?,
        paths_pattern(&routes::reply_board_paths())?,
    ))
}

/// `text` for a TOML basic string (`"""…"""`): backslashes and quotes escaped.
fn toml_escaped(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Where the generated block of `file` is: from the line after the [`BEGIN`] line to the start
/// of the [`END`] line, and the [`BEGIN`] line's indentation.
fn block_range(file: &str) -> Option<(std::ops::Range<usize>, &str)> {
    let begin = file.find(BEGIN)?;
    let line_start = file.get(..begin)?.rfind('\n').map_or(0, |n| n + 1);
    let indent = file.get(line_start..begin)?;
    let start = begin + file.get(begin..)?.find('\n')? + 1;
    let end_marker = start + file.get(start..)?.find(END)?;
    let end = file
        .get(..end_marker)?
        .rfind('\n')
        .map_or(0, |n| n + 1)
        .max(start);
    Some((start..end, indent))
}

/// The generated block in `file`: the lines between the [`BEGIN`] and [`END`] lines, as they
/// are (indented).
pub fn block(file: &str) -> Option<&str> {
    file.get(block_range(file)?.0)
}

/// `file` with its generated block replaced by `generated` (lines without indentation),
/// indented as the [`BEGIN`] line is.
pub fn replace_block(file: &str, generated: &str) -> Result<String, String> {
    let (range, indent) =
        block_range(file).ok_or_else(|| format!("no `{BEGIN}` … `{END}` block"))?;
    let mut out = String::with_capacity(file.len() + generated.len());
    out.push_str(file.get(..range.start).unwrap_or_default());
    out.push_str(&indented(generated, indent));
    out.push_str(file.get(range.end..).unwrap_or_default());
    Ok(out)
}

/// Each line of `text` behind `indent` (empty lines stay empty).
fn indented(text: &str, indent: &str) -> String {
    text.lines()
        .map(|line| {
            if line.is_empty() {
                "\n".to_owned()
            } else {
                format!("{indent}{line}\n")
            }
        })
        .collect()
}

/// `index.html` with its generated block as the sources make it now.
pub fn index_html(file: &str) -> Result<String, String> {
    replace_block(file, &index_block()?).map_err(|e| format!("index.html: {e}"))
}

/// `Trunk.toml` with its generated block (inside the loader's TOML string) as the sources make
/// it now.
pub fn trunk_toml(file: &str) -> Result<String, String> {
    replace_block(file, &toml_escaped(&loader_block()?)).map_err(|e| format!("Trunk.toml: {e}"))
}
