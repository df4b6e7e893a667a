import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { ChatPage, expectImageLoaded, LoginPage, signUpNewUser } from './pages/app';

// The offline backend keeps its data in IndexedDB, shared by every tab of the origin.

/** The user's messages of the open chat, read through the whole (virtualized) list. */
const messagesOf = (page: Page) => () => new ChatPage(page).userMessages();
/** a message row's text starts with the message, then its time and avatar */
const starting = (...texts: string[]) =>
  texts.map((t) => expect.stringMatching(new RegExp(`^${t}`)));

test('two tabs: messages sent in both, in one chat and in two, all survive reloads of both', async ({
  page,
  context,
}) => {
  const { chat } = await signUpNewUser(page);
  const other = await context.newPage();
  await other.goto('/?mock-reply-delay=0');
  const otherChat = new ChatPage(other);
  await otherChat.ready();

  // the same chat, from both tabs
  await chat.send('First tab, shared chat');
  await chat.waitForReply();
  // the second tab shows it without a reload
  await expect.poll(messagesOf(other)).toEqual(starting('First tab, shared chat'));
  await otherChat.send('Second tab, shared chat');
  await otherChat.waitForReply();
  await expect
    .poll(messagesOf(page))
    .toEqual(starting('First tab, shared chat', 'Second tab, shared chat'));

  // a chat of its own in each tab
  await chat.newChat();
  await chat.send('First tab, own chat');
  await chat.waitForReply();
  await otherChat.newChat();
  await otherChat.send('Second tab, own chat');
  await otherChat.waitForReply();
  await expect(chat.credits()).toHaveText('Credits : 16');

  for (const tab of [page, other]) {
    await tab.reload();
    const view = new ChatPage(tab);
    await view.ready();
    await expect(view.credits()).toHaveText('Credits : 16');
    for (const title of [
      /^Second tab, own chat/,
      /^First tab, own chat/,
      /^First tab, shared chat/,
    ]) {
      await expect(view.recentChats().getByRole('button', { name: title })).toBeVisible();
    }
    await view
      .recentChats()
      .getByRole('button', { name: /^First tab, shared chat/ })
      .click();
    await expect
      .poll(messagesOf(tab))
      .toEqual(starting('First tab, shared chat', 'Second tab, shared chat'));
    expect((await view.conversation()).filter((r) => r.author === 'Assistant')).toHaveLength(2);
  }
});

test('upgrade: a browser holding version 1 data (localStorage) finds every user, chat, message and balance', async ({
  page,
  baseURL,
}) => {
  // the fixture was written by version 1 under http://localhost; here it lives on this origin
  const v1 = readFileSync(`${__dirname}/fixtures/parley-mock-db-v1.json`, 'utf8').replaceAll(
    'http://localhost/',
    `${baseURL}/`,
  );
  // an address of the origin that does not start the app, to plant the old data first
  await page.goto('/favicon.svg');
  await page.evaluate((data) => localStorage.setItem('parley-mock-db-v1', data), v1);

  await page.goto('/');
  await new LoginPage(page).logIn('ada@example.com', 'analytical-engine');
  const chat = new ChatPage(page);
  await chat.ready();
  await expect(chat.credits()).toHaveText('Credits : 516');
  expect(await page.evaluate(() => localStorage.getItem('parley-mock-db-v1'))).toBeNull();
  await chat
    .recentChats()
    .getByRole('button', { name: /^Write a Python function that add/ })
    .click();
  await expect
    .poll(messagesOf(page))
    .toEqual(starting('Write a Python function that adds two numbers', 'Now explain it'));
  expect((await chat.conversation()).filter((r) => r.author === 'Assistant')).toHaveLength(2);
  await chat
    .recentChats()
    .getByRole('button', { name: /^A lighthouse at dawn/ })
    .click();
  const image = chat.chat().getByRole('img', { name: 'Generated image: A lighthouse at dawn' });
  await expect(image).toBeVisible();
  await expectImageLoaded(image);
  await page.getByRole('link', { name: 'Community Images' }).click();
  await expect(page.getByRole('list', { name: 'Published images' }).getByRole('link')).toHaveCount(
    1,
  );

  await page.getByRole('button', { name: 'Log out' }).click();
  await new LoginPage(page).logIn('GRACE@example.com', 'compiler-1952');
  await expect(chat.credits()).toHaveText('Credits : 19');
  await expect(chat.recentChats().getByRole('button', { name: /^Hello from Grace/ })).toBeVisible();
  await expect(chat.recentChats().getByRole('button', { name: /^New Chat/ })).toHaveCount(1);

  // and it all stays after a reload
  // (on the gallery, where the app is left: no picture of a chat there)
  await page.reload();
  await expect(chat.credits()).toHaveText('Credits : 19');
});
