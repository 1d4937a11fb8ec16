// Two programs (issue 14): the home page has its own small one, so a first visit is interactive
// long before the whole game could have arrived; every other page, and every link out of home,
// starts the whole game. What each visit fetches is checked here; `cargo xtask size` weighs it.
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

/** Paths of the WebAssembly files a page fetched. */
function wasmRequests(page: Page): string[] {
  const wasm: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.wasm')) wasm.push(path);
  });
  return wasm;
}

test('home fetches only its own program; its links start the whole game, in the chosen language', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mastermind');
  expect(wasm).toEqual(['/home_bg.wasm']);

  // The language chosen on home is the whole game's too.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Português' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.getByRole('link', { name: 'Jogar', exact: true }).click();
  await expect(page).toHaveURL(/\/play$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escolher um nível');
  expect(wasm).toEqual(['/home_bg.wasm', expect.stringMatching(/^\/mastermind-[0-9a-f]+_bg\.wasm$/)]);

  // Home within the whole game is a page of it, not a new load.
  await page.getByRole('link', { name: 'Mastermind', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Jogar', exact: true })).toBeVisible();
  expect(wasm).toHaveLength(2);
});

test('a deep link starts the whole game and never the home page program', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto('/play/1');
  await expect(page.getByRole('button', { name: 'Row 1, hole 1: empty', exact: true })).toBeVisible();
  expect(wasm).toEqual([expect.stringMatching(/^\/mastermind-[0-9a-f]+_bg\.wasm$/)]);
});
