//! [`Catalogue`]: every word of the whole game in one language beyond the frame's, as one text
//! and read back (`carry.rs`): the whole game links English's and fetches the others' as texts
//! (`public/paint/words.<code>.txt`, written by `cargo xtask first-paint`). A text begins with
//! its language's code and the catalogue's shape, so one of another language or another build
//! is refused before a word is read. At the top, beside the languages.

use crate::carry::{CarryError, Reader, Words, Writer};
use crate::guide::Guide;
use crate::lang::{Lang, english_guide, english_text};
use crate::shell::Shell;
use crate::text::Text;

/// The frame's words are every program's own (the home page's, the quick boards'): a text names
/// them by their language's code.
impl Words for &'static Shell {
    const SHAPE: u64 = crate::carry::shape("Shell", &[]);
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
    /// The language whose catalogue the whole game links in ([`Catalogue::english`]); every
    /// other's is a text it fetches.
    pub const LINKED: Lang = Lang::En;

    /// `lang`'s catalogue as built into the crate (every language: for the generator and the
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
        Catalogue {
            text: english_text(),
            guide: english_guide(),
        }
    }

    /// The text of this catalogue in `lang`: its code, the shape, then its parts.
    pub fn to_words(&self, lang: Lang) -> Result<String, CarryError> {
        let mut out = Writer::new();
        out.part(lang.code());
        out.part(&format!("{:016x}", Catalogue::SHAPE));
        self.write(&mut out);
        out.finish()
    }

    /// Reads `text` as `lang`'s catalogue (untrusted: a file fetched, perhaps of another build).
    /// The text is kept for as long as the program runs once its header is `lang`'s and this
    /// build's.
    pub fn from_words(text: String, lang: Lang) -> Result<Catalogue, CarryError> {
        let mut head = text.splitn(3, crate::carry::SEPARATOR);
        if head.next() != Some(lang.code()) {
            return Err(CarryError::Language);
        }
        if head.next() != Some(format!("{:016x}", Catalogue::SHAPE).as_str()) {
            return Err(CarryError::Shape);
        }
        let mut from = Reader::new(String::leak(text));
        from.part();
        from.part();
        let catalogue = Catalogue::read(&mut from);
        from.finish()?;
        // The frame's words it names are its own language's.
        if [catalogue.text.shell.code, catalogue.text.data.shell.code] != [lang.code(); 2] {
            return Err(CarryError::Malformed);
        }
        Ok(catalogue)
    }
}
