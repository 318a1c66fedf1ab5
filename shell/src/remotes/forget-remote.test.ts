import { withdrawShares } from './forget-remote';

const shareScopeMap: Record<string, Record<string, Record<string, unknown>>> = {};

jest.mock('./remote-registry', () => ({
  federation: () => ({ shareScopeMap }),
  remoteEntryUrl: jest.fn(),
}));

describe('withdrawShares', () => {
  beforeEach(() => {
    shareScopeMap.default = {
      // Offered by the refused remote and used by nobody else: withdrawn.
      '@site/shared/on-demand': { '2.1.0': { from: 'red_remote', useIn: ['red_remote'] } },
      // Offered by the refused remote, already used by the blog: kept, it works there.
      '@site/shared/dialog': {
        '2.1.0': { from: 'red_remote', useIn: ['red_remote', 'blog_remote'] },
      },
      // Another app's copy: kept.
      react: { '19.3.1': { from: 'shell', useIn: ['shell', 'red_remote'] } },
    };
  });

  it("takes back the failed remote's copies that no other app uses, and nothing else", () => {
    withdrawShares('red_remote');
    expect(shareScopeMap.default).toEqual({
      '@site/shared/on-demand': {},
      '@site/shared/dialog': {
        '2.1.0': { from: 'red_remote', useIn: ['red_remote', 'blog_remote'] },
      },
      react: { '19.3.1': { from: 'shell', useIn: ['shell', 'red_remote'] } },
    });
  });

  it('leaves every copy of the other remotes in place', () => {
    withdrawShares('blog_remote');
    expect(Object.keys(shareScopeMap.default?.['@site/shared/on-demand'] ?? {})).toEqual(['2.1.0']);
  });
});
