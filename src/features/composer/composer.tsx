import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import SendIcon from '@mui/icons-material/Send';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONNECTION_TITLE_ID, useOnline } from '../../app/connection';
import { addListener } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { toast } from '../../components/toast';
import type { MessageMode } from '../../types/api';
import { useCurrentUser } from '../auth';
import {
  chatSelected,
  selectAwaitingNewChat,
  selectNewestMadeChatId,
  selectSelectedChatId,
  useNewChat,
} from '../chats';
import { PromptSlash, SavedPromptsHost, savedPromptsOpened } from '../prompts';
import { DictationButton, stopReadingAloud } from '../voice';
import {
  draftChanged,
  editCancelled,
  editStarted,
  selectChosenDraft,
  selectEditing,
  selectPending,
} from './composer-slice';
import { useSendMessageMutation } from './messages-api';
import { createFirstChat, useNoChatSend } from './use-no-chat-send';
import { PromptField } from './prompt-field';
import { PublishChoice } from './publish-choice';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { mirroredIn } from '../../components/mirrored';
import { TOUCH, TOUCH_QUERY } from '../../components/touch';
import { useDirection } from '../language';

export const NO_CHAT_TO_SEND_TO = msg`There is no chat to send to until your chats have loaded.`;

/** A finger on a screen: focusing the prompt would pop its keyboard up. */
const touchScreen = () => window.matchMedia?.(TOUCH_QUERY).matches === true;

