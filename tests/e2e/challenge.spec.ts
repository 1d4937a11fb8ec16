// Challenge a friend (issue 23, SPEC 12): a key set in one browser travels in a link's fragment
// to another, which plays it under `Challenge from <name>`: no high score, counted in the
// statistics; a cut or altered link explains itself.
import { test, expect, flag, button, playRow, winSeeded, revealedKey, expectNoAxeViolations, quitGame } from './fixtures';

test('a challenge created in one browser is won in another, never in the high scores', async ({ page, browser }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Challenge a friend', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Challenge a friend');
  await expectNoAxeViolations(page, 'the challenge form');
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level II' });
  const key = ['blue', 'pink', 'pink', 'red', 'orange'];
  await expect(button(page, 'Create link')).toBeDisabled();
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of key) await button(page, c).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await button(page, 'Create link').click();
  const box = page.getByRole('textbox', { name: 'Challenge link' });
  const link = await box.inputValue();
  expect(link).toMatch(/\/challenge#c1[bcdfghjklmnpqrst]+$/);
  // Concealed: no colour name and no digit after the version.
  const fragment = link.split('#')[1].slice(2);
  expect(fragment).not.toMatch(/\d/);
  for (const c of ['red', 'blue', 'pink', 'orange']) expect(fragment).not.toContain(c);
  await expectNoAxeViolations(page, 'the challenge link');

  // The friend, in another browser.
  const friend = await (await browser.newContext()).newPage();
  await friend.goto(link);
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Challenge from Ana');
  await expect(friend.getByText("A friend's key: this game counts in the statistics, never in the high scores.")).toBeVisible();
  await expectNoAxeViolations(friend, 'a challenge');
  await playRow(friend, ['red', 'red', 'green', 'green', 'blue']);
  // A reload keeps the game.
  await friend.reload();
  await expect(friend.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await playRow(friend, key);
  await expect(flag(friend)).toHaveText(/^You won/);
  await expect(friend.getByRole('dialog', { name: 'New high score' })).toHaveCount(0);
  await friend.goto('/scores/2');
  await expect(friend.getByRole('table', { name: 'High scores, level II' }).getByRole('row')).toHaveCount(1);
  await friend.goto('/stats/2');
  await expect(friend.getByText('Played: 1', { exact: true })).toBeVisible();
  await expect(friend.getByText('Won: 1', { exact: true })).toBeVisible();
  await friend.context().close();
});

test('a cut, altered or foreign challenge link explains itself and offers a game', async ({ page }) => {
  await page.goto('/challenge');
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of ['red', 'green', 'blue', 'yellow']) await button(page, c).click();
  await button(page, 'Create link').click();
  const link = await page.getByRole('textbox', { name: 'Challenge link' }).inputValue();
  const last = link.slice(-1);
  const altered = link.slice(0, -1) + (last === 'b' ? 'c' : 'b');
  for (const [url, reason] of [
    [altered, /cut or altered/],
    [link.slice(0, -6), /cut or altered/],
    [`${new URL(link).origin}/challenge#hello`, /no challenge of this game/],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Challenge');
    await expect(page.getByRole('alert')).toHaveText(reason);
    await expect(page.getByRole('link', { name: 'Choose a level', exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'a refused challenge');
  await page.getByRole('link', { name: 'Choose a level', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a level');
});

test('after a game, a challenge with the same key carries the name (asked once) and the result', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = await winSeeded(page, 1, '31', 2);
  await expect(flag(page)).toHaveText(/^You won in 2 turns/);
  // A win in 2 turns enters the empty high-score table: the invitation is closed.
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  await expect(dialog).toBeVisible();
  await button(page, 'Close').click();
  await button(page, 'Challenge a friend with this key').click();
  // The name is asked the first time.
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await expectNoAxeViolations(page, 'the challenge offer asking a name');
  await button(page, 'Copy link').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/challenge#c2[bcdfghjklmnpqrst]+$/);
  // Remembered: the next game's offer copies at once.
  await button(page, 'Play again').click();
  await quitGame(page);
  await button(page, 'Challenge a friend with this key').click();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveCount(0);
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const lost = await page.evaluate(() => navigator.clipboard.readText());
  expect(lost).not.toBe(link);

  // The friend sees how Ana did, plays, and sees both results.
  const friend = await (await browser.newContext()).newPage();
  await friend.goto(link);
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Challenge from Ana');
  await expect(friend.getByText('Ana broke this key in 2 guesses', { exact: true })).toBeVisible();
  await expect(friend.getByText(/^You: /)).toHaveCount(0);
  await playRow(friend, key);
  await expect(flag(friend)).toHaveText(/^You won in 1 turn/);
  await expect(friend.getByText('You: 1, Ana: 2', { exact: true })).toBeVisible();
  await expectNoAxeViolations(friend, 'a challenge with its sender\'s result, over');
  // A game Ana did not break says so.
  await friend.goto(lost);
  await expect(friend.getByText('Ana did not break this key', { exact: true })).toBeVisible();
  await friend.context().close();
});

test("a custom game's challenge carries its settings to the friend's board", async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A custom game of 5 pegs, 8 colours without repeats, 12 turns: lost by quitting.
  const url = '/play/custom?pegs=5&colours=8&turns=12&repeats=no&seed=77';
  await page.goto(url);
  await quitGame(page);
  const key = await revealedKey(page);
  expect(new Set(key).size).toBe(5);
  await button(page, 'Challenge a friend with this key').click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Rui');
  await button(page, 'Copy link').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/challenge#c3[bcdfghjklmnpqrst]+$/);
  for (const c of key) expect(link.split('#')[1]).not.toContain(c);
  // The free custom game of that shape is still there to go back to.
  await button(page, 'Play again').click();
  await playRow(page, ['red', 'green', 'blue', 'yellow', 'turquoise']);

  const friend = await (await browser.newContext()).newPage();
  await friend.goto(link);
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Challenge from Rui');
  await expect(friend.getByText('Rui did not break this key', { exact: true })).toBeVisible();
  // The board has the custom game's size: 12 rows of 5 holes, 8 colours.
  await expect(friend.getByRole('button', { name: /^Row \d+, hole \d+: empty$/ })).toHaveCount(12 * 5);
  await expect(button(friend, 'purple')).toBeVisible();
  await expect(button(friend, 'brown')).toHaveCount(0);
  await expectNoAxeViolations(friend, "a custom game's challenge");
  await playRow(friend, key);
  await expect(flag(friend)).toHaveText(/^You won in 1 turn/);
  await expect(friend.getByText('You: 1, Rui: not broken', { exact: true })).toBeVisible();
  await expect(friend.getByRole('dialog', { name: 'New high score' })).toHaveCount(0);
  // A reload keeps the finished challenge.
  await friend.reload();
  await expect(flag(friend)).toHaveText(/^You won in 1 turn/);
  await friend.context().close();

  // The sender's own custom game was not replaced by anything.
  await page.goto(url.replace('&seed=77', ''));
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
});
