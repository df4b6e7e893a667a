import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckIcon from '@mui/icons-material/Check';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useId } from 'react';
import type { Folder } from './folders-store';
import { useLingui } from '@lingui/react/macro';

interface MoveDialogProps {
  open: boolean;
  onClose: () => void;
  /** what is moved: "Move “Trip ideas” to" */
  title: string;
  folders: readonly Folder[];
  /** where it is now (null: no folder); undefined when the chats moved are in several */
  current: string | null | undefined;
  /** resolves once moved (or refused, which a toast tells) */
  onMove: (folderId: string | null) => Promise<unknown>;
  onNewFolder: () => void;
}

/** Moves chats into a folder, or out of every folder, by touch and keyboard alike. */
const MoveDialogView = ({
  open,
  onClose,
  title,
  folders,
  current,
  onMove,
  onNewFolder,
}: MoveDialogProps) => {
  const { t } = useLingui();
  const titleId = useId();
  const targets = [
    { id: null, name: t`No folder (Recent Chats)` },
    ...folders.map(({ id, name }) => ({ id, name })),
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ px: 1 }}>
        <List dense disablePadding aria-labelledby={titleId}>
          {targets.map((target) => {
            const here = target.id === current;
            return (
              <ListItem key={target.id ?? ''} disablePadding>
                <ListItemButton
                  disabled={here}
                  aria-current={here ? 'true' : undefined}
                  onClick={() => {
                    onClose();
                    void onMove(target.id);
                  }}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {target.id === null ? (
                      <InboxOutlinedIcon fontSize="small" />
                    ) : (
                      <FolderOutlinedIcon fontSize="small" />
                    )}
                  </ListItemIcon>
                  <ListItemText primary={<bdi>{target.name}</bdi>} />
                  {here && <CheckIcon fontSize="small" aria-label={t`Here now`} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNewFolder}>{t`New folder…`}</Button>
        <Button onClick={onClose}>{t`Cancel`}</Button>
      </DialogActions>
    </Dialog>
  );
};

export default MoveDialogView;
