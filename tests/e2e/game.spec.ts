// A player's journeys through the real page (release build).
import { test, expect, LEVELS, PALETTE, flag, button, playRow, revealedKey, keyOfSeed, quitGame, firstPaint } from './fixtures';

test('home leads to the introduction and to a game; back and forward work', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Mastermind');
  await page.getByRole('link', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/\/play$/);
  for (const level of Object.values(LEVELS)) {
    await expect(page.getByRole('link', { name: level.name, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Level II', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level II');
  await expect(button(page, 'Row 10, hole 5: empty')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Level III', exact: true })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level II');
});

test('a deep link opens its level, and an unknown page or level is a friendly not-found', async ({ page }) => {
  await page.goto('/play/3');
  await expect(page.getByRole('button', { name: /^Row \d+, hole \d+: empty$/ })).toHaveCount(12 * 6);
  for (const path of ['/play/4', '/nowhere']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Choose a level' }).click();
    await expect(page.getByRole('link', { name: 'Level I', exact: true })).toBeVisible();
  }
});

for (const level of [1, 2, 3] as const) {
  test(`win a seeded game at ${LEVELS[level].name}`, async ({ page }) => {
    const key = await keyOfSeed(page, level, '2026');
    expect(key).toHaveLength(LEVELS[level].pegs);
    await expect(page.getByText(/^Key:/)).toHaveCount(0);
    const wrong = PALETTE.slice(0, LEVELS[level].colours).find((c) => !key.includes(c))!;
    await playRow(page, Array(LEVELS[level].pegs).fill(wrong));
    await expect(page.getByText('Row 1: 0 black, 0 white')).toBeAttached();
    await playRow(page, key);
    await expect(page.getByText(`Row 2: ${LEVELS[level].pegs} black, 0 white`)).toBeAttached();
    await expect(flag(page)).toHaveText(/^You won/);
    expect(await revealedKey(page)).toEqual(key);
  });
}

test('lose a level I game after eight wrong rows', async ({ page }) => {
  const key = await keyOfSeed(page, 1, '77');
  const absent = PALETTE.slice(0, 6).filter((c) => !key.includes(c));
  for (let row = 1; row <= 8; row++) {
    await expect(flag(page)).toHaveText('');
    await playRow(page, [absent[0], absent[0], absent[1 % absent.length], absent[0]]);
  }
  await expect(flag(page)).toHaveText(/^You lost/);
  expect(await revealedKey(page)).toEqual(key);
  await expect(button(page, 'Submit guess')).toHaveCount(0);
});

test('invalid clicks raise the yellow flag with a reason; a valid move clears it', async ({ page }) => {
  await page.goto('/play/1?seed=5');
  // The whole game's board (quick.spec.ts clicks the quick board's): a forced click is not
  // retried, so it must not fall on the quick board's hole as the whole game takes over.
  await expect(firstPaint(page)).toHaveCount(0);
  await button(page, 'Row 4, hole 1: empty').click({ force: true });
  await expect(flag(page)).toHaveText('Warning: row 4 is not in play yet. Fill row 1 first.');
  await button(page, 'green').click();
  await expect(flag(page)).toHaveText('');
  await button(page, 'Row 1, hole 1: green').click();
  await button(page, 'blue').click();
  await expect(button(page, 'Row 1, hole 1: blue')).toBeVisible();
  await expect(flag(page)).toHaveText('');
  for (const c of ['red', 'red', 'red']) await button(page, c).click();
  await button(page, 'Submit guess').click();
  await button(page, 'Row 1, hole 2: red').click({ force: true });
  await expect(flag(page)).toHaveText('Warning: row 1 has already been played.');
});

test('quit reveals the key; play again starts a fresh game and drops the seed', async ({ page }) => {
  await page.goto('/play/2?seed=9');
  await expect(page.getByText('Seeded game 9')).toBeVisible();
  await button(page, 'red').click();
  await quitGame(page);
  await expect(flag(page)).toHaveText(/^Game over/);
  expect(await revealedKey(page)).toHaveLength(5);
  await expect(button(page, 'Play again')).toBeFocused();
  await button(page, 'Play again').click();
  await expect(page).toHaveURL(/\/play\/2$/);
  await expect(flag(page)).toHaveText('');
  await expect(page.getByText(/^Key:/)).toHaveCount(0);
  await expect(button(page, 'Row 1, hole 1: empty')).not.toHaveAttribute('aria-disabled');
});

test('a malformed seed is ignored with a visible notice', async ({ page }) => {
  await page.goto('/play/1?seed=banana');
  await expect(page.getByText('The seed “banana” is not a whole number')).toBeVisible();
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
});

test('a whole row by keyboard alone, in a dozen key presses', async ({ page }) => {
  await page.goto('/play/1?seed=11');
  await page.getByRole('heading', { level: 1 }).click();
  let presses = 0;
  const press = async (key: string) => {
    presses++;
    await page.keyboard.press(key);
  };
  // Tab reaches the active row as one stop.
  while (!(await button(page, 'Row 1, hole 1: empty').evaluate((e) => e === document.activeElement))) {
    await press('Tab');
    expect(presses).toBeLessThan(6);
  }
  for (const digit of ['1', '2', '3', '3']) await press(digit);
  await expect(button(page, 'Row 1, hole 4: blue')).toBeFocused();
  await press('ArrowLeft');
  await press('ArrowLeft');
  await press('6');
  await expect(button(page, 'Row 1, hole 2: pink')).toBeAttached();
  await press('Enter');
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await expect(button(page, 'Row 2, hole 1: empty')).toBeFocused();
  expect(presses).toBeLessThanOrEqual(12);
});

test('the game page exposes the SPEC 7 roles and names', async ({ page }) => {
  await page.goto('/play/1?seed=42');
  await button(page, 'red').click();
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - heading "Level I" [level=1]
    - status
    - group "Row 1":
      - 'button "Row 1, hole 1: red"'
      - 'button "Row 1, hole 2: empty"'
      - 'button "Row 1, hole 3: empty"'
      - 'button "Row 1, hole 4: empty"'
    - 'group /Colours for row 1, hole 2/':
      - button "red"
      - button "green"
      - button "blue"
      - button "yellow"
      - button "turquoise"
      - button "pink"
    - group "Row 2":
      - 'button "Row 2, hole 1: empty" [disabled]'
      - 'button "Row 2, hole 2: empty" [disabled]'
      - 'button "Row 2, hole 3: empty" [disabled]'
      - 'button "Row 2, hole 4: empty" [disabled]'
    - button "Undo"
    - button "Redo" [disabled]
    - button "Quit the game"
    - button "Play again"
    - checkbox "Solver aids" [checked=false]
  `);
  // Inactive holes are aria-disabled, never disabled, and out of the tab order.
  const inactive = button(page, 'Row 2, hole 1: empty');
  await expect(inactive).toHaveAttribute('aria-disabled', 'true');
  await expect(inactive).not.toHaveAttribute('disabled');
  await expect(inactive).toHaveAttribute('tabindex', '-1');
  // The trilingual nod belongs to the result's Play again: none while playing.
  await expect(page.getByText('jogar de novo · play again · jouer à nouveau')).toHaveCount(0);
  await expect(page.locator('[role=status]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Once the game is over: the nod beside Play again, hidden from assistive technology, its
  // line level with Share's; Quit gone; the result's words said once on screen (the flag's).
  await quitGame(page);
  const nod = page.getByText('jogar de novo · play again · jouer à nouveau');
  await expect(nod).toHaveAttribute('aria-hidden', 'true');
  await expect(nod).toBeVisible();
  const again = (await button(page, 'Play again').boundingBox())!;
  const share = (await button(page, 'Share result').boundingBox())!;
  expect(Math.abs(again.y - share.y), 'Play again level with Share').toBeLessThan(2);
  await expect(button(page, 'Quit the game')).toHaveCount(0);
  // The region holds the flag's words for a screen reader, but shows them only in the flag.
  const words = page.getByRole('region', { name: 'Result' }).getByText((await flag(page).textContent())!.trim(), { exact: true });
  await expect(words).toHaveCount(1);
  expect((await words.boundingBox())!.width, 'the words not drawn twice').toBeLessThanOrEqual(1);
});
