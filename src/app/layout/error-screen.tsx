import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from '../../components/centered-message';

/** What a render error anywhere in a route shows instead of a white page. */
export const ErrorScreen = () => (
  <CenteredMessage role="alert">
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      Something broke on this page
    </Typography>
    <Typography color="text.secondary">Your chats are safe. Reload to carry on.</Typography>
    <Button variant="contained" onClick={() => window.location.reload()}>
      Reload
    </Button>
  </CenteredMessage>
);
