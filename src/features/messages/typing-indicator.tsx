import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';

const bounce = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.5; }
  40% { transform: scale(1); opacity: 1; }
`;

/** Shown while a reply is awaited. */
export const TypingIndicator = () => (
  <Box role="status" aria-label="Waiting for the reply" sx={{ py: 1 }}>
    <Box
      sx={{
        display: 'inline-flex',
        gap: 0.75,
        px: 2,
        py: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        '@media (prefers-reduced-motion: reduce)': { '& span': { animation: 'none' } },
      }}
    >
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          component="span"
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: `${bounce} 1.2s ${i * 0.15}s infinite ease-in-out`,
          }}
        />
      ))}
    </Box>
  </Box>
);
