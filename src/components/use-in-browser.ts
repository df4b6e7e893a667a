import { useSyncExternalStore } from 'react';

const noChange = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in a server render (the build's prerenders) and while hydrating one, true in the browser
 * from the render after: what only a browser can do waits for it, and a hydration still matches.
 */
export const useInBrowser = (): boolean => useSyncExternalStore(noChange, inBrowser, onServer);
