// Two players on one device (issue 23, SPEC 12): named players take turns making a key while
// the other looks away and breaking it on the board; a reload mid-round keeps everything and
// never shows the hidden key; the scoreboard, the score and the end name the players; the match
// saves to a file that the computer's match page refuses and this page loads.
import { test, expect, button, playRow, expectNoAxeViolations } from './fixtures';
import os from 'node:os';
import path from 'node:path';

test('a two-round match between two people, reloaded mid-round, scored by the codemaker rule', async ({ page }) => {
  // Two rounds, a reload and the scoreboard at two widths: about 18 s alone, twice that on a
  // busy 2-core machine.
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Two players', exact: true }).click();
  await expect(page).toHaveURL(/\/two$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two players');
  const setup = page.getByRole('region', { name: 'Match set-up' });
  await expect(setup.getByRole('radio', { name: 'Strong' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the two-player set-up');
  // A missing name is refused and said.
  await setup.getByRole('textbox', { name: 'Player 1' }).fill('Ana');
  await button(page, 'Start').click();
  await expect(setup.getByRole('textbox', { name: 'Player 2' })).toHaveAccessibleDescription(/.+/);
  await setup.getByRole('textbox', { name: 'Player 2' }).fill('Rui');
  await expect(setup.getByRole('spinbutton', { name: 'Rounds' })).toHaveValue('2');
  await setup.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level I' });
  await setup.getByRole('radio', { name: 'Quick' }).check();
  await setup.getByRole('radio', { name: 'Points for the codemaker' }).check();
  await button(page, 'Start').click();

  // Round 1: Ana makes the key while Rui looks away, then hides it.
  await expect(page.getByRole('heading', { name: 'Round 1 of 2' })).toBeVisible();
  await expect(page.getByText('Ana, make the key while Rui looks away.', { exact: true })).toBeVisible();
  const anas = ['pink', 'red', 'red', 'blue'];
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of anas) await button(page, c).click();
  await expectNoAxeViolations(page, 'a key being made');
  await button(page, 'Hide the key').click();
  await expect(page.getByText('Rui, break the key.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Key:/)).toHaveCount(0);
  await playRow(page, ['red', 'red', 'green', 'green']);
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();

  // A reload mid-round keeps the row and the covered key.
  await page.reload();
  await expect(page.getByText('Rui, break the key.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await expect(page.getByText(/^Key:/)).toHaveCount(0);
  await expect(page.getByText(/pink, red, red, blue/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'a hidden key being broken');
  await playRow(page, anas);

  // Round 1 ends: the key shown, two guesses give Ana two points.
  await expect(page.getByText(`Key: ${anas.join(', ')}`)).toBeVisible();
  const board = page.getByRole('table', { name: 'Scoreboard' });
  await expect(board.getByRole('row').nth(1)).toHaveText('1Ana22');
  await expect(page.getByText('Score: Ana 2, Rui 0', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'a two-player round over');
  // At 360 and 390 px every column of the scoreboard is in view, headers included.
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    // The page's width without its scrollbar: a cell behind the scrollbar is cut too.
    const visible = await page.evaluate(() => document.documentElement.clientWidth);
    expect(await board.evaluate((t) => t.closest('.table-scroll')!.scrollWidth <= t.closest('.table-scroll')!.clientWidth), `no sideways scroll at ${width} px`).toBe(true);
    for (const cell of await board.locator('th, td').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x, `${await cell.textContent()} at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${await cell.textContent()} at ${width} px`).toBeLessThanOrEqual(visible);
    }
  }
  await page.screenshot({ path: test.info().outputPath('scoreboard-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The file: the computer's match page refuses it, this page loads it back.
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Save match').click()]);
  const file = path.join(os.tmpdir(), `two-${Date.now()}.json`);
  await download.saveAs(file);
  await page.goto('/match');
  const chooser = page.waitForEvent('filechooser');
  await button(page, 'Load match').click();
  await (await chooser).setFiles(file);
  await expect(page.getByRole('alert')).toHaveText(/a match between two people/);
  await page.goto('/two');
  await button(page, 'New match').click();
  const again = page.waitForEvent('filechooser');
  await button(page, 'Load match').click();
  await (await again).setFiles(file);
  await expect(board.getByRole('row').nth(1)).toHaveText('1Ana22');

  // Round 2: Rui makes the key, Ana breaks it at once.
  await button(page, 'Next round').click();
  await expect(page.getByText('Rui, make the key while Ana looks away.', { exact: true })).toBeVisible();
  const ruis = ['green', 'yellow', 'turquoise', 'green'];
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of ruis) await button(page, c).click();
  await button(page, 'Hide the key').click();
  await expect(page.getByText('Ana, break the key.', { exact: true })).toBeVisible();
  await playRow(page, ruis);
  await expect(board.getByRole('row').nth(2)).toHaveText('2Rui11');
  await expect(page.getByText('Score: Ana 2, Rui 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Ana won the match', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'a two-player match over');
});
