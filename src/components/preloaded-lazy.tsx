import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A lazily loaded component that, once its chunk is here, renders directly, never through
 * Suspense, so content that arrives later never shows the fallback; before that, `fallback`
 * shows. The chunk is requested at the first render or at `preload()` (a promise, for who waits
 * on it) or `prefetch()` (for who does not: a failure is left to the first render), whichever
 * comes first; a failed download is tried again at the next request. `isLoaded()` says whether
 * it is here.
 */
export const preloadedLazy = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) => {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const prefetch = () => {
    preload().catch(() => undefined);
  };
  const Lazy = lazy(preload);
  const Preloaded = ({ fallback, ...props }: P & { fallback: ReactNode }) => {
    const own = props as P;
    if (Loaded) return <Loaded {...own} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...own} />
      </Suspense>
    );
  };
  return Object.assign(Preloaded, { preload, prefetch, isLoaded: () => Loaded !== undefined });
};
