// The variants (SPEC §14): each opens from the Variants page with its holes, symbols and turns;
// the colour game's marks and colours only's win follow their rules; digits are typed by their
// own keys; a variant's high scores and statistics are its own and exported; axe on the page and
// on a board of each kind of symbol, light and dark.
import type { Browser, Page } from '@playwright/test';
import {
  test,
  expect,
  flag,
  button,
  playRow,
  quitGame,
  revealedKey,
  feedback,
  hint,
  expectNoAxeViolations,
  PALETTE,
} from './fixtures';

const COLOURS = [...PALETTE, 'brown', 'grey'];
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const colours = (n: number) => COLOURS.slice(0, n);

type Shape = {
  name: string;
  slug: string;
  holes: number;
  symbols: string[];
  absent: string[];
  turns: number;
  rule: string;
};

/** SPEC §14's table: each variant's symbols (palette names) and some names its palette lacks. */
const VARIANTS: Shape[] = [
  { name: 'The colour game, level I', slug: 'colour-game-1', holes: 4, symbols: colours(6), absent: ['orange', '1'], turns: 6, rule: 'colour game' },
  { name: 'The colour game, level II', slug: 'colour-game-2', holes: 5, symbols: colours(7), absent: ['purple'], turns: 8, rule: 'colour game' },
  { name: 'The colour game, level III', slug: 'colour-game-3', holes: 6, symbols: colours(8), absent: ['brown'], turns: 10, rule: 'colour game' },
  { name: 'Mini Mastermind', slug: 'mini', holes: 4, symbols: colours(6), absent: ['orange'], turns: 6, rule: 'standard' },
  { name: 'Super Mastermind', slug: 'super', holes: 5, symbols: colours(8), absent: ['brown'], turns: 12, rule: 'standard' },
  { name: 'Blanks', slug: 'blanks', holes: 4, symbols: [...colours(6), 'blank'], absent: ['orange', 'purple'], turns: 10, rule: 'standard' },
  { name: 'Colours only', slug: 'colours-only', holes: 4, symbols: colours(6), absent: ['orange', 'blank'], turns: 8, rule: 'colours only' },
  { name: 'Mastermind for Kids', slug: 'kids', holes: 3, symbols: colours(6), absent: ['orange'], turns: 8, rule: 'standard' },
  { name: 'Number Mastermind', slug: 'number', holes: 4, symbols: DIGITS.slice(1, 7), absent: ['0', '7', 'red'], turns: 10, rule: 'standard, with the sum' },
  { name: 'Bagels', slug: 'bagels', holes: 3, symbols: DIGITS, absent: ['red', 'blank'], turns: 20, rule: 'standard' },
  { name: 'Bulls and Cows', slug: 'bulls-and-cows', holes: 4, symbols: DIGITS, absent: ['red', 'blank'], turns: 10, rule: 'standard' },
];

const holes = (page: Page, row: number) => page.getByRole('button', { name: new RegExp(`^Row ${row}, hole \\d+: `) });
const rows = (page: Page) => page.getByRole('button', { name: /^Row \d+, hole 1: / });
const rowText = (page: Page, row: number) => page.getByText(new RegExp(`^Row ${row}: \\d+ black, \\d+ white$`));
/** A row's marks in Bulls and Cows' own words (SPEC 17): `Row 1: 1 bull, 2 cows`. */
const bullsText = (page: Page, row: number) => page.getByText(new RegExp(`^Row ${row}: \\d+ bulls?, \\d+ cows?$`));
const bulls = ([b, w]: [number, number], row: number) =>
  `Row ${row}: ${b} ${b === 1 ? 'bull' : 'bulls'}, ${w} ${w === 1 ? 'cow' : 'cows'}`;
/** Bagels' own words: `Row 1: 1 Fermi, 2 Pico`, `Bagels` for neither. */
const bagelsText = (page: Page, row: number) => page.getByText(new RegExp(`^Row ${row}: (Bagels|\\d Fermi(, \\d Pico)?|\\d Pico)$`));
const bagels = ([b, w]: [number, number], row: number) =>
  `Row ${row}: ${b === 0 && w === 0 ? 'Bagels' : [b ? `${b} Fermi` : '', w ? `${w} Pico` : ''].filter(Boolean).join(', ')}`;

