//! The words of the puzzles (SPEC §15): the Puzzles page, the puzzle page, the print page and
//! the end of a game that can become a puzzle, one [`PuzzleText`] per language (a missing
//! translation is a compile error, as in the rest of the catalogue).

use super::plural;
use crate::rules::Difficulty;

/// The puzzles' words in one language.
pub struct PuzzleText {
    /// `Puzzles`: the link on home and the introduction, and the page's heading.
    pub puzzles: &'static str,
    /// `Print puzzles`: the link and the print page's heading.
    pub print_puzzles: &'static str,
    /// The Puzzles page's lead: what a puzzle is, the day's and the practice ones.
    pub puzzles_lead: &'static str,
    /// `Puzzle of the day, level I`: the Puzzles page's link to a level's puzzle of the day.
    pub daily_link: fn(&str) -> String,
    /// Where today's puzzle of a level stands, beside its link: not played, solved, not solved.
    pub day_not_played: &'static str,
    pub day_solved: &'static str,
    pub day_not_solved: &'static str,
    /// `Easy`, `Medium`, `Hard`: a difficulty's name (the Puzzles page's links to a new puzzle,
    /// the print form's choices).
    pub difficulty: fn(Difficulty) -> &'static str,
    /// The words before a level's `Easy`, `Medium`, `Hard` links.
    pub practice: &'static str,
    /// `Puzzle streak: N`: the days in a row with a puzzle of the day solved.
    pub streak: fn(u32) -> String,
    /// The puzzle statistics' columns after `Level`: `Played`, `Solved`, `Attempts`.
    pub col_played: &'static str,
    pub col_solved: &'static str,
    pub col_attempts: &'static str,
    /// The Puzzles page's print form: what it gives, and its difficulty field's label.
    pub print_lead: &'static str,
    pub difficulty_label: &'static str,
    /// `Make a puzzle of this game`: the button at the end of a game whose rows settle its key.
    pub make_puzzle: &'static str,
    /// `Puzzle from <name>`: the made puzzle's link when a name is known.
    pub puzzle_from: fn(&str) -> String,
    /// `Puzzle of this game`: the made puzzle's link without a name.
    pub puzzle_of_game: &'static str,
    /// The label of the made puzzle's link shown to copy by hand.
    pub puzzle_link: &'static str,
    /// The `Stored data` rows of the puzzle statistics and of the puzzles in progress.
    pub stored_log: &'static str,
    pub stored_slots: &'static str,
    /// `n` finished puzzles, `n` puzzles in progress, as an import's notice counts them.
    pub count_log: fn(usize) -> String,
    pub count_slots: fn(usize) -> String,
    /// `Puzzle, level I`: a practice puzzle's heading (the level's roman number).
    pub puzzle_level: fn(&str) -> String,
    /// `Puzzle of 2026-11-26, level I`: the puzzle of the day's heading (date, level).
    pub daily_puzzle_level: fn(&str, &str) -> String,
    /// `Difficulty: Easy` (Medium, Hard) on the puzzle page.
    pub difficulty_is: fn(Difficulty) -> String,
    /// `Check`: the puzzle page's button that checks the answer row.
    pub check: &'static str,
    /// `Solved in N attempts`: the green flag of a solved puzzle.
    pub solved_in: fn(usize) -> String,
    /// `Not the key: it contradicts row R`: a practice attempt taken back (R from 1).
    pub not_the_key: fn(usize) -> String,
    /// The red flag of a puzzle of the day not solved.
    pub not_solved: &'static str,
    /// `Explain`, and the table it shows: `Explanation`, columns `Row` and `Keys left`.
    pub explain: &'static str,
    pub explanation: &'static str,
    pub col_row: &'static str,
    pub col_keys_left: &'static str,
    /// `New puzzle`: another practice puzzle of the same difficulty.
    pub new_puzzle: &'static str,
    /// Shown while the puzzle is being made.
    pub making: &'static str,
    /// The puzzle could not be made (the solver's worker failed).
    pub making_failed: &'static str,
    /// A made puzzle's link that holds no puzzle.
    pub bad_link: &'static str,
    /// The help under the puzzle's board.
    pub puzzle_help: &'static str,
    /// The print page (SPEC §15): its lead, its `Print` button, the sheet's name.
    pub print_page_lead: &'static str,
    pub print: &'static str,
    pub print_sheet: &'static str,
    /// `Puzzle 3 · level II · Hard`: a printed puzzle's heading (number, roman level, band).
    pub print_heading: fn(usize, &str, Difficulty) -> String,
    /// The printed answer row's name: the empty holes to write the key in.
    pub print_answer_row: &'static str,
    /// `Answers`: the last printed page's heading, and `3. red, blue, …`: one puzzle's key.
    pub answers: &'static str,
    pub answer_of: fn(usize, &str) -> String,
}

