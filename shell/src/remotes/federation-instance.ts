import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { SHELL_SHARES } from 'shell-share-table';
import containmentPlugin from './containment-plugin';

// The shell's Module Federation runtime, in a chunk of its own: created when a page first needs
// a section (a route of one, a part the reader reaches), never on a page that does not
// (decision 033). The shell's own code imports its singletons directly; this is where they are
// offered to the sections.

type ShareArgs = Parameters<typeof init>[0]['shared'] extends infer S
  ? S extends Record<string, infer A>
    ? Exclude<A, unknown[]>
    : never
  : never;

/**
 * The shell's shares as the runtime takes them. One the shell has loaded already is handed over
 * as loaded (`lib`): a section uses it, never its own copy of the same version. A late one is
 * handed over as a loader (`get`), loaded by the first app that asks for it.
 */
async function shellShares(): Promise<Record<string, ShareArgs>> {
  const entries = await Promise.all(
    Object.entries(SHELL_SHARES).map(async ([name, { version, shareConfig, late, load }]) => {
      const share: ShareArgs = late
        ? { version, shareConfig, get: () => load().then((module) => () => module) }
        : { version, shareConfig, lib: await load().then((module) => () => module) };
      return [name, share] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The page's federation instance, named as the sections' builds know the shell. */
export async function createFederation(): Promise<ModuleFederation> {
  return init({
    name: 'shell',
    remotes: [],
    shared: await shellShares(),
    // As every section's build: a loaded share is used, no other section's entry is started to
    // compare versions (toolchain/create-app-config.mjs).
    shareStrategy: 'loaded-first',
    // The runtime core for the sections' entries, which carry none of their own
    // (`externalRuntime`), and each remote failure named (containment-plugin.ts).
    plugins: [injectExternalRuntimeCore(), containmentPlugin()],
  });
}
