import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyDialog } from '../../components/lazy-dialog';
import { lazyPart } from '../../components/lazy-part';
import type { PromptSlashProps } from './prompt-slash';
import {
  promptEditorClosed,
  savedPromptsClosed,
  selectManagingPrompts,
  selectPromptEditor,
} from './prompts-ui-slice';
import { slashQuery } from './slash-matches';

// No first paint needs the saved prompts: their code comes in their dialogs' chunk, once the
// start-up has settled or when they are first wanted.

const SlashList = lazyPart(() => import(/* webpackChunkName: "prompts" */ './prompt-slash'));

/** The `/` list in the message box; a `/` typed before its code is here asks for it. */
export const PromptSlash = (props: PromptSlashProps) => {
  const { inputRef } = props;
  useEffect(() => {
    const field = inputRef.current;
    const typed = () => {
      if (field && slashQuery(field.value) !== null) SlashList.prefetch();
    };
    field?.addEventListener('input', typed);
    return () => field?.removeEventListener('input', typed);
  }, [inputRef]);
  return <SlashList {...props} />;
};

const Host = lazyDialog<{ open: boolean; onClose: () => void; readDraft: () => string }>(
  () => import(/* webpackChunkName: "prompts" */ './saved-prompts-host'),
  'onClose',
);

/** Where the saved prompts' dialogs show, whichever screen opened them. */
export const SavedPromptsHost = ({ readDraft }: { readDraft: () => string }) => {
  const dispatch = useAppDispatch();
  const open = useAppSelector(
    (state) => selectManagingPrompts(state) || selectPromptEditor(state) !== null,
  );
  // what a failed download closes: the dialogs' state, so the next open tries again
  const close = () => {
    dispatch(savedPromptsClosed());
    dispatch(promptEditorClosed());
  };
  return <Host open={open} onClose={close} readDraft={readDraft} />;
};
