//! The Rules page's pictures show what the core computes.

use mastermind::guide::{PICTURES, Picture};
use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::feedback::Feedback;
use mastermind_core::level::Level;

fn code(indices: [usize; 4]) -> Code {
    let pegs: Vec<Colour> = indices.iter().map(|&i| Colour::ALL[i]).collect();
    Code::new(Level::I, &pegs).unwrap()
}

#[test]
fn pictures_show_what_the_core_computes() {
    for Picture { key, guess, marks } in PICTURES {
        let (black, white) = marks;
        assert_eq!(
            Feedback::between(&code(key), &code(guess)),
            Feedback { black, white }
        );
    }
}
