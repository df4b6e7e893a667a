import InstallDesktopOutlinedIcon from '@mui/icons-material/InstallDesktopOutlined';
import { RowButton } from '../../components/row-button';
import { useInstalledApp } from './use-installed-app';
import { Trans } from '@lingui/react/macro';

/** "Install Parley", where the browser offers to install it and it is not installed yet. */
export const InstallButton = () => {
  const { install } = useInstalledApp();
  if (!install) return null;
  return (
    <RowButton onClick={install} startIcon={<InstallDesktopOutlinedIcon fontSize="small" />}>
      <Trans>Install Parley</Trans>
    </RowButton>
  );
};
