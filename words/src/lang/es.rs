//! The Spanish catalogue (Spain).

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
use crate::shared::{Either, SizeWords, TwoCounts, Counted, Noun, Plural, Optional};
use crate::notes::StoreNotes;
use crate::shell::Shell;
use crate::text::Text;



/// The site's frame and home page in this language (all the home page's own program needs).
pub(super) static SHELL: Shell = Shell {
    code: "es",
    native_name: "Español",
    plural: Plural::OneAlone,
    loading: "Cargando…",
    language: "Idioma",
    app_name: "Mastermind",
    home_lead: "Mastermind es un juego de deducción: el ordenador esconde una fila de fichas de \
                colores y tú tienes que descubrirla a base de intentos.",
    home_more: "Tras cada intento sabrás cuántas fichas tienen el color correcto en el sitio \
                correcto, y cuántas más tienen el color correcto pero están en otro sitio.",
    play: "Jugar",
    daily_link: "Clave del día",
    challenge_link: "Retar a un amigo",
    breaker_link: "El ordenador descifra mi clave",
    match_link: "Duelo",
    two_players_link: "Dos jugadores",
    rules: "Reglas",
    high_scores: "Mejores puntuaciones",
    statistics: "Estadísticas",
    update_ready: "Hay una nueva versión disponible",
    reload: "Recargar",
    went_wrong: "Algo ha fallado",
    went_wrong_more: "El juego se ha detenido por un fallo propio. Tus puntuaciones, estadísticas \
                      y partidas siguen guardadas: al recargar la página, normalmente todo vuelve \
                      a su sitio.",
    your_data: "Tus datos",
    daily_not_started: "sin empezar",
    daily_in_progress: Counted {
        one: "en curso ({n} fila jugada)",
        many: "en curso ({n} filas jugadas)",
    },
    daily_won: Counted {
        one: "ganada en {n} turno",
        many: "ganada en {n} turnos",
    },
    daily_lost: "perdida",
    daily_quit: "abandonada",
    learn_to_play: "Aprender a jugar",
    continue_level: "Seguir con el nivel {roman}",
    home_daily: "nivel {roman}: {state}",
    home_start: "Empezar una partida",
    home_group_play: "Formas de jugar",
    home_group_others: "Con un amigo o contra el ordenador",
    home_group_yours: "Tus registros",
    current_streak: "Racha actual: {n}",
    variants: "Variantes",
    puzzles: "Acertijos",
    friends: "Amigos",
};

