import { expect, test } from './pages/test';
import { ChatPage, holdScripts, newUser, LoginPage } from './pages/app';
import { noViolations } from './pages/axe';

// axe (WCAG 2.2 AA and best practices) on every screen, dialog and state, in both themes.

for (const theme of ['light', 'dark'] as const) {
  test(`every screen and dialog, ${theme} theme`, async ({ page }) => {
    // every screen and state, each checked by axe: about 50 s alone on a 2-core machine
    test.setTimeout(120_000);
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto('/?mock-reply-delay=0');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    const login = new LoginPage(page);
    await expect(login.card()).toHaveText('User Login');
    await noViolations(page, 'login');
    await page.getByRole('button', { name: 'click here' }).click();
    await expect(login.card()).toHaveText('User Sign Up');
    await noViolations(page, 'sign-up');
    await page.getByRole('button', { name: 'click here' }).click();
    await login.signUp(newUser('Axe Alice'));

    const chat = new ChatPage(page);
    await chat.ready();
    await noViolations(page, 'empty chat');
    await chat.send('Show me TypeScript code with a table');
    await chat.waitForReply();
    await expect(chat.chat().locator('pre code span').first()).toBeVisible();
    await noViolations(page, 'chat with a code reply');
    // search within the chat: a match found and outlined, then none
    const search = page.getByRole('searchbox', { name: 'Search this chat' });
    await search.fill('typescript');
    await expect(page.getByRole('search', { name: 'Search this chat' })).toContainText(/\d of \d/);
    await noViolations(page, 'search within the chat, a match shown');
    await search.fill('no such words');
    await expect(page.getByRole('search', { name: 'Search this chat' })).toContainText(
      'No matches',
    );
    await noViolations(page, 'search within the chat, no match');
    await search.press('Escape');
    await chat.send('A lighthouse at night', { mode: 'Image', publish: true });
    await chat.waitForReply();
    await noViolations(page, 'chat with an image, publish checkbox shown');

    await chat
      .recentChats()
      .getByRole('button', { name: /^Delete chat/ })
      .click();
    await expect(
      page.getByRole('alertdialog', { name: 'Are you sure you want to delete this chat?' }),
    ).toBeVisible();
    // measured once faded in: half-way, every colour in it is paler than it will be
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await noViolations(page, 'delete dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // a folder: its name dialog, the chat's menu, the move dialog, the folder's menu
    await page.getByRole('button', { name: 'New folder' }).click();
    const naming = page.getByRole('dialog', { name: 'New folder' });
    await naming.getByRole('button', { name: 'Create' }).click();
    await expect(naming.getByText('Give the folder a name.')).toBeVisible();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await noViolations(page, 'new folder dialog, a name missing');
    await naming.getByRole('textbox', { name: 'Folder name' }).fill('Axe folder');
    // (the pointer is moved off the chat before each check: over its image, a tip would show)
    await naming.getByRole('textbox', { name: 'Folder name' }).press('Enter');
    await expect(naming).toBeHidden();
    await page.mouse.move(0, 0);
    await noViolations(page, 'an empty folder');
    await chat
      .recentChats()
      .getByRole('button', { name: /^More actions for chat/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Move to…' })).toBeVisible();
    await noViolations(page, "a chat's menu");
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const moving = page.getByRole('dialog', { name: /^Move “/ });
    await expect(moving.getByRole('button', { name: 'Axe folder' })).toBeVisible();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await noViolations(page, 'move dialog');
    await moving.getByRole('button', { name: 'Axe folder' }).click();
    const folder = page.getByRole('group', { name: /^Axe folder/ });
    await expect(folder.getByRole('button', { name: /^Delete chat/ })).toHaveCount(1);
    await page.mouse.move(0, 0);
    await noViolations(page, 'a folder with a chat, none in Recent Chats');
    await page.getByRole('button', { name: 'Folder actions for Axe folder' }).click();
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
    await noViolations(page, "a folder's menu");
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(folder).toBeHidden();

    // the only chat archived: an empty sidebar, and the archived view
    await chat
      .recentChats()
      .getByRole('button', { name: /^More actions for chat/ })
      .click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(chat.recentChats()).toContainText('Every chat is archived.');
    await page.mouse.move(0, 0);
    await noViolations(page, 'every chat archived');
    await page.getByRole('button', { name: 'Archived (1)' }).click();
    const archived = page.getByRole('dialog', { name: 'Archived chats' });
    await expect(archived.getByRole('button', { name: /^Restore chat/ })).toBeVisible();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await noViolations(page, 'archived chats dialog');
    await archived.getByRole('button', { name: /^Restore chat/ }).click();
    await archived.getByRole('button', { name: 'Close' }).click();
    await expect(archived).toBeHidden();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await chat.recentChats().getByRole('checkbox').first().click();
    await expect(page.getByText('1 chat selected')).toBeVisible();
    await page.mouse.move(0, 0);
    await noViolations(page, 'select mode, one chat chosen');
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Language and more' }).click();
    await expect(page.getByRole('dialog', { name: 'Language and more' })).toBeVisible();
    await noViolations(page, 'language and more');
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await noViolations(page, 'keyboard shortcuts dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();

    await page.getByRole('link', { name: /^Credits/ }).click();
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
    await noViolations(page, 'credits');
    await page.getByRole('button', { name: 'Buy Now: Basic, $10' }).click();
    await expect(page.getByRole('button', { name: 'Pay $10' })).toBeVisible();
    await noViolations(page, 'checkout');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Community Images' }).click();
    await expect(
      page.getByRole('list', { name: 'Published images' }).getByRole('link'),
    ).toHaveCount(1);
    await noViolations(page, 'community');

    // the network in trouble: the browser offline (the banner), the server not answering (the page)
    await page.context().setOffline(true);
    await expect(page.getByText(/^You are offline\./)).toBeVisible();
    await noViolations(page, 'offline banner');
    await page.context().setOffline(false);
    await page.goto('/?mock-fail=1');
    await expect(
      page.getByRole('heading', { name: "Parley can't reach the server." }),
    ).toBeVisible();
    await noViolations(page, 'server unreachable');
    await page.goto('/?mock-fail=0');
    await chat.ready();

    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await noViolations(page, 'not found');

    await page.goto('/loading');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Completing your purchase' }),
    ).toBeVisible();
    await noViolations(page, 'loading');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expect(page.locator('.MuiDrawer-paper')).toHaveCSS('transform', 'none');
    await noViolations(page, 'phone drawer');
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`a returning visitor's picture of their chat, before any script has run, ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto('/?mock-reply-delay=0');
    await new LoginPage(page).signUp(newUser('Axe Pia'));
    const chat = new ChatPage(page);
    await chat.ready();
    await chat.send('Write a TypeScript function');
    await expect(chat.chat().getByRole('button', { name: 'Copy TypeScript code' })).toBeVisible();
    await chat.atEnd();
    await holdScripts(page);
    await page.goto('about:blank');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#start-picture pre')).toBeVisible();
    await noViolations(page, 'start-up picture');
  });
}

test('the check itself finds a fault planted in a screen, and again after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
  const plant = () => page.evaluate(() => document.body.append(document.createElement('button')));
  await plant();
  await expect(noViolations(page, 'planted')).rejects.toThrow(/planted: button-name \(critical\)/);
  // a new document needs axe again
  await page.reload();
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
  await noViolations(page, 'reloaded');
  await plant();
  await expect(noViolations(page, 'planted again')).rejects.toThrow(/button-name/);
});
