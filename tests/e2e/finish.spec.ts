// The finish check (issue 32): every page and main state, at a phone's width (390 px) and a
// desktop's (1280 px), light and dark, with reduced motion, must have
// - zero axe violations (colour contrast included),
// - nothing overflowing the page sideways outside a named scroll region, and a region that is cut
//   showing that it scrolls,
// - every interactive target at least 24 × 24 CSS px (WCAG 2.5.8, with its exceptions),
// - no native, unstyled control (the rule is written down in docs/design.md, "Checks"),
// - and the design system's promises (docs/design.md): controls 44 px tall, disabled controls
//   that look disabled, a visible focus indicator on every element Tab reaches.
// Each state is drawn once and checked in both schemes (the colours are the stylesheet's media
// queries: switching the emulated scheme needs no reload, so no journey is played twice).
// Every state is also saved as a full-page screenshot, <output>/finish/<name>-<width>-<scheme>.png
// (tests/e2e/results/ by default, git-ignored), and attached to its test. The failures are soft:
// one run lists everything that is wrong, and a JSON list of them is saved next to the pictures.
import { test, expect, button, playRow, axeViolations, keyOfSeed, PALETTE, hint, quitGame, firstPaint } from './fixtures';
import type { Page, TestInfo } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

// The phone is the narrowest the game is made for (360 px); the desktop a laptop's.
const WIDTHS = { 360: { width: 360, height: 780 }, 1280: { width: 1280, height: 900 } } as const;

type Finding = {
  state: string;
  kind: 'axe' | 'overflow' | 'scrollcue' | 'target' | 'unstyled' | 'size44' | 'disabled' | 'focus';
  detail: string;
};

/** Chromium's own look for an unstyled control in either colour scheme, measured on a blank page
 *  (with and without `color-scheme: light dark`, as a page may or may not opt in to dark controls). */
type Defaults = { faces: string[] };

type Scheme = 'light' | 'dark';

async function nativeDefaults(page: Page): Promise<Defaults> {
  const blank = await page.context().newPage();
  const faces = new Set<string>();
  for (const colorScheme of ['light', 'dark'] as const) {
    await blank.emulateMedia({ colorScheme });
    for (const meta of ['', '<meta name="color-scheme" content="light dark">']) {
      await blank.setContent(`${meta}<button>x</button><select><option>a</option></select><input type="file">`);
      for (const face of await blank.evaluate(() => [
        getComputedStyle(document.querySelector('button')!).backgroundColor,
        getComputedStyle(document.querySelector('select')!).backgroundColor,
        getComputedStyle(document.querySelector('input')!, '::file-selector-button').backgroundColor,
      ]))
        faces.add(face);
    }
  }
  await blank.close();
  return { faces: [...faces] };
}

/** Shared by the checks that run in the page: a short, readable selector for an element. */
const DESCRIBE = `
  window.__describe = (e) => {
    const part = (n) => {
      let s = n.tagName.toLowerCase();
      if (n.id) return s + '#' + n.id;
      const cls = [...n.classList].slice(0, 2);
      if (cls.length) s += '.' + cls.join('.');
      const sib = n.parentElement ? [...n.parentElement.children].filter((c) => c.tagName === n.tagName) : [];
      if (sib.length > 1) s += ':nth-of-type(' + (sib.indexOf(n) + 1) + ')';
      return s;
    };
    const parts = [];
    for (let n = e; n && n !== document.body && parts.length < 4; n = n.parentElement) parts.unshift(part(n));
    const label = e.labels && e.labels.length ? e.labels[0].textContent : '';
    const own = e.tagName === 'SELECT' ? '' : e.textContent;
    const name = (e.getAttribute('aria-label') || label || own || e.getAttribute('name') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return parts.join(' > ') + (name ? ' "' + name + '"' : '');
  };
  window.__visuallyHidden = (e) => {
    for (let n = e; n; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
      const r = n.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1 && s.overflow !== 'visible') return true;
    }
    return false;
  };
`;

/** Elements whose box passes the viewport's right edge (outermost only), outside a named scroll
 *  region, and whether the page itself scrolls sideways. */
