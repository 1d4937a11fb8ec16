// Custom games (issue 12, SPEC 9): the form, 8 pegs and 10 colours won, a game without repeats,
// malformed URLs falling back to the form, and the solver aids where the size allows them.
import { test, expect, flag, button, playRow, revealedKey, expectNoAxeViolations, hint, quitGame } from './fixtures';
import type { Page } from '@playwright/test';

const ALL = ['red', 'green', 'blue', 'yellow', 'turquoise', 'pink', 'orange', 'purple', 'brown', 'grey'];

/** Learns a seeded custom game's key as a player could: quit, read it, open the link again. */
async function keyOf(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await quitGame(page);
  const key = await revealedKey(page);
  await page.goto(url);
  return key;
}

test('the form starts a game of 8 pegs and 10 colours, which is won and never scored', async ({ page }) => {
  await page.goto('/play');
  await page.getByRole('link', { name: 'Custom game', exact: true }).click();
  await expect(page).toHaveURL(/\/custom$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom game');
  await page.getByRole('spinbutton', { name: 'Pegs' }).fill('8');
  await page.getByRole('spinbutton', { name: 'Colours' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Turns' }).fill('12');
  await expect(page.getByRole('checkbox', { name: 'Colours may repeat' })).toBeChecked();
  await expect(page.getByText(/^This game has 100000000 possible keys: too many/)).toBeVisible();
  await button(page, 'Start').click();
  await expect(page).toHaveURL(/\/play\/custom\?pegs=8&colours=10&turns=12&repeats=yes&seed=\d+$/);
  const url = new URL(page.url());
  await expect(page.getByRole('button', { name: /^Row \d+, hole \d+: empty$/ })).toHaveCount(12 * 8);
  for (const c of ALL) await expect(button(page, c)).toBeVisible();
  await expect(page.getByText(/^Solver aids are not available in this game/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Solver aids' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a custom board of 8 pegs and 10 colours');

  const key = await keyOf(page, url.pathname + url.search);
  expect(key).toHaveLength(8);
  const absent = ALL.find((c) => !key.includes(c))!;
  await playRow(page, Array(8).fill(absent));
  await expect(page.getByText('Row 1: 0 black, 0 white')).toBeAttached();
  await playRow(page, key);
  await expect(page.getByText('Row 2: 8 black, 0 white')).toBeAttached();
  await expect(flag(page)).toHaveText(/^You won/);
  await expect(page.getByRole('dialog', { name: 'New high score' })).toHaveCount(0);
  // Play again keeps the settings in the URL and drops the seed.
  await button(page, 'Play again').click();
  await expect(page).toHaveURL(/\/play\/custom\?pegs=8&colours=10&turns=12&repeats=yes$/);
  await expect(page.getByText(/^Row 1:/)).toHaveCount(0);
});

test('without repeats a guess repeating a colour is refused, and the game is won with aids', async ({ page }) => {
  const url = '/play/custom?pegs=4&colours=6&turns=10&repeats=no&seed=77';
  const key = await keyOf(page, url);
  expect(new Set(key).size).toBe(4);
  await playRow(page, [key[0], key[0], key[1], key[2]]);
  await expect(flag(page)).toHaveText(/^Warning: row 1 uses \w+ twice, and colours may not repeat in this game\.$/);
  await expect(page.getByText(/^Row 1:/)).toHaveCount(0);
  // The aids work at this size: 360 keys.
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await button(page, 'Turn on').click();
  // Turning the aids on cannot be undone, so the pegs placed before stay; the hint replaces them.
  await expect(button(page, 'Undo')).toBeDisabled();
  await hint(page);
  // The row was already full (the refused guess, a colour twice), so wait for the hint itself:
  // without repeats it never repeats a colour (the worker may take a moment on a busy machine).
  const colours = () =>
    page.locator('.row.active .hole').evaluateAll((holes) => holes.map((h) => h.getAttribute('aria-label')?.split(': ')[1]));
  await expect.poll(async () => new Set(await colours()).size).toBe(4);
  await button(page, 'Submit guess').click();
  await expect(page.getByText(/^Possible keys: \d+$/).first()).toBeAttached();
  for (let row = 2; row <= 10; row++) {
    if (await flag(page).textContent().then((t) => /^You won/.test(t ?? ''))) break;
    await hint(page);
    await button(page, 'Submit guess').click();
  }
  await expect(flag(page)).toHaveText(/^You won/);
  expect(await revealedKey(page)).toEqual(key);
});

for (const [query, why] of [
  ['pegs=11&colours=6&turns=10&repeats=yes', /Pegs must be a whole number from 2 to 8/],
  ['pegs=4&colours=0&turns=10&repeats=yes', /Colours must be a whole number from 2 to 10/],
  ['pegs=four&colours=6&turns=10&repeats=yes', /Pegs must be a whole number/],
  ['pegs=5&colours=3&turns=10&repeats=no', /each of the 5 pegs needs a colour of its own/],
  ['', /Pegs must be a whole number/],
] as const) {
  test(`a malformed custom URL falls back to the form: ?${query || '(nothing)'}`, async ({ page }) => {
    await page.goto(`/play/custom?${query}`);
    await expect(page.getByRole('alert')).toHaveText(why);
    await expect(page.getByRole('alert')).toHaveText(/^That link does not describe a custom game/);
    await expect(page.getByRole('spinbutton', { name: 'Pegs' })).toBeVisible();
    await expect(button(page, 'Start')).toBeEnabled();
    await expectNoAxeViolations(page, 'the custom form after a malformed URL');
  });
}

test('the form refuses settings that are not a game and says why', async ({ page }) => {
  await page.goto('/custom');
  await page.getByRole('checkbox', { name: 'Colours may repeat' }).uncheck();
  await page.getByRole('spinbutton', { name: 'Colours' }).fill('3');
  await expect(page.getByText(/each of the 4 pegs needs a colour of its own, and there are only 3/)).toBeVisible();
  await expect(button(page, 'Start')).toBeDisabled();
  await page.getByRole('spinbutton', { name: 'Colours' }).fill('10');
  await expect(page.getByText(/^This game has 5040 possible keys; the solver aids work for it\.$/)).toBeVisible();
  await expect(button(page, 'Start')).toBeEnabled();
  await page.getByRole('spinbutton', { name: 'Turns' }).fill('21');
  await expect(page.getByText('Turns must be a whole number from 1 to 20.')).toBeVisible();
  await expect(button(page, 'Start')).toBeDisabled();
});

test('the computer breaks a key of a custom size, and says when a size is too large', async ({ page }) => {
  await page.goto('/computer');
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Custom game' });
  await page.getByRole('spinbutton', { name: 'Pegs' }).fill('8');
  await page.getByRole('spinbutton', { name: 'Pegs' }).blur();
  await page.getByRole('spinbutton', { name: 'Colours' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Colours' }).blur();
  await expect(page.getByText(/^Solver aids are not available in this game: its 100000000 possible keys/)).toBeVisible();
  await expect(button(page, 'Start')).toBeDisabled();
  // 3 pegs of 5 colours, no repeats: 60 keys.
  await page.getByRole('spinbutton', { name: 'Pegs' }).fill('3');
  await page.getByRole('spinbutton', { name: 'Pegs' }).blur();
  await page.getByRole('spinbutton', { name: 'Colours' }).fill('5');
  await page.getByRole('spinbutton', { name: 'Colours' }).blur();
  await page.getByRole('checkbox', { name: 'Colours may repeat' }).uncheck();
  await expect(page.getByText(/^Solver aids are not available/)).toHaveCount(0);
  const secret = ['yellow', 'red', 'turquoise'];
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of secret) await button(page, c).click();
  await button(page, 'Start').click();
  const end = page.getByText(/^The computer found your key in \d+ guess(es)?$/);
  await expect(end).toBeVisible({ timeout: 20_000 });
  const n = Number((await end.textContent())!.match(/\d+/)![0]);
  await expect(page.getByText(`Row ${n}: 3 black, 0 white`)).toBeAttached();
  // The session survives a reload at this size.
  await page.reload();
  await expect(end).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue('custom');
});
