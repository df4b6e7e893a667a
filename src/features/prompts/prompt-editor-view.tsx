import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { focusedFirst, focusedFirstSlots } from '../../components/focused-first';
import { PROMPT_NAME_MAX } from './prompt-limits';
import { promptProblem } from './prompt-problem';
import type { PromptDraft } from './prompts-ui-slice';

const BLANK_EXAMPLE = '{{topic}}';

interface PromptEditorProps {
  open: boolean;
  onClose: () => void;
  /** what it starts with: a saved prompt (with its id), or a new one's text */
  initial: PromptDraft;
  /** the account's prompts, whose names this one must not repeat */
  others: readonly { id: string; name: string }[];
  /** resolves true once stored; false keeps the dialog, and what was typed, open */
  onSave: (draft: PromptDraft) => Promise<boolean>;
}

/** Saves a prompt under a short name, or changes a saved one. */
const PromptEditorView = ({ open, onClose, initial, others, onSave }: PromptEditorProps) => {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const [name, setName] = useState(initial.name);
  const [text, setText] = useState(initial.text);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const draft = { id: initial.id, name, text };
  const problem = tried ? promptProblem(draft, others) : null;
  const submit = async () => {
    setTried(true);
    if (promptProblem(draft, others) || busy) return;
    setBusy(true);
    const stored = await onSave({ ...draft, name: name.trim() }).finally(() => setBusy(false));
    if (stored) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={focusedFirstSlots}
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>
          {initial.id ? t`Edit saved prompt` : t`Save a prompt`}
        </DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label={t`Name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(problem?.name)}
            helperText={
              problem?.name ? i18n._(problem.name) : t`Type / and the name in the prompt to use it.`
            }
            slotProps={{ htmlInput: { ...focusedFirst, maxLength: PROMPT_NAME_MAX + 10 } }}
          />
          <TextField
            fullWidth
            multiline
            minRows={3}
            maxRows={12}
            margin="dense"
            label={t`Prompt`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(problem?.text)}
            helperText={
              problem?.text
                ? i18n._(problem.text)
                : t`Write a word in double braces, like ${BLANK_EXAMPLE}, where a value should be asked for each time.`
            }
            slotProps={{ htmlInput: { dir: 'auto' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t`Save`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

export default PromptEditorView;
