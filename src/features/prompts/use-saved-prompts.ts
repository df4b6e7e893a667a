import { useCallback } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectAccount } from '../auth';
import {
  useAddPromptsMutation,
  useDeletePromptMutation,
  useGetPromptsQuery,
  useReorderPromptsMutation,
  useUpdatePromptMutation,
} from './prompts-api';
import type { SavedPrompt, Starter } from './prompts-store';

const NONE: SavedPrompt[] = [];
const succeeded = (result: { error?: unknown }) => !('error' in result && result.error);

/**
 * The signed-in account's saved prompts, in their order, with the ways to change them. Each
 * change resolves true once stored; a failure has said why in a toast.
 */
export const useSavedPrompts = ({ skip = false } = {}) => {
  const owner = useAppSelector(selectAccount);
  const { data, isError } = useGetPromptsQuery(owner ?? '', { skip: skip || !owner });
  const [add] = useAddPromptsMutation();
  const [update] = useUpdatePromptMutation();
  const [remove] = useDeletePromptMutation();
  const [reorder] = useReorderPromptsMutation();
  const prompts = data ?? NONE;

  return {
    prompts,
    known: data !== undefined || isError,
    /** false for a session begun before its account was kept: it has no saved prompts yet */
    accountKnown: owner !== null,
    /** resolves with how many were saved (a prompt already there is not saved twice), or null */
    addPrompts: useCallback(
      async (added: Starter[]) => {
        if (!owner) return null;
        const result = await add({ owner, prompts: added });
        return 'data' in result && result.data !== undefined ? result.data : null;
      },
      [add, owner],
    ),
    updatePrompt: useCallback(
      async (prompt: SavedPrompt) =>
        Boolean(owner) && succeeded(await update({ owner: owner ?? '', prompt })),
      [update, owner],
    ),
    deletePrompt: useCallback(
      async (id: string) => Boolean(owner) && succeeded(await remove({ owner: owner ?? '', id })),
      [remove, owner],
    ),
    /** moves a prompt one place up (-1) or down (+1) */
    movePrompt: useCallback(
      async (id: string, by: -1 | 1) => {
        const ids = prompts.map((prompt) => prompt.id);
        const from = ids.indexOf(id);
        const to = from + by;
        if (!owner || from < 0 || to < 0 || to >= ids.length) return false;
        ids.splice(to, 0, ...ids.splice(from, 1));
        return succeeded(await reorder({ owner, ids }));
      },
      [prompts, reorder, owner],
    ),
  };
};
