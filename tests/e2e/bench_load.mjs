// How a phone meets a page for the first time: cold loads of the release build in headless
// Chromium under Lighthouse's mobile profile (slow 4G: 1.6 Mbps down, 675 Kbps up, 150 ms round
// trips; CPU 4× slower), cache disabled, service workers blocked. For each page, the time from
// the navigation to a usable page and the bytes transferred until then; the median of the runs.
// A measurement, never a test: `cargo xtask bench load` runs it after `trunk build --release`.
// Usable: for a game link (a level's, a daily or past daily key, a challenge, a puzzle), the first
// digit key that places a peg (keys are pressed every 25 ms from the start), on the quick board;
// for a page of words (the Rules, the Variants, the Puzzles, the introduction, Learn to play), its
// words in place (its first paint's fragment, or the program's page, whichever comes first: a
// heading and no `Loading…`); for a reply link, the reply's page drawn (its heading, by its own
// program or the whole game); for any other page, the program's own content in place of the
// first paint. For a game link, also when the whole game has taken over from the quick board
// (the first paint gone, its pegs on the program's board); for a page of words or a reply, when
// the whole game has taken over from its first paint.
// Usage: node tests/e2e/bench_load.mjs [port] [runs] [--gzip] (--gzip: a host that sends gzip
// only, not the build's brotli copies); BENCH_PAGES=<regular expression> times only the pages
// whose names match, BENCH_DIST=<folder> another build than dist/.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = Number(process.argv[2] ?? 4392);
const runs = Number(process.argv[3] ?? 5);
// A past date's daily key: yesterday's (UTC).
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const pages = [
  { name: 'home', path: '/' },
  { name: 'a seeded game link', path: '/play/1?seed=42', game: true },
  { name: 'a daily game link', path: '/daily/2', game: true },
  { name: 'a past daily key', path: `/daily/2?date=${yesterday}`, game: true },
  // The challenge link's fragment is made on the challenge form before the runs.
  { name: 'a challenge link', path: '/challenge', challenge: true, game: true },
  { name: 'the puzzle of the day', path: '/puzzle/1/daily', game: true },
  { name: 'a practice puzzle', path: '/puzzle/2?seed=7&difficulty=medium', game: true },
  { name: "a past date's puzzle of the day", path: `/puzzle/3/daily?date=${yesterday}`, game: true },
  { name: 'the Rules page', path: '/rules', words: true },
  { name: 'the Variants page', path: '/variant', words: true },
  { name: 'the Puzzles page', path: '/puzzles', words: true },
  { name: 'the introduction', path: '/play', words: true },
  { name: 'Learn to play', path: '/learn', words: true },
  { name: 'a variant link', path: '/variant/number?seed=3', game: true },
  // Bea's reply to Ana's key (tests/web/reply_view.rs holds the fixture): its own small program.
  { name: 'a reply link', path: '/reply#r1bhldtthcnbqrmtgfmllllkljckdmcjnhkmrhgdmknqtghfjqfrpljgsslhkdgd', reply: true },
  // Pages of the whole game with neither a board nor a first paint of their own words (before
  // issue 53 the last four were a second program's).
  { name: 'High scores', path: '/scores/1' },
  { name: 'Statistics', path: '/stats/1' },
  { name: 'Your data', path: '/data' },
  { name: 'Friends', path: '/friends' },
  { name: 'Past puzzles', path: '/puzzles/past' },
  { name: 'The computer breaks your key', path: '/computer' },
  // A French browser (issue 53): the whole game links English's words alone and fetches French's
  // beside its wasm.
  { name: 'Statistics, in French', path: '/stats/1', locale: 'fr-FR' },
  { name: 'a seeded game link, in French', path: '/play/1?seed=42', game: true, locale: 'fr-FR' },
];
const gzipOnly = process.argv.includes('--gzip');
const server = spawn('node', ['tests/e2e/serve.mjs', process.env.BENCH_DIST ?? 'dist', String(port), ...(gzipOnly ? ['--gzip'] : [])], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});

