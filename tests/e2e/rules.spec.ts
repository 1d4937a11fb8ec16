// The Rules page and the language choice.
import { test, expect, button, playRow } from './fixtures';

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
