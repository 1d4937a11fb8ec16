//! Challenge links (SPEC 12): the fragment's round trip, its concealment (no colour name, no
//! digit), and every cut, altered or foreign fragment refused.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::custom;
use mastermind_core::challenge::{
    CHALLENGE_PREFIX, CUSTOM_PREFIX, Challenge, ChallengeError, NO_RESULT, RESULT_PREFIX,
    SenderResult,
};
use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::level::{Custom, Level};
use mastermind_core::name::Name;
use proptest::prelude::*;

fn challenge(level: Level, index: u32, name: Option<&str>) -> Challenge {
    Challenge {
        level,
        key: Code::from_index(level, index % level.possible_keys()),
        name: name.map(|n| Name::parse(n).unwrap()),
        result: None,
    }
}

#[test]
fn names_beyond_ascii_are_read_without_the_unicode_tables_when_short() {
    for name in ["José", "Zoë 🇵🇹", "李小龙", "Łukasz", &"é".repeat(44)] {
        let c = challenge(Level::II, 5, Some(name));
        let fragment = c.to_fragment(3);
        assert_eq!(Challenge::from_fragment_short(&fragment), Some(Ok(c)));
    }
    // 46 scalar values, 23 user-perceived characters (each `e` and its combining accent): only
    // the full check decides it.
    let combined = "e\u{301}".repeat(23);
    let c = challenge(Level::II, 5, Some(&combined));
    assert_eq!(Challenge::from_fragment_short(&c.to_fragment(3)), None);
    assert_eq!(Challenge::from_fragment(&c.to_fragment(3)), Ok(c));
    assert_eq!(Name::parse_short(&combined), None);
    assert_eq!(
        Name::parse_short("a\tb"),
        Some(Err(mastermind_core::name::NameError::Control('\t')))
    );
}

#[test]
fn a_challenge_reads_back_as_itself_at_every_level() {
    for level in Level::ALL {
        for name in [None, Some("Ana"), Some("Zoë 👩‍👩‍👧‍👦 🇵🇹"), Some(&*"x".repeat(44))]
        {
            let c = challenge(level, 12_345, name);
            let fragment = c.to_fragment(7);
            assert!(fragment.starts_with(CHALLENGE_PREFIX));
            assert_eq!(Challenge::from_fragment(&fragment), Ok(c.clone()));
            assert_eq!(Challenge::from_fragment(&format!("#{fragment}")), Ok(c));
        }
    }
}

#[test]
fn the_key_cannot_be_read_off_the_link() {
    // Every key of level I, with and without a name: no digit at all (so no digit string of the
    // key) and no colour name, and another salt gives another link for the same key.
    for index in 0..Level::I.possible_keys() {
        let c = challenge(Level::I, index, Some("Ana"));
        let fragment = c.to_fragment((index % 256) as u8);
        let letters = fragment.strip_prefix(CHALLENGE_PREFIX).unwrap();
        assert!(
            letters.bytes().all(|b| b"bcdfghjklmnpqrst".contains(&b)),
            "{fragment}"
        );
        for colour in Colour::ALL {
            assert!(
                !fragment.contains(colour.id()),
                "{fragment} names {}",
                colour.id()
            );
        }
    }
    let c = challenge(Level::II, 99, None);
    assert_ne!(c.to_fragment(1), c.to_fragment(2));
}

#[test]
fn a_cut_or_altered_fragment_is_refused() {
    let fragment = challenge(Level::III, 4_242, Some("Rui")).to_fragment(200);
    // Every letter changed to every other letter of the alphabet: refused.
    for (i, original) in fragment.char_indices().skip(CHALLENGE_PREFIX.len()) {
        for letter in "bcdfghjklmnpqrst".chars().filter(|&l| l != original) {
            let mut altered = fragment.clone();
            altered.replace_range(i..i + 1, &letter.to_string());
            assert_eq!(
                Challenge::from_fragment(&altered),
                Err(ChallengeError::Damaged),
                "{altered}"
            );
        }
    }
    // Cut anywhere: refused.
    for end in CHALLENGE_PREFIX.len()..fragment.len() {
        assert!(
            Challenge::from_fragment(&fragment[..end]).is_err(),
            "cut at {end}"
        );
    }
    for foreign in ["", "#", "c2bcdf", "seed=42", "c1", "c1b", "c1zz", "C1bc"] {
        assert!(Challenge::from_fragment(foreign).is_err(), "{foreign}");
    }
    assert_eq!(
        Challenge::from_fragment("x1bcd"),
        Err(ChallengeError::NotAChallenge)
    );
}

