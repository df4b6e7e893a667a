/** Resolves once `url` answers with a success status; throws after about 20 s. */
export const waitFor = async (url) => {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
};

/**
 * Throws if something already answers at `url`: a server left over from an earlier run holds the
 * port, the one about to start there fails, and waitFor() would then see the old one answer and
 * the figures would be its build's.
 */
export const assertNothingAt = async (url) => {
  try {
    await fetch(url);
  } catch {
    return;
  }
  throw new Error(`${url} already answers: stop the server on that port first`);
};