async function overflowing(page: Page): Promise<string[]> {
  await page.evaluate(DESCRIBE);
  return page.evaluate(() => {
    const w = window as unknown as { __describe: (e: Element) => string; __visuallyHidden: (e: Element) => boolean };
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    const scroll = document.documentElement.scrollWidth;
    if (scroll > window.innerWidth) out.push(`the page scrolls sideways: scrollWidth ${scroll} > innerWidth ${window.innerWidth}`);
    const reported: Element[] = [];
    const inNamedRegion = (e: Element) => {
      const r = e.parentElement?.closest('[role="region"][tabindex="0"]');
      return !!r && !!(r.getAttribute('aria-label') || r.getAttribute('aria-labelledby'));
    };
    const clipped = (e: Element) => {
      for (let n = e.parentElement; n && n !== document.documentElement; n = n.parentElement) {
        const s = getComputedStyle(n);
        if (s.overflowX !== 'visible' && n.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    for (const e of document.body.querySelectorAll('*')) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= width + 0.5) continue;
      if (reported.some((p) => p.contains(e))) continue;
      if (inNamedRegion(e) || clipped(e) || w.__visuallyHidden(e)) continue;
      if (!(e as HTMLElement).checkVisibility?.({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      reported.push(e);
      out.push(`${w.__describe(e)}: right edge ${Math.round(r.right)} px > ${width} px`);
    }
    return out;
  });
}

const TARGETS = 'button, a[href], input, select, textarea, summary, [role="button"], [tabindex="0"]';

/** Interactive targets under 24 × 24 CSS px, WCAG 2.5.8's exceptions aside: an inline link in a
 *  sentence (its block has other text), a visually hidden element, a checkbox or radio whose label
 *  (part of its target) is large enough. Hidden, zero-size and inert (behind a modal) are skipped. */
async function smallTargets(page: Page): Promise<string[]> {
  await page.evaluate(DESCRIBE);
  return page.evaluate((selector) => {
    const w = window as unknown as { __describe: (e: Element) => string; __visuallyHidden: (e: Element) => boolean };
    const modal = document.querySelector('dialog:modal');
    const big = (r: DOMRect) => r.width >= 23.95 && r.height >= 23.95;
    const out: string[] = [];
    for (const e of document.querySelectorAll<HTMLElement>(selector)) {
      if (!e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || big(r)) continue;
      if (e.closest('[inert]') || (modal && !modal.contains(e))) continue;
      if (w.__visuallyHidden(e)) continue;
      if (e.tagName === 'A') {
        let block: HTMLElement | null = e.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const own = (e.textContent ?? '').trim().length;
        if (getComputedStyle(e).display.startsWith('inline') && block && (block.textContent ?? '').trim().length > own) continue;
      }
      if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio')) {
        if ([...(e.labels ?? [])].some((l) => big(l.getBoundingClientRect()))) continue;
      }
      out.push(`${w.__describe(e)}: ${Math.round(r.width * 10) / 10} × ${Math.round(r.height * 10) / 10} px`);
    }
    return out;
  }, TARGETS);
}

/** Visible controls still in the browser's own look (the rule of docs/design.md, "Checks"). */
async function unstyled(page: Page, defaults: Defaults): Promise<string[]> {
  await page.evaluate(DESCRIBE);
  return page.evaluate(({ faces }) => {
    const w = window as unknown as { __describe: (e: Element) => string; __visuallyHidden: (e: Element) => boolean };
    const out: string[] = [];
    const radius = (s: CSSStyleDeclaration) => parseFloat(s.borderTopLeftRadius) || 0;
    const transparent = (c: string) => c === 'rgba(0, 0, 0, 0)' || c === 'transparent';
    /** A push button's look: not the default face, not the default outset border, and rounded
     *  (≥ 3 px) unless drawn as a link (no background, no border). */
    const face = (s: CSSStyleDeclaration) => {
      const why: string[] = [];
      if (faces.includes(s.backgroundColor)) why.push(`default background ${s.backgroundColor}`);
      if (s.borderTopStyle === 'outset') why.push('default outset border');
      const link = transparent(s.backgroundColor) && (s.borderTopStyle === 'none' || parseFloat(s.borderTopWidth) === 0);
      if (radius(s) < 3 && !link) why.push(`border-radius ${s.borderTopLeftRadius}`);
      return why;
    };
    const textTypes = ['text', 'number', 'search', 'email', 'url', 'tel', 'password', 'date'];
    for (const e of document.querySelectorAll<HTMLElement>('button, select, input, textarea')) {
      if (!e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || w.__visuallyHidden(e)) continue;
      const s = getComputedStyle(e);
      let why: string[] = [];
      if (e instanceof HTMLButtonElement || e instanceof HTMLSelectElement) why = face(s);
      else if (e instanceof HTMLInputElement && e.type === 'file') why = face(getComputedStyle(e, '::file-selector-button')).map((x) => `::file-selector-button ${x}`);
      else if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio')) {
        if (s.accentColor === 'auto') why.push('accent-color auto');
      } else if (e instanceof HTMLTextAreaElement || (e instanceof HTMLInputElement && textTypes.includes(e.type))) {
        if (s.borderTopStyle === 'inset') why.push('default inset border');
        if (radius(s) < 3) why.push(`border-radius ${s.borderTopLeftRadius}`);
      }
      if (why.length) out.push(`${w.__describe(e)}: ${why.join(', ')}`);
    }
    return out;
  }, defaults);
}

/** Controls under the system's 44 px height (docs/design.md, Sizes): buttons (the board's holes
 *  and the link-styled buttons aside), links drawn as buttons, fields, selects, and the labels of
 *  checkboxes and radios. Inert controls (behind a modal) are skipped. */
async function short(page: Page): Promise<string[]> {
  await page.evaluate(DESCRIBE);
  return page.evaluate(() => {
    const w = window as unknown as { __describe: (e: Element) => string; __visuallyHidden: (e: Element) => boolean };
    const modal = document.querySelector('dialog:modal');
    const textTypes = ['text', 'number', 'search', 'email', 'url', 'tel', 'password', 'date'];
    const out: string[] = [];
    const all = [
      ...document.querySelectorAll<HTMLElement>('button:not(.hole):not(.link-button), a.button, select, textarea'),
      ...[...document.querySelectorAll<HTMLInputElement>('input')].filter((e) => textTypes.includes(e.type)),
      ...[...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')]
        .map((e) => e.closest('label'))
        .filter((l): l is HTMLLabelElement => !!l),
    ];
    for (const e of all) {
      if (!e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || w.__visuallyHidden(e)) continue;
      if (e.closest('[inert]') || (modal && !modal.contains(e))) continue;
      if (r.height < 43.5) out.push(`${w.__describe(e)}: ${Math.round(r.height * 10) / 10} px tall`);
    }
    return out;
  });
}

/** Disabled controls that look exactly like the same control enabled (opacity, colours of text,
 *  face and edge compared with `disabled` / `aria-disabled` lifted for a moment). */
async function enabledLooking(page: Page): Promise<string[]> {
  await page.evaluate(DESCRIBE);
  return page.evaluate(() => {
    const w = window as unknown as { __describe: (e: Element) => string; __visuallyHidden: (e: Element) => boolean };
    const look = (e: Element) => {
      const s = getComputedStyle(e);
      return [s.opacity, s.color, s.backgroundColor, s.borderTopColor, s.filter].join(' | ');
    };
    const out: string[] = [];
    // The board's holes are its exception: a hole out of the active row is disabled, and a played
    // row must keep its colours.
    const sel =
      'button:disabled:not(.hole), input:disabled, select:disabled, textarea:disabled, [aria-disabled="true"]:not(.hole)';
    for (const e of document.querySelectorAll<HTMLElement>(sel)) {
      if (!e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || w.__visuallyHidden(e)) continue;
      const aria = e.getAttribute('aria-disabled') === 'true';
      const before = look(e);
      if (aria) e.removeAttribute('aria-disabled');
      else (e as HTMLButtonElement).disabled = false;
      const after = look(e);
      if (aria) e.setAttribute('aria-disabled', 'true');
      else (e as HTMLButtonElement).disabled = true;
      if (before === after) out.push(`${w.__describe(e)}: looks enabled (${before})`);
    }
    return out;
  });
}

/** Walks the page with Tab (round to the start again) and lists every focused element whose
 *  outline, shadow, edge or face does not change from its look at rest: no visible focus. */
async function focusless(page: Page): Promise<string[]> {
  await page.evaluate(DESCRIBE);
  await page.evaluate(() => {
    const look = (e: Element) => {
      const s = getComputedStyle(e);
      return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderTopColor, s.backgroundColor].join(' | ');
    };
    const rest = new WeakMap<Element, string>();
    const was = document.activeElement;
    (was as HTMLElement | null)?.blur?.();
    for (const e of document.querySelectorAll('*')) rest.set(e, look(e));
    (window as unknown as { __rest: WeakMap<Element, string>; __look: typeof look }).__rest = rest;
    (window as unknown as { __look: typeof look }).__look = look;
  });
  const out: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press('Tab');
    const now = await page.evaluate(() => {
      const w = window as unknown as {
        __describe: (e: Element) => string;
        __rest: WeakMap<Element, string>;
        __look: (e: Element) => string;
      };
      const e = document.activeElement;
      if (!e || e === document.body) return null;
      const s = getComputedStyle(e);
      const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1;
      const changed = w.__rest.has(e) && w.__rest.get(e) !== w.__look(e);
      return { id: w.__describe(e), visible: ring || changed };
    });
    if (!now) {
      if (seen.size > 0) break;
      continue;
    }
    if (seen.has(now.id)) break;
    seen.add(now.id);
    if (!now.visible) out.push(`${now.id}: no visible focus indicator`);
  }
  if (seen.size === 0) out.push('the Tab key reaches no element');
  return out;
}

/** Named scroll regions cut by the page's width with nothing that shows there is more (issue 32,
 *  deliverable 3): a region wider inside than outside needs a cue on itself, its parent or a
 *  pseudo-element of either (a background image such as a gradient, a shadow or a mask). */
async function cueless(page: Page): Promise<string[]> {
  await page.evaluate(DESCRIBE);
  return page.evaluate(() => {
    const w = window as unknown as { __describe: (e: Element) => string };
    const cue = (e: Element) =>
      [null, '::before', '::after'].some((pseudo) => {
        const s = getComputedStyle(e, pseudo);
        if (pseudo && (s.content === 'none' || s.content === 'normal')) return false;
        return s.backgroundImage !== 'none' || s.boxShadow !== 'none' || (s.maskImage ?? 'none') !== 'none';
      });
    const out: string[] = [];
    for (const r of document.querySelectorAll<HTMLElement>('[role="region"][tabindex="0"]')) {
      if (!r.checkVisibility() || r.scrollWidth <= r.clientWidth + 1) continue;
      if (cue(r) || (r.parentElement && cue(r.parentElement))) continue;
      out.push(`${w.__describe(r)}: scrolls ${r.scrollWidth - r.clientWidth} px sideways with no cue`);
    }
    return out;
  });
}

/** Runs every check on the page as it is now, in each of `schemes` (the last one is left in
 *  force), and saves its screenshots; failures are soft. `walkFocus`: the focus walk too, once,
 *  last (whether a ring shows depends on neither the scheme nor the language). */
function inspector(page: Page, testInfo: TestInfo, width: number, schemes: readonly Scheme[] = ['light'], walkFocus = false) {
  const dir = path.join(testInfo.project.outputDir, 'finish');
  fs.mkdirSync(dir, { recursive: true });
  const findings: (Finding & { scheme: Scheme })[] = [];
  let defaults: Defaults | undefined;
  const inspect = async (state: string) => {
    defaults ??= await nativeDefaults(page);
    await page.evaluate(() => document.fonts.ready);
    // Let a route change, a dialog or a late table settle (motion is reduced).
    await page.waitForTimeout(150);
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      const add = (kind: Finding['kind'], list: string[]) => {
        for (const detail of list) findings.push({ state, kind, detail, scheme });
        expect.soft(list, `${kind} on ${state} (${width} px, ${scheme})`).toEqual([]);
      };
      add('axe', await axeViolations(page));
      add('overflow', await overflowing(page));
      add('scrollcue', await cueless(page));
      add('target', await smallTargets(page));
      add('unstyled', await unstyled(page, defaults));
      add('size44', await short(page));
      add('disabled', await enabledLooking(page));
      const file = path.join(dir, `${state}-${width}-${scheme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${state}-${width}-${scheme}`, { path: file, contentType: 'image/png' });
    }
    // Last, as it moves the focus (and may scroll).
    if (walkFocus) {
      const list = await focusless(page);
      for (const detail of list) findings.push({ state, kind: 'focus', detail, scheme: schemes[schemes.length - 1] });
      expect.soft(list, `focus on ${state} (${width} px)`).toEqual([]);
    }
  };
  const save = async () => {
    const slug = testInfo.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    const file = path.join(dir, `findings-${slug}-${width}.json`);
    fs.writeFileSync(file, JSON.stringify({ test: testInfo.title, width, schemes, findings }, null, 1));
    await testInfo.attach('findings', { path: file, contentType: 'application/json' });
  };
  return { inspect, save };
}

