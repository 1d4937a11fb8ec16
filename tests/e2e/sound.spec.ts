// Sound (SPEC §20): off by default, and then no audio context at all; on, a sound for every
// symbol as a peg lands, the marks on Submit, the end, and `Hear the row` (and `H`) playing a
// row in sequence; the switch remembered. The page's Web Audio calls are recorded by a wrapped
// `AudioContext` put in place before any script of the page.
import type { Page } from '@playwright/test';
import { test, expect, button, playRow, keyOfSeed, feedback, expectNoAxeViolations, firstPaint, holdGame, PALETTE } from './fixtures';

type Tone = { type: string; hz: number; at: number };
type Audio = { contexts: number; tones: Tone[] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const log = { contexts: 0, tones: [] as { type: string; hz: number; at: number }[] };
    (window as unknown as { __audio: typeof log }).__audio = log;
    const Real = window.AudioContext;
    if (!Real) return;
    class Recorded extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        log.contexts += 1;
      }
      createOscillator() {
        const oscillator = super.createOscillator();
        const tone = { type: '', hz: 0, at: 0 };
        const frequency = oscillator.frequency;
        const set = frequency.setValueAtTime.bind(frequency);
        frequency.setValueAtTime = (value: number, time: number) => {
          tone.hz = value;
          tone.at = time;
          return set(value, time);
        };
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          tone.type = oscillator.type;
          log.tones.push(tone);
          return start(when);
        };
        return oscillator;
      }
    }
    window.AudioContext = Recorded;
  });
});

const audio = (page: Page): Promise<Audio> => page.evaluate(() => (window as unknown as { __audio: Audio }).__audio);
/** The tones recorded after the first `from`. */
const tonesFrom = async (page: Page, from: number) => (await audio(page)).tones.slice(from);
const sound = (page: Page) => page.getByRole('checkbox', { name: 'Sound', exact: true });
/** A tone as a listener tells it apart. */
const timbre = (t: Tone) => `${t.type} ${Math.round(t.hz)}`;

/** A seeded level I game, the whole game in place (the quick board before it has no sound). */
async function seededGame(page: Page, seed: string) {
  const key = await keyOfSeed(page, 1, seed);
  await expect(firstPaint(page)).toHaveCount(0);
  return key;
}

test('with Sound off (the default) a whole game makes no audio context and no Hear the row', async ({ page }) => {
  const key = await seededGame(page, '61');
  await expect(sound(page)).not.toBeChecked();
  await expect(button(page, 'Hear the row')).toHaveCount(0);
  await playRow(page, ['red', 'red', 'green', 'green']);
  await page.keyboard.press('h');
  await playRow(page, key);
  await expect(page.getByRole('status')).toHaveText(/^You won/);
  expect(await audio(page)).toEqual({ contexts: 0, tones: [] });
});

test('with Sound on each colour sounds its own, a row submitted plays its marks, a win its end', async ({ page }) => {
  const key = await seededGame(page, '62');
  await sound(page).check();
  expect((await audio(page)).contexts, 'no context before a sound').toBe(0);
  // Each colour of level I, placed in the first hole in turn: one sound each, all different.
  const heard: string[] = [];
  for (const colour of PALETTE.slice(0, 6)) {
    const before = (await audio(page)).tones.length;
    await page.getByRole('button', { name: 'Row 1, hole 1', exact: false }).first().click();
    await button(page, colour).click();
    await expect.poll(async () => (await tonesFrom(page, before)).length).toBe(1);
    heard.push(timbre((await tonesFrom(page, before))[0]));
  }
  expect(new Set(heard).size, `six colours, six sounds: ${heard.join(' | ')}`).toBe(6);
  expect((await audio(page)).contexts, 'one audio context for the page').toBe(1);

  // A row submitted: its marks in the order shown, blacks then whites, 300 ms apart.
  const guess = ['red', 'blue', 'green', 'pink'];
  const [black, white] = feedback(key, guess);
  expect(black + white, 'the seed gives marks to hear').toBeGreaterThan(0);
  for (const colour of guess.slice(1)) await button(page, colour).click();
  await page.getByRole('button', { name: 'Row 1, hole 1', exact: false }).first().click();
  await button(page, guess[0]).click();
  const before = (await audio(page)).tones.length;
  await button(page, 'Submit guess').click();
  await expect.poll(async () => (await tonesFrom(page, before)).length).toBe(black + white);
  const marks = await tonesFrom(page, before);
  const kinds = marks.map(timbre);
  expect(new Set(kinds.slice(0, black)).size).toBeLessThanOrEqual(1);
  expect(new Set(kinds.slice(black)).size).toBeLessThanOrEqual(1);
  if (black > 0 && white > 0) expect(kinds[0]).not.toBe(kinds[black]);
  for (const mark of kinds) expect(heard, 'a mark sounds unlike any peg').not.toContain(mark);
  for (let i = 1; i < marks.length; i++) expect(marks[i].at - marks[i - 1].at).toBeCloseTo(0.3, 2);

  // The key found: its four blacks, then the end's own sound, unlike any peg or mark.
  for (const colour of key) await button(page, colour).click();
  const beforeWin = (await audio(page)).tones.length;
  await button(page, 'Submit guess').click();
  await expect(page.getByRole('status')).toHaveText(/^You won/);
  await expect.poll(async () => (await tonesFrom(page, beforeWin)).length).toBeGreaterThan(4);
  const won = (await tonesFrom(page, beforeWin)).map(timbre);
  expect(new Set(won.slice(0, 4)).size, 'four blacks, one sound').toBe(1);
  if (black > 0) expect(won[0]).toBe(kinds[0]);
  for (const end of won.slice(4)) {
    expect(heard).not.toContain(end);
    expect(kinds).not.toContain(end);
  }
  await expectNoAxeViolations(page, 'a game won with the sound on');
});

