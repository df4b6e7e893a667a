import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toast } from '../../components/toast';
import { addressedChatId, chatAddress } from './chat-address';
import { chatSelected, selectSelectedChatId } from './chat-ui-slice';
import { useChats } from './use-chats';

/**
 * The open chat and the address bar follow each other on `/`: choosing a chat pushes its address
 * (so Back and Forward move between chats), and an address reached by Back, Forward, a reload or
 * a link opens its chat. An address of a chat this account never had opens the newest chat (the
 * start-up's choice) and says so once.
 */
export const useChatAddress = () => {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, key } = useLocation();
  const addressed = addressedChatId(pathname, search);
  const selected = useAppSelector(selectSelectedChatId);
  const { chats } = useChats();
  // chats this tab has listed: one of them gone from the list was deleted, not mistyped
  const listed = useRef(new Set<string>());
  const told = useRef<string | null>(null);

  const followAddress = useEffectEvent((id: string) => {
    if (!chats || id === selected) return;
    if (chats.some((chat) => chat._id === id)) dispatch(chatSelected(id));
    else if (!listed.current.has(id) && told.current !== id) {
      told.current = id;
      toast.plain(t`That chat could not be found, so your newest chat is open.`);
      if (selected) navigate(chatAddress(selected), { replace: true });
    }
  });
  const followSelection = useEffectEvent((id: string) => {
    if (pathname !== '/' || id === addressed) return;
    // from a chat that is still there, a new entry; from none, or one just deleted, in its place
    const from = addressed && chats?.some((chat) => chat._id === addressed);
    navigate(chatAddress(id), { replace: !from });
  });

  useEffect(() => {
    for (const chat of chats ?? []) listed.current.add(chat._id);
  }, [chats]);
  // the address moved (Back, Forward, a link) or the chats arrived: the chat follows. By the
  // entry's key: a Back that lands before a click's own entry has rendered shows the same address
  const loaded = chats !== undefined;
  useEffect(() => {
    if (addressed && loaded) followAddress(addressed);
  }, [key, addressed, loaded]);
  // the chat moved (a click, New Chat, a search result, a deletion): the address follows, before
  // the chat is painted, so a Back pressed as soon as it shows leaves this chat, not the one before
  useLayoutEffect(() => {
    if (selected) followSelection(selected);
  }, [selected]);
};

/**
 * Goes to a chat just chosen from another route. On `/` the address follows the selection by
 * itself: a navigation of its own would land in a later render and add a second step.
 */
export const useGoToChosenChat = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (chatId: string) => {
      if (pathname !== '/') void navigate(chatAddress(chatId));
    },
    [navigate, pathname],
  );
};
