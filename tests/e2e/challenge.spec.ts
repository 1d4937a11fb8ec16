// Challenge a friend (issue 23, SPEC 12): a key set in one browser travels in a link's fragment
// to another, which plays it under `Challenge from <name>`: no high score, counted in the
// statistics; a cut or altered link explains itself.
import { test, expect, flag, button, playRow, expectNoAxeViolations } from './fixtures';

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
