import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const bounce = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.5; }
  40% { transform: scale(1); opacity: 1; }
`;

/** After this long without an answer, the bubble says it is still waiting. */
export const STILL_WAITING_MS = 15_000;
export const STILL_WAITING = msg`Still waiting for the answer. Your prompt is kept safe until it comes or the send fails.`;

/** Whether `since` (a time in ms) is at least STILL_WAITING_MS ago; becomes true on time. */
const useLongWait = (since: number) => {
  // the wait it was found long for: another send starts short
  const [longFor, setLongFor] = useState<number | null>(null);
  useEffect(() => {
    const left = Math.max(0, STILL_WAITING_MS - (Date.now() - since));
    const timer = setTimeout(() => setLongFor(since), left);
    return () => clearTimeout(timer);
  }, [since]);
  return longFor === since;
};

/** Shown while a reply is awaited (sent at `since`); a long wait is said in words. */
export const TypingIndicator = ({ since }: { since: number }) => {
  const long = useLongWait(since);
  const { t, i18n } = useLingui();
  return (
    <Box role="status" aria-label={t`Waiting for the reply`} sx={{ py: 1 }}>
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
      {long && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {i18n._(STILL_WAITING)}
        </Typography>
      )}
    </Box>
  );
};