pub(super) static EN_PUZZLE: PuzzleText = PuzzleText {
    puzzles: "Puzzles",
    print_puzzles: "Print puzzles",
    puzzles_lead: "A puzzle is a board on which a few rows have been played already. Their marks \
                   leave room for one key only: work it out and enter it in the last row. There \
                   is no luck and nothing to guess, only deduction. Each level has a puzzle of \
                   the day, the same for everyone and with one attempt, and as many practice \
                   puzzles as you like.",
    daily_link: |level| format!("Puzzle of the day, level {level}"),
    day_not_played: "Not played yet",
    day_solved: "Solved",
    day_not_solved: "Not solved",
    difficulty: |d| match d {
        Difficulty::Easy => "Easy",
        Difficulty::Medium => "Medium",
        Difficulty::Hard => "Hard",
    },
    practice: "A new puzzle:",
    streak: |n| format!("Puzzle streak: {n}"),
    col_played: "Played",
    col_solved: "Solved",
    col_attempts: "Attempts",
    print_lead: "Six puzzles of one level and difficulty on paper, with their answers on the \
                 last page.",
    difficulty_label: "Difficulty",
    make_puzzle: "Make a puzzle of this game",
    puzzle_from: |name| format!("Puzzle from {name}"),
    puzzle_of_game: "Puzzle of this game",
    puzzle_link: "Link to the puzzle",
    stored_log: "Puzzle statistics",
    stored_slots: "Puzzles in progress",
    count_log: |n| plural(n, "finished puzzle", "finished puzzles"),
    count_slots: |n| plural(n, "puzzle in progress", "puzzles in progress"),
    puzzle_level: |level| format!("Puzzle, level {level}"),
    daily_puzzle_level: |day, level| format!("Puzzle of {day}, level {level}"),
    difficulty_is: |d| {
        let name = match d {
            Difficulty::Easy => "Easy",
            Difficulty::Medium => "Medium",
            Difficulty::Hard => "Hard",
        };
        format!("Difficulty: {name}")
    },
    check: "Check",
    solved_in: |n| format!("Solved in {}", plural(n, "attempt", "attempts")),
    not_the_key: |row| format!("Not the key: it contradicts row {row}"),
    not_solved: "Not solved: the key is uncovered in the top row.",
    explain: "Explain",
    explanation: "Explanation",
    col_row: "Row",
    col_keys_left: "Keys left",
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
    print_heading: |n, level, d| {
        let band = (EN_PUZZLE.difficulty)(d);
        format!("Puzzle {n} · level {level} · {band}")
    },
    print_answer_row: "Your answer: empty holes",
    answers: "Answers",
    answer_of: |n, key| format!("{n}. {key}"),
};

