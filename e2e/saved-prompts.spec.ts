import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { ChatPage, LoginPage, signUpNewUser } from './pages/app';
import { noViolations } from './pages/axe';

// Saved prompts live in this browser: none of their changes, and no use of one, goes to the server.

const serverWrites = (page: Page) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(request.url());
  });
  return writes;
};

const list = (page: Page) => page.getByRole('listbox', { name: 'Saved prompts' });
const managing = (page: Page) => page.getByRole('dialog', { name: 'Saved prompts' });

test('save a prompt, then / + its name + Enter puts it in with its blanks filled, unsent', async ({
  context,
  page,
}) => {
  const { chat } = await signUpNewUser(page, 'Prompt Petra');
  const writes = serverWrites(page);
  // another tab of the same account, its / list open on a chat of its own
  const other = new ChatPage(await context.newPage());
  await other.page.goto('/');
  await other.ready();
  await other.newChat();
  await other.prompt().fill('/');
  await expect(list(other.page).getByRole('option')).toHaveCount(4);

  await chat.prompt().fill('Write a haiku about {{subject}} in {{style}}, then {{subject}} again.');
  await page.getByRole('button', { name: 'Saved prompts' }).click();
  await managing(page).getByRole('button', { name: 'Save what I typed' }).click();
  const editor = page.getByRole('dialog', { name: 'Save a prompt' });
  await expect(editor.getByRole('textbox', { name: 'Prompt' })).toHaveValue(
    'Write a haiku about {{subject}} in {{style}}, then {{subject}} again.',
  );
  await editor.getByRole('textbox', { name: 'Name' }).fill('Haiku');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Type / in the message box to use it.')).toBeVisible();
  await expect(managing(page).getByRole('listitem')).toContainText(['Haiku']);
  await managing(page).getByRole('button', { name: 'Close' }).click();
  await expect(managing(page)).toBeHidden();

  // the other tab's open list has it at once; kept after a reload too
  await expect(list(other.page).getByRole('option')).toHaveCount(5);
  await other.prompt().fill('/hai');
  await expect(list(other.page).getByRole('option')).toHaveText([/^Haiku/]);
  await page.reload();
  await chat.ready();

  await chat.prompt().fill('');
  await chat.prompt().pressSequentially('/hai');
  await expect(list(page).getByRole('option')).toHaveText([/^Haiku/]);
  await page.keyboard.press('Enter');
  const blanks = page.getByRole('dialog', { name: 'Haiku' });
  await expect(blanks.getByRole('textbox', { name: 'subject' })).toBeFocused();
  await page.keyboard.type('autumn rain');
  await page.keyboard.press('Tab');
  await page.keyboard.type('English');
  await page.keyboard.press('Enter');
  await expect(blanks).toBeHidden();
  await expect(chat.prompt()).toHaveValue(
    'Write a haiku about autumn rain in English, then autumn rain again.',
  );
  await expect(chat.prompt()).toBeFocused();
  await page.waitForTimeout(500);
  // nothing was sent: not the prompt, not the saving
  expect(writes).toEqual([]);
  await expect(page.locator('ol[aria-label="Messages"] > li')).toHaveCount(0);
  // and the prompt put in is a draft like any other: it outlives a reload
  await page.reload();
  await chat.ready();
  await expect(chat.prompt()).toHaveValue(
    'Write a haiku about autumn rain in English, then autumn rain again.',
  );
});

