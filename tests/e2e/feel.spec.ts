// How the game feels (issue 24, SPEC 13): motion that is decorative, short and off when the
// player asks for less, with every text changing at once; tables that fit their page at phone and
// desktop widths, scrolling inside their own named region when wider than a phone.
import { test, expect, button, playRow, keyOfSeed, expectNoAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';

/** Starts recording every CSS animation that starts on the page: its name, its element's
 *  classes, whether that element is decorative, and its delay plus duration in ms. */
const record = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { seen: unknown[] };
    w.seen = [];
    document.addEventListener('animationstart', (e) => {
      const target = e.target as Element;
      const style = getComputedStyle(target);
      const ms = (v: string) => Math.max(...v.split(',').map((x) => parseFloat(x) * (x.trim().endsWith('ms') ? 1 : 1000)));
      w.seen.push({
        name: e.animationName,
        classes: target.getAttribute('class') ?? '',
        hidden: target.closest('[aria-hidden="true"]') !== null || target.matches('.peg, .peg *'),
        end: ms(style.animationDelay) + ms(style.animationDuration),
      });
    });
  });

type Seen = { name: string; classes: string; hidden: boolean; end: number };
const seen = (page: Page): Promise<Seen[]> => page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);

/** Every animation running or pending now. */
const animations = (page: Page) => page.evaluate(() => document.getAnimations().map((a) => String(a.id)));

test('marks come in one by one, a peg drops in and a win celebrates, within 600 ms and with the texts at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const key = await keyOfSeed(page, 1, '77');
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await record(page);
  await button(page, 'Row 1, hole 1: empty').click();
  await button(page, 'red').click();
  await expect.poll(async () => (await seen(page)).some((a) => a.name === 'peg-drop'), { message: 'a placed peg drops in' }).toBe(true);
  const miss = key.join() === 'green,green,blue,blue' ? ['pink', 'pink', 'pink', 'pink'] : ['green', 'green', 'blue', 'blue'];
  await button(page, 'Row 1, hole 1: red').click();
  for (const c of miss) await button(page, c).click();
  await button(page, 'Submit guess').click();
  // The row's text is there at once, while its marks are still coming in.
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached({ timeout: 100 });
  await expect.poll(async () => (await seen(page)).filter((a) => a.name === 'mark-in').length).toBe(4);
  await playRow(page, key);
  await expect(page.getByRole('status')).toHaveText(/^You won in 2 turns/, { timeout: 100 });
  await expect.poll(async () => (await seen(page)).some((a) => a.name === 'flag-wave'), { message: 'the flag waves' }).toBe(true);
  await expect.poll(async () => (await seen(page)).filter((a) => a.name === 'win-pop').length).toBe(4);
  for (const a of await seen(page)) {
    expect(a.end, `${a.name} on ${a.classes} lasts at most 600 ms`).toBeLessThanOrEqual(600);
    expect(a.hidden || a.classes.includes('flag-icon'), `${a.name} moves a decorative element`).toBe(true);
  }
});

test('with reduced motion asked for, nothing moves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const key = await keyOfSeed(page, 1, '78');
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await record(page);
  await playRow(page, key);
  await expect(page.getByRole('status')).toHaveText(/^You won in 1 turn/);
  expect(await animations(page)).toEqual([]);
  expect(await seen(page)).toEqual([]);
});

for (const [width, height] of [
  [360, 740],
  [1280, 800],
]) {
  test(`the Analysis, high-score and statistics tables fit at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const key = await keyOfSeed(page, 2, '5');
    await playRow(page, ['red', 'red', 'green', 'green', 'blue']);
    await playRow(page, key);
    const dialog = page.getByRole('dialog', { name: 'New high score' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('A player with a long name, to see it wrap');
    await button(page, 'Save').click();
    await expect(page.getByRole('table', { name: 'High scores, level II', exact: true })).toBeVisible();
    await fits(page, 'High scores, level II', width);
    await page.goto('/play/2');
    await expect(page.getByRole('table', { name: 'Analysis' }).getByRole('row')).toHaveCount(3);
    await fits(page, 'Analysis', width);
    // At desktop width the analysis needs no scrolling at all: its last column is in view.
    if (width >= 1280) {
      const region = page.getByRole('region', { name: 'Analysis' });
      expect(await region.evaluate((r) => r.scrollWidth <= r.clientWidth)).toBe(true);
    }
    await expectNoAxeViolations(page, `the analysis at ${width} px`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page, `the analysis at ${width} px, dark`);
    await page.goto('/stats/2');
    await fits(page, 'Turns per win, level II', width);
    await expectNoAxeViolations(page, `the statistics at ${width} px, dark`);
  });
}

/** The table named `name` sits in a keyboard-reachable region of the same name, which stays
 *  within the page; the page itself never scrolls sideways; the table is either whole in view
 *  or scrolls inside its region. */
async function fits(page: Page, name: string, width: number) {
  const region = page.getByRole('region', { name, exact: true });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.getByRole('table', { name, exact: true })).toBeVisible();
  const box = await region.evaluate((r) => {
    const b = r.getBoundingClientRect();
    return { left: b.left, right: b.right, scroll: r.scrollWidth, client: r.clientWidth };
  });
  expect(box.left, `${name} starts in the page`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${name} ends in the page`).toBeLessThanOrEqual(width);
  const page_overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(page_overflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
  if (box.scroll > box.client) {
    // Wider than its page: the region scrolls to its last column.
    await region.evaluate((r) => (r.scrollLeft = r.scrollWidth));
    const last = await region.evaluate((r) => {
      const cells = r.querySelectorAll('tr:first-child th');
      const c = cells[cells.length - 1].getBoundingClientRect();
      const b = r.getBoundingClientRect();
      return { right: c.right, edge: b.right };
    });
    expect(last.right, `${name}'s last column scrolls into view`).toBeLessThanOrEqual(last.edge + 1);
  }
}

test('notes cross colours out, stay after a reload and a language switch, and are no aid', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const key = await keyOfSeed(page, 1, '9');
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Notes', exact: true }).check();
  const notes = page.getByRole('table', { name: 'Notes' });
  await expect(notes).toBeVisible();
  await expect(notes.getByRole('checkbox')).toHaveCount(4 * 6);
  await notes.getByRole('checkbox', { name: 'Hole 2: blue' }).check();
  await notes.getByRole('checkbox', { name: 'Hole 4: pink' }).check();
  await notes.getByRole('checkbox', { name: 'Hole 4: pink' }).uncheck();
  // It fits a phone: no sideways scrolling of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'the notes at 360 px');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'the notes at 360 px, dark');
  await page.reload();
  await expect(page.getByRole('table', { name: 'Notes' }).getByRole('checkbox', { name: 'Hole 2: blue' })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Notes' }).getByRole('checkbox', { name: 'Hole 4: pink' })).not.toBeChecked();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
  await expect(page.getByRole('table', { name: 'Notas' }).getByRole('checkbox', { name: 'Buraco 2: azul' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  // Not an aid: a win with notes still enters the high scores.
  await playRow(page, key);
  await expect(page.getByRole('dialog', { name: 'New high score' })).toBeVisible();
});
