import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { toast } from '../../components/toast';
import { useCurrentUser } from '../auth';
import {
  chatSelected,
  newChatAsked,
  selectAwaitingNewChat,
  selectChatBeforeNewChat,
} from './chat-ui-slice';
import { useCreateChatMutation } from './chats-api';
import { t } from '@lingui/core/macro';

/** Creates a chat and shows it (New Chat button and keyboard shortcut alike). */
export const useNewChat = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { data: user } = useCurrentUser();
  const [createChat, { isLoading }] = useCreateChatMutation();

  /** true once the new chat exists (it is then selected) */
  const create = async (): Promise<boolean> => {
    if (!user) {
      toast.plain(t`Login to create a new chat`);
      return false;
    }
    // on `/` already, the new chat's address is added once it exists: Back returns to this chat
    if (pathname !== '/') void navigate('/');
    // the new chat takes the prompt at once: what is typed meanwhile is its own
    dispatch(newChatAsked());
    // no new chat came: the chat before comes back with what was typed meanwhile, unless
    // another was chosen since
    const giveBack = () => {
      const state = store.getState();
      if (selectAwaitingNewChat(state)) dispatch(chatSelected(selectChatBeforeNewChat(state)));
    };
    try {
      const chat = await createChat().unwrap();
      if (!chat) giveBack();
      return chat !== null;
    } catch {
      // the error toast comes from the api-error middleware
      giveBack();
      return false;
    }
  };
  return { create, isLoading };
};
