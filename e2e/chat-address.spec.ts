import { expect, test } from './pages/test';
import { ChatPage, openChatId, signUpNewUser } from './pages/app';
import type { Page } from '@playwright/test';

// Every chat has an address on `/`: Back, Forward, a reload and a second tab keep to it.

const heading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) });

/** A new user's three chats, 'Alpha' the oldest and 'Gamma' the newest (open). */
const threeChats = async (page: Page) => {
  const { chat } = await signUpNewUser(page);
  for (const [at, title] of ['Alpha', 'Beta', 'Gamma'].entries()) {
    if (at > 0) await chat.newChat();
    await chat.send(title);
    await expect(heading(page, title)).toBeVisible();
  }
  await chat.waitForReply();
  return chat;
};

test('Back and Forward move between chats; a reload and a second tab keep the chat', async ({
  context,
  page,
}) => {
  const chat = await threeChats(page);
  const gamma = openChatId(page);
  expect(new URL(page.url()).pathname).toBe('/');
  await chat
    .recentChats()
    .getByRole('button', { name: /^Alpha/ })
    .click();
  await expect(heading(page, 'Alpha')).toBeVisible();
  const alpha = openChatId(page);
  // one step back from a single click: the screen follows the address, not only the bar
  await page.goBack();
  await expect(heading(page, 'Gamma')).toBeVisible();
  expect(openChatId(page)).toBe(gamma);
  await page.goForward();
  await expect(heading(page, 'Alpha')).toBeVisible();
  await chat.recentChats().getByRole('button', { name: /^Beta/ }).click();
  await expect(heading(page, 'Beta')).toBeVisible();
  expect(new Set([gamma, alpha, openChatId(page)]).size).toBe(3);

  await page.goBack();
  await expect(heading(page, 'Alpha')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Gamma')).toBeVisible();
  await page.goForward();
  await expect(heading(page, 'Alpha')).toBeVisible();
  expect(openChatId(page)).toBe(alpha);

  await page.reload();
  await new ChatPage(page).ready();
  await expect(heading(page, 'Alpha')).toBeVisible();

  const other = await context.newPage();
  await other.goto(page.url());
  await new ChatPage(other).ready();
  await expect(heading(other, 'Alpha')).toBeVisible();
  await expect(
    new ChatPage(other).recentChats().getByRole('button', { name: /^Alpha/ }),
  ).toHaveAttribute('aria-current', 'true');
});

test('an address of a chat that is not there opens the newest chat and says so', async ({
  page,
}) => {
  await threeChats(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() !== 'document') requests.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  await page.goto('/?chat=0123456789abcdef01234567');
  await new ChatPage(page).ready();
  await expect(heading(page, 'Gamma')).toBeVisible();
  await expect(
    page.getByText('That chat could not be found, so your newest chat is open.'),
  ).toBeVisible();
  await expect.poll(() => openChatId(page)).not.toBe('0123456789abcdef01234567');
  // the address is only compared with the chats listed: nothing asks for it
  expect(requests.filter((r) => r.includes('0123456789abcdef01234567'))).toEqual([]);
});
