import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A lazily loaded component whose chunk is requested at once, when this is called, rather than
 * at its first render. Once the chunk is here it renders directly, never through Suspense, so
 * content that arrives later never shows the fallback; before that, `fallback` shows.
 */
export const preloadedLazy = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) => {
  let Loaded: ComponentType<P> | undefined;
  const loading = load().then((module) => {
    Loaded = module.default;
    return module;
  });
  const Lazy = lazy(() => loading);
  const Preloaded = ({ fallback, ...props }: P & { fallback: ReactNode }) => {
    const own = props as P;
    if (Loaded) return <Loaded {...own} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...own} />
      </Suspense>
    );
  };
  return Preloaded;
};