proptest! {
    #[test]
    fn any_challenge_round_trips(level in 0usize..3, index in any::<u32>(), salt in any::<u8>(),
                                 name in proptest::option::of("[a-zA-Z ]{1,44}")) {
        let level = Level::ALL[level];
        let name = name.filter(|n| !n.trim().is_empty());
        let c = challenge(level, index, name.as_deref());
        prop_assert_eq!(Challenge::from_fragment(&c.to_fragment(salt)), Ok(c));
    }

    #[test]
    fn any_text_is_read_without_panicking(text in ".{0,300}") {
        let _ = Challenge::from_fragment(&text);
        let _ = Challenge::from_fragment_short(&text);
    }

    /// The quick board's reading without the Unicode tables decides any name it decides as the
    /// full check does, and every challenge it decides as the challenge page does.
    #[test]
    fn the_short_name_check_agrees_with_the_full_one(name in "\\PC{0,50}", salt in any::<u8>()) {
        if let Some(short) = Name::parse_short(&name) {
            prop_assert_eq!(short, Name::parse(&name));
        }
        if let Ok(parsed) = Name::parse(&name) {
            let c = challenge(Level::I, 77, Some(parsed.as_str()));
            let fragment = c.to_fragment(salt);
            if let Some(short) = Challenge::from_fragment_short(&fragment) {
                prop_assert_eq!(short, Challenge::from_fragment(&fragment));
            }
            // Every name of at most 44 scalar values is decided.
            if parsed.as_str().chars().count() <= 44 {
                prop_assert!(Challenge::from_fragment_short(&fragment).is_some());
            }
        }
    }

    #[test]
    fn any_mutation_of_a_fragment_is_refused_or_another_valid_challenge(
        index in any::<u32>(), salt in any::<u8>(), cut in 0usize..200, byte in any::<u8>()
    ) {
        let mut text = challenge(Level::II, index, Some("Ana")).to_fragment(salt).into_bytes();
        let at = cut % text.len();
        text[at] = byte;
        let text = String::from_utf8_lossy(&text).into_owned();
        if let Ok(read) = Challenge::from_fragment(&text) {
            prop_assert!(Code::new(read.level, read.key.pegs()).is_ok());
        }
    }
}

#[test]
fn a_challenge_after_a_game_carries_its_senders_result() {
    for level in Level::ALL {
        let turns = u8::try_from(level.turns()).unwrap();
        for result in [
            SenderResult::Broke(1),
            SenderResult::Broke(turns),
            SenderResult::NotBroken,
        ] {
            for name in [None, Some("Ana")] {
                let c = Challenge {
                    result: Some(result),
                    ..challenge(level, 777, name)
                };
                let fragment = c.to_fragment(42);
                assert!(fragment.starts_with(RESULT_PREFIX), "{fragment}");
                assert!(!fragment[2..].bytes().any(|b| b.is_ascii_digit()));
                assert_eq!(Challenge::from_fragment(&fragment), Ok(c));
            }
        }
        // More turns than the level allows cannot have been played: refused.
        let c = Challenge {
            result: Some(SenderResult::Broke(turns + 1)),
            ..challenge(level, 777, Some("Ana"))
        };
        assert_eq!(
            Challenge::from_fragment(&c.to_fragment(3)),
            Err(ChallengeError::Damaged)
        );
    }
    // A version-1 fragment read as a version 2 one (or the other way) fails its check.
    let plain = challenge(Level::II, 5, Some("Rui")).to_fragment(9);
    let relabelled = format!("{RESULT_PREFIX}{}", &plain[CHALLENGE_PREFIX.len()..]);
    assert!(Challenge::from_fragment(&relabelled).is_err());
}

