import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageMode } from '../../types/api';
import { chatSelected } from '../chats';
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

export interface ComposerState {
  /** what the user is typing, per chat, so switching chats loses nothing */
  drafts: Record<string, string>;
  /** at most one awaited reply per chat */
  pending: Record<string, PendingSend>;
}

const withoutKey = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

const emptyState: ComposerState = { drafts: {}, pending: {} };
export const initialComposerState = (): ComposerState => ({
  drafts: readStoredDrafts(),
  pending: {},
});

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
      state.drafts = withoutKey(state.drafts, action.payload);
    },
    /** `chatId` null: typed before the first chat exists */
    draftChanged: (state, action: PayloadAction<{ chatId: string | null; text: string }>) => {
      state.drafts[action.payload.chatId ?? NO_CHAT] = action.payload.text;
    },
    sendStarted: (state, action: PayloadAction<PendingSend>) => {
      state.pending[action.payload.chatId] = action.payload;
      if (!action.payload.isRetry) state.drafts[action.payload.chatId] = '';
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
      if (!state.drafts[chatId]) state.drafts[chatId] = early;
      state.drafts = withoutKey(state.drafts, NO_CHAT);
    });
  },
  selectors: {
    selectDraft: (state, chatId: string | null) => state.drafts[chatId ?? NO_CHAT] ?? '',
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
} = composerSlice.actions;
export const { selectDraft, selectPending } = composerSlice.selectors;
