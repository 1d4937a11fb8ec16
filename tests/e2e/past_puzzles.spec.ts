// Past puzzles of the day (issue 44, SPEC §18): the Puzzles page's `Past puzzles`, a table per
// level of the 30 dates before today, a past date's puzzle played from its link to the end,
// then its result in the table and no link, one attempt (its link opens its result), counted in
// the puzzle statistics but not in the puzzle streak; axe in both colour schemes. The key is
// found here by brute force from the rows the page shows, independently of the Rust core.
import { test, expect, flag, button, expectNoAxeViolations, givenRows, keyOf } from './fixtures';
import type { Page } from '@playwright/test';

// A Monday; 2026-11-20 is a Friday.
const NOON = new Date('2026-11-23T12:00:00Z');

/** The level I puzzle statistics' figures: played, solved, attempts. */
/** Level I's row of the puzzle statistics (played, solved, attempts), once the program draws
 *  it: the first paint's is a player's with none. */
const levelOneFigures = (page: Page) => page.locator('table.puzzle-stats tbody tr').first().locator('td');

test('a past date\'s puzzle is played once from its link, shown in its table, counted without a streak', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.setFixedTime(NOON);
  await page.goto('/puzzles');
  await expect(page.getByText('Puzzle streak: 0', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Past puzzles', exact: true }).click();
  await expect(page).toHaveURL(/\/puzzles\/past$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Past puzzles');
  for (const level of ['I', 'II', 'III']) {
    const table = page.getByRole('table', { name: `Past puzzles, level ${level}`, exact: true });
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Result']);
    await expect(table.getByRole('row')).toHaveCount(31);
  }
  const level1 = page.getByRole('table', { name: 'Past puzzles, level I', exact: true });
  await expect(level1.getByRole('row').nth(1)).toContainText('2026-11-22');
  await expect(level1.getByRole('row').nth(30)).toContainText('2026-10-24');
  await expectNoAxeViolations(page, 'the past puzzles');

  // Play 2026-11-20 at level I from its link: its date in the heading, one attempt, solved.
  await level1.getByRole('link', { name: 'Play 2026-11-20', exact: true }).click();
  await expect(page).toHaveURL(/\/puzzle\/1\/daily\?date=2026-11-20$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle of 2026-11-20, level I');
  await expect(page.getByText(/^A past date's puzzle: one attempt\./)).toBeVisible();
  // A Friday's: medium, as it was on that date.
  await expect(page.getByText('Difficulty: Medium')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New puzzle' })).toHaveCount(0);
  const key = keyOf(await givenRows(page));
  await expectNoAxeViolations(page, 'a past puzzle being played');
  for (const c of key) await button(page, c).click();
  await button(page, 'Check').click();
  await expect(flag(page)).toHaveText('Solved in 1 attempt');
  await expect(button(page, 'Check')).toHaveCount(0);

  // Its table shows the result and no link; the dates beside it still have theirs.
  await page.getByRole('link', { name: 'Past puzzles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Past puzzles');
  const row = level1.getByRole('row').filter({ hasText: '2026-11-20' });
  await expect(row).toContainText('Solved');
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(level1.getByRole('link', { name: 'Play 2026-11-21', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Past puzzles, level II', exact: true })
    .getByRole('link', { name: 'Play 2026-11-20', exact: true })).toBeVisible();
  await button(page, 'Earlier').click();
  await expect(level1.getByRole('row')).toHaveCount(61);
  await expect(level1.getByRole('row').nth(60)).toContainText('2026-09-24');

  // Its link again: its result, never a second attempt, even with its slot gone.
  await page.goto('/puzzle/1/daily?date=2026-11-20');
  await expect(page.getByText("This date's puzzle has been played already: Solved.")).toBeVisible();
  await expect(flag(page)).toHaveText('Solved in 1 attempt');
  await expect(button(page, 'Check')).toHaveCount(0);
  await page.evaluate(() => localStorage.removeItem('mastermind.v1.puzzle.daily.1.2026-11-20'));
  await page.reload();
  await expect(flag(page)).toHaveText(/^Solved/);
  await expect(button(page, 'Check')).toHaveCount(0);

  // Counted in the puzzle statistics, not in the puzzle streak.
  await page.goto('/puzzles');
  await expect(page.getByText('Puzzle streak: 0', { exact: true })).toBeVisible();
  await expect(levelOneFigures(page)).toHaveText(['1', '1', '1']);
  // Today's puzzle of the day is still to play.
  await expect(page.getByText('Not played yet').first()).toBeVisible();
});

test('a date that is today opens today\'s puzzle, a date to come or no date none', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await page.goto('/puzzle/2/daily?date=2026-11-23');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle of 2026-11-23, level II');
  await expect(page.getByText(/^A past date's puzzle/)).toHaveCount(0);
  await page.goto('/puzzle/2/daily?date=2026-11-24');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto('/puzzle/2/daily?date=yesterday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test.describe('dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the past puzzles and a past date\'s puzzle pass axe in the dark', async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await page.goto('/puzzles/past');
    await expect(page.getByRole('table', { name: 'Past puzzles, level III', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the past puzzles (dark)');
    await page.goto('/puzzle/3/daily?date=2026-11-01');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzle of 2026-11-01, level III');
    await expect(page.getByText(/^Row 1: /)).toBeVisible();
    await expectNoAxeViolations(page, 'a past puzzle (dark)');
  });
});
