import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { CHAT_SEARCH_NAME, selectSelectedChatId, useNewChat, usePins } from '../../features/chats';
import { FIND_IN_CHAT_NAME, FIND_IN_CHAT_OPENER } from '../../features/find-in-chat';
import { PROMPT_NAME } from '../../features/composer';
import { toast } from '../../components/toast';
import { themeToggled } from '../../features/theme/theme-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { drawerSet, selectDrawerOpen } from '../ui-slice';
import { SHORTCUTS } from './shortcuts';
import { t } from '@lingui/core/macro';

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

/** Focuses the field once it exists: a drawer's content renders a few frames after it opens. */
const focusFieldSoon = (selector: string, frames = 60) => {
  if (focusField(selector) || frames === 0) return;
  requestAnimationFrame(() => focusFieldSoon(selector, frames - 1));
};

/**
 * The app's keyboard shortcuts, on the whole signed-in app. They never act while an input
 * method composes text, and a chord that does nothing here is left to the browser.
 */
export const useKeyboardShortcuts = ({
  wide,
  showHelp,
  searchAll,
}: {
  wide: boolean;
  showHelp: () => void;
  searchAll: () => void;
}) => {
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const { create } = useNewChat();
  // "this chat" is the one on screen: none on the other screens
  const selectedId = useAppSelector(selectSelectedChatId);
  const chatId = useLocation().pathname === '/' ? selectedId : null;
  const { pinned, setPinned } = usePins();
  const latest = useRef({
    wide,
    drawerOpen,
    showHelp,
    searchAll,
    create,
    chatId,
    pinned,
    setPinned,
  });
  latest.current = { wide, drawerOpen, showHelp, searchAll, create, chatId, pinned, setPinned };

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
          focusFieldSoon(`input[name="${CHAT_SEARCH_NAME}"]`);
          break;
        case 'searchAll':
          latest.current.searchAll();
          break;
        case 'chatSearch': {
          // the browser's find cannot see the messages the list has not rendered; a second
          // press, or a chat with nothing to search, is left to the browser
          const field = document.querySelector<HTMLInputElement>(
            `input[name="${FIND_IN_CHAT_NAME}"]`,
          );
          // folded into an icon (a narrow screen's top bar): unfolded, it takes the focus itself
          const opener = document.querySelector<HTMLButtonElement>(FIND_IN_CHAT_OPENER);
          if (!field && opener) {
            opener.click();
            break;
          }
          if (!field || document.activeElement === field) return;
          field.focus();
          field.select();
          break;
        }
        case 'pin': {
          const { chatId: id, pinned: pins } = latest.current;
          if (!id) return;
          const pin = !pins.has(id);
          // said once kept: the sidebar may be out of sight (a phone's drawer)
          void latest.current
            .setPinned(id, pin)
            .then((kept) => kept && toast.success(pin ? t`Chat pinned` : t`Chat unpinned`));
          break;
        }
        case 'prompt':
          if (!focusField(`textarea[name="${PROMPT_NAME}"]`)) return;
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
