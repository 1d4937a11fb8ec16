// A screen reader plays a whole game (issue 35, SPEC §7 and §16): a virtual screen reader
// (@guidepup/virtual-screen-reader, which walks the page's accessibility tree and speaks as a
// screen reader would) plays a seeded level I game to a win on the release build, and solves a
// practice puzzle from the rows it hears, using only its
// navigation and activation commands and what it says. No locator or click of Playwright plays:
// the test only waits for the page to be ready, then moves the screen reader's cursor (next,
// previous), activates what it is on (act, press) and listens (lastSpokenPhrase, spokenPhraseLog).
// The guesses come from what it heard: each is the first code that fits every row heard so far.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, allCodes, fits, type Code, type Row } from './fixtures';

const BUNDLE = path.resolve(
  __dirname,
  '../../node_modules/@guidepup/virtual-screen-reader/lib/esm/index.browser.js',
);

/**
 * The library's browser build as a classic script: it is one self-contained ES module ending in
 * one `export{… as Virtual, … as virtual}`, which becomes an assignment to `window.__sr`.
 */
function screenReaderScript(): string {
  const source = readFileSync(BUNDLE, 'utf8');
  const exports = [...source.matchAll(/export\s*\{([^}]*)\}\s*;?/g)];
  const last = exports.at(-1);
  if (!last || last.index === undefined) throw new Error(`no export statement in ${BUNDLE}`);
  const fields = last[1].split(',').map((part) => {
    const [local, exported] = part.trim().split(/\s+as\s+/);
    return `${exported ?? local}: ${local}`;
  });
  const body = source.slice(0, last.index) + `window.__sr = { ${fields.join(', ')} };` + source.slice(last.index + last[0].length);
  if (/^\s*(import|export)\b/m.test(body)) throw new Error('the screen reader bundle has other imports or exports');
  return `(() => {\n${body}\n})();`;
}

declare global {
  interface Window {
    /** The virtual screen reader, put there by `screenReaderScript`. */
    __sr: { virtual: import('@guidepup/virtual-screen-reader').Virtual };
  }
}

/** How many moves a search may take: the game page speaks about 250 phrases from top to bottom. */
const MOVES = 400;

/**
 * Opens `url` with the screen reader in the page and starts it on the page's body once `ready`
 * (which only waits: for the whole game rather than the first paint's quick board, for a
 * puzzle's rows) is done.
 */
async function openWithScreenReader(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await page.addInitScript(screenReaderScript());
  await page.goto(url);
  await ready(page);
  await page.evaluate(() => window.__sr.virtual.start({ container: document.body }));
}

/** Every phrase the screen reader says moving from where it is to the end of the document. */
const readToEnd = (page: Page): Promise<string[]> =>
  page.evaluate(async (moves) => {
    const sr = window.__sr.virtual;
    const said: string[] = [];
    for (let i = 0; i < moves && said.at(-1) !== 'end of document'; i++) {
      await sr.next();
      said.push(await sr.lastSpokenPhrase());
    }
    return said;
  }, MOVES);

/**
 * Moves the screen reader's cursor (`next`, or `previous` when `back`) until the phrase it speaks
 * matches `heard`, at most MOVES moves (the cursor wraps around at the end of the document), and
 * returns that phrase.
 */
async function moveTo(page: Page, heard: RegExp, back = false): Promise<string> {
  const phrase = await page.evaluate(
    async ({ source, flags, back, moves }) => {
      const sr = window.__sr.virtual;
      const wanted = new RegExp(source, flags);
      for (let i = 0; i < moves; i++) {
        await (back ? sr.previous() : sr.next());
        const said = await sr.lastSpokenPhrase();
        if (wanted.test(said)) return said;
      }
      return null;
    },
    { source: heard.source, flags: heard.flags, back, moves: MOVES },
  );
  expect(phrase, `the screen reader reaches ${heard} within ${MOVES} moves`).not.toBeNull();
  return phrase as string;
}

/** Activates what the screen reader's cursor is on (a click, as its activation command does). */
const act = (page: Page) => page.evaluate(() => window.__sr.virtual.act());

/** Presses `key` where the screen reader's cursor is (focus on that element first). */
const press = (page: Page, key: string) => page.evaluate((k) => window.__sr.virtual.press(k), key);

/** Waits until the screen reader has said a phrase matching `heard` (since the log was cleared). */
async function hears(page: Page, heard: RegExp): Promise<string> {
  let phrase: string | undefined;
  await expect
    .poll(async () => {
      const log = await page.evaluate(() => window.__sr.virtual.spokenPhraseLog());
      phrase = log.find((p) => heard.test(p));
      return phrase;
    }, { message: `the screen reader says ${heard}` })
    .toBeDefined();
  return phrase as string;
}

/** Forgets what the screen reader has said so far. */
const forget = (page: Page) => page.evaluate(() => window.__sr.virtual.clearSpokenPhraseLog());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Places `guess` in row `row` by ear, peg by peg: to the hole, activated (which selects it), on to
 * the palette, which says it fills that hole, to its button of the peg's colour, activated, then
 * back to the hole, which now says its colour. Pegs before `from` are in place already.
 */
async function placeRow(page: Page, row: number, guess: Code, from = 0) {
  for (const [i, colour] of guess.entries()) {
    if (i < from) continue;
    const hole = new RegExp(`^button, Row ${row}, hole ${i + 1}: `);
    await moveTo(page, hole);
    await act(page);
    await moveTo(page, new RegExp(`^group, Colours for row ${row}, hole ${i + 1}$`));
    await moveTo(page, new RegExp(`^button, ${colour}$`));
    await act(page);
    const said = await moveTo(page, hole, true);
    expect(said, 'a placed peg is heard in its hole').toBe(`button, Row ${row}, hole ${i + 1}: ${colour}`);
  }
}

