// Read the board (SPEC §16): the button and its key put one summary of the board into a polite
// live region, in the player's language.
import { test, expect, button, playRow, keyOfSeed, feedback, expectNoAxeViolations, firstPaint, holdGame } from './fixtures';

const region = (page: import('@playwright/test').Page) => page.locator('p[aria-live="polite"].reading-text');

test('after two rows, Read the board says each row, the active row, and the turns left', async ({ page }) => {
  const key = await keyOfSeed(page, 1, '31');
  const first = ['red', 'red', 'green', 'green'];
  const second = ['blue', 'yellow', 'turquoise', 'pink'];
  await playRow(page, first);
  await playRow(page, second);
  await button(page, 'red').first().click();
  await button(page, 'Read the board').click();
  const [b1, w1] = feedback(key, first);
  const [b2, w2] = feedback(key, second);
  await expect(region(page)).toHaveText(
    `Row 1: red, red, green, green; ${b1} black, ${w1} white. ` +
      `Row 2: blue, yellow, turquoise, pink; ${b2} black, ${w2} white. ` +
      'Row 3, being filled: red, empty, empty, empty. 6 turns left.',
  );
  await expectNoAxeViolations(page, 'a board read aloud');
});

test('the R key reads the board, again each time, and after the game ends', async ({ page }) => {
  const key = await keyOfSeed(page, 1, '32');
  // Reading aloud is the whole game's (the quick board takes R and leaves it to it): a press
  // before the whole game has taken over would read nothing.
  await expect(firstPaint(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Row 1, hole 1: empty' }).focus();
  await page.keyboard.press('r');
  await expect(region(page)).toHaveText('No row played yet. Row 1, being filled: empty, empty, empty, empty. 8 turns left.');
  const once = await region(page).textContent();
  await page.keyboard.press('r');
  // Spoken again: the live region's text changes (by a no-break space) though the board has not.
  await expect.poll(() => region(page).textContent()).not.toBe(once);
  await expect(region(page)).toHaveText(/^No row played yet\./);
  await playRow(page, key);
  // A first-turn win enters the high scores: its dialog takes the keys (R types in the name).
  await page.getByRole('dialog', { name: 'New high score' }).getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press('r');
  await expect(region(page)).toHaveText(
    `Row 1: ${key.join(', ')}; 4 black, 0 white. The game is over.`,
  );
});

test('the keyboard help names the key, and the reading is in the chosen language', async ({ page }) => {
  await keyOfSeed(page, 1, '33');
  await expect(page.getByText(/R reads the board aloud/)).toBeAttached();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
  await page.getByRole('button', { name: 'Ler o tabuleiro' }).click();
  await expect(region(page)).toHaveText('Ainda nenhuma linha jogada. Linha 1, a preencher: vazio, vazio, vazio, vazio. Faltam 8 jogadas.');
});

test('R pressed on the quick board, before the whole game has come, is read once the whole game takes over', async ({ page }) => {
  const game = await holdGame(page);
  await page.goto('/play/1?seed=34');
  await expect(firstPaint(page)).toHaveAttribute('data-live', '');
  await page.keyboard.press('1');
  await page.keyboard.press('r');
  // The quick board has no live region of its own: it leaves the request to the whole game.
  await expect(firstPaint(page)).toHaveAttribute('data-asked', 'read');
  await expect(region(page)).toHaveCount(0);
  await game.release();
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(region(page)).toHaveText('No row played yet. Row 1, being filled: red, empty, empty, empty. 8 turns left.');
});
