import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { addressedChatId } from './chat-address';
import { chatSelected, selectAwaitingNewChat, selectSelectedChatId } from './chat-ui-slice';
import { useCreateChatMutation } from './chats-api';
import { useArchive } from './marks/use-marks';
import { useChats } from './use-chats';

/**
 * A signed-in start-up's chats: the chat the address names is selected, else the newest not
 * archived (once the archive is read); an empty list gets a first chat (one attempt; a failure is
 * shown once and never loops), and the selection is kept by id across refetches, falling back to
 * the newest chat only when it is gone.
 */
export const useChatBootstrap = () => {
  const dispatch = useAppDispatch();
  const { chats, isSuccess } = useChats();
  const selectedId = useAppSelector(selectSelectedChatId);
  const awaitingNewChat = useAppSelector(selectAwaitingNewChat);
  const [createChat] = useCreateChatMutation();
  const creating = useRef(false);
  const createFailed = useRef(false);
  const { pathname, search } = useLocation();
  const addressed = addressedChatId(pathname, search);
  const { archived } = useArchive();

  useEffect(() => {
    if (!isSuccess || !chats) return;
    if (chats.length === 0) {
      if (creating.current || createFailed.current) return;
      // stays set until the new chat is in the list, so a re-render cannot create a second one
      creating.current = true;
      createChat()
        .unwrap()
        .catch(() => {
          createFailed.current = true;
          creating.current = false;
        });
      return;
    }
    creating.current = false;
    createFailed.current = false;
    if (awaitingNewChat || chats.some((c) => c._id === selectedId)) return;
    const chosen =
      chats.find((c) => c._id === addressed) ?? chats.find((c) => !archived.has(c._id)) ?? chats[0];
    if (chosen) dispatch(chatSelected(chosen._id));
  }, [chats, isSuccess, selectedId, awaitingNewChat, addressed, archived, createChat, dispatch]);
};
