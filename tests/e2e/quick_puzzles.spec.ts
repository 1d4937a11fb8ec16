// Issue 43: puzzle links play on the quick board (src/quick): the puzzle of the day
// (`/puzzle/<n>/daily`, a past date's with `?date=`) and a practice puzzle of a seed
// (`/puzzle/<n>?seed=…`), generated in
// the quick program. As in quick_links.spec.ts, the whole game's WebAssembly is held back so that
// the quick board plays alone: the given rows, the answer row and `Check` work before the whole
// game arrives, axe finds nothing, and the handover keeps every peg and what a check said; a
// puzzle ended on the quick board is recorded once. The key is found here by brute force from the
// marks the page shows, independently of the Rust core.
import { test, expect, flag, button, digit, holdGame, hole, firstPaint, expectNoAxeViolations, givenRows, keyOf, PALETTE } from './fixtures';
import type { Page } from '@playwright/test';

const NOON = new Date('2026-11-23T12:00:00Z');

const puzzleLog = (page: Page): Promise<{ id: string; solved: boolean; daily?: string; past?: boolean }[]> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('mastermind.v1.puzzles') ?? '{"puzzles":[]}').puzzles ?? []);

test('the puzzle of the day plays on the quick board: solved there, then handed over and recorded once', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  const game = await holdGame(page);
  await page.goto('/puzzle/1/daily');
  await expect(firstPaint(page)).toHaveAttribute('data-live', '');
  expect(game.asked()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle of 2026-11-23, level I');
  await expect(page).toHaveTitle(/^Puzzle of 2026-11-23, level I · /);
  await expect(page.locator('#first-paint p.summary')).toHaveText(/^Difficulty: /);
  const rows = await givenRows(page);
  const key = keyOf(rows);
  const answerRow = rows.length + 1;
  // A digit takes on the answer row; the whole game is still held.
  await page.keyboard.press(digit(key[0]));
  await expect(hole(page, answerRow, 1, key[0])).toBeVisible();
  await expectNoAxeViolations(page, 'the quick board of the puzzle of the day');
  for (const c of key.slice(1)) await page.keyboard.press(digit(c));
  await button(page, 'Check').click();
  await expect(flag(page)).toHaveText('Solved in 1 attempt');
  await expect(button(page, 'Check')).toHaveCount(0);
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('mastermind.v1.puzzle.daily.1')!).id);
  await expect(firstPaint(page)).toHaveAttribute('data-ended', id);
  expect(await puzzleLog(page)).toEqual([]);
  await expectNoAxeViolations(page, 'the puzzle of the day ended on the quick board');
  await game.release();
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(flag(page)).toHaveText('Solved in 1 attempt');
  // Focus on Explain, as where the whole game ends a puzzle.
  await expect(button(page, 'Explain')).toBeFocused();
  await expect.poll(async () => (await puzzleLog(page)).map((p) => [p.id, p.solved])).toEqual([[id, true]]);
  await page.reload();
  await expect(flag(page)).toHaveText('Solved in 1 attempt');
  expect((await puzzleLog(page)).length).toBe(1);
  await expectNoAxeViolations(page, 'the puzzle of the day, reloaded');
});

