import { api, type ApiError } from '../../app/api';
import { START_UP_PATHS } from '../../app/api-paths';
import { newestFirst } from './chat-age';
import { chatSelected } from './chat-ui-slice';
import type { Chat, ChatsResponse, CreateChatResponse, DeleteChatResponse } from '../../types/api';

export const chatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.query<Chat[], void>({
      query: () => START_UP_PATHS.chats,
      transformResponse: ({ chats }: ChatsResponse) => {
        // The store deep-freezes what enters it: for thousands of chats, a quarter of a second on
        // a phone. Frozen here down to each chat, that stops there; no chat is changed in place.
        for (const chat of chats) Object.freeze(chat);
        Object.freeze(chats);
        return chats;
      },
      providesTags: ['Chats'],
    }),
    // this answer's shape is not fixed (a real server may send only success and message): the
    // new chat is taken from the answer, else it is the one the reloaded list adds, else the
    // newest. Either way it is this call's result, so whoever waits for it knows which chat it is
    createChat: build.mutation<Chat | null, void>({
      queryFn: async (
        _arg,
        { dispatch, getState },
        _extra,
        baseQuery,
      ): Promise<{ data: Chat | null } | { error: ApiError }> => {
        const listed = chatsApi.endpoints.getChats.select();
        const before = listed(getState() as Parameters<typeof listed>[0]).data ?? [];
        const known = new Set(before.map((c) => c._id));
        const answer = await baseQuery('/chat/create');
        if (answer.error) return { error: answer.error };
        const chat = (answer.data as Partial<CreateChatResponse> | undefined)?.chat;
        if (chat && typeof chat._id === 'string') return { data: chat };
        const reloaded: { data?: Chat[] } = await dispatch(
          chatsApi.endpoints.getChats.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        const chats = newestFirst(reloaded.data ?? []);
        return { data: chats.find((c) => !known.has(c._id)) ?? chats[0] ?? null };
      },
      invalidatesTags: ['Chats'],
      // the new chat is listed at once, before the refetch lands, and is selected: whoever asks
      // for a chat (New Chat, start-up) is shown it
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          const { data: chat } = await queryFulfilled;
          if (!chat) return;
          dispatch(
            chatsApi.util.updateQueryData('getChats', undefined, (chats) => [
              chat,
              ...chats.filter((c) => c._id !== chat._id),
            ]),
          );
          dispatch(chatSelected(chat._id));
        } catch {
          // shown by the api-error toasts
        }
      },
    }),
    deleteChat: build.mutation<string, string>({
      query: (chatId) => ({ url: '/chat/delete', method: 'POST', body: { chatId } }),
      transformResponse: (response: DeleteChatResponse) => response.message,
      invalidatesTags: ['Chats'],
      // the chat leaves the list as soon as the server confirms, before the refetch lands
      onQueryStarted: async (chatId, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
          dispatch(
            chatsApi.util.updateQueryData('getChats', undefined, (chats) =>
              chats.filter((c) => c._id !== chatId),
            ),
          );
        } catch {
          // shown by the api-error toasts
        }
      },
    }),
  }),
});

export const { useGetChatsQuery, useCreateChatMutation, useDeleteChatMutation } = chatsApi;

type MutationsState = { api: { mutations: Record<string, unknown> } };
interface MutationEntry {
  endpointName?: string;
  status?: string;
  startedTimeStamp?: number;
  data?: unknown;
}

const chatCreations = (state: MutationsState) =>
  (Object.values(state.api.mutations) as (MutationEntry | undefined)[]).filter(
    (m): m is MutationEntry => m?.endpointName === 'createChat',
  );

/** A New Chat (or the start-up's first chat) is on its way. */
export const selectCreatingChat = (state: MutationsState): boolean =>
  chatCreations(state).some((m) => m.status === 'pending');

/** The chat the newest New Chat made, if the server made it. */
export const selectNewestMadeChatId = (state: MutationsState): string | null => {
  const newest = chatCreations(state).sort(
    (a, b) => (b.startedTimeStamp ?? 0) - (a.startedTimeStamp ?? 0),
  )[0];
  const chat = newest?.status === 'fulfilled' ? (newest.data as Chat | null | undefined) : null;
  return chat?._id ?? null;
};
