// Shared helpers: every test fails on a console error or an uncaught exception, and finds
// controls only by role and accessible name (SPEC 7), as assistive technology does.
import { test as base, expect, type Page, type Route } from '@playwright/test';
import { createRequire } from 'node:module';
import fs from 'node:fs';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'no console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The level's sizes, from SPEC 1. */
export const LEVELS = {
  1: { name: 'Level I', pegs: 4, colours: 6, turns: 8 },
  2: { name: 'Level II', pegs: 5, colours: 7, turns: 10 },
  3: { name: 'Level III', pegs: 6, colours: 8, turns: 12 },
} as const;

export const PALETTE = ['red', 'green', 'blue', 'yellow', 'turquoise', 'pink', 'orange', 'purple'];

/** The key that places `colour` on a board (its place in the palette, from 1). */
export const digit = (colour: string) => String(PALETTE.indexOf(colour) + 1);

/** The whole game's WebAssembly (Trunk's hashed name), which a game link fetches after the quick board's. */
export const WHOLE_GAME = /\/mastermind-[0-9a-f]+_bg\.wasm/;

/** Holds the whole game's WebAssembly until `release()`: the quick board plays alone until then. */
export async function holdGame(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(WHOLE_GAME, (route) => (released ? route.continue() : held.push(route)));
  return {
    /** Whether the whole game has asked for its wasm (and is held). */
    asked: () => held.length > 0,
    release: async () => {
      released = true;
      // A request of a page since reloaded is gone: continuing it fails, and is nothing to wait for.
      for (const route of held.splice(0)) await route.continue().catch(() => {});
    },
  };
}

export const flag = (page: Page) => page.getByRole('status');

/** Hole `h` of row `row` (from 1) by its name, holding `colour` (`empty` by default). */
export const hole = (page: Page, row: number, h: number, colour = 'empty') =>
  page.getByRole('button', { name: `Row ${row}, hole ${h}: ${colour}`, exact: true });

/** The first paint, in which the quick board plays until the whole game takes over. */
export const firstPaint = (page: Page) => page.locator('#first-paint');

/** No axe violation at all on the page as it is (every rule axe runs by default). */
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Fills the active row through the palette and submits it. */
export async function playRow(page: Page, colours: string[]) {
  for (const c of colours) await button(page, c).click();
  await button(page, 'Submit guess').click();
}

/** The revealed key's colours, read from the `Key: …` text. */
export async function revealedKey(page: Page): Promise<string[]> {
  const text = await page.getByText(/^Key: /).textContent();
  return text!.replace(/^Key: /, '').split(', ');
}

/**
 * Ends the game with `control` (`Quit the game` or `Play again`). While the game is in progress (a
 * peg placed or a row played: some hole holds a colour and no end flag shows) the page asks `End
 * this game?` first (SPEC §2), and this answers `End game`; an untouched board acts at once.
 */
export async function endGame(page: Page, control: 'Quit the game' | 'Play again' = 'Quit the game') {
  const over = (await page.getByRole('status').filter({ hasText: /^(You won|You lost|Game over)/ }).count()) > 0;
  const touched = (await page.getByRole('button', { name: /^Row \d+, hole \d+: (?!empty$)/ }).count()) > 0;
  await button(page, control).click();
  const dialog = page.getByRole('dialog', { name: 'End this game?' });
  if (touched && !over) {
    await dialog.getByRole('button', { name: 'End game', exact: true }).click();
  }
  await expect(dialog).toHaveCount(0);
}

/** Quits the game: `Quit the game`, then `End game` if the dialog asks. */
export const quitGame = (page: Page) => endGame(page, 'Quit the game');

/** Learns a seeded game's key the way a player could: quit it, read the key, start it again. */
export async function keyOfSeed(page: Page, level: 1 | 2 | 3, seed: string): Promise<string[]> {
  await page.goto(`/play/${level}?seed=${seed}`);
  await quitGame(page);
  const key = await revealedKey(page);
  await page.goto(`/play/${level}?seed=${seed}`);
  return key;
}

/** Wins a seeded game in `turns` turns, each earlier row of one colour the key lacks, and
 *  returns the key (the high-score invitation, if any, left open). */
export async function winSeeded(page: Page, level: 1 | 2 | 3, seed: string, turns = 1): Promise<string[]> {
  const key = await keyOfSeed(page, level, seed);
  const wrong = PALETTE.find((c) => !key.includes(c))!;
  for (let i = 1; i < turns; i++) await playRow(page, Array(key.length).fill(wrong));
  await playRow(page, key);
  await expect(flag(page)).toHaveText(/^You won/);
  return key;
}

