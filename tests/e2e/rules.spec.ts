// The Rules page and the language choice.
import { test, expect, button, playRow, expectNoAxeViolations } from './fixtures';

const SECTIONS = {
  en: ['Summary', 'How to play', 'Rules', 'Examples', 'High scores', 'Notes'],
  pt: ['Resumo', 'Como jogar', 'Regras do jogo', 'Exemplos', 'Melhores pontuações', 'Notas'],
};

test('the Rules page has its six sections, reached from home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS.en);
  // The feedback pictures state the marks the rule gives.
  await expect(page.getByRole('figure')).toHaveCount(3);
  await expect(page.getByRole('figure').nth(1)).toContainText('3 black, 0 white');
});

test('a worked example steps forward and back on the real board', async ({ page }) => {
  await page.goto('/rules');
  const example = page.getByRole('region', { name: 'Counting colours, then placing them' });
  await expect(example.getByText('Turn 0 of 4')).toBeVisible();
  await expect(example.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await example.getByRole('button', { name: 'Next' }).click();
  await expect(example.getByText('Turn 1 of 4')).toBeVisible();
  await expect(example.getByRole('img', { name: 'Row 1, hole 1: red' })).toBeVisible();
  await expect(example.getByText('Row 1: 0 black, 2 white')).toBeAttached();
  await expect(example.getByText('Possible keys: 96')).toBeVisible();
  for (let i = 0; i < 3; i++) await example.getByRole('button', { name: 'Next' }).click();
  await expect(example.getByText('Key: green, blue, blue, red')).toBeVisible();
  await expect(example.getByRole('button', { name: 'Next' })).toBeDisabled();
  await example.getByRole('button', { name: 'Previous' }).click();
  await expect(example.getByText('Turn 3 of 4')).toBeVisible();
  await expect(example.getByText(/^Key:/)).toHaveCount(0);
  await expect(example.getByText('Possible keys: 2')).toBeVisible();
  // Read-only: no palette, no submit, no flag.
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(example.getByRole('button', { name: 'red' })).toHaveCount(0);
});

test('switching to Português mid-game keeps the game; the choice survives a reload', async ({ page }) => {
  await page.goto('/play/1?seed=31');
  await playRow(page, ['red', 'green', 'blue', 'yellow']);
  await button(page, 'pink').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Português');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nível I');
  await expect(page.getByText(/^Linha 1: \d pretos?, \d brancos?$/)).toBeAttached();
  await expect(button(page, 'Linha 2, buraco 1: rosa')).toBeVisible();
  await expect(button(page, 'Desistir do jogo')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(button(page, 'Linha 2, buraco 1: rosa')).toBeVisible();
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS.pt);
  const example = page.getByRole('region', { name: 'Contar as cores e depois colocá-las' });
  await example.getByRole('button', { name: 'Seguinte' }).click();
  await expect(example.getByText('Chaves possíveis: 96')).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('English');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS.en);
});

test('the first language follows the browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-PT' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('link', { name: 'Jogar', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Regras' })).toBeVisible();
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the worked examples pass axe (contrast included) once played, ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/rules');
    for (const name of ['Counting colours, then placing them']) {
      const example = page.getByRole('region', { name });
      await example.getByRole('button', { name: 'Next' }).click();
      await expect(example.getByText('Possible keys: 96')).toBeVisible();
    }
    // Every example one turn on, so each shows its count of possible keys.
    const nexts = page.getByRole('button', { name: 'Next' });
    const count = await nexts.count();
    for (let i = 1; i < count; i++) await nexts.nth(i).click();
    await expect(page.getByText(/^Possible keys: \d+$/)).toHaveCount(count);
    await expectNoAxeViolations(page, `the Rules after the examples played (${colorScheme})`);
  });
}

test('the Rules list the same keys as the game page, from one text, in each language', async ({ page }) => {
  for (const [language, code, pattern] of [['English', 'en', /^Keyboard: /], ['Português', 'pt', /^Teclado: /], ['Español', 'es', /^Teclado: /]] as const) {
    await page.goto('/play/1');
    await page.getByRole('combobox').first().selectOption(language);
    // The page is in the language once its words have arrived (Portuguese and Spanish both
    // begin with `Teclado:`).
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    const help = page.locator('.game .help').filter({ hasText: pattern });
    await expect(help).toHaveCount(1);
    const keys = (await help.textContent()) ?? '';
    await page.goto('/rules');
    await expect(page.getByText(keys, { exact: true })).toHaveCount(1);
    // Nowhere else on the Rules page are keys listed with other words.
    await expect(page.getByText(/^(With a keyboard|Com o teclado|Con el teclado)/)).toHaveCount(0);
  }
});
