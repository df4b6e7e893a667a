import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { focusedFirst, focusedFirstSlots } from './focused-first';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An accessible yes/no question; the safe answer has the focus. */
const ConfirmDialogView = ({
  open,
  question,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const id = useId();
  return (
    // the question names the dialog, so a screen reader says what is asked as focus arrives
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={id}
      role="alertdialog"
      slotProps={focusedFirstSlots}
    >
      <DialogContent>
        <DialogContentText id={id} color="text.primary">
          {question}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* the APG's alertdialog pattern: focus starts on the least destructive action */}
        <Button onClick={onCancel} {...focusedFirst}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default ConfirmDialogView;