#[test]
fn a_custom_games_challenge_carries_its_settings() {
    let shapes = [
        custom(2, 2, 1, true),
        custom(5, 8, 12, false),
        custom(8, 10, 20, true),
        custom(8, 8, 3, false),
    ];
    for level in shapes {
        let turns = u8::try_from(level.turns()).unwrap();
        for result in [
            None,
            Some(SenderResult::Broke(1)),
            Some(SenderResult::Broke(turns)),
            Some(SenderResult::NotBroken),
        ] {
            for name in [None, Some("Ana")] {
                let c = Challenge {
                    result,
                    ..challenge(level, 31_337, name)
                };
                let fragment = c.to_fragment(77);
                assert!(fragment.starts_with(CUSTOM_PREFIX), "{fragment}");
                let letters = &fragment[CUSTOM_PREFIX.len()..];
                assert!(letters.bytes().all(|b| b"bcdfghjklmnpqrst".contains(&b)));
                assert_eq!(Challenge::from_fragment(&fragment), Ok(c));
            }
        }
        // More turns than the game allows cannot have been played: refused.
        if turns < 20 {
            let c = Challenge {
                result: Some(SenderResult::Broke(turns + 1)),
                ..challenge(level, 5, None)
            };
            assert_eq!(
                Challenge::from_fragment(&c.to_fragment(3)),
                Err(ChallengeError::Damaged)
            );
        }
    }
    // A standard level's challenge keeps its own versions, whatever its result.
    let c = challenge(Level::I, 5, None);
    assert!(c.to_fragment(1).starts_with(CHALLENGE_PREFIX));
}

/// CRC-32 (IEEE, the one in zip and PNG), bit by bit: the test's own reference.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                crc >> 1 ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// A `c3` fragment whose plain bytes are `plain` (CRC added), as a forger would write one.
fn forged(plain: &[u8]) -> String {
    // The mask is the one a genuine fragment of the same salt uses: XOR of a genuine fragment's
    // bytes with its plain bytes gives it, so a forger needs no code of the game's.
    let level = custom(8, 10, 20, true);
    let genuine = Challenge {
        result: Some(SenderResult::NotBroken),
        ..challenge(level, 0, Some(&"m".repeat(44)))
    };
    let fragment = genuine.to_fragment(9);
    let letters = &fragment.as_bytes()[CUSTOM_PREFIX.len()..];
    let nibble = |c: u8| b"bcdfghjklmnpqrst".iter().position(|&l| l == c).unwrap() as u8;
    let bytes: Vec<u8> = letters
        .chunks(2)
        .map(|p| nibble(p[0]) << 4 | nibble(p[1]))
        .collect();
    let mut genuine_plain = vec![8, 10, 20, 1];
    genuine_plain.extend([0; 8]);
    genuine_plain.push(0);
    genuine_plain.extend(b"m".repeat(44));
    genuine_plain.extend(crc32(&genuine_plain).to_be_bytes());
    let mask: Vec<u8> = bytes[1..]
        .iter()
        .zip(&genuine_plain)
        .map(|(b, p)| b ^ p)
        .collect();
    let mut plain = plain.to_vec();
    plain.extend(crc32(&plain).to_be_bytes());
    assert!(plain.len() <= mask.len());
    let mut out = String::from(CUSTOM_PREFIX);
    for byte in std::iter::once(9).chain(plain.iter().zip(&mask).map(|(p, m)| p ^ m)) {
        for n in [byte >> 4, byte & 0xF] {
            out.push(b"bcdfghjklmnpqrst"[usize::from(n)] as char);
        }
    }
    out
}

