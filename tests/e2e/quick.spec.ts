// Issue 22: a game link starts the quick board (src/bin/quick.rs, a board without Leptos, a tenth
// of the board program's bytes) and then the board program, which takes over from it. Here the
// board program's WebAssembly is held back, so the quick board plays alone for as long as a test
// needs: the names of SPEC 7, axe, the moves it saves, what it leaves to the board program (the
// move that ends a game, the games it does not take on), and the handover (no press lost, focus
// kept).
import { test, expect, flag, button, revealedKey } from './fixtures';
import type { Page, Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Holds the board program's WebAssembly until `release()`. */
async function holdBoard(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/board_bg\.wasm/, (route) => (released ? route.continue() : held.push(route)));
  return {
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const frame = (page: Page) => page.locator('#first-paint');
const hole = (page: Page, row: number, h: number, colour = 'empty') =>
  page.getByRole('button', { name: `Row ${row}, hole ${h}: ${colour}`, exact: true });

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** Learns a seeded game's key by quitting it (on the board program), then clears the game. */
async function keyOf(page: Page, seed: string): Promise<string[]> {
  await page.goto(`/play/1?seed=${seed}`);
  await button(page, 'Quit the game').click();
  const key = await revealedKey(page);
  await page.evaluate(() => localStorage.clear());
  return key;
}

test('a seeded link plays on the quick board, names and all, and a winning row waits for the board program', async ({ page }) => {
  const key = await keyOf(page, '42');
  const wrong = key[0] === 'red' ? 'green' : 'red';
  const board = await holdBoard(page);
  await page.goto('/play/1?seed=42');
  await expect(frame(page)).toHaveAttribute('data-live', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level I');
  await expect(page).toHaveTitle('Mastermind, level I');
  await expect(page.getByText('Seeded game 42: anyone opening this link gets the same key.')).toBeVisible();

  // The keys play it: a colour's number fills the selected hole and moves on.
  await page.keyboard.press('1');
  await expect(hole(page, 1, 1, 'red')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Colours for row 1, hole 2' })).toBeVisible();
  // The palette too, then Backspace takes the last peg out.
  await button(page, 'blue').click();
  await expect(hole(page, 1, 2, 'blue')).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(hole(page, 1, 2)).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(hole(page, 1, 1)).toBeVisible();
  // The names and roles of the board program's board (game.spec.ts checks the same there).
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - heading "Level I" [level=1]
    - status
    - group "Row 1":
      - 'button "Row 1, hole 1: empty"'
      - 'button "Row 1, hole 2: empty"'
      - 'button "Row 1, hole 3: empty"'
      - 'button "Row 1, hole 4: empty"'
    - 'group /Colours for row 1, hole 1/':
      - button "red"
      - button "green"
      - button "blue"
      - button "yellow"
      - button "turquoise"
      - button "pink"
    - group "Row 2":
      - 'button "Row 2, hole 1: empty" [disabled]'
      - 'button "Row 2, hole 2: empty" [disabled]'
      - 'button "Row 2, hole 3: empty" [disabled]'
      - 'button "Row 2, hole 4: empty" [disabled]'
  `);
  await expect(hole(page, 1, 1)).toHaveAttribute('tabindex', '0');
  await expect(hole(page, 1, 2)).toHaveAttribute('tabindex', '-1');
  await noAxeViolations(page);

  // A row that is not the key is played here, with its marks' text.
  const digit = (c: string) => String(['red', 'green', 'blue', 'yellow', 'turquoise', 'pink'].indexOf(c) + 1);
  for (let i = 0; i < 4; i++) await page.keyboard.press(digit(wrong));
  // (Focus is on the blue swatch, where Enter would choose blue: the button submits.)
  await button(page, 'Submit guess').click();
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  // Focus went on to the next row, as on the board program.
  await expect(hole(page, 2, 1)).toBeFocused();
  await noAxeViolations(page);
  // It is saved: a reload (the board program still held) shows it on the quick board.
  await page.reload();
  await expect(frame(page)).toHaveAttribute('data-live', '');
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();

  // The key itself: the submit that would end the game waits for the board program.
  await hole(page, 2, 1).click();
  for (const c of key) await page.keyboard.press(digit(c));
  await page.keyboard.press('Enter');
  await expect(frame(page)).toHaveAttribute('data-queue', '!s');
  // A player who sees nothing happen presses again: after the win it does nothing.
  await page.keyboard.press('Enter');
  await expect(frame(page)).toHaveAttribute('data-queue', '!s !s');
  await expect(hole(page, 2, 4, key[3])).toBeVisible();
  await expect(page.getByText(/^Row 2: /)).toHaveCount(0);

  await board.release();
  await expect(frame(page)).toHaveCount(0);
  await expect(flag(page)).toHaveText('You won in 2 turns!');
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('presses made as the board program takes over are queued and made on it, with focus kept', async ({ page }) => {
  const board = await holdBoard(page);
  await page.goto('/daily/1');
  await expect(frame(page)).toHaveAttribute('data-live', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily key, level I');
  await page.keyboard.press('1');
  await hole(page, 1, 3).click();
  await expect(hole(page, 1, 3)).toBeFocused();
  // What the board program does as it starts: from now on presses queue.
  await frame(page).evaluate((f) => f.setAttribute('data-frozen', ''));
  await page.keyboard.press('2');
  await page.keyboard.press('3');
  await expect(frame(page)).toHaveAttribute('data-queue', '!c1 !c2');
  await expect(hole(page, 1, 3)).toBeVisible();

  await board.release();
  await expect(frame(page)).toHaveCount(0);
  await expect(hole(page, 1, 1, 'red')).toBeVisible();
  await expect(hole(page, 1, 3, 'green')).toBeVisible();
  await expect(hole(page, 1, 4, 'blue')).toBeVisible();
  // The selection moved on to the empty hole, and focus with it, as on the board program alone.
  await expect(hole(page, 1, 2)).toBeFocused();
  await expect(button(page, 'Quit the game')).toBeVisible();
  await noAxeViolations(page);
  // Nothing was played twice: one peg more fills the row.
  await page.keyboard.press('4');
  await expect(hole(page, 1, 2, 'yellow')).toBeVisible();
  await expect(button(page, 'Submit guess')).toBeVisible();
});

test('a row submitted and colours clicked as the board program takes over land where the quick board would put them', async ({ page }) => {
  const board = await holdBoard(page);
  await page.goto('/play/1?seed=42');
  await expect(frame(page)).toHaveAttribute('data-live', '');
  for (const key of ['1', '2', '3', '1']) await page.keyboard.press(key);
  // Focus on the header's link home, away from the board.
  await page.getByRole('link', { name: 'Mastermind', exact: true }).focus();
  await frame(page).evaluate((f) => f.setAttribute('data-frozen', ''));
  await button(page, 'Submit guess').click();
  await button(page, 'blue').click();
  await button(page, 'red').click();
  await expect(frame(page)).toHaveAttribute('data-queue', '!s c2 c0');
  await board.release();
  await expect(frame(page)).toHaveCount(0);
  await expect(hole(page, 2, 1, 'blue')).toBeVisible();
  await expect(hole(page, 2, 2, 'red')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Colours for row 2, hole 3' })).toBeVisible();
  // The next colour goes to hole 3, not over the first peg.
  await page.keyboard.press('6');
  await expect(hole(page, 2, 3, 'pink')).toBeVisible();
  await expect(hole(page, 2, 1, 'blue')).toBeVisible();
});

test('focus on the header link stays on it through the handover', async ({ page }) => {
  const board = await holdBoard(page);
  await page.goto('/play/2');
  await expect(frame(page)).toHaveAttribute('data-live', '');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Mastermind', exact: true })).toBeFocused();
  await board.release();
  await expect(frame(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Mastermind', exact: true })).toBeFocused();
});

test('typing straight on after a submitted row keeps every peg (the board program)', async ({ page }) => {
  await page.goto('/play/1?seed=42');
  await expect(button(page, 'Quit the game')).toBeVisible();
  await hole(page, 1, 1).click();
  // Enter moves focus to the next row a frame later; the keys typed before then must not be
  // undone by it.
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await page.keyboard.type('561');
  await expect(hole(page, 2, 1, 'turquoise')).toBeVisible();
  await expect(hole(page, 2, 2, 'pink')).toBeVisible();
  await expect(hole(page, 2, 3, 'red')).toBeVisible();
});

test('invalid clicks and a refused move raise the yellow flag on the quick board, as on the board program', async ({ page }) => {
  const board = await holdBoard(page);
  await page.goto('/play/1?seed=5');
  await expect(frame(page)).toHaveAttribute('data-live', '');
  await hole(page, 4, 1).click({ force: true });
  await expect(flag(page)).toHaveText('Warning: row 4 is not in play yet. Fill row 1 first.');
  await button(page, 'green').click();
  await expect(flag(page)).toHaveText('');
  // Enter on a row that is not full: refused here, with the board program's reason.
  await hole(page, 1, 2).click();
  await page.keyboard.press('Enter');
  const refused = await flag(page).textContent();
  expect(refused).toMatch(/^Warning: /);
  await expect(frame(page)).not.toHaveAttribute('data-queue');
  await noAxeViolations(page);
  // The same press on the board program says the same.
  await board.release();
  await expect(frame(page)).toHaveCount(0);
  await expect(flag(page)).toHaveText('');
  await hole(page, 1, 2).click();
  await page.keyboard.press('Enter');
  await expect(flag(page)).toHaveText(refused!);
  await expect(hole(page, 1, 1, 'green')).toBeVisible();
});

test('the quick board speaks the stored language, and keeps out of the games it does not play', async ({ page }) => {
  await page.goto('/play/2');
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('mastermind.v1.settings', JSON.stringify({ version: 1, language: 'pt' }));
  });
  let board = await holdBoard(page);
  await page.goto('/play/2');
  await expect(frame(page)).toHaveAttribute('data-live', '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nível II');
  await page.keyboard.press('2');
  await expect(page.getByRole('button', { name: 'Linha 1, buraco 1: verde', exact: true })).toBeVisible();
  await noAxeViolations(page);
  await board.release();
  await expect(frame(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Linha 1, buraco 1: verde', exact: true })).toBeVisible();

  // Against the devious computer, the first paint stays a static frame until the board program
  // has arrived (its answers come from the solver).
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('mastermind.v1.settings', JSON.stringify({ version: 1, devious: true }));
  });
  await page.unrouteAll({ behavior: 'wait' });
  board = await holdBoard(page);
  // The quick board has run once the board program's download starts.
  const started = page.waitForRequest(/\/board_bg\.wasm/);
  await page.goto('/play/1');
  await started;
  await expect(frame(page)).not.toHaveAttribute('data-live', '');
  await expect(page.getByRole('button', { name: /^Row 1, hole 1/ })).toHaveCount(0);
  await board.release();
  await expect(page.getByText('Devious computer: the key is chosen as late as possible.')).toBeVisible();
  await expect(hole(page, 1, 1)).toBeVisible();
});

test('nothing on the page moves when the board program takes over', async ({ page }) => {
  // The board program's page replaces the first paint wholesale (so the browser counts no layout
  // shift, whatever it draws): what is checked is that its heading, board and palette are drawn
  // exactly where the quick board's were.
  const boxes = async (rows: number) => {
    const where = [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('combobox', { name: 'Language' }),
      hole(page, 1, 1),
      page.getByRole('button', { name: `Row ${rows}, hole 2: empty`, exact: true }),
      page.getByRole('group', { name: /^Colours for row 1/ }),
      button(page, 'red'),
    ];
    return Promise.all(where.map((l) => l.boundingBox()));
  };
  await page.setViewportSize({ width: 390, height: 1200 });
  for (const [link, rows] of [['/play/1?seed=7', 8], ['/daily/3', 12], ['/play/custom?pegs=5&colours=8&turns=9&repeats=no', 9]] as const) {
    const board = await holdBoard(page);
    await page.goto(link);
    await expect(frame(page)).toHaveAttribute('data-live', '');
    const before = await boxes(rows);
    await board.release();
    await expect(frame(page)).toHaveCount(0);
    await expect(button(page, 'Quit the game')).toBeVisible();
    expect(await boxes(rows), link).toEqual(before);
    await page.unrouteAll({ behavior: 'wait' });
  }
});
