import { useContext } from 'react';
import { TopBarSlot } from './top-bar-slot-context';

/** Whether the page's controls go into the phone's top bar. */
export const useInTopBar = () => useContext(TopBarSlot) !== null;
