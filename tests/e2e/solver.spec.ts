// The solver in the page: aids in a game (hint, possible keys, contradictions, the solver's own
// game afterwards) and the computer breaking the player's key, with automatic and hand feedback.
// Counts and conflicts are checked against a brute-force search written here, independently of
// the Rust solver.
import { test, expect, LEVELS, PALETTE, flag, button, playRow, keyOfSeed, feedback, allCodes, fits, hint, solverAnswers } from './fixtures';
import type { Code, Row } from './fixtures';
import type { Page } from '@playwright/test';

/** A row's guess, read from its holes' names. */
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

const possible = (page: Page, row: number) =>
  page.getByRole('group', { name: `Row ${row}`, exact: true }).getByText(/^Possible keys: \d+$/);

test('solver aids: asked first, counts for every row, hints to a win that scores nothing', async ({ page }) => {
  const key = await keyOfSeed(page, 1, '2026');
  const rows: Row[] = [];
  const play = async (guess: Code) => {
    await playRow(page, guess);
    const [black, white] = feedback(key, guess);
    rows.push({ guess, black, white });
    await expect(page.getByText(`Row ${rows.length}: ${black} black, ${white} white`)).toBeAttached();
  };
  const first = ['red', 'red', 'green', 'green'];
  await play(first);
  await expect(page.getByText(/^Possible keys:/)).toHaveCount(0);
  await expect(button(page, 'Hint')).toHaveCount(0);

  const aids = page.getByRole('checkbox', { name: 'Solver aids' });
  await expect(aids).not.toBeChecked();
  await aids.click();
  const dialog = page.getByRole('dialog', { name: 'Turn on solver aids?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(aids).not.toBeChecked();
  await expect(button(page, 'Hint')).toHaveCount(0);

  await aids.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Turn on' }).click();
  await expect(aids).toBeChecked();
  await expect(aids).toBeDisabled();
  // At level I the hints are the optimal table's, and the aids say so.
  await expect(page.getByText(/^At this level the solver plays optimally:/)).toBeVisible();
  // The row played before the aids has its count too, and it is the brute-force count.
  const all = allCodes(1);
  await expect(possible(page, 1)).toHaveText(`Possible keys: ${all.filter((c) => fits(c, rows)).length}`);

  // A guess that cannot be the key is named, with the row it contradicts.
  const clash = all.find((c) => !fits(c, rows))!;
  await play(clash);
  await expect(flag(page)).toHaveText(/^Warning: row 2 cannot be the key: row 1 would then have scored \d black, \d white\.$/);
  await expect(possible(page, 2)).toHaveText(`Possible keys: ${all.filter((c) => fits(c, rows)).length}`);

  // Hints fill the row; the player submits. The solver wins well inside the turns left.
  while (!(await flag(page).textContent())?.startsWith('You won')) {
    expect(rows.length).toBeLessThan(8);
    await hint(page);
    const guess = await guessOf(page, rows.length + 1, 4);
    await button(page, 'Submit guess').click();
    const [black, white] = feedback(key, guess);
    rows.push({ guess, black, white });
    await expect(page.getByText(`Row ${rows.length}: ${black} black, ${white} white`)).toBeAttached();
    await expect(possible(page, rows.length)).toHaveText(
      `Possible keys: ${all.filter((c) => fits(c, rows)).length}`,
    );
  }
  await expect(flag(page)).toHaveText(/^You won/);
  await expect(page.getByRole('dialog', { name: 'New high score' })).toHaveCount(0);
  await expect(page.getByText('Solver aids are on: this game will not enter the high scores.')).toBeVisible();

  // Afterwards: how the solver would have played this key.
  const replay = page.getByRole('region', { name: 'How the solver would have played' });
  await expect(replay.getByText(/^The solver finds this key in \d guess(es)?\.$/)).toBeVisible();
  await expect(replay.getByText(/^At this level the solver plays optimally:/)).toBeVisible();
  await expect(replay.getByRole('listitem').last()).toContainText(`${key.join(', ')} — 4 black, 0 white`);

  // A new game starts with the aids off.
  await button(page, 'Play again').click();
  await expect(aids).not.toBeChecked();
  await expect(aids).toBeEnabled();
  await expect(button(page, 'Hint')).toHaveCount(0);
});

test('the aids survive a reload, and a hint mid-game at level III is a possible key', async ({ page }) => {
  const key = await keyOfSeed(page, 3, '31');
  const rows: Row[] = [];
  for (const guess of [
    ['red', 'red', 'green', 'green', 'blue', 'blue'],
    ['yellow', 'yellow', 'turquoise', 'pink', 'orange', 'purple'],
  ]) {
    await playRow(page, guess);
    const [black, white] = feedback(key, guess);
    rows.push({ guess, black, white });
  }
  await page.getByRole('checkbox', { name: 'Solver aids' }).click();
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Solver aids' })).toBeChecked();
  // Only level I's solver is optimal.
  await expect(page.getByText(/solver plays optimally/)).toHaveCount(0);
  const all = allCodes(3);
  const left = all.filter((c) => fits(c, rows));
  await expect(possible(page, 2)).toHaveText(`Possible keys: ${left.length}`);
  await hint(page);
  const hinted = await guessOf(page, 3, 6);
  expect(hinted).toHaveLength(6);
  await button(page, 'Submit guess').click();
  const [black, white] = feedback(key, hinted);
  await expect(page.getByText(`Row 3: ${black} black, ${white} white`)).toBeAttached();
  rows.push({ guess: hinted, black, white });
  const after = all.filter((c) => fits(c, rows)).length;
  await expect(possible(page, 3)).toHaveText(`Possible keys: ${after}`);
  expect(after).toBeLessThan(left.length);
});

async function setSecret(page: Page, secret: Code) {
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of secret) await button(page, c).click();
  for (let h = 1; h <= secret.length; h++) await expect(button(page, `Secret, hole ${h}: ${secret[h - 1]}`)).toBeVisible();
}

for (const level of [1, 2, 3] as const) {
  test(`the computer breaks a key at ${LEVELS[level].name} within its limit`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Computer breaks my key' }).click();
    await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: LEVELS[level].name });
    const secret = ['purple', 'red', 'orange', 'orange', 'blue', 'green']
      .map((c) => (PALETTE.indexOf(c) < LEVELS[level].colours ? c : 'pink'))
      .slice(0, LEVELS[level].pegs);
    await expect(button(page, 'Start')).toBeDisabled();
    await setSecret(page, secret);
    await button(page, 'Start').click();
    const end = page.getByText(/^The computer found your key in \d+ guess(es)?$/);
    await expect(end).toBeVisible({ timeout: 30_000 });
    const guesses = Number((await end.textContent())!.match(/\d+/)![0]);
    expect(guesses).toBeLessThanOrEqual({ 1: 5, 2: 7, 3: 8 }[level]);
    await expect(page.getByText(`Row ${guesses}: ${LEVELS[level].pegs} black, 0 white`)).toBeAttached();
    expect(await guessOf(page, guesses, LEVELS[level].pegs)).toEqual(secret);
    // Every row is followed by its count, and the counts are right.
    const rows: Row[] = [];
    for (let r = 1; r <= guesses; r++) {
      const guess = await guessOf(page, r, LEVELS[level].pegs);
      const [black, white] = feedback(secret, guess);
      rows.push({ guess, black, white });
      await expect(page.getByText(`Row ${r}: ${black} black, ${white} white`)).toBeAttached();
      if (level < 3) {
        await expect(possible(page, r)).toHaveText(`Possible keys: ${allCodes(level).filter((c) => fits(c, rows)).length}`);
      } else {
        await expect(possible(page, r)).toHaveText(/^Possible keys: \d+$/);
      }
    }
    await expect(possible(page, guesses)).toHaveText('Possible keys: 1');
  });
}

