import { api, type ApiError } from '../../../app/api';
import { readPins, writePin } from './pins-store';

export const PINS_NOT_READ = 'Your pinned chats could not be read from this browser.';
export const PINS_NOT_SAVED = 'The pin could not be saved in this browser.';

const failure = (message: string): { error: ApiError } => ({
  error: { status: 'CUSTOM_ERROR', message, transient: false },
});

/** A user's pinned chats: kept in this browser's database, never on the server. */
export const pinsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPins: build.query<string[], string>({
      queryFn: async (userId) => {
        try {
          return { data: await readPins(userId) };
        } catch {
          return failure(PINS_NOT_READ);
        }
      },
      providesTags: ['Pins'],
    }),
    // other tabs hear of it through the cross-tab sync, and read the pins again
    setPinned: build.mutation<null, { userId: string; chatId: string; pinned: boolean }>({
      queryFn: async ({ userId, chatId, pinned }) => {
        try {
          await writePin(userId, chatId, pinned);
          return { data: null };
        } catch {
          return failure(PINS_NOT_SAVED);
        }
      },
      // shown at once; taken back if the database refused it
      onQueryStarted: async ({ userId, chatId, pinned }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          pinsApi.util.updateQueryData('getPins', userId, (ids) => [
            ...ids.filter((id) => id !== chatId),
            ...(pinned ? [chatId] : []),
          ]),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useGetPinsQuery, useSetPinnedMutation } = pinsApi;
