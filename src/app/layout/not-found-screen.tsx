import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export const NotFoundScreen = () => (
  <Box
    sx={{
      flex: 1,
      display: 'grid',
      placeContent: 'center',
      justifyItems: 'center',
      gap: 2,
      p: 3,
      textAlign: 'center',
    }}
  >
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
      Page not found
    </Typography>
    <Typography color="text.secondary">There is nothing at this address.</Typography>
    <Button component={RouterLink} to="/" variant="contained">
      Back to the chat
    </Button>
  </Box>
);

export default NotFoundScreen;
