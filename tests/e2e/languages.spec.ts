// The whole game links English's words and fetches another language's as a text beside its
// program (public/paint/words.<code>.txt, issue 53): once, in the player's language, on whichever
// page; a language chosen later is fetched then and shown once it has arrived; a text that cannot
// be had or read leaves the page in the language it shows, never broken.
import { test, expect, expectNoAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';

/** The languages' texts a page fetched, by their file's name. */
function wordsRequests(page: Page): string[] {
  const words: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/paint/words.')) words.push(url.pathname);
  });
  return words;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const control = (page: Page, name = 'Language') => page.getByRole('combobox', { name });
const stored = (language: string) => JSON.stringify({ version: 1, language });

test('English fetches no words; a stored language\'s come once, beside the whole game', async ({ page, consoleErrors }) => {
  const words = wordsRequests(page);
  await page.goto('/stats/1');
  await expect(heading(page)).toHaveText(/^Statistics/);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  expect(words).toEqual([]);

  await page.evaluate((value) => localStorage.setItem('mastermind.v1.settings', value), stored('fr'));
  await page.goto('/stats/1');
  await expect(heading(page)).toHaveText(/^Statistiques/);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(words).toEqual(['/paint/words.fr.txt']);
  // The file's name carries the build's version (a cached text of another build never stands in).
  const version = await page.evaluate(() => [...document.scripts].map((s) => s.textContent).join('').match(/\.txt\?v=([0-9a-f]+)/)?.[1]);
  expect(version).toMatch(/^[0-9a-f]{16}$/);
  // A page within the whole game fetches nothing more.
  await page.getByRole('link', { name: 'Mastermind', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Jouer', exact: true })).toBeVisible();
  expect(words).toEqual(['/paint/words.fr.txt']);
  await expectNoAxeViolations(page, 'home in French, its words fetched');
  expect(consoleErrors).toEqual([]);
});

test('a language chosen on a page comes then, and is shown once it has arrived', async ({ page, consoleErrors }) => {
  const words = wordsRequests(page);
  // The words held on their way, to see the page while they come.
  let release = () => {};
  const held = new Promise<void>((done) => { release = done; });
  await page.route('**/paint/words.es.txt*', async (route) => { await held; await route.continue(); });
  await page.goto('/stats/1');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await control(page).selectOption({ label: 'Español' });
  // Until they arrive the page stays whole in English, the control busy.
  await expect(control(page)).toHaveAttribute('aria-busy', 'true');
  await expect(heading(page)).toHaveText(/^Statistics/);
  release();
  await expect(heading(page)).toHaveText(/^Estadísticas/);
  await expect(control(page, 'Idioma')).not.toHaveAttribute('aria-busy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The control keeps the focus through the page drawn again in the language.
  await expect(control(page, 'Idioma')).toBeFocused();
  await expect(control(page, 'Idioma')).toHaveValue('es');
  expect(words).toEqual(['/paint/words.es.txt']);
  // Back to English (its words are the program's own) and again to Spanish: nothing fetched.
  await control(page, 'Idioma').selectOption({ label: 'English' });
  await expect(heading(page)).toHaveText(/^Statistics/);
  await control(page).selectOption({ label: 'Español' });
  await expect(heading(page)).toHaveText(/^Estadísticas/);
  expect(words).toEqual(['/paint/words.es.txt']);
  // The choice is remembered: the next visit starts in it.
  await page.reload();
  await expect(heading(page)).toHaveText(/^Estadísticas/);
  expect(consoleErrors).toEqual([]);
});

test('words that cannot be had or read leave the page as it is, in a language it has', async ({ page, consoleErrors }) => {
  // Another build's text (or anything that is not this build's words) is refused.
  await page.route('**/paint/words.pt.txt*', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'pt\u001e0123456789abcdef\u001eOlá' }));
  // A host that cannot send the file, and one that never answers (given up after 6 s).
  await page.route('**/paint/words.fr.txt*', (route) => route.abort());
  await page.route('**/paint/words.es.txt*', () => {});
  await page.goto('/stats/1');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  for (const label of ['Português', 'Français', 'Español']) {
    await control(page).selectOption({ label });
    // The control says the language still shown, and the page still works in it.
    await expect(control(page)).toHaveValue('en', { timeout: 10_000 });
    await expect(control(page)).not.toHaveAttribute('aria-busy');
    await expect(heading(page)).toHaveText(/^Statistics/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  // A language not shown is not remembered.
  expect(await page.evaluate(() => localStorage.getItem('mastermind.v1.settings') ?? '')).not.toMatch(/"(pt|fr|es)"/);
  // A stored language whose words cannot be had: the page starts in English, whole.
  await page.evaluate((value) => localStorage.setItem('mastermind.v1.settings', value), stored('fr'));
  await page.goto('/scores/2');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(heading(page)).toHaveText(/^High scores/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Once the words can be had again, the stored language is the page's.
  // (The route that never answers has a request still held: not waited for.)
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(heading(page)).toHaveText(/^Meilleurs scores/);
  // The refused fetches are reported on the console: those are expected, and nothing else.
  const others = consoleErrors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e));
  consoleErrors.length = 0;
  expect(others).toEqual([]);
});
