//! The English catalogue.

use crate::about::{AboutGroup, AboutLevel};
use crate::board::{BoardText, GameSummary};
use crate::board_words::{MarkWords, SymbolsWords, WarningWords};
use crate::cases::{InconsistentWords, ColourNames, CustomErrorWords, NameErrorWords, RuleNames, KindWords, StoreKindWords, FileErrorWords, ReplyRefusedWords, ChallengeRefusedWords, CopyRefusedWords, DifficultyWords, OutcomeWords, PaceWords, RuleSentences, ScoringWords, SideWords, StrengthWords, VariantNames};
use crate::data::{DataText, RefusalWords};
use crate::guide::Guide;
use crate::board::SymbolWords;
use crate::puzzle::{PuzzleText, SettlesWords};
use crate::reply::ReplyText;
use crate::reading::BoardLines;
use crate::rules::variant::Variant;
use crate::shared::{Either, SizeWords, TwoCounts, Counted, Noun, Plural, Optional};
use crate::notes::StoreNotes;
use crate::shell::Shell;
use crate::text::Text;

/// The site's frame and home page in this language (all the home page's own program needs).
pub(super) static SHELL: Shell = Shell {
    code: "en",
    native_name: "English",
    plural: Plural::OneAlone,
    loading: "Loading…",
    language: "Language",
    app_name: "Mastermind",
    home_lead: "Mastermind is a game of deduction: the computer hides a row of coloured pegs, and you \
                find it by guessing.",
    home_more: "After each guess you learn how many pegs are the right colour in the right place, and \
                how many more are the right colour in the wrong place.",
    play: "Play",
    daily_link: "Daily key",
    challenge_link: "Challenge a friend",
    breaker_link: "Computer breaks my key",
    match_link: "Match",
    two_players_link: "Two players",
    rules: "Rules",
    high_scores: "High scores",
    statistics: "Statistics",
    update_ready: "A new version is ready",
    reload: "Reload",
    went_wrong: "Something went wrong",
    went_wrong_more: "The game stopped because of a fault of its own. Your scores, statistics and \
                      games are still stored: reloading the page usually brings everything back.",
    your_data: "Your data",
    daily_not_started: "not started",
    daily_in_progress: Counted {
        one: "in progress ({n} row played)",
        many: "in progress ({n} rows played)",
    },
    daily_won: Counted {
        one: "won in {n} turn",
        many: "won in {n} turns",
    },
    daily_lost: "lost",
    daily_quit: "given up",
    learn_to_play: "Learn to play",
    continue_level: "Continue level {roman}",
    home_daily: "level {roman}: {state}",
    home_start: "Start a game",
    home_group_play: "Ways to play",
    home_group_others: "With a friend or the computer",
    home_group_yours: "Your records",
    current_streak: "Current streak: {n}",
    variants: "Variants",
    puzzles: "Puzzles",
    friends: "Friends",
};

