import { api } from '../../app/api';
import type { Message, MessageMode, SendMessageBody, SendMessageResponse } from '../../types/api';
import { MESSAGE_COST } from '../../types/business';
import { authApi } from '../auth/auth-api';
import { chatsApi } from '../chats/chats-api';
import { sendFailed, sendStarted, sendSucceeded } from './composer-slice';

export interface SendMessageArgs extends SendMessageBody {
  mode: MessageMode;
}

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<Message, SendMessageArgs>({
      query: ({ mode, chatId, prompt, isPublished }) => ({
        url: `/message/${mode}`,
        method: 'POST',
        body: { chatId, prompt, isPublished } satisfies SendMessageBody,
      }),
      transformResponse: (response: SendMessageResponse) => response.reply,
      // after a reply the server's balance is fetched, so the number shown is the server's
      invalidatesTags: (result) => (result ? ['User'] : []),
      onQueryStarted: async ({ chatId, prompt, mode }, { dispatch, queryFulfilled, requestId }) => {
        const timestamp = Date.now();
        dispatch(sendStarted({ requestId, chatId, prompt, mode, timestamp }));
        try {
          const { data: reply } = await queryFulfilled;
          // into the chat it was sent from, whichever chat is on screen now
          dispatch(
            chatsApi.util.updateQueryData('getChats', undefined, (chats) => {
              const chat = chats.find((c) => c._id === chatId);
              if (!chat) return;
              chat.messages.push(
                { role: 'user', content: prompt, timestamp, isImage: false },
                reply,
              );
              chat.updatedAt = new Date(Math.max(Date.now(), reply.timestamp)).toISOString();
            }),
          );
          dispatch(
            authApi.util.updateQueryData('getUser', undefined, (user) => {
              user.credits = Math.max(0, user.credits - MESSAGE_COST[mode]);
            }),
          );
          dispatch(sendSucceeded({ chatId }));
        } catch {
          // the toast comes from the api-error middleware; the prompt goes back to its input
          dispatch(sendFailed({ chatId, prompt }));
        }
      },
    }),
  }),
});

export const { useSendMessageMutation } = messagesApi;
