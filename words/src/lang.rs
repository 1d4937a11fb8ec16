//! The languages: the one list of them (`languages!`), each one's catalogue file (`lang/<code>.rs`)
//! and [`Lang`], which names a language and finds its words.

use crate::board::BoardText;
use crate::guide::Guide;
use crate::reply::ReplyText;
use crate::shell::Shell;
use crate::text::Text;

/// Declares the languages: for each, its variant of [`Lang`] and its catalogue module
/// (`words/src/lang/<code>.rs`), which holds `SHELL` (the frame and home page), `TEXT` (the
/// interface) and `GUIDE` (the Rules page). The order is the language control's.
macro_rules! languages {
    ($($variant:ident => $module:ident),+ $(,)?) => {
        $(mod $module;)+

        /// A language the page can be read in.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Lang {
            $($variant,)+
        }

        impl Lang {
            /// Every language the page can be read in.
            pub const ALL: &'static [Lang] = &[$(Lang::$variant,)+];

            /// The catalogue of this language.
            pub fn text(self) -> &'static Text {
                match self {
                    $(Lang::$variant => &$module::TEXT,)+
                }
            }

            /// The words of a game's board and page in this language: all that the quick board
            /// (`src/quick/`) links in, without the rest of the catalogue.
            pub fn board(self) -> &'static BoardText {
                match self {
                    $(Lang::$variant => &$module::BOARD,)+
                }
            }

            /// The words of a friend's reply page in this language: with [`Lang::board`], all
            /// that the reply link's own program (`src/bin/reply.rs`) links in.
            pub fn reply(self) -> &'static ReplyText {
                match self {
                    $(Lang::$variant => &$module::REPLY,)+
                }
            }

            /// The words of the site's frame and home page in this language: all that the home
            /// page's own program (`src/bin/home.rs`) links in, without the rest of the
            /// catalogue.
            pub fn shell(self) -> &'static Shell {
                match self {
                    $(Lang::$variant => &$module::SHELL,)+
                }
            }

            /// The Rules page in this language.
            pub fn guide(self) -> &'static Guide {
                match self {
                    $(Lang::$variant => &$module::GUIDE,)+
                }
            }
        }
    };
}

// Adding a language: its catalogue file (a copy of `lang/en.rs` in the new language: the compiler
// names every text left out) and one line here. See docs/languages.md.
languages! {
    En => en,
    Pt => pt,
    Es => es,
    Fr => fr,
}

/// English's words (the only language's the whole game links in): named here, not through
/// [`Lang::text`], whose `match` would link every language's.
pub(crate) fn english_text() -> &'static Text {
    &en::TEXT
}

/// English's Rules page, as [`english_text`].
pub(crate) fn english_guide() -> &'static Guide {
    &en::GUIDE
}

impl Lang {
    /// The language's code (`en`, `pt`, `es`, `fr`), for the document's `lang` and the stored
    /// choice.
    pub fn code(self) -> &'static str {
        self.shell().code
    }

    /// The language whose code (`en`, `pt`, `es`, `fr`) this is.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.iter().copied().find(|l| l.code() == code)
    }

    /// The language a page starts in, the same in every program: the stored choice (its code,
    /// untrusted) if the page speaks it, else the browser's ([`Lang::from_browser`]).
    pub fn chosen(stored: Option<&str>, browser: &str) -> Lang {
        stored
            .and_then(Lang::from_code)
            .unwrap_or_else(|| Lang::from_browser(browser))
    }

    /// The first default: the browser's preferred language if the page speaks it, else English.
    pub fn from_browser(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Lang::from_code(&primary.to_ascii_lowercase()).unwrap_or(Lang::En)
    }

    /// The language's name in itself, for the language control.
    pub fn native_name(self) -> &'static str {
        self.shell().native_name
    }
}
