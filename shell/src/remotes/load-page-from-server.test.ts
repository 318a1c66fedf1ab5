import { loadPageFromServer, RELOAD_GUARD_MS } from './load-page-from-server';

const URL_ = 'https://site.example/red-page';

function environment(answer: () => Promise<Response>) {
  const stored = new Map<string, string>();
  let now = 1_000_000;
  const env = {
    fetch: jest.fn(answer),
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
    assign: jest.fn(),
    now: () => now,
  };
  return { env, later: (ms: number) => (now += ms) };
}

// An answer of the server (jsdom has no Response): only what the function reads.
const page = (status: number) => () =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, body: null } as unknown as Response);

describe('loadPageFromServer', () => {
  it('loads the page when the server answers it', async () => {
    const { env } = environment(page(200));
    await expect(loadPageFromServer(URL_, env)).resolves.toBe(true);
    expect(env.assign).toHaveBeenCalledWith(URL_);
  });

  it("loads the site's 404 page too: it is a page", async () => {
    const { env } = environment(page(404));
    await expect(loadPageFromServer(URL_, env)).resolves.toBe(true);
  });

  it('leaves the card when the server cannot be reached or fails', async () => {
    for (const answer of [() => Promise.reject(new TypeError('offline')), page(503)]) {
      const { env } = environment(answer);
      await expect(loadPageFromServer(URL_, env)).resolves.toBe(false);
      expect(env.assign).not.toHaveBeenCalled();
    }
  });

  it('does not load the same page again when it failed again at once (no reload loop)', async () => {
    const { env } = environment(page(200));
    await loadPageFromServer(URL_, env);
    // The page loaded, its section failed again: the card, not another load.
    await expect(loadPageFromServer(URL_, env)).resolves.toBe(false);
    expect(env.assign).toHaveBeenCalledTimes(1);
    // The mark is used up: a later failure may load the page again.
    await expect(loadPageFromServer(URL_, env)).resolves.toBe(true);
  });

  it('loads a page again once the guard has passed, and another page at any time', async () => {
    const { env, later } = environment(page(200));
    await loadPageFromServer(URL_, env);
    await expect(loadPageFromServer(`${URL_}/other`, env)).resolves.toBe(true);
    later(RELOAD_GUARD_MS + 1);
    await expect(loadPageFromServer(URL_, env)).resolves.toBe(true);
  });

  it('does not load without a way to remember it did (storage refused)', async () => {
    const { env } = environment(page(200));
    env.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    await expect(loadPageFromServer(URL_, env)).resolves.toBe(false);
    expect(env.assign).not.toHaveBeenCalled();
  });
});
