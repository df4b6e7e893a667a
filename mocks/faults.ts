// Faults the HTTP server (`npm run api`) injects on request: an outage of a few seconds, the
// next N calls of one path failing, one user's calls only. Tests and people trying the app
// against a flaky network set them with `POST /__faults`; `DELETE /__faults` clears them.
import type { NextFunction, Request, Response } from 'express';

/**
 * What a failing call gets: a proxy's HTML error page, a dropped connection, no answer, or the
 * server's own "no" (what a real server answers for an account it deleted).
 */
type FaultKind = '502' | 'drop' | 'hang' | 'refuse';

interface Fault {
  kind: FaultKind;
  path: string;
  token?: string;
  left: number;
  until: number;
}

const KINDS: readonly FaultKind[] = ['502', 'drop', 'hang', 'refuse'];
const faults: Fault[] = [];

/**
 * The request body, read as untrusted input: `kind`, and which calls (`path` prefix, default every
 * API call; `token`, default everyone's) for `count` calls or `forMs` from now. A clear message
 * for anything malformed.
 */
export const parseFault = (body: unknown, now = Date.now()): Fault | string => {
  const request = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  const { kind, path = '/api/', token, count, forMs } = request;
  if (!KINDS.includes(kind as FaultKind)) return `kind must be one of ${KINDS.join(', ')}`;
  if (typeof path !== 'string' || !path.startsWith('/')) return 'path must start with /';
  if (token !== undefined && typeof token !== 'string') return 'token must be a string';
  const positive = (value: unknown) => typeof value === 'number' && value > 0;
  if (count !== undefined && !positive(count)) return 'count must be a positive number';
  if (forMs !== undefined && !positive(forMs)) return 'forMs must be a positive number';
  if (count === undefined && forMs === undefined)
    return 'say how many calls (count) or how long (forMs)';
  return {
    kind: kind as FaultKind,
    path,
    token,
    left: (count as number | undefined) ?? Infinity,
    until: forMs === undefined ? Infinity : now + (forMs as number),
  };
};

/** The fault this call meets, if any (and one call of it used up). */
export const faultFor = (path: string, token: string | undefined, now = Date.now()) => {
  for (let i = faults.length - 1; i >= 0; i -= 1) {
    const fault = faults[i];
    if (!fault) continue;
    if (fault.left <= 0 || fault.until <= now) {
      faults.splice(i, 1);
      continue;
    }
    if (!path.startsWith(fault.path) || (fault.token !== undefined && fault.token !== token))
      continue;
    fault.left -= 1;
    return fault.kind;
  }
  return undefined;
};

export const addFault = (fault: Fault) => faults.push(fault);
export const clearFaults = () => faults.splice(0);

const BAD_GATEWAY =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

const REFUSAL = 'Not authorized, user not found';

/** Express middleware: the call meets its fault, or goes on to the handlers. */
export const injectFaults = (req: Request, res: Response, next: NextFunction) => {
  const kind = faultFor(req.originalUrl.split('?')[0] ?? '', req.get('Authorization'));
  if (kind === '502') res.status(502).type('html').send(BAD_GATEWAY);
  else if (kind === 'refuse') res.json({ success: false, message: REFUSAL });
  else if (kind === 'drop') req.socket.destroy();
  // 'hang': never answered; the client's own time limit ends it
  else if (kind !== 'hang') next();
};
