//! The French catalogue (France).
//!
//! Typography of France: a no-break space (`\u{a0}`) before `:`, `;`, `?`, `!` and `%`, and
//! inside « » quotes. French counts 0 and 1 in the singular ([`pluriel`]). The secret code is
//! `la combinaison`, a guess `un essai`, a mark `un noir` or `un blanc`.

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
    code: "fr",
    native_name: "Français",
    plural: Plural::ZeroAndOne,
    loading: "Chargement…",
    language: "Langue",
    app_name: "Mastermind",
    home_lead: "Mastermind est un jeu de déduction\u{a0}: l'ordinateur cache une rangée de pions \
                de couleur, et c'est à vous de la retrouver, essai après essai.",
    home_more: "Après chaque essai, vous apprenez combien de pions ont la bonne couleur à la bonne \
                place, et combien d'autres ont une bonne couleur mais pas à la bonne place.",
    play: "Jouer",
    daily_link: "Combinaison du jour",
    challenge_link: "Défier un ami",
    breaker_link: "L'ordinateur cherche ma combinaison",
    match_link: "Match",
    two_players_link: "Deux joueurs",
    rules: "Règles",
    high_scores: "Meilleurs scores",
    statistics: "Statistiques",
    update_ready: "Une nouvelle version est prête",
    reload: "Recharger",
    went_wrong: "Une erreur est survenue",
    went_wrong_more: "Le jeu s'est arrêté à cause d'une erreur interne. Vos scores, vos \
                      statistiques et vos parties sont toujours enregistrés\u{a0}: recharger la \
                      page suffit en général à tout retrouver.",
    your_data: "Vos données",
    daily_not_started: "pas commencée",
    daily_in_progress: Counted {
        one: "en cours ({n} ligne jouée)",
        many: "en cours ({n} lignes jouées)",
    },
    daily_won: Counted {
        one: "gagnée en {n} tour",
        many: "gagnée en {n} tours",
    },
    daily_lost: "perdue",
    daily_quit: "abandonnée",
    learn_to_play: "Apprendre à jouer",
    continue_level: "Reprendre le niveau {roman}",
    home_daily: "niveau {roman}\u{a0}: {state}",
    home_start: "Commencer une partie",
    home_group_play: "Façons de jouer",
    home_group_others: "Avec un ami ou contre l'ordinateur",
    home_group_yours: "Vos résultats",
    current_streak: "Série en cours\u{a0}: {n}",
    variants: "Variantes",
    puzzles: "Énigmes",
    friends: "Amis",
};

