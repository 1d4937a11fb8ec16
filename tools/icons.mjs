// Draws the app's icons from the favicon's design (a wooden board with four pegs) by rendering
// SVG in headless Chromium: 192 and 512 px with rounded corners, and a 512 px maskable one whose
// pegs sit inside the safe zone (the middle 80 %) on a full-bleed board.
// Usage: node tools/icons.mjs   (writes public/icons/*.png; run again only if the design changes)
import { chromium } from '@playwright/test';

const pegs = (inset, size) => {
  // The four pegs of the favicon, scaled into a square of `size` starting at `inset`.
  const at = (v) => inset + (v / 32) * size;
  const r = (5 / 32) * size;
  return [
    [9, 9, '#d62828'],
    [23, 9, '#2a9d4b'],
    [9, 23, '#2f6fdb'],
    [23, 23, '#f2c418'],
  ]
    .map(([x, y, c]) => `<circle cx="${at(x)}" cy="${at(y)}" r="${r}" fill="${c}"/>`)
    .join('');
};
const icon = (px, maskable) => {
  const board = maskable
    ? `<rect width="${px}" height="${px}" fill="#6b4a2b"/>`
    : `<rect width="${px}" height="${px}" rx="${(6 / 32) * px}" fill="#6b4a2b"/>`;
  const inset = maskable ? px * 0.14 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${px} ${px}">${board}${pegs(inset, px - 2 * inset)}</svg>`;
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const [name, px, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  await page.setViewportSize({ width: px, height: px });
  await page.setContent(`<html><body style="margin:0;background:transparent">${icon(px, maskable)}</body></html>`);
  await page.locator('svg').screenshot({ path: `public/icons/${name}`, omitBackground: true });
}
await browser.close();
