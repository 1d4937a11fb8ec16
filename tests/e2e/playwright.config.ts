// End-to-end tests: Playwright drives Debian's Chromium against the release build (dist/),
// served on localhost by serve.mjs. Run through `cargo xtask test` (which builds dist/ first).
import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
// Another build can be served with E2E_DIST (two people testing two builds on one machine).
const dist = process.env.E2E_DIST ?? 'dist';
// The build published under a sub-path (SPEC 19: `cargo xtask dist --base /mastermind/`, made by
// `cargo xtask test` beside dist/), served by GitHub Pages' rules: no fallback, 404.html.
const pagesPort = Number(process.env.E2E_PAGES_PORT ?? 4174);
const pagesDist = process.env.E2E_PAGES_DIST ?? 'target/dist-pages';
const pagesBase = process.env.E2E_PAGES_BASE ?? '/mastermind/';
const root = path.resolve(__dirname, '../..');

export default defineConfig({
  testDir: '.',
  outputDir: 'results',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // The service worker would serve every test from its cache; offline.spec.ts allows it.
    serviceWorkers: 'block',
    // A failed test keeps its trace (each action, the console, the network, the sources) beside
    // its screenshot. Without the DOM snapshots and the screencast, which a trace takes of every
    // action of every test, passing or not: they cost a third of the tier (131 s against 92 s
    // for three specs, issue 53), and the failure's screenshot shows the page.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    // Every spec on the build at a domain's root, as `cargo xtask serve` serves it.
    { name: 'root', testIgnore: /(published|longtasks)\.spec\.ts$/ },
    // The journey of SPEC 19 on the build under a sub-path: its pages are named relative to
    // the base (`page.goto('play/1')`).
    {
      name: 'published',
      testMatch: /published\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${pagesPort}${pagesBase}` },
    },
    // The page's own long tasks, timed once everything else has run: alone on the machine, a
    // task is the page's work, not another browser's share of the two cores.
    { name: 'quiet', testMatch: /longtasks\.spec\.ts$/, dependencies: ['root', 'published'] },
  ],
  webServer: [
    {
      command: `node tests/e2e/serve.mjs ${dist} ${port}`,
      cwd: root,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node tests/e2e/serve.mjs ${pagesDist} ${pagesPort} --pages --base ${pagesBase}`,
      cwd: root,
      url: `http://127.0.0.1:${pagesPort}${pagesBase}`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
