// High scores and saved games, through the real page and the browser's real localStorage.
import type { Page } from '@playwright/test';
import { test, expect, button, playRow, winSeeded, expectNoAxeViolations } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'New high score' });
const nameBox = (page: Page) => dialog(page).getByRole('textbox', { name: 'Name' });
const table = (page: Page, level: string) => page.getByRole('table', { name: `High scores, level ${level}` });

const win = winSeeded;

test('a qualifying win saves a 44-character name with emoji exactly, and a reload keeps it', async ({ page }) => {
  await win(page, 1, '101', 2);
  await expect(dialog(page)).toBeVisible();
  await expect(nameBox(page)).toBeFocused();
  const name = 'Zoë 👩‍👩‍👧‍👦 🇵🇹 e\u0301 ' + 'x'.repeat(34); // 44 user-perceived characters
  await nameBox(page).fill(name);
  await expect(dialog(page).getByText('0 characters left')).toBeVisible();
  await nameBox(page).pressSequentially('y');
  await expect(nameBox(page)).toHaveValue(name);
  await expect(dialog(page).getByText('A name has at most 44 characters.')).toBeVisible();
  await nameBox(page).press('Enter');
  // Saved in place (SPEC 17): the game stays, the level's table under it.
  await expect(page).toHaveURL(/\/play\/1\?seed=101$/);
  const row = table(page, 'I').locator('tr[aria-current="true"]');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText(name, { useInnerText: false });
  expect(await row.getByRole('cell').nth(3).textContent()).toBe(name);
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await page.goto('/scores/1');
  await page.reload();
  const cells = table(page, 'I').getByRole('row').nth(1).getByRole('cell');
  expect(await cells.nth(3).textContent()).toBe(name);
  await expect(table(page, 'I').getByRole('columnheader')).toHaveText(['Rank', 'Turns', 'Key', 'Name', 'Date', 'Time']);
});

test('a paste past 44 characters is cut with a notice; Close saves nothing', async ({ page }) => {
  await win(page, 2, '202');
  await nameBox(page).evaluate((el: HTMLInputElement, text) => {
    el.value = text;
    el.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
  }, 'p'.repeat(50));
  await expect(nameBox(page)).toHaveValue('p'.repeat(44));
  await expect(dialog(page).getByText('The pasted text was cut to 44 characters.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.goto('/scores/2');
  await expect(table(page, 'II').getByRole('row')).toHaveCount(1); // the header row only
});

test('a name of markup is shown as text and runs nothing; Escape declines', async ({ page }) => {
  await win(page, 1, '303');
  const markup = '<img src=x onerror=window.__pwned=1><b>b</b>'; // 44 characters
  await nameBox(page).fill(markup);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  const cell = table(page, 'I').locator('tr[aria-current="true"] td').nth(3);
  expect(await cell.textContent()).toBe(markup);
  await expect(cell.locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();

  await win(page, 1, '304');
  await nameBox(page).press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button(page, 'Play again')).toBeFocused();
});

test('an empty name or a control character is refused with a reason', async ({ page }) => {
  await win(page, 1, '404');
  await nameBox(page).fill('   ');
  await nameBox(page).press('Enter');
  await expect(dialog(page).getByText('Write at least one character.')).toBeVisible();
  await nameBox(page).fill('  Ana  ');
  await nameBox(page).press('Enter');
  const cell = table(page, 'I').locator('tr[aria-current="true"] td').nth(3);
  expect(await cell.textContent()).toBe('Ana');
});

test('reset clears level I after confirmation and leaves level II', async ({ page }) => {
  for (const [level, seed, name] of [[1, '11', 'Uno'], [2, '22', 'Dois']] as const) {
    await win(page, level, seed);
    await nameBox(page).fill(name);
    await nameBox(page).press('Enter');
  }
  await page.goto('/scores/1');
  await expect(table(page, 'I').getByRole('cell', { name: 'Uno' })).toBeVisible();
  await button(page, 'Reset high scores').click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table(page, 'I').getByRole('cell', { name: 'Uno' })).toBeVisible();
  await button(page, 'Reset high scores').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(table(page, 'I').getByRole('row')).toHaveCount(1);
  await page.getByRole('link', { name: 'High scores, level II', exact: true }).click();
  await expect(table(page, 'II').getByRole('cell', { name: 'Dois' })).toBeVisible();
  await page.getByRole('link', { name: 'Play again' }).click();
  await expect(page).toHaveURL(/\/play\/2$/);
});

test('two tabs of one browser each saving a score keep both', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  // One tab plays a game at a time (SPEC §16): the two tabs win at two levels, whose tables
  // are stored together, both invitations open at once.
  await win(first, 1, '501');
  await win(second, 2, '502');
  await nameBox(first).fill('First tab');
  await nameBox(first).press('Enter');
  await nameBox(second).fill('Second tab');
  await nameBox(second).press('Enter');
  for (const page of [second, first]) {
    await page.goto('/scores/1');
    await expect(table(page, 'I').getByRole('cell', { name: 'First tab' })).toBeVisible();
    await page.goto('/scores/2');
    await expect(table(page, 'II').getByRole('cell', { name: 'Second tab' })).toBeVisible();
    await page.goto('/scores/1');
  }
  // A tab showing the table refreshes when the other one saves.
  await win(second, 1, '503');
  await nameBox(second).fill('Third');
  await nameBox(second).press('Enter');
  await expect(table(first, 'I').getByRole('cell', { name: 'Third' })).toBeVisible();
});

