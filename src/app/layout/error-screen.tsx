import { styled } from '@mui/material/styles';
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

// as MUI's Typography h5 and body1 would be: it is not in the first load
const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h5, margin: 0, fontWeight: 700 }));
const Detail = styled('p')(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

/** What shows instead of a white page when a screen cannot be shown. */
export const ErrorScreen = ({ cause = 'broken' }: { cause?: keyof typeof COPY }) => {
  useLanguage();
  return (
    <CenteredMessage role="alert">
      <Title>{i18n._(COPY[cause].title)}</Title>
      <Detail>{i18n._(COPY[cause].detail)}</Detail>
      <PlainButton type="button" look="contained" onClick={() => window.location.reload()}>
        {t`Reload`}
      </PlainButton>
    </CenteredMessage>
  );
};
