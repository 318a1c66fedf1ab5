import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { createFederation } from './federation-instance';

// Runs against the installed Module Federation runtime: the shell's table (written by its
// build, toolchain/shell-shares.mjs) is replaced by two entries, one the shell has loaded and
// one it loads late.

const rules = { singleton: true, requiredVersion: '^19.3.0', strictVersion: true };
const mockLateLoad = jest.fn(() => Promise.resolve({ Dialog: 'the shell copy' }));

jest.mock(
  'shell-share-table',
  () => ({
    SHELL_SHARES: {
      react: {
        version: '19.3.1',
        shareConfig: { singleton: true, requiredVersion: '^19.3.0', strictVersion: true },
        late: false,
        load: () => Promise.resolve({ from: 'the shell' }),
      },
      '@site/shared/dialog': {
        version: '7.2.0',
        shareConfig: { singleton: true, requiredVersion: '^7.2.0', strictVersion: true },
        late: true,
        load: () => mockLateLoad(),
      },
    },
  }),
  { virtual: true },
);

let shell: ModuleFederation;

beforeAll(async () => {
  shell = await createFederation();
});

/** A section's entry started in the shell's share scope, offering its own React. */
async function section(name: string) {
  const remote = createInstance({
    name,
    remotes: [],
    shared: { react: { version: '19.3.1', lib: () => ({ from: name }), shareConfig: rules } },
  });
  remote.initShareScopeMap('default', shell.shareScopeMap.default as never);
  await Promise.all(remote.initializeSharing('default'));
  return remote;
}

it('is the instance the sections know as the shell, and gives their entries the runtime core', () => {
  expect(shell.name).toBe('shell');
  expect((globalThis as { _FEDERATION_RUNTIME_CORE?: object })._FEDERATION_RUNTIME_CORE).toEqual(
    expect.objectContaining({ ModuleFederation: expect.any(Function) }),
  );
});

it("offers what the shell has loaded as loaded: a section's copy of the same version is never used", async () => {
  const blog = await section('blog_remote');
  // Loaded already, so a section's first chunks can take it synchronously, as they do.
  const react = blog.loadShareSync('react', {
    customShareInfo: { strategy: 'loaded-first', shareConfig: rules },
  });
  expect(react()).toEqual({ from: 'the shell' });
});

it('loads a late share only when an app asks for it, once', async () => {
  expect(mockLateLoad).not.toHaveBeenCalled();
  const red = await section('red_remote');
  const ask = () =>
    red.loadShare('@site/shared/dialog', {
      customShareInfo: {
        strategy: 'loaded-first',
        shareConfig: { singleton: true, requiredVersion: '^7.2.0', strictVersion: true },
      },
    });
  const dialog = await ask();
  expect(dialog && dialog()).toEqual({ Dialog: 'the shell copy' });
  await ask();
  expect(mockLateLoad).toHaveBeenCalledTimes(1);
});
