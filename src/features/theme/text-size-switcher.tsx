import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { chooseTextSize, readStoredTextSize, type TextSize } from './text-size';

const PRESSED_SHOWN = {
  fontWeight: 400,
  minWidth: 0,
  '&[aria-pressed="true"]': { fontWeight: 700, color: 'text.primary' },
} as const;

/** The messages' size, in three steps, each shown at its own size. Kept in this browser. */
export const TextSizeSwitcher = () => {
  const { t } = useLingui();
  // kept outside the store: the login screen's first load carries none of it
  const [chosen, setChosen] = useState(readStoredTextSize);
  const labelId = useId();
  const sizes: { size: TextSize; label: string; fontSize: string }[] = [
    { size: 'small', label: t`Small`, fontSize: '0.8125rem' },
    { size: 'medium', label: t`Medium`, fontSize: '0.9375rem' },
    { size: 'large', label: t`Large`, fontSize: '1.0625rem' },
  ];
  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {t`Text size of messages`}
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', gap: 0.5 }}>
        {sizes.map(({ size, label, fontSize }) => (
          <Button
            key={size}
            size="small"
            aria-pressed={chosen === size}
            onClick={() => {
              chooseTextSize(size);
              setChosen(size);
            }}
            sx={{ ...PRESSED_SHOWN, fontSize }}
          >
            {label}
          </Button>
        ))}
      </Box>
    </Box>
  );
};
