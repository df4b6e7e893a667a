import { api, type FailureOffer } from '../../app/api';
import type { Message, MessageMode, SendMessageBody, SendMessageResponse } from '../../types/api';
import { MESSAGE_COST } from '../../types/business';
import { authApi } from '../auth';
import { chatsApi } from '../chats';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { toast } from '../../components/toast';
import {
  selectPending,
  sendFailed,
  sendStarted,
  sendSucceeded,
  type ComposerState,
} from './composer-slice';
import { t } from '@lingui/core/macro';

export interface SendMessageArgs extends SendMessageBody {
  mode: MessageMode;
  /** a send not typed in the input (a retry, Ask again): what is typed there is left alone */
  isRetry?: boolean;
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
      onQueryStarted: async (
        { chatId, prompt, mode, isRetry = false },
        { dispatch, queryFulfilled, requestId },
      ) => {
        const timestamp = Date.now();
        dispatch(sendStarted({ requestId, chatId, prompt, mode, timestamp, isRetry }));
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
          dispatch(sendSucceeded({ chatId, prompt, isRetry }));
        } catch {
          // the toast comes from the api-error middleware; the prompt goes back to its input
          dispatch(sendFailed({ chatId, prompt }));
        }
      },
    }),
  }),
});

export const { useSendMessageMutation } = messagesApi;

type SendThunk = ThunkAction<boolean, { composer: ComposerState }, unknown, UnknownAction>;

/**
 * Sends a prompt that is not in the input (Ask again), to the chat in the mode given, leaving the
 * input alone. Refused (false) while that chat still awaits a reply: one request however often
 * it is asked for.
 */
export const sendAgain =
  (args: SendMessageArgs): SendThunk =>
  (dispatch, getState) => {
    if (selectPending(getState(), args.chatId)) return false;
    void dispatch(messagesApi.endpoints.sendMessage.initiate({ ...args, isRetry: true }));
    return true;
  };

/** Sends a failed prompt again, to the same chat in the same mode; says so when it cannot yet. */
const retrySend =
  (args: SendMessageArgs): SendThunk =>
  (dispatch) => {
    if (dispatch(sendAgain(args))) return true;
    toast.plain(t`That chat is still waiting for a reply: retry once it has arrived.`);
    return false;
  };

/** A failed send's toast offers to send the same prompt again (the store adds this offer). */
export const retryFailedSend: FailureOffer = (action, dispatch) => {
  if (!messagesApi.endpoints.sendMessage.matchRejected(action)) return undefined;
  const args = action.meta.arg.originalArgs;
  const send = dispatch as ThunkDispatch<{ composer: ComposerState }, unknown, UnknownAction>;
  return { label: t`Retry`, onClick: () => send(retrySend(args)) };
};
