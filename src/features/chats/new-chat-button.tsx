import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { toast } from '../../components/toast';
import { useCurrentUser } from '../auth/signed-in-gate';
import { chatSelected } from './chat-ui-slice';
import { useCreateChatMutation } from './chats-api';

export const NewChatButton = ({ onCreated }: { onCreated?: () => void }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [createChat, { isLoading }] = useCreateChatMutation();

  const create = async () => {
    if (!user) {
      toast.plain('Login to create a new chat');
      return;
    }
    void navigate('/');
    try {
      const chat = await createChat().unwrap();
      dispatch(chatSelected(chat?._id ?? null));
      onCreated?.();
    } catch {
      // the error toast comes from the api-error middleware
    }
  };

  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => void create()}
      disabled={isLoading}
      fullWidth
    >
      New Chat
    </Button>
  );
};
