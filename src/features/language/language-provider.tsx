import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { loadAppMessages } from './active-language';

/**
 * The signed-in app's messages: whatever renders below speaks the page's language, and follows a
 * switch. A start-up loads them with the app's chunk, and Storybook before a story renders; an
 * app rendered otherwise (tests) asks for them here.
 */
export const LanguageProvider = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    void loadAppMessages();
  }, []);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};
