import type { AppStartListening } from '../../app/listener-middleware';
import { writeStored } from '../../components/local-storage';
import { ACCOUNT_KEY, TOKEN_KEY } from './stored-token';
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';

const SESSION_NOT_KEPT = msg`This browser's storage is full: after a reload you will have to sign in again.`;

/** The session survives a reload: the token, and its account, are stored whenever they change. */
export const addAuthListeners = (startAppListening: AppStartListening) => {
  // before the token's: another tab that follows the token finds the account already there
  startAppListening({
    predicate: (_action, current, previous) => current.auth.account !== previous.auth.account,
    effect: (_action, { getState }) => {
      writeStored(ACCOUNT_KEY, getState().auth.account);
    },
  });
  startAppListening({
    predicate: (_action, current, previous) => current.auth.token !== previous.auth.token,
    effect: (_action, { getState }) => {
      writeStored(TOKEN_KEY, getState().auth.token, { lost: () => i18n._(SESSION_NOT_KEPT) });
    },
  });
};
