import { api } from '../../../app/api';
import { askToKeepStoredData } from '../../../components/kept-storage';
import { forgetChat, readMarked, writeMarked, type MarkKind } from './marks-store';
import { keptInBrowser } from '../../../app/storage';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const NOT_READ: Record<MarkKind, MessageDescriptor> = {
  pins: msg`Your pinned chats could not be read from this browser.`,
  archived: msg`Your archived chats could not be read from this browser.`,
};
const NOT_SAVED: Record<MarkKind, MessageDescriptor> = {
  pins: msg`The pin could not be saved in this browser.`,
  archived: msg`The archive could not be saved in this browser.`,
};
export const STORAGE_FULL: Record<MarkKind, MessageDescriptor> = {
  pins: msg`This browser's storage is full: the pin could not be saved.`,
  archived: msg`This browser's storage is full: the archive could not be saved.`,
};

/** Pinned and archived chats: kept in this browser's database, never on the server. */
export const marksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarked: build.query<string[], MarkKind>({
      queryFn: (kind) => keptInBrowser(() => readMarked(kind), NOT_READ[kind]),
      providesTags: (_ids, _error, kind) => [{ type: 'Marks', id: kind }],
    }),
    // other tabs hear of it through the cross-tab sync, and read the marks again
    setMarked: build.mutation<null, { kind: MarkKind; chatId: string; on: boolean }>({
      queryFn: ({ kind, chatId, on }) =>
        keptInBrowser<null>(
          () => writeMarked(kind, chatId, on).then(() => null),
          NOT_SAVED[kind],
          STORAGE_FULL[kind],
        ),
      // shown once the database has it: a mark on screen is a mark kept, whatever comes next
      onQueryStarted: async ({ kind, chatId, on }, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
        } catch {
          return; // the toast says so
        }
        if (on) askToKeepStoredData();
        const { patches } = dispatch(
          marksApi.util.updateQueryData('getMarked', kind, (ids) => [
            ...ids.filter((id) => id !== chatId),
            ...(on ? [chatId] : []),
          ]),
        );
        // not read yet (a tap as the sidebar opens): read them again, this one too
        if (patches.length === 0)
          dispatch(marksApi.util.invalidateTags([{ type: 'Marks', id: kind }]));
      },
    }),
    // a deleted chat's marks go with it; a failure leaves an orphan no list ever shows
    forgetMarks: build.mutation<null, string>({
      queryFn: async (chatId) => {
        await forgetChat(chatId).catch(() => undefined);
        return { data: null };
      },
      invalidatesTags: ['Marks'],
    }),
  }),
});

export const { useGetMarkedQuery, useSetMarkedMutation, useForgetMarksMutation } = marksApi;
