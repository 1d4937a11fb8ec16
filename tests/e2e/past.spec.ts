// Past daily keys (issue 23, SPEC 12): a table per level of the 30 dates before today, each
// date's key played once, counted in the statistics but not in the daily streak.
import { test, expect, flag, button, expectNoAxeViolations, quitGame } from './fixtures';

const NOON = new Date('2026-11-23T12:00:00Z');

test('a past daily key is played once, shown in its table, and counted without a daily streak', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await page.goto('/daily');
  await page.getByRole('link', { name: 'Past daily keys', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Past daily keys');
  for (const level of ['I', 'II', 'III']) {
    const table = page.getByRole('table', { name: `Past daily keys, level ${level}`, exact: true });
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Result']);
    await expect(table.getByRole('row')).toHaveCount(31);
  }
  const level1 = page.getByRole('table', { name: 'Past daily keys, level I', exact: true });
  await expect(level1.getByRole('row').nth(1)).toContainText('2026-11-22');
  await expect(level1.getByRole('row').nth(30)).toContainText('2026-10-24');
  await expectNoAxeViolations(page, 'the past daily keys');

  // Play 2026-11-20 at level I: its own heading and notice; given up.
  await level1.getByRole('link', { name: 'Play 2026-11-20', exact: true }).click();
  await expect(page).toHaveURL(/\/daily\/1\?date=2026-11-20$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily key of 2026-11-20, level I');
  await expect(page.getByText(/^Daily key of 2026-11-20 \(UTC\), a past date/)).toBeVisible();
  await quitGame(page);
  await expect(flag(page)).toHaveText(/^Game over/);
  await expect(page.getByText(/^Next daily key in/)).toHaveCount(0);
  // Opened again: the finished game, never a second attempt; without its stored game, its result.
  await page.reload();
  await expect(flag(page)).toHaveText(/^Game over/);
  await page.evaluate(() => localStorage.removeItem('mastermind.v1.daily.1.2026-11-20'));
  await page.reload();
  await expect(page.getByText("This date's key has been played already: given up.")).toBeVisible();
  await expect(button(page, 'Submit guess')).toHaveCount(0);

  // The table shows the result and no link for that date; Earlier shows 30 more dates.
  await page.goto('/daily/past');
  const row = level1.getByRole('row').filter({ hasText: '2026-11-20' });
  await expect(row).toContainText('given up');
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(level1.getByRole('link', { name: 'Play 2026-11-21', exact: true })).toBeVisible();
  await button(page, 'Earlier').click();
  await expect(level1.getByRole('row')).toHaveCount(61);
  await expect(level1.getByRole('row').nth(60)).toContainText('2026-09-24');

  // Counted in the level's statistics, not in the daily streak.
  await page.goto('/stats/1');
  await expect(page.getByText('Played: 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Daily streak: 0', { exact: true })).toBeVisible();
});

test('a date that is today or later is no past daily key', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await page.goto('/daily/2?date=2026-11-23');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily key, level II');
  await page.goto('/daily/2?date=2026-11-24');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto('/daily/2?date=yesterday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