/// The board's and the game page's words (all the quick board needs).
pub(super) static BOARD: BoardText = BoardText {
    shell: &SHELL,
    level_name: AboutLevel {
        level: "Niveau {}",
        variant: "{}",
        custom: "Partie personnalisée",
    },
    title: AboutLevel {
        level: "Mastermind, niveau {}",
        variant: "Mastermind, {}",
        custom: "Mastermind, partie personnalisée",
    },
    game_summary: GameSummary {
        colours: "Trouvez la combinaison de {pegs} pions, tirés de {colours} couleurs, en {turns}.",
        variant: "Trouvez la combinaison de {pegs} pions ({symbols}) en {turns}. {rule}",
        turn: Noun {
            one: "tour",
            many: "tours",
        },
    },
    rule_sentence: RuleSentences {
        colour_game: "Les blancs se comptent à la manière du jeu des couleurs\u{a0}: chaque pion mal placé reçoit un blanc si sa couleur figure quelque part dans la combinaison, si bien que quatre rouges contre une combinaison d'un seul rouge reçoivent 1 noir, 3 blancs.",
        ordinary: "Un noir pour chaque bonne couleur dans le bon trou, un blanc pour chaque bonne couleur dans un autre trou.",
        blanks: "Le pion incolore est un symbole comme les couleurs\u{a0}: la combinaison peut le contenir, et il reçoit noirs et blancs comme elles.",
        colours_only: "Vous gagnez dès qu'un essai contient les couleurs de la combinaison dans n'importe quel ordre\u{a0}: ses noirs et ses blancs ensemble remplissent les trous.",
        number: "Un noir pour chaque bon chiffre à la bonne place, un blanc pour chaque bon chiffre à une autre place, et la somme des chiffres de la combinaison comme indice.",
        bagels: "Un Fermi pour chaque bon chiffre à la bonne place, un Pico pour chaque bon chiffre à une autre place, et une ligne sans aucun est Bagels.",
        bulls_and_cows: "Un taureau pour chaque bon chiffre à la bonne place, une vache pour chaque bon chiffre à une autre place\u{a0}: quatre taureaux gagnent.",
    },
    variant_symbols: SymbolsWords {
        colours: "{n} couleurs",
        colours_and_blank: "{n} couleurs et incolore",
        digits_from_1: "chiffres de 1 à {last}",
        digits_from_0: "chiffres de 0 à {last}",
        no_repeats: "{symbols}, sans répétition",
    },
    digit_sum: "Somme des chiffres de la combinaison\u{a0}: {s}",
    colour: ColourNames {
        red: "rouge",
        green: "vert",
        blue: "bleu",
        yellow: "jaune",
        turquoise: "turquoise",
        pink: "rose",
        orange: "orange",
        purple: "violet",
        brown: "marron",
        grey: "gris",
    },
    // Not `vide`: that is an empty hole, which a board read aloud names beside blank pegs.
    blank: "incolore",
    variant: VariantNames {
        colour_game_i: "Jeu des couleurs, niveau I",
        colour_game_ii: "Jeu des couleurs, niveau II",
        colour_game_iii: "Jeu des couleurs, niveau III",
        mini: "Mini Mastermind",
        super_mastermind: "Super Mastermind",
        blanks: "Pions incolores",
        colours_only: "Couleurs seules",
        kids: "Mastermind pour enfants",
        number: "Mastermind à chiffres",
        bagels: "Bagels",
        bulls_and_cows: "Taureaux et vaches",
    },
    empty: "vide",
    hole: "Ligne {row}, trou {hole}\u{a0}: {colour}",
    row: "Ligne {r}",
    row_feedback: "Ligne {r}\u{a0}: {marks}",
    mark_words: MarkWords {
        black: Noun {
            one: "noir",
            many: "noirs",
        },
        white: Noun {
            one: "blanc",
            many: "blancs",
        },
        bull: Noun {
            one: "taureau",
            many: "taureaux",
        },
        cow: Noun {
            one: "vache",
            many: "vaches",
        },
    },
    key_label: "Combinaison",
    key_covered: "La combinaison reste cachée jusqu'à la fin de la partie",
    key_revealed: "Combinaison\u{a0}: {names}",
    colour_words: SymbolWords {
        palette: "Couleurs pour la ligne {r}, trou {h}",
        repeated: "la ligne {row} utilise deux fois la couleur {name}, et les couleurs ne peuvent \
                   pas se répéter dans cette partie.",
        not_in_level: "cette couleur n'est pas utilisée à ce niveau.",
        notes_help: "Cochez une couleur pour la rayer d'un trou, comme sur papier. Les notes sont \
                     gardées avec la partie et ne regardent que vous\u{a0}: elles ne donnent aucun \
                     indice.",
        keyboard_help: "Clavier\u{a0}: tapez la touche indiquée à côté d'un pion de la palette (le \
                        numéro d'une couleur, de 1 à 9 et 0 pour la dixième, ou le chiffre lui-même) \
                        pour le placer, Suppr ou Retour arrière pour retirer un pion, Entrée pour \
                        valider, Ctrl+Z pour défaire et Ctrl+Maj+Z ou Ctrl+Y pour refaire\u{a0}; R lit \
                        le plateau à voix haute\u{a0}; avec Son activé, H fait entendre la ligne\u{a0}; Tab mène à la ligne active, et les flèches \
                        permettent de s'y déplacer.",
    },
    digit_words: SymbolWords {
        palette: "Chiffres pour la ligne {r}, trou {h}",
        repeated: "la ligne {row} utilise deux fois le {name}, et les chiffres ne peuvent pas se \
                   répéter dans cette partie.",
        not_in_level: "ce chiffre n'est pas utilisé dans cette partie.",
        notes_help: "Cochez un chiffre pour le rayer d'un trou, comme sur papier. Les notes sont \
                     gardées avec la partie et ne regardent que vous\u{a0}: elles ne donnent \
                     aucun indice.",
        keyboard_help: "Clavier\u{a0}: tapez un chiffre de la palette pour le placer, Suppr ou \
                        Retour arrière pour retirer un pion, Entrée pour valider, Ctrl+Z pour \
                        défaire et Ctrl+Maj+Z ou Ctrl+Y pour refaire\u{a0}; R lit le plateau à \
                        voix haute\u{a0}; avec Son activé, H fait entendre la ligne\u{a0}; Tab mène à la ligne active, et les flèches permettent \
                        de s'y déplacer.",
    },
    submit: "Valider l'essai",
    won: Counted {
        one: "Vous avez gagné en {n} tour\u{a0}!",
        many: "Vous avez gagné en {n} tours\u{a0}!",
    },
    lost: "Vous avez perdu\u{a0}: tous les tours sont joués. La combinaison est dévoilée sur la \
           ligne du haut.",
    quit_flag: "Partie terminée\u{a0}: vous avez abandonné. La combinaison est dévoilée sur la \
                ligne du haut.",
    warnings: WarningWords {
        frame: "Attention\u{a0}: {why}",
        game_over: "cette partie est terminée. Appuyez sur Jouer à nouveau pour en commencer une autre.",
        played_row: "la ligne {row} a déjà été jouée.",
        future_row: "la ligne {row} n'est pas encore en jeu. Remplissez d'abord la ligne {active}.",
        off_board: "ce n'est pas un trou de ce plateau.",
        row_incomplete: "la ligne {row} a encore {empty} à remplir avant de pouvoir être validée.",
        empty_hole: Noun {
            one: "trou vide",
            many: "trous vides",
        },
        hole_empty: "ce trou n'a aucun pion à retirer.",
        key_covered: "la combinaison reste cachée jusqu'à la fin de la partie.",
        contradicts: "mode difficile\u{a0}: cet essai ne peut pas être la combinaison, car la ligne {row} aurait alors obtenu {marks}.",
        not_asked: "dans cette leçon, la ligne {row} doit être {pegs}. Modifiez les pions en conséquence.",
        no_aids_in_puzzle: "une énigme se résout sans les aides du solveur.",
        bad_answer: "la réponse de l'ordinateur ne correspond pas aux lignes jouées.",
    },
    hard_mode_note: "Mode difficile\u{a0}: chaque essai doit s'accorder avec toutes les lignes \
                     déjà jouées.",
    daily_notice: "Combinaison du jour du {day} (UTC)\u{a0}: la même combinaison pour tous les joueurs \
                   aujourd'hui, une seule tentative chacun.",
    daily_level: "Combinaison du jour, niveau {level}",
    custom_no_scores: "Les parties personnalisées n'entrent jamais dans les meilleurs scores.",
    seeded: "Partie avec la graine {seed}\u{a0}: toute personne qui ouvre ce lien obtient la même \
             combinaison.",
    possible_keys: "Combinaisons possibles\u{a0}: {n}",
    contradiction: "la ligne {guess_row} ne peut pas être la combinaison, car la ligne {row} aurait alors obtenu {marks}.",
    // `lancé par`: no elision to make before a name (`de Anne` would be wrong).
    challenge_heading: Optional {
        with: "Défi lancé par {name}",
        without: "Défi",
    },
    challenge_notice: "La combinaison d'un ami\u{a0}: cette partie compte dans les statistiques, \
                       jamais dans les meilleurs scores.",
    sender_result: Optional {
        with: "{name} a trouvé cette combinaison en {turns}",
        without: "{name} n'a pas trouvé cette combinaison",
    },
    sender_unnamed: "Votre ami",
    guesses: Noun {
        one: "essai",
        many: "essais",
    },
    past_level: "Combinaison du {day}, niveau {level}",
    past_notice: "Combinaison du jour du {day} (UTC), une date passée\u{a0}: une seule tentative\u{a0}; \
                  elle compte dans les statistiques, pas dans la série quotidienne.",
    versus: "Vous\u{a0}: {you}, {name}\u{a0}: {them}",
    not_broken: "non trouvée",
    your_friend: "votre ami",
    solved_in: Counted {
        one: "Résolue en {n} tentative",
        many: "Résolue en {n} tentatives",
    },
    not_the_key: "Ce n'est pas la combinaison\u{a0}: elle contredit la ligne {row}",
    not_solved_note: Optional {
        with: "Non résolue\u{a0}: cette combinaison contredit la ligne {row}. La combinaison est dévoilée sur la ligne du haut.",
        without: "Non résolue\u{a0}: la combinaison est dévoilée sur la ligne du haut.",
    },
    // `proposée par`: no elision to make before a name (`de Anne` would be wrong).
    puzzle_from: "Énigme proposée par {name}",
    puzzle_level: "Énigme, niveau {level}",
    daily_puzzle_level: "Énigme du {day}, niveau {level}",
    difficulty: DifficultyWords {
        easy: "Facile",
        medium: "Moyenne",
        hard: "Difficile",
    },
    difficulty_line: "Difficulté\u{a0}: {}",
    check: "Vérifier",
    past_puzzle_notice: "Énigme d'une date passée\u{a0}: un seul essai. Elle compte dans les \
                         statistiques des énigmes, pas dans la série.",
    devious_note: "Ordinateur sournois\u{a0}: la combinaison est choisie le plus tard possible.",
    game_put_aside: "Votre partie en cours à ce niveau a été mise de côté\u{a0}: elle reviendra \
                     quand vous appuierez sur Jouer à nouveau après celle-ci.",
    game_back: "Votre partie mise de côté est de retour, telle que vous l'aviez laissée.",
    seed_ignored: "La graine «\u{a0}{bad}\u{a0}» n'est pas un nombre entier de 0 à \
                   18446744073709551615\u{a0}: elle a donc été ignorée, et cette combinaison est \
                   aléatoire.",
    no_randomness: "Ce navigateur ne fournit pas de nombres aléatoires sûrs\u{a0}: cette \
                    combinaison vient donc d'une graine fixe.",
    game_damaged_note: Optional {
        with: "La partie enregistrée n'a pas pu être lue\u{a0}: une nouvelle partie a donc commencé. Les anciennes données sont conservées sous «\u{a0}{key}\u{a0}».",
        without: "La partie enregistrée n'a pas pu être lue\u{a0}: une nouvelle partie a donc commencé, et elle ne sera pas enregistrée par-dessus les anciennes données.",
    },
    game_newer: "Une version plus récente de ce jeu a enregistré une partie à ce niveau. Elle \
                 reste intacte, et cette partie-ci ne sera pas enregistrée.",
};

pub(super) static REPLY: ReplyText = ReplyText {
    from: "Réponse de {name}",
    result: Optional {
        with: "{name} a trouvé votre combinaison en {turns}",
        without: "{name} n'a pas trouvé votre combinaison",
    },
    unplayed: Either {
        yes: "Vous avez posé cette combinaison sans la jouer\u{a0}; {name} l'a trouvée et gagne \
              cette partie.",
        no: "Vous avez posé cette combinaison sans la jouer\u{a0}; {name} ne l'a pas trouvée, vous \
             gagnez donc cette partie.",
    },
    key: "Votre combinaison",
    your_rows: "Vos rangées",
    their_rows: "Rangées de {name}",
    not_played: "Vos lignes de cette combinaison ne sont pas gardées dans ce navigateur.",
    refused: ReplyRefusedWords {
        damaged: "Ce lien de réponse est coupé ou modifié, il ne peut donc pas être lu. Demandez à votre ami de l'envoyer à nouveau.",
        newer: "Cette réponse a été faite par une version plus récente du jeu. Rechargez pour mettre à jour, puis rouvrez-la.",
        not_a_reply: "Ce lien ne contient aucune réponse de ce jeu.",
    },
    counted: "Comptée dans Amis, une seule fois même si le lien est ouvert plusieurs fois.",
};