/// The board's and the game page's words (all the quick board needs).
pub(super) static BOARD: BoardText = BoardText {
    shell: &SHELL,
    level_name: AboutLevel {
        level: "Nivel {}",
        variant: "{}",
        custom: "Partida personalizada",
    },
    title: AboutLevel {
        level: "Mastermind, nivel {}",
        variant: "Mastermind, {}",
        custom: "Mastermind, partida personalizada",
    },
    game_summary: GameSummary {
        colours: "Descubre la clave de {pegs} fichas, elegidas entre {colours} colores, en {turns}.",
        variant: "Descubre la clave de {pegs} fichas ({symbols}) en {turns}. {rule}",
        turn: Noun {
            one: "turno",
            many: "turnos",
        },
    },
    rule_sentence: RuleSentences {
        colour_game: "Las blancas se cuentan a la manera del juego de los colores: cada ficha fuera de sitio gana una blanca si su color está en alguna parte de la clave, así que cuatro rojas contra una clave con una sola roja ganan 1 negra, 3 blancas.",
        ordinary: "Una negra por cada color acertado en su hueco, una blanca por cada color acertado en otro hueco.",
        blanks: "La ficha sin color es un símbolo como los colores: la clave puede llevarla, y gana negras y blancas como ellos.",
        colours_only: "Ganas en cuanto un intento lleva los colores de la clave en cualquier orden: sus negras y blancas juntas llenan los huecos.",
        number: "Una negra por cada dígito acertado en su sitio, una blanca por cada dígito acertado en otro sitio, y la suma de los dígitos de la clave como pista.",
        bagels: "Un Fermi por cada dígito acertado en su sitio, un Pico por cada dígito acertado en otro sitio, y una fila sin ninguno es Bagels.",
        bulls_and_cows: "Un toro por cada dígito acertado en su sitio, una vaca por cada dígito acertado en otro sitio: cuatro toros ganan.",
    },
    variant_symbols: SymbolsWords {
        colours: "{n} colores",
        colours_and_blank: "{n} colores y sin color",
        digits_from_1: "dígitos 1–{last}",
        digits_from_0: "dígitos 0–{last}",
        no_repeats: "{symbols}, sin repetir",
    },
    digit_sum: "Suma de los dígitos de la clave: {s}",
    colour: ColourNames {
        red: "rojo",
        green: "verde",
        blue: "azul",
        yellow: "amarillo",
        turquoise: "turquesa",
        pink: "rosa",
        orange: "naranja",
        purple: "morado",
        brown: "marrón",
        grey: "gris",
    },
    blank: "sin color",
    variant: VariantNames {
        colour_game_i: "El juego de los colores, nivel I",
        colour_game_ii: "El juego de los colores, nivel II",
        colour_game_iii: "El juego de los colores, nivel III",
        mini: "Mini Mastermind",
        super_mastermind: "Super Mastermind",
        blanks: "Lisos",
        colours_only: "Solo los colores",
        kids: "Mastermind para niños",
        number: "Mastermind de números",
        bagels: "Bagels",
        bulls_and_cows: "Toros y vacas",
    },
    empty: "vacío",
    hole: "Fila {row}, hueco {hole}: {colour}",
    row: "Fila {r}",
    row_feedback: "Fila {r}: {marks}",
    mark_words: MarkWords {
        black: Noun {
            one: "negra",
            many: "negras",
        },
        white: Noun {
            one: "blanca",
            many: "blancas",
        },
        bull: Noun {
            one: "toro",
            many: "toros",
        },
        cow: Noun {
            one: "vaca",
            many: "vacas",
        },
    },
    key_label: "Clave",
    key_covered: "La clave está tapada hasta que acabe la partida",
    key_revealed: "Clave: {names}",
    colour_words: SymbolWords {
        palette: "Colores para la fila {r}, hueco {h}",
        repeated: "la fila {row} lleva el {name} dos veces, y en esta partida los colores no pueden \
                   repetirse.",
        not_in_level: "ese color no se usa en este nivel.",
        notes_help: "Marca un color para tacharlo de un hueco, como en papel. Las notas se guardan con \
                     la partida y son solo tuyas: no dan pistas.",
        keyboard_help: "Teclado: escribe la tecla que aparece junto a cada ficha de la paleta (el número de un \
                        color, del 1 al 9 y el 0 para el décimo, o la propia cifra) para ponerla, Supr o Retroceso para quitar una ficha, Intro para enviar, Ctrl+Z para \
                        deshacer y Ctrl+Mayús+Z o Ctrl+Y para rehacer; R lee el tablero en voz alta; con Sonido activado, H hace oír la fila; Tab lleva a la fila activa y \
                        las flechas se mueven por ella.",
    },
    digit_words: SymbolWords {
        palette: "Dígitos para la fila {r}, hueco {h}",
        repeated: "la fila {row} lleva el {name} dos veces, y en esta partida los dígitos no pueden \
                   repetirse.",
        not_in_level: "ese dígito no se usa en esta partida.",
        notes_help: "Marca un dígito para tacharlo de un hueco, como en papel. Las notas se \
                     guardan con la partida y son solo tuyas: no dan pistas.",
        keyboard_help: "Teclado: escribe un dígito de la paleta para ponerlo, Supr o Retroceso \
                        para quitar una ficha, Intro para enviar, Ctrl+Z para deshacer y \
                        Ctrl+Mayús+Z o Ctrl+Y para rehacer; R lee el tablero en voz alta; con Sonido activado, H hace oír la fila; Tab \
                        lleva a la fila activa y las flechas se mueven por ella.",
    },
    submit: "Enviar intento",
    won: Counted {
        one: "¡Has ganado en {n} turno!",
        many: "¡Has ganado en {n} turnos!",
    },
    lost: "Has perdido: se han acabado los turnos. La clave queda al descubierto en la fila de arriba.",
    quit_flag: "Partida terminada: has abandonado. La clave queda al descubierto en la fila de arriba.",
    warnings: WarningWords {
        frame: "Aviso: {why}",
        game_over: "esta partida ya ha terminado. Pulsa Jugar otra vez para empezar otra.",
        played_row: "la fila {row} ya se ha jugado.",
        future_row: "la fila {row} todavía no está en juego. Rellena antes la fila {active}.",
        off_board: "eso no es un hueco de este tablero.",
        row_incomplete: "la fila {row} todavía tiene {empty}: hay que llenarla entera antes de enviarla.",
        empty_hole: Noun {
            one: "hueco vacío",
            many: "huecos vacíos",
        },
        hole_empty: "ese hueco no tiene ninguna ficha que quitar.",
        key_covered: "la clave sigue tapada hasta que acabe la partida.",
        contradicts: "modo difícil: este intento no puede ser la clave, porque entonces la fila {row} habría recibido {marks}.",
        not_asked: "en esta lección, la fila {row} es {pegs}. Cambia las fichas para que coincidan.",
        no_aids_in_puzzle: "un acertijo se resuelve sin las ayudas del solucionador.",
        bad_answer: "la respuesta del ordenador no encaja con las filas jugadas.",
    },
    hard_mode_note: "Modo difícil: cada intento debe encajar con todas las filas jugadas hasta \
                     ahora.",
    daily_notice: "Clave del día {day} (UTC): hoy, la misma clave para todos los jugadores, y una sola \
                   oportunidad por persona.",
    daily_level: "Clave del día, nivel {level}",
    custom_no_scores: "Las partidas personalizadas nunca entran en las mejores puntuaciones.",
    seeded: "Partida con semilla {seed}: cualquiera que abra este enlace tendrá la misma clave.",
    possible_keys: "Claves posibles: {n}",
    contradiction: "la fila {guess_row} no puede ser la clave: entonces la fila {row} habría recibido {marks}.",
    challenge_heading: Optional {
        with: "Reto de {name}",
        without: "Reto",
    },
    challenge_notice: "La clave de un amigo: esta partida cuenta en las estadísticas, nunca en las \
                       mejores puntuaciones.",
    sender_result: Optional {
        with: "{name} ha descifrado esta clave en {turns}",
        without: "{name} no ha descifrado esta clave",
    },
    sender_unnamed: "Tu amigo",
    guesses: Noun {
        one: "intento",
        many: "intentos",
    },
    past_level: "Clave del día {day}, nivel {level}",
    past_notice: "Clave del día {day} (UTC), una fecha pasada: una sola oportunidad; cuenta en las \
                  estadísticas, no en la racha diaria.",
    versus: "Tú: {you}, {name}: {them}",
    not_broken: "no descubierta",
    your_friend: "tu amigo",
    solved_in: Counted {
        one: "Resuelto en {n} intento",
        many: "Resuelto en {n} intentos",
    },
    not_the_key: "No es la clave: contradice la fila {row}",
    not_solved_note: Optional {
        with: "Sin resolver: esa clave contradice la fila {row}. La clave queda al descubierto en la fila de arriba.",
        without: "Sin resolver: la clave queda al descubierto en la fila de arriba.",
    },
    puzzle_from: "Acertijo de {name}",
    puzzle_level: "Acertijo, nivel {level}",
    daily_puzzle_level: "Acertijo del {day}, nivel {level}",
    difficulty: DifficultyWords {
        easy: "Fácil",
        medium: "Media",
        hard: "Difícil",
    },
    difficulty_line: "Dificultad: {}",
    check: "Comprobar",
    past_puzzle_notice: "Acertijo de una fecha pasada: un intento. Cuenta en las estadísticas de \
                         acertijos, no en la racha.",
    devious_note: "Ordenador tramposo: la clave se elige lo más tarde posible.",
    game_put_aside: "Tu partida en curso en este nivel quedó apartada: vuelve cuando pulses \
                     Jugar otra vez después de esta.",
    game_back: "La partida apartada ha vuelto, tal como la dejaste.",
    seed_ignored: "La semilla «{bad}» no es un número entero de 0 a 18446744073709551615, así que se ha \
                   ignorado y esta clave es aleatoria.",
    no_randomness: "Este navegador no ofrece números aleatorios seguros, así que esta clave sale \
                    de una semilla fija.",
    game_damaged_note: Optional {
        with: "No se ha podido leer la partida guardada, así que ha empezado una nueva. Los datos antiguos se conservan como «{key}».",
        without: "No se ha podido leer la partida guardada, así que ha empezado una nueva; esta no se guardará encima de los datos antiguos.",
    },
    game_newer: "Una versión más reciente de este juego guardó una partida en este nivel. Esa \
                 partida queda intacta, y esta no se guardará.",
};

pub(super) static REPLY: ReplyText = ReplyText {
    from: "Respuesta de {name}",
    result: Optional {
        with: "{name} ha descifrado tu clave en {turns}",
        without: "{name} no ha descifrado tu clave",
    },
    unplayed: Either {
        yes: "Pusiste esta clave sin jugarla; {name} la descubrió y gana esta partida.",
        no: "Pusiste esta clave sin jugarla; {name} no la descubrió, así que ganas tú esta partida.",
    },
    key: "Tu clave",
    your_rows: "Tus filas",
    their_rows: "Filas de {name}",
    not_played: "Tus filas de esta clave no están guardadas en este navegador.",
    refused: ReplyRefusedWords {
        damaged: "Este enlace de respuesta está cortado o alterado, así que no se puede leer. Pide a tu amigo que lo envíe de nuevo.",
        newer: "Esta respuesta la hizo una versión más reciente del juego. Recarga para actualizar y vuelve a abrirla.",
        not_a_reply: "Este enlace no contiene ninguna respuesta de este juego.",
    },
    counted: "Contada en Amigos, una sola vez aunque el enlace se abra varias veces.",
};

