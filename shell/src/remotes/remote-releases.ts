import { toast } from '@site/shared';
import type { RemoteScope } from '../sections/section-list';
import { remoteEntryUrl } from './remote-registry';

/**
 * Each section's site publishes releases.json beside its remoteEntry.js (newest release
 * first; written by the deploy scripts). The shell remembers the release it loaded, so a tab
 * opened before a deploy notices the new one on the next navigation into the section.
 * Where there is no such file (the local server) nothing is checked.
 */
const loadedRelease = new Map<RemoteScope, string>();
const pending = new Map<RemoteScope, Promise<string | null>>();

async function fetchCurrentRelease(scope: RemoteScope): Promise<string | null> {
  const entry = await remoteEntryUrl(scope);
  if (!entry) return null;
  try {
    const response = await fetch(new URL('releases.json', new URL(entry, window.location.href)), {
      cache: 'no-cache',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { releases?: { id?: unknown }[] };
    const id = body.releases?.[0]?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** One request at a time per section. */
function currentRelease(scope: RemoteScope): Promise<string | null> {
  let request = pending.get(scope);
  if (!request) {
    request = fetchCurrentRelease(scope).finally(() => pending.delete(scope));
    pending.set(scope, request);
  }
  return request;
}

/** Notes the release a section was just loaded from. */
export async function rememberLoadedRelease(scope: RemoteScope): Promise<void> {
  const id = await currentRelease(scope);
  if (id) loadedRelease.set(scope, id);
}

/** True when the section's site now serves another release than the one loaded (if any). */
export async function hasNewRelease(scope: RemoteScope): Promise<boolean> {
  const loaded = loadedRelease.get(scope);
  if (!loaded) return false;
  const current = await currentRelease(scope);
  return current !== null && current !== loaded;
}

/** Tells the reader, once, that a section they have open has a newer release. */
export async function announceNewRelease(scope: RemoteScope, label: string): Promise<void> {
  if (!(await hasNewRelease(scope))) return;
  toast.info(`${label} has been updated`, {
    id: `new-release-${scope}`,
    description: 'Reload the page to read the latest version.',
    duration: Infinity,
  });
}
