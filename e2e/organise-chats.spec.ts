import { expect, test } from './pages/test';
import { ChatPage, LoginPage, signUpNewUser } from './pages/app';
import type { Locator, Page } from '@playwright/test';

// Archived chats leave the sidebar for the archived view; the server keeps them untouched.

const titles = (chat: ChatPage) =>
  chat
    .recentChats()
    .getByRole('button', { name: /^(?!Pin |Unpin |More actions |Delete )/ })
    .allTextContents();

const archivedView = (page: Page) => page.getByRole('dialog', { name: 'Archived chats' });

test('archive a chat, find it after a reload and in a second tab, open it, restore it', async ({
  context,
  page,
}) => {
  const { chat } = await signUpNewUser(page);
  for (const [at, title] of ['Alpha', 'Beta'].entries()) {
    if (at > 0) await chat.newChat();
    await chat.send(title);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) }),
    ).toBeVisible();
  }
  await chat.waitForReply();
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/')) writes.push(r.url());
  });

  // by the keyboard alone: the entry's menu is reached by Tab, and shows when focused
  const more = chat.recentChats().getByRole('button', { name: 'More actions for chat Alpha' });
  await more.focus();
  await expect(more).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Move to…' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Chat archived')).toBeVisible();
  await expect.poll(() => titles(chat)).toEqual([expect.stringMatching(/^Beta/)]);

  await page.reload();
  await chat.ready();
  await expect(page.getByRole('button', { name: 'Archived (1)' })).toBeVisible();
  const other = new ChatPage(await context.newPage());
  await other.page.goto('/');
  await other.ready();
  await expect(other.page.getByRole('button', { name: 'Archived (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Archived (1)' }).click();
  await archivedView(page)
    .getByRole('button', { name: /^Alpha/ })
    .click();
  await expect(archivedView(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /^Alpha/ })).toBeVisible();

  await page.getByRole('button', { name: 'Archived (1)' }).click();
  await archivedView(page).getByRole('button', { name: 'Restore chat Alpha' }).click();
  await expect(page.getByText('Chat restored')).toBeVisible();
  await archivedView(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => titles(chat)).toHaveLength(2);
  // the other tab follows without a reload
  await expect(other.page.getByRole('button', { name: /^Archived/ })).toHaveCount(0);
  await expect(other.recentChats().getByRole('button', { name: /^Alpha/ })).toBeVisible();
  // the server heard nothing of it
  expect(writes).toEqual([]);
});

