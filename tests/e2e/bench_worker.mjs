// The solver's latency where it runs for players: in its web worker, in headless Chromium, on
// the release build. Plays games of random keys (a fixed seed) at each level by sending the
// worker the page's own `next_guess` requests, and prints the time from each request to its
// answer (p50, p95, max). A measurement, never a test: `cargo xtask bench` runs it after
// `trunk build --release`. Usage: node tests/e2e/bench_worker.mjs [port] [games at I,II,III]
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = Number(process.argv[2] ?? 4391);
const games = (process.argv[3] ?? '300,100,60').split(',').map(Number);
const server = spawn('node', ['tests/e2e/serve.mjs', 'dist', String(port)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  const results = await page.evaluate(async (games) => {
    const palette = ['red', 'green', 'blue', 'yellow', 'turquoise', 'pink', 'orange', 'purple'];
    const levels = [['I', 4, 6], ['II', 5, 7], ['III', 6, 8]];
    let seed = 20261123;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const feedback = (key, guess) => {
      let black = 0;
      const k = {}, g = {};
      key.forEach((c, i) => {
        if (c === guess[i]) black++;
        else { k[c] = (k[c] ?? 0) + 1; g[guess[i]] = (g[guess[i]] ?? 0) + 1; }
      });
      const white = Object.keys(g).reduce((w, c) => w + Math.min(g[c], k[c] ?? 0), 0);
      return { black, white };
    };
    const worker = new Worker('/solver_loader.js');
    const replies = [];
    let wake = null;
    worker.onmessage = (e) => { replies.push(JSON.parse(e.data)); wake?.(); };
    const next = () => new Promise((r) => { if (replies.length) r(replies.shift()); else wake = () => { wake = null; r(replies.shift()); }; });
    const ready = await next();
    if (ready !== 'ready') throw new Error(`the worker said ${JSON.stringify(ready)}`);
    const out = [];
    let id = 0;
    for (const [i, [level, pegs, colours]] of levels.entries()) {
      const times = [];
      let guesses = 0;
      for (let g = 0; g < games[i]; g++) {
        const key = Array.from({ length: pegs }, () => palette[Math.floor(random() * colours)]);
        const rows = [];
        for (;;) {
          const start = performance.now();
          worker.postMessage(JSON.stringify({ id: ++id, task: { next_guess: { level, rows } } }));
          const reply = await next();
          times.push(performance.now() - start);
          const guess = reply.done.answer.guess;
          const fb = feedback(key, guess);
          rows.push({ guess, feedback: fb });
          guesses++;
          if (fb.black === pegs || rows.length > 20) break;
        }
      }
      times.sort((a, b) => a - b);
      const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
      out.push({ level, games: games[i], guesses, p50: at(0.5), p95: at(0.95), max: times[times.length - 1] });
    }
    worker.terminate();
    return out;
  }, games);
  console.log('| level | games | guesses timed | p50 | p95 | max |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.level} | ${r.games} | ${r.guesses} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.max.toFixed(1)} ms |`);
  }
} finally {
  await browser.close();
  server.kill();
}
