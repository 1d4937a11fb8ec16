//! Challenge links (SPEC 12): the fragment's round trip, its concealment (no colour name, no
//! digit), and every cut, altered or foreign fragment refused.
#![cfg(not(target_arch = "wasm32"))]

use mastermind::rules::*;
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
