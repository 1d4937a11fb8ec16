// axe on every page and state a player reaches, in light and dark colour schemes, at a phone's
// width (360 px) and at a desktop's: zero violations (WCAG 2.0–2.2 A/AA and best practices).
import { test, expect, button, playRow, keyOfSeed, expectNoAxeViolations, axeViolations, PALETTE, hint, quitGame } from './fixtures';
import type { Page } from '@playwright/test';

const VIEWPORTS = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 900 } };

async function gamePages(page: Page, check: (what: string) => Promise<void>) {
  await page.goto('/');
  await check('home');
  await page.goto('/play');
  await check('introduction');
  for (const level of [1, 2, 3]) {
    await page.goto(`/play/${level}?seed=5`);
    await expect(button(page, 'Quit the game')).toBeVisible();
    await check(`level ${level}, fresh board`);
  }
  // Level I: a guess, a warning, the aids' dialog, the aids on, then a win and its dialog.
  const key = await keyOfSeed(page, 1, '61');
  const wrong = PALETTE.slice(0, 6).find((c) => !key.includes(c))!;
  await playRow(page, [wrong, wrong, wrong, wrong]);
  await check('level I after a guess');
  await button(page, 'Row 5, hole 1: empty').click({ force: true });
  await expect(page.getByRole('status')).toHaveText(/^Warning/);
  await check('level I with the yellow flag');
  await button(page, 'Play again').click();
  await expect(page.getByRole('dialog', { name: 'End this game?' })).toBeVisible();
  await check('the end this game dialog');
  await button(page, 'End game').click();
  await playRow(page, [wrong, wrong, wrong, wrong]);
  await page.goto('/play/1?seed=61');
  await playRow(page, key);
  await expect(page.getByRole('dialog', { name: 'New high score' })).toBeVisible();
  await check('the new high score dialog');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ana');
  await button(page, 'Save').click();
  await expect(page.getByRole('table', { name: 'High scores, level I' })).toBeVisible();
  await check('a first win saved in place, its table under it');
  await page.goto('/scores/1');
  await check('high scores with a row');
  await button(page, 'Reset high scores').click();
  await check('the reset dialog');
  await button(page, 'Cancel').click();
  await page.goto('/scores/2');
  await check('high scores, empty');
  await page.goto('/daily/past');
  await expect(page.getByRole('table', { name: 'Past daily keys, level III' })).toBeVisible();
  await check('past daily keys');
  const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/daily/2?date=${past}`);
  await expect(button(page, 'Quit the game')).toBeVisible();
  await check('a past daily key');
  await page.goto('/play/2?seed=3');
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await check('the solver aids dialog');
  await button(page, 'Turn on').click();
  await hint(page);
  await button(page, 'Submit guess').click();
  await check('level II with the aids on');
  await quitGame(page);
  await check('level II after quitting (key and the solver replay)');
  await page.goto('/rules');
  await check('rules');
  await page.goto('/data');
  await expect(page.getByText(/^Storage: /)).toBeVisible();
  await check('your data');
  await page.goto('/nowhere');
  await check('not found');
}

async function computerPages(page: Page, check: (what: string) => Promise<void>) {
  await page.goto('/computer');
  await check('codebreaker set-up');
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of ['red', 'green', 'blue', 'pink']) await button(page, c).click();
  await button(page, 'Start').click();
  await expect(page.getByText(/^The computer found your key in \d+ guess(es)?$/)).toBeVisible({ timeout: 20_000 });
  await check('codebreaker, key found');
  // The finished session is kept (it survives a reload), so New key clears it first.
  await page.goto('/computer');
  const newKey = page.getByRole('button', { name: 'New key', exact: true });
  await expect(newKey).toBeVisible();
  await newKey.click();
  await page.getByRole('checkbox', { name: 'Give feedback by hand' }).check();
  await button(page, 'Start').click();
  await expect(page.getByRole('spinbutton', { name: 'Black' })).toBeVisible();
  await check('codebreaker by hand, asking');
  await page.getByRole('spinbutton', { name: 'Black' }).fill('3');
  await page.getByRole('spinbutton', { name: 'White' }).fill('1');
  await button(page, 'Answer').click();
  await expect(page.getByRole('alert')).toHaveText(/^Inconsistent/);
  await check('codebreaker, the conflict alert');
  await page.goto('/match');
  await check('match set-up');
  const setup = page.getByRole('region', { name: 'Match set-up' });
  await setup.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level I' });
  await setup.getByRole('radio', { name: 'The computer makes the first key' }).check();
  await button(page, 'Start match').click();
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await check('a match round, the player breaking');
}

// Each journey once per width; each state it reaches checked in both colour schemes (the
// stylesheet's media queries: switching the emulated scheme needs no reload).
// The checker itself: axe, run in the page, finds what it must (a control without a name, text
// too faint for its background, in the dark scheme only), so zero violations means something.
test('the axe check finds a nameless control and faint text in the scheme where it is faint', async ({ page }) => {
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    // Through the CSS object model: the CSP refuses a <style> element.
    document.styleSheets[0].insertRule('@media (prefers-color-scheme: dark) { .faint { color: #333 !important; background: #222 !important } }');
    const p = document.createElement('p');
    p.className = 'faint';
    p.textContent = 'Hard to read in the dark';
    document.querySelector('main')!.append(p, document.createElement('button'));
  });
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await axeViolations(page);
  expect(light.map((v) => v.split(' ')[0])).toEqual(['button-name']);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await axeViolations(page);
  expect(dark.map((v) => v.split(' ')[0]).sort()).toEqual(['button-name', 'color-contrast']);
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(width, () => {
    test.use({ viewport });
    const check = (page: Page) => async (what: string) => {
      for (const colorScheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectNoAxeViolations(page, `${what} (${colorScheme}, ${width})`);
      }
    };
    test('the game, its dialogs, scores and rules', async ({ page }) => {
      test.setTimeout(150_000);
      await gamePages(page, check(page));
    });
    test('the codebreaker and the match', async ({ page }) => {
      test.setTimeout(150_000);
      await computerPages(page, check(page));
    });
  });
}
