import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { TOKEN_KEY } from '../features/auth/stored-token';
import { api, TAGS } from './api';
import { useAppDispatch } from './hooks';
import { sessionFollowed } from './session';

/** The channel every tab of the app listens on for "I changed something" nudges. */
export const SYNC_CHANNEL = 'parley-sync';

type Tag = (typeof TAGS)[number];

/** What each write changes, so the other tabs fetch exactly that again. */
const CHANGED_BY: Record<string, Tag[]> = {
  sendMessage: ['Chats', 'User', 'PublishedImages'],
  createChat: ['Chats'],
  deleteChat: ['Chats'],
  setMarked: ['Marks'],
  forgetMarks: ['Marks'],
  createFolder: ['Marks'],
  renameFolder: ['Marks'],
  foldFolder: ['Marks'],
  deleteFolder: ['Marks'],
  fileChats: ['Marks'],
  importOrganisation: ['Marks'],
  addPrompts: ['Prompts'],
  updatePrompt: ['Prompts'],
  deletePrompt: ['Prompts'],
  reorderPrompts: ['Prompts'],
};

const fulfilledMutation = (action: UnknownAction): string | undefined => {
  const meta = (action as { meta?: { requestStatus?: string; arg?: Record<string, unknown> } })
    .meta;
  if (meta?.requestStatus !== 'fulfilled' || meta.arg?.type !== 'mutation') return undefined;
  return typeof meta.arg.endpointName === 'string' ? meta.arg.endpointName : undefined;
};

/** Another tab's message, read as untrusted input: only known tag names pass. */
const tagsOf = (data: unknown): Tag[] => {
  const tags = (data as { tags?: unknown } | null)?.tags;
  return Array.isArray(tags)
    ? tags.filter((t): t is Tag => (TAGS as readonly unknown[]).includes(t))
    : [];
};

/**
 * Several tabs are one user's session. Each tab fetches again when it regains focus or the
 * network, tells the other tabs what its writes changed (BroadcastChannel) and fetches what
 * theirs changed, and follows their sign-in and sign-out (the token's storage event).
 */
export const useCrossTabSync = (): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const stopRefetching = setupListeners(dispatch);

    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      dispatch(sessionFollowed(event.key === null ? null : event.newValue));
    };
    window.addEventListener('storage', onStorage);

    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(SYNC_CHANNEL) : null;
    let stopTelling = () => {};
    if (channel) {
      // a listener, not the onmessage setter: Node's channel (Jest) then lets the process exit
      channel.addEventListener('message', (event: MessageEvent) => {
        const tags = tagsOf(event.data);
        if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
      });
      stopTelling = dispatch(
        addListener({
          predicate: (action) => fulfilledMutation(action) !== undefined,
          effect: (action) => {
            const tags = CHANGED_BY[fulfilledMutation(action) ?? ''];
            if (tags) channel.postMessage({ tags });
          },
        }),
      );
    }

    return () => {
      stopTelling();
      channel?.close();
      window.removeEventListener('storage', onStorage);
      stopRefetching();
    };
  }, [dispatch]);
};