pub(super) static TEXT: Text = Text {
    board: &BOARD,
    reply: &REPLY,
    puzzle: &PUZZLE,
    locale: "fr-FR",
    data: &FR_DATA,
    intro_title: "Choisissez un niveau",
    intro_lead: "Chaque niveau cache une combinaison plus longue, tirée d'un plus grand nombre de \
                 couleurs, et vous laisse plus de tours pour la trouver. Une même couleur peut \
                 revenir plusieurs fois.",
    col_level: "Niveau",
    col_pegs: "Pions",
    col_colours: "Couleurs",
    col_turns: "Tours",
    col_keys: "Combinaisons possibles",
    choose_level: "Choisir un autre niveau",
    choose_variant: "Choisir une autre variante",
    variants_lead: "Le même jeu avec d'autres dimensions, d'autres symboles ou une autre façon de \
                    noter un essai\u{a0}: le jeu des couleurs propre à l'original de 2001, les \
                    éditions du jeu de société et les jeux de papier et crayon qui l'ont précédé. \
                    Chaque variante a ses propres statistiques et ses propres meilleurs scores.",
    col_variant: "Variante",
    col_holes: "Trous",
    col_symbols: "Symboles",
    col_rule: "Règle",
    variant_rule: RuleNames {
        colour_game: "jeu des couleurs",
        colours_only: "couleurs seules",
        with_sum: "classique, avec la somme",
        standard: "classique",
    },
    // The link shows the variant's name, which its accessible name must hold whole (WCAG 2.5.3):
    // the colour game's name has no article, so `Jouer au jeu des couleurs, niveau I` holds it.
    // The link to play each variant, its article as the sentence needs it.
    play_variant: VariantNames {
        colour_game_i: "Jouer au jeu des couleurs, niveau I",
        colour_game_ii: "Jouer au jeu des couleurs, niveau II",
        colour_game_iii: "Jouer au jeu des couleurs, niveau III",
        mini: "Jouer à Mini Mastermind",
        super_mastermind: "Jouer à Super Mastermind",
        blanks: "Jouer à Pions incolores",
        colours_only: "Jouer à Couleurs seules",
        kids: "Jouer à Mastermind pour enfants",
        number: "Jouer à Mastermind à chiffres",
        bagels: "Jouer à Bagels",
        bulls_and_cows: "Jouer à Taureaux et vaches",
    },
    colour_game_title: "Le jeu des couleurs",
    colour_game_lead: "La variante propre à l'original de 2001 ne change qu'une marque\u{a0}: un \
                       pion mal placé reçoit un blanc dès que sa couleur figure quelque part dans \
                       la combinaison, même si cette couleur a déjà été comptée.",
    colour_game_link: "Jeu des couleurs {r}",
    quit: "Abandonner la partie",
    // The 2001 version's nod says `jouer à nouveau`: in French the control says it itself.
    play_again: "Jouer à nouveau",
    play_again_nod: None,
    end_game_title: "Terminer cette partie\u{a0}?",
    end_game_question: "La combinaison sera dévoilée, et la partie comptera comme abandonnée dans \
                        vos statistiques\u{a0}: jouée, mais pas gagnée.",
    end_game: "Terminer la partie",
    keep_playing: "Continuer à jouer",
    // Not `Annuler`, which is the dialogs' Cancel: two controls, two names.
    undo: "Défaire",
    redo: "Refaire",
    hard_mode: "Mode difficile",
    hard_mode_help: "Chaque essai doit pouvoir encore être la combinaison. S'applique aux parties \
                     que vous commencerez à partir de maintenant.",
    lesson_lead: "Une partie de niveau I avec une combinaison choisie pour apprendre. Chaque étape \
                  demande un essai\u{a0}: jouez-le, puis lisez ce que ses marques prouvent.",
    lesson_ask: "Étape {step} sur {steps}\u{a0}: remplissez la ligne {row} avec {colours}, puis \
                 validez-la.",
    lesson_proves: [
        "Un noir et aucun blanc\u{a0}: un pion de cette ligne a la bonne couleur dans le bon trou, et la combinaison ne contient aucun autre rouge ni vert. {left} combinaisons restent possibles.",
        "Deux noirs et un blanc\u{a0}: trois de ces pions ont des couleurs de la combinaison, dont deux sont déjà à leur place. Avec la première ligne, il ne reste que {left} combinaisons possibles.",
        "Trois noirs et aucun blanc\u{a0}: le rose n'est pas dans la combinaison, et les trois autres pions sont à leur place. Une seule combinaison s'accorde avec les trois lignes\u{a0}: bleu, rouge, jaune, bleu.",
        "Quatre noirs\u{a0}: la combinaison est trouvée. Tout le jeu est là\u{a0}: les marques de chaque ligne écartent des combinaisons jusqu'à ce qu'il n'en reste qu'une.",
    ],
    lesson_done: "Bravo\u{a0}: vous savez jouer.",
    skip: "Passer",
    lesson_next: "Jouer votre propre partie",
    lesson_note: "Vous découvrez Mastermind\u{a0}? Une partie guidée vous en montre le principe en \
                  deux minutes\u{a0}:",
    notes: "Notes",
    notes_hole: "Trou {h}",
    notes_cell: "Trou {h}\u{a0}: {colour}",
    devious: "Ordinateur sournois",
    devious_help: "L'ordinateur ne choisit aucune combinaison au départ\u{a0}: il note chaque \
                   essai de façon à laisser ouvertes le plus de combinaisons possible, et n'en \
                   retient une que lorsqu'il est acculé. Pas de meilleurs scores\u{a0}; ses \
                   parties ont leurs propres statistiques. S'applique aux parties libres que vous \
                   commencerez désormais aux niveaux I à III.",
    stats_devious_note: "Toutes les parties contre l'ordinateur sournois comptent ici, les trois \
                         niveaux confondus.",
    share_result: "Partager le résultat",
    result: "Résultat",
    result_line: Optional {
        with: "Tours\u{a0}: {turns} · Temps\u{a0}: {time}",
        without: "Tours\u{a0}: {turns}",
    },
    again_after_daily: "Jouer à nouveau continue avec une partie ordinaire de ce niveau\u{a0}: une seule combinaison du jour chaque jour.",
    again_after_challenge: "Jouer à nouveau continue avec une partie ordinaire de ce niveau, avec sa propre combinaison.",
    share_with: "Partager avec…",
    copied: "Copié dans le presse-papiers",
    copy_refused: CopyRefusedWords {
        no_clipboard: "Ce navigateur ne permet pas à la page d'utiliser le presse-papiers ici\u{a0}; le résultat figure donc ci-dessous\u{a0}: sélectionnez-le et copiez-le vous-même.",
        denied: "Le navigateur n'a pas autorisé la page à copier\u{a0}; le résultat figure donc ci-dessous\u{a0}: sélectionnez-le et copiez-le vous-même.",
    },
    share_text_label: "Votre résultat",
    next_daily: "Prochaine combinaison du jour dans {left}",
    daily_lead: "Chaque jour UTC a une combinaison par niveau, la même pour tous les joueurs du \
                 monde. Vous avez une seule tentative pour chacune\u{a0}; une nouvelle \
                 combinaison arrive à minuit UTC.",
    challenge_lead: "Choisissez une combinaison qu'un ami devra trouver, et envoyez-lui le lien. \
                     La combinaison voyage dans le lien, à l'abri d'un simple coup d'œil mais pas \
                     sous clé\u{a0}: c'est un jeu entre amis. Votre nom est facultatif.",
    your_name: "Votre nom",
    create_link: "Créer le lien",
    challenge_url: "Lien du défi",
    copy_link: "Copier le lien",
    challenge_with_key: "Défier un ami avec cette combinaison",
    two_players_lead: "Deux personnes, un seul appareil\u{a0}: à chaque manche, l'une compose une \
                       combinaison pendant que l'autre regarde ailleurs, puis cette dernière la \
                       cherche sur le plateau, et les rôles s'inversent à chaque manche. Le \
                       joueur 1 compose la première combinaison. Passez-vous l'appareil à chaque \
                       tour\u{a0}; une combinaison cachée reste cachée, même après un \
                       rechargement.",
    player_label: "Joueur {n}",
    look_away: "{maker}, composez la combinaison pendant que {breaker} regarde ailleurs.",
    hide_key: "Cacher la combinaison",
    break_now: "{breaker}, trouvez la combinaison.",
    score_people: "Score\u{a0}: {a} {p}, {b} {q}",
    won_match: "{name} a gagné le match",
    challenge_refused: ChallengeRefusedWords {
        not_a_challenge: "Ce lien ne contient aucun défi de ce jeu. Vous pouvez plutôt jouer votre propre partie.",
        damaged: "Ce lien de défi est tronqué ou modifié, si bien que sa combinaison est illisible. Demandez à votre ami de vous le renvoyer, ou jouez votre propre partie.",
    },
    past_link: "Combinaisons des jours passés",
    past_lead: "Les combinaisons du jour des jours précédents. La combinaison de chaque date se \
                joue une seule fois, comme une combinaison du jour\u{a0}; ces parties comptent \
                dans les statistiques, mais pas dans la série quotidienne.",
    past_table: "Combinaisons des jours passés, niveau {level}",
    past_date: "Date",
    past_result: "Résultat",
    past_play: "Jouer le {day}",
    past_earlier: "Plus anciennes",
    past_played: "La combinaison de cette date a déjà été jouée\u{a0}: {result}.",
    analysis_title: "Que valait chaque essai\u{a0}?",
    analysis: "Analyse",
    col_row: "Ligne",
    col_keys_before: "Combinaisons avant",
    col_keys_left: "Combinaisons restantes",
    col_expected_left: "Restantes en moyenne",
    col_best_expected_left: "Meilleure moyenne possible",
    col_could_be_key: "Pouvait être la combinaison",
    yes: "oui",
    no: "non",
    analysis_progress: "Analyse de la ligne {row} sur {rows}…",
    analysis_none: "Aucun essai n'a été joué\u{a0}: il n'y a donc rien à analyser.",
    // The averages are decimals (`1,5`): said after a colon, so no noun has to agree with them.
    analysis_summary: TwoCounts {
        one_one: "Essais aussi bons que le meilleur possible\u{a0}: {best} sur {rows}. Combinaisons \
                  restantes en moyenne\u{a0}: {mine} après votre essai, {top} après le meilleur \
                  possible.",
        one_many: "Essais aussi bons que le meilleur possible\u{a0}: {best} sur {rows}. Combinaisons \
                   restantes en moyenne, au total\u{a0}: {mine} après vos essais, {top} après les \
                   meilleurs possibles.",
        many_one: "Essais aussi bons que le meilleur possible\u{a0}: {best} sur {rows}. Combinaisons \
                   restantes en moyenne\u{a0}: {mine} après votre essai, {top} après le meilleur \
                   possible.",
        many_many: "Essais aussi bons que le meilleur possible\u{a0}: {best} sur {rows}. \
                    Combinaisons restantes en moyenne, au total\u{a0}: {mine} après vos essais, \
                    {top} après les meilleurs possibles.",
    },
    custom_link: "Partie personnalisée",
    custom_lead: "Choisissez le plateau\u{a0}: combien de pions compte une combinaison, parmi \
                  combien de couleurs ils sont tirés, combien de tours vous avez, et si une \
                  couleur peut apparaître deux fois. Sans répétition, c'est le classique \
                  Taureaux et vaches. Les parties personnalisées n'entrent jamais dans les \
                  meilleurs scores.",
    custom_repeats: "Les couleurs peuvent se répéter",
    custom_start: "Commencer",
    custom_keys: Either {
        yes: "Cette partie compte {keys} combinaisons possibles\u{a0}; les aides du solveur y \
              fonctionnent.",
        no: "Cette partie compte {keys} combinaisons possibles\u{a0}: trop pour les aides du \
             solveur, qui seront donc désactivées.",
    },
    custom_error: CustomErrorWords {
        too_few_colours: "Sans répétition, chacun des {pegs} pions a besoin de sa propre couleur, et il n'y en a que {colours}.",
        pegs: "Le nombre de pions doit être un nombre entier de {low} à {high}.",
        colours: "Le nombre de couleurs doit être un nombre entier de {low} à {high}.",
        turns: "Le nombre de tours doit être un nombre entier de {low} à {high}.",
        repeats: "Indiquez si les couleurs peuvent se répéter.",
    },
    custom_url_invalid: "Ce lien ne décrit pas une partie personnalisée ({why})\u{a0}: voici donc le formulaire pour en choisir une.",
    aids_too_large: "Les aides du solveur ne sont pas disponibles dans cette partie\u{a0}: ses {keys} \
                     combinaisons possibles sont plus nombreuses que ce que le solveur peut examiner à \
                     temps ({limit} au plus).",
    read_board: "Lire le plateau",
    close_reading: "Fermer la lecture",
    sound: "Son",
    hear_row: "Écouter la ligne",
    board_lines: BoardLines {
        row: "Ligne {n}\u{a0}: {guess}\u{a0}; {marks}.",
        none_played: "Aucune ligne jouée pour l'instant.",
        active: "Ligne {n}, en cours\u{a0}: {pegs}.",
        empty: "vide",
        left: Counted {
            one: "Il reste {n} tour.",
            many: "Il reste {n} tours.",
        },
        over: "La partie est terminée.",
        possible: "Combinaisons possibles\u{a0}: {n}.",
    },
    open_elsewhere: "Cette partie est ouverte dans un autre onglet.",
    play_here: "Jouer ici",
    not_found_title: "Page introuvable",
    not_found_text: "Cette page ou ce niveau n'existe pas ici.",
    scores_heading: AboutLevel {
        level: "Meilleurs scores, niveau {}",
        variant: "Meilleurs scores, {}",
        custom: "Meilleurs scores, partie personnalisée",
    },
    col_rank: "Rang",
    col_name: "Nom",
    col_date: "Date",
    no_scores: "Pas encore de score à ce niveau\u{a0}: gagnez une partie pour ouvrir le tableau.",
    reset_scores: "Effacer les meilleurs scores",
    clear_scores_question: AboutLevel {
        level: "Effacer tous les meilleurs scores du niveau {}\u{a0}? Les autres niveaux gardent \
                les leurs.",
        variant: "Effacer tous les meilleurs scores de la variante {}\u{a0}? Les niveaux et les autres \
                  variantes gardent les leurs.",
        custom: "Effacer tous les meilleurs scores des parties personnalisées\u{a0}? Les niveaux gardent \
                 les leurs.",
    },
    reset: "Effacer",
    cancel: "Annuler",
    new_score: "Nouveau meilleur score",
    new_score_text: Counted {
        one: "Vous avez trouvé la combinaison en {n} tour, ce qui vous vaut une place dans le tableau de \
             ce niveau. Écrivez un nom ou un court message pour l'accompagner.",
        many: "Vous avez trouvé la combinaison en {n} tours, ce qui vous vaut une place dans le tableau de \
             ce niveau. Écrivez un nom ou un court message pour l'accompagner.",
    },
    name_label: "Nom",
    chars_left: Counted {
        one: "{n} caractère restant",
        many: "{n} caractères restants",
    },
    name_cut_paste: "Le texte collé a été coupé à 44 caractères.",
    name_at_most: "Un nom compte au plus 44 caractères.",
    name_error: NameErrorWords {
        empty: "Écrivez au moins un caractère.",
        too_long: "Un nom compte au plus {max} caractères.",
        control: "Un nom ne peut contenir ni saut de ligne, ni tabulation, ni aucun autre caractère de contrôle.",
    },
    save: "Enregistrer",
    close: "Fermer",
    scores_notes: StoreNotes {
        kept: Noun {
            one: "entrée conservée",
            many: "entrées conservées",
        },
        backed_up: "Les scores enregistrés n'ont pas pu être lus. {kept}\u{a0}; les données illisibles sont sauvegardées sous «\u{a0}{key}\u{a0}» dans le stockage de ce navigateur, et un nouveau tableau commence.",
        not_backed_up: "Les scores enregistrés n'ont pas pu être lus. {kept}\u{a0}; les données illisibles n'ont pas pu être sauvegardées\u{a0}: elles restent telles quelles, et les nouveaux scores ne seront pas enregistrés.",
        unavailable: "Impossible de conserver les scores\u{a0}: ce navigateur ne permet pas à la page d'enregistrer quoi que ce soit (navigation privée, ou stockage désactivé). Vous pouvez quand même jouer.",
        full: "Impossible de conserver les scores\u{a0}: le stockage du navigateur pour cette page est plein. Vous pouvez quand même jouer, et vos scores restent sur cette page jusqu'à ce que vous la quittiez.",
        newer: "Impossible de conserver les scores\u{a0}: une version plus récente de ce jeu les a enregistrés, et cette version n'y touche pas.",
    },
    solver_aids: "Aides du solveur",
    aids_title: "Activer les aides du solveur\u{a0}?",
    aids_question: "Avec les aides, vous pouvez demander un indice, vous voyez après chaque ligne \
                    combien de combinaisons restent possibles, et vous êtes averti quand un essai \
                    contredit une ligne précédente. Cette partie n'entrera alors pas dans les \
                    meilleurs scores, même si vous ne demandez aucun indice.",
    turn_on: "Activer",
    aids_on_note: "Les aides du solveur sont activées\u{a0}: cette partie n'entrera pas dans les \
                   meilleurs scores.",
    hint: "Indice",
    replay_title: "Comment le solveur aurait joué",
    replay_row: "Essai {n}\u{a0}: {pegs} — {marks}\u{a0}; {left}.",
    replay_left: Counted {
        one: "il reste {n} combinaison possible",
        many: "il reste {n} combinaisons possibles",
    },
    replay_total: Counted {
        one: "Le solveur trouve cette combinaison en {n} essai.",
        many: "Le solveur trouve cette combinaison en {n} essais.",
    },
    solver_optimal: "À ce niveau, le solveur joue de façon optimale\u{a0}: aucune stratégie ne \
                     demande moins d'essais en moyenne sur l'ensemble des combinaisons, et il ne \
                     lui en faut jamais plus de cinq.",
    thinking: "Réflexion…",
    solver_loading: "Chargement du solveur…",
    solver_thinking: "Le solveur réfléchit…",
    solver_unavailable: "Le solveur n'a pas pu démarrer\u{a0}: les indices, le décompte des \
                         combinaisons possibles et le jeu de l'ordinateur sont indisponibles. La \
                         partie elle-même continue.",
    solver_failed: "Le solveur a cessé de fonctionner\u{a0}: les indices, le décompte des \
                    combinaisons possibles et le jeu de l'ordinateur sont indisponibles. La \
                    partie elle-même continue.",
    breaker_title: "L'ordinateur cherche votre combinaison",
    breaker_lead: "Composez une combinaison et regardez l'ordinateur la trouver. Après chaque \
                   essai, il indique combien de combinaisons restent possibles. Vous pouvez aussi \
                   donner les réponses vous-même\u{a0}: la combinaison reste alors dans votre \
                   tête, et l'ordinateur vous signale aussitôt si vos réponses se contredisent.",
    secret: "Votre combinaison",
    secret_hole: "Combinaison secrète, trou {hole}\u{a0}: {colour}",
    secret_palette: "Couleurs pour votre combinaison",
    by_hand: "Donner les réponses à la main",
    start: "Commencer",
    secret_needed: "Remplissez tous les trous de votre combinaison pour commencer, ou donnez les \
                    réponses à la main.",
    black: "Noirs",
    white: "Blancs",
    answer: "Répondre",
    answer_for: "Votre réponse pour la ligne {r}",
    answer_impossible: "Les noirs et les blancs ensemble ne peuvent pas dépasser le nombre de \
                        pions.",
    inconsistent: InconsistentWords {
        one: "Incohérent\u{a0}: aucune combinaison ne peut donner cette réponse à la ligne {row}.",
        many: "Incohérent\u{a0}: aucune combinaison ne donne à la fois ces réponses à {rows}.",
        row: "la ligne",
        and: "et",
    },
    correct_last: "Corriger la dernière réponse",
    found: Counted {
        one: "L'ordinateur a trouvé votre combinaison en {n} essai",
        many: "L'ordinateur a trouvé votre combinaison en {n} essais",
    },
    new_key: "Nouvelle combinaison",
    match_title: "Un match contre l'ordinateur",
    match_lead: "Vous et l'ordinateur jouez à tour de rôle\u{a0}: l'un compose une combinaison, \
                 l'autre la cherche, et les rôles s'inversent à chaque manche. Avec les points au \
                 décodeur, à partir de la manche 2, le décodeur marque 3 points s'il trouve la \
                 combinaison en moins de tentatives que son adversaire à la manche précédente, 1 \
                 point s'il lui en faut autant, 0 s'il lui en faut davantage ou s'il ne la \
                 trouve pas. Avec les points au codificateur (la règle du jeu de société), le \
                 codificateur marque un point par essai, et un de plus si la combinaison n'est \
                 pas trouvée.",
    match_setup: "Réglages du match",
    rounds: "Manches",
    pace: "Rythme",
    pace_name: PaceWords {
        quick: "Rapide",
        relaxed: "Détendu",
        slow: "Lent",
    },
    pace_help: "Les tours dont dispose le décodeur pour trouver chaque \
                combinaison\u{a0}: Rapide 5, Détendu 10, Lent 15.",
    strength: "Force de l'ordinateur",
    strength_name: StrengthWords {
        easy: "Facile",
        normal: "Normal",
        strong: "Fort",
    },
    first_key: "Qui compose la première combinaison",
    scoring: "Décompte des points",
    scoring_name: ScoringWords {
        codebreaker: "Points au décodeur",
        codemaker: "Points au codificateur",
    },
    i_make_first: "Je compose la première combinaison",
    computer_makes_first: "L'ordinateur compose la première combinaison",
    random_first: "Au hasard",
    start_match: "Commencer le match",
    load_match: "Charger un match",
    drop_hint: "ou déposez ici un fichier de match enregistré.",
    cannot_load_file: "Impossible de charger ce fichier\u{a0}: {}",
    file_error: FileErrorWords {
        bad_setup: "son nombre de manches n'est pas un nombre pair de 2 à 20.",
        computer_match: "c'est un match contre l'ordinateur\u{a0}: chargez-le sur la page Match.",
        feedback_contradicts_key: "à la manche {round}, la réponse à l'essai {guess} contredit la combinaison.",
        guess_after_end: "la manche {round} contient des essais après sa fin.",
        guess_not_in_level: "un essai de la manche {round} ne correspond pas au niveau.",
        key_not_in_level: "la combinaison de la manche {round} ne correspond pas au niveau.",
        malformed: "son contenu n'a pas la forme d'un match enregistré.",
        newer: "une version plus récente de ce jeu l'a enregistré (version {version}).",
        not_a_match: "ce n'est pas un match enregistré de ce jeu.",
        not_json: "ce n'est pas un match enregistré (pas du JSON).",
        people_match: "c'est un match entre deux personnes\u{a0}: chargez-le sur la page Deux joueurs.",
        roles_out_of_turn: "à la manche {round}, ce n'est pas le bon joueur qui a composé la combinaison.",
        rounds_out_of_order: "ses manches ne sont pas dans l'ordre.",
        too_many_rounds: "il contient plus de manches que son match n'en compte.",
        unfinished_round: "la manche {round} ne s'est pas terminée, et pourtant une autre la suit.",
    },
    scoreboard: "Tableau des scores",
    col_round: "Manche",
    col_codemaker: "Codificateur",
    col_attempts: "Tentatives",
    col_points: "Points",
    side: SideWords {
        player: "Vous",
        computer: "Ordinateur",
    },
    attempts: Either {
        yes: "{n}",
        no: "{n} (non trouvée)",
    },
    score: "Score\u{a0}: Vous {you}, Ordinateur {computer}",
    round_of: "Manche {r} sur {n}",
    make_key_now: "À vous de composer la combinaison\u{a0}: l'ordinateur la cherchera.",
    break_key_now: "L'ordinateur a composé une combinaison\u{a0}: trouvez-la.",
    computer_breaking: "L'ordinateur cherche votre combinaison.",
    save_match: "Enregistrer le match",
    next_round: "Manche suivante",
    outcome: OutcomeWords {
        player_won: "Vous avez gagné le match",
        computer_won: "L'ordinateur a gagné le match",
        draw: "Match nul",
    },
    new_match: "Nouveau match",
    decimal_sign: ',',
    percent_space: "\u{a0}",
    table_choice: "Niveau ou variante",
    stats_heading: AboutGroup {
        games: AboutLevel {
            level: "Statistiques, niveau {}",
            variant: "Statistiques, {}",
            custom: "Personnalisées",
        },
        devious: "Statistiques, ordinateur sournois",
    },
    stats_custom_note: "Toutes les parties personnalisées comptent ici ensemble, quels que soient \
                        leurs pions, leurs couleurs et leurs tours.",
    stat_played: "Jouées",
    stat_won: "Gagnées",
    stat_win_rate: "Taux de victoire",
    stat_current_streak: "Série en cours",
    stat_best_streak: "Meilleure série",
    stat_daily_streak: "Série quotidienne",
    stat_average: "Tours en moyenne",
    show_timer: "Afficher le chronomètre",
    time_label: "Temps",
    stat_best_time: "Meilleur temps",
    stat_average_time: "Temps moyen",
    chart_heading: AboutGroup {
        games: AboutLevel {
            level: "Tours par victoire, niveau {}",
            variant: "Tours par victoire, {}",
            custom: "Tours par victoire, parties personnalisées",
        },
        devious: "Tours par victoire, ordinateur sournois",
    },
    col_wins: "Victoires",
    solver_average: "Le solveur du jeu a besoin en moyenne de {avg} tours à ce niveau, sur l'ensemble des \
                     combinaisons.",
    solver_average_custom: "La moyenne du solveur n'est mesurée qu'aux niveaux I, II et III.",
    reset_stats: "Effacer les statistiques",
    forget_stats_question: AboutGroup {
        games: AboutLevel {
            level: "Oublier toutes les parties terminées du niveau {}\u{a0}? Les autres niveaux gardent \
                    leurs statistiques.",
            variant: "Oublier toutes les parties terminées de la variante {}\u{a0}? Les niveaux et les \
                      autres variantes gardent leurs statistiques.",
            custom: "Oublier toutes les parties personnalisées terminées, de toutes tailles\u{a0}? Les \
                     niveaux gardent leurs statistiques.",
        },
        devious: "Oublier toutes les parties terminées contre l'ordinateur sournois\u{a0}? Les niveaux \
                  gardent leurs statistiques.",
    },
    stats_notes: StoreNotes {
        kept: Noun {
            one: "partie conservée",
            many: "parties conservées",
        },
        backed_up: "Les statistiques enregistrées n'ont pas pu être lues. {kept}\u{a0}; les données illisibles sont sauvegardées sous «\u{a0}{key}\u{a0}» dans le stockage de ce navigateur.",
        not_backed_up: "Les statistiques enregistrées n'ont pas pu être lues. {kept}\u{a0}; les données illisibles n'ont pas pu être sauvegardées\u{a0}: elles restent telles quelles, et les nouvelles parties ne seront pas enregistrées.",
        unavailable: "Impossible de conserver les statistiques\u{a0}: ce navigateur ne permet pas à la page d'enregistrer quoi que ce soit.",
        full: "Impossible de conserver les statistiques\u{a0}: le stockage du navigateur pour cette page est plein. Vos parties comptent jusqu'à ce que vous quittiez la page.",
        newer: "Impossible de conserver les statistiques\u{a0}: une version plus récente de ce jeu les a enregistrées, et cette version n'y touche pas.",
    },
    send_result: "Envoyer mon résultat",
    reply_url: "Lien de la réponse",
    reply_lead: "Envoyez ce lien à l'ami qui vous a défié : il lui montre vos rangées et compte la partie dans ses Amis.",
    friends_lead: "Vos parties contre des amis, par défis et réponses. Une combinaison que vous avez jouée tous les deux est gagnée par le moins d'essais, puis le moins de temps.",
    col_games: "Parties",
    col_you_won: "Vous avez gagné",
    col_they_won: "Ils ont gagné",
    col_drawn: "Nulles",
    friends_none: "Pas encore de parties avec des amis. Défiez un ami ou ouvrez un lien de réponse.",
    friends_notes: StoreNotes {
        kept: Noun {
            one: "partie conservée",
            many: "parties conservées",
        },
        backed_up: "Le registre des Amis enregistré n'a pas pu être lu. {kept} ; les données illisibles sont enregistrées sous « {key} » dans le stockage de ce navigateur.",
        not_backed_up: "Le registre des Amis enregistré n'a pas pu être lu. {kept} ; les données illisibles n'ont pas pu être sauvegardées, elles restent donc telles quelles et les nouvelles parties ne seront pas enregistrées.",
        unavailable: "Les Amis ne peuvent pas être conservés : ce navigateur ne laisse la page rien enregistrer.",
        full: "Les Amis ne peuvent pas être conservés : le stockage du navigateur pour cette page est plein.",
        newer: "Les Amis ne peuvent pas être conservés : une version plus récente de ce jeu les a enregistrés, et cette version n'y touche pas.",
    },
};


