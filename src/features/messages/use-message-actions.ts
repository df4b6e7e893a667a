import { useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { MessageMode } from '../../types/api';
import { MESSAGE_COST } from '../../types/business';
import { useCurrentUser } from '../auth';
import { promptEditorOpened } from '../prompts';
import { editStarted, selectPending, sendAgain } from '../composer';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * What a message of the open chat offers: Edit and Save as a prompt on the user's own, Ask again on the last reply,
 * the viewer on an image (by its place in the chat).
 */
export interface MessageActions {
  edit: (text: string, mode: MessageMode) => void;
  /** opens the saved prompt editor with a sent message's text */
  savePrompt: (text: string) => void;
  askAgain: (prompt: string, mode: MessageMode) => void;
  viewImage: (index: number) => void;
}

/** Why Ask again cannot send now, in each mode, or null where it can. */
export type AskAgainBlocked = Record<MessageMode, MessageDescriptor | null>;

const WAITING_FOR_REPLY = msg`Wait for the reply on its way`;
const TOO_FEW_CREDITS = msg`Not enough credits`;

const reason = (waiting: boolean, credits: number | undefined, mode: MessageMode) =>
  waiting
    ? WAITING_FOR_REPLY
    : credits === undefined || credits < MESSAGE_COST[mode]
      ? TOO_FEW_CREDITS
      : null;

/**
 * The open chat's message actions, and why Ask again cannot send now. The actions stay the same
 * functions for the chat's life: a send or a change of credits re-renders only the row it
 * concerns, never every reply's Markdown.
 */
export const useMessageActions = (
  chatId: string,
  viewImage: (index: number) => void,
): { actions: MessageActions; askAgainBlocked: AskAgainBlocked } => {
  const dispatch = useAppDispatch();
  const waiting = useAppSelector((state) => Boolean(selectPending(state, chatId)));
  const credits = useCurrentUser().data?.credits;
  const askAgainBlocked = useMemo(
    () => ({ text: reason(waiting, credits, 'text'), image: reason(waiting, credits, 'image') }),
    [waiting, credits],
  );
  const latest = useRef(askAgainBlocked);
  latest.current = askAgainBlocked;
  const actions = useMemo<MessageActions>(
    () => ({
      edit: (text, mode) => dispatch(editStarted({ chatId, text, mode })),
      savePrompt: (text) => dispatch(promptEditorOpened({ name: '', text })),
      askAgain: (prompt, mode) => {
        if (latest.current[mode]) return;
        dispatch(sendAgain({ chatId, prompt, mode, isPublished: false }));
      },
      viewImage,
    }),
    [chatId, dispatch, viewImage],
  );
  return { actions, askAgainBlocked };
};
