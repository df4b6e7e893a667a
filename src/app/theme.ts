import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../features/language';
import { TOUCH } from '../components/touch';
import { BRAND_COLOUR, DARK_BACKGROUND, LIGHT_BACKGROUND } from '../features/theme/theme-mode';

/**
 * Light and dark palettes chosen for WCAG AA contrast (text ≥ 4.5:1 on its background).
 * The colour scheme lives in CSS variables under the root's 'dark' class, which index.html
 * sets before any script runs, so a reload never flashes the wrong theme.
 */
const createAppTheme = (direction: Direction) =>
  createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: BRAND_COLOUR, contrastText: '#ffffff' },
          secondary: { main: '#0f766e' },
          background: { default: LIGHT_BACKGROUND, paper: '#ffffff' },
          text: { primary: '#1c1a24', secondary: '#4f4b5c' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#c4b5fd', contrastText: '#1c1a24' },
          secondary: { main: '#5eead4' },
          // MUI's dark red with white text is 3.7:1; black on it is 5.6:1
          error: { main: '#f44336', contrastText: '#000000' },
          background: { default: DARK_BACKGROUND, paper: '#1e1b26' },
          text: { primary: '#f1eff7', secondary: '#b9b4c7' },
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // a finger needs 44 px (WCAG 2.5.5); a mouse keeps the compact sizes
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { [TOUCH]: { minHeight: 44 } } },
      },
      MuiIconButton: { styleOverrides: { root: { [TOUCH]: { minWidth: 44, minHeight: 44 } } } },
      // a placeholder or value too long for its field ends in an ellipsis, never cut mid-letter
      MuiInputBase: {
        styleOverrides: {
          input: { textOverflow: 'ellipsis', [TOUCH]: { minHeight: 44, boxSizing: 'border-box' } },
        },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });

const created: Partial<Record<Direction, Theme>> = {};

/**
 * The theme, created on first use: by the first render, a task of its own, not while the entry's
 * modules are evaluated (both sizeable on a phone: one long task fewer at start-up). One per
 * direction: MUI mirrors a few components' internals for right to left.
 */
export const appTheme = (direction: Direction = 'ltr'): Theme =>
  (created[direction] ??= createAppTheme(direction));
