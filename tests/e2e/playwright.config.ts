// End-to-end tests: Playwright drives Debian's Chromium against the release build (dist/),
// served on localhost by serve.mjs. Run through `cargo xtask test` (which builds dist/ first).
import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
// Another build can be served with E2E_DIST (two people testing two builds on one machine).
const dist = process.env.E2E_DIST ?? 'dist';

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
    trace: 'retain-on-failure',
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
  webServer: {
    command: `node tests/e2e/serve.mjs ${dist} ${port}`,
    cwd: path.resolve(__dirname, '../..'),
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
