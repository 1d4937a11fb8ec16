// The devious computer (issue 23, SPEC 12): with `Devious computer` ticked, a level I game has no
// key chosen in advance; each row's marks are checked here against the largest part of the keys
// still possible (ties to fewer blacks, then fewer whites), computed independently of the Rust
// core; the key shown at the end fits every row; the game never enters the high scores and counts
// in its own statistics.
import {
  test,
  expect,
  flag,
  button,
  playRow,
  revealedKey,
  allCodes,
  feedback,
  fits,
  expectNoAxeViolations,
  solverAnswers,
  type Code,
  type Row,
} from './fixtures';

/** The devious answer to `guess` after `rows`: the largest part, ties to fewer blacks, then fewer
 *  whites. */
function largestPart(rows: Row[], guess: Code): [number, number] {
  const parts = new Map<string, number>();
  for (const key of allCodes(1).filter((k) => fits(k, rows))) {
    const id = feedback(key, guess).join(',');
    parts.set(id, (parts.get(id) ?? 0) + 1);
  }
  const ranked = [...parts.entries()]
    .map(([id, size]) => ({ size, marks: id.split(',').map(Number) as [number, number] }))
    .sort((a, b) => b.size - a.size || a.marks[0] - b.marks[0] || a.marks[1] - b.marks[1]);
  return ranked[0].marks;
}

test('the devious computer marks each row with the largest part and ends on a key that fits', async ({ page }) => {
  // A whole game against the largest part, each row checked by brute force: 25 s on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/play');
  await page.getByRole('checkbox', { name: 'Devious computer' }).check();
  await expectNoAxeViolations(page, 'the introduction with the devious computer ticked');
  await page.getByRole('link', { name: 'Level I', exact: true }).click();
  const note = page.getByText('Devious computer: the key is chosen as late as possible.');
  await expect(note).toBeVisible();
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await expectNoAxeViolations(page, 'a devious game');

  const rows: Row[] = [];
  // Each guess is the first key still possible (in palette order), the first one a fixed opening.
  let guess: Code = ['red', 'red', 'green', 'blue'];
  for (let n = 1; n <= 8; n++) {
    const [black, white] = largestPart(rows, guess);
    await playRow(page, guess);
    await expect(page.getByText(`Row ${n}: ${black} black, ${white} white`, { exact: true })).toBeAttached();
    rows.push({ guess, black, white });
    if (black === 4) break;
    if (n === 2) {
      // A reload keeps the game, still devious.
      await page.reload();
      await expect(note).toBeVisible();
      await expect(page.getByText('Row 2: ', { exact: false })).toBeAttached();
    }
    guess = allCodes(1).find((k) => fits(k, rows))!;
  }
  // The answers after the reload came from the solver's worker.
  expect(await solverAnswers(page, 'devious')).toBe(rows.length - 2);
  const won = rows[rows.length - 1].black === 4;
  await expect(flag(page)).toHaveText(won ? /^You won/ : /^You lost/);
  const key = await revealedKey(page);
  expect(fits(key, rows), `the key ${key} fits every row`).toBe(true);
  await expect(page.getByRole('dialog', { name: 'New high score' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a devious game over');

  // Its own statistics, not level I's.
  await page.getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page).toHaveURL(/\/stats\/devious$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Statistics, devious');
  await expect(page.getByText('Played: 1', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the devious computer statistics');
  await page.getByRole('link', { name: 'Statistics, level I', exact: true }).click();
  await expect(page.getByText('Played: 0', { exact: true })).toBeVisible();
  await page.goto('/scores/1');
  await expect(page.getByRole('table', { name: 'High scores, level I' }).getByRole('row')).toHaveCount(1);

  // Unticked, the next game has a key of its own again.
  await page.goto('/play');
  await page.getByRole('checkbox', { name: 'Devious computer' }).uncheck();
  await page.getByRole('link', { name: 'Level I', exact: true }).click();
  await button(page, 'Play again').click();
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await expect(note).toHaveCount(0);
});

test('without the solver’s worker the page answers for the devious computer, and stores its answers', async ({ page, consoleErrors }) => {
  await page.route('**/solver_loader.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/play');
  await page.getByRole('checkbox', { name: 'Devious computer' }).check();
  await page.getByRole('link', { name: 'Level I', exact: true }).click();
  const rows: Row[] = [];
  for (const guess of [['red', 'red', 'green', 'blue'], ['blue', 'yellow', 'red', 'red']]) {
    const [black, white] = largestPart(rows, guess);
    await playRow(page, guess);
    await expect(page.getByText(`Row ${rows.length + 1}: ${black} black, ${white} white`, { exact: true })).toBeAttached();
    rows.push({ guess, black, white });
  }
  // Recorded as the answers the worker would have sent, so a reload replays them without the
  // solver: no bare `Submit` in the stored game.
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('mastermind.v1.game.1')))!);
  const kinds = stored.moves.map((m: unknown) => (typeof m === 'string' ? m : Object.keys(m as object)[0]));
  expect(kinds.filter((k: string) => k === 'Answer')).toHaveLength(2);
  expect(kinds).not.toContain('Submit');
  await page.reload();
  await expect(page.getByText(`Row 2: ${rows[1].black} black, ${rows[1].white} white`, { exact: true })).toBeAttached();
  // The browser reports the missing script; nothing else may go wrong.
  const others = consoleErrors.filter((e) => !/404|solver_loader/.test(e));
  consoleErrors.length = 0;
  expect(others).toEqual([]);
});
