import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { toast } from '../../components/toast';
import { useCurrentUser } from '../auth/signed-in-gate';
import { useCreateChatMutation } from './chats-api';

export const NewChatButton = ({ onCreated }: { onCreated?: () => void }) => {
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
      await createChat().unwrap();
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
