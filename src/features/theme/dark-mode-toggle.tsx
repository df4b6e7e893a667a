import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectThemeMode, themeToggled } from './theme-slice';
import { useLingui } from '@lingui/react/macro';

export const DarkModeToggle = () => {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectThemeMode);
  const { t } = useLingui();
  return (
    <FormControlLabel
      control={
        <Switch size="small" checked={mode === 'dark'} onChange={() => dispatch(themeToggled())} />
      }
      label={t`Dark Mode`}
      sx={{ ml: 0, width: '100%', justifyContent: 'space-between' }}
      labelPlacement="start"
    />
  );
};
