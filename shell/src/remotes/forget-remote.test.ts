import {
  createInstance,
  init,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { forgetRemote, withdrawShares } from './forget-remote';

// Runs against the installed Module Federation runtime: only the network is replaced (a
// runtime plugin hands over each remote's entry). If a release of the runtime stops
// forgetting a remote, or records shared modules differently, these tests fail.

const ENTRY = 'https://site.example/remotes/red/remoteEntry.js';

jest.mock('./remote-registry', () => ({
  ...jest.requireActual<object>('./remote-registry'),
  remoteEntryUrl: () => Promise.resolve('https://site.example/remotes/red/remoteEntry.js'),
  // The page's instance, as federationReady() made it: here the one made below.
  federation: () => mockShell,
}));

/** A shared module as a remote's build declares it. */
const offered = (version: string) => ({
  version,
  lib: () => ({ from: 'red_remote' }),
  shareConfig: { singleton: true, requiredVersion: false as const },
});

/** The entries the runtime asked for, by URL. */
const entriesLoaded: string[] = [];

/**
 * What `red_remote`'s `remoteEntry.js` does when the host starts it: a federation instance of
 * its own that offers its shared copies in the host's share scope, and its exposed module.
 */
function redEntry() {
  return {
    async init(shareScope: Record<string, unknown>) {
      const remote = createInstance({
        name: 'red_remote',
        remotes: [],
        shared: {
          '@site/shared/on-demand': offered('2.1.0'),
          '@site/shared/dialog': offered('2.1.0'),
        },
      });
      remote.initShareScopeMap('default', shareScope as never);
      await Promise.all(remote.initializeSharing('default'));
    },
    async get() {
      return () => ({ contractVersion: 1 });
    },
  };
}

const network: ModuleFederationRuntimePlugin = {
  name: 'test-network',
  loadEntry({ remoteInfo }) {
    entriesLoaded.push(remoteInfo.entry);
    return redEntry() as never;
  },
};

let shell: ModuleFederation;
let mockShell: ModuleFederation;
let warn: jest.SpyInstance;

beforeAll(() => {
  // The runtime's one warning per replaced registration, checked below.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  shell = mockShell = init({
    name: 'shell',
    remotes: [{ name: 'red_remote', entry: ENTRY }],
    shared: {},
    plugins: [network],
  });
});

/** The versions of `name` in the shell's share scope, with the app that offered each. */
function offers(name: string): Record<string, string> {
  const versions = (shell.shareScopeMap.default?.[name] ?? {}) as Record<string, { from: string }>;
  return Object.fromEntries(Object.entries(versions).map(([v, share]) => [v, share.from]));
}

it('forgets a remote, so that the next load fetches its entry again, under a new URL', async () => {
  await shell.loadRemote('red_remote/routes');
  await shell.loadRemote('red_remote/routes');
  expect(entriesLoaded).toEqual([ENTRY]);

  await forgetRemote('red_remote');
  await shell.loadRemote('red_remote/routes');
  expect(entriesLoaded).toHaveLength(2);
  expect(entriesLoaded[1]).toMatch(/\/remoteEntry\.js\?attempt=\d+$/);
  expect(shell.options.remotes.filter((remote) => remote.name === 'red_remote')).toHaveLength(1);
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"red_remote" is already registered/));
});

it('takes back the shared modules a failed remote offered that no other app uses, and no other', async () => {
  await shell.loadRemote('red_remote/routes');
  expect(offers('@site/shared/on-demand')).toEqual({ '2.1.0': 'red_remote' });
  expect(offers('@site/shared/dialog')).toEqual({ '2.1.0': 'red_remote' });
  // The shell uses the remote's copy of the dialog: it stays.
  await shell.loadShare('@site/shared/dialog', {
    customShareInfo: { shareConfig: { singleton: true, requiredVersion: false } },
  });

  withdrawShares('blog_remote');
  expect(offers('@site/shared/on-demand')).toEqual({ '2.1.0': 'red_remote' });

  withdrawShares('red_remote');
  expect(offers('@site/shared/on-demand')).toEqual({});
  expect(offers('@site/shared/dialog')).toEqual({ '2.1.0': 'red_remote' });
});
