import {
  combineSlices,
  type Store,
  type ThunkDispatch,
  type TypedAddListener,
  type UnknownAction,
  type UnsubscribeListener,
} from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { chatUiSlice } from '../features/chats/chat-ui-slice';
import { composerSlice } from '../features/composer/composer-slice';
import { promptsUiSlice } from '../features/prompts/prompts-ui-slice';
import { themeSlice } from '../features/theme/theme-slice';
import { api, type ApiTransport } from './api';
import { connectionSlice } from './connection/connection-slice';
import { uiSlice } from './ui-slice';

/** Every slice's state; apart from the store, so that hooks and listeners typed by it import no screen. */
export const rootReducer = combineSlices(
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

/** The store's dispatch: thunks given the API transport, and listeners added at run time. */
export interface AppDispatch extends ThunkDispatch<RootState, ApiTransport, UnknownAction> {
  (action: ReturnType<TypedAddListener<RootState, AppDispatch>>): UnsubscribeListener;
}

export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & {
  dispatch: AppDispatch;
};
