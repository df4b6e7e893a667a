import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useEffect, useId, useRef } from 'react';
import { useNewChat } from '../../features/chats/use-new-chat';
import { themeToggled } from '../../features/theme/theme-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { drawerSet, selectDrawerOpen } from '../ui-slice';

const isMac = () =>
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

type Action = 'help' | 'newChat' | 'search' | 'chatSearch' | 'prompt' | 'theme' | 'drawer';

interface Shortcut {
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
  {
    action: 'chatSearch',
    mod: true,
    shift: false,
    key: 'f',
    what: 'Search this chat (press again for the browser’s find)',
  },
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

const matching = (event: KeyboardEvent) =>
  SHORTCUTS.find(
    (s) =>
      s.key === event.key.toLowerCase() &&
      s.mod === (event.ctrlKey || event.metaKey) &&
      s.shift === event.shiftKey &&
      !event.altKey,
  );

const focusField = (selector: string) => {
  const field = document.querySelector<HTMLElement>(selector);
  field?.focus();
  return Boolean(field);
};

/**
 * The app's keyboard shortcuts, on the whole signed-in app. They never act while an input
 * method composes text, and a chord that does nothing here is left to the browser.
 */
export const useKeyboardShortcuts = ({
  wide,
  showHelp,
}: {
  wide: boolean;
  showHelp: () => void;
}) => {
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const { create } = useNewChat();
  const latest = useRef({ wide, drawerOpen, showHelp, create });
  latest.current = { wide, drawerOpen, showHelp, create };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.keyCode === 229 || event.repeat) return;
      const shortcut = matching(event);
      if (!shortcut) return;
      const { wide: isWide, drawerOpen: isOpen } = latest.current;
      switch (shortcut.action) {
        case 'help':
          latest.current.showHelp();
          break;
        case 'newChat':
          void latest.current.create();
          break;
        case 'search':
          if (!isWide && !isOpen) dispatch(drawerSet(true));
          // in the drawer, the field exists once the drawer has rendered
          requestAnimationFrame(() => focusField('input[aria-label="Search conversations"]'));
          break;
        case 'chatSearch': {
          // the browser's find cannot see the messages the list has not rendered; a second
          // press, or a chat with nothing to search, is left to the browser
          const field = document.querySelector<HTMLInputElement>(
            'input[aria-label="Search this chat"]',
          );
          if (!field || document.activeElement === field) return;
          field.focus();
          field.select();
          break;
        }
        case 'prompt':
          if (!focusField('textarea[aria-label="Prompt"]')) return;
          break;
        case 'theme':
          dispatch(themeToggled());
          break;
        case 'drawer':
          if (isWide) return;
          dispatch(drawerSet(!isOpen));
          break;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
};

/** The list of shortcuts, opened with Ctrl/⌘ + / or from the sidebar. */
export const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableBody>
            {SHORTCUTS.map((s) => (
              <TableRow key={s.action}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {s.what}
                </TableCell>
                <TableCell align="right">
                  <kbd>{chordLabel(s)}</kbd>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
