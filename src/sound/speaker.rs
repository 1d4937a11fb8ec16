//! The browser's side of the board's sounds: one `AudioContext`, made at the first sound a
//! player's gesture asks for (never while the sound is off), and the tones of [`super::voices`]
//! scheduled on it. A new sound cuts what was still to play of the last.

use wasm_bindgen::JsValue;
use web_sys::{AudioContext, AudioContextState, GainNode, OscillatorNode, OscillatorType};

use super::voices::{GAP_MS, Tone, Wave};

/// The page's audio output and the tones it has scheduled last.
pub struct Speaker {
    context: AudioContext,
    /// The oscillators of the last sound, stopped when another starts.
    playing: Vec<OscillatorNode>,
}

/// A little after now: a tone scheduled for the very present may be clipped.
const LEAD_S: f64 = 0.02;

impl Speaker {
    /// The page's audio context; `None` where the browser has none or refuses one.
    pub fn new() -> Option<Speaker> {
        AudioContext::new().ok().map(|context| Speaker {
            context,
            playing: Vec::new(),
        })
    }

    /// Plays `sounds` one after another, [`GAP_MS`] apart (an empty one is a silence in its
    /// place), after stopping what was still to play.
    pub fn play(&mut self, sounds: &[Vec<Tone>]) {
        self.stop();
        if self.context.state() == AudioContextState::Suspended {
            // Called from the player's gesture, which lets the context run.
            let _ = self.context.resume();
        }
        let start = self.context.current_time() + LEAD_S;
        for (i, tones) in sounds.iter().enumerate() {
            let at = start + f64::from(GAP_MS) / 1000.0 * i as f64;
            for &tone in tones {
                if let Ok(node) = self.tone(tone, at) {
                    self.playing.push(node);
                }
            }
        }
    }

    /// Stops every tone still to play.
    pub fn stop(&mut self) {
        for node in self.playing.drain(..) {
            let _ = node.stop();
        }
    }

    /// One tone from `at` (seconds on the context's clock): an oscillator through a gain that
    /// rises at once and fades out over the tone's length.
    fn tone(&self, tone: Tone, at: f64) -> Result<OscillatorNode, JsValue> {
        let begin = at + f64::from(tone.at_ms) / 1000.0;
        let end = begin + f64::from(tone.ms) / 1000.0;
        let oscillator = self.context.create_oscillator()?;
        oscillator.set_type(match tone.wave {
            Wave::Sine => OscillatorType::Sine,
            Wave::Triangle => OscillatorType::Triangle,
            Wave::Square => OscillatorType::Square,
        });
        oscillator.frequency().set_value_at_time(tone.hz, begin)?;
        let gain: GainNode = self.context.create_gain()?;
        let level = gain.gain();
        level.set_value_at_time(0.0, begin)?;
        level.linear_ramp_to_value_at_time(tone.peak(), begin + 0.005)?;
        level.exponential_ramp_to_value_at_time(0.0001, end)?;
        oscillator.connect_with_audio_node(&gain)?;
        gain.connect_with_audio_node(&self.context.destination())?;
        oscillator.start_with_when(begin)?;
        oscillator.stop_with_when(end + 0.01)?;
        Ok(oscillator)
    }
}
