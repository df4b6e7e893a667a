import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** Every transition has ended (a spinner's endless turn aside): the colours are the theme's. */
export const transitionsAtRest = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity),
  );

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Axe {
  run: (context: Document, options: RunOptions) => Promise<AxeResults>;
}

/**
 * axe-core, put into the page once per document: @axe-core/playwright sent its 1.4 MB twice with
 * every check, which cost about as much as the check itself.
 */
const withAxe = async (page: Page) => {
  if (await page.evaluate(() => !('axe' in window))) await page.evaluate(axeSource);
};

/**
 * axe (WCAG 2.2 AA and best practices) finds nothing on the page once its transitions end (a
 * dialog fading in fails contrast). A part shown on its own (a story) skips the rules about a
 * whole page: `part`.
 */
export const noViolations = async (page: Page, state: string, { part = false } = {}) => {
  await transitionsAtRest(page);
  await withAxe(page);
  const options: RunOptions = {
    // passes are not read: leaving their details out halves the time of a check
    resultTypes: ['violations'],
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: Object.fromEntries(
      (part ? ['region', 'landmark-one-main', 'page-has-heading-one'] : []).map((rule) => [
        rule,
        { enabled: false },
      ]),
    ),
  };
  const { violations } = await page.evaluate(
    (options) => (window as unknown as { axe: Axe }).axe.run(document, options),
    options,
  );
  expect(
    violations.map(
      (v) => `${state}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(' ')}`,
    ),
  ).toEqual([]);
};
