// Statistics: the page read from a log written here, the links between levels, a confirmed
// reset of one level, a corrupt log backed up, and axe on the page in light and dark.
import type { Page } from '@playwright/test';
import { test, expect, button, expectNoAxeViolations } from './fixtures';

const STATS = 'mastermind.v1.stats';
const NOW = new Date('2026-11-23T12:00:00.000Z');

type Game = Record<string, unknown>;

/** A finished game of the log's stored form (core/src/stats.rs). */
function game(id: string, level: unknown, outcome: string, turns: number, at: string, more: Game = {}): Game {
  const key = level === 'II' ? ['red', 'green', 'blue', 'yellow', 'orange'] : ['red', 'green', 'blue', 'yellow'];
  return { id, level, key, seed: 7, turns, outcome, hard: false, aided: false, at, ...more };
}

const daily = (date: string): Game => ({ seed: undefined, daily: date });

/** Level I: won in 3, won in 5, lost (a daily of the 21st), quit (a daily of the 22nd), and an
 *  aided win that never counts; level II: one win in 4; one custom win in 2. */
const GAMES = [
  game('g-won-3', 'I', 'won', 3, '2026-11-20T10:00:00.000Z'),
  game('g-won-5', 'I', 'won', 5, '2026-11-21T09:00:00.000Z'),
  game('g-lost', 'I', 'lost', 8, '2026-11-21T10:00:00.000Z', daily('2026-11-21')),
  game('g-quit', 'I', 'quit', 2, '2026-11-22T10:00:00.000Z', daily('2026-11-22')),
  game('g-aided', 'I', 'won', 1, '2026-11-22T11:00:00.000Z', { aided: true }),
  game('g-two', 'II', 'won', 4, '2026-11-22T12:00:00.000Z'),
  {
    ...game('g-custom', { Custom: { pegs: 3, colours: 4, turns: 6, repeats: true } }, 'won', 2, '2026-11-22T13:00:00.000Z'),
    key: ['red', 'green', 'blue'],
  },
];
const LOG = JSON.stringify({ version: 1, games: GAMES });

