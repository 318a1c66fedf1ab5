import { REMOTES, REMOTE_NAMES, type RemoteScope } from '../sections/section-list';

/**
 * `/runtime-manifest.json`, fetched by the shell at start-up: federation scope -> that remote's
 * `remoteEntry.js` URL, so shipping a remote never rebuilds the shell (decision 004). Read one
 * section at a time: a section whose entry is missing or wrong is paused alone, and a scope
 * this shell does not know (a section released before the shell that routes to it) is left
 * for a later shell.
 */
export interface RuntimeManifest {
  /** The entry URL of each section the manifest names well. */
  readonly entries: Partial<Record<RemoteScope, string>>;
  /** Why each other section of the shell's list cannot be loaded. */
  readonly problems: Partial<Record<RemoteScope, RuntimeManifestError>>;
}

export class RuntimeManifestError extends Error {
  override name = 'RuntimeManifestError';
}

/**
 * Checks an untrusted JSON value and names what is wrong with each section's entry. Only a
 * value that is not a JSON object fails every section (thrown).
 */
export function parseRuntimeManifest(value: unknown): RuntimeManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuntimeManifestError('runtime manifest must be a JSON object of scope -> URL');
  }
  const record = value as Record<string, unknown>;
  const entries: Partial<Record<RemoteScope, string>> = {};
  const problems: Partial<Record<RemoteScope, RuntimeManifestError>> = {};
  for (const name of REMOTE_NAMES) {
    const { scope } = REMOTES[name];
    const problem = entryProblem(scope, record[scope]);
    if (problem) problems[scope] = new RuntimeManifestError(problem);
    else entries[scope] = record[scope] as string;
  }
  return { entries, problems };
}

function entryProblem(scope: RemoteScope, entry: unknown): string | undefined {
  if (typeof entry !== 'string' || entry.length === 0) {
    return `runtime manifest has no URL for "${scope}"`;
  }
  // A script URL, optionally with a query (cache busting); an `mf-manifest.json` here is the
  // most likely mistake and would fail at run time with a vaguer error.
  if (!/\.js(\?\S*)?$/.test(entry)) {
    return `runtime manifest entry for "${scope}" must be the URL of its remoteEntry.js, got "${entry}"`;
  }
  return undefined;
}
