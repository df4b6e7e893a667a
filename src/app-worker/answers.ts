/** Where the worker can answer from: the network (past the HTTP cache) and its copy of the release. */
export interface Sources {
  network: (request: Request) => Promise<Response>;
  kept: (url: string) => Promise<Response | undefined>;
}

/** The kept copy first; the network only if the browser dropped it. */
export const keptFirst = async (request: Request, { network, kept }: Sources): Promise<Response> =>
  (await kept(request.url)) ?? network(request);

/**
 * Scripts go through the browser's HTTP cache (their names are hashed, kept for good), and come
 * from the worker's copy only when that fails: Chrome compiles a script answered from Cache
 * Storage on the main thread with no code cache (Lighthouse: 479 ms of blocking instead of 24).
 * An old release's chunk that the server no longer has (404) comes from the copy too.
 */
export const networkThenKept = async (
  request: Request,
  { network, kept }: Sources,
): Promise<Response> => {
  try {
    const response = await network(request);
    return response.ok ? response : ((await kept(request.url)) ?? response);
  } catch (error) {
    const copy = await kept(request.url);
    if (copy) return copy;
    throw error;
  }
};
