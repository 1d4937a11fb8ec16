// axe on every page and state a player reaches, in light and dark colour schemes, at a phone's
// width (360 px) and at a desktop's: zero violations (WCAG 2.0–2.2 A/AA and best practices). The
// journeys through those states are finish.spec.ts's: each state is drawn once there and every
// check runs on it (axe among them), where this file once played the same states a second time
// for axe alone. Here, the checker itself: axe, run in the page, finds what it must (a control
// without a name, text too faint for its background, in the dark scheme only), so zero
// violations means something.
import { test, expect, axeViolations } from './fixtures';

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
