import type { AppStore } from '../../app/store';
import { keepStartSnapshot } from './picture';
import { releasePictureStyles } from './recorded-styles';

/**
 * The picture of the last screen, and its styles, belong to the session they were taken in:
 * when the store's token changes (sign-out, a 401, another account), both are forgotten.
 */
export const forgetPictureWithSession = (store: AppStore): (() => void) => {
  let token = store.getState().auth.token;
  return store.subscribe(() => {
    const next = store.getState().auth.token;
    if (next === token) return;
    token = next;
    keepStartSnapshot(null);
    releasePictureStyles();
  });
};
