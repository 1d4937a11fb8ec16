// The clock (SPEC §16): `Show timer` (remembered, off by default) shows a `timer` `Time: m:ss`
// that is never a live region; every finished game records its time, which the statistics
// (`Best time`, `Average time`) and the high scores (`Time` column) show.
import { test, expect, button, flag, playRow, keyOfSeed, expectNoAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';

const showTimer = (page: Page) => page.getByRole('checkbox', { name: 'Show timer' });
const timer = (page: Page) => page.getByRole('timer');

test('the timer is hidden by default, shown by Show timer, advances, and is remembered', async ({ page }) => {
  await page.goto('/play/1');
  await expect(showTimer(page)).not.toBeChecked();
  await expect(timer(page)).toHaveCount(0);
  await showTimer(page).check();
  await expect(timer(page)).toHaveText(/^Time: 0:0\d$/);
  // Not a live region: a screen reader is not told every second.
  await expect(timer(page)).not.toHaveAttribute('aria-live', /.*/);
  const first = await timer(page).textContent();
  await expect.poll(() => timer(page).textContent(), { timeout: 5000 }).not.toBe(first);
  await expectNoAxeViolations(page, 'a game with its timer shown');
  // A row played stores the time with the game; a reload goes on from it, the timer still shown.
  await playRow(page, ['red', 'red', 'green', 'green']);
  await page.waitForTimeout(1200);
  const before = await timer(page).textContent();
  await page.reload();
  await expect(showTimer(page)).toBeChecked();
  await expect(timer(page)).toBeVisible();
  const seconds = (text: string | null) => {
    const [, m, s] = /^Time: (\d+):(\d\d)$/.exec(text ?? '') ?? [];
    return Number(m) * 60 + Number(s);
  };
  expect(seconds(await timer(page).textContent())).toBeGreaterThanOrEqual(seconds(before) - 1);
  expect(seconds(before)).toBeGreaterThanOrEqual(1);
  // Off again: no timer, and remembered so.
  await showTimer(page).uncheck();
  await expect(timer(page)).toHaveCount(0);
  await page.reload();
  await expect(showTimer(page)).not.toBeChecked();
  await expect(timer(page)).toHaveCount(0);
});

test("a won game's time is in the statistics and the high scores, with the timer hidden", async ({ page }) => {
  const key = await keyOfSeed(page, 1, '4242');
  await expect(showTimer(page)).not.toBeChecked();
  await page.waitForTimeout(1100);
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Clocked');
  await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await page.goto('/scores/1');
  const table = page.getByRole('table', { name: 'High scores, level I' });
  await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Turns', 'Key', 'Name', 'Date', 'Time']);
  const row = table.locator('tr[aria-current="true"]');
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^0:0[1-9]$/);
  await expectNoAxeViolations(page, 'the high scores with times');
  await page.goto('/stats/1');
  await expect(page.getByText(/^Best time: 0:0[1-9]$/)).toBeVisible();
  await expect(page.getByText(/^Average time: 0:0[1-9]$/)).toBeVisible();
  await expectNoAxeViolations(page, 'the statistics with times');
  await page.goto('/stats/2');
  await expect(page.getByText('Best time: —', { exact: true })).toBeVisible();
  await expect(page.getByText('Average time: —', { exact: true })).toBeVisible();
});

test('the share line carries the time when the timer is shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = await keyOfSeed(page, 1, '4343');
  await showTimer(page).check();
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
  await page.getByRole('dialog', { name: 'New high score' }).getByRole('button', { name: 'Close' }).click();
  await button(page, 'Share result').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.split('\n')[0]).toMatch(/^Mastermind I 1\/8 \d+:\d\d$/);
});
