//! A value of words as one text, and read back: how the whole game carries every language but
//! English as data (`public/paint/words.<code>.txt`, written by `cargo xtask first-paint`; the
//! catalogue's own is `catalogue.rs`), fetched beside its program in the player's language
//! instead of linked into it. A leaf: it knows no struct of the catalogue.
//!
//! Each catalogue struct is [`Words`] (`#[derive(Words)]`): its fields in their order, each a
//! part of the text, the parts apart by [`SEPARATOR`], with a shape (a hash of every struct's
//! name and fields) that the text carries, so a text written for another build's catalogue is
//! refused ([`CarryError`]) instead of read askew. A text is read once per language and lives as
//! long as the program (its parts are the words themselves).

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
    /// A text with no part yet.
    pub fn new() -> Writer {
        Writer {
            text: String::new(),
            parts: 0,
            error: None,
        }
    }

    /// The text written, unless a part held [`SEPARATOR`].
    pub fn finish(self) -> Result<String, CarryError> {
        match self.error {
            Some(error) => Err(error),
            None => Ok(self.text),
        }
    }

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
    /// The parts of `text`, from its first.
    pub fn new(text: &'static str) -> Reader {
        Reader {
            parts: text.split(SEPARATOR),
            malformed: false,
        }
    }

    /// Whether every part was read, each as its place holds it, and none is left.
    pub fn finish(mut self) -> Result<(), CarryError> {
        if self.malformed {
            Err(CarryError::Malformed)
        } else if self.parts.next().is_some() {
            Err(CarryError::TooLong)
        } else {
            Ok(())
        }
    }

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
