import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { TOUCH } from '../../components/touch';

interface PublishChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * Image mode's choice to publish: the browser's own checkbox in its label, in the theme's colour.
 * MUI's Checkbox would bring its icons and switch base into every signed-in start.
 */
export const PublishChoice = ({ checked, onChange }: PublishChoiceProps) => {
  const { t } = useLingui();
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        mt: 0.5,
        minHeight: 40,
        [TOUCH]: { minHeight: 44 },
        typography: 'body2',
        cursor: 'pointer',
      }}
    >
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        sx={{
          m: 0,
          width: 18,
          height: 18,
          accentColor: 'var(--mui-palette-primary-main)',
          cursor: 'inherit',
        }}
      />
      {t`Publish Generated Image to Community`}
    </Box>
  );
};
