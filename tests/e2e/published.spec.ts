// Published anywhere (SPEC 19, issue 51): the release build made for a sub-path
// (`cargo xtask dist --base /mastermind/`), served as GitHub Pages serves a project site: the
// files under /mastermind/, no fallback to index.html, the site's 404.html (a copy of it) for a
// path with no file, with status 404. Run as the `published` project (playwright.config.ts),
// whose baseURL is the base: every page here is named relative to it (`play/1`, not `/play/1`).
// On every page: no request fails or leaves the base, and no link the page shows leaves it.
import { test as shared, expect, button, flag, hole, playRow, quitGame, revealedKey, expectNoAxeViolations } from './fixtures';
import type { Page, Response } from '@playwright/test';

/** Chrome's console line for a page's own address answered 404 (by 404.html, as GitHub Pages
 *  answers it): the one console error allowed here, and only for a page's own address. */
const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

// The shared fixture fails a test on any console error; here, as above, the 404 of a page's own
// address answered by the game is not one.
const test = shared.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const documents = new Set<string>();
      page.on('response', (r) => {
        if (r.request().isNavigationRequest() && r.status() === 404) documents.add(r.url());
      });
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        if (m.text() === DOCUMENT_404 && documents.has(m.location().url)) return;
        errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'no console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The base the project serves the build under (`/mastermind/`), from its baseURL. */
const baseOf = (baseURL: string | undefined) => new URL(baseURL!).pathname;

/**
 * Watches `page`: every request it makes must succeed and stay under `base`. The one answer with
 * an error status allowed is a page's own address answered by 404.html (GitHub Pages' only way to
 * open a path with no file), and only when that answer is the game.
 */
function watch(page: Page, base: string, origin: string) {
  const problems: string[] = [];
  page.on('requestfailed', (r) => {
    // A navigation the test itself cut short (a new goto) is not a failure of the site.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && !url.pathname.startsWith(base)) problems.push(`outside the base: ${r.url()}`);
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`another origin: ${r.url()}`);
  });
  page.on('response', (r: Response) => {
    // A page's own address answered by 404.html: the test then finds the game there.
    const document = r.request().isNavigationRequest() && r.request().resourceType() === 'document' && r.status() === 404;
    if (r.status() >= 400 && !document) problems.push(`${r.status()}: ${r.url()}`);
  });
  return problems;
}

/** Every same-origin link on the page points under `base`. */
async function linksUnder(page: Page, base: string, what: string) {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const outside = hrefs.filter((h) => new URL(h).origin === origin && !new URL(h).pathname.startsWith(base));
  expect(outside, `${what}: links outside ${base}`).toEqual([]);
  return hrefs.length;
}

/** The page has been taken over by a program (the first paint is gone) under `heading`. */
async function shows(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('#first-paint')).toHaveCount(0);
}

