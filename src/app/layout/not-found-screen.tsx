import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../components/centered-message';
import { Trans } from '@lingui/react/macro';

const NotFoundScreen = () => (
  <CenteredMessage>
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
      <Trans>Page not found</Trans>
    </Typography>
    <Typography color="text.secondary">
      <Trans>There is nothing at this address.</Trans>
    </Typography>
    <Button component={RouterLink} to="/" variant="contained">
      <Trans>Back to the chat</Trans>
    </Button>
  </CenteredMessage>
);

export default NotFoundScreen;