type Inspect = (state: string) => Promise<void>;

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

/** `n` different rows of colours that are not in the key: none can win. */
function losingRows(key: string[], n: number): string[][] {
  const [a, b] = PALETTE.slice(0, 6).filter((c) => !key.includes(c));
  return Array.from({ length: n }, (_, i) => [0, 1, 2, 3].map((bit) => ((i >> bit) & 1 ? b : a)));
}

/** Wins a seeded level I game after `wrong` losing rows; the `New high score` dialog opens. */
async function win(page: Page, seed: number, wrong: number) {
  const key = await keyOfSeed(page, 1, String(seed));
  for (const row of losingRows(key, wrong)) await playRow(page, row);
  await playRow(page, key);
  await expect(page.getByRole('status')).toHaveText(/^You won/);
}

const SUITES: Record<string, (page: Page, inspect: Inspect) => Promise<void>> = {
  'home, the introduction and a level I game': async (page, inspect) => {
    await page.goto('/');
    await h1(page);
    await inspect('home-fresh');
    await page.goto('/play');
    await h1(page);
    await inspect('play-introduction');
    await page.goto('/play/1?seed=5');
    await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
    await inspect('game-start');
    await playRow(page, ['red', 'red', 'green', 'green']);
    await playRow(page, ['blue', 'blue', 'yellow', 'yellow']);
    // A hole out of the active row: the yellow flag (on the whole game's board: a forced click
    // is not retried, so it must not fall on the quick board's hole as the whole game takes over).
    await expect(firstPaint(page)).toHaveCount(0);
    await button(page, 'Row 5, hole 1: empty').click({ force: true });
    await expect(page.getByRole('status')).toHaveText(/^Warning/);
    await inspect('game-yellow-flag');
    await page.getByRole('checkbox', { name: 'Notes', exact: true }).check();
    await expect(page.getByRole('table', { name: 'Notes' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Solver aids' }).click();
    await inspect('game-aids-dialog');
    await button(page, 'Turn on').click();
    await expect(page.getByRole('checkbox', { name: 'Solver aids' })).toBeChecked();
    await inspect('game-two-rows-notes-aids');
    // Two rows played: Play again asks first.
    await button(page, 'Play again').click();
    const dialog = page.getByRole('dialog', { name: 'End this game?' });
    await expect(dialog).toBeVisible();
    await inspect('end-this-game-dialog');
    await dialog.getByRole('button', { name: 'Keep playing', exact: true }).click();
    await page.goto('/');
    await h1(page);
    await inspect('home-game-in-progress');
  },
  'a won game and a lost game': async (page, inspect) => {
    await win(page, 61, 2);
    await expect(page.getByRole('dialog', { name: 'New high score' })).toBeVisible();
    await inspect('game-won-score-dialog');
    await page.getByRole('dialog', { name: 'New high score' }).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Analysis' })).toBeVisible();
    await inspect('game-won-analysis');
    const key = await keyOfSeed(page, 1, '62');
    for (const row of losingRows(key, 8)) await playRow(page, row);
    await expect(page.getByRole('status')).toHaveText(/^You lost|lost/i);
    await inspect('game-lost');
  },
  'the daily keys and the puzzles': async (page, inspect) => {
    await page.goto('/daily');
    await h1(page);
    await inspect('daily');
    await page.goto('/daily/1');
    await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
    await inspect('daily-1');
    await page.goto('/daily/past');
    await expect(page.getByRole('table', { name: 'Past daily keys, level III' })).toBeVisible();
    await inspect('daily-past');
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/daily/2?date=${past}`);
    await expect(button(page, 'Quit the game')).toBeVisible();
    await inspect('daily-past-key');
    await page.goto('/puzzles');
    await expect(page.getByRole('table', { name: 'Puzzle statistics' })).toBeVisible();
    await inspect('puzzles');
    // A puzzle's page laid out as a game's, before and after a wrong answer (SPEC 17).
    await page.goto('/puzzle/1/daily');
    await expect(button(page, 'Check')).toBeVisible();
    await inspect('puzzle-daily');
    const colours = PALETTE.slice(0, 4);
    for (const c of colours) await button(page, c).click();
    await button(page, 'Check').click();
    await expect(page.getByRole('status')).toHaveText(/^(Not solved|Solved)/);
    await inspect('puzzle-daily-ended');
  },
  'level II with the aids, a hint and a quit; level III after ten rows': async (page, inspect) => {
    await page.goto('/play/2?seed=3');
    await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
    await inspect('level-2-start');
    await page.getByRole('checkbox', { name: 'Solver aids' }).click();
    await button(page, 'Turn on').click();
    await hint(page);
    await button(page, 'Submit guess').click();
    await inspect('level-2-aids-hint');
    await quitGame(page);
    await inspect('level-2-quit-replay');
    await page.goto('/play/3?seed=99');
    const rows = [['red', 'green', 'blue', 'yellow', 'turquoise', 'pink'], ['orange', 'purple', 'red', 'red', 'green', 'green']];
    for (let n = 0; n < 10; n++) await playRow(page, rows[n % 2]);
    await expect(button(page, 'Row 11, hole 1: empty')).toBeFocused();
    await inspect('level-3-ten-rows');
  },
  'high scores, their reset and the statistics': async (page, inspect) => {
    const names = ['Ana', 'Wolfeschlegelsteinhausenbergerdorff Zoë', 'Rui'];
    for (const [i, name] of names.entries()) {
      await win(page, 71 + i, i);
      const dialog = page.getByRole('dialog', { name: 'New high score' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      // Saved in place: the game stays, with the table under it.
      await expect(page.getByRole('table', { name: 'High scores, level I' }).locator('tr[aria-current="true"]')).toHaveCount(1);
      if (i === 0) await inspect('a first win saved in place');
    }
    await page.goto('/scores/1');
    await expect(page.getByRole('table', { name: 'High scores, level I' }).getByRole('row')).toHaveCount(4);
    await inspect('scores-1');
    await button(page, 'Reset high scores').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await inspect('scores-reset-dialog');
    await button(page, 'Cancel').click();
    await page.goto('/scores/2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await inspect('scores-2-empty');
    await page.goto('/stats/1');
    await h1(page);
    await inspect('stats-1');
  },
  'the rules, before and after the examples': async (page, inspect) => {
    await page.goto('/rules');
    await h1(page);
    await inspect('rules');
    for (const region of await page.locator('.example, [role="region"]').filter({ has: page.getByRole('button', { name: 'Next', exact: true }) }).all()) {
      const next = region.getByRole('button', { name: /^(Next|Play)$/ }).first();
      for (let i = 0; i < 20 && (await next.isEnabled()); i++) await next.click();
    }
    await inspect('rules-examples-played');
  },
  'learn, custom, your data, challenge, two players and not found': async (page, inspect) => {
    await page.goto('/learn');
    await h1(page);
    await playRow(page, ['red', 'red', 'green', 'green']);
    await playRow(page, ['blue', 'blue', 'yellow', 'yellow']);
    await expect(page.locator('.lesson-proofs li')).toHaveCount(2);
    await inspect('learn-mid-lesson');
    await page.goto('/custom');
    await expect(page.getByRole('spinbutton', { name: 'Pegs' })).toBeVisible();
    await inspect('custom');
    await page.goto('/data');
    await expect(page.getByText(/^Storage: /)).toBeVisible();
    await inspect('data');
    await page.goto('/challenge');
    await h1(page);
    await inspect('challenge');
    await page.goto('/two');
    await expect(page.getByRole('region', { name: 'Match set-up' })).toBeVisible();
    await inspect('two');
    await page.goto('/nowhere/at/all');
    await h1(page);
    await inspect('not-found');
  },
  'the codebreaker and the match': async (page, inspect) => {
    await page.goto('/computer');
    await expect(button(page, 'Secret, hole 1: empty')).toBeVisible();
    await inspect('computer-setup');
    await button(page, 'Secret, hole 1: empty').click();
    for (const c of ['red', 'green', 'blue', 'pink']) await button(page, c).click();
    await button(page, 'Start').click();
    await expect(page.getByText(/^The computer found your key in \d+ guess(es)?$/)).toBeVisible({ timeout: 20_000 });
    await inspect('computer-finished');
    // The finished session is kept (it survives a reload), so New key clears it first.
    await page.goto('/computer');
    const newKey = page.getByRole('button', { name: 'New key', exact: true });
    await expect(newKey).toBeVisible();
    await newKey.click();
    await page.getByRole('checkbox', { name: 'Give feedback by hand' }).check();
    await button(page, 'Start').click();
    await expect(page.getByRole('spinbutton', { name: 'Black' })).toBeVisible();
    await inspect('computer-by-hand');
    await page.getByRole('spinbutton', { name: 'Black' }).fill('3');
    await page.getByRole('spinbutton', { name: 'White' }).fill('1');
    await button(page, 'Answer').click();
    await expect(page.getByRole('alert')).toHaveText(/^Inconsistent/);
    await inspect('computer-conflict');
    await page.goto('/match');
    const setup = page.getByRole('region', { name: 'Match set-up' });
    await expect(setup).toBeVisible();
    await inspect('match-setup');
    await setup.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level I' });
    await setup.getByRole('radio', { name: 'I make the first key' }).check();
    await button(page, 'Start match').click();
    await button(page, 'Secret, hole 1: empty').click();
    for (const c of ['pink', 'red', 'red', 'blue']) await button(page, c).click();
    await button(page, 'Start').click();
    await expect(button(page, 'Next round')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table', { name: 'Scoreboard' })).toBeVisible();
    await inspect('match-scoreboard');
    await button(page, 'Next round').click();
    await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
    await inspect('match-round-breaking');
  },
};

/** Every page once more in the other three languages, whose words are longer, on a phone. */
const PAGES = ['/', '/play', '/play/1?seed=5', '/daily', '/daily/past', '/custom', '/scores/1', '/stats/1', '/rules',
  '/learn', '/computer', '/match', '/two', '/data', '/challenge', '/variant', '/variant/number?seed=3', '/stats/mini',
  '/scores/bagels', '/puzzles', '/puzzles/past', '/nowhere'];

for (const locale of ['pt-PT', 'es-ES', 'fr-FR']) {
  test.describe(`finish, 360 px, light, ${locale}`, () => {
    test.use({ locale, colorScheme: 'light', viewport: WIDTHS[360], reducedMotion: 'reduce' });
    test(`every page in ${locale}`, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      const { inspect, save } = inspector(page, testInfo, 360);
      try {
        for (const url of PAGES) {
          await page.goto(url);
          await h1(page);
          const name = url === '/' ? 'home' : url.slice(1).replace(/[^a-z0-9]+/gi, '-');
          await inspect(`${locale.slice(0, 2)}-${name}`);
        }
      } finally {
        await save();
      }
    });
  });
}

// Each journey once per width; each of its states checked in both schemes.
for (const [width, viewport] of Object.entries(WIDTHS)) {
  test.describe(`finish, ${width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });
    for (const [title, suite] of Object.entries(SUITES)) {
      test(title, async ({ page }, testInfo) => {
        test.setTimeout(240_000);
        const { inspect, save } = inspector(page, testInfo, Number(width), ['dark', 'light'], true);
        try {
          await suite(page, inspect);
        } finally {
          await save();
        }
      });
    }
  });
}

// The game page as a game (SPEC §17): the result at the board, in view where the game ended
// (once any dialog is closed); the whole board and its open palette in view on a desktop with the
// game's controls beside it; holes of 32 px on a phone, and no row's marks or Submit out of their
// row. Each state's screenshot is saved with the others.

/** Whether `locator`'s box lies wholly inside the viewport, as it is now (no scrolling). */
async function inView(locator: import('@playwright/test').Locator): Promise<boolean> {
  return locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });
}