test('select mode: deleting 5 chats makes exactly 5 delete calls and 5 fewer chats', async ({
  page,
}) => {
  const { chat } = await signUpNewUser(page);
  for (let made = 0; made < 6; made++) await chat.newChat();
  const listed = await chat.recentChats().getByRole('listitem').count();
  expect(listed).toBe(7);
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/chat/delete')) deletes.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const boxes = chat.recentChats().getByRole('checkbox');
  // the first by a click, the other four as a range (Shift-click)
  await boxes.nth(1).click();
  await boxes.nth(5).click({ modifiers: ['Shift'] });
  await expect(page.getByText('5 chats selected')).toBeVisible();
  await page
    .getByRole('toolbar', { name: 'Selected chats' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const question = page.getByRole('alertdialog', {
    name: 'Delete 5 chats? This cannot be undone.',
  });
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('5 chats deleted')).toBeVisible();
  await expect(chat.recentChats().getByRole('listitem')).toHaveCount(listed - 5);
  expect(deletes).toHaveLength(5);
  expect(new Set(deletes).size).toBe(5);
  // the open chat is one that is still there, and credits were not touched
  await expect(chat.prompt()).toBeVisible();
  await expect(chat.credits()).toHaveText('Credits : 20');
});

test('a folder made and filled by the keyboard alone stays after a reload, in both tabs', async ({
  context,
  page,
}) => {
  const { chat } = await signUpNewUser(page);
  await chat.send('Alpha');
  await chat.waitForReply();
  await chat.newChat();
  await chat.send('Beta');
  await chat.waitForReply();
  const other = new ChatPage(await context.newPage());
  await other.page.goto('/');
  await other.ready();

  await page.getByRole('button', { name: 'New folder' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Folder name' })).toBeFocused();
  await page.keyboard.type('Travel');
  await page.keyboard.press('Enter');
  const folder = (p: Page) => p.getByRole('group', { name: /^Travel/ });
  await expect(folder(page)).toContainText('No chats in this folder.');

  await chat.recentChats().getByRole('button', { name: 'More actions for chat Alpha' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Move to…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const moving = page.getByRole('dialog', { name: 'Move “Alpha” to' });
  const target = moving.getByRole('button', { name: 'Travel' });
  await expect(target).toBeVisible();
  // Tab to the folder ('No folder' is where the chat is now, so it is passed over)
  for (
    let tabs = 0;
    tabs < 5 && !(await target.evaluate((el) => el === document.activeElement));
    tabs++
  )
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moving).toBeHidden();
  await expect(folder(page).getByRole('button', { name: /^Alpha/ })).toBeVisible();
  await expect(chat.recentChats().getByRole('button', { name: /^Alpha/ })).toHaveCount(0);

  // the other tab shows it at once, and a reload keeps it
  await expect(folder(other.page).getByRole('button', { name: /^Alpha/ })).toBeVisible();
  await page.reload();
  await chat.ready();
  await expect(folder(page).getByRole('button', { name: /^Alpha/ })).toBeVisible();

  // on a desktop a chat can be dragged in too, and out again onto Recent Chats
  // (a drag is the front tab's: the other tab was opened after this one; and it moves only what
  // is in sight, so each end is scrolled into the sidebar's list first)
  await page.bringToFront();
  const drag = async (from: Locator, to: Locator) => {
    await from.scrollIntoViewIfNeeded();
    const start = await from.boundingBox();
    await to.scrollIntoViewIfNeeded();
    const end = await to.boundingBox();
    if (!start || !end) throw new Error('not on screen');
    await from.dragTo(to);
  };
  await drag(
    chat.recentChats().getByRole('button', { name: /^Beta/ }),
    folder(page).getByRole('heading'),
  );
  await expect(folder(page).getByRole('button', { name: /^Beta/ })).toBeVisible();
  await drag(
    folder(page).getByRole('button', { name: /^Alpha/ }),
    chat.recentChats().getByRole('heading', { name: 'Recent Chats' }),
  );
  await expect(chat.recentChats().getByRole('button', { name: /^Alpha/ })).toBeVisible();
  await expect(folder(other.page).getByRole('button', { name: /^Beta/ })).toBeVisible();
});

test('an export brings the folders, pins and archive into a browser that has none', async ({
  browser,
  page,
}) => {
  const { chat, user } = await signUpNewUser(page);
  for (const [at, title] of ['Alpha', 'Beta', 'Gamma'].entries()) {
    if (at > 0) await chat.newChat();
    await chat.send(title);
    await chat.waitForReply();
  }
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('textbox', { name: 'Folder name' }).fill('Travel');
  await page.keyboard.press('Enter');
  await chat.recentChats().getByRole('button', { name: 'More actions for chat Alpha' }).click();
  await page.getByRole('menuitem', { name: 'Move to…' }).click();
  await page
    .getByRole('dialog', { name: 'Move “Alpha” to' })
    .getByRole('button', { name: 'Travel' })
    .click();
  await chat.recentChats().getByRole('button', { name: 'Pin chat Beta' }).click();
  await expect(page.getByRole('navigation', { name: 'Pinned' })).toBeVisible();

  await page.getByRole('button', { name: 'Export or import folders' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export folders, pins and archive' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^parley-folders-\d{4}-\d\d-\d\d\.json$/);
  const file = await download.path();

  // another browser: a fresh profile, where the server keeps the account
  const elsewhere = await browser.newContext();
  try {
    const there = await elsewhere.newPage();
    await there.goto('/');
    await new LoginPage(there).logIn(user.email, user.password);
    const fresh = new ChatPage(there);
    await fresh.ready();
    await expect(there.getByRole('group', { name: /^Travel/ })).toHaveCount(0);
    await expect(there.getByRole('navigation', { name: 'Pinned' })).toHaveCount(0);

    await there.getByLabel('Import folders, pins and archive').setInputFiles(file);
    await expect(there.getByText('Your folders, pins and archive were imported.')).toBeVisible();
    await expect(
      there.getByRole('group', { name: /^Travel/ }).getByRole('button', { name: /^Alpha/ }),
    ).toBeVisible();
    await expect(
      there.getByRole('navigation', { name: 'Pinned' }).getByRole('button', { name: /^Beta/ }),
    ).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});
