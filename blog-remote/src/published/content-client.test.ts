import { createContentClient } from './content-client';

function serving(files: Record<string, unknown>, status: Record<string, number> = {}) {
  const fetched: string[] = [];
  const fetchJson = jest.fn(async (url: string) => {
    fetched.push(url);
    const code = status[url] ?? (url in files ? 200 : 404);
    return { status: code, ok: code === 200, json: async () => files[url] };
  });
  return { fetched, fetchJson };
}

const BASE = 'https://blog.example/';
const FILES = `${BASE}static/content/v1/`;

describe('the content client', () => {
  it("fetches a page's data file from the build's content folder, once per tab", async () => {
    const { fetched, fetchJson } = serving({ [`${FILES}posts/vault/hello.json`]: { post: 1 } });
    const content = createContentClient({ assetBase: BASE, version: 'v1', fetchJson });
    expect(await content.post('vault', 'hello')).toEqual({ post: 1 });
    expect(await content.post('vault', 'hello')).toEqual({ post: 1 });
    expect(fetched).toEqual([`${FILES}posts/vault/hello.json`]);
  });

  it("takes a base given as a path (a build served from the page's own origin) as the page's", async () => {
    const own = `${window.location.origin}/static/content/v1/posts/vault/hello.json`;
    const { fetched, fetchJson } = serving({ [own]: { post: 1 } });
    const content = createContentClient({ assetBase: '/', version: 'v1', fetchJson });
    expect(await content.post('vault', 'hello')).toEqual({ post: 1 });
    expect(fetched).toEqual([own]);
    expect(content.assetUrl('static/media/cover.svg')).toBe(
      `${window.location.origin}/static/media/cover.svg`,
    );
  });

  it('answers null for a page that does not exist', async () => {
    const { fetchJson } = serving({});
    const content = createContentClient({ assetBase: BASE, version: 'v1', fetchJson });
    expect(await content.post('vault', 'nothing')).toBeNull();
    expect(await content.categoryPage('vault', 9)).toBeNull();
  });

  it('never fetches what cannot be a post (a slug no file could have)', async () => {
    const { fetched, fetchJson } = serving({});
    const content = createContentClient({ assetBase: BASE, version: 'v1', fetchJson });
    expect(await content.post('vault', '../secrets')).toBeNull();
    expect(fetched).toEqual([]);
  });

  it('keeps a failure until a retry, then fetches again', async () => {
    const url = `${FILES}categories/vault/1.json`;
    const status: Record<string, number> = { [url]: 503 };
    const { fetched, fetchJson } = serving({ [url]: { page: 1 } }, status);
    const content = createContentClient({ assetBase: BASE, version: 'v1', fetchJson });
    await expect(content.categoryPage('vault', 1)).rejects.toThrow('HTTP 503');
    await expect(content.categoryPage('vault', 1)).rejects.toThrow('HTTP 503');
    expect(fetched).toHaveLength(1);
    delete status[url];
    expect(await content.categoryPage('vault', 1, true)).toEqual({ page: 1 });
    expect(fetched).toHaveLength(2);
  });

  it('reads what the page already holds at once, without fetching', () => {
    const { fetched, fetchJson } = serving({});
    const seed = new Map([['posts/vault/held', { post: 'held' }]]);
    const content = createContentClient({ assetBase: BASE, version: 'v1', fetchJson, seed });
    expect(content.post('vault', 'held')).toMatchObject({
      status: 'fulfilled',
      value: { post: 'held' },
    });
    expect(fetched).toEqual([]);
  });

  it("refreshes a page's own data once when it comes from another content build", async () => {
    const { fetched, fetchJson } = serving({
      [`${FILES}posts/vault/held.json`]: { version: 'v1' },
    });
    const seed = new Map<string, unknown>([
      ['posts/vault/held', { version: 'v0' }],
      ['posts/vault/current', { version: 'v1' }],
    ]);
    const content = createContentClient({ assetBase: BASE, version: 'v1', fetchJson, seed });
    expect(content.refreshIfStale('posts/vault/current')).toBe(false);
    expect(content.refreshIfStale('posts/vault/held')).toBe(true);
    expect(await content.post('vault', 'held')).toEqual({ version: 'v1' });
    expect(content.refreshIfStale('posts/vault/held')).toBe(false);
    expect(fetched).toEqual([`${FILES}posts/vault/held.json`]);
  });

  it("resolves a build file's path against the blog's base", () => {
    const content = createContentClient({ assetBase: BASE, version: 'v1' });
    expect(content.assetUrl('static/media/a.1234567890.svg')).toBe(
      `${BASE}static/media/a.1234567890.svg`,
    );
  });
});
