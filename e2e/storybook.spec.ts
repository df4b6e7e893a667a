import { readFileSync } from 'node:fs';
import { noViolations } from './pages/axe';
import { expect, test, watchCspViolations } from './pages/test';
import type { Page, Request, Response } from '@playwright/test';
import { e2ePorts } from '../scripts/e2e-ports.mjs';

const origin = `http://127.0.0.1:${e2ePorts.storybook}`;
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

type StoryWindow = typeof window & {
  storyStatus?: string;
  playError?: string;
  /** set by the catalogue's decorator (.storybook/preview.tsx) */
  toggleStoryTheme?: () => void;
};

/**
 * Storybook reports a failed play on its channel only (no error display): the page records how
 * each story's render ends, from the moment Storybook installs its channel.
 */
const recordStoryStatus = (page: Page) =>
  page.addInitScript(() => {
    interface Channel {
      on: (
        event: string,
        listener: (detail: { status?: string; message?: string }) => void,
      ) => void;
    }
    let channel: Channel | undefined;
    Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(next: Channel | undefined) {
        channel = next;
        next?.on('storyFinished', ({ status }) => {
          (window as StoryWindow).storyStatus = status;
        });
        // a failed play still finishes with "success"
        next?.on('playFunctionThrewException', ({ message }) => {
          (window as StoryWindow).playError = message ?? 'the play failed';
        });
      },
    });
  });

/** Waits for the story's play (if any) to end, and fails if it failed. */
const playSucceeded = async (page: Page) => {
  await expect
    .poll(() => page.evaluate(() => (window as StoryWindow).storyStatus), { timeout: 30_000 })
    .toBe('success');
  expect(await page.evaluate(() => (window as StoryWindow).playError)).toBeUndefined();
  await expect(page.locator('.sb-errordisplay')).toBeHidden();
};

test('the catalogue lists every story', () => {
  expect(stories.length).toBeGreaterThanOrEqual(30);
});

/**
 * One page per worker opens story after story: a context per story started a renderer, the
 * service worker and the catalogue's scripts anew each time, a fifth more CPU for the spec on a
 * CI machine of two cores. Each story still opens in a new document, with the origin's storage
 * emptied first, as a context of its own would have it.
 */
const storyTest = test.extend<object, { catalogue: { page: Page; violations: string[] } }>({
  catalogue: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const violations = await watchCspViolations(context);
      const page = await context.newPage();
      await recordStoryStatus(page);
      await use({ page, violations });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Leaves the last story (its calls on their way are cut off) and empties what it stored, from a
 * page of the same origin that holds no database open.
 */
const leaveStory = async (page: Page) => {
  await page.goto(`${origin}/index.json`);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const names = (await indexedDB.databases()).flatMap(({ name }) => (name ? [name] : []));
    await Promise.all(
      names.map(
        (name) =>
          new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = resolve;
            request.onerror = () => reject(request.error ?? new Error(`${name} not deleted`));
            request.onblocked = () => reject(new Error(`${name} is still open`));
          }),
      ),
    );
  });
};

for (const story of stories) {
  storyTest(
    `story ${story.title} / ${story.name}: renders with the offline backend answering, and axe finds nothing in either theme`,
    async ({ catalogue: { page, violations } }) => {
      const failures: string[] = [];
      const api: boolean[] = [];
      const failed = (r: Request) => failures.push(`${r.url()} ${r.failure()?.errorText ?? ''}`);
      const threw = (e: Error) => failures.push(String(e));
      const answered = (r: Response) => {
        if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
        if (r.url().includes('/api/')) api.push(r.fromServiceWorker());
      };
      await leaveStory(page);
      violations.length = 0;
      page.on('requestfailed', failed);
      page.on('pageerror', threw);
      page.on('response', answered);
      try {
        await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`);
        const root = page.locator('html');
        await expect(root).not.toHaveClass(/dark/);
        // something visible: the story's own content, or a dialog it opened in a portal
        await expect(
          page.locator('#storybook-root > *, [role="alertdialog"], [role="dialog"]').first(),
        ).toBeVisible();
        await playSucceeded(page);
        await noViolations(page, `${story.id}, light`, { part: true });
        // the played story turns dark in place, as the Dark Mode switch turns the app
        await page.evaluate(() => (window as StoryWindow).toggleStoryTheme?.());
        await expect(root).toHaveClass(/dark/);
        await noViolations(page, `${story.id}, dark`, { part: true });
        // error stories answer success:false with 4xx/5xx on purpose; only transport failures count
        expect(failures.filter((f) => !/^(4|5)\d\d .*\/api\//.test(f))).toEqual([]);
        expect(api.every(Boolean)).toBe(true);
        expect(violations, 'Content Security Policy violations').toEqual([]);
      } finally {
        page.off('requestfailed', failed);
        page.off('pageerror', threw);
        page.off('response', answered);
      }
    },
  );
}
