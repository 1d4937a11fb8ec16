//! Bytes carried in a link's fragment, hidden from a glance (a challenge's key, a puzzle made
//! of a game): the fragment is its prefix and then the letters of the concealed bytes, two per
//! byte from the sixteen consonants `bcdfghjklmnpqrst`, so it holds no digit and no colour name
//! (every colour's name has a vowel). The bytes are a random salt, then, masked by a keystream
//! that the salt seeds (`splitmix64` as for seeded keys), the plain bytes and a CRC-32 of them.
//! Anyone who reads this can recover the bytes: concealment, not secrecy. A cut or altered
//! fragment fails the CRC and is refused.

use super::crc32::crc32;

/// The letters the bytes are written in: no digit, no vowel.
const LETTERS: &[u8; 16] = b"bcdfghjklmnpqrst";

/// The mask's domain separation constant: the ASCII bytes of `mm-chall`.
const MASK: u64 = 0x6D6D_2D63_6861_6C6C;

/// The mask's bytes after `salt`.
fn mask(salt: u8) -> impl Iterator<Item = u8> {
    let mut state = MASK ^ u64::from(salt);
    std::iter::repeat_with(move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)).to_le_bytes()
    })
    .flatten()
}

/// `prefix`, then `plain` and its CRC-32 concealed with `salt`.
pub fn conceal(prefix: &str, salt: u8, plain: &[u8]) -> String {
    let mut plain = plain.to_vec();
    plain.extend(crc32(&plain).to_be_bytes());
    let mut out = String::from(prefix);
    for byte in std::iter::once(salt).chain(plain.iter().zip(mask(salt)).map(|(b, m)| b ^ m)) {
        for nibble in [byte >> 4, byte & 0xF] {
            // A nibble is below 16, the alphabet's length.
            out.extend(LETTERS.get(usize::from(nibble)).map(|&l| char::from(l)));
        }
    }
    out
}

/// The plain bytes of concealed `letters` (the prefix already taken off), or `None` when they
/// are not letters of the alphabet in pairs, or fail the check.
pub fn reveal(letters: &str) -> Option<Vec<u8>> {
    let nibble = |c: u8| LETTERS.iter().position(|&l| l == c);
    let bytes = letters.as_bytes();
    if !bytes.len().is_multiple_of(2) {
        return None;
    }
    let mut decoded = Vec::with_capacity(bytes.len() / 2);
    for pair in bytes.chunks_exact(2) {
        let (&high, &low) = (pair.first()?, pair.get(1)?);
        let (high, low) = (nibble(high)?, nibble(low)?);
        // Two nibbles of 0 to 15 make one byte.
        decoded.push(u8::try_from(high << 4 | low).ok()?);
    }
    let (&salt, masked) = decoded.split_first()?;
    let mut plain: Vec<u8> = masked.iter().zip(mask(salt)).map(|(b, m)| b ^ m).collect();
    let split = plain.len().checked_sub(4)?;
    let sum = plain.split_off(split);
    (sum == crc32(&plain).to_be_bytes()).then_some(plain)
}
