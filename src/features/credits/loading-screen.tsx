import Stack from '@mui/material/Stack';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { creditCount } from '../../components/credit-count';
import { toast } from '../../components/toast';
import { POST_PAYMENT_DELAY_MS } from '../../types/business';
import { authApi } from '../auth';
import { takeCreditsBeforeCheckout } from './credits-before-checkout';
import { useLingui } from '@lingui/react/macro';

/**
 * Where the payment provider sends the browser back: it waits, in words and a spinner, then
 * returns to the chat, which says how many credits arrived once the user is read again.
 */
const LoadingScreen = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useLingui();
  // the wait counts from the screen's first render: React may run the effect a moment later
  const [deadline] = useState(() => Date.now() + POST_PAYMENT_DELAY_MS);
  const arrived = useEffectEvent((before: number | null, credits: number) => {
    const now = creditCount(credits);
    const added = before === null ? 0 : credits - before;
    const count = creditCount(added);
    if (before === null) toast.success(t`Your purchase is complete. You have ${now}.`);
    else if (added > 0) toast.success(t`${count} arrived. You now have ${now}.`);
    else toast.plain(t`Your payment is still being confirmed. Your credits will show here soon.`);
  });
  useEffect(() => {
    const timer = setTimeout(
      () => {
        const before = takeCreditsBeforeCheckout();
        const read = dispatch(
          authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        void navigate('/');
        // a failed read has its own error toast
        void read.then(({ data }) => data && arrived(before, data.credits));
      },
      Math.max(0, deadline - Date.now()),
    );
    // leaving earlier cancels the refresh and the redirect
    return () => clearTimeout(timer);
  }, [deadline, dispatch, navigate]);
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <CircularProgress aria-hidden />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, textAlign: 'center' }}>
        {t`Completing your purchase`}
      </Typography>
      <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', maxWidth: 420 }}>
        {t`Your credits are on their way. You will be back in your chat in a few seconds.`}
      </Typography>
    </Stack>
  );
};

export default LoadingScreen;
