import { Outlet } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useDeferredReady } from '../../components/use-deferred-ready';
import { ConnectionPage } from '../../app/connection';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAccountUnreachable } from './account-unreachable';
import { useGetUserQuery } from './auth-api';
import { selectToken } from './auth-slice';
import { LoginScreen } from './login-screen';
import { signIn, type AuthRequest } from './sign-in';
import { useLingui } from '@lingui/react/macro';

const SignInCard = () => {
  const dispatch = useAppDispatch();
  return <LoginScreen onSubmit={(request: AuthRequest) => dispatch(signIn(request))} />;
};

/**
 * Every route sits behind this: no token shows the login card instead (a 401 takes the token,
 * see session.ts). A user that could not be loaded for any other reason keeps the session: the
 * page says the server cannot be reached, and the app comes once it answers.
 * The signed-in screens, the biggest render of a start-up, come in slices once the user is in
 * (useDeferredReady); the card is never deferred.
 */
export const SignedInGate = () => {
  const token = useAppSelector(selectToken);
  const { data: user } = useGetUserQuery(undefined, { skip: !token });
  const unreachable = useAppSelector(selectAccountUnreachable);
  const shown = useDeferredReady(Boolean(token && user));
  const { t } = useLingui();
  if (!token) return <SignInCard />;
  if (unreachable) return <ConnectionPage />;
  if (!user || !shown) return <Spinner fullScreen label={t`Loading your account`} />;
  return <Outlet />;
};
