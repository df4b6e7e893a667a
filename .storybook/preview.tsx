import type { Preview } from '@storybook/react-webpack5';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { useEffect, useMemo } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import { MemoryRouter } from 'react-router';
import { handlers } from '../mocks/handlers';
import { BaseProviders } from '../src/app/base-providers';
import { AppProviders } from '../src/app/providers';
import { AppRoutes } from '../src/app/router';
import { makeStore } from '../src/app/store';
import { initialThemeState, themeToggled } from '../src/features/theme/theme-slice';
import type { ThemeMode } from '../src/types/api';
import { freshBackend } from './story-backend';
import { Hint } from '../src/components/hint';
import { chooseLanguage, isLanguage, loadAppMessages } from '../src/features/language';

// plays wait for the app as a person would, on a slow machine too (CI runs four browsers on two
// cores)
configure({ asyncUtilTimeout: 10_000 });

/**
 * Stories render the real app (store, router, theme, toasts) against the real offline backend.
 * A story picks its route with `parameters.route` and its signed-in user with
 * `parameters.backend`; edge states come from per-story handler overrides (`beforeEach`).
 */
const preview: Preview = {
  loaders: [
    // the offline backend, answering in a service worker as in the offline build
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
    async ({ parameters }) => ({ token: await freshBackend(parameters.backend ?? {}) }),
    // the toolbar's language, with its direction, and the app's messages (a start-up has them
    // before the app renders; without them, a production build shows raw placeholders)
    async ({ globals }) => {
      await loadAppMessages();
      await chooseLanguage(isLanguage(globals.language) ? globals.language : 'en');
      return {};
    },
    // tooltips as the app has them once settled: a play never holds a button Hint replaced
    async () => {
      await Hint.preload();
      return {};
    },
  ],
  globalTypes: {
    language: {
      description: 'Language, and with it the direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (left to right)' },
          { value: 'de', title: 'Deutsch (left to right)' },
          { value: 'ar', title: 'العربية (right to left)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour scheme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
  decorators: [
    (Story, { id, parameters, globals, loaded }) => {
      const mode: ThemeMode = globals.theme === 'dark' ? 'dark' : 'light';
      // one store per story and theme: a late re-render of the decorator must not undo a play
      const store = useMemo(() => {
        document.documentElement.classList.toggle('dark', mode === 'dark');
        return makeStore({
          auth: { token: (loaded.token as string | null) ?? null },
          theme: { ...initialThemeState(), mode },
          ...(parameters.preloadedState ?? {}),
        });
        // eslint-disable-next-line react-hooks/exhaustive-deps -- the story's own inputs are fixed
      }, [id, mode]);
      // the browser tests turn a played story dark in place, as the Dark Mode switch would
      useEffect(() => {
        Object.assign(window, { toggleStoryTheme: () => store.dispatch(themeToggled()) });
      }, [store]);
      if (parameters.route) {
        return (
          <BaseProviders key={`${mode}-${String(parameters.route)}`}>
            <AppProviders store={store}>
              <MemoryRouter initialEntries={[parameters.route as string]}>
                <AppRoutes />
              </MemoryRouter>
            </AppProviders>
          </BaseProviders>
        );
      }
      return (
        <BaseProviders key={mode}>
          <AppProviders store={store}>
            <Story />
          </AppProviders>
        </BaseProviders>
      );
    },
  ],
};

export default preview;
