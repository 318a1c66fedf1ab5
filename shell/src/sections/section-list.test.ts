import { REMOTE_NAMES, REMOTES, remoteForPath } from './section-list';

describe('remoteForPath', () => {
  it.each(REMOTE_NAMES.flatMap((name) => REMOTES[name].prefixes.map((prefix) => [prefix, name])))(
    '%s and what is under it belong to %s',
    (prefix, name) => {
      expect(remoteForPath(prefix)).toBe(name);
      expect(remoteForPath(`${prefix}/anything/below`)).toBe(name);
      expect(remoteForPath(`${prefix}roll`)).toBeUndefined();
    },
  );

  it('leaves the shell its own paths', () => {
    expect(remoteForPath('/')).toBeUndefined();
    expect(remoteForPath('/search')).toBeUndefined();
  });
});
