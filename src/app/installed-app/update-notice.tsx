import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useInstalledApp } from './installed-app-state';

export const UPDATE_READY = 'A new version of Parley is ready';

/**
 * A new release waits for the person: it is offered above the page, never forced on it. Reload
 * brings it into every open tab at once, drafts and all.
 */
export const UpdateNotice = () => {
  const { update } = useInstalledApp();
  return (
    <Box role="status" aria-live="polite">
      {update && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            px: { xs: 1.5, sm: 3 },
            py: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderBottom: 1,
            borderColor: 'divider',
            borderInlineStart: 4,
            borderInlineStartColor: 'primary.main',
          }}
        >
          <Typography variant="body2" sx={{ flex: 1, minWidth: 200, fontWeight: 700 }}>
            {UPDATE_READY}
          </Typography>
          <Button size="small" variant="contained" onClick={update}>
            Reload
          </Button>
        </Box>
      )}
    </Box>
  );
};
