import { expect, test } from './pages/test';
import { signUpInLanguage } from './pages/app';
import { noViolations } from './pages/axe';
import { say } from './pages/catalogues';

// The saved prompts' list and dialogs read by axe in both themes, in English and right to left in
// Arabic; a new account's starters come in its language, blanks included.

const cases = [
  { language: 'en', locale: 'en-GB', theme: 'light' },
  { language: 'en', locale: 'en-GB', theme: 'dark' },
  { language: 'ar', locale: 'ar-EG', theme: 'light' },
  { language: 'ar', locale: 'ar-EG', theme: 'dark' },
  { language: 'de', locale: 'de-DE', theme: 'light' },
] as const;

for (const { language, locale, theme } of cases) {
  test.describe(`${language}, ${theme}`, () => {
    test.use({ locale });

    test('the / list, the saved prompts, the editor and the blanks form', async ({ page }) => {
      const t = (english: string) => say(language, english);
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      await page.goto('/?mock-reply-delay=0');
      const { prompt } = await signUpInLanguage(page, language, 'Lena');
      const check = async (where: string) => {
        await noViolations(page, `${language} ${theme}: ${where}`);
      };

      await prompt.focus();
      await page.keyboard.type('/');
      const options = page.getByRole('listbox', { name: t('Saved prompts') }).getByRole('option');
      // the starters, named in the account's language
      await expect(options.first()).toContainText(t('Review code'));
      await check('the / list');
      await expect(options).toHaveCount(4);

      // a starter's blank is in the language too
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const blank = t(
        'Translate the following into [language]. Keep the tone and the formatting:',
      ).match(/\[([^\]]+)\]/)?.[1];
      const form = page.getByRole('dialog', { name: t('Translate') });
      await expect(form.getByRole('textbox', { name: blank })).toBeFocused();
      await check('the blanks form');
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
      await expect(prompt).toHaveValue('/');

      await page.getByRole('button', { name: t('Saved prompts') }).click();
      const dialog = page.getByRole('dialog', { name: t('Saved prompts') });
      await expect(dialog.getByRole('listitem')).toHaveCount(4);
      await check('the saved prompts');
      await dialog.getByRole('button', { name: t('New prompt') }).click();
      const editor = page.getByRole('dialog', { name: t('Save a prompt') });
      await editor.getByRole('button', { name: t('Save') }).click();
      await expect(editor.getByText(t('Give the prompt a name.'))).toBeVisible();
      await check('the editor with its problems');
    });
  });
}
