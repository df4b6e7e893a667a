import { addListener } from '@reduxjs/toolkit';
import { plural, t } from '@lingui/core/macro';
import { useEffect, useEffectEvent } from 'react';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { chatSelected, chatsApi, chatTitle, useGoToChosenChat } from '../chats';
import { sendSucceeded } from '../composer';
import { notifyingOn } from './notify-setting';

/**
 * A reply that arrives while the tab is hidden: the tab's title says so until the tab is seen,
 * and, where the person turned them on, one system notification names its chat; a click on it
 * opens that chat here.
 */
export const useReplyReady = () => {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const goToChat = useGoToChosenChat();
  const open = useEffectEvent((chatId: string) => {
    window.focus();
    dispatch(chatSelected(chatId));
    goToChat(chatId);
  });

  useEffect(() => {
    let ready = 0;
    let ownTitle: string | null = null;
    const seen = () => {
      if (document.visibilityState !== 'visible' || ownTitle === null) return;
      document.title = ownTitle;
      ownTitle = null;
      ready = 0;
    };
    document.addEventListener('visibilitychange', seen);
    const stop = dispatch(
      addListener({
        actionCreator: sendSucceeded,
        effect: ({ payload: { chatId } }) => {
          if (document.visibilityState !== 'hidden') return;
          ready += 1;
          ownTitle ??= document.title;
          const count = plural(ready, { one: 'Reply ready', other: '# replies ready' });
          document.title = `(${ready}) ${count} – ${ownTitle}`;
          if (!notifyingOn()) return;
          const chat = chatsApi.endpoints.getChats
            .select()(store.getState())
            .data?.find((each) => each._id === chatId);
          const notification = new Notification(t`Your reply is ready`, {
            body: chat ? chatTitle(chat) : '',
            // one per chat: a second reply there replaces the first's
            tag: `parley-reply-${chatId}`,
            lang: document.documentElement.lang,
          });
          notification.onclick = () => {
            notification.close();
            open(chatId);
          };
        },
      }),
    );
    return () => {
      stop();
      document.removeEventListener('visibilitychange', seen);
      if (ownTitle !== null) document.title = ownTitle;
    };
  }, [dispatch, store]);
};
