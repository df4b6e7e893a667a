import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPictureAdoptingCache } from './picture/adopted-styles';
import { directionCaches } from '../app/direction-caches';
import type { RunningApp, StartApp } from './app-loader';
import { StartUp } from './start-up';
import type { WatchedCard } from './typed-before-start';

/** Emotion's caches for the page, one per direction, taking over the picture's build styles. */
const pageCacheFor = directionCaches(createPictureAdoptingCache);

/**
 * The page's React tree. Its modules (React DOM, MUI, Emotion, the login card) are what most of
 * the entry's time goes to: main.tsx evaluates them when it needs them, so that a returning
 * visitor's entry runs as several short tasks while the app's chunk downloads.
 */
const page = (startUp: ReactNode) => <StrictMode>{startUp}</StrictMode>;

/**
 * A production build's index.html holds the login card, prerendered: a new visitor's is
 * hydrated at once, keeping what they typed and tapped meanwhile (the watched card).
 *
 * Either first render is a transition: React renders it in slices of a few milliseconds and lets
 * the browser in between (a tap or a key on the card meanwhile hydrates it at once), so a phone's
 * main thread is not blocked for the whole of it. Later renders caused by the store are
 * synchronous all the same (react-redux).
 */
export const hydrateLoginCard = (container: HTMLElement, startApp: StartApp, card: WatchedCard) => {
  // the card is now the app's, whatever the page's language becomes (index.html hides a
  // prerendered card from any but English)
  container.removeAttribute('data-prerendered');
  // hydrateRoot puts React's listeners on the card at once, before it renders
  card.appListens();
  startTransition(() => {
    hydrateRoot(
      container,
      page(
        <StartUp
          app={null}
          startApp={startApp}
          typedBeforeStart={card.handOver}
          emotionCacheFor={pageCacheFor}
        />,
      ),
    );
  });
};

/** Anyone else's page replaces the card (index.html hides it from them until then). */
export const renderStartUp = (
  container: HTMLElement,
  app: RunningApp | 'failed' | null,
  startApp: StartApp,
) => {
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  const root = createRoot(container);
  startTransition(() => {
    root.render(page(<StartUp app={app} startApp={startApp} emotionCacheFor={pageCacheFor} />));
  });
};
