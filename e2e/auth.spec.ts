import type { Response } from '@playwright/test';
import { expect, test } from './pages/test';
import { ChatPage, LoginPage, newUser } from './pages/app';
import { noViolations } from './pages/axe';

test('sign up, reload and stay signed in, log out, log in again', async ({ page }) => {
  const user = newUser('Reload Rita');
  await page.goto('/');
  const login = new LoginPage(page);
  await login.signUp(user);
  const chat = new ChatPage(page);
  await chat.ready();
  await expect(page.getByText('Reload Rita')).toBeVisible();
  await expect(chat.credits()).toHaveText('Credits : 20');

  await page.reload();
  await chat.ready();
  await expect(page.getByText('Reload Rita')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await login.logIn(user.email, user.password);
  await chat.ready();
  await expect(page.getByText('Reload Rita')).toBeVisible();
});

test('a wrong password shows the server’s message', async ({ page }) => {
  const user = newUser();
  await page.goto('/');
  await new LoginPage(page).signUp(user);
  await new ChatPage(page).ready();
  await page.getByRole('button', { name: 'Log out' }).click();
  await new LoginPage(page).logIn(user.email, 'not-the-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
});

test('the browser’s own email check runs before anything is sent', async ({ page }) => {
  await page.goto('/');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.getByLabel(/^Email/).fill('not-an-email');
  await page.getByLabel(/^Password/).fill('whatever-it-is');
  await page.getByRole('button', { name: 'Login' }).click();
  expect(
    await page.getByLabel(/^Email/).evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);
  expect(requests.filter((u) => u.includes('/api/'))).toEqual([]);
});

for (const path of ['/', '/credits', '/community', '/loading', '/no-such-page']) {
  test(`signed out, ${path} shows the login card`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
  });
}

test('calls carry the raw token, answered by the offline backend’s service worker', async ({
  page,
}) => {
  await page.goto('/');
  type Seen = { url: string; authorization: string | undefined; fromServiceWorker: boolean };
  // Headers are read while the page lives: a read left pending past the test fails the next one.
  const reads: Promise<Seen>[] = [];
  const onResponse = (response: Response) => {
    const request = response.request();
    if (!request.url().includes('/api/')) return;
    reads.push(
      request.allHeaders().then((headers) => ({
        url: request.url(),
        authorization: headers.authorization,
        fromServiceWorker: response.fromServiceWorker(),
      })),
    );
  };
  page.on('response', onResponse);
  await new LoginPage(page).signUp(newUser());
  await new ChatPage(page).ready();
  page.off('response', onResponse);
  const seen = await Promise.all(reads);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  const authed = seen.filter((s) => /\/api\/(user\/data|chat\/)/.test(s.url));
  expect(authed.length).toBeGreaterThanOrEqual(2);
  for (const s of authed) expect(s.authorization).toBe(token);
  expect(seen.every((s) => s.fromServiceWorker)).toBe(true);
});

test('the login screen has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
  await noViolations(page, 'the login screen');
});

test('a signed-in unknown address shows "Page not found" with a way back', async ({ page }) => {
  await page.goto('/');
  await new LoginPage(page).signUp(newUser());
  await new ChatPage(page).ready();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await noViolations(page, 'page not found');
  await page.getByRole('link', { name: 'Back to the chat' }).click();
  await new ChatPage(page).ready();
});
