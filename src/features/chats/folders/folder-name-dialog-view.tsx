import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { focusedFirst, focusedFirstSlots } from '../../../components/focused-first';
import { FOLDER_NAME_MAX, folderNameProblem } from './folder-name';
import { useLingui } from '@lingui/react/macro';

interface FolderNameDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  /** the name it starts with (a rename's current name) */
  initial: string;
  /** the other folders, whose names this one must not repeat */
  others: readonly { name: string }[];
  /** resolves true once stored; false keeps the dialog, and what was typed, open */
  onSubmit: (name: string) => Promise<boolean>;
}

/** Asks for a folder's name: a new folder's, or a new name for one. */
const FolderNameDialogView = ({
  open,
  onClose,
  title,
  confirmLabel,
  initial,
  others,
  onSubmit,
}: FolderNameDialogProps) => {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = folderNameProblem(name, others);
  const submit = async () => {
    setTried(true);
    if (problem || busy) return;
    setBusy(true);
    const stored = await onSubmit(name).finally(() => setBusy(false));
    if (stored) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={focusedFirstSlots}
      fullWidth
      maxWidth="xs"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label={t`Folder name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={tried && problem !== null}
            helperText={tried && problem ? i18n._(problem) : ' '}
            slotProps={{ htmlInput: { ...focusedFirst, maxLength: FOLDER_NAME_MAX + 10 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

export default FolderNameDialogView;
