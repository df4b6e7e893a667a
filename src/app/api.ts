import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from './config';
import { readRetrying } from './connection/connection-slice';
import { MAX_READ_RETRIES, READ_TIMEOUT_MS, wakeableBackoff } from './connection/read-retry';
import { t } from '@lingui/core/macro';
import { networkErrorMessage } from '../components/network-error';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ToastAction } from '../components/toast';

/** Every failed call, whatever went wrong, reaches the app as a status and one human message. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  /** the server could not be reached or answered like a broken proxy: worth trying again */
  transient: boolean;
  /** the server itself said no (`success: false` below status 500): an answer, never retried */
  refused?: boolean;
}

/** What a feature offers on the toast of one of its failed calls (a Retry), or undefined. */
export type FailureOffer = (action: UnknownAction, dispatch: Dispatch) => ToastAction | undefined;

// calls whose caller tells their failure itself, in one word for many (a bulk action's summary)
const toldByCaller = new Set<string>();

/** Unwraps a call of the API whose failure gets no toast of its own: the caller tells it. */
export const withoutErrorToast = async <T>(call: {
  requestId: string;
  unwrap: () => Promise<T>;
}): Promise<T> => {
  toldByCaller.add(call.requestId);
  try {
    return await call.unwrap();
  } finally {
    toldByCaller.delete(call.requestId);
  }
};

/** Whether the call's caller tells its failure itself (see withoutErrorToast). */
export const callerTellsFailure = (requestId: string) => toldByCaller.has(requestId);

interface ApiExtraOptions {
  /** the published-images call sends no token */
  anonymous?: boolean;
  /** shown when a failure carries no message of its own */
  fallbackMessage?: MessageDescriptor;
}

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

/** No answer, no readable answer, a server error, or "slow down": the server may answer later. */
const isTransientStatus = (status: number) => status >= 500 || status === 408 || status === 429;

const saysNo = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;

const unreadable = (status: number) => t`The server sent an unreadable answer (status ${status})`;
const failedWith = (status: number) => t`Request failed with status code ${status}`;

const toApiError = (error: FetchBaseQueryError, fallback?: string): ApiError => {
  switch (error.status) {
    case 'FETCH_ERROR':
      return {
        status: error.status,
        message: networkErrorMessage(error.error.replace(/^\w*Error: /, '')),
        transient: true,
      };
    case 'TIMEOUT_ERROR':
      return { status: error.status, message: error.error, transient: true };
    case 'PARSING_ERROR':
      // an HTML error page of a proxy or host, whatever its status; a 401 still means signed out
      return {
        status: error.originalStatus,
        message: fallback ?? unreadable(error.originalStatus),
        transient: error.originalStatus !== 401,
      };
    case 'CUSTOM_ERROR':
      return { status: error.status, message: fallback ?? error.error, transient: false };
    default:
      return {
        status: error.status,
        message: messageOf(error.data) ?? fallback ?? failedWith(error.status),
        transient: isTransientStatus(error.status),
        refused: saysNo(error.data) && !isTransientStatus(error.status),
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
  // a read that hangs fails, and its next try does not queue behind it in the browser's HTTP
  // cache (which lets one request per URL through at a time); a write may take as long as the
  // assistant needs
  const read = api.type === 'query' && { timeout: READ_TIMEOUT_MS, cache: 'no-store' as const };
  const result = await rawBaseQueryOf(api.extra)({ ...read, ...request, headers }, api, {});
  const fallback = extraOptions.fallbackMessage && i18n._(extraOptions.fallbackMessage);
  if (result.error) {
    return { error: toApiError(result.error, fallback), meta: result.meta };
  }
  const body = result.data as { success?: unknown } | null;
  if (typeof body !== 'object' || body === null || body.success !== true) {
    const status = result.meta?.response?.status ?? 'CUSTOM_ERROR';
    // a body that is neither a yes nor a no came from something other than the server
    const refused = saysNo(body);
    return {
      error: {
        status,
        message: refused
          ? (messageOf(body) ?? fallback ?? t`Something went wrong. Please try again.`)
          : (fallback ??
            (typeof status === 'number'
              ? unreadable(status)
              : t`Something went wrong. Please try again.`)),
        transient: !refused || (typeof status === 'number' && isTransientStatus(status)),
        refused,
      },
      meta: result.meta,
    };
  }
  return { data: body, meta: result.meta };
};

/**
 * Reads that failed for a reason that may pass try again with backoff, for about a minute;
 * writes never do by themselves (they cost credits or change data).
 */
const retryingBaseQuery = retry(baseQuery, {
  backoff: wakeableBackoff,
  retryCondition: (error, _args, { attempt, baseQueryApi }) => {
    if (baseQueryApi.type !== 'query' || !(error as ApiError).transient) return false;
    if (attempt > MAX_READ_RETRIES) return false;
    // a single blip is not worth a word; from the second failure on the page says so
    if (attempt >= 2 && baseQueryApi.queryCacheKey)
      baseQueryApi.dispatch(readRetrying(baseQueryApi.queryCacheKey));
    return true;
  },
});

// the cache's tag names, which nobody reads
// eslint-disable-next-line lingui/no-unlocalized-strings
export const TAGS = ['User', 'Chats', 'Plans', 'PublishedImages', 'Marks', 'Prompts'] as const;

/** The one API of the app; each feature injects its own endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retryingBaseQuery,
  tagTypes: TAGS,
  // a tab that comes back (focus, network) shows what other tabs or devices changed meanwhile
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