pub(super) static FR_DATA: DataText = DataText {
    lead: "Tout ce que le jeu conserve (scores, statistiques, parties en cours, réglages) est \
           stocké dans ce navigateur uniquement, et rien n'est jamais envoyé nulle part. \
           Exportez-le dans un fichier ou copiez un code de transfert pour en garder une copie, \
           ou pour l'emporter dans un autre navigateur.",
    stored_data: "Données enregistrées",
    col_what: "Contenu",
    col_entries: "Entrées",
    col_size: "Taille",
    shell: &SHELL,
    kinds: StoreKindWords {
        scores: KindWords {
            name: "Meilleurs scores",
            count: Noun {
                one: "meilleur score",
                many: "meilleurs scores",
            },
        },
        statistics: KindWords {
            name: "Statistiques",
            count: Noun {
                one: "partie terminée",
                many: "parties terminées",
            },
        },
        games: KindWords {
            name: "Parties en cours",
            count: Noun {
                one: "partie en cours",
                many: "parties en cours",
            },
        },
        settings: KindWords {
            name: "Réglages",
            count: Noun {
                one: "jeu de réglages",
                many: "jeux de réglages",
            },
        },
        matches: KindWords {
            name: "Match",
            count: Noun {
                one: "match",
                many: "matchs",
            },
        },
        codebreaker: KindWords {
            name: "Ordinateur décodeur",
            count: Noun {
                one: "session de décodage",
                many: "sessions de décodage",
            },
        },
        puzzle_stats: KindWords {
            name: "Statistiques des énigmes",
            count: Noun {
                one: "énigme terminée",
                many: "énigmes terminées",
            },
        },
        puzzles: KindWords {
            name: "Énigmes en cours",
            count: Noun {
                one: "énigme en cours",
                many: "énigmes en cours",
            },
        },
        friends: KindWords {
            name: "Amis",
            count: Noun {
                one: "partie avec des amis",
                many: "parties avec des amis",
            },
        },
        backups: KindWords {
            name: "Sauvegardes",
            count: Noun {
                one: "sauvegarde",
                many: "sauvegardes",
            },
        },
    },
    // A no-break space before the unit; zero and one byte in the singular (the language's rule).
    size: SizeWords {
        space: "\u{a0}",
        units: ["Ko", "Mo", "Go"],
        decimal_sign: ',',
        byte: Noun {
            one: "octet",
            many: "octets",
        },
    },
    storage_unavailable: "Ce navigateur ne permet pas à la page d'enregistrer quoi que ce soit \
                          (navigation privée, ou stockage désactivé)\u{a0}: rien n'est donc \
                          conservé ici.",
    last_export_never: "Dernière exportation\u{a0}: jamais",
    last_export: "Dernière exportation\u{a0}: {date}",
    storage_kept: "Stockage\u{a0}: conservé jusqu'à ce que vous l'effaciez",
    storage_may_clear: "Stockage\u{a0}: le navigateur peut l'effacer",
    ask_keep: "Demander à conserver les données",
    keep_refused: "Le navigateur n'a pas accepté de conserver les données pour l'instant. Les \
                   navigateurs l'acceptent plus volontiers pour un site que vous visitez souvent \
                   ou que vous ajoutez à l'écran d'accueil\u{a0}; en attendant, exportez une copie \
                   de temps en temps.",
    space_line: Optional {
        with: "Vos données\u{a0}: {used}. Le navigateur garde {site} pour ce site, surtout le jeu lui-même, pour qu'il marche hors ligne.",
        without: "Vos données\u{a0}: {used}.",
    },
    export: "Exporter",
    export_help: "Télécharge tout le contenu du tableau dans un seul fichier, sauvegardes \
                  comprises.",
    import: "Importer",
    import_help: "Choisissez un fichier de sauvegarde, ou déposez-le ici. Rien n'est perdu\u{a0}: \
                  le fichier est fusionné avec ce que ce navigateur contient déjà.",
    reading: "Lecture de la sauvegarde…",
    import_title: "Importer des données",
    import_intro: "Ce navigateur garde ce qu'il contient\u{a0}; depuis le fichier, il \
                   ajoute\u{a0}:",
    import_line: Optional {
        with: "{kind}\u{a0}: {added} à ajouter, {left} à laisser de côté",
        without: "{kind}\u{a0}: {added} à ajouter",
    },
    import_nothing_new: "Rien de nouveau\u{a0}: ce navigateur contient déjà tout.",
    imported_nothing: "Import terminé\u{a0}: rien de nouveau.",
    imported_list: "Import terminé\u{a0}: {list}.",
    not_imported_list: " Non importés (ce navigateur garde les siens)\u{a0}: {list}.",
    damaged_kind: "ses données «\u{a0}{kind}\u{a0}» sont endommagées ({key}).",
    damaged_unknown: "il contient une valeur que ce jeu ne connaît pas ({key}).",
    damaged_header: "son en-tête est endommagé (le champ «\u{a0}{key}\u{a0}»).",
    damaged_foreign: "il contient une valeur étrangère au jeu ({key}).",
    refused: RefusalWords {
        frame: "Impossible d'importer ce fichier\u{a0}: {why}",
        not_json: "ce n'est pas un fichier de sauvegarde (pas du JSON).",
        not_a_backup: "ce n'est pas une sauvegarde de ce jeu.",
        newer: "une version plus récente de ce jeu l'a écrit (version {version})\u{a0}; rechargez le jeu pour le mettre à jour, puis réessayez.",
        too_large: "il est plus volumineux que tout ce qu'un navigateur peut stocker.",
        not_a_code: "ce n'est pas un code de transfert (un code de transfert commence par MM1.).",
        damaged_code: "le code de transfert est tronqué ou modifié\u{a0}; copiez-le de nouveau en entier.",
        unsupported: "ce navigateur ne sait pas lire les codes de transfert\u{a0}; utilisez plutôt un fichier de sauvegarde.",
        code_too_large: "le code de transfert contient plus de données qu'un navigateur ne peut en stocker.",
        storage_refused: "ce navigateur ne permet pas à la page d'enregistrer quoi que ce soit. Rien n'a été modifié.",
        storage_full: "le stockage du navigateur est plein. Rien n'a été modifié.",
    },
    transfer_title: "Code de transfert",
    transfer_help: "Pour tout emporter sur un autre appareil sans passer par un fichier\u{a0}: \
                    copiez le code ici, envoyez-le-vous, puis collez-le là-bas.",
    copy_code: "Copier le code de transfert",
    code_copied: "Code de transfert copié dans le presse-papiers",
    code_failed: "Ce navigateur ne peut pas créer de code de transfert\u{a0}; utilisez plutôt \
                  Exporter.",
    your_code: "Votre code de transfert",
    code_label: "Code de transfert",
    import_code: "Importer le code",
    delete_all: "Supprimer toutes les données",
    delete_question: "Supprimer tous les scores, statistiques, parties en cours, réglages et \
                      sauvegardes enregistrés dans ce navigateur\u{a0}? C'est irréversible\u{a0}: \
                      exportez d'abord pour en garder une copie.",
    delete: "Supprimer",
    deleted: "Tout ce que le jeu avait enregistré dans ce navigateur a été supprimé.",
    reminder: Counted {
        one: "Vous avez terminé {n} partie depuis votre dernière exportation, et tout ce que le jeu \
             conserve n'existe que dans ce navigateur. Gardez-en une copie\u{a0}:",
        many: "Vous avez terminé {n} parties depuis votre dernière exportation, et tout ce que le jeu \
             conserve n'existe que dans ce navigateur. Gardez-en une copie\u{a0}:",
    },
};