/** The board's key, every hole and the palette (when open) in view without scrolling. */
async function boardInView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const parts = [
      ...document.querySelectorAll<HTMLElement>('.game .key-row, .game .hole, .game .palette, .game .submit'),
    ];
    for (const e of parts) {
      const r = e.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
        out.push(`${e.id || e.className} at ${Math.round(r.top)}–${Math.round(r.bottom)} px`);
    }
    return out;
  });
}

/** Each row's parts (holes, marks, Submit) inside its row's box, and each hole's size. */
async function rowsWhole(page: Page): Promise<{ outside: string[]; smallest: number }> {
  return page.evaluate(() => {
    const outside: string[] = [];
    let smallest = Infinity;
    for (const row of document.querySelectorAll<HTMLElement>('.game .row')) {
      const box = row.getBoundingClientRect();
      for (const part of row.querySelectorAll<HTMLElement>('.hole, .marks, .submit')) {
        const r = part.getBoundingClientRect();
        if (r.top < box.top - 8 || r.bottom > box.bottom + 8 || r.right > box.right + 0.5)
          outside.push(`${row.getAttribute('aria-label')}: ${part.className}`);
        if (part.classList.contains('hole')) smallest = Math.min(smallest, r.width, r.height);
      }
    }
    return { outside, smallest };
  });
}

