import { StyleSheet } from '@emotion/sheet';

/**
 * jsdom matches every rule in the page against an element each time a style is computed, which
 * Testing Library does for every node it names or checks for visibility: with a screen's 1,000 or
 * so Emotion rules in the page, that was half of the tests' time. jsdom lays nothing out, so only
 * the rules that decide what is shown, hidden or clickable change what a test sees; the others
 * are left out.
 */
const SEEN_BY_TESTS = /[{;](display|visibility|content-visibility|pointer-events):/;

let everyStyle = false;

/** For a test about the styles themselves: every rule Emotion writes goes into the page. */
export const keepEveryStyle = () => {
  everyStyle = true;
};

const insert = StyleSheet.prototype.insert;
StyleSheet.prototype.insert = function insertSeen(this: StyleSheet, rule: string) {
  if (everyStyle || SEEN_BY_TESTS.test(rule)) insert.call(this, rule);
};