/** A code as colour names, hole 1 first. */
export type Code = string[];

/** A played row: the guess and its feedback. */
export type Row = { guess: Code; black: number; white: number };

/**
 * The feedback `guess` earns against `key`, computed here independently of the Rust core so
 * tests can check the page against it.
 */
export function feedback(key: Code, guess: Code): [number, number] {
  let black = 0;
  const k: Record<string, number> = {};
  const g: Record<string, number> = {};
  key.forEach((c, i) => {
    if (c === guess[i]) black++;
    k[c] = (k[c] ?? 0) + 1;
  });
  guess.forEach((c) => (g[c] = (g[c] ?? 0) + 1));
  const common = Object.keys(k).reduce((n, c) => n + Math.min(k[c], g[c] ?? 0), 0);
  return [black, common - black];
}

/** Every code of a level, by brute force. */
export function allCodes(level: 1 | 2 | 3): Code[] {
  const { pegs, colours } = LEVELS[level];
  let codes: Code[] = [[]];
  for (let i = 0; i < pegs; i++) codes = codes.flatMap((c) => PALETTE.slice(0, colours).map((p) => [...c, p]));
  return codes;
}

/** Whether `code` as the key would have given every row its feedback. */
export const fits = (code: Code, rows: Row[]) =>
  rows.every((r) => {
    const [b, w] = feedback(code, r.guess);
    return b === r.black && w === r.white;
  });

/** The axe rule sets every page and state is checked against: WCAG 2.0, 2.1 and 2.2 A and AA,
 *  and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's own build, put into a page once per document: @axe-core/playwright put its 550 KB
 *  into the page again on every call, which cost about 0.3 s a call (0.35 s against a run of
 *  0.13 s once the page has it), on hundreds of states. */
const AXE_SOURCE = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/** Every axe violation on the page as it is now, one line per rule and element: rule id, impact,
 *  target selector and axe's summary. No rule is disabled (colour contrast included). axe runs in
 *  the page itself (no page here has a frame), on the whole document. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    type Node = { target: unknown[]; failureSummary?: string };
    type Violation = { id: string; impact?: string | null; nodes: Node[] };
    const axe = (window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary ?? '' })),
    }));
  }, AXE_TAGS);
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary.replace(/\s+/g, ' ')}`),
  );
}

/** Fails with every axe violation on the page as it is now (`what` names the state). */
export async function expectNoAxeViolations(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

/** How many answers of a kind the page has had from the solver's worker (the `solver: <task>`
 * performance measures that `src/solver_client/` leaves). */
export const solverAnswers = (page: Page, task = 'next guess') =>
  page.evaluate((name) => performance.getEntriesByName(`solver: ${name}`).length, task);

/** Presses `Hint` and waits until the solver's guess has filled the active row (the guess was
 * worked out ahead, or is still being worked out: issue 22). */
export async function hint(page: Page) {
  await expect(page.locator('.row.active')).toHaveCount(1);
  await button(page, 'Hint').click();
  await expect(page.locator('.row.active .hole:not(.filled)')).toHaveCount(0);
}

/** The given rows as the page shows them: each row's guess from its holes' names and its marks
 *  from the `Row R: B black, W white` text. */
export async function givenRows(page: Page, pegs = 4): Promise<Row[]> {
  const marks = page.getByText(/^Row \d+: \d+ black, \d+ white$/);
  await expect(marks.first()).toBeVisible();
  const rows: Row[] = [];
  for (let r = 1; r <= (await marks.count()); r++) {
    const text = await page.getByText(new RegExp(`^Row ${r}: \\d+ black, \\d+ white$`)).textContent();
    const [, black, white] = text!.match(/(\d+) black, (\d+) white/)!.map(Number);
    const guess: Code = [];
    for (let h = 1; h <= pegs; h++) {
      const name = await page.getByRole('button', { name: new RegExp(`^Row ${r}, hole ${h}: `) }).getAttribute('aria-label');
      guess.push(name!.replace(/^.*: /, ''));
    }
    rows.push({ guess, black, white });
  }
  return rows;
}

/** The only key fitting every row, found by brute force. */
export function keyOf(rows: Row[]): Code {
  const keys = allCodes(1).filter((c) => fits(c, rows));
  expect(keys, 'exactly one key fits the given rows').toHaveLength(1);
  return keys[0];
}
