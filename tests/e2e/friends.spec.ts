// Friends without a server (issue 44, SPEC 18): a challenge comes back. Two browsers (two
// contexts): Ana plays a key and challenges Bea with it; Bea plays it and sends her result; Ana
// opens the reply (`Reply from Bea`, both sides' rows, the comparison) and both browsers keep the
// same head-to-head record; the same reply opened twice counts once.
import { test, expect, flag, button, playRow, winSeeded, expectNoAxeViolations, firstPaint, holdGame } from './fixtures';
import type { Page } from '@playwright/test';

/** The Friends table's row of `name`: its cells' texts (Games, You won, They won, Drawn). */
async function friendsRow(page: Page, name: string) {
  await page.goto('/friends');
  const table = page.getByRole('table', { name: 'Friends' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.getByRole('cell').allTextContents();
}

test('a challenge comes back: the reply, both sides, and the same Friends record in both browsers', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Ana breaks a key in 2 and challenges a friend with it.
  const key = await winSeeded(page, 1, '31', 2);
  await expect(flag(page)).toHaveText(/^You won in 2 turns/);
  await button(page, 'Close').click();
  await button(page, 'Challenge a friend with this key').click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await button(page, 'Copy link').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const challenge = await page.evaluate(() => navigator.clipboard.readText());
  expect(challenge).toMatch(/\/challenge#c2[bcdfghjklmnpqrst]+$/);

  // Bea, in another browser, breaks it in 1 and sends her result back.
  const bea = await browser.newContext();
  const friend = await bea.newPage();
  await friend.goto(challenge);
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Challenge from Ana');
  await expect(button(friend, 'Send my result')).toHaveCount(0);
  await playRow(friend, key);
  await expect(friend.getByText('You: 1, Ana: 2', { exact: true })).toBeVisible();
  await button(friend, 'Send my result').click();
  // Bea's name is asked the first time.
  await friend.getByRole('textbox', { name: 'Your name' }).fill('Bea');
  await expectNoAxeViolations(friend, 'Send my result asking a name');
  await button(friend, 'Create link').click();
  const box = friend.getByRole('textbox', { name: 'Reply link' });
  const reply = await box.inputValue();
  expect(reply).toMatch(/\/reply#r1[bcdfghjklmnpqrst]+$/);
  // Concealed as the challenge is: no digit, no colour name.
  const fragment = reply.split('#')[1].slice(2);
  expect(fragment).not.toMatch(/\d/);
  for (const c of key) expect(fragment).not.toContain(c);
  await expect(button(friend, 'Copy link')).toBeVisible();
  await expectNoAxeViolations(friend, 'the reply link');
  // Remembered: the next time, the link comes at once.
  await friend.reload();
  await button(friend, 'Send my result').click();
  await expect(friend.getByRole('textbox', { name: 'Your name' })).toHaveCount(0);
  await expect(friend.getByRole('textbox', { name: 'Reply link' })).toBeVisible();
  // Bea's Friends: one game with Ana, won by Bea (fewer guesses).
  expect(await friendsRow(friend, 'Ana')).toEqual(['1', '1', '0', '0']);
  await expectNoAxeViolations(friend, 'the Friends page');

  // Ana opens the reply.
  await page.goto(reply);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reply from Bea');
  await expect(page.getByText('Bea broke your key in 1 guess', { exact: true })).toBeVisible();
  await expect(page.getByText('You: 2, Bea: 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Bea's rows" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rows' })).toBeVisible();
  await expect(page.getByText(/^Row 1: 4 black, 0 white; /)).toHaveCount(1);
  await expect(page.getByText(/^Row 2: 4 black, 0 white; /)).toHaveCount(1);
  await expectNoAxeViolations(page, 'a reply');
  expect(await friendsRow(page, 'Bea')).toEqual(['1', '0', '1', '0']);
  // Opened twice (a reload, the link again): counted once.
  await page.goto(reply);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reply from Bea');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reply from Bea');
  expect(await friendsRow(page, 'Bea')).toEqual(['1', '0', '1', '0']);
  // Friends from home.
  await page.goto('/');
  await page.getByRole('link', { name: 'Friends', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Friends');
  await expect(page.getByRole('table', { name: 'Friends' })).toBeVisible();
  await bea.close();
});

test('a cut, altered, foreign or newer reply link explains itself', async ({ page }) => {
  await page.goto('/friends');
  await expect(page.getByRole('table', { name: 'Friends' }).getByRole('row')).toHaveCount(1);
  await expectNoAxeViolations(page, 'an empty Friends page');
  for (const [fragment, reason] of [
    ['r1bcdfghjk', /cut or altered/],
    ['hello', /no reply of this game/],
    ['r2bcdfghjk', /newer version/],
  ] as const) {
    await page.goto(`/reply#${fragment}`);
    await expect(page.getByRole('alert')).toHaveText(reason);
  }
  await expectNoAxeViolations(page, 'a refused reply');
});

test('a damaged Friends record is set aside with a notice, a newer one left alone', async ({ page }) => {
  await page.goto('/friends');
  // The page in place first: the game reads and writes its books as it starts, which may come
  // after a load event on a busy machine, and would write over the damage.
  await expect(page.getByRole('table', { name: 'Friends' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('mastermind.v1.friends', '{ damaged'));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('The stored Friends record could not be read.');
  const backups = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mastermind.v1.friends.backup.')));
  expect(backups).toHaveLength(1);
  await expect(page.getByRole('table', { name: 'Friends' })).toBeVisible();
  await expectNoAxeViolations(page, 'Friends with a damaged record');
  const newer = '{"version":2,"games":[]}';
  await page.evaluate((v) => localStorage.setItem('mastermind.v1.friends', v), newer);
  await page.reload();
  await expect(page.getByRole('note')).toContainText('Friends cannot be kept: a newer version');
  expect(await page.evaluate(() => localStorage.getItem('mastermind.v1.friends'))).toBe(newer);
});

test('a damaged Friends record is said before a reply is counted, on the reply page and after a reply left early', async ({ page }) => {
  // Bea's reply to Ana's key (tests/web/reply_view.rs holds the fixture).
  const reply = '/reply#r1bhldtthcnbqrmtgfmllllkljckdmcjnhkmrhgdmknqtghfjqfrpljgsslhkdgd';
  const damage = async () => {
    await page.goto('/friends');
    await expect(page.getByRole('table', { name: 'Friends' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('mastermind.v1.friends', '{ damaged'));
  };
  const alert = 'The stored Friends record could not be read.';
  // Opened by the whole game: the reply's page says so, and counts the reply.
  await damage();
  await page.goto(reply);
  await expect(firstPaint(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText(alert);
  expect((await friendsRow(page, 'Bea'))[0]).toBe('1');
  // Left before the whole game arrives: the next page with Friends says so first, and the reply
  // is counted on the page after it, once.
  await damage();
  const held = await holdGame(page);
  await page.goto(reply);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reply from Bea');
  await expect.poll(() => held.asked()).toBe(true);
  // Leave while the whole game is still held, so that it never starts on the reply's page.
  await page.goto('about:blank');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/friends');
  await expect(page.getByRole('alert')).toContainText(alert);
  await expect(page.getByRole('rowheader', { name: 'Bea', exact: true })).toHaveCount(0);
  expect((await friendsRow(page, 'Bea'))[0]).toBe('1');
  const backups = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mastermind.v1.friends.backup.')));
  expect(backups.length).toBeGreaterThanOrEqual(1);
});

test('a key set by hand, not played, still has one result: the friend who broke it wins it', async ({ page, browser }) => {
  // Ana sets a key without playing it.
  await page.goto('/challenge');
  await button(page, 'Secret, hole 1: empty').click();
  const key = ['blue', 'pink', 'pink', 'red'];
  for (const c of key) await button(page, c).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await button(page, 'Create link').click();
  const challenge = await page.getByRole('textbox', { name: 'Challenge link' }).inputValue();

  // Bruno breaks it in one and replies.
  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(challenge);
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Challenge from Ana');
  await playRow(friend, key);
  await expect(flag(friend)).toHaveText(/^You won/);
  // His record: one game, his.
  expect(await friendsRow(friend, 'Ana')).toEqual(['1', '1', '0', '0']);
  await friend.goBack();
  await button(friend, 'Send my result').click();
  await friend.getByRole('textbox', { name: 'Your name' }).fill('Bruno');
  await button(friend, 'Create link').click();
  const reply = await friend.getByRole('textbox', { name: 'Reply link' }).inputValue();
  await other.close();

  // Ana's side says both results in words, and counts the game as Bruno's. The reply's own
  // program shows it; Ana leaves for Friends before the whole game arrives on the reply's page
  // (held), and the whole game counts the reply on the page she went to.
  const held = await holdGame(page);
  await page.goto(reply);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reply from Bruno');
  await expect(page.getByText('You set this key without playing it; Bruno broke it and wins this game.', { exact: true })).toBeVisible();
  await expect(page.getByText(/: X\b/)).toHaveCount(0);
  await expect(firstPaint(page)).toHaveCount(1);
  await expect.poll(() => held.asked(), { message: 'the whole game asked for, and held' }).toBe(true);
  // Leave while the whole game is still held, so that it never starts on the reply's page.
  await page.goto('about:blank');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(await friendsRow(page, 'Bruno')).toEqual(['1', '0', '1', '0']);
  // Counted once: the reply opened again, now by the whole game, changes nothing.
  await page.goto(reply);
  await expect(firstPaint(page)).toHaveCount(0);
  expect(await friendsRow(page, 'Bruno')).toEqual(['1', '0', '1', '0']);
});
