// The app's keyboard shortcuts and how each is written on this computer.
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const isMac = () =>
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

type Action =
  | 'help'
  | 'newChat'
  | 'search'
  | 'searchAll'
  | 'chatSearch'
  | 'pin'
  | 'prompt'
  | 'theme'
  | 'drawer';

export interface Shortcut {
  action: Action;
  /** with Ctrl (⌘ on a Mac) */
  mod: boolean;
  shift: boolean;
  key: string;
  what: MessageDescriptor;
}

/** Only chords no browser or screen reader needs: each takes Ctrl/⌘ or Shift with a key. */
export const SHORTCUTS: Shortcut[] = [
  { action: 'help', mod: true, shift: false, key: '/', what: msg`Show keyboard shortcuts` },
  { action: 'newChat', mod: true, shift: true, key: 'o', what: msg`New chat` },
  { action: 'search', mod: true, shift: false, key: 'k', what: msg`Search conversations` },
  { action: 'searchAll', mod: true, shift: true, key: 'f', what: msg`Search all chats` },
  {
    action: 'chatSearch',
    mod: true,
    shift: false,
    key: 'f',
    what: msg`Search this chat (press again for the browser’s find)`,
  },
  { action: 'pin', mod: true, shift: true, key: 'y', what: msg`Pin or unpin this chat` },
  { action: 'prompt', mod: false, shift: true, key: 'escape', what: msg`Focus the prompt` },
  { action: 'theme', mod: true, shift: true, key: 'l', what: msg`Switch light and dark theme` },
  {
    action: 'drawer',
    mod: true,
    shift: true,
    key: 's',
    what: msg`Open or close the sidebar (phone)`,
  },
];

// the keys as printed on this language's keyboards (a German one says Strg and Umschalt)
const keyName = (key: string) => (key === 'escape' ? t`Esc` : key.toUpperCase());
const modName = () => (isMac() ? '⌘' : t`Ctrl`);

/** What a shortcut looks like on this computer, e.g. "Ctrl + Shift + O" or "⌘ + K". */
export const chordLabel = (s: Shortcut) =>
  [s.mod ? modName() : null, s.shift ? t`Shift` : null, keyName(s.key)].filter(Boolean).join(' + ');
