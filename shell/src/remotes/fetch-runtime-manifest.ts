// Imported by the entry chunk, before federation's shared modules exist: no imports here.
export const RUNTIME_MANIFEST_URL = '/runtime-manifest.json';

/** Fetches the runtime manifest as raw JSON (checked later by parseRuntimeManifest). */
export async function fetchRuntimeManifestJson(): Promise<unknown> {
  const response = await fetch(RUNTIME_MANIFEST_URL, { credentials: 'same-origin' });
  if (!response.ok) {
    throw new Error(`runtime manifest: HTTP ${response.status} for ${RUNTIME_MANIFEST_URL}`);
  }
  return response.json();
}
