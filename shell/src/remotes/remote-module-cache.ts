import { deferred, type Deferred } from '../components/deferred';
import type { RemoteScope } from '../sections/section-list';
import type { ExposedModuleId, ExposedModules } from '../sections/exposed-modules';
import { afterLoadIdle } from '@site/shared';
import { loadExposedModule } from './remote-registry';

type Entry<T> =
  | { status: 'pending'; promise: Promise<T> }
  | { status: 'loaded'; value: T }
  | { status: 'failed'; error: Error };

const entries = new Map<ExposedModuleId, Entry<unknown>>();
const listeners = new Set<() => void>();
/** Parts whose served page stays while their module is away: each waits on its module's gate. */
const gates = new Map<ExposedModuleId, Deferred>();

function changed(id: ExposedModuleId): void {
  if (entries.get(id)?.status === 'loaded') {
    gates.get(id)?.resolve();
    gates.delete(id);
  }
  for (const listener of listeners) listener();
}

const scopeOf = (id: ExposedModuleId) => id.split('/')[0] as RemoteScope;

function start<Id extends ExposedModuleId>(id: Id): Entry<ExposedModules[Id]> {
  const promise = loadExposedModule(id).then(
    (value) => {
      entries.set(id, { status: 'loaded', value });
      changed(id);
      // A section's release is checked on navigation (remote-section.tsx); loaded apart,
      // once the page is idle, as nothing of it is needed for the page the reader opened.
      // Not for the home page's showcase, which has no navigation of its own.
      if (id.endsWith('/routes')) {
        afterLoadIdle(() => {
          void import('./remote-releases').then(({ rememberLoadedRelease }) =>
            rememberLoadedRelease(scopeOf(id)),
          );
        });
      }
      return value;
    },
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      // Logged once, by the section's error boundary (and the runtime plugin names the step).
      entries.set(id, { status: 'failed', error: failure });
      changed(id);
      void import('./forget-remote').then(({ withdrawShares }) => withdrawShares(scopeOf(id)));
      throw failure;
    },
  );
  promise.catch(() => undefined);
  const entry: Entry<ExposedModules[Id]> = { status: 'pending', promise };
  entries.set(id, entry);
  return entry;
}

/**
 * Reads an exposed module for rendering: returns it when loaded, suspends while loading,
 * throws the load error for the section's error boundary. Loaded modules are kept, so moving
 * between pages of a section never suspends again.
 */
export function readExposedModule<Id extends ExposedModuleId>(id: Id): ExposedModules[Id] {
  const entry = (entries.get(id) ?? start(id)) as Entry<ExposedModules[Id]>;
  if (entry.status === 'loaded') return entry.value;
  if (entry.status === 'failed') throw entry.error;
  throw entry.promise;
}

/**
 * Like readExposedModule, but a module that failed suspends (until it loads on a retry)
 * instead of throwing: for a part whose served page stays on screen meanwhile. React keeps
 * a prerendered part it could not hydrate as it is, and shows the Suspense fallback (the
 * served markup) in a part it renders afresh.
 */
export function readExposedModuleOrWait<Id extends ExposedModuleId>(id: Id): ExposedModules[Id] {
  const entry = entries.get(id) ?? start(id);
  if (entry.status !== 'failed') return readExposedModule(id);
  let gate = gates.get(id);
  if (!gate) {
    gate = deferred();
    gates.set(id, gate);
  }
  throw gate.promise;
}

/** Why the module's load failed, while it stays failed. */
export function exposedModuleError(id: ExposedModuleId): Error | undefined {
  const entry = entries.get(id);
  return entry?.status === 'failed' ? entry.error : undefined;
}

/** True once the module's load has failed (until a retry). */
export function hasExposedModuleFailed(id: ExposedModuleId): boolean {
  return entries.get(id)?.status === 'failed';
}

/** Calls `listener` whenever a module loads, fails or is retried. */
export function subscribeToExposedModules(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when the module has already been requested (loaded, loading or failed). */
export function isExposedModuleRequested(id: ExposedModuleId): boolean {
  return entries.has(id);
}

/** Starts loading a module ahead of rendering; settles when it is loaded or has failed. */
export function preloadExposedModule(id: ExposedModuleId): Promise<void> {
  const entry = entries.get(id) ?? start(id);
  return entry.status === 'pending'
    ? entry.promise.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** Drops a failed module so the next read loads it afresh. */
export async function retryExposedModule(id: ExposedModuleId): Promise<void> {
  // Not announced: a paused part keeps its line until the new attempt has an answer.
  entries.delete(id);
  const { forgetRemote } = await import('./forget-remote');
  await forgetRemote(scopeOf(id));
}

/**
 * Loads a failed module again and settles once it is here or has failed again: the parts
 * waiting on it (readExposedModuleOrWait) come to life in place, or stay as they are.
 */
export async function reloadExposedModule(id: ExposedModuleId): Promise<void> {
  await retryExposedModule(id);
  await preloadExposedModule(id);
}
