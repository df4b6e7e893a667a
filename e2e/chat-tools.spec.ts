import { readFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { openWithKnobs, signUpNewUser, spendAllCredits } from './pages/app';

test('a draft and a prompt that came back after a failed send survive a reload', async ({
  page,
}) => {
  await openWithKnobs(page, 'mock-reply-delay=0');
  const { chat } = await signUpNewUser(page);
  await chat.send('First message');
  await chat.waitForReply();
  await chat.prompt().fill('A draft I am still writing');
  await chat.newChat();
  // the server refuses the next send: its prompt comes back into the input
  await spendAllCredits(page);
  await chat.send('A prompt that failed');
  await expect(page.getByText("You don't have enough credits to use this feature")).toBeVisible();
  await expect(chat.prompt()).toHaveValue('A prompt that failed');

  await page.reload();
  await chat.ready();
  await expect(chat.prompt()).toHaveValue('A prompt that failed');
  await chat
    .recentChats()
    .getByRole('button', { name: /^First message/ })
    .click();
  await expect(chat.chat().getByRole('listitem', { name: 'You' }).first()).toHaveText(
    /^First message/,
  );
  await expect(chat.prompt()).toHaveValue('A draft I am still writing');
});

test('a reply is read out as text, and copied whole as Markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { chat } = await signUpNewUser(page);
  await chat.send('Write a Rust function');
  await chat.waitForReply();
  // screen readers hear the reply as text, not Markdown
  const live = chat.chat().locator('[aria-live="polite"]');
  await expect(live).toHaveText(/^The assistant replied: A Rust function/);
  expect(await live.textContent()).not.toMatch(/[#`*]|\]\(/);
  await chat.chat().getByRole('button', { name: 'Copy reply' }).click();
  await expect(chat.chat().getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^## A Rust function/);
  expect(copied).toContain('```rust');
  await chat.send('A crab on a beach', { mode: 'Image' });
  await chat.waitForReply();
  await expect(live).toHaveText('The assistant sent an image');
  // another chat: nothing of this one is left to be read out
  await chat.newChat();
  await expect(live).toHaveText('');
});

test('export a chat as a Markdown file named after its title', async ({ page }) => {
  await openWithKnobs(page, 'mock-reply-delay=0');
  const { chat } = await signUpNewUser(page, 'Export Eva');
  await chat.send('Write a SQL query: top customers');
  await chat.waitForReply();
  await chat.send('A lighthouse in fog', { mode: 'Image' });
  await chat.waitForReply();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export chat as Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Write a SQL query- top customers.md');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toMatch(
    /^# Write a SQL query: top customers\n\n\*\*Export Eva\*\* · \d{4}-\d\d-\d\d \d\d:\d\d\n\nWrite a SQL query: top customers\n\n\*\*Assistant\*\* · /,
  );
  expect(text).toContain('```sql');
  expect(text).toMatch(
    /\[Generated image: A lighthouse in fog\]\(http:\/\/127\.0\.0\.1:\d+\/mock-images\/[0-9a-f]{24}\.svg\)\n$/,
  );
});

test('keyboard shortcuts: the list, new chat, search, prompt, theme and the phone drawer', async ({
  page,
}) => {
  const { chat } = await signUpNewUser(page);
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog.getByRole('row', { name: 'New chat Ctrl + Shift + O' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox', { name: 'Search conversations' })).toBeFocused();
  await page.keyboard.press('Shift+Escape');
  await expect(chat.prompt()).toBeFocused();
  await page.keyboard.press('Control+Shift+O');
  await expect(chat.recentChats().getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('Control+Shift+L');
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await page.keyboard.press('Control+Shift+S');
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
});
