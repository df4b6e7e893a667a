import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LoginBody, RegisterBody } from '../../types/api';
import { api } from '../../app/api';
import { authApi } from './auth-api';
import { accountKnown, tokenReceived } from './auth-slice';
import { readStoredAccount } from './stored-token';

/** What the login card submits, in either of its modes. */
export type AuthRequest =
  ({ mode: 'login' } & Omit<LoginBody, 'name'>) | ({ mode: 'register' } & RegisterBody);

type AuthThunk<T> = ThunkAction<T, unknown, unknown, UnknownAction>;

/**
 * Starts a session with this token, from an empty cache, so nothing of a previous user shows. Its
 * account is the e-mail signed in with, or, for a session another tab began, the one it stored.
 */
export const sessionStarted =
  (token: string, account = readStoredAccount()): AuthThunk<void> =>
  (dispatch) => {
    dispatch(api.util.resetApiState());
    dispatch(accountKnown(account));
    dispatch(tokenReceived(token));
  };

/**
 * Logs in or signs up; resolves true once the session has started. A failure has already been
 * shown as a toast by the api-error middleware, and the card keeps what was typed.
 */
export const signIn =
  (request: AuthRequest): AuthThunk<Promise<boolean>> =>
  async (dispatch) => {
    const call =
      request.mode === 'login'
        ? dispatch(
            authApi.endpoints.login.initiate({ email: request.email, password: request.password }),
          )
        : dispatch(
            authApi.endpoints.register.initiate({
              name: request.name,
              email: request.email,
              password: request.password,
            }),
          );
    const result = await call;
    // the session lives in the auth slice; the mutation's cache entry is no longer needed
    call.reset();
    if (!result.data) return false;
    dispatch(sessionStarted(result.data.token, request.email));
    return true;
  };
