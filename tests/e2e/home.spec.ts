// Home leads to the board (issue 32): one primary link starts a level I game in one click, the
// site's links sit in three labelled groups under their SPEC 7.1 names, each link a target of at
// least 24 px; on a desktop the drawn game stands beside the way in and the groups side by side,
// on a phone everything is one column and nothing overflows; axe finds nothing, light or dark.
import { test, expect, button, expectNoAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';

const home = (page: Page) => page.locator('.page.home');

const GROUPS = {
  'Ways to play': ['Play', 'Variants', 'Puzzles', 'Learn to play', 'Rules'],
  'With a friend or the computer': ['Challenge a friend', 'Friends', 'Two players', 'Computer breaks my key', 'Match'],
  'Your records': ['High scores', 'Statistics', 'Your data'],
};

test('one click on home starts a level I game', async ({ page }) => {
  await page.goto('/');
  const start = home(page).getByRole('link', { name: 'Start a game', exact: true });
  await expect(start).toHaveAttribute('href', '/play/1');
  await expect(home(page).locator('a.primary')).toHaveCount(1);
  await start.click();
  await expect(page).toHaveURL(/\/play\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level I');
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
});

test('home groups its links under headings, with their SPEC names, one Daily key link', async ({ page }) => {
  await page.goto('/');
  for (const [heading, links] of Object.entries(GROUPS)) {
    const group = home(page).getByRole('navigation', { name: heading, exact: true });
    await expect(group.getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(group.getByRole('link')).toHaveText(links);
  }
  await expect(home(page).getByRole('link', { name: 'Daily key', exact: true })).toHaveAttribute('href', '/daily');
  await expect(home(page).getByRole('link', { name: /Daily key/ })).toHaveCount(1);
});

for (const [width, height] of [[390, 844], [1280, 900]]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`home at ${width} px, ${scheme}: no axe violation, no overflow, targets of 24 px`, async ({ page }, info) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await expect(home(page).locator('a.primary')).toBeVisible();
      await expectNoAxeViolations(page, `home at ${width} px, ${scheme}`);
      // Nothing wider than the window.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Every link of the page's body is at least 24 px tall and wide.
      for (const link of await home(page).getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.height, `${await link.textContent()}'s height`).toBeGreaterThanOrEqual(24);
        expect(box.width, `${await link.textContent()}'s width`).toBeGreaterThanOrEqual(24);
      }
      const board = (await home(page).locator('svg.home-board').boundingBox())!;
      const start = (await home(page).locator('a.primary').boundingBox())!;
      const tops = await home(page).locator('.home-group').evaluateAll((groups) => groups.map((g) => Math.round(g.getBoundingClientRect().top)));
      if (width >= 1280) {
        // The drawn game beside the way in, the groups side by side.
        expect(board.x + board.width).toBeLessThan(start.x);
        expect(start.y).toBeLessThan(board.y + board.height);
        expect(new Set(tops).size).toBe(1);
      } else {
        // One column: the way in under the drawn game, the groups one under the other.
        expect(start.y).toBeGreaterThan(board.y + board.height);
        expect(new Set(tops).size).toBe(3);
      }
      await page.screenshot({ path: info.outputPath(`home-${width}-${scheme}.png`), fullPage: true });
    });
  }
}

for (const width of [390, 1280]) {
  test(`at ${width} px the first paint puts home's title and pitch where the program draws them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const boxes = async () => ({
      title: await page.locator('main h1').boundingBox(),
      lead: await page.locator('main .page.home > .lead').boundingBox(),
    });
    await page.route(/\.wasm(\?.*)?$/, () => {}); // never answered: the first paint stays
    await page.goto('/');
    await expect(page.locator('#first-paint .page.home > .lead')).toBeVisible();
    const painted = await boxes();
    await page.unroute(/\.wasm(\?.*)?$/);
    await page.goto('/');
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(home(page).locator('a.primary')).toBeVisible();
    expect(await boxes()).toEqual(painted);
  });
}
