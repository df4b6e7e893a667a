import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import { useNewChat } from './use-new-chat';
import { Trans, useLingui } from '@lingui/react/macro';

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

/** New Chat as a phone's top bar holds it: one tap, without opening the drawer. */
export const NewChatIconButton = () => {
  const { create, isLoading } = useNewChat();
  const { t } = useLingui();
  return (
    <IconButton aria-label={t`New Chat`} onClick={() => void create()} disabled={isLoading}>
      <AddIcon />
    </IconButton>
  );
};
