import type { AppStartListening } from '../../app/listener-middleware';
import { writeStored } from '../../components/local-storage';
import { chatsApi } from '../chats';
import { composerCleared, draftDiscarded } from './composer-slice';
import { DRAFTS_KEY, storeDraftChanges } from './stored-drafts';

/** Drafts survive reloads; logout takes them all, and a deleted chat its own. */
export const addDraftListeners = (startAppListening: AppStartListening) => {
  startAppListening({
    predicate: (_action, current, previous) => current.composer.drafts !== previous.composer.drafts,
    effect: (action, { getState, getOriginalState }) => {
      if (composerCleared.match(action)) writeStored(DRAFTS_KEY, null);
      else storeDraftChanges(getOriginalState().composer.drafts, getState().composer.drafts);
    },
  });
  startAppListening({
    matcher: chatsApi.endpoints.deleteChat.matchFulfilled,
    effect: (action, { dispatch }) => {
      dispatch(draftDiscarded(action.meta.arg.originalArgs));
    },
  });
};
