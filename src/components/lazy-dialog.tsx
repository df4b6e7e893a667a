import { useEffect, useEffectEvent, useSyncExternalStore, type ComponentType } from 'react';
import { networkError } from './network-error';
import { toast } from './toast';

/**
 * A dialog (or drawer) whose code, MUI's modal stack with it, is downloaded when it is first
 * opened or at preload(), so a start-up never waits for it nor shares its bandwidth with it.
 * Until then it renders nothing; once here it stays mounted and so closes with its transition.
 * If the download fails, the user is told and `closeProp` is called, so the next open tries
 * again.
 */
export const lazyDialog = <P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
  closeProp: { [K in keyof P]: P[K] extends () => void ? K : never }[keyof P],
) => {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
        listeners.forEach((listener) => listener());
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  const LazyDialog = (props: P) => {
    const Dialog = useSyncExternalStore(subscribe, () => Loaded);
    const { open } = props;
    const failed = useEffectEvent((error: unknown) => {
      toast.error(networkError(error));
      (props[closeProp] as () => void)();
    });
    useEffect(() => {
      if (open && !Loaded) preload().catch(failed);
    }, [open]);
    return Dialog ? <Dialog {...props} /> : null;
  };
  return Object.assign(LazyDialog, { preload: () => preload().catch(() => undefined) });
};
