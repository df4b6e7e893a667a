import { api } from '../../app/api';
import type {
  AuthResponse,
  LoginBody,
  RegisterBody,
  User,
  UserDataResponse,
} from '../../types/api';
import { tokenReceived } from './auth-slice';

type Credentials = Omit<LoginBody, 'name'>;

/** A new session starts from an empty cache, so nothing of a previous user can show. */
const startSession = async (
  queryFulfilled: Promise<{ data: AuthResponse }>,
  dispatch: (action: unknown) => unknown,
) => {
  try {
    const { data } = await queryFulfilled;
    dispatch(api.util.resetApiState());
    dispatch(tokenReceived(data.token));
  } catch {
    // the error toast is shown by the api-error middleware
  }
};

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, void>({
      query: () => '/user/data',
      transformResponse: (response: UserDataResponse) => response.user,
      providesTags: ['User'],
    }),
    login: build.mutation<AuthResponse, Credentials>({
      // the login call sends an empty name, as the spec's section 7 says
      query: ({ email, password }) => ({
        url: '/user/login',
        method: 'POST',
        body: { name: '', email, password } satisfies LoginBody,
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        startSession(queryFulfilled, dispatch),
    }),
    register: build.mutation<AuthResponse, RegisterBody>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        startSession(queryFulfilled, dispatch),
    }),
  }),
});

export const { useGetUserQuery, useLoginMutation, useRegisterMutation } = authApi;