pub(super) static PT_PUZZLE: PuzzleText = PuzzleText {
    puzzles: "Quebra-cabeças",
    print_puzzles: "Imprimir quebra-cabeças",
    puzzles_lead: "Um quebra-cabeças é um tabuleiro em que já se jogaram algumas linhas. As \
                   marcas delas só deixam uma chave possível: descobre-a e escreve-a na última \
                   linha. Não há sorte nem palpites, só dedução. Cada nível tem um \
                   quebra-cabeças do dia, igual para todos e com uma só tentativa, e para \
                   treinar há tantos quantos quiseres.",
    daily_link: |level| format!("Quebra-cabeças do dia, nível {level}"),
    day_not_played: "Ainda por jogar",
    day_solved: "Resolvido",
    day_not_solved: "Não resolvido",
    difficulty: |d| match d {
        Difficulty::Easy => "Fácil",
        Difficulty::Medium => "Média",
        Difficulty::Hard => "Difícil",
    },
    practice: "Um quebra-cabeças novo:",
    streak: |n| format!("Série de quebra-cabeças: {n}"),
    col_played: "Jogados",
    col_solved: "Resolvidos",
    col_attempts: "Tentativas",
    print_lead: "Seis quebra-cabeças de um nível e de uma dificuldade em papel, com as soluções \
                 na última página.",
    difficulty_label: "Dificuldade",
    make_puzzle: "Fazer um quebra-cabeças deste jogo",
    puzzle_from: |name| format!("Quebra-cabeças de {name}"),
    puzzle_of_game: "Quebra-cabeças deste jogo",
    puzzle_link: "Ligação para o quebra-cabeças",
    stored_log: "Estatísticas dos quebra-cabeças",
    stored_slots: "Quebra-cabeças em curso",
    count_log: |n| plural(n, "quebra-cabeças terminado", "quebra-cabeças terminados"),
    count_slots: |n| plural(n, "quebra-cabeças em curso", "quebra-cabeças em curso"),
    puzzle_level: |level| format!("Quebra-cabeças, nível {level}"),
    daily_puzzle_level: |day, level| format!("Quebra-cabeças do dia {day}, nível {level}"),
    difficulty_is: |d| {
        let name = match d {
            Difficulty::Easy => "Fácil",
            Difficulty::Medium => "Média",
            Difficulty::Hard => "Difícil",
        };
        format!("Dificuldade: {name}")
    },
    check: "Verificar",
    solved_in: |n| format!("Resolvido em {}", plural(n, "tentativa", "tentativas")),
    not_the_key: |row| format!("Não é a chave: contradiz a linha {row}"),
    not_solved: "Não resolvido: a chave está descoberta na linha de cima.",
    explain: "Explicar",
    explanation: "Explicação",
    col_row: "Linha",
    col_keys_left: "Chaves restantes",
    new_puzzle: "Novo quebra-cabeças",
    making: "A preparar o quebra-cabeças…",
    making_failed: "Não foi possível preparar o quebra-cabeças neste navegador. Recarrega a \
                    página para tentar outra vez.",
    bad_link: "Esta ligação está cortada ou alterada e não traz nenhum quebra-cabeças. Pede a \
               ligação outra vez.",
    puzzle_help: "Só uma chave serve a todas as linhas dadas. Preenche com ela a última linha e \
                  carrega em Verificar (ou Enter).",
    print_page_lead: "Seis quebra-cabeças para resolver a lápis. Cada linha dada mostra as suas \
                      marcas: um ponto cheio por cada cor certa no sítio certo, um ponto vazio \
                      por cada cor certa no sítio errado. Escreve a chave na linha em branco.",
    print: "Imprimir",
    print_sheet: "Quebra-cabeças para imprimir",
    print_heading: |n, level, d| {
        let band = (PT_PUZZLE.difficulty)(d);
        format!("Quebra-cabeças {n} · nível {level} · {band}")
    },
    print_answer_row: "A tua resposta: buracos vazios",
    answers: "Soluções",
    answer_of: |n, key| format!("{n}. {key}"),
};

