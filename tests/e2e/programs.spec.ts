// Five programs (the solver's worker aside): the home page has its own small one (issue 14), so a
// first visit is interactive long before the whole game could have arrived; a game link (a level,
// seeded or custom, a daily game, a past date's, a friend's challenge) has the quick board first
// and then the whole game, which takes over from it (issue 22, 43), a puzzle link the quick board
// of a puzzle, its own program, then the whole game (issue 43), a friend's reply its own small
// program, then the whole game (issue 53); every other page (the
// challenge form included) starts the whole game alone. What each visit fetches is checked here; `cargo xtask size` weighs it.
import { test, expect, expectNoAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';

/** The whole game's WebAssembly: Trunk's hashed name. */
const WHOLE_GAME = expect.stringMatching(/^\/mastermind-[0-9a-f]+_bg\.wasm$/);

/** Paths of the WebAssembly files a page fetched. */
function wasmRequests(page: Page): string[] {
  const wasm: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.wasm')) wasm.push(path);
  });
  return wasm;
}

test('home fetches only its own program; its links start the whole game, in the chosen language', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mastermind');
  expect(wasm).toEqual(['/home_bg.wasm']);

  // The language chosen on home is the whole game's too.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Português' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.getByRole('link', { name: 'Jogar', exact: true }).click();
  await expect(page).toHaveURL(/\/play$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escolher um nível');
  expect(wasm).toEqual(['/home_bg.wasm', WHOLE_GAME]);

  // Home within the whole game is a page of it, not a new load.
  await page.getByRole('link', { name: 'Mastermind', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Jogar', exact: true })).toBeVisible();
  expect(wasm).toHaveLength(2);
});

test('a page other than home or a game starts the whole game', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules');
  expect(wasm).toEqual([WHOLE_GAME]);
});

// Issue 53: one Leptos program for the whole game. The pages once a second program's (the
// computer, the matches, Your data, print, Friends, a reply, the past puzzles) start the whole game
// alone, and a link between them and the game's other pages is the router's: no new load.
for (const [path, heading] of [
  ['/computer', 'The computer breaks your key'],
  ['/match', 'A match against the computer'],
  ['/two', 'Two players'],
  ['/data', 'Your data'],
  ['/puzzles/print?level=2&difficulty=easy&seed=5', 'Print puzzles'],
  ['/friends', 'Friends'],
  // A reply's page without a reply in its fragment: what is missing, said by the whole game.
  ['/reply', 'Friends'],
  ['/puzzles/past', 'Past puzzles'],
]) {
  test(`${path} starts the whole game alone`, async ({ page }) => {
    const wasm = wasmRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The print page generates its puzzles in the solver's worker.
    expect(wasm.filter((w) => !w.startsWith('/solver'))).toEqual([WHOLE_GAME]);
  });
}

test('an address with a slash after it is the page\'s own, in the program that page needs', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto('/data/');
  await expect(page).toHaveURL(/\/data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data');
  expect(wasm).toEqual([WHOLE_GAME]);
  await page.goto('/rules//?x=1#top');
  await expect(page).toHaveURL(/\/rules\?x=1#top$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules');
  await page.goto('/play/2/?seed=7');
  await expect(page).toHaveURL(/\/play\/2\?seed=7$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level II');
  expect(wasm).toContain('/quick_bg.wasm');
  // Slashes alone are home.
  await page.goto(new URL(page.url()).origin + '//');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
});

test('links between the pages once the second program\'s and the others stay in the one program, Back too', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto('/play');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a level');
  // The introduction and the Puzzles have a first paint of their own, whose links are plain
  // ones: the program's page first.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  // A mark on the document: a new load would lose it.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('link', { name: 'Your data', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data');
  await expect(page).toHaveURL(/\/data$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a level');
  await page.goto('/puzzles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzles');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const print = page.getByRole('link', { name: 'Print puzzles', exact: true });
  const href = await print.getAttribute('href');
  await print.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Print puzzles');
  expect(page.url()).toMatch(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzles');
  await expect(page).toHaveURL(/\/puzzles$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // Two loads (/play, /puzzles), each the whole game's program alone (the second may come from
  // the cache without a request).
  const programs = wasm.filter((w) => !w.startsWith('/solver'));
  expect(programs.length).toBeGreaterThan(0);
  for (const w of programs) expect(w).toEqual(WHOLE_GAME);
});

// Issue 53: the service worker keeps home's program and the quick boards only once used, so a
// visit that cannot fetch them (offline before then: offline.spec.ts) has the whole game alone.
test('home and a game link open on the whole game when their own programs cannot be fetched', async ({ page, consoleErrors }) => {
  const wasm = wasmRequests(page);
  await page.route(/\/(home|quick)(_bg\.wasm|\.js)(\?.*)?$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start a game', exact: true })).toBeVisible();
  await page.goto('/play/1?seed=42');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level I');
  // The heading is the first paint's: a key goes to the board once the whole game has drawn it
  // in place of the first paint (no quick board plays before it here).
  await expect(page.getByRole('button', { name: 'Row 1, hole 1: empty', exact: true })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.keyboard.press('1');
  await expect(page.getByRole('button', { name: /^Row 1, hole 1: red/ })).toBeVisible();
  expect(wasm).toEqual(['/home_bg.wasm', WHOLE_GAME, '/quick_bg.wasm', WHOLE_GAME]);
  // The refused fetches are reported on the console: those are expected.
  const others = consoleErrors.filter((e) => !/Failed to load resource|net::ERR_FAILED|quick|home/.test(e));
  consoleErrors.length = 0;
  expect(others).toEqual([]);
});

// Issue 22: the links people arrive by open on the quick board (src/bin/quick.rs), playable at
// once, and then on the whole game, fetched once the quick board's wasm has arrived, which takes
// over (quick.spec.ts).
for (const [link, heading] of [
  ['/play/1?seed=42', 'Level I'],
  ['/daily/2', 'Daily key, level II'],
  ['/play/custom?pegs=3&colours=5&turns=6&repeats=yes&seed=7', 'Custom game'],
]) {
  test(`${link} opens on the quick board, then the whole game; a key press places the first peg`, async ({ page }) => {
    const wasm = wasmRequests(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The first paint has the heading already: the board is the program's.
    await expect(page.getByRole('button', { name: 'Row 1, hole 1: empty', exact: true })).toBeVisible();
    await page.keyboard.press('1');
    await expect(page.getByRole('button', { name: /^Row 1, hole 1: red/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quit the game', exact: true })).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Row 1, hole 1: red/ })).toBeVisible();
    // The quick board's first, then the whole game's, and nothing else.
    expect(wasm).toEqual(['/quick_bg.wasm', WHOLE_GAME]);
  });
}

test('a challenge link opens on the quick board, then the whole game; making one is the whole game\'s alone', async ({ page, browser }) => {
  const maker = await (await browser.newContext()).newPage();
  const made = wasmRequests(maker);
  await maker.goto('/challenge');
  await maker.getByRole('button', { name: 'Secret, hole 1: empty', exact: true }).click();
  for (const c of ['red', 'green', 'blue', 'yellow']) await maker.getByRole('button', { name: c, exact: true }).click();
  await maker.getByRole('button', { name: 'Create link', exact: true }).click();
  const link = await maker.getByRole('textbox', { name: 'Challenge link' }).inputValue();
  await maker.context().close();
  // Making a challenge (`/challenge`) is the whole game's alone.
  expect(made).toEqual([WHOLE_GAME]);
  const wasm = wasmRequests(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Challenge');
  await expect(page.getByRole('button', { name: 'Row 1, hole 1: empty', exact: true })).toBeVisible();
  await page.keyboard.press('1');
  await expect(page.getByRole('button', { name: /^Row 1, hole 1: red/ })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Row 1, hole 1: red/ })).toBeVisible();
  expect(wasm).toEqual(['/quick_bg.wasm', WHOLE_GAME]);
});

test('after the takeover on a game link, every other page is the whole game\'s, in the chosen language', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto('/play/2');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Português' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nível II');
  await page.getByRole('link', { name: 'Mastermind', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Jogar', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Jogar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escolher um nível');
  // Within the whole game a game is a page of it, not a new load; back returns to the levels.
  await page.getByRole('link', { name: 'Nível I', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nível I');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escolher um nível');
  expect(wasm).toEqual(['/quick_bg.wasm', WHOLE_GAME]);
});

test('a game link\'s whole game goes to other pages and back within itself, the game going on', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto('/play/1?seed=5');
  await expect(page.getByRole('button', { name: 'Row 1, hole 1: empty', exact: true })).toBeVisible();
  await page.keyboard.press('2');
  await expect(page.getByRole('button', { name: /^Row 1, hole 1: green/ })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('link', { name: 'Choose another level', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a level');
  expect(wasm).toEqual(['/quick_bg.wasm', WHOLE_GAME]);
  // The link added one entry to the history.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level I');
  // The game went on where it was.
  await expect(page.getByRole('button', { name: /^Row 1, hole 1: green/ })).toBeVisible();
  expect(wasm).toHaveLength(2);
});

test('a puzzle link opens on the quick board of a puzzle (its own program), then the whole game; the practice slot and the Puzzles page are the whole game\'s', async ({ page }) => {
  for (const link of ['/puzzle/2/daily', '/puzzle/1?seed=9&difficulty=hard']) {
    const wasm = wasmRequests(page);
    await page.goto(link);
    await expect(page.getByRole('button', { name: 'Check', exact: true }), link).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    expect(wasm, link).toEqual(['/puzzle_bg.wasm', WHOLE_GAME]);
    await page.goto('about:blank');
  }
  for (const [path, heading] of [['/puzzle/3', /^Puzzle, level III$/], ['/puzzles', /^Puzzles$/]] as const) {
    const wasm = wasmRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await page.waitForTimeout(300);
    expect(wasm.filter((w) => !w.startsWith('/solver')), path).toEqual([WHOLE_GAME]);
    await page.goto('about:blank');
  }
});

/** Bea's reply to Ana's key (red, green, blue, yellow at level I; Ana broke it in 2), broken in
 *  2 guesses: tests/web/reply_view.rs holds it to that. */
const REPLY = '/reply#r1bhldtthcnbqrmtgfmllllkljckdmcjnhkmrhgdmknqtghfjqfrpljgsslhkdgd';

// Issue 53: a reply link shows its page from its own small program (src/bin/reply.rs), drawn by
// the whole game's markup, then the whole game draws the same page and counts the game.
test('a reply link shows its page on its own program at once, then the whole game counts it in Friends', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto(REPLY);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reply from Bea');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByText('Bea broke your key in 2 guesses', { exact: true })).toBeVisible();
  expect(wasm).toEqual(['/reply_bg.wasm', WHOLE_GAME]);
  await page.getByRole('link', { name: 'Friends', exact: true }).last().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Friends');
  const row = page.getByRole('table', { name: 'Friends' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Bea', exact: true }) });
  await expect(row.getByRole('cell')).toHaveText(['1', '0', '0', '1']);
  expect(wasm).toHaveLength(2);
});

test('before the whole game arrives, a reply link\'s page is whole: its words, both sides, its links, in the stored language', async ({ page, consoleErrors }) => {
  await page.route(/\/mastermind-[0-9a-f]+(_bg\.wasm|\.js)$/, (route) => route.abort());
  await page.goto(REPLY);
  const frame = page.locator('#first-paint');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Reply from Bea');
  await expect(page).toHaveTitle('Reply from Bea · Mastermind');
  await expect(frame.getByText('Bea broke your key in 2 guesses', { exact: true })).toBeVisible();
  await expect(frame.getByText('You: 2, Bea: 2', { exact: true })).toBeVisible();
  await expect(frame.getByRole('heading', { name: "Bea's rows" })).toBeVisible();
  await expect(frame.getByText(/^Row 1: 1 black, 0 white; /)).toHaveCount(1);
  await expect(frame.getByText(/^Row 2: 4 black, 0 white; red, green, blue, yellow$/)).toHaveCount(1);
  await expect(frame.getByText('Your rows of this key are not kept in this browser.')).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Friends', exact: true }).last()).toHaveAttribute('href', '/friends');
  await expectNoAxeViolations(page, "a reply before the whole game");
  // Another reply opened in the tab (the same path, another fragment: no new load) is drawn in
  // its place, here one that cannot be read.
  await page.evaluate(() => { location.hash = '#r1bcdfghjk'; });
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Friends');
  await expect(frame.getByRole('alert')).toContainText('This reply link is cut or altered');
  await expect(frame.getByText('Bea broke your key in 2 guesses', { exact: true })).toHaveCount(0);
  // In the stored language, and a link that cannot be read says why.
  await page.evaluate(() => localStorage.setItem('mastermind.v1.settings', JSON.stringify({ version: 1, language: 'fr' })));
  await page.goto('about:blank');
  await page.goto('/reply#r1bcdfghjk');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Amis');
  await expect(frame.getByRole('alert')).toContainText('Ce lien de réponse');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // The refused fetches of the whole game are reported on the console: those are expected.
  const others = consoleErrors.filter((e) => !/Failed to load resource|net::ERR_FAILED|Failed to fetch|mastermind-/.test(e));
  consoleErrors.length = 0;
  expect(others).toEqual([]);
});

test('the loader and the programs agree on which paths are game links', async ({ page }) => {
  // Paths near the game links': each opens a page of the whole game alone (never a reload loop).
  for (const [path, heading] of [['/play', 'Choose a level'], ['/daily', 'Daily key'], ['/play/9', 'Page not found'], ['/play/1/x', 'Page not found']]) {
    const wasm = wasmRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await page.waitForTimeout(300);
    expect(wasm, path).toEqual([WHOLE_GAME]);
  }
});

test("a game link's program arrives as the build's brotli copy, which decodes to the program itself", async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.(wasm|js|css)$/.test(path) || path === '/play/1') encodings.set(path, (await r.allHeaders())['content-encoding']);
  });
  await page.goto('/play/1?seed=5');
  await expect(page.getByRole('button', { name: 'Row 1, hole 1: empty', exact: true })).toBeVisible();
  await page.keyboard.press('2');
  await expect(page.getByRole('button', { name: /^Row 1, hole 1: green/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quit the game', exact: true })).toBeVisible();
  // Every file of the visit, the page included, came as brotli (the browser asks for it).
  await expect.poll(() => encodings.size).toBe(6);
  expect([...encodings.keys()]).toEqual(
    expect.arrayContaining([
      '/play/1',
      '/quick.js',
      '/quick_bg.wasm',
      expect.stringMatching(/^\/mastermind-[0-9a-f]+\.js$/),
      expect.stringMatching(/^\/mastermind-[0-9a-f]+_bg\.wasm$/),
      expect.stringMatching(/^\/main-[0-9a-f]+\.css$/),
    ]),
  );
  expect(new Set(encodings.values())).toEqual(new Set(['br']));
  // The copy is the file: the bytes the page decoded are those of the plain file, for each
  // program's wasm.
  const whole = [...encodings.keys()].find((p) => /^\/mastermind-[0-9a-f]+_bg\.wasm$/.test(p))!;
  for (const wasm of ['/quick_bg.wasm', whole]) {
    const decoded = await page.evaluate(async (url) => new Uint8Array(await (await fetch(url, { cache: 'no-store' })).arrayBuffer()).length, wasm);
    const plain = await page.request.get(wasm, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], wasm).toBeUndefined();
    expect(decoded, wasm).toBe((await plain.body()).length);
  }
});