test('home leads to a game, and every page opens from a cold link with its links under the base', async ({ page, baseURL }) => {
  const base = baseOf(baseURL);
  const problems = watch(page, base, new URL(baseURL!).origin);
  await page.goto('');
  await expect(page.getByRole('link', { name: 'Start a game', exact: true })).toBeVisible();
  await linksUnder(page, base, 'home');
  await page.getByRole('link', { name: 'Start a game', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?#]*${base}play/1$`));
  await expect(hole(page, 1, 1)).toBeVisible();
  await shows(page, 'Level I');
  await linksUnder(page, base, 'a game');

  // Cold links, as a friend receives them, and the pages of every program.
  for (const [path, heading] of [
    ['play/1?seed=42', 'Level I'],
    ['daily/2', 'Daily key, level II'],
    ['puzzle/1/daily', /^Puzzle of \d{4}-\d\d-\d\d, level I$/],
    ['variant/bulls-and-cows', 'Bulls and Cows'],
    ['rules', 'Rules'],
    ['scores/1', /High scores/],
    ['data', 'Your data'],
    ['friends', 'Friends'],
    ['data/', 'Your data'],
  ] as const) {
    await page.goto(path);
    await shows(page, heading);
    expect(await linksUnder(page, base, path), `${path} has links`).toBeGreaterThan(0);
  }
  await expect(page).toHaveURL(new RegExp(`${base}data$`));
  await expectNoAxeViolations(page, 'Your data under a sub-path');
  // A path outside the base is not the game's (the host's plain 404).
  expect((await page.request.get(new URL('/play/1', baseURL).href)).status()).toBe(404);
  expect(problems).toEqual([]);
});

test('a reload mid-game keeps the row, and a game ends under the base', async ({ page, baseURL }) => {
  const base = baseOf(baseURL);
  const problems = watch(page, base, new URL(baseURL!).origin);
  await page.goto('play/1?seed=42');
  await quitGame(page);
  const key = await revealedKey(page);
  await button(page, 'Play again').click();
  await expect(page).toHaveURL(new RegExp(`${base}play/1$`));
  await page.goto('play/1?seed=42');
  await playRow(page, ['red', 'red', 'green', 'green']);
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await page.reload();
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await expect(hole(page, 2, 1)).toBeVisible();
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Pages');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'High scores, level I' }).getByText('Pages')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}play/1\\?seed=42$`));
  await page.getByRole('link', { name: 'High scores', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${base}scores/1$`));
  await expect(page.getByRole('table', { name: 'High scores, level I' }).getByText('Pages')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a challenge made on the page points under the base and opens in another browser', async ({ page, browser, baseURL }) => {
  const base = baseOf(baseURL);
  const problems = watch(page, base, new URL(baseURL!).origin);
  await page.goto('challenge');
  await shows(page, 'Challenge a friend');
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of ['blue', 'pink', 'pink', 'red']) await button(page, c).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await button(page, 'Create link').click();
  const link = await page.getByRole('textbox', { name: 'Challenge link' }).inputValue();
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${base}challenge#c1[bcdfghjklmnpqrst]+$`));

  const other = await browser.newContext();
  const friend = await other.newPage();
  const friendProblems = watch(friend, base, new URL(baseURL!).origin);
  await friend.goto(link);
  await shows(friend, 'Challenge from Ana');
  await playRow(friend, ['blue', 'pink', 'pink', 'red']);
  await expect(flag(friend)).toHaveText(/^You won/);
  await linksUnder(friend, base, 'a challenge won');
  await other.close();
  expect([...problems, ...friendProblems]).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the service worker of the base opens its pages offline', async ({ page, context, baseURL }) => {
    const base = baseOf(baseURL);
    await page.goto('');
    await expect(page.getByRole('link', { name: 'Start a game', exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 15_000 })
      .toMatch(new RegExp(`${base}sw\\.js$`));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(new URL(base, baseURL).href);
    await context.setOffline(true);
    for (const [path, heading] of [
      ['play/2?seed=808', 'Level II'],
      ['rules', 'Rules'],
      ['friends', 'Friends'],
      ['', 'Mastermind'],
    ] as const) {
      await page.goto(path);
      await shows(page, heading);
    }
  });
});

test('the build carries what the hosts read, under its base', async ({ request, baseURL }) => {
  const base = baseOf(baseURL);
  const index = await (await request.get('')).text();
  // GitHub Pages' answer to a page's address is index.html itself.
  expect(await (await request.get('404.html')).text()).toBe(index);
  expect((await request.get('.nojekyll')).status()).toBe(200);
  const policy = index.match(/http-equiv="?Content-Security-Policy"? content="([^"]+)"/)?.[1];
  expect(policy).toContain("default-src 'self'");
  const headers = await (await request.get('_headers')).text();
  // The page's policy as a header, with what only a header carries.
  expect(headers).toContain(`${base}*\n  Content-Security-Policy: ${policy}; frame-ancestors 'none'\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n`);
  // Every hashed file the page names is kept for a year; what changes under its name, never.
  const hashed = [...index.matchAll(/[\w-]+-[0-9a-f]{12,16}(?:_bg)?\.(?:js|wasm|css|svg)/g)].map((m) => m[0]);
  expect(hashed.length).toBeGreaterThan(2);
  for (const name of hashed) expect(headers).toContain(`${base}${name}\n  Cache-Control: public, max-age=31536000, immutable\n`);
  for (const name of ['index.html', '404.html', 'sw.js', 'manifest.webmanifest', 'home.js', 'quick_bg.wasm', 'solver_bg.wasm', 'solver_loader.js']) {
    expect(headers).toContain(`${base}${name}\n  Cache-Control: no-cache\n`);
  }
  expect(await (await request.get('_redirects')).text()).toContain(`${base}* ${base}index.html 200\n`);
  // The service worker lists the build's files relative to itself, and none of the hosts'.
  const sw = await (await request.get('sw.js')).text();
  expect(sw).toContain('"index.html"');
  expect(sw).not.toMatch(/"\/|"404\.html"|"_headers"/);
});
