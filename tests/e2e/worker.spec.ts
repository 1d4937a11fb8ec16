// The solver in its web worker (issue 14): fetched only when first needed, working for hints,
// the codebreaker and a match, cancelled when a page no longer wants its search, never freezing
// the page, and a game that plays on with a note when the worker cannot start.
import { test, expect, button, playRow, keyOfSeed, solverAnswers, hint, flag, quitGame } from './fixtures';
import type { Page } from '@playwright/test';


const marks = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n).length, name);

test('the solver is fetched only when first needed, then hints, the codebreaker and a match use it', async ({ page }) => {
  // The page's and its workers' requests.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const solverFetched = async (_: Page) => requested.includes('/solver_bg.wasm');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
  await page.goto('/play/1?seed=5');
  await playRow(page, ['red', 'red', 'green', 'green']);
  expect(await solverFetched(page)).toBe(false);
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await button(page, 'Turn on').click();
  await expect(page.getByText(/^Possible keys: \d+$/)).toBeVisible();
  expect(await solverFetched(page)).toBe(true);
  await hint(page);
  expect(await solverAnswers(page, 'next guess')).toBe(1);
  expect(await solverAnswers(page, 'remaining')).toBeGreaterThan(0);

  // The codebreaker at level III: every guess is the worker's. The same program (issue 53) goes
  // there from home's link, so its count goes on from the hint's.
  await page.getByRole('link', { name: 'Mastermind', exact: true }).click();
  await page.getByRole('link', { name: 'Computer breaks my key' }).click();
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level III' });
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of ['pink', 'red', 'red', 'blue', 'orange', 'green']) await button(page, c).click();
  await expect(button(page, 'Secret, hole 6: green')).toBeVisible();
  const before = await solverAnswers(page, 'next guess');
  await button(page, 'Start').click();
  const end = page.getByText(/^The computer found your key in \d+ guess(es)?$/);
  await expect(end).toBeVisible({ timeout: 30_000 });
  const guesses = Number((await end.textContent())!.match(/\d+/)![0]);
  expect((await solverAnswers(page, 'next guess')) - before).toBe(guesses);

  // A match round in which the computer breaks the player's key.
  await page.goto('/match');
  const setup = page.getByRole('region', { name: 'Match set-up' });
  await setup.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level I' });
  await setup.getByRole('radio', { name: 'Quick' }).check();
  await setup.getByRole('radio', { name: 'I make the first key' }).check();
  await button(page, 'Start match').click();
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of ['blue', 'blue', 'green', 'red']) await button(page, c).click();
  await button(page, 'Start').click();
  await expect(button(page, 'Next round')).toBeVisible({ timeout: 15_000 });
  expect(await solverAnswers(page, 'match guess')).toBeGreaterThan(0);
});

