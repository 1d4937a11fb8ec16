// The sessions against the computer live outside the pages: a language switch (which renders
// every page again) and a reload keep the codebreaker's rows, secret and pending question, and a
// match round's rows and half-filled holes; the computer goes on guessing afterwards.
import { test, expect, button, playRow, feedback } from './fixtures';
import type { Code } from './fixtures';
import type { Page } from '@playwright/test';

/** Switches the page to Portuguese and back, checking one Portuguese text on the way. */
async function switchLanguage(page: Page, portugueseCheck: (page: Page) => Promise<void>) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Português' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await portugueseCheck(page);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** The guess of computer row `row`, read from its holes' names. */
async function guessOf(page: Page, row: number, pegs: number): Promise<Code> {
  const names: Code = [];
  for (let h = 1; h <= pegs; h++) {
    const name = await page
      .getByRole('button', { name: new RegExp(`^Row ${row}, hole ${h}: `) })
      .getAttribute('aria-label');
    names.push(name!.replace(/^.*: /, ''));
  }
  return names;
}

/** Every row's guess and feedback text, as the page shows them now. */
async function rowsOf(page: Page, rows: number, pegs: number) {
  const out: string[] = [];
  for (let r = 1; r <= rows; r++) {
    const text = await page.getByText(new RegExp(`^Row ${r}: \\d black, \\d white$`)).textContent();
    out.push(`${(await guessOf(page, r, pegs)).join(' ')} → ${text}`);
  }
  return out;
}

async function expectSecret(page: Page, secret: (string | null)[]) {
  for (const [i, c] of secret.entries()) {
    await expect(button(page, `Secret, hole ${i + 1}: ${c ?? 'empty'}`)).toBeVisible();
  }
}

const found = (page: Page) => page.getByText(/^The computer found your key in \d+ guess(es)?$/);

test('the codebreaker in automatic mode keeps its secret and rows through a language switch and a reload', async ({ page }) => {
  await page.goto('/computer');
  // A half-filled secret before Start is kept too.
  await button(page, 'Secret, hole 1: empty').click();
  await button(page, 'pink').click();
  await button(page, 'red').click();
  await switchLanguage(page, async (p) => {
    await expect(p.getByRole('button', { name: 'Segredo, buraco 2: vermelho' })).toBeVisible();
  });
  await expectSecret(page, ['pink', 'red', null, null]);
  await page.reload();
  await expectSecret(page, ['pink', 'red', null, null]);

  const secret = ['pink', 'red', 'red', 'blue'];
  await button(page, 'Secret, hole 3: empty').click();
  await button(page, 'red').click();
  await button(page, 'blue').click();
  await button(page, 'Start').click();
  // Switched while the computer plays: its rows stay, and it goes on to the end.
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  const first = await rowsOf(page, 1, 4);
  await switchLanguage(page, async (p) => {
    await expect(p.getByText(/^Linha 1: \d pretos?, \d brancos?$/)).toBeAttached();
  });
  expect(await rowsOf(page, 1, 4)).toEqual(first);
  await expect(found(page)).toBeVisible({ timeout: 15_000 });
  const end = await found(page).textContent();
  const guesses = Number(end!.match(/\d+/)![0]);
  const rows = await rowsOf(page, guesses, 4);
  expect(rows[0]).toEqual(first[0]);
  expect(await guessOf(page, guesses, 4)).toEqual(secret);

  await switchLanguage(page, async (p) => {
    await expect(p.getByText(`Linha ${guesses}: 4 pretos, 0 brancos`)).toBeAttached();
  });
  await expect(found(page)).toHaveText(end!);
  expect(await rowsOf(page, guesses, 4)).toEqual(rows);
  await page.reload();
  await expect(found(page)).toHaveText(end!);
  expect(await rowsOf(page, guesses, 4)).toEqual(rows);
  await expectSecret(page, secret);
  await expect(button(page, 'Start')).toHaveCount(0);
});

