//! The Portuguese catalogue (European Portuguese).

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
    code: "pt",
    native_name: "Português",
    plural: Plural::OneAlone,
    loading: "A carregar…",
    language: "Idioma",
    app_name: "Mastermind",
    home_lead: "O Mastermind é um jogo de dedução: o computador esconde uma sequência de pinos \
                coloridos e tu tens de a descobrir por tentativas.",
    home_more: "Depois de cada tentativa ficas a saber quantos pinos têm a cor certa no sítio certo \
                e quantos mais têm a cor certa no sítio errado.",
    play: "Jogar",
    daily_link: "Chave do dia",
    challenge_link: "Desafiar um amigo",
    breaker_link: "O computador descobre a minha chave",
    match_link: "Partida",
    two_players_link: "Dois jogadores",
    rules: "Regras",
    high_scores: "Melhores pontuações",
    statistics: "Estatísticas",
    update_ready: "Está pronta uma nova versão",
    reload: "Recarregar",
    went_wrong: "Algo correu mal",
    went_wrong_more: "O jogo parou devido a um erro do próprio jogo. As tuas pontuações, estatísticas e jogos \
                      continuam guardados: recarregar a página costuma trazer tudo de volta.",
    your_data: "Os teus dados",
    daily_not_started: "por começar",
    daily_in_progress: Counted {
        one: "em curso ({n} jogada)",
        many: "em curso ({n} jogadas)",
    },
    daily_won: Counted {
        one: "ganho em {n} jogada",
        many: "ganho em {n} jogadas",
    },
    daily_lost: "perdido",
    daily_quit: "desistido",
    learn_to_play: "Aprender a jogar",
    continue_level: "Continuar nível {roman}",
    home_daily: "nível {roman}: {state}",
    home_start: "Começar um jogo",
    home_group_play: "Formas de jogar",
    home_group_others: "Com um amigo ou contra o computador",
    home_group_yours: "Os teus registos",
    current_streak: "Série atual: {n}",
    variants: "Variantes",
    puzzles: "Quebra-cabeças",
    friends: "Amigos",
};

