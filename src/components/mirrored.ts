import type { SxProps, Theme } from '@mui/material/styles';

/**
 * An icon that points along the line (send, leave, open elsewhere), turned to point the same way
 * in a right-to-left page. The page's direction is the theme's (features/language).
 */
export const mirroredIn = (direction: Theme['direction']): SxProps<Theme> | undefined =>
  direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
