import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/listener-middleware';
import { chatsApi } from '../chats';
import {
  composerCleared,
  promptRestored,
  sendFailed,
  sendStarted,
  sendSucceeded,
} from './composer-slice';
import {
  forgetStoredSends,
  readStoredSends,
  sendLockName,
  sendsStillAwaited,
  storeSend,
  timesSent,
} from './stored-sends';

/** This tab's sends on their way, and what releases each one's lock once it is granted. */
const ownSends = new Set<string>();
const releases = new Map<string, () => void>();

/** A prompt on its way is stored until it is decided; a page left meanwhile loses none. */
export const addSendListeners = (startAppListening: AppStartListening) => {
  startAppListening({
    actionCreator: sendStarted,
    effect: ({ payload: { requestId, chatId, prompt } }, { getState }) => {
      const chats = chatsApi.endpoints.getChats.select()(getState()).data;
      const seenBefore = timesSent(
        chats?.find((c) => c._id === chatId),
        prompt,
      );
      const store = () => storeSend(requestId, { chatId, prompt, seenBefore });
      ownSends.add(requestId);
      // stored only once its lock is held: a tab that finds it stored and unlocked knows that
      // its page is gone
      if (!navigator.locks) {
        store();
        return;
      }
      void navigator.locks.request(sendLockName(requestId), () => {
        if (!ownSends.has(requestId)) return undefined;
        store();
        return new Promise<void>((resolve) => releases.set(requestId, resolve));
      });
    },
  });
  startAppListening({
    matcher: isAnyOf(sendSucceeded, sendFailed),
    effect: (action, { getOriginalState }) => {
      const { chatId } = (action as ReturnType<typeof sendSucceeded>).payload;
      const requestId = getOriginalState().composer.pending[chatId]?.requestId;
      if (!requestId) return;
      storeSend(requestId, null);
      ownSends.delete(requestId);
      releases.get(requestId)?.();
      releases.delete(requestId);
    },
  });
  // signed out: what was on its way goes with the session, as its drafts do
  startAppListening({
    actionCreator: composerCleared,
    effect: forgetStoredSends,
  });
  // sends left by a page that is gone: the chats say whether the server got each one
  startAppListening({
    matcher: chatsApi.endpoints.getChats.matchFulfilled,
    effect: async ({ payload: chats }, { dispatch }) => {
      const left = Object.entries(readStoredSends()).filter(([id]) => !ownSends.has(id));
      if (left.length === 0) return;
      const awaited = await sendsStillAwaited();
      // a tab forgets its decided send before it lets go of the lock: one still stored and not
      // locked now belongs to a page that is gone
      const stillStored = readStoredSends();
      for (const [requestId, send] of left) {
        if (awaited.has(sendLockName(requestId)) || !(requestId in stillStored)) continue;
        const chat = chats.find((c) => c._id === send.chatId);
        if (chat && timesSent(chat, send.prompt) <= send.seenBefore)
          dispatch(promptRestored({ chatId: send.chatId, prompt: send.prompt }));
        storeSend(requestId, null);
      }
    },
  });
};
