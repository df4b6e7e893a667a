import { Outlet } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useDeferredReady } from '../../components/use-deferred-ready';
import { ConnectionPage, selectConnection } from '../../app/connection';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { pictureHeld, START_PICTURE_LAYER, useStartPictureShown } from '../../start-up';
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
 * page says the server cannot be reached (over the start-up's picture of the last screen, which
 * it keeps on show), and the app comes once it answers.
 * The signed-in screens, the biggest render of a start-up, come in slices once the user is in
 * (useDeferredReady); the card is never deferred.
 */
export const SignedInGate = () => {
  const token = useAppSelector(selectToken);
  const { data: user, isError } = useGetUserQuery(undefined, { skip: !token });
  const troubled = useAppSelector(selectConnection) !== 'reached';
  const shown = useDeferredReady(Boolean(token && user));
  const overPicture = useStartPictureShown();
  const { t } = useLingui();
  if (!token) return <SignInCard />;
  // a start-up's picture of the last screen stays while the server cannot be reached
  if (!user && (isError || troubled))
    return (
      <div {...pictureHeld}>
        <ConnectionPage over={overPicture ? START_PICTURE_LAYER : undefined} />
      </div>
    );
  if (!user || !shown) return <Spinner fullScreen label={t`Loading your account`} />;
  return <Outlet />;
};
