import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from './config';

/** Every failed call, whatever went wrong, reaches the app as a status and one human message. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
}

export interface ApiExtraOptions {
  /** the published-images call sends no token */
  anonymous?: boolean;
  /** shown when a failure carries no message of its own */
  fallbackMessage?: string;
}

const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** The store's extra argument: how the API's calls reach the network (start-up may lend its own). */
export interface ApiTransport {
  fetch?: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
}

const plainBaseQuery = fetchBaseQuery({ baseUrl: API_BASE_URL });
const lentBaseQueries = new WeakMap<NonNullable<ApiTransport['fetch']>, typeof plainBaseQuery>();
const rawBaseQueryOf = (extra: unknown): typeof plainBaseQuery => {
  const fetchFn = (extra as ApiTransport | undefined)?.fetch;
  if (!fetchFn) return plainBaseQuery;
  let query = lentBaseQueries.get(fetchFn);
  if (!query)
    lentBaseQueries.set(fetchFn, (query = fetchBaseQuery({ baseUrl: API_BASE_URL, fetchFn })));
  return query;
};

const messageOf = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

const toApiError = (error: FetchBaseQueryError, fallback?: string): ApiError => {
  switch (error.status) {
    case 'FETCH_ERROR':
      return {
        status: error.status,
        message: `Network error: ${error.error.replace(/^\w*Error: /, '')}`,
      };
    case 'TIMEOUT_ERROR':
      return { status: error.status, message: error.error };
    case 'PARSING_ERROR':
      return {
        status: error.originalStatus,
        message:
          fallback ?? `The server sent an unreadable answer (status ${error.originalStatus})`,
      };
    case 'CUSTOM_ERROR':
      return { status: error.status, message: fallback ?? error.error };
    default:
      return {
        status: error.status,
        message:
          messageOf(error.data) ?? fallback ?? `Request failed with status code ${error.status}`,
      };
  }
};

/**
 * fetchBaseQuery plus the product's wire rules: the raw token as the Authorization header
 * (no Bearer prefix), and `{ success: false, message }` answers treated as failures.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions = {},
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  // read structurally: the auth feature's slice imports this module, so it cannot be imported here
  const token = (api.getState() as { auth?: { token?: string | null } }).auth?.token;
  if (token && !extraOptions.anonymous) headers.set('Authorization', token);
  const result = await rawBaseQueryOf(api.extra)({ ...request, headers }, api, {});
  if (result.error) {
    return { error: toApiError(result.error, extraOptions.fallbackMessage), meta: result.meta };
  }
  const body = result.data as { success?: unknown } | null;
  if (typeof body !== 'object' || body === null || body.success !== true) {
    return {
      error: {
        status: result.meta?.response?.status ?? 'CUSTOM_ERROR',
        message: messageOf(body) ?? extraOptions.fallbackMessage ?? GENERIC_FAILURE,
      },
      meta: result.meta,
    };
  }
  return { data: body, meta: result.meta };
};

export const TAGS = ['User', 'Chats', 'Plans', 'PublishedImages'] as const;

/** The one API of the app; each feature injects its own endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAGS,
  // a tab that comes back (focus, network) shows what other tabs or devices changed meanwhile
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
