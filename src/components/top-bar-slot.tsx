import { useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TopBarSlot } from './top-bar-slot-context';

/** Where a page may put its own controls in the phone's one top bar (null: there is none). */
export const TopBarSlotProvider = TopBarSlot.Provider;

/**
 * A page's controls: in the phone's top bar when the shell has one (a second bar would cost a
 * phone's height), else where the page renders them, through `otherwise`.
 */
export const InTopBar = ({
  children,
  otherwise,
}: {
  children: ReactNode;
  otherwise: (children: ReactNode) => ReactNode;
}) => {
  const slot = useContext(TopBarSlot);
  return slot ? createPortal(children, slot) : otherwise(children);
};