pub(super) static ES_PUZZLE: PuzzleText = PuzzleText {
    puzzles: "Acertijos",
    print_puzzles: "Imprimir acertijos",
    puzzles_lead: "Un acertijo es un tablero en el que ya se han jugado algunas filas. Sus marcas \
                   solo dejan una clave posible: descúbrela y escríbela en la última fila. No \
                   hay suerte ni conjeturas, solo deducción. Cada nivel tiene un acertijo del \
                   día, el mismo para todos y con un solo intento, y para practicar hay tantos \
                   como quieras.",
    daily_link: |level| format!("Acertijo del día, nivel {level}"),
    day_not_played: "Aún sin jugar",
    day_solved: "Resuelto",
    day_not_solved: "Sin resolver",
    difficulty: |d| match d {
        Difficulty::Easy => "Fácil",
        Difficulty::Medium => "Media",
        Difficulty::Hard => "Difícil",
    },
    practice: "Un acertijo nuevo:",
    streak: |n| format!("Racha de acertijos: {n}"),
    col_played: "Jugados",
    col_solved: "Resueltos",
    col_attempts: "Intentos",
    print_lead: "Seis acertijos de un nivel y una dificultad en papel, con las soluciones en la \
                 última página.",
    difficulty_label: "Dificultad",
    make_puzzle: "Hacer un acertijo con esta partida",
    puzzle_from: |name| format!("Acertijo de {name}"),
    puzzle_of_game: "Acertijo de esta partida",
    puzzle_link: "Enlace al acertijo",
    stored_log: "Estadísticas de acertijos",
    stored_slots: "Acertijos en curso",
    count_log: |n| plural(n, "acertijo terminado", "acertijos terminados"),
    count_slots: |n| plural(n, "acertijo en curso", "acertijos en curso"),
    puzzle_level: |level| format!("Acertijo, nivel {level}"),
    daily_puzzle_level: |day, level| format!("Acertijo del {day}, nivel {level}"),
    difficulty_is: |d| {
        let name = match d {
            Difficulty::Easy => "Fácil",
            Difficulty::Medium => "Media",
            Difficulty::Hard => "Difícil",
        };
        format!("Dificultad: {name}")
    },
    check: "Comprobar",
    solved_in: |n| format!("Resuelto en {}", plural(n, "intento", "intentos")),
    not_the_key: |row| format!("No es la clave: contradice la fila {row}"),
    not_solved: "Sin resolver: la clave queda al descubierto en la fila de arriba.",
    explain: "Explicar",
    explanation: "Explicación",
    col_row: "Fila",
    col_keys_left: "Claves restantes",
    new_puzzle: "Nuevo acertijo",
    making: "Preparando el acertijo…",
    making_failed: "No se ha podido preparar el acertijo en este navegador. Recarga la página \
                    para intentarlo de nuevo.",
    bad_link: "Este enlace está cortado o alterado y no contiene ningún acertijo. Pide el \
               enlace otra vez.",
    puzzle_help: "Solo una clave encaja con todas las filas dadas. Rellena con ella la última \
                  fila y pulsa Comprobar (o Intro).",
    print_page_lead: "Seis acertijos para resolver con lápiz. Cada fila dada muestra sus \
                      marcas: un punto relleno por cada color correcto en su sitio, un punto \
                      hueco por cada color correcto fuera de su sitio. Escribe la clave en la \
                      fila vacía.",
    print: "Imprimir",
    print_sheet: "Acertijos para imprimir",
    print_heading: |n, level, d| {
        let band = (ES_PUZZLE.difficulty)(d);
        format!("Acertijo {n} · nivel {level} · {band}")
    },
    print_answer_row: "Tu respuesta: agujeros vacíos",
    answers: "Soluciones",
    answer_of: |n, key| format!("{n}. {key}"),
};

