import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { ChatPage, signUpNewUser } from './pages/app';

// The offline build, two tabs of one user, half of every call failing (`?mock-fail=0.5`, kept
// for the tab's session): reads are waited out, sends fail plainly, and nothing is lost.

const ROUNDS = 6;

/** Sends what is typed and waits until the send is decided: answered, and no longer stored as on its way. */
const sendAndWait = async (page: Page) => {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/message/text'));
  await page.getByRole('textbox', { name: 'Prompt' }).press('Enter');
  await answered;
  await expect(page.getByRole('status', { name: 'Waiting for the reply' })).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('parley-send:'))),
    )
    .toEqual([]);
};

/** Every chat the server stored, each message's author and content, through the mock worker. */
const storedChats = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? '';
    for (let attempt = 1; ; attempt += 1) {
      const answer = await fetch('/api/chat/get', { headers: { Authorization: token } });
      // a call the mock worker did not take (the page not yet in its hands) answers the app's HTML
      const fromWorker = answer.headers.get('content-type')?.includes('json') ?? false;
      if ((!answer.ok || !fromWorker) && attempt < 20) continue;
      const { chats } = (await answer.json()) as {
        chats: { messages: { role: string; content: string }[] }[];
      };
      return chats;
    }
  });

test('two tabs sending at once while half of all calls fail lose no prompt', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUpNewUser(page);
  const other = await context.newPage();
  const tabs = [page, other];
  for (const tab of tabs) {
    await tab.goto('/?mock-fail=0.5&mock-reply-delay=0');
    // reads are tried again, further apart each time, until they get through
    await expect(tab.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 30_000 });
    await expect(tab.getByText('No chats yet.')).toHaveCount(0);
  }

  const putBack: string[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    // the offline assistant says these back word for word: a reply's text on screen is its content
    const prompts = tabs.map((_, i) => `Repeat after me: Tab ${i + 1} round ${round}`);
    await Promise.all(
      tabs.map((tab, i) => tab.getByRole('textbox', { name: 'Prompt' }).fill(prompts[i] ?? '')),
    );
    await Promise.all(tabs.map(sendAndWait));
    for (const [i, tab] of tabs.entries()) {
      const input = tab.getByRole('textbox', { name: 'Prompt' });
      const left = await input.inputValue();
      // a failed send's prompt is back in its input, whole; a sent one has left it
      expect(['', prompts[i]]).toContain(left);
      if (left) {
        putBack.push(left);
        await input.fill('');
      }
    }
  }

  for (const tab of tabs) await tab.goto('/?mock-fail=0');
  const chats = await storedChats(page);
  const stored = chats.flatMap((c) =>
    c.messages.filter((m) => m.role === 'user').map((m) => m.content),
  );
  const all = tabs.flatMap((_, i) =>
    Array.from({ length: ROUNDS }, (__, r) => `Repeat after me: Tab ${i + 1} round ${r + 1}`),
  );
  for (const prompt of all) {
    const times = stored.filter((s) => s === prompt).length;
    // stored once and not also put back, or put back and never stored
    expect({ prompt, times, putBack: putBack.includes(prompt) }).toEqual({
      prompt,
      times: putBack.includes(prompt) ? 0 : 1,
      putBack: putBack.includes(prompt),
    });
  }
  expect(stored.length + putBack.length).toBe(ROUNDS * 2);

  // after a reload, each tab's chat, read whole (not only the rows rendered), is the database's
  expect(chats).toHaveLength(1);
  const held = (chats[0]?.messages ?? []).map((m) => ({
    author: m.role === 'user' ? 'You' : 'Assistant',
    text: m.content,
  }));
  expect(held.length).toBe(stored.length * 2);
  for (const tab of tabs) {
    // the list is read by paging through it, which a tab in the background does not lay out
    await tab.bringToFront();
    const view = new ChatPage(tab);
    await view.ready();
    await expect(view.credits()).toHaveText(`Credits : ${20 - stored.length}`);
    expect(await view.conversation()).toEqual(held);
  }
});
