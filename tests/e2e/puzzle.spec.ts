// The puzzle page (issue 34, SPEC §15): a practice puzzle solved after a wrong attempt whose
// message names the first given row it contradicts, the explanation's counts, the puzzle of the
// day the same in two browsers and played once, a reload keeping a half-filled row and notes,
// and axe on every state in both colour schemes. Expected values are computed here from the
// marks the page shows, independently of the Rust core.
import { test, expect, flag, button, allCodes, fits, feedback, revealedKey, expectNoAxeViolations, givenRows, keyOf, PALETTE, type Code, type Row } from './fixtures';
import type { Page } from '@playwright/test';

const PRACTICE = '/puzzle/1?seed=7&difficulty=easy';
const NOON = new Date('2026-11-23T10:00:00Z');

/** The first row (from 1) whose marks `code` as the key would not have given; 0 when none. */
function firstContradicted(code: Code, rows: Row[]): number {
  const i = rows.findIndex((r) => {
    const [b, w] = feedback(code, r.guess);
    return b !== r.black || w !== r.white;
  });
  return i + 1;
}

/** Fills the answer row through the palette and presses Check. */
async function answer(page: Page, code: Code) {
  for (const c of code) await button(page, c).click();
  await button(page, 'Check').click();
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.use({ colorScheme: scheme });

    test('a practice puzzle: a wrong attempt names the first row it contradicts, then the key solves it and Explain counts down to 1', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(PRACTICE);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle, level I');
      await expect(page.getByText(/^Difficulty: (Easy|Medium|Hard)$/)).toBeVisible();
      const rows = await givenRows(page);
      const key = keyOf(rows);
      // No solver aids, no hint, no hard mode, no submit of its own on the answer row.
      await expect(button(page, 'Hint')).toHaveCount(0);
      await expect(page.getByRole('checkbox', { name: /hard mode/i })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Puzzles', exact: true }).last()).toBeVisible();
      await expect(page.getByRole('link', { name: 'New puzzle', exact: true })).toHaveAttribute('href', /\/puzzle\/1\?seed=\d+&difficulty=easy$/);
      await expectNoAxeViolations(page, `a puzzle being played (${scheme})`);

      // The key with its first peg changed: wrong, and one peg fixed solves it.
      const other = PALETTE.slice(0, 6).find((c) => c !== key[0])!;
      const wrong = [other, ...key.slice(1)];
      const row = firstContradicted(wrong, rows);
      expect(row).toBeGreaterThan(0);
      const answerRow = rows.length + 1;
      await answer(page, wrong);
      await expect(flag(page)).toHaveText(`Not the key: it contradicts row ${row}`);
      // The attempt stays in the answer row, to be changed and checked again.
      for (let h = 1; h <= 4; h++) await expect(button(page, `Row ${answerRow}, hole ${h}: ${wrong[h - 1]}`)).toBeVisible();
      await button(page, `Row ${answerRow}, hole 1: ${other}`).click();
      await button(page, key[0]).click();
      await expect(button(page, `Row ${answerRow}, hole 1: ${key[0]}`)).toBeVisible();
      await button(page, 'Check').click();
      await expect(flag(page)).toHaveText('Solved in 2 attempts');
      await expect(button(page, 'Check')).toHaveCount(0);
      await expect(page.getByText(/^You won/)).toHaveCount(0);
      await expectNoAxeViolations(page, `a solved puzzle (${scheme})`);

      await button(page, 'Explain').click();
      const table = page.getByRole('table', { name: 'Explanation' });
      await expect(table.getByRole('columnheader')).toHaveText(['Row', 'Keys left', 'Hole 1', 'Hole 2', 'Hole 3', 'Hole 4']);
      const counts = (await table.locator('tbody td:first-of-type').allTextContents()).map(Number);
      const expected = rows.map((_, r) => allCodes(1).filter((c) => fits(c, rows.slice(0, r + 1))).length);
      expect(counts).toEqual(expected);
      // Each hole's symbols still possible after rows 1..R, in palette order.
      for (let r = 0; r < rows.length; r++) {
        const keys = allCodes(1).filter((c) => fits(c, rows.slice(0, r + 1)));
        const sets = [0, 1, 2, 3].map((h) => PALETTE.filter((c) => keys.some((k) => k[h] === c)).join(', '));
        const cells = await table.locator('tbody tr').nth(r).locator('td').allTextContents();
        expect(cells).toEqual([String(expected[r]), ...sets]);
      }
      await expect(table.locator('tbody tr').last().locator('td')).toHaveText(['1', ...key]);
      await expect(page.getByText(/^Row \d+ settles holes? [\d, and]+(; row \d+ settles holes? [\d, and]+)*\.$/)).toBeVisible();
      expect(counts.at(-1)).toBe(1);
      for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThan(counts[i - 1]);
      await expectNoAxeViolations(page, `a puzzle explained (${scheme})`);
    });
  });
}