/** The bottom form: mode, prompt, send, and in Image mode the publish checkbox. */
export const Composer = ({ chatId }: { chatId: string | null }) => {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { data: user } = useCurrentUser();
  const { t, i18n } = useLingui();
  const direction = useDirection();
  const noChat = useNoChatSend(chatId);
  const newChat = useNewChat();
  const creatingFirst = useRef(false);
  const sendingToNewChat = useRef(false);
  const waiting = useAppSelector((state) => Boolean(selectPending(state, chatId)));
  // offline, nothing is sent: the prompt stays where it is, and the banner above says why
  const online = useOnline();
  const [mode, setMode] = useState<MessageMode>('text');
  const [publish, setPublish] = useState(false);
  const [sendMessage] = useSendMessageMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // opening a chat puts the cursor in its prompt, except on touch screens where that pops the keyboard
  useEffect(() => {
    if (window.matchMedia?.('(pointer: fine)').matches) inputRef.current?.focus();
    // a reply read aloud belongs to the chat that was open
    return () => stopReadingAloud();
  }, [chatId]);

  // Dictation belongs to the chat it began in, but the first chat takes what was typed before it
  // existed, so dictation begun then goes on into it.
  const [dictation, setDictation] = useState({ chatId, key: chatId ?? '' });
  if (dictation.chatId !== chatId)
    setDictation({ chatId, key: dictation.chatId === null ? dictation.key : (chatId ?? '') });
  const dictationKey = dictation.key;

  const editing = useAppSelector((state) => selectEditing(state, chatId));
  // a message taken in to be edited: its mode, and the caret after its last character
  useEffect(
    () =>
      dispatch(
        addListener({
          actionCreator: editStarted,
          // after the reducers: the field already holds the message (PromptField follows the store)
          effect: ({ payload }) => {
            const field = inputRef.current;
            if (payload.chatId !== chatId || !field) return;
            setMode(payload.mode);
            field.focus();
            field.setSelectionRange(field.value.length, field.value.length);
          },
        }),
      ),
    [dispatch, chatId],
  );
  // a saved prompt chosen after `/`, or dictated words, take the place of what was typed
  const insertPrompt = useCallback(
    (text: string) =>
      dispatch(draftChanged({ chatId: selectSelectedChatId(store.getState()), text })),
    [dispatch, store],
  );
  const readDraft = useCallback(() => selectChosenDraft(store.getState()), [store]);

  const cancelEdit = useCallback(() => {
    if (chatId) dispatch(editCancelled(chatId));
    inputRef.current?.focus();
  }, [chatId, dispatch]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      toast.error(t`Login to send message`);
      return;
    }
    if (waiting || !navigator.onLine) return;
    // read here, not subscribed to: the form does not re-render on every keystroke. The chat is
    // the store's, as the prompt's: this render's may be one just left
    const target = selectSelectedChatId(store.getState());
    const prompt = selectChosenDraft(store.getState());
    if (!prompt.trim()) return;
    const send = (id: string) => {
      void sendMessage({ chatId: id, prompt, mode, isPublished: mode === 'image' && publish });
      // the send button is disabled while waiting, so focus goes back to the prompt; on a touch
      // screen the keyboard goes down instead, for the reply, until the prompt is tapped again
      if (!touchScreen()) inputRef.current?.focus();
      else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    };
    if (target) {
      send(target);
      return;
    }
    // New Chat asked a moment ago: the prompt is the new chat's, sent once the server made it
    if (selectAwaitingNewChat(store.getState())) {
      if (sendingToNewChat.current) return;
      sendingToNewChat.current = true;
      const unsubscribe = store.subscribe(() => {
        const state = store.getState();
        if (selectAwaitingNewChat(state)) return;
        unsubscribe();
        sendingToNewChat.current = false;
        const id = selectSelectedChatId(state);
        if (id && id === selectNewestMadeChatId(state)) send(id);
        else
          toast.error(t`The new chat could not be made, so nothing was sent. Your prompt is kept.`);
      });
      return;
    }
    // no chat because the first could not be created: this send creates it, once, then sends
    if (!noChat.canCreateFirst || creatingFirst.current) return;
    creatingFirst.current = true;
    dispatch(createFirstChat())
      .unwrap()
      .then(
        (created) => {
          const id = created?._id ?? selectSelectedChatId(store.getState());
          if (!id) return;
          // selected before the send, so the prompt moves into the chat and then leaves it
          dispatch(chatSelected(id));
          send(id);
        },
        // the error toast comes from the api-error middleware; the prompt stays in its input
        () => undefined,
      )
      .finally(() => {
        creatingFirst.current = false;
      });
  };

  // Enter sends (through the form, so the browser's required check runs); Shift+Enter is a new line
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
        event.preventDefault();
        formRef.current?.requestSubmit();
      }
      if (event.key === 'Escape' && chatId && selectEditing(store.getState(), chatId)) {
        event.preventDefault();
        event.stopPropagation();
        dispatch(editCancelled(chatId));
      }
    },
    [chatId, dispatch, store],
  );

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pb: { xs: 1.5, sm: 2.5 }, pt: 1 }}>
      <Paper
        ref={formRef}
        component="form"
        onSubmit={submit}
        variant="outlined"
        aria-label={t`Send a message`}
        sx={{ maxWidth: 900, mx: 'auto', p: 1, pl: 1.5, borderRadius: 4, position: 'relative' }}
      >
        <PromptSlash inputRef={inputRef} onInsert={insertPrompt} />
        {editing && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              <Trans>
                Editing your message: sending it adds it as a new message. Esc puts your draft back.
              </Trans>
            </Typography>
            <Button size="small" onClick={cancelEdit}>
              <Trans>Cancel edit</Trans>
            </Button>
          </Box>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <NativeSelect
            value={mode}
            onChange={(e) => setMode(e.target.value === 'image' ? 'image' : 'text')}
            inputProps={{ 'aria-label': t`Mode` }}
            disableUnderline
            sx={{
              fontSize: 14,
              fontWeight: 600,
              flexShrink: 0,
              // a finger's size, and no zoom on focus (a phone zooms into a field under 16 px)
              [TOUCH]: { fontSize: 16, '& select': { minHeight: 44 } },
            }}
          >
            <option value="text">{t`Text`}</option>
            <option value="image">{t`Image`}</option>
          </NativeSelect>
          <PromptField inputRef={inputRef} onKeyDown={onKeyDown} />
          <DictationButton
            // another chat opened ends dictation: its words belong to the chat they began in
            key={dictationKey}
            readDraft={readDraft}
            writeDraft={insertPrompt}
            inputRef={inputRef}
          />
          <IconButton aria-label={t`Saved prompts`} onClick={() => dispatch(savedPromptsOpened())}>
            <BookmarksOutlinedIcon />
          </IconButton>
          <IconButton
            type="submit"
            color="primary"
            aria-label={t`Send`}
            aria-describedby={
              !online ? CONNECTION_TITLE_ID : noChat.notLoaded ? 'no-chat-reason' : undefined
            }
            disabled={!online || waiting || (!chatId && !noChat.canCreateFirst)}
          >
            <SendIcon sx={mirroredIn(direction)} />
          </IconButton>
        </Box>
        {noChat.notLoaded && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            <Typography id="no-chat-reason" variant="body2" color="text.secondary">
              {i18n._(NO_CHAT_TO_SEND_TO)}
            </Typography>
            <Button size="small" onClick={() => void newChat.create()} disabled={newChat.isLoading}>
              <Trans>New Chat</Trans>
            </Button>
          </Box>
        )}
        {mode === 'image' && <PublishChoice checked={publish} onChange={setPublish} />}
      </Paper>
      <SavedPromptsHost readDraft={readDraft} />
    </Box>
  );
};
