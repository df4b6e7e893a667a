import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NoticeBar } from '../../components/notice-bar';
import { useInstalledApp } from './use-installed-app';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

export const UPDATE_READY = msg`A new version of Parley is ready`;

/**
 * A new release waits for the person: it is offered above the page, never forced on it. Reload
 * brings it into every open tab at once, drafts and all.
 */
export const UpdateNotice = () => {
  const { update } = useInstalledApp();
  const { _ } = useLingui();
  return (
    <NoticeBar accent="primary.main">
      {update && (
        <>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 200, fontWeight: 700 }}>
            {_(UPDATE_READY)}
          </Typography>
          <Button size="small" variant="contained" onClick={update}>
            <Trans>Reload</Trans>
          </Button>
        </>
      )}
    </NoticeBar>
  );
};
