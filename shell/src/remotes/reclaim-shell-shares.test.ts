import { createInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { forgetRemote, withdrawShares } from './forget-remote';

// Runs against the installed Module Federation runtime: a remote that takes the shell's
// @site/shared/dialog without a copy of its own loads it first, fails, and is forgotten on
// Retry; the shell's copy must stay for the next section (decision 023).

const ENTRY = 'https://site.example/remotes/red/remoteEntry.js';
const DIALOG = '@site/shared/dialog';

jest.mock('./remote-registry', () => ({
  ...jest.requireActual<object>('./remote-registry'),
  remoteEntryUrl: () => Promise.resolve('https://site.example/remotes/red/remoteEntry.js'),
  // The page's instance, as federationReady() made it: here the one made below.
  federation: () => mockShell,
}));

let shell: ModuleFederation;
let mockShell: ModuleFederation;

beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  shell = mockShell = init({
    name: 'shell',
    remotes: [{ name: 'red_remote', entry: ENTRY }],
    // As the site's builds: the loaded share is used, no remote entry is started to compare.
    shareStrategy: 'loaded-first',
    shared: {
      [DIALOG]: {
        version: '7.0.0',
        lib: () => ({ Dialog: 'the shell copy' }),
        shareConfig: { singleton: true, requiredVersion: '^7.0.0' },
      },
    },
  });
});

/**
 * A section's load of the dialog, as its entry does in the shell's share scope with no copy of
 * its own: the runtime then records the section as the dialog's provider.
 */
async function loadAs(name: string) {
  const section = createInstance({ name, remotes: [], shared: {} });
  section.initShareScopeMap('default', shell.shareScopeMap.default as never);
  const factory = await section.loadShare(DIALOG, {
    customShareInfo: {
      strategy: 'loaded-first',
      shareConfig: { singleton: true, requiredVersion: '^7.0.0', strictVersion: true },
    },
  });
  return factory && factory();
}

const registration = () =>
  (shell.shareScopeMap.default?.[DIALOG] ?? {}) as Record<string, { from: string }>;

it("keeps the shell's copy when the section that loaded it first is withdrawn and forgotten", async () => {
  await loadAs('red_remote');
  // In the browser the section's bundle runtime then names itself the provider (seen on a
  // page: `from: "portfolio_remote"`); this runtime call alone does not, so it is set here.
  registration()['7.0.0']!.from = 'red_remote';
  withdrawShares('red_remote');
  await forgetRemote('red_remote');
  expect(Object.keys(registration())).toEqual(['7.0.0']);
  expect(registration()['7.0.0']?.from).toBe('shell');
  expect(await loadAs('blog_remote')).toEqual({ Dialog: 'the shell copy' });
});
