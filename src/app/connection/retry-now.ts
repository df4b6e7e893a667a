import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api, TAGS } from '../api';
import { retryRequested } from './connection-slice';
import { wakeRetries } from './read-retry';

/** The person's Retry: reads waiting for their next try go now, and those that gave up again. */
export const retryNow = (): ThunkAction<void, unknown, unknown, UnknownAction> => (dispatch) => {
  dispatch(retryRequested());
  wakeRetries();
  dispatch(api.util.invalidateTags([...TAGS]));
};