pub(super) static TEXT: Text = Text {
    board: &BOARD,
    reply: &REPLY,
    puzzle: &PUZZLE,
    locale: "es-ES",
    data: &ES_DATA,
    intro_title: "Elige un nivel",
    intro_lead: "Cada nivel esconde una clave más larga, con más colores entre los que elegir, y te \
                 da más turnos para descubrirla. Los colores pueden repetirse.",
    col_level: "Nivel",
    col_pegs: "Fichas",
    col_colours: "Colores",
    col_turns: "Turnos",
    col_keys: "Claves posibles",
    choose_level: "Elegir otro nivel",
    choose_variant: "Elegir otra variante",
    variants_lead: "El mismo juego con otros tamaños, otros símbolos u otra manera de marcar un \
                    intento: el juego de los colores del propio original de 2001, las ediciones \
                    del juego de mesa y los juegos de lápiz y papel que lo precedieron. Cada \
                    variante lleva sus propias estadísticas y mejores puntuaciones.",
    col_variant: "Variante",
    col_holes: "Huecos",
    col_symbols: "Símbolos",
    col_rule: "Regla",
    variant_rule: RuleNames {
        colour_game: "juego de los colores",
        colours_only: "solo los colores",
        with_sum: "estándar, con la suma",
        standard: "estándar",
    },
    // The link shows the variant's name, which its accessible name must hold whole (WCAG 2.5.3):
    // so `Jugar el juego …`, never the contraction `al`.
    // The link to play each variant, its article as the sentence needs it.
    play_variant: VariantNames {
        colour_game_i: "Jugar el juego de los colores, nivel I",
        colour_game_ii: "Jugar el juego de los colores, nivel II",
        colour_game_iii: "Jugar el juego de los colores, nivel III",
        mini: "Jugar a Mini Mastermind",
        super_mastermind: "Jugar a Super Mastermind",
        blanks: "Jugar a Lisos",
        colours_only: "Jugar a Solo los colores",
        kids: "Jugar a Mastermind para niños",
        number: "Jugar a Mastermind de números",
        bagels: "Jugar a Bagels",
        bulls_and_cows: "Jugar a Toros y vacas",
    },
    colour_game_title: "El juego de los colores",
    colour_game_lead: "La variante del propio original de 2001 solo cambia una marca: una ficha \
                       fuera de sitio gana un blanco siempre que su color esté en alguna parte de \
                       la clave, aunque ese color ya se haya contado.",
    colour_game_link: "Juego de los colores {r}",
    quit: "Abandonar la partida",
    play_again: "Jugar otra vez",
    play_again_nod: None,
    end_game_title: "¿Terminar esta partida?",
    end_game_question: "Se mostrará la clave y la partida contará como abandonada en tus estadísticas: jugada, pero no ganada.",
    end_game: "Terminar la partida",
    keep_playing: "Seguir jugando",
    undo: "Deshacer",
    redo: "Rehacer",
    hard_mode: "Modo difícil",
    hard_mode_help: "Cada intento tiene que poder ser todavía la clave. Se aplica a las partidas \
                     que empieces a partir de ahora.",
    lesson_lead: "Una partida del nivel I con una clave pensada para aprender. Cada paso pide un \
                  intento: juégalo y lee lo que demuestran sus marcas.",
    lesson_ask: "Paso {step} de {steps}: rellena la fila {row} con {colours} y envíala.",
    lesson_proves: [
        "Una negra y ninguna blanca: una ficha de esta fila tiene el color bueno en el hueco bueno, y la clave no tiene ningún otro rojo ni verde. Aún encajan {left} claves.",
        "Dos negras y una blanca: tres de estas fichas son colores de la clave, y dos ya están en su sitio. Con la primera fila, solo encajan {left} claves.",
        "Tres negras y ninguna blanca: el rosa no está en la clave, y las otras tres fichas están en su sitio. Una sola clave encaja con las tres filas: azul, rojo, amarillo, azul.",
        "Cuatro negras: has encontrado la clave. El juego es eso: las marcas de cada fila descartan claves hasta que solo queda una.",
    ],
    lesson_done: "Muy bien: ya sabes jugar.",
    skip: "Saltar",
    lesson_next: "Jugar una partida por tu cuenta",
    lesson_note: "¿Nuevo en Mastermind? Una partida guiada te enseña a jugar en dos minutos:",
    notes: "Notas",
    notes_hole: "Hueco {h}",
    notes_cell: "Hueco {h}: {colour}",
    devious: "Ordenador tramposo",
    devious_help: "El ordenador no elige ninguna clave al empezar: responde a cada intento de \
                   forma que sigan abiertas tantas claves como sea posible, y solo se decide por \
                   una cuando no le queda otra. Sus partidas no entran en las mejores \
                   puntuaciones y tienen estadísticas propias. Se aplica a las partidas libres \
                   que empieces a partir de ahora en los niveles I a III.",
    stats_devious_note: "Aquí cuentan todas las partidas contra el ordenador tramposo, de los tres \
                         niveles juntos.",
    share_result: "Compartir resultado",
    result: "Resultado",
    result_line: Optional {
        with: "Turnos: {turns} · Tiempo: {time}",
        without: "Turnos: {turns}",
    },
    again_after_daily: "Jugar otra vez sigue con una partida normal de este nivel: hay una sola clave del día cada día.",
    again_after_challenge: "Jugar otra vez sigue con una partida normal de este nivel, con una clave propia.",
    share_with: "Compartir con…",
    copied: "Copiado al portapapeles",
    copy_refused: CopyRefusedWords {
        no_clipboard: "Este navegador no deja que la página use el portapapeles aquí, así que tienes el resultado abajo: selecciónalo y cópialo a mano.",
        denied: "El navegador no ha dejado copiar a la página, así que tienes el resultado abajo: selecciónalo y cópialo a mano.",
    },
    share_text_label: "Tu resultado",
    next_daily: "Próxima clave del día dentro de {left}",
    daily_lead: "Cada día UTC tiene una clave por nivel, la misma para todos los jugadores del \
                 mundo. Tienes una sola oportunidad con cada una; a medianoche UTC llega una \
                 clave nueva.",
    challenge_lead: "Elige una clave para que la descifre un amigo y mándale el enlace. La clave \
                     viaja dentro del enlace, disimulada para que no se lea de un vistazo, pero no \
                     bajo llave: es un juego entre amigos. Tu nombre es opcional.",
    your_name: "Tu nombre",
    create_link: "Crear enlace",
    challenge_url: "Enlace del reto",
    copy_link: "Copiar enlace",
    challenge_with_key: "Retar a un amigo con esta clave",
    two_players_lead: "Dos personas, un dispositivo: en cada ronda, una crea una clave mientras la \
                       otra mira hacia otro lado y luego la descifra en el tablero; los papeles se \
                       intercambian en cada ronda. El jugador 1 crea la primera clave. Pasaos el \
                       dispositivo en cada turno; una clave oculta sigue oculta, incluso si \
                       recargáis la página.",
    player_label: "Jugador {n}",
    look_away: "{maker}, crea la clave mientras {breaker} mira hacia otro lado.",
    hide_key: "Ocultar la clave",
    break_now: "{breaker}, descifra la clave.",
    score_people: "Marcador: {a} {p}, {b} {q}",
    won_match: "{name} ha ganado el duelo",
    challenge_refused: ChallengeRefusedWords {
        not_a_challenge: "Este enlace no contiene ningún reto de este juego. Puedes jugar una partida por tu cuenta.",
        damaged: "Este enlace de reto está cortado o alterado, así que no se puede leer su clave. Pide a tu amigo que te lo vuelva a mandar, o juega una partida por tu cuenta.",
    },
    past_link: "Claves de días anteriores",
    past_lead: "Las claves del día de las fechas anteriores a hoy. La clave de cada fecha se puede \
                jugar una vez, como una clave del día; estas partidas cuentan en las estadísticas, \
                pero no en la racha diaria.",
    past_table: "Claves de días anteriores, nivel {level}",
    past_date: "Fecha",
    past_result: "Resultado",
    past_play: "Jugar el {day}",
    past_earlier: "Anteriores",
    past_played: "La clave de esta fecha ya se ha jugado: {result}.",
    analysis_title: "¿Qué tal fue cada intento?",
    analysis: "Análisis",
    col_row: "Fila",
    col_keys_before: "Claves antes",
    col_keys_left: "Claves restantes",
    col_expected_left: "Restantes esperadas",
    col_best_expected_left: "Mínimo de restantes esperadas",
    col_could_be_key: "Podía ser la clave",
    yes: "sí",
    no: "no",
    analysis_progress: "Analizando la fila {row} de {rows}…",
    analysis_none: "No se jugó ningún intento, así que no hay nada que analizar.",
    analysis_summary: TwoCounts {
        one_one: "Intentos tan buenos como el mejor posible: {best} de {rows}. De media, tu intento \
                  dejaría {mine} claves; el mejor posible, {top}.",
        one_many: "Intentos tan buenos como el mejor posible: {best} de {rows}. De media, tus \
                   intentos dejarían {mine} claves en total; los mejores posibles, {top}.",
        many_one: "Intentos tan buenos como el mejor posible: {best} de {rows}. De media, tu intento \
                   dejaría {mine} claves; el mejor posible, {top}.",
        many_many: "Intentos tan buenos como el mejor posible: {best} de {rows}. De media, tus \
                    intentos dejarían {mine} claves en total; los mejores posibles, {top}.",
    },
    custom_link: "Partida personalizada",
    custom_lead: "Elige el tablero: cuántas fichas tiene una clave, entre cuántos colores se \
                  eligen, cuántos turnos tienes y si un color puede aparecer dos veces. Sin \
                  repeticiones, el juego es el clásico Toros y vacas. Las partidas personalizadas \
                  nunca entran en las mejores puntuaciones.",
    custom_repeats: "Los colores pueden repetirse",
    custom_start: "Empezar",
    custom_keys: Either {
        yes: "Esta partida tiene {keys} claves posibles; las ayudas del solucionador funcionan con \
              ella.",
        no: "Esta partida tiene {keys} claves posibles: demasiadas para las ayudas del \
             solucionador, así que estarán desactivadas.",
    },
    custom_error: CustomErrorWords {
        too_few_colours: "Sin repeticiones, cada una de las {pegs} fichas necesita un color propio, y solo hay {colours}.",
        pegs: "El número de fichas tiene que ser un entero de {low} a {high}.",
        colours: "El número de colores tiene que ser un entero de {low} a {high}.",
        turns: "El número de turnos tiene que ser un entero de {low} a {high}.",
        repeats: "Indica si los colores pueden repetirse.",
    },
    custom_url_invalid: "Ese enlace no describe una partida personalizada ({why}), así que aquí tienes el formulario para elegir una.",
    aids_too_large: "Las ayudas del solucionador no están disponibles en esta partida: sus {keys} claves \
                     posibles son más de las que el solucionador puede examinar a tiempo (como máximo \
                     {limit}).",
    read_board: "Leer el tablero",
    close_reading: "Cerrar la lectura",
    sound: "Sonido",
    hear_row: "Escuchar la fila",
    board_lines: BoardLines {
        row: "Fila {n}: {guess}; {marks}.",
        none_played: "Todavía no se ha jugado ninguna fila.",
        active: "Fila {n}, por completar: {pegs}.",
        empty: "vacío",
        left: Counted {
            one: "Queda {n} turno.",
            many: "Quedan {n} turnos.",
        },
        over: "La partida ha terminado.",
        possible: "Claves posibles: {n}.",
    },
    open_elsewhere: "Esta partida está abierta en otra pestaña.",
    play_here: "Jugar aquí",
    not_found_title: "Página no encontrada",
    not_found_text: "Aquí no existe esa página ni ese nivel.",
    scores_heading: AboutLevel {
        level: "Mejores puntuaciones, nivel {}",
        variant: "Mejores puntuaciones, {}",
        custom: "Mejores puntuaciones, partida personalizada",
    },
    col_rank: "Puesto",
    col_name: "Nombre",
    col_date: "Fecha",
    no_scores: "Todavía no hay puntuaciones en este nivel: gana una partida para estrenar la \
                tabla.",
    reset_scores: "Borrar mejores puntuaciones",
    clear_scores_question: AboutLevel {
        level: "¿Borrar todas las mejores puntuaciones del nivel {}? Los demás niveles conservan \
                las suyas.",
        variant: "¿Borrar todas las mejores puntuaciones de {}? Los niveles y las demás variantes \
                  conservan las suyas.",
        custom: "¿Borrar todas las mejores puntuaciones de las partidas personalizadas? Los niveles \
                 conservan las suyas.",
    },
    reset: "Borrar",
    cancel: "Cancelar",
    new_score: "Nueva mejor puntuación",
    new_score_text: Counted {
        one: "Has descubierto la clave en {n} turno, y eso te da un puesto en la tabla de este nivel. \
             Escribe un nombre o un mensaje corto para que figure en ella.",
        many: "Has descubierto la clave en {n} turnos, y eso te da un puesto en la tabla de este nivel. \
             Escribe un nombre o un mensaje corto para que figure en ella.",
    },
    name_label: "Nombre",
    chars_left: Counted {
        one: "{n} carácter restante",
        many: "{n} caracteres restantes",
    },
    name_cut_paste: "El texto pegado se ha recortado a 44 caracteres.",
    name_at_most: "Un nombre tiene como máximo 44 caracteres.",
    name_error: NameErrorWords {
        empty: "Escribe al menos un carácter.",
        too_long: "Un nombre tiene como máximo {max} caracteres.",
        control: "Un nombre no puede llevar saltos de línea, tabulaciones ni otros caracteres de control.",
    },
    save: "Guardar",
    close: "Cerrar",
    scores_notes: StoreNotes {
        kept: Noun {
            one: "entrada conservada",
            many: "entradas conservadas",
        },
        backed_up: "No se han podido leer las puntuaciones guardadas. {kept}; los datos ilegibles se han guardado como «{key}» en el almacenamiento de este navegador, y empieza una tabla nueva.",
        not_backed_up: "No se han podido leer las puntuaciones guardadas. {kept}; no se ha podido hacer una copia de los datos ilegibles, así que se quedan como están y las nuevas puntuaciones no se guardarán.",
        unavailable: "No se pueden guardar las puntuaciones: este navegador no deja que la página guarde nada (navegación privada o almacenamiento desactivado). Puedes seguir jugando.",
        full: "No se pueden guardar las puntuaciones: el almacenamiento del navegador para esta página está lleno. Puedes seguir jugando, y tus puntuaciones se quedan en esta página hasta que salgas de ella.",
        newer: "No se pueden guardar las puntuaciones: las guardó una versión más reciente de este juego, y esta versión no las toca.",
    },
    solver_aids: "Ayudas del solucionador",
    aids_title: "¿Activar las ayudas del solucionador?",
    aids_question: "Con las ayudas activadas puedes pedir una pista, ves tras cada fila cuántas \
                    claves siguen siendo posibles y se te avisa cuando un intento contradice una \
                    fila anterior. A cambio, esta partida no entrará en las mejores puntuaciones, \
                    aunque no llegues a pedir ninguna pista.",
    turn_on: "Activar",
    aids_on_note: "Las ayudas del solucionador están activadas: esta partida no entrará en las \
                   mejores puntuaciones.",
    hint: "Pista",
    replay_title: "Cómo habría jugado el solucionador",
    replay_row: "Intento {n}: {pegs} — {marks}; {left}.",
    replay_left: Counted {
        one: "queda {n} clave posible",
        many: "quedan {n} claves posibles",
    },
    replay_total: Counted {
        one: "El solucionador encuentra esta clave en {n} intento.",
        many: "El solucionador encuentra esta clave en {n} intentos.",
    },
    solver_optimal: "En este nivel el solucionador juega de forma óptima: ninguna estrategia \
                     necesita menos intentos de media sobre todas las claves, y nunca le hacen \
                     falta más de cinco.",
    thinking: "Pensando…",
    solver_loading: "Cargando el solucionador…",
    solver_thinking: "El solucionador está pensando…",
    solver_unavailable: "No se ha podido iniciar el solucionador, así que las pistas, el recuento \
                         de claves posibles y las jugadas del ordenador no están disponibles. La \
                         partida en sí sigue adelante.",
    solver_failed: "El solucionador ha dejado de funcionar, así que las pistas, el recuento de \
                    claves posibles y las jugadas del ordenador no están disponibles. La partida \
                    en sí sigue adelante.",
    breaker_title: "El ordenador descifra tu clave",
    breaker_lead: "Crea una clave y mira cómo la descubre el ordenador. Tras cada intento muestra \
                   cuántas claves siguen siendo posibles. También puedes dar tú las respuestas: \
                   así la clave se queda en tu cabeza, y el ordenador te avisa en cuanto tus \
                   respuestas se contradigan.",
    secret: "Tu clave",
    secret_hole: "Secreto, hueco {hole}: {colour}",
    secret_palette: "Colores para tu clave",
    by_hand: "Dar las respuestas a mano",
    start: "Empezar",
    secret_needed: "Rellena todos los huecos de tu clave para empezar, o da las respuestas a \
                    mano.",
    black: "Negras",
    white: "Blancas",
    answer: "Responder",
    answer_for: "Tu respuesta a la fila {r}",
    answer_impossible: "Las negras y las blancas juntas no pueden sumar más que el número de \
                        fichas.",
    inconsistent: InconsistentWords {
        one: "Incoherente: ninguna clave puede dar esa respuesta a la fila {row}.",
        many: "Incoherente: ninguna clave da a la vez estas respuestas a {rows}.",
        row: "la fila",
        and: "y",
    },
    correct_last: "Corregir la última respuesta",
    found: Counted {
        one: "El ordenador ha encontrado tu clave en {n} intento",
        many: "El ordenador ha encontrado tu clave en {n} intentos",
    },
    new_key: "Nueva clave",
    match_title: "Un duelo contra el ordenador",
    match_lead: "Tú y el ordenador os turnáis: uno crea una clave, el otro la descifra, y los \
                 papeles se intercambian en cada ronda. Con puntos para quien descifra, a partir \
                 de la ronda 2 quien descifra gana 3 puntos si lo consigue en menos intentos que \
                 el rival en la ronda anterior, 1 si lo hace en los mismos, y 0 si necesita más o \
                 no llega a descifrarla. Con puntos para quien crea la clave (la regla del juego \
                 de mesa), quien crea la clave gana un punto por cada intento, y uno más si la \
                 clave queda sin descifrar.",
    match_setup: "Configuración del duelo",
    rounds: "Rondas",
    pace: "Ritmo",
    pace_name: PaceWords {
        quick: "Rápido",
        relaxed: "Tranquilo",
        slow: "Lento",
    },
    pace_help: "Los turnos que tiene quien descifra para romper cada clave: Rápido 5, Tranquilo 10, \
                Lento 15.",
    strength: "Fuerza del ordenador",
    strength_name: StrengthWords {
        easy: "Fácil",
        normal: "Normal",
        strong: "Fuerte",
    },
    first_key: "Quién crea la primera clave",
    scoring: "Puntuación",
    scoring_name: ScoringWords {
        codebreaker: "Puntos para quien descifra",
        codemaker: "Puntos para quien crea la clave",
    },
    i_make_first: "Creo yo la primera clave",
    computer_makes_first: "El ordenador crea la primera clave",
    random_first: "Al azar",
    start_match: "Empezar el duelo",
    load_match: "Cargar duelo",
    drop_hint: "o suelta aquí un archivo de duelo guardado.",
    cannot_load_file: "No se puede cargar este archivo: {}",
    file_error: FileErrorWords {
        bad_setup: "su número de rondas no es un número par de 2 a 20.",
        computer_match: "es un duelo contra el ordenador: cárgalo en la página Duelo.",
        feedback_contradicts_key: "en la ronda {round}, la respuesta al intento {guess} contradice la clave.",
        guess_after_end: "la ronda {round} tiene intentos después de haber terminado.",
        guess_not_in_level: "un intento de la ronda {round} no encaja con el nivel.",
        key_not_in_level: "la clave de la ronda {round} no encaja con el nivel.",
        malformed: "su contenido no tiene la forma de un duelo guardado.",
        newer: "lo guardó una versión más reciente de este juego (versión {version}).",
        not_a_match: "no es un duelo guardado de este juego.",
        not_json: "no es un duelo guardado (no es JSON).",
        people_match: "es un duelo entre dos personas: cárgalo en la página Dos jugadores.",
        roles_out_of_turn: "en la ronda {round} creó la clave el jugador al que no le tocaba.",
        rounds_out_of_order: "sus rondas están desordenadas.",
        too_many_rounds: "tiene más rondas de las que corresponden a su duelo.",
        unfinished_round: "la ronda {round} no terminó, y aun así le sigue otra.",
    },
    scoreboard: "Marcador",
    col_round: "Ronda",
    col_codemaker: "Creador de la clave",
    col_attempts: "Intentos",
    col_points: "Puntos",
    side: SideWords {
        player: "Tú",
        computer: "Ordenador",
    },
    attempts: Either {
        yes: "{n}",
        no: "{n} (sin descifrar)",
    },
    score: "Marcador: Tú {you}, Ordenador {computer}",
    round_of: "Ronda {r} de {n}",
    make_key_now: "Te toca crear la clave: el ordenador la descifrará.",
    break_key_now: "El ordenador ha creado una clave: descífrala.",
    computer_breaking: "El ordenador está descifrando tu clave.",
    save_match: "Guardar duelo",
    next_round: "Siguiente ronda",
    outcome: OutcomeWords {
        player_won: "Has ganado el duelo",
        computer_won: "El ordenador ha ganado el duelo",
        draw: "El duelo ha terminado en empate",
    },
    new_match: "Nuevo duelo",
    decimal_sign: ',',
    percent_space: "\u{a0}",
    table_choice: "Nivel o variante",
    stats_heading: AboutGroup {
        games: AboutLevel {
            level: "Estadísticas, nivel {}",
            variant: "Estadísticas, {}",
            custom: "Personalizadas",
        },
        devious: "Estadísticas, ordenador tramposo",
    },
    stats_custom_note: "Aquí cuentan juntas todas las partidas personalizadas, sean cuales sean \
                        sus fichas, sus colores y sus turnos.",
    stat_played: "Jugadas",
    stat_won: "Ganadas",
    stat_win_rate: "Porcentaje de victorias",
    stat_current_streak: "Racha actual",
    stat_best_streak: "Mejor racha",
    stat_daily_streak: "Racha diaria",
    stat_average: "Media de turnos",
    show_timer: "Mostrar el cronómetro",
    time_label: "Tiempo",
    stat_best_time: "Mejor tiempo",
    stat_average_time: "Tiempo medio",
    chart_heading: AboutGroup {
        games: AboutLevel {
            level: "Turnos por victoria, nivel {}",
            variant: "Turnos por victoria, {}",
            custom: "Turnos por victoria, partidas personalizadas",
        },
        devious: "Turnos por victoria, ordenador tramposo",
    },
    col_wins: "Victorias",
    solver_average: "El solucionador del propio juego necesita de media {avg} turnos en este nivel, \
                     sobre todas las claves.",
    solver_average_custom: "La media del solucionador solo se mide en los niveles I, II y III.",
    reset_stats: "Borrar estadísticas",
    forget_stats_question: AboutGroup {
        games: AboutLevel {
            level: "¿Olvidar todas las partidas terminadas del nivel {}? Los demás niveles conservan sus \
                    estadísticas.",
            variant: "¿Olvidar todas las partidas terminadas de {}? Los niveles y las demás variantes \
                      conservan sus estadísticas.",
            custom: "¿Olvidar todas las partidas personalizadas terminadas, de cualquier tamaño? Los \
                     niveles conservan sus estadísticas.",
        },
        devious: "¿Olvidar todas las partidas terminadas contra el ordenador tramposo? Los niveles \
                  conservan sus estadísticas.",
    },
    stats_notes: StoreNotes {
        kept: Noun {
            one: "partida conservada",
            many: "partidas conservadas",
        },
        backed_up: "No se han podido leer las estadísticas guardadas. {kept}; los datos ilegibles se han guardado como «{key}» en el almacenamiento de este navegador.",
        not_backed_up: "No se han podido leer las estadísticas guardadas. {kept}; no se ha podido hacer una copia de los datos ilegibles, así que se quedan como están y las partidas nuevas no se guardarán.",
        unavailable: "No se pueden guardar las estadísticas: este navegador no deja que la página guarde nada.",
        full: "No se pueden guardar las estadísticas: el almacenamiento del navegador para esta página está lleno. Tus partidas cuentan hasta que salgas de la página.",
        newer: "No se pueden guardar las estadísticas: las guardó una versión más reciente de este juego, y esta versión no las toca.",
    },
    send_result: "Enviar mi resultado",
    reply_url: "Enlace de la respuesta",
    reply_lead: "Envía este enlace al amigo que te retó: le muestra tus filas y cuenta la partida en sus Amigos.",
    friends_lead: "Tus partidas contra amigos, mediante retos y respuestas. Una clave que ambos habéis jugado la gana quien usa menos intentos, luego menos tiempo.",
    col_games: "Partidas",
    col_you_won: "Ganaste",
    col_they_won: "Ganaron",
    col_drawn: "Empates",
    friends_none: "Aún no hay partidas con amigos. Reta a un amigo o abre un enlace de respuesta.",
    friends_notes: StoreNotes {
        kept: Noun {
            one: "partida se ha",
            many: "partidas se han",
        },
        backed_up: "No se ha podido leer el registro de Amigos guardado. {kept} conservado; los datos ilegibles se guardan en “{key}” en el almacenamiento de este navegador.",
        not_backed_up: "No se ha podido leer el registro de Amigos guardado. {kept} conservado; no se ha podido hacer copia de los datos ilegibles, así que se quedan como están y las nuevas partidas no se guardarán.",
        unavailable: "No se pueden guardar los Amigos: este navegador no deja que la página guarde nada.",
        full: "No se pueden guardar los Amigos: el almacenamiento del navegador para esta página está lleno.",
        newer: "No se pueden guardar los Amigos: los guardó una versión más reciente de este juego, y esta versión no los toca.",
    },
};

