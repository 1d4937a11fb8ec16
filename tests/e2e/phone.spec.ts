// The pages around the board on a phone (390 px), issue 32: tables that show they scroll, the
// lesson's sentence in view, no layout shift from the flag, names that break between words.
import type { Locator, Page } from '@playwright/test';
import { test, expect, flag, button, playRow, keyOfSeed, PALETTE, quitGame } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Whether a region's table fits it, and the region's cue: its background's gradients. */
async function scrollState(region: Locator) {
  return region.evaluate((el) => ({
    fits: el.scrollWidth <= el.clientWidth + 1,
    shadows: (getComputedStyle(el).backgroundImage.match(/radial-gradient/g) ?? []).length,
    covers: getComputedStyle(el).backgroundAttachment,
  }));
}

/** Wins a seeded level I game in `turns` turns (wrong rows first). */
async function win(page: Page, seed: string, turns: number) {
  const key = await keyOfSeed(page, 1, seed);
  const wrong = PALETTE.filter((c) => !key.includes(c));
  for (let i = 1; i < turns; i++) await playRow(page, [wrong[0], wrong[0], key[0], key[1]]);
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the analysis fits a phone, in a named region reached by the keyboard (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await win(page, '71', 3);
    const dialog = page.getByRole('dialog', { name: 'New high score' });
    if (await dialog.count()) await dialog.getByRole('button', { name: 'Close' }).click();
    const table = page.getByRole('table', { name: 'Analysis' });
    await expect(table.getByRole('row')).toHaveCount(4);
    // SPEC 7.3's column names stay the column headers.
    await expect(table.getByRole('columnheader')).toHaveText([
      'Row', 'Keys before', 'Keys left', 'Expected left', 'Best expected left', 'Could be the key',
    ]);
    const region = page.getByRole('region', { name: 'Analysis' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await expect(region).toBeFocused();
    const state = await scrollState(region);
    // It fits; were it not to, the cut edge would show its shadow.
    expect(state.fits, 'the analysis fits 390 px').toBe(true);
    expect(state.shadows).toBe(2);
    // No cell is wider than the page.
    const right = await table.evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(390);
  });
}

test('a table wider than its region shows a shadow at the cut edge', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/play');
  const region = page.locator('.table-scroll').first();
  await expect(region).toHaveAttribute('role', 'region');
  await expect(region).toHaveAttribute('aria-label', /.+/);
  // Narrowed until it scrolls, whatever the language's words.
  await region.evaluate((el) => ((el as HTMLElement).style.maxWidth = '8rem'));
  const state = await scrollState(region);
  expect(state.fits).toBe(false);
  expect(state.shadows).toBe(2);
  // The covers travel with the content (local), the shadows stay at the edges (scroll).
  expect(state.covers).toBe('local, local, scroll, scroll');
});

test('every table that scrolls does so inside a named region', async ({ page }) => {
  for (const path of ['/play', '/rules', '/stats', '/scores/1', '/daily/past', '/puzzles/past']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    const loose = await page.locator('table').evaluateAll((tables) =>
      tables
        .filter((t) => !t.closest('.table-scroll[role=region][aria-label]'))
        .filter((t) => !t.closest('.board, .notes'))
        .map((t) => t.className),
    );
    expect(loose, path).toEqual([]);
  }
});

test('after each submit the lesson sentence is in view, and focus stays on the board', async ({ page }) => {
  await page.goto('/learn');
  const guesses = [
    ['red', 'red', 'green', 'green'],
    ['blue', 'blue', 'yellow', 'yellow'],
    ['blue', 'red', 'pink', 'blue'],
    ['blue', 'red', 'yellow', 'blue'],
  ];
  for (const [i, guess] of guesses.entries()) {
    await playRow(page, guess);
    const sentence = page.locator('.lesson-proofs li').nth(i);
    await expect(sentence).toBeVisible();
    await expect(sentence).toBeInViewport({ ratio: 1 });
    if (i === guesses.length - 1) break;
    // The next step and the row it asks for are in view with it (the sentence no longer waits
    // below the board).
    await expect(page.locator('.lesson-step')).toBeInViewport({ ratio: 1 });
    await expect(button(page, `Row ${i + 2}, hole 4: empty`)).toBeInViewport({ ratio: 1 });
    // Focus is still on the board (the next row's hole).
    const focused = await page.evaluate(() => document.activeElement?.closest('.board, .game') !== null);
    expect(focused, `focus on the board after row ${i + 1}`).toBe(true);
  }
  // Still announced as the rows are played.
  await expect(page.locator('.lesson-proofs')).toHaveAttribute('aria-live', 'polite');
});

