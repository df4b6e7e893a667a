import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import { RowButton } from '../../../components/row-button';
import type { Chat } from '../../../types/api';
import { useLingui } from '@lingui/react/macro';

const ArchivedChatsDialog = lazyDialog(
  () => import(/* webpackChunkName: "archived-chats" */ './archived-chats-view'),
  'onClose',
);

/** The way to the archived chats, under the sidebar's list; there only when some are. */
export const ArchivedChats = ({
  chats,
  onOpenChat,
}: {
  chats: Chat[];
  onOpenChat: (id: string) => void;
}) => {
  const [open, setOpen] = useState(false);
  const { t, i18n } = useLingui();
  if (chats.length === 0 && !open) return null;
  const count = i18n.number(chats.length);
  return (
    <>
      <RowButton
        startIcon={<ArchiveOutlinedIcon fontSize="small" />}
        onClick={() => setOpen(true)}
        sx={{ mt: 1, width: '100%' }}
      >
        {t`Archived (${count})`}
      </RowButton>
      <ArchivedChatsDialog
        open={open}
        onClose={() => setOpen(false)}
        chats={chats}
        onOpenChat={(id) => {
          setOpen(false);
          onOpenChat(id);
        }}
      />
    </>
  );
};
