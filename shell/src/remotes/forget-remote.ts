import type { RemoteScope } from '@site/shared/contract';
import { federation, remoteEntryUrl } from './remote-registry';

// Loaded on Retry, or when a remote fails: nothing of it is needed for a page that loads well.

/**
 * Forgets what the runtime holds of a remote that failed, through its public API:
 * `registerRemotes(..., { force: true })` replaces the registration, and the runtime then
 * drops the remote's cached entry and loaded modules, and takes back the shared modules it
 * offered that no other app uses. Both matter:
 * - the next load asks the network again, so Retry (and a new release) works without a page
 *   reload; the entry is asked for under a new URL, so the browser never waits behind an
 *   earlier request that hung;
 * - a remote offers its own copy of what it shares when its entry starts, before it is
 *   refused (built against another React, say); the runtime may prefer that copy over another
 *   remote's of the same version, and the next section to ask for it would get the refused
 *   remote's copy and fail with its error.
 * The runtime logs a warning for each replaced registration ("already registered").
 * `forget-remote.test.ts` holds the installed runtime to this.
 */
export async function forgetRemote(scope: RemoteScope): Promise<void> {
  const entry = await remoteEntryUrl(scope);
  if (!entry) return;
  const fresh = `${entry}${entry.includes('?') ? '&' : '?'}attempt=${Date.now()}`;
  federation().registerRemotes([{ name: scope, entry: fresh }], { force: true });
}
