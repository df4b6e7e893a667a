import type { Messages } from '@lingui/core';
import type { StylisPlugin } from '@emotion/cache';
import type { Language } from './languages';

/**
 * What a language needs besides English, each part its own chunk: the first load's messages
 * (and, for a right-to-left language, the plugin that mirrors styles), then the signed-in app's
 * messages and its dayjs locale, fetched along with the app's chunk. English's start messages are
 * in the entry; its app messages join the app's chunk.
 */
export interface StartPack {
  messages: Messages;
  /** Emotion's stylis plugins for a right-to-left language (mirror.ts) */
  mirror?: StylisPlugin[];
}

export const loadStartPack = async (language: Exclude<Language, 'en'>): Promise<StartPack> => {
  switch (language) {
    case 'de':
      return import(/* webpackChunkName: "lang-de" */ './catalogues/de/start.po');
    case 'ar': {
      const [{ messages }, { mirrorPlugins }] = await Promise.all([
        import(/* webpackChunkName: "lang-ar" */ './catalogues/ar/start.po'),
        import(/* webpackChunkName: "lang-ar" */ './mirror'),
      ]);
      return { messages, mirror: mirrorPlugins };
    }
  }
};

export const loadAppPack = async (language: Language): Promise<Messages> => {
  switch (language) {
    case 'en':
      return (await import(/* webpackChunkName: "app" */ './catalogues/en/app.po')).messages;
    case 'de': {
      const [{ messages }] = await Promise.all([
        import(/* webpackChunkName: "lang-de-app" */ './catalogues/de/app.po'),
        import(/* webpackChunkName: "lang-de-app" */ 'dayjs/locale/de'),
      ]);
      return messages;
    }
    case 'ar': {
      const [{ messages }] = await Promise.all([
        import(/* webpackChunkName: "lang-ar-app" */ './catalogues/ar/app.po'),
        import(/* webpackChunkName: "lang-ar-app" */ 'dayjs/locale/ar'),
      ]);
      return messages;
    }
  }
};
