// Issue 31: index.html's first paint (its script alone: every program's WebAssembly is held back)
// heads, sums up and sizes a game link as the program then does, in every language; a custom
// link whose settings are not a game gets the custom form's heading and no board, as the program
// shows the form. The script's data is generated from the Rust sources (`cargo xtask
// first-paint`); tests/first_paint.rs checks it and runs the script natively for many more links.
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

const WASM = /\.wasm(\?.*)?$/;

const LINKS = [
  '/play/2',
  '/daily/3',
  '/play/custom?pegs=3&colours=5&turns=1&repeats=yes',
  // Without repeats 5 pegs need 5 colours: not a game.
  '/play/custom?pegs=5&colours=4&turns=8&repeats=no',
  // A summary with an apostrophe in English and French (the first paint's words once showed a
  // backslash before it).
  '/variant/colour-game-1',
];

/** The page's heading, its game's summary and its board's rows and holes. */
async function drawn(page: Page) {
  const rows = page.locator('main .board .rows > .row');
  return {
    heading: await page.getByRole('heading', { level: 1 }).textContent(),
    summary: await page.locator('main p.summary').allTextContents(),
    rows: await rows.count(),
    holes: await page.locator('main .board .rows > .row .holes > *').count(),
  };
}

for (const language of ['en', 'pt', 'es', 'fr']) {
  for (const link of LINKS) {
    test(`the first paint of ${link} in ${language} is what the program draws`, async ({ page }) => {
      await page.addInitScript(
        (code) => localStorage.setItem('mastermind.v1.settings', JSON.stringify({ version: 1, language: code })),
        language,
      );
      await page.route(WASM, () => {}); // never answered
      await page.goto(link);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('#first-paint h1')).toHaveCount(1);
      const first = await drawn(page);
      expect(first.heading).not.toBe('');

      await page.unroute(WASM);
      await page.goto(link);
      await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await drawn(page)).toEqual(first);
    });
  }
}
