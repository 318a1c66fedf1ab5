import type { RemoteScope } from '../sections/section-list';
import { federation, remoteEntryUrl } from './remote-registry';

// Loaded on Retry, or when a remote fails: nothing of it is needed for a page that loads well.

/**
 * Forgets what the runtime cached about a remote (its entry and loaded modules), so the next
 * load asks the network again: this is what makes Retry (and a new release) work without a
 * page reload. `registerRemotes(..., { force: true })` is the runtime's public way: it drops
 * the old registration and its cache, and logs an "already registered" warning. The entry is
 * asked for under a new URL, so the browser never waits behind an earlier request that hung.
 */
export async function forgetRemote(scope: RemoteScope): Promise<void> {
  const entry = await remoteEntryUrl(scope);
  if (!entry) return;
  // The runtime's forgetting drops the shares it thinks the remote provided.
  reclaimShellShares();
  const fresh = `${entry}${entry.includes('?') ? '&' : '?'}attempt=${Date.now()}`;
  federation().registerRemotes([{ name: scope, entry: fresh }], { force: true });
}

/**
 * Takes back the shared modules a failed remote offered that no other app uses. A remote
 * offers its own copy of what it shares when its entry starts, before it is refused (built
 * against another React, say); the runtime may prefer that copy over another remote's of the
 * same version (the larger name wins), and the next section to ask for it would then get the
 * refused remote's copy, whose code needs the refused remote's consumes and throws its error
 * (the same error, in another section). Withdrawn, the next remote's own copy is used.
 * The runtime's own clean-up on a forced re-registration did not do this for a refused
 * remote (independent-deploy.spec.ts), so it is done here on its public `shareScopeMap`.
 */
export function withdrawShares(scope: RemoteScope): void {
  reclaimShellShares();
  for (const packages of Object.values(federation().shareScopeMap)) {
    for (const versions of Object.values(packages)) {
      for (const [version, registration] of Object.entries(versions)) {
        const usedElsewhere = registration.useIn.some((user) => user !== scope);
        if (registration.from === scope && !usedElsewhere) {
          delete versions[version];
        }
      }
    }
  }
}

/**
 * Gives the shell back the shares it provides. A remote takes @site/shared's entries from the
 * shell without a copy of its own (decision 023), and the runtime records the first app to
 * load a share as its provider (`from`): the remote, if it loaded the dialog before the shell
 * did. Withdrawn or forgotten with that remote, the shell's copy would be gone from the share
 * scope, and every section that needs it refused ("Version 0 ... does not satisfy").
 * A registration at a version the shell's own build offers is the shell's.
 */
export function reclaimShellShares(): void {
  const shell = federation();
  const provided = shell.options.shared;
  for (const packages of Object.values(shell.shareScopeMap)) {
    for (const [name, versions] of Object.entries(packages)) {
      for (const [version, registration] of Object.entries(versions)) {
        if (provided[name]?.some((share) => share.version === version)) {
          registration.from = shell.name;
        }
      }
    }
  }
}
