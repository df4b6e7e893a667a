import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../auth/state';

/** A prompt in the editor: a new one (no id) or a saved one being changed. */
export interface PromptDraft {
  id?: string;
  name: string;
  text: string;
}

interface PromptsUi {
  editor: PromptDraft | null;
  managing: boolean;
}

const initialState: PromptsUi = { editor: null, managing: false };

/** Which of the saved prompts' dialogs is open: any screen may open them, one place shows them. */
export const promptsUiSlice = createSlice({
  name: 'promptsUi',
  initialState,
  reducers: {
    promptEditorOpened: (state, action: PayloadAction<PromptDraft>) => {
      state.editor = action.payload;
    },
    promptEditorClosed: (state) => {
      state.editor = null;
    },
    savedPromptsOpened: (state) => {
      state.managing = true;
    },
    savedPromptsClosed: (state) => {
      state.managing = false;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
  selectors: {
    selectPromptEditor: (state) => state.editor,
    selectManagingPrompts: (state) => state.managing,
  },
});

export const { promptEditorOpened, promptEditorClosed, savedPromptsOpened, savedPromptsClosed } =
  promptsUiSlice.actions;
export const { selectPromptEditor, selectManagingPrompts } = promptsUiSlice.selectors;
