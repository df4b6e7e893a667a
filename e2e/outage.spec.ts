import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { e2eApiBaseUrl } from '../scripts/e2e-ports.mjs';
import { LoginPage, signUpNewUser } from './pages/app';
import { retryDelay } from '../src/app/connection/read-retry';

// Runs against the real-backend build and the HTTP server's fault knob (mocks/faults.ts), which
// fails only this test's user's calls: the other tests share the server.

const UNREACHABLE = "Parley can't reach the server.";
/** The app's longest wait between two tries of a read: its cap, at the top of its jitter. */
const LONGEST_RETRY_WAIT_MS = retryDelay(Number.MAX_SAFE_INTEGER, 1);

const injectFault = async (
  request: APIRequestContext,
  fault: {
    kind: '502' | 'drop' | 'hang' | 'refuse';
    token: string;
    forMs?: number;
    count?: number;
    path?: string;
  },
) => {
  const answer = await request.post(`${e2eApiBaseUrl}/__faults`, { data: fault });
  expect(answer.ok()).toBe(true);
};

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/** Whether `element` is painted over the picture: the picture lets taps through, so for a moment it
 * is made to take them, and what is hit at the element's centre is the element or the picture. */
const onTop = (element: Locator) =>
  element.evaluate((shown) => {
    const picture = document.getElementById('start-picture');
    const before = picture?.style.pointerEvents ?? '';
    picture?.style.setProperty('pointer-events', 'auto');
    const box = shown.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    picture?.style.setProperty('pointer-events', before);
    return hit !== null && shown.contains(hit);
  });

/** Every 100 ms until `ms` are over: what was ever on screen, and whether the picture stayed. */
const watch = async (page: Page, ms: number) => {
  const seen = { loginCard: false, noChats: false, unreachable: false, pictureKept: true };
  const start = Date.now();
  while (Date.now() - start < ms) {
    seen.loginCard ||= await new LoginPage(page).card().isVisible();
    seen.noChats ||= await page.getByText('No chats yet.').isVisible();
    const heading = page.getByRole('heading', { name: UNREACHABLE });
    if (!seen.unreachable && (await heading.isVisible())) seen.unreachable = await onTop(heading);
    // past the 3 s a picture is otherwise kept for, until the outage ends
    if (Date.now() - start > 4000)
      seen.pictureKept &&= await page.locator('#start-picture').isVisible();
    await page.waitForTimeout(100);
  }
  return seen;
};

test('an 8-second outage at start-up keeps the session and the chats, and ends by itself', async ({
  page,
  request,
}) => {
  const { chat } = await signUpNewUser(page);
  await chat.send('Remember this');
  await chat.waitForReply();
  // at rest at its end, the chat is pictured for the next start-up
  await chat.atEnd();
  const token = await tokenOf(page);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  await injectFault(request, { kind: '502', token, forMs: 8000 });
  const outageEnds = Date.now() + 8000;
  await page.reload();
  // the last screen stays on show, with the word on the server above it
  const seen = await watch(page, outageEnds - Date.now() - 500);
  expect(seen).toEqual({ loginCard: false, noChats: false, unreachable: true, pictureKept: true });
  expect(await tokenOf(page)).toBe(token);

  // the server answers again: the chat is back without a reload, once the read's next try comes
  // (its wait is up to the longest backoff) and the list renders
  await expect(chat.recentChats().getByRole('button', { name: /^Remember this/ })).toBeVisible({
    timeout: LONGEST_RETRY_WAIT_MS + 3000,
  });
  await chat.ready();
  await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
  await expect(page.locator('#start-picture')).toHaveCount(0);
  expect(await chat.userMessages()).toEqual([expect.stringMatching(/^Remember this/)]);
  expect(navigations).toBe(1);
});

test('dropped connections and a call that hangs are waited out too', async ({ page, request }) => {
  const { chat } = await signUpNewUser(page);
  const token = await tokenOf(page);
  // Chromium itself sends a GET again once when its connection drops: more drops than tries
  await injectFault(request, { kind: 'drop', token, path: '/api/chat/get', count: 8 });
  await injectFault(request, { kind: 'hang', token, path: '/api/user/data', count: 1 });
  await page.reload();
  // the hanging call gives up after its time limit and is asked again
  await expect(page.getByText(UNREACHABLE).first()).toBeVisible({ timeout: 15_000 });
  await expect(new LoginPage(page).card()).toBeHidden();
  await chat.ready();
  await expect(page.getByText('No chats yet.')).toHaveCount(0);
  await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
});

test('a 401 still signs out at once', async ({ page }) => {
  const { chat } = await signUpNewUser(page);
  await chat.ready();
  await page.evaluate(() => localStorage.setItem('token', 'a-token-the-server-never-issued'));
  const started = Date.now();
  await page.reload();
  await expect(new LoginPage(page).card()).toBeVisible();
  expect(Date.now() - started).toBeLessThan(5000);
  expect(await tokenOf(page)).toBe('');
  await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
});

test('a user the server refuses (200, success: false) gets its word and the login card, and no retry', async ({
  page,
  request,
}) => {
  const { chat } = await signUpNewUser(page);
  await chat.ready();
  const token = await tokenOf(page);
  await injectFault(request, { kind: 'refuse', token, path: '/api/user/data', count: 100 });
  let asked = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user/data') asked += 1;
  });
  await page.reload();
  await expect(page.getByText('Not authorized, user not found')).toBeVisible();
  await expect(new LoginPage(page).card()).toBeVisible();
  expect(await tokenOf(page)).toBe('');
  const answered = asked;
  await page.waitForTimeout(2500);
  expect(asked).toBe(answered);
  await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
});
