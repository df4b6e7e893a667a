import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { memo, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RelativeTime } from '../../components/relative-time';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import type { Chat } from '../../types/api';
import { chatTitle, matchesSearch } from './chat-title';
import { chatSelected, selectSearch, selectSelectedChatId } from './chat-ui-slice';
import { useDeleteChatMutation } from './chats-api';
import { useChats } from './use-chats';

export const DELETE_QUESTION = 'Are you sure you want to delete this chat?';
export const CHATS_NOT_LOADED = 'Your chats could not be loaded yet.';

interface ChatListItemProps {
  chat: Chat;
  selected: boolean;
  onSelect: (id: string) => void;
  onDelete: (id: string) => void;
}

const ChatListItem = memo(({ chat, selected, onSelect, onDelete }: ChatListItemProps) => {
  const title = chatTitle(chat);
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={`Delete chat ${title}`}
          onClick={() => onDelete(chat._id)}
          size="small"
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      }
    >
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(chat._id)}
        sx={{ borderRadius: 2, pr: 6 }}
      >
        <ListItemText
          primary={title}
          secondary={<RelativeTime time={chat.updatedAt} />}
          slotProps={{
            primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 500 } },
            secondary: { variant: 'caption' },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
});
ChatListItem.displayName = 'ChatListItem';

/** 'Recent Chats': select a chat, or delete it after confirmation. */
export const ChatList = ({ onChatSelected }: { onChatSelected?: () => void }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { chats, isLoading, failed } = useChats();
  const search = useAppSelector(selectSearch);
  const selectedId = useAppSelector(selectSelectedChatId);
  const [deleteChat] = useDeleteChatMutation();
  const [confirming, setConfirming] = useState<string | null>(null);

  const select = useCallback(
    (id: string) => {
      dispatch(chatSelected(id));
      void navigate('/');
      onChatSelected?.();
    },
    [dispatch, navigate, onChatSelected],
  );

  const remove = async (id: string) => {
    setConfirming(null);
    const loading = toast.loading('deleting...');
    try {
      toast.success(await deleteChat(id).unwrap());
    } catch {
      // the error toast comes from the api-error middleware
    } finally {
      toast.dismiss(loading);
    }
  };

  if (isLoading) return <Spinner label="Loading chats" />;
  const shown = (chats ?? []).filter((chat) => matchesSearch(chat, search));

  return (
    <Box component="nav" aria-labelledby="recent-chats-heading" sx={{ minHeight: 0 }}>
      <Typography
        id="recent-chats-heading"
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ px: 1 }}
      >
        Recent Chats
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
          {/* empty only when the server said so: a list that failed to load is not empty */}
          {failed
            ? CHATS_NOT_LOADED
            : search.trim()
              ? 'No chats match your search.'
              : 'No chats yet.'}
        </Typography>
      ) : (
        <List dense disablePadding>
          {shown.map((chat) => (
            <ChatListItem
              key={chat._id}
              chat={chat}
              selected={chat._id === selectedId}
              onSelect={select}
              onDelete={setConfirming}
            />
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirming !== null}
        question={DELETE_QUESTION}
        confirmLabel="Delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </Box>
  );
};
