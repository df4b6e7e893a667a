import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { mirrorPlugins, type Direction } from '../features/language';

export type MakeCache = (key: string, stylisPlugins?: StylisPlugin[]) => EmotionCache;
export type EmotionCacheFor = (direction: Direction) => EmotionCache;

const plainCache: MakeCache = (key, stylisPlugins) => createCache({ key, stylisPlugins });

/**
 * Emotion's caches, one per direction, each made once by `make`. Right to left, every style is
 * mirrored (left becomes right, and so on) by the right-to-left language's plugin, under a key of
 * its own, so its classes never meet the left-to-right ones already in the page.
 */
export const directionCaches = (make: MakeCache = plainCache): EmotionCacheFor => {
  const caches: Partial<Record<Direction, EmotionCache>> = {};
  return (direction) => {
    const mirror = mirrorPlugins();
    if (direction === 'rtl' && mirror) return (caches.rtl ??= make('rtl', mirror));
    return (caches.ltr ??= make('css'));
  };
};
