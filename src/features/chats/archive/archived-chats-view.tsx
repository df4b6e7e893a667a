import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import { useState, type Ref } from 'react';
import { Virtuoso, type Components, type ItemProps, type ListProps } from 'react-virtuoso';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toast';
import type { Chat } from '../../../types/api';
import { ChatEntryText } from '../chat-entry';
import { chatTitle } from '../chat-title';
import { useArchive } from '../marks/use-marks';
import { useChatRemoval } from '../use-chat-removal';
import { useWindowsKeepUpWithTab } from '../use-windows-keep-up-with-tab';
import { useLingui } from '@lingui/react/macro';

/** A row's usual height, so rows are placed before they are measured. */
const ROW_PX = 60;
const OVERSCAN_PX = 3 * ROW_PX;

/** The windowed list as an MUI List (its rows are MUI ListItems) of `li` rows. */
const ROW_PARTS: Components<Chat> = {
  List: ({ style, children, ref }: ListProps) => (
    // Virtuoso types its list element as a div; it only measures it
    <List
      dense
      disablePadding
      aria-labelledby="archived-chats-title"
      style={style}
      ref={ref as unknown as Ref<HTMLUListElement>}
    >
      {children}
    </List>
  ),
  Item: ({ item: _chat, context: _none, ...props }: ItemProps<Chat> & { context?: unknown }) => (
    <li {...props} />
  ),
};

interface ArchivedChatsProps {
  open: boolean;
  onClose: () => void;
  /** the archived chats, newest first */
  chats: Chat[];
  /** opens a chat and closes the view */
  onOpenChat: (id: string) => void;
}

/** The archived chats: each can be opened, restored to the sidebar, or deleted. */
const ArchivedChatsView = ({ open, onClose, chats, onOpenChat }: ArchivedChatsProps) => {
  const { t } = useLingui();
  const { setArchived } = useArchive();
  const remove = useChatRemoval();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  useWindowsKeepUpWithTab(scroller);
  const restore = async (id: string) => {
    if (await setArchived(id, false)) toast.success(t`Chat restored`);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="archived-chats-title" fullWidth>
      <DialogTitle id="archived-chats-title">{t`Archived chats`}</DialogTitle>
      <DialogContent dividers sx={{ px: 1 }} ref={setScroller}>
        {chats.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
            {t`No archived chats.`}
          </Typography>
        ) : (
          // the dialog's content box scrolls, known from the second render; only the rows in and
          // near its view are in the page
          scroller && (
            <Virtuoso
              customScrollParent={scroller}
              data={chats}
              computeItemKey={(_, chat) => chat._id}
              defaultItemHeight={ROW_PX}
              increaseViewportBy={OVERSCAN_PX}
              components={ROW_PARTS}
              itemContent={(_, chat) => {
                const title = chatTitle(chat);
                return (
                  <ListItem
                    component="div"
                    disablePadding
                    secondaryAction={
                      <>
                        <IconButton
                          aria-label={t`Restore chat ${title}`}
                          onClick={() => void restore(chat._id)}
                          size="small"
                        >
                          <UnarchiveOutlinedIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          edge="end"
                          aria-label={t`Delete chat ${title}`}
                          onClick={() => setConfirming(chat._id)}
                          size="small"
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </>
                    }
                  >
                    <ListItemButton
                      onClick={() => onOpenChat(chat._id)}
                      sx={{ borderRadius: 2, pr: 10 }}
                    >
                      <ChatEntryText chat={chat} />
                    </ListItemButton>
                  </ListItem>
                );
              }}
            />
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Close`}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming !== null}
        question={t`Are you sure you want to delete this chat?`}
        confirmLabel={t`Delete`}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          if (confirming) void remove(confirming);
        }}
      />
    </Dialog>
  );
};

export default ArchivedChatsView;
