import { expect, test } from './pages/test';
import { expectImageLoaded, routeOf, signUpNewUser } from './pages/app';
import { noViolations } from './pages/axe';

test('buy a plan through the offline checkout and see the credits arrive', async ({ page }) => {
  const { chat } = await signUpNewUser(page);
  await expect(chat.credits()).toHaveText('Credits : 20');
  await chat.credits().click();
  await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
  const pro = page.getByRole('article', { name: 'Pro' });
  await expect(pro.getByText('Most popular')).toBeVisible();
  await noViolations(page, 'the credit plans');

  await pro.getByRole('button', { name: /^Buy Now/ }).click();
  await expect(page).toHaveURL(/\/mock-checkout\/[0-9a-f]{24}$/);
  await expect(page.getByText('Pro plan')).toBeVisible();
  await expect(page.getByText('500 credits')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $20' }).click();
  await expect(page).toHaveURL(/\/loading$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Completing your purchase' }),
  ).toBeVisible();
  // after 8 seconds the user is refreshed and the app returns to the chat
  // the chat screen, at the open chat's address
  await expect.poll(() => routeOf(page.url()), { timeout: 15_000 }).toMatch(/:\d+\/$/);
  await expect(chat.credits()).toHaveText('Credits : 520');
  await page.reload();
  await chat.ready();
  await expect(chat.credits()).toHaveText('Credits : 520');
});

test('cancelling the checkout returns to the plans and charges nothing', async ({ page }) => {
  const { chat } = await signUpNewUser(page);
  await page.goto('/credits');
  await page.getByRole('button', { name: 'Buy Now: Premium, $30' }).click();
  await expect(page.getByRole('button', { name: 'Pay $30' })).toBeVisible();
  await noViolations(page, 'the offline checkout');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
  await expect(chat.credits()).toHaveText('Credits : 20');
});

test('a fresh install has an empty gallery', async ({ page }) => {
  await signUpNewUser(page);
  await page.getByRole('link', { name: 'Community Images' }).click();
  await expect(page.getByRole('heading', { name: 'Community Images' })).toBeVisible();
  await expect(page.getByText('No images Available.')).toBeVisible();
});

test('publish an image, find it in the gallery, open it in a new tab; everything survives a reload', async ({
  page,
  context,
}) => {
  const { chat } = await signUpNewUser(page, 'Gallery Gail');
  await chat.send('A red fox in fresh snow', { mode: 'Image', publish: true });
  await chat.waitForReply();
  await expect(
    chat.chat().getByRole('img', { name: 'Generated image: A red fox in fresh snow' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Community Images' }).click();
  const item = page.getByRole('list', { name: 'Published images' }).getByRole('link');
  await expect(item).toHaveCount(1);
  await item.hover();
  await expect(item.getByText('Created by')).toBeVisible();
  await expect(item.getByText('Gallery Gail')).toBeVisible();
  await expectImageLoaded(item.getByRole('img'));
  await noViolations(page, 'the gallery with a published image');

  const [tab] = await Promise.all([context.waitForEvent('page'), item.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/mock-images\/[0-9a-f]{24}\.svg$/);
  // the new tab shows the picture itself, not the app or an error
  await expect(tab.locator('svg title')).toHaveText('A red fox in fresh snow');
  expect(await tab.evaluate(() => document.contentType)).toBe('image/svg+xml');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Published images' }).getByRole('link')).toHaveCount(
    1,
  );
  await page.goto('/');
  await expect(
    chat.chat().getByRole('img', { name: 'Generated image: A red fox in fresh snow' }),
  ).toBeVisible();
  await expect(chat.credits()).toHaveText('Credits : 18');
});
