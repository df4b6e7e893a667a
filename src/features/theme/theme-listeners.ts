import type { AppStartListening } from '../../app/listener-middleware';
import { writeStored } from '../../components/local-storage';
import { applyThemeClass, THEME_KEY } from './theme-mode';

/** The chosen theme is stored, and applied to the page at once. */
export const addThemeListeners = (startAppListening: AppStartListening) => {
  startAppListening({
    predicate: (_action, current, previous) => current.theme.mode !== previous.theme.mode,
    effect: (_action, { getState }) => {
      const { mode } = getState().theme;
      writeStored(THEME_KEY, mode);
      applyThemeClass(mode);
    },
  });
};
