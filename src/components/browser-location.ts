/** Full-page navigation to another site (the payment provider); a seam for tests. */
export const browserLocation = {
  assign: (url: string) => window.location.assign(url),
};

/** Only http(s) addresses may take the browser away; anything else is refused. */
export const isSafeRedirect = (url: string): boolean => {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};
