//! The board's sounds as data (SPEC §20, `src/sound/voices.rs`): every symbol a game can show
//! sounds unlike every other, the marks and the end unlike any peg, and every sound is short.

use std::collections::HashSet;

use mastermind::rules::colour::Colour;
use mastermind::rules::hearing::Cue;
use mastermind::rules::variant::Symbol;
use mastermind::sound::voices::{LONGEST_MS, Tone, Wave, voice};

/// A sound as a listener tells it apart: each tone's wave, pitch (to the hertz), start and length.
fn heard_as(tones: &[Tone]) -> Vec<(Wave, u32, u16, u16)> {
    tones
        .iter()
        .map(|t| (t.wave, t.hz.round() as u32, t.at_ms, t.ms))
        .collect()
}

fn every_cue() -> Vec<Cue> {
    let mut cues: Vec<Cue> = Colour::ALL
        .iter()
        .map(|&c| Cue::Peg(Symbol::Colour(c)))
        .collect();
    cues.push(Cue::Peg(Symbol::Blank));
    cues.extend((0..10).map(|d| Cue::Peg(Symbol::Digit(d))));
    cues.extend([Cue::Black, Cue::White, Cue::NoMarks, Cue::Won, Cue::Lost]);
    cues
}

#[test]
fn every_sound_is_unlike_every_other() {
    let cues = every_cue();
    let sounds: HashSet<_> = cues.iter().map(|&c| heard_as(&voice(c))).collect();
    assert_eq!(sounds.len(), cues.len(), "two cues sound the same");
}

#[test]
fn no_tone_of_a_mark_or_an_end_is_a_pegs() {
    let tones = |pegs: bool| -> HashSet<(Wave, u32)> {
        every_cue()
            .into_iter()
            .filter(|c| matches!(c, Cue::Peg(_)) == pegs)
            .flat_map(voice)
            .map(|t| (t.wave, t.hz.round() as u32))
            .collect()
    };
    let shared: Vec<_> = tones(true).intersection(&tones(false)).copied().collect();
    assert!(
        shared.is_empty(),
        "heard both as a peg and as a mark or an end: {shared:?}"
    );
}

#[test]
fn neighbours_differ_in_pitch_and_in_timbre() {
    let first = |cue| voice(cue)[0];
    for pair in Colour::ALL.windows(2) {
        let (a, b) = (
            first(Cue::Peg(Symbol::Colour(pair[0]))),
            first(Cue::Peg(Symbol::Colour(pair[1]))),
        );
        assert!(b.hz / a.hz > 1.1, "{pair:?}: at least a whole tone higher");
        assert_ne!(a.wave, b.wave, "{pair:?}: another timbre");
    }
    for d in 0..9 {
        let (a, b) = (
            first(Cue::Peg(Symbol::Digit(d))),
            first(Cue::Peg(Symbol::Digit(d + 1))),
        );
        assert!(b.hz / a.hz > 1.1, "digit {d}: the next one higher");
        assert_ne!(a.wave, b.wave, "digit {d}: another timbre");
    }
}

#[test]
fn marks_are_heard_above_every_peg_and_a_black_above_a_white() {
    let pitch = |cue| voice(cue)[0].hz;
    let highest_peg = every_cue()
        .into_iter()
        .filter(|c| matches!(c, Cue::Peg(_)))
        .map(pitch)
        .fold(0.0, f32::max);
    assert!(pitch(Cue::White) > highest_peg);
    assert!(pitch(Cue::Black) > pitch(Cue::White));
}

#[test]
fn every_sound_is_short_and_soft_and_ends_before_the_next_begins() {
    for cue in every_cue() {
        let tones = voice(cue);
        assert!(!tones.is_empty(), "{cue:?} is heard");
        for tone in tones {
            assert!(
                tone.end_ms() <= LONGEST_MS,
                "{cue:?} lasts {} ms",
                tone.end_ms()
            );
            assert!(
                tone.peak() > 0.0 && tone.peak() <= 0.25,
                "{cue:?}: a moderate level"
            );
            assert!(
                (60.0..=2000.0).contains(&tone.hz),
                "{cue:?}: a pitch anyone hears"
            );
        }
    }
    assert!(voice(Cue::Hole).is_empty(), "an empty hole is a silence");
}
