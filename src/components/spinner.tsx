import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface SpinnerProps {
  /** what is loading, for screen readers */
  label?: string;
  /** fill the whole viewport instead of the surrounding box */
  fullScreen?: boolean;
}

export const Spinner = ({ label = 'Loading', fullScreen = false }: SpinnerProps) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{
      display: 'grid',
      placeItems: 'center',
      width: '100%',
      height: fullScreen ? '100dvh' : '100%',
      minHeight: fullScreen ? undefined : 160,
    }}
  >
    <CircularProgress aria-label={label} />
  </Box>
);