/**
 * Submits the active row by ear and returns the marks heard: said at once by the board's polite
 * live region (SPEC §17), and the same as the row's own feedback text, reached by moving on.
 */
async function submitRow(page: Page, row: number): Promise<Row['black'][]> {
  await moveTo(page, /^button, Submit guess$/);
  await forget(page);
  await act(page);
  const heard = await hears(page, new RegExp(`^polite: Row ${row}: \\d+ black, \\d+ white\\s*$`));
  const [, black, white] = heard.match(/: (\d+) black, (\d+) white\s*$/)!.map(Number);
  const said = await moveTo(page, new RegExp(`^Row ${row}: \\d+ black, \\d+ white$`));
  expect(said, 'the row as heard at once is the row on the board').toBe(`Row ${row}: ${black} black, ${white} white`);
  return [black, white];
}

test('a screen reader plays a level I game to a win by ear', async ({ page }) => {
  test.setTimeout(60_000);
  await openWithScreenReader(page, '/play/1?seed=7', (page) =>
    // A control of the whole game (the first paint's quick board has none).
    expect(page.getByRole('button', { name: 'Read the board', exact: true })).toBeVisible(),
  );

  const codes = allCodes(1);
  const rows: Row[] = [];
  let guess: Code = ['red', 'red', 'green', 'green'];
  // A warning: the first peg placed, Enter on its hole submits a row that is not full; refused,
  // and the flag's status is spoken.
  await placeRow(page, 1, guess.slice(0, 1));
  await forget(page);
  await press(page, 'Enter');
  await hears(page, /^polite: Warning: /);

  for (let row = 1; row <= 8; row++) {
    await placeRow(page, row, guess, row === 1 ? 1 : 0);
    await forget(page);
    const [black, white] = await submitRow(page, row);
    rows.push({ guess, black, white });
    if (black === 4) break;
    const next = codes.find((c) => fits(c, rows));
    expect(next, 'some key fits every row heard').toBeDefined();
    guess = next!;
  }
  const turns = rows.length;
  expect(rows.at(-1)!.black, 'the last row heard is the key').toBe(4);
  const won = new RegExp(`^polite: ${escape(`You won in ${turns} turn${turns === 1 ? '' : 's'}!`)}`);
  await hears(page, won);
  // Said once: the flag's live region changes once for the winning row, not once per signal.
  await page.waitForTimeout(500);
  const log = await page.evaluate(() => window.__sr.virtual.spokenPhraseLog());
  expect(log.filter((p) => won.test(p)), 'the win is announced once').toHaveLength(1);
  // The revealed key is heard, the last row's.
  expect(await moveTo(page, /^Key: /)).toBe(`Key: ${guess.join(', ')}`);
});

test('a screen reader solves a practice puzzle by ear', async ({ page }) => {
  test.setTimeout(60_000);
  await openWithScreenReader(page, '/puzzle/1?seed=7&difficulty=easy', (page) =>
    // The puzzle comes from the solver's worker: waiting for its first given row.
    expect(page.getByText(/^Row 1: \d+ black, \d+ white$/)).toBeVisible(),
  );
  const heard = await readToEnd(page);
  expect(heard).toContain('heading, Puzzle, level I, level 1');
  expect(heard).toContain('Difficulty: Easy');

  // The given rows, heard: each hole's colour, then the row's marks.
  const rows: Row[] = [];
  for (const phrase of heard) {
    const hole = phrase.match(/^button, Row (\d+), hole (\d+): (\w+), disabled$/);
    const marks = phrase.match(/^Row (\d+): (\d+) black, (\d+) white$/);
    if (hole && hole[3] !== 'empty') {
      const row = Number(hole[1]);
      rows[row - 1] ??= { guess: [], black: -1, white: -1 };
      rows[row - 1].guess[Number(hole[2]) - 1] = hole[3];
    } else if (marks) {
      rows[Number(marks[1]) - 1].black = Number(marks[2]);
      rows[Number(marks[1]) - 1].white = Number(marks[3]);
    }
  }
  expect(rows.length, 'given rows heard').toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.guess.filter(Boolean), 'four pegs heard in each given row').toHaveLength(4);
    expect(r.black, 'marks heard for each given row').toBeGreaterThanOrEqual(0);
  }
  const keys = allCodes(1).filter((c) => fits(c, rows));
  expect(keys, 'exactly one key fits the rows heard').toHaveLength(1);
  const [key] = keys;
  const active = rows.length + 1;

  // A wrong attempt: a code that fits the first row but not every row is refused, and the flag
  // names the first row it contradicts.
  const wrong = allCodes(1).find((c) => fits(c, rows.slice(0, 1)) && !fits(c, rows))!;
  const contradicted = rows.findIndex((r) => !fits(wrong, [r])) + 1;
  await placeRow(page, active, wrong);
  await forget(page);
  await moveTo(page, /^button, Check$/);
  await act(page);
  await hears(page, new RegExp(`^polite: Not the key: it contradicts row ${contradicted}$`));

  // The row is empty again; the key solves it.
  await placeRow(page, active, key);
  await forget(page);
  await moveTo(page, /^button, Check$/);
  await act(page);
  await hears(page, /^polite: Solved in 2 attempts$/);
});
