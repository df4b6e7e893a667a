import { readFileSync } from 'node:fs';
import { noViolations } from './pages/axe';
import { expect, test } from './pages/test';
import type { Page } from '@playwright/test';
import { e2ePorts } from '../scripts/e2e-ports.mjs';

const port = e2ePorts.storybook;
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

for (const story of stories) {
  test(`story ${story.title} / ${story.name}: renders with the offline backend answering, and axe finds nothing in either theme`, async ({
    page,
  }) => {
    const failures: string[] = [];
    const api: boolean[] = [];
    await recordStoryStatus(page);
    page.on('requestfailed', (r) => failures.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
    page.on('pageerror', (e) => failures.push(String(e)));
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
      if (r.url().includes('/api/')) api.push(r.fromServiceWorker());
    });
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story`);
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
  });
}