// In the page, before any of its scripts: the time (from the navigation's start) when it became
// usable, as a MutationObserver sees it.
const probe = ([game, words, reply]) => {
  const done = () => {
    const gone = !document.getElementById('first-paint');
    if (window.__usable === undefined) {
      const ready = game
        ? document.querySelector('.row.active .hole.filled')
        : words
          ? document.querySelector('main .page h1') && !document.querySelector('main .loading')
          : reply
            ? document.querySelector('main .reply-page h1')
            : gone && document.querySelector('main h1');
      if (ready) window.__usable = performance.now();
    }
    if (game && window.__full === undefined && gone && document.querySelector('.row .hole.filled')) window.__full = performance.now();
    if ((words || reply) && window.__full === undefined && gone && document.querySelector('main h1')) window.__full = performance.now();
  };
  new MutationObserver(done).observe(document, { childList: true, subtree: true, attributes: true });
};

async function once(path, game, words, reply, locale) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...(locale ? { locale } : {}) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // CDP times responses on a monotonic clock: the page's request gives its offset to wall time.
  const bytes = [];
  let offset;
  cdp.on('Network.requestWillBeSent', (e) => (offset ??= e.wallTime - e.timestamp));
  cdp.on('Network.loadingFinished', (e) => bytes.push([e.timestamp, e.encodedDataLength]));
  await page.addInitScript(probe, [game, words, reply]);
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'commit' });
  const deadline = Date.now() + 30_000;
  let usable;
  while (usable === undefined && Date.now() < deadline) {
    if (game) await page.keyboard.press('1').catch(() => {});
    await page.waitForTimeout(25);
    usable = await page.evaluate(() => window.__usable).catch(() => undefined);
  }
  let full;
  while ((game || words || reply) && full === undefined && Date.now() < deadline) {
    await page.waitForTimeout(25);
    full = await page.evaluate(() => window.__full).catch(() => undefined);
  }
  // The bytes of every response that ended before the page was usable.
  const start = await page.evaluate(() => performance.timeOrigin);
  await context.close();
  if (usable === undefined) throw new Error(`${path}: not usable after 30 s`);
  const end = (start + usable) / 1000 - offset;
  const transferred = bytes.filter(([t]) => t <= end + 0.05).reduce((sum, [, n]) => sum + n, 0);
  return { ms: usable, bytes: transferred, full };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** A challenge link's path and fragment, made on the challenge form (level I, a key of four). */
async function challengeLink() {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/challenge`);
  const button = (name) => page.getByRole('button', { name, exact: true });
  await button('Secret, hole 1: empty').click();
  for (const c of ['red', 'green', 'blue', 'yellow']) await button(c).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await button('Create link').click();
  const link = new URL(await page.getByRole('textbox', { name: 'Challenge link' }).inputValue());
  await context.close();
  return link.pathname + link.hash;
}

try {
  for (const p of pages) if (p.challenge) p.path = await challengeLink();
  console.log(`Cold loads (${gzipOnly ? "gzip only" : "brotli"}), slow 4G (1.6 Mbps, 150 ms) and CPU 4× slower, median of ${runs}:`);
  console.log('page                      path                 usable (ms)   KB transferred   runs (ms)   [whole game in place (ms)]');
  const only = new RegExp(process.env.BENCH_PAGES ?? '');
  for (const { name, path, game, words, reply, locale } of pages.filter((p) => only.test(p.name))) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await once(path, game, words, reply, locale));
    const ms = median(results.map((r) => r.ms));
    const kb = median(results.map((r) => r.bytes)) / 1000;
    const full = game || words || reply ? `   [${median(results.map((r) => r.full)).toFixed(0)}: ${results.map((r) => r.full.toFixed(0)).join(', ')}]` : '';
    console.log(`${name.padEnd(25)} ${(path.length > 36 ? `${path.slice(0, 33)}…` : path).padEnd(20)} ${ms.toFixed(0).padStart(11)} ${kb.toFixed(1).padStart(16)}   ${results.map((r) => r.ms.toFixed(0)).join(', ')}${full}`);
  }
} finally {
  await browser.close();
  server.kill();
}
