/**
 * The switcher's height (a small button's): the login card keeps its place at this height while
 * the switcher downloads, so nothing below it moves when it comes.
 */
export const SWITCHER_HEIGHT = 31;
