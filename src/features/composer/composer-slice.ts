import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageMode } from '../../types/api';
import { chatSelected, selectSelectedChatId } from '../chats/state';
import { readStoredDrafts } from './stored-drafts';

/** A message on its way: shown at once, kept until the server answers. */
export interface PendingSend {
  requestId: string;
  chatId: string;
  prompt: string;
  mode: MessageMode;
  timestamp: number;
  /** a retry leaves the chat's input as it is */
  isRetry?: boolean;
}

/** A message of the user's, taken into the composer to be sent again as changed. */
export interface EditStart {
  chatId: string;
  text: string;
  mode: MessageMode;
}

export interface ComposerState {
  /**
   * what the user is typing, per chat, so switching chats loses nothing; while a message is
   * edited, the chat's own draft waits under its stash key (stored with the drafts)
   */
  drafts: Record<string, string>;
  /** at most one awaited reply per chat */
  pending: Record<string, PendingSend>;
}

/** Where a chat's draft waits while one of its messages is being edited. */
const stashKey = (chatId: string) => `stashed:${chatId}`;

const withoutKey = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

const emptyState: ComposerState = { drafts: {}, pending: {} };
const initialComposerState = (): ComposerState => ({
  drafts: readStoredDrafts(),
  pending: {},
});

/** The edit ends: the chat's own draft comes back into its input. */
const endEdit = (state: ComposerState, chatId: string) => {
  const key = stashKey(chatId);
  if (!(key in state.drafts)) return;
  state.drafts[chatId] = state.drafts[key] ?? '';
  state.drafts = withoutKey(state.drafts, key);
};

/** A prompt goes back into its chat's input, before anything typed there meanwhile. */
const putBack = (state: ComposerState, { chatId, prompt }: { chatId: string; prompt: string }) => {
  const typedMeanwhile = state.drafts[chatId] ?? '';
  // a failed retry finds its prompt still there
  if (typedMeanwhile === prompt || typedMeanwhile.startsWith(`${prompt}\n`)) return;
  state.drafts[chatId] = typedMeanwhile ? `${prompt}\n${typedMeanwhile}` : prompt;
};

/** Where typing goes before any chat is selected (start-up): it moves into the first chat. */
const NO_CHAT = '';

export const composerSlice = createSlice({
  name: 'composer',
  initialState: initialComposerState,
  reducers: {
    /** nothing typed by one user is left for the next one on this browser */
    composerCleared: () => emptyState,
    /** a deleted chat's draft goes with it */
    draftDiscarded: (state, action: PayloadAction<string>) => {
      state.drafts = withoutKey(withoutKey(state.drafts, action.payload), stashKey(action.payload));
    },
    /** `chatId` null: typed before the first chat exists; an edit emptied ends */
    draftChanged: (state, action: PayloadAction<{ chatId: string | null; text: string }>) => {
      const { chatId, text } = action.payload;
      state.drafts[chatId ?? NO_CHAT] = text;
      if (chatId && !text) endEdit(state, chatId);
    },
    /** a message of the user's goes into its chat's input; the draft there waits meanwhile */
    editStarted: (state, action: PayloadAction<EditStart>) => {
      const { chatId, text } = action.payload;
      const key = stashKey(chatId);
      if (!(key in state.drafts)) state.drafts[key] = state.drafts[chatId] ?? '';
      state.drafts[chatId] = text;
    },
    editCancelled: (state, action: PayloadAction<string>) => {
      endEdit(state, action.payload);
    },
    sendStarted: (state, action: PayloadAction<PendingSend>) => {
      const { chatId, isRetry } = action.payload;
      state.pending[chatId] = action.payload;
      if (isRetry) return;
      state.drafts[chatId] = '';
      // an edit sent: the chat's own draft is back
      endEdit(state, chatId);
    },
    sendSucceeded: (
      state,
      action: PayloadAction<{ chatId: string; prompt: string; isRetry?: boolean }>,
    ) => {
      const { chatId, prompt, isRetry } = action.payload;
      state.pending = withoutKey(state.pending, chatId);
      // a retried prompt leaves the input, unless something else was typed there since
      if (isRetry && state.drafts[chatId] === prompt) state.drafts[chatId] = '';
    },
    /** the prompt goes back into its chat's input and stays there */
    sendFailed: (state, action: PayloadAction<{ chatId: string; prompt: string }>) => {
      state.pending = withoutKey(state.pending, action.payload.chatId);
      putBack(state, action.payload);
    },
    /** a prompt whose page was left before the server answered, and that the server never got */
    promptRestored: (state, action: PayloadAction<{ chatId: string; prompt: string }>) => {
      putBack(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(chatSelected, (state, action) => {
      const early = state.drafts[NO_CHAT];
      const chatId = action.payload;
      if (!early || !chatId) return;
      // a chat that has a draft already (New Chat failed, back to the last one) keeps both
      const draft = state.drafts[chatId];
      state.drafts[chatId] = draft ? `${draft}\n${early}` : early;
      state.drafts = withoutKey(state.drafts, NO_CHAT);
    });
  },
  selectors: {
    selectDraft: (state, chatId: string | null) => state.drafts[chatId ?? NO_CHAT] ?? '',
    selectEditing: (state, chatId: string | null) =>
      chatId !== null && stashKey(chatId) in state.drafts,
    selectPending: (state, chatId: string | null) => (chatId ? state.pending[chatId] : undefined),
  },
});

export const {
  composerCleared,
  draftChanged,
  draftDiscarded,
  sendStarted,
  sendSucceeded,
  sendFailed,
  promptRestored,
  editStarted,
  editCancelled,
} = composerSlice.actions;
export const { selectDraft, selectPending, selectEditing } = composerSlice.selectors;

/**
 * The draft of the chat chosen in the store, not the one last rendered: a key typed or a send
 * right after New Chat or a click on another chat goes where the person now is.
 */
export const selectChosenDraft = (
  state: Parameters<typeof selectDraft>[0] & Parameters<typeof selectSelectedChatId>[0],
) => selectDraft(state, selectSelectedChatId(state));
