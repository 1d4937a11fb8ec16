//! A language's words as one text, and read back: how the whole game carries every language but
//! English as data (`public/paint/words.<code>.txt`, written by `cargo xtask first-paint`),
//! fetched beside its program in the player's language instead of linked into it.
//!
//! Each catalogue struct is [`Words`] (`#[derive(Words)]`): its fields in their order, each a
//! part of the text, the parts apart by [`SEPARATOR`]. A text begins with the language's code and
//! the catalogue's shape (a hash of every struct's name and fields), so a text written for
//! another build's catalogue is refused ([`CarryError`]) instead of read askew. A text is read
//! once per language and lives as long as the program (its parts are the words themselves).

use crate::guide::Guide;
use crate::lang::Lang;
use crate::shared::Plural;
use crate::shell::Shell;
use crate::text::Text;

pub use mastermind_words_derive::Words;

/// What stands between two parts of a text: no word holds it (writing one is refused).
pub const SEPARATOR: char = '\u{1e}';

/// The most items a list of words may say it holds: a text saying more is refused, never
/// allocated for.
const MOST_ITEMS: usize = 1_000;

/// A value written as parts of a text and read back from them in the same order.
pub trait Words: Sized {
    /// The layout's hash: the same in the build that writes a text and the one that reads it.
    const SHAPE: u64;
    /// Writes the value's parts.
    fn write(&self, out: &mut Writer);
    /// Reads the value's parts (a part missing or malformed is noted in `from`, which refuses
    /// the text at its end, and read as an empty one).
    fn read(from: &mut Reader) -> Self;
}

/// Why a text could not be read as a language's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CarryError {
    /// It begins with another language's code, or none.
    Language,
    /// It was written for another catalogue (another build of the game).
    Shape,
    /// It has fewer parts than the catalogue, or a part is not what its place holds.
    Malformed,
    /// It has more parts than the catalogue.
    TooLong,
    /// A word to write holds [`SEPARATOR`].
    Separator,
}

/// The hash of a layout: its name and fields (`layout`) and the shapes of its fields' types,
/// FNV-1a over both.
pub const fn shape(layout: &str, parts: &[u64]) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut bytes = layout.as_bytes();
    while let [byte, rest @ ..] = bytes {
        hash = (hash ^ *byte as u64).wrapping_mul(PRIME);
        bytes = rest;
    }
    let mut parts = parts;
    while let [part, rest @ ..] = parts {
        hash = (hash ^ *part).wrapping_mul(PRIME);
        parts = rest;
    }
    hash
}

/// A value read once that lives as long as the program (a language's words).
pub fn leak<T>(value: T) -> &'static T {
    Box::leak(Box::new(value))
}

/// Collects a text's parts.
pub struct Writer {
    text: String,
    parts: usize,
    error: Option<CarryError>,
}

impl Writer {
    /// Adds a part (refused at the end if it holds [`SEPARATOR`]).
    pub fn part(&mut self, part: &str) {
        if part.contains(SEPARATOR) {
            self.error = Some(CarryError::Separator);
        }
        if self.parts > 0 {
            self.text.push(SEPARATOR);
        }
        self.text.push_str(part);
        self.parts += 1;
    }
}

/// Hands out a text's parts in order and notes any that is missing or malformed.
pub struct Reader {
    parts: std::str::Split<'static, char>,
    malformed: bool,
}

impl Reader {
    /// The next part (empty, and the text refused, when there is none).
    pub fn part(&mut self) -> &'static str {
        match self.parts.next() {
            Some(part) => part,
            None => {
                self.malformed = true;
                ""
            }
        }
    }

    /// Notes that a part is not what its place holds.
    pub fn refuse(&mut self) {
        self.malformed = true;
    }
}

impl Words for &'static str {
    const SHAPE: u64 = 1;
    fn write(&self, out: &mut Writer) {
        out.part(self);
    }
    fn read(from: &mut Reader) -> Self {
        from.part()
    }
}

impl Words for char {
    const SHAPE: u64 = 2;
    fn write(&self, out: &mut Writer) {
        out.part(self.encode_utf8(&mut [0; 4]));
    }
    fn read(from: &mut Reader) -> Self {
        let mut chars = from.part().chars();
        match (chars.next(), chars.next()) {
            (Some(one), None) => one,
            _ => {
                from.refuse();
                ' '
            }
        }
    }
}

