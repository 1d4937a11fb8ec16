// The Puzzles page (SPEC §15, issue 34): per level the puzzle of the day with today's state and
// difficulty and links to new puzzles, each carrying a fresh seed so a shared link replays it;
// the print form's link; the puzzle streak and statistics read from `mastermind.v1.puzzles`;
// home and the introduction reach it; axe finds nothing, light or dark; nothing is cut at 360 px.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';

const KEY = 'mastermind.v1.puzzles';
const LEVELS = ['I', 'II', 'III'] as const;

/** A UTC date `back` days before today, as the game writes it. */
const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

/** Today's puzzle of the day's difficulty: Monday and Tuesday easy, Wednesday to Friday medium. */
function difficultyToday(): string {
  const weekday = (Math.floor(Date.now() / 86_400_000) + 3) % 7;
  return weekday <= 1 ? 'Easy' : weekday <= 4 ? 'Medium' : 'Hard';
}

/** A stored log (core/src/puzzle/solved.rs): level I's puzzle of today solved and a practice
 *  one solved in 3 attempts, level II's of yesterday solved, level III's of today not solved. */
function seededLog() {
  const end = (id: string, level: string, daily: string | null, solved: boolean, attempts: number, at: string) => ({
    id, level, ...(daily ? { daily } : {}), solved, attempts, at: `${at}T10:00:00.000Z`,
  });
  return JSON.stringify({
    version: 1,
    puzzles: [
      end('d2', 'II', day(1), true, 1, day(1)),
      end('d1', 'I', day(0), true, 1, day(0)),
      end('p1', 'I', null, true, 3, day(0)),
      end('d3', 'III', day(0), false, 1, day(0)),
    ],
  });
}

async function seed(page: Page, raw: string | null) {
  await page.goto('/');
  await page.evaluate(([k, v]) => (v === null ? localStorage.clear() : localStorage.setItem(k!, v)), [KEY, raw]);
}

const level = (page: Page, roman: string) => page.getByRole('region', { name: `Level ${roman}`, exact: true });

