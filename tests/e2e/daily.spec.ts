// The daily key, sharing a result (issue 13, SPEC 8): the same key for everyone on a UTC date,
// one attempt a day with a countdown, and the spoiler-free text on the clipboard.
import { test, expect, flag, button, playRow, revealedKey, keyOfSeed, PALETTE, expectNoAxeViolations, feedback, allCodes, fits, type Row, quitGame } from './fixtures';
import type { Browser, Page } from '@playwright/test';

const NOON = new Date('2026-11-23T10:00:00Z');

/** A fresh browser's daily key of level I on `date`, learnt by quitting the daily game. */
async function dailyKeyIn(browser: Browser, date: Date): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.setFixedTime(date);
  await page.goto('/daily/1');
  await quitGame(page);
  const key = await revealedKey(page);
  await context.close();
  return key;
}

test('two fresh browsers on one UTC date share the daily key; another date has another', async ({ browser }) => {
  const a = await dailyKeyIn(browser, NOON);
  const b = await dailyKeyIn(browser, new Date('2026-11-23T23:59:00Z'));
  const c = await dailyKeyIn(browser, new Date('2026-11-24T00:01:00Z'));
  expect(a).toHaveLength(4);
  expect(b).toEqual(a);
  expect(c).not.toEqual(a);
});

test('a finished daily game shows the countdown and cannot be played again, even after a reload', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await page.goto('/');
  await page.getByRole('link', { name: 'Daily key', exact: true }).click();
  await expect(page).toHaveURL(/\/daily$/);
  const level1 = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Daily key, level I', exact: true }) });
  await expect(level1).toContainText('not started');
  await expectNoAxeViolations(page, 'the daily page');
  await page.getByRole('link', { name: 'Daily key, level I', exact: true }).click();
  await expect(page.getByText(/^Daily key of 2026-11-23 \(UTC\)/)).toBeVisible();
  const wrong = PALETTE.slice(0, 6)[0];
  await playRow(page, [wrong, wrong, wrong, wrong]);
  await page.goto('/daily');
  await expect(level1).toContainText('in progress (1 row played)');
  await page.goto('/daily/1');
  await quitGame(page);
  await expect(flag(page)).toHaveText(/^Game over/);
  await expect(page.getByText('Next daily key in 14:00:00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Statistics', exact: true })).toBeVisible();
  await page.reload();
  await expect(flag(page)).toHaveText(/^Game over/);
  await expect(button(page, 'Submit guess')).toHaveCount(0);
  await expect(page.getByText('Next daily key in 14:00:00')).toBeVisible();
  await page.goto('/daily');
  await expect(level1).toContainText('given up');
  // Play again after a daily game goes on with a free game at that level, and says so.
  await page.goto('/daily/1');
  await expect(button(page, 'Play again')).toHaveAccessibleDescription(
    'Play again goes on with an ordinary game at this level: there is one daily key a day.',
  );
  await expect(page.getByText('Play again goes on with an ordinary game at this level: there is one daily key a day.')).toBeVisible();
  await button(page, 'Play again').click();
  await expect(page).toHaveURL(/\/play\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level I');
  await page.goto('/daily/1');
  await expect(flag(page)).toHaveText(/^Game over/);
});

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test('Share result puts the exact spoiler-free text on the clipboard', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = await keyOfSeed(page, 1, '2026');
  const absent = PALETTE.slice(0, 6).find((c) => !key.includes(c))!;
  await playRow(page, [absent, absent, absent, absent]);
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  if (await dialog.isVisible()) await button(page, 'Close').click();
  await button(page, 'Share result').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await clipboard(page)).toBe(`Mastermind I 2/8\n${baseURL}/play/1?seed=2026\n◽◽◽◽\n⚫⚫⚫⚫`);
  // The copied notice is not the flag: exactly one status region, still the win.
  await expect(page.getByRole('status')).toHaveCount(1);
  await expect(flag(page)).toHaveText(/^You won/);

  // A daily game lost by quitting after one row.
  await page.clock.setFixedTime(NOON);
  await page.goto('/daily/2');
  await playRow(page, ['red', 'red', 'green', 'green', 'blue']);
  const marks = await page.getByText(/^Row 1: \d black, \d white$/).textContent();
  const [, b, w] = marks!.match(/(\d) black, (\d) white/)!.map(Number);
  await quitGame(page);
  await button(page, 'Share result').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const row = '⚫'.repeat(b) + '⚪'.repeat(w) + '◽'.repeat(5 - b - w);
  expect(await clipboard(page)).toBe(`Mastermind II X/10\nDaily 2026-11-23\n${row}`);
});

