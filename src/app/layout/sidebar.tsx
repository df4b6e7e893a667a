import Box from '@mui/material/Box';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import { useRef, useState } from 'react';
import { Hint } from '../../components/hint';
import { Logo } from '../../components/logo';
import { ChatList } from '../../features/chats/chat-list';
import { ChatScrollerContext } from '../../features/chats/chat-rows';
import { ChatTitleFilter } from '../../features/chats/chat-title-filter';
import { NewChatButton } from '../../features/chats/new-chat-button';
import { SEARCH_ALL_CHATS } from '../../features/search';
import { useLingui } from '@lingui/react/macro';
import { SidebarFooter } from './sidebar-footer';

interface SidebarProps {
  /** present in the slide-in drawer on small screens */
  onClose?: () => void;
  /** opens the list of keyboard shortcuts */
  onShowShortcuts?: () => void;
  /** opens the search over every message of every chat */
  onSearchAll?: () => void;
}

/** The sidebar's parts, top to bottom, in the product's fixed order. */
export const Sidebar = ({ onClose, onShowShortcuts, onSearchAll }: SidebarProps) => {
  const { t, i18n } = useLingui();
  // long lists are windowed within this box, so they render once the box is there
  const [chatScroller, setChatScroller] = useState<HTMLDivElement | null>(null);
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  return (
    <Stack
      spacing={1}
      sx={{
        height: '100%',
        p: 2,
        width: { xs: 300, md: 300 },
        maxWidth: '85vw',
        boxSizing: 'border-box',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Logo size={30} />
        {onClose && (
          <IconButton aria-label={t`Close menu`} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <NewChatButton onCreated={onClose} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ChatTitleFilter
            onFiltered={() => {
              if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
            }}
          />
        </Box>
        {onSearchAll && (
          // on hover only: the focus coming back from the dialog would float the tip over the
          // buttons below
          <Hint title={t`Search all chats: every message, not only titles`} disableFocusListener>
            <IconButton aria-label={i18n._(SEARCH_ALL_CHATS)} onClick={onSearchAll}>
              <ManageSearchIcon />
            </IconButton>
          </Hint>
        )}
      </Box>
      {/* the chats take the height left (at least 45 %); on a short screen the block below scrolls */}
      <Box
        ref={(element: HTMLDivElement | null) => {
          scrollerRef.current = element;
          setChatScroller(element);
        }}
        sx={{ flex: '1 1 0', minHeight: '45%', overflowY: 'auto', mx: -1, px: 1 }}
      >
        <ChatScrollerContext value={chatScroller}>
          <ChatList onChatSelected={onClose} />
        </ChatScrollerContext>
      </Box>
      <SidebarFooter onClose={onClose} onShowShortcuts={onShowShortcuts} />
    </Stack>
  );
};

export default Sidebar;
