import { expect, test } from './pages/test';
import { ChatPage, LoginPage, newUser } from './pages/app';

// How soon it is coloured is a figure of npm run bench ("first reply of a session"); here, what
// makes it soon: the highlighter is asked for while the reply is still on its way.
test("the session's first reply with code: the highlighter comes with the send, before the text", async ({
  page,
}) => {
  // the test server replies within half a second: before any idle-time download of the highlighter
  await page.goto('/');
  await new LoginPage(page).signUp(newUser('Colour Cal'));
  const chat = new ChatPage(page);
  await chat.ready();
  await page.evaluate(() => {
    const times: { text?: number } = {};
    Object.assign(window, { codeTimes: times });
    new MutationObserver(() => {
      const block = document.querySelector('section[aria-label="Chat"] pre');
      if (block && times.text === undefined) times.text = performance.now();
    }).observe(document.body, { subtree: true, childList: true });
  });
  await chat.send('Write a TypeScript function');
  const code = chat.chat().locator('pre code').first();
  await expect(code).toContainText('function');
  await expect(code.locator('span[style*="color"]').first()).toBeVisible();
  const { text, highlighter } = await page.evaluate(() => ({
    text: (window as unknown as { codeTimes: { text: number } }).codeTimes.text,
    highlighter: performance
      .getEntriesByType('resource')
      .find((entry) => /\/highlighter\.[0-9a-f]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(highlighter).toBeDefined();
  expect(highlighter).toBeLessThan(text);
});
