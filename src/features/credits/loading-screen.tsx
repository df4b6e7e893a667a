import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { Spinner } from '../../components/spinner';
import { visuallyHidden } from '../../components/visually-hidden';
import { POST_PAYMENT_DELAY_MS } from '../../types/business';
import { useLingui } from '@lingui/react/macro';

/** Where the payment provider sends the browser back: wait, refresh the user, return to the chat. */
const LoadingScreen = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useLingui();
  // the wait counts from the screen's first render: React may run the effect a moment later
  const [deadline] = useState(() => Date.now() + POST_PAYMENT_DELAY_MS);
  useEffect(() => {
    const timer = setTimeout(
      () => {
        dispatch(api.util.invalidateTags(['User']));
        void navigate('/');
      },
      Math.max(0, deadline - Date.now()),
    );
    // leaving earlier cancels the refresh and the redirect
    return () => clearTimeout(timer);
  }, [deadline, dispatch, navigate]);
  const label = t`Completing your purchase`;
  return (
    <Box component="main">
      <Typography component="h1" sx={visuallyHidden}>
        {label}
      </Typography>
      <Spinner fullScreen label={label} />
    </Box>
  );
};

export default LoadingScreen;
