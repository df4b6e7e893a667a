import Box from '@mui/material/Box';
import type { ThemeMode } from '../types/api';

interface LogoProps {
  mode: ThemeMode;
  /** height in px */
  size?: number;
  /** decorative next to a visible product name; otherwise it names the product */
  decorative?: boolean;
}

/** Parley's mark and word, drawn for the light or the dark background. */
export const Logo = ({ mode, size = 32, decorative = false }: LogoProps) => {
  const ink = mode === 'dark' ? '#f1eff7' : '#1c1a24';
  const bubble = mode === 'dark' ? '#c4b5fd' : '#6d28d9';
  const dot = mode === 'dark' ? '#1c1a24' : '#ffffff';
  return (
    <Box
      component="svg"
      viewBox="0 0 132 32"
      sx={{ height: size, width: 'auto', display: 'block' }}
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : 'Parley'}
      data-theme-variant={mode}
    >
      <path
        d="M4 6a6 6 0 0 1 6-6h14a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H13l-7 6v-6.3A6 6 0 0 1 4 18z"
        fill={bubble}
      />
      <circle cx="11" cy="12" r="2.2" fill={dot} />
      <circle cx="17" cy="12" r="2.2" fill={dot} />
      <circle cx="23" cy="12" r="2.2" fill={dot} />
      <text
        x="38"
        y="23"
        fontFamily="system-ui, sans-serif"
        fontSize="21"
        fontWeight="700"
        fill={ink}
      >
        Parley
      </text>
    </Box>
  );
};
