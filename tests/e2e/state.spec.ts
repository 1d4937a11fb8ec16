// The state bugs a player met in ordinary use (issue 32): Back after the header's link shows the
// page of the address; a pending high score survives a reload; ending a game in progress asks
// first (`End this game?`) and a game left for a new one counts as quit.
import type { Page } from '@playwright/test';
import { test, expect, flag, button, playRow, keyOfSeed, PALETTE, expectNoAxeViolations } from './fixtures';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const endDialog = (page: Page) => page.getByRole('dialog', { name: 'End this game?' });
const scoreDialog = (page: Page) => page.getByRole('dialog', { name: 'New high score' });

for (const [path, heading] of [
  ['/play/1', 'Level I'],
  ['/daily/1', 'Daily key, level I'],
]) {
  test(`Back and Forward after the header's link from ${path} show the page of the address`, async ({ page }) => {
    await page.goto(path);
    await expect(button(page, 'Quit the game')).toBeVisible();
    await page.getByRole('link', { name: 'Mastermind', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page)).toHaveText('Mastermind');
    for (let round = 0; round < 2; round++) {
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(h1(page)).toHaveText(heading);
      await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
      await page.goForward();
      await expect(page).toHaveURL(/\/$/);
      await expect(h1(page)).toHaveText('Mastermind');
      await expect(button(page, 'Quit the game')).toHaveCount(0);
    }
  });
}

test('a pending high score comes back after a reload until it is saved, and Close declines for good', async ({ page }) => {
  const key = await keyOfSeed(page, 1, '61');
  const wrong = PALETTE.slice(0, 6).find((c) => !key.includes(c))!;
  await playRow(page, Array(4).fill(wrong));
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won in 2 turns/);
  await expect(scoreDialog(page)).toBeVisible();
  // A reload is no decision: the dialog comes back, over the won game, and again after another.
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect(scoreDialog(page)).toBeVisible();
    await expect(flag(page)).toHaveText(/^You won in 2 turns/);
  }
  await scoreDialog(page).getByRole('textbox', { name: 'Name' }).fill('Ana');
  await scoreDialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(scoreDialog(page)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'High scores, level I' }).getByRole('row')).toHaveCount(2);
  await page.goto('/play/1');
  await expect(flag(page)).toHaveText(/^You won in 2 turns/);
  await expect(scoreDialog(page)).toHaveCount(0);
  await page.reload();
  await expect(flag(page)).toHaveText(/^You won in 2 turns/);
  await expect(scoreDialog(page)).toHaveCount(0);
  // Saved once: the table holds one entry.
  await page.goto('/scores/1');
  await expect(page.getByRole('table', { name: 'High scores, level I' }).getByRole('row')).toHaveCount(2);

  // Close declines: no dialog after a reload.
  const key2 = await keyOfSeed(page, 2, '62');
  await playRow(page, key2);
  await expect(scoreDialog(page)).toBeVisible();
  await scoreDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(scoreDialog(page)).toHaveCount(0);
  await page.reload();
  // (The link's key afresh, as for any finished game of a seeded link.)
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await expect(scoreDialog(page)).toHaveCount(0);
});

test('Quit the game asks first once a peg is placed; Keep playing goes back to the game and to the control', async ({ page }) => {
  await page.goto('/play/1?seed=5');
  // A peg placed: the game is in progress (SPEC 2).
  await button(page, 'red').click();
  await button(page, 'Quit the game').click();
  await expect(endDialog(page)).toBeVisible();
  await expectNoAxeViolations(page, 'the end this game dialog');
  await endDialog(page).getByRole('button', { name: 'Keep playing', exact: true }).click();
  await expect(endDialog(page)).toHaveCount(0);
  await expect(button(page, 'Quit the game')).toBeFocused();
  await expect(button(page, 'Row 1, hole 1: red')).toBeVisible();
  await playRow(page, ['red', 'green', 'green']);
  // Escape keeps playing too.
  await button(page, 'Quit the game').click();
  await expect(endDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(endDialog(page)).toHaveCount(0);
  await expect(button(page, 'Quit the game')).toBeFocused();
  await expect(button(page, 'Submit guess')).toHaveCount(0);
  await button(page, 'Quit the game').click();
  await endDialog(page).getByRole('button', { name: 'End game', exact: true }).click();
  await expect(flag(page)).toHaveText(/^Game over/);
  await expect(button(page, 'Play again')).toBeFocused();
  // Over: Quit does nothing and Play again just starts again.
  await button(page, 'Play again').click();
  await expect(endDialog(page)).toHaveCount(0);
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  // An untouched board: Quit acts at once.
  await button(page, 'Quit the game').click();
  await expect(endDialog(page)).toHaveCount(0);
  await expect(flag(page)).toHaveText(/^Game over/);
});

test('Play again asks once a peg is placed, and the game left counts as quit', async ({ page }) => {
  const key = await keyOfSeed(page, 1, '71'); // one game quit
  await playRow(page, key); // one won
  await expect(flag(page)).toHaveText(/^You won in 1 turn/);
  if (await scoreDialog(page).isVisible()) await scoreDialog(page).getByRole('button', { name: 'Close' }).click();
  await button(page, 'Play again').click();
  await expect(endDialog(page)).toHaveCount(0);
  // An untouched board just starts again.
  await button(page, 'Play again').click();
  await expect(endDialog(page)).toHaveCount(0);
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  // A peg placed: Play again asks.
  await button(page, 'red').click();
  await button(page, 'Play again').click();
  await expect(endDialog(page)).toBeVisible();
  await endDialog(page).getByRole('button', { name: 'Keep playing', exact: true }).click();
  await expect(button(page, 'Row 1, hole 1: red')).toBeVisible();
  await button(page, 'Row 1, hole 1: red').click();
  await page.keyboard.press('Delete');
  // A row played: Play again asks; Keep playing returns to it, the row kept.
  await playRow(page, ['red', 'red', 'green', 'green']);
  await button(page, 'Play again').click();
  await expect(endDialog(page)).toBeVisible();
  await endDialog(page).getByRole('button', { name: 'Keep playing', exact: true }).click();
  await expect(button(page, 'Play again')).toBeFocused();
  await expect(page.getByText(/^Row 1: /)).toBeAttached();
  await button(page, 'Play again').click();
  await endDialog(page).getByRole('button', { name: 'End game', exact: true }).click();
  await expect(endDialog(page)).toHaveCount(0);
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await expect(page.getByText(/^Row 1: /)).toHaveCount(0);
  // The statistics: the win's streak is broken by the game left.
  await page.goto('/stats/1');
  await expect(page.getByText('Played: 3', { exact: true })).toBeVisible();
  await expect(page.getByText('Won: 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Current streak: 0', { exact: true })).toBeVisible();
});

test('the question is asked in Portuguese and Spanish too', async ({ page }) => {
  await page.goto('/play/1?seed=5');
  await button(page, 'red').click();
  for (const [language, quit, title, end, keep] of [
    ['Português', 'Desistir do jogo', 'Terminar este jogo?', 'Terminar o jogo', 'Continuar a jogar'],
    ['Español', 'Abandonar la partida', '¿Terminar esta partida?', 'Terminar la partida', 'Seguir jugando'],
  ]) {
    await page.getByRole('combobox').first().selectOption({ label: language });
    await button(page, quit).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('button', { name: end, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: keep, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }
});