test('a past date\'s puzzle of the day plays on the quick board under its date and notice, and is recorded as past', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  const game = await holdGame(page);
  await page.goto('/puzzle/1/daily?date=2026-11-20');
  await expect(firstPaint(page)).toHaveAttribute('data-live', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle of 2026-11-20, level I');
  await expect(page.getByText(/^A past date's puzzle: one attempt\./)).toBeVisible();
  const key = keyOf(await givenRows(page));
  for (const c of key) await page.keyboard.press(digit(c));
  await button(page, 'Check').click();
  await expect(flag(page)).toHaveText('Solved in 1 attempt');
  await expectNoAxeViolations(page, 'a past date’s puzzle, solved');
  await game.release();
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle of 2026-11-20, level I');
  await expect(flag(page)).toHaveText('Solved in 1 attempt');
  await expect.poll(async () => (await puzzleLog(page)).map((p) => [p.daily, p.past, p.solved])).toEqual([['2026-11-20', true, true]]);
  // Played: its link is the whole game's, which shows the result.
  await page.evaluate(() => localStorage.removeItem('mastermind.v1.puzzle.daily.1.2026-11-20'));
  await page.reload();
  await expect(page.getByText("This date's puzzle has been played already: Solved.")).toBeVisible();
  await expect(firstPaint(page)).toHaveCount(0);
});

test('a practice puzzle of a seed plays on the quick board: a wrong check and pegs carried through the handover', async ({ page }) => {
  const game = await holdGame(page);
  await page.goto('/puzzle/1?seed=7&difficulty=easy');
  await expect(firstPaint(page)).toHaveAttribute('data-live', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle, level I');
  await expect(page.locator('#first-paint p.summary')).toHaveText('Difficulty: Easy');
  const rows = await givenRows(page);
  const key = keyOf(rows);
  const answerRow = rows.length + 1;
  const other = PALETTE.slice(0, 6).find((c) => c !== key[0])!;
  const wrong = [other, ...key.slice(1)];
  for (const c of wrong) await button(page, c).click();
  await button(page, 'Check').click();
  await expect(flag(page)).toHaveText(/^Not the key: it contradicts row \d+$/);
  const said = await flag(page).textContent();
  // The attempt stays in its row; its first peg selected and changed on the quick board.
  await hole(page, answerRow, 1, other).click();
  await expect(hole(page, answerRow, 1, other)).toBeFocused();
  await expectNoAxeViolations(page, 'a practice puzzle, a wrong check');
  await game.release();
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(flag(page)).toHaveText(said!);
  for (let h = 2; h <= 4; h++) await expect(hole(page, answerRow, h, key[h - 1])).toBeVisible();
  await expect(hole(page, answerRow, 1, other)).toBeFocused();
  await page.keyboard.press(digit(key[0]));
  await button(page, 'Check').click();
  await expect(flag(page)).toHaveText('Solved in 2 attempts');
  await expectNoAxeViolations(page, 'a practice puzzle, solved');
});

test('a puzzle link the quick board does not take is the whole game\'s: the practice slot without a seed', async ({ page }) => {
  const quick: string[] = [];
  page.on('request', (r) => {
    if (/\/(quick|puzzle)(_bg\.wasm|\.js)/.test(r.url())) quick.push(r.url());
  });
  await page.goto('/puzzle/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle, level I');
  await expect(page).toHaveURL(/\/puzzle\/1\?seed=\d+&difficulty=medium$/);
  await expect(button(page, 'Check')).toBeVisible();
  expect(quick).toEqual([]);
});

test('nothing on a puzzle\'s page moves when the whole game takes over, on a phone or a desktop', async ({ page }) => {
  // As quick.spec's check for games: the heading, the summary, the given rows, the answer row, its
  // palette and `Check` are drawn where the quick board drew them.
  const boxes = async (answerRow: number) => {
    const where = [
      page.getByRole('heading', { level: 1 }),
      page.getByText(/^Difficulty: /),
      hole(page, 1, 1, (await page.getByRole('button', { name: /^Row 1, hole 1: / }).getAttribute('aria-label'))!.replace(/^.*: /, '')),
      hole(page, answerRow, 1),
      page.getByRole('group', { name: new RegExp(`^Colours for row ${answerRow}`) }),
      button(page, 'Check'),
    ];
    return Promise.all(where.map((l) => l.boundingBox()));
  };
  await page.clock.setFixedTime(NOON);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1200 });
    for (const link of ['/puzzle/3/daily', '/puzzle/1?seed=11&difficulty=hard', '/puzzle/2/daily?date=2026-11-19']) {
      const game = await holdGame(page);
      await page.goto(link);
      await expect(firstPaint(page)).toHaveAttribute('data-live', '');
      const answerRow = (await givenRows(page, link.startsWith('/puzzle/3') ? 5 : 4)).length + 1;
      const before = await boxes(answerRow);
      await game.release();
      await expect(firstPaint(page)).toHaveCount(0);
      await expect(button(page, 'Undo')).toBeVisible();
      expect(await boxes(answerRow), `${link} at ${width} px`).toEqual(before);
      await page.unrouteAll({ behavior: 'wait' });
      await page.evaluate(() => localStorage.clear());
    }
  }
});
