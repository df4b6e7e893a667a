/** A finger's pointer: its controls are at least 44 px tall (WCAG 2.5.5); a mouse's stay compact. */
export const TOUCH_QUERY = '(pointer: coarse)';
/** TOUCH_QUERY as a style's media rule. */
export const TOUCH = `@media ${TOUCH_QUERY}` as const;
