import { expect, test } from './pages/test';
import {
  expectImageLoaded,
  holdScripts,
  openWithKnobs,
  signUpNewUser,
  spendAllCredits,
} from './pages/app';
import { noViolations } from './pages/axe';

test('start-up creates a first chat; text and image replies change the credits', async ({
  page,
}) => {
  const { chat } = await signUpNewUser(page, 'Chatty Cathy');
  await expect(chat.recentChats().getByRole('button', { name: /^New Chat/ })).toHaveCount(1);
  await expect(page.getByText('Ask me anything.')).toBeVisible();
  await expect(chat.credits()).toHaveText('Credits : 20');

  await chat.send('Write a SQL query for the top customers');
  await expect(chat.prompt()).toHaveValue('');
  await expect(chat.prompt()).toBeFocused();
  await chat.waitForReply();
  await expect(chat.chat().getByText('SQL', { exact: true })).toBeVisible();
  await expect(chat.chat().locator('pre code span').first()).toBeVisible(); // highlighted
  await expect(chat.credits()).toHaveText('Credits : 19');
  await expect(
    chat.recentChats().getByRole('button', { name: /^Write a SQL query for the top cu/ }),
  ).toBeVisible();

  await chat.send('A lighthouse in a storm', { mode: 'Image' });
  await chat.waitForReply();
  const image = chat.chat().getByRole('img', { name: 'Generated image: A lighthouse in a storm' });
  await expect(image).toBeVisible();
  await expectImageLoaded(image);
  await expect(chat.credits()).toHaveText('Credits : 17');

  await noViolations(page, 'a chat with text and image replies');
});

test('a reply lands in the chat it was sent from after switching chats mid-reply', async ({
  page,
}) => {
  await openWithKnobs(page, 'mock-reply-delay=6');
  const { chat } = await signUpNewUser(page);
  await chat.send('First chat question');
  await chat.waitForReply();
  await chat.newChat();
  await chat.send('Slow second chat question');
  await expect(page.getByRole('status', { name: 'Waiting for the reply' })).toBeVisible();
  // switch away while the reply is being composed
  await chat
    .recentChats()
    .getByRole('button', { name: /^First chat question/ })
    .click();
  await expect(chat.chat().getByText('Slow second chat question')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Waiting for the reply' })).toHaveCount(0);
  // the reply arrives for the other chat; this one is untouched
  await expect(chat.credits()).toHaveText('Credits : 18', { timeout: 20_000 });
  await expect(chat.chat().getByText('Slow second chat question')).toHaveCount(0);
  await expect(chat.chat().getByRole('listitem', { name: 'Assistant' })).toHaveCount(1);
  await chat
    .recentChats()
    .getByRole('button', { name: /^Slow second chat question/ })
    .click();
  await expect(chat.chat().getByRole('listitem', { name: 'Assistant' })).toHaveCount(1);
  await expect(chat.chat().getByRole('listitem', { name: 'You' })).toHaveText(
    /Slow second chat question/,
  );
});

test('search filters chats; delete asks first and removes the chat', async ({ page }) => {
  const { chat } = await signUpNewUser(page);
  await chat.send('Plan a trip to Lisbon');
  await chat.waitForReply();
  await chat.newChat();
  await chat.send('Bake sourdough bread');
  await chat.waitForReply();

  const search = page.getByRole('searchbox', { name: 'Search conversations' });
  await search.fill('LISBON');
  await expect(
    chat.recentChats().getByRole('button', { name: /^Plan a trip to Lisbon/ }),
  ).toBeVisible();
  await expect(chat.recentChats().getByRole('button', { name: /^Bake sourdough/ })).toHaveCount(0);
  await search.fill('');

  await chat
    .recentChats()
    .getByRole('button', { name: 'Delete chat Bake sourdough bread' })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this chat?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Chat Deleted')).toBeVisible();
  await expect(chat.recentChats().getByRole('button', { name: /^Bake sourdough/ })).toHaveCount(0);
  await expect(chat.chat().getByText('Plan a trip to Lisbon').first()).toBeVisible();
  await page.reload();
  await chat.ready();
  await expect(chat.recentChats().getByRole('button', { name: /^Bake sourdough/ })).toHaveCount(0);
});

test('a refused send puts the prompt back and keeps it', async ({ page }) => {
  await openWithKnobs(page, 'mock-reply-delay=0');
  const { chat } = await signUpNewUser(page);
  // another tab spends every credit: the server now refuses, while this tab still shows 20
  await spendAllCredits(page);
  await chat.newChat();
  await chat.prompt().fill('Precious words I typed');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("You don't have enough credits to use this feature")).toBeVisible();
  await expect(chat.prompt()).toHaveValue('Precious words I typed');
  await expect(page.getByText('Ask me anything.')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(chat.prompt()).toHaveValue('Precious words I typed');
});

test('the prompt grows with its lines up to six, then scrolls, and shrinks back once sent', async ({
  page,
}) => {
  const { chat } = await signUpNewUser(page);
  const prompt = chat.prompt();
  const height = () => prompt.evaluate((field) => field.getBoundingClientRect().height);
  const oneLine = await height();
  await prompt.click();
  await page.keyboard.type('first line');
  for (const line of ['second', 'third']) {
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type(line);
  }
  const threeLines = await height();
  expect(threeLines).toBeGreaterThan(oneLine * 2.5);
  for (let line = 4; line <= 10; line += 1) {
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type(`line ${line}`);
  }
  const tenLines = await height();
  expect(tenLines / threeLines).toBeCloseTo(2, 0);
  // the caret's line, the last, is in view: the field scrolls within itself
  expect(await prompt.evaluate((field) => field.scrollHeight > field.clientHeight)).toBe(true);
  const hiddenBelow = await prompt.evaluate(
    (field) => field.scrollHeight - field.scrollTop - field.clientHeight,
  );
  expect(hiddenBelow).toBeLessThan(tenLines / 6 / 2);
  await page.keyboard.press('Enter');
  await expect(prompt).toHaveValue('');
  await expect.poll(height).toBe(oneLine);
});

test('theme survives a reload without a flash of the wrong one', async ({ page }) => {
  const { chat } = await signUpNewUser(page);
  await page.getByRole('switch', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // the class is on the root before any script runs
  await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.unrouteAll();
  await page.reload();
  await chat.ready();
  await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
  await noViolations(page, 'the dark theme after a reload');
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is a drawer: menu opens it, choosing a chat or close shuts it', async ({
    page,
  }) => {
    const { chat } = await signUpNewUser(page);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(drawer).toBeVisible();
    await noViolations(page, 'the phone drawer');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer
      .getByRole('navigation', { name: 'Recent Chats' })
      .getByRole('button', { name: /^New Chat/ })
      .click();
    await expect(drawer).toBeHidden();
    await expect(chat.prompt()).toBeVisible();
  });
});