#[test]
fn a_custom_challenge_with_impossible_settings_or_key_is_refused() {
    // The forger's tool itself is right: a genuine shape reads back.
    assert_eq!(
        Challenge::from_fragment(&forged(&[4, 6, 10, 1, 0, 1, 2, 3, 2])),
        Ok(Challenge {
            level: custom(4, 6, 10, true),
            key: Code::new(
                custom(4, 6, 10, true),
                &[
                    Colour::ALL[0],
                    Colour::ALL[1],
                    Colour::ALL[2],
                    Colour::ALL[3]
                ]
            )
            .unwrap(),
            name: None,
            result: Some(SenderResult::Broke(2)),
        })
    );
    for plain in [
        &[1, 6, 10, 1, 0, 0][..],                     // one peg
        &[9, 6, 10, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // nine pegs
        &[4, 11, 10, 1, 0, 0, 0, 0, 0],               // eleven colours
        &[4, 6, 0, 1, 0, 0, 0, 0, 0],                 // no turn
        &[4, 6, 21, 1, 0, 0, 0, 0, 0],                // 21 turns
        &[4, 6, 10, 2, 0, 0, 0, 0, 0],                // repeats neither yes nor no
        &[5, 4, 10, 0, 0, 1, 2, 3, 0, 0],             // more pegs than colours without repeats
        &[4, 6, 10, 0, 0, 1, 2, 2, 0],                // a repeated colour without repeats
        &[4, 6, 10, 1, 0, 1, 2, 6, 0],                // a colour beyond the palette
        &[4, 6, 10, 1, 0, 1, 2, 3],                   // no result byte
        &[4, 6, 10, 1, 0, 1, 2, 3, 11],               // more turns than the game has
        &[4, 6, 10, 1, 0, 1, 2],                      // a peg short
        &[4, 6, 10],                                  // settings cut
        &[4, 6, 10, 1, 0, 1, 2, 3, 0, 0xFF],          // a name that is not UTF-8
    ] {
        assert_eq!(
            Challenge::from_fragment(&forged(plain)),
            Err(ChallengeError::Damaged),
            "{plain:?}"
        );
    }
    // No result is a result byte of its own, and only in `c3`.
    assert_eq!(
        Challenge::from_fragment(&forged(&[4, 6, 10, 1, 0, 1, 2, 3, NO_RESULT])).map(|c| c.result),
        Ok(None)
    );
}

proptest! {
    #[test]
    fn any_custom_challenge_round_trips(pegs in 2usize..=8, colours in 2usize..=10,
                                        turns in 1usize..=20, repeats in any::<bool>(),
                                        index in any::<u32>(), salt in any::<u8>(),
                                        result in proptest::option::of(0u8..=20),
                                        name in proptest::option::of("[a-zA-Z ]{1,44}")) {
        let Ok(shape) = Custom::new(pegs, colours, turns, repeats) else {
            return Ok(());
        };
        let level = Level::Custom(shape);
        let name = name.filter(|n| !n.trim().is_empty());
        let result = result.map(|r| match r {
            0 => SenderResult::NotBroken,
            r => SenderResult::Broke(r.min(turns as u8)),
        });
        let c = Challenge { result, ..challenge(level, index, name.as_deref()) };
        prop_assert_eq!(Challenge::from_fragment(&c.to_fragment(salt)), Ok(c));
    }

    #[test]
    fn any_mutation_of_a_custom_fragment_is_refused_or_another_valid_challenge(
        index in any::<u32>(), salt in any::<u8>(), cut in 0usize..200, byte in any::<u8>()
    ) {
        let c = Challenge {
            result: Some(SenderResult::Broke(3)),
            ..challenge(custom(6, 9, 12, false), index, Some("Ana"))
        };
        let mut text = c.to_fragment(salt).into_bytes();
        let at = cut % text.len();
        text[at] = byte;
        let text = String::from_utf8_lossy(&text).into_owned();
        if let Ok(read) = Challenge::from_fragment(&text) {
            prop_assert!(Code::new(read.level, read.key.pegs()).is_ok());
        }
    }
}