pub(super) static ES_DATA: DataText = DataText {
    lead: "Todo lo que guarda el juego (puntuaciones, estadísticas, partidas en curso, ajustes) \
           se queda solo en este navegador, y nunca se envía a ninguna parte. Expórtalo a un \
           archivo o copia un código de transferencia para tener una copia o para llevarlo a otro \
           navegador.",
    stored_data: "Datos guardados",
    col_what: "Qué",
    col_entries: "Entradas",
    col_size: "Tamaño",
    shell: &SHELL,
    kinds: StoreKindWords {
        scores: KindWords {
            name: "Mejores puntuaciones",
            count: Noun {
                one: "mejor puntuación",
                many: "mejores puntuaciones",
            },
        },
        statistics: KindWords {
            name: "Estadísticas",
            count: Noun {
                one: "partida terminada",
                many: "partidas terminadas",
            },
        },
        games: KindWords {
            name: "Partidas en curso",
            count: Noun {
                one: "partida en curso",
                many: "partidas en curso",
            },
        },
        settings: KindWords {
            name: "Ajustes",
            count: Noun {
                one: "conjunto de ajustes",
                many: "conjuntos de ajustes",
            },
        },
        matches: KindWords {
            name: "Duelos",
            count: Noun {
                one: "duelo",
                many: "duelos",
            },
        },
        codebreaker: KindWords {
            name: "Ordenador como descifrador",
            count: Noun {
                one: "sesión de descifrado",
                many: "sesiones de descifrado",
            },
        },
        puzzle_stats: KindWords {
            name: "Estadísticas de acertijos",
            count: Noun {
                one: "acertijo terminado",
                many: "acertijos terminados",
            },
        },
        puzzles: KindWords {
            name: "Acertijos en curso",
            count: Noun {
                one: "acertijo en curso",
                many: "acertijos en curso",
            },
        },
        friends: KindWords {
            name: "Amigos",
            count: Noun {
                one: "partida con amigos",
                many: "partidas con amigos",
            },
        },
        backups: KindWords {
            name: "Copias de seguridad",
            count: Noun {
                one: "copia de seguridad",
                many: "copias de seguridad",
            },
        },
    },
    size: SizeWords {
        space: " ",
        units: ["KB", "MB", "GB"],
        decimal_sign: ',',
        byte: Noun {
            one: "byte",
            many: "bytes",
        },
    },
    storage_unavailable: "Este navegador no deja que la página guarde nada (navegación privada o \
                          almacenamiento desactivado), así que aquí no se conserva nada.",
    last_export_never: "Última exportación: nunca",
    last_export: "Última exportación: {date}",
    storage_kept: "Almacenamiento: se conserva hasta que lo borres",
    storage_may_clear: "Almacenamiento: el navegador puede borrarlo",
    ask_keep: "Pedir que se conserven los datos",
    keep_refused: "De momento el navegador no ha aceptado conservar los datos. Los navegadores lo \
                   aceptan con más facilidad para un sitio que visitas a menudo o que añades a la \
                   pantalla de inicio; mientras tanto, exporta una copia de vez en cuando.",
    space_line: Optional {
        with: "Tus datos: {used}. El navegador guarda {site} para este sitio, sobre todo el propio juego, para que funcione sin conexión.",
        without: "Tus datos: {used}.",
    },
    export: "Exportar",
    export_help: "Descarga todo lo que hay en la tabla en un solo archivo, copias de seguridad \
                  incluidas.",
    import: "Importar",
    import_help: "Elige un archivo de copia de seguridad o suéltalo aquí. No se pierde nada: el \
                  archivo se combina con lo que ya tiene este navegador.",
    reading: "Leyendo la copia de seguridad…",
    import_title: "Importar datos",
    import_intro: "Este navegador conserva lo que tiene; del archivo añade:",
    import_line: Optional {
        with: "{kind}: {added} por añadir, {left} sin importar",
        without: "{kind}: {added} por añadir",
    },
    import_nothing_new: "Nada nuevo: este navegador ya lo tiene todo.",
    imported_nothing: "Importado: nada nuevo.",
    imported_list: "Importado: {list}.",
    not_imported_list: " Sin importar (este navegador conserva lo suyo): {list}.",
    damaged_kind: "sus datos de {kind} están dañados ({key}).",
    damaged_unknown: "contiene un valor que este juego no conoce ({key}).",
    damaged_header: "su cabecera está dañada (el campo «{key}»).",
    damaged_foreign: "contiene un valor que no es del juego ({key}).",
    refused: RefusalWords {
        frame: "No se puede importar este archivo: {why}",
        not_json: "no es un archivo de copia de seguridad (no es JSON).",
        not_a_backup: "no es una copia de seguridad de este juego.",
        newer: "lo escribió una versión más reciente de este juego (versión {version}); recarga el juego para actualizarlo y vuelve a intentarlo.",
        too_large: "es más grande de lo que pueden llegar a ser los datos guardados de cualquier navegador.",
        not_a_code: "esto no es un código de transferencia (un código de transferencia empieza por MM1.).",
        damaged_code: "el código de transferencia está cortado o alterado; vuelve a copiarlo entero.",
        unsupported: "este navegador no puede leer códigos de transferencia; usa un archivo de copia de seguridad.",
        code_too_large: "el código de transferencia contiene más de lo que pueden llegar a ser los datos guardados de cualquier navegador.",
        storage_refused: "este navegador no deja que la página guarde nada. No se ha cambiado nada.",
        storage_full: "el almacenamiento del navegador está lleno. No se ha cambiado nada.",
    },
    transfer_title: "Código de transferencia",
    transfer_help: "Para llevarlo todo a otro dispositivo sin usar un archivo: copia aquí el \
                    código, envíatelo a ti mismo y pégalo allí.",
    copy_code: "Copiar código de transferencia",
    code_copied: "Código de transferencia copiado al portapapeles",
    code_failed: "Este navegador no puede crear un código de transferencia; usa Exportar.",
    your_code: "Tu código de transferencia",
    code_label: "Código de transferencia",
    import_code: "Importar código",
    delete_all: "Borrar todos los datos",
    delete_question: "¿Borrar todas las puntuaciones, estadísticas, partidas en curso, ajustes y \
                      copias de seguridad guardados en este navegador? No se puede deshacer: \
                      exporta antes si quieres conservar una copia.",
    delete: "Borrar",
    deleted: "Se ha borrado todo lo que el juego guardaba en este navegador.",
    reminder: Counted {
        one: "Has terminado {n} partida desde tu última exportación, y todo lo que guarda el juego está \
             solo en este navegador. Guarda una copia:",
        many: "Has terminado {n} partidas desde tu última exportación, y todo lo que guarda el juego está \
             solo en este navegador. Guarda una copia:",
    },
};