/// The board's and the game page's words (all the quick board needs).
pub(super) static BOARD: BoardText = BoardText {
    shell: &SHELL,
    level_name: AboutLevel {
        level: "Level {}",
        variant: "{}",
        custom: "Custom game",
    },
    title: AboutLevel {
        level: "Mastermind, level {}",
        variant: "Mastermind, {}",
        custom: "Mastermind, custom game",
    },
    game_summary: GameSummary {
        colours: "Find the key of {pegs} pegs drawn from {colours} colours in {turns}.",
        // A variant's pegs may be digits or blank: its symbols say what the key is drawn from.
        variant: "Find the key of {pegs} pegs ({symbols}) in {turns}. {rule}",
        turn: Noun {
            one: "turn",
            many: "turns",
        },
    },
    rule_sentence: RuleSentences {
        colour_game: "Whites are counted the colour game's way: every peg out of place earns a white when its colour is anywhere in the key, so four reds against a key with one red earn 1 black, 3 white.",
        ordinary: "A black for each right colour in the right hole, a white for each right colour in another hole.",
        blanks: "Blank is a symbol like the colours: the key may hold it, and it earns blacks and whites as they do.",
        colours_only: "You win as soon as a guess holds the key's colours in any order: its blacks and whites together fill the holes.",
        number: "A black for each right digit in the right place, a white for each right digit in another place, and the sum of the key's digits as a clue.",
        bagels: "A Fermi for each right digit in the right place, a Pico for each right digit in another place, and a row with neither is Bagels.",
        bulls_and_cows: "A bull for each right digit in the right place, a cow for each right digit in another place: four bulls win.",
    },
    variant_symbols: SymbolsWords {
        colours: "{n} colours",
        colours_and_blank: "{n} colours and blank",
        digits_from_1: "digits 1–{last}",
        digits_from_0: "digits 0–{last}",
        no_repeats: "{symbols}, no repeats",
    },
    digit_sum: "Sum of the key's digits: {s}",
    // The English names are the colours' own identifiers.
    colour: ColourNames {
        red: "red",
        green: "green",
        blue: "blue",
        yellow: "yellow",
        turquoise: "turquoise",
        pink: "pink",
        orange: "orange",
        purple: "purple",
        brown: "brown",
        grey: "grey",
    },
    blank: "blank",
    // The core's names, which a shared result gives in every language.
    variant: VariantNames {
        colour_game_i: Variant::ColourGameI.name(),
        colour_game_ii: Variant::ColourGameII.name(),
        colour_game_iii: Variant::ColourGameIII.name(),
        mini: Variant::Mini.name(),
        super_mastermind: Variant::Super.name(),
        blanks: Variant::Blanks.name(),
        colours_only: Variant::ColoursOnly.name(),
        kids: Variant::Kids.name(),
        number: Variant::Number.name(),
        bagels: Variant::Bagels.name(),
        bulls_and_cows: Variant::BullsAndCows.name(),
    },
    empty: "empty",
    hole: "Row {row}, hole {hole}: {colour}",
    row: "Row {r}",
    row_feedback: "Row {r}: {marks}",
    mark_words: MarkWords {
        black: Noun {
            one: "black",
            many: "black",
        },
        white: Noun {
            one: "white",
            many: "white",
        },
        bull: Noun {
            one: "bull",
            many: "bulls",
        },
        cow: Noun {
            one: "cow",
            many: "cows",
        },
    },
    key_label: "Key",
    key_covered: "The key is covered until the game ends",
    key_revealed: "Key: {names}",
    colour_words: SymbolWords {
        palette: "Colours for row {r}, hole {h}",
        repeated: "row {row} uses {name} twice, and colours may not repeat in this game.",
        not_in_level: "that colour is not used at this level.",
        notes_help: "Tick a colour to cross it out of a hole, as on paper. Notes are kept with the \
                     game and are yours alone: they give no hints.",
        keyboard_help: "Keyboard: type the key shown beside a peg in the palette (a colour's number, 1 to 9 and 0 for \
                        the tenth, or the digit itself) to place it, Delete or Backspace to take a peg out, Enter to \
                        submit, Ctrl+Z to undo and Ctrl+Shift+Z or Ctrl+Y to redo; R reads the board aloud; with Sound on, H plays the row as sounds; Tab reaches the \
                        active row, and the arrows move along it.",
    },
    digit_words: SymbolWords {
        palette: "Digits for row {r}, hole {h}",
        repeated: "row {row} uses {name} twice, and digits may not repeat in this game.",
        not_in_level: "that digit is not used in this game.",
        notes_help: "Tick a digit to cross it out of a hole, as on paper. Notes are kept with the \
                     game and are yours alone: they give no hints.",
        keyboard_help: "Keyboard: type a digit of the palette to place it, Delete or Backspace to \
                        take a peg out, Enter to submit, Ctrl+Z to undo and Ctrl+Shift+Z or Ctrl+Y \
                        to redo; R reads the board aloud; with Sound on, H plays the row as sounds; Tab reaches the active row, and the \
                        arrows move along it.",
    },
    submit: "Submit guess",
    won: Counted {
        one: "You won in {n} turn!",
        many: "You won in {n} turns!",
    },
    lost: "You lost: every turn is used. The key is uncovered in the top row.",
    quit_flag: "Game over: you quit. The key is uncovered in the top row.",
    warnings: WarningWords {
        frame: "Warning: {why}",
        game_over: "this game is over. Press Play again for a new one.",
        played_row: "row {row} has already been played.",
        future_row: "row {row} is not in play yet. Fill row {active} first.",
        off_board: "that is not a hole of this board.",
        row_incomplete: "row {row} still has {empty} to fill before it can be submitted.",
        empty_hole: Noun {
            one: "empty hole",
            many: "empty holes",
        },
        hole_empty: "that hole has no peg to take out.",
        key_covered: "the key stays covered until the game ends.",
        contradicts: "hard mode: this guess cannot be the key, because row {row} would then have scored {marks}.",
        not_asked: "in this lesson, row {row} is {pegs}. Change the pegs to match.",
        no_aids_in_puzzle: "a puzzle is solved without the solver's aids.",
        bad_answer: "the computer's answer does not fit the rows played.",
    },
    hard_mode_note: "Hard mode: every guess must fit every row played so far.",
    daily_notice: "Daily key of {day} (UTC): the same key for every player today, one attempt each.",
    daily_level: "Daily key, level {level}",
    custom_no_scores: "Custom games never enter the high scores.",
    seeded: "Seeded game {seed}: anyone opening this link gets the same key.",
    possible_keys: "Possible keys: {n}",
    contradiction: "row {guess_row} cannot be the key: row {row} would then have scored {marks}.",
    challenge_heading: Optional {
        with: "Challenge from {name}",
        without: "Challenge",
    },
    challenge_notice: "A friend's key: this game counts in the statistics, never in the high \
                       scores.",
    sender_result: Optional {
        with: "{name} broke this key in {turns}",
        without: "{name} did not break this key",
    },
    sender_unnamed: "Your friend",
    guesses: Noun {
        one: "guess",
        many: "guesses",
    },
    past_level: "Daily key of {day}, level {level}",
    past_notice: "Daily key of {day} (UTC), a past date: one attempt; it counts in the statistics, not \
                  in the daily streak.",
    versus: "You: {you}, {name}: {them}",
    not_broken: "not broken",
    your_friend: "your friend",
    solved_in: Counted {
        one: "Solved in {n} attempt",
        many: "Solved in {n} attempts",
    },
    not_the_key: "Not the key: it contradicts row {row}",
    not_solved_note: Optional {
        with: "Not solved: that key contradicts row {row}. The key is uncovered in the top row.",
        without: "Not solved: the key is uncovered in the top row.",
    },
    puzzle_from: "Puzzle from {name}",
    puzzle_level: "Puzzle, level {level}",
    daily_puzzle_level: "Puzzle of {day}, level {level}",
    difficulty: DifficultyWords {
        easy: "Easy",
        medium: "Medium",
        hard: "Hard",
    },
    difficulty_line: "Difficulty: {}",
    check: "Check",
    past_puzzle_notice: "A past date's puzzle: one attempt. It counts in the puzzle statistics, not in \
                         the puzzle streak.",
    devious_note: "Devious computer: the key is chosen as late as possible.",
    game_put_aside: "Your game in progress at this level was put aside: it comes back when you \
                     press Play again after this one.",
    game_back: "Your game put aside is back, as you left it.",
    seed_ignored: "The seed “{bad}” is not a whole number from 0 to 18446744073709551615, so it was \
                   ignored and this key is random.",
    no_randomness: "This browser offers no secure random numbers, so this key comes from a fixed seed.",
    game_damaged_note: Optional {
        with: "The saved game could not be read, so a new one started. The old data is kept under “{key}”.",
        without: "The saved game could not be read, so a new one started; it will not be saved over the old data.",
    },
    game_newer: "A newer version of this game saved a game at this level. It is left untouched, \
                 and this game will not be saved.",
};

