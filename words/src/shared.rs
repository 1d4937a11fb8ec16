//! The word helpers the language files and the shared part use: a count with its noun (and each
//! language's rule for it, `Plural`), a list of rows, a size in bytes, and the filling of a
//! sentence's places (`fill`, `fill_named`). Each language passes its own words.

use crate::carry::Words;

/// How a language writes a size: `512 bytes`, `1.5 KB`; `512 octets`, `1,5 Ko`.
#[derive(Clone, Copy, Debug, Words)]
pub struct SizeWords {
    /// The sign before a size's decimal: `.` or `,`.
    pub decimal_sign: char,
    /// Between a number and its unit: a space, or a no-break space.
    pub space: &'static str,
    pub byte: Noun,
    /// The units of 1024 bytes, 1024² and 1024³: `KB`, `MB`, `GB`.
    pub units: [&'static str; 3],
}

impl SizeWords {
    /// `bytes` as a reader takes it in: whole bytes below 1 KB (the noun's form by `plural`),
    /// else KB, MB or GB with one decimal.
    pub fn say(&self, plural: Plural, bytes: f64) -> String {
        const KB: f64 = 1024.0;
        let [kb, mb, gb] = self.units;
        let space = self.space;
        let one = |value: f64, unit: &str| {
            format!("{value:.1}{space}{unit}").replace('.', &self.decimal_sign.to_string())
        };
        if bytes < KB {
            let n = bytes.max(0.0).round();
            // A whole number of bytes below 1024: exact as a usize.
            let noun = if plural.is_one(n as usize) {
                self.byte.one
            } else {
                self.byte.many
            };
            format!("{n}{space}{noun}")
        } else if bytes < KB * KB {
            one(bytes / KB, kb)
        } else if bytes < KB * KB * KB {
            one(bytes / KB / KB, mb)
        } else {
            one(bytes / KB / KB / KB, gb)
        }
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

/// A noun, or the words that follow a count, in their two forms: `entry was`, `entries were`.
#[derive(Clone, Copy, Debug, Words)]
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

/// A language's rule as a part of its words' text (`carry.rs`).
impl Words for Plural {
    const SHAPE: u64 = crate::carry::shape("Plural one-alone zero-and-one", &[]);
    fn write(&self, out: &mut crate::carry::Writer) {
        out.part(match self {
            Plural::OneAlone => "one-alone",
            Plural::ZeroAndOne => "zero-and-one",
        });
    }
    fn read(from: &mut crate::carry::Reader) -> Self {
        match from.part() {
            "one-alone" => Plural::OneAlone,
            "zero-and-one" => Plural::ZeroAndOne,
            _ => {
                from.refuse();
                Plural::OneAlone
            }
        }
    }
}

impl Plural {
    /// Whether this rule says `n` in the singular.
    pub(crate) fn is_one(self, n: usize) -> bool {
        match self {
            Plural::OneAlone => n == 1,
            Plural::ZeroAndOne => n < 2,
        }
    }

    /// `n` and its noun in the form this rule gives it.
    pub fn count(self, n: usize, noun: Noun) -> String {
        format!("{n} {}", if self.is_one(n) { noun.one } else { noun.many })
    }

    /// The form of `sentence` this rule gives `n`, `n` in its place `{n}`.
    pub fn say(self, n: usize, sentence: Counted) -> String {
        let form = if self.is_one(n) {
            sentence.one
        } else {
            sentence.many
        };
        fill_named(form, &[("n", &n.to_string())])
    }
}

/// A sentence whose words agree with a count (`{n} turn left.`, `{n} turns left.`; `Queda {n}
/// turno.`, `Quedan {n} turnos.`): [`Plural::say`] picks the form.
#[derive(Clone, Copy, Debug, Words)]
pub struct Counted {
    pub one: &'static str,
    pub many: &'static str,
}

/// `template` with its `{}` replaced by `value` (a template without one stays as it is): the
/// form of a sentence with one place to fill.
pub(crate) fn fill(template: &str, value: &str) -> String {
    template.replacen("{}", value, 1)
}

/// `template` with each `{name}` replaced by its value: the form of a sentence with more than
/// one place to fill, so that a language may put them in its own order.
/// One pass over the template: a value is never read again for places, so a name or a key
/// holding `{…}` stays as it is; a place without a value stays as written.
pub(crate) fn fill_named(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let (before, from) = rest.split_at(open);
        out.push_str(before);
        let place = from.find('}').and_then(|close| {
            let name = from.get(1..close)?;
            let (_, value) = values.iter().find(|(n, _)| *n == name)?;
            Some((close, *value))
        });
        match place {
            Some((close, value)) => {
                out.push_str(value);
                rest = from.get(close + 1..).unwrap_or_default();
            }
            None => {
                out.push('{');
                rest = from.get(1..).unwrap_or_default();
            }
        }
    }
    out.push_str(rest);
    out
}

/// A sentence about a value that may be missing, in its two forms: `with` names the value's
/// place (`Challenge from {name}`), `without` has none (`Challenge`); places both forms share
/// are filled by the caller's other values.
#[derive(Clone, Copy, Debug, Words)]
pub struct Optional {
    pub with: &'static str,
    pub without: &'static str,
}

impl Optional {
    /// The form for `value` (its place named `name`), the other places filled from `also`.
    pub fn say(&self, name: &str, value: Option<&str>, also: &[(&str, &str)]) -> String {
        match value {
            Some(value) => {
                let mut all = also.to_vec();
                all.push((name, value));
                fill_named(self.with, &all)
            }
            None => fill_named(self.without, also),
        }
    }
}

/// A sentence in two forms, as a fact is so or not (`{name} broke it and wins` or `{name} did
/// not break it`): [`Either::pick`].
#[derive(Clone, Copy, Debug, Words)]
pub struct Either {
    pub yes: &'static str,
    pub no: &'static str,
}

impl Either {
    /// The form for `so`.
    pub fn pick(self, so: bool) -> &'static str {
        if so { self.yes } else { self.no }
    }
}

/// A sentence about a count out of another (`{best} of your {rows} guesses were`), in the forms
/// the two counts give it, each one or more by the language's rule ([`Plural`]): the first
/// count's form, then the second's.
#[derive(Clone, Copy, Debug, Words)]
pub struct TwoCounts {
    pub one_one: &'static str,
    pub one_many: &'static str,
    pub many_one: &'static str,
    pub many_many: &'static str,
}

impl TwoCounts {
    /// The form `plural` gives `first` and `second`.
    pub fn pick(self, plural: Plural, first: usize, second: usize) -> &'static str {
        match (plural.is_one(first), plural.is_one(second)) {
            (true, true) => self.one_one,
            (true, false) => self.one_many,
            (false, true) => self.many_one,
            (false, false) => self.many_many,
        }
    }
}
