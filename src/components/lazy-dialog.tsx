import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import { networkError } from './network-error';
import { preloadedLazy } from './preloaded-lazy';
import { toast } from './toast';

/**
 * A dialog (or drawer) whose code, MUI's modal stack with it, is downloaded when it is first
 * opened or at preload()/prefetch(), so a start-up never waits for it nor shares its bandwidth
 * with it. Until then it renders nothing; once here it stays mounted and so closes with its
 * transition. If the download fails, the user is told and `closeProp` is called, so the next
 * open tries again.
 */
export const lazyDialog = <P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
  closeProp: { [K in keyof P]: P[K] extends () => void ? K : never }[keyof P],
) => {
  const Dialog = preloadedLazy(load);

  const LazyDialog = (props: P) => {
    // a closed dialog needs no re-render when its code arrives: the next open renders it
    const [, arrived] = useState(false);
    const { open } = props;
    const failed = useEffectEvent((error: unknown) => {
      toast.error(networkError(error));
      (props[closeProp] as () => void)();
    });
    useEffect(() => {
      if (open && !Dialog.isLoaded()) Dialog.preload().then(() => arrived(true), failed);
    }, [open]);
    // never through Suspense: a download that fails is told here, not thrown to a boundary
    return Dialog.isLoaded() ? <Dialog {...props} fallback={null} /> : null;
  };
  return Object.assign(LazyDialog, { preload: Dialog.preload, prefetch: Dialog.prefetch });
};