test('the codebreaker by hand keeps its answers and the pending question through a language switch and a reload', async ({ page }) => {
  await page.goto('/computer');
  await page.getByRole('checkbox', { name: 'Give feedback by hand' }).check();
  await button(page, 'Start').click();
  const secret = ['blue', 'pink', 'pink', 'red'];
  const black = page.getByRole('spinbutton', { name: 'Black' });
  const answer = async (row: number) => {
    const [b, w] = feedback(secret, await guessOf(page, row, 4));
    await black.fill(String(b));
    await page.getByRole('spinbutton', { name: 'White' }).fill(String(w));
    await button(page, 'Answer').click();
    await expect(page.getByText(`Row ${row}: ${b} black, ${w} white`)).toBeAttached();
    return b;
  };
  await expect(black).toBeVisible();
  await answer(1);
  await expect(button(page, 'Row 2, hole 1: ' + (await guessOf(page, 2, 4))[0])).toBeVisible();
  const answered = await rowsOf(page, 1, 4);
  const asked = await guessOf(page, 2, 4);
  const same = async () => {
    expect(await rowsOf(page, 1, 4)).toEqual(answered);
    expect(await guessOf(page, 2, 4)).toEqual(asked);
    await expect(black).toBeVisible();
    await expect(page.getByText(/^Row 2: /)).toHaveCount(0);
    await expect(button(page, 'Correct last answer')).toBeVisible();
  };
  await switchLanguage(page, async (p) => {
    await expect(p.getByRole('spinbutton', { name: 'Pretas' })).toBeVisible();
    await expect(p.getByText(/^Linha 1: \d pretos?, \d brancos?$/)).toBeAttached();
  });
  await same();
  await page.reload();
  await same();

  // An inconsistent answer and its alert come back too; the correction goes on from there.
  await black.fill('3');
  await page.getByRole('spinbutton', { name: 'White' }).fill('1');
  await button(page, 'Answer').click();
  await expect(page.getByRole('alert')).toHaveText(/^Inconsistent: .*\brow 2\b/);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(/^Inconsistent: .*\brow 2\b/);
  await button(page, 'Correct last answer').click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await guessOf(page, 2, 4)).toEqual(asked);
  for (let r = 2; (await answer(r)) < 4; r++) expect(r).toBeLessThan(6);
  await expect(found(page)).toBeVisible();
});

test('a match round keeps its rows and a half-filled row through a language switch and a reload', async ({ page }) => {
  await page.goto('/match');
  await page.getByRole('radio', { name: 'The computer makes the first key' }).check();
  await button(page, 'Start match').click();
  await expect(page.getByRole('heading', { name: 'Round 1 of 2' })).toBeVisible();
  await playRow(page, ['red', 'red', 'green', 'green', 'blue']);
  const row1 = (await page.getByText(/^Row 1: \d black, \d white$/).textContent())!;
  if (row1.startsWith('Row 1: 5 black')) test.skip(true, 'the first guess broke the key');
  await button(page, 'yellow').click();
  await button(page, 'orange').click();
  const same = async () => {
    await expect(page.getByRole('heading', { name: 'Round 1 of 2' })).toBeVisible();
    await expect(page.getByText(row1)).toBeAttached();
    await expect(button(page, 'Row 2, hole 1: yellow')).toBeVisible();
    await expect(button(page, 'Row 2, hole 2: orange')).toBeVisible();
    await expect(button(page, 'Row 2, hole 3: empty')).toBeVisible();
    await expect(page.getByText(/^Key:/)).toHaveCount(0);
  };
  await switchLanguage(page, async (p) => {
    await expect(p.getByRole('button', { name: 'Linha 2, buraco 1: amarelo' })).toBeVisible();
  });
  await same();
  await page.reload();
  await same();
  // The restored row plays on.
  await button(page, 'Row 2, hole 3: empty').click();
  for (const c of ['blue', 'pink', 'turquoise']) await button(page, c).click();
  await button(page, 'Submit guess').click();
  await expect(page.getByText(/^Row 2: \d black, \d white$/)).toBeAttached();
});

test('a key being made keeps its holes, and the computer resumes its round after a switch and a reload', async ({ page }) => {
  await page.goto('/match');
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level I' });
  await page.getByRole('radio', { name: 'I make the first key' }).check();
  await button(page, 'Start match').click();
  await button(page, 'Secret, hole 1: empty').click();
  await button(page, 'green').click();
  await button(page, 'blue').click();
  await switchLanguage(page, async (p) => {
    await expect(p.getByRole('button', { name: 'Segredo, buraco 1: verde' })).toBeVisible();
  });
  await expectSecret(page, ['green', 'blue', null, null]);
  await page.reload();
  await expectSecret(page, ['green', 'blue', null, null]);
  await button(page, 'Secret, hole 3: empty').click();
  await button(page, 'yellow').click();
  await button(page, 'pink').click();
  await button(page, 'Start').click();
  // The computer guesses every few hundred milliseconds; a switch and a reload interrupt it.
  await switchLanguage(page, async () => {});
  await page.reload();
  await expect(button(page, 'Next round')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Key: green, blue, yellow, pink')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Scoreboard' }).getByRole('row').nth(1)).toHaveText(/^1You[1-5]( \(not broken\))?—$/);
});

test('the computer waits while its page is left, and goes on when the player comes back', async ({ page }) => {
  await page.goto('/computer');
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level III' });
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of ['purple', 'red', 'orange', 'orange', 'blue', 'green']) await button(page, c).click();
  await button(page, 'Start').click();
  // Level III takes the computer several guesses, one every 350 ms: leave at once.
  await page.getByRole('link', { name: 'Mastermind' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(3_000);
  await page.getByRole('link', { name: 'Computer breaks my key' }).click();
  await expect(found(page)).toHaveCount(0);
  await expect(found(page)).toBeVisible({ timeout: 15_000 });
});