/// The board's and the game page's words (all the quick board needs).
pub(super) static BOARD: BoardText = BoardText {
    shell: &SHELL,
    level_name: AboutLevel {
        level: "Nível {}",
        variant: "{}",
        custom: "Jogo personalizado",
    },
    title: AboutLevel {
        level: "Mastermind, nível {}",
        variant: "Mastermind, {}",
        custom: "Mastermind, jogo personalizado",
    },
    game_summary: GameSummary {
        colours: "Descobre a chave de {pegs} pinos, tirada de {colours} cores, em {turns}.",
        variant: "Descobre a chave de {pegs} pinos ({symbols}) em {turns}. {rule}",
        turn: Noun {
            one: "jogada",
            many: "jogadas",
        },
    },
    rule_sentence: RuleSentences {
        colour_game: "Os brancos contam-se à maneira do jogo das cores: cada pino fora do lugar ganha um branco se a sua cor estiver em alguma parte da chave, por isso quatro vermelhos contra uma chave com um só vermelho ganham 1 preto, 3 brancos.",
        ordinary: "Um preto por cada cor certa no buraco certo, um branco por cada cor certa noutro buraco.",
        blanks: "O pino sem cor é um símbolo como as cores: pode estar na chave e ganha pretos e brancos como elas.",
        colours_only: "Ganhas logo que uma tentativa tenha as cores da chave por qualquer ordem: os seus pretos e brancos juntos enchem os buracos.",
        number: "Um preto por cada algarismo certo no lugar certo, um branco por cada algarismo certo noutro lugar, e a soma dos algarismos da chave como pista.",
        bagels: "Um Fermi por cada algarismo certo no lugar certo, um Pico por cada algarismo certo noutro lugar, e uma linha sem nenhum é Bagels.",
        bulls_and_cows: "Um touro por cada algarismo certo no lugar certo, uma vaca por cada algarismo certo noutro lugar: quatro touros ganham.",
    },
    variant_symbols: SymbolsWords {
        colours: "{n} cores",
        colours_and_blank: "{n} cores e sem cor",
        digits_from_1: "algarismos 1–{last}",
        digits_from_0: "algarismos 0–{last}",
        no_repeats: "{symbols}, sem repetições",
    },
    digit_sum: "Soma dos algarismos da chave: {s}",
    colour: ColourNames {
        red: "vermelho",
        green: "verde",
        blue: "azul",
        yellow: "amarelo",
        turquoise: "turquesa",
        pink: "rosa",
        orange: "laranja",
        purple: "roxo",
        brown: "castanho",
        grey: "cinzento",
    },
    blank: "sem cor",
    variant: VariantNames {
        colour_game_i: "O jogo das cores, nível I",
        colour_game_ii: "O jogo das cores, nível II",
        colour_game_iii: "O jogo das cores, nível III",
        mini: "Mini Mastermind",
        super_mastermind: "Super Mastermind",
        blanks: "Lisos",
        colours_only: "Só as cores",
        kids: "Mastermind para crianças",
        number: "Mastermind dos números",
        bagels: "Bagels",
        bulls_and_cows: "Touros e vacas",
    },
    empty: "vazio",
    hole: "Linha {row}, buraco {hole}: {colour}",
    row: "Linha {r}",
    row_feedback: "Linha {r}: {marks}",
    mark_words: MarkWords {
        black: Noun {
            one: "preto",
            many: "pretos",
        },
        white: Noun {
            one: "branco",
            many: "brancos",
        },
        bull: Noun {
            one: "touro",
            many: "touros",
        },
        cow: Noun {
            one: "vaca",
            many: "vacas",
        },
    },
    key_label: "Chave",
    key_covered: "A chave fica tapada até ao fim do jogo",
    key_revealed: "Chave: {names}",
    colour_words: SymbolWords {
        palette: "Cores para a linha {r}, buraco {h}",
        repeated: "a linha {row} usa {name} duas vezes, e neste jogo as cores não se repetem.",
        not_in_level: "essa cor não é usada neste nível.",
        notes_help: "Marca uma cor para a riscar de um buraco, como no papel. As notas ficam com o \
                     jogo e são só tuas: não dão pistas.",
        keyboard_help: "Teclado: a tecla indicada ao lado de cada pino da paleta (o número de uma cor, 1 a 9 e 0 \
                        para a décima, ou o próprio algarismo) para o pôr, Delete ou Backspace para tirar um pino, Enter para \
                        submeter, Ctrl+Z para desfazer e Ctrl+Shift+Z ou Ctrl+Y para refazer; R lê o tabuleiro em voz alta; com Som ativado, H faz ouvir a linha; o Tab \
                        chega à linha ativa e as setas movem-se nela.",
    },
    digit_words: SymbolWords {
        palette: "Algarismos para a linha {r}, buraco {h}",
        repeated: "a linha {row} usa o {name} duas vezes, e neste jogo os algarismos não se repetem.",
        not_in_level: "esse algarismo não é usado neste jogo.",
        notes_help: "Marca um algarismo para o riscar de um buraco, como no papel. As notas ficam \
                     com o jogo e são só tuas: não dão pistas.",
        keyboard_help: "Teclado: escreve um algarismo da paleta para o pôr, Delete ou Backspace \
                        para tirar um pino, Enter para submeter, Ctrl+Z para desfazer e \
                        Ctrl+Shift+Z ou Ctrl+Y para refazer; R lê o tabuleiro em voz alta; com Som ativado, H faz ouvir a linha; o Tab \
                        chega à linha ativa e as setas movem-se nela.",
    },
    submit: "Submeter tentativa",
    won: Counted {
        one: "Ganhaste em {n} jogada!",
        many: "Ganhaste em {n} jogadas!",
    },
    lost: "Perdeste: já usaste todas as jogadas. A chave está descoberta na linha de cima.",
    quit_flag: "Fim do jogo: desististe. A chave está descoberta na linha de cima.",
    warnings: WarningWords {
        frame: "Aviso: {why}",
        game_over: "este jogo já acabou. Carrega em Jogar de novo para começar outro.",
        played_row: "a linha {row} já foi jogada.",
        future_row: "a linha {row} ainda não está em jogo. Preenche primeiro a linha {active}.",
        off_board: "esse buraco não existe neste tabuleiro.",
        row_incomplete: "a linha {row} ainda tem {empty} por preencher antes de poder ser submetida.",
        empty_hole: Noun {
            one: "buraco vazio",
            many: "buracos vazios",
        },
        hole_empty: "esse buraco não tem nenhum pino para tirar.",
        key_covered: "a chave fica tapada até ao fim do jogo.",
        contradicts: "modo difícil: esta tentativa não pode ser a chave, porque a linha {row} teria então tido {marks}.",
        not_asked: "nesta lição, a linha {row} é {pegs}. Muda os pinos para ficarem iguais.",
        no_aids_in_puzzle: "um quebra-cabeças resolve-se sem as ajudas do solucionador.",
        bad_answer: "a resposta do computador não bate certo com as linhas jogadas.",
    },
    hard_mode_note: "Modo difícil: cada tentativa tem de respeitar todas as linhas já jogadas.",
    daily_notice: "Chave do dia {day} (UTC): a mesma chave para todos os jogadores hoje, uma tentativa \
                   cada.",
    daily_level: "Chave do dia, nível {level}",
    custom_no_scores: "Os jogos personalizados nunca entram nas melhores pontuações.",
    seeded: "Jogo com semente {seed}: quem abrir esta ligação recebe a mesma chave.",
    possible_keys: "Chaves possíveis: {n}",
    contradiction: "a linha {guess_row} não pode ser a chave: a linha {row} teria tido {marks}.",
    challenge_heading: Optional {
        with: "Desafio de {name}",
        without: "Desafio",
    },
    challenge_notice: "A chave de um amigo: este jogo conta nas estatísticas, nunca nos recordes.",
    sender_result: Optional {
        with: "{name} descobriu esta chave em {turns}",
        without: "{name} não descobriu esta chave",
    },
    sender_unnamed: "O teu amigo",
    guesses: Noun {
        one: "tentativa",
        many: "tentativas",
    },
    past_level: "Chave do dia {day}, nível {level}",
    past_notice: "Chave do dia {day} (UTC), uma data passada: uma tentativa; conta nas estatísticas, \
                  não na série diária.",
    versus: "Tu: {you}, {name}: {them}",
    not_broken: "não descoberta",
    your_friend: "o teu amigo",
    solved_in: Counted {
        one: "Resolvido em {n} tentativa",
        many: "Resolvido em {n} tentativas",
    },
    not_the_key: "Não é a chave: contradiz a linha {row}",
    not_solved_note: Optional {
        with: "Não resolvido: essa chave contradiz a linha {row}. A chave está descoberta na linha de cima.",
        without: "Não resolvido: a chave está descoberta na linha de cima.",
    },
    puzzle_from: "Quebra-cabeças de {name}",
    puzzle_level: "Quebra-cabeças, nível {level}",
    daily_puzzle_level: "Quebra-cabeças do dia {day}, nível {level}",
    difficulty: DifficultyWords {
        easy: "Fácil",
        medium: "Média",
        hard: "Difícil",
    },
    difficulty_line: "Dificuldade: {}",
    check: "Verificar",
    past_puzzle_notice: "Quebra-cabeças de uma data passada: uma tentativa. Conta nas estatísticas dos \
                         quebra-cabeças, não na série.",
    devious_note: "Computador ardiloso: a chave é escolhida o mais tarde possível.",
    game_put_aside: "O teu jogo em curso neste nível foi posto de lado: volta quando carregares \
                     em Jogar de novo depois deste.",
    game_back: "O jogo que estava posto de lado voltou, tal como o deixaste.",
    seed_ignored: "A semente “{bad}” não é um número inteiro de 0 a 18446744073709551615, por isso foi \
                   ignorada e esta chave é aleatória.",
    no_randomness: "Este navegador não oferece números aleatórios seguros, por isso esta chave vem \
                    de uma semente fixa.",
    game_damaged_note: Optional {
        with: "Não foi possível ler o jogo guardado, por isso começou um novo. Os dados antigos ficam guardados em “{key}”.",
        without: "Não foi possível ler o jogo guardado, por isso começou um novo; este não será guardado por cima dos dados antigos.",
    },
    game_newer: "Uma versão mais recente deste jogo guardou um jogo neste nível. Esse jogo fica \
                 intacto, e este não será guardado.",
};

pub(super) static REPLY: ReplyText = ReplyText {
    from: "Resposta de {name}",
    result: Optional {
        with: "{name} descobriu a tua chave em {turns}",
        without: "{name} não descobriu a tua chave",
    },
    unplayed: Either {
        yes: "Definiste esta chave sem a jogar; {name} descobriu-a e ganha este jogo.",
        no: "Definiste esta chave sem a jogar; {name} não a descobriu, por isso ganhas tu este jogo.",
    },
    key: "A tua chave",
    your_rows: "As tuas linhas",
    their_rows: "Linhas de {name}",
    not_played: "As tuas linhas desta chave não estão guardadas neste navegador.",
    refused: ReplyRefusedWords {
        damaged: "Esta ligação de resposta está cortada ou alterada, por isso não pode ser lida. Pede ao teu amigo que a envie de novo.",
        newer: "Esta resposta foi feita por uma versão mais recente do jogo. Recarrega para atualizar e abre-a de novo.",
        not_a_reply: "Esta ligação não contém nenhuma resposta deste jogo.",
    },
    counted: "Contado nos Amigos, uma só vez, por muitas vezes que a ligação seja aberta.",
};

