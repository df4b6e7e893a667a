import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NoticeBar } from '../../components/notice-bar';
import { useInstalledApp } from './installed-app-state';

export const UPDATE_READY = 'A new version of Parley is ready';

/**
 * A new release waits for the person: it is offered above the page, never forced on it. Reload
 * brings it into every open tab at once, drafts and all.
 */
export const UpdateNotice = () => {
  const { update } = useInstalledApp();
  return (
    <NoticeBar accent="primary.main">
      {update && (
        <>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 200, fontWeight: 700 }}>
            {UPDATE_READY}
          </Typography>
          <Button size="small" variant="contained" onClick={update}>
            Reload
          </Button>
        </>
      )}
    </NoticeBar>
  );
};
