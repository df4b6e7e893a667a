import InputBase from '@mui/material/InputBase';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useReducer,
  type ChangeEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { TOUCH } from '../../components/touch';
import { selectSelectedChatId } from '../chats';
import { draftChanged, selectChosenDraft } from './composer-slice';
import { PROMPT_NAME } from './prompt-name';
import { useLingui } from '@lingui/react/macro';

/** How many lines the prompt grows to before it scrolls. */
const PROMPT_MAX_ROWS = 6;

/**
 * Where the browser sizes a field to its content (CSS field-sizing), the prompt grows by itself.
 * MUI's script-sized field (the fallback) measures a hidden copy of itself after every keystroke,
 * a forced layout on the typing path.
 */
const sizesItself = globalThis.CSS?.supports?.('field-sizing', 'content') ?? false;

const sizing = sizesItself
  ? // a plain textarea, which the browser grows (sx below); MUI's multiline is always its
    // script-sized one
    { inputComponent: 'textarea' as const, rows: 1 }
  : { multiline: true, maxRows: PROMPT_MAX_ROWS };

const inputProps = {
  name: PROMPT_NAME,
  // InputBase gives its input a type, which a textarea has not
  ...(sizesItself && { type: undefined }),
};
const sx = {
  flex: 1,
  py: 0.75,
  // a phone zooms into a field set smaller than 16 px when it is focused
  [TOUCH]: { fontSize: 'max(16px, 1rem)' },
  ...(sizesItself && {
    '& textarea': {
      fieldSizing: 'content',
      height: 'auto',
      maxHeight: `${PROMPT_MAX_ROWS}lh`,
      padding: 0,
      resize: 'none',
    },
  }),
};

interface PromptFieldProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * The prompt. Its text lives in the field, as the browser keeps it, and each keystroke goes to
 * the store's draft; nothing re-renders while typing, because a controlled field re-renders, and
 * React rewrites the field's text content, on every key. Only a draft changed from elsewhere (a
 * send empties it, a failed one puts it back, another chat is opened) is written into the field.
 */
export const PromptField = memo(function PromptField({ inputRef, onKeyDown }: PromptFieldProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // a write from outside re-renders once, for MUI's script-sized field to measure it
  const [, written] = useReducer((count: number) => count + 1, 0);
  const { t } = useLingui();
  const typingDraft = useCallback(() => selectChosenDraft(store.getState()), [store]);
  const onChange = useCallback(
    (event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) =>
      dispatch(
        draftChanged({
          chatId: selectSelectedChatId(store.getState()),
          text: event.target.value,
        }),
      ),
    [dispatch, store],
  );
  useLayoutEffect(() => {
    const follow = () => {
      const field = inputRef.current;
      const draft = typingDraft();
      if (!field || field.value === draft) return;
      field.value = draft;
      written();
    };
    follow();
    return store.subscribe(follow);
  }, [store, typingDraft, inputRef]);
  return (
    <InputBase
      // read, not subscribed to: the effect above keeps the field and the draft together
      defaultValue={typingDraft()}
      onChange={onChange}
      onKeyDown={onKeyDown}
      placeholder={t`Type your prompt here...`}
      required
      {...sizing}
      inputRef={inputRef}
      // what is typed takes its own direction, whatever the page's
      inputProps={{ ...inputProps, dir: 'auto', 'aria-label': t`Prompt` }}
      sx={sx}
    />
  );
});
