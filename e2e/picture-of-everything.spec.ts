import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { signUpNewUser, type ChatPage } from './pages/app';

// The start-up picture is made of the build's styles and stored markup: whatever a chat shows,
// its picture is painted at the next start-up, every class in it styled by the build's sheet.

const EVERYTHING = [
  'Repeat after me: # Heading one',
  '## Heading two',
  '### Heading three',
  '',
  'Words in **bold**, *emphasis*, ~~struck~~ and `inline code`, with a [link](https://example.com).',
  '',
  '- [x] a done task',
  '- [ ] a task to do',
  '',
  '1. first',
  '2. second',
  '',
  '> a quotation',
  '',
  '| Aspect | Value |',
  '|:--|--:|',
  '| one | 1 |',
  '',
  '```python',
  'print("hello")',
  '```',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  '```bash',
  'echo done',
  '```',
  '',
  '![a held-back image](https://elsewhere.example/a.png)',
].join('\n');

/** Leaves the page and comes back: whether a picture was painted, and its classes the build's sheet lacks. */
const leaveAndReturn = async (page: Page, chat: ChatPage) => {
  await chat.atEnd();
  await page.goto('about:blank');
  await page.goto('/');
  const seen = await page.evaluate(
    () =>
      (window as unknown as { pictureSeen: { shown: boolean; unstyled: string[] } }).pictureSeen,
  );
  await chat.ready();
  return seen;
};

test('a chat with every kind of reply is pictured, after the viewer and the search too', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { shown: false, unstyled: [] as string[] };
    Object.assign(window, { pictureSeen: seen });
    // index.html paints the picture before the document is parsed
    document.addEventListener('DOMContentLoaded', () => {
      const picture = document.getElementById('start-picture');
      const link = document.getElementById('picture-styles') as HTMLLinkElement | null;
      if (!picture || !link) return;
      seen.shown = true;
      const check = () => {
        const defined = new Set<string>();
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule)
              for (const [, name = ''] of rule.selectorText.matchAll(/\.([\w-]+)/g))
                defined.add(name);
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        walk(link.sheet?.cssRules ?? ({} as CSSRuleList));
        picture.querySelectorAll('[class]').forEach((element) =>
          element.classList.forEach((name) => {
            // Emotion's class of an element with no style of its own is never written, and a
            // span with no text or image paints nothing, styled or not (a button's ripple)
            const empty =
              element.localName === 'span' &&
              element.textContent === '' &&
              !element.querySelector('img, svg');
            if (
              /^(css|rtl|picture-style)-/.test(name) &&
              name !== 'css-0' &&
              !empty &&
              !defined.has(name)
            )
              seen.unstyled.push(
                `${element.localName}.${name} ${element.textContent?.slice(0, 30)}`,
              );
          }),
        );
      };
      if (link.sheet) check();
      else link.addEventListener('load', check);
    });
  });
  const { chat } = await signUpNewUser(page, 'Every Eve');
  await chat.send('A red kite over a hill', { mode: 'Image' });
  await chat.waitForReply();
  await chat.send(EVERYTHING);
  await chat.waitForReply();
  const reply = chat.chat();
  await expect(reply.getByRole('heading', { name: 'Heading three' })).toBeVisible();
  await expect(reply.getByRole('table')).toBeVisible();
  await expect(reply.getByRole('checkbox').first()).toBeVisible();
  await expect(reply.getByRole('button', { name: 'Load image' })).toBeVisible();
  await expect(reply.locator('pre')).toHaveCount(3);

  expect(await leaveAndReturn(page, chat)).toEqual({ shown: true, unstyled: [] });

  // the image viewer, opened and closed, from the top of the chat; then back to its end
  await page.getByRole('region', { name: 'Conversation' }).focus();
  await page.keyboard.press('Home');
  await reply.getByRole('link', { name: 'Generated image: A red kite over a hill' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('region', { name: 'Conversation' }).focus();
  await page.keyboard.press('End');
  expect(await leaveAndReturn(page, chat)).toEqual({ shown: true, unstyled: [] });

  // the search over all chats, opened and closed
  await page.getByRole('button', { name: 'Search all chats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search all chats' });
  await dialog.getByRole('combobox', { name: 'Words to find' }).fill('kite');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await leaveAndReturn(page, chat)).toEqual({ shown: true, unstyled: [] });
});
