import { expect, test } from './pages/test';
import { signUpNewUser } from './pages/app';
import { noViolations } from './pages/axe';

// Ask again, Edit and the search over all chats, as a person uses them: in the offline build and
// against the real backend.

/** Rows whose text starts with each of these (a row's time follows its message). */
const starting = (...texts: string[]) =>
  texts.map((t) => expect.stringMatching(new RegExp(`^${t}(?! in)`)));

test('ask again: one request, one new reply, credits down once', async ({ page }) => {
  const { chat } = await signUpNewUser(page);
  await chat.send('Explain closures in JavaScript');
  await chat.waitForReply();
  await expect(chat.credits()).toHaveText('Credits : 19');
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/message/'))
      sends.push(request.postData() ?? '');
  });

  const askAgain = chat.chat().getByRole('button', { name: 'Ask again' });
  await expect(askAgain).toHaveAccessibleDescription(/as a new message below \(1 credit\)/);
  await askAgain.click();
  await askAgain.click({ timeout: 500 }).catch(() => undefined);
  await chat.waitForReply();
  await expect(chat.credits()).toHaveText('Credits : 18');
  // (a long chat's rows are not all in the page: it is read through)
  const rows = await chat.conversation();
  expect(rows.map((row) => row.author)).toEqual(['You', 'Assistant', 'You', 'Assistant']);
  expect(sends.map((body) => JSON.parse(body) as { prompt: string })).toEqual([
    expect.objectContaining({ prompt: 'Explain closures in JavaScript' }),
  ]);
  expect(await chat.userMessages()).toEqual(
    starting('Explain closures in JavaScript', 'Explain closures in JavaScript'),
  );
  // only the last reply asks again
  await expect(chat.chat().getByRole('button', { name: 'Ask again' })).toHaveCount(1);
});

test('edit, cancel, edit again and send: a new exchange, the draft back', async ({ page }) => {
  const { chat } = await signUpNewUser(page);
  await chat.send('A lighthouse at night', { mode: 'Image' });
  await chat.waitForReply();
  await chat.prompt().fill('a draft of my own');

  const edit = chat.chat().getByRole('button', { name: 'Edit' });
  await edit.click();
  await expect(chat.prompt()).toHaveValue('A lighthouse at night');
  await expect(chat.prompt()).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Mode' })).toHaveValue('image');
  await page.keyboard.press('Escape');
  await expect(chat.prompt()).toHaveValue('a draft of my own');

  await edit.click();
  await page.keyboard.type(' in a storm');
  await page.keyboard.press('Enter');
  await chat.waitForReply();
  await expect(chat.prompt()).toHaveValue('a draft of my own');
  expect(await chat.userMessages()).toEqual(
    starting('A lighthouse at night', 'A lighthouse at night in a storm'),
  );
  await expect(
    chat.chat().getByRole('img', { name: 'Generated image: A lighthouse at night in a storm' }),
  ).toBeVisible();
  await expect(chat.credits()).toHaveText('Credits : 16');
});

test('search every chat: find a message in another chat and land on it', async ({ page }) => {
  const { chat } = await signUpNewUser(page);
  await chat.send('Repeat after me: the **kestrel** hovers over the field');
  await chat.waitForReply();
  await chat.newChat();
  await chat.send('Something else entirely');
  await chat.waitForReply();

  await page.keyboard.press('ControlOrMeta+Shift+F');
  const dialog = page.getByRole('dialog', { name: 'Search all chats' });
  const field = dialog.getByRole('combobox', { name: 'Words to find' });
  await expect(field).toBeFocused();
  await field.fill('KESTREL');
  await expect(dialog.getByRole('status')).toHaveText('2 matches in 1 chat');
  const options = dialog.getByRole('option');
  // the reply as shown (no ** marks), then the prompt as typed
  await expect(options.first()).toContainText('Assistant: the kestrel hovers over the field');
  await expect(options.first().locator('mark')).toHaveText('kestrel');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search this chat' })).toHaveValue('KESTREL');
  const current = chat.chat().locator('li[aria-current="true"]');
  await expect(current).toHaveAttribute('aria-posinset', '2');
  await expect(current).toBeInViewport();
  await expect(current).toContainText('the kestrel hovers');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the search dialog, its results and none, are clean for axe (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    const { chat } = await signUpNewUser(page);
    await chat.send('Plan a trip to Lisbon');
    await chat.waitForReply();
    await page.getByRole('button', { name: 'Search all chats' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search all chats' });
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await dialog.getByRole('combobox').fill('lisbon');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await noViolations(page, `search results, ${theme}`);
    await dialog.getByRole('combobox').fill('zebra');
    await expect(dialog.getByRole('status')).toHaveText('No messages match “zebra”.');
    await noViolations(page, `search, no results, ${theme}`);
  });
}