/// The Rules page in this language.
pub(super) static GUIDE: Guide = Guide {
    title: "Reglas",
    contents: "En esta página",
    summary_title: "Resumen",
    summary: &[
        "El ordenador esconde una clave: una fila de fichas de colores, en la que los colores \
         pueden repetirse. Tienes un número fijo de turnos para descubrirla.",
        "En cada turno colocas un intento y el ordenador lo corrige con marcas: una negra por \
         cada ficha del color correcto en el hueco correcto, y una blanca por cada una de las \
         demás fichas de un color que la clave tiene, pero en otro hueco. Con cuatro negras en el \
         nivel I (cinco en el II, seis en el III) ganas.",
    ],
    how_title: "Cómo se juega",
    how: &[
        "Elige un nivel. El nivel I esconde 4 fichas de entre 6 colores y da 8 turnos; el nivel \
         II, 5 fichas, 7 colores y 10 turnos; el nivel III, 6 fichas, 8 colores y 12 turnos.",
        "Solo admite fichas la fila con el borde amarillo. Haz clic en uno de sus huecos y elige \
         un color en la paleta que aparece debajo; la paleta pasa entonces al siguiente hueco \
         vacío, así que basta con ir haciendo clic en los colores, uno tras otro, para llenar la \
         fila. Haz clic en una ficha para cambiarla.",
        "Cuando todos los huecos de la fila tienen ficha, aparece a su derecha el botón Enviar \
         intento. Las marcas se muestran entonces en ese mismo sitio, y se abre la fila \
         siguiente.",
        "Cada color tiene además una forma propia (un triángulo el rojo, un cuadrado el verde, y \
         así con todos), de modo que se puede jugar sin distinguir los colores.",
        "Una bandera verde significa que has descubierto la clave; una roja, que se han acabado \
         los turnos; una blanca, que has abandonado. Una bandera amarilla avisa de que un clic no \
         correspondía a ninguna jugada posible, y explica por qué. Abandonar la partida muestra \
         la clave al momento; Jugar otra vez empieza una clave nueva en el mismo nivel.",
    ],
    rules_title: "Reglas del juego",
    rules: &[
        "Las marcas se cuentan en dos pasos. Primero las negras: cada hueco en el que el intento \
         tiene el mismo color que la clave. Después las blancas: para cada color, mira cuántas \
         fichas de ese color tiene la clave y cuántas el intento, quédate con el número menor, \
         suma esos números para todos los colores y resta las negras del total.",
        "Así, cada ficha se empareja como mucho una vez, y una ficha en su sitio cuenta siempre \
         como negra antes que nada: un color repetido en el intento ya no suma nada cuando todas \
         las fichas de ese color de la clave están emparejadas.",
        "Las marcas no siguen ningún orden especial: primero se dibujan las negras, luego las \
         blancas y al final los puntos vacíos, y la posición de una marca no dice nada sobre qué \
         ficha la ha ganado.",
    ],
    pictures: [
        "El rojo está en su sitio: una negra. El azul está en la clave, pero en otro sitio: una \
         blanca. El turquesa no está en la clave: nada.",
        "La clave tiene dos rojos y el intento, tres. Dos rojos están en su sitio: dos negras, y \
         el tercer rojo ya no encuentra ningún rojo con el que emparejarse. El azul, en su sitio: \
         una tercera negra.",
        "La clave tiene dos amarillos y un rojo; el intento, dos amarillos, un rojo y un rosa. \
         Las tres fichas de colores comunes están en huecos equivocados: tres blancas.",
    ],
    picture_key: "Clave",
    picture_guess: "Intento",
    examples_title: "Ejemplos",
    examples: &[
        "Dos partidas en el nivel I, turno a turno. Avanza y retrocede con Siguiente y Anterior; \
         el número de claves posibles es el de claves que habrían dado a cada fila las marcas que \
         recibió.",
    ],
    example_titles: [
        "Primero contar los colores, luego colocarlos",
        "Una fila sin nada vale mucho",
    ],
    example_steps: [
        &[
            "Dos rojas y dos verdes reciben dos blancas y ninguna negra. Así que la clave tiene \
             exactamente dos fichas entre rojas y verdes, y ninguna está donde las puso este \
             intento: nada de rojo en los huecos 1 y 2, nada de verde en los huecos 3 y 4. Aún \
             quedan 96 claves posibles.",
            "Dos azules y dos amarillas reciben una negra y una blanca: otras dos fichas son \
             azules o amarillas. Dos entre rojo y verde y dos entre azul y amarillo suman cuatro, \
             así que en la clave no hay turquesa ni rosa. Quedan 12 claves.",
            "Verde, azul, rojo, azul prueba una mezcla de colores que encaja con las dos filas. \
             Cuatro marcas: estos son los colores de la clave. Dos negras: la mitad ya están en \
             su sitio. Solo dos claves dan a las tres filas sus marcas: verde, azul, azul, rojo y \
             azul, verde, rojo, azul.",
            "La primera de las dos es la clave: cuatro negras en cuatro turnos.",
        ],
        &[
            "Ninguna marca: la clave no tiene ni rojo ni verde. Quedan azul, amarillo, turquesa y \
             rosa para cada hueco, es decir, 256 claves.",
            "Dos azules y dos amarillas reciben una negra y una blanca. Sea cual sea el color que \
             ha puntuado, dos fichas de la clave son azules o amarillas. Quedan 56 claves.",
            "Amarillo, turquesa, amarillo, rosa recibe una negra y tres blancas: los cuatro \
             colores son los buenos y solo uno está en su sitio. Exactamente dos claves encajan \
             con las tres filas: amarillo, rosa, turquesa, amarillo y rosa, amarillo, amarillo, \
             turquesa.",
            "La primera es la buena: cuatro negras. Elegir entre las dos últimas candidatas es \
             jugárselo a cara o cruz; esta vez sale bien.",
        ],
    ],
    example_start: "La clave está tapada; pulsa Siguiente para ver el primer intento.",
    step: "Turno {n} de {of}",
    previous: "Anterior",
    next: "Siguiente",
    possible: "Claves posibles: {n}",
    scores_title: "Mejores puntuaciones",
    scores: &[
        "Cada nivel guarda sus diez mejores victorias en este navegador: con menos turnos se sube \
         más en la tabla y, a igualdad de turnos, la victoria más antigua queda por delante. Una \
         victoria entra en la tabla si queda sitio o si ha necesitado menos turnos que la peor \
         entrada.",
        "Cuando una victoria entra, escribe un nombre o un mensaje corto de hasta 44 caracteres \
         (un emoji o una letra con tilde cuentan como uno). Cerrar deja la tabla como estaba. \
         Borrar mejores puntuaciones vacía la tabla de un nivel, después de pedir confirmación.",
    ],
    notes_title: "Notas",
    notes: &[
        "Este juego sigue un Mastermind escrito en JavaScript en 2001, con algunos cambios: una \
         partida en curso se conserva al recargar la página o al visitar otras páginas; los \
         límites de turnos son 8, 10 y 12; todo el juego funciona con el teclado; cada color \
         lleva una forma para quienes no distinguen los colores; un enlace con una semilla da a \
         todo el mundo la misma clave.",
        "No se envía nada a ningún servidor. Las puntuaciones, las partidas en curso y el idioma \
         elegido se quedan en el almacenamiento de este navegador.",
    ],
    variants_title: "El juego de los colores y las demás variantes",
    colour_game: &[
        "El original de 2001 traía una variante propia, el juego de los colores, en tres \
         niveles. Cambia una sola cosa: los blancos. Los negros se cuentan como siempre; después, \
         cada ficha del intento que no es negra gana un blanco si su color está en alguna parte \
         de la clave. Las fichas de la clave nunca se agotan, así que un solo rojo en la clave \
         responde a todos los rojos del intento que estén fuera de sitio.",
        "Por ejemplo, con la clave rojo, rojo, azul, verde, el intento rojo, azul, azul, rojo \
         recibe 2 negros (el rojo del hueco 1 y el azul del hueco 3) y 2 blancos: el azul del \
         hueco 2 y el rojo del hueco 4 tienen colores de la clave. La regla estándar da al mismo \
         intento 2 negros y solo 1 blanco, porque el único azul de la clave ya lo ocupa un negro.",
        "La página de reglas del propio original para el juego de los colores se ha perdido. Lo \
         que se juega aquí es nuestra lectura de cómo marcaba un intento.",
    ],
    variants_more: "Las demás variantes cambian los huecos, los símbolos (fichas sin color, \
                    dígitos), los turnos, si los símbolos se repiten o cuándo se gana. Cada una \
                    lleva sus propias estadísticas y mejores puntuaciones.",
};

