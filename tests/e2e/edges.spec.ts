// Edges a player meets off the main journeys: focus around the aids' dialog and after a saved
// score, a game quit before its first guess, long words in the page, the level choice on a
// phone, every page's title, and the solver's worker starting without a console warning.
import type { Page } from '@playwright/test';
import { test, expect, flag, button, playRow, keyOfSeed, PALETTE, expectNoAxeViolations, quitGame } from './fixtures';

/** The tag name of the element that has focus. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'none');

/** How far the page scrolls sideways (0 when it does not). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('focus never falls to the page body around the aids dialog', async ({ page }) => {
  await page.goto('/play/1?seed=3');
  const aids = page.getByRole('checkbox', { name: 'Solver aids' });
  const dialog = page.getByRole('dialog', { name: 'Turn on solver aids?' });
  await aids.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(aids).toBeFocused();
  await aids.click();
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(aids).toBeChecked();
  await expect(button(page, 'Hint')).toBeFocused();
  // Escape cancels, and focus goes back too (a fresh game: the aids are off again).
  await page.goto('/play/1?seed=4');
  await aids.focus();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(aids).toBeFocused();
});

test('a high score is saved in place: focus on Play again, the result in view, the table marked below', async ({ page }) => {
  const key = await keyOfSeed(page, 1, '77');
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ana');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The game stays (SPEC 17): its result, Share and Play again in view, focus not lost.
  await expect(page).toHaveURL(/\/play\/1\?seed=77$/);
  await expect(button(page, 'Play again')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Result' })).toBeInViewport();
  await expect(button(page, 'Share result')).toBeInViewport();
  // The level's table under it, the new entry marked (SPEC 4).
  const table = page.getByRole('table', { name: 'High scores, level I' });
  await expect(table.locator('tr[aria-current="true"] td').nth(3)).toHaveText('Ana');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a game quit before its first guess has an empty analysis that says why, and no averages', async ({ page }) => {
  await page.goto('/play/1?seed=42');
  await quitGame(page);
  await expect(flag(page)).toHaveText(/^Game over/);
  const table = page.getByRole('table', { name: 'Analysis' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1);
  await expect(page.getByText('No guess was played, so there is nothing to analyse.')).toBeVisible();
  await expect(page.getByText(/of your 0 guesses|-0\.0/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'a game quit before its first guess');
});

test('a long refused seed wraps on a phone instead of widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/play/1?seed=${'9'.repeat(3000)}`);
  await expect(page.getByText(/999999/)).toBeVisible();
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('the level choice fits a phone: its table scrolls in its own region', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/play');
  const region = page.getByRole('region', { name: 'Choose a level' });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.getByRole('link', { name: 'Level III', exact: true })).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  const box = await region.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'the level choice on a phone');
});

test('every page names the game in its title', async ({ page }) => {
  for (const path of ['/computer', '/match', '/two', '/no-such-page', '/rules', '/stats/1']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page, path).toHaveTitle(/. · Mastermind$/);
  }
  await page.goto('/play/1');
  await expect(page).toHaveTitle('Mastermind, level I');
});

test('the solver worker starts without a warning in the console', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/play/1?seed=9');
  await playRow(page, [PALETTE[0], PALETTE[0], PALETTE[1], PALETTE[1]]);
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Turn on' }).click();
  // The count of the keys still possible comes from the worker.
  await expect(page.getByText(/^Possible keys: \d+/)).toBeVisible();
  // (Playwright's own note that it blocks the service worker is not the page's.)
  expect(warnings.filter((w) => !w.includes('blocked by Playwright'))).toEqual([]);
});

test('Play again after a daily game or a challenge goes on with the level’s free game in progress, never over it', async ({ page }) => {
  await page.goto('/play/2?seed=31');
  await playRow(page, ['red', 'red', 'green', 'green', 'blue']);
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await page.goto('/play/2');
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await page.goto('/daily/2');
  await quitGame(page);
  await button(page, 'Play again').click();
  await expect(page).toHaveURL(/\/play\/2$/);
  // The free game is the one in progress, with its row, and stays after a reload.
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await expect(button(page, 'Row 2, hole 1: empty')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  // Once that game is over, Play again after a daily game starts a new one.
  await quitGame(page);
  await page.goto('/daily/2');
  await button(page, 'Play again').click();
  await expect(page).toHaveURL(/\/play\/2$/);
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await expect(page.getByText(/^Row 1: /)).toHaveCount(0);
  await expect(flag(page)).not.toHaveText(/^Game over/);
});

test('a seeded link puts the level’s game in progress aside, and Play again brings it back', async ({ page }) => {
  await page.goto('/play/3');
  await playRow(page, ['red', 'red', 'green', 'green', 'blue', 'blue']);
  await playRow(page, ['yellow', 'yellow', 'pink', 'pink', 'orange', 'orange']);
  const row1 = page.getByText(/^Row 1: \d black, \d white$/);
  const mine = [await row1.textContent(), await page.getByText(/^Row 2: /).textContent()];
  // A friend's link at the same level: its own key, on an empty board; the game in progress is
  // put aside, and the page says so.
  await page.goto('/play/3?seed=1');
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await expect(page.getByText(/^Row 1: /)).toHaveCount(0);
  await expect(page.getByText(/put aside: it comes back when you press Play again/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mastermind.v1.game.3.aside'))).not.toBeNull();
  // A reload of the link resumes the link's game and puts nothing more aside.
  await playRow(page, ['purple', 'purple', 'purple', 'purple', 'purple', 'purple']);
  await page.reload();
  await expect(page.getByText(/^Row 1: /)).toHaveCount(1);
  await expect(page.getByText(/put aside/)).toHaveCount(0);
  await quitGame(page);
  await button(page, 'Play again').click();
  // The game put aside is back as it was, focus on its next row, and it stays after a reload.
  await expect(page).toHaveURL(/\/play\/3$/);
  await expect(page.getByText('Your game put aside is back, as you left it.')).toBeVisible();
  await expect(page.getByText(/^Row 1: /)).toHaveText(mine[0]!);
  await expect(page.getByText(/^Row 2: /)).toHaveText(mine[1]!);
  await expect(button(page, 'Row 3, hole 1: empty')).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('mastermind.v1.game.3.aside'))).toBeNull();
  await page.reload();
  await expect(page.getByText(/^Row 2: /)).toHaveText(mine[1]!);
  // With nothing aside, Play again is a new game again.
  await quitGame(page);
  await button(page, 'Play again').click();
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await expect(page.getByText(/^Row 1: /)).toHaveCount(0);
  await expectNoAxeViolations(page, 'a new game after the one put aside');
});

for (const width of [360, 390]) {
  test(`at ${width} px every level's rows keep their results on the holes' line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const level of [1, 2, 3]) {
      await page.goto(`/play/${level}?seed=42`);
      await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll('.board .row')].map((row) => {
          const holes = row.querySelector('.holes')!.getBoundingClientRect();
          const results = row.querySelector('.results')!.getBoundingClientRect();
          return results.top < holes.bottom && results.bottom > holes.top;
        }),
      );
      expect(lines.length, `level ${level}`).toBeGreaterThan(0);
      expect(lines.every(Boolean), `level ${level}: results beside the holes`).toBe(true);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page, `level III at ${width} px`);
  });
}

test('Backspace after typing takes out the peg just placed, as in a text field', async ({ page }) => {
  await page.goto('/play/1?seed=8');
  const hole = (n: number, colour = 'empty') => button(page, `Row 1, hole ${n}: ${colour}`);
  await expect(hole(1)).toBeVisible();
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await expect(hole(2, 'green')).toBeVisible();
  // The selection moved on to the empty hole 3: Backspace takes out the green peg before it.
  await page.keyboard.press('Backspace');
  await expect(hole(2)).toBeVisible();
  await expect(hole(1, 'red')).toBeVisible();
  await page.keyboard.press('4');
  await expect(hole(2, 'yellow')).toBeVisible();
  // Twice more: the yellow peg, then the red one.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(hole(1)).toBeVisible();
  await expect(hole(2)).toBeVisible();
  // On a hole with focus, focus follows the selection back.
  await hole(1).click();
  await page.keyboard.press('3');
  await page.keyboard.press('Backspace');
  await expect(hole(1)).toBeFocused();
});