const DESKTOP = { 2: { width: 1280, height: 800 }, 3: { width: 1280, height: 900 } } as const;

for (const level of [2, 3] as const) {
  test(`level ${level} at ${DESKTOP[level].width}×${DESKTOP[level].height}: the whole board, its palette and the game's controls in view`, async ({ page }, testInfo) => {
    await page.setViewportSize(DESKTOP[level]);
    const { inspect, save } = inspector(page, testInfo, DESKTOP[level].width);
    try {
      await page.goto(`/play/${level}?seed=9`);
      await expect(button(page, 'Row 1, hole 1: empty')).toBeVisible();
      await page.getByRole('checkbox', { name: 'Solver aids' }).waitFor();
      await inspect(`board-level-${level}`);
      expect(await boardInView(page)).toEqual([]);
      for (const name of ['Undo', 'Redo', 'Read the board', 'Quit the game', 'Play again'])
        expect(await inView(button(page, name)), name).toBe(true);
      for (const name of ['Show timer', 'Solver aids', 'Notes'])
        expect(await inView(page.getByRole('checkbox', { name, exact: true })), name).toBe(true);
      // Beside the board, not under it.
      const board = await page.locator('.game .board').boundingBox();
      const undo = await button(page, 'Undo').boundingBox();
      expect(undo!.x).toBeGreaterThan(board!.x + board!.width);
      // Hint fills a row in view.
      await page.getByRole('checkbox', { name: 'Solver aids' }).click();
      await button(page, 'Turn on').click();
      await button(page, 'Hint').click();
      await expect(page.getByRole('button', { name: /^Row 1, hole 1: (?!empty)/ })).toBeVisible();
      expect(await inView(button(page, 'Hint'))).toBe(true);
      expect(await boardInView(page)).toEqual([]);
      await inspect(`board-level-${level}-hint`);
    } finally {
      await save();
    }
  });
}

