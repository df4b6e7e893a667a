import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../components/centered-message';

export const NotFoundScreen = () => (
  <CenteredMessage>
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
      Page not found
    </Typography>
    <Typography color="text.secondary">There is nothing at this address.</Typography>
    <Button component={RouterLink} to="/" variant="contained">
      Back to the chat
    </Button>
  </CenteredMessage>
);

export default NotFoundScreen;
