import { styled } from '@mui/material/styles';
import { TOUCH } from './touch';

type Look = 'contained' | 'text' | 'icon';

/**
 * A button styled from the theme, for the screens in a new visitor's first load (the login card,
 * the failed start). MUI's Button brings ButtonBase, its ripple and CircularProgress; with the
 * outlined field they were 16 of that load's 131 KiB gzip. Elsewhere the app uses MUI's buttons.
 */
export const PlainButton = styled('button', {
  shouldForwardProp: (prop) => prop !== 'look' && prop !== 'edge',
})<{ look: Look; edge?: 'end' }>(({ theme, look, edge }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...(look === 'text' ? { font: 'inherit' } : theme.typography.button),
    cursor: 'pointer',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    transition: theme.transitions.create('background-color'),
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'default' },
    [TOUCH]: { minHeight: 44 },
    ...(look === 'contained' && {
      padding: '8px 22px',
      fontSize: '0.9375rem',
      lineHeight: 1.75,
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      '@media (hover: hover)': { '&:hover:enabled': { backgroundColor: palette.primary.dark } },
      '&:disabled': {
        cursor: 'default',
        color: palette.action.disabled,
        backgroundColor: palette.action.disabledBackground,
      },
    }),
    // a button in a sentence, looking like a link
    ...(look === 'text' && {
      padding: 0,
      verticalAlign: 'baseline',
      textDecoration: 'underline',
      color: palette.primary.main,
      backgroundColor: 'transparent',
    }),
    ...(look === 'icon' && {
      padding: 8,
      borderRadius: '50%',
      fontSize: '1.5rem',
      color: palette.action.active,
      backgroundColor: 'transparent',
      marginInlineEnd: edge === 'end' ? -12 : undefined,
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.action.hover } },
      [TOUCH]: { minWidth: 44, minHeight: 44 },
    }),
  };
});
