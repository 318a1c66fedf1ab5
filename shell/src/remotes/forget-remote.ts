import type { ExposedModuleId, RemoteScope } from '@site/shared/contract';
import { federation, remoteEntryUrl } from './remote-registry';

// Loaded on Retry, or when a remote fails: nothing of it is needed for a page that loads well.

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

interface ShareRegistration {
  from: string;
  /** The apps that have used this copy. */
  useIn?: string[];
}

/**
 * Takes back the shared modules a failed remote offered that no other app uses. A remote
 * offers its own copy of what it shares when its entry starts, before it is refused (built
 * against another React, say); the runtime may prefer that copy over another remote's of the
 * same version (the larger name wins), and the next section to ask for it would then get the
 * refused remote's copy, whose code needs the refused remote's consumes and throws its error
 * (the same error, in another section). Withdrawn, the next remote's own copy is used.
 */
export function withdrawShares(scope: RemoteScope): void {
  const scopes = federation().shareScopeMap as unknown as Record<
    string,
    Record<string, Record<string, ShareRegistration>>
  >;
  for (const packages of Object.values(scopes)) {
    for (const versions of Object.values(packages)) {
      for (const [version, registration] of Object.entries(versions)) {
        const usedElsewhere = (registration.useIn ?? []).some((user) => user !== scope);
        if (registration.from === scope && !usedElsewhere) {
          delete versions[version];
        }
      }
    }
  }
}
