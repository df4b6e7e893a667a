import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { memo } from 'react';
import { RelativeTime } from '../../components/relative-time';
import type { Chat } from '../../types/api';
import { chatTitle } from './chat-title';
import { CHAT_DRAG_TYPE } from './folders/folder-group';
import { useLingui } from '@lingui/react/macro';

/** How an entry was clicked: Ctrl/⌘ picks it alone for a bulk action, Shift a range. */
export interface ClickHow {
  toggle: boolean;
  range: boolean;
}

export interface ChatListItemProps {
  chat: Chat;
  selected: boolean;
  pinned: boolean;
  /** in select mode: whether it is chosen (otherwise undefined) */
  chosen: boolean | undefined;
  onSelect: (id: string, how: ClickHow) => void;
  onPin: (id: string, pin: boolean) => void;
  /** opens the entry's menu (Move to…, Archive) */
  onMore: (id: string, anchor: HTMLElement) => void;
  onDelete: (id: string) => void;
}

/** A chat's title on one line and how long ago it was active: how every list shows a chat. */
export const ChatEntryText = ({ chat }: { chat: Chat }) => (
  <ListItemText
    primary={<bdi>{chatTitle(chat)}</bdi>}
    secondary={<RelativeTime time={chat.updatedAt} />}
    slotProps={{
      primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 500 } },
      secondary: { variant: 'caption' },
    }}
  />
);

// With a mouse the title has the whole width, and the actions show over it on hover or focus;
// on a touch screen they are always there. Reached by the keyboard, the whole title shows.
const ACTIONS_ON_HOVER = {
  '& .MuiListItemButton-root': { pr: 15 },
  '&:has(:focus-visible) .MuiListItemText-primary': { whiteSpace: 'normal' },
  '@media (hover: hover) and (pointer: fine)': {
    '& .MuiListItemButton-root': { pr: 1 },
    '& .MuiListItemSecondaryAction-root': { opacity: 0 },
    '&:hover .MuiListItemButton-root, &:focus-within .MuiListItemButton-root': { pr: 15 },
    '&:hover .MuiListItemSecondaryAction-root, &:focus-within .MuiListItemSecondaryAction-root': {
      opacity: 1,
    },
  },
} as const;

export const ChatListItem = memo(
  ({ chat, selected, pinned, chosen, onSelect, onPin, onMore, onDelete }: ChatListItemProps) => {
    const title = chatTitle(chat);
    const { t } = useLingui();
    const choosing = chosen !== undefined;
    const text = <ChatEntryText chat={chat} />;
    // in select mode an entry is a checkbox, and its own actions give way to the bulk ones
    if (choosing)
      return (
        <ListItem component="div" disablePadding>
          <ListItemButton
            role="checkbox"
            aria-checked={chosen}
            onClick={(event) => onSelect(chat._id, { toggle: true, range: event.shiftKey })}
            title={title}
            sx={{ borderRadius: 2, gap: 1 }}
          >
            {chosen ? (
              <CheckBoxIcon fontSize="small" color="primary" />
            ) : (
              <CheckBoxOutlineBlankIcon fontSize="small" />
            )}
            {text}
          </ListItemButton>
        </ListItem>
      );
    return (
      <ListItem
        component="div"
        disablePadding
        sx={ACTIONS_ON_HOVER}
        secondaryAction={
          <>
            <IconButton
              aria-label={pinned ? t`Unpin chat ${title}` : t`Pin chat ${title}`}
              onClick={() => onPin(chat._id, !pinned)}
              size="small"
            >
              {pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
            </IconButton>
            <IconButton
              aria-label={t`More actions for chat ${title}`}
              aria-haspopup="menu"
              onClick={(event) => onMore(chat._id, event.currentTarget)}
              size="small"
            >
              <MoreHorizIcon fontSize="small" />
            </IconButton>
            <IconButton
              edge="end"
              aria-label={t`Delete chat ${title}`}
              onClick={() => onDelete(chat._id)}
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        <ListItemButton
          selected={selected}
          aria-current={selected ? 'true' : undefined}
          onClick={(event) =>
            onSelect(chat._id, {
              toggle: event.ctrlKey || event.metaKey,
              range: event.shiftKey,
            })
          }
          title={title}
          // on a desktop a chat can be dragged onto a folder (the menu's Move to… does it too)
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData(CHAT_DRAG_TYPE, chat._id);
            event.dataTransfer.effectAllowed = 'move';
          }}
          sx={{ borderRadius: 2 }}
        >
          {text}
        </ListItemButton>
      </ListItem>
    );
  },
);
ChatListItem.displayName = 'ChatListItem';
