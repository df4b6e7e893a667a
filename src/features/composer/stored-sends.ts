import { readStored, writeStored } from '../../components/local-storage';
import type { Chat } from '../../types/api';
import { TYPED_NOT_KEPT } from './stored-drafts';
import { i18n } from '@lingui/core';

/**
 * Prompts on their way to the server, kept until an answer or a failure decides them: a page
 * left meanwhile (reload, closed tab) finds them on its next start and puts back any the
 * server never got. Each sending tab holds a Web Lock per send, so another tab can tell a
 * send still awaited from one whose page is gone. One key per send: two tabs adding and
 * removing at once never write over each other.
 */
export const SEND_KEY_PREFIX = 'parley-send:';

export interface StoredSend {
  chatId: string;
  prompt: string;
  /** how many user messages of that chat held this prompt when it was sent */
  seenBefore: number;
}

const isStoredSend = (value: unknown): value is StoredSend => {
  const send = value as Partial<StoredSend> | null;
  return (
    typeof send === 'object' &&
    send !== null &&
    typeof send.chatId === 'string' &&
    typeof send.prompt === 'string' &&
    typeof send.seenBefore === 'number'
  );
};

/** The stored keys of sends (localStorage that may be unavailable). */
const storedKeys = (): string[] => {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(SEND_KEY_PREFIX));
  } catch {
    return [];
  }
};

/** What is stored, read as untrusted input: only well-formed sends survive, by request id. */
export const readStoredSends = (): Record<string, StoredSend> => {
  const sends: [string, StoredSend][] = [];
  for (const key of storedKeys()) {
    try {
      const send: unknown = JSON.parse(readStored(key) ?? 'null');
      if (isStoredSend(send)) sends.push([key.slice(SEND_KEY_PREFIX.length), send]);
    } catch {
      // unreadable: not a send of ours
    }
  }
  // own properties, whatever the ids (`__proto__` included)
  return Object.fromEntries(sends);
};

/** Stores one send, or forgets it (null). */
export const storeSend = (requestId: string, send: StoredSend | null): void => {
  writeStored(`${SEND_KEY_PREFIX}${requestId}`, send ? JSON.stringify(send) : null, {
    lost: () => i18n._(TYPED_NOT_KEPT),
  });
};

/** Forgets every stored send (signed out). */
export const forgetStoredSends = (): void => {
  for (const key of storedKeys()) writeStored(key, null);
};

/** How many of the chat's user messages are exactly this prompt. */
export const timesSent = (chat: Chat | undefined, prompt: string): number =>
  chat?.messages.filter((m) => m.role === 'user' && m.content === prompt).length ?? 0;

export const sendLockName = (requestId: string) => `parley-send-${requestId}`;

/** The locks of sends another tab still awaits (held, or about to be); without Web Locks, none. */
export const sendsStillAwaited = async (): Promise<Set<string>> => {
  const locks = await navigator.locks?.query();
  return new Set(
    [...(locks?.held ?? []), ...(locks?.pending ?? [])].map((lock) => lock.name ?? ''),
  );
};
