//! The word helpers the language files share: a count with its noun, a list of rows, a size in
//! bytes. Each language passes its own words (French writes its own plural: `lang/fr.rs`).

/// `bytes` as a reader takes it in: whole bytes below 1 KB, else KB or MB with one decimal.
pub(crate) fn size_text(bytes: f64, sign: char, byte: &str, many: &str) -> String {
    const KB: f64 = 1024.0;
    let one = |value: f64, unit: &str| format!("{value:.1} {unit}").replace('.', &sign.to_string());
    if bytes < KB {
        let n = bytes.max(0.0).round();
        format!("{n} {}", if n == 1.0 { byte } else { many })
    } else if bytes < KB * KB {
        one(bytes / KB, "KB")
    } else if bytes < KB * KB * KB {
        one(bytes / KB / KB, "MB")
    } else {
        one(bytes / KB / KB / KB, "GB")
    }
}

/// "row 2", "row 2 and row 4", "row 1, row 2 and row 4".
pub(crate) fn rows_list(rows: &[usize], row: &str, and: &str) -> String {
    let named: Vec<String> = rows.iter().map(|r| format!("{row} {r}")).collect();
    match named.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {and} {last}", rest.join(", ")),
    }
}

/// Bagels' marks, named alike in every language: `2 Fermi, 1 Pico`, `Bagels` for neither.
pub(crate) fn fermi_pico(f: crate::rules::feedback::Feedback) -> String {
    match (f.black, f.white) {
        (0, 0) => "Bagels".to_owned(),
        (b, 0) => format!("{b} Fermi"),
        (0, w) => format!("{w} Pico"),
        (b, w) => format!("{b} Fermi, {w} Pico"),
    }
}

/// `n` and its noun, singular for one: `1 row`, `2 rows` (English, Spanish, Portuguese).
pub(crate) fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A noun, or the words that follow a count, in their two forms: `entry was`, `entries were`.
#[derive(Clone, Copy, Debug)]
pub struct Noun {
    pub one: &'static str,
    pub many: &'static str,
}

/// How a language picks a noun's form for a count: English, Spanish and Portuguese say the
/// singular for one alone (`0 rows`), French for zero and one (`0 ligne`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    OneAlone,
    ZeroAndOne,
}

impl Plural {
    /// `n` and its noun in the form this rule gives it.
    pub fn count(self, n: usize, noun: Noun) -> String {
        let one = match self {
            Plural::OneAlone => n == 1,
            Plural::ZeroAndOne => n < 2,
        };
        format!("{n} {}", if one { noun.one } else { noun.many })
    }
}
