import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every transition has ended (a spinner's endless turn aside): the colours are the theme's. */
export const transitionsAtRest = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity),
  );

/**
 * axe (WCAG 2.2 AA and best practices) finds nothing on the page once its transitions end (a
 * dialog fading in fails contrast). A part shown on its own (a story) skips the rules about a
 * whole page: `part`.
 */
export const noViolations = async (page: Page, state: string, { part = false } = {}) => {
  await transitionsAtRest(page);
  // legacy mode runs axe in the page itself; the default opens a blank page per check to merge
  // frames' results, which costs seconds and finds nothing more in an app without frames
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    // passes are not read: leaving their details out halves the time of a check
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .disableRules(part ? ['region', 'landmark-one-main', 'page-has-heading-one'] : [])
    .analyze();
  expect(
    violations.map(
      (v) => `${state}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(' ')}`,
    ),
  ).toEqual([]);
};
