// MUI's focus trap focuses a dialog's paper when nothing in the dialog has the focus yet. An
// element it is asked to focus instead loses its place in the Tab order, so the marked element
// takes the focus itself, before the trap looks.
const MARK = 'data-focused-first';

/** On the field or button a dialog opens with the focus in. */
export const focusedFirst = { [MARK]: '' } as const;

const focusMarked = (node: HTMLElement) => node.querySelector<HTMLElement>(`[${MARK}]`)?.focus();

/**
 * A dialog's slots for `focusedFirst`: the marked element is focused as the dialog comes in, and
 * again once it is in if the focus went elsewhere than into the dialog's fields meanwhile (React's
 * development double mount gives it to the dialog's frame).
 */
export const focusedFirstSlots = {
  transition: {
    onEnter: focusMarked,
    onEntered: (node: HTMLElement) => {
      const active = document.activeElement;
      const onFrame = active === node || active?.matches('[role="dialog"],[role="alertdialog"]');
      if (node.contains(active) && !onFrame) return;
      focusMarked(node);
    },
  },
} as const;
