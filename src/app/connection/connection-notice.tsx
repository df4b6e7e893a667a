import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from '../../components/centered-message';
import { NoticeBar } from '../../components/notice-bar';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectConnection, type ConnectionStatus } from './connection-slice';
import { retryNow } from './retry-now';
import { useOnline } from './use-online';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

const OFFLINE = msg`You are offline. Messages will not send until the connection is back.`;
export const UNREACHABLE = msg`Parley can't reach the server.`;
const KEEPS_TRYING = msg`It keeps trying and carries on by itself once the server answers.`;
const TRIES_ON_RETURN = msg`It tries again when you come back to this tab, or now with Retry.`;
const NOTHING_LOST = msg`Nothing you typed is lost.`;
/** The banner's words: what a control that cannot work meanwhile is described by. */
export const CONNECTION_TITLE_ID = 'connection-title';

interface Shown {
  title: MessageDescriptor;
  detail?: MessageDescriptor[];
}

const shownFor = (online: boolean, connection: ConnectionStatus): Shown | null => {
  if (!online) return { title: OFFLINE };
  if (connection === 'reached') return null;
  const next = connection === 'retrying' ? KEEPS_TRYING : TRIES_ON_RETURN;
  return { title: UNREACHABLE, detail: [next, NOTHING_LOST] };
};

/** What the connection is like, if it is not fine; `force` shows it even when it seems fine. */
const useShown = (force: boolean): { title: string; detail?: string } | null => {
  const { _ } = useLingui();
  const online = useOnline();
  const connection = useAppSelector(selectConnection);
  const shown = shownFor(online, connection) ?? (force ? shownFor(true, 'stopped') : null);
  return (
    shown && {
      title: _(shown.title),
      detail: shown.detail?.map((sentence) => _(sentence)).join(' '),
    }
  );
};

const RetryButton = ({ variant }: { variant: 'text' | 'contained' }) => {
  const dispatch = useAppDispatch();
  return (
    <Button
      variant={variant}
      size={variant === 'text' ? 'small' : 'medium'}
      onClick={() => dispatch(retryNow())}
      aria-describedby="connection-detail"
    >
      <Trans>Retry</Trans>
    </Button>
  );
};

/**
 * The one calm word on a network in trouble, above the page: offline (the browser says so), or
 * the server not answering reads. The page below keeps what it shows.
 */
export const ConnectionBanner = () => {
  const shown = useShown(false);
  return (
    <NoticeBar accent="warning.main">
      {shown && (
        <>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }}>
            <strong id={CONNECTION_TITLE_ID}>{shown.title}</strong>
            {shown.detail && <span id="connection-detail"> {shown.detail}</span>}
          </Typography>
          {shown.detail && <RetryButton variant="text" />}
        </>
      )}
    </NoticeBar>
  );
};

/**
 * The same word as a whole page, signed in but the account not loaded yet: a card of its own, so
 * it reads the same over whatever the page behind it shows.
 */
export const ConnectionPage = () => {
  const shown = useShown(true);
  return (
    <CenteredMessage component="main" sx={{ minHeight: '100dvh' }}>
      <Paper
        role="status"
        elevation={6}
        sx={{ display: 'grid', justifyItems: 'center', gap: 2, p: 3, maxWidth: 480 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {shown?.title}
        </Typography>
        {shown?.detail && (
          <Typography id="connection-detail" color="text.secondary" sx={{ maxWidth: 440 }}>
            {shown.detail}
          </Typography>
        )}
        {shown?.detail && <RetryButton variant="contained" />}
      </Paper>
    </CenteredMessage>
  );
};