test('a flag moves neither the board nor its rows', async ({ page }) => {
  await page.goto('/play/1?seed=5');
  const row1 = button(page, 'Row 1, hole 1: empty');
  await expect(row1).toBeVisible();
  // The whole game's board, not the quick board's it takes over from (the whole game builds its
  // page out of sight first): its commands are drawn after it.
  await expect(button(page, 'Read the board')).toBeVisible();
  const top = async () => ({
    board: await page.locator('.board').evaluate((el) => el.getBoundingClientRect().top + scrollY),
    row: await row1.evaluate((el) => el.getBoundingClientRect().top + scrollY),
  });
  const before = await top();
  await page.evaluate(() => {
    (window as any).__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as any).__shifts.push((e as any).value);
    }).observe({ type: 'layout-shift', buffered: false });
  });
  // A click on the covered key raises the yellow flag with its reason: no layout shift at all.
  await page.locator('.key-pegs .peg').first().click({ force: true });
  await expect(page.locator('.flag')).toHaveClass(/warning/);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await top()).toEqual(before);
  const total = await page.evaluate(() => ((window as any).__shifts as number[]).reduce((a, b) => a + b, 0));
  expect(total, 'layout shift from the flag').toBeLessThanOrEqual(0.01);
  // Ending the game: the white flag's sentence and the revealed key's line move no row either;
  // the result then comes right under the key and the flag (SPEC §17), the board where it was.
  await quitGame(page);
  await expect(flag(page)).toHaveText(/top row/);
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toBeVisible();
  const after = await top();
  expect(after.board).toEqual(before.board);
  const resultBox = (await result.boundingBox())!;
  const flagBox = (await page.locator('.flag').boundingBox())!;
  expect(resultBox.y).toBeGreaterThanOrEqual(flagBox.y + flagBox.height - 1);
  expect(after.row - before.row).toBeGreaterThanOrEqual(resultBox.height);
});

test('a long high-score name breaks between its words, not inside them', async ({ page }) => {
  await win(page, '101', 2);
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  const name = 'Bartholomew Featherstonehaugh Montgomery Smith';
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name.slice(0, 44));
  await dialog.getByRole('button', { name: 'Save' }).click();
  const cell = page.locator('tr[aria-current="true"] .name-cell');
  await expect(cell).toBeVisible();
  // Each word lies on one line: a range over it has a single box.
  const split = await cell.evaluate((el) => {
    const text = el.firstChild ?? el;
    const node = text.nodeType === Node.TEXT_NODE ? text : (el.querySelector('*')?.firstChild ?? text);
    const value = node.textContent ?? '';
    const broken: string[] = [];
    let at = 0;
    for (const word of value.split(' ')) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(word);
      at += word.length + 1;
    }
    return broken;
  });
  expect(split).toEqual([]);
});

test('the match set-up says what each pace means', async ({ page }) => {
  await page.goto('/play');
  await page.getByRole('link', { name: 'Match', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Pace' })).toBeVisible();
  await expect(page.getByText('The turns a codebreaker has to break each key: Quick 5, Relaxed 10, Slow 15.')).toBeVisible();
});

/** Whether all of `el` is inside the viewport (a pixel's rounding allowed). */
const wholeInView = (el: Locator) =>
  el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.top >= -1 && r.bottom <= window.innerHeight + 1 && r.left >= -1 && r.right <= window.innerWidth + 1;
  });

// SPEC 17, finished on every screen: on a phone the page follows the play. After each row the
// next row and its open palette are in view, to the last row of level III, without the player
// scrolling; and by the keyboard as by touch.
test('level III on a phone: after every row the next row and its palette are in view', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/play/3?seed=99');
  const rows = [['red', 'green', 'blue', 'yellow', 'turquoise', 'pink'], ['orange', 'purple', 'red', 'red', 'green', 'green']];
  for (let n = 1; n <= 11; n++) {
    await button(page, `Row ${n}, hole 1: empty`).click();
    const palette = page.getByRole('group', { name: new RegExp(`^Colours for row ${n}, hole 1`) });
    await expect(palette).toBeVisible();
    expect(await wholeInView(palette), `row ${n}: the palette in view`).toBe(true);
    expect(await wholeInView(button(page, `Row ${n}, hole 1: empty`)), `row ${n}: its hole in view`).toBe(true);
    await playRow(page, rows[n % 2]);
    if ((await flag(page).textContent())?.startsWith('You won')) return;
    // The next row is in view at once, its palette under it, where the play is.
    const next = button(page, `Row ${n + 1}, hole 1: empty`);
    await expect(next).toBeFocused();
    expect(await wholeInView(next), `row ${n + 1} in view after row ${n}`).toBe(true);
    const open = page.getByRole('group', { name: new RegExp(`^Colours for row ${n + 1}`) });
    expect(await wholeInView(open), `row ${n + 1}'s palette in view after row ${n}`).toBe(true);
  }
});