for (const level of [1, 2, 3] as const) {
  test(`level ${level} at 390 px: holes of 32 px, every row's parts in their row, the commands within a screen of the active row`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { inspect, save } = inspector(page, testInfo, 390);
    try {
      const key = await keyOfSeed(page, level, '14');
      // Row 1 active, the worst case: every command and switch within a screen of it.
      await page.getByRole('checkbox', { name: 'Notes', exact: true }).waitFor();
      const activeTop = (await page.locator('.game .row.active').boundingBox())!.y;
      for (const control of [
        ...['Undo', 'Redo', 'Read the board', 'Quit the game', 'Play again'].map((name) => button(page, name)),
        ...['Show timer', 'Solver aids', 'Notes'].map((name) => page.getByRole('checkbox', { name, exact: true })),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.y + box.height - activeTop, `${control}: within a screen of the active row`).toBeLessThanOrEqual(844);
      }
      const wrong = PALETTE.slice(0, key.length).reverse();
      await playRow(page, wrong);
      // The active row full: its Submit shows.
      for (const colour of wrong) await button(page, colour).click();
      await expect(button(page, 'Submit guess')).toBeVisible();
      await inspect(`phone-rows-level-${level}`);
      const { outside, smallest } = await rowsWhole(page);
      expect(outside).toEqual([]);
      expect(smallest).toBeGreaterThanOrEqual(32);
    } finally {
      await save();
    }
  });
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width}×${viewport.height} the result is at the board after a win, a loss and a quit`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { inspect, save } = inspector(page, testInfo, viewport.width);
    const result = page.getByRole('region', { name: 'Result' });
    const expectResult = async (state: string, flagText: RegExp, turns: number) => {
      await expect(result).toBeVisible();
      await expect(result.getByText(flagText)).toBeVisible();
      await expect(result.getByText(`Turns: ${turns}`, { exact: true })).toBeVisible();
      for (const control of [
        result.getByRole('button', { name: 'Share result', exact: true }),
        result.getByRole('button', { name: 'Play again', exact: true }),
        result.getByRole('link', { name: 'Statistics', exact: true }),
      ]) {
        await expect(control).toHaveCount(1);
        expect(await inView(control)).toBe(true);
      }
      expect(await inView(result.getByText(flagText))).toBe(true);
      await expect(button(page, 'Play again')).toBeFocused();
      await inspect(state);
    };
    try {
      // A win after two rows: the high-score dialog first, the result once it is closed.
      await win(page, 71, 2);
      const dialog = page.getByRole('dialog', { name: 'New high score' });
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expectResult('result-won', /^You won in 3 turns/, 3);
      await expect(result.getByRole('button', { name: 'Challenge a friend with this key' })).toBeVisible();
      // A loss: every row used.
      const key = await keyOfSeed(page, 1, '72');
      for (const row of losingRows(key, 8)) await playRow(page, row);
      await expectResult('result-lost', /^You lost/, 8);
      // A quit after one row.
      await button(page, 'Play again').click();
      await playRow(page, ['red', 'green', 'blue', 'yellow']);
      await button(page, 'Quit the game').click();
      await page.getByRole('dialog', { name: 'End this game?' }).getByRole('button', { name: 'End game' }).click();
      await expectResult('result-quit', /^Game over/, 1);
      // No second Play again while the result has one; a new game has none of it.
      await expect(button(page, 'Play again')).toHaveCount(1);
      await button(page, 'Play again').click();
      await expect(result).toHaveCount(0);
    } finally {
      await save();
    }
  });
}
