// A match against the computer: set-up, rounds with alternating roles, the scoreboard, saving
// to a file, resuming after a reload, loading the file, and refusing a bad one.
import { test, expect, button, playRow, allCodes, fits } from './fixtures';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

test('a two-round quick match: saved, resumed, loaded and finished with the scoreboard right', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Match', exact: true }).click();
  await expect(page).toHaveURL(/\/match$/);
  const setup = page.getByRole('region', { name: 'Match set-up' });
  await expect(setup.getByRole('spinbutton', { name: 'Rounds' })).toHaveValue('2');
  await setup.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level I' });
  await setup.getByRole('radio', { name: 'Quick' }).check();
  await setup.getByRole('radio', { name: 'Strong' }).check();
  await setup.getByRole('radio', { name: 'I make the first key' }).check();
  await button(page, 'Start match').click();

  // Round 1: the player makes the key, the computer breaks it within the 5 attempts.
  await expect(page.getByRole('heading', { name: 'Round 1 of 2' })).toBeVisible();
  const secret = ['pink', 'red', 'red', 'blue'];
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of secret) await button(page, c).click();
  await button(page, 'Start').click();
  await expect(button(page, 'Next round')).toBeVisible({ timeout: 15_000 });
  const board = page.getByRole('table', { name: 'Scoreboard' });
  const first = board.getByRole('row').nth(1);
  await expect(first).toHaveText(/^1You[1-5]—$/);
  const computerAttempts = Number((await first.getByRole('cell').nth(2).textContent())!);
  await expect(page.getByText(`Row ${computerAttempts}: 4 black, 0 white`)).toBeAttached();
  await expect(page.getByText(`Key: ${secret.join(', ')}`)).toBeVisible();
  await expect(page.getByText('Score: You 0, Computer 0')).toBeVisible();

  // Save after round 1, then reload: the match resumes from the browser's storage.
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Save match').click()]);
  const file = path.join(os.tmpdir(), `match-${Date.now()}.json`);
  await download.saveAs(file);
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(saved.format).toBe('mastermind-match');
  expect(saved.version).toBe(1);
  expect(saved.rounds[0].key).toEqual(secret);
  await page.reload();
  await expect(first).toHaveText(/^1You[1-5]—$/);
  await expect(button(page, 'Next round')).toBeVisible();

  // Start over, then load the file: the match continues exactly where it was.
  await button(page, 'New match').click();
  const chooser = page.waitForEvent('filechooser');
  await button(page, 'Load match').click();
  await (await chooser).setFiles(file);
  await expect(first).toHaveText(`1You${computerAttempts}—`);
  await button(page, 'Next round').click();

  // Round 2: the computer makes the key; the player has 5 rows and no key is shown.
  await expect(page.getByRole('heading', { name: 'Round 2 of 2' })).toBeVisible();
  await expect(button(page, 'Row 5, hole 1: empty')).toBeVisible();
  await expect(button(page, 'Row 6, hole 1: empty')).toHaveCount(0);
  await expect(page.getByText(/^Key:/)).toHaveCount(0);
  // Guesses that fit every row so far, worked out from the page's own feedback.
  const rows: { guess: string[]; black: number; white: number }[] = [];
  let broken = false;
  for (let r = 1; r <= 5 && !broken; r++) {
    const guess = allCodes(1).find((c) => fits(c, rows))!;
    await playRow(page, guess);
    const text = await page.getByText(new RegExp(`^Row ${r}: \\d black, \\d white$`)).textContent();
    const [, b, w] = text!.match(/(\d) black, (\d) white/)!.map(Number);
    rows.push({ guess, black: b, white: w });
    broken = b === 4;
  }
  const second = board.getByRole('row').nth(2);
  const attempts = rows.length;
  const points = !broken ? 0 : attempts < computerAttempts ? 3 : attempts === computerAttempts ? 1 : 0;
  await expect(second).toHaveText(`2Computer${attempts}${broken ? '' : ' (not broken)'}${points}`);
  await expect(page.getByText(`Score: You ${points}, Computer 0`)).toBeVisible();
  await expect(page.getByText(points > 0 ? 'You won the match' : 'The match is a draw')).toBeVisible();
  await expect(page.getByText(/^Key: /)).toBeVisible();
  await expect(button(page, 'Next round')).toHaveCount(0);
});