test('feedback by hand: an impossible answer is caught, named and corrected', async ({ page }) => {
  await page.goto('/computer');
  await page.getByRole('checkbox', { name: 'Give feedback by hand' }).check();
  await button(page, 'Start').click();
  const all = allCodes(1);
  const secret = ['blue', 'pink', 'pink', 'red'];
  const rows: Row[] = [];
  const answer = async (black: number, white: number) => {
    await page.getByRole('spinbutton', { name: 'Black' }).fill(String(black));
    await page.getByRole('spinbutton', { name: 'White' }).fill(String(white));
    await button(page, 'Answer').click();
  };

  // 3 black and 1 white fits no key at all: row 1 alone is named.
  await expect(page.getByRole('spinbutton', { name: 'Black' })).toBeVisible();
  const first = await guessOf(page, 1, 4);
  await answer(3, 1);
  await expect(page.getByRole('alert')).toHaveText(/^Inconsistent: .*\brow 1\b/);
  await expect(page.getByRole('alert')).not.toHaveText(/row 2/);
  await expect(page.getByText('Row 1: 3 black, 1 white')).toBeAttached();
  await button(page, 'Correct last answer').click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Row 1: 3 black, 1 white')).toHaveCount(0);
  expect(await guessOf(page, 1, 4)).toEqual(first);
  await expect(page.getByRole('spinbutton', { name: 'Black' })).toBeFocused();

  // Then true answers, except once: the first row that can be given an answer which is
  // possible on its own but contradicts earlier rows gets that answer first.
  const alert = page.getByRole('alert');
  let clashed = false;
  for (let r = 1; ; r++) {
    await expect(page.getByRole('spinbutton', { name: 'Black' })).toBeVisible();
    const guess = await guessOf(page, r, 4);
    if (!clashed) {
      let clash: [number, number] | undefined;
      for (let b = 0; b <= 4 && !clash; b++)
        for (let w = 0; b + w <= 4 && !clash; w++) {
          const row = { guess, black: b, white: w };
          if (all.some((c) => fits(c, [row])) && !all.some((c) => fits(c, [...rows, row]))) clash = [b, w];
        }
      if (clash) {
        await answer(...clash);
        await expect(alert).toHaveText(/^Inconsistent: /);
        const named = [...(await alert.textContent())!.matchAll(/row (\d+)/g)].map((m) => Number(m[1]));
        expect(named).toContain(r);
        const given = [...rows, { guess, black: clash[0], white: clash[1] }];
        const set = named.map((n) => given[n - 1]);
        expect(all.some((c) => fits(c, set))).toBe(false);
        // A smallest set: every smaller set of rows with row r has a fitting key.
        for (let mask = 0; mask < 1 << (r - 1); mask++) {
          const subset = rows.filter((_, i) => mask & (1 << i));
          if (subset.length + 1 < named.length) expect(all.some((c) => fits(c, [...subset, given[r - 1]]))).toBe(true);
        }
        await expect(possible(page, r)).toHaveText('Possible keys: 0');
        await button(page, 'Correct last answer').click();
        await expect(alert).toHaveCount(0);
        expect(await guessOf(page, r, 4)).toEqual(guess);
        clashed = true;
      }
    }
    const [b, w] = feedback(secret, guess);
    await answer(b, w);
    rows.push({ guess, black: b, white: w });
    if (b === 4) break;
    await expect(possible(page, r)).toHaveText(`Possible keys: ${all.filter((c) => fits(c, rows)).length}`);
    expect(r).toBeLessThan(6);
  }
  expect(clashed).toBe(true);
  await expect(page.getByText(/^The computer found your key in \d guesses$/)).toBeVisible();
});

