//! Every word the page shows or speaks, as a typed catalogue: one [`Text`] value per language,
//! so a missing translation is a compile error, not a blank on screen.
//!
//! Accessible names here are a public contract (SPEC §7): end-to-end tests find controls by them.

use leptos::prelude::*;

use crate::rules::{
    Colour, Feedback, FileError, Invalid, Level, NAME_MAX, NameError, Outcome, Pace, Side, Strength,
};
use crate::storage::{Damage, Trouble};

/// A language the page can be read in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Pt,
}

impl Lang {
    /// Every language the page can be read in.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Pt];

    /// The catalogue of this language.
    pub fn text(self) -> &'static Text {
        match self {
            Lang::En => &EN,
            Lang::Pt => &PT,
        }
    }

    /// The language whose code (`en`, `pt`) this is.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.text().code == code)
    }

    /// The first default: the browser's preferred language if the page speaks it, else English.
    pub fn from_browser(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Lang::from_code(&primary.to_ascii_lowercase()).unwrap_or(Lang::En)
    }

    /// The language's name in itself, for the language control.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pt => "Português",
        }
    }
}

/// The words of one language. Functions take rows and holes counted from 1.
pub struct Text {
    /// The `lang` attribute of the document.
    pub code: &'static str,
    /// The locale dates are written in.
    pub locale: &'static str,
    /// The name of the language control.
    pub language: &'static str,
    pub app_name: &'static str,
    pub home_lead: &'static str,
    pub home_more: &'static str,
    pub play: &'static str,
    pub intro_title: &'static str,
    pub intro_lead: &'static str,
    pub col_level: &'static str,
    pub col_pegs: &'static str,
    pub col_colours: &'static str,
    pub col_turns: &'static str,
    pub col_keys: &'static str,
    pub level: fn(Level) -> String,
    pub game_title: fn(Level) -> String,
    pub game_summary: fn(Level) -> String,
    pub choose_level: &'static str,
    pub colour: fn(Colour) -> &'static str,
    pub hole: fn(usize, usize, Option<&str>) -> String,
    pub row: fn(usize) -> String,
    pub row_feedback: fn(usize, Feedback) -> String,
    pub key_label: &'static str,
    pub key_covered: &'static str,
    pub key_revealed: fn(&[&str]) -> String,
    pub palette: fn(usize, usize) -> String,
    pub submit: &'static str,
    pub quit: &'static str,
    pub play_again: &'static str,
    pub play_again_nod: &'static str,
    pub won: fn(usize) -> String,
    pub lost: &'static str,
    pub quit_flag: &'static str,
    pub warning: fn(Invalid) -> String,
    pub keyboard_help: &'static str,
    pub seeded: fn(u64) -> String,
    pub seed_ignored: fn(&str) -> String,
    pub no_randomness: &'static str,
    pub not_found_title: &'static str,
    pub not_found_text: &'static str,
    pub high_scores: &'static str,
    pub scores_of: fn(Level) -> String,
    pub col_rank: &'static str,
    pub col_name: &'static str,
    pub col_date: &'static str,
    pub no_scores: &'static str,
    pub reset_scores: &'static str,
    pub reset_question: fn(Level) -> String,
    pub reset: &'static str,
    pub cancel: &'static str,
    pub new_score: &'static str,
    pub new_score_text: fn(usize) -> String,
    pub name_label: &'static str,
    pub chars_left: fn(usize) -> String,
    pub name_cut_paste: &'static str,
    pub name_at_most: &'static str,
    pub name_error: fn(NameError) -> String,
    pub save: &'static str,
    pub close: &'static str,
    pub scores_damaged: fn(&Damage) -> String,
    pub scores_trouble: fn(Trouble) -> String,
    pub game_damaged: fn(Option<&str>) -> String,
    pub game_newer: &'static str,
    // Solver aids in the game.
    pub solver_aids: &'static str,
    pub aids_title: &'static str,
    pub aids_question: &'static str,
    pub turn_on: &'static str,
    pub aids_on_note: &'static str,
    pub hint: &'static str,
    pub possible_keys: fn(usize) -> String,
    /// Row `guess_row` cannot be the key: row `row` would have earned `would`.
    pub contradiction: fn(usize, usize, Feedback) -> String,
    pub replay_title: &'static str,
    /// Guess n, its colours, its feedback, the keys left after it.
    pub replay_row: fn(usize, &[&str], Feedback, usize) -> String,
    pub replay_total: fn(usize) -> String,
    pub thinking: &'static str,
    // The computer as codebreaker.
    pub breaker_link: &'static str,
    pub breaker_title: &'static str,
    pub breaker_lead: &'static str,
    pub secret: &'static str,
    pub secret_hole: fn(usize, Option<&str>) -> String,
    pub secret_palette: &'static str,
    pub by_hand: &'static str,
    pub start: &'static str,
    pub secret_needed: &'static str,
    pub black: &'static str,
    pub white: &'static str,
    pub answer: &'static str,
    pub answer_for: fn(usize) -> String,
    pub answer_impossible: &'static str,
    /// Rows numbered from 1.
    pub inconsistent: fn(&[usize]) -> String,
    pub correct_last: &'static str,
    pub found: fn(usize) -> String,
    pub new_key: &'static str,
    // The match against the computer.
    pub match_link: &'static str,
    pub match_title: &'static str,
    pub match_lead: &'static str,
    pub match_setup: &'static str,
    pub rounds: &'static str,
    pub pace: &'static str,
    pub pace_name: fn(Pace) -> String,
    pub strength: &'static str,
    pub strength_name: fn(Strength) -> &'static str,
    pub first_key: &'static str,
    pub i_make_first: &'static str,
    pub computer_makes_first: &'static str,
    pub random_first: &'static str,
    pub start_match: &'static str,
    pub load_match: &'static str,
    pub drop_hint: &'static str,
    pub cannot_load: fn(FileError) -> String,
    pub scoreboard: &'static str,
    pub col_round: &'static str,
    pub col_codemaker: &'static str,
    pub col_attempts: &'static str,
    pub col_points: &'static str,
    pub side: fn(Side) -> &'static str,
    pub attempts: fn(usize, bool) -> String,
    pub score: fn(u32, u32) -> String,
    pub round_of: fn(usize, usize) -> String,
    pub make_key_now: &'static str,
    pub break_key_now: &'static str,
    pub computer_breaking: &'static str,
    pub save_match: &'static str,
    pub next_round: &'static str,
    pub outcome: fn(Outcome) -> &'static str,
    pub new_match: &'static str,
}

