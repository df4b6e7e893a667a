import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { appStarter } from './app-loader';
import { StartUp } from './start-up';

/**
 * The login card as HTML plus the critical CSS it needs, rendered at build time (see
 * build/prerender-login.ts) with the same tree main.tsx hydrates: a new visitor sees the card
 * before any script has run. Emotion's default cache key, so the browser's cache adopts the styles.
 */
export const renderLoginPage = () => {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <StartUp app={null} startApp={appStarter(Promise.resolve())} emotionCacheFor={() => cache} />
    </StrictMode>,
  );
  return {
    html,
    styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)),
  };
};
