import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * A small text button that reads as a row of a list: its icon and words from its start, in the
 * text's colour.
 */
export const RowButton = ({ sx, ...props }: ButtonProps) => (
  <Button
    size="small"
    color="inherit"
    {...props}
    sx={[{ justifyContent: 'flex-start', fontWeight: 500 }, ...(Array.isArray(sx) ? sx : [sx])]}
  />
);
