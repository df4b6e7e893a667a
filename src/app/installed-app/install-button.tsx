import Button from '@mui/material/Button';
import InstallDesktopOutlinedIcon from '@mui/icons-material/InstallDesktopOutlined';
import { useInstalledApp } from './use-installed-app';
import { Trans } from '@lingui/react/macro';

/** "Install Parley", where the browser offers to install it and it is not installed yet. */
export const InstallButton = () => {
  const { install } = useInstalledApp();
  if (!install) return null;
  return (
    <Button
      onClick={install}
      startIcon={<InstallDesktopOutlinedIcon fontSize="small" />}
      size="small"
      color="inherit"
      sx={{ justifyContent: 'flex-start', fontWeight: 500 }}
    >
      <Trans>Install Parley</Trans>
    </Button>
  );
};
