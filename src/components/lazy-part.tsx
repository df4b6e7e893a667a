import { useEffect, useState, type ComponentType } from 'react';
import { preloadedLazy } from './preloaded-lazy';

/**
 * A part of a screen that shows nothing until it is used (a list a key opens), so no first paint
 * needs its code: it is asked for once the start-up has settled, or sooner at `prefetch()`. The
 * part renders nothing until its code is here.
 */
export const lazyPart = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => {
  const Part = preloadedLazy(load);
  const LazyPart = (props: P) => {
    const [here, setHere] = useState(Part.isLoaded);
    useEffect(() => {
      if (here) return undefined;
      Part.prefetchOnceSettled();
      return Part.onArrival(() => setHere(true));
    }, [here]);
    return here ? <Part {...props} fallback={null} /> : null;
  };
  return Object.assign(LazyPart, { preload: Part.preload, prefetch: Part.prefetch });
};