test('leaving a game while the solver works on its analysis cancels the search', async ({ page }) => {
  await page.goto('/play/3?seed=12');
  for (const row of [
    ['red', 'red', 'green', 'green', 'blue', 'blue'],
    ['yellow', 'yellow', 'turquoise', 'turquoise', 'pink', 'pink'],
    ['orange', 'orange', 'purple', 'purple', 'red', 'green'],
    ['blue', 'yellow', 'turquoise', 'pink', 'orange', 'purple'],
  ]) await playRow(page, row);
  // Each row of level III takes the worker about a tenth of a second, too short for Playwright's
  // polling to catch, so the page itself presses `Play again` the moment it says the worker has
  // analysed a row and works on the next one.
  await page.evaluate(() => {
    (window as unknown as { playedAgain: Promise<string> }).playedAgain = new Promise((resolve) => {
      const watch = new MutationObserver(() => {
        const working = /Working out row [2-4] of 4…/.exec(document.body.innerText);
        if (!working) return;
        watch.disconnect();
        const again = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Play again');
        again?.click();
        resolve(again ? working[0] : 'no Play again button');
      });
      watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
  await quitGame(page);
  expect(
    await page.evaluate(() => (window as unknown as { playedAgain: Promise<string> }).playedAgain),
  ).toMatch(/^Working out row [2-4] of 4…$/);
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await expect.poll(() => marks(page, 'solver:cancel')).toBeGreaterThan(0);
  // Nothing more is answered for the game left behind.
  const rows = await solverAnswers(page, 'analyse row');
  expect(rows).toBeLessThan(4);
  await page.waitForTimeout(2000);
  expect(await solverAnswers(page, 'analyse row')).toBe(rows);
});

test('a solver that cannot start leaves the game playable, with a note', async ({ page, consoleErrors }) => {
  await page.route('**/solver_loader.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const key = await keyOfSeed(page, 1, '77');
  await playRow(page, ['red', 'red', 'green', 'green']);
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await button(page, 'Turn on').click();
  await expect(
    page.getByText(
      "The solver could not be started, so hints, counts of possible keys and the computer's play are unavailable. The game itself plays on.",
    ),
  ).toBeVisible();
  await button(page, 'Hint').click();
  await expect(page.getByRole('button', { name: /^Row 2, hole 1: empty$/ })).toBeVisible();
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
  // The browser reports the missing script; nothing else may go wrong.
  const others = consoleErrors.filter((e) => !/404|solver_loader/.test(e));
  consoleErrors.length = 0;
  expect(others).toEqual([]);
});

test('a worker that answers garbage is reported, and the game plays on', async ({ page, consoleErrors }) => {
  // A worker that starts as the solver does, then answers every task with something that is
  // not a message of the protocol.
  await page.route('**/solver_loader.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'postMessage(JSON.stringify("ready")); onmessage = () => postMessage("{\\"done\\":{\\"id\\":"); ',
    }),
  );
  const key = await keyOfSeed(page, 1, '78');
  await playRow(page, ['red', 'red', 'green', 'green']);
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await button(page, 'Turn on').click();
  await expect(
    page.getByText(
      "The solver stopped working, so hints, counts of possible keys and the computer's play are unavailable. The game itself plays on.",
    ),
  ).toBeVisible();
  await button(page, 'Hint').click();
  await expect(page.getByRole('button', { name: /^Row 2, hole 1: empty$/ })).toBeVisible();
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
  expect(consoleErrors).toEqual([]);
});

/** The colours in row `row` (from 1) of the board, read from the holes' names. */
async function rowColours(page: Page, row: number, pegs: number): Promise<string[]> {
  const names: string[] = [];
  for (let h = 1; h <= pegs; h++) {
    const name = await page.getByRole('button', { name: new RegExp(`^Row ${row}, hole ${h}: `) }).getAttribute('aria-label');
    names.push(name!.replace(/^.*: /, '').replace(/,.*$/, ''));
  }
  return names;
}

test('a hint comes from the work done ahead when the row was submitted, and a new row cancels that work', async ({ page }) => {
  await page.goto('/play/3?seed=21');
  await playRow(page, ['red', 'red', 'green', 'green', 'blue', 'blue']);
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await button(page, 'Turn on').click();
  // The aids on: the next hint is worked out before anyone asks for it.
  await expect.poll(() => solverAnswers(page, 'next guess')).toBe(1);
  await hint(page);
  // No new search on the click.
  expect(await solverAnswers(page, 'next guess')).toBe(1);
  const first = await rowColours(page, 2, 6);
  expect(first.every((c) => c !== 'empty')).toBe(true);

  // Submitted, the hint after two rows is worked out in turn; a new row before that is done
  // cancels it, and the hint is the one worked out for the three rows now on the board.
  const cancels = await marks(page, 'solver:cancel');
  await page.evaluate(async () => {
    const key = (k: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    key('Enter');
    await new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < 6; i++) key('1');
    key('Enter');
  });
  await expect(page.locator('.row.active .row-number')).toHaveText('4');
  await expect.poll(() => marks(page, 'solver:cancel')).toBeGreaterThan(cancels);
  await hint(page);
  expect((await rowColours(page, 4, 6)).every((c) => c !== 'empty')).toBe(true);
  // One more search in all: the one for three rows. The one for two rows never finished.
  expect(await solverAnswers(page, 'next guess')).toBe(2);
});

test('a hint asked while the work ahead is under way waits for it, unless a move comes first', async ({ page }) => {
  await page.goto('/play/3?seed=22');
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await button(page, 'Turn on').click();
  await expect.poll(() => solverAnswers(page, 'next guess')).toBe(1);
  // Keys, then Hint, then more keys, all in one task of the page (so no answer comes between).
  const press = (keys: string[], thenHint: boolean, after: string[] = []) =>
    page.evaluate(
      ({ keys, thenHint, after }) => {
        const key = (k: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
        keys.forEach(key);
        if (thenHint) [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Hint')!.click();
        after.forEach(key);
      },
      { keys, thenHint, after },
    );
  // A row submitted and Hint pressed in the same moment: the work ahead answers the click.
  await press(['1', '1', '2', '2', '3', '3', 'Enter'], true);
  await expect(page.locator('.row.active .hole:not(.filled)')).toHaveCount(0);
  expect(await solverAnswers(page, 'next guess')).toBe(2);
  // A row submitted and Hint pressed, then a peg placed before the answer: the hint is dropped
  // and the row keeps the player's peg.
  await press(['Enter'], true, ['4']);
  await expect.poll(() => solverAnswers(page, 'next guess')).toBe(3);
  await page.waitForTimeout(200);
  await expect(page.locator('.row.active .hole.filled')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Row 3, hole 1: yellow' })).toBeVisible();
});