test('a score another tab wrote over unseen is written back, and a reset is not undone', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await win(first, 1, '511');
  await nameBox(first).fill('Mine');
  await nameBox(first).press('Enter');
  await expect(table(first, 'I').getByRole('cell', { name: 'Mine' })).toBeVisible();
  // The other tab writes as a tab does that the browser had not yet handed our write to: its
  // own table, without ours (what a browser may do when two tabs save at once).
  const stale = (name: string, at: string) =>
    JSON.stringify({
      version: 1,
      tables: { I: [{ turns: 3, key: ['red', 'green', 'blue', 'pink'], name, at }] },
    });
  await second.goto('/');
  await second.evaluate((raw) => localStorage.setItem('mastermind.v1.scores', raw), stale('Theirs', '2026-11-23T08:03:29.123Z'));
  // Our tab writes the union back: both tabs show both.
  await expect(table(first, 'I').getByRole('cell', { name: 'Theirs' })).toBeVisible();
  await expect(table(first, 'I').getByRole('cell', { name: 'Mine' })).toBeVisible();
  await second.goto('/scores/1');
  await expect(table(second, 'I').getByRole('cell', { name: 'Mine' })).toBeVisible();
  await expect(table(second, 'I').getByRole('cell', { name: 'Theirs' })).toBeVisible();
  // Our tab resets level I on its page; the other writes its old table again, unseen: the
  // reset holds.
  await first.goto('/scores/1');
  await button(first, 'Reset high scores').click();
  await first.getByRole('dialog').getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(table(first, 'I').getByRole('row')).toHaveCount(1);
  await second.evaluate((raw) => localStorage.setItem('mastermind.v1.scores', raw), stale('Theirs', '2026-11-23T08:03:29.123Z'));
  await second.reload();
  await expect(table(second, 'I').getByRole('row')).toHaveCount(1);
  await expect(table(first, 'I').getByRole('row')).toHaveCount(1);
});

test('a game in progress survives a reload and a visit to another page', async ({ page }) => {
  await page.goto('/play/3?seed=606');
  await playRow(page, ['red', 'red', 'blue', 'blue', 'green', 'green']);
  const feedback = await page.getByText(/^Row 1: /).textContent();
  await button(page, 'purple').click();
  await page.reload();
  await expect(page.getByText(/^Row 1: /)).toHaveText(feedback!);
  await expect(button(page, 'Row 1, hole 6: green')).toBeVisible();
  await expect(button(page, 'Row 2, hole 1: purple')).toBeVisible();
  await page.getByRole('link', { name: 'Mastermind' }).click();
  await page.getByRole('link', { name: 'Play', exact: true }).click();
  await page.getByRole('link', { name: 'Level III' }).click();
  await expect(page.getByText(/^Row 1: /)).toHaveText(feedback!);
  await page.goto('/play/3');
  await expect(page.getByText(/^Row 1: /)).toHaveText(feedback!);
  // Each level keeps its own game.
  await page.goto('/play/2');
  await expect(page.getByText(/^Row 1: /)).toHaveCount(0);
});

test('corrupt stored scores are backed up and the player is told', async ({ page }) => {
  await page.goto('/');
  // The app has read storage once it shows its links; only then is the corrupt value written.
  await expect(page.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('mastermind.v1.scores', '{"version":1,"tables":{"I":[{"turns":'));
  // The home page's own program reads no scores; the whole game does, on any other page.
  await page.goto('/play');
  await expect(page.getByRole('alert')).toContainText('Stored scores could not be read');
  const backups = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('mastermind.v1.scores.backup.')),
  );
  expect(backups).toHaveLength(1);
  expect(await page.evaluate((k) => localStorage.getItem(k), backups[0])).toBe('{"version":1,"tables":{"I":[{"turns":');
  await page.goto('/scores/1');
  await expect(table(page, 'I')).toBeVisible();
});

