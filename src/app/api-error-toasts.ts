import {
  isRejectedWithValue,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { toast } from '../components/toast';
import type { ComposerState } from '../features/messages/composer-slice';
import { messagesApi, retrySend } from '../features/messages/messages-api';
import type { ApiError } from './api';
import { t } from '@lingui/core/macro';

const unreachableRead = (action: { payload: unknown; meta: { arg: unknown } }) =>
  (action.payload as ApiError | undefined)?.transient === true &&
  (action.meta.arg as { type?: unknown } | undefined)?.type === 'query';

/**
 * The one place where a failed call becomes a red toast with the server's or the error's
 * message; a failed send's toast offers to send the same prompt again.
 */
export const apiErrorToasts: Middleware = (store) => (next) => (action) => {
  // a read that could not reach the server is the connection notice's to tell, not a toast's
  if (isRejectedWithValue(action) && !unreachableRead(action)) {
    const message = (action.payload as ApiError | undefined)?.message;
    if (message && messagesApi.endpoints.sendMessage.matchRejected(action)) {
      const args = action.meta.arg.originalArgs;
      const dispatch = store.dispatch as ThunkDispatch<
        { composer: ComposerState },
        unknown,
        UnknownAction
      >;
      toast.error(message, { label: t`Retry`, onClick: () => dispatch(retrySend(args)) });
    } else if (message) {
      toast.error(message);
    }
  }
  return next(action);
};
