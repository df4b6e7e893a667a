import { HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import { mockConfig, sleep } from './config';
import { strictBody } from './strict';
import { isQuotaError, isUnavailableError } from './db/database';
import { db } from './db/store';
import type { UserRecord } from './db/schema';

export const api = (path: string) => `*/api${path}`;

export const ok = <T extends Record<string, unknown>>(body: T, status = 200) =>
  HttpResponse.json({ success: true, ...body }, { status });

export const fail = (message: string, status = 400) =>
  HttpResponse.json({ success: false, message }, { status });

const NOT_AUTHORIZED = 'Not authorized, token failed';

/** The caller's user from the raw token in the Authorization header, or a 401 answer. */
export const authenticate = async (request: Request): Promise<UserRecord | Response> => {
  const user = await db.userForToken(request.headers.get('authorization'));
  return user ?? fail(NOT_AUTHORIZED, 401);
};

const STORAGE_FULL =
  'Offline storage is full, so this was not saved and no credits were taken. ' +
  'Delete old chats to free space, then try again.';

const STORAGE_UNAVAILABLE =
  'Offline storage (IndexedDB) could not be opened in this browser, so nothing can be saved. ' +
  'Allow site data for this page, or leave private browsing, then reload.';

export class BadRequest extends Error {}

/** The request's JSON object body. Anything else (bad JSON, an array, a string) is a 400. */
export const readBody = async (request: Request): Promise<Record<string, unknown>> => {
  let parsed: unknown;
  try {
    const text = await request.text();
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new BadRequest('Request body must be valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequest('Request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
};

export const stringField = (body: Record<string, unknown>, key: string): string => {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new BadRequest(`${key} must be a string`);
  return value;
};

/** The same answer with only the fields a real server sends. */
const strictly = async (request: Request, response: Response): Promise<Response> => {
  if (!response.headers.get('content-type')?.includes('json')) return response;
  const body = strictBody(
    request.method,
    new URL(request.url).pathname,
    await response.clone().json(),
  );
  return body === undefined ? response : HttpResponse.json(body, { status: response.status });
};

/**
 * Wraps every handler: injected latency and failures first (so an injected failure charges
 * nothing), then the handler, whose unexpected errors become a server error, never a crash,
 * whose full-disk errors a clear message, and whose answers strict mode trims to a real server's.
 */
export const route =
  <Params extends Record<string, string | readonly string[]>>(
    resolver: HttpResponseResolver<Params, DefaultBodyType>,
  ): HttpResponseResolver<Params, DefaultBodyType> =>
  async (info) => {
    await sleep(mockConfig.latencyMs);
    if (mockConfig.failRate > 0 && Math.random() < mockConfig.failRate) {
      return fail('Service temporarily unavailable (simulated by mock-fail)', 503);
    }
    try {
      const response = await resolver(info);
      return mockConfig.strict && response instanceof Response
        ? await strictly(info.request, response)
        : response;
    } catch (error) {
      if (error instanceof BadRequest) return fail(error.message, 400);
      // every write is one transaction: a full disk leaves nothing half-written to undo
      if (isQuotaError(error)) return fail(STORAGE_FULL, 507);
      if (isUnavailableError(error)) return fail(STORAGE_UNAVAILABLE, 503);
      console.error('[mock backend]', error);
      return fail('Internal server error', 500);
    }
  };
