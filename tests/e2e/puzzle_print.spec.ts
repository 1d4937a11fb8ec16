// The print page (SPEC §15, issue 34): `/puzzles/print?level=&difficulty=&seed=` shows six
// puzzles made from the seed (the same again on reload), each a drawn board numbered with its
// level and difficulty, then the answers; a bad or missing value gets a good one in the URL.
// On paper (print media) only the sheet shows, the answers on a page of their own; Chromium's
// PDF of it has at least two pages for A4 and for Letter. Every answer is the one key that
// fits its puzzle's rows, read from the drawing (pegs' classes, marks counted). axe finds
// nothing, light or dark, on a phone and a desktop.
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, allCodes, fits, type Code, type Row } from './fixtures';

const URL = '/puzzles/print?level=2&difficulty=hard&seed=5';

const boards = (page: Page) => page.locator('.print-puzzle');
const answers = (page: Page) => page.locator('.print-answer');

/** A peg's colour, from its class (`peg peg-red`). */
async function colours(pegs: Locator): Promise<Code> {
  const classes = await pegs.evaluateAll((els) => els.map((e) => e.className));
  return classes.map((c) => (c.split(' ').find((k) => k.startsWith('peg-')) ?? '').slice(4));
}

/** A drawn puzzle's given rows: each row's pegs and its marks counted. */
async function rowsOf(board: Locator): Promise<Row[]> {
  const rows: Row[] = [];
  const drawn = board.locator('.print-row:not(.print-answer-row)');
  for (let i = 0; i < (await drawn.count()); i++) {
    const row = drawn.nth(i);
    rows.push({
      guess: await colours(row.locator('.peg')),
      black: await row.locator('.mark.black').count(),
      white: await row.locator('.mark.white').count(),
    });
  }
  return rows;
}

/** The sheet's text, board by board, to compare two visits. */
const sheetText = (page: Page) => page.locator('.print-sheet').innerText();

test('six puzzles of the level and difficulty asked, the same again on reload', async ({ page }) => {
  await page.goto(URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Print puzzles');
  await expect(boards(page)).toHaveCount(6, { timeout: 20_000 });
  for (let n = 1; n <= 6; n++) {
    await expect(page.getByRole('heading', { name: `Puzzle ${n} · level II · Hard`, exact: true })).toBeVisible();
  }
  // Each board: rows of five pegs with their marks, and an answer row of five empty holes.
  for (let i = 0; i < 6; i++) {
    const board = boards(page).nth(i);
    expect((await rowsOf(board)).length).toBeGreaterThan(0);
    await expect(board.locator('.print-answer-row .print-hole')).toHaveCount(5);
  }
  await expect(page.getByRole('heading', { name: 'Answers', exact: true })).toBeVisible();
  await expect(answers(page)).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Level' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Hard', exact: true })).toBeChecked();
  const first = await sheetText(page);
  await page.reload();
  await expect(boards(page)).toHaveCount(6, { timeout: 20_000 });
  expect(await sheetText(page)).toBe(first);
  expect(page.url()).toContain('seed=5');
});

test('each answer is the one key that fits its puzzle', async ({ page }) => {
  await page.goto(URL);
  await expect(boards(page)).toHaveCount(6, { timeout: 20_000 });
  const codes = allCodes(2);
  for (let i = 0; i < 6; i++) {
    const rows = await rowsOf(boards(page).nth(i));
    const fitting = codes.filter((c) => fits(c, rows));
    expect(fitting, `puzzle ${i + 1} has one key`).toHaveLength(1);
    const answer = answers(page).nth(i);
    expect(await colours(answer.locator('.peg'))).toEqual(fitting[0]);
    await expect(answer).toContainText(`${i + 1}. ${fitting[0].join(', ')}`);
  }
});

