import { api, type ApiError } from '../../../app/api';
import { askToKeepStoredData } from '../../../components/kept-storage';
import { readPins, writePin } from './pins-store';
import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';

const PINS_NOT_READ = msg`Your pinned chats could not be read from this browser.`;
export const PINS_NOT_SAVED = msg`The pin could not be saved in this browser.`;

const failure = (message: MessageDescriptor): { error: ApiError } => ({
  error: { status: 'CUSTOM_ERROR', message: i18n._(message), transient: false },
});

/** The pinned chats: kept in this browser's database, never on the server. */
export const pinsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPins: build.query<string[], void>({
      queryFn: async () => {
        try {
          return { data: await readPins() };
        } catch {
          return failure(PINS_NOT_READ);
        }
      },
      providesTags: ['Pins'],
    }),
    // other tabs hear of it through the cross-tab sync, and read the pins again
    setPinned: build.mutation<null, { chatId: string; pinned: boolean }>({
      queryFn: async ({ chatId, pinned }) => {
        try {
          await writePin(chatId, pinned);
          return { data: null };
        } catch {
          return failure(PINS_NOT_SAVED);
        }
      },
      // shown once the database has it: a pin on screen is a pin kept, whatever comes next
      onQueryStarted: async ({ chatId, pinned }, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
        } catch {
          return; // the toast says so
        }
        if (pinned) askToKeepStoredData();
        const { patches } = dispatch(
          pinsApi.util.updateQueryData('getPins', undefined, (ids) => [
            ...ids.filter((id) => id !== chatId),
            ...(pinned ? [chatId] : []),
          ]),
        );
        // the pins were not read yet (a tap as the sidebar opens): read them again, this one too
        if (patches.length === 0) dispatch(pinsApi.util.invalidateTags(['Pins']));
      },
    }),
  }),
});

export const { useGetPinsQuery, useSetPinnedMutation } = pinsApi;
