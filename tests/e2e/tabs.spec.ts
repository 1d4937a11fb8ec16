// One game, one tab (SPEC §16): a game open in two tabs is played in one of them at a time;
// `Play here` moves it, a closed or crashed tab lets a waiting one take it by itself, and no
// move made in either tab is lost.
import type { Page } from '@playwright/test';
import { test, expect, button, playRow, revealedKey, quitGame, expectNoAxeViolations } from './fixtures';

const ALERT = 'This game is open in another tab.';
const alertOf = (page: Page) => page.getByRole('alert').filter({ hasText: ALERT });
/** Whether `page`'s board takes moves now: its palette drawn, nothing around it inert. */
const playable = (page: Page) =>
  page.evaluate(() => {
    const swatch = document.querySelector('.palette .swatch');
    return !!swatch && !swatch.closest('[inert]');
  });
const rowsPlayed = async (page: Page, n: number) => {
  for (let row = 1; row <= n; row++) {
    await expect(page.getByText(new RegExp(`^Row ${row}: \\d black, \\d white$`))).toBeAttached();
  }
  await expect(page.getByText(new RegExp(`^Row ${n + 1}: \\d black, \\d white$`))).toHaveCount(0);
};

const ROWS = [
  ['red', 'red', 'green', 'green'],
  ['blue', 'blue', 'yellow', 'yellow'],
  ['turquoise', 'turquoise', 'pink', 'pink'],
  ['red', 'green', 'blue', 'yellow'],
  ['green', 'red', 'yellow', 'blue'],
];

test('two tabs of one game: Play here both ways, a reload and a closed tab keep every row', async ({ context }) => {
  // Two pages, five rows and three reloads: longer than one journey's 30 s on a busy machine.
  test.setTimeout(90_000);
  const a = await context.newPage();
  await a.goto('/play/1?seed=909');
  await expect(button(a, 'Read the board')).toBeVisible();
  await playRow(a, ROWS[0]);
  const b = await context.newPage();
  await b.goto('/play/1');
  await expect(alertOf(b)).toBeVisible();
  await expectNoAxeViolations(b, 'a game open in another tab');
  // The board of the waiting tab takes no input, not even the keys (which reach any board).
  for (const key of ['1', '2', '3', '4', 'Enter']) await b.keyboard.press(key);
  await rowsPlayed(b, 1);
  await expect(button(b, 'Row 2, hole 1: empty')).toBeAttached();
  await b.getByRole('button', { name: 'Play here' }).click();
  await expect(alertOf(b)).toHaveCount(0);
  await expect(alertOf(a)).toBeVisible();
  await rowsPlayed(b, 1);
  await playRow(b, ROWS[1]);
  await a.getByRole('button', { name: 'Play here' }).click();
  await expect(alertOf(b)).toBeVisible();
  await rowsPlayed(a, 2);
  await playRow(a, ROWS[2]);
  await a.reload();
  // After the reload, tab A waits in the queue or holds the game again: either way, nothing lost.
  await b.reload();
  // Which one holds is known once both programs have settled, not at once: a page just reloaded
  // has no alert yet while its board is still inert, and a tab may wait a moment before the
  // other's reload frees the game. Settled: one tab's board takes moves, the other shows the
  // alert.
  let holder = a;
  await expect
    .poll(async () => {
      const [alertA, alertB] = [await alertOf(a).count(), await alertOf(b).count()];
      if (alertA === 0 && alertB === 1 && (await playable(a))) holder = a;
      else if (alertB === 0 && alertA === 1 && (await playable(b))) holder = b;
      else return false;
      return true;
    })
    .toBe(true);
  await rowsPlayed(holder, 3);
  await playRow(holder, ROWS[3]);
  const waiting = holder === a ? b : a;
  await expect(alertOf(waiting)).toBeVisible();
  await holder.close();
  // The waiting tab takes the game by itself.
  await expect(alertOf(waiting)).toHaveCount(0);
  await rowsPlayed(waiting, 4);
  await playRow(waiting, ROWS[4]);
  await waiting.reload();
  await rowsPlayed(waiting, 5);
});

// A crash is the browser freeing a dead tab's locks, the same path as a close: headless
// Chromium runs both tabs of a site in one renderer, so `Page.crash` would take the waiting tab
// down with it. Here the holding tab goes without any of its page's own code running.
test('a tab that goes away while holding a game, without a word, lets the waiting tab take every row', async ({ context }) => {
  const a = await context.newPage();
  await a.goto('/play/2?seed=77');
  await playRow(a, ['red', 'red', 'green', 'green', 'blue']);
  const b = await context.newPage();
  await b.goto('/play/2');
  await expect(alertOf(b)).toBeVisible();
  await a.evaluate(() => {
    window.onbeforeunload = null;
  });
  await a.close({ runBeforeUnload: false });
  await expect(alertOf(b)).toHaveCount(0);
  await expect(b.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await playRow(b, ['blue', 'blue', 'red', 'red', 'green']);
  await b.reload();
  await rowsPlayed(b, 2);
});

test('a daily key ended in one tab cannot be played on in another', async ({ context }) => {
  const a = await context.newPage();
  await a.goto('/daily/1');
  await expect(button(a, 'Read the board')).toBeVisible();
  const b = await context.newPage();
  await b.goto('/daily/1');
  await expect(alertOf(b)).toBeVisible();
  await quitGame(a);
  const key = await revealedKey(a);
  await b.getByRole('button', { name: 'Play here' }).click();
  await expect(alertOf(b)).toHaveCount(0);
  // The quit game is the one shown: its key revealed, no row to play.
  expect(await revealedKey(b)).toEqual(key);
  await expect(button(b, 'Submit guess')).toHaveCount(0);
  await expect(b.getByRole('status')).toHaveText(/^Game over/);
});

test('the codebreaker and a match are held by one tab too', async ({ context }) => {
  for (const path of ['/computer', '/match']) {
    const a = await context.newPage();
    await a.goto(path);
    await expect(a.getByRole('heading', { level: 1 })).toBeVisible();
    const b = await context.newPage();
    await b.goto(path);
    await expect(alertOf(b)).toBeVisible();
    await b.getByRole('button', { name: 'Play here' }).click();
    await expect(alertOf(a)).toBeVisible();
    await expect(alertOf(b)).toHaveCount(0);
    await a.close();
    await b.close();
  }
});

test('a puzzle of the day checked in one tab cannot be played on in another', async ({ context }) => {
  const a = await context.newPage();
  await a.goto('/puzzle/1/daily');
  await expect(button(a, 'Check')).toBeVisible();
  const b = await context.newPage();
  await b.goto('/puzzle/1/daily');
  await expect(alertOf(b)).toBeVisible();
  // A given row's guess is never the key: the day's one attempt is spent.
  const guess: string[] = [];
  for (let h = 1; h <= 4; h++) {
    const name = await a.getByRole('button', { name: new RegExp(`^Row 1, hole ${h}: `) }).getAttribute('aria-label');
    guess.push(name!.replace(/^.*: /, ''));
  }
  for (const colour of guess) await button(a, colour).click();
  await button(a, 'Check').click();
  await expect(a.getByRole('status')).toHaveText(/^Not solved/);
  await b.getByRole('button', { name: 'Play here' }).click();
  await expect(alertOf(b)).toHaveCount(0);
  await expect(b.getByRole('status')).toHaveText(/^Not solved/);
  await expect(button(b, 'Check')).toHaveCount(0);
});
