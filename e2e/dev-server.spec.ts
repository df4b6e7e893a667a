import { spawn, type ChildProcess } from 'node:child_process';
import { e2ePorts } from '../scripts/e2e-ports.mjs';
import { signUpNewUser } from './pages/app';
import { expect, test } from './pages/test';

// `npm start`: React's development build runs every effect twice on mount (StrictMode), which
// once left a dialog's first focus on its frame
const origin = `http://127.0.0.1:${e2ePorts.development}`;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // a group of its own: npx starts webpack as its child, which must end with it
  server = spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
    env: { ...process.env, PORT: String(e2ePorts.development), API_BASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  // the first compile takes a while on a 2-core machine
  await expect
    .poll(
      () =>
        fetch(origin).then(
          (answer) => answer.ok,
          () => false,
        ),
      {
        timeout: 170_000,
        intervals: [1000],
      },
    )
    .toBe(true);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
});

test.use({ baseURL: origin });

test('dialogs open with the focus in their field, as in the production build', async ({ page }) => {
  const { chat } = await signUpNewUser(page, 'Dev Dana');
  await page.getByRole('button', { name: 'Search all chats' }).click();
  const search = page.getByRole('dialog', { name: 'Search all chats' });
  await expect(search.getByRole('combobox', { name: 'Words to find' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  // away from the button, whose tip would cover the one below
  await page.mouse.move(0, 0);
  await chat.sidebar().getByRole('button', { name: 'New folder' }).click();
  await expect(page.getByRole('textbox', { name: 'Folder name' })).toBeFocused();
});
