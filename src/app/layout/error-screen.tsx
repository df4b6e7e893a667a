import Typography from '@mui/material/Typography';
import { CenteredMessage } from '../../components/centered-message';
import { PlainButton } from '../../components/plain-button';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../features/language';

const COPY = {
  // a render error anywhere in a route
  broken: {
    title: msg`Something broke on this page`,
    detail: msg`Your chats are safe. Reload to carry on.`,
  },
  // the app's code could not be downloaded (a returning visitor's start-up)
  download: {
    title: msg`Parley could not load`,
    detail: msg`Check your connection, then reload. Your chats are safe.`,
  },
};

/** What shows instead of a white page when a screen cannot be shown. */
export const ErrorScreen = ({ cause = 'broken' }: { cause?: keyof typeof COPY }) => {
  useLanguage();
  return (
    <CenteredMessage role="alert">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {i18n._(COPY[cause].title)}
      </Typography>
      <Typography color="text.secondary">{i18n._(COPY[cause].detail)}</Typography>
      <PlainButton type="button" look="contained" onClick={() => window.location.reload()}>
        {t`Reload`}
      </PlainButton>
    </CenteredMessage>
  );
};