test('Hear the row and H play a row: its pegs in hole order, a silence for an empty hole, then its marks', async ({ page }) => {
  const key = await seededGame(page, '63');
  await sound(page).check();
  const guess = ['yellow', 'green', 'red', 'turquoise'];
  // The sound of each colour, as the palette plays it.
  const of: Record<string, string> = {};
  for (const colour of guess) {
    const before = (await audio(page)).tones.length;
    await button(page, colour).click();
    await expect.poll(async () => (await tonesFrom(page, before)).length).toBe(1);
    of[colour] = timbre((await tonesFrom(page, before))[0]);
  }
  await button(page, 'Submit guess').click();
  const [black, white] = feedback(key, guess);
  await expect.poll(async () => (await audio(page)).tones.length).toBe(4 + Math.max(black + white, 1));
  const marks = (await tonesFrom(page, 4)).map(timbre);

  // H on a hole of the played row: that row, pegs then marks, 300 ms apart.
  await page.getByRole('button', { name: /^Row 1, hole 2:/ }).focus();
  let before = (await audio(page)).tones.length;
  await page.keyboard.press('h');
  await expect.poll(async () => (await tonesFrom(page, before)).length).toBe(4 + marks.length);
  let row = await tonesFrom(page, before);
  expect(row.map(timbre)).toEqual([...guess.map((c) => of[c]), ...marks]);
  for (let i = 1; i < row.length; i++) expect(row[i].at - row[i - 1].at).toBeCloseTo(0.3, 2);

  // The button plays the active row: one peg in its second hole, silences around it.
  await page.getByRole('button', { name: 'Row 2, hole 2: empty', exact: true }).click();
  await button(page, 'green').click();
  before = (await audio(page)).tones.length;
  await button(page, 'Hear the row').click();
  await expect.poll(async () => (await tonesFrom(page, before)).length).toBe(1);
  row = await tonesFrom(page, before);
  expect(row.map(timbre)).toEqual([of.green]);
  await expect(page.getByText(/H plays the row as sounds/)).toBeAttached();
  await expectNoAxeViolations(page, 'the sound on, Hear the row shown');
});

test('the switch is remembered, and nothing plays while the page is hidden', async ({ page }) => {
  await seededGame(page, '64');
  await sound(page).check();
  await page.reload();
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(sound(page)).toBeChecked();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mastermind.v1.settings') ?? '{}'));
  expect(stored.sound).toBe(true);
  await button(page, 'red').click();
  await expect.poll(async () => (await audio(page)).tones.length).toBe(1);
  // Hidden (as another tab in front would leave it): a peg placed is silent.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await button(page, 'blue').click();
  await expect(page.getByRole('button', { name: /^Row 1, hole 2: blue$/ })).toBeAttached();
  expect((await audio(page)).tones.length).toBe(1);
  // Off again, and remembered off: a new page makes no audio context.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });
  await sound(page).uncheck();
  await page.reload();
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(sound(page)).not.toBeChecked();
  await button(page, 'green').click();
  expect(await audio(page)).toEqual({ contexts: 0, tones: [] });
});

test('the switch and the button are named in the chosen language', async ({ page }) => {
  await seededGame(page, '65');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await page.getByRole('checkbox', { name: 'Son', exact: true }).check();
  const before = (await audio(page)).tones.length;
  await page.getByRole('button', { name: 'Écouter la ligne', exact: true }).click();
  // An empty active row: four silences, nothing heard, but no error either.
  expect((await audio(page)).tones.length).toBe(before);
  await expect(page.getByText(/H fait entendre la ligne/)).toBeAttached();
});

test('H pressed on the quick board is heard once the whole game takes over; its pegs are silent', async ({ page }) => {
  await seededGame(page, '66');
  await sound(page).check();
  const game = await holdGame(page);
  await page.goto('/play/1?seed=66');
  await expect(firstPaint(page)).toHaveAttribute('data-live', '');
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await page.keyboard.press('h');
  await expect(firstPaint(page)).toHaveAttribute('data-asked', 'hear');
  expect(await audio(page), 'the quick board makes no sound').toEqual({ contexts: 0, tones: [] });
  await game.release();
  await expect(firstPaint(page)).toHaveCount(0);
  // The active row: red and green, then two silences.
  await expect.poll(async () => (await audio(page)).tones.length).toBe(2);
  const [red, green] = (await audio(page)).tones;
  expect(green.at - red.at).toBeCloseTo(0.3, 2);
  expect(timbre(red)).not.toBe(timbre(green));
});
