import { REMOTES, REMOTE_NAMES, type RemoteScope } from './remotes';

/**
 * `/runtime-manifest.json`, fetched by the shell at start-up: federation scope -> that remote's
 * `remoteEntry.js` URL, so shipping a remote never rebuilds the shell (decision 004).
 */
export type RuntimeManifest = Record<RemoteScope, string>;

export class RuntimeManifestError extends Error {
  override name = 'RuntimeManifestError';
}

/** Checks an untrusted JSON value and names what is wrong with it. */
export function parseRuntimeManifest(value: unknown): RuntimeManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuntimeManifestError('runtime manifest must be a JSON object of scope -> URL');
  }
  const record = value as Record<string, unknown>;
  const manifest: Partial<RuntimeManifest> = {};
  for (const name of REMOTE_NAMES) {
    const { scope } = REMOTES[name];
    const entry = record[scope];
    if (typeof entry !== 'string' || entry.length === 0) {
      throw new RuntimeManifestError(`runtime manifest has no URL for "${scope}"`);
    }
    // A script URL, optionally with a query (cache busting); an `mf-manifest.json` here is
    // the most likely mistake and would fail at run time with a vaguer error.
    if (!/\.js(\?\S*)?$/.test(entry)) {
      throw new RuntimeManifestError(
        `runtime manifest entry for "${scope}" must be the URL of its remoteEntry.js, got "${entry}"`,
      );
    }
    manifest[scope] = entry;
  }
  return manifest as RuntimeManifest;
}