test('a refused clipboard shows the text to copy by hand and says why', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await page.goto('/play/1?seed=9');
  await quitGame(page);
  await button(page, 'Share result').click();
  await expect(page.getByText(/^The browser refused to let the page copy/)).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Your result' });
  await expect(field).toHaveValue(/^Mastermind I X\/8\n.*\/play\/1\?seed=9$/);
  await expectNoAxeViolations(page, 'the share fallback');
});

test('statistics count a won, a lost and a quit game once each, also after a reload', async ({ page }) => {
  // Won in 2 (a seeded game), lost in 8, quit after 1.
  const key = await keyOfSeed(page, 1, '4242');
  // keyOfSeed quit one game already: that is the quit.
  const absent = PALETTE.slice(0, 6).find((c) => !key.includes(c))!;
  await playRow(page, [absent, absent, absent, absent]);
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won in 2 turns/);
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  if (await dialog.isVisible()) await button(page, 'Close').click();
  await button(page, 'Play again').click();
  for (let row = 0; row < 8; row++) {
    const played = await page.getByText(/^Row \d+: 4 black/).count();
    if (played) break;
    await playRow(page, [absent, absent, absent, absent]);
  }
  // The random key may contain no `absent` at all; either way the game ends within 8 rows.
  await expect(flag(page)).toHaveText(/^You (lost|won)/);
  const lost = /^You lost/.test((await flag(page).textContent()) ?? '');
  await page.reload();
  await page.getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page).toHaveURL(/\/stats\/1$/);
  for (const text of [
    'Played: 3',
    `Won: ${lost ? 1 : 2}`,
    `Win rate: ${lost ? 33 : 67}%`,
    `Current streak: ${lost ? 0 : 2}`,
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'Turns per win, level I' });
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table.getByRole('row').nth(2)).toHaveText(/^2\s*1$/);
});

test('the Analysis table after a game counts the keys as a brute-force search does', async ({ page }) => {
  const key = await keyOfSeed(page, 1, '321');
  const guesses = [
    ['red', 'red', 'green', 'green'],
    ['blue', 'yellow', 'red', 'turquoise'],
    key,
  ];
  const rows: Row[] = [];
  for (const guess of guesses) {
    await playRow(page, guess);
    const [black, white] = feedback(key, guess);
    rows.push({ guess, black, white });
    if (black === 4) break;
  }
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  if (await dialog.isVisible()) await button(page, 'Close').click();
  const table = page.getByRole('table', { name: 'Analysis' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Row', 'Keys before', 'Keys left', 'Expected left', 'Best expected left', 'Could be the key',
  ]);
  await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
  const all = allCodes(1);
  for (let r = 0; r < rows.length; r++) {
    const before = all.filter((c) => fits(c, rows.slice(0, r))).length;
    const left = all.filter((c) => fits(c, rows.slice(0, r + 1))).length;
    // Σ part² / n over the split of the keys possible before the row by its guess.
    const parts = new Map<string, number>();
    for (const c of all.filter((c) => fits(c, rows.slice(0, r)))) {
      const f = feedback(c, rows[r].guess).join(',');
      parts.set(f, (parts.get(f) ?? 0) + 1);
    }
    const expected = [...parts.values()].reduce((s, n) => s + n * n, 0) / before;
    const couldBe = fits(rows[r].guess, rows.slice(0, r)) ? 'yes' : 'no';
    const cells = table.getByRole('row').nth(r + 1).locator('th, td');
    await expect(cells).toHaveText([String(r + 1), String(before), String(left), expected.toFixed(1), /^\d+\.\d$/, couldBe]);
  }
  await expect(page.getByText(/^\d of your \d guess(es)? (was|were) as good as the best possible\./)).toBeVisible();
  await expectNoAxeViolations(page, 'the analysis after a game');
});
