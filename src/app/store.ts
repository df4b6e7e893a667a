import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { addAuthListeners } from '../features/auth/auth-listeners';
import { chatUiSlice } from '../features/chats/chat-ui-slice';
import { composerSlice } from '../features/composer/composer-slice';
import { addDraftListeners } from '../features/composer/draft-listeners';
import { retryFailedSend } from '../features/composer/messages-api';
import { addSendListeners } from '../features/composer/send-listeners';
import { promptsUiSlice } from '../features/prompts/prompts-ui-slice';
import { themeSlice } from '../features/theme/theme-slice';
import { addThemeListeners } from '../features/theme/theme-listeners';
import { api, type ApiTransport } from './api';
import { apiErrorToasts } from './api-error-toasts';
import { connectionSlice } from './connection/connection-slice';
import { addKeptDataListeners } from './kept-data-listeners';
import { listenerMiddleware, startAppListening } from './listener-middleware';
import { addSessionListeners } from './session';
import { uiSlice } from './ui-slice';

const rootReducer = combineSlices(
  api,
  authSlice,
  themeSlice,
  uiSlice,
  chatUiSlice,
  composerSlice,
  promptsUiSlice,
  connectionSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

addAuthListeners(startAppListening);
addThemeListeners(startAppListening);
addDraftListeners(startAppListening);
addSendListeners(startAppListening);
addSessionListeners(startAppListening);
addKeptDataListeners(startAppListening);

/** The store; `transport` is how the API reaches the network (the browser's fetch by default). */
export const makeStore = (preloadedState?: Partial<RootState>, transport: ApiTransport = {}) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: transport },
        // development-only checks walk the whole state after each action: a chat of thousands of
        // messages takes them past the default 32 ms on a shared CI core, and that says nothing
        immutableCheck: { warnAfter: 500 },
        serializableCheck: { warnAfter: 500 },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware, apiErrorToasts([retryFailedSend])),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