/// "row 2", "row 2 and row 4", "row 1, row 2 and row 4".
fn rows_list(rows: &[usize], row: &str, and: &str) -> String {
    let named: Vec<String> = rows.iter().map(|r| format!("{row} {r}")).collect();
    match named.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {and} {last}", rest.join(", ")),
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

static EN: Text = Text {
    code: "en",
    locale: "en-GB",
    language: "Language",
    app_name: "Mastermind",
    home_lead: "Mastermind is a game of deduction: the computer hides a row of coloured pegs, and you \
                find it by guessing.",
    home_more: "After each guess you learn how many pegs are the right colour in the right place, and \
                how many more are the right colour in the wrong place.",
    play: "Play",
    intro_title: "Choose a level",
    intro_lead: "Each level hides a longer key, drawn from more colours, and gives you more turns to \
                 find it. Colours may repeat.",
    col_level: "Level",
    col_pegs: "Pegs",
    col_colours: "Colours",
    col_turns: "Turns",
    col_keys: "Possible keys",
    level: |l| format!("Level {}", l.roman()),
    game_title: |l| format!("Mastermind, level {}", l.roman()),
    game_summary: |l| {
        format!(
            "Find the key of {} pegs drawn from {} colours in {} turns.",
            l.pegs(),
            l.colours(),
            l.turns()
        )
    },
    choose_level: "Choose another level",
    // The English names are the colours' own identifiers.
    colour: Colour::id,
    hole: |r, h, c| format!("Row {r}, hole {h}: {}", c.unwrap_or("empty")),
    row: |r| format!("Row {r}"),
    row_feedback: |r, f| format!("Row {r}: {} black, {} white", f.black, f.white),
    key_label: "Key",
    key_covered: "The key is covered until the game ends",
    key_revealed: |names| format!("Key: {}", names.join(", ")),
    palette: |r, h| format!("Colours for row {r}, hole {h}"),
    submit: "Submit guess",
    quit: "Quit the game",
    play_again: "Play again",
    play_again_nod: "jogar de novo · play again · jouer à nouveau",
    won: |turns| format!("You won in {}!", plural(turns, "turn", "turns")),
    lost: "You lost: every turn is used. The key is shown above.",
    quit_flag: "Game over: you quit. The key is shown above.",
    warning: |reason| {
        let why = match reason {
            Invalid::GameOver => "this game is over. Press Play again for a new one.".to_owned(),
            Invalid::PlayedRow { row } => format!("row {} has already been played.", row + 1),
            Invalid::FutureRow { row, active } => format!(
                "row {} is not in play yet. Fill row {} first.",
                row + 1,
                active + 1
            ),
            Invalid::OffBoard => "that is not a hole of this board.".to_owned(),
            Invalid::ColourNotInLevel(_) => "that colour is not used at this level.".to_owned(),
            Invalid::RowIncomplete { row, empty } => format!(
                "row {} still has {} to fill before it can be submitted.",
                row + 1,
                plural(empty, "empty hole", "empty holes")
            ),
            Invalid::HoleEmpty { .. } => "that hole has no peg to take out.".to_owned(),
            Invalid::KeyCovered => "the key stays covered until the game ends.".to_owned(),
        };
        format!("Warning: {why}")
    },
    keyboard_help: "Keyboard: Tab to the active row, arrows to move, 1 to 8 to place a colour, \
                    Delete to take a peg out, Enter to submit.",
    seeded: |seed| format!("Seeded game {seed}: anyone opening this link gets the same key."),
    seed_ignored: |bad| {
        format!(
            "The seed “{bad}” is not a whole number from 0 to 18446744073709551615, so it was \
             ignored and this key is random."
        )
    },
    no_randomness: "This browser offers no secure random numbers, so this key comes from a fixed seed.",
    not_found_title: "Page not found",
    not_found_text: "There is no such page or level here.",
    high_scores: "High scores",
    scores_of: |l| format!("High scores, level {}", l.roman()),
    col_rank: "Rank",
    col_name: "Name",
    col_date: "Date",
    no_scores: "No scores yet at this level: win a game to be the first.",
    reset_scores: "Reset high scores",
    reset_question: |l| {
        format!(
            "Clear every high score of level {}? The other levels keep theirs.",
            l.roman()
        )
    },
    reset: "Reset",
    cancel: "Cancel",
    new_score: "New high score",
    new_score_text: |turns| {
        format!(
            "You found the key in {}, a place in this level's table. Write a name or a short \
             message for it.",
            plural(turns, "turn", "turns")
        )
    },
    name_label: "Name",
    chars_left: |n| plural(n, "character left", "characters left"),
    name_cut_paste: "The pasted text was cut to 44 characters.",
    name_at_most: "A name has at most 44 characters.",
    name_error: |e| match e {
        NameError::Empty => "Write at least one character.".to_owned(),
        NameError::TooLong { .. } => format!("A name has at most {NAME_MAX} characters."),
        NameError::Control(_) => "Line breaks, tabs and other control characters cannot be part \
                                  of a name."
            .to_owned(),
    },
    save: "Save",
    close: "Close",
    scores_damaged: |d| {
        let kept = plural(d.kept, "entry was", "entries were");
        match &d.backup {
            Some(key) => format!(
                "Stored scores could not be read. {kept} kept; the unreadable data is saved \
                 under “{key}” in this browser's storage, and a fresh table starts."
            ),
            None => format!(
                "Stored scores could not be read. {kept} kept; the unreadable data could not be \
                 backed up, so it is left as it is and new scores will not be stored."
            ),
        }
    },
    scores_trouble: |t| {
        match t {
            Trouble::Unavailable => {
                "Scores cannot be kept: this browser does not let the page store anything \
                 (private browsing, or storage turned off). You can still play."
            }
            Trouble::Full => {
                "Scores cannot be kept: the browser's storage for this page is full. You can still \
                 play, and your scores stay on this page until you leave it."
            }
            Trouble::Newer => {
                "Scores cannot be kept: a newer version of this game stored them, and this version \
                 leaves them untouched."
            }
        }
        .to_owned()
    },
    game_damaged: |backup| match backup {
        Some(key) => format!(
            "The saved game could not be read, so a new one started. The old data is kept under \
             “{key}”."
        ),
        None => "The saved game could not be read, so a new one started; it will not be saved \
                 over the old data."
            .to_owned(),
    },
    game_newer: "A newer version of this game saved a game at this level. It is left untouched, \
                 and this game will not be saved.",
    solver_aids: "Solver aids",
    aids_title: "Turn on solver aids?",
    aids_question: "With the aids on you can ask for a hint, you see after each row how many keys are \
                    still possible, and you are warned when a guess contradicts an earlier row. \
                    This game will then not enter the high scores, even if you never take a hint.",
    turn_on: "Turn on",
    aids_on_note: "Solver aids are on: this game will not enter the high scores.",
    hint: "Hint",
    possible_keys: |n| format!("Possible keys: {n}"),
    contradiction: |guess_row, row, would| {
        format!(
            "Warning: row {guess_row} cannot be the key: row {row} would then have scored {} \
             black, {} white.",
            would.black, would.white
        )
    },
    replay_title: "How the solver would have played",
    replay_row: |n, colours, f, left| {
        format!(
            "Guess {n}: {} — {} black, {} white; {} left.",
            colours.join(", "),
            f.black,
            f.white,
            plural(left, "possible key", "possible keys")
        )
    },
    replay_total: |n| {
        format!(
            "The solver finds this key in {}.",
            plural(n, "guess", "guesses")
        )
    },
    thinking: "Thinking…",
    breaker_link: "Computer breaks my key",
    breaker_title: "The computer breaks your key",
    breaker_lead: "Make a key and watch the computer find it. After each guess it shows how many \
                   keys are still possible. You can also give the feedback yourself: then the key \
                   stays in your head, and the computer tells you at once if your answers \
                   contradict each other.",
    secret: "Your key",
    secret_hole: |h, colour| format!("Secret, hole {h}: {}", colour.unwrap_or("empty")),
    secret_palette: "Colours for your key",
    by_hand: "Give feedback by hand",
    start: "Start",
    secret_needed: "Fill every hole of your key to start, or give the feedback by hand.",
    black: "Black",
    white: "White",
    answer: "Answer",
    answer_for: |r| format!("Your feedback for row {r}"),
    answer_impossible: "Black and white together cannot be more than the number of pegs.",
    inconsistent: |rows| match rows {
        [row] => format!("Inconsistent: no key can give that answer to row {row}."),
        _ => format!(
            "Inconsistent: no key gives these answers to {} together.",
            rows_list(rows, "row", "and")
        ),
    },
    correct_last: "Correct last answer",
    found: |n| {
        format!(
            "The computer found your key in {}",
            plural(n, "guess", "guesses")
        )
    },
    new_key: "New key",
    match_link: "Match",
    match_title: "A match against the computer",
    match_lead: "You and the computer take turns: one makes a key, the other breaks it, and the \
                 roles swap every round. From round 2 on, the codebreaker scores 3 points for \
                 breaking the key in fewer attempts than the opponent did in the round before, 1 \
                 for as many, 0 for more or for not breaking it.",
    match_setup: "Match set-up",
    rounds: "Rounds",
    pace: "Pace",
    pace_name: |p| match p {
        Pace::Quick => "Quick".to_owned(),
        Pace::Relaxed => "Relaxed".to_owned(),
        Pace::Slow => "Slow".to_owned(),
    },
    strength: "The computer's strength",
    strength_name: |s| match s {
        Strength::Easy => "Easy",
        Strength::Normal => "Normal",
        Strength::Strong => "Strong",
    },
    first_key: "Who makes the first key",
    i_make_first: "I make the first key",
    computer_makes_first: "The computer makes the first key",
    random_first: "Random",
    start_match: "Start match",
    load_match: "Load match",
    drop_hint: "or drop a saved match file here.",
    cannot_load: |e| {
        let why = match e {
            FileError::NotJson => "it is not a saved match (not JSON).".to_owned(),
            FileError::NotAMatch => "it is not a saved match of this game.".to_owned(),
            FileError::Newer(v) => format!("a newer version of this game saved it (version {v})."),
            FileError::Malformed => {
                "its content does not have the form of a saved match.".to_owned()
            }
            FileError::BadSetup => {
                "its number of rounds is not an even number from 2 to 20.".to_owned()
            }
            FileError::TooManyRounds => "it holds more rounds than its match has.".to_owned(),
            FileError::RoundsOutOfOrder => "its rounds are out of order.".to_owned(),
            FileError::RolesOutOfTurn { round } => {
                format!("in round {round} the wrong player made the key.")
            }
            FileError::UnfinishedRound { round } => {
                format!("round {round} did not end, yet another follows.")
            }
            FileError::KeyNotInLevel { round } => {
                format!("the key of round {round} does not fit the level.")
            }
            FileError::GuessNotInLevel { round } => {
                format!("a guess of round {round} does not fit the level.")
            }
            FileError::GuessAfterEnd { round } => {
                format!("round {round} has guesses after it ended.")
            }
            FileError::FeedbackContradictsKey { round, guess } => {
                format!("in round {round}, guess {guess}'s feedback contradicts the key.")
            }
        };
        format!("Cannot load this file: {why}")
    },
    scoreboard: "Scoreboard",
    col_round: "Round",
    col_codemaker: "Codemaker",
    col_attempts: "Attempts",
    col_points: "Points",
    side: |s| match s {
        Side::Player => "You",
        Side::Computer => "Computer",
    },
    attempts: |n, broken| {
        if broken {
            n.to_string()
        } else {
            format!("{n} (not broken)")
        }
    },
    score: |you, computer| format!("Score: You {you}, Computer {computer}"),
    round_of: |r, n| format!("Round {r} of {n}"),
    make_key_now: "Your turn to make the key: the computer will break it.",
    break_key_now: "The computer made a key: break it.",
    computer_breaking: "The computer is breaking your key.",
    save_match: "Save match",
    next_round: "Next round",
    outcome: |o| match o {
        Outcome::Won(Side::Player) => "You won the match",
        Outcome::Won(Side::Computer) => "The computer won the match",
        Outcome::Draw => "The match is a draw",
    },
    new_match: "New match",
};

static PT: Text = Text {
    code: "pt",
    locale: "pt-PT",
    language: "Idioma",
    app_name: "Mastermind",
    home_lead: "O Mastermind é um jogo de dedução: o computador esconde uma sequência de pinos \
                coloridos e tu tens de a descobrir por tentativas.",
    home_more: "Depois de cada tentativa ficas a saber quantos pinos têm a cor certa no sítio certo \
                e quantos mais têm a cor certa no sítio errado.",
    play: "Jogar",
    intro_title: "Escolher um nível",
    intro_lead: "Cada nível esconde uma chave mais longa, tirada de mais cores, e dá-te mais jogadas \
                 para a descobrir. As cores podem repetir-se.",
    col_level: "Nível",
    col_pegs: "Pinos",
    col_colours: "Cores",
    col_turns: "Jogadas",
    col_keys: "Chaves possíveis",
    level: |l| format!("Nível {}", l.roman()),
    game_title: |l| format!("Mastermind, nível {}", l.roman()),
    game_summary: |l| {
        format!(
            "Descobre a chave de {} pinos, tirada de {} cores, em {} jogadas.",
            l.pegs(),
            l.colours(),
            l.turns()
        )
    },
    choose_level: "Escolher outro nível",
    colour: |c| match c {
        Colour::Red => "vermelho",
        Colour::Green => "verde",
        Colour::Blue => "azul",
        Colour::Yellow => "amarelo",
        Colour::Turquoise => "turquesa",
        Colour::Pink => "rosa",
        Colour::Orange => "laranja",
        Colour::Purple => "roxo",
    },
    hole: |r, h, c| format!("Linha {r}, buraco {h}: {}", c.unwrap_or("vazio")),
    row: |r| format!("Linha {r}"),
    row_feedback: |r, f| format!("Linha {r}: {} preto, {} branco", f.black, f.white),
    key_label: "Chave",
    key_covered: "A chave fica tapada até ao fim do jogo",
    key_revealed: |names| format!("Chave: {}", names.join(", ")),
    palette: |r, h| format!("Cores para a linha {r}, buraco {h}"),
    submit: "Submeter tentativa",
    quit: "Desistir do jogo",
    play_again: "Jogar de novo",
    play_again_nod: "jogar de novo · play again · jouer à nouveau",
    won: |turns| format!("Ganhaste em {}!", plural(turns, "jogada", "jogadas")),
    lost: "Perdeste: já usaste todas as jogadas. A chave aparece acima.",
    quit_flag: "Fim do jogo: desististe. A chave aparece acima.",
    warning: |reason| {
        let why = match reason {
            Invalid::GameOver => {
                "este jogo já acabou. Carrega em Jogar de novo para começar outro.".to_owned()
            }
            Invalid::PlayedRow { row } => format!("a linha {} já foi jogada.", row + 1),
            Invalid::FutureRow { row, active } => format!(
                "a linha {} ainda não está em jogo. Preenche primeiro a linha {}.",
                row + 1,
                active + 1
            ),
            Invalid::OffBoard => "esse buraco não existe neste tabuleiro.".to_owned(),
            Invalid::ColourNotInLevel(_) => "essa cor não é usada neste nível.".to_owned(),
            Invalid::RowIncomplete { row, empty } => format!(
                "a linha {} ainda tem {} por preencher antes de poder ser submetida.",
                row + 1,
                plural(empty, "buraco vazio", "buracos vazios")
            ),
            Invalid::HoleEmpty { .. } => "esse buraco não tem nenhum pino para tirar.".to_owned(),
            Invalid::KeyCovered => "a chave fica tapada até ao fim do jogo.".to_owned(),
        };
        format!("Aviso: {why}")
    },
    keyboard_help: "Teclado: Tab para chegar à linha ativa, setas para mover, 1 a 8 para pôr uma \
                    cor, Delete para tirar um pino, Enter para submeter.",
    seeded: |seed| {
        format!("Jogo com semente {seed}: quem abrir esta ligação recebe a mesma chave.")
    },
    seed_ignored: |bad| {
        format!(
            "A semente “{bad}” não é um número inteiro de 0 a 18446744073709551615, por isso foi \
             ignorada e esta chave é aleatória."
        )
    },
    no_randomness: "Este navegador não oferece números aleatórios seguros, por isso esta chave vem \
                    de uma semente fixa.",
    not_found_title: "Página não encontrada",
    not_found_text: "Não existe aqui essa página nem esse nível.",
    high_scores: "Melhores pontuações",
    scores_of: |l| format!("Melhores pontuações, nível {}", l.roman()),
    col_rank: "Posição",
    col_name: "Nome",
    col_date: "Data",
    no_scores: "Ainda não há pontuações neste nível: ganha um jogo para ficares em primeiro lugar.",
    reset_scores: "Apagar pontuações",
    reset_question: |l| {
        format!(
            "Apagar todas as melhores pontuações do nível {}? Os outros níveis mantêm as suas.",
            l.roman()
        )
    },
    reset: "Apagar",
    cancel: "Cancelar",
    new_score: "Nova melhor pontuação",
    new_score_text: |turns| {
        format!(
            "Descobriste a chave em {}, o que te dá um lugar na tabela deste nível. Escreve um \
             nome ou uma mensagem curta para ficar lá registado.",
            plural(turns, "jogada", "jogadas")
        )
    },
    name_label: "Nome",
    chars_left: |n| plural(n, "carácter restante", "caracteres restantes"),
    name_cut_paste: "O texto colado foi cortado para 44 caracteres.",
    name_at_most: "Um nome tem no máximo 44 caracteres.",
    name_error: |e| match e {
        NameError::Empty => "Escreve pelo menos um carácter.".to_owned(),
        NameError::TooLong { .. } => format!("Um nome tem no máximo {NAME_MAX} caracteres."),
        NameError::Control(_) => "Um nome não pode conter quebras de linha, tabulações nem outros \
                                  caracteres de controlo."
            .to_owned(),
    },
    save: "Guardar",
    close: "Fechar",
    scores_damaged: |d| {
        let kept = plural(d.kept, "entrada foi mantida", "entradas foram mantidas");
        match &d.backup {
            Some(key) => format!(
                "Não foi possível ler as pontuações guardadas. {kept}; os dados ilegíveis ficaram \
                 guardados em “{key}” no armazenamento deste navegador, e começa uma tabela nova."
            ),
            None => format!(
                "Não foi possível ler as pontuações guardadas. {kept}; não foi possível fazer uma \
                 cópia de segurança dos dados ilegíveis, por isso ficam como estão e as novas \
                 pontuações não serão guardadas."
            ),
        }
    },
    scores_trouble: |t| {
        match t {
            Trouble::Unavailable => {
                "Não é possível guardar pontuações: este navegador não deixa a página guardar nada \
                 (navegação privada ou armazenamento desligado). Podes continuar a jogar."
            }
            Trouble::Full => {
                "Não é possível guardar pontuações: o armazenamento do navegador para esta página \
                 está cheio. Podes continuar a jogar, e as tuas pontuações ficam nesta página até \
                 saíres dela."
            }
            Trouble::Newer => {
                "Não é possível guardar pontuações: foram guardadas por uma versão mais recente \
                 deste jogo, e esta versão não lhes toca."
            }
        }
        .to_owned()
    },
    game_damaged: |backup| match backup {
        Some(key) => format!(
            "Não foi possível ler o jogo guardado, por isso começou um novo. Os dados antigos \
             ficam guardados em “{key}”."
        ),
        None => "Não foi possível ler o jogo guardado, por isso começou um novo; este não será \
                 guardado por cima dos dados antigos."
            .to_owned(),
    },
    game_newer: "Uma versão mais recente deste jogo guardou um jogo neste nível. Esse jogo fica \
                 intacto, e este não será guardado.",
    solver_aids: "Ajudas do solucionador",
    aids_title: "Ligar as ajudas do solucionador?",
    aids_question: "Com as ajudas ligadas podes pedir uma sugestão, vês depois de cada linha \
                    quantas chaves ainda são possíveis, e és avisado quando uma tentativa \
                    contradiz uma linha anterior. Este jogo deixa então de contar para os \
                    recordes, mesmo que nunca peças uma sugestão.",
    turn_on: "Ligar",
    aids_on_note: "As ajudas do solucionador estão ligadas: este jogo não conta para os recordes.",
    hint: "Sugestão",
    possible_keys: |n| format!("Chaves possíveis: {n}"),
    contradiction: |guess_row, row, would| {
        format!(
            "Aviso: a linha {guess_row} não pode ser a chave: a linha {row} teria tido {} \
             preta(s), {} branca(s).",
            would.black, would.white
        )
    },
    replay_title: "Como o solucionador teria jogado",
    replay_row: |n, colours, f, left| {
        format!(
            "Tentativa {n}: {} — {} preta(s), {} branca(s); {}.",
            colours.join(", "),
            f.black,
            f.white,
            plural(left, "chave possível", "chaves possíveis")
        )
    },
    replay_total: |n| {
        format!(
            "O solucionador encontra esta chave em {}.",
            plural(n, "tentativa", "tentativas")
        )
    },
    thinking: "A pensar…",
    breaker_link: "O computador descobre a minha chave",
    breaker_title: "O computador descobre a tua chave",
    breaker_lead: "Faz uma chave e vê o computador descobri-la. Depois de cada tentativa mostra \
                   quantas chaves ainda são possíveis. Também podes dar tu as respostas: a chave \
                   fica só na tua cabeça, e o computador avisa logo se as respostas se \
                   contradizem.",
    secret: "A tua chave",
    secret_hole: |h, colour| format!("Segredo, buraco {h}: {}", colour.unwrap_or("vazio")),
    secret_palette: "Cores para a tua chave",
    by_hand: "Dar as respostas à mão",
    start: "Começar",
    secret_needed: "Preenche todos os buracos da tua chave para começar, ou dá as respostas à mão.",
    black: "Pretas",
    white: "Brancas",
    answer: "Responder",
    answer_for: |r| format!("A tua resposta à linha {r}"),
    answer_impossible: "Pretas e brancas juntas não podem ser mais do que o número de pinos.",
    inconsistent: |rows| match rows {
        [row] => format!("Inconsistente: nenhuma chave pode dar essa resposta à linha {row}."),
        _ => format!(
            "Inconsistente: nenhuma chave dá estas respostas à {} ao mesmo tempo.",
            rows_list(rows, "linha", "e")
        ),
    },
    correct_last: "Corrigir a última resposta",
    found: |n| {
        format!(
            "O computador descobriu a tua chave em {}",
            plural(n, "tentativa", "tentativas")
        )
    },
    new_key: "Nova chave",
    match_link: "Partida",
    match_title: "Uma partida contra o computador",
    match_lead: "Tu e o computador alternam: um faz uma chave, o outro descobre-a, e os papéis \
                 trocam a cada ronda. A partir da ronda 2, quem descobre ganha 3 pontos se o fizer \
                 em menos tentativas do que o adversário na ronda anterior, 1 com as mesmas, e 0 \
                 com mais ou se não a descobrir.",
    match_setup: "Preparação da partida",
    rounds: "Rondas",
    pace: "Ritmo",
    pace_name: |p| match p {
        Pace::Quick => "Rápido".to_owned(),
        Pace::Relaxed => "Calmo".to_owned(),
        Pace::Slow => "Lento".to_owned(),
    },
    strength: "A força do computador",
    strength_name: |s| match s {
        Strength::Easy => "Fácil",
        Strength::Normal => "Normal",
        Strength::Strong => "Forte",
    },
    first_key: "Quem faz a primeira chave",
    i_make_first: "Faço eu a primeira chave",
    computer_makes_first: "O computador faz a primeira chave",
    random_first: "Ao acaso",
    start_match: "Começar partida",
    load_match: "Carregar partida",
    drop_hint: "ou larga aqui um ficheiro de partida guardada.",
    cannot_load: |e| {
        let why = match e {
            FileError::NotJson => "não é uma partida guardada (não é JSON).".to_owned(),
            FileError::NotAMatch => "não é uma partida guardada deste jogo.".to_owned(),
            FileError::Newer(v) => {
                format!("foi guardada por uma versão mais recente deste jogo (versão {v}).")
            }
            FileError::Malformed => {
                "o conteúdo não tem a forma de uma partida guardada.".to_owned()
            }
            FileError::BadSetup => "o número de rondas não é par entre 2 e 20.".to_owned(),
            FileError::TooManyRounds => "tem mais rondas do que a partida.".to_owned(),
            FileError::RoundsOutOfOrder => "as rondas estão fora de ordem.".to_owned(),
            FileError::RolesOutOfTurn { round } => {
                format!("na ronda {round} a chave foi feita pelo jogador errado.")
            }
            FileError::UnfinishedRound { round } => {
                format!("a ronda {round} não acabou e vem outra a seguir.")
            }
            FileError::KeyNotInLevel { round } => {
                format!("a chave da ronda {round} não é deste nível.")
            }
            FileError::GuessNotInLevel { round } => {
                format!("uma tentativa da ronda {round} não é deste nível.")
            }
            FileError::GuessAfterEnd { round } => {
                format!("a ronda {round} tem tentativas depois de acabar.")
            }
            FileError::FeedbackContradictsKey { round, guess } => {
                format!("na ronda {round}, a resposta à tentativa {guess} contradiz a chave.")
            }
        };
        format!("Não é possível carregar este ficheiro: {why}")
    },
    scoreboard: "Marcador",
    col_round: "Ronda",
    col_codemaker: "Quem fez a chave",
    col_attempts: "Tentativas",
    col_points: "Pontos",
    side: |s| match s {
        Side::Player => "Tu",
        Side::Computer => "Computador",
    },
    attempts: |n, broken| {
        if broken {
            n.to_string()
        } else {
            format!("{n} (não descoberta)")
        }
    },
    score: |you, computer| format!("Pontuação: Tu {you}, Computador {computer}"),
    round_of: |r, n| format!("Ronda {r} de {n}"),
    make_key_now: "É a tua vez de fazer a chave: o computador vai descobri-la.",
    break_key_now: "O computador fez uma chave: descobre-a.",
    computer_breaking: "O computador está a descobrir a tua chave.",
    save_match: "Guardar partida",
    next_round: "Ronda seguinte",
    outcome: |o| match o {
        Outcome::Won(Side::Player) => "Ganhaste a partida",
        Outcome::Won(Side::Computer) => "O computador ganhou a partida",
        Outcome::Draw => "A partida ficou empatada",
    },
    new_match: "Nova partida",
};

/// The catalogue in force. It is read once per render: when the language changes, the
/// application renders its pages again (the games live outside the pages), so texts need no
/// reactive wrappers of their own; that keeps the WebAssembly small.
pub fn use_text() -> &'static Text {
    use_context::<RwSignal<Lang>>()
        .map_or(Lang::En, |lang| lang.get_untracked())
        .text()
}
