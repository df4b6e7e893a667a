import type { AppStore } from '../../app/store';
import { keepStartPicture } from './picture';

/**
 * The picture of the last screen belongs to the session it was taken in: when the store's token
 * changes (sign-out, a 401, another account), it is forgotten.
 */
export const forgetPictureWithSession = (store: AppStore): (() => void) => {
  let token = store.getState().auth.token;
  return store.subscribe(() => {
    const next = store.getState().auth.token;
    if (next === token) return;
    token = next;
    keepStartPicture(null);
  });
};
