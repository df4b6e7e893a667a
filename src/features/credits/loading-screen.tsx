import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { Spinner } from '../../components/spinner';
import { POST_PAYMENT_DELAY_MS } from '../../types/business';

/** Where the payment provider sends the browser back: wait, refresh the user, return to the chat. */
export const LoadingScreen = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      dispatch(api.util.invalidateTags(['User']));
      void navigate('/');
    }, POST_PAYMENT_DELAY_MS);
    // leaving earlier cancels the refresh and the redirect
    return () => clearTimeout(timer);
  }, [dispatch, navigate]);
  return <Spinner fullScreen label="Completing your purchase" />;
};

export default LoadingScreen;
