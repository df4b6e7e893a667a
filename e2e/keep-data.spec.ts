import { expect, test } from './pages/test';
import { signUpNewUser } from './pages/app';

// When the browser is asked to keep Parley's data for good: in the offline build the account
// itself lives in the browser, so the ask comes sooner.

test('the browser is asked to keep the data at the first pin (offline: the first chat), never at start-up', async ({
  page,
}) => {
  // every call of navigator.storage.persist on each page, counted where the test can read it
  await page.addInitScript(() => {
    const calls = { persist: 0 };
    (window as unknown as { storageCalls: typeof calls }).storageCalls = calls;
    const persist = navigator.storage.persist.bind(navigator.storage);
    navigator.storage.persist = () => {
      calls.persist += 1;
      return persist();
    };
  });
  const persistCalls = () =>
    page.evaluate(
      () => (window as unknown as { storageCalls: { persist: number } }).storageCalls.persist,
    );
  const { chat } = await signUpNewUser(page);
  await chat.send('Keep me');
  await chat.waitForReply();
  // offline, the account and its chats live only in this browser: their first write asks
  const offline = test.info().project.name === 'offline';
  if (offline) expect(await persistCalls()).toBeGreaterThan(0);
  else expect(await persistCalls()).toBe(0);
  await page.reload();
  await chat.ready();
  await page.waitForTimeout(1000);
  expect(await persistCalls()).toBe(0);
  await page.keyboard.press('ControlOrMeta+Shift+Y');
  await expect(page.getByText('Chat pinned')).toBeVisible();
  await expect.poll(persistCalls).toBeGreaterThan(0);
  await page.keyboard.press('ControlOrMeta+/');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText(
    /This browser (keeps|may clear) Parley's data/,
  );
});
