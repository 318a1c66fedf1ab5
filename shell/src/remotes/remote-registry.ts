import { getInstance } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  parseRuntimeManifest,
  type ExposedModuleId,
  type ExposedModules,
  type RuntimeManifest,
} from '@site/shared/contract';

/** A remote that did not answer in time is treated as down, so the reader gets Retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

let manifestJson: Promise<unknown> | undefined;
let manifest: Promise<RuntimeManifest> | undefined;
let refetch: () => Promise<unknown> = () => Promise.reject(new Error('no runtime manifest'));

/**
 * Hands over the manifest fetch the entry started (`first`) and how to fetch it again after
 * a failure; remotes are registered on first use.
 */
export function setRuntimeManifestSource(
  first: Promise<unknown>,
  fetchAgain: () => Promise<unknown>,
) {
  manifestJson = first;
  refetch = fetchAgain;
}

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

async function registeredManifest(): Promise<RuntimeManifest> {
  if (!manifest) {
    const json = manifestJson ?? refetch();
    manifestJson = undefined;
    manifest = json.then((value) => {
      const parsed = parseRuntimeManifest(value);
      federation().registerRemotes(
        Object.entries(parsed).map(([name, entry]) => ({ name, entry })),
      );
      return parsed;
    });
    // A failed manifest is fetched again on the next attempt (Retry).
    manifest.catch(() => {
      manifest = undefined;
    });
  }
  return manifest;
}

function withTimeout<T>(promise: Promise<T>, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${id} did not load within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Loads an exposed module and checks that it speaks this shell's contract. */
export async function loadExposedModule<Id extends ExposedModuleId>(
  id: Id,
): Promise<ExposedModules[Id]> {
  await registeredManifest();
  const loaded = await withTimeout(federation().loadRemote<ExposedModules[Id]>(id), id);
  if (!loaded) throw new Error(`${id} loaded nothing`);
  if (loaded.contractVersion !== CONTRACT_VERSION) {
    throw new Error(
      `${id} speaks contract v${String(loaded.contractVersion)}, this shell speaks v${CONTRACT_VERSION}`,
    );
  }
  return loaded;
}

/**
 * Forgets what the runtime cached about a remote (its entry and loaded modules), so the next
 * load asks the network again: this is what makes Retry work without a page reload.
 */
export async function forgetRemote(id: ExposedModuleId): Promise<void> {
  const scope = id.split('/')[0] ?? '';
  const current = manifest ? await manifest.catch(() => undefined) : undefined;
  const entry = current?.[scope as keyof RuntimeManifest];
  if (entry) federation().registerRemotes([{ name: scope, entry }], { force: true });
}