test('a missing or bad value gets a good one in the URL; a choice changes the sheet', async ({ page }) => {
  await page.goto('/puzzles/print?level=9&difficulty=odd');
  await expect(page).toHaveURL(/\/puzzles\/print\?level=1&difficulty=medium&seed=\d+$/);
  await expect(boards(page)).toHaveCount(6, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Puzzle 1 · level I · Medium', exact: true })).toBeVisible();
  const seed = new globalThis.URL(page.url()).searchParams.get('seed');
  await page.getByRole('radio', { name: 'Easy', exact: true }).check();
  await expect(page).toHaveURL(`/puzzles/print?level=1&difficulty=easy&seed=${seed}`);
  await expect(page.getByRole('heading', { name: 'Puzzle 1 · level I · Easy', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('radio', { name: 'Level III', exact: true }).check();
  await expect(page).toHaveURL(`/puzzles/print?level=3&difficulty=easy&seed=${seed}`);
  await expect(page.getByRole('heading', { name: 'Puzzle 6 · level III · Easy', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(boards(page).first().locator('.print-hole')).toHaveCount(6);
});

test('on paper only the sheet shows, the answers last on a page of their own', async ({ page }) => {
  await page.goto(URL);
  await expect(boards(page)).toHaveCount(6, { timeout: 20_000 });
  await page.emulateMedia({ media: 'print' });
  for (let i = 0; i < 6; i++) await expect(boards(page).nth(i)).toBeVisible();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Hard', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  const block = page.locator('.print-answers');
  await expect(block).toBeVisible();
  expect(await block.evaluate((e) => getComputedStyle(e).breakBefore)).toBe('page');
  // The answers come after every board, and nothing visible follows them.
  expect(await block.evaluate((e) => e.parentElement?.lastElementChild === e)).toBe(true);
  expect(
    await block.evaluate((e) => [...document.querySelectorAll('.print-puzzle')].every((b) => b.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING)),
  ).toBe(true);
  // The marks differ without colour: black filled, white a ring on white.
  const mark = async (kind: string) =>
    page.locator(`.print-sheet .mark.${kind}`).first().evaluate((e) => {
      const s = getComputedStyle(e);
      return `${s.backgroundColor} ${s.boxShadow}`;
    });
  expect(await mark('black')).toContain('rgb(0, 0, 0)');
  expect(await mark('white')).toMatch(/^rgb\(255, 255, 255\) .*inset/);
});

test('every printed sheet has its title and the legend of the marks and symbols', async ({ page }) => {
  await page.goto(URL);
  await expect(boards(page)).toHaveCount(6, { timeout: 20_000 });
  await page.emulateMedia({ media: 'print' });
  const headers = page.locator('.print-header');
  // One on the puzzles' sheet (before the first puzzle), one on the answers' page.
  await expect(headers).toHaveCount(2);
  await expect(page.locator('.print-answers .print-header')).toHaveCount(1);
  for (let i = 0; i < 2; i++) {
    const header = headers.nth(i);
    await expect(header).toBeVisible();
    await expect(header.locator('.print-title')).toHaveText('Mastermind puzzles · level II · Hard · seed 5');
    await expect(header).toContainText('filled dot: a right symbol in the right place');
    await expect(header).toContainText('hollow dot: a right symbol in the wrong place');
    await expect(header.locator('.mark.black')).toHaveCount(1);
    await expect(header.locator('.mark.white')).toHaveCount(1);
    // Level II's seven symbols, each drawn and named.
    await expect(header.locator('.print-legend-symbol')).toHaveCount(7);
    await expect(header.locator('.print-legend-symbol .peg')).toHaveCount(7);
  }
  expect(
    await headers.first().evaluate((h) => !!(h.compareDocumentPosition(document.querySelector('.print-puzzle')!) & Node.DOCUMENT_POSITION_FOLLOWING)),
  ).toBe(true);
});

test('the print choices are spaced apart, not jammed against the next label', async ({ page }) => {
  await page.goto(URL);
  const choices = page.locator('.print-controls fieldset').first().locator('label.choice');
  await expect(choices).toHaveCount(3);
  const boxes = await choices.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right, r.top]));
  for (let i = 1; i < boxes.length; i++) {
    if (boxes[i][2] === boxes[i - 1][2]) expect(boxes[i][0] - boxes[i - 1][1]).toBeGreaterThanOrEqual(12);
  }
});

for (const format of ['A4', 'Letter'] as const) {
  test(`the ${format} PDF has the puzzles and the answers on pages of their own`, async ({ page }) => {
    await page.goto(URL);
    await expect(boards(page)).toHaveCount(6, { timeout: 20_000 });
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format, preferCSSPageSize: false });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    // Six puzzles and the answers: the puzzles fill page 1 rather than leave it mostly empty.
    expect(pages).toBeLessThanOrEqual(3);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test(`axe finds nothing, ${colorScheme}, ${width} px, and nothing is cut`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await page.goto(URL);
      await expect(boards(page)).toHaveCount(6, { timeout: 20_000 });
      await expectNoAxeViolations(page, `the print page, ${colorScheme}, ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
