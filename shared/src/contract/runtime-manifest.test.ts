import { parseRuntimeManifest, RuntimeManifestError } from './runtime-manifest';
import { REMOTE_NAMES, REMOTES, remoteForPath } from './remotes';

/** An entry for every section of the map, one of them on another origin with a query. */
const valid = {
  ...Object.fromEntries(
    REMOTE_NAMES.map((name) => [REMOTES[name].scope, `/remotes/${name}/remoteEntry.js`]),
  ),
  red_remote: 'https://red.example.com/v2/remoteEntry.js?v=3',
};

describe('runtime manifest', () => {
  it('accepts a URL for every remote', () => {
    expect(parseRuntimeManifest(valid)).toEqual(valid);
  });

  it.each([
    [null, 'must be a JSON object'],
    [[], 'must be a JSON object'],
    [{ ...valid, blog_remote: '' }, 'no URL for "blog_remote"'],
    [{ red_remote: 'x', portfolio_remote: 'y' }, 'no URL for "blog_remote"'],
    [{ ...valid, portfolio_remote: 42 }, 'no URL for "portfolio_remote"'],
    [
      { ...valid, red_remote: '/remotes/red/mf-manifest.json' },
      'entry for "red_remote" must be the URL of its remoteEntry.js',
    ],
  ])('rejects %j naming the problem', (value, message) => {
    expect(() => parseRuntimeManifest(value)).toThrow(RuntimeManifestError);
    expect(() => parseRuntimeManifest(value)).toThrow(message);
  });
});

describe('remoteForPath', () => {
  it.each([
    ['/blog', 'blog'],
    ['/blog/vault/the-vault', 'blog'],
    ['/red-page', 'red'],
    ['/red-archive/rage', 'red'],
    ['/book/huntress', 'portfolio'],
    ['/contact', 'portfolio'],
    ['/', undefined],
    ['/blogroll', undefined],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });
});
