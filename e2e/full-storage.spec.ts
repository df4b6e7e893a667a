import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { signUpNewUser } from './pages/app';
import { fillLocalStorage } from '../src/testing/fill-storage';

// A disk that is full: localStorage filled by another script of the site until it refuses a
// character more, and IndexedDB filled up to a quota lowered through Chromium's DevTools
// protocol (a real quota, enforced on every transaction).

const TYPED_NOT_KEPT =
  "This browser's storage is full: what you type stays on this page, but not after a reload.";

/**
 * A quota of 20 MB for the site, set before it writes anything: the browser checks a write against
 * the quota it knew when the site last asked, so one lowered later may hold only minutes after.
 */
const limitQuota = async (page: Page, origin: string) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 20 * 1024 * 1024 });
};

/** Fills what is left of the quota with a database of junk, until a write of 16 bytes is refused. */
const fillDatabase = async (page: Page) => {
  const refused = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('full-disk-junk', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('junk');
      open.onerror = () => reject(open.error ?? new Error('not opened'));
      open.onsuccess = () => resolve(open.result);
    });
    // random bytes, as IndexedDB compresses what repeats (a call gives at most 64 KB of them)
    const random = (size: number) => {
      const bytes = new Uint8Array(size);
      for (let at = 0; at < size; at += 65_536)
        crypto.getRandomValues(bytes.subarray(at, at + 65_536));
      return bytes;
    };
    const put = (n: number, size: number) =>
      new Promise<string>((resolve) => {
        const tx = db.transaction('junk', 'readwrite');
        tx.objectStore('junk').put(new Blob([random(size)]), n);
        tx.oncomplete = () => resolve('stored');
        tx.onabort = () => resolve(tx.error?.name ?? 'aborted');
      });
    let n = 0;
    for (const size of [1 << 20, 65_536, 4096, 256, 16])
      while (n < 1000 && (await put(n, size)) === 'stored') n += 1;
    return put(n + 1, 16);
  });
  expect(refused).toBe('QuotaExceededError');
};

test('a full disk: the start-up picture goes first, then one word; nothing typed is lost', async ({
  page,
  baseURL,
}) => {
  const offline = test.info().project.name === 'offline';
  await limitQuota(page, new URL(baseURL ?? '').origin);
  const { chat } = await signUpNewUser(page);
  await chat.send('Before the disk filled');
  await chat.waitForReply();
  await chat.atEnd();
  // leaving the page pictures it: the one thing the app gives up to make room
  await page.reload();
  await chat.ready();
  const picture = () => page.evaluate(() => localStorage.getItem('startSnapshot'));
  expect(await picture()).not.toBeNull();

  await page.evaluate(fillLocalStorage);
  await fillDatabase(page);

  // the picture goes, and the draft is kept without a word
  const prompt = chat.prompt();
  await prompt.fill('Typed on a full disk');
  await expect.poll(picture).toBeNull();
  const drafts = () => page.evaluate(() => localStorage.getItem('parley-drafts') ?? '');
  await expect.poll(drafts).toContain('Typed on a full disk');
  await page.waitForTimeout(500);
  await expect(page.getByText(TYPED_NOT_KEPT)).toHaveCount(0);
  // still full as the page is left, so no new picture finds room in what the old one freed
  await page.evaluate(fillLocalStorage);
  await page.reload();
  await chat.ready();
  expect(await picture()).toBeNull();
  await expect(prompt).toHaveValue('Typed on a full disk');
  await prompt.press('ControlOrMeta+End');

  // nothing left to give: one calm word, and the typing stays on screen
  await page.evaluate(fillLocalStorage);
  // counted as they come: the notice lasts 4 s, and typing under load can outlast it
  await page.evaluate((notice) => {
    const seen = { count: 0 };
    Object.assign(window, { noticesSeen: seen });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node.textContent?.includes(notice)) seen.count++;
    }).observe(document.body, { childList: true, subtree: true });
  }, TYPED_NOT_KEPT);
  const noticesSeen = () =>
    page.evaluate(
      () => (window as unknown as { noticesSeen: { count: number } }).noticesSeen.count,
    );
  await prompt.pressSequentially(', and more');
  await expect.poll(noticesSeen).toBe(1);
  await prompt.pressSequentially(' and more');
  await expect(prompt).toHaveValue('Typed on a full disk, and more and more');
  expect(await noticesSeen()).toBe(1);

  // a pin cannot be kept in the database: it says why, and nothing shows as pinned
  await page.keyboard.press('ControlOrMeta+Shift+Y');
  await expect(
    page.getByText("This browser's storage is full: the pin could not be saved."),
  ).toBeVisible();
  await expect(page.getByText('Chat pinned')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pinned' })).toHaveCount(0);

  await expect(chat.credits()).toHaveText('Credits : 19');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/message/text'));
  await prompt.press('Enter');
  const answer = await sent;
  if (offline) {
    // the offline backend keeps its data on this disk: it refuses, and takes nothing
    expect(answer.status()).toBe(507);
    await expect(page.getByText(/^Offline storage is full, so this was not saved/)).toBeVisible();
    await expect(prompt).toHaveValue('Typed on a full disk, and more and more');
    await expect(chat.credits()).toHaveText('Credits : 19');
  } else {
    // the server keeps it: the send goes through as on any day
    expect(answer.ok()).toBe(true);
    await chat.waitForReply();
    await expect(
      page.locator('ol[aria-label="Messages"] > li[aria-label="You"]').last(),
    ).toContainText('Typed on a full disk, and more and more');
    await expect(chat.credits()).toHaveText('Credits : 18');
  }

  // leaving finds no room for a picture; the next start opens the chat as without one
  await page.reload();
  await chat.ready();
  await expect(chat.chat().getByRole('heading', { level: 1 })).toHaveText('Before the disk filled');
  expect(await picture()).toBeNull();
});
