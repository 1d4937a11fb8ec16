//! The transfer code's frame (SPEC §11): `MM1.` + base64url, without padding, of a 4-byte
//! checksum (CRC-32, big-endian) followed by the payload, the backup file compressed by the
//! browser's `CompressionStream("deflate-raw")`. The compression is the browser's; this is only
//! the frame, so a cut or altered code is refused before anything is decompressed.
//!
//! Both CRC-32 and base64url are written here rather than taken from a crate: each is about
//! thirty lines, has a fixed published definition (tested against its standard check values) and
//! adds nothing to the dependency tree or the lock file, where a crate (`crc32fast`, `base64`)
//! would add generic code, tables and features for speeds a code of a few kilobytes never needs.
//! CRC-32 rather than Adler-32: Adler-32 is weak on short inputs, while CRC-32 detects every
//! error within 32 consecutive bits, so every single changed character of a code (at most 6 bits
//! within two bytes) is caught for certain; a cut code fails it with odds of 1 in 4 billion of
//! passing (and then fails decompression). The bitwise form, without a 1 KB table, is small and
//! fast enough: a code of 100 KB is checked in about a millisecond.

use crate::crc32::crc32;

/// What every transfer code starts with: the game and the frame's version.
pub const TRANSFER_PREFIX: &str = "MM1.";

/// The longest code read (characters after the prefix): far above the code of any browser's
/// data, which the browser compresses to a fraction of localStorage's 5 to 10 MB.
const MAX_CODE: usize = 16 * 1024 * 1024;

/// Why a pasted text is not a transfer code that can be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// It does not start with `MM1.`.
    NotACode,
    /// Cut, altered, or with characters outside base64url.
    Damaged,
}

/// The transfer code's frame around the compressed backup (compression is the browser's
/// CompressionStream("deflate-raw"), done by UI): `MM1.` + base64url (no padding) of
/// [4-byte CRC-32 of the payload, big-endian] ++ payload.
pub fn transfer_code(compressed: &[u8]) -> String {
    let mut framed = crc32(compressed).to_be_bytes().to_vec();
    framed.extend_from_slice(compressed);
    format!("{TRANSFER_PREFIX}{}", encode(&framed))
}

/// Refuses a code without `MM1.`, with characters outside base64url, too short, or whose checksum
/// does not match (a cut or altered code). Spaces and line breaks around or inside the code (a
/// messaging app's wrapping) are ignored.
pub fn read_transfer_code(code: &str) -> Result<Vec<u8>, CodeError> {
    let body = code
        .trim_start()
        .strip_prefix(TRANSFER_PREFIX)
        .ok_or(CodeError::NotACode)?;
    if body.len() > MAX_CODE {
        return Err(CodeError::Damaged);
    }
    let text: Vec<u8> = body.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    let framed = decode(&text).ok_or(CodeError::Damaged)?;
    let (sum, payload) = framed.split_at_checked(4).ok_or(CodeError::Damaged)?;
    if sum != crc32(payload).to_be_bytes() {
        return Err(CodeError::Damaged);
    }
    Ok(payload.to_vec())
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url (RFC 4648 §5) without padding.
fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let byte = |i: usize| u32::from(chunk.get(i).copied().unwrap_or(0));
        let group = (byte(0) << 16) | (byte(1) << 8) | byte(2);
        // n bytes take n + 1 characters.
        for i in 0..=chunk.len() {
            let index = (group >> (18 - 6 * i)) & 63;
            let letter = ALPHABET.get(index as usize).copied().unwrap_or(b'A');
            out.push(char::from(letter));
        }
    }
    out
}

/// The value of a base64url character.
fn sextet(c: u8) -> Option<u32> {
    let value = match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    };
    Some(u32::from(value))
}

/// Reads base64url without padding, strictly: a length that no bytes encode to, a character
/// outside the alphabet, or unused low bits that are not zero (a second spelling of the same
/// bytes) give `None`, so every changed character changes the bytes or is refused.
fn decode(text: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.chunks(4) {
        // 2, 3 or 4 characters carry 1, 2 or 3 bytes.
        let bytes = chunk.len().checked_sub(1).filter(|&n| n > 0)?;
        let mut group = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            group |= sextet(c)? << (18 - 6 * i);
        }
        let unused = (1u32 << (24 - 8 * bytes)) - 1;
        if group & unused != 0 {
            return None;
        }
        out.extend_from_slice(group.to_be_bytes().get(1..=bytes)?);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_matches_rfc_4648_test_vectors() {
        for (bytes, text) in [
            (&b""[..], ""),
            (b"f", "Zg"),
            (b"fo", "Zm8"),
            (b"foo", "Zm9v"),
            (b"foob", "Zm9vYg"),
            (b"fooba", "Zm9vYmE"),
            (b"foobar", "Zm9vYmFy"),
            (&[0xfb, 0xff, 0xbf], "-_-_"),
        ] {
            assert_eq!(encode(bytes), text);
            assert_eq!(decode(text.as_bytes()).as_deref(), Some(bytes));
        }
        for bad in ["Z", "Zm9vY", "Zh", "Zm9=", "Zm+v", "Zm/v", "Zm 9"] {
            assert_eq!(decode(bad.as_bytes()), None, "{bad}");
        }
    }

    #[test]
    fn a_code_is_framed_and_read_back() {
        let code = transfer_code(b"hello");
        assert!(code.starts_with("MM1."), "{code}");
        assert_eq!(read_transfer_code(&code), Ok(b"hello".to_vec()));
        assert_eq!(
            read_transfer_code(&format!("  {code}\n")),
            Ok(b"hello".to_vec())
        );
        assert_eq!(read_transfer_code("hello"), Err(CodeError::NotACode));
        assert_eq!(read_transfer_code("MM1."), Err(CodeError::Damaged));
        assert_eq!(read_transfer_code("MM1.AAAA"), Err(CodeError::Damaged));
        assert_eq!(read_transfer_code("MM1.AAAAAA"), Ok(Vec::new()));
    }
}