pub(super) static REPLY: ReplyText = ReplyText {
    from: "Reply from {name}",
    result: Optional {
        with: "{name} broke your key in {turns}",
        without: "{name} did not break your key",
    },
    unplayed: Either {
        yes: "You set this key without playing it; {name} broke it and wins this game.",
        no: "You set this key without playing it; {name} did not break it, so you win this game.",
    },
    key: "Your key",
    your_rows: "Your rows",
    their_rows: "{name}'s rows",
    not_played: "Your rows of this key are not kept in this browser.",
    refused: ReplyRefusedWords {
        damaged: "This reply link is cut or altered, so it cannot be read. Ask your friend to send it again.",
        newer: "This reply was made by a newer version of the game. Reload to update, then open it again.",
        not_a_reply: "This link holds no reply of this game.",
    },
    counted: "Counted in Friends, once however often the link is opened.",
};

pub(super) static TEXT: Text = Text {
    board: &BOARD,
    reply: &REPLY,
    puzzle: &PUZZLE,
    locale: "en-GB",
    data: &EN_DATA,
    intro_title: "Choose a level",
    intro_lead: "Each level hides a longer key, drawn from more colours, and gives you more turns to \
                 find it. Colours may repeat.",
    col_level: "Level",
    col_pegs: "Pegs",
    col_colours: "Colours",
    col_turns: "Turns",
    col_keys: "Possible keys",
    choose_level: "Choose another level",
    choose_variant: "Choose another variant",
    variants_lead: "The same game with other sizes, other symbols or another way of marking a \
                    guess: the 2001 original's own colour game, the board game's editions and \
                    the pencil-and-paper games that came before it. Each variant keeps its own \
                    statistics and high scores.",
    col_variant: "Variant",
    col_holes: "Holes",
    col_symbols: "Symbols",
    col_rule: "Rule",
    variant_rule: RuleNames {
        colour_game: "colour game",
        colours_only: "colours only",
        with_sum: "standard, with the sum",
        standard: "standard",
    },
    play_variant: VariantNames {
        colour_game_i: "Play The colour game, level I",
        colour_game_ii: "Play The colour game, level II",
        colour_game_iii: "Play The colour game, level III",
        mini: "Play Mini Mastermind",
        super_mastermind: "Play Super Mastermind",
        blanks: "Play Blanks",
        colours_only: "Play Colours only",
        kids: "Play Mastermind for Kids",
        number: "Play Number Mastermind",
        bagels: "Play Bagels",
        bulls_and_cows: "Play Bulls and Cows",
    },
    colour_game_title: "The colour game",
    colour_game_lead: "The 2001 original's own variant changes one mark only: a peg out of place \
                       earns a white whenever its colour is anywhere in the key, even if that \
                       colour has already been counted.",
    colour_game_link: "Colour game {r}",
    quit: "Quit the game",
    play_again: "Play again",
    play_again_nod: Some("jogar de novo · play again · jouer à nouveau"),
    end_game_title: "End this game?",
    end_game_question: "The key will be shown, and the game counts as given up in your statistics: played but not won.",
    end_game: "End game",
    keep_playing: "Keep playing",
    undo: "Undo",
    redo: "Redo",
    hard_mode: "Hard mode",
    hard_mode_help: "Every guess must be one that could still be the key. Applies to the games you \
                     start from now on.",
    lesson_lead: "A game of level I with a key picked for learning. Each step asks for one guess: \
                  play it, then read what its marks prove.",
    lesson_ask: "Step {step} of {steps}: fill row {row} with {colours}, then submit it.",
    lesson_proves: [
        "One black and no white: one peg of this row is the right colour in the right hole, and the key holds no other red or green. {left} keys still fit.",
        "Two blacks and a white: three of these pegs are colours of the key, two of them already in place. With the first row, only {left} keys fit.",
        "Three blacks and no white: pink is not in the key, and the other three pegs are where they belong. One key alone fits all three rows: blue, red, yellow, blue.",
        "Four blacks: the key is found. That is the whole game: each row's marks rule keys out until one is left.",
    ],
    lesson_done: "Well done: you know how to play.",
    skip: "Skip",
    lesson_next: "Play a game of your own",
    lesson_note: "New to Mastermind? A guided game shows how it works in two minutes:",
    notes: "Notes",
    notes_hole: "Hole {h}",
    notes_cell: "Hole {h}: {colour}",
    devious: "Devious computer",
    devious_help: "The computer picks no key at the start: it marks each guess so that as many \
                   keys as possible stay open, and settles on one only when cornered. No high \
                   scores; its games have statistics of their own. Applies to the free games you \
                   start from now on at levels I to III.",
    stats_devious_note: "Every game against the devious computer counts here, at all three levels \
                         together.",
    share_result: "Share result",
    result: "Result",
    result_line: Optional {
        with: "Turns: {turns} · Time: {time}",
        without: "Turns: {turns}",
    },
    again_after_daily: "Play again goes on with an ordinary game at this level: there is one daily key a day.",
    again_after_challenge: "Play again goes on with an ordinary game at this level, with a key of its own.",
    share_with: "Share with…",
    copied: "Copied to the clipboard",
    copy_refused: CopyRefusedWords {
        no_clipboard: "This browser does not let the page use the clipboard here, so the result is below: select it and copy it by hand.",
        denied: "The browser refused to let the page copy, so the result is below: select it and copy it by hand.",
    },
    share_text_label: "Your result",
    next_daily: "Next daily key in {left}",
    daily_lead: "Every UTC day has one key per level, the same for every player in the world. You \
                 get one attempt at each; a new key comes at midnight UTC.",
    challenge_lead: "Set a key for a friend to break, and send them the link. The key travels in \
                     the link, hidden from a glance but not locked away: it is a game between \
                     friends. Your name is optional.",
    your_name: "Your name",
    create_link: "Create link",
    challenge_url: "Challenge link",
    copy_link: "Copy link",
    challenge_with_key: "Challenge a friend with this key",
    two_players_lead: "Two people, one device: each round one of you makes a key while the other \
                       looks away, then the other breaks it on the board, and the roles swap \
                       every round. Player 1 makes the first key. Hand the device over at each \
                       turn; a hidden key stays hidden, even after a reload.",
    player_label: "Player {n}",
    look_away: "{maker}, make the key while {breaker} looks away.",
    hide_key: "Hide the key",
    break_now: "{breaker}, break the key.",
    score_people: "Score: {a} {p}, {b} {q}",
    won_match: "{name} won the match",
    challenge_refused: ChallengeRefusedWords {
        not_a_challenge: "This link holds no challenge of this game. You can play a game of your own instead.",
        damaged: "This challenge link is cut or altered, so its key cannot be read. Ask your friend to send it again, or play a game of your own.",
    },
    past_link: "Past daily keys",
    past_lead: "The daily keys of the days before today. Each date's key can be played once, like a \
                daily key; these games count in the statistics but not in the daily streak.",
    past_table: "Past daily keys, level {level}",
    past_date: "Date",
    past_result: "Result",
    past_play: "Play {day}",
    past_earlier: "Earlier",
    past_played: "This date's key has been played already: {result}.",
    analysis_title: "How good was each guess?",
    analysis: "Analysis",
    col_row: "Row",
    col_keys_before: "Keys before",
    col_keys_left: "Keys left",
    col_expected_left: "Expected left",
    col_best_expected_left: "Best expected left",
    col_could_be_key: "Could be the key",
    yes: "yes",
    no: "no",
    analysis_progress: "Working out row {row} of {rows}…",
    analysis_none: "No guess was played, so there is nothing to analyse.",
    analysis_summary: TwoCounts {
        // The verb agrees with the guesses counted (`1 of your 4 guesses was`), the noun with
        // the guesses played.
        one_one: "{best} of your {rows} guess was as good as the best possible. On average your \
                  guesses would leave {mine} keys in all; the best guesses {top}.",
        one_many: "{best} of your {rows} guesses was as good as the best possible. On average your \
                   guesses would leave {mine} keys in all; the best guesses {top}.",
        many_one: "{best} of your {rows} guess were as good as the best possible. On average your \
                   guesses would leave {mine} keys in all; the best guesses {top}.",
        many_many: "{best} of your {rows} guesses were as good as the best possible. On average \
                    your guesses would leave {mine} keys in all; the best guesses {top}.",
    },
    custom_link: "Custom game",
    custom_lead: "Choose the board: how many pegs a key has, how many colours they are drawn from, \
                  how many turns you get, and whether a colour may appear twice. Without repeats \
                  the game is the classic Bulls and Cows. Custom games never enter the high scores.",
    custom_repeats: "Colours may repeat",
    custom_start: "Start",
    custom_keys: Either {
        yes: "This game has {keys} possible keys; the solver aids work for it.",
        no: "This game has {keys} possible keys: too many for the solver aids, so they will be off.",
    },
    custom_error: CustomErrorWords {
        too_few_colours: "Without repeats each of the {pegs} pegs needs a colour of its own, and there are only {colours}.",
        pegs: "Pegs must be a whole number from {low} to {high}.",
        colours: "Colours must be a whole number from {low} to {high}.",
        turns: "Turns must be a whole number from {low} to {high}.",
        repeats: "Say whether colours may repeat.",
    },
    custom_url_invalid: "That link does not describe a custom game ({why}), so here is the form to choose one.",
    aids_too_large: "Solver aids are not available in this game: its {keys} possible keys are more than \
                     the solver can search in time (at most {limit}).",
    read_board: "Read the board",
    close_reading: "Close the reading",
    sound: "Sound",
    hear_row: "Hear the row",
    board_lines: BoardLines {
        row: "Row {n}: {guess}; {marks}.",
        none_played: "No row played yet.",
        active: "Row {n}, being filled: {pegs}.",
        empty: "empty",
        left: Counted {
            one: "{n} turn left.",
            many: "{n} turns left.",
        },
        over: "The game is over.",
        possible: "Possible keys: {n}.",
    },
    open_elsewhere: "This game is open in another tab.",
    play_here: "Play here",
    not_found_title: "Page not found",
    not_found_text: "There is no such page or level here.",
    scores_heading: AboutLevel {
        level: "High scores, level {}",
        variant: "High scores, {}",
        custom: "High scores, custom game",
    },
    col_rank: "Rank",
    col_name: "Name",
    col_date: "Date",
    no_scores: "No scores yet at this level: win a game to be the first.",
    reset_scores: "Reset high scores",
    clear_scores_question: AboutLevel {
        level: "Clear every high score of level {}? The other levels keep theirs.",
        variant: "Clear every high score of {}? The levels and the other variants keep theirs.",
        custom: "Clear every high score of the custom games? The levels keep theirs.",
    },
    reset: "Reset",
    cancel: "Cancel",
    new_score: "New high score",
    new_score_text: Counted {
        one: "You found the key in {n} turn, a place in this level's table. Write a name or a short \
             message for it.",
        many: "You found the key in {n} turns, a place in this level's table. Write a name or a short \
             message for it.",
    },
    name_label: "Name",
    chars_left: Counted {
        one: "{n} character left",
        many: "{n} characters left",
    },
    name_cut_paste: "The pasted text was cut to 44 characters.",
    name_at_most: "A name has at most 44 characters.",
    name_error: NameErrorWords {
        empty: "Write at least one character.",
        too_long: "A name has at most {max} characters.",
        control: "Line breaks, tabs and other control characters cannot be part of a name.",
    },
    save: "Save",
    close: "Close",
    scores_notes: StoreNotes {
        kept: Noun {
            one: "entry was",
            many: "entries were",
        },
        backed_up: "Stored scores could not be read. {kept} kept; the unreadable data is saved under “{key}” in this browser's storage, and a fresh table starts.",
        not_backed_up: "Stored scores could not be read. {kept} kept; the unreadable data could not be backed up, so it is left as it is and new scores will not be stored.",
        unavailable: "Scores cannot be kept: this browser does not let the page store anything (private browsing, or storage turned off). You can still play.",
        full: "Scores cannot be kept: the browser's storage for this page is full. You can still play, and your scores stay on this page until you leave it.",
        newer: "Scores cannot be kept: a newer version of this game stored them, and this version leaves them untouched.",
    },
    solver_aids: "Solver aids",
    aids_title: "Turn on solver aids?",
    aids_question: "With the aids on you can ask for a hint, you see after each row how many keys are \
                    still possible, and you are warned when a guess contradicts an earlier row. \
                    This game will then not enter the high scores, even if you never take a hint.",
    turn_on: "Turn on",
    aids_on_note: "Solver aids are on: this game will not enter the high scores.",
    hint: "Hint",
    replay_title: "How the solver would have played",
    replay_row: "Guess {n}: {pegs} — {marks}; {left}.",
    replay_left: Counted {
        one: "{n} possible key left",
        many: "{n} possible keys left",
    },
    replay_total: Counted {
        one: "The solver finds this key in {n} guess.",
        many: "The solver finds this key in {n} guesses.",
    },
    solver_optimal: "At this level the solver plays optimally: no strategy needs fewer guesses on \
                     average over every key, and it never needs more than five.",
    thinking: "Thinking…",
    solver_loading: "Loading the solver…",
    solver_thinking: "The solver is thinking…",
    solver_unavailable: "The solver could not be started, so hints, counts of possible keys and \
                         the computer's play are unavailable. The game itself plays on.",
    solver_failed: "The solver stopped working, so hints, counts of possible keys and the \
                    computer's play are unavailable. The game itself plays on.",
    breaker_title: "The computer breaks your key",
    breaker_lead: "Make a key and watch the computer find it. After each guess it shows how many \
                   keys are still possible. You can also give the feedback yourself: then the key \
                   stays in your head, and the computer tells you at once if your answers \
                   contradict each other.",
    secret: "Your key",
    secret_hole: "Secret, hole {hole}: {colour}",
    secret_palette: "Colours for your key",
    by_hand: "Give feedback by hand",
    start: "Start",
    secret_needed: "Fill every hole of your key to start, or give the feedback by hand.",
    black: "Black",
    white: "White",
    answer: "Answer",
    answer_for: "Your feedback for row {r}",
    answer_impossible: "Black and white together cannot be more than the number of pegs.",
    inconsistent: InconsistentWords {
        one: "Inconsistent: no key can give that answer to row {row}.",
        many: "Inconsistent: no key gives these answers to {rows} together.",
        row: "row",
        and: "and",
    },
    correct_last: "Correct last answer",
    found: Counted {
        one: "The computer found your key in {n} guess",
        many: "The computer found your key in {n} guesses",
    },
    new_key: "New key",
    match_title: "A match against the computer",
    match_lead: "You and the computer take turns: one makes a key, the other breaks it, and the \
                 roles swap every round. With points for the codebreaker, from round 2 on the \
                 codebreaker scores 3 points for breaking the key in fewer attempts than the \
                 opponent did in the round before, 1 for as many, 0 for more or for not breaking \
                 it. With points for the codemaker (the board game's rule), the codemaker scores \
                 a point for every guess, and one more if the key is not broken.",
    match_setup: "Match set-up",
    rounds: "Rounds",
    pace: "Pace",
    pace_name: PaceWords {
        quick: "Quick",
        relaxed: "Relaxed",
        slow: "Slow",
    },
    pace_help: "The turns a codebreaker has to break each key: Quick 5, Relaxed 10, Slow 15.",
    strength: "The computer's strength",
    strength_name: StrengthWords {
        easy: "Easy",
        normal: "Normal",
        strong: "Strong",
    },
    first_key: "Who makes the first key",
    scoring: "Scoring",
    scoring_name: ScoringWords {
        codebreaker: "Points for the codebreaker",
        codemaker: "Points for the codemaker",
    },
    i_make_first: "I make the first key",
    computer_makes_first: "The computer makes the first key",
    random_first: "Random",
    start_match: "Start match",
    load_match: "Load match",
    drop_hint: "or drop a saved match file here.",
    cannot_load_file: "Cannot load this file: {}",
    file_error: FileErrorWords {
        bad_setup: "its number of rounds is not an even number from 2 to 20.",
        computer_match: "it is a match against the computer: load it on the Match page.",
        feedback_contradicts_key: "in round {round}, guess {guess}'s feedback contradicts the key.",
        guess_after_end: "round {round} has guesses after it ended.",
        guess_not_in_level: "a guess of round {round} does not fit the level.",
        key_not_in_level: "the key of round {round} does not fit the level.",
        malformed: "its content does not have the form of a saved match.",
        newer: "a newer version of this game saved it (version {version}).",
        not_a_match: "it is not a saved match of this game.",
        not_json: "it is not a saved match (not JSON).",
        people_match: "it is a match between two people: load it on the Two players page.",
        roles_out_of_turn: "in round {round} the wrong player made the key.",
        rounds_out_of_order: "its rounds are out of order.",
        too_many_rounds: "it holds more rounds than its match has.",
        unfinished_round: "round {round} did not end, yet another follows.",
    },
    scoreboard: "Scoreboard",
    col_round: "Round",
    col_codemaker: "Codemaker",
    col_attempts: "Attempts",
    col_points: "Points",
    side: SideWords {
        player: "You",
        computer: "Computer",
    },
    attempts: Either {
        yes: "{n}",
        no: "{n} (not broken)",
    },
    score: "Score: You {you}, Computer {computer}",
    round_of: "Round {r} of {n}",
    make_key_now: "Your turn to make the key: the computer will break it.",
    break_key_now: "The computer made a key: break it.",
    computer_breaking: "The computer is breaking your key.",
    save_match: "Save match",
    next_round: "Next round",
    outcome: OutcomeWords {
        player_won: "You won the match",
        computer_won: "The computer won the match",
        draw: "The match is a draw",
    },
    new_match: "New match",
    decimal_sign: '.',
    percent_space: "",
    table_choice: "Level or variant",
    stats_heading: AboutGroup {
        games: AboutLevel {
            level: "Statistics, level {}",
            variant: "Statistics, {}",
            custom: "Custom",
        },
        devious: "Statistics, devious",
    },
    stats_custom_note: "Every custom game counts here together, whatever its pegs, colours and turns.",
    stat_played: "Played",
    stat_won: "Won",
    stat_win_rate: "Win rate",
    stat_current_streak: "Current streak",
    stat_best_streak: "Best streak",
    stat_daily_streak: "Daily streak",
    stat_average: "Average turns",
    show_timer: "Show timer",
    time_label: "Time",
    stat_best_time: "Best time",
    stat_average_time: "Average time",
    chart_heading: AboutGroup {
        games: AboutLevel {
            level: "Turns per win, level {}",
            variant: "Turns per win, {}",
            custom: "Turns per win, custom games",
        },
        devious: "Turns per win, devious",
    },
    col_wins: "Wins",
    solver_average: "The game's own solver needs {avg} turns on average at this level, over every key.",
    solver_average_custom: "The solver's average is measured at levels I, II and III only.",
    reset_stats: "Reset statistics",
    forget_stats_question: AboutGroup {
        games: AboutLevel {
            level: "Forget every finished game of level {}? The other levels keep their statistics.",
            variant: "Forget every finished game of {}? The levels and the other variants keep their \
                      statistics.",
            custom: "Forget every finished custom game, of every size? The levels keep their statistics.",
        },
        devious: "Forget every finished game against the devious computer? The levels keep their \
                  statistics.",
    },
    stats_notes: StoreNotes {
        kept: Noun {
            one: "game was",
            many: "games were",
        },
        backed_up: "Stored statistics could not be read. {kept} kept; the unreadable data is saved under “{key}” in this browser's storage.",
        not_backed_up: "Stored statistics could not be read. {kept} kept; the unreadable data could not be backed up, so it is left as it is and new games will not be stored.",
        unavailable: "Statistics cannot be kept: this browser does not let the page store anything.",
        full: "Statistics cannot be kept: the browser's storage for this page is full. Your games count until you leave the page.",
        newer: "Statistics cannot be kept: a newer version of this game stored them, and this version leaves them untouched.",
    },
    send_result: "Send my result",
    reply_url: "Reply link",
    reply_lead: "Send this link back to the friend who challenged you: it shows them your rows and counts the game in their Friends.",
    friends_lead: "Your games against friends, met through challenges and replies. A key both of you played is won by fewer guesses, then less time.",
    col_games: "Games",
    col_you_won: "You won",
    col_they_won: "They won",
    col_drawn: "Drawn",
    friends_none: "No games with friends yet. Challenge a friend, or open a reply link.",
    friends_notes: StoreNotes {
        kept: Noun {
            one: "game was",
            many: "games were",
        },
        backed_up: "The stored Friends record could not be read. {kept} kept; the unreadable data is saved under “{key}” in this browser's storage.",
        not_backed_up: "The stored Friends record could not be read. {kept} kept; the unreadable data could not be backed up, so it is left as it is and new games will not be stored.",
        unavailable: "Friends cannot be kept: this browser does not let the page store anything.",
        full: "Friends cannot be kept: the browser's storage for this page is full.",
        newer: "Friends cannot be kept: a newer version of this game stored them, and this version leaves them untouched.",
    },
};

