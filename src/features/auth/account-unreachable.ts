import { selectConnection } from '../../app/connection';
import { authApi } from './auth-api';
import { selectToken } from './auth-slice';

const selectUser = authApi.endpoints.getUser.select();
type State = Parameters<typeof selectUser>[0] &
  Parameters<typeof selectToken>[0] &
  Parameters<typeof selectConnection>[0];

/** Signed in, but the account could not be loaded: the server cannot be reached (yet). */
export const selectAccountUnreachable = (state: State): boolean => {
  if (!selectToken(state)) return false;
  const user = selectUser(state);
  return !user.data && (user.isError || selectConnection(state) !== 'reached');
};
