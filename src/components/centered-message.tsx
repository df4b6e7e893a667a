import Box, { type BoxProps } from '@mui/material/Box';

/** A few lines centred in the free space: empty states, "not found", "something broke". */
export const CenteredMessage = ({ sx, ...props }: BoxProps) => (
  <Box
    {...props}
    sx={[
      {
        flex: 1,
        minHeight: '60dvh',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  />
);
