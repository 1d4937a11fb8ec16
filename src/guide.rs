//! The words of the Rules page, one [`Guide`] per language (a missing translation is a compile
//! error, as in [`crate::i18n`]). Kept apart from the interface's catalogue because it is prose.

use leptos::prelude::*;

use crate::i18n::Lang;

/// The Rules page's words in the language in force (read once per render, like `use_text`).
pub fn use_guide() -> &'static Guide {
    use_context::<RwSignal<Lang>>()
        .map_or(Lang::En, |lang| lang.get_untracked())
        .guide()
}

/// The Rules page in one language.
pub struct Guide {
    pub title: &'static str,
    pub contents: &'static str,
    pub summary_title: &'static str,
    pub summary: &'static [&'static str],
    pub how_title: &'static str,
    pub how: &'static [&'static str],
    pub rules_title: &'static str,
    pub rules: &'static [&'static str],
    /// Captions of the drawn feedback pictures, in the order of [`PICTURES`].
    pub pictures: [&'static str; 3],
    pub picture_key: &'static str,
    pub picture_guess: &'static str,
    pub examples_title: &'static str,
    pub examples: &'static [&'static str],
    pub example_titles: [&'static str; 2],
    /// The reasoning after each turn of each example, as many as the example has turns.
    pub example_steps: [&'static [&'static str]; 2],
    pub example_start: &'static str,
    pub step: fn(usize, usize) -> String,
    pub previous: &'static str,
    pub next: &'static str,
    pub possible: fn(usize) -> String,
    /// The marks of a picture, for screen readers.
    pub marks: fn(u8, u8) -> String,
    pub scores_title: &'static str,
    pub scores: &'static [&'static str],
    pub notes_title: &'static str,
    pub notes: &'static [&'static str],
}

/// The drawn examples of the feedback rule: key and guess as palette indices (level I), and the
/// blacks and whites their captions state.
pub const PICTURES: [Picture; 3] = [
    Picture {
        key: [0, 1, 2, 3],
        guess: [0, 2, 4, 4],
        marks: (1, 1),
    },
    Picture {
        key: [0, 0, 2, 2],
        guess: [0, 0, 0, 2],
        marks: (3, 0),
    },
    Picture {
        key: [3, 0, 1, 3],
        guess: [0, 3, 3, 5],
        marks: (0, 3),
    },
];

/// A drawn example of the feedback rule.
pub struct Picture {
    pub key: [usize; 4],
    pub guess: [usize; 4],
    /// Blacks and whites, as the caption states them.
    pub marks: (u8, u8),
}

impl Lang {
    /// The Rules page in this language.
    pub fn guide(self) -> &'static Guide {
        match self {
            Lang::En => &EN,
            Lang::Pt => &PT,
        }
    }
}

static EN: Guide = Guide {
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
        "With a keyboard: Tab reaches the row, the arrows move along it, the keys 1 to 8 place the \
         colour with that number in the palette, Delete takes a peg out and Enter submits.",
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
    step: |n, of| format!("Turn {n} of {of}"),
    previous: "Previous",
    next: "Next",
    possible: |n| format!("Possible keys: {n}"),
    marks: |b, w| format!("{b} black, {w} white"),
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
};

static PT: Guide = Guide {
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
        "Com o teclado: o Tab leva-te até à fila, as setas percorrem-na, as teclas 1 a 8 colocam \
         a cor que tem esse número na paleta, o Delete tira um pino e o Enter submete a \
         tentativa.",
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
    step: |n, of| format!("Jogada {n} de {of}"),
    previous: "Anterior",
    next: "Seguinte",
    possible: |n| format!("Chaves possíveis: {n}"),
    marks: |b, w| format!("{b} preto, {w} branco"),
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
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Code, Colour, EXAMPLES, Feedback, Level};

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

    #[test]
    fn every_language_explains_every_turn_with_the_verified_counts() {
        for lang in Lang::ALL {
            let guide = lang.guide();
            for (steps, example) in guide.example_steps.iter().zip(EXAMPLES) {
                assert_eq!(steps.len(), example.turns.len(), "{lang:?}");
                for (text, &left) in steps.iter().zip(example.remaining) {
                    if left > 2 {
                        assert!(text.contains(&left.to_string()), "{lang:?}: {text}");
                    }
                }
            }
        }
    }
}
