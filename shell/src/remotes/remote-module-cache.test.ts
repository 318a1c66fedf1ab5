import type { ExposedModules } from '../sections/exposed-modules';

const loads: { resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
jest.mock('./remote-registry', () => ({
  loadExposedModule: () =>
    new Promise((resolve, reject) => {
      loads.push({ resolve, reject });
    }),
}));
jest.mock('./forget-remote', () => ({
  forgetRemote: () => Promise.resolve(),
  withdrawShares: () => undefined,
}));

// Imported after the mocks, so the cache loads through them.
import {
  hasExposedModuleFailed,
  readExposedModuleOrWait,
  reloadExposedModule,
  subscribeToExposedModules,
} from './remote-module-cache';

const ID = 'blog_remote/routes' as const;
const MODULE = { routes: [] } as unknown as ExposedModules[typeof ID];

/** Until the cache has asked for the module `count` times (a retry imports its helper first). */
async function loadsStarted(count: number): Promise<void> {
  const until = Date.now() + 5_000;
  while (loads.length < count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(loads).toHaveLength(count);
}

/** What a read does: the module, or the promise it suspends on. */
function read(): { value?: unknown; waits?: Promise<unknown> } {
  try {
    return { value: readExposedModuleOrWait(ID) };
  } catch (thrown) {
    if (thrown instanceof Promise) return { waits: thrown };
    throw thrown;
  }
}

describe('a module whose part waits instead of failing', () => {
  it('waits while its code fails, and comes to life when a retry has it', async () => {
    const changes = jest.fn();
    subscribeToExposedModules(changes);
    const first = read().waits;
    expect(first).toBeInstanceOf(Promise);

    loads[0]!.reject(new Error('refused'));
    await first!.catch(() => undefined);
    expect(hasExposedModuleFailed(ID)).toBe(true);
    expect(changes).toHaveBeenCalled();
    // Failed: the read waits (on a gate) rather than throwing the error.
    const gate = read().waits!;
    let opened = false;
    void gate.then(() => (opened = true));

    // A retry that fails again leaves the part waiting.
    const again = reloadExposedModule(ID);
    await loadsStarted(2);
    loads[1]!.reject(new Error('still refused'));
    await again;
    expect(hasExposedModuleFailed(ID)).toBe(true);
    expect(opened).toBe(false);

    // A retry that has the code opens the gate: the part renders with it.
    const third = reloadExposedModule(ID);
    await loadsStarted(3);
    loads[2]!.resolve(MODULE);
    await third;
    await gate;
    expect(opened).toBe(true);
    expect(hasExposedModuleFailed(ID)).toBe(false);
    expect(read().value).toBe(MODULE);
  });
});
