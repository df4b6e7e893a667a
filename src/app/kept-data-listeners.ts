import { isAnyOf } from '@reduxjs/toolkit';
import { askToKeepStoredData } from '../components/kept-storage';
import { authApi } from '../features/auth/auth-api';
import { chatsApi } from '../features/chats/chats-api';
import { messagesApi } from '../features/composer/messages-api';
import type { AppStartListening } from './listener-middleware';

/**
 * Offline, every account and chat lives in this browser's database only: the first write of
 * one asks the browser to keep it.
 */
export const addKeptDataListeners = (startAppListening: AppStartListening) => {
  if (!__MOCK__) return;
  startAppListening({
    matcher: isAnyOf(
      authApi.endpoints.register.matchFulfilled,
      chatsApi.endpoints.createChat.matchFulfilled,
      messagesApi.endpoints.sendMessage.matchFulfilled,
    ),
    effect: () => askToKeepStoredData(),
  });
};
