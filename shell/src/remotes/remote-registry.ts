import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@site/shared/contract';
import type { ExposedModuleId, ExposedModules } from '../sections/exposed-modules';
import type { RemoteScope } from '../sections/section-list';
import { parseRuntimeManifest, type RuntimeManifest } from './runtime-manifest';
import { reportSectionRan } from './report-section-ran';

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
/** The scopes registered with the runtime (Retry's forgetRemote re-registers one by force). */
const registered = new Set<string>();
/** Set when a section the manifest did not name was asked for: its Retry reads it again. */
let readAgain = false;

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

/** The page's federation instance, once a section has been asked for (federationReady). */
let instance: ModuleFederation | undefined;
let creating: Promise<ModuleFederation> | undefined;

/**
 * The federation instance, created with its chunk on first need: a page that never loads a
 * section never downloads the runtime (decision 033). A chunk that failed to come is asked
 * for again by the next load (Retry).
 */
export function federationReady(): Promise<ModuleFederation> {
  if (!creating) {
    const attempt = import(/* webpackChunkName: "federation" */ './federation-instance')
      .then(({ createFederation }) => createFederation())
      .then((created) => (instance = created));
    creating = attempt;
    attempt.catch(() => {
      if (creating === attempt) creating = undefined;
    });
  }
  return creating;
}

/** The federation instance, for what runs only after a section was asked for (Retry). */
export function federation(): ModuleFederation {
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

async function registeredManifest(): Promise<RuntimeManifest> {
  if (!manifest || readAgain) {
    readAgain = false;
    const json = manifestJson ?? refetch();
    manifestJson = undefined;
    // The runtime's chunk comes while the manifest does.
    const runtime = withTimeout(federationReady(), 'the federation runtime');
    runtime.catch(() => undefined);
    // A manifest that hangs counts as failed; a failed one is fetched again on Retry.
    const current = withTimeout(json, 'the runtime manifest', MANIFEST_LOAD_TIMEOUT_MS).then(
      async (value) => {
        const parsed = parseRuntimeManifest(value);
        const federation = await runtime;
        const fresh = Object.entries(parsed.entries).filter(([name]) => !registered.has(name));
        federation.registerRemotes(fresh.map(([name, entry]) => ({ name, entry })));
        for (const [name] of fresh) registered.add(name);
        return parsed;
      },
    );
    manifest = current;
    current.catch(() => {
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
  const manifest = await registeredManifest();
  const scope = id.split('/')[0] as RemoteScope;
  // A section the manifest does not name well is paused alone; the others load. Its Retry
  // reads the manifest again.
  const problem = manifest.problems[scope];
  if (problem) {
    readAgain = true;
    throw problem;
  }
  const loaded = await withTimeout(federation().loadRemote<ExposedModules[Id]>(id), id);
  if (!loaded) throw new Error(`${id} loaded nothing`);
  if (loaded.contractVersion !== CONTRACT_VERSION) {
    throw new Error(
      `${id} speaks contract v${String(loaded.contractVersion)}, this shell speaks v${CONTRACT_VERSION}`,
    );
  }
  reportSectionRan(manifest.entries[scope]);
  return loaded;
}

/** The URL of a remote's `remoteEntry.js` from the runtime manifest, once it is known. */
export async function remoteEntryUrl(scope: RemoteScope): Promise<string | undefined> {
  const current = manifest ? await manifest.catch(() => undefined) : undefined;
  return current?.entries[scope];
}
