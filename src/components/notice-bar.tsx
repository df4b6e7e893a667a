import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A bar of news above the page (the connection, a new release), its colour at the start edge.
 * Its live region is always there, so what comes into it is announced.
 */
export const NoticeBar = ({
  accent,
  children,
}: {
  accent: 'warning.main' | 'primary.main';
  /** nothing: no bar */
  children?: ReactNode;
}) => (
  <Box role="status" aria-live="polite">
    {children && (
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
          borderInlineStartColor: accent,
        }}
      >
        {children}
      </Box>
    )}
  </Box>
);
