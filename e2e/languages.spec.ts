import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { offlineBackendReady, signUpInLanguage } from './pages/app';
import { noViolations, transitionsAtRest } from './pages/axe';
import { englishLeft, say, textsOnScreen } from './pages/catalogues';
import { LANGUAGES, type Language } from '../src/features/language/languages';

/** The browser's own preferred language picks the app's: no switcher pressed. */
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', ar: 'ar-EG' };

/** The texts of the page that are English left untranslated in `language`. */
const englishOnScreen = async (page: Page, language: Language) => {
  if (language === 'en') return [];
  const english = englishLeft(language);
  const texts = await page.evaluate(textsOnScreen);
  return texts.filter((text) => english.some((pattern) => pattern.test(text)));
};

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: LOCALES[language] });

    test('sign up, send, delete, credits, community and shortcuts: all in the language', async ({
      page,
    }) => {
      // a whole journey with axe on every screen: over a minute on a busy 2-core runner
      test.setTimeout(120_000);
      const t = (english: string, values?: Record<string, string>) =>
        say(language, english, values);
      // in Arabic, axe reads every screen too (right to left, and once the theme is dark, dark)
      const noEnglishLeft = async (where: string) => {
        expect(await englishOnScreen(page, language), where).toEqual([]);
        if (language !== 'ar') return;
        await noViolations(page, where);
      };

      await page.goto('/');
      await expect(page.getByRole('heading', { name: t('User Login') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await offlineBackendReady(page);
      await noEnglishLeft('login card');

      const { prompt } = await signUpInLanguage(page, language, 'Ada');
      await prompt.fill('What is a haiku?');
      await page.getByRole('button', { name: t('Send') }).click();
      const list = page.getByRole('list', { name: t('Messages') });
      await expect(list.getByRole('listitem', { name: t('Assistant') })).toBeVisible();
      await expect(page.getByText(t('Credits : {credits}', { credits: '19' }))).toBeVisible();
      await noEnglishLeft('a chat with its reply');

      if (language === 'en') {
        // a switch keeps where the reader is: scrolled back, in another direction too
        const scroller = page.locator('#root [data-virtuoso-scroller]');
        expect(await scroller.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
        // the reply has been glided to, as the reader sees it, before they scroll back
        await expect
          .poll(() => scroller.evaluate((l) => l.scrollHeight - l.scrollTop - l.clientHeight))
          .toBeLessThan(2);
        await scroller.evaluate((list) => list.scrollTo({ top: 0 }));
        await expect.poll(() => scroller.evaluate((list) => list.scrollTop)).toBe(0);
        await page.getByRole('button', { name: 'Language and more' }).click();
        await page.getByRole('button', { name: 'العربية' }).click();
        await expect(page.getByRole('button', { name: say('ar', 'New Chat') })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        expect(await scroller.evaluate((list) => list.scrollTop)).toBe(0);
        await expect(page.getByRole('textbox', { name: say('ar', 'Prompt') })).toBeVisible();
        await page.getByRole('button', { name: say('ar', 'Language and more') }).click();
        await page.getByRole('button', { name: 'English' }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
        expect(await scroller.evaluate((list) => list.scrollTop)).toBe(0);
      }

      if (language === 'ar') {
        // mirrored: the sidebar on the right, the user's own message on the left
        const width = page.viewportSize()?.width ?? 0;
        const sidebar = await page.getByRole('complementary', { name: t('Sidebar') }).boundingBox();
        expect(sidebar?.x).toBeGreaterThan(width / 2);
        const bubble = await list
          .getByRole('listitem', { name: t('You') })
          .getByText('What is a haiku?')
          .boundingBox();
        expect((bubble?.x ?? width) + (bubble?.width ?? 0)).toBeLessThan(width * 0.75);
        // the logo is a mark: its word still follows its bubble, left to right
        const logo = page.getByRole('img', { name: 'Parley' }).first();
        expect(
          await logo.evaluate(
            (svg) =>
              (svg.querySelector('text')?.getBoundingClientRect().left ?? 0) -
              (svg.querySelector('path')?.getBoundingClientRect().right ?? 0),
          ),
        ).toBeGreaterThanOrEqual(0);
        for (const theme of ['light', 'dark']) {
          if (theme === 'dark') await page.keyboard.press('Control+Shift+L');
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
          await noViolations(page, theme);
        }
      }

      await page.keyboard.press('Control+/');
      const shortcuts = page.getByRole('dialog', { name: t('Keyboard shortcuts') });
      await expect(shortcuts.getByText(t('Search all chats'))).toBeVisible();
      await noEnglishLeft('the shortcuts dialog');
      await page.keyboard.press('Escape');

      const haiku = { title: 'What is a haiku?' };
      await page.getByRole('button', { name: t('New folder') }).click();
      const naming = page.getByRole('dialog', { name: t('New folder') });
      await naming.getByRole('textbox', { name: t('Folder name') }).fill('Haikus');
      await naming.getByRole('button', { name: t('Create') }).click();
      await expect(naming).toBeHidden();
      await page.getByRole('button', { name: t('More actions for chat {title}', haiku) }).click();
      await page.getByRole('menuitem', { name: t('Move to…') }).click();
      const moving = page.getByRole('dialog', { name: t('Move “{title}” to', haiku) });
      await expect(moving.getByRole('button', { name: 'Haikus' })).toBeVisible();
      await noEnglishLeft('the move dialog');
      await moving.getByRole('button', { name: 'Haikus' }).click();
      await expect(
        page.getByRole('group', { name: /^Haikus/ }).getByText(haiku.title),
      ).toBeVisible();
      await noEnglishLeft('a folder with its chat');
      await page
        .getByRole('button', { name: t('Folder actions for {name}', { name: 'Haikus' }) })
        .click();
      await page.getByRole('menuitem', { name: t('Delete') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('Delete'), exact: true })
        .click();
      await expect(page.getByRole('group', { name: /^Haikus/ })).toBeHidden();

      await page.getByRole('button', { name: t('More actions for chat {title}', haiku) }).click();
      await page.getByRole('menuitem', { name: t('Archive') }).click();
      await page.getByRole('button', { name: t('Archived ({count})', { count: '1' }) }).click();
      const archived = page.getByRole('dialog', { name: t('Archived chats') });
      await expect(
        archived.getByRole('button', { name: t('Restore chat {title}', haiku) }),
      ).toBeVisible();
      await noEnglishLeft('the archived chats');
      await archived.getByRole('button', { name: t('Restore chat {title}', haiku) }).click();
      await expect(archived.getByText(t('No archived chats.'))).toBeVisible();
      await archived.getByRole('button', { name: t('Close') }).click();
      await expect(archived).toBeHidden();

      await page.getByRole('button', { name: t('Select'), exact: true }).click();
      await page.getByRole('checkbox', { name: /haiku/ }).click();
      await expect(page.getByRole('toolbar', { name: t('Selected chats') })).toBeVisible();
      await noEnglishLeft('select mode');
      await page.getByRole('button', { name: t('Done') }).click();

      await page
        .getByRole('button', { name: t('Delete chat {title}', { title: 'What is a haiku?' }) })
        .click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toHaveAccessibleName(t('Are you sure you want to delete this chat?'));
      await noEnglishLeft('the delete question');
      await confirm.getByRole('button', { name: t('Delete'), exact: true }).click();
      await expect(
        page.getByRole('button', { name: t('Delete chat {title}', { title: 'What is a haiku?' }) }),
      ).toHaveCount(0);

      await page
        .getByRole('link', { name: new RegExp(t('Credits : {credits}', { credits: '19' })) })
        .click();
      await expect(page.getByRole('heading', { name: t('Credit Plans') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('Buy Now') }).first()).toBeVisible();
      await noEnglishLeft('the plans');

      await page.getByRole('link', { name: t('Community Images') }).click();
      await expect(page.getByRole('heading', { name: t('Community Images') })).toBeVisible();
      await noEnglishLeft('the gallery');

      if (language === 'ar') {
        // an English answer to an Arabic prompt: its paragraphs read left to right, from the left
        await page.goto('/');
        await page.getByRole('textbox', { name: t('Prompt') }).fill('مرحبا');
        await page.getByRole('button', { name: t('Send') }).click();
        const answer = page
          .getByRole('list', { name: t('Messages') })
          .locator('p', { hasText: 'Good question.' })
          .last();
        await expect(answer).toBeVisible();
        const indent = await answer.evaluate((paragraph) => {
          const first = document.createRange();
          first.setStart(paragraph.firstChild ?? paragraph, 0);
          first.setEnd(paragraph.firstChild ?? paragraph, 1);
          return first.getBoundingClientRect().left - paragraph.getBoundingClientRect().left;
        });
        expect(indent).toBeLessThan(2);

        // on a phone, the sidebar's drawer comes from the right
        await page.setViewportSize({ width: 390, height: 800 });
        await page.getByRole('button', { name: t('Open menu') }).click();
        const drawer = page.getByRole('complementary', { name: t('Sidebar') });
        await expect(drawer).toBeVisible();
        await transitionsAtRest(page);
        const box = await drawer.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(390, 0);
        expect(box?.x).toBeGreaterThan(0);
      }
    });
  });
}

test('the switcher changes the language at once, and the choice outlives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
  await page.getByLabel(/^Email/).fill('typed@example.com');
  // the scan finds English where it is: this English card, read as if it were German
  expect(await englishOnScreen(page, 'de')).toEqual(
    expect.arrayContaining(['User Login', 'Create an account?', 'click here', 'Show password']),
  );
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { name: say('ar', 'User Login') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // what was typed stays
  await expect(page.getByRole('textbox', { name: say('ar', 'Email'), exact: true })).toHaveValue(
    'typed@example.com',
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: say('ar', 'User Login') })).toBeVisible();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: say('de', 'User Login') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
