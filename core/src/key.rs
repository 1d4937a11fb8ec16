//! Where keys come from.
//!
//! **Seeded keys** (`?seed=<u64>` on a game URL) are a pure function of the seed and the level,
//! stable across releases (the tests pin examples):
//!
//! ```text
//! r     = splitmix64(splitmix64(seed) XOR level_number)      level_number: I = 1, II = 2, III = 3
//! index = floor(r × K / 2^64)                 K = P^N keys (a 128-bit product, shifted right by 64)
//! key   = the N digits of index in base P, hole 1 the most significant; digit d is palette colour d
//! ```
//!
//! A **custom game** uses the same steps with `level_number = 256·N + 16·P + R` (R = 1 when
//! colours may repeat, 0 when not; the turn limit plays no part), which is never 1, 2 or 3.
//! A **variant** (SPEC §14) uses `level_number = 4096 + i`, `i` its place in the table of SPEC
//! §14 from 0 (the colour game, level I) to 10 (Bulls and Cows), above every custom number, so
//! a variant's seeded key is its own even where a custom game has the same size.
//! With repeats K = P^N and the key is read as above. Without repeats K = P!/(P−N)!, the number
//! of codes with distinct colours, and `index` is written in the mixed radix P, P−1, …, P−N+1,
//! hole 1 the most significant; the digit d of a hole picks the d-th colour (from 0, in palette
//! order) that the holes before it have not used. So every arrangement of distinct colours is
//! equally likely, and keys are numbered in palette order ([`crate::code::Code::from_index`]).
//!
//! where `splitmix64(x)` is Steele, Lea and Flood's SplitMix64 output function for state `x`:
//! `z = x + 0x9E3779B97F4A7C15; z = (z ^ z>>30) · 0xBF58476D1CE4E5B9; z = (z ^ z>>27) ·
//! 0x94D049BB133111EB; z ^ z>>31` (wrapping arithmetic on 64 bits).
//!
//! **Random keys** come from a seed of 64 bits drawn from the operating system's or browser's
//! secure source ([`random_seed`]; `getrandom`: `crypto.getRandomValues` in the browser), so
//! every game can be shared as a link. The bias of the mapping of 64 bits onto an index is below
//! K / 2^64 < 2^-37 for every level (K ≤ 10^8).

use std::fmt;

use super::code::Code;
use super::level::Level;
use super::variant::Variant;

/// A `seed` query value that is not a whole number from 0 to 2^64 − 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedError(pub String);

impl fmt::Display for SeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a seed (a whole number from 0 to {})",
            self.0,
            u64::MAX
        )
    }
}

impl std::error::Error for SeedError {}

/// The secure random source could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomnessUnavailable;

impl fmt::Display for RandomnessUnavailable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("no secure random source is available")
    }
}

impl std::error::Error for RandomnessUnavailable {}

/// Reads a seed: decimal digits only (an optional leading `+` is tolerated), at most 2^64 − 1.
pub fn parse_seed(text: &str) -> Result<u64, SeedError> {
    let digits = text.strip_prefix('+').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SeedError(text.to_owned()));
    }
    digits.parse().map_err(|_| SeedError(text.to_owned()))
}

/// SplitMix64's output function.
const fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Maps 64 uniform bits to a code of `level`.
fn code_from_bits(level: Level, bits: u64) -> Code {
    let index = (u128::from(bits) * u128::from(level.possible_keys())) >> 64;
    Code::from_index(level, index as u32)
}

/// The number mixed into a seed: 1, 2, 3 for the standard levels, 256·N + 16·P + R for a custom
/// game (R = 1 with repeats), 4096 + its place in [`Variant::ALL`] for a variant.
fn level_number(level: Level) -> u64 {
    if let Some(v) = level.variant() {
        let place = Variant::ALL.iter().position(|&w| w == v).unwrap_or(0);
        return 4096 + place as u64;
    }
    match level.number() {
        Some(n) => u64::from(n),
        None => {
            256 * level.pegs() as u64 + 16 * level.colours() as u64 + u64::from(level.repeats())
        }
    }
}

/// The key of a seeded game (see the module documentation for the exact derivation).
pub fn key_from_seed(level: Level, seed: u64) -> Code {
    code_from_bits(level, splitmix64(splitmix64(seed) ^ level_number(level)))
}

/// A seed from the secure random source (a game's key then comes from it by [`key_from_seed`]).
pub fn random_seed() -> Result<u64, RandomnessUnavailable> {
    getrandom::u64().map_err(|_| RandomnessUnavailable)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_matches_the_reference_sequence() {
        // The first outputs of the reference generator seeded with 0 (state advances by the
        // golden gamma each step, so output k is splitmix64(k · gamma)).
        assert_eq!(splitmix64(0), 0xE220_A839_7B1D_CDAF);
        assert_eq!(splitmix64(0x9E37_79B9_7F4A_7C15), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn parse_seed_takes_u64_decimal_only() {
        assert_eq!(parse_seed("0"), Ok(0));
        assert_eq!(parse_seed("42"), Ok(42));
        assert_eq!(parse_seed("+7"), Ok(7));
        assert_eq!(parse_seed("18446744073709551615"), Ok(u64::MAX));
        for bad in [
            "",
            "+",
            "-1",
            "18446744073709551616",
            "1e3",
            "0x10",
            " 4",
            "4 ",
            "abc",
        ] {
            assert_eq!(parse_seed(bad), Err(SeedError(bad.to_owned())), "{bad:?}");
        }
    }

    #[test]
    fn custom_level_numbers_never_meet_the_standard_ones() {
        let mut seen = std::collections::HashSet::from([1, 2, 3]);
        for pegs in 2..=8 {
            for colours in 2..=10 {
                for repeats in [true, false] {
                    if let Ok(c) = crate::level::Custom::new(pegs, colours, 5, repeats) {
                        assert!(seen.insert(level_number(Level::Custom(c))));
                    }
                }
            }
        }
        for v in Variant::ALL {
            assert!(seen.insert(level_number(Level::Variant(v))), "{v:?}");
        }
    }
}
