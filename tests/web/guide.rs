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

/// The Rules page's one markup (`src/rules_markup.rs`): every section's heading and words in
/// every language; the worked examples drawn at their start, inert, for the first paint, and
/// left to their players (each section its heading alone) for the program.
#[test]
fn the_rules_markup_holds_every_section_and_leaves_the_examples_to_their_players() {
    use mastermind::i18n::Lang;
    use mastermind::markup::esc;
    use mastermind::rules::examples::EXAMPLES;
    use mastermind::rules_markup::{Examples, rules};
    for &lang in Lang::ALL {
        let (t, g) = (lang.text(), lang.guide());
        let first = rules(t, g, Examples::AtStart);
        let live = rules(t, g, Examples::Mounted);
        for (id, title) in [
            ("summary", g.summary_title),
            ("how", g.how_title),
            ("rules", g.rules_title),
            ("examples", g.examples_title),
            ("scores", g.scores_title),
            ("notes", g.notes_title),
        ] {
            let h2 = format!(r#"<h2 id="{id}">{}</h2>"#, esc(title));
            assert!(first.contains(&h2) && live.contains(&h2), "{lang:?}: {id}");
        }
        let pictures = g.pictures.iter();
        for words in g
            .summary
            .iter()
            .chain(g.rules)
            .chain(g.notes)
            .chain(pictures)
        {
            assert!(live.contains(&esc(words)), "{lang:?}: {words}");
        }
        assert_eq!(g.example_titles.len(), EXAMPLES.len());
        for (index, title) in g.example_titles.iter().enumerate() {
            let section = format!(
                r#"<section class="worked" aria-labelledby="example-{index}"><h3 id="example-{index}">{}</h3>"#,
                esc(title)
            );
            assert!(
                live.contains(&format!("{section}</section>")),
                "{lang:?}: {index}"
            );
            assert!(first.contains(&format!(r#"{section}<div class="example" inert>"#)));
        }
        assert_eq!(
            first.matches(r#"<div class="example" inert>"#).count(),
            EXAMPLES.len()
        );
        assert!(!live.contains("example-side") && !live.contains("inert"));
        assert_eq!(first.matches("<figure").count(), PICTURES.len());
        assert_eq!(live.matches("<figure").count(), PICTURES.len());
    }
}

/// A worked example's side (`rules_markup::ExampleSide`, which the player writes at each step
/// and the first paint draws at its start): the count of each step, the reasoning of the step,
/// the keys left from the first step on, `Previous` only after the start and `Next` only before
/// the end, and a step past the end read as the end.
#[test]
fn a_worked_examples_side_says_each_step_and_goes_back_and_on_within_its_turns() {
    use mastermind::i18n::Lang;
    use mastermind::rules::examples::EXAMPLES;
    use mastermind::rules_markup::{ExampleSide, GO, example_side};
    for &lang in Lang::ALL {
        let g = lang.guide();
        for (index, example) in EXAMPLES.iter().enumerate() {
            let total = example.turns.len();
            for step in 0..=total {
                let side = ExampleSide::of(g, index, step);
                assert_eq!(side.count, g.step(step, total), "{lang:?} {index} {step}");
                assert_eq!((side.back, side.on), (step > 0, step < total));
                match step {
                    0 => {
                        assert_eq!(side.reasoning, g.example_start);
                        assert_eq!(side.possible, "");
                    }
                    n => {
                        assert_eq!(side.reasoning, g.example_steps[index][n - 1]);
                        assert_eq!(side.possible, g.possible(example.remaining[n - 1]));
                    }
                }
                let markup = example_side(g, &side);
                let disabled = |go: &str| {
                    let start = markup.find(&format!("{GO}=\"{go}\"")).unwrap();
                    let end = start + markup[start..].find('>').unwrap();
                    markup[start..end].contains("disabled")
                };
                assert_eq!((disabled("-1"), disabled("1")), (!side.back, !side.on));
            }
            assert_eq!(
                ExampleSide::of(g, index, total + 5),
                ExampleSide::of(g, index, total)
            );
        }
    }
}