test('each level links its puzzle of the day and new Easy, Medium and Hard puzzles', async ({ page }) => {
  await seed(page, null);
  await page.goto('/puzzles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzles');
  await expect(page).toHaveTitle(/^Puzzles · /);
  for (const [i, roman] of LEVELS.entries()) {
    const n = i + 1;
    const section = level(page, roman);
    const daily = section.getByRole('link', { name: `Puzzle of the day, level ${roman}`, exact: true });
    await expect(daily).toHaveAttribute('href', `/puzzle/${n}/daily`);
    await expect(section).toContainText('Not played yet');
    await expect(section).toContainText(`Difficulty: ${difficultyToday()}`);
    for (const d of ['Easy', 'Medium', 'Hard']) {
      const link = section.getByRole('link', { name: d, exact: true });
      await expect(link).toHaveAttribute('href', new RegExp(`^/puzzle/${n}\\?seed=\\d+&difficulty=${d.toLowerCase()}$`));
    }
  }
  // A new puzzle each time: the seeds are drawn anew when the page renders again.
  const easyLink = level(page, 'I').getByRole('link', { name: 'Easy', exact: true });
  const easy = () => easyLink.getAttribute('href');
  const first = await easy();
  await page.reload();
  // The program's links, not the first paint's (which wait for their seeds).
  await expect(easyLink).toHaveAttribute('href', /\?seed=\d+/);
  expect(await easy()).not.toBe(first);
  // The links' seeds are all different.
  const hrefs = await page.getByRole('link', { name: /^(Easy|Medium|Hard)$/ }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toHaveLength(9);
  expect(new Set(hrefs.map((h) => h!.match(/seed=(\d+)/)![1])).size).toBe(9);
});

test('Print puzzles takes the level and difficulty chosen', async ({ page }) => {
  await seed(page, null);
  await page.goto('/puzzles');
  const print = page.getByRole('link', { name: 'Print puzzles', exact: true });
  await expect(print).toHaveAttribute('href', /^\/puzzles\/print\?level=1&difficulty=medium&seed=\d+$/);
  await page.getByRole('combobox', { name: 'Level', exact: true }).selectOption({ label: 'Level III' });
  await page.getByRole('combobox', { name: 'Difficulty', exact: true }).selectOption({ label: 'Hard' });
  await expect(print).toHaveAttribute('href', /^\/puzzles\/print\?level=3&difficulty=hard&seed=\d+$/);
  await print.click();
  await expect(page).toHaveURL(/\/puzzles\/print\?level=3&difficulty=hard&seed=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Print puzzles');
});

test('the streak, today\'s states and the statistics come from the stored puzzles', async ({ page }) => {
  await seed(page, seededLog());
  await page.goto('/puzzles');
  await expect(page.getByText('Puzzle streak: 2', { exact: true })).toBeVisible();
  await expect(level(page, 'I')).toContainText('Solved');
  await expect(level(page, 'II')).toContainText('Not played yet');
  await expect(level(page, 'III')).toContainText('Not solved');
  const table = page.getByRole('table', { name: 'Puzzle statistics' });
  await expect(table.getByRole('columnheader')).toHaveText(['Level', 'Played', 'Solved', 'Attempts']);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['2', '2', '4']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['1', '1', '1']);
  await expect(rows.nth(3).getByRole('cell')).toHaveText(['1', '0', '1']);
  // Apart from games: the games' statistics have none of it.
  expect(await page.evaluate(() => localStorage.getItem('mastermind.v1.stats'))).toBeNull();
});

test('an empty or unreadable log shows a streak of 0 and no puzzles played', async ({ page }) => {
  await seed(page, '{"version":1,"puzzles":"x"}');
  await page.goto('/puzzles');
  await expect(page.getByText('Puzzle streak: 0', { exact: true })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Puzzle statistics' }).getByRole('row');
  for (const i of [1, 2, 3]) await expect(rows.nth(i).getByRole('cell')).toHaveText(['0', '0', '0']);
});

test('home and the introduction link the Puzzles page', async ({ page }) => {
  await seed(page, null);
  await page.goto('/');
  await page.getByRole('link', { name: 'Puzzles', exact: true }).click();
  await expect(page).toHaveURL(/\/puzzles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzles');
  await page.goto('/play');
  await page.getByRole('link', { name: 'Puzzles', exact: true }).click();
  await expect(page).toHaveURL(/\/puzzles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzles');
});

test('the page reads in Portuguese and Spanish', async ({ page }) => {
  await seed(page, seededLog());
  for (const [code, heading, daily] of [
    ['pt', 'Quebra-cabeças', 'Quebra-cabeças do dia, nível I'],
    ['es', 'Acertijos', 'Acertijo del día, nivel I'],
  ]) {
    await page.goto('/puzzles');
    await page.getByRole('combobox', { name: /^(Language|Idioma|Língua)$/ }).selectOption(code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: daily, exact: true })).toHaveAttribute('href', '/puzzle/1/daily');
    await page.evaluate(() => localStorage.removeItem('mastermind.v1.settings'));
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the Puzzles page at 360 px, ${colorScheme}: no axe violation, nothing cut`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.emulateMedia({ colorScheme });
    await seed(page, seededLog());
    await page.goto('/puzzles');
    await expect(page.getByRole('table', { name: 'Puzzle statistics' })).toBeVisible();
    await expectNoAxeViolations(page, `puzzles, ${colorScheme}`);
    const cut = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const out: string[] = [];
      if (document.documentElement.scrollWidth > width) out.push(`page ${document.documentElement.scrollWidth}`);
      for (const e of document.querySelectorAll('.puzzles-page *')) {
        const r = e.getBoundingClientRect();
        // A table wider than the page scrolls inside its named region, which itself fits.
        if (e.parentElement?.closest('[role="region"][tabindex="0"]')) continue;
        if (r.width > 0 && (r.right > width + 0.5 || r.left < -0.5)) out.push(`${e.tagName} ${(e.textContent ?? '').slice(0, 30)} ${r.left}–${r.right}`);
      }
      return out;
    });
    expect(cut, 'nothing passes the edges at 360 px').toEqual([]);
  });
}
