import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import SendIcon from '@mui/icons-material/Send';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { snapshotTyped } from '../../components/start-snapshot';
import { toast } from '../../components/toast';
import type { MessageMode } from '../../types/api';
import { useCurrentUser } from '../auth/signed-in-gate';
import { draftChanged, selectDraft, selectPending } from './composer-slice';
import { useSendMessageMutation } from './messages-api';

/** How many lines the prompt grows to before it scrolls. */
const PROMPT_MAX_ROWS = 6;

/**
 * Where the browser sizes a field to its content (CSS field-sizing), the prompt grows by itself.
 * MUI's script-sized field (the fallback) measures a hidden copy of itself after every keystroke,
 * a forced layout on the typing path.
 */
const sizesItself = globalThis.CSS?.supports?.('field-sizing', 'content') ?? false;

/** The bottom form: mode, prompt, send, and in Image mode the publish checkbox. */
export const Composer = ({ chatId }: { chatId: string | null }) => {
  const dispatch = useAppDispatch();
  const { data: user } = useCurrentUser();
  const draft = useAppSelector((state) => selectDraft(state, chatId));
  const waiting = useAppSelector((state) => Boolean(selectPending(state, chatId)));
  const [mode, setMode] = useState<MessageMode>('text');
  const [publish, setPublish] = useState(false);
  const [sendMessage] = useSendMessageMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // opening a chat puts the cursor in its prompt, except on touch screens where that pops the keyboard
  useEffect(() => {
    if (window.matchMedia?.('(pointer: fine)').matches) inputRef.current?.focus();
  }, [chatId]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      toast.error('Login to send message');
      return;
    }
    if (!chatId || waiting) return;
    const prompt = draft;
    if (!prompt.trim()) return;
    void sendMessage({ chatId, prompt, mode, isPublished: mode === 'image' && publish });
    // the send button is disabled while waiting, so focus goes back to the prompt
    inputRef.current?.focus();
  };

  // Enter sends (through the form, so the browser's required check runs); Shift+Enter is a new line
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pb: { xs: 1.5, sm: 2.5 }, pt: 1 }}>
      <Paper
        ref={formRef}
        component="form"
        onSubmit={submit}
        variant="outlined"
        aria-label="Send a message"
        sx={{ maxWidth: 900, mx: 'auto', p: 1, pl: 1.5, borderRadius: 4 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <NativeSelect
            value={mode}
            onChange={(e) => setMode(e.target.value === 'image' ? 'image' : 'text')}
            inputProps={{ 'aria-label': 'Mode' }}
            disableUnderline
            sx={{ fontSize: 14, fontWeight: 600, flexShrink: 0 }}
          >
            <option value="text">Text</option>
            <option value="image">Image</option>
          </NativeSelect>
          <InputBase
            value={draft}
            onChange={(e) => dispatch(draftChanged({ chatId, text: e.target.value }))}
            onKeyDown={onKeyDown}
            placeholder="Type your prompt here..."
            required
            // a plain textarea, which the browser grows (sx below); MUI's multiline is always
            // its script-sized one
            {...(sizesItself
              ? { inputComponent: 'textarea', rows: 1 }
              : { multiline: true, maxRows: PROMPT_MAX_ROWS })}
            inputRef={inputRef}
            inputProps={{
              'aria-label': 'Prompt',
              // what is typed into the start-up's picture of this field comes here
              ...snapshotTyped,
              // InputBase gives its input a type, which a textarea has not
              ...(sizesItself && { type: undefined }),
            }}
            sx={{
              flex: 1,
              py: 0.75,
              ...(sizesItself && {
                '& textarea': {
                  fieldSizing: 'content',
                  height: 'auto',
                  maxHeight: `${PROMPT_MAX_ROWS}lh`,
                  padding: 0,
                  resize: 'none',
                },
              }),
            }}
          />
          <IconButton type="submit" color="primary" aria-label="Send" disabled={waiting || !chatId}>
            <SendIcon />
          </IconButton>
        </Box>
        {mode === 'image' && (
          <FormControlLabel
            sx={{ ml: 0, mt: 0.5 }}
            control={
              <Checkbox
                size="small"
                checked={publish}
                onChange={(e) => setPublish(e.target.checked)}
              />
            }
            label="Publish Generated Image to Community"
            slotProps={{ typography: { variant: 'body2' } }}
          />
        )}
      </Paper>
    </Box>
  );
};
