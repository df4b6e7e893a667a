import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { whenSettled } from './when-idle';

/**
 * A lazily loaded component that, mounted once its chunk is here, renders directly, never
 * through Suspense, so content that arrives later never shows the fallback; mounted before,
 * `fallback` shows until the chunk arrives. The chunk is requested at the first render or at
 * `preload()` (a promise, for who waits on it), `prefetch()` (for who does not: a failure is left
 * to the first render) or `prefetchOnceSettled()` (once the start-up has settled), whichever
 * comes first; a failed download is tried again at the next request. `isLoaded()` says whether
 * it is here; `isRequested()` whether it is here or on its way, a change `subscribe` hears of;
 * `onArrival(callback)` calls back once it is here, whoever requested it.
 */
export const preloadedLazy = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) => {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  // told after the task at hand: a first render may be what requests the chunk
  const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));
  const isRequested = () => loading !== undefined || Loaded !== undefined;
  const preload = () => {
    if (loading) return loading;
    loading = load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        notify();
        throw error;
      },
    );
    notify();
    return loading;
  };
  const prefetch = () => {
    preload().catch(() => undefined);
  };
  let settling = false;
  const prefetchOnceSettled = () => {
    if (settling) return;
    settling = true;
    whenSettled(prefetch, 5000);
  };
  const onArrival = (callback: () => void) => {
    const arrived = () => {
      if (isRequested()) preload().then(callback, () => undefined);
    };
    arrived();
    return subscribe(arrived);
  };
  const Lazy = lazy(preload);
  const Preloaded = ({ fallback, ...props }: P & { fallback: ReactNode }) => {
    const own = props as P;
    // the shape taken at mount is kept: a chunk that arrives later must not remount what shows
    const [Direct] = useState(() => Loaded);
    if (Direct) return <Direct {...own} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...own} />
      </Suspense>
    );
  };
  return Object.assign(Preloaded, {
    preload,
    prefetch,
    isLoaded: () => Loaded !== undefined,
    isRequested,
    subscribe,
    prefetchOnceSettled,
    onArrival,
  });
};
