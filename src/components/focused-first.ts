// MUI's focus trap focuses the element with this mark when a dialog opens. A dialog's paper
// carries it unless told otherwise
const MARK = 'data-mui-focusable';

/** On the field or button a dialog opens with the focus in. */
export const focusedFirst = { [MARK]: '' } as const;

/**
 * A dialog's slots for `focusedFirst`: the paper gives up the mark, and once the dialog has come
 * in, a focus lost meanwhile goes back to the marked element (React's development double mount
 * loses it to the dialog's frame; in a production build this finds it in place).
 */
export const focusedFirstSlots = {
  paper: { [MARK]: undefined },
  transition: {
    onEntered: (node: HTMLElement) => {
      const active = document.activeElement;
      if (active !== node && node.contains(active)) return;
      node.querySelector<HTMLElement>(`[${MARK}]`)?.focus();
    },
  },
} as const;
