import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { MessageMode } from '../../types/api';
import { MESSAGE_COST } from '../../types/business';
import { useCurrentUser } from '../auth';
import { editStarted, selectPending } from './composer-slice';
import { sendAgain } from './messages-api';

/** What a message of the open chat offers: Edit on the user's own, Ask again on the last reply. */
export interface MessageActions {
  edit: (text: string, mode: MessageMode) => void;
  askAgain: (prompt: string, mode: MessageMode) => void;
  /** why Ask again cannot send now, in a mode, or null when it can */
  askAgainBlocked: (mode: MessageMode) => string | null;
}

export const WAITING_FOR_REPLY = 'Wait for the reply on its way';
export const TOO_FEW_CREDITS = 'Not enough credits';

export const useMessageActions = (chatId: string): MessageActions => {
  const dispatch = useAppDispatch();
  const waiting = useAppSelector((state) => Boolean(selectPending(state, chatId)));
  const credits = useCurrentUser().data?.credits;
  return useMemo(() => {
    const askAgainBlocked = (mode: MessageMode) =>
      waiting
        ? WAITING_FOR_REPLY
        : credits === undefined || credits < MESSAGE_COST[mode]
          ? TOO_FEW_CREDITS
          : null;
    return {
      edit: (text, mode) => dispatch(editStarted({ chatId, text, mode })),
      askAgain: (prompt, mode) => {
        if (askAgainBlocked(mode)) return;
        dispatch(sendAgain({ chatId, prompt, mode, isPublished: false }));
      },
      askAgainBlocked,
    };
  }, [chatId, credits, dispatch, waiting]);
};
