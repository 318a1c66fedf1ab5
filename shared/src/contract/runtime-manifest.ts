import { REMOTES, REMOTE_NAMES, type RemoteScope } from './remotes';

/**
 * The runtime manifest the shell fetches at start-up (`/runtime-manifest.json`): federation
 * scope -> URL of that remote's `mf-manifest.json`. Deploying a remote means uploading its
 * dist and pointing its entry here; the shell is never rebuilt for it.
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
    manifest[scope] = entry;
  }
  return manifest as RuntimeManifest;
}
