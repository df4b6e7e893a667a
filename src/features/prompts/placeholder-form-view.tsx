import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { focusedFirst, focusedFirstSlots } from '../../components/focused-first';
import { useLingui } from '@lingui/react/macro';

interface PlaceholderFormProps {
  open: boolean;
  /** the saved prompt's name, for the title */
  promptName: string;
  /** its placeholders, in order */
  names: readonly string[];
  onInsert: (values: Record<string, string>) => void;
  onClose: () => void;
}

/** Asks for the values of a saved prompt's `{{placeholders}}` before its text goes in. */
const PlaceholderFormView = ({
  open,
  promptName,
  names,
  onInsert,
  onClose,
}: PlaceholderFormProps) => {
  const { t } = useLingui();
  const titleId = useId();
  const hintId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      slotProps={focusedFirstSlots}
      fullWidth
      maxWidth="xs"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // React bubbles a portal's events through the tree that rendered it: the composer's
          // form, which would send
          event.stopPropagation();
          onInsert(Object.fromEntries(names.map((name) => [name, values[name] ?? ''])));
        }}
      >
        <DialogTitle id={titleId}>{promptName}</DialogTitle>
        <DialogContent>
          <DialogContentText id={hintId}>
            {t`Fill in the blanks. The prompt goes into the message box, and is not sent yet.`}
          </DialogContentText>
          {names.map((name, index) => (
            <TextField
              key={name}
              fullWidth
              margin="dense"
              label={name}
              value={values[name] ?? ''}
              onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
              // the first blank is where the person is going
              slotProps={{ htmlInput: { ...(index === 0 && focusedFirst), dir: 'auto' } }}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" variant="contained">
            {t`Insert`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

export default PlaceholderFormView;
