// The first minutes (issue 24, SPEC 13): home shows a newcomer a board and a returning player
// their game, today's daily keys and their streak; Learn to play guides a first game to its end,
// in English and in Spanish; the game speaks Spanish with <html lang="es">.
import { test, expect, button, playRow, keyOfSeed, expectNoAxeViolations, quitGame } from './fixtures';
import type { Page } from '@playwright/test';

const home = (page: Page) => page.locator('.page.home');

test('home shows where a returning player left off: Continue level II, the daily keys, the streak', async ({ page }) => {
  await page.goto('/');
  await expect(home(page).getByRole('link', { name: /^Continue level/ })).toHaveCount(0);
  // Today's daily keys in one line: one link, then each level's state.
  await expect(home(page).locator('.home-daily li')).toHaveText(['level I: not started', 'level II: not started', 'level III: not started']);
  await expect(home(page).locator('.home-daily').getByRole('link')).toHaveText(['Daily key']);
  await expect(page.getByText(/^Current streak/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'home, new player');
  // A row played at level II, and today's daily key of level I won.
  await page.goto('/play/2?seed=12');
  await playRow(page, ['red', 'red', 'green', 'green', 'blue']);
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
  await page.goto('/daily/1');
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await quitGame(page);
  const key = (await page.getByText(/^Key: /).textContent())!.replace(/^Key: /, '').split(', ');
  // The quit daily game is over; a won seeded game makes the streak.
  const won = await keyOfSeed(page, 1, '4');
  await playRow(page, won);
  await expect(page.getByRole('status')).toHaveText(/^You won/);
  await page.goto('/');
  await expect(home(page).getByRole('link', { name: 'Continue level II', exact: true })).toHaveAttribute('href', '/play/2');
  await expect(home(page).getByRole('link', { name: 'Continue level I', exact: true })).toHaveCount(0);
  // The game in progress is the primary way in.
  await expect(home(page).locator('a.primary')).toHaveText('Continue level II');
  await expect(home(page).locator('.home-daily li')).toHaveText(['level I: given up', 'level II: not started', 'level III: not started']);
  await expect(page.getByText('Current streak: 1', { exact: true })).toBeVisible();
  expect(key.length).toBe(4);
  await expectNoAxeViolations(page, 'home, returning player');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoAxeViolations(page, 'home at 360 px, dark');
  await home(page).getByRole('link', { name: 'Continue level II', exact: true }).click();
  await expect(page.getByText(/^Row 1: \d black, \d white$/)).toBeAttached();
});

test('Learn to play guides a first game to its end, and the note leaves the first game page', async ({ page }) => {
  await page.goto('/play/1');
  const note = page.getByRole('note');
  await expect(note).toContainText('New to Mastermind?');
  await note.getByRole('link', { name: 'Learn to play' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn to play');
  await expectNoAxeViolations(page, 'the lesson');
  const steps = [
    ['red', 'red', 'green', 'green'],
    ['blue', 'blue', 'yellow', 'yellow'],
    ['blue', 'red', 'pink', 'blue'],
    ['blue', 'red', 'yellow', 'blue'],
  ];
  // A row other than the one asked is refused, and says which.
  await playRow(page, ['pink', 'pink', 'pink', 'pink']);
  await expect(page.getByRole('status')).toHaveText(/in this lesson, row 1 is red, red, green, green/);
  for (let hole = 1; hole <= 4; hole++) {
    await button(page, `Row 1, hole ${hole}: pink`).click();
    await page.keyboard.press('Delete');
  }
  await button(page, 'Row 1, hole 1: empty').click();
  for (const [i, guess] of steps.entries()) {
    await expect(page.getByText(`Step ${i + 1} of 4: fill row ${i + 1} with ${guess.join(', ')}, then submit it.`)).toBeVisible();
    await playRow(page, guess);
    await expect(page.locator('.lesson-proofs li')).toHaveCount(i + 1);
  }
  await expect(page.locator('.lesson-proofs li').first()).toContainText('256 keys still fit');
  await expect(page.getByText('Well done: you know how to play.')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^You won in 4 turns/);
  await expectNoAxeViolations(page, 'the lesson done');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoAxeViolations(page, 'the lesson done at 360 px, dark');
  await page.getByRole('link', { name: 'Play a game of your own' }).click();
  await expect(page).toHaveURL(/\/play\/1$/);
  await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('the game speaks Spanish: the lesson played to its end, then skipped, with <html lang="es">', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await page.getByRole('link', { name: 'Aprender a jugar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aprender a jugar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  for (const guess of [
    ['rojo', 'rojo', 'verde', 'verde'],
    ['azul', 'azul', 'amarillo', 'amarillo'],
    ['azul', 'rojo', 'rosa', 'azul'],
    ['azul', 'rojo', 'amarillo', 'azul'],
  ]) {
    for (const c of guess) await button(page, c).click();
    await button(page, 'Enviar intento').click();
  }
  await expect(page.getByText('Muy bien: ya sabes jugar.')).toBeVisible();
  await expectNoAxeViolations(page, 'the lesson in Spanish');
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reglas');
  await expectNoAxeViolations(page, 'the Rules page in Spanish');
  await context.close();

  // Skipped in a fresh browser: straight to a game, and the note is gone.
  const other = await browser.newContext({ locale: 'es-ES' });
  const again = await other.newPage();
  await again.goto('/learn');
  await button(again, 'Saltar').click();
  await expect(again).toHaveURL(/\/play\/1$/);
  await expect(button(again, 'Fila 1, hueco 1: vacío')).toBeVisible();
  await expect(again.getByRole('note')).toHaveCount(0);
  await other.close();
});
