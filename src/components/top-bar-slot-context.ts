import { createContext } from 'react';

/** The phone's one top bar, where a page may put its own controls (null: there is none). */
export const TopBarSlot = createContext<HTMLElement | null>(null);
