import { describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, waitFor, type RenderOptions } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-webpack5';
import { readdirSync, statSync } from 'node:fs';
import type { ReactElement } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { join, relative } from 'node:path';
import { server } from '../mocks/node';
import { JSDOM_LAYOUT } from '../src/testing/render-app';
import * as previewAnnotations from './preview';

// In Jest, msw/node answers (set up in setup-tests); stories reach it as context.msw, as in the browser.
setProjectAnnotations([
  previewAnnotations,
  {
    // rendered through Testing Library, so cleanup() unmounts each story (and closes what it opened)
    // and told the layout jsdom cannot compute, so the virtualized message list has rows
    testingLibraryRender: (ui: ReactElement, options?: RenderOptions) =>
      render(
        <VirtuosoMockContext.Provider value={JSDOM_LAYOUT}>{ui}</VirtuosoMockContext.Provider>,
        options,
      ),
    beforeEach: (context) => {
      (context as unknown as { msw: typeof server }).msw = server;
    },
  },
]);

const findStories = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findStories(path);
    return name.endsWith('.stories.tsx') ? [path] : [];
  });

const root = join(__dirname, '..');
const files = findStories(join(root, 'src'));

it('finds the story files', () => {
  expect(files.length).toBeGreaterThanOrEqual(8);
});

describe.each(files.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const stories = composeStories(require(file) as Parameters<typeof composeStories>[0]);
  it.each(Object.entries(stories))('%s renders and plays', async (_story, Story) => {
    await Story.run();
    // every story shows something a person can read or see
    await waitFor(() =>
      expect(document.body.textContent?.trim() || document.querySelector('svg,img')).toBeTruthy(),
    );
    expect(screen.queryByText(/Something went wrong|Unexpected Application Error/i)).toBeNull();
    cleanup();
  });
});
