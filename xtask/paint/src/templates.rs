//! The first paint's words as templates: the catalogue's headings and summaries rendered with
//! sentinel values and turned back into `${x}` templates, and [`fill`] that undoes it.

use std::fmt::Write as _;

use super::{SENTINEL_COLOURS, SENTINEL_PEGS};
use mastermind::i18n::Text;
use mastermind::rules::level::{Custom, Level};

/// `template` with each `${x}` replaced by the value given for `x`; an unknown name stays.
pub fn fill(template: &str, values: &[(char, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find("${") {
        let (before, from) = rest.split_at(start);
        out.push_str(before);
        let mut chars = from.chars().skip(2);
        let value = match (chars.next(), chars.next()) {
            (Some(name), Some('}')) => values.iter().find(|(n, _)| *n == name),
            _ => None,
        };
        match value {
            Some((name, value)) => {
                out.push_str(value);
                rest = from.get(3 + name.len_utf8()..).unwrap_or_default();
            }
            None => {
                out.push_str("${");
                rest = from.get(2..).unwrap_or_default();
            }
        }
    }
    out.push_str(rest);
    out
}

/// A heading of the standard levels as a template on their numeral: `Level ${r}`.
pub(super) fn numeral_template(
    what: &str,
    heading: impl Fn(Level) -> String,
) -> Result<String, String> {
    let longest = Level::ALL
        .iter()
        .copied()
        .max_by_key(|l| l.roman().map_or(0, str::len))
        .ok_or("no standard level")?;
    let roman = longest.roman().ok_or("a standard level has a numeral")?;
    let text = heading(longest);
    if text.matches(roman).count() != 1 {
        return Err(format!("{what}: {text:?} does not name {roman} once"));
    }
    let template = text.replace(roman, "${r}");
    for level in Level::ALL {
        let roman = level.roman().unwrap_or_default();
        if fill(&template, &[('r', roman)]) != heading(level) {
            return Err(format!(
                "{what}: {:?} is not {template:?} with {roman}",
                heading(level)
            ));
        }
    }
    Ok(template)
}

/// The summary of a custom game of `turns` turns as a template: the sentinel sizes, each a digit
/// run of its own, replaced by `${p}`, `${c}` and `${t}`.
pub(super) fn summary_template(t: &Text, turns: usize) -> Result<String, String> {
    let custom = Custom::new(SENTINEL_PEGS, SENTINEL_COLOURS, turns, true)
        .map_err(|e| format!("sentinel sizes: {e}"))?;
    let text = t.game_summary(Level::Custom(custom));
    let names = [(SENTINEL_PEGS, 'p'), (SENTINEL_COLOURS, 'c'), (turns, 't')];
    let mut out = String::with_capacity(text.len());
    let mut seen = Vec::new();
    let mut digits = String::new();
    let mut flush = |digits: &mut String, out: &mut String| -> Result<(), String> {
        if digits.is_empty() {
            return Ok(());
        }
        let name = names
            .iter()
            .find(|(n, _)| n.to_string() == *digits)
            .map(|&(_, name)| name)
            .ok_or_else(|| format!("{text:?}: {digits} is none of the sizes"))?;
        if seen.contains(&name) {
            return Err(format!("{text:?}: {digits} twice"));
        }
        seen.push(name);
        let _ = write!(out, "${{{name}}}");
        digits.clear();
        Ok(())
    };
    for ch in text.chars() {
        if ch.is_ascii_digit() {
            digits.push(ch);
        } else {
            flush(&mut digits, &mut out)?;
            out.push(ch);
        }
    }
    flush(&mut digits, &mut out)?;
    if seen.len() != names.len() {
        return Err(format!("{text:?} does not say every size"));
    }
    Ok(out)
}
