import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLingui } from '@lingui/react/macro';

interface SpinnerProps {
  /** what is loading, for screen readers */
  label?: string;
  /** fill the whole viewport instead of the surrounding box */
  fullScreen?: boolean;
}

export const Spinner = ({ label, fullScreen = false }: SpinnerProps) => {
  const { t } = useLingui();
  return (
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
      <CircularProgress aria-label={label ?? t`Loading`} />
    </Box>
  );
};