/// The Rules page in this language.
pub(super) static GUIDE: Guide = Guide {
    title: "Règles",
    contents: "Sur cette page",
    summary_title: "En bref",
    summary: &[
        "L'ordinateur cache une combinaison\u{a0}: une rangée de pions de couleur, où une même \
         couleur peut revenir. Vous disposez d'un nombre fixe de tours pour la trouver.",
        "À chaque tour, vous placez un essai et l'ordinateur le note\u{a0}: une marque noire pour \
         chaque pion de la bonne couleur dans le bon trou, une marque blanche pour chacun des \
         autres pions d'une couleur que contient la combinaison, mais dans un autre trou. Quatre \
         noirs au niveau I (cinq au II, six au III), et vous avez gagné.",
    ],
    how_title: "Comment jouer",
    how: &[
        "Choisissez un niveau. Le niveau I cache 4 pions tirés de 6 couleurs et laisse 8 \
         tours\u{a0}; le niveau II, 5 pions, 7 couleurs et 10 tours\u{a0}; le niveau III, 6 pions, \
         8 couleurs et 12 tours.",
        "Seule la ligne entourée de jaune accepte des pions. Cliquez sur l'un de ses trous et \
         choisissez une couleur dans la palette qui s'affiche en dessous\u{a0}; la palette passe \
         alors au trou vide suivant, si bien qu'il suffit de cliquer sur les couleurs l'une après \
         l'autre pour remplir la ligne. Cliquez sur un pion pour le changer.",
        "Quand chaque trou de la ligne a son pion, le bouton Valider l'essai apparaît à sa \
         droite. Les marques s'affichent ensuite à cet endroit, et la ligne suivante s'ouvre.",
        "Chaque couleur a aussi sa propre forme (un triangle pour le rouge, un carré pour le \
         vert, et ainsi de suite)\u{a0}: on peut donc jouer sans distinguer les couleurs.",
        "Un drapeau vert signifie que vous avez trouvé la combinaison, un drapeau rouge que les \
         tours sont épuisés, un drapeau blanc que vous avez abandonné. Un drapeau jaune signale \
         qu'un clic ne correspondait à aucun coup possible, et explique pourquoi. Abandonner la \
         partie dévoile aussitôt la combinaison\u{a0}; Jouer à nouveau lance une nouvelle \
         combinaison au même niveau.",
    ],
    rules_title: "Règles du jeu",
    rules: &[
        "Les marques se comptent en deux temps. D'abord les noirs\u{a0}: chaque trou où l'essai a \
         la même couleur que la combinaison. Ensuite les blancs\u{a0}: pour chaque couleur, \
         prenez le nombre de pions de cette couleur dans la combinaison et dans l'essai, gardez \
         le plus petit des deux, additionnez ces nombres pour toutes les couleurs, puis retranchez \
         les noirs.",
        "Ainsi, un pion n'est apparié qu'une fois au plus, et un pion bien placé compte toujours \
         comme noir avant tout le reste\u{a0}: une couleur répétée dans l'essai ne rapporte plus \
         rien une fois que tous les pions de cette couleur dans la combinaison sont appariés.",
        "Les marques ne suivent aucun ordre particulier\u{a0}: les noirs sont dessinés d'abord, \
         puis les blancs, puis les points vides, et la place d'une marque ne dit rien du pion qui \
         l'a obtenue.",
    ],
    pictures: [
        "Le rouge est bien placé\u{a0}: un noir. Le bleu est dans la combinaison, mais \
         ailleurs\u{a0}: un blanc. Le turquoise n'est pas dans la combinaison\u{a0}: rien.",
        "La combinaison a deux rouges, et l'essai trois. Deux rouges sont bien placés\u{a0}: deux \
         noirs, et le troisième rouge ne trouve plus de rouge avec lequel s'apparier. Le bleu est \
         bien placé\u{a0}: un troisième noir.",
        "La combinaison a deux jaunes et un rouge\u{a0}; l'essai, deux jaunes, un rouge et un \
         rose. Les trois pions de couleurs communes sont tous dans de mauvais trous\u{a0}: trois \
         blancs.",
    ],
    picture_key: "Combinaison",
    picture_guess: "Essai",
    examples_title: "Exemples",
    examples: &[
        "Deux parties au niveau I, jouées tour par tour. Parcourez-les avec Suivant et \
         Précédent\u{a0}; le nombre de combinaisons possibles est celui des combinaisons qui \
         auraient donné à chaque ligne ses marques.",
    ],
    example_titles: [
        "Compter les couleurs, puis les placer",
        "Une ligne sans rien vaut beaucoup",
    ],
    example_steps: [
        &[
            "Deux rouges et deux verts obtiennent deux blancs et aucun noir. La combinaison \
             contient donc exactement deux pions rouges ou verts, et aucun là où cet essai les a \
             mis\u{a0}: pas de rouge dans les trous 1 et 2, pas de vert dans les trous 3 et 4. Il \
             reste 96 combinaisons possibles.",
            "Deux bleus et deux jaunes obtiennent un noir et un blanc\u{a0}: deux autres pions \
             sont bleus ou jaunes. Deux parmi le rouge et le vert, deux parmi le bleu et le \
             jaune, cela fait quatre\u{a0}: la combinaison n'a donc ni turquoise ni rose. Il reste \
             12 combinaisons.",
            "L'essai vert, bleu, rouge, bleu tente un mélange de couleurs qui s'accorde avec les \
             deux lignes. Quatre marques\u{a0}: ce sont les couleurs de la combinaison. Deux \
             noirs\u{a0}: la moitié sont à leur place. Seules deux combinaisons donnent aux trois \
             lignes leurs marques\u{a0}: vert, bleu, bleu, rouge et bleu, vert, rouge, bleu.",
            "La première des deux est la bonne\u{a0}: quatre noirs en quatre tours.",
        ],
        &[
            "Aucune marque\u{a0}: la combinaison n'a ni rouge ni vert. Il reste le bleu, le \
             jaune, le turquoise et le rose pour chaque trou, soit 256 combinaisons.",
            "Un noir et un blanc pour les bleus et les jaunes. Quelle que soit la couleur qui a \
             marqué, deux pions de la combinaison sont bleus ou jaunes. Il reste 56 combinaisons.",
            "L'essai jaune, turquoise, jaune, rose obtient un noir et trois blancs\u{a0}: les \
             quatre couleurs sont justes, et une seule est à sa place. Exactement deux \
             combinaisons s'accordent avec les trois lignes\u{a0}: jaune, rose, turquoise, \
             jaune et rose, jaune, jaune, turquoise.",
            "La première est la bonne\u{a0}: quatre noirs. Choisir entre les deux dernières \
             candidates revient à jouer à pile ou face\u{a0}; cette fois, la chance sourit.",
        ],
    ],
    example_start: "La combinaison est cachée\u{a0}; appuyez sur Suivant pour voir le premier \
                    essai.",
    step: "Tour {n} sur {of}",
    previous: "Précédent",
    next: "Suivant",
    possible: "Combinaisons possibles\u{a0}: {n}",
    scores_title: "Meilleurs scores",
    scores: &[
        "Chaque niveau garde ses dix meilleures victoires dans ce navigateur\u{a0}: moins de \
         tours, c'est un meilleur rang, et à nombre de tours égal la victoire la plus ancienne \
         reste devant. Une victoire entre dans le tableau s'il reste de la place ou si elle a \
         demandé moins de tours que la moins bonne entrée.",
        "Quand une victoire entre, écrivez un nom ou un court message de 44 caractères au plus \
         (un émoji ou une lettre accentuée compte pour un). Fermer laisse le tableau tel quel. \
         Effacer les meilleurs scores vide le tableau d'un niveau, après confirmation.",
    ],
    notes_title: "Remarques",
    notes: &[
        "Ce jeu reprend un Mastermind écrit en JavaScript en 2001, avec quelques \
         changements\u{a0}: une partie en cours est conservée quand on recharge la page ou qu'on \
         en visite d'autres\u{a0}; les limites de tours sont de 8, 10 et 12\u{a0}; tout le jeu se \
         joue au clavier\u{a0}; chaque couleur porte une forme pour les joueurs qui ne voient pas \
         les couleurs\u{a0}; un lien avec une graine donne à tout le monde la même combinaison.",
        "Rien n'est envoyé à un serveur. Les scores, les parties en cours et la langue choisie \
         restent dans le stockage de ce navigateur.",
    ],
    variants_title: "Le jeu des couleurs et les autres variantes",
    colour_game: &[
        "L'original de 2001 avait sa propre variante, le jeu des couleurs, en trois niveaux. Elle \
         ne change qu'une chose\u{a0}: les blancs. Les noirs se comptent comme d'habitude\u{a0}; \
         ensuite, chaque pion de l'essai qui n'est pas noir obtient un blanc si sa couleur figure \
         quelque part dans la combinaison. Les pions de la combinaison ne s'épuisent \
         jamais\u{a0}: un seul rouge dans la combinaison répond à chaque rouge mal placé de \
         l'essai.",
        "Par exemple, avec la combinaison rouge, rouge, bleu, vert, l'essai rouge, bleu, bleu, \
         rouge obtient 2 noirs (le rouge du trou 1, le bleu du trou 3) et 2 blancs\u{a0}: le bleu \
         du trou 2 et le rouge du trou 4 ont tous deux une couleur de la combinaison. La règle \
         classique donne au même essai 2 noirs et 1 blanc seulement, car l'unique bleu de la \
         combinaison est déjà pris par un noir.",
        "La page de règles que l'original consacrait au jeu des couleurs est perdue. Ce que vous \
         jouez ici est notre interprétation de la façon dont il notait un essai.",
    ],
    variants_more: "Les autres variantes changent les trous, les symboles (pions incolores, \
                    chiffres), les tours, la répétition des symboles ou la condition de victoire. \
                    Chacune a ses propres statistiques et ses propres meilleurs scores.",
};