/** Learns a seeded variant game's key on this page: quit it, read the key, open it again. */
async function keyOfVariant(page: Page, slug: string, seed: string): Promise<string[]> {
  await page.goto(`/variant/${slug}?seed=${seed}`);
  await expect(holes(page, 1).first()).toBeVisible();
  await quitGame(page);
  const key = await revealedKey(page);
  await page.goto(`/variant/${slug}?seed=${seed}`);
  await expect(holes(page, 1).first()).toBeVisible();
  return key;
}

/** The same, in a browser of its own, so this browser's statistics never see the quit game. */
async function keyElsewhere(browser: Browser, slug: string, seed: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const key = await keyOfVariant(page, slug, seed);
  await context.close();
  expect(errors, 'no uncaught errors in the other browser').toEqual([]);
  return key;
}

/** The colour game's marks (SPEC §14): blacks as §1.1, then a white for every other guess peg
 *  whose colour is anywhere in the key. */
function colourGame(key: string[], guess: string[]): [number, number] {
  const black = guess.filter((c, i) => c === key[i]).length;
  const white = guess.filter((c, i) => c !== key[i] && key.includes(c)).length;
  return [black, white];
}

/** Every code of `pegs` holes over `symbols`, by brute force. */
function allCodes(symbols: string[], pegs: number): string[][] {
  let codes: string[][] = [[]];
  for (let i = 0; i < pegs; i++) codes = codes.flatMap((c) => symbols.map((s) => [...c, s]));
  return codes;
}

const marks = ([b, w]: [number, number], row: number) => `Row ${row}: ${b} black, ${w} white`;

