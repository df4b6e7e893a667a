import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { writeStored } from '../components/local-storage';
import { releasePictureStyles } from '../components/recorded-styles';
import { keepStartSnapshot } from '../components/start-snapshot';
import { authApi } from '../features/auth/auth-api';
import { authSlice } from '../features/auth/auth-slice';
import { TOKEN_KEY } from '../features/auth/stored-token';
import { chatUiSlice } from '../features/chats/chat-ui-slice';
import { chatsApi } from '../features/chats/chats-api';
import {
  composerCleared,
  composerSlice,
  draftDiscarded,
} from '../features/messages/composer-slice';
import { DRAFTS_KEY, storeDraftChanges } from '../features/messages/stored-drafts';
import { applyThemeClass, THEME_KEY } from '../features/theme/theme-mode';
import { themeSlice } from '../features/theme/theme-slice';
import { api, type ApiError } from './api';
import { apiErrorToasts } from './api-error-toasts';
import { signedOut } from './session';
import { uiSlice } from './ui-slice';

const rootReducer = combineSlices(api, authSlice, themeSlice, uiSlice, chatUiSlice, composerSlice);

export type RootState = ReturnType<typeof rootReducer>;

const listener = createListenerMiddleware();
const startAppListening = listener.startListening.withTypes<RootState, AppDispatch>();

startAppListening({
  predicate: (_action, current, previous) => current.auth.token !== previous.auth.token,
  effect: (_action, { getState }) => {
    writeStored(TOKEN_KEY, getState().auth.token);
    // the picture of the last screen, and its styles, belonged to the session that ended
    keepStartSnapshot(null);
    releasePictureStyles();
  },
});

startAppListening({
  predicate: (_action, current, previous) => current.theme.mode !== previous.theme.mode,
  effect: (_action, { getState }) => {
    const { mode } = getState().theme;
    writeStored(THEME_KEY, mode);
    applyThemeClass(mode);
  },
});

// drafts survive reloads; logout takes them all, and a deleted chat its own
startAppListening({
  predicate: (_action, current, previous) => current.composer.drafts !== previous.composer.drafts,
  effect: (action, { getState, getOriginalState }) => {
    if (composerCleared.match(action)) writeStored(DRAFTS_KEY, null);
    else storeDraftChanges(getOriginalState().composer.drafts, getState().composer.drafts);
  },
});
startAppListening({
  matcher: chatsApi.endpoints.deleteChat.matchFulfilled,
  effect: (action, { dispatch }) => {
    dispatch(draftDiscarded(action.meta.arg.originalArgs));
  },
});

// a token the server no longer knows ends the session instead of leaving a half signed-in app
startAppListening({
  matcher: authApi.endpoints.getUser.matchRejected,
  effect: (action, { dispatch }) => {
    if ((action.payload as ApiError | undefined)?.status === 401) dispatch(signedOut());
  },
});

export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listener.middleware).concat(api.middleware, apiErrorToasts),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