test('the / list by keyboard alone: arrows, Enter, and Esc that leaves the slash', async ({
  page,
}) => {
  const { chat } = await signUpNewUser(page, 'Keyboard Kim');
  const writes = serverWrites(page);
  const prompt = chat.prompt();
  await prompt.focus();
  await page.keyboard.type('/');
  // a new account's starters, in their order
  await expect(list(page).getByRole('option')).toHaveText([
    /^Review code/,
    /^Translate/,
    /^Summarise/,
    /^Explain simply/,
  ]);
  const active = () => prompt.getAttribute('aria-activedescendant');
  const selected = () => list(page).locator('[aria-selected="true"]');
  await expect(selected()).toHaveText(/^Review code/);
  expect(await active()).toBe(await selected().getAttribute('id'));
  await page.keyboard.press('ArrowUp');
  await expect(selected()).toHaveText(/^Explain simply/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(selected()).toHaveText(/^Translate/);
  expect(await active()).toBe(await selected().getAttribute('id'));
  await noViolations(page, 'the / list');

  // Esc: the list goes, the slash stays, and it does not come back while the slash is there
  await page.keyboard.press('Escape');
  await expect(list(page)).toBeHidden();
  await expect(prompt).toHaveValue('/');
  expect(await prompt.getAttribute('aria-activedescendant')).toBeNull();
  await page.keyboard.type('sum');
  await expect(list(page)).toBeHidden();

  // the slash gone and typed again: filtered by what follows it
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('/sum');
  await expect(list(page).getByRole('option')).toHaveText([/^Summarise/]);
  await page.keyboard.press('Enter');
  await expect(list(page)).toBeHidden();
  await expect(prompt).toHaveValue(
    'Summarise the following in five bullet points for someone with two minutes:',
  );
  // a name no prompt has: Enter sends what was typed, as always
  await page.keyboard.press('Control+A');
  await page.keyboard.type('/nothing like it');
  await expect(
    page.getByText('No saved prompt has that name. Enter sends what you typed.'),
  ).toBeVisible();
  expect(writes).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(
    page.locator('ol[aria-label="Messages"] > li', { hasText: '/nothing like it' }).first(),
  ).toBeVisible();
});

test('saved prompts are changed, ordered and deleted by the keyboard, and export and import', async ({
  page,
}) => {
  const { chat } = await signUpNewUser(page, 'Tidy Toni');
  const writes = serverWrites(page);
  await page.getByRole('button', { name: 'Saved prompts' }).focus();
  await page.keyboard.press('Enter');
  const dialog = managing(page);
  const names = () => dialog.getByRole('listitem').locator('bdi').allTextContents();
  await expect.poll(names).toEqual(['Review code', 'Translate', 'Summarise', 'Explain simply']);
  await noViolations(page, 'saved prompts');

  await dialog.getByRole('button', { name: 'Move Summarise up' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual(['Review code', 'Summarise', 'Translate', 'Explain simply']);

  await dialog.getByRole('button', { name: 'Edit Translate' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit saved prompt' });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Summarise');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('You already have a prompt with this name.')).toBeVisible();
  await noViolations(page, 'the prompt editor with a problem');
  await editor.getByRole('textbox', { name: 'Name' }).fill('German');
  await editor.getByRole('textbox', { name: 'Prompt' }).fill('Translate into German: {{text}}');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(editor.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await expect.poll(names).toEqual(['Review code', 'Summarise', 'German', 'Explain simply']);

  await dialog.getByRole('button', { name: 'Delete Review code' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect.poll(names).toEqual(['Summarise', 'German', 'Explain simply']);

  // export, then delete one, then import: it comes back, and the others are not doubled
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  await dialog.getByRole('button', { name: 'Delete German' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect.poll(names).toEqual(['Summarise', 'Explain simply']);
  await dialog.getByLabel('Import saved prompts from a file').setInputFiles(file);
  await expect(
    page.getByText('Imported 1 saved prompt; 2 saved prompts you already had.'),
  ).toBeVisible();
  await expect.poll(names).toEqual(['Summarise', 'Explain simply', 'German']);

  // a foreign file changes nothing, and says why
  await dialog.getByLabel('Import saved prompts from a file').setInputFiles({
    name: 'folders.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'parley-organisation', version: 1 })),
  });
  await expect(
    page.getByText("That file is not an export of Parley's saved prompts."),
  ).toBeVisible();
  await expect.poll(names).toEqual(['Summarise', 'Explain simply', 'German']);

  // a deleted starter stays deleted after a reload
  await page.reload();
  await chat.ready();
  await page.getByRole('button', { name: 'Saved prompts' }).click();
  await expect.poll(names).toEqual(['Summarise', 'Explain simply', 'German']);
  expect(writes).toEqual([]);
});

test('a sent message is saved as a prompt from its own actions', async ({ page }) => {
  const { chat } = await signUpNewUser(page, 'Again Ana');
  await chat.send('List three uses of {{tool}} in a kitchen');
  await chat.waitForReply();
  await chat.chat().getByRole('button', { name: 'Save as a prompt' }).click();
  const editor = page.getByRole('dialog', { name: 'Save a prompt' });
  await expect(editor.getByRole('textbox', { name: 'Prompt' })).toHaveValue(
    'List three uses of {{tool}} in a kitchen',
  );
  await editor.getByRole('textbox', { name: 'Name' }).fill('Kitchen');
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await chat.prompt().fill('/kit');
  await expect(list(page).getByRole('option')).toHaveText([/^Kitchen/]);
});

test('a session begun before accounts were kept is told how to keep prompts, then keeps them', async ({
  page,
}) => {
  const { chat, user } = await signUpNewUser(page, 'Early Eve');
  // what a browser signed in by an older Parley holds: the token alone
  await page.evaluate(() => localStorage.removeItem('parley-account'));
  await page.reload();
  await chat.ready();
  await chat.prompt().fill('/');
  await expect(list(page)).toBeHidden();
  await page.getByRole('button', { name: 'Saved prompts' }).click();
  await expect(
    managing(page).getByText(
      'Saved prompts are kept for each account. Log out and in again once, and they are kept for yours.',
    ),
  ).toBeVisible();
  await managing(page).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Log out' }).click();
  await new LoginPage(page).logIn(user.email.toUpperCase(), user.password);
  await chat.ready();
  await chat.prompt().fill('/sum');
  await expect(list(page).getByRole('option')).toHaveText([/^Summarise/]);
});

test.describe('the saved prompts’ code', () => {
  // its requests reach the network, where they can be held, not the app's cache
  test.use({ serviceWorkers: 'block' });

  test('comes after the start-up; a / typed before it is here opens the list when it comes', async ({
    page,
  }) => {
    const { chat } = await signUpNewUser(page, 'Early Eve');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/assets\/prompts\.\w+\.js$/, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.reload();
    await chat.ready();
    await chat.prompt().focus();
    await page.keyboard.type('/');
    await expect.poll(() => asked.length).toBe(1);
    await expect(list(page)).toBeHidden();
    release();
    await expect(list(page).getByRole('option')).toHaveCount(4);
    await expect(chat.prompt()).toHaveValue('/');
  });
});