test('a file that is not a match, or whose feedback lies, is refused and changes nothing', async ({ page }) => {
  await page.goto('/match');
  const dir = os.tmpdir();
  const cases: [string, string, RegExp][] = [
    ['notes.json', '{"hello": "world"}', /^Cannot load this file: it is not a saved match of this game\.$/],
    ['broken.json', '{"format": "mastermind-match", "ver', /^Cannot load this file: it is not a saved match \(not JSON\)\.$/],
    [
      'liar.json',
      JSON.stringify({
        format: 'mastermind-match',
        version: 1,
        setup: { rounds: 2, level: 'I', pace: 'quick', strength: 'strong', first_maker: 'player' },
        rounds: [{ round: 1, maker: 'player', key: ['red', 'red', 'red', 'red'], guesses: [{ guess: ['red', 'red', 'red', 'red'], black: 0, white: 0 }] }],
      }),
      /^Cannot load this file: in round 1, guess 1's feedback contradicts the key\.$/,
    ],
    ['newer.json', '{"format": "mastermind-match", "version": 2}', /version 2/],
  ];
  for (const [name, content, message] of cases) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    const chooser = page.waitForEvent('filechooser');
    await button(page, 'Load match').click();
    await (await chooser).setFiles(file);
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(button(page, 'Start match')).toBeVisible();
  }
  expect(await page.evaluate(() => localStorage.getItem('mastermind.v1.match'))).toBeNull();
});

for (const [pace, rows] of [['Relaxed', 10], ['Slow', 15]] as const) {
  test(`the ${pace.toLowerCase()} pace gives the codebreaker ${rows} rows`, async ({ page }) => {
    await page.goto('/match');
    await page.getByRole('radio', { name: pace }).check();
    await page.getByRole('radio', { name: 'The computer makes the first key' }).check();
    await button(page, 'Start match').click();
    await expect(page.getByRole('heading', { name: 'Round 1 of 2' })).toBeVisible();
    await expect(button(page, `Row ${rows}, hole 5: empty`)).toBeVisible();
    await expect(button(page, `Row ${rows + 1}, hole 1: empty`)).toHaveCount(0);
    // One row played, then a reload: the same round and row come back (no new key is drawn).
    await playRow(page, ['red', 'red', 'green', 'green', 'blue']);
    const row = await page.getByText(/^Row 1: \d black, \d white$/).textContent();
    await page.reload();
    await expect(page.getByText(row!)).toBeAttached();
    await expect(button(page, 'Row 2, hole 1: empty')).not.toHaveAttribute('aria-disabled');
  });
}

test("a match round's undo history survives a reload", async ({ page }) => {
  await page.goto('/match');
  await page.getByRole('radio', { name: 'The computer makes the first key' }).check();
  await button(page, 'Start match').click();
  await expect(page.getByRole('heading', { name: 'Round 1 of 2' })).toBeVisible();
  await expect(button(page, 'Undo')).toBeDisabled();
  await button(page, 'red').click();
  await button(page, 'green').click();
  await expect(button(page, 'Row 1, hole 2: green')).toBeVisible();
  await button(page, 'Undo').click();
  await expect(button(page, 'Row 1, hole 2: empty')).toBeVisible();
  await page.reload();
  // The round comes back with its row and the peg undone waiting to be redone.
  await expect(button(page, 'Row 1, hole 1: red')).toBeVisible();
  await expect(button(page, 'Row 1, hole 2: empty')).toBeVisible();
  await expect(button(page, 'Redo')).toBeEnabled();
  await button(page, 'Redo').click();
  await expect(button(page, 'Row 1, hole 2: green')).toBeVisible();
  await expect(button(page, 'Redo')).toBeDisabled();
  // Undo walks back through the row, never further.
  await button(page, 'Undo').click();
  await button(page, 'Undo').click();
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await expect(button(page, 'Undo')).toBeDisabled();
  // A submitted row is never undone, and the board still plays into the match.
  await playRow(page, ['red', 'red', 'green', 'green', 'blue']);
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await expect(button(page, 'Undo')).toBeDisabled();
});

