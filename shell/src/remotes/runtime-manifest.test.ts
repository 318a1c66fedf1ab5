import { parseRuntimeManifest, RuntimeManifestError } from './runtime-manifest';
import { REMOTE_NAMES, REMOTES, type RemoteScope } from '../sections/section-list';

/** An entry for every section of the map, one of them on another origin with a query. */
const valid: Record<string, string> = {
  ...Object.fromEntries(
    REMOTE_NAMES.map((name) => [REMOTES[name].scope, `/remotes/${name}/remoteEntry.js`]),
  ),
};
const [first, second] = REMOTE_NAMES.map((name) => REMOTES[name].scope) as [
  RemoteScope,
  RemoteScope,
];
valid[second] = 'https://second.example.com/v2/remoteEntry.js?v=3';

describe('runtime manifest', () => {
  it('accepts a URL for every remote', () => {
    expect(parseRuntimeManifest(valid)).toEqual({ entries: valid, problems: {} });
  });

  it.each([null, [], 'x', 42])('fails every section for %j, naming the problem', (value) => {
    expect(() => parseRuntimeManifest(value)).toThrow(RuntimeManifestError);
    expect(() => parseRuntimeManifest(value)).toThrow('must be a JSON object');
  });

  it.each([
    [{ [first]: '' }, `no URL for "${first}"`],
    [{ [first]: undefined }, `no URL for "${first}"`],
    [{ [first]: 42 }, `no URL for "${first}"`],
    [
      { [first]: '/remotes/x/mf-manifest.json' },
      `entry for "${first}" must be the URL of its remoteEntry.js`,
    ],
  ])('pauses only the section whose entry is wrong (%j)', (change, message) => {
    const { entries, problems } = parseRuntimeManifest({ ...valid, ...change });
    expect(problems[first]).toBeInstanceOf(RuntimeManifestError);
    expect(problems[first]?.message).toContain(message);
    expect(Object.keys(problems)).toEqual([first]);
    const { [first]: _left, ...others } = valid;
    expect(entries).toEqual(others);
  });

  it('leaves a scope it does not know for a later shell', () => {
    const manifest = parseRuntimeManifest({ ...valid, notes_remote: '/remotes/notes/e.js' });
    expect(manifest.entries).toEqual(valid);
    expect(manifest.problems).toEqual({});
  });
});
