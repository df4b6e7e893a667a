import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from '../../components/centered-message';

const COPY = {
  // a render error anywhere in a route
  broken: {
    title: 'Something broke on this page',
    detail: 'Your chats are safe. Reload to carry on.',
  },
  // the app's code could not be downloaded (a returning visitor's start-up)
  download: {
    title: 'Parley could not load',
    detail: 'Check your connection, then reload. Your chats are safe.',
  },
} as const;

/** What shows instead of a white page when a screen cannot be shown. */
export const ErrorScreen = ({ cause = 'broken' }: { cause?: keyof typeof COPY }) => (
  <CenteredMessage role="alert">
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      {COPY[cause].title}
    </Typography>
    <Typography color="text.secondary">{COPY[cause].detail}</Typography>
    <Button variant="contained" onClick={() => window.location.reload()}>
      Reload
    </Button>
  </CenteredMessage>
);