impl<T: Words> Words for Option<T> {
    const SHAPE: u64 = shape("Option", &[T::SHAPE]);
    fn write(&self, out: &mut Writer) {
        match self {
            Some(value) => {
                out.part("+");
                value.write(out);
            }
            None => out.part("-"),
        }
    }
    fn read(from: &mut Reader) -> Self {
        match from.part() {
            "+" => Some(T::read(from)),
            "-" => None,
            _ => {
                from.refuse();
                None
            }
        }
    }
}

impl<T: Words + 'static> Words for &'static [T] {
    const SHAPE: u64 = shape("list", &[T::SHAPE]);
    fn write(&self, out: &mut Writer) {
        out.part(&self.len().to_string());
        for item in self.iter() {
            item.write(out);
        }
    }
    fn read(from: &mut Reader) -> Self {
        let count = match from.part().parse::<usize>() {
            Ok(count) if count <= MOST_ITEMS => count,
            _ => {
                from.refuse();
                0
            }
        };
        let items: Vec<T> = (0..count).map(|_| T::read(from)).collect();
        Vec::leak(items)
    }
}

impl<T: Words, const N: usize> Words for [T; N] {
    const SHAPE: u64 = shape("array", &[T::SHAPE, N as u64]);
    fn write(&self, out: &mut Writer) {
        for item in self {
            item.write(out);
        }
    }
    fn read(from: &mut Reader) -> Self {
        std::array::from_fn(|_| T::read(from))
    }
}

impl Words for Plural {
    const SHAPE: u64 = shape("Plural one-alone zero-and-one", &[]);
    fn write(&self, out: &mut Writer) {
        out.part(match self {
            Plural::OneAlone => "one-alone",
            Plural::ZeroAndOne => "zero-and-one",
        });
    }
    fn read(from: &mut Reader) -> Self {
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

/// The frame's words are every program's own (the home page's, the quick board's): a text
/// names them by their language's code.
impl Words for &'static Shell {
    const SHAPE: u64 = shape("Shell", &[]);
    fn write(&self, out: &mut Writer) {
        out.part(self.code);
    }
    fn read(from: &mut Reader) -> Self {
        match Lang::from_code(from.part()) {
            Some(lang) => lang.shell(),
            None => {
                from.refuse();
                Lang::En.shell()
            }
        }
    }
}

/// Every word of the whole game in one language beyond the frame's ([`Shell`]): what a
/// language's text carries.
#[derive(Clone, Copy, Words)]
pub struct Catalogue {
    pub text: &'static Text,
    pub guide: &'static Guide,
}

impl Catalogue {
    /// `lang`'s catalogue as built into the program (every language: for the generator and the
    /// tests; the whole game links English's alone, [`Catalogue::english`]).
    pub fn built_in(lang: Lang) -> Catalogue {
        Catalogue {
            text: lang.text(),
            guide: lang.guide(),
        }
    }

    /// English's catalogue, built into every program that shows the whole game's words: the
    /// language a page starts in until another's words have arrived.
    pub fn english() -> Catalogue {
        crate::lang::english()
    }

    /// The text of this catalogue in `lang`: its code, the shape, then its parts.
    pub fn to_words(&self, lang: Lang) -> Result<String, CarryError> {
        let mut out = Writer {
            text: String::new(),
            parts: 0,
            error: None,
        };
        out.part(lang.code());
        out.part(&format!("{:016x}", Catalogue::SHAPE));
        self.write(&mut out);
        match out.error {
            Some(error) => Err(error),
            None => Ok(out.text),
        }
    }

    /// Reads `text` as `lang`'s catalogue (untrusted: a file fetched, perhaps of another build).
    /// The text is kept for as long as the program runs once its header is `lang`'s and this
    /// build's.
    pub fn from_words(text: String, lang: Lang) -> Result<Catalogue, CarryError> {
        let mut head = text.splitn(3, SEPARATOR);
        if head.next() != Some(lang.code()) {
            return Err(CarryError::Language);
        }
        if head.next() != Some(format!("{:016x}", Catalogue::SHAPE).as_str()) {
            return Err(CarryError::Shape);
        }
        let mut from = Reader {
            parts: String::leak(text).split(SEPARATOR),
            malformed: false,
        };
        from.part();
        from.part();
        let catalogue = Catalogue::read(&mut from);
        if from.malformed {
            Err(CarryError::Malformed)
        } else if from.parts.next().is_some() {
            Err(CarryError::TooLong)
        } else {
            Ok(catalogue)
        }
    }
}
