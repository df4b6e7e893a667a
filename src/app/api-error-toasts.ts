import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { toast } from '../components/toast';
import type { ApiError } from './api';

/** The one place where a failed call becomes a red toast with the server's or the error's message. */
export const apiErrorToasts: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const message = (action.payload as ApiError | undefined)?.message;
    if (message) toast.error(message);
  }
  return next(action);
};
