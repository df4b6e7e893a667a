import { expect, test } from './pages/test';
import { ChatPage, LoginPage, newUser } from './pages/app';

test("the session's first reply with code is coloured within 300 ms of its text", async ({
  page,
}) => {
  // offline, the reply comes at once: it lands before any idle-time download of the highlighter
  await page.goto('/?mock-reply-delay=0');
  await new LoginPage(page).signUp(newUser('Colour Cal'));
  const chat = new ChatPage(page);
  await chat.ready();
  await page.evaluate(() => {
    const times: { text?: number; coloured?: number } = {};
    Object.assign(window, { codeTimes: times });
    new MutationObserver(() => {
      const block = document.querySelector('section[aria-label="Chat"] pre');
      if (block && times.text === undefined) times.text = performance.now();
      if (block?.querySelector('code span[style*="color"]') && times.coloured === undefined)
        times.coloured = performance.now();
    }).observe(document.body, { subtree: true, childList: true });
  });
  await chat.send('Write a TypeScript function');
  const code = chat.chat().locator('pre code').first();
  await expect(code).toContainText('function');
  await expect(code.locator('span[style*="color"]').first()).toBeVisible();
  const { text, coloured } = await page.evaluate(
    () => (window as unknown as { codeTimes: { text: number; coloured: number } }).codeTimes,
  );
  expect(coloured - text).toBeLessThanOrEqual(300);
});