test('newer stored scores are left untouched', async ({ page }) => {
  const newer = '{"version":2,"tables":{"I":[]},"future":true}';
  await page.goto('/');
  await page.evaluate((v) => localStorage.setItem('mastermind.v1.scores', v), newer);
  await win(page, 1, '707');
  await expect(page.getByRole('note')).toContainText('Scores cannot be kept');
  expect(await page.evaluate(() => localStorage.getItem('mastermind.v1.scores'))).toBe(newer);
});

test('without storage the game still plays and says scores cannot be kept', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await page.goto('/play/1?seed=808');
  await expect(page.getByRole('note')).toContainText('Scores cannot be kept');
  await playRow(page, ['red', 'green', 'blue', 'yellow']);
  await expect(page.getByText(/^Row 1: /)).toBeAttached();
});

test('a full storage keeps the game playing and says scores cannot be kept', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await win(page, 1, '909');
  await nameBox(page).fill('Full');
  await nameBox(page).press('Enter');
  await expect(page.getByRole('note')).toContainText('storage for this page is full');
  await expect(table(page, 'I').getByRole('cell', { name: 'Full' })).toBeVisible();
});

test('one control chooses the table, and every column is in view at 360 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await win(page, 1, '777');
  await nameBox(page).fill('A name of some length');
  await nameBox(page).press('Enter');
  await expect(table(page, 'I').getByRole('cell', { name: 'A name of some length' })).toBeVisible();
  await page.goto('/scores/1');
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    // The page's width without its scrollbar: a cell behind the scrollbar is cut too.
    const visible = await page.evaluate(() => document.documentElement.clientWidth);
    // Nothing hidden in the table's scroll region either.
    expect(await table(page, 'I').evaluate((t) => t.closest('.table-scroll')!.scrollWidth <= t.closest('.table-scroll')!.clientWidth), `no sideways scroll at ${width} px`).toBe(true);
    for (const cell of await table(page, 'I').getByRole('columnheader').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x, `${await cell.textContent()} at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${await cell.textContent()} at ${width} px`).toBeLessThanOrEqual(visible);
    }
    for (const cell of await table(page, 'I').getByRole('row').nth(1).locator('td, th').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, `a cell at ${width} px`).toBeLessThanOrEqual(visible);
    }
  }
  await page.screenshot({ path: test.info().outputPath('scores-360.png'), fullPage: true });
  // The levels stay links (SPEC 7.1); the variants are in the one select.
  const choice = page.getByRole('combobox', { name: 'Level or variant' });
  await expect(choice).toHaveValue('/scores/1');
  await expect(page.locator('.table-picker').getByRole('link')).toHaveCount(3);
  for (const name of ['High scores, level I', 'High scores, level II', 'High scores, level III']) {
    await expect(page.locator('.table-picker').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await choice.selectOption('High scores, Mini Mastermind');
  await expect(page).toHaveURL(/\/scores\/mini$/);
  await expect(page.getByRole('table', { name: 'High scores, Mini Mastermind' })).toBeVisible();
  await expectNoAxeViolations(page, 'a variant\'s high scores at 360 px');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'a variant\'s high scores at 360 px, dark');
});

test('the introduction\'s tables show every column at 360 and 390 px', async ({ page }) => {
  await page.goto('/play');
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    // The page's width without its scrollbar: a cell behind the scrollbar is cut too.
    const visible = await page.evaluate(() => document.documentElement.clientWidth);
    for (const table of await page.locator('table.levels').all()) {
      expect(await table.evaluate((t) => t.closest('.table-scroll')!.scrollWidth <= t.closest('.table-scroll')!.clientWidth), `no sideways scroll at ${width} px`).toBe(true);
      for (const cell of await table.locator('th, td').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width, `${await cell.textContent()} at ${width} px`).toBeLessThanOrEqual(visible);
      }
      const link = table.getByRole('link').first();
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, `${await link.textContent()} at ${width} px`).toBeLessThanOrEqual(visible);
    }
    await expect(page.getByRole('columnheader', { name: 'Possible keys' }).first()).toBeInViewport({ ratio: 1 });
  }
});