pub(super) static EN_DATA: DataText = DataText {
    lead: "Everything the game keeps (scores, statistics, games in progress, settings) is stored \
           in this browser only, and nothing is ever sent anywhere. Export it to a file or copy a \
           transfer code to keep a copy, or to carry it to another browser.",
    stored_data: "Stored data",
    col_what: "What",
    col_entries: "Entries",
    col_size: "Size",
    shell: &SHELL,
    kinds: StoreKindWords {
        scores: KindWords {
            name: "High scores",
            count: Noun {
                one: "high score",
                many: "high scores",
            },
        },
        statistics: KindWords {
            name: "Statistics",
            count: Noun {
                one: "finished game",
                many: "finished games",
            },
        },
        games: KindWords {
            name: "Games in progress",
            count: Noun {
                one: "game in progress",
                many: "games in progress",
            },
        },
        settings: KindWords {
            name: "Settings",
            count: Noun {
                one: "set of settings",
                many: "sets of settings",
            },
        },
        matches: KindWords {
            name: "Match",
            count: Noun {
                one: "match",
                many: "matches",
            },
        },
        codebreaker: KindWords {
            name: "Computer as codebreaker",
            count: Noun {
                one: "codebreaker session",
                many: "codebreaker sessions",
            },
        },
        puzzle_stats: KindWords {
            name: "Puzzle statistics",
            count: Noun {
                one: "finished puzzle",
                many: "finished puzzles",
            },
        },
        puzzles: KindWords {
            name: "Puzzles in progress",
            count: Noun {
                one: "puzzle in progress",
                many: "puzzles in progress",
            },
        },
        friends: KindWords {
            name: "Friends",
            count: Noun {
                one: "game with friends",
                many: "games with friends",
            },
        },
        backups: KindWords {
            name: "Backups",
            count: Noun {
                one: "backup",
                many: "backups",
            },
        },
    },
    size: SizeWords {
        space: " ",
        units: ["KB", "MB", "GB"],
        decimal_sign: '.',
        byte: Noun {
            one: "byte",
            many: "bytes",
        },
    },
    storage_unavailable: "This browser does not let the page store anything (private browsing, \
                          or storage turned off), so nothing is kept here.",
    last_export_never: "Last export: never",
    last_export: "Last export: {date}",
    storage_kept: "Storage: kept until you delete it",
    storage_may_clear: "Storage: the browser may clear it",
    ask_keep: "Ask to keep data",
    keep_refused: "The browser did not agree to keep the data for now. Browsers agree more readily \
                   for a site you visit often or add to the home screen; meanwhile, export a copy \
                   now and then.",
    space_line: Optional {
        with: "Your data: {used}. The browser keeps {site} for this site, mostly the game itself, so that it plays offline.",
        without: "Your data: {used}.",
    },
    export: "Export",
    export_help: "Downloads everything in the table as one file, backups included.",
    import: "Import",
    import_help: "Choose a backup file, or drop one here. Nothing is lost: the file is merged \
                  with what this browser holds.",
    reading: "Reading the backup…",
    import_title: "Import data",
    import_intro: "This browser keeps what it holds; from the file it adds:",
    import_line: Optional {
        with: "{kind}: {added} to add, {left} not imported",
        without: "{kind}: {added} to add",
    },
    import_nothing_new: "Nothing new: this browser already holds all of it.",
    imported_nothing: "Imported: nothing new.",
    imported_list: "Imported: {list}.",
    not_imported_list: " Not imported (this browser keeps its own): {list}.",
    damaged_kind: "its {kind} are damaged ({key}).",
    damaged_unknown: "it holds a value this game does not know ({key}).",
    damaged_header: "its header is damaged (the “{key}” field).",
    damaged_foreign: "it holds a value that is not the game's ({key}).",
    refused: RefusalWords {
        frame: "Cannot import this file: {why}",
        not_json: "it is not a backup file (not JSON).",
        not_a_backup: "it is not a backup of this game.",
        newer: "a newer version of this game wrote it (version {version}); reload the game to update it, then try again.",
        too_large: "it is larger than any browser's stored data can be.",
        not_a_code: "this is not a transfer code (a transfer code starts with MM1.).",
        damaged_code: "the transfer code is cut or altered; copy all of it again.",
        unsupported: "this browser cannot read transfer codes; use a backup file instead.",
        code_too_large: "the transfer code holds more than any browser's stored data can be.",
        storage_refused: "this browser does not let the page store anything. Nothing was changed.",
        storage_full: "the browser's storage is full. Nothing was changed.",
    },
    transfer_title: "Transfer code",
    transfer_help: "To move everything to another device without a file: copy the code here, send \
                    it to yourself, and paste it there.",
    copy_code: "Copy transfer code",
    code_copied: "Transfer code copied to the clipboard",
    code_failed: "This browser cannot make a transfer code; use Export instead.",
    your_code: "Your transfer code",
    code_label: "Transfer code",
    import_code: "Import code",
    delete_all: "Delete all data",
    delete_question: "Delete every score, statistic, game in progress, setting and backup stored \
                      in this browser? This cannot be undone: export first to keep a copy.",
    delete: "Delete",
    deleted: "Everything the game stored in this browser is deleted.",
    reminder: Counted {
        one: "You have finished {n} game since your last export, and everything the game keeps lives \
             only in this browser. Keep a copy:",
        many: "You have finished {n} games since your last export, and everything the game keeps lives \
             only in this browser. Keep a copy:",
    },
};

