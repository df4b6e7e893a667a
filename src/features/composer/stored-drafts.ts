import { readStored, writeStored } from '../../components/local-storage';
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { DRAFTS_KEY } from './drafts-key';

/**
 * Drafts (what is typed in each chat, and a prompt put back after a failed send) survive a
 * reload or a browser restart. Chat ids are the user's own, and logout empties the store, so
 * the drafts are per user.
 */
export { DRAFTS_KEY } from './drafts-key';

/** Said once when storage is full: nothing typed is lost while the page stays open. */
export const TYPED_NOT_KEPT = msg`This browser's storage is full: what you type stays on this page, but not after a reload.`;

/** What is stored, read as untrusted input: only text values under chat ids survive. */
export const readStoredDrafts = (): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(readStored(DRAFTS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => entry[0] !== '' && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
};

/**
 * Writes only the chats whose draft changed, over what is stored now, so two tabs typing in
 * different chats never overwrite each other's drafts. An empty draft is removed.
 */
export const storeDraftChanges = (
  previous: Record<string, string>,
  current: Record<string, string>,
): void => {
  const stored = new Map(Object.entries(readStoredDrafts()));
  for (const chatId of new Set([...Object.keys(previous), ...Object.keys(current)])) {
    if (chatId === '' || previous[chatId] === current[chatId]) continue;
    const text = current[chatId];
    if (text) stored.set(chatId, text);
    else stored.delete(chatId);
  }
  writeStored(DRAFTS_KEY, stored.size > 0 ? JSON.stringify(Object.fromEntries(stored)) : null, {
    lost: () => i18n._(TYPED_NOT_KEPT),
  });
};
