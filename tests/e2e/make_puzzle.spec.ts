// A finished game whose rows settle its key offers `Make a puzzle of this game` (SPEC §15,
// issue 34 item 5): its link carries the puzzle made of those rows in the fragment
// (`/puzzle/1#p1…`), named after the high-score name entered for the game; a game whose rows
// leave more than one key offers no button.
import {
  test,
  expect,
  button,
  flag,
  playRow,
  keyOfSeed,
  quitGame,
  allCodes,
  fits,
  feedback,
  expectNoAxeViolations,
  type Code,
  type Row,
} from './fixtures';

/** Guesses that pin `key` before playing it: each the first code still possible other than the
 *  key, until the key is the only one left; then the key. */
function pinningGuesses(key: Code): Code[] {
  const rows: Row[] = [];
  const guesses: Code[] = [];
  for (;;) {
    const left = allCodes(1).filter((c) => fits(c, rows));
    const same = (c: Code) => c.join() === key.join();
    const guess = left.length === 1 ? left[0] : left.find((c) => !same(c))!;
    guesses.push(guess);
    if (same(guess)) return guesses;
    const [black, white] = feedback(key, guess);
    rows.push({ guess, black, white });
  }
}

test('a won level I game whose rows pin its key gives a link to a puzzle made of them', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = await keyOfSeed(page, 1, '6');
  const guesses = pinningGuesses(key);
  expect(guesses.length).toBeLessThanOrEqual(8);
  for (const guess of guesses) await playRow(page, guess);
  await expect(flag(page)).toHaveText(new RegExp(`^You won in ${guesses.length} turns`));
  // The high score's name is the puzzle's maker.
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ana');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // Saving keeps the game, as it ended, with the table under it.
  await expect(page.getByRole('table', { name: 'High scores, level I' }).locator('tr[aria-current="true"]')).toHaveCount(1);

  await button(page, 'Make a puzzle of this game').click();
  const link = page.getByRole('link', { name: 'Puzzle from Ana', exact: true });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/puzzle\/1#p1[bcdfghjklmnpqrst]+$/);
  // Concealed: no colour of the key shows in it.
  for (const c of key) expect(href).not.toContain(c);
  await expectNoAxeViolations(page, 'a game end offering its puzzle');
  await button(page, 'Copy link').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(href, page.url()).toString());
  // The link opens the puzzle: its given rows are rows of this game, its answer row empty.
  await link.click();
  await expect(page.getByRole('heading', { name: 'Puzzle from Ana', level: 1 })).toBeVisible();
  const given = page.getByText(/^Row \d+: \d black, \d white$/);
  await expect(given.first()).toBeVisible();
  expect(await given.count()).toBeLessThan(guesses.length);
  await expect(button(page, 'Check')).toBeVisible();
});

test('without a name the link is the puzzle of this game, and a game that leaves two keys offers none', async ({ page }) => {
  const key = await keyOfSeed(page, 1, '6');
  const guesses = pinningGuesses(key);
  for (const guess of guesses) await playRow(page, guess);
  await button(page, 'Close').click();
  await button(page, 'Make a puzzle of this game').click();
  await expect(page.getByRole('link', { name: 'Puzzle of this game', exact: true })).toHaveAttribute(
    'href',
    /^\/puzzle\/1#p1[bcdfghjklmnpqrst]+$/,
  );
  // Given up after one row: more than one key is left.
  await page.goto('/play/1?seed=7');
  await playRow(page, ['red', 'red', 'green', 'green']);
  await quitGame(page);
  await expect(flag(page)).toHaveText(/^You lost|^Game over/);
  await expect(button(page, 'Share result')).toBeVisible();
  await expect(button(page, 'Make a puzzle of this game')).toHaveCount(0);
});
