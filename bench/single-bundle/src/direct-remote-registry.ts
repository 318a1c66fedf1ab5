// Stands in for shell/src/remotes/remote-registry.ts in the single-bundle build: the same
// exports, but every exposed module is a dynamic import of the remote's source (one async
// chunk per section, written from the map of the sections by rspack.config.mjs) instead of a
// federated load.
import { CONTRACT_VERSION } from '@site/shared/contract';
import type { ExposedModuleId, ExposedModules } from '../../../shell/src/sections/exposed-modules';
import { loaders } from './section-loaders';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export function setRuntimeManifestSource(): void {
  // No runtime manifest: nothing is federated.
}

export async function loadExposedModule<Id extends ExposedModuleId>(
  id: Id,
): Promise<ExposedModules[Id]> {
  const loaded = (await loaders[id]()) as ExposedModules[Id];
  if (loaded.contractVersion !== CONTRACT_VERSION) throw new Error(`${id}: contract mismatch`);
  return loaded;
}

/** No remote entries here: the release check and Retry's forgetting find nothing to do. */
export async function remoteEntryUrl(): Promise<string | undefined> {
  return undefined;
}

/**
 * What forget-remote.ts reads of the runtime: an empty share scope, as one bundle shares
 * nothing through Module Federation (a failed section's shares have nothing to withdraw), and
 * no registration to replace (it asks for one only once an entry URL is known).
 */
export function federation() {
  return {
    shareScopeMap: {},
    registerRemotes(): never {
      throw new Error('The single bundle has no Module Federation runtime');
    },
  };
}

export async function forgetRemote(): Promise<void> {
  // A bundled module cannot be forgotten; Retry simply imports it again.
}