/// The puzzles' words.
pub(super) static PUZZLE: PuzzleText = PuzzleText {
    print_puzzles: "Imprimer des énigmes",
    puzzles_lead: "Une énigme est un plateau sur lequel quelques lignes ont déjà été jouées. \
                   Leurs marques ne laissent la place qu'à une seule combinaison\u{a0}: \
                   déduisez-la et saisissez-la sur la dernière ligne. Ni chance ni pari, rien que \
                   de la déduction. Chaque niveau a une énigme du jour, la même pour tous et avec \
                   une seule tentative, et autant d'énigmes d'entraînement que vous le souhaitez.",
    daily_link: "Énigme du jour, niveau {level}",
    day_not_played: "Pas encore jouée",
    day_solved: "Résolue",
    day_not_solved: "Non résolue",
    practice: "Une nouvelle énigme\u{a0}:",
    streak: "Série d'énigmes\u{a0}: {n}",
    col_played: "Jouées",
    col_solved: "Résolues",
    col_attempts: "Tentatives",
    print_lead: "Six énigmes de même niveau et de même difficulté, sur papier, avec leurs \
                 solutions en dernière page.",
    difficulty_label: "Difficulté",
    make_puzzle: "Faire une énigme de cette partie",
    puzzle_of_game: "Énigme de cette partie",
    puzzle_link: "Lien vers l'énigme",
    stored_log: "Statistiques des énigmes",
    stored_slots: "Énigmes en cours",
    explain: "Expliquer",
    explanation: "Explication",
    col_row: "Ligne",
    col_keys_left: "Combinaisons restantes",
    col_hole: "Trou {n}",
    settles: SettlesWords {
        one: "la ligne {row} fixe le trou {holes}",
        many: "la ligne {row} fixe les trous {holes}",
        and: "et",
        semicolon: "\u{a0}; ",
    },
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
    print_heading: "Énigme {n} · niveau {level} · {band}",
    print_answer_row: "Votre réponse\u{a0}: trous vides",
    answers: "Solutions",
    answer_of: "{n}. {key}",
    print_title: "Énigmes de Mastermind · niveau {level} · {band} · graine {seed}",
    legend_black: "point plein\u{a0}: un bon symbole à la bonne place",
    legend_white: "point creux\u{a0}: un bon symbole à la mauvaise place",
    legend_symbols: "Symboles\u{a0}:",
    past_link: "Énigmes des jours passés",
    past_lead: "Les énigmes du jour des jours précédents, les mêmes que tout le monde a eues ce \
                jour-là. L'énigme de chaque date se résout une fois\u{a0}; elle compte dans \
                les statistiques des énigmes, pas dans la série.",
    past_table: "Énigmes des jours passés, niveau {level}",
    past_played: "L'énigme de cette date a déjà été jouée\u{a0}: {result}.",
};
