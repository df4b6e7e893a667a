import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { memo, useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RelativeTime, useNow } from '../../components/relative-time';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import type { Chat } from '../../types/api';
import { CHAT_AGE_HEADINGS, groupByAge } from './chat-age';
import { chatTitle, matchesSearch } from './chat-title';
import { useGoToChosenChat } from './use-chat-address';
import { chatSelected, selectSearch, selectSelectedChatId } from './chat-ui-slice';
import { useDeleteChatMutation } from './chats-api';
import { usePins } from './pins/use-pins';
import { useChats } from './use-chats';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export const CHATS_NOT_LOADED = msg`Your chats could not be loaded yet.`;

interface ChatListItemProps {
  chat: Chat;
  selected: boolean;
  pinned: boolean;
  onSelect: (id: string) => void;
  onPin: (id: string, pin: boolean) => void;
  onDelete: (id: string) => void;
}

const ChatListItem = memo(
  ({ chat, selected, pinned, onSelect, onPin, onDelete }: ChatListItemProps) => {
    const title = chatTitle(chat);
    const { t } = useLingui();
    return (
      <ListItem
        disablePadding
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
          onClick={() => onSelect(chat._id)}
          sx={{ borderRadius: 2, pr: 10 }}
        >
          <ListItemText
            primary={<bdi>{title}</bdi>}
            secondary={<RelativeTime time={chat.updatedAt} />}
            slotProps={{
              primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 500 } },
              secondary: { variant: 'caption' },
            }}
          />
        </ListItemButton>
      </ListItem>
    );
  },
);
ChatListItem.displayName = 'ChatListItem';

interface ChatItemsProps extends Omit<ChatListItemProps, 'chat' | 'selected' | 'pinned'> {
  chats: Chat[];
  selectedId: string | null;
  pinned: ReadonlySet<string>;
}

const ChatItems = ({ chats, selectedId, pinned, ...actions }: ChatItemsProps) => (
  <List dense disablePadding>
    {chats.map((chat) => (
      <ChatListItem
        key={chat._id}
        chat={chat}
        selected={chat._id === selectedId}
        pinned={pinned.has(chat._id)}
        {...actions}
      />
    ))}
  </List>
);

/** The chats under Today, Yesterday, Previous 7 days, Previous 30 days and Older. */
const ChatsByAge = ({ chats, ...items }: ChatItemsProps) => {
  const now = useNow();
  const { i18n } = useLingui();
  return groupByAge(chats, now).map((group) => (
    <Box key={group.age} role="group" aria-labelledby={`chats-${group.age}`}>
      <Typography
        id={`chats-${group.age}`}
        variant="caption"
        component="h3"
        color="text.secondary"
        sx={{ display: 'block', px: 1, pt: 1, fontWeight: 600 }}
      >
        {i18n._(CHAT_AGE_HEADINGS[group.age])}
      </Typography>
      <ChatItems chats={group.chats} {...items} />
    </Box>
  ));
};

interface ChatGroupProps extends ChatItemsProps {
  /** names its heading's id */
  id: string;
  heading: string;
  /** shown when the group has no chat */
  empty?: string;
  /** under headings by last activity */
  byAge?: boolean;
}

/** A titled group of the sidebar's chats: 'Pinned' or 'Recent Chats'. */
const ChatGroup = ({ id, heading, empty, byAge = false, ...items }: ChatGroupProps) => {
  const headingId = `${id}-heading`;
  return (
    <Box component="nav" aria-labelledby={headingId} sx={{ minHeight: 0 }}>
      <Typography
        id={headingId}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ px: 1 }}
      >
        {heading}
      </Typography>
      {items.chats.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
          {empty}
        </Typography>
      ) : byAge ? (
        <ChatsByAge {...items} />
      ) : (
        <ChatItems {...items} />
      )}
    </Box>
  );
};

/**
 * 'Pinned' (when any is), then 'Recent Chats' in the server's order: select a chat, pin it, or
 * delete it after confirmation.
 */
export const ChatList = ({ onChatSelected }: { onChatSelected?: () => void }) => {
  const dispatch = useAppDispatch();
  const goToChat = useGoToChosenChat();
  const { chats, isLoading, failed } = useChats();
  const search = useAppSelector(selectSearch);
  const selectedId = useAppSelector(selectSelectedChatId);
  const [deleteChat] = useDeleteChatMutation();
  const { pinned, setPinned, known: pinsKnown } = usePins();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { t, i18n } = useLingui();

  const select = useCallback(
    (id: string) => {
      dispatch(chatSelected(id));
      goToChat(id);
      onChatSelected?.();
    },
    [dispatch, goToChat, onChatSelected],
  );

  const remove = async (id: string) => {
    setConfirming(null);
    const loading = toast.loading(t`deleting...`);
    try {
      toast.success(await deleteChat(id).unwrap());
      // its pin goes with it (one another tab made, too)
      void setPinned(id, false);
    } catch {
      // the error toast comes from the api-error middleware
    } finally {
      toast.dismiss(loading);
    }
  };

  // read with the chats: a pinned chat never jumps from 'Recent Chats' to 'Pinned' on screen
  if (isLoading || (chats && !pinsKnown)) return <Spinner label={t`Loading chats`} />;
  const shown = (chats ?? []).filter((chat) => matchesSearch(chat, search));

  const pinnedShown = shown.filter((chat) => pinned.has(chat._id));
  const group = { selectedId, pinned, onSelect: select, onPin: setPinned, onDelete: setConfirming };

  return (
    <>
      {pinnedShown.length > 0 && (
        <ChatGroup id="pinned" heading={t`Pinned`} chats={pinnedShown} {...group} />
      )}
      <ChatGroup
        id="recent-chats"
        heading={t`Recent Chats`}
        byAge
        chats={shown.filter((chat) => !pinned.has(chat._id))}
        // empty only when the server said so: a list that failed to load is not empty
        empty={
          failed
            ? i18n._(CHATS_NOT_LOADED)
            : search.trim()
              ? pinnedShown.length > 0
                ? t`No other chats match your search.`
                : t`No chats match your search.`
              : pinnedShown.length > 0
                ? t`Every chat is pinned.`
                : t`No chats yet.`
        }
        {...group}
      />
      <ConfirmDialog
        open={confirming !== null}
        question={t`Are you sure you want to delete this chat?`}
        confirmLabel={t`Delete`}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </>
  );
};