/// The Rules page in this language.
pub(super) static GUIDE: Guide = Guide {
    title: "Rules",
    contents: "On this page",
    summary_title: "Summary",
    summary: &[
        "The computer hides a key: a row of coloured pegs. Colours may repeat. You have a fixed \
         number of turns to find it.",
        "Each turn you place a guess and the computer marks it: one black mark for every peg of the \
         right colour in the right hole, one white mark for every other peg of a colour the key \
         has, but in another hole. Four blacks at level I (five at II, six at III) win.",
    ],
    how_title: "How to play",
    how: &[
        "Choose a level. Level I hides 4 pegs drawn from 6 colours and gives 8 turns; level II, 5 \
         pegs, 7 colours and 10 turns; level III, 6 pegs, 8 colours and 12 turns.",
        "Only the row with the yellow outline takes pegs. Click one of its holes and pick a colour \
         in the palette under it; the palette then moves to the next empty hole, so clicking \
         colours one after another fills the row. Click a peg to change it.",
        "When every hole of the row has a peg, Submit guess appears on its right. The marks then \
         show there, and the next row opens.",
        "Every colour also has a shape of its own (a triangle for red, a square for green, and so \
         on), so the game can be played without telling colours apart.",
        "A green flag means you found the key, a red flag that the turns ran out, a white flag \
         that you quit. A yellow flag warns that a click was not a move the game could make, and \
         says why. Quit the game shows the key at once; Play again starts a new key at the same \
         level.",
    ],
    rules_title: "Rules",
    rules: &[
        "Marks are counted in two steps. First the blacks: every hole where the guess has the same \
         colour as the key. Then the whites: for each colour, take how many pegs of it the key \
         has and how many the guess has, keep the smaller number, add these up over all colours, \
         and subtract the blacks.",
        "So a peg is paired at most once, and a peg in the right place is always counted as black \
         before anything else: a repeated colour in the guess earns nothing once the key's pegs \
         of that colour are all paired.",
        "The marks come in no particular order: blacks are drawn first, then whites, then empty \
         dots, and the position of a mark says nothing about which peg earned it.",
    ],
    pictures: [
        "Red is in place: one black. Blue is in the key, elsewhere: one white. Turquoise is not in \
         the key: nothing.",
        "The key has two reds and the guess three. Two reds are in place: two blacks, and the \
         third red finds no red left to pair with. Blue in place: a third black.",
        "The key has two yellows and one red; the guess has two yellows, one red, one pink. All \
         three colours in common are in the wrong holes: three whites.",
    ],
    picture_key: "Key",
    picture_guess: "Guess",
    examples_title: "Examples",
    examples: &[
        "Two games at level I, played turn by turn. Step through them with Next and Previous; the \
         count of possible keys is the number of keys that would have given every row its marks.",
    ],
    example_titles: [
        "Counting colours, then placing them",
        "A row of nothing is worth a lot",
    ],
    example_steps: [
        &[
            "Two reds and two greens earn two whites and no black. So the key holds exactly two \
             pegs among red and green, and none of them where this guess put them: no red in \
             holes 1 and 2, no green in holes 3 and 4. 96 keys are still possible.",
            "Two blues and two yellows earn one black and one white: two more pegs come from blue \
             and yellow. Two from red and green, two from blue and yellow make four, so the key \
             has no turquoise and no pink. 12 keys are left.",
            "Green, blue, red, blue tries one colour mix that fits both rows. Four marks: these \
             are the key's colours. Two blacks: half of them are placed. Only two keys give all \
             three rows their marks: green, blue, blue, red and blue, green, red, blue.",
            "The first of the two is the key: four blacks in four turns.",
        ],
        &[
            "No mark at all: the key has neither red nor green. That leaves blue, yellow, \
             turquoise and pink for every hole, 256 keys.",
            "One black and one white from blues and yellows. Whichever colour scored, two pegs of \
             the key are blue or yellow. 56 keys are left.",
            "Yellow, turquoise, yellow, pink earns one black and three whites: all four colours \
             are right, and only one is in place. Exactly two keys fit all three rows: yellow, \
             pink, turquoise, yellow and pink, yellow, yellow, turquoise.",
            "The first is right: four blacks. Choosing between the last two candidates is a coin \
             toss; here it falls well.",
        ],
    ],
    example_start: "The key is covered; press Next to see the first guess.",
    step: "Turn {n} of {of}",
    previous: "Previous",
    next: "Next",
    possible: "Possible keys: {n}",
    scores_title: "High scores",
    scores: &[
        "Each level keeps its ten best wins in this browser: fewer turns rank higher, and between \
         equal turns the earlier win stays ahead. A win enters the table when there is room or \
         when it took fewer turns than the worst entry.",
        "When a win enters, write a name or a short message of up to 44 characters (an emoji or \
         an accented letter counts as one). Close leaves the table as it was. Reset high scores \
         empties one level's table, after asking.",
    ],
    notes_title: "Notes",
    notes: &[
        "This game follows a Mastermind written in JavaScript in 2001, and changes a few things: a \
         game in progress is kept across reloads and visits to other pages; the turn limits are \
         8, 10 and 12; the whole game works with the keyboard; every colour carries a shape for \
         players who do not see colours; a link with a seed gives everybody the same key.",
        "Nothing is sent to a server. The scores, the games in progress and the chosen language \
         stay in this browser's storage.",
    ],
    variants_title: "The colour game and the other variants",
    colour_game: &[
        "The 2001 original came with a variant of its own, the colour game, in three levels. It \
         changes one thing: the whites. Blacks are counted as usual; then every peg of the guess \
         that is not black earns a white if its colour is anywhere in the key. The key's pegs are \
         never used up, so a single red in the key answers every red of the guess that is out of \
         place.",
        "For example, with the key red, red, blue, green, the guess red, blue, blue, red earns 2 \
         black (the red in hole 1, the blue in hole 3) and 2 white: the blue in hole 2 and the red \
         in hole 4 both have colours of the key. The standard rule gives the same guess 2 black \
         and only 1 white, because the key's one blue is already taken by a black.",
        "The original's own page of rules for the colour game is lost. What you play here is our \
         reading of how it marked a guess.",
    ],
    variants_more: "The other variants change the holes, the symbols (blank pegs, digits), the \
                    turns, whether symbols repeat, or when a game is won. Each keeps its own \
                    statistics and high scores.",
};