pub(super) static TEXT: Text = Text {
    board: &BOARD,
    reply: &REPLY,
    puzzle: &PUZZLE,
    locale: "pt-PT",
    data: &PT_DATA,
    intro_title: "Escolher um nível",
    intro_lead: "Cada nível esconde uma chave mais longa, tirada de mais cores, e dá-te mais jogadas \
                 para a descobrir. As cores podem repetir-se.",
    col_level: "Nível",
    col_pegs: "Pinos",
    col_colours: "Cores",
    col_turns: "Jogadas",
    col_keys: "Chaves possíveis",
    choose_level: "Escolher outro nível",
    choose_variant: "Escolher outra variante",
    variants_lead: "O mesmo jogo com outros tamanhos, outros símbolos ou outra maneira de marcar \
                    uma tentativa: o jogo das cores do próprio original de 2001, as edições do \
                    jogo de tabuleiro e os jogos de papel e lápis que vieram antes dele. Cada \
                    variante guarda as suas estatísticas e melhores pontuações.",
    col_variant: "Variante",
    col_holes: "Buracos",
    col_symbols: "Símbolos",
    col_rule: "Regra",
    variant_rule: RuleNames {
        colour_game: "jogo das cores",
        colours_only: "só as cores",
        with_sum: "normal, com a soma",
        standard: "normal",
    },
    // The link to play each variant, its article as the sentence needs it.
    play_variant: VariantNames {
        colour_game_i: "Jogar o jogo das cores, nível I",
        colour_game_ii: "Jogar o jogo das cores, nível II",
        colour_game_iii: "Jogar o jogo das cores, nível III",
        mini: "Jogar Mini Mastermind",
        super_mastermind: "Jogar Super Mastermind",
        blanks: "Jogar Lisos",
        colours_only: "Jogar Só as cores",
        kids: "Jogar Mastermind para crianças",
        number: "Jogar Mastermind dos números",
        bagels: "Jogar Bagels",
        bulls_and_cows: "Jogar Touros e vacas",
    },
    colour_game_title: "O jogo das cores",
    colour_game_lead: "A variante do próprio original de 2001 só muda uma marca: um pino fora do \
                       lugar ganha um branco sempre que a sua cor está em alguma parte da chave, \
                       mesmo que essa cor já tenha sido contada.",
    colour_game_link: "Jogo das cores {r}",
    quit: "Desistir do jogo",
    play_again: "Jogar de novo",
    play_again_nod: Some("jogar de novo · play again · jouer à nouveau"),
    end_game_title: "Terminar este jogo?",
    end_game_question: "A chave fica à vista e o jogo conta como desistido nas estatísticas: jogado, mas não ganho.",
    end_game: "Terminar o jogo",
    keep_playing: "Continuar a jogar",
    undo: "Desfazer",
    redo: "Refazer",
    hard_mode: "Modo difícil",
    hard_mode_help: "Cada tentativa tem de ser uma que ainda possa ser a chave. Aplica-se aos jogos \
                     que começares a partir de agora.",
    lesson_lead: "Um jogo do nível I com uma chave escolhida para aprender. Cada passo pede uma \
                  tentativa: joga-a e lê o que as suas marcas provam.",
    lesson_ask: "Passo {step} de {steps}: preenche a linha {row} com {colours} e submete-a.",
    lesson_proves: [
        "Uma preta e nenhuma branca: um pino desta linha tem a cor certa no buraco certo, e a chave não tem mais nenhum vermelho nem verde. Ainda servem {left} chaves.",
        "Duas pretas e uma branca: três destes pinos são cores da chave, dois deles já no sítio. Com a primeira linha, só servem {left} chaves.",
        "Três pretas e nenhuma branca: o rosa não está na chave, e os outros três pinos estão no sítio certo. Só uma chave serve às três linhas: azul, vermelho, amarelo, azul.",
        "Quatro pretas: a chave foi descoberta. O jogo é isto: as marcas de cada linha afastam chaves até sobrar só uma.",
    ],
    lesson_done: "Muito bem: já sabes jogar.",
    skip: "Saltar",
    lesson_next: "Jogar um jogo teu",
    lesson_note: "Novo no Mastermind? Um jogo guiado mostra como funciona em dois minutos:",
    notes: "Notas",
    notes_hole: "Buraco {h}",
    notes_cell: "Buraco {h}: {colour}",
    devious: "Computador ardiloso",
    devious_help: "O computador não escolhe a chave no início: marca cada tentativa de modo a \
                   deixar em aberto o maior número possível de chaves, e só se decide quando fica \
                   encurralado. Sem recordes; os seus jogos têm estatísticas à parte. Aplica-se \
                   aos jogos livres que começares a partir de agora nos níveis I a III.",
    stats_devious_note: "Aqui contam todos os jogos contra o computador ardiloso, dos três níveis \
                         juntos.",
    share_result: "Partilhar resultado",
    result: "Resultado",
    result_line: Optional {
        with: "Jogadas: {turns} · Tempo: {time}",
        without: "Jogadas: {turns}",
    },
    again_after_daily: "Jogar de novo continua com um jogo normal deste nível: há uma só chave do dia em cada dia.",
    again_after_challenge: "Jogar de novo continua com um jogo normal deste nível, com uma chave só sua.",
    share_with: "Partilhar com…",
    copied: "Copiado para a área de transferência",
    copy_refused: CopyRefusedWords {
        no_clipboard: "Este navegador não deixa a página usar a área de transferência aqui, por isso o resultado está abaixo: seleciona-o e copia-o à mão.",
        denied: "O navegador não deixou a página copiar, por isso o resultado está abaixo: seleciona-o e copia-o à mão.",
    },
    share_text_label: "O teu resultado",
    next_daily: "Próxima chave do dia daqui a {left}",
    daily_lead: "Cada dia UTC tem uma chave por nível, a mesma para todos os jogadores do mundo. \
                 Tens uma tentativa em cada uma; chega uma chave nova à meia-noite UTC.",
    challenge_lead: "Escolhe uma chave para um amigo descobrir e envia-lhe a ligação. A chave vai \
                     na ligação, escondida de um olhar mas não fechada: é um jogo entre amigos. \
                     O teu nome é opcional.",
    your_name: "O teu nome",
    create_link: "Criar ligação",
    challenge_url: "Ligação do desafio",
    copy_link: "Copiar ligação",
    challenge_with_key: "Desafiar um amigo com esta chave",
    two_players_lead: "Duas pessoas, um aparelho: em cada ronda uma faz uma chave enquanto a outra \
                       olha para o lado, depois a outra descobre-a no tabuleiro, e os papéis \
                       trocam a cada ronda. O jogador 1 faz a primeira chave. Passem o aparelho \
                       de mão em mão; uma chave escondida fica escondida, mesmo depois de \
                       recarregar a página.",
    player_label: "Jogador {n}",
    look_away: "{maker}, faz a chave enquanto {breaker} olha para o lado.",
    hide_key: "Esconder a chave",
    break_now: "{breaker}, descobre a chave.",
    score_people: "Pontuação: {a} {p}, {b} {q}",
    won_match: "{name} ganhou a partida",
    challenge_refused: ChallengeRefusedWords {
        not_a_challenge: "Esta ligação não tem um desafio deste jogo. Podes jogar um jogo teu.",
        damaged: "Esta ligação de desafio está cortada ou alterada, e a chave não se pode ler. Pede ao teu amigo que a envie de novo, ou joga um jogo teu.",
    },
    past_link: "Chaves do dia anteriores",
    past_lead: "As chaves do dia dos dias antes de hoje. A chave de cada data pode ser jogada uma \
                vez, como uma chave do dia; estes jogos contam nas estatísticas, mas não na série \
                diária.",
    past_table: "Chaves do dia anteriores, nível {level}",
    past_date: "Data",
    past_result: "Resultado",
    past_play: "Jogar {day}",
    past_earlier: "Anteriores",
    past_played: "A chave desta data já foi jogada: {result}.",
    analysis_title: "Quão boa foi cada tentativa?",
    analysis: "Análise",
    col_row: "Linha",
    col_keys_before: "Chaves antes",
    col_keys_left: "Chaves restantes",
    col_expected_left: "Restantes esperadas",
    col_best_expected_left: "Melhor esperado",
    col_could_be_key: "Podia ser a chave",
    yes: "sim",
    no: "não",
    analysis_progress: "A analisar a linha {row} de {rows}…",
    analysis_none: "Não foi jogada nenhuma tentativa, por isso não há nada para analisar.",
    analysis_summary: TwoCounts {
        one_one: "Tentativas tão boas como a melhor possível: {best} de {rows}. Em média, a tua \
                  tentativa deixaria {mine} chaves; a melhor possível, {top}.",
        one_many: "Tentativas tão boas como a melhor possível: {best} de {rows}. Em média, as tuas \
                   tentativas deixariam {mine} chaves no total; as melhores possíveis, {top}.",
        many_one: "Tentativas tão boas como a melhor possível: {best} de {rows}. Em média, a tua \
                   tentativa deixaria {mine} chaves; a melhor possível, {top}.",
        many_many: "Tentativas tão boas como a melhor possível: {best} de {rows}. Em média, as tuas \
                    tentativas deixariam {mine} chaves no total; as melhores possíveis, {top}.",
    },
    custom_link: "Jogo personalizado",
    custom_lead: "Escolhe o tabuleiro: quantos pinos tem uma chave, de quantas cores são tirados, \
                  quantas jogadas tens, e se uma cor pode aparecer duas vezes. Sem repetições o \
                  jogo é o clássico Touros e Vacas. Os jogos personalizados nunca entram nas \
                  melhores pontuações.",
    custom_repeats: "As cores podem repetir-se",
    custom_start: "Começar",
    custom_keys: Either {
        yes: "Este jogo tem {keys} chaves possíveis; as ajudas do solucionador funcionam nele.",
        no: "Este jogo tem {keys} chaves possíveis: demasiadas para as ajudas do solucionador, que \
             ficarão desligadas.",
    },
    custom_error: CustomErrorWords {
        too_few_colours: "Sem repetições cada um dos {pegs} pinos precisa de uma cor só sua, e só há {colours}.",
        pegs: "Os pinos têm de ser um número inteiro de {low} a {high}.",
        colours: "As cores têm de ser um número inteiro de {low} a {high}.",
        turns: "As jogadas têm de ser um número inteiro de {low} a {high}.",
        repeats: "Diz se as cores se podem repetir.",
    },
    custom_url_invalid: "Essa ligação não descreve um jogo personalizado ({why}), por isso aqui fica o formulário para escolheres um.",
    aids_too_large: "As ajudas do solucionador não estão disponíveis neste jogo: as suas {keys} chaves \
                     possíveis são mais do que o solucionador consegue pesquisar a tempo (no máximo {limit}).",
    read_board: "Ler o tabuleiro",
    close_reading: "Fechar a leitura",
    sound: "Som",
    hear_row: "Ouvir a linha",
    board_lines: BoardLines {
        row: "Linha {n}: {guess}; {marks}.",
        none_played: "Ainda nenhuma linha jogada.",
        active: "Linha {n}, a preencher: {pegs}.",
        empty: "vazio",
        left: Counted {
            one: "Falta {n} jogada.",
            many: "Faltam {n} jogadas.",
        },
        over: "O jogo acabou.",
        possible: "Chaves possíveis: {n}.",
    },
    open_elsewhere: "Este jogo está aberto noutro separador.",
    play_here: "Jogar aqui",
    not_found_title: "Página não encontrada",
    not_found_text: "Não existe aqui essa página nem esse nível.",
    scores_heading: AboutLevel {
        level: "Melhores pontuações, nível {}",
        variant: "Melhores pontuações, {}",
        custom: "Melhores pontuações, jogo personalizado",
    },
    col_rank: "Posição",
    col_name: "Nome",
    col_date: "Data",
    no_scores: "Ainda não há pontuações neste nível: ganha um jogo para ficares em primeiro lugar.",
    reset_scores: "Apagar pontuações",
    clear_scores_question: AboutLevel {
        level: "Apagar todas as melhores pontuações do nível {}? Os outros níveis mantêm as suas.",
        variant: "Apagar todas as melhores pontuações de {}? Os níveis e as outras variantes mantêm \
                  as suas.",
        custom: "Apagar todas as melhores pontuações dos jogos personalizados? Os níveis mantêm as \
                 suas.",
    },
    reset: "Apagar",
    cancel: "Cancelar",
    new_score: "Nova melhor pontuação",
    new_score_text: Counted {
        one: "Descobriste a chave em {n} jogada, o que te dá um lugar na tabela deste nível. Escreve um \
             nome ou uma mensagem curta para ficar lá registado.",
        many: "Descobriste a chave em {n} jogadas, o que te dá um lugar na tabela deste nível. Escreve um \
             nome ou uma mensagem curta para ficar lá registado.",
    },
    name_label: "Nome",
    chars_left: Counted {
        one: "{n} carácter restante",
        many: "{n} caracteres restantes",
    },
    name_cut_paste: "O texto colado foi cortado para 44 caracteres.",
    name_at_most: "Um nome tem no máximo 44 caracteres.",
    name_error: NameErrorWords {
        empty: "Escreve pelo menos um carácter.",
        too_long: "Um nome tem no máximo {max} caracteres.",
        control: "Um nome não pode conter quebras de linha, tabulações nem outros caracteres de controlo.",
    },
    save: "Guardar",
    close: "Fechar",
    scores_notes: StoreNotes {
        kept: Noun {
            one: "entrada foi mantida",
            many: "entradas foram mantidas",
        },
        backed_up: "Não foi possível ler as pontuações guardadas. {kept}; os dados ilegíveis ficaram guardados em “{key}” no armazenamento deste navegador, e começa uma tabela nova.",
        not_backed_up: "Não foi possível ler as pontuações guardadas. {kept}; não foi possível fazer uma cópia de segurança dos dados ilegíveis, por isso ficam como estão e as novas pontuações não serão guardadas.",
        unavailable: "Não é possível guardar pontuações: este navegador não deixa a página guardar nada (navegação privada ou armazenamento desligado). Podes continuar a jogar.",
        full: "Não é possível guardar pontuações: o armazenamento do navegador para esta página está cheio. Podes continuar a jogar, e as tuas pontuações ficam nesta página até saíres dela.",
        newer: "Não é possível guardar pontuações: foram guardadas por uma versão mais recente deste jogo, e esta versão não lhes toca.",
    },
    solver_aids: "Ajudas do solucionador",
    aids_title: "Ligar as ajudas do solucionador?",
    aids_question: "Com as ajudas ligadas podes pedir uma sugestão, vês depois de cada linha \
                    quantas chaves ainda são possíveis, e és avisado quando uma tentativa \
                    contradiz uma linha anterior. Este jogo deixa então de contar para os \
                    recordes, mesmo que nunca peças uma sugestão.",
    turn_on: "Ligar",
    aids_on_note: "As ajudas do solucionador estão ligadas: este jogo não conta para os recordes.",
    hint: "Sugestão",
    replay_title: "Como o solucionador teria jogado",
    replay_row: "Tentativa {n}: {pegs} — {marks}; {left}.",
    replay_left: Counted {
        one: "{n} chave possível",
        many: "{n} chaves possíveis",
    },
    replay_total: Counted {
        one: "O solucionador encontra esta chave em {n} tentativa.",
        many: "O solucionador encontra esta chave em {n} tentativas.",
    },
    solver_optimal: "Neste nível o solucionador joga de forma ótima: nenhuma estratégia precisa de \
                     menos tentativas em média sobre todas as chaves, e nunca precisa de mais de \
                     cinco.",
    thinking: "A pensar…",
    solver_loading: "A carregar o solucionador…",
    solver_thinking: "O solucionador está a pensar…",
    solver_unavailable: "Não foi possível iniciar o solucionador: as sugestões, as contagens de \
                         chaves possíveis e as jogadas do computador não estão disponíveis. O \
                         jogo continua.",
    solver_failed: "O solucionador deixou de funcionar: as sugestões, as contagens de chaves \
                    possíveis e as jogadas do computador não estão disponíveis. O jogo continua.",
    breaker_title: "O computador descobre a tua chave",
    breaker_lead: "Faz uma chave e vê o computador descobri-la. Depois de cada tentativa mostra \
                   quantas chaves ainda são possíveis. Também podes dar tu as respostas: a chave \
                   fica só na tua cabeça, e o computador avisa logo se as respostas se \
                   contradizem.",
    secret: "A tua chave",
    secret_hole: "Segredo, buraco {hole}: {colour}",
    secret_palette: "Cores para a tua chave",
    by_hand: "Dar as respostas à mão",
    start: "Começar",
    secret_needed: "Preenche todos os buracos da tua chave para começar, ou dá as respostas à mão.",
    black: "Pretas",
    white: "Brancas",
    answer: "Responder",
    answer_for: "A tua resposta à linha {r}",
    answer_impossible: "Pretas e brancas juntas não podem ser mais do que o número de pinos.",
    inconsistent: InconsistentWords {
        one: "Inconsistente: nenhuma chave pode dar essa resposta à linha {row}.",
        many: "Inconsistente: nenhuma chave dá estas respostas à {rows} ao mesmo tempo.",
        row: "linha",
        and: "e",
    },
    correct_last: "Corrigir a última resposta",
    found: Counted {
        one: "O computador descobriu a tua chave em {n} tentativa",
        many: "O computador descobriu a tua chave em {n} tentativas",
    },
    new_key: "Nova chave",
    match_title: "Uma partida contra o computador",
    match_lead: "Tu e o computador alternam: um faz uma chave, o outro descobre-a, e os papéis \
                 trocam a cada ronda. Com pontos para quem descobre, a partir da ronda 2 quem \
                 descobre ganha 3 pontos se o fizer em menos tentativas do que o adversário na \
                 ronda anterior, 1 com as mesmas, e 0 com mais ou se não a descobrir. Com pontos \
                 para quem faz a chave (a regra do jogo de tabuleiro), quem faz a chave ganha um \
                 ponto por cada tentativa, e mais um se a chave não for descoberta.",
    match_setup: "Preparação da partida",
    rounds: "Rondas",
    pace: "Ritmo",
    pace_name: PaceWords {
        quick: "Rápido",
        relaxed: "Calmo",
        slow: "Lento",
    },
    pace_help: "As jogadas de quem decifra para descobrir cada chave: Rápido 5, Calmo 10, Lento 15.",
    strength: "A força do computador",
    strength_name: StrengthWords {
        easy: "Fácil",
        normal: "Normal",
        strong: "Forte",
    },
    first_key: "Quem faz a primeira chave",
    scoring: "Pontuação",
    scoring_name: ScoringWords {
        codebreaker: "Pontos para quem descobre a chave",
        codemaker: "Pontos para quem faz a chave",
    },
    i_make_first: "Faço eu a primeira chave",
    computer_makes_first: "O computador faz a primeira chave",
    random_first: "Ao acaso",
    start_match: "Começar partida",
    load_match: "Carregar partida",
    drop_hint: "ou larga aqui um ficheiro de partida guardada.",
    cannot_load_file: "Não é possível carregar este ficheiro: {}",
    file_error: FileErrorWords {
        bad_setup: "o número de rondas não é par entre 2 e 20.",
        computer_match: "é uma partida contra o computador: carrega-a na página Partida.",
        feedback_contradicts_key: "na ronda {round}, a resposta à tentativa {guess} contradiz a chave.",
        guess_after_end: "a ronda {round} tem tentativas depois de acabar.",
        guess_not_in_level: "uma tentativa da ronda {round} não é deste nível.",
        key_not_in_level: "a chave da ronda {round} não é deste nível.",
        malformed: "o conteúdo não tem a forma de uma partida guardada.",
        newer: "foi guardada por uma versão mais recente deste jogo (versão {version}).",
        not_a_match: "não é uma partida guardada deste jogo.",
        not_json: "não é uma partida guardada (não é JSON).",
        people_match: "é uma partida entre duas pessoas: carrega-a na página Dois jogadores.",
        roles_out_of_turn: "na ronda {round} a chave foi feita pelo jogador errado.",
        rounds_out_of_order: "as rondas estão fora de ordem.",
        too_many_rounds: "tem mais rondas do que a partida.",
        unfinished_round: "a ronda {round} não acabou e vem outra a seguir.",
    },
    scoreboard: "Marcador",
    col_round: "Ronda",
    col_codemaker: "Quem fez a chave",
    col_attempts: "Tentativas",
    col_points: "Pontos",
    side: SideWords {
        player: "Tu",
        computer: "Computador",
    },
    attempts: Either {
        yes: "{n}",
        no: "{n} (não descoberta)",
    },
    score: "Pontuação: Tu {you}, Computador {computer}",
    round_of: "Ronda {r} de {n}",
    make_key_now: "É a tua vez de fazer a chave: o computador vai descobri-la.",
    break_key_now: "O computador fez uma chave: descobre-a.",
    computer_breaking: "O computador está a descobrir a tua chave.",
    save_match: "Guardar partida",
    next_round: "Ronda seguinte",
    outcome: OutcomeWords {
        player_won: "Ganhaste a partida",
        computer_won: "O computador ganhou a partida",
        draw: "A partida ficou empatada",
    },
    new_match: "Nova partida",
    decimal_sign: ',',
    percent_space: "\u{a0}",
    table_choice: "Nível ou variante",
    stats_heading: AboutGroup {
        games: AboutLevel {
            level: "Estatísticas, nível {}",
            variant: "Estatísticas, {}",
            custom: "Personalizados",
        },
        devious: "Estatísticas, ardiloso",
    },
    stats_custom_note: "Aqui contam juntos todos os jogos personalizados, sejam quais forem os \
                        pinos, as cores e as jogadas.",
    stat_played: "Jogados",
    stat_won: "Ganhos",
    stat_win_rate: "Taxa de vitórias",
    stat_current_streak: "Série atual",
    stat_best_streak: "Melhor série",
    stat_daily_streak: "Série diária",
    stat_average: "Média de jogadas",
    show_timer: "Mostrar o cronómetro",
    time_label: "Tempo",
    stat_best_time: "Melhor tempo",
    stat_average_time: "Tempo médio",
    chart_heading: AboutGroup {
        games: AboutLevel {
            level: "Jogadas por vitória, nível {}",
            variant: "Jogadas por vitória, {}",
            custom: "Jogadas por vitória, jogos personalizados",
        },
        devious: "Jogadas por vitória, ardiloso",
    },
    col_wins: "Vitórias",
    solver_average: "O resolvedor do próprio jogo precisa em média de {avg} jogadas neste nível, sobre \
                     todas as chaves.",
    solver_average_custom: "A média do resolvedor só está medida nos níveis I, II e III.",
    reset_stats: "Apagar estatísticas",
    forget_stats_question: AboutGroup {
        games: AboutLevel {
            level: "Esquecer todos os jogos terminados do nível {}? Os outros níveis mantêm as suas \
                    estatísticas.",
            variant: "Esquecer todos os jogos terminados de {}? Os níveis e as outras variantes mantêm as \
                      suas estatísticas.",
            custom: "Esquecer todos os jogos personalizados terminados, de todos os tamanhos? Os níveis \
                     mantêm as suas estatísticas.",
        },
        devious: "Esquecer todos os jogos terminados contra o computador ardiloso? Os níveis mantêm \
                  as suas estatísticas.",
    },
    stats_notes: StoreNotes {
        kept: Noun {
            one: "jogo foi mantido",
            many: "jogos foram mantidos",
        },
        backed_up: "Não foi possível ler as estatísticas guardadas. {kept}; os dados ilegíveis ficaram guardados em “{key}” no armazenamento deste navegador.",
        not_backed_up: "Não foi possível ler as estatísticas guardadas. {kept}; não foi possível fazer uma cópia de segurança dos dados ilegíveis, por isso ficam como estão e os novos jogos não serão guardados.",
        unavailable: "Não é possível guardar estatísticas: este navegador não deixa a página guardar nada.",
        full: "Não é possível guardar estatísticas: o armazenamento do navegador para esta página está cheio. Os teus jogos contam até saíres da página.",
        newer: "Não é possível guardar estatísticas: foram guardadas por uma versão mais recente deste jogo, e esta versão não lhes toca.",
    },
    send_result: "Enviar o meu resultado",
    reply_url: "Ligação da resposta",
    reply_lead: "Envia esta ligação ao amigo que te desafiou: mostra-lhe as tuas linhas e conta o jogo nos Amigos dele.",
    friends_lead: "Os teus jogos contra amigos, através de desafios e respostas. Uma chave que ambos jogaram é ganha por menos tentativas, depois por menos tempo.",
    col_games: "Jogos",
    col_you_won: "Ganhaste",
    col_they_won: "Ganharam",
    col_drawn: "Empates",
    friends_none: "Ainda não há jogos com amigos. Desafia um amigo ou abre uma ligação de resposta.",
    friends_notes: StoreNotes {
        kept: Noun {
            one: "jogo foi mantido",
            many: "jogos foram mantidos",
        },
        backed_up: "Não foi possível ler o registo de Amigos guardado. {kept}; os dados ilegíveis estão guardados em “{key}” no armazenamento deste navegador.",
        not_backed_up: "Não foi possível ler o registo de Amigos guardado. {kept}; não foi possível guardar uma cópia dos dados ilegíveis, por isso ficam como estão e os novos jogos não serão guardados.",
        unavailable: "Não é possível guardar os Amigos: este navegador não deixa a página guardar nada.",
        full: "Não é possível guardar os Amigos: o armazenamento do navegador para esta página está cheio.",
        newer: "Não é possível guardar os Amigos: foram guardados por uma versão mais recente deste jogo, e esta versão não lhes toca.",
    },
};

