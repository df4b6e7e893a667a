import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** What a render error anywhere in a route shows instead of a white page. */
export const ErrorScreen = () => (
  <Box
    role="alert"
    sx={{
      minHeight: '60dvh',
      display: 'grid',
      placeContent: 'center',
      justifyItems: 'center',
      gap: 2,
      p: 3,
      textAlign: 'center',
    }}
  >
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      Something broke on this page
    </Typography>
    <Typography color="text.secondary">Your chats are safe. Reload to carry on.</Typography>
    <Button variant="contained" onClick={() => window.location.reload()}>
      Reload
    </Button>
  </Box>
);
