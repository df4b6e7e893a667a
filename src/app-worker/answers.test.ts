import { keptFirst, networkThenKept, type Sources } from './answers';

const SCRIPT = 'https://parley.test/assets/app.1234abcd.js';
const body = (response: Response) => response.text();

/** A network that answers with `status` (or fails), and a copy that holds `copy` (or nothing). */
const sources = (network: number | 'offline', copy?: string) => {
  const asked: string[] = [];
  const given: Sources = {
    network: async (request) => {
      asked.push(request.url);
      if (network === 'offline') throw new TypeError('Failed to fetch');
      return new Response(`from the network (${network})`, { status: network });
    },
    kept: async () => (copy === undefined ? undefined : new Response(copy)),
  };
  return { given, asked };
};

describe('a script', () => {
  it('comes from the network (and its HTTP cache) while that answers', async () => {
    const { given } = sources(200, 'kept copy');
    expect(await body(await networkThenKept(new Request(SCRIPT), given))).toBe(
      'from the network (200)',
    );
  });

  it('comes from the kept copy without the network', async () => {
    const { given } = sources('offline', 'kept copy');
    expect(await body(await networkThenKept(new Request(SCRIPT), given))).toBe('kept copy');
  });

  it("comes from the kept copy when the server no longer has an old release's chunk", async () => {
    const { given } = sources(404, 'kept copy');
    expect(await body(await networkThenKept(new Request(SCRIPT), given))).toBe('kept copy');
  });

  it('fails as the network did when no copy is kept', async () => {
    expect((await networkThenKept(new Request(SCRIPT), sources(404).given)).status).toBe(404);
    await expect(networkThenKept(new Request(SCRIPT), sources('offline').given)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});

describe('any other file of the release', () => {
  it('comes from the kept copy, never asking the network', async () => {
    const { given, asked } = sources(200, 'kept copy');
    expect(await body(await keptFirst(new Request(SCRIPT), given))).toBe('kept copy');
    expect(asked).toEqual([]);
  });

  it('comes from the network when the browser dropped the copy', async () => {
    const { given, asked } = sources(200);
    expect(await body(await keptFirst(new Request(SCRIPT), given))).toBe('from the network (200)');
    expect(asked).toEqual([SCRIPT]);
  });
});
