//! CRC-32, the checksum of the transfer code's frame (`backup::transfer`) and of every concealed
//! link (`conceal`): a leaf of the core, so that neither takes it from the other (the links
//! would otherwise depend on the backup and, through it, on every stored kind). Why it is written
//! here rather than taken from a crate: see `backup/transfer.rs`.

/// CRC-32 (IEEE 802.3, as zip and gzip use): reflected polynomial 0xEDB88320, initial and final
/// value all ones.
pub(crate) fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = u32::MAX;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            // Subtract the polynomial where the low bit is set, without a branch.
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::crc32;

    #[test]
    fn crc32_gives_the_standard_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }
}
