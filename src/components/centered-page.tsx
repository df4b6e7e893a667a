import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A full-screen page with one card in its middle (login, the offline checkout). */
export const CenteredPage = ({ children }: { children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100dvh',
      display: 'grid',
      placeItems: 'center',
      p: 2,
      bgcolor: 'background.default',
    }}
  >
    {children}
  </Box>
);
