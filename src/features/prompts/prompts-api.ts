import { msg } from '@lingui/core/macro';
import { api } from '../../app/api';
import { keptInBrowser } from '../../app/storage';
import {
  addPrompts,
  deletePrompt,
  readPrompts,
  reorderPrompts,
  updatePrompt,
  type SavedPrompt,
  type Starter,
} from './prompts-store';
import { starterPrompts } from './starter-prompts';

const NOT_SAVED = msg`The change to your saved prompts could not be saved in this browser.`;
const FULL = msg`This browser's storage is full: the change to your saved prompts could not be saved.`;

/** A read or write of the prompts, with the prompts' messages unless told otherwise. */
const kept = <T>(work: () => Promise<T>, message = NOT_SAVED) => keptInBrowser(work, message, FULL);

const TAG = 'Prompts' as const;

/** Saved prompts, each account's own, kept in this browser's database, never on the server. */
const promptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrompts: build.query<SavedPrompt[], string>({
      queryFn: (owner) =>
        kept(
          () => readPrompts(owner, starterPrompts),
          msg`Your saved prompts could not be read from this browser.`,
        ),
      providesTags: [TAG],
    }),
    // each shows once stored (the list is read again); other tabs hear of it by the cross-tab sync
    addPrompts: build.mutation<number, { owner: string; prompts: Starter[] }>({
      queryFn: ({ owner, prompts }) => kept(() => addPrompts(owner, prompts)),
      invalidatesTags: [TAG],
    }),
    updatePrompt: build.mutation<null, { owner: string; prompt: SavedPrompt }>({
      queryFn: ({ owner, prompt }) =>
        kept<null>(() => updatePrompt(owner, prompt).then(() => null)),
      invalidatesTags: [TAG],
    }),
    deletePrompt: build.mutation<null, { owner: string; id: string }>({
      queryFn: ({ owner, id }) => kept<null>(() => deletePrompt(owner, id).then(() => null)),
      invalidatesTags: [TAG],
    }),
    reorderPrompts: build.mutation<null, { owner: string; ids: string[] }>({
      queryFn: ({ owner, ids }) => kept<null>(() => reorderPrompts(owner, ids).then(() => null)),
      // shown in the new order at once, put back if not kept
      onQueryStarted: async ({ owner, ids }, { dispatch, queryFulfilled }) => {
        const shown = dispatch(
          promptsApi.util.updateQueryData('getPrompts', owner, (draft) =>
            ids.flatMap((id) => draft.find((prompt) => prompt.id === id) ?? []),
          ),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
      invalidatesTags: [TAG],
    }),
  }),
});

export const {
  useGetPromptsQuery,
  useAddPromptsMutation,
  useUpdatePromptMutation,
  useDeletePromptMutation,
  useReorderPromptsMutation,
} = promptsApi;
