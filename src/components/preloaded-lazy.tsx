import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A lazily loaded component that, once its chunk is here, renders directly, never through
 * Suspense, so content that arrives later never shows the fallback; before that, `fallback`
 * shows. `eager` (the default) requests the chunk at once, when this is called; otherwise at the
 * first render or at `preload()`, whichever comes first; `isLoaded()` says whether it is here.
 */
export const preloadedLazy = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { eager = true }: { eager?: boolean } = {},
) => {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
      return module;
    }));
  if (eager) void preload();
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
  return Object.assign(Preloaded, { preload, isLoaded: () => Loaded !== undefined });
};
