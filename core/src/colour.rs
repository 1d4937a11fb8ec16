use serde::{Deserialize, Serialize};

/// A peg colour. The order is the palette order of the SPEC: level I uses the first six colours,
/// level II adds orange, level III adds purple; custom games may add brown and grey.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Red,
    Green,
    Blue,
    Yellow,
    Turquoise,
    Pink,
    Orange,
    Purple,
    Brown,
    Grey,
}

impl Colour {
    /// Every colour, in palette order.
    pub const ALL: [Colour; 10] = [
        Colour::Red,
        Colour::Green,
        Colour::Blue,
        Colour::Yellow,
        Colour::Turquoise,
        Colour::Pink,
        Colour::Orange,
        Colour::Purple,
        Colour::Brown,
        Colour::Grey,
    ];

    /// Position in the palette, from 0.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour at a palette position, if there is one.
    pub fn from_index(index: usize) -> Option<Colour> {
        Colour::ALL.get(index).copied()
    }

    /// The colour a number key stands for: `1` is the first colour of the palette, `2` the
    /// second, and so on (`0` would be the tenth).
    pub fn from_digit_key(key: &str) -> Option<Colour> {
        let digit = match key.as_bytes() {
            [d @ b'1'..=b'9'] => usize::from(d - b'1'),
            [b'0'] => 9,
            _ => return None,
        };
        Colour::from_index(digit)
    }

    /// A stable English identifier (`"red"`, `"turquoise"` …), used in storage, CSS classes and
    /// element ids. What players read comes from the interface's catalogue instead.
    pub const fn id(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Turquoise => "turquoise",
            Colour::Pink => "pink",
            Colour::Orange => "orange",
            Colour::Purple => "purple",
            Colour::Brown => "brown",
            Colour::Grey => "grey",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trips_in_palette_order() {
        for (i, c) in Colour::ALL.iter().enumerate() {
            assert_eq!(c.index(), i);
            assert_eq!(Colour::from_index(i), Some(*c));
        }
        assert_eq!(Colour::from_index(10), None);
    }

    #[test]
    fn digit_keys_name_palette_positions() {
        assert_eq!(Colour::from_digit_key("1"), Some(Colour::Red));
        assert_eq!(Colour::from_digit_key("6"), Some(Colour::Pink));
        assert_eq!(Colour::from_digit_key("8"), Some(Colour::Purple));
        for other in ["", "a", "12", "-1", " 1", "Enter", "F1"] {
            assert_eq!(Colour::from_digit_key(other), None, "{other:?}");
        }
    }

    #[test]
    fn ids_are_distinct_lowercase_words() {
        let mut ids: Vec<_> = Colour::ALL.iter().map(|c| c.id()).collect();
        assert!(
            ids.iter()
                .all(|id| id.chars().all(|ch| ch.is_ascii_lowercase()))
        );
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 10);
    }
}
