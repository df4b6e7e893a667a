import { Outlet } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useDeferredReady } from '../../components/use-deferred-ready';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetUserQuery } from './auth-api';
import { selectToken } from './auth-slice';
import { LoginScreen } from './login-screen';
import { signIn, type AuthRequest } from './sign-in';

const SignInCard = () => {
  const dispatch = useAppDispatch();
  return <LoginScreen onSubmit={(request: AuthRequest) => dispatch(signIn(request))} />;
};

/**
 * Every route sits behind this: no token, or no user loaded, shows the login card instead.
 * The signed-in screens, the biggest render of a start-up, come in slices once the user is in
 * (useDeferredReady); the card is never deferred.
 */
export const SignedInGate = () => {
  const token = useAppSelector(selectToken);
  const { data: user, isLoading } = useGetUserQuery(undefined, { skip: !token });
  const shown = useDeferredReady(Boolean(token && user));
  if (!token) return <SignInCard />;
  if (isLoading || (user && !shown)) return <Spinner fullScreen label="Loading your account" />;
  if (!user) return <SignInCard />;
  return <Outlet />;
};
