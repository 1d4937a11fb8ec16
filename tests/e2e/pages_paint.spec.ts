// Issue 43: the pages of words (the Rules, the Variants, the Puzzles, the introduction, Learn to
// play) show their words before the whole game arrives: index.html's loader fetches the page's
// fragment (public/paint/, generated from the catalogue by `cargo xtask first-paint`) in the
// player's language and draws it once the page is parsed. With every program's WebAssembly held back, each
// page's heading and first text show, in English and in Portuguese, and axe finds nothing; with
// the whole game let in once the fragment is drawn, it takes over without a layout shift and the
// page's controls work.
import { test, expect, button, expectNoAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';

const WASM = /\.wasm(\?.*)?$/;

type Words = { heading: string; text: RegExp };
const PAGES: { path: string; en: Words; pt: Words; works: (page: Page) => Promise<void> }[] = [
  {
    path: '/rules',
    en: { heading: 'Rules', text: /^The computer hides a key: a row of coloured pegs\./ },
    pt: { heading: 'Regras', text: /^O computador esconde uma chave/ },
    works: async (page) => {
      const example = page.locator('.worked').first();
      await example.getByRole('button', { name: 'Next' }).click();
      await expect(example.locator('.step')).toHaveText(/^Turn 1 of /);
    },
  },
  {
    path: '/variant',
    en: { heading: 'Variants', text: /^The same game with other sizes/ },
    pt: { heading: 'Variantes', text: /^O mesmo jogo com outros tamanhos/ },
    works: async (page) => {
      await page.getByRole('link', { name: 'Play Mini Mastermind' }).click();
      await expect(page).toHaveURL(/\/variant\/mini$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mini Mastermind');
    },
  },
  {
    path: '/puzzles',
    en: { heading: 'Puzzles', text: /^A puzzle is a board on which a few rows have been played/ },
    pt: { heading: 'Quebra-cabeças', text: /^Um quebra-cabeças é um tabuleiro/ },
    works: async (page) => {
      await page.getByRole('combobox', { name: 'Level' }).selectOption('2');
      await expect(page.getByRole('link', { name: 'Print puzzles' })).toHaveAttribute('href', /level=2/);
    },
  },
  {
    path: '/play',
    en: { heading: 'Choose a level', text: /^Each level hides a longer key/ },
    pt: { heading: 'Escolher um nível', text: /^Cada nível esconde uma chave mais longa/ },
    works: async (page) => {
      const hard = page.getByRole('checkbox', { name: 'Hard mode' });
      await hard.check();
      await expect(hard).toBeChecked();
    },
  },
  {
    path: '/learn',
    en: { heading: 'Learn to play', text: /^A game of level I with a key picked for learning/ },
    pt: { heading: 'Aprender a jogar', text: /^Um jogo do nível I com uma chave escolhida/ },
    works: async (page) => {
      await button(page, 'red').click();
      await expect(button(page, 'Row 1, hole 1: red')).toBeVisible();
    },
  },
];

const store = (page: Page, language: string) =>
  page.addInitScript(
    (code) => localStorage.setItem('mastermind.v1.settings', JSON.stringify({ version: 1, language: code })),
    language,
  );

for (const { path, en, pt } of PAGES) {
  for (const [language, words] of [['en', en], ['pt', pt]] as const) {
    test(`${path}: its first paint shows its words in ${language} before any program`, async ({ page }) => {
      await store(page, language);
      await page.route(WASM, () => {}); // never answered
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const first = page.locator('#first-paint');
      await expect(first.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      await expect(first.locator('main p').filter({ hasText: words.text }).first()).toBeVisible();
      if (language === 'en') await expectNoAxeViolations(page, `${path}'s first paint`);
    });
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const { path, en, works } of PAGES) {
    test(`${path} at ${viewport.width} px: the whole game takes over from the first paint without a shift`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        (window as any).__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as any[]) if (!e.hadRecentInput) (window as any).__shifts.push(e.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The whole game's WebAssembly only once the fragment is drawn.
      let drawn!: () => void;
      const painted = new Promise<void>((done) => (drawn = done));
      await page.route(WASM, async (route) => {
        await painted;
        await route.continue();
      });
      await page.goto(path);
      const heading = page.locator('#first-paint h1');
      await expect(heading).toHaveText(en.heading);
      const box = async () => page.getByRole('heading', { level: 1 }).boundingBox();
      const before = await box();
      const text = page.locator('main p').filter({ hasText: en.text }).first();
      const textBefore = await text.boundingBox();
      drawn();
      await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 20_000 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await box()).toEqual(before);
      expect(await text.boundingBox()).toEqual(textBefore);
      const total = await page.evaluate(() => ((window as any).__shifts as number[]).reduce((a, b) => a + b, 0));
      expect(total, 'layout shift').toBeLessThanOrEqual(0.001);
      await works(page);
    });
  }
}
