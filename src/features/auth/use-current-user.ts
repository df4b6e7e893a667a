import { useAppSelector } from '../../app/hooks';
import { useGetUserQuery } from './auth-api';
import { selectToken } from './auth-slice';

/** The signed-in user, for screens inside the gate. */
export const useCurrentUser = () => {
  const token = useAppSelector(selectToken);
  return useGetUserQuery(undefined, { skip: !token });
};
