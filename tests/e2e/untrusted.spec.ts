// Nothing stored can stop a page (SPEC §11, issue 20): each value below, written under its
// `mastermind.*` key as an older or newer version, an extension or a hand edit might leave it,
// leaves every page of the game usable, with no uncaught error (the fixture fails on any).
import { test, expect, button, playRow } from './fixtures';
import type { Page } from '@playwright/test';

const red4 = ['red', 'red', 'red', 'red'];

/** A codebreaker session answered by hand: `rows` guesses of `guess`, each answered 0 black,
 *  0 white, at `level` (a level's name or a custom size). */
function byHand(level: unknown, pegs: number, guess: string[], rows: number) {
  const moves = [];
  for (let i = 0; i < rows; i++) moves.push({ guess }, { answer: { black: 0, white: 0 } });
  return JSON.stringify({ version: 1, level, by_hand: true, secret: Array(pegs).fill(null), moves });
}

const big = { Custom: { pegs: 8, colours: 10, turns: 20, repeats: true } };
const entry = { turns: 5, key: red4, name: 'Ann', at: '2026-11-01T10:00:00.000Z' };

/** The values issue 20 tried, each under the key it was tried at. */
const CRAFTED: Record<string, Record<string, string>> = {
  'a hand-answered codebreaker at 8 pegs and 10 colours': {
    'mastermind.v1.codebreaker': byHand(big, 8, Array(8).fill('grey'), 1),
  },
  'a hand-answered codebreaker of 21 rows': {
    'mastermind.v1.codebreaker': byHand('I', 4, red4, 21),
  },
  'a saved game of 200 000 moves': {
    'mastermind.v1.game.1': JSON.stringify({
      version: 2,
      level: 'I',
      key: red4,
      source: { drawn: 1 },
      id: 'x',
      hard: false,
      moves: Array(200_000).fill('Quit'),
      at: 200_000,
    }),
  },
  '20 000 high scores': {
    'mastermind.v1.scores': JSON.stringify({ version: 1, tables: { I: Array(20_000).fill(entry) } }),
  },
  'a match of 4 294 967 295 rounds': {
    'mastermind.v1.match': JSON.stringify({
      format: 'mastermind-match',
      version: 1,
      setup: { rounds: 4_294_967_295, level: 'II', pace: 'quick', strength: 'strong', first_maker: 'player' },
      rounds: [],
    }),
  },
  'settings of the wrong types': {
    'mastermind.v1.settings': JSON.stringify({ version: 1, language: 5, hard_mode: 'yes' }),
  },
  'statistics out of range': {
    'mastermind.v1.stats': JSON.stringify({
      version: 1,
      games: [
        { id: 'a', level: 'I', key: red4, turns: 200, outcome: 'won', at: '2026-11-01T01:00:00.000Z' },
        { id: 'b', level: 'IV', key: red4, turns: 4, outcome: 'won', at: '2026-11-01T01:00:00.000Z' },
        { id: 'c', level: 'I', key: red4, turns: 4_294_967_296, outcome: 'lost', at: '2026-11-01T01:00:00.000Z' },
      ],
    }),
  },
  'a custom game of 0 pegs': {
    'mastermind.v1.game.custom-0-6-10-yes': JSON.stringify({
      version: 2,
      level: { Custom: { pegs: 0, colours: 6, turns: 10, repeats: true } },
      key: [],
      source: { drawn: 1 },
      moves: [],
      at: 0,
    }),
  },
};

/** Writes `values` into the page's storage (on the home page, which reads none of them). */
async function store(page: Page, values: Record<string, string>) {
  await page.goto('/');
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, values);
}

/** Every page a player reaches, each checked for what makes it usable. */
async function everyPageWorks(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
  await page.goto('/play/1');
  await playRow(page, red4);
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await page.goto('/computer');
  await expect(page.getByRole('combobox', { name: 'Level' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Give feedback by hand' })).toBeVisible();
  await page.goto('/match');
  await expect(button(page, 'Start match')).toBeVisible();
  await page.goto('/stats/1');
  await expect(page.getByText(/^Played: \d+$/)).toBeVisible();
  await page.goto('/scores/1');
  await expect(page.getByRole('table', { name: 'High scores, level I' })).toBeVisible();
  await page.goto('/play/custom?pegs=0&colours=6&turns=10&repeats=yes&seed=1');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
}

for (const [what, values] of Object.entries(CRAFTED)) {
  test(`${what} leaves every page usable`, async ({ page }) => {
    await store(page, values);
    await everyPageWorks(page);
  });
}