pub(super) static FR_PUZZLE: PuzzleText = PuzzleText {
    puzzles: "Énigmes",
    print_puzzles: "Imprimer des énigmes",
    puzzles_lead: "Une énigme est un plateau sur lequel quelques lignes ont déjà été jouées. \
                   Leurs marques ne laissent la place qu'à une seule combinaison\u{a0}: \
                   déduisez-la et saisissez-la sur la dernière ligne. Ni chance ni pari, rien que \
                   de la déduction. Chaque niveau a une énigme du jour, la même pour tous et avec \
                   une seule tentative, et autant d'énigmes d'entraînement que vous le souhaitez.",
    daily_link: |level| format!("Énigme du jour, niveau {level}"),
    day_not_played: "Pas encore jouée",
    day_solved: "Résolue",
    day_not_solved: "Non résolue",
    difficulty: |d| match d {
        Difficulty::Easy => "Facile",
        Difficulty::Medium => "Moyenne",
        Difficulty::Hard => "Difficile",
    },
    practice: "Une nouvelle énigme\u{a0}:",
    streak: |n| format!("Série d'énigmes\u{a0}: {n}"),
    col_played: "Jouées",
    col_solved: "Résolues",
    col_attempts: "Tentatives",
    print_lead: "Six énigmes de même niveau et de même difficulté, sur papier, avec leurs \
                 solutions en dernière page.",
    difficulty_label: "Difficulté",
    make_puzzle: "Faire une énigme de cette partie",
    // `proposée par`: no elision to make before a name (`de Anne` would be wrong).
    puzzle_from: |name| format!("Énigme proposée par {name}"),
    puzzle_of_game: "Énigme de cette partie",
    puzzle_link: "Lien vers l'énigme",
    stored_log: "Statistiques des énigmes",
    stored_slots: "Énigmes en cours",
    count_log: |n| super::fr::pluriel(n, "énigme terminée", "énigmes terminées"),
    count_slots: |n| super::fr::pluriel(n, "énigme en cours", "énigmes en cours"),
    puzzle_level: |level| format!("Énigme, niveau {level}"),
    daily_puzzle_level: |day, level| format!("Énigme du {day}, niveau {level}"),
    difficulty_is: |d| format!("Difficulté\u{a0}: {}", (FR_PUZZLE.difficulty)(d)),
    check: "Vérifier",
    solved_in: |n| {
        format!(
            "Résolue en {}",
            super::fr::pluriel(n, "tentative", "tentatives")
        )
    },
    not_the_key: |row| format!("Ce n'est pas la combinaison\u{a0}: elle contredit la ligne {row}"),
    not_solved: "Non résolue\u{a0}: la combinaison est dévoilée sur la ligne du haut.",
    explain: "Expliquer",
    explanation: "Explication",
    col_row: "Ligne",
    col_keys_left: "Combinaisons restantes",
    new_puzzle: "Nouvelle énigme",
    making: "Préparation de l'énigme…",
    making_failed: "L'énigme n'a pas pu être préparée dans ce navigateur. Rechargez la page pour \
                    réessayer.",
    bad_link: "Ce lien d'énigme est tronqué ou modifié\u{a0}: il ne contient aucune énigme. \
               Demandez le lien de nouveau.",
    puzzle_help: "Une seule combinaison s'accorde avec toutes les lignes données. Saisissez-la \
                  sur la dernière ligne et appuyez sur Vérifier (ou Entrée).",
    print_page_lead: "Six énigmes à résoudre au crayon. Chaque ligne donnée affiche ses \
                      marques\u{a0}: un point plein pour chaque bonne couleur à la bonne place, un \
                      point creux pour chaque bonne couleur mal placée. Écrivez la combinaison sur \
                      la ligne vide.",
    print: "Imprimer",
    print_sheet: "Énigmes à imprimer",
    print_heading: |n, level, d| {
        let band = (FR_PUZZLE.difficulty)(d);
        format!("Énigme {n} · niveau {level} · {band}")
    },
    print_answer_row: "Votre réponse\u{a0}: trous vides",
    answers: "Solutions",
    answer_of: |n, key| format!("{n}. {key}"),
};
