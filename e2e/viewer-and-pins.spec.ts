import { readFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { ChatPage, signUpNewUser } from './pages/app';
import { noViolations } from './pages/axe';

// The image viewer and pinned chats, as a person uses them.

test('the image viewer: open, step, download and close with the keyboard', async ({ page }) => {
  const { chat } = await signUpNewUser(page);
  await chat.send('A red kite over a hill', { mode: 'Image' });
  await chat.waitForReply();
  await chat.send('A grey owl on a branch', { mode: 'Image' });
  await chat.waitForReply();

  const kite = chat.chat().getByRole('link', { name: 'Generated image: A red kite over a hill' });
  const inChat = await kite.getByRole('img').boundingBox();
  await kite.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName('Image 1 of 2');
  await expect(viewer).toHaveAccessibleDescription('A red kite over a hill');
  const shown = viewer.getByRole('img');
  await expect(shown).toHaveJSProperty('complete', true);
  // as large as the screen allows: far larger than in the chat
  const large = await shown.boundingBox();
  expect(large?.height ?? 0).toBeGreaterThan((inChat?.height ?? 0) * 1.5);

  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName('Image 2 of 2');
  await expect(shown).toHaveAccessibleName('Generated image: A grey owl on a branch');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAccessibleName('Image 1 of 2');

  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe('A red kite over a hill.svg');
  expect(readFileSync(await file.path(), 'utf8')).toMatch(/^<svg/);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(kite).toBeFocused();
});

test('the image viewer on a phone: a swipe steps, and it is clean for axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 760 });
  const { chat } = await signUpNewUser(page);
  await chat.send('A blue heron', { mode: 'Image' });
  await chat.waitForReply();
  await chat.send('A green frog', { mode: 'Image' });
  await chat.waitForReply();
  await chat.chat().getByRole('link', { name: 'Generated image: A green frog' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName('Image 2 of 2');
  // a finger drawn from left to right: the one before
  const figure = viewer.locator('figure');
  const box = await figure.boundingBox();
  if (!box) throw new Error('the viewer shows no picture');
  const y = box.y + box.height / 2;
  await figure.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 60, clientY: y });
  await figure.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 300, clientY: y + 10 });
  await expect(viewer).toHaveAccessibleName('Image 1 of 2');
  await expect(viewer.getByRole('button', { name: 'Next image' })).toBeVisible();
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.keyboard.press('ControlOrMeta+Shift+L');
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await noViolations(page, `image viewer, ${theme}`);
  }
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a chat pinned in one tab is pinned in the other, and goes when deleted', async ({
  context,
  page,
}) => {
  const { chat } = await signUpNewUser(page);
  await chat.send('Keep this one at hand');
  await chat.waitForReply();
  await chat.newChat();
  await chat.send('Just another chat');
  await chat.waitForReply();

  const other = await context.newPage();
  await other.goto('/');
  await new ChatPage(other).ready();
  const pinnedIn = (tab: typeof page) => tab.getByRole('navigation', { name: 'Pinned' });

  await page.getByRole('button', { name: 'Pin chat Keep this one at hand' }).click();
  await expect(pinnedIn(page).getByRole('listitem')).toHaveText([/^Keep this one at hand/]);
  // the other tab, at once, without a reload
  await expect(pinnedIn(other).getByRole('listitem')).toHaveText([/^Keep this one at hand/]);
  await expect(
    other.getByRole('navigation', { name: 'Recent Chats' }).getByRole('listitem'),
  ).toHaveText([/^Just another chat/]);
  // and after one
  await other.reload();
  await expect(pinnedIn(other).getByRole('listitem')).toHaveText([/^Keep this one at hand/]);

  await pinnedIn(page).getByRole('button', { name: 'Delete chat Keep this one at hand' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(pinnedIn(page)).toHaveCount(0);
  await expect(pinnedIn(other)).toHaveCount(0);
  await other.reload();
  await expect(new ChatPage(other).recentChats().getByRole('listitem')).toHaveCount(1);
  await expect(pinnedIn(other)).toHaveCount(0);
});

test('Ctrl/⌘ + Shift + Y pins the open chat, and the shortcuts dialog says so', async ({
  page,
}) => {
  const { chat } = await signUpNewUser(page);
  await chat.send('Pin me by keyboard');
  await chat.waitForReply();
  await page.keyboard.press('ControlOrMeta+Shift+Y');
  await expect(page.getByText('Chat pinned')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pinned' }).getByRole('listitem')).toHaveText([
    /^Pin me by keyboard/,
  ]);
  await page.keyboard.press('ControlOrMeta+/');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText(
    'Pin or unpin this chat',
  );
});