/// The puzzles' words.
pub(super) static PUZZLE: PuzzleText = PuzzleText {
    print_puzzles: "Imprimir acertijos",
    puzzles_lead: "Un acertijo es un tablero en el que ya se han jugado algunas filas. Sus marcas \
                   solo dejan una clave posible: descúbrela y escríbela en la última fila. No \
                   hay suerte ni conjeturas, solo deducción. Cada nivel tiene un acertijo del \
                   día, el mismo para todos y con un solo intento, y para practicar hay tantos \
                   como quieras.",
    daily_link: "Acertijo del día, nivel {level}",
    day_not_played: "Aún sin jugar",
    day_solved: "Resuelto",
    day_not_solved: "Sin resolver",
    practice: "Un acertijo nuevo:",
    streak: "Racha de acertijos: {n}",
    col_played: "Jugados",
    col_solved: "Resueltos",
    col_attempts: "Intentos",
    print_lead: "Seis acertijos de un nivel y una dificultad en papel, con las soluciones en la \
                 última página.",
    difficulty_label: "Dificultad",
    make_puzzle: "Hacer un acertijo con esta partida",
    puzzle_of_game: "Acertijo de esta partida",
    puzzle_link: "Enlace al acertijo",
    stored_log: "Estadísticas de acertijos",
    stored_slots: "Acertijos en curso",
    explain: "Explicar",
    explanation: "Explicación",
    col_row: "Fila",
    col_keys_left: "Claves restantes",
    col_hole: "Hueco {n}",
    settles: SettlesWords {
        one: "la fila {row} decide el hueco {holes}",
        many: "la fila {row} decide los huecos {holes}",
        and: "y",
        semicolon: "; ",
    },
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
    print_heading: "Acertijo {n} · nivel {level} · {band}",
    print_answer_row: "Tu respuesta: agujeros vacíos",
    answers: "Soluciones",
    answer_of: "{n}. {key}",
    print_title: "Acertijos de Mastermind · nivel {level} · {band} · semilla {seed}",
    legend_black: "punto lleno: un símbolo correcto en el lugar correcto",
    legend_white: "punto hueco: un símbolo correcto en el lugar equivocado",
    legend_symbols: "Símbolos:",
    past_link: "Acertijos anteriores",
    past_lead: "Los acertijos del día de las fechas anteriores a hoy, los mismos que todos \
                tuvieron ese día. El de cada fecha se puede resolver una vez; cuenta en las \
                estadísticas de acertijos, no en la racha.",
    past_table: "Acertijos anteriores, nivel {level}",
    past_played: "El acertijo de esta fecha ya se ha jugado: {result}.",
};
