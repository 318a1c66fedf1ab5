import type { ExposedModuleId, ExposedModules, RemoteScope } from '@site/shared/contract';
import { afterLoadIdle } from '@site/shared';
import { loadExposedModule } from './remote-registry';

type Entry<T> =
  | { status: 'pending'; promise: Promise<T> }
  | { status: 'loaded'; value: T }
  | { status: 'failed'; error: Error };

const entries = new Map<ExposedModuleId, Entry<unknown>>();

const scopeOf = (id: ExposedModuleId) => id.split('/')[0] as RemoteScope;

function start<Id extends ExposedModuleId>(id: Id): Entry<ExposedModules[Id]> {
  const promise = loadExposedModule(id).then(
    (value) => {
      entries.set(id, { status: 'loaded', value });
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
  entries.delete(id);
  const { forgetRemote } = await import('./forget-remote');
  await forgetRemote(scopeOf(id));
}