test('a reload of an inconsistent session by hand has the worker find the conflict again, not the page', async ({ page }) => {
  await page.goto('/computer');
  await page.getByRole('checkbox', { name: 'Give feedback by hand' }).check();
  await button(page, 'Start').click();
  await expect(page.getByRole('spinbutton', { name: 'Black' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Black' }).fill('3');
  await page.getByRole('spinbutton', { name: 'White' }).fill('1');
  await button(page, 'Answer').click();
  await expect(page.getByRole('alert')).toHaveText(/^Inconsistent: .*\brow 1\b/);
  expect(await solverAnswers(page, 'conflict')).toBe(1);
  await page.reload();
  // Loading takes the stored answers as given; the worker checks the last one again.
  await expect(page.getByRole('alert')).toHaveText(/^Inconsistent: .*\brow 1\b/);
  expect(await solverAnswers(page, 'conflict')).toBe(1);
  await expect(page.getByText('Row 1: 3 black, 1 white')).toBeAttached();
  await button(page, 'Correct last answer').click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: 'Black' })).toBeFocused();
});

test('home and the introduction lead to the codebreaker, whose page has the SPEC 7.2 names', async ({ page }) => {
  await page.goto('/play');
  await expect(page.getByRole('link', { name: 'Computer breaks my key' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Computer breaks my key' }).click();
  await expect(page).toHaveURL(/\/computer$/);
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - heading "The computer breaks your key" [level=1]
    - combobox "Level":
      - option "Level I" [selected]
      - option "Level II"
      - option "Level III"
      - option "Custom game"
    - checkbox "Give feedback by hand" [checked=false]
    - group "Your key":
      - 'button "Secret, hole 1: empty"'
      - 'button "Secret, hole 2: empty"'
      - 'button "Secret, hole 3: empty"'
      - 'button "Secret, hole 4: empty"'
    - group "Colours for your key":
      - button "red"
      - button "green"
      - button "blue"
      - button "yellow"
      - button "turquoise"
      - button "pink"
    - button "Start" [disabled]
  `);
  // In Portuguese the same controls carry translated names.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Português' });
  await expect(page.getByRole('button', { name: 'Segredo, buraco 1: vazio' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Dar as respostas à mão' })).toBeVisible();
});
