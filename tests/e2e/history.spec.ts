// Undo and redo, hard mode, the keyboard from the first key press, and a game that survives a
// language switch and a reload (issue 12, SPEC 9 and 7.3).
import { test, expect, flag, button, playRow, keyOfSeed, quitGame } from './fixtures';
import type { Page } from '@playwright/test';

const hole = (page: Page, row: number, h: number, colour = 'empty') =>
  button(page, `Row ${row}, hole ${h}: ${colour}`);

test('undo and redo by buttons and shortcuts stay within the row and survive a reload', async ({ page }) => {
  await page.goto('/play/1?seed=31');
  await expect(button(page, 'Undo')).toBeDisabled();
  await expect(button(page, 'Redo')).toBeDisabled();
  for (const c of ['red', 'green', 'blue']) await button(page, c).click();
  await expect(hole(page, 1, 3, 'blue')).toBeVisible();

  await button(page, 'Undo').click();
  await expect(hole(page, 1, 3)).toBeVisible();
  await expect(hole(page, 1, 2, 'green')).toBeVisible();
  await expect(button(page, 'Redo')).toBeEnabled();
  // Ctrl+Z from the page (focus on the Undo button, not in a field) takes back one more.
  await page.keyboard.press('Control+z');
  await expect(hole(page, 1, 2)).toBeVisible();
  await expect(hole(page, 1, 1, 'red')).toBeVisible();
  // Redo: Ctrl+Shift+Z, then Ctrl+Y.
  await page.keyboard.press('Control+Shift+Z');
  await expect(hole(page, 1, 2, 'green')).toBeVisible();

  // The history (with one move still to redo) survives a reload.
  await page.reload();
  await expect(hole(page, 1, 2, 'green')).toBeVisible();
  await expect(hole(page, 1, 3)).toBeVisible();
  await expect(button(page, 'Redo')).toBeEnabled();
  await page.keyboard.press('Control+y');
  await expect(hole(page, 1, 3, 'blue')).toBeVisible();
  await expect(button(page, 'Redo')).toBeDisabled();

  // A submitted guess is never undone.
  await button(page, 'pink').click();
  await button(page, 'Submit guess').click();
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await expect(button(page, 'Undo')).toBeDisabled();
  await page.keyboard.press('Control+z');
  await expect(hole(page, 1, 4, 'pink')).toBeVisible();
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  // A new move after an undo forgets the redo.
  await button(page, 'yellow').click();
  await button(page, 'Undo').click();
  await expect(button(page, 'Redo')).toBeEnabled();
  await button(page, 'turquoise').click();
  await expect(button(page, 'Redo')).toBeDisabled();
});

test('a game saved before undo existed still loads, and is stored again as a log', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'mastermind.v1.game.1',
      JSON.stringify({
        version: 1,
        level: 'I',
        key: ['red', 'green', 'blue', 'yellow'],
        seed: null,
        moves: [
          { Place: { row: 0, hole: 0, colour: 'red' } },
          { Place: { row: 0, hole: 1, colour: 'red' } },
          { Place: { row: 0, hole: 2, colour: 'green' } },
          { Place: { row: 0, hole: 3, colour: 'green' } },
          'Submit',
          { Place: { row: 1, hole: 0, colour: 'pink' } },
        ],
      }),
    ),
  );
  await page.goto('/play/1');
  await expect(page.getByText('Row 1: 1 black, 1 white')).toBeAttached();
  await expect(hole(page, 2, 1, 'pink')).toBeVisible();
  await button(page, 'Undo').click();
  await expect(hole(page, 2, 1)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mastermind.v1.game.1')!));
  expect(stored.version).toBe(2);
  expect(stored.at).toBe(5);
  expect(stored.moves).toHaveLength(6);
});

test('hard mode is a remembered setting that refuses a guess contradicting a row', async ({ page }) => {
  const key = await keyOfSeed(page, 1, '404');
  await page.goto('/play');
  const hard = page.getByRole('checkbox', { name: 'Hard mode' });
  await expect(hard).not.toBeChecked();
  await hard.check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Hard mode' })).toBeChecked();

  // The new game (after Play again on the seeded level) is in hard mode.
  await page.goto('/play/1?seed=404');
  await button(page, 'Play again').click();
  await page.goto('/play/1?seed=404');
  await expect(page.getByText(/^Hard mode: every guess must fit/)).toBeVisible();
  // Row 1: the key's first colour four times scores at least one black.
  await playRow(page, Array(4).fill(key[0]));
  await expect(page.getByText(/^Row 1: [1-4] black, 0 white$/)).toBeAttached();
  // A row without that colour could not be the key.
  const absent = ['red', 'green', 'blue', 'yellow', 'turquoise', 'pink'].filter((c) => c !== key[0]);
  await playRow(page, absent.slice(0, 4));
  await expect(flag(page)).toHaveText(
    /^Warning: hard mode: this guess cannot be the key, because row 1 would then have scored 0 black, 0 white\.$/,
  );
  await expect(page.getByText(/^Row 2:/)).toHaveCount(0);
  // The refused row stays as it was; undone peg by peg, it takes a guess that fits (the key).
  for (let i = 0; i < 4; i++) await button(page, 'Undo').click();
  await expect(hole(page, 2, 1)).toBeVisible();
  await playRow(page, key);
  await expect(page.getByText('Row 2: 4 black, 0 white')).toBeAttached();
  await expect(flag(page)).toHaveText(/^You won/);
});

test('digits typed right after the page loads fill the row, and Enter submits', async ({ page }) => {
  await page.goto('/play/1?seed=8');
  await expect(hole(page, 1, 1)).toBeVisible();
  // No Tab, no click: focus is on the page itself.
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await page.keyboard.press('3');
  await page.keyboard.press('3');
  await expect(hole(page, 1, 4, 'blue')).toBeVisible();
  // The selection stays on the last hole, so Backspace takes its peg out and 6 puts pink there.
  await page.keyboard.press('Backspace');
  await expect(hole(page, 1, 4)).toBeVisible();
  await page.keyboard.press('6');
  await expect(hole(page, 1, 4, 'pink')).toBeVisible();
  await expect(page.locator('body')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  // Typing in a field does not play: the language select keeps its keys.
  await page.getByRole('combobox', { name: 'Language' }).focus();
  await page.keyboard.press('4');
  await expect(hole(page, 2, 1)).toBeVisible();
});

test('a language switch and a reload keep the game, its half-filled row and its undo', async ({ page }) => {
  await page.goto('/play/2?seed=12');
  await playRow(page, ['red', 'red', 'green', 'green', 'blue']);
  await button(page, 'orange').click();
  await button(page, 'pink').click();
  await button(page, 'Undo').click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Português');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByText(/^Linha 1: \d pretos?, \d brancos?$/)).toBeAttached();
  await expect(page.getByRole('button', { name: 'Linha 2, buraco 1: laranja' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refazer' })).toBeEnabled();
  await page.getByRole('button', { name: 'Refazer' }).click();
  await expect(page.getByRole('button', { name: 'Linha 2, buraco 2: rosa' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('English');
  await page.reload();
  await expect(hole(page, 2, 1, 'orange')).toBeVisible();
  await expect(hole(page, 2, 2, 'pink')).toBeVisible();
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  // A finished seeded game stays finished through a language switch (the URL still has its seed).
  await quitGame(page);
  await expect(flag(page)).toHaveText(/^Game over/);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Português');
  await expect(flag(page)).toHaveText(/^Fim do jogo/);
});
