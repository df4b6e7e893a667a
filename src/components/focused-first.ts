// MUI's focus trap focuses the element with this mark when a dialog opens, and again after
// React's development double mount, where an autoFocus alone is lost to the dialog's paper
const MARK = 'data-mui-focusable';

/** On the field or button a dialog opens with the focus in. */
export const focusedFirst = { [MARK]: '' } as const;

/** On that dialog's paper, which carries the mark otherwise. */
export const paperNotFirst = { [MARK]: undefined } as const;