test('a saved match dropped on the set-up region loads', async ({ page }) => {
  await page.goto('/match');
  const file = JSON.stringify({
    format: 'mastermind-match',
    version: 1,
    setup: { rounds: 4, level: 'I', pace: 'quick', strength: 'easy', first_maker: 'computer' },
    rounds: [
      { round: 1, maker: 'computer', key: ['red', 'green', 'blue', 'pink'], guesses: [{ guess: ['red', 'green', 'blue', 'pink'], black: 4, white: 0 }] },
    ],
  });
  const data = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'match.json', { type: 'application/json' }));
    return dt;
  }, file);
  await page.getByRole('region', { name: 'Match set-up' }).dispatchEvent('drop', { dataTransfer: data });
  await expect(page.getByRole('table', { name: 'Scoreboard' }).getByRole('row').nth(1)).toHaveText('1Computer1—');
  await expect(page.getByRole('heading', { name: 'Round 1 of 4' })).toBeVisible();
  await expect(page.getByText('Key: red, green, blue, pink')).toBeVisible();
});

test('the match set-up exposes the SPEC 7.2 roles and names', async ({ page }) => {
  await page.goto('/play');
  await page.getByRole('link', { name: 'Match', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Match set-up' })).toMatchAriaSnapshot(`
    - text: Rounds
    - spinbutton "Rounds": "2"
    - text: Level
    - combobox "Level":
      - option "Level I"
      - option "Level II" [selected]
      - option "Level III"
    - group "Pace":
      - radio "Quick" [checked]
      - radio "Relaxed"
      - radio "Slow"
    - group "The computer's strength":
      - radio "Easy"
      - radio "Normal"
      - radio "Strong" [checked]
    - group "Who makes the first key":
      - radio "I make the first key"
      - radio "The computer makes the first key"
      - radio "Random" [checked]
    - button "Start match"
    - button "Load match"
  `);
  const rounds = page.getByRole('spinbutton', { name: 'Rounds' });
  await expect(rounds).toHaveAttribute('min', '2');
  await expect(rounds).toHaveAttribute('max', '20');
  await expect(rounds).toHaveAttribute('step', '2');
});

test("the board game's scoring: the codemaker scores a point per guess, and one more for a key not broken", async ({ page }) => {
  await page.goto('/match');
  const setup = page.getByRole('region', { name: 'Match set-up' });
  // The codebreaker's rule is the default; the two rules are radios of one group.
  await expect(setup.getByRole('radio', { name: 'Points for the codebreaker' })).toBeChecked();
  await setup.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level I' });
  await setup.getByRole('radio', { name: 'Quick' }).check();
  await setup.getByRole('radio', { name: 'I make the first key' }).check();
  await setup.getByRole('radio', { name: 'Points for the codemaker' }).check();
  await button(page, 'Start match').click();

  // Round 1: the player's key; the computer's attempts are the player's points.
  await button(page, 'Secret, hole 1: empty').click();
  for (const c of ['green', 'blue', 'blue', 'yellow']) await button(page, c).click();
  await button(page, 'Start').click();
  await expect(button(page, 'Next round')).toBeVisible({ timeout: 15_000 });
  const board = page.getByRole('table', { name: 'Scoreboard' });
  const first = board.getByRole('row').nth(1);
  const attempts = Number((await first.getByRole('cell').nth(2).textContent())!.match(/^\d+/)![0]);
  const notBroken = /not broken/.test((await first.getByRole('cell').nth(2).textContent())!);
  const mine = attempts + (notBroken ? 1 : 0);
  await expect(first.getByRole('cell').nth(3)).toHaveText(String(mine));
  await expect(page.getByText(`Score: You ${mine}, Computer 0`)).toBeVisible();

  // Round 2: the computer's key, never broken in 5 rows of one colour: 5 + 1 to the computer.
  await button(page, 'Next round').click();
  await expect(page.getByRole('heading', { name: 'Round 2 of 2' })).toBeVisible();
  for (let r = 0; r < 5; r++) {
    const rows = await page.getByText(/^Row \d: \d black, \d white$/).allTextContents();
    if (rows.some((t) => t.includes('4 black'))) break;
    await playRow(page, ['red', 'red', 'red', 'red']);
  }
  const second = board.getByRole('row').nth(2);
  await expect(second).toBeVisible();
  const text = (await second.getByRole('cell').nth(2).textContent())!;
  const theirs = Number(text.match(/^\d+/)![0]) + (/not broken/.test(text) ? 1 : 0);
  await expect(second.getByRole('cell').nth(3)).toHaveText(String(theirs));
  await expect(page.getByText(`Score: You ${mine}, Computer ${theirs}`)).toBeVisible();
  const outcome = mine > theirs ? 'You won the match' : mine < theirs ? 'The computer won the match' : 'The match is a draw';
  await expect(page.getByText(outcome)).toBeVisible();
});
