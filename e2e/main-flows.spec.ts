import { expect, test } from './pages/test';
import { expectImageLoaded, routeOf, signUpNewUser } from './pages/app';
import { noViolations } from './pages/axe';

// The main flows, run twice (playwright.config.ts): against the offline build, where the service
// worker answers, and against the real-backend build talking to `npm run api` over HTTP in strict
// mode (only a real server's fields: no chat in the chat/create answer, no user _id, ...).

test('sign up, send text and an image, publish it, delete a chat, find the image in the gallery', async ({
  page,
  context,
}) => {
  // the real backend's gallery is every test's: this user's image is found by a name of its own
  const name = `Flow Fiona ${Date.now().toString(36)}`;
  const { chat } = await signUpNewUser(page, name);
  await expect(chat.credits()).toHaveText('Credits : 20');
  await chat.send('Write a Python function that sorts a list');
  await chat.waitForReply();
  await expect(chat.chat().getByText('Python', { exact: true })).toBeVisible();
  await expect(chat.credits()).toHaveText('Credits : 19');

  await chat.send('A quiet harbour at dusk', { mode: 'Image', publish: true });
  await chat.waitForReply();
  const image = chat.chat().getByRole('img', { name: 'Generated image: A quiet harbour at dusk' });
  await expect(image).toBeVisible();
  await expectImageLoaded(image);
  await expect(chat.credits()).toHaveText('Credits : 17');

  // a second chat, then delete it
  await chat.newChat();
  await chat.send('A chat to throw away');
  await chat.waitForReply();
  const doomed = chat.recentChats().getByRole('button', { name: /^A chat to throw away/ });
  await expect(doomed).toBeVisible();
  await chat
    .recentChats()
    .getByRole('button', { name: /^Delete chat A chat to throw away/ })
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Chat Deleted')).toBeVisible();
  await expect(doomed).toHaveCount(0);

  await page.reload();
  await chat.ready();
  await expect(
    chat.recentChats().getByRole('button', { name: /^A chat to throw away/ }),
  ).toHaveCount(0);
  await expect(chat.credits()).toHaveText('Credits : 16');

  await page.getByRole('link', { name: 'Community Images' }).click();
  const item = page
    .getByRole('list', { name: 'Published images' })
    .getByRole('link', { name: `Image by ${name}` });
  await expect(item).toHaveCount(1);
  await item.hover();
  await expect(item.getByText(name)).toBeVisible();
  await noViolations(page, 'the gallery after the main flow');
  const [tab] = await Promise.all([context.waitForEvent('page'), item.click()]);
  await tab.waitForLoadState();
  await expect(tab.locator('svg title')).toHaveText('A quiet harbour at dusk');
});

test('buy a plan through the checkout and see the credits arrive', async ({ page }) => {
  const { chat } = await signUpNewUser(page);
  await page.goto('/credits');
  await page.getByRole('button', { name: 'Buy Now: Pro, $20' }).click();
  await expect(page).toHaveURL(/\/mock-checkout\/[0-9a-f]{24}$/);
  await expect(page.getByText('Pro plan')).toBeVisible();
  await expect(page.getByText('500 credits')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $20' }).click();
  await expect(page).toHaveURL(/\/loading$/);
  // the wait says what it is, in words a person sees, not only to a screen reader
  const waiting = page.getByRole('heading', { level: 1, name: 'Completing your purchase' });
  await expect(waiting).toBeVisible();
  expect((await waiting.boundingBox())?.height).toBeGreaterThan(16);
  await expect(page.getByText('Your credits are on their way.', { exact: false })).toBeVisible();
  // the chat screen, at the open chat's address, saying what arrived
  await expect.poll(() => routeOf(page.url()), { timeout: 15_000 }).toMatch(/:\d+\/$/);
  await expect(page.getByText('500 credits arrived. You now have 520 credits.')).toBeVisible();
  await expect(chat.credits()).toHaveText('Credits : 520');
});
