import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';
import { FIND_IN_CHAT_NAME, FindInChatField } from './find-in-chat-field';
import type { FindInChat } from './use-find-in-chat';
import { useLingui } from '@lingui/react/macro';

/** The button that unfolds the search: the keyboard shortcut presses it too. */
export const FIND_IN_CHAT_OPENER = `[data-opens="${FIND_IN_CHAT_NAME}"]`;

/**
 * Search within the chat as a phone's top bar holds it: an icon, which opens the field over the
 * whole bar. Closing it clears the search and gives the focus back to the icon.
 */
export const FoldedFindInChat = ({ search }: { search: FindInChat }) => {
  const { t } = useLingui();
  const [opened, setOpen] = useState(false);
  // a search begun elsewhere (a match found by Search all chats) shows here open
  const open = opened || search.query !== '';
  const opener = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // opened, the field takes the focus; closed, the icon that opened it has it back
  useEffect(() => {
    if (open && !wasOpen.current) bar.current?.querySelector('input')?.focus();
    if (!open && wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const { setQuery } = search;
  const close = () => {
    setQuery('');
    setOpen(false);
  };
  if (!open)
    return (
      <IconButton
        ref={opener}
        aria-label={t`Search this chat`}
        data-opens={FIND_IN_CHAT_NAME}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </IconButton>
    );
  return (
    <Box
      ref={bar}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        bgcolor: 'background.default',
      }}
    >
      <IconButton aria-label={t`Close search`} onClick={close}>
        <CloseIcon />
      </IconButton>
      <FindInChatField search={search} onClose={close} />
    </Box>
  );
};
