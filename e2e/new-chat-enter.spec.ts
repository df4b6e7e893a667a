import { expect, test } from './pages/test';
import { openChatId, signUpNewUser } from './pages/app';

// Enter pressed a moment after New Chat, on a server that makes every chat: the prompt is sent
// once, to the chat New Chat made, and never dropped or left in the chat before. Twenty tries at
// each gap; a new user's twenty credits pay for them.
const TRIES = 20;

for (const gap of [0, 50, 150, 300]) {
  test(`Enter ${gap} ms after New Chat sends once, to the new chat, ${TRIES} times out of ${TRIES}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { chat } = await signUpNewUser(page);
    const sends: { chatId: string; prompt: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/message/text'))
        sends.push(request.postDataJSON() as { chatId: string; prompt: string });
    });
    const newChat = page.getByRole('button', { name: 'New Chat', exact: true });
    const usedChats = new Set<string>();

    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const before = openChatId(page);
      const prompt = `Repeat after me: gap ${gap}, try ${attempt}`;
      const sentBefore = sends.length;
      await newChat.click();
      if (gap > 0) await page.waitForTimeout(gap);
      await chat.prompt().fill(prompt);
      await chat.prompt().press('Enter');

      // sent: exactly once, to the chat New Chat made, which is the one open
      await expect.poll(() => sends.length).toBe(sentBefore + 1);
      await chat.waitForReply();
      const send = sends[sentBefore];
      expect(send?.prompt).toBe(prompt);
      expect(send?.chatId).not.toBe(before);
      expect(usedChats.has(send?.chatId ?? '')).toBe(false);
      usedChats.add(send?.chatId ?? '');
      await expect.poll(() => openChatId(page)).toBe(send?.chatId);
      await expect(chat.prompt()).toHaveValue('');
      await expect(
        page
          .locator('ol[aria-label="Messages"] > li[aria-label="You"]')
          .filter({ hasText: prompt }),
      ).toHaveCount(1);
    }
    await page.waitForTimeout(300);
    expect(sends).toHaveLength(TRIES);
    await expect(chat.credits()).toHaveText('Credits : 0');
  });
}