pub(super) static PT_DATA: DataText = DataText {
    lead: "Tudo o que o jogo guarda (pontuações, estatísticas, jogos em curso, definições) fica \
           apenas neste navegador, e nada é enviado para lado nenhum. Exporta-o para um ficheiro \
           ou copia um código de transferência para guardares uma cópia ou o levares para outro \
           navegador.",
    stored_data: "Dados guardados",
    col_what: "O quê",
    col_entries: "Entradas",
    col_size: "Tamanho",
    shell: &SHELL,
    kinds: StoreKindWords {
        scores: KindWords {
            name: "Melhores pontuações",
            count: Noun {
                one: "pontuação",
                many: "pontuações",
            },
        },
        statistics: KindWords {
            name: "Estatísticas",
            count: Noun {
                one: "jogo terminado",
                many: "jogos terminados",
            },
        },
        games: KindWords {
            name: "Jogos em curso",
            count: Noun {
                one: "jogo em curso",
                many: "jogos em curso",
            },
        },
        settings: KindWords {
            name: "Definições",
            count: Noun {
                one: "conjunto de definições",
                many: "conjuntos de definições",
            },
        },
        matches: KindWords {
            name: "Partida",
            count: Noun {
                one: "partida",
                many: "partidas",
            },
        },
        codebreaker: KindWords {
            name: "Computador a descobrir a chave",
            count: Noun {
                one: "sessão do computador",
                many: "sessões do computador",
            },
        },
        puzzle_stats: KindWords {
            name: "Estatísticas dos quebra-cabeças",
            count: Noun {
                one: "quebra-cabeças terminado",
                many: "quebra-cabeças terminados",
            },
        },
        puzzles: KindWords {
            name: "Quebra-cabeças em curso",
            count: Noun {
                one: "quebra-cabeças em curso",
                many: "quebra-cabeças em curso",
            },
        },
        friends: KindWords {
            name: "Amigos",
            count: Noun {
                one: "jogo com amigos",
                many: "jogos com amigos",
            },
        },
        backups: KindWords {
            name: "Cópias de segurança",
            count: Noun {
                one: "cópia de segurança",
                many: "cópias de segurança",
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
    storage_unavailable: "Este navegador não deixa a página guardar nada (navegação privada ou \
                          armazenamento desligado), por isso nada fica guardado aqui.",
    last_export_never: "Última exportação: nunca",
    last_export: "Última exportação: {date}",
    storage_kept: "Armazenamento: guardado até o apagares",
    storage_may_clear: "Armazenamento: o navegador pode apagá-lo",
    ask_keep: "Pedir para guardar os dados",
    keep_refused: "O navegador não aceitou guardar os dados por agora. Os navegadores aceitam mais \
                   facilmente para um site que visitas muitas vezes ou que adicionas ao ecrã \
                   principal; entretanto, exporta uma cópia de vez em quando.",
    space_line: Optional {
        with: "Os seus dados: {used}. O navegador guarda {site} para este site, sobretudo o próprio jogo, para que funcione sem rede.",
        without: "Os seus dados: {used}.",
    },
    export: "Exportar",
    export_help: "Descarrega tudo o que está na tabela num só ficheiro, cópias de segurança \
                  incluídas.",
    import: "Importar",
    import_help: "Escolhe um ficheiro de cópia ou larga-o aqui. Nada se perde: o ficheiro junta-se \
                  ao que este navegador já tem.",
    reading: "A ler a cópia…",
    import_title: "Importar dados",
    import_intro: "Este navegador mantém o que tem; do ficheiro acrescenta:",
    import_line: Optional {
        with: "{kind}: acrescenta {added}; não importa {left}",
        without: "{kind}: acrescenta {added}",
    },
    import_nothing_new: "Nada de novo: este navegador já tem tudo.",
    imported_nothing: "Importado: nada de novo.",
    imported_list: "Importado: {list}.",
    not_imported_list: " Não importado (este navegador mantém o seu): {list}.",
    damaged_kind: "a parte «{kind}» está danificada ({key}).",
    damaged_unknown: "tem um valor que este jogo não conhece ({key}).",
    damaged_header: "o cabeçalho está danificado (o campo «{key}»).",
    damaged_foreign: "tem um valor que não é do jogo ({key}).",
    refused: RefusalWords {
        frame: "Não é possível importar este ficheiro: {why}",
        not_json: "não é um ficheiro de cópia (não é JSON).",
        not_a_backup: "não é uma cópia de segurança deste jogo.",
        newer: "foi escrito por uma versão mais recente deste jogo (versão {version}); recarrega o jogo para o atualizar e tenta de novo.",
        too_large: "é maior do que os dados guardados de qualquer navegador podem ser.",
        not_a_code: "isto não é um código de transferência (um código começa por MM1.).",
        damaged_code: "o código de transferência está cortado ou alterado; copia-o outra vez inteiro.",
        unsupported: "este navegador não consegue ler códigos de transferência; usa um ficheiro de cópia.",
        code_too_large: "o código tem mais do que os dados guardados de qualquer navegador podem ser.",
        storage_refused: "este navegador não deixa a página guardar nada. Nada foi alterado.",
        storage_full: "o armazenamento do navegador está cheio. Nada foi alterado.",
    },
    transfer_title: "Código de transferência",
    transfer_help: "Para levares tudo para outro aparelho sem um ficheiro: copia o código aqui, \
                    envia-o a ti próprio e cola-o lá.",
    copy_code: "Copiar o código de transferência",
    code_copied: "Código de transferência copiado para a área de transferência",
    code_failed: "Este navegador não consegue criar um código de transferência; usa Exportar.",
    your_code: "O teu código de transferência",
    code_label: "Código de transferência",
    import_code: "Importar o código",
    delete_all: "Apagar todos os dados",
    delete_question: "Apagar todas as pontuações, estatísticas, jogos em curso, definições e cópias \
                      de segurança guardadas neste navegador? Não se pode desfazer: exporta antes \
                      para guardares uma cópia.",
    delete: "Apagar",
    deleted: "Tudo o que o jogo guardava neste navegador foi apagado.",
    reminder: Counted {
        one: "Terminaste {n} jogo desde a última exportação, e tudo o que o jogo guarda está apenas \
             neste navegador. Guarda uma cópia:",
        many: "Terminaste {n} jogos desde a última exportação, e tudo o que o jogo guarda está apenas \
             neste navegador. Guarda uma cópia:",
    },
};

/// The Rules page in this language.
pub(super) static GUIDE: Guide = Guide {
    title: "Regras",
    contents: "Nesta página",
    summary_title: "Resumo",
    summary: &[
        "O computador esconde uma chave: uma fila de pinos coloridos, em que as cores se podem \
         repetir. Tens um número fixo de jogadas para a descobrir.",
        "Em cada jogada fazes uma tentativa e o computador responde com sinais: um preto por cada \
         pino da cor certa no buraco certo, um branco por cada outro pino de uma cor que a chave \
         tem, mas noutro buraco. Quatro pretos no nível I (cinco no II, seis no III) dão a \
         vitória.",
    ],
    how_title: "Como jogar",
    how: &[
        "Escolhe um nível. O nível I esconde 4 pinos de entre 6 cores e dá 8 jogadas; o nível II, \
         5 pinos, 7 cores e 10 jogadas; o nível III, 6 pinos, 8 cores e 12 jogadas.",
        "Só a fila com o contorno amarelo recebe pinos. Clica num dos seus buracos e escolhe uma \
         cor na paleta por baixo; a paleta passa então para o buraco vazio seguinte, por isso \
         basta clicar nas cores umas a seguir às outras para preencher a fila. Clica num pino \
         para o trocar.",
        "Quando todos os buracos da fila têm um pino, aparece à direita o botão Submeter \
         tentativa. Os sinais surgem então nesse lugar e abre-se a fila seguinte.",
        "Cada cor tem também uma forma própria (um triângulo no vermelho, um quadrado no verde, e \
         assim por diante), por isso podes jogar sem distinguir as cores.",
        "Uma bandeira verde quer dizer que descobriste a chave; uma vermelha, que as jogadas \
         acabaram; uma branca, que desististe. Uma bandeira amarela avisa que o jogo não pôde \
         fazer o que um clique pedia, e explica porquê. Desistir do jogo mostra logo a chave; \
         Jogar de novo começa uma chave nova no mesmo nível.",
    ],
    rules_title: "Regras do jogo",
    rules: &[
        "Os sinais contam-se em dois passos. Primeiro os pretos: cada buraco onde a tentativa tem \
         a mesma cor que a chave. Depois os brancos: para cada cor, vê quantos pinos dessa cor \
         tem a chave e quantos tem a tentativa, fica com o menor dos dois números, soma esses \
         valores para todas as cores e subtrai os pretos.",
        "Assim, cada pino só faz par uma vez, no máximo, e um pino no lugar certo conta sempre \
         como preto antes de tudo o resto: uma cor repetida na tentativa já não ganha nada \
         depois de todos os pinos dessa cor na chave terem par.",
        "Os sinais não vêm por nenhuma ordem especial: primeiro desenham-se os pretos, depois os \
         brancos e por fim os pontos vazios, e a posição de um sinal não diz nada sobre o pino \
         que o ganhou.",
    ],
    pictures: [
        "O vermelho está no lugar: um preto. O azul está na chave, mas noutro sítio: um branco. O \
         turquesa não está na chave: nada.",
        "A chave tem dois vermelhos e a tentativa tem três. Dois vermelhos estão no lugar: dois \
         pretos, e o terceiro vermelho já não encontra nenhum vermelho com que fazer par. O azul \
         no lugar: um terceiro preto.",
        "A chave tem dois amarelos e um vermelho; a tentativa tem dois amarelos, um vermelho e um \
         rosa. Os três pinos de cores em comum estão todos nos buracos errados: três brancos.",
    ],
    picture_key: "Chave",
    picture_guess: "Tentativa",
    examples_title: "Exemplos",
    examples: &[
        "Dois jogos no nível I, jogada a jogada. Avança e recua com Seguinte e Anterior; o número \
         de chaves possíveis é o número de chaves que teriam dado a cada fila os sinais que \
         recebeu.",
    ],
    example_titles: [
        "Contar as cores e depois colocá-las",
        "Uma fila sem nada vale muito",
    ],
    example_steps: [
        &[
            "Dois vermelhos e dois verdes valem dois brancos e nenhum preto. Portanto, a chave tem \
             exatamente dois pinos entre vermelhos e verdes, e nenhum deles onde esta tentativa \
             os pôs: nada de vermelho nos buracos 1 e 2, nada de verde nos buracos 3 e 4. Ainda \
             há 96 chaves possíveis.",
            "Dois azuis e dois amarelos valem um preto e um branco: mais dois pinos vêm do azul e \
             do amarelo. Dois de vermelho e verde, mais dois de azul e amarelo, fazem quatro, por \
             isso a chave não tem turquesa nem rosa. Restam 12 chaves.",
            "A tentativa verde, azul, vermelho, azul experimenta uma combinação de cores que serve \
             às duas filas. Quatro sinais: são estas as cores da chave. Dois pretos: metade já \
             está no lugar. Só duas chaves dão às três filas os seus sinais: verde, azul, azul, \
             vermelho e azul, verde, vermelho, azul.",
            "A primeira das duas é a chave: quatro pretos em quatro jogadas.",
        ],
        &[
            "Nenhum sinal: a chave não tem vermelho nem verde. Sobram azul, amarelo, turquesa e \
             rosa para cada buraco, o que dá 256 chaves.",
            "Um preto e um branco com azuis e amarelos. Seja qual for a cor que pontuou, dois \
             pinos da chave são azuis ou amarelos. Restam 56 chaves.",
            "Amarelo, turquesa, amarelo, rosa vale um preto e três brancos: as quatro cores estão \
             certas e só uma está no lugar. Há exatamente duas chaves que servem às três filas: \
             amarelo, rosa, turquesa, amarelo e rosa, amarelo, amarelo, turquesa.",
            "A primeira está certa: quatro pretos. Escolher entre as duas últimas candidatas é \
             como atirar uma moeda ao ar; desta vez correu bem.",
        ],
    ],
    example_start: "A chave está tapada; carrega em Seguinte para veres a primeira tentativa.",
    step: "Jogada {n} de {of}",
    previous: "Anterior",
    next: "Seguinte",
    possible: "Chaves possíveis: {n}",
    scores_title: "Melhores pontuações",
    scores: &[
        "Cada nível guarda as suas dez melhores vitórias neste browser: menos jogadas ficam mais \
         acima e, com o mesmo número de jogadas, a vitória mais antiga fica à frente. Uma vitória \
         entra na tabela quando há lugar ou quando precisou de menos jogadas do que a pior \
         entrada.",
        "Quando uma vitória entra, escreve um nome ou uma mensagem curta de até 44 caracteres (um \
         emoji ou uma letra acentuada contam como um). Fechar deixa a tabela como estava. Apagar \
         pontuações esvazia a tabela de um nível, depois de pedir confirmação.",
    ],
    notes_title: "Notas",
    notes: &[
        "Este jogo segue um Mastermind escrito em JavaScript em 2001, com algumas mudanças: um \
         jogo em curso mantém-se quando recarregas a página ou visitas outras páginas; os limites \
         de jogadas são 8, 10 e 12; o jogo inteiro funciona com o teclado; cada cor tem uma forma \
         para os jogadores que não distinguem as cores; uma ligação com uma semente dá a mesma \
         chave a toda a gente.",
        "Nada é enviado para um servidor. As pontuações, os jogos em curso e a língua escolhida \
         ficam guardados no armazenamento deste browser.",
    ],
    variants_title: "O jogo das cores e as outras variantes",
    colour_game: &[
        "O original de 2001 trazia uma variante sua, o jogo das cores, em três níveis. Muda uma \
         só coisa: os brancos. Os pretos contam-se como de costume; depois, cada pino da \
         tentativa que não é preto ganha um branco se a sua cor estiver em alguma parte da chave. \
         Os pinos da chave nunca se gastam, por isso um só vermelho na chave responde a todos os \
         vermelhos da tentativa que estejam fora do lugar.",
        "Por exemplo, com a chave vermelho, vermelho, azul, verde, a tentativa vermelho, azul, \
         azul, vermelho recebe 2 pretos (o vermelho do buraco 1 e o azul do buraco 3) e 2 \
         brancos: o azul do buraco 2 e o vermelho do buraco 4 têm cores da chave. A regra normal \
         dá à mesma tentativa 2 pretos e só 1 branco, porque o único azul da chave já foi \
         usado por um preto.",
        "A página de regras do próprio original para o jogo das cores perdeu-se. O que aqui se \
         joga é a nossa leitura de como ele marcava uma tentativa.",
    ],
    variants_more: "As outras variantes mudam os buracos, os símbolos (pinos sem cor, \
                    algarismos), as jogadas, se os símbolos se repetem ou quando se ganha. Cada \
                    uma guarda as suas estatísticas e melhores pontuações.",
};

/// The puzzles' words.
pub(super) static PUZZLE: PuzzleText = PuzzleText {
    print_puzzles: "Imprimir quebra-cabeças",
    puzzles_lead: "Um quebra-cabeças é um tabuleiro em que já se jogaram algumas linhas. As \
                   marcas delas só deixam uma chave possível: descobre-a e escreve-a na última \
                   linha. Não há sorte nem palpites, só dedução. Cada nível tem um \
                   quebra-cabeças do dia, igual para todos e com uma só tentativa, e para \
                   treinar há tantos quantos quiseres.",
    daily_link: "Quebra-cabeças do dia, nível {level}",
    day_not_played: "Ainda por jogar",
    day_solved: "Resolvido",
    day_not_solved: "Não resolvido",
    practice: "Um quebra-cabeças novo:",
    streak: "Série de quebra-cabeças: {n}",
    col_played: "Jogados",
    col_solved: "Resolvidos",
    col_attempts: "Tentativas",
    print_lead: "Seis quebra-cabeças de um nível e de uma dificuldade em papel, com as soluções \
                 na última página.",
    difficulty_label: "Dificuldade",
    make_puzzle: "Fazer um quebra-cabeças deste jogo",
    puzzle_of_game: "Quebra-cabeças deste jogo",
    puzzle_link: "Ligação para o quebra-cabeças",
    stored_log: "Estatísticas dos quebra-cabeças",
    stored_slots: "Quebra-cabeças em curso",
    explain: "Explicar",
    explanation: "Explicação",
    col_row: "Linha",
    col_keys_left: "Chaves restantes",
    col_hole: "Buraco {n}",
    settles: SettlesWords {
        one: "a linha {row} decide o buraco {holes}",
        many: "a linha {row} decide os buracos {holes}",
        and: "e",
        semicolon: "; ",
    },
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
    print_heading: "Quebra-cabeças {n} · nível {level} · {band}",
    print_answer_row: "A tua resposta: buracos vazios",
    answers: "Soluções",
    answer_of: "{n}. {key}",
    print_title: "Quebra-cabeças de Mastermind · nível {level} · {band} · semente {seed}",
    legend_black: "ponto cheio: um símbolo certo no lugar certo",
    legend_white: "ponto vazio: um símbolo certo no lugar errado",
    legend_symbols: "Símbolos:",
    past_link: "Quebra-cabeças anteriores",
    past_lead: "Os quebra-cabeças do dia dos dias antes de hoje, os mesmos que todos tiveram \
                nessa data. O de cada data pode ser resolvido uma vez; conta nas estatísticas \
                dos quebra-cabeças, não na série.",
    past_table: "Quebra-cabeças anteriores, nível {level}",
    past_played: "O quebra-cabeças desta data já foi jogado: {result}.",
};
