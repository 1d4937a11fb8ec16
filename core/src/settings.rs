//! The player's settings as stored under `mastermind.v1.settings`:
//! `{"version":1,"language":"pt","hard_mode":true,"devious":true,
//! "last_export":"2026-11-23T08:03:29.123Z","persist_asked":true,"timer":true,"sound":true}`. Every field is optional, so the form that held only the language (and
//! the one before `last_export` and `persist_asked`) still reads; a form of a newer version is
//! reported, never rewritten.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::store::{self, Read, Stored};
use super::time::Timestamp;

/// The version of the settings' schema.
pub const SETTINGS_VERSION: u64 = 1;

/// What the player chose and the page remembers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The chosen language's code (`en`, `pt`); none until the player picks one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// New games are played in hard mode.
    #[serde(default)]
    pub hard_mode: bool,
    /// New free games at levels I–III are played against the devious computer (SPEC 12). Written
    /// only when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub devious: bool,
    /// `Learn to play` was finished or skipped: the first game page's note no longer shows
    /// (SPEC 13). Written only when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lesson_done: bool,
    /// The `Notes` grid is shown on the game page (SPEC 13). Written only when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub notes: bool,
    /// The name the player gave when they first sent a challenge after a game, to carry in the
    /// next ones (checked as a [`super::name::Name`] when used; none until then).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge_name: Option<String>,
    /// When the player last exported a backup file or copied a transfer code (SPEC §11); none
    /// until then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_export: Option<Timestamp>,
    /// The browser was asked once to keep the storage (`navigator.storage.persist()`), so it is
    /// asked automatically only once. Written only when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub persist_asked: bool,
    /// The game page shows its timer (`Show timer`, SPEC §16). Written only when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub timer: bool,
    /// The board plays its sounds (`Sound`, SPEC §20). Written only when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sound: bool,
}

#[derive(Serialize)]
struct Form<'a> {
    version: u64,
    #[serde(flatten)]
    settings: &'a Settings,
}

impl Settings {
    /// How a game started with these settings is shaped: hard mode, the devious computer.
    pub fn game_options(&self) -> super::game::GameOptions {
        super::game::GameOptions {
            hard: self.hard_mode,
            devious: self.devious,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(&Form {
            version: SETTINGS_VERSION,
            settings: self,
        })
        // Plain data always serialises; were it not to, an empty value reads as damaged.
        .unwrap_or_default()
    }

    /// Reads stored settings (see [`Stored::parse`]).
    pub fn parse(raw: &str) -> Read<Settings> {
        store::read(raw, ())
    }
}

impl Stored for Settings {
    type Place = ();
    const VERSION: u64 = SETTINGS_VERSION;

    fn key((): ()) -> String {
        format!("mastermind.v{SETTINGS_VERSION}.settings")
    }

    fn to_json(&self) -> String {
        Settings::to_json(self)
    }

    fn parse(doc: Value, _version: u64, (): ()) -> Read<Settings> {
        match serde_json::from_value::<Settings>(doc) {
            Ok(settings) => Read::Fine(settings),
            Err(_) => Read::UNREADABLE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_only_form_still_reads() {
        assert_eq!(
            Settings::parse(r#"{"version":1,"language":"pt"}"#),
            Read::Fine(Settings {
                language: Some("pt".to_owned()),
                ..Settings::default()
            })
        );
    }

    #[test]
    fn settings_round_trip() {
        for settings in [
            Settings::default(),
            Settings {
                language: Some("en".to_owned()),
                hard_mode: true,
                ..Settings::default()
            },
            Settings {
                language: None,
                hard_mode: false,
                devious: true,
                last_export: Some(Timestamp::parse("2026-11-23T08:03:29.123Z").unwrap()),
                persist_asked: true,
                challenge_name: None,
                notes: false,
                lesson_done: false,
                timer: false,
                sound: true,
            },
        ] {
            let json = settings.to_json();
            assert!(json.starts_with(r#"{"version":1"#), "{json}");
            assert_eq!(Settings::parse(&json), Read::Fine(settings));
        }
    }

    #[test]
    fn forms_before_the_export_fields_read_as_before() {
        let old = r#"{"version":1,"language":"en","hard_mode":true}"#;
        let read = Settings::parse(old);
        assert_eq!(
            read,
            Read::Fine(Settings {
                language: Some("en".to_owned()),
                hard_mode: true,
                devious: false,
                last_export: None,
                persist_asked: false,
                challenge_name: None,
                notes: false,
                lesson_done: false,
                timer: false,
                sound: false,
            })
        );
        // Written back unchanged: the new fields appear only once they hold something.
        assert_eq!(read.value().map(|s| s.to_json()).as_deref(), Some(old));
        let new = r#"{"version":1,"hard_mode":false,"last_export":"2026-01-02T03:04:05.678Z","persist_asked":true}"#;
        assert_eq!(
            Settings::parse(new),
            Read::Fine(Settings {
                language: None,
                hard_mode: false,
                devious: false,
                last_export: Some(Timestamp::parse("2026-01-02T03:04:05.678Z").unwrap()),
                persist_asked: true,
                challenge_name: None,
                notes: false,
                lesson_done: false,
                timer: false,
                sound: false,
            })
        );
        for bad in [
            r#"{"version":1,"last_export":"yesterday"}"#,
            r#"{"version":1,"persist_asked":"yes"}"#,
            r#"{"version":1,"sound":"on"}"#,
        ] {
            assert_eq!(Settings::parse(bad), Read::UNREADABLE, "{bad}");
        }
    }

    #[test]
    fn newer_and_damaged_forms_are_told_apart() {
        assert_eq!(
            Settings::parse(r#"{"version":2,"language":"pt","theme":"dark"}"#),
            Read::Newer { version: 2 }
        );
        for bad in [
            "",
            "{",
            "[]",
            r#"{"language":"pt"}"#,
            r#"{"version":0}"#,
            r#"{"version":1,"hard_mode":"yes"}"#,
        ] {
            assert_eq!(Settings::parse(bad), Read::UNREADABLE, "{bad}");
        }
    }
}
