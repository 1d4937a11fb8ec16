// Issue 43: the links that waited for the whole game play on the quick board too (src/quick): a
// past date's daily key (`/daily/<n>?date=…`) and a friend's challenge (`/challenge#…`). As in
// quick.spec.ts, the whole game's WebAssembly is held back so that the quick board plays alone:
// a digit takes before the whole game arrives, the page is the whole game's (heading, notices),
// axe finds nothing, and the handover keeps every peg, the selection and focus; a game ended on
// the quick board is recorded once.
import { test, expect, flag, button, revealedKey, quitGame, WHOLE_GAME, digit, holdGame, hole, firstPaint, expectNoAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';

const NOON = new Date('2026-11-23T12:00:00Z');

const statsGames = (page: Page): Promise<{ id: string; outcome: string; turns: number }[]> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('mastermind.v1.stats') ?? '{"games":[]}').games);

/** On a level I board: a digit, a click on hole 3 and a digit on the quick board, then the handover: every peg kept,
 * the selection and focus on hole 2, and one more digit played once. */
async function playThroughHandover(page: Page, game: { release: () => Promise<void> }) {
  await page.keyboard.press('1');
  await expect(hole(page, 1, 1, 'red')).toBeVisible();
  await hole(page, 1, 3).click();
  await page.keyboard.press('2');
  await expect(hole(page, 1, 3, 'green')).toBeVisible();
  await expect(hole(page, 1, 4)).toBeFocused();
  await expectNoAxeViolations(page, 'the quick board of a daily link');
  await game.release();
  await page.keyboard.press('3');
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(button(page, 'Quit the game')).toBeVisible();
  await expect(hole(page, 1, 1, 'red')).toBeVisible();
  await expect(hole(page, 1, 3, 'green')).toBeVisible();
  await expect(hole(page, 1, 4, 'blue')).toBeVisible();
  await expect(hole(page, 1, 2)).toBeFocused();
  await page.keyboard.press('4');
  await expect(hole(page, 1, 2, 'yellow')).toBeVisible();
  await expectNoAxeViolations(page, 'the quick board of a variant link');
}

test('a past date\'s daily key plays on the quick board, under its own heading and notice, through the handover', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  const game = await holdGame(page);
  await page.goto('/daily/1?date=2026-11-20');
  await expect(firstPaint(page)).toHaveAttribute('data-live', '');
  expect(game.asked()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily key of 2026-11-20, level I');
  await expect(page).toHaveTitle(/^Daily key of 2026-11-20, level I · /);
  await expect(page.getByText(/^Daily key of 2026-11-20 \(UTC\), a past date/)).toBeVisible();
  await expect(page.locator('#first-paint p.summary')).toHaveText(/^Find the key of /);
  await playThroughHandover(page, game);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily key of 2026-11-20, level I');
  await expect(page.getByText(/^Daily key of 2026-11-20 \(UTC\), a past date/)).toBeVisible();
});

test('a past date\'s key won on the quick board is recorded once; played, its link shows the result', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  const link = '/daily/1?date=2026-11-21';
  // The date's key, learnt by giving it up on the whole game; then a fresh start.
  await page.goto(link);
  await quitGame(page);
  const key = await revealedKey(page);
  await page.evaluate(() => localStorage.clear());

  const game = await holdGame(page);
  await page.goto(link);
  await expect(firstPaint(page)).toHaveAttribute('data-live', '');
  for (const c of key) await page.keyboard.press(digit(c));
  await page.keyboard.press('Enter');
  await expect(flag(page)).toHaveText('You won in 1 turn!');
  await expect(firstPaint(page)).toHaveAttribute('data-ended', 'daily-1-2026-11-21');
  expect(await statsGames(page)).toEqual([]);
  await game.release();
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(flag(page)).toHaveText('You won in 1 turn!');
  await expect.poll(async () => (await statsGames(page)).map((g) => g.id)).toEqual(['daily-1-2026-11-21']);
  await page.reload();
  await expect(flag(page)).toHaveText('You won in 1 turn!');
  expect((await statsGames(page)).length).toBe(1);
  // Its stored game gone, the date is played: the quick board leaves the page to the result.
  await page.evaluate(() => localStorage.removeItem('mastermind.v1.daily.1.2026-11-21'));
  await page.reload();
  await expect(page.getByText("This date's key has been played already: won in 1 turn.")).toBeVisible();
  await expect(button(page, 'Submit guess')).toHaveCount(0);
  expect((await statsGames(page)).length).toBe(1);
});

/** A challenge link made on the form (on the whole game, in a context of its own). */
async function makeChallenge(page: Page, key: string[], name?: string): Promise<string> {
  const maker = await (await page.context().browser()!.newContext()).newPage();
  await maker.goto('/challenge');
  await button(maker, 'Secret, hole 1: empty').click();
  for (const c of key) await button(maker, c).click();
  if (name) await maker.getByRole('textbox', { name: 'Your name' }).fill(name);
  await button(maker, 'Create link').click();
  const link = await maker.getByRole('textbox', { name: 'Challenge link' }).inputValue();
  await maker.context().close();
  return new URL(link).pathname + new URL(link).hash;
}

test('a challenge link plays on the quick board, under its sender\'s name, through the handover', async ({ page }) => {
  // A name beyond ASCII (read without the Unicode tables: at most 44 scalar values).
  const link = await makeChallenge(page, ['red', 'green', 'blue', 'yellow'], 'Zoë 李');
  const game = await holdGame(page);
  await page.goto(link);
  await expect(firstPaint(page)).toHaveAttribute('data-live', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Challenge from Zoë 李');
  await expect(page.getByText("A friend's key: this game counts in the statistics, never in the high scores.")).toBeVisible();
  await playThroughHandover(page, game);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Challenge from Zoë 李');
});

test('a challenge won on the quick board is recorded once, and a refused link stays the whole game\'s', async ({ page }) => {
  const key = ['pink', 'green', 'blue', 'yellow'];
  const link = await makeChallenge(page, key);
  const game = await holdGame(page);
  await page.goto(link);
  await expect(firstPaint(page)).toHaveAttribute('data-live', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Challenge');
  for (const c of key) await page.keyboard.press(digit(c));
  await page.keyboard.press('Enter');
  await expect(flag(page)).toHaveText('You won in 1 turn!');
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('mastermind.v1.challenge.1')!).id);
  await expect(firstPaint(page)).toHaveAttribute('data-ended', id);
  await expectNoAxeViolations(page, 'the quick board of a challenge, won');
  await game.release();
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(flag(page)).toHaveText('You won in 1 turn!');
  await expect.poll(async () => (await statsGames(page)).map((g) => g.id)).toEqual([id]);
  await page.reload();
  await expect(flag(page)).toHaveText('You won in 1 turn!');
  expect((await statsGames(page)).map((g) => g.id)).toEqual([id]);

  // A cut link: the quick board plays nothing; the whole game says why.
  await page.unrouteAll({ behavior: 'wait' });
  const held = await holdGame(page);
  const started = page.waitForRequest(WHOLE_GAME);
  await page.goto('about:blank');
  await page.goto(link.slice(0, -4));
  await started;
  await expect(firstPaint(page)).not.toHaveAttribute('data-live', '');
  await expect(page.getByRole('button', { name: /^Row 1, hole 1/ })).toHaveCount(0);
  await held.release();
  await expect(page.getByRole('alert')).toHaveText(/cut or altered/);
});
