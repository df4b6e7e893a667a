// The app's keyboard shortcuts and how each is written on this computer.

const isMac = () =>
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export type Action =
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
  what: string;
}

/** Only chords no browser or screen reader needs: each takes Ctrl/⌘ or Shift with a key. */
export const SHORTCUTS: Shortcut[] = [
  { action: 'help', mod: true, shift: false, key: '/', what: 'Show keyboard shortcuts' },
  { action: 'newChat', mod: true, shift: true, key: 'o', what: 'New chat' },
  { action: 'search', mod: true, shift: false, key: 'k', what: 'Search conversations' },
  { action: 'searchAll', mod: true, shift: true, key: 'f', what: 'Search all chats' },
  {
    action: 'chatSearch',
    mod: true,
    shift: false,
    key: 'f',
    what: 'Search this chat (press again for the browser’s find)',
  },
  { action: 'pin', mod: true, shift: true, key: 'y', what: 'Pin or unpin this chat' },
  { action: 'prompt', mod: false, shift: true, key: 'escape', what: 'Focus the prompt' },
  { action: 'theme', mod: true, shift: true, key: 'l', what: 'Switch light and dark theme' },
  { action: 'drawer', mod: true, shift: true, key: 's', what: 'Open or close the sidebar (phone)' },
];

const keyName = (key: string) => (key === 'escape' ? 'Esc' : key.toUpperCase());

/** What a shortcut looks like on this computer, e.g. "Ctrl + Shift + O" or "⌘ + K". */
export const chordLabel = (s: Shortcut) =>
  [s.mod ? (isMac() ? '⌘' : 'Ctrl') : null, s.shift ? 'Shift' : null, keyName(s.key)]
    .filter(Boolean)
    .join(' + ');