test('the Variants page lists the eleven, and each opens with its holes, symbols and turns', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/variant');
  const table = page.getByRole('table', { name: 'Variants' });
  await expect(table.getByRole('columnheader')).toHaveText(['Variant', 'Holes', 'Symbols', 'Turns', 'Rule']);
  await expect(table.getByRole('row')).toHaveCount(VARIANTS.length + 1);
  for (const v of VARIANTS) {
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Play ${v.name}`, exact: true }) });
    const cells = row.getByRole('cell');
    await expect(cells.nth(0), `${v.name}: holes`).toHaveText(String(v.holes));
    await expect(cells.nth(2), `${v.name}: turns`).toHaveText(String(v.turns));
    await expect(cells.nth(3), `${v.name}: rule`).toHaveText(v.rule);
  }
  for (const v of VARIANTS) {
    await page.goto('/variant');
    await page.getByRole('link', { name: `Play ${v.name}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/variant/${v.slug}$`));
    await expect(holes(page, 1), `${v.name}: holes`).toHaveCount(v.holes);
    await expect(rows(page), `${v.name}: turns`).toHaveCount(v.turns);
    for (const s of v.symbols) await expect(button(page, s), `${v.name}: symbol ${s}`).toBeVisible();
    for (const s of v.absent) await expect(button(page, s), `${v.name}: no symbol ${s}`).toHaveCount(0);
  }
});

test('home and the introduction link to the Variants page; each variant has statistics and high scores of its own', async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const from of ['/', '/play']) {
    await page.goto(from);
    await page.getByRole('link', { name: 'Variants', exact: true }).click();
    await expect(page).toHaveURL(/\/variant$/);
    await expect(page.getByRole('table', { name: 'Variants' })).toBeVisible();
  }
  await page.goto('/stats/1');
  // Each variant's statistics are one choice of the page's one control (issue 42).
  const choice = page.getByRole('combobox', { name: 'Level or variant' });
  for (const v of VARIANTS) {
    await expect(choice.getByRole('option', { name: `Statistics, ${v.name}`, exact: true })).toHaveAttribute('value', `/stats/${v.slug}`);
  }
  for (const v of VARIANTS) {
    await page.goto(`/scores/${v.slug}`);
    const table = page.getByRole('table', { name: `High scores, ${v.name}` });
    await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Turns', 'Key', 'Name', 'Date', 'Time']);
    await expect(table.getByRole('row')).toHaveCount(1);
  }
});

test('the colour game, level I: every row marked by its rule, a white for each other peg of a key colour', async ({
  page,
}) => {
  const key = await keyOfVariant(page, 'colour-game-1', '7');
  expect(key).toHaveLength(4);
  const other = colours(6).find((c) => !key.includes(c)) ?? key[1];
  const guesses = [
    [key[0], key[0], key[0], key[0]],
    [...key].reverse(),
    [key[1], key[1], other, key[3]],
    [key[3], key[2], key[0], other],
    [other, key[0], key[0], key[0]],
  ].filter((g) => g.join() !== key.join());
  for (const [i, guess] of guesses.entries()) {
    await playRow(page, guess);
    await expect(rowText(page, i + 1)).toHaveText(marks(colourGame(key, guess), i + 1));
  }
  // The seed's key makes at least one row's marks differ from the standard rule's.
  expect(guesses.some((g) => colourGame(key, g).join() !== feedback(key, g).join())).toBe(true);
  await expect(flag(page)).not.toHaveText(/^(You won|You lost)/);
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
});

test('the colour game with the solver aids: Possible keys counted by its rule, a hint, and a share naming it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = await keyOfVariant(page, 'colour-game-1', '11');
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await button(page, 'Turn on').click();
  const codes = allCodes(colours(6), 4);
  const played: { guess: string[]; marks: [number, number] }[] = [];
  const check = async () => {
    const left = codes.filter((c) => played.every((r) => colourGame(c, r.guess).join() === r.marks.join())).length;
    const n = played.length;
    await expect(rowText(page, n)).toHaveText(marks(played[n - 1].marks, n));
    await expect(page.getByText(/^Possible keys: \d+$/).nth(n - 1), `row ${n}`).toHaveText(`Possible keys: ${left}`);
  };
  const other = colours(6).find((c) => !key.includes(c))!;
  for (const guess of [[key[0], key[0], key[0], key[0]], [other, key[1], key[0], key[2]]].filter((g) => g.join() !== key.join())) {
    await playRow(page, guess);
    played.push({ guess, marks: colourGame(key, guess) });
    await check();
  }
  await hint(page);
  const n = played.length + 1;
  const hinted: string[] = [];
  // The hinted guess, read from its holes' names.
  for (let h = 1; h <= 4; h++) {
    let found = '';
    for (const c of colours(6)) if ((await button(page, `Row ${n}, hole ${h}: ${c}`).count()) === 1) found = c;
    hinted.push(found);
  }
  expect(hinted.every((c) => colours(6).includes(c)), `the hint ${hinted}`).toBe(true);
  await button(page, 'Submit guess').click();
  played.push({ guess: hinted, marks: colourGame(key, hinted) });
  await check();
  if (hinted.join() !== key.join()) {
    await playRow(page, key);
    played.push({ guess: key, marks: [4, 0] });
  }
  await expect(flag(page)).toHaveText(/^You won/);
  await expect(page.getByRole('dialog', { name: 'New high score' })).toHaveCount(0);
  await button(page, 'Share result').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const grid = played.map(({ marks: [b, w] }) => '⚫'.repeat(b) + '⚪'.repeat(w) + '◽'.repeat(4 - b - w));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    [`Mastermind The colour game, level I ${played.length}/6`, `${baseURL}/variant/colour-game-1?seed=11`, ...grid].join('\n'),
  );
});

test('colours only: the key’s colours in another order win', async ({ page }) => {
  // A seed whose key has two colours at least, so that another order exists.
  let key: string[] = [];
  let guess: string[] = [];
  for (const seed of ['3', '4', '5', '6', '8']) {
    key = await keyOfVariant(page, 'colours-only', seed);
    guess = [...key.slice(1), key[0]];
    if (guess.join() !== key.join()) break;
  }
  expect(guess.join()).not.toBe(key.join());
  await playRow(page, guess);
  const [black, white] = feedback(key, guess);
  expect(black).toBeLessThan(4);
  await expect(rowText(page, 1)).toHaveText(marks([black, white], 1));
  await expect(flag(page)).toHaveText(/^You won/);
  await expect(page.getByText(/^Key: /)).toHaveText(`Key: ${key.join(', ')}`);
});

test('Blanks: the key 7 types blank, a symbol like a colour', async ({ page }) => {
  await page.goto('/variant/blanks?seed=4');
  await button(page, 'Row 1, hole 1: empty').click();
  for (const d of ['7', '1', '7', '6']) await page.keyboard.press(d);
  const names = ['blank', 'red', 'blank', 'pink'];
  for (const [i, n] of names.entries()) await expect(button(page, `Row 1, hole ${i + 1}: ${n}`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(rowText(page, 1)).toBeAttached();
  const text = await rowText(page, 1).textContent();
  await quitGame(page);
  const key = await revealedKey(page);
  expect(key.every((c) => [...colours(6), 'blank'].includes(c))).toBe(true);
  expect(text).toBe(marks(feedback(key, names), 1));
});

test('Bulls and Cows is typed with the digit keys; the holes are named by the digits, the marks bulls and cows', async ({ page }) => {
  await page.goto('/variant/bulls-and-cows?seed=12');
  await button(page, 'Row 1, hole 1: empty').click();
  await expect(button(page, 'Row 1, hole 1: empty')).toBeFocused();
  const typed = ['0', '7', '3', '9'];
  for (const d of typed) await page.keyboard.press(d);
  for (const [i, d] of typed.entries()) await expect(button(page, `Row 1, hole ${i + 1}: ${d}`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(bullsText(page, 1)).toBeAttached();
  await expect(button(page, 'Row 2, hole 1: empty')).toBeFocused();
  const text = await bullsText(page, 1).textContent();
  // No black or white said anywhere on the page, and each digit of the palette shown once.
  await expect(page.getByText(/\b(black|white)\b/)).toHaveCount(0);
  // The digit on its peg only: the key hint (the same digit) not drawn, the name for screen
  // readers only (a box of a pixel).
  const swatch = button(page, '7');
  await expect(swatch.locator('kbd')).toBeHidden();
  expect((await swatch.locator('.swatch-name').boundingBox())!.width).toBeLessThanOrEqual(1);
  await expect(swatch.locator('.peg')).toHaveText('7');
  await quitGame(page);
  const key = await revealedKey(page);
  expect(key).toHaveLength(4);
  expect(new Set(key).size, 'no digit repeats in the key').toBe(4);
  expect(text).toBe(bulls(feedback(key, typed), 1));
});

test('Bagels with the solver aids: Possible keys counts keys of three different digits', async ({ page }) => {
  await page.goto('/variant/bagels?seed=30');
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await button(page, 'Turn on').click();
  await button(page, 'Row 1, hole 1: empty').click();
  for (const d of ['0', '1', '2']) await page.keyboard.press(d);
  await page.keyboard.press('Enter');
  await expect(bagelsText(page, 1)).toBeAttached();
  const text = (await page.getByText(/^Possible keys: \d+$/).textContent())!;
  const row = (await bagelsText(page, 1).textContent())!;
  await quitGame(page);
  const key = await revealedKey(page);
  expect(new Set(key).size, 'no digit repeats in the key').toBe(3);
  expect(row).toBe(bagels(feedback(key, ['0', '1', '2']), 1));
  const got = feedback(key, ['0', '1', '2']).join();
  const left = allCodes(DIGITS, 3).filter((c) => new Set(c).size === 3 && feedback(c, ['0', '1', '2']).join() === got);
  expect(text).toBe(`Possible keys: ${left.length}`);
});

test('Number Mastermind: only the digits 1–6 type, and the sum of the key’s digits shows', async ({ page }) => {
  await page.goto('/variant/number?seed=9');
  const sum = page.getByText(/^Sum of the key's digits: \d+$/);
  await expect(sum).toBeVisible();
  await button(page, 'Row 1, hole 1: empty').click();
  for (const d of ['0', '7', '9']) await page.keyboard.press(d);
  await expect(button(page, 'Row 1, hole 1: empty')).toBeFocused();
  await page.keyboard.press('6');
  await expect(button(page, 'Row 1, hole 1: 6')).toBeVisible();
  await page.keyboard.press('1');
  await expect(button(page, 'Row 1, hole 2: 1')).toBeVisible();
  const shown = Number((await sum.textContent())!.replace(/\D+/g, ''));
  await quitGame(page);
  const key = await revealedKey(page);
  expect(key).toHaveLength(4);
  expect(key.every((d) => /^[1-6]$/.test(d))).toBe(true);
  expect(shown).toBe(key.reduce((s, d) => s + Number(d), 0));
});

test('a Mini win has its own high scores and statistics, apart from level I, and is exported', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const key = await keyElsewhere(browser, 'mini', '21');
  await page.goto('/variant/mini?seed=21');
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Mia');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Saved in place; the variant's own table under the game, and on its page.
  await expect(page).toHaveURL(/\/variant\/mini\?seed=21$/);
  await expect(page.getByRole('table', { name: 'High scores, Mini Mastermind' }).locator('tr[aria-current="true"] td').nth(3)).toHaveText('Mia');
  await page.goto('/scores/mini');
  const mini = page.getByRole('table', { name: 'High scores, Mini Mastermind' });
  await expect(mini.locator('tr[aria-current="true"] td').nth(3)).toHaveText('Mia');
  await expect(mini.getByRole('row')).toHaveCount(2);
  await page.goto('/scores/1');
  const one = page.getByRole('table', { name: 'High scores, level I' });
  await expect(one.getByRole('row')).toHaveCount(1);
  await expect(one.getByText('Mia')).toHaveCount(0);

  await page.goto('/stats/1');
  await expect(page.getByText('Played: 0', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Level or variant' }).selectOption('Statistics, Mini Mastermind');
  await expect(page).toHaveURL(/\/stats\/mini$/);
  await expect(page.getByText('Played: 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Won: 1', { exact: true })).toBeVisible();
  // A variant has no daily key, so no daily streak.
  await expect(page.getByText(/^Daily streak/)).toHaveCount(0);

  // A second Mini game in progress, then the export.
  await page.goto('/variant/mini?seed=22');
  await playRow(page, ['red', 'red', 'green', 'green']);
  await expect(rowText(page, 1)).toBeAttached();
  // Kept across a reload, in a store of its own: level I's board is untouched.
  await page.reload();
  await expect(button(page, 'Row 1, hole 1: red')).toBeVisible();
  await expect(rowText(page, 1)).toBeAttached();
  await page.goto('/play/1');
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await page.goto('/data');
  const download = page.waitForEvent('download');
  await button(page, 'Export').click();
  const file = await download;
  const fs = await import('node:fs/promises');
  const backup = JSON.parse(await fs.readFile((await file.path())!, 'utf8'));
  const stores = backup.stores;
  expect(stores['mastermind.v1.scores'].tables.mini.map((e: { name: string }) => e.name)).toEqual(['Mia']);
  expect(stores['mastermind.v1.scores'].tables.I ?? []).toEqual([]);
  const games = stores['mastermind.v1.stats'].games;
  expect(games).toHaveLength(1);
  expect(games[0]).toMatchObject({ level: { Variant: 'mini' }, outcome: 'won', turns: 1, key, seed: 21 });
  expect(stores['mastermind.v1.game.variant-mini'], 'the Mini game in progress').toBeTruthy();
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.use({ colorScheme: scheme });
    test(`axe: the Variants page and a board of colours (${scheme})`, async ({ page }) => {
      test.setTimeout(90_000);
      const check = (what: string) => expectNoAxeViolations(page, `${what} (${scheme})`);
      await page.goto('/variant');
      await expect(page.getByRole('table', { name: 'Variants' })).toBeVisible();
      await check('the Variants page');
      await page.goto('/variant/colour-game-1?seed=5');
      await playRow(page, ['red', 'green', 'blue', 'yellow']);
      await expect(rowText(page, 1)).toBeAttached();
      await check('the colour game, a row played');
    });
    test(`axe: a board of blank and one of digits (${scheme})`, async ({ page }) => {
      test.setTimeout(90_000);
      const check = (what: string) => expectNoAxeViolations(page, `${what} (${scheme})`);
      await page.goto('/variant/blanks?seed=5');
      await playRow(page, ['blank', 'red', 'blank', 'green']);
      await expect(button(page, 'Row 1, hole 1: blank')).toBeVisible();
      await button(page, 'blank').click();
      await check('Blanks, a row played and a blank placed');
      await page.goto('/variant/number?seed=5');
      await playRow(page, ['1', '2', '3', '6']);
      await button(page, '5').click();
      await expect(button(page, 'Row 2, hole 1: 5')).toBeVisible();
      await check('Number Mastermind, digits and the sum');
      await quitGame(page);
      await check('Number Mastermind, the key revealed');
    });
  });
}

/** Each variant's rule in one sentence, as its summary under the heading ends (SPEC §17). */
const RULES: Record<string, string> = {
  'colour-game-1': COLOUR_GAME_RULE(),
  'colour-game-2': COLOUR_GAME_RULE(),
  'colour-game-3': COLOUR_GAME_RULE(),
  mini: 'A black for each right colour in the right hole, a white for each right colour in another hole.',
  super: 'A black for each right colour in the right hole, a white for each right colour in another hole.',
  kids: 'A black for each right colour in the right hole, a white for each right colour in another hole.',
  blanks: 'Blank is a symbol like the colours: the key may hold it, and it earns blacks and whites as they do.',
  'colours-only': "You win as soon as a guess holds the key's colours in any order: its blacks and whites together fill the holes.",
  number: "A black for each right digit in the right place, a white for each right digit in another place, and the sum of the key's digits as a clue.",
  bagels: 'A Fermi for each right digit in the right place, a Pico for each right digit in another place, and a row with neither is Bagels.',
  'bulls-and-cows': 'A bull for each right digit in the right place, a cow for each right digit in another place: four bulls win.',
};

function COLOUR_GAME_RULE(): string {
  return "Whites are counted the colour game's way: every peg out of place earns a white when its colour is anywhere in the key, so four reds against a key with one red earn 1 black, 3 white.";
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every variant says its rule in one sentence under its heading', async ({ page }) => {
    for (const v of VARIANTS) {
      await page.goto(`/variant/${v.slug}?seed=5`);
      const heading = page.getByRole('heading', { level: 1, name: v.name });
      const summary = page.locator('p.summary');
      // Measured on the whole game's page, once it has taken over from the quick board.
      await expect(page.getByRole('button', { name: 'Read the board', exact: true })).toBeVisible();
      await expect(heading).toBeVisible();
      await expect(summary).toBeVisible();
      await expect(summary).toHaveText(new RegExp(`^Find the key of ${v.holes} pegs .*\\. ${RULES[v.slug].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      const [h, s] = [await heading.boundingBox(), await summary.boundingBox()];
      expect(s!.y, `${v.name}: the rule is under the heading`).toBeGreaterThanOrEqual(h!.y + h!.height - 1);
      expect(s!.y - (h!.y + h!.height), `${v.name}: right under it`).toBeLessThan(80);
    }
  });

  /** A colour's name or the word colour, whole words, in any case. */
  const COLOUR_WORD = new RegExp(`\\b(colou?r(s|ed)?|${COLOURS.join('|')})\\b`, 'i');

  for (const v of VARIANTS.filter((v) => v.symbols[0] !== 'red')) {
    test(`${v.name}: no text nor accessible name speaks of colours`, async ({ page }) => {
      test.setTimeout(90_000);
      const seen: string[] = [];
      const look = async (when: string) => {
        const text = await page.locator('body').innerText();
        const tree = await page.locator('body').ariaSnapshot();
        for (const [what, words] of [['text', text], ['accessible names', tree]]) {
          const hit = words.split('\n').find((line) => COLOUR_WORD.test(line));
          expect(hit, `${v.name}, ${when}: ${what}`).toBeUndefined();
        }
        seen.push(when);
      };
      await page.goto(`/variant/${v.slug}?seed=21`);
      await button(page, 'Row 1, hole 1: empty').click();
      await look('a new game, the palette open');
      const digits = v.symbols.slice(1, 1 + v.holes);
      const repeats = !['bagels', 'bulls-and-cows'].includes(v.slug);
      if (!repeats) {
        // A repeated digit where digits may not repeat raises the warning.
        const repeated = [digits[0], ...digits.slice(0, v.holes - 1)];
        for (const d of repeated) await page.keyboard.press(d);
        await page.keyboard.press('Enter');
        await expect(flag(page)).toHaveText(
          `Warning: row 1 uses ${digits[0]} twice, and digits may not repeat in this game.`,
        );
        await look('the repeat warning');
        await page.getByRole('button', { name: /^Row 1, hole 1: / }).click();
      }
      for (const d of digits) await page.keyboard.press(d);
      await page.keyboard.press('Enter');
      // Each row in the variant's own marks (SPEC 17).
      const row = v.slug === 'bulls-and-cows' ? bullsText : v.slug === 'bagels' ? bagelsText : rowText;
      await expect(row(page, 1)).toBeAttached();
      await page.getByRole('checkbox', { name: 'Notes', exact: true }).check();
      await expect(page.getByRole('table', { name: 'Notes' })).toBeVisible();
      await button(page, 'Read the board').click();
      const own: Record<string, string> = { 'bulls-and-cows': '\\d+ bulls?, \\d+ cows?', bagels: '(Bagels|\\d Fermi(, \\d Pico)?|\\d Pico)' };
      const said = own[v.slug] ?? '\\d+ black, \\d+ white';
      await expect(page.getByText(new RegExp(`^Row 1: .*; ${said}\\.`)).first()).toBeAttached();
      await page.getByRole('checkbox', { name: 'Solver aids' }).click();
      await button(page, 'Turn on').click();
      await hint(page);
      await look('notes, read aloud, aids and a hint');
      await quitGame(page);
      await expect(page.getByRole('table', { name: 'Analysis' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/^The solver finds this key in \d+ guess/)).toBeVisible({ timeout: 30_000 });
      await look('the game quit, its analysis and the solver replay');
      expect(seen).toHaveLength(repeats ? 3 : 4);
    });
  }
});
