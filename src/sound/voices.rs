//! How each of the board's sounds ([`Cue`]) is made (SPEC §20), as data: a few tones, each a
//! waveform, a pitch, a start and a length, at a moderate level. Nothing here touches the
//! browser ([`super::speaker`] plays them), so the set is checked natively: every symbol a game
//! can show sounds unlike the others, and no sound lasts over [`LONGEST_MS`].
//!
//! The design (docs/playing.md, Sound): a peg's symbol is a pitch of the major pentatonic scale
//! (no two symbols closer than a whole tone, and no pair of notes that clashes), rising with its
//! place in the palette or its digit's value, so that a higher peg sounds higher; its timbre
//! changes with each step too (the colours cycle through triangle, square and sine, the digits
//! alternate sine and square), so neighbours differ in two ways. A digit is two quick blips
//! where a colour is one held note, so no digit sounds like a colour either. `blank` is a short low thud, an
//! octave under every colour. The marks are short and high, above every peg: a black a bright
//! ping, a white a softer, lower one, no mark a low buzz; the end is a rising arpeggio for a win
//! (F major, sine) and a falling one for a loss (E flat, triangle), their notes off the pegs'
//! scale, so that no tone of a mark or an end is a peg's.

use crate::rules::colour::Colour;
use crate::rules::hearing::Cue;
use crate::rules::variant::Symbol;

/// No sound lasts longer (SPEC §20: short).
pub const LONGEST_MS: u16 = 250;
/// The time from one sound of a row to the next (SPEC §20: about 300 ms apart).
pub const GAP_MS: u16 = 300;
// Every sound ends before the next of a row begins.
const _: () = assert!(LONGEST_MS < GAP_MS);

/// A waveform of the Web Audio API's oscillator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Wave {
    Sine,
    Triangle,
    Square,
}

/// One tone of a sound.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tone {
    pub wave: Wave,
    /// Its pitch, in hertz.
    pub hz: f32,
    /// When it starts, from the sound's start, in milliseconds.
    pub at_ms: u16,
    /// How long it sounds, in milliseconds (it fades out over that time).
    pub ms: u16,
}

impl Tone {
    /// The tone's peak level (0 to 1): the square wave, richer in harmonics, is played softer so
    /// that every sound is about as loud.
    pub fn peak(self) -> f32 {
        match self.wave {
            Wave::Sine | Wave::Triangle => 0.2,
            Wave::Square => 0.06,
        }
    }

    /// When it ends, from the sound's start.
    pub fn end_ms(self) -> u16 {
        self.at_ms + self.ms
    }
}

/// The major pentatonic scale from C4, over two octaves (hertz, equal temperament).
const PENTATONIC: [f32; 10] = [
    261.63, 293.66, 329.63, 392.00, 440.00, 523.25, 587.33, 659.26, 783.99, 880.00,
];

/// How long a peg sounds.
const PEG_MS: u16 = 180;
/// How long a mark sounds.
const MARK_MS: u16 = 90;

const fn tone(wave: Wave, hz: f32, at_ms: u16, ms: u16) -> Tone {
    Tone {
        wave,
        hz,
        at_ms,
        ms,
    }
}

/// The tones of one sound (none for the silence of an empty hole).
pub fn voice(cue: Cue) -> Vec<Tone> {
    match cue {
        Cue::Peg(Symbol::Colour(colour)) => vec![colour_tone(colour)],
        Cue::Peg(Symbol::Blank) => vec![tone(Wave::Sine, 130.81, 0, 120)],
        Cue::Peg(Symbol::Digit(digit)) => digit_tones(digit).to_vec(),
        Cue::Hole => Vec::new(),
        Cue::Black => vec![tone(Wave::Sine, 1760.0, 0, MARK_MS)],
        Cue::White => vec![tone(Wave::Triangle, 1174.66, 0, MARK_MS)],
        Cue::NoMarks => vec![tone(Wave::Square, 110.0, 0, 150)],
        Cue::Won => [698.46, 880.0, 1046.5, 1396.91]
            .iter()
            .zip(0u16..)
            .map(|(&hz, i)| tone(Wave::Sine, hz, i * 50, 90))
            .collect(),
        Cue::Lost => [311.13, 233.08, 155.56]
            .iter()
            .zip(0u16..)
            .map(|(&hz, i)| tone(Wave::Triangle, hz, i * 80, 90))
            .collect(),
    }
}

/// A colour: its palette place's pitch, its timbre cycling through three waves.
fn colour_tone(colour: Colour) -> Tone {
    let i = colour.index();
    let wave = match i % 3 {
        0 => Wave::Triangle,
        1 => Wave::Square,
        _ => Wave::Sine,
    };
    tone(wave, PENTATONIC.get(i).copied().unwrap_or(880.0), 0, PEG_MS)
}

/// A digit: two blips at its value's pitch (0 the lowest), sine and square in turn.
fn digit_tones(digit: u8) -> [Tone; 2] {
    let i = usize::from(digit);
    let wave = if i.is_multiple_of(2) {
        Wave::Sine
    } else {
        Wave::Square
    };
    let hz = PENTATONIC.get(i).copied().unwrap_or(880.0);
    [tone(wave, hz, 0, 60), tone(wave, hz, 80, 60)]
}
