import { configureStore } from '@reduxjs/toolkit';
import { addAuthListeners } from '../features/auth/auth-listeners';
import { addDraftListeners } from '../features/composer/draft-listeners';
import { retryFailedSend } from '../features/composer/messages-api';
import { addSendListeners } from '../features/composer/send-listeners';
import { addThemeListeners } from '../features/theme/theme-listeners';
import { api, type ApiTransport } from './api';
import { apiErrorToasts } from './api-error-toasts';
import { addKeptDataListeners } from './kept-data-listeners';
import { listenerMiddleware, startAppListening } from './listener-middleware';
import { addSessionListeners } from './session';
import { rootReducer, type AppStore, type RootState } from './root-reducer';

export type { AppStore, RootState } from './root-reducer';

addAuthListeners(startAppListening);
addThemeListeners(startAppListening);
addDraftListeners(startAppListening);
addSendListeners(startAppListening);
addSessionListeners(startAppListening);
addKeptDataListeners(startAppListening);

/** The store; `transport` is how the API reaches the network (the browser's fetch by default). */
export const makeStore = (
  preloadedState?: Partial<RootState>,
  transport: ApiTransport = {},
): AppStore =>
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
