import { expect, test } from './pages/test';
import { signUpNewUser } from './pages/app';

// Runs against the real-backend build (playwright.config.ts), where a request crosses the
// network and the browser can make one fail; in the offline build the service worker answers.
test('retry a failed send from its toast: sent once more, however often clicked', async ({
  page,
}) => {
  const { chat } = await signUpNewUser(page);
  let sends = 0;
  await page.route('**/api/message/text', async (route) => {
    sends += 1;
    if (sends === 1) {
      await route.fulfill({ status: 503, json: { success: false, message: 'The model is busy' } });
    } else {
      await route.continue();
    }
  });
  await chat.send('Explain closures in JavaScript');
  const toast = page.locator('.notistack-MuiContent', { hasText: 'The model is busy' });
  await expect(toast).toBeVisible();
  await expect(chat.prompt()).toHaveValue('Explain closures in JavaScript');
  const retry = toast.getByRole('button', { name: 'Retry' });
  await retry.click();
  await retry.click({ timeout: 500 }).catch(() => undefined);
  await chat.waitForReply();
  await expect(chat.chat().getByRole('listitem', { name: 'Assistant' })).toHaveCount(1);
  await expect(chat.prompt()).toHaveValue('');
  await expect(chat.credits()).toHaveText('Credits : 19');
  expect(sends).toBe(2);
});
