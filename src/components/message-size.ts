/** The messages' three sizes (the person's choice); the middle one is the page's own. */
export const TEXT_SIZES = { small: '0.9375rem', medium: '1rem', large: '1.1875rem' } as const;

/** What the page's root holds the messages' size in, set before the first paint too. */
export const MESSAGE_SIZE_VARIABLE = '--message-size';

/** The messages' font size, wherever their text is set. */
export const MESSAGE_FONT_SIZE = `var(${MESSAGE_SIZE_VARIABLE}, ${TEXT_SIZES.medium})`;
