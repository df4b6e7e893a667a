import { isAnyOf, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { toast } from '../components/toast';
import { loggedOut } from '../features/auth/auth-slice';
import { sessionStarted } from '../features/auth/sign-in';
import { chatSelected } from '../features/chats/chat-ui-slice';
import { chatsApi } from '../features/chats/chats-api';
import { composerCleared } from '../features/composer/composer-slice';
import { api, type ApiError } from './api';
import type { AppStartListening } from './listener-middleware';
import { authApi } from '../features/auth/auth-api';
import { t } from '@lingui/core/macro';

type SessionThunk = ThunkAction<void, unknown, unknown, UnknownAction>;

/**
 * Ends the session: token, cached server data and chat selection all go. What was typed goes
 * too, unless the server ended the session: then it waits for the same person to sign back in.
 */
const signedOut =
  ({ keepDrafts = false } = {}): SessionThunk =>
  (dispatch) => {
    dispatch(loggedOut());
    dispatch(chatSelected(null));
    if (!keepDrafts) dispatch(composerCleared());
    dispatch(api.util.resetApiState());
  };

/** The user's own logout, confirmed with a success toast. */
export const logout = (): SessionThunk => (dispatch) => {
  dispatch(signedOut());
  toast.success(t`Logged out successfully`);
};

/** Follows a sign-in or sign-out made in another tab (the token's storage event). */
export const sessionFollowed =
  (token: string | null): SessionThunk =>
  (dispatch) => {
    dispatch(token ? sessionStarted(token) : signedOut());
  };

/**
 * A token the server no longer knows (401 on a signed-in read), or a user it refuses
 * (`success: false`), ends the session instead of leaving a half signed-in app. The refusal's
 * message is the error toast's. An unreachable server is waited out.
 */
export const addSessionListeners = (startAppListening: AppStartListening) => {
  startAppListening({
    matcher: isAnyOf(
      authApi.endpoints.getUser.matchRejected,
      chatsApi.endpoints.getChats.matchRejected,
    ),
    effect: (action, { dispatch }) => {
      const { payload } = action as { payload?: ApiError };
      const userRefused = authApi.endpoints.getUser.matchRejected(action) && payload?.refused;
      if (payload?.status === 401 || userRefused) dispatch(signedOut({ keepDrafts: true }));
    },
  });
};
