import { getInstance } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  parseRuntimeManifest,
  type ExposedModuleId,
  type ExposedModules,
  type RemoteScope,
  type RuntimeManifest,
} from '@site/shared/contract';

/**
 * A remote that did not answer in time is treated as down, so the reader gets Retry: with the
 * page's own start-up, within 10 s of the navigation.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;
/** The manifest is a few hundred bytes: a reader waits less for it than for a section. */
export const MANIFEST_LOAD_TIMEOUT_MS = 6_000;

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
    const current = json.then((value) => {
      const parsed = parseRuntimeManifest(value);
      federation().registerRemotes(
        Object.entries(parsed).map(([name, entry]) => ({ name, entry })),
      );
      return parsed;
    });
    manifest = current;
    // A failed or hung manifest is fetched again on the next attempt (Retry).
    withTimeout(current, 'the runtime manifest', MANIFEST_LOAD_TIMEOUT_MS).catch(() => {
      if (manifest === current) manifest = undefined;
    });
  }
  return manifest;
}

function withTimeout<T>(
  promise: Promise<T>,
  id: string,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${id} did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
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
  await withTimeout(registeredManifest(), 'the runtime manifest', MANIFEST_LOAD_TIMEOUT_MS);
  const loaded = await withTimeout(federation().loadRemote<ExposedModules[Id]>(id), id);
  if (!loaded) throw new Error(`${id} loaded nothing`);
  if (loaded.contractVersion !== CONTRACT_VERSION) {
    throw new Error(
      `${id} speaks contract v${String(loaded.contractVersion)}, this shell speaks v${CONTRACT_VERSION}`,
    );
  }
  return loaded;
}

/** The URL of a remote's `remoteEntry.js` from the runtime manifest, once it is known. */
export async function remoteEntryUrl(scope: RemoteScope): Promise<string | undefined> {
  const current = manifest ? await manifest.catch(() => undefined) : undefined;
  return current?.[scope];
}

let attempt = 0;

interface RemoteRemover {
  removeRemote(remote: ReturnType<typeof federation>['options']['remotes'][number]): void;
}

/**
 * Forgets what the runtime cached about a remote (its entry and loaded modules), so the next
 * load asks the network again: this is what makes Retry (and a new release) work without a
 * page reload. The entry is asked for under a new URL, so the browser never waits behind an
 * earlier request that hung.
 */
export async function forgetRemote(id: ExposedModuleId): Promise<void> {
  const scope = id.split('/')[0] as RemoteScope;
  const entry = await remoteEntryUrl(scope);
  if (!entry) return;
  const instance = federation();
  const registered = instance.options.remotes.find((remote) => remote.name === scope);
  // Removed first: re-registering a known name logs an "already registered" warning on each
  // Retry. removeRemote is what `registerRemotes(..., { force: true })` calls; its type is
  // private, its behaviour is the runtime's own (runtime-core remote/index.js).
  if (registered) {
    (instance.remoteHandler as unknown as RemoteRemover).removeRemote(registered);
  }
  attempt += 1;
  const fresh = new URL(entry, window.location.href);
  fresh.searchParams.set('attempt', String(attempt));
  instance.registerRemotes([{ name: scope, entry: fresh.href }]);
}
