import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { toast } from '../components/toast';
import { callerTellsFailure, type ApiError, type FailureOffer } from './api';

const unreachableRead = (action: { payload: unknown; meta: { arg: unknown } }) =>
  (action.payload as ApiError | undefined)?.transient === true &&
  (action.meta.arg as { type?: unknown } | undefined)?.type === 'query';

/**
 * The one place where a failed call becomes a red toast with the server's or the error's
 * message, with the first action `offers` make for it (the store says which features offer one).
 */
export const apiErrorToasts =
  (offers: FailureOffer[]): Middleware =>
  (store) =>
  (next) =>
  (action) => {
    // a read that could not reach the server is the connection notice's to tell, not a toast's
    if (
      isRejectedWithValue(action) &&
      !unreachableRead(action) &&
      !callerTellsFailure(action.meta.requestId)
    ) {
      const message = (action.payload as ApiError | undefined)?.message;
      if (message) {
        const offer = offers.map((made) => made(action, store.dispatch)).find(Boolean);
        toast.error(message, offer);
      }
    }
    return next(action);
  };
