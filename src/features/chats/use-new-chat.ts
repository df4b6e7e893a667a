import { useNavigate } from 'react-router';
import { toast } from '../../components/toast';
import { useCurrentUser } from '../auth';
import { useCreateChatMutation } from './chats-api';

/** Creates a chat and shows it (New Chat button and keyboard shortcut alike). */
export const useNewChat = () => {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [createChat, { isLoading }] = useCreateChatMutation();

  /** true once the new chat exists (it is then selected) */
  const create = async (): Promise<boolean> => {
    if (!user) {
      toast.plain('Login to create a new chat');
      return false;
    }
    void navigate('/');
    try {
      await createChat().unwrap();
      return true;
    } catch {
      // the error toast comes from the api-error middleware
      return false;
    }
  };
  return { create, isLoading };
};
