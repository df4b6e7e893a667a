import { expect, test } from './pages/test';
import { signUpSeeded } from './pages/app';
import { heavyReplies } from '../scripts/heavy-replies.mjs';

// The offline build only: the reply is stored by the offline backend's seeding call. How long
// the page is busy with each is measured by npm run bench, not here.

const NOTE = 'This reply is too long or too deeply nested to format, so it is shown as plain text.';

for (const [name, reply] of Object.entries(heavyReplies)) {
  test(`${name}: shown as its text with a word why, and the app opens with it as the newest chat`, async ({
    page,
  }) => {
    const chat = await signUpSeeded(page, 'Heavy Reader', { kind: 'reply', reply });
    for (const visit of ['first', 'return']) {
      await chat.ready();
      await expect(chat.chat().getByRole('heading', { level: 1 })).toHaveText(/^A heavy reply/);
      const answer = page.locator('ol[aria-label="Messages"] > li[aria-label="Assistant"]');
      await expect(answer.getByText(NOTE), visit).toBeVisible();
      await expect(answer).toContainText(reply.slice(0, 300));
      await expect(answer).toContainText(reply.slice(-300));
      // the page answers the person: typing reaches the prompt, and the sidebar opens chats
      await chat.prompt().fill(`Typed on the ${visit} visit`);
      await expect(chat.prompt()).toHaveValue(`Typed on the ${visit} visit`);
      await page.reload();
    }
  });
}