/** Opens `path` with `raw` stored as the statistics log (before the app reads it). */
async function openWith(page: Page, path: string, raw: string | null) {
  await page.clock.setFixedTime(NOW);
  await page.goto('/');
  // The app has read storage once it shows its links; only then is the log written.
  await expect(page.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
  await page.evaluate(([k, v]) => (v === null ? localStorage.clear() : localStorage.setItem(k!, v)), [STATS, raw]);
  await page.goto(path);
}

const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const chartTable = (page: Page, name: string) => page.getByRole('table', { name });

/** Every figure of the page, exactly. */
async function expectFigures(page: Page, figures: string[]) {
  for (const text of figures) await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** The chart's table, row by row: [turns, wins]. */
async function expectRows(page: Page, name: string, wins: number[]) {
  const table = chartTable(page, name);
  await expect(table.getByRole('columnheader')).toHaveText(['Turns', 'Wins']);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(wins.length + 1);
  for (let i = 0; i < wins.length; i++) {
    await expect(rows.nth(i + 1).getByRole('cell').or(rows.nth(i + 1).getByRole('rowheader'))).toHaveText([
      String(i + 1),
      String(wins[i]),
    ]);
  }
}

test('home and the introduction lead to the statistics of level I', async ({ page }) => {
  await page.goto('/');
  await link(page, 'Statistics').click();
  await expect(page).toHaveURL(/\/stats\/1$/);
  await expect(chartTable(page, 'Turns per win, level I')).toBeVisible();
  await page.goto('/play');
  await link(page, 'Statistics').click();
  await expect(page).toHaveURL(/\/stats\/1$/);
});

test('every figure and every row of the chart, level by level', async ({ page }) => {
  await openWith(page, '/stats/1', LOG);
  await expectFigures(page, [
    'Played: 4',
    'Won: 2',
    'Win rate: 50%',
    'Current streak: 0',
    'Best streak: 2',
    'Daily streak: 2',
    'Average turns: 4.0',
  ]);
  await expect(page.getByRole('img', { name: 'Turns per win, level I' })).toBeVisible();
  await expectRows(page, 'Turns per win, level I', [0, 0, 1, 0, 1, 0, 0, 0]);
  await expect(page.getByText(/solver needs 4\.34 turns on average/)).toBeVisible();

  await link(page, 'Statistics, level II').click();
  await expect(page).toHaveURL(/\/stats\/2$/);
  await expectFigures(page, [
    'Played: 1',
    'Won: 1',
    'Win rate: 100%',
    'Current streak: 1',
    'Best streak: 1',
    'Daily streak: 0',
    'Average turns: 4.0',
  ]);
  await expectRows(page, 'Turns per win, level II', [0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
  await expect(page.getByText(/solver needs 5\.13 turns on average/)).toBeVisible();

  await link(page, 'Statistics, level III').click();
  await expectFigures(page, ['Played: 0', 'Won: 0', 'Win rate: 0%', 'Average turns: —']);
  await expectRows(page, 'Turns per win, level III', Array(12).fill(0));

  // Custom games, the devious computer and the variants are in the one control, not links.
  await expect(link(page, 'Custom')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Level or variant' }).selectOption('Custom');
  await expect(page).toHaveURL(/\/stats\/custom$/);
  await expectFigures(page, ['Played: 1', 'Won: 1', 'Average turns: 2.0']);
  const custom = Array(20).fill(0);
  custom[1] = 1;
  await expectRows(page, 'Turns per win, custom games', custom);
  await expect(page.getByRole('img', { name: 'Turns per win, custom games' })).toBeVisible();

  await link(page, 'Statistics, level I').click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Português');
  await expect(page.getByText('Média de jogadas: 4,0', { exact: true })).toBeVisible();
  await expect(page.getByText(/precisa em média de 4,34 jogadas/)).toBeVisible();
});

test('Reset statistics clears level I only, after confirmation', async ({ page }) => {
  await openWith(page, '/stats/1', LOG);
  await button(page, 'Reset statistics').click();
  const dialog = page.getByRole('dialog', { name: 'Reset statistics' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Played: 4', { exact: true })).toBeVisible();
  await expect(button(page, 'Reset statistics')).toBeFocused();

  await button(page, 'Reset statistics').click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog).toHaveCount(0);
  await expectFigures(page, ['Played: 0', 'Won: 0', 'Average turns: —']);
  await expectRows(page, 'Turns per win, level I', Array(8).fill(0));
  const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STATS))!);
  expect(stored.games.map((g: Game) => g.id)).toEqual(['g-two', 'g-custom']);

  await page.reload();
  await expect(page.getByText('Played: 0', { exact: true })).toBeVisible();
  await link(page, 'Statistics, level II').click();
  await expect(page.getByText('Played: 1', { exact: true })).toBeVisible();
});

test('a corrupt log is backed up, what can be read is kept, and the page says so', async ({ page }) => {
  const raw = JSON.stringify({ version: 1, games: [GAMES[0], { id: 'half a game', turns: 'three' }] });
  await openWith(page, '/stats/1', raw);
  await expect(page.getByRole('alert')).toContainText('Stored statistics could not be read');
  await expect(page.getByRole('alert')).toContainText('1 game was kept');
  await expectFigures(page, ['Played: 1', 'Won: 1', 'Average turns: 3.0']);
  const backups = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('mastermind.v1.stats.backup.')),
  );
  expect(backups).toHaveLength(1);
  expect(await page.evaluate((k) => localStorage.getItem(k), backups[0])).toBe(raw);
});

test('a newer log is left untouched and the page says statistics cannot be kept', async ({ page }) => {
  const newer = '{"version":2,"games":[],"future":true}';
  await openWith(page, '/stats/1', newer);
  await expect(page.getByRole('note')).toContainText('Statistics cannot be kept');
  await expect(page.getByText('Played: 0', { exact: true })).toBeVisible();
  await button(page, 'Reset statistics').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  expect(await page.evaluate((k) => localStorage.getItem(k), STATS)).toBe(newer);
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.use({ colorScheme: scheme });
    test('axe: the statistics page without and with games', async ({ page }) => {
      await openWith(page, '/stats/1', null);
      await expect(page.getByText('Played: 0', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `statistics without games (${scheme})`);
      await openWith(page, '/stats/1', LOG);
      await expect(page.getByText('Played: 4', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `statistics with games (${scheme})`);
      await button(page, 'Reset statistics').click();
      await expectNoAxeViolations(page, `statistics reset dialog (${scheme})`);
    });
  });
}

test('one control chooses the table: the levels as links, then every group in one select', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/stats/1');
  const choice = page.getByRole('combobox', { name: 'Level or variant' });
  await expect(choice).toHaveValue('/stats/1');
  // Before the first table: three level links and the one select, not a wall of links.
  const nav = page.locator('.table-picker');
  await expect(nav.getByRole('link')).toHaveCount(3);
  for (const name of ['Statistics, level I', 'Statistics, level II', 'Statistics, level III']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav).toBeInViewport({ ratio: 1 });
  await choice.selectOption('Statistics, devious');
  await expect(page).toHaveURL(/\/stats\/devious$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Statistics, devious');
  await expect(page.getByRole('combobox', { name: 'Level or variant' })).toHaveValue('/stats/devious');
  await page.getByRole('combobox', { name: 'Level or variant' }).selectOption('Statistics, Mini Mastermind');
  await expect(page).toHaveURL(/\/stats\/mini$/);
  await expectNoAxeViolations(page, 'statistics of a variant, chosen in the select');
});
