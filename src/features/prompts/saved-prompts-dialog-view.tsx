import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useId, useRef, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SavedPrompt } from './prompts-store';

interface SavedPromptsDialogProps {
  open: boolean;
  onClose: () => void;
  prompts: readonly SavedPrompt[];
  /** false for a session begun before its account was kept: nothing can be saved for it yet */
  accountKnown: boolean;
  /** whether the message box holds text to save */
  canSaveCurrent: boolean;
  onSaveCurrent: () => void;
  onNew: () => void;
  onEdit: (prompt: SavedPrompt) => void;
  onDelete: (prompt: SavedPrompt) => void;
  onMove: (prompt: SavedPrompt, by: -1 | 1) => void;
  onExport: () => void;
  onImport: (file: File) => void;
}

/** The account's saved prompts: change, delete and order them; save new ones; export, import. */
const SavedPromptsDialogView = ({
  open,
  onClose,
  prompts,
  accountKnown,
  canSaveCurrent,
  onSaveCurrent,
  onNew,
  onEdit,
  onDelete,
  onMove,
  onExport,
  onImport,
}: SavedPromptsDialogProps) => {
  const { t } = useLingui();
  const titleId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again is a new import
    if (file) onImport(file);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t`Saved prompts`}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t`Type / at the start of the message box to pick one. They are kept in this browser.`}
        </Typography>
        {accountKnown ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <Button variant="contained" onClick={onSaveCurrent} disabled={!canSaveCurrent}>
              {t`Save what I typed`}
            </Button>
            <Button variant="outlined" onClick={onNew}>
              {t`New prompt`}
            </Button>
          </Box>
        ) : (
          <Typography sx={{ py: 2 }}>
            {t`Saved prompts are kept for each account. Log out and in again once, and they are kept for yours.`}
          </Typography>
        )}
        {!accountKnown ? null : prompts.length === 0 ? (
          <Typography sx={{ py: 2 }}>{t`No saved prompts yet.`}</Typography>
        ) : (
          <List aria-label={t`Saved prompts`} dense>
            {prompts.map((prompt, index) => {
              const { name } = prompt;
              return (
                <ListItem
                  key={prompt.id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Box sx={{ display: 'flex' }}>
                      <IconButton
                        aria-label={t`Move ${name} up`}
                        disabled={index === 0}
                        onClick={() => onMove(prompt, -1)}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={t`Move ${name} down`}
                        disabled={index === prompts.length - 1}
                        onClick={() => onMove(prompt, 1)}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton aria-label={t`Edit ${name}`} onClick={() => onEdit(prompt)}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton aria-label={t`Delete ${name}`} onClick={() => onDelete(prompt)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  }
                  sx={{ pr: 22 }}
                >
                  <ListItemText
                    primary={<bdi>{prompt.name}</bdi>}
                    secondary={prompt.text}
                    slotProps={{
                      secondary: { noWrap: true, dir: 'auto' },
                    }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onExport} disabled={prompts.length === 0}>
          {t`Export`}
        </Button>
        <Button onClick={() => fileRef.current?.click()} disabled={!accountKnown}>
          {t`Import`}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t`Import saved prompts from a file`}
          onChange={chosen}
        />
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t`Close`}</Button>
      </DialogActions>
    </Dialog>
  );
};

export default SavedPromptsDialogView;
