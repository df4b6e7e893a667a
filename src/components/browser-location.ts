/** Full-page navigation to another site (the payment provider); a seam for tests. */
export const browserLocation = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Only http(s) addresses (absolute, or relative to this site) may be followed, opened or shown;
 * a server that sends `javascript:` or `data:` never gets to run anything.
 */
export const isHttpUrl = (url: unknown): url is string => {
  if (typeof url !== 'string' || url.trim() === '') return false;
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/** Where Parley's own images come from: its page's origin and its API's. */
export const ownOrigins = (): string[] =>
  __API_BASE_URL__
    ? [window.location.origin, new URL(__API_BASE_URL__).origin]
    : [window.location.origin];

/** This machine (local testing): the one place plain http is fine. */
export const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '[::1]' ||
  /^127(\.\d{1,3}){3}$/.test(hostname);
