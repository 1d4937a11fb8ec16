//! The words of `Read the board` (SPEC §16), one function per language, over the facts the
//! core decides ([`crate::rules::reading`]): each played row, the active row so far, the turns
//! left and, with the aids on, the keys still possible.

use super::{Text, peg_name};
use crate::rules::{Colour, Reading};

/// The pegs of a row as words, `empty` (in the language) for an empty hole.
fn pegs(t: &Text, r: &Reading, holes: impl Iterator<Item = Option<Colour>>, empty: &str) -> String {
    holes
        .map(|h| h.map_or(empty, |c| peg_name(t, r.level, c)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The reading in words: `lines` say each part, in the core's order.
struct Lines {
    row: fn(usize, &str, u8, u8) -> String,
    none_played: &'static str,
    active: fn(usize, &str) -> String,
    empty: &'static str,
    left: fn(usize) -> String,
    over: &'static str,
    possible: fn(usize) -> String,
}

fn say(t: &Text, r: &Reading, lines: &Lines) -> String {
    let mut parts: Vec<String> = r
        .rows
        .iter()
        .enumerate()
        .map(|(i, turn)| {
            let guess = pegs(
                t,
                r,
                turn.guess.pegs().iter().map(|&c| Some(c)),
                lines.empty,
            );
            (lines.row)(i + 1, &guess, turn.feedback.black, turn.feedback.white)
        })
        .collect();
    if r.rows.is_empty() {
        parts.push(lines.none_played.to_owned());
    }
    match &r.active {
        Some(holes) => {
            let so_far = pegs(t, r, holes.iter().copied(), lines.empty);
            parts.push((lines.active)(r.rows.len() + 1, &so_far));
            parts.push((lines.left)(r.turns_left));
        }
        None => parts.push(lines.over.to_owned()),
    }
    if let Some(n) = r.possible {
        parts.push((lines.possible)(n));
    }
    parts.join(" ")
}

pub(super) fn en(r: &Reading) -> String {
    say(
        &super::en::TEXT,
        r,
        &Lines {
            row: |n, guess, b, w| format!("Row {n}: {guess}; {b} black, {w} white."),
            none_played: "No row played yet.",
            active: |n, pegs| format!("Row {n}, being filled: {pegs}."),
            empty: "empty",
            left: |n| match n {
                1 => "1 turn left.".to_owned(),
                n => format!("{n} turns left."),
            },
            over: "The game is over.",
            possible: |n| format!("Possible keys: {n}."),
        },
    )
}

pub(super) fn pt(r: &Reading) -> String {
    say(
        &super::pt::TEXT,
        r,
        &Lines {
            row: |n, guess, b, w| {
                let (b, w) = (super::pt::pretos(b), super::pt::brancos(w));
                format!("Linha {n}: {guess}; {b}, {w}.")
            },
            none_played: "Ainda nenhuma linha jogada.",
            active: |n, pegs| format!("Linha {n}, a preencher: {pegs}."),
            empty: "vazio",
            left: |n| match n {
                1 => "Falta 1 jogada.".to_owned(),
                n => format!("Faltam {n} jogadas."),
            },
            over: "O jogo acabou.",
            possible: |n| format!("Chaves possíveis: {n}."),
        },
    )
}

pub(super) fn es(r: &Reading) -> String {
    say(
        &super::es::TEXT,
        r,
        &Lines {
            row: |n, guess, b, w| {
                let (b, w) = (super::es::blacks(b), super::es::whites(w));
                format!("Fila {n}: {guess}; {b}, {w}.")
            },
            none_played: "Todavía no se ha jugado ninguna fila.",
            active: |n, pegs| format!("Fila {n}, por completar: {pegs}."),
            empty: "vacío",
            left: |n| match n {
                1 => "Queda 1 turno.".to_owned(),
                n => format!("Quedan {n} turnos."),
            },
            over: "La partida ha terminado.",
            possible: |n| format!("Claves posibles: {n}."),
        },
    )
}

pub(super) fn fr(r: &Reading) -> String {
    say(
        &super::fr::TEXT,
        r,
        &Lines {
            row: |n, guess, b, w| {
                let (b, w) = (super::fr::noirs(b), super::fr::blancs(w));
                format!("Ligne {n}\u{a0}: {guess}\u{a0}; {b}, {w}.")
            },
            none_played: "Aucune ligne jouée pour l'instant.",
            active: |n, pegs| format!("Ligne {n}, en cours\u{a0}: {pegs}."),
            empty: "vide",
            left: |n| format!("Il reste {}.", super::fr::pluriel(n, "tour", "tours")),
            over: "La partie est terminée.",
            possible: |n| format!("Combinaisons possibles\u{a0}: {n}."),
        },
    )
}
