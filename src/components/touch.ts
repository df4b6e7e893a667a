/** A finger's pointer: its controls are at least 44 px tall (WCAG 2.5.5); a mouse's stay compact. */
export const TOUCH = '@media (pointer: coarse)';
