import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useNewChat } from './use-new-chat';
import { Trans } from '@lingui/react/macro';

export const NewChatButton = ({ onCreated }: { onCreated?: () => void }) => {
  const { create, isLoading } = useNewChat();
  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => void create().then((created) => created && onCreated?.())}
      disabled={isLoading}
      fullWidth
    >
      <Trans>New Chat</Trans>
    </Button>
  );
};
