import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectThemeMode, themeToggled } from './theme-slice';

export const DarkModeToggle = () => {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectThemeMode);
  return (
    <FormControlLabel
      control={<Switch checked={mode === 'dark'} onChange={() => dispatch(themeToggled())} />}
      label="Dark Mode"
      sx={{ ml: 0, width: '100%', justifyContent: 'space-between' }}
      labelPlacement="start"
    />
  );
};
