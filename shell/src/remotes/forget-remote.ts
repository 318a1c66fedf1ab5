import type { ExposedModuleId, RemoteScope } from '@site/shared/contract';
import { federation, remoteEntryUrl } from './remote-registry';

// Loaded on Retry only: nothing of it is needed for a page that loads well.

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
  const fresh = `${entry}${entry.includes('?') ? '&' : '?'}attempt=${Date.now()}`;
  instance.registerRemotes([{ name: scope, entry: fresh }]);
}
