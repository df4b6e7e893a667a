import Box from '@mui/material/Box';
import { PRODUCT_NAME } from '../types/business';

interface LogoProps {
  /** height in px */
  size?: number;
  /** decorative next to a visible product name; otherwise it names the product */
  decorative?: boolean;
}

/**
 * Parley's mark and word. Its colours are the theme's CSS variables, so one markup serves both
 * themes: the login card is prerendered at build time, before anyone's theme is known.
 */
export const Logo = ({ size = 32, decorative = false }: LogoProps) => (
  <Box
    component="svg"
    viewBox="0 0 132 32"
    sx={{ height: size, width: 'auto', display: 'block' }}
    role={decorative ? undefined : 'img'}
    aria-hidden={decorative ? true : undefined}
    aria-label={decorative ? undefined : PRODUCT_NAME}
  >
    <path
      d="M4 6a6 6 0 0 1 6-6h14a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H13l-7 6v-6.3A6 6 0 0 1 4 18z"
      style={{ fill: 'var(--mui-palette-primary-main)' }}
    />
    {[11, 17, 23].map((cx) => (
      <circle
        key={cx}
        cx={cx}
        cy="12"
        r="2.2"
        style={{ fill: 'var(--mui-palette-primary-contrastText)' }}
      />
    ))}
    <text
      x="38"
      y="23"
      fontFamily="system-ui, sans-serif"
      fontSize="21"
      fontWeight="700"
      // a mark, not a sentence: a right-to-left page would lay its word out leftwards from x=38
      style={{ fill: 'var(--mui-palette-text-primary)', direction: 'ltr' }}
    >
      {PRODUCT_NAME}
    </text>
  </Box>
);