/// The puzzles' words.
pub(super) static PUZZLE: PuzzleText = PuzzleText {
    print_puzzles: "Print puzzles",
    puzzles_lead: "A puzzle is a board on which a few rows have been played already. Their marks \
                   leave room for one key only: work it out and enter it in the last row. There \
                   is no luck and nothing to guess, only deduction. Each level has a puzzle of \
                   the day, the same for everyone and with one attempt, and as many practice \
                   puzzles as you like.",
    daily_link: "Puzzle of the day, level {level}",
    day_not_played: "Not played yet",
    day_solved: "Solved",
    day_not_solved: "Not solved",
    practice: "A new puzzle:",
    streak: "Puzzle streak: {n}",
    col_played: "Played",
    col_solved: "Solved",
    col_attempts: "Attempts",
    print_lead: "Six puzzles of one level and difficulty on paper, with their answers on the \
                 last page.",
    difficulty_label: "Difficulty",
    make_puzzle: "Make a puzzle of this game",
    puzzle_of_game: "Puzzle of this game",
    puzzle_link: "Link to the puzzle",
    stored_log: "Puzzle statistics",
    stored_slots: "Puzzles in progress",
    explain: "Explain",
    explanation: "Explanation",
    col_row: "Row",
    col_keys_left: "Keys left",
    col_hole: "Hole {n}",
    settles: SettlesWords {
        one: "row {row} settles hole {holes}",
        many: "row {row} settles holes {holes}",
        and: "and",
        semicolon: "; ",
    },
    new_puzzle: "New puzzle",
    making: "Making the puzzle…",
    making_failed: "The puzzle could not be made in this browser. Reload the page to try again.",
    bad_link: "This puzzle link is cut or altered: it holds no puzzle. Ask for the link again.",
    puzzle_help: "Exactly one key fits every row given. Fill the last row with it and press Check \
                  (or Enter).",
    print_page_lead: "Six puzzles to solve with a pencil. Every row given shows its marks: a \
                      filled dot for each right colour in the right place, a hollow dot for each \
                      right colour in the wrong place. Write the key in the empty row.",
    print: "Print",
    print_sheet: "Puzzles to print",
    print_heading: "Puzzle {n} · level {level} · {band}",
    print_answer_row: "Your answer: empty holes",
    answers: "Answers",
    answer_of: "{n}. {key}",
    print_title: "Mastermind puzzles · level {level} · {band} · seed {seed}",
    legend_black: "filled dot: a right symbol in the right place",
    legend_white: "hollow dot: a right symbol in the wrong place",
    legend_symbols: "Symbols:",
    past_link: "Past puzzles",
    past_lead: "The puzzles of the day of the days before today, the same as everyone had on \
                that date. Each date's puzzle can be solved once; it counts in the puzzle \
                statistics, not in the puzzle streak.",
    past_table: "Past puzzles, level {level}",
    past_played: "This date's puzzle has been played already: {result}.",
};
