// The README's screenshots, taken afresh on the release build (`cargo xtask screenshots`):
// home for a returning player, a level II game with notes, and the end of a game with its
// analysis. Writes docs/home.png, docs/notes.png and docs/analysis.png. Not a test.
// Usage: node tests/e2e/screenshots.mjs [port]
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = Number(process.argv[2] ?? 4394);
const server = spawn('node', ['tests/e2e/serve.mjs', 'dist', String(port)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const url = (path) => `http://127.0.0.1:${port}${path}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width: 900, height: 1000 }, reducedMotion: 'reduce' });
const button = (name) => page.getByRole('button', { name, exact: true });
async function row(colours) {
  for (const c of colours) await button(c).click();
  await button('Submit guess').click();
}

try {
  // A level II game with two rows and some notes.
  await page.goto(url('/play/2?seed=2026'));
  await button('Row 1, hole 1: empty').waitFor();
  await row(['red', 'red', 'green', 'green', 'blue']);
  await row(['blue', 'yellow', 'yellow', 'turquoise', 'pink']);
  await page.getByRole('checkbox', { name: 'Notes', exact: true }).check();
  for (const name of ['Hole 1: red', 'Hole 2: red', 'Hole 3: green', 'Hole 4: green', 'Hole 5: orange']) {
    await page.getByRole('checkbox', { name }).check();
  }
  await page.locator('.game').screenshot({ path: 'docs/notes.png' });

  // The end of a level I game, with its analysis.
  await page.goto(url('/play/1?seed=7'));
  await button('Quit the game').click();
  const key = (await page.getByText(/^Key: /).textContent()).replace(/^Key: /, '').split(', ');
  await page.goto(url('/play/1?seed=7'));
  await button('Row 1, hole 1: empty').waitFor();
  await row(['red', 'red', 'green', 'green']);
  await row(['blue', 'blue', 'yellow', 'pink']);
  await row(key);
  const dialog = page.getByRole('dialog', { name: 'New high score' });
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('table', { name: 'Analysis' }).getByRole('row').nth(3).waitFor();
  await page.locator('.page').screenshot({ path: 'docs/analysis.png' });

  // Home, with a game to continue.
  await page.goto(url('/'));
  await page.getByRole('link', { name: 'Continue level II' }).waitFor();
  await page.screenshot({ path: 'docs/home.png' });
  console.log('docs/home.png, docs/notes.png, docs/analysis.png written');
} finally {
  await browser.close();
  server.kill();
}
