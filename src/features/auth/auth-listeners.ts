import type { AppStartListening } from '../../app/listener-middleware';
import { writeStored } from '../../components/local-storage';
import { TOKEN_KEY } from './stored-token';
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';

const SESSION_NOT_KEPT = msg`This browser's storage is full: after a reload you will have to sign in again.`;

/** The session survives a reload: the token is stored whenever it changes. */
export const addAuthListeners = (startAppListening: AppStartListening) => {
  startAppListening({
    predicate: (_action, current, previous) => current.auth.token !== previous.auth.token,
    effect: (_action, { getState }) => {
      writeStored(TOKEN_KEY, getState().auth.token, { lost: () => i18n._(SESSION_NOT_KEPT) });
    },
  });
};
