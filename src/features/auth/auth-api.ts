import { api } from '../../app/api';
import { START_UP_PATHS } from '../../app/api-paths';
import type {
  AuthResponse,
  LoginBody,
  RegisterBody,
  User,
  UserDataResponse,
} from '../../types/api';

type Credentials = Omit<LoginBody, 'name'>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, void>({
      query: () => START_UP_PATHS.user,
      transformResponse: (response: UserDataResponse) => response.user,
      providesTags: ['User'],
    }),
    login: build.mutation<AuthResponse, Credentials>({
      // the login call sends an empty name, as the server's login call expects
      query: ({ email, password }) => ({
        url: '/user/login',
        method: 'POST',
        body: { name: '', email, password } satisfies LoginBody,
      }),
    }),
    register: build.mutation<AuthResponse, RegisterBody>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
    }),
  }),
});

export const { useGetUserQuery } = authApi;
