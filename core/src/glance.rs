//! What the home page shows of the stored games and statistics (SPEC 13), read at a glance: from
//! the stored JSON, without loading (replaying, checking) them, so that home's own program stays
//! small. A glance never decides anything but what home shows; the game pages load the real
//! thing. The tests hold each glance to the full reading of the same stored value.

use serde_json::Value;

use super::game::Standing;
use super::level::Level;

/// Where the stored game `doc` of `level` stands, and the UTC date of its daily key if it is a
/// daily game (`YYYY-MM-DD`); `None` when it is not a stored game this version can read.
pub fn glance_game(doc: &Value, level: Level) -> Option<(Standing, Option<&str>)> {
    if !matches!(doc.get("version")?.as_u64()?, 1 | 2) {
        return None;
    }
    let pegs = level.pegs();
    let key: Vec<&str> = (doc.get("key")?.as_array()?.iter())
        .map(Value::as_str)
        .collect::<Option<_>>()?;
    let moves = doc.get("moves")?.as_array()?;
    // As the full reading: a position past the moves (or one no `usize` holds) is damage.
    let at = match doc.get("at").and_then(Value::as_u64) {
        None => moves.len(),
        Some(at) => usize::try_from(at).ok().filter(|&at| at <= moves.len())?,
    };
    let mut row: Vec<Option<&str>> = vec![None; pegs];
    let mut rows = 0;
    for mv in moves.iter().take(at) {
        let ended = match (mv.as_str(), mv.as_object()) {
            (Some("Submit"), _) => {
                let won = row
                    .iter()
                    .map(|p| p.unwrap_or_default())
                    .eq(key.iter().copied());
                Some(won)
            }
            (Some("Quit"), _) => return Some((Standing::Quit, day(doc))),
            (_, Some(object)) => {
                if let Some(place) = object.get("Place") {
                    let hole = usize::try_from(place.get("hole")?.as_u64()?).ok()?;
                    *row.get_mut(hole)? = Some(place.get("colour")?.as_str()?);
                    None
                } else if let Some(clear) = object.get("Clear") {
                    *row.get_mut(usize::try_from(clear.get("hole")?.as_u64()?).ok()?)? = None;
                    None
                } else if let Some(answer) = object.get("Answer") {
                    let black = answer.get("feedback")?.get("black")?.as_u64()?;
                    Some(u64::try_from(pegs).ok() == Some(black))
                } else {
                    None
                }
            }
            _ => None,
        };
        if let Some(won) = ended {
            rows += 1;
            row.iter_mut().for_each(|p| *p = None);
            if won {
                return Some((Standing::Won { turns: rows }, day(doc)));
            }
            if rows == level.turns() {
                return Some((Standing::Lost, day(doc)));
            }
        }
    }
    let standing = match rows {
        0 => Standing::NotStarted,
        rows => Standing::InProgress { rows },
    };
    Some((standing, day(doc)))
}

/// The UTC date of a stored daily game's key.
fn day(doc: &Value) -> Option<&str> {
    doc.get("source")?.get("daily")?.as_str()
}

/// The wins in a row at levels I to III in the stored statistics log `doc`, in its order, since
/// the last loss or quit, aided games and the devious computer's left out (as
/// [`super::stats::StatsLog::current_streak`] counts them).
pub fn glance_streak(doc: &Value) -> u32 {
    let Some(games) = doc.get("games").and_then(Value::as_array) else {
        return 0;
    };
    let flag = |g: &Value, name: &str| g.get(name).and_then(Value::as_bool).unwrap_or(false);
    games
        .iter()
        .filter(|g| {
            matches!(
                g.get("level").and_then(Value::as_str),
                Some("I" | "II" | "III")
            )
        })
        .filter(|g| !flag(g, "aided") && !flag(g, "devious"))
        .fold(0, |streak, g| {
            match g.get("outcome").and_then(Value::as_str) {
                Some("won") => streak + 1,
                _ => 0,
            }
        })
}
