// How long `Hint` takes as a player meets it: in the page, on the release build, from the click
// to the active row filled with the hint's pegs (a MutationObserver sees it). Games of seeded
// keys at level III with the solver's aids on; after each row the player "thinks" for a while
// before asking (0 ms: asks at once, the work ahead has had no time; 1 000 ms: reads the marks
// first). Prints p50, p95 and max per think time. A measurement, never a test: `cargo xtask
// bench hints` runs it after `trunk build --release`.
// Usage: node tests/e2e/bench_hints.mjs [port] [games] [level]
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = Number(process.argv[2] ?? 4393);
const games = Number(process.argv[3] ?? 12);
const level = Number(process.argv[4] ?? 3);
const server = spawn('node', ['tests/e2e/serve.mjs', 'dist', String(port)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});

/** Plays one game with hints and gives the click-to-filled times, in ms. */
async function play(page, seed, think) {
  await page.goto(`http://127.0.0.1:${port}/play/${level}?seed=${seed}`);
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'Hint', exact: true }).waitFor();
  return page.evaluate(async (think) => {
    const times = [];
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const hint = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Hint');
    for (let turn = 0; turn < 20; turn++) {
      const row = document.querySelector('.row.active');
      if (!row || !hint.isConnected) break;
      await sleep(think);
      const holes = [...row.querySelectorAll('.hole')];
      const filled = new Promise((resolve) => {
        const check = () => {
          const all = holes.every((h) => h.classList.contains('filled'));
          if (all) resolve(performance.now());
          return all;
        };
        const observer = new MutationObserver(() => check() && observer.disconnect());
        observer.observe(row, { subtree: true, attributes: true, childList: true });
      });
      const start = performance.now();
      hint.click();
      times.push((await filled) - start);
      row.querySelector('button.submit').click();
      await sleep(0);
      if (!document.querySelector('.row.active')) break;
    }
    return times;
  }, think);
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
try {
  const page = await browser.newPage();
  console.log(`Hint, click to row filled, level ${['', 'I', 'II', 'III'][level]}, ${games} seeded games each:`);
  console.log('think before asking   hints   p50 (ms)   p95 (ms)   max (ms)');
  for (const think of [0, 1000]) {
    const times = [];
    for (let seed = 1; seed <= games; seed++) times.push(...(await play(page, seed, think)));
    const f = (x) => x.toFixed(1).padStart(9);
    console.log(`${String(think).padStart(8)} ms           ${String(times.length).padStart(5)} ${f(pct(times, 50))}  ${f(pct(times, 95))}  ${f(Math.max(...times))}`);
  }
} finally {
  await browser.close();
  server.kill();
}