test('a reload keeps a half-filled answer row and the notes', async ({ page }) => {
  await page.goto(PRACTICE);
  const rows = await givenRows(page);
  const active = rows.length + 1;
  await button(page, 'pink').click();
  await button(page, 'blue').click();
  await page.getByRole('checkbox', { name: 'Notes', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Hole 3: red' }).check();
  await page.reload();
  await expect(button(page, `Row ${active}, hole 1: pink`)).toBeVisible();
  await expect(button(page, `Row ${active}, hole 2: blue`)).toBeVisible();
  await expect(button(page, `Row ${active}, hole 3: empty`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Hole 3: red' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Hole 1: red' })).not.toBeChecked();
  // Undo works on the answer row.
  await button(page, 'Undo').click();
  await expect(button(page, `Row ${active}, hole 2: empty`)).toBeVisible();
});

test('a bare puzzle link gets a seed in its URL, which replays the same puzzle', async ({ page }) => {
  await page.goto('/puzzle/2');
  await expect(page).toHaveURL(/\/puzzle\/2\?seed=\d+&difficulty=medium$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle, level II');
  const rows = await givenRows(page, 5);
  await page.goto('/puzzle/2');
  expect(await givenRows(page, 5)).toEqual(rows);
});

test('a made puzzle link that is cut says so', async ({ page }) => {
  await page.goto('/puzzle/1#p1AAAA');
  await expect(page.getByText(/^This puzzle link is cut or altered/)).toBeVisible();
  await expect(button(page, 'Check')).toHaveCount(0);
});

test('the puzzle of the day is the same in two browsers, and played once', async ({ browser }) => {
  // Two browsers, a reload, a second tab and axe: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const open = async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.clock.setFixedTime(NOON);
    await page.goto('/puzzle/1/daily');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle of 2026-11-23, level I');
    // The date never breaks at its hyphens on a phone.
    await expect(page.getByRole('heading', { level: 1 }).getByText('2026-11-23')).toHaveCSS('white-space', 'nowrap');
    return { context, page };
  };
  const a = await open();
  const b = await open();
  const rows = await givenRows(a.page);
  expect(await givenRows(b.page)).toEqual(rows);
  // 2026-11-23 is a Monday: an easy puzzle.
  await expect(a.page.getByText('Difficulty: Easy')).toBeVisible();
  await expect(a.page.getByRole('link', { name: 'New puzzle' })).toHaveCount(0);
  const key = keyOf(rows);

  // A wrong attempt ends it: red flag, key revealed, the share line says not solved.
  const wrong = allCodes(1).find((c) => c.join() !== key.join())!;
  await answer(a.page, wrong);
  // It names the first given row the key contradicts, as practice does (SPEC 17).
  const contradicted = rows.findIndex((r) => feedback(r.guess, wrong).join() !== [r.black, r.white].join()) + 1;
  expect(contradicted).toBeGreaterThan(0);
  await expect(flag(a.page)).toHaveText(new RegExp(`^Not solved: that key contradicts row ${contradicted}\\. The key is uncovered`));
  await expect(a.page.locator('.flag')).toHaveClass(/lost/);
  expect(await revealedKey(a.page)).toEqual(key);
  await expect(button(a.page, 'Check')).toHaveCount(0);
  await button(a.page, 'Share result').click();
  await expect(a.page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe('Mastermind puzzle 2026-11-23 I not solved');

  // A reload, and a second tab, show it ended.
  await a.page.reload();
  await expect(flag(a.page)).toHaveText(/^Not solved/);
  await expect(button(a.page, 'Check')).toHaveCount(0);
  const tab = await a.context.newPage();
  await tab.clock.setFixedTime(NOON);
  await tab.goto('/puzzle/1/daily');
  await expect(flag(tab)).toHaveText(/^Not solved/);
  // Even with its slot gone, the statistics keep it ended: never a fresh attempt.
  await tab.evaluate(() => localStorage.removeItem('mastermind.v1.puzzle.daily.1'));
  await tab.reload();
  await expect(flag(tab)).toHaveText(/^Not solved/);
  await expect(button(tab, 'Check')).toHaveCount(0);

  // The other browser solves it at once.
  await answer(b.page, key);
  await expect(flag(b.page)).toHaveText('Solved in 1 attempt');
  await button(b.page, 'Share result').click();
  await expect(b.page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await b.page.evaluate(() => navigator.clipboard.readText())).toBe('Mastermind puzzle 2026-11-23 I solved');
  await expectNoAxeViolations(b.page, 'a solved puzzle of the day');
  await a.context.close();
  await b.context.close();
});

// SPEC 17, finished on every screen: a puzzle's page is laid out as a game's on a desktop (the
// board first, its controls beside it), and after the end it says nothing left over.
test('on a desktop a puzzle is laid out as a game: the board on the left, the controls beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.setFixedTime(NOON);
  await page.goto('/puzzle/1/daily');
  const rows = await givenRows(page);
  await expect(button(page, 'Read the board')).toBeVisible();
  const board = (await page.locator('.game .board').boundingBox())!;
  const check = (await button(page, 'Check').boundingBox())!;
  // As the game page has them: the board where a game has its board, Check to its right.
  await page.goto('/play/1?seed=3');
  await expect(button(page, 'Read the board')).toBeVisible();
  const game = (await page.locator('.game .board').boundingBox())!;
  expect(Math.abs(board.x - game.x), 'the puzzle board where a game has its board').toBeLessThan(2);
  expect(check.x, 'Check beside the board').toBeGreaterThanOrEqual(board.x + board.width);
  expect(check.y + check.height, 'Check in view').toBeLessThan(800);
  await page.goto('/puzzle/1/daily');
  await expect(page.getByText(/Fill the last row with it and press Check/)).toBeVisible();
  await answer(page, keyOf(rows));
  await expect(flag(page)).toHaveText('Solved in 1 attempt');
  // Nothing left over: no instruction to answer, the Notes still beside the board.
  await expect(page.getByText(/Fill the last row with it and press Check/)).toHaveCount(0);
  const notes = (await page.getByRole('checkbox', { name: 'Notes', exact: true }).boundingBox())!;
  expect(notes.x, 'Notes beside the board').toBeGreaterThanOrEqual(board.x + board.width);
});
